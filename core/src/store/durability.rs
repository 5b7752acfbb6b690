//! Opening the store, and reading and changing its files under the store's lock: a file
//! another process changed is read again, damaged files are moved aside (the recoveries
//! told once), and what a damaged or hand-edited file holds is repaired on every read.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard};

use super::error::{IoDenial, Recovery, RecoveryCause, StoreError, StoreFile};
use super::file::JsonFile;
use super::lock::{self, DirLock};
use super::model::{History, LogMark, Matches, Profiles, Settings};
use super::move_log;
use super::stamp::Stamp;
use super::state::{index, Data, LogSeen, Part, State, Store};

impl Store {
    /// Opens (or creates) the store in `dir`. Unreadable files are moved aside and their
    /// backups used; see [`Store::take_recoveries`]. A read-only folder is opened for
    /// reading (its writes fail with an error).
    pub fn open(dir: &Path) -> Result<Store, StoreError> {
        // A file in the folder's place: said so, not "File exists (os error 17)".
        if let Ok(meta) = std::fs::metadata(dir) {
            if !meta.is_dir() {
                let kind = if meta.is_file() {
                    "a file"
                } else {
                    "not a folder"
                };
                return Err(StoreError::NotAFolder {
                    path: dir.to_owned(),
                    kind: kind.to_owned(),
                });
            }
        }
        std::fs::create_dir_all(dir).map_err(|e| StoreError::io(dir, e))?;
        // A folder this user may not list is refused here, with its reason, rather than
        // read as if it were empty.
        std::fs::read_dir(dir).map_err(|e| StoreError::io(dir, e))?;
        let store = Store {
            dir: dir.to_owned(),
            state: Mutex::new(State {
                data: Data::default(),
                recoveries: Vec::new(),
                stamps: [None; 4],
                stuck: [None; 4],
                log: LogSeen::default(),
                log_blocked: None,
                log_damage_told: Default::default(),
                matches_recovered: false,
            }),
            defer_sync: AtomicBool::new(false),
            fsync_times: Mutex::new(Vec::new()),
            log_owed: AtomicBool::new(false),
        };
        {
            let mut st = store.guard();
            let _lock = lock::exclusive(dir)?;
            store.load_locked::<Settings>(&mut st);
            store.load_locked::<Profiles>(&mut st);
            store.load_locked::<Matches>(&mut st);
            store.load_locked::<History>(&mut st);
            repair(&mut st.data);
            // A file restored from its backup (or started afresh) is written back in place
            // at once, so the next start does not find it missing or damaged and tell it
            // again.
            store.rewrite_recovered::<Settings>(&mut st);
            store.rewrite_recovered::<Profiles>(&mut st);
            store.rewrite_recovered::<History>(&mut st);
            store.rewrite_recovered::<Matches>(&mut st);
            // The records of the last run go into `matches.json`, and the log starts short.
            if store.log_unfolded(&st) {
                if let Err(e) = store.start_log_locked(&mut st) {
                    log::warn!("store: cannot fold the move log: {e}");
                }
            }
        }
        Ok(store)
    }

    /// Under the store's lock at open: writes a part recovered this time (from its
    /// backup, or afresh) back to its file. A file that may not be read, or a damaged one
    /// that could not be moved aside, is left alone.
    pub(super) fn rewrite_recovered<T: Part>(&self, st: &mut State) {
        let i = index(T::FILE);
        let recovered = st.recoveries.iter().any(|r| {
            r.kind == T::FILE
                && r.file == self.file(T::FILE).path()
                && !matches!(r.cause, RecoveryCause::Denied(_))
        });
        if !recovered || st.stuck[i].is_some() {
            return;
        }
        let value = T::of(&mut st.data).clone();
        let mut times = Vec::new();
        match self.file(T::FILE).save(&value, false, &mut times) {
            Ok(stamp) => st.stamps[i] = stamp,
            Err(e) => log::warn!("store: cannot write back the recovered {:?}: {e}", T::FILE),
        }
        self.note_fsyncs(times);
    }

    pub(super) fn file(&self, kind: StoreFile) -> JsonFile {
        JsonFile::new(&self.dir, kind.file_name(), kind)
    }

    pub(super) fn guard(&self) -> MutexGuard<'_, State> {
        // A panic while holding the lock cannot leave the data half-changed (changes are
        // made on a copy and committed after the write), so a poisoned lock is still good.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Reads one file with recovery (moving damaged files aside), under the store's lock.
    /// Returns false when a damaged file had to stay in place.
    pub(super) fn load_locked<T: Part>(&self, st: &mut State) -> bool {
        let mut recoveries = Vec::new();
        let loaded = self.file(T::FILE).load::<T>(&mut recoveries);
        let recovered = !recoveries.is_empty();
        let i = index(T::FILE);
        if loaded.stuck {
            if st.stuck[i] == loaded.stamp {
                recoveries.clear();
            }
            st.stuck[i] = loaded.stamp;
        } else {
            st.stuck[i] = None;
        }
        for r in &recoveries {
            log::warn!(
                "store: {} was unreadable ({:?}); moved to {:?}, backup used: {}",
                r.file.display(),
                r.cause,
                r.moved_to,
                r.restored_from_backup
            );
        }
        st.recoveries.extend(recoveries);
        *T::of(&mut st.data) = loaded.value;
        st.stamps[i] = loaded.stamp;
        if T::FILE == StoreFile::Matches {
            st.matches_recovered = recovered;
            self.replay_log(st, true);
        }
        !loaded.stuck
    }

    /// Reads again what another process changed since this one last looked. `locked`:
    /// the caller holds the store's lock already (a second `flock` on a new descriptor
    /// would wait for ourselves forever).
    pub(super) fn refresh<T: Part>(&self, st: &mut State, locked: bool) {
        let file = self.file(T::FILE);
        let log_same = T::FILE != StoreFile::Matches
            || Stamp::current(&move_log::path(&self.dir)) == st.log.stamp;
        if log_same && Stamp::current(file.path()) == st.stamps[index(T::FILE)] {
            return;
        }
        match file.read_quietly::<T>() {
            Some((value, stamp)) => {
                *T::of(&mut st.data) = value;
                st.stamps[index(T::FILE)] = stamp;
                if T::FILE == StoreFile::Matches {
                    st.matches_recovered = false;
                    self.replay_log(st, locked);
                }
            }
            // Missing or unreadable: the recovery moves files, so it needs the lock.
            None if locked => {
                self.load_locked::<T>(st);
            }
            None => match lock::exclusive(&self.dir) {
                Ok(_lock) => {
                    self.load_locked::<T>(st);
                }
                Err(e) => log::warn!("store: cannot read {} again: {e}", file.path().display()),
            },
        }
    }

    /// The data, up to date with what other processes wrote.
    pub(super) fn read(&self) -> MutexGuard<'_, State> {
        let mut st = self.guard();
        self.refresh_all(&mut st, false);
        st
    }

    pub(super) fn refresh_all(&self, st: &mut State, locked: bool) {
        self.refresh::<Settings>(st, locked);
        self.refresh::<Profiles>(st, locked);
        self.refresh::<Matches>(st, locked);
        self.refresh::<History>(st, locked);
        repair(&mut st.data);
    }

    /// Starts a change: this process's mutex, then the store's lock.
    pub(super) fn begin(&self) -> Result<(MutexGuard<'_, State>, DirLock), StoreError> {
        let st = self.guard();
        let lock = lock::exclusive(&self.dir)?;
        Ok((st, lock))
    }

    /// Under the store's lock: an error unless the profile exists in the profiles on disk
    /// (not only in an old copy).
    pub(super) fn check_profile_locked(&self, st: &mut State, id: u32) -> Result<(), StoreError> {
        self.load_locked::<Profiles>(st);
        repair_profiles(&mut st.data.profiles);
        if st.data.profiles.contains(id) {
            Ok(())
        } else {
            Err(StoreError::UnknownProfile(id))
        }
    }

    /// Changes one part of the data, under the store's lock: the file is read again, the
    /// change applied to what is on disk, written, and kept in memory only when the write
    /// succeeded, so memory and disk never disagree.
    pub(super) fn change_locked<T: Part, R>(
        &self,
        st: &mut State,
        f: impl FnOnce(&mut T, &Data) -> Result<R, StoreError>,
    ) -> Result<R, StoreError> {
        let file = self.file(T::FILE);
        if !self.load_locked::<T>(st) {
            // Unreadable for lack of permission is not damage: say which it is.
            if let Err(e) = std::fs::File::open(file.path()) {
                if IoDenial::of(&e) == IoDenial::Denied {
                    return Err(StoreError::io(file.path(), e));
                }
            }
            return Err(StoreError::DamagedInPlace {
                path: file.path().to_owned(),
            });
        }
        // The repairs look across files (the active profile must exist): every part
        // must be as fresh as this one.
        self.refresh_all(st, true);
        let mut copy = T::of(&mut st.data).clone();
        let out = f(&mut copy, &st.data)?;
        // The file now holds every record of the live log: its mark says so.
        // (A file of an older generation, a backup, holds them now too: it takes the mark.)
        // A mark of a newer generation was set by the change itself (a new log starts).
        if let (Some(generation), Some(mark)) = (st.log.live, copy.log_mark()) {
            if mark.is_none_or(|m| m.generation <= generation) {
                *mark = Some(LogMark {
                    generation,
                    upto: st.log.end,
                });
            }
        }
        let mut times = Vec::new();
        let saved = file.save(&copy, self.defer_sync.load(Ordering::SeqCst), &mut times);
        self.note_fsyncs(times);
        let stamp = saved.inspect_err(|e| {
            log::error!("store: cannot write {}: {e}", file.path().display());
        })?;
        *T::of(&mut st.data) = copy;
        st.stamps[index(T::FILE)] = stamp;
        repair(&mut st.data);
        Ok(out)
    }

    pub(super) fn change<T: Part, R>(
        &self,
        f: impl FnOnce(&mut T, &Data) -> Result<R, StoreError>,
    ) -> Result<R, StoreError> {
        let (mut st, _lock) = self.begin()?;
        self.change_locked(&mut st, f)
    }

    /// What was recovered since the store was opened (damaged files moved aside, backups
    /// used), once: the app tells the player, naming the file ([`Recovery::kind`]).
    pub fn take_recoveries(&self) -> Vec<Recovery> {
        std::mem::take(&mut self.read().recoveries)
    }
}

/// Repairs what a damaged or hand-edited profiles file may hold, each time it is read.
pub(super) fn repair_profiles(profiles: &mut Profiles) {
    // A damaged profiles file may have been replaced by defaults.
    if profiles.list.is_empty() {
        *profiles = Profiles::default();
    }
    // A repeated id: removing that id would remove several profiles, maybe all. The
    // repeats get fresh ids; nothing is dropped.
    let mut seen = std::collections::BTreeSet::new();
    for i in 0..profiles.list.len() {
        if !seen.insert(profiles.list[i].id) {
            let id = profiles.fresh_id();
            profiles.list[i].id = id;
            profiles.next_id = id.wrapping_add(1);
            seen.insert(id);
        }
    }
}

/// Keeps the settings' active profile pointing at one that exists.
fn repair_active(data: &mut Data) {
    if !data.profiles.contains(data.settings.active_profile) {
        data.settings.active_profile = data.profiles.list[0].id;
    }
}

/// Repairs what a damaged or hand-edited file may hold, each time the data is read.
pub(super) fn repair(data: &mut Data) {
    repair_profiles(&mut data.profiles);
    repair_active(data);
}
