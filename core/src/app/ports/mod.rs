//! What the app reaches outside itself: the store (written behind, on the writer thread),
//! the clock, and the seed of each match's computer choices.

mod set_aside;
mod writer;

#[cfg(test)]
mod set_aside_tests;

use std::path::PathBuf;
use std::sync::Arc;

use super::contract::AppConfig;
use super::model::Data;
use crate::store::{now_millis, Recovery, Store, StoreError};

use super::model::SaveFailure;
pub(in crate::app) use set_aside::SetAsideNotice;
pub(in crate::app) use writer::Op;
use writer::Writer;
pub use writer::{Flusher, LagRecorder, SaveWaiter, WriteLags, WriteObserver};

pub(super) struct Ports {
    /// `None`: nothing is kept on disk.
    writer: Option<Writer>,
    /// Seeds every match from this instead of the clock (scenarios replay the same).
    fixed_seed: Option<u64>,
    /// Scales the computer's thinking time.
    pub time_scale: f64,
    /// This app's part of every match id, different in every process and every app.
    instance: String,
}

/// What opening the store found, for the first notice.
pub(in crate::app) struct Opened {
    pub recoveries: Vec<Recovery>,
    pub set_aside: Vec<SetAsideNotice>,
}

impl Ports {
    /// Opens the store of `config` (none: nothing kept), sets aside saves that no longer
    /// replay, and starts the writer; the data read.
    pub fn open(config: &AppConfig) -> Result<(Ports, Data, Opened), StoreError> {
        let (data, writer, opened) = match &config.store_dir {
            Some(dir) => {
                let store = Store::open(&PathBuf::from(dir))?;
                // What the games compute once is kept beside the store, for the next start.
                let cache = PathBuf::from(dir).join("cache");
                for game in crate::games::GAMES {
                    if let Some(keep_in) = game.keep_cache_in {
                        keep_in(&cache);
                    }
                }
                let mut data = Data::load(&store);
                let set_aside = set_aside::set_aside_unreplayable(&store, &mut data);
                let recoveries = store.take_recoveries();
                let writer = Writer::start(Arc::new(store));
                let opened = Opened {
                    recoveries,
                    set_aside,
                };
                (data, Some(writer), opened)
            }
            None => (
                Data::default(),
                None,
                Opened {
                    recoveries: Vec::new(),
                    set_aside: Vec::new(),
                },
            ),
        };
        let ports = Ports {
            writer,
            fixed_seed: config.seed,
            time_scale: config.time_scale,
            instance: instance_id(),
        };
        Ok((ports, data, opened))
    }

    /// Queues a change for the store; its ticket (0 without a store).
    pub fn persist(&self, op: Op) -> u64 {
        self.writer.as_ref().map_or(0, |w| w.send(op))
    }

    /// Waits until every change so far is on disk.
    pub fn flush(&self) {
        if let Some(w) = &self.writer {
            w.flush();
        }
    }

    /// A handle that flushes from another thread (the terminal's signal handler).
    pub fn flusher(&self) -> Option<Flusher> {
        self.writer.as_ref().and_then(Writer::flusher)
    }

    /// Whether the change with this ticket is on disk (or was refused, and told).
    /// Whether changes go to a store at all (not with no store folder).
    pub fn has_store(&self) -> bool {
        self.writer.is_some()
    }

    pub fn is_saved(&self, ticket: u64) -> bool {
        self.writer.as_ref().is_none_or(|w| w.is_acked(ticket))
    }

    /// What a shell waits on, off the main thread, for an `Effect::AwaitSaved`.
    pub fn save_waiter(&self, ticket: u64) -> Option<SaveWaiter> {
        self.writer.as_ref().map(|w| w.waiter(ticket))
    }

    /// The writes the disk refused since the last call.
    pub fn take_failures(&self) -> Vec<SaveFailure> {
        self.writer
            .as_ref()
            .map(|w| w.take_failures())
            .unwrap_or_default()
    }

    /// The profile ids the store gave differently since the last call (shown, on disk).
    pub fn take_remaps(&self) -> Vec<(u32, u32)> {
        self.writer
            .as_ref()
            .map(|w| w.take_remaps())
            .unwrap_or_default()
    }

    /// Tells `observer` of every change written and fsynced from now on; false without
    /// a store.
    pub fn observe_writes(&self, observer: Arc<dyn WriteObserver>) -> bool {
        self.writer.as_ref().map(|w| w.observe(observer)).is_some()
    }

    /// Every fsync the store made so far, timed (none without a store).
    pub fn fsync_times(&self) -> Vec<std::time::Duration> {
        self.writer
            .as_ref()
            .map(Writer::fsync_times)
            .unwrap_or_default()
    }

    /// This app's part of a match id: the process id and a random number.
    pub fn instance(&self) -> &str {
        &self.instance
    }

    /// The clock, in milliseconds since 1970.
    pub fn now(&self) -> u64 {
        now_millis()
    }

    /// The seed of the `n`-th match started.
    pub fn seed(&self, n: u64) -> u64 {
        match self.fixed_seed {
            Some(s) => s.wrapping_add(n),
            None => now_millis() ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15),
        }
    }
}

/// A part of match ids unique to this app: the process id (two live processes never share
/// one) and random bits from the standard library's per-process hasher keys (two apps of
/// one process, or a process id reused later, differ too).
fn instance_id() -> String {
    use std::hash::{BuildHasher, Hasher};
    static APPS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u64(now_millis());
    h.write_u64(APPS.fetch_add(1, std::sync::atomic::Ordering::Relaxed));
    format!("{}-{:08x}", std::process::id(), h.finish() as u32)
}
