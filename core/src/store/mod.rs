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

mod durable;
mod error;
mod file;
mod lock;
mod model;
mod move_log;
mod set_aside;
mod stamp;

#[cfg(test)]
mod issue38_tests;
#[cfg(test)]
mod move_log_tests;
#[cfg(test)]
mod stress;
#[cfg(test)]
mod tests;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::{de::DeserializeOwned, Serialize};

pub use error::{IoDenial, Recovery, RecoveryCause, StoreError, StoreFile};
pub use file::{MAX_FILE_BYTES, SCHEMA};
pub use model::*;
pub use move_log::MOVE_LOG;
pub use set_aside::{SetAside, SetAsideMatch, SET_ASIDE_DIR};

use crate::game::Role;
use file::JsonFile;
use lock::DirLock;
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

/// Repairs what a damaged or hand-edited profiles file may hold, each time it is read.
fn repair_profiles(profiles: &mut Profiles) {
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

/// The time now, in milliseconds since the Unix epoch (0 on a clock set before it).
pub(crate) fn now_millis() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

fn repair(data: &mut Data) {
    repair_profiles(&mut data.profiles);
    repair_active(data);
}

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
    fn rewrite_recovered<T: Part>(&self, st: &mut State) {
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

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// From now on a write returns once its new file is renamed into place (a crash of
    /// the process keeps it) and leaves the fsync to [`Store::sync_written`]; the app's
    /// writer does this and syncs on another thread. Off, every write returns fsynced.
    pub fn defer_sync(&self, on: bool) {
        self.defer_sync.store(on, Ordering::SeqCst);
    }

    /// Fsyncs every file written so far (by this process) that is not yet, and the
    /// folder. `Ok(true)`: all of them are confirmed fsynced, so every write that returned
    /// before this call is power-safe; `Ok(false)`: a newer write replaced one meanwhile,
    /// call again.
    pub fn sync_written(&self) -> Result<bool, StoreError> {
        let registry = durable::registry();
        let mut times = Vec::new();
        let mut synced = Vec::new();
        for kind in StoreFile::ALL {
            let path = self.file(kind).path().to_owned();
            match registry.sync_file(&path, &mut times) {
                Ok(Some(s)) => synced.push(s),
                Ok(None) => {}
                Err(e) => {
                    self.note_fsyncs(times);
                    return Err(StoreError::io(&path, e));
                }
            }
        }
        // Cleared before the fsync: an append meanwhile is fsynced next time.
        let log_owed = self.log_owed.swap(false, Ordering::SeqCst);
        if log_owed {
            match move_log::fsync(&self.dir) {
                Ok(took) => times.extend(took),
                Err(e) => {
                    self.log_owed.store(true, Ordering::SeqCst);
                    self.note_fsyncs(times);
                    return Err(StoreError::io(&move_log::path(&self.dir), e));
                }
            }
        }
        if !synced.is_empty() || log_owed {
            file::sync_dir_timed(&self.dir, &mut times);
        }
        self.note_fsyncs(times);
        // Every one is confirmed (or refused), not only up to the first refusal.
        let refused = synced.iter().filter(|s| !registry.confirm(s)).count();
        Ok(refused == 0)
    }

    /// Fsyncs the files found in place that this process knows nothing of (a previous
    /// run's), so a later write need not fsync them before they may become backups. The
    /// app's syncer does this when it starts, off the writer's way.
    pub fn adopt_existing(&self) {
        let registry = durable::registry();
        let mut times = Vec::new();
        for kind in StoreFile::ALL {
            let path = self.file(kind).path().to_owned();
            if !registry.unknown(&path) {
                continue;
            }
            match durable::fsync_path(&path) {
                Ok(Some((version, took))) => {
                    times.push(took);
                    registry.adopt(&path, version);
                }
                Ok(None) => {}
                Err(e) => log::warn!("store: cannot fsync {}: {e}", path.display()),
            }
        }
        self.note_fsyncs(times);
    }

    /// Whether some write of this process to this store is not confirmed fsynced.
    pub fn owes_sync(&self) -> bool {
        let registry = durable::registry();
        self.log_owed.load(Ordering::SeqCst)
            || StoreFile::ALL
                .into_iter()
                .any(|kind| registry.owes(self.file(kind).path()))
    }

    fn note_fsyncs(&self, times: Vec<Duration>) {
        let mut all = self.fsync_times.lock().unwrap_or_else(|p| p.into_inner());
        let room = MAX_FSYNC_TIMES.saturating_sub(all.len());
        all.extend(times.into_iter().take(room));
    }

    /// How long each fsync of this store took so far (files and the folder).
    pub fn fsync_times(&self) -> Vec<Duration> {
        self.fsync_times
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    fn file(&self, kind: StoreFile) -> JsonFile {
        JsonFile::new(&self.dir, kind.file_name(), kind)
    }

    fn guard(&self) -> MutexGuard<'_, State> {
        // A panic while holding the lock cannot leave the data half-changed (changes are
        // made on a copy and committed after the write), so a poisoned lock is still good.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Reads one file with recovery (moving damaged files aside), under the store's lock.
    /// Returns false when a damaged file had to stay in place.
    fn load_locked<T: Part>(&self, st: &mut State) -> bool {
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
    fn refresh<T: Part>(&self, st: &mut State, locked: bool) {
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
    fn read(&self) -> MutexGuard<'_, State> {
        let mut st = self.guard();
        self.refresh_all(&mut st, false);
        st
    }

    fn refresh_all(&self, st: &mut State, locked: bool) {
        self.refresh::<Settings>(st, locked);
        self.refresh::<Profiles>(st, locked);
        self.refresh::<Matches>(st, locked);
        self.refresh::<History>(st, locked);
        repair(&mut st.data);
    }

    /// Starts a change: this process's mutex, then the store's lock.
    fn begin(&self) -> Result<(MutexGuard<'_, State>, DirLock), StoreError> {
        let st = self.guard();
        let lock = lock::exclusive(&self.dir)?;
        Ok((st, lock))
    }

    /// Under the store's lock: an error unless the profile exists in the profiles on disk
    /// (not only in an old copy).
    fn check_profile_locked(&self, st: &mut State, id: u32) -> Result<(), StoreError> {
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
    fn change_locked<T: Part, R>(
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

    fn change<T: Part, R>(
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

    // --- settings ---

    pub fn settings(&self) -> Settings {
        self.read().data.settings.clone()
    }

    pub fn set_settings(&self, settings: Settings) -> Result<(), StoreError> {
        let (mut st, _lock) = self.begin()?;
        self.check_profile_locked(&mut st, settings.active_profile)?;
        self.change_locked::<Settings, _>(&mut st, |s, _| {
            *s = settings;
            Ok(())
        })
    }

    pub fn set_last_rules(&self, game: &str, rules: LastRules) -> Result<(), StoreError> {
        self.change::<Settings, _>(|s, _| {
            // What a newer version kept with the rules stays.
            let mut rules = rules;
            if let Some(old) = s.last_rules.get(game) {
                for (k, v) in &old.extra {
                    rules.extra.entry(k.clone()).or_insert_with(|| v.clone());
                }
            }
            s.last_rules.insert(game.to_owned(), rules);
            Ok(())
        })
    }

    // --- profiles ---

    pub fn profiles(&self) -> Vec<Profile> {
        self.read().data.profiles.list.clone()
    }

    /// The profiles with the next id to give (the app mirrors them in memory).
    pub fn profiles_data(&self) -> Profiles {
        self.read().data.profiles.clone()
    }

    pub fn active_profile(&self) -> Profile {
        let st = self.read();
        st.data
            .profiles
            .get_or_first(st.data.settings.active_profile)
            .clone()
    }

    pub fn add_profile(&self, name: &str) -> Result<u32, StoreError> {
        let name = check_name(name)?;
        self.change::<Profiles, _>(|p, _| Ok(p.add(&name)))
    }

    /// Adds a profile with the id `wanted` (the one the app already shows) unless another
    /// process gave it away meanwhile: then with a fresh id, which is returned so the app
    /// can take it up. Decided under the lock on the profiles on disk.
    pub fn add_profile_as(&self, wanted: u32, name: &str) -> Result<u32, StoreError> {
        let name = check_name(name)?;
        self.change::<Profiles, _>(|p, _| Ok(p.add_as(wanted, &name)))
    }

    pub fn rename_profile(&self, id: u32, name: &str) -> Result<(), StoreError> {
        let name = check_name(name)?;
        self.change::<Profiles, _>(|p, _| {
            let profile = p.get_mut(id).ok_or(StoreError::UnknownProfile(id))?;
            profile.name = name;
            Ok(())
        })
    }

    /// Keeps a profile's puzzle progress in one game; only that entry changes, so another
    /// process's changes to the profile stay.
    pub fn set_puzzle_progress(
        &self,
        id: u32,
        game: &str,
        progress: PuzzleProgress,
    ) -> Result<(), StoreError> {
        self.change::<Profiles, _>(|p, _| {
            let profile = p.get_mut(id).ok_or(StoreError::UnknownProfile(id))?;
            profile.puzzles.insert(game.to_owned(), progress);
            Ok(())
        })
    }

    /// Counts an attempt at a puzzle in the profile's progress as it is on disk, under the
    /// store's lock: another process's attempts at other puzzles (or this one) stay, and
    /// a puzzle counts once whichever process counted it first. Returns the progress kept.
    pub fn record_puzzle(
        &self,
        id: u32,
        game: &str,
        attempt: &PuzzleAttempt,
    ) -> Result<PuzzleProgress, StoreError> {
        self.change::<Profiles, _>(|p, _| {
            let profile = p.get_mut(id).ok_or(StoreError::UnknownProfile(id))?;
            let progress = profile.puzzles.entry(game.to_owned()).or_default();
            progress.record_attempt(&attempt.id, attempt.difficulty, attempt.clean, attempt.day);
            Ok(progress.clone())
        })
    }

    /// Counts a course step done in the profile's progress as it is on disk, under the
    /// store's lock (the best stars stay; another process's steps stay too).
    pub fn record_lesson_step(
        &self,
        id: u32,
        game: &str,
        step: &str,
        stars: u8,
    ) -> Result<(), StoreError> {
        self.change::<Profiles, _>(|p, _| {
            let profile = p.get_mut(id).ok_or(StoreError::UnknownProfile(id))?;
            profile
                .lessons
                .entry(game.to_owned())
                .or_default()
                .record(step, stars);
            Ok(())
        })
    }

    pub fn remove_profile(&self, id: u32) -> Result<(), StoreError> {
        let (mut st, _lock) = self.begin()?;
        self.change_locked::<Profiles, _>(&mut st, |p, _| p.remove(id))?;
        let first = st.data.profiles.list[0].id;
        self.change_locked::<Settings, _>(&mut st, |s, _| {
            if s.active_profile == id {
                s.active_profile = first;
            }
            Ok(())
        })
    }

    pub fn set_active_profile(&self, id: u32) -> Result<(), StoreError> {
        let (mut st, _lock) = self.begin()?;
        self.check_profile_locked(&mut st, id)?;
        // Only the field changes: another process's other settings stay.
        self.change_locked::<Settings, _>(&mut st, |s, _| {
            s.active_profile = id;
            Ok(())
        })
    }

    /// Records a finished game for a profile, unkeyed (every call counts); returns the
    /// rating points gained, added to the tallies on disk under the store's lock. The app
    /// records through [`Store::record_once`], which is idempotent per match.
    pub fn record_result(
        &self,
        profile: u32,
        game: &str,
        opponent: Opponent,
        role: Role,
        result: GameResult,
    ) -> Result<u32, StoreError> {
        self.change::<Profiles, _>(|p, _| {
            let prof = p
                .get_mut(profile)
                .ok_or(StoreError::UnknownProfile(profile))?;
            // Unkeyed results are not rated by a preset: every win against the computer
            // earns its points.
            let gained = win_points(result, opponent);
            prof.count(game, opponent, role, result, gained);
            Ok(gained)
        })
    }

    /// Records a finished match once: a second call with the same match id changes
    /// nothing and returns `Ok(None)`. Returns the rating points gained.
    pub fn record_once(&self, entry: &ResultEntry) -> Result<Option<u32>, StoreError> {
        // Under the lock on what is on disk: two processes finishing the same match
        // still count it once.
        self.change::<Profiles, _>(|p, _| {
            let prof = p
                .get_mut(entry.profile)
                .ok_or(StoreError::UnknownProfile(entry.profile))?;
            Ok(prof.record(entry))
        })
    }

    /// [`Store::record_once`] for a profile another process removed meanwhile: it is added
    /// back with its id and `name` (the player's result is not lost), under one lock.
    pub fn record_restoring(
        &self,
        entry: &ResultEntry,
        name: &str,
    ) -> Result<Option<u32>, StoreError> {
        let name = check_name(name)?;
        self.change::<Profiles, _>(|p, _| {
            let id = p.add_as(entry.profile, &name);
            let prof = p.get_mut(id).ok_or(StoreError::UnknownProfile(id))?;
            Ok(prof.record(entry))
        })
    }

    /// The device's profiles ranked by rating points (overall, or for one game), then by wins.
    pub fn leaderboard(&self, game: Option<&str>) -> Vec<LeaderboardRow> {
        let mut rows: Vec<LeaderboardRow> = self
            .read()
            .data
            .profiles
            .list
            .iter()
            .map(|p| {
                let (points, won, played) = p.standing(game);
                LeaderboardRow {
                    profile: p.id,
                    name: p.name.clone(),
                    points,
                    won,
                    played,
                }
            })
            .collect();
        rows.sort_by_key(|r| leaderboard_order(r.points, r.won, r.profile));
        rows
    }

    // --- matches ---

    /// Saves the match in progress of its game (after every move). With the writer's
    /// syncer ([`Store::defer_sync`]) the save is appended to the move log, one `write`
    /// and no rename; otherwise `matches.json` is written and fsynced.
    pub fn save_match(&self, saved: SavedMatch) -> Result<(), StoreError> {
        if !self.defer_sync.load(Ordering::SeqCst) {
            return self.change::<Matches, _>(|m, _| {
                m.in_progress.insert(saved.game.clone(), saved);
                Ok(())
            });
        }
        let record = move_log::record(&saved)?;
        let (mut st, _lock) = self.begin()?;
        self.refresh_all(&mut st, true);
        let log = move_log::path(&self.dir);
        // Longer than its last whole record: a torn record, or an append this process
        // has not read (its stamp looked the same); read again before cutting anything.
        if st.log.live.is_some() && Stamp::current(&log).map(|s| s.bytes()) != Some(st.log.end) {
            self.replay_log(&mut st, true);
        }
        let full = st.log.end + record.len() as u64 > move_log::LOG_CAP;
        if st.log.live.is_none() || full {
            self.start_log_locked(&mut st)?;
        }
        let stamp = move_log::append(&self.dir, st.log.end, &record)
            .map_err(|e| StoreError::io(&log, e))?;
        self.log_owed.store(true, Ordering::SeqCst);
        st.log.end += record.len() as u64;
        st.log.stamp = stamp;
        st.data
            .matches
            .in_progress
            .insert(saved.game.clone(), saved);
        Ok(())
    }

    /// Puts the move log's records into `matches.json` and starts the log anew; an
    /// orderly stop (the writer's flush) does this, so the file alone holds everything.
    pub fn fold_moves(&self) -> Result<(), StoreError> {
        let (mut st, _lock) = self.begin()?;
        self.refresh_all(&mut st, true);
        if self.log_unfolded(&st) {
            self.start_log_locked(&mut st)?;
        }
        Ok(())
    }

    /// Applies the move log's records after `matches.json`'s mark to the matches read.
    /// `locked`: under the store's lock, where an unusable log may be moved aside.
    fn replay_log(&self, st: &mut State, locked: bool) {
        let replay = move_log::replay(&self.dir, st.data.matches.log, st.matches_recovered);
        if let (Some(unusable), true) = (&replay.unusable, locked) {
            self.set_log_aside(st, unusable);
        }
        self.keep_damaged_records(st, &replay);
        for saved in replay.saves {
            st.data
                .matches
                .in_progress
                .insert(saved.game.clone(), saved);
        }
        st.log = LogSeen {
            live: replay.live,
            end: replay.end,
            stamp: replay.stamp,
        };
    }

    /// Under the store's lock: moves a log this app may not use (a newer version's, or a
    /// folder, FIFO or link in its place) aside and names it, once; the next save starts a
    /// new log. Where it cannot be moved, the log is not written (a typed error).
    fn set_log_aside(&self, st: &mut State, unusable: &move_log::Unusable) {
        let path = move_log::path(&self.dir);
        let cause = match unusable {
            move_log::Unusable::Newer(found) => RecoveryCause::NewerSchema {
                found: *found,
                supported: move_log::LOG_VERSION,
            },
            move_log::Unusable::NotAFile(kind) => RecoveryCause::NotAFile(kind.clone()),
        };
        let moved = file::move_aside(&path);
        if let Err(e) = &moved {
            log::warn!("store: cannot move {} aside: {e}", path.display());
            if st.log_blocked.as_ref() == Some(unusable) {
                return;
            }
        }
        st.log_blocked = moved.is_err().then(|| unusable.clone());
        st.recoveries.push(Recovery {
            file: path,
            kind: StoreFile::Matches,
            cause,
            moved_to: moved.ok(),
            restored_from_backup: true,
        });
    }

    /// Copies each damaged record in the middle of the log into a file of its own beside
    /// it and names it, once: the records after it are applied all the same.
    fn keep_damaged_records(&self, st: &mut State, replay: &move_log::Replay) {
        let Some(generation) = replay.live else {
            return;
        };
        let path = move_log::path(&self.dir);
        for (at, bytes) in &replay.damaged {
            if !st.log_damage_told.insert((generation, *at)) {
                continue;
            }
            let aside = path.with_file_name(format!("{MOVE_LOG}.damaged-{generation}-{at}"));
            let kept = std::fs::write(&aside, bytes).map(|()| aside);
            st.recoveries.push(Recovery {
                file: path.clone(),
                kind: StoreFile::Matches,
                cause: RecoveryCause::Damaged(format!("a record at byte {at}")),
                moved_to: kept.ok(),
                restored_from_backup: true,
            });
        }
    }

    /// An error while the log in place may not be written (see [`Store::set_log_aside`]).
    fn log_writable(&self, st: &State) -> Result<(), StoreError> {
        let path = move_log::path(&self.dir);
        match &st.log_blocked {
            None => Ok(()),
            Some(move_log::Unusable::Newer(found)) => Err(StoreError::NewerVersion {
                path,
                found: *found,
                supported: move_log::LOG_VERSION,
            }),
            Some(move_log::Unusable::NotAFile(kind)) => Err(StoreError::io(
                &path,
                std::io::Error::other(format!("it is {kind}, not a regular file")),
            )),
        }
    }

    /// Whether the live log holds records `matches.json` does not.
    fn log_unfolded(&self, st: &State) -> bool {
        let Some(generation) = st.log.live else {
            return false;
        };
        match st.data.matches.log {
            Some(mark) if mark.generation == generation => mark.upto < st.log.end,
            // The file is older than the log (a backup, or started afresh).
            _ => true,
        }
    }

    /// Under the store's lock: writes the whole state to `matches.json` with the mark of
    /// a new generation, then empties the log and writes its header. When the old log was
    /// live, the file is fsynced before the log is cut: its records may have been
    /// acknowledged as fsynced, and must stay so.
    fn start_log_locked(&self, st: &mut State) -> Result<(), StoreError> {
        // What stands in the log's place is looked at before it is emptied: a newer
        // version's log or a folder is moved aside, never written over.
        let log = move_log::path(&self.dir);
        if let Some(kind) = move_log::not_a_file(&log) {
            self.set_log_aside(st, &move_log::Unusable::NotAFile(kind));
        } else if let Some(unusable) = move_log::replay(&self.dir, None, false).unusable {
            self.set_log_aside(st, &unusable);
        }
        self.log_writable(st)?;
        let was_live = st.log.live.is_some();
        // Past the last number (a file written by hand) it starts again at 1: any number
        // but the old one tells the old log stale.
        let generation = st
            .data
            .matches
            .log
            .map_or(0, |m| m.generation)
            .max(st.log.live.unwrap_or(0))
            .checked_add(1)
            .unwrap_or(1);
        let header = move_log::header(generation);
        let mark = LogMark {
            generation,
            upto: header.len() as u64,
        };
        // The matches as they are now (the file with the records applied), newly marked.
        let now = st.data.matches.clone();
        self.change_locked::<Matches, _>(st, |m, _| {
            *m = now;
            m.log = Some(mark);
            Ok(())
        })?;
        if was_live {
            let mut times = Vec::new();
            let synced = self.file(StoreFile::Matches).sync_owed(&mut times);
            self.note_fsyncs(times);
            let path = self.file(StoreFile::Matches).path().to_owned();
            if !synced.map_err(|e| StoreError::io(&path, e))? {
                return Err(StoreError::io(
                    &path,
                    std::io::Error::other("replaced while it was fsynced"),
                ));
            }
        }
        let stamp = move_log::append(&self.dir, 0, &header).map_err(|e| StoreError::io(&log, e))?;
        self.log_owed.store(true, Ordering::SeqCst);
        st.log = LogSeen {
            live: Some(generation),
            end: mark.upto,
            stamp,
        };
        Ok(())
    }

    pub fn saved_match(&self, game: &str) -> Option<SavedMatch> {
        self.read().data.matches.in_progress.get(game).cloned()
    }

    pub fn saved_matches(&self) -> Vec<SavedMatch> {
        self.read()
            .data
            .matches
            .in_progress
            .values()
            .cloned()
            .collect()
    }

    /// Moves a finished match to the history (the last [`HISTORY_LEN`] are kept) and
    /// clears it from the matches in progress, under one lock.
    pub fn finish_match(&self, finished: SavedMatch) -> Result<(), StoreError> {
        let game = finished.game.clone();
        let (mut st, _lock) = self.begin()?;
        self.change_locked::<History, _>(&mut st, |h, _| {
            h.add_once(finished);
            Ok(())
        })?;
        self.change_locked::<Matches, _>(&mut st, |m, _| {
            m.in_progress.remove(&game);
            Ok(())
        })
    }

    /// Keeps a finished game's review with its entry of the history, under the lock on
    /// the file as it is on disk (see [`keep_review`]). An entry no longer listed (another
    /// process's games pushed it out) is no failure: nothing is kept.
    pub fn keep_review(
        &self,
        key: &HistoryKey,
        review: serde_json::Value,
    ) -> Result<(), StoreError> {
        self.change::<History, _>(|h, _| {
            if !keep_review(&mut h.finished, key, review) {
                log::info!("store: the reviewed game {key:?} is no longer in the history");
            }
            Ok(())
        })
    }

    pub fn history(&self) -> Vec<SavedMatch> {
        self.read().data.history.finished.clone()
    }
}
