//! The write-behind thread that puts the app's data on disk.
//!
//! Shells call `App::update` on their main thread, so nothing there may wait for
//! the disk. The app changes its copy of the data at once (the view reads that copy) and
//! queues the same change for a writer thread, which applies it to the [`Store`]. Queued
//! saves of the same game's match coalesce: when the disk is slower than the moves, only
//! the newest snapshot is written.
//!
//! Two points of a change, both measured ([`WriteLags`]):
//! - *Written*: the store renamed the new file into place. A crash or `kill -9` of the
//!   process keeps it (it is in the kernel). The writer never waits for an fsync to get
//!   here (except once for a file another process wrote, see `store::durable`), so a slow
//!   disk does not hold up the next change.
//! - *Fsynced* ("acknowledged"): a second thread, the syncer, fsynced the file and its
//!   folder after the rename; a power loss keeps it too. [`SaveWaiter`] (a result's
//!   `Effect::AwaitSaved`), [`Writer::is_acked`] and [`Writer::flush`] wait for this
//!   point: a flush returns once every change queued before it is fsynced. A refused
//!   write is acknowledged too (and told).
//!
//! A change is picked up as soon as it is queued (no batching delay).

use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, Weak};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::app::model::SaveFailure;
use crate::store::{
    HistoryKey, IoDenial, PuzzleAttempt, Recovery, ResultEntry, SavedMatch, Settings, Store,
    StoreError,
};

/// A change for the store, in the order the app made it.
#[derive(Debug)]
pub(in crate::app) enum Op {
    SaveMatch(SavedMatch),
    FinishMatch(SavedMatch),
    /// A result, with the profile's name: a profile another process removed meanwhile is
    /// added back under it, so the result is kept.
    Record(ResultEntry, String),
    Settings(Settings),
    AddProfile {
        name: String,
        expect: u32,
    },
    RenameProfile {
        id: u32,
        name: String,
    },
    RemoveProfile {
        id: u32,
    },
    /// A counted attempt at a puzzle, merged into the profile's progress on disk.
    PuzzleAttempt {
        profile: u32,
        /// The profile's name, to add it back if another process removed it.
        name: String,
        game: String,
        attempt: PuzzleAttempt,
    },
    /// A course step done, with its stars, merged into the profile's progress on disk.
    LessonStep {
        profile: u32,
        /// The profile's name, to add it back if another process removed it.
        name: String,
        game: String,
        step: String,
        stars: u8,
    },
    /// A finished game's review, kept with its entry of the history.
    KeepReview {
        key: HistoryKey,
        review: serde_json::Value,
    },
    /// Answered with the number of the last change written before it.
    Flush(Sender<u64>),
}

impl Op {
    /// Another process took the profile id this one showed: later changes go to the id
    /// it was given on disk.
    fn remap(&mut self, from: u32, to: u32) {
        let fix = |id: &mut u32| {
            if *id == from {
                *id = to;
            }
        };
        match self {
            Op::SaveMatch(m) | Op::FinishMatch(m) => {
                fix(&mut m.profile);
                if m.data.get("profile").and_then(|v| v.as_u64()) == Some(u64::from(from)) {
                    m.data["profile"] = to.into();
                }
            }
            Op::Record(e, _) => fix(&mut e.profile),
            Op::Settings(s) => fix(&mut s.active_profile),
            Op::RenameProfile { id, .. }
            | Op::RemoveProfile { id }
            | Op::PuzzleAttempt { profile: id, .. }
            | Op::LessonStep { profile: id, .. } => fix(id),
            Op::AddProfile { .. } | Op::KeepReview { .. } | Op::Flush(_) => {}
        }
    }
}

/// Which ops of a batch are written: a match save is skipped only when a newer save of
/// the same game follows with nothing in between that relies on it (a result, the end of
/// the match): the order on disk is "finished match saved, result recorded, match moved
/// to the history", so a kill between any two steps leaves a state the next start repairs.
pub(super) fn to_write(batch: &[Op]) -> Vec<bool> {
    (0..batch.len())
        .map(|i| {
            let Op::SaveMatch(m) = &batch[i] else {
                return true;
            };
            for later in &batch[i + 1..] {
                match later {
                    Op::SaveMatch(n) if n.game == m.game => return false,
                    // A flush between them must find the older one written.
                    Op::FinishMatch(_) | Op::Record(..) | Op::Flush(_) => return true,
                    _ => {}
                }
            }
            true
        })
        .collect()
}

/// How far the changes got: written (renamed into place, kept by a crash of the process)
/// and fsynced (kept by a power loss too). Changes are numbered from 1 as they are queued.
#[derive(Default)]
struct Progress {
    /// The number of the last change written (or refused by the disk, and told).
    written: u64,
    /// The number of the last change fsynced (or refused); `u64::MAX` once stopped.
    synced: u64,
    /// The changes written and not yet fsynced, with the time each was queued.
    owed: VecDeque<Instant>,
    /// The writer has stopped: the syncer syncs what is left and ends.
    stopping: bool,
}

/// What the writer thread tells the app.
#[derive(Default)]
struct Shared {
    progress: Mutex<Progress>,
    changed: Condvar,
    failures: Mutex<Vec<SaveFailure>>,
    /// Profile ids the store gave differently from the app's (another process took one).
    remaps: Mutex<Vec<(u32, u32)>>,
    /// How long each change waited between being queued (shown) and written.
    written_lags: Mutex<Vec<Duration>>,
    /// The same, for the saves of a move only (the contract's 50 ms is about moves).
    move_lags: Mutex<Vec<Duration>>,
    /// How long each change waited between being queued and fsynced.
    synced_lags: Mutex<Vec<Duration>>,
    /// Tests hold the syncer back, as a disk that stalls in fsync would.
    #[cfg(test)]
    hold: (Mutex<bool>, Condvar),
}

impl Shared {
    /// A refused change, with its ticket (0: not one change, an fsync).
    fn fail(&self, e: &StoreError, ticket: u64) {
        // A profile another process removed is no refusal of the disk: its results and
        // puzzles are kept by adding it back (see `apply`); a rename of it has nothing
        // left to rename.
        if let StoreError::UnknownProfile(id) = e {
            log::warn!("app: profile {id} was removed by another process: {e}");
            return;
        }
        log::error!("app: a store write failed: {e}");
        lock(&self.failures).push(SaveFailure {
            denial: e.denial(),
            detail: e.to_string(),
            ticket,
        });
    }

    /// Blocks until the change numbered `ticket` is fsynced (or the writer stopped).
    fn wait_synced(&self, ticket: u64) {
        let mut progress = lock(&self.progress);
        while progress.synced < ticket {
            progress = self
                .changed
                .wait(progress)
                .unwrap_or_else(|p| p.into_inner());
        }
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

fn note(lags: &Mutex<Vec<Duration>>, at: impl IntoIterator<Item = Instant>) {
    let mut lags = lock(lags);
    for at in at {
        if lags.len() < MAX_LAGS {
            lags.push(at.elapsed());
        }
    }
}

/// Waits, off the main thread, until the change numbered `ticket` is on disk (fsynced).
#[derive(Clone)]
pub struct SaveWaiter {
    shared: Arc<Shared>,
    ticket: u64,
}

impl SaveWaiter {
    /// Blocks until the change is fsynced (or refused, or the writer stopped).
    pub fn wait(&self) {
        self.shared.wait_synced(self.ticket);
    }
}

/// Flushes from another thread (a signal handler's thread in the terminal). It does not
/// keep the writer alive: once the app is gone there is nothing left to flush.
#[derive(Clone)]
pub struct Flusher {
    tx: Weak<Sender<Queued>>,
    shared: Arc<Shared>,
}

impl Flusher {
    /// Waits until every change queued so far is fsynced.
    pub fn flush(&self) {
        let Some(queue) = self.tx.upgrade() else {
            return;
        };
        let (tx, rx) = mpsc::channel();
        let queued = Queued {
            seq: 0,
            at: Instant::now(),
            op: Op::Flush(tx),
        };
        let sent = queue.send(queued).is_ok();
        // The writer ends only when every sender is gone; this one must not hold it.
        drop(queue);
        if sent {
            // The writer answers once every change before the flush is written, with the
            // number of the last; then that one's fsync is waited for.
            if let Ok(written) = rx.recv() {
                self.shared.wait_synced(written);
            }
        }
    }
}

struct Queued {
    seq: u64,
    at: Instant,
    op: Op,
}

/// The lags the writer measured, for the benchmark.
#[derive(Clone, Debug, Default)]
pub struct WriteLags {
    /// Queued (shown) → renamed into place: a crash or `kill -9` of the process keeps it.
    pub written: Vec<Duration>,
    /// The same for the saves of a move only.
    pub moves: Vec<Duration>,
    /// Queued → the file and its folder fsynced: a power loss keeps it.
    pub synced: Vec<Duration>,
    /// Every fsync the store made (files and folder): the disk's own latency.
    pub fsyncs: Vec<Duration>,
}

/// The writer thread and its queue.
pub(in crate::app) struct Writer {
    tx: Option<Arc<Sender<Queued>>>,
    handle: Option<JoinHandle<()>>,
    shared: Arc<Shared>,
    store: Arc<Store>,
    next: AtomicU64,
}

/// The most lags kept for the benchmark.
const MAX_LAGS: usize = 1 << 16;

impl Writer {
    pub fn start(store: Arc<Store>) -> Writer {
        let (tx, rx) = mpsc::channel();
        let shared = Arc::new(Shared::default());
        let thread_shared = shared.clone();
        let thread_store = store.clone();
        let handle = std::thread::Builder::new()
            .name("fireside-store".into())
            .spawn(move || {
                let syncer = start_syncer(&thread_store, &thread_shared);
                run(&thread_store, &rx, &thread_shared);
                lock(&thread_shared.progress).stopping = true;
                thread_shared.changed.notify_all();
                if let Some(s) = syncer {
                    let _ = s.join();
                }
                // Stopped: nobody may wait for a change that will never come.
                lock(&thread_shared.progress).synced = u64::MAX;
                thread_shared.changed.notify_all();
            })
            .map_err(|e| log::error!("app: cannot start the store writer: {e}"))
            .ok();
        Writer {
            tx: Some(Arc::new(tx)),
            handle,
            shared,
            store,
            next: AtomicU64::new(1),
        }
    }

    /// Queues a change; its ticket (see [`Writer::is_acked`]).
    pub fn send(&self, op: Op) -> u64 {
        let seq = match op {
            Op::Flush(_) => 0,
            _ => self.next.fetch_add(1, Ordering::Relaxed),
        };
        if let Some(tx) = &self.tx {
            let queued = Queued {
                seq,
                at: Instant::now(),
                op,
            };
            if tx.send(queued).is_err() {
                log::error!("app: the store writer has stopped");
            }
        }
        seq
    }

    /// Waits until every change queued so far is fsynced.
    pub fn flush(&self) {
        if let Some(f) = self.flusher() {
            f.flush();
        }
    }

    pub fn flusher(&self) -> Option<Flusher> {
        self.tx.as_ref().map(|tx| Flusher {
            tx: Arc::downgrade(tx),
            shared: self.shared.clone(),
        })
    }

    /// Whether the change with this ticket is fsynced (or refused, and told).
    pub fn is_acked(&self, ticket: u64) -> bool {
        lock(&self.shared.progress).synced >= ticket
    }

    /// Whether the change with this ticket is written: renamed into place, so a crash of
    /// the process keeps it (its fsync may still be owed).
    #[cfg(test)]
    pub fn is_written(&self, ticket: u64) -> bool {
        lock(&self.shared.progress).written >= ticket
    }

    pub fn waiter(&self, ticket: u64) -> SaveWaiter {
        SaveWaiter {
            shared: self.shared.clone(),
            ticket,
        }
    }

    /// The writes the disk refused since the last call.
    pub fn take_failures(&self) -> Vec<SaveFailure> {
        std::mem::take(&mut *lock(&self.shared.failures))
    }

    /// The profile ids the store gave differently since the last call.
    pub fn take_remaps(&self) -> Vec<(u32, u32)> {
        std::mem::take(&mut *lock(&self.shared.remaps))
    }

    /// The lags measured so far, for the benchmark.
    pub fn lags(&self) -> WriteLags {
        WriteLags {
            written: lock(&self.shared.written_lags).clone(),
            moves: lock(&self.shared.move_lags).clone(),
            synced: lock(&self.shared.synced_lags).clone(),
            fsyncs: self.store.fsync_times(),
        }
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        // Closing the queue ends the thread after it wrote and fsynced everything queued.
        self.tx = None;
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
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
        note(&shared.synced_lags, done);
        shared.changed.notify_all();
    }
}

fn run(store: &Store, rx: &Receiver<Queued>, shared: &Shared) {
    let mut remaps: Vec<(u32, u32)> = Vec::new();
    // Each change written but not yet measured: when it was queued, whether a move.
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
                        lock(&shared.remaps).push(remap);
                    }
                    Ok(None) => {}
                    Err(e) => shared.fail(&e, q.seq),
                }
            }
            // A skipped save is on disk with the newer one that replaces it (later in
            // this batch): it is acknowledged, and its lag measured, then.
            waiting.push((q.at, matches!(op, Op::SaveMatch(_))));
            if write {
                note(&shared.written_lags, waiting.iter().map(|w| w.0));
                note(
                    &shared.move_lags,
                    waiting.iter().filter(|w| w.1).map(|w| w.0),
                );
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

/// The texts of what the store recovered, each naming the kind of file in the player's
/// words (saved games, profiles and ratings, settings, finished games) and saying what it
/// was: damaged, written by a newer version, missing, or not readable for lack of
/// permission.
pub(in crate::app) fn recovery_texts(
    tr: crate::i18n::Translator,
    recoveries: &[Recovery],
) -> Vec<String> {
    recoveries
        .iter()
        .map(|r| {
            let part = tr.tr(r.part_key(), &[]);
            let file = r.file.display().to_string();
            let moved = r
                .moved_to
                .as_ref()
                .map(|p| p.display().to_string())
                .unwrap_or_default();
            tr.tr(
                r.message_key(),
                &[
                    ("part", crate::i18n::Arg::from(part.as_str())),
                    ("file", crate::i18n::Arg::from(file.as_str())),
                    ("moved", crate::i18n::Arg::from(moved.as_str())),
                ],
            )
        })
        .collect()
}

/// The notice of a refused save, with what to do.
pub(in crate::app) fn failure_text(tr: crate::i18n::Translator, failure: &SaveFailure) -> String {
    let key = match failure.denial {
        IoDenial::Denied => "notice-save-failed-denied",
        IoDenial::Full => "notice-save-failed-full",
        IoDenial::Other => "notice-save-failed",
    };
    tr.tr(key, &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn save(game: &str, n: u64) -> Op {
        Op::SaveMatch(SavedMatch {
            game: game.into(),
            profile: 1,
            saved_at: n,
            data: serde_json::Value::Null,
            review: None,
            extra: Default::default(),
        })
    }

    fn entry() -> ResultEntry {
        ResultEntry {
            match_id: "m".into(),
            profile: 1,
            game: "g".into(),
            opponent: crate::store::Opponent::Human,
            role: crate::game::Role::PlayerOne,
            result: crate::store::GameResult::Won,
            rated: false,
        }
    }

    /// Issue 22: the finished match's save was dropped when its recording and archiving
    /// followed in the same batch, so a kill in between brought the game back before its
    /// winning move.
    #[test]
    fn the_finished_save_is_written_before_its_result_and_its_archiving() {
        let finish = Op::FinishMatch(match save("g", 9) {
            Op::SaveMatch(m) => m,
            _ => unreachable!(),
        });
        let batch = [save("g", 8), Op::Record(entry(), String::new()), finish];
        assert_eq!(to_write(&batch), [true, true, true]);
        // Saves of one game in a row still coalesce to the newest; another game's do not.
        let batch = [save("g", 1), save("h", 1), save("g", 2)];
        assert_eq!(to_write(&batch), [false, true, true]);
    }

    #[test]
    fn a_later_change_follows_the_profile_id_the_store_gave() {
        let mut op = Op::Settings(Settings {
            active_profile: 2,
            ..Settings::default()
        });
        op.remap(2, 3);
        assert!(matches!(op, Op::Settings(s) if s.active_profile == 3));
        let mut op = Op::Record(
            ResultEntry {
                profile: 2,
                ..entry()
            },
            String::new(),
        );
        op.remap(2, 3);
        assert!(matches!(op, Op::Record(e, _) if e.profile == 3));
    }

    #[test]
    fn a_ticket_is_acknowledged_once_written_and_the_waiter_returns() {
        let dir = std::env::temp_dir().join(format!("fireside-writer-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let writer = Writer::start(Arc::new(Store::open(&dir).unwrap()));
        let ticket = writer.send(save("g", 1));
        writer.waiter(ticket).wait();
        assert!(writer.is_acked(ticket));
        let lags = writer.lags();
        assert_eq!((lags.written.len(), lags.synced.len()), (1, 1));
        assert!(!lags.fsyncs.is_empty(), "the fsyncs are timed");
        // A flusher does not keep the writer alive.
        let flusher = writer.flusher().unwrap();
        drop(writer);
        flusher.flush();
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A writer whose syncer is held back, as by a disk stalling in fsync.
    fn held_writer(name: &str) -> (Writer, std::path::PathBuf) {
        let dir =
            std::env::temp_dir().join(format!("fireside-writer-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let writer = Writer::start(Arc::new(Store::open(&dir).unwrap()));
        *lock(&writer.shared.hold.0) = true;
        (writer, dir)
    }

    fn release(writer: &Writer) {
        *lock(&writer.shared.hold.0) = false;
        writer.shared.hold.1.notify_all();
    }

    fn wait_written(writer: &Writer, ticket: u64) {
        let started = Instant::now();
        while !writer.is_written(ticket) {
            assert!(started.elapsed() < Duration::from_secs(10), "never written");
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    /// The match saved in `file` (`matches.json` or its backup), by its `saved_at`.
    fn saved_at(path: &std::path::Path, game: &str) -> u64 {
        let text = std::fs::read(path).unwrap();
        let v: serde_json::Value = serde_json::from_slice(&text).unwrap();
        v["data"]["in_progress"][game]["saved_at"].as_u64().unwrap()
    }

    /// What identifies the version of a file now (length, time, inode).
    fn version(path: &std::path::Path) -> Option<(u64, std::time::SystemTime, u64)> {
        use std::os::unix::fs::MetadataExt;
        let m = std::fs::symlink_metadata(path).ok()?;
        Some((m.len(), m.modified().ok()?, m.ino()))
    }

    /// The match saved for `game` as another process reads it now.
    fn read_back(dir: &std::path::Path, game: &str) -> u64 {
        Store::open(dir)
            .unwrap()
            .saved_match(game)
            .unwrap()
            .saved_at
    }

    /// The crash-safe point comes before the fsync: with the fsync held back, the change
    /// is already on disk (another process reads it) but not acknowledged.
    #[test]
    fn a_change_is_in_place_before_its_fsync_and_acknowledged_only_after() {
        let (writer, dir) = held_writer("inplace");
        let ticket = writer.send(save("g", 7));
        wait_written(&writer, ticket);
        assert_eq!(read_back(&dir, "g"), 7);
        std::thread::sleep(Duration::from_millis(30));
        assert!(!writer.is_acked(ticket), "acknowledged before its fsync");
        release(&writer);
        writer.waiter(ticket).wait();
        assert!(writer.is_acked(ticket));
        drop(writer);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A result's acknowledgement (what the panel waits for) and a flush both wait for
    /// the fsync, not only for the rename.
    #[test]
    fn a_result_waiter_and_a_flush_wait_for_the_fsync() {
        let (writer, dir) = held_writer("result");
        let _ = writer.send(save("g", 1));
        let ticket = writer.send(Op::Record(entry(), String::new()));
        wait_written(&writer, ticket);
        let waiter = writer.waiter(ticket);
        let flusher = writer.flusher().unwrap();
        let returned = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let threads: Vec<_> = [
            Box::new(move || waiter.wait()) as Box<dyn FnOnce() + Send>,
            Box::new(move || flusher.flush()),
        ]
        .into_iter()
        .map(|f| {
            let returned = returned.clone();
            std::thread::spawn(move || {
                f();
                returned.fetch_add(1, Ordering::SeqCst);
            })
        })
        .collect();
        std::thread::sleep(Duration::from_millis(100));
        assert_eq!(
            returned.load(Ordering::SeqCst),
            0,
            "returned before the fsync"
        );
        release(&writer);
        for t in threads {
            t.join().unwrap();
        }
        assert_eq!(returned.load(Ordering::SeqCst), 2);
        assert!(writer.is_acked(ticket));
        drop(writer);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Moves go to the move log: while the fsyncs are held back, `matches.json` and its
    /// backup stay as they were (no rename waits for the disk) and the newest move is read
    /// back from the log; a flush folds the log, so the file alone holds the newest.
    #[test]
    fn moves_leave_the_file_and_its_backup_alone_until_a_flush_folds_them() {
        let (writer, dir) = held_writer("coalesce");
        release(&writer);
        writer.waiter(writer.send(save("g", 1))).wait();
        *lock(&writer.shared.hold.0) = true;
        let (main, backup) = (dir.join("matches.json"), dir.join("matches.json.bak"));
        let before = (version(&main), version(&backup));
        let mut last = 0;
        for n in 2..=5 {
            last = writer.send(save("g", n));
        }
        wait_written(&writer, last);
        assert_eq!((version(&main), version(&backup)), before);
        release(&writer);
        writer.waiter(last).wait();
        assert_eq!(writer.lags().synced.len(), 5);
        assert_eq!(read_back(&dir, "g"), 5, "the newest, from the log");
        writer.send(save("g", 6));
        writer.flush();
        assert_eq!(saved_at(&main, "g"), 6, "folded into the file");
        drop(writer);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_flush_between_two_saves_of_a_game_keeps_the_first_written() {
        let (tx, _rx) = mpsc::channel();
        let batch = [save("g", 1), Op::Flush(tx), save("g", 2)];
        assert_eq!(to_write(&batch), [true, true, true]);
    }

    /// Issue 38, item 9: a profile removed by another process was reported as a storage
    /// failure and the result lost; the profile is added back with the result.
    #[test]
    fn a_result_for_a_profile_another_process_removed_is_kept_without_a_failure() {
        let dir =
            std::env::temp_dir().join(format!("fireside-writer-removed-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let store = Arc::new(Store::open(&dir).unwrap());
        let id = store.add_profile("Aino").unwrap();
        let writer = Writer::start(store);
        Store::open(&dir).unwrap().remove_profile(id).unwrap();
        let entry = ResultEntry {
            profile: id,
            ..entry()
        };
        writer
            .waiter(writer.send(Op::Record(entry, "Aino".into())))
            .wait();
        assert!(writer.take_failures().is_empty());
        drop(writer);
        let back = Store::open(&dir).unwrap().profiles();
        let aino = back.iter().find(|p| p.id == id).expect("added back");
        assert_eq!((aino.name.as_str(), aino.standing(None).1), ("Aino", 1));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
