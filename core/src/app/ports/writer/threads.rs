//! The two threads: the writer applies the queued changes to the store in order, and the
//! syncer fsyncs behind it and acknowledges them.

use std::sync::mpsc::Receiver;
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Instant;

use super::progress::{lock, Shared};
use super::queue::{to_write, Op, Queued};
use crate::store::{Settings, Store, StoreError};

/// Starts the writer thread (and its syncer); `None` if the system refused a thread.
pub(super) fn spawn(
    store: Arc<Store>,
    rx: Receiver<Queued>,
    shared: Arc<Shared>,
) -> Option<JoinHandle<()>> {
    std::thread::Builder::new()
        .name("fireside-store".into())
        .spawn(move || {
            let syncer = start_syncer(&store, &shared);
            run(&store, &rx, &shared);
            lock(&shared.progress).stopping = true;
            shared.changed.notify_all();
            if let Some(s) = syncer {
                let _ = s.join();
            }
            // Stopped: nobody may wait for a change that will never come.
            lock(&shared.progress).synced = u64::MAX;
            shared.changed.notify_all();
        })
        .map_err(|e| log::error!("app: cannot start the store writer: {e}"))
        .ok()
}

/// Starts the syncer: the store's writes return once renamed into place, and this thread
/// fsyncs them behind the writer, so a slow fsync never holds up the next change. Without
/// a thread the writes fsync themselves.
fn start_syncer(store: &Arc<Store>, shared: &Arc<Shared>) -> Option<JoinHandle<()>> {
    let (store, shared) = (store.clone(), shared.clone());
    let thread_store = store.clone();
    let started = std::thread::Builder::new()
        .name("fireside-sync".into())
        .spawn(move || sync_behind(&thread_store, &shared));
    match started {
        Ok(handle) => {
            store.defer_sync(true);
            Some(handle)
        }
        Err(e) => {
            log::error!("app: cannot start the store syncer, writes fsync themselves: {e}");
            None
        }
    }
}

/// The syncer's loop: whenever changes are written and not fsynced, fsyncs the store's
/// files as they are now (one fsync covers every change written before it: the writes of
/// one file coalesce) and acknowledges them.
fn sync_behind(store: &Store, shared: &Shared) {
    store.adopt_existing();
    loop {
        let target = {
            let mut progress = lock(&shared.progress);
            while progress.written <= progress.synced && !progress.stopping {
                progress = shared
                    .changed
                    .wait(progress)
                    .unwrap_or_else(|p| p.into_inner());
            }
            if progress.written <= progress.synced {
                return;
            }
            progress.written
        };
        #[cfg(test)]
        {
            let mut held = lock(&shared.hold.0);
            while *held {
                held = shared.hold.1.wait(held).unwrap_or_else(|p| p.into_inner());
            }
        }
        // `target` was read before the fsyncs, so they cover it; a `false` means a newer
        // version replaced one meanwhile, and that one is fsynced in turn.
        loop {
            match store.sync_written() {
                Ok(true) => break,
                Ok(false) => {}
                Err(e) => {
                    shared.fail(&e, 0);
                    break;
                }
            }
        }
        let mut progress = lock(&shared.progress);
        let count = ((target - progress.synced.min(target)) as usize).min(progress.owed.len());
        let done: Vec<Instant> = progress.owed.drain(..count).collect();
        progress.synced = progress.synced.max(target);
        drop(progress);
        if let Some(observer) = shared.observer() {
            for queued in done {
                observer.synced(queued);
            }
        }
        shared.changed.notify_all();
    }
}

fn run(store: &Store, rx: &Receiver<Queued>, shared: &Shared) {
    let mut remaps: Vec<(u32, u32)> = Vec::new();
    // Each change applied but not yet written: when it was queued, whether a move.
    let mut waiting: Vec<(Instant, bool)> = Vec::new();
    while let Ok(first) = rx.recv() {
        let mut batch = vec![first];
        batch.extend(rx.try_iter());
        let ops: Vec<Op> = batch
            .iter_mut()
            .map(|q| std::mem::replace(&mut q.op, Op::RemoveProfile { id: 0 }))
            .collect();
        let write = to_write(&ops);
        for ((mut op, q), write) in ops.into_iter().zip(&batch).zip(write) {
            if let Op::Flush(done) = &op {
                // An orderly stop leaves `matches.json` holding every move on its own.
                if let Err(e) = store.fold_moves() {
                    log::warn!("app: cannot fold the move log: {e}");
                }
                // Everything before it is written: the flusher waits for its fsync.
                let _ = done.send(lock(&shared.progress).written);
                continue;
            }
            if write {
                for &(from, to) in &remaps {
                    op.remap(from, to);
                }
                match apply(store, &op) {
                    Ok(Some(remap)) => {
                        remaps.push(remap);
                        shared.remapped(remap);
                    }
                    Ok(None) => {}
                    Err(e) => shared.fail(&e, q.seq),
                }
            }
            // A skipped save is on disk with the newer one that replaces it (later in
            // this batch): it is acknowledged, and its observer told, then.
            waiting.push((q.at, matches!(op, Op::SaveMatch(_))));
            if write {
                if let Some(observer) = shared.observer() {
                    for &(queued, is_move) in &waiting {
                        observer.written(queued, is_move);
                    }
                }
                let mut progress = lock(&shared.progress);
                progress.written = progress.written.max(q.seq);
                progress.owed.extend(waiting.drain(..).map(|w| w.0));
                drop(progress);
                shared.changed.notify_all();
            }
        }
    }
}

/// Applies one change; a profile id the store gave differently, as (shown, on disk).
fn apply(store: &Store, op: &Op) -> Result<Option<(u32, u32)>, StoreError> {
    match op {
        Op::SaveMatch(m) => store.save_match(m.clone()),
        Op::FinishMatch(m) => store.finish_match(m.clone()),
        Op::Record(entry, name) => match store.record_once(entry) {
            Err(StoreError::UnknownProfile(id)) => {
                log::warn!("app: profile {id} was removed by another process; added back");
                store.record_restoring(entry, name).map(|_| ())
            }
            other => other.map(|_| ()),
        },
        Op::Settings(s) => match store.set_settings(s.clone()) {
            // The active profile was removed by another process: the other settings are
            // kept with the active profile on disk.
            Err(StoreError::UnknownProfile(_)) => store.set_settings(Settings {
                active_profile: store.settings().active_profile,
                ..s.clone()
            }),
            other => other,
        },
        Op::AddProfile { name, expect } => {
            let id = store.add_profile_as(*expect, name)?;
            if id != *expect {
                log::warn!("app: another process took profile id {expect}; this one is {id}");
                return Ok(Some((*expect, id)));
            }
            Ok(())
        }
        Op::RenameProfile { id, name } => store.rename_profile(*id, name),
        Op::RemoveProfile { id } => store.remove_profile(*id),
        Op::PuzzleAttempt {
            profile,
            name,
            game,
            attempt,
        } => match store.record_puzzle(*profile, game, attempt) {
            Err(StoreError::UnknownProfile(id)) => {
                log::warn!("app: profile {id} was removed by another process; added back");
                store.add_profile_as(id, name)?;
                store.record_puzzle(id, game, attempt).map(|_| ())
            }
            other => other.map(|_| ()),
        },
        Op::LessonStep {
            profile,
            name,
            game,
            step,
            stars,
        } => match store.record_lesson_step(*profile, game, step, *stars) {
            Err(StoreError::UnknownProfile(id)) => {
                log::warn!("app: profile {id} was removed by another process; added back");
                store.add_profile_as(id, name)?;
                store.record_lesson_step(id, game, step, *stars)
            }
            other => other,
        },
        Op::KeepReview { key, review } => store.keep_review(key, review.clone()),
        // Answered by the writer's loop.
        Op::Flush(_) => Ok(()),
    }
    .map(|()| None)
}
