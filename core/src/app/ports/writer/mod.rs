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

//!
//! The rooms: [`queue`] (the ops and which of a batch are written), [`progress`] (how far
//! the changes got, and the handles that wait for it), [`threads`] (the writer and the
//! syncer) and [`lags`] (the benchmark's observer).

mod lags;
mod progress;
mod queue;
#[cfg(test)]
mod tests;
mod threads;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Sender};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::app::model::SaveFailure;
use crate::store::Store;
use progress::{lock, Shared};
use queue::Queued;

pub use lags::{LagRecorder, WriteLags, WriteObserver};
pub use progress::{Flusher, SaveWaiter};
pub(in crate::app) use queue::Op;

/// The writer thread and its queue.
pub(in crate::app) struct Writer {
    tx: Option<Arc<Sender<Queued>>>,
    handle: Option<JoinHandle<()>>,
    shared: Arc<Shared>,
    store: Arc<Store>,
    next: AtomicU64,
}

impl Writer {
    pub fn start(store: Arc<Store>) -> Writer {
        let (tx, rx) = mpsc::channel();
        let shared = Arc::new(Shared::default());
        let handle = threads::spawn(store.clone(), rx, shared.clone());
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
        self.shared.take_failures()
    }

    /// The profile ids the store gave differently since the last call.
    pub fn take_remaps(&self) -> Vec<(u32, u32)> {
        self.shared.take_remaps()
    }

    /// Tells `observer` of every change written and fsynced from now on.
    pub fn observe(&self, observer: Arc<dyn WriteObserver>) {
        self.shared.observe(observer);
    }

    /// Every fsync the store made so far, timed: the disk's own latency.
    pub fn fsync_times(&self) -> Vec<Duration> {
        self.store.fsync_times()
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
