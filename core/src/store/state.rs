//! The store's handle and what it holds in memory: the four parts of the data (each kept in
//! its own file), the stamps of the files as last read, and what this process knows of the
//! move log. The operations on it are `impl Store`s in the rooms beside this one.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::Mutex;
use std::time::Duration;

use serde::{de::DeserializeOwned, Serialize};

use super::error::{Recovery, StoreFile};
use super::model::{History, LogMark, Matches, Profiles, Settings};
use super::move_log;
use super::stamp::Stamp;

#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Data {
    pub(super) settings: Settings,
    pub(super) profiles: Profiles,
    pub(super) matches: Matches,
    pub(super) history: History,
}

/// One of the four parts of the data, kept in its own file.
pub(super) trait Part: Clone + Default + Serialize + DeserializeOwned {
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

pub(super) fn index(file: StoreFile) -> usize {
    file as usize
}

pub(super) struct State {
    pub(super) data: Data,
    pub(super) recoveries: Vec<Recovery>,
    /// The stamp of each file as last read or written: a different one on disk means
    /// another process changed it.
    pub(super) stamps: [Option<Stamp>; 4],
    /// A damaged file that could not be moved aside, already reported: not reported again
    /// on every read while it stays as it is.
    pub(super) stuck: [Option<Stamp>; 4],
    /// The move log as last read or appended to.
    pub(super) log: LogSeen,
    /// The log in place may not be used and could not be moved aside: nothing is written
    /// to it (told once).
    pub(super) log_blocked: Option<move_log::Unusable>,
    /// The damaged records of the log already kept aside and told, by generation and place.
    pub(super) log_damage_told: std::collections::BTreeSet<(u64, u64)>,
    /// `matches.json` was unreadable at its last read and its backup used: the move log,
    /// newer than the backup, is applied whole.
    pub(super) matches_recovered: bool,
}

/// What this process knows of the move log ([`move_log`]).
#[derive(Default)]
pub(super) struct LogSeen {
    /// Its generation, while it goes with `matches.json`'s mark.
    pub(super) live: Option<u64>,
    /// Where its last whole record ends.
    pub(super) end: u64,
    pub(super) stamp: Option<Stamp>,
}

pub struct Store {
    pub(super) dir: PathBuf,
    pub(super) state: Mutex<State>,
    /// Writes leave their fsync to [`Store::sync_written`] (the app's syncer thread).
    pub(super) defer_sync: AtomicBool,
    /// How long each fsync took (files and the folder), for the benchmark.
    pub(super) fsync_times: Mutex<Vec<Duration>>,
    /// This process appended to the move log since its last fsync.
    pub(super) log_owed: AtomicBool,
}

/// The most fsync times kept.
pub(super) const MAX_FSYNC_TIMES: usize = 1 << 16;

impl Store {
    pub fn dir(&self) -> &Path {
        &self.dir
    }
}
