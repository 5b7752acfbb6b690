//! Persistence: settings, profiles with statistics, rating points and puzzle progress, the
//! match in progress of each game and the last finished games, in JSON files in a directory
//! the app gives.
//!
//! Four files rather than one, so a damaged file costs only its own part. Every write is
//! atomic and keeps the previous version (see [`file`]). With the app's writer, the save
//! of a move is appended to a move log instead of rewriting `matches.json` ([`move_log`]).
//!
//! Several processes may use one store (the app and the terminal game, two terminal
//! games): every change takes the store's lock ([`lock`]), re-reads its file under it and
//! applies itself to what is on disk (a result adds to the tallies found there), so no
//! writer undoes another's work. Readers see other processes' changes: a file whose stamp
//! changed is read again. Within a process, one mutex guards the data and its writes (the
//! UI thread and the search thread share a [`Store`]).
//!
//! The rooms: this file holds the types and the wiring; `durability` opens the store and
//! reads and changes its files under the lock (repairs, recoveries), `sync` fsyncs behind
//! the app's writer, `folding` keeps the move log; `settings`, `profiles`, `results` and
//! `matches` are the domain operations, each an `impl Store` of its own.

mod durable;
mod error;
mod file;
mod lock;
mod model;
mod move_log;
mod set_aside;
mod stamp;

// The store's durability: opening, reading and changing files under the lock, repairs,
// the fsyncs behind the writer, and the move log's upkeep.
mod durability;
mod folding;
mod sync;

// The domain operations, each an `impl Store` of its own.
mod matches;
mod profiles;
mod results;
mod settings;

#[cfg(test)]
mod move_log_tests;
#[cfg(test)]
mod sharing_and_recovery_tests;
#[cfg(test)]
mod stress_tests;
#[cfg(test)]
mod tests;

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::Mutex;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::{de::DeserializeOwned, Serialize};

pub use error::{IoDenial, Recovery, RecoveryCause, StoreError, StoreFile};
pub use file::{MAX_FILE_BYTES, SCHEMA};
pub use model::*;
pub use move_log::MOVE_LOG;
pub use set_aside::{SetAside, SetAsideMatch, SET_ASIDE_DIR};

pub use lock::LOCK_FILE;
use stamp::Stamp;

#[derive(Clone, Debug, Default, PartialEq)]
struct Data {
    settings: Settings,
    profiles: Profiles,
    matches: Matches,
    history: History,
}

/// One of the four parts of the data, kept in its own file.
trait Part: Clone + Default + Serialize + DeserializeOwned {
    const FILE: StoreFile;
    fn of(data: &mut Data) -> &mut Self;
    /// The move log's mark, for the one part that has a log.
    fn log_mark(&mut self) -> Option<&mut Option<LogMark>> {
        None
    }
}

macro_rules! part {
    ($t:ty, $file:ident, $field:ident) => {
        impl Part for $t {
            const FILE: StoreFile = StoreFile::$file;
            fn of(data: &mut Data) -> &mut Self {
                &mut data.$field
            }
        }
    };
}
part!(Settings, Settings, settings);
part!(Profiles, Profiles, profiles);
impl Part for Matches {
    const FILE: StoreFile = StoreFile::Matches;
    fn of(data: &mut Data) -> &mut Self {
        &mut data.matches
    }
    fn log_mark(&mut self) -> Option<&mut Option<LogMark>> {
        Some(&mut self.log)
    }
}
part!(History, History, history);

fn index(file: StoreFile) -> usize {
    file as usize
}

struct State {
    data: Data,
    recoveries: Vec<Recovery>,
    /// The stamp of each file as last read or written: a different one on disk means
    /// another process changed it.
    stamps: [Option<Stamp>; 4],
    /// A damaged file that could not be moved aside, already reported: not reported again
    /// on every read while it stays as it is.
    stuck: [Option<Stamp>; 4],
    /// The move log as last read or appended to.
    log: LogSeen,
    /// The log in place may not be used and could not be moved aside: nothing is written
    /// to it (told once).
    log_blocked: Option<move_log::Unusable>,
    /// The damaged records of the log already kept aside and told, by generation and place.
    log_damage_told: std::collections::BTreeSet<(u64, u64)>,
    /// `matches.json` was unreadable at its last read and its backup used: the move log,
    /// newer than the backup, is applied whole.
    matches_recovered: bool,
}

/// What this process knows of the move log ([`move_log`]).
#[derive(Default)]
struct LogSeen {
    /// Its generation, while it goes with `matches.json`'s mark.
    live: Option<u64>,
    /// Where its last whole record ends.
    end: u64,
    stamp: Option<Stamp>,
}

pub struct Store {
    dir: PathBuf,
    state: Mutex<State>,
    /// Writes leave their fsync to [`Store::sync_written`] (the app's syncer thread).
    defer_sync: AtomicBool,
    /// How long each fsync took (files and the folder), for the benchmark.
    fsync_times: Mutex<Vec<Duration>>,
    /// This process appended to the move log since its last fsync.
    log_owed: AtomicBool,
}

/// The most fsync times kept.
const MAX_FSYNC_TIMES: usize = 1 << 16;

/// The time now, in milliseconds since the Unix epoch (0 on a clock set before it).
pub(crate) fn now_millis() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

impl Store {
    pub fn dir(&self) -> &Path {
        &self.dir
    }
}
