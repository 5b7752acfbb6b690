//! The profiles: added, renamed, removed, made active, and their puzzle and course
//! progress, each change applied to the profiles on disk.

use super::error::StoreError;
use super::model::{check_name, Profile, Profiles, PuzzleAttempt, PuzzleProgress, Settings};
use super::state::Store;

impl Store {
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
}
