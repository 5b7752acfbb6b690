//! How far the queued changes got (written, fsynced), what the threads tell the app
//! (refusals, profile ids remapped), and the handles that wait for a change's fsync.

use std::collections::VecDeque;
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, Weak};
use std::time::Instant;

use super::lags::WriteObserver;
use super::queue::{Op, Queued};
use crate::app::model::SaveFailure;
use crate::store::StoreError;

/// How far the changes got: written (renamed into place, kept by a crash of the process)
/// and fsynced (kept by a power loss too). Changes are numbered from 1 as they are queued.
#[derive(Default)]
pub(super) struct Progress {
    /// The number of the last change written (or refused by the disk, and told).
    pub written: u64,
    /// The number of the last change fsynced (or refused); `u64::MAX` once stopped.
    pub synced: u64,
    /// The changes written and not yet fsynced, with the time each was queued.
    pub owed: VecDeque<Instant>,
    /// The writer has stopped: the syncer syncs what is left and ends.
    pub stopping: bool,
}

/// What the writer's threads tell the app.
#[derive(Default)]
pub(super) struct Shared {
    pub progress: Mutex<Progress>,
    pub changed: Condvar,
    failures: Mutex<Vec<SaveFailure>>,
    /// Profile ids the store gave differently from the app's (another process took one).
    remaps: Mutex<Vec<(u32, u32)>>,
    /// Told of each change written and fsynced (the benchmark's lag recorder), if any.
    observer: Mutex<Option<Arc<dyn WriteObserver>>>,
    /// Tests hold the syncer back, as a disk that stalls in fsync would.
    #[cfg(test)]
    pub hold: (Mutex<bool>, Condvar),
}

impl Shared {
    /// A refused change, with its ticket (0: not one change, an fsync).
    pub fn fail(&self, e: &StoreError, ticket: u64) {
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

    /// The writes the disk refused since the last call.
    pub fn take_failures(&self) -> Vec<SaveFailure> {
        std::mem::take(&mut *lock(&self.failures))
    }

    pub fn remapped(&self, remap: (u32, u32)) {
        lock(&self.remaps).push(remap);
    }

    /// The profile ids the store gave differently since the last call.
    pub fn take_remaps(&self) -> Vec<(u32, u32)> {
        std::mem::take(&mut *lock(&self.remaps))
    }

    pub fn observe(&self, observer: Arc<dyn WriteObserver>) {
        *lock(&self.observer) = Some(observer);
    }

    /// The observer, if one is attached (cloned out, so it is called without the lock).
    pub fn observer(&self) -> Option<Arc<dyn WriteObserver>> {
        lock(&self.observer).clone()
    }

    /// Blocks until the change numbered `ticket` is fsynced (or the writer stopped).
    pub fn wait_synced(&self, ticket: u64) {
        let mut progress = lock(&self.progress);
        while progress.synced < ticket {
            progress = self
                .changed
                .wait(progress)
                .unwrap_or_else(|p| p.into_inner());
        }
    }
}

pub(super) fn lock<T: ?Sized>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// Waits, off the main thread, until the change numbered `ticket` is on disk (fsynced).
#[derive(Clone)]
pub struct SaveWaiter {
    pub(super) shared: Arc<Shared>,
    pub(super) ticket: u64,
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
    pub(super) tx: Weak<Sender<Queued>>,
    pub(super) shared: Arc<Shared>,
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
