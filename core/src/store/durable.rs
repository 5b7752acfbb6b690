//! Which version of each store file is fsynced, so a write need not wait for the disk.
//!
//! A write renames its new version into place at once (a crash or `kill -9` keeps it: it
//! is in the kernel) and leaves the fsync of the file and its directory to later — the
//! writer's syncer thread ([`crate::app`]'s write-behind) or, for a direct store call, the
//! end of the same call. On power loss before that fsync, `NAME` may come back empty or
//! truncated: the loader moves it aside and reads `NAME.bak` ([`super::file`]). So the one
//! rule kept here is: **`NAME.bak` only ever receives a version known to be fsynced.**
//!
//! - The current `NAME` is known fsynced (confirmed here): it becomes the backup as before.
//! - It is this process's own version whose fsync is still owed: the backup is left as it
//!   is (it is an older fsynced version).
//! - Nothing is known of it (another process wrote it, or a previous run): the writer
//!   fsyncs it first, then makes it the backup. Only then does a write wait for the disk.
//!
//! A fsync confirms a version only if that version is still `NAME` afterwards, checked
//! under the same mutex the writer holds from its decision to its rename; a version
//! replaced meanwhile was not made the backup, so it does not count, and the newer one is
//! fsynced next. Each version holds everything before it (every write re-reads the file
//! under the store's lock), so a confirmed version makes every earlier write power-safe:
//! after a power loss the loader finds it at `NAME`, or finds `NAME` damaged and it (or a
//! later confirmed version) at `NAME.bak`. This assumes the filesystem keeps the order of
//! renames in one directory across a power loss (journaled or copy-on-write: ext4, f2fs,
//! APFS), as a backup renamed before the main file must not be lost while the main file's
//! rename is kept.
//!
//! The state is per process and keyed by path, so several stores of one process on the
//! same folder (the benchmark's players) know each other's versions. Not knowing is never
//! unsafe: it costs one fsync in the writer.

use std::collections::HashMap;
use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

use super::stamp::Stamp;

#[derive(Default)]
struct FileState {
    /// Versions this process renamed into place (numbered from 1).
    written: u64,
    /// This process's newest version, while its fsync is owed.
    owed: Option<Stamp>,
    /// The version last confirmed fsynced while it was `NAME`.
    synced: Option<Stamp>,
    /// The count of writes that version covered.
    synced_upto: u64,
}

/// The known state of every store file this process wrote.
pub(super) struct Registry(Mutex<HashMap<PathBuf, FileState>>);

pub(super) fn registry() -> &'static Registry {
    static REGISTRY: OnceLock<Registry> = OnceLock::new();
    REGISTRY.get_or_init(|| Registry(Mutex::new(HashMap::new())))
}

/// What a writer may do with the current `NAME` before replacing it.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Backup {
    /// Known fsynced: it becomes `NAME.bak`.
    Rotate,
    /// This process's own version, fsync owed: `NAME.bak` stays.
    Keep,
    /// Not known: fsync it first, then it becomes `NAME.bak`.
    SyncFirst,
}

/// The writer's hold on the registry from its decision to its rename.
pub(super) struct WriteGuard<'a> {
    map: MutexGuard<'a, HashMap<PathBuf, FileState>>,
    path: PathBuf,
}

impl WriteGuard<'_> {
    fn state(&mut self) -> &mut FileState {
        self.map.entry(self.path.clone()).or_default()
    }

    /// What to do with `current`, the version at `NAME` now (`None`: nothing there).
    pub fn backup(&mut self, current: Option<Stamp>) -> Backup {
        let Some(current) = current else {
            return Backup::Keep;
        };
        let st = self.state();
        if st.synced == Some(current) {
            Backup::Rotate
        } else if st.owed == Some(current) {
            Backup::Keep
        } else {
            Backup::SyncFirst
        }
    }

    /// `version` was fsynced by the writer itself (a [`Backup::SyncFirst`]) and is still
    /// `NAME`: the store's lock keeps other writers out meanwhile.
    pub fn synced_in_place(&mut self, version: Stamp) {
        let st = self.state();
        st.synced = Some(version);
    }

    /// The new version is `NAME` now; its fsync is owed.
    pub fn renamed(&mut self, version: Option<Stamp>) {
        let st = self.state();
        st.written += 1;
        st.owed = version;
    }
}

/// A version opened and fsynced, to be confirmed once the directory is fsynced too.
pub(super) struct Synced {
    path: PathBuf,
    version: Stamp,
    upto: u64,
}

impl Registry {
    fn map(&self) -> MutexGuard<'_, HashMap<PathBuf, FileState>> {
        self.0.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub fn write(&self, path: &Path) -> WriteGuard<'_> {
        WriteGuard {
            map: self.map(),
            path: path.to_owned(),
        }
    }

    /// Whether some write of this process to `path` is not confirmed fsynced yet.
    pub fn owes(&self, path: &Path) -> bool {
        self.map()
            .get(path)
            .is_some_and(|st| st.synced_upto < st.written)
    }

    /// Fsyncs what is at `path` now; `Ok(None)` when nothing is owed or nothing is there.
    /// The time the fsync took goes to `times`.
    pub fn sync_file(&self, path: &Path, times: &mut Vec<Duration>) -> io::Result<Option<Synced>> {
        let upto = match self.map().get(path) {
            Some(st) if st.synced_upto < st.written => st.written,
            _ => return Ok(None),
        };
        let Some((version, took)) = fsync_path(path)? else {
            // Nothing to keep there (removed by hand): nothing is owed any more.
            let mut map = self.map();
            let st = map.entry(path.to_owned()).or_default();
            st.synced_upto = st.synced_upto.max(upto);
            return Ok(None);
        };
        times.push(took);
        Ok(Some(Synced {
            path: path.to_owned(),
            version,
            upto,
        }))
    }

    /// Whether nothing is known of the version at `path` now (see [`Backup::SyncFirst`]).
    pub fn unknown(&self, path: &Path) -> bool {
        let current = Stamp::current(path);
        current.is_some()
            && self
                .map()
                .get(path)
                .is_none_or(|st| st.synced != current && st.owed != current)
    }

    /// A version this process did not write, fsynced and still at its `NAME`: known
    /// fsynced from now on, so the writer need not fsync it itself.
    pub fn adopt(&self, path: &Path, version: Stamp) {
        let mut map = self.map();
        if Stamp::current(path) == Some(version) {
            map.entry(path.to_owned()).or_default().synced = Some(version);
        }
    }

    /// After the directory's fsync: confirms a version still at its `NAME`; false when a
    /// newer one replaced it meanwhile (then that one must be fsynced).
    pub fn confirm(&self, synced: &Synced) -> bool {
        let mut map = self.map();
        if Stamp::current(&synced.path) != Some(synced.version) {
            return false;
        }
        let st = map.entry(synced.path.clone()).or_default();
        st.synced = Some(synced.version);
        st.synced_upto = st.synced_upto.max(synced.upto);
        if st.owed == Some(synced.version) {
            st.owed = None;
        }
        true
    }
}

/// Opens the regular file at `path` and fsyncs it; its stamp (as opened) and the time the
/// fsync took. `Ok(None)` when nothing (or something else than a file) is there.
pub(super) fn fsync_path(path: &Path) -> io::Result<Option<(Stamp, Duration)>> {
    let file = match open_for_sync(path) {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Ok(None);
    }
    let started = Instant::now();
    file.sync_all()?;
    Ok(Some((Stamp::of(&meta), started.elapsed())))
}

/// A file opened only to be fsynced: read-only and without blocking on Unix (fsync needs
/// no write access there); other systems need write access to flush a file.
fn open_for_sync(path: &Path) -> io::Result<File> {
    let mut options = std::fs::OpenOptions::new();
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options
            .read(true)
            .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY | libc::O_CLOEXEC);
    }
    #[cfg(not(unix))]
    options.write(true);
    options.open(path)
}
