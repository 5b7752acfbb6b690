//! The lag figures of the benchmark: an observer the benchmark attaches to the writer
//! (`App::observe_writes`), told when each change is written and when it is fsynced. The
//! writer itself keeps no figures.

use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// Told of each change as it reaches the disk, with the time it was queued (shown).
pub trait WriteObserver: Send + Sync {
    /// Renamed into place: a crash or `kill -9` of the process keeps it. `is_move`: the
    /// save of a match (the contract's 50 ms is about moves).
    fn written(&self, queued: Instant, is_move: bool);
    /// The file and its folder fsynced: a power loss keeps it.
    fn synced(&self, queued: Instant);
}

/// The lags measured, for the benchmark.
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

/// The most lags kept of each kind (the benchmark's runs stay well below).
const MAX_LAGS: usize = 1 << 16;

/// Records every lag it is told, up to [`MAX_LAGS`] of each kind.
#[derive(Default)]
pub struct LagRecorder {
    lags: Mutex<WriteLags>,
}

impl LagRecorder {
    /// The lags recorded so far (`fsyncs` are the store's: `App::fsync_times`).
    pub fn lags(&self) -> WriteLags {
        lock(&self.lags).clone()
    }
}

fn lock(lags: &Mutex<WriteLags>) -> MutexGuard<'_, WriteLags> {
    lags.lock().unwrap_or_else(|p| p.into_inner())
}

fn keep(lags: &mut Vec<Duration>, queued: Instant) {
    if lags.len() < MAX_LAGS {
        lags.push(queued.elapsed());
    }
}

impl WriteObserver for LagRecorder {
    fn written(&self, queued: Instant, is_move: bool) {
        let mut lags = lock(&self.lags);
        keep(&mut lags.written, queued);
        if is_move {
            keep(&mut lags.moves, queued);
        }
    }

    fn synced(&self, queued: Instant) {
        keep(&mut lock(&self.lags).synced, queued);
    }
}
