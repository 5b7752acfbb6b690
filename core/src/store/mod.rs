//! Persistence: settings, profiles with statistics and rating points, the match in progress
//! of each game and the last finished games, in JSON files in a directory the app gives.
//!
//! Four files rather than one, so a damaged file costs only its own part. Every write is
//! atomic and keeps the previous version (see [`file`]). A [`Store`] is shared by the UI
//! thread and the search thread: one mutex guards the data and its writes.

mod error;
mod file;
mod model;

#[cfg(test)]
mod tests;

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde::{de::DeserializeOwned, Serialize};

pub use error::{Recovery, RecoveryCause, StoreError};
pub use file::SCHEMA;
pub use model::*;

use crate::game::Role;
use file::JsonFile;

const SETTINGS: &str = "settings.json";
const PROFILES: &str = "profiles.json";
const MATCHES: &str = "matches.json";
const HISTORY: &str = "history.json";

#[derive(Clone, Debug, Default, PartialEq)]
struct Data {
    settings: Settings,
    profiles: Profiles,
    matches: Matches,
    history: History,
}

pub struct Store {
    dir: PathBuf,
    state: Mutex<(Data, Vec<Recovery>)>,
}

/// An id no profile has: `next_id`, unless a damaged or hand-edited file gave it away
/// already (or it reached the end of the range and wrapped).
pub(crate) fn fresh_profile_id(profiles: &Profiles) -> u32 {
    let mut id = profiles.next_id;
    // Ends: there are far fewer profiles than ids.
    while profiles.list.iter().any(|p| p.id == id) {
        id = id.wrapping_add(1);
    }
    id
}

impl Store {
    /// Opens (or creates) the store in `dir`. Unreadable files are moved aside and their
    /// backups used; see [`Store::take_recoveries`].
    pub fn open(dir: &Path) -> Result<Store, StoreError> {
        std::fs::create_dir_all(dir).map_err(|e| StoreError::io(dir, e))?;
        let mut recoveries = Vec::new();
        let mut data = Data {
            settings: JsonFile::new(dir, SETTINGS).load(&mut recoveries)?,
            profiles: JsonFile::new(dir, PROFILES).load(&mut recoveries)?,
            matches: JsonFile::new(dir, MATCHES).load(&mut recoveries)?,
            history: JsonFile::new(dir, HISTORY).load(&mut recoveries)?,
        };
        for r in &recoveries {
            log::warn!(
                "store: {} was unreadable ({:?}); moved to {:?}, backup used: {}",
                r.file.display(),
                r.cause,
                r.moved_to,
                r.restored_from_backup
            );
        }
        // A damaged profiles file may have been replaced by defaults: keep the settings'
        // active profile pointing at one that exists.
        if data.profiles.list.is_empty() {
            data.profiles = Profiles::default();
        }
        // A damaged or hand-edited file may repeat an id: removing that id would remove
        // several profiles, maybe all. The repeats get fresh ids; nothing is dropped.
        let mut seen = std::collections::BTreeSet::new();
        for i in 0..data.profiles.list.len() {
            if !seen.insert(data.profiles.list[i].id) {
                let id = fresh_profile_id(&data.profiles);
                data.profiles.list[i].id = id;
                data.profiles.next_id = id.wrapping_add(1);
                seen.insert(id);
            }
        }
        if !data
            .profiles
            .list
            .iter()
            .any(|p| p.id == data.settings.active_profile)
        {
            data.settings.active_profile = data.profiles.list[0].id;
        }
        Ok(Store {
            dir: dir.to_owned(),
            state: Mutex::new((data, recoveries)),
        })
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, (Data, Vec<Recovery>)> {
        // A panic while holding the lock cannot leave the data half-changed (changes are
        // made on a copy and committed after the write), so a poisoned lock is still good.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// What was recovered when the store was opened, once: the app tells the player.
    pub fn take_recoveries(&self) -> Vec<Recovery> {
        std::mem::take(&mut self.lock().1)
    }

    /// Changes one part of the data: the change is made on a copy, written, and kept only
    /// when the write succeeded, so memory and disk never disagree.
    fn change<T, R>(
        &self,
        name: &str,
        part: impl Fn(&mut Data) -> &mut T,
        f: impl FnOnce(&mut T) -> Result<R, StoreError>,
    ) -> Result<R, StoreError>
    where
        T: Clone + Serialize + DeserializeOwned,
    {
        let mut guard = self.lock();
        let mut copy = part(&mut guard.0).clone();
        let out = f(&mut copy)?;
        JsonFile::new(&self.dir, name)
            .save(&copy)
            .inspect_err(|e| {
                log::error!("store: cannot write {name}: {e}");
            })?;
        *part(&mut guard.0) = copy;
        Ok(out)
    }

    // --- settings ---

    pub fn settings(&self) -> Settings {
        self.lock().0.settings.clone()
    }

    pub fn set_settings(&self, settings: Settings) -> Result<(), StoreError> {
        let exists = self
            .lock()
            .0
            .profiles
            .list
            .iter()
            .any(|p| p.id == settings.active_profile);
        if !exists {
            return Err(StoreError::UnknownProfile(settings.active_profile));
        }
        self.change(
            SETTINGS,
            |d| &mut d.settings,
            |s| {
                *s = settings;
                Ok(())
            },
        )
    }

    pub fn set_last_rules(&self, game: &str, rules: LastRules) -> Result<(), StoreError> {
        self.change(
            SETTINGS,
            |d| &mut d.settings,
            |s| {
                s.last_rules.insert(game.to_owned(), rules);
                Ok(())
            },
        )
    }

    // --- profiles ---

    pub fn profiles(&self) -> Vec<Profile> {
        self.lock().0.profiles.list.clone()
    }

    /// The profiles with the next id to give (the app mirrors them in memory).
    pub fn profiles_data(&self) -> Profiles {
        self.lock().0.profiles.clone()
    }

    pub fn active_profile(&self) -> Profile {
        let guard = self.lock();
        let id = guard.0.settings.active_profile;
        let list = &guard.0.profiles.list;
        list.iter().find(|p| p.id == id).unwrap_or(&list[0]).clone()
    }

    pub fn add_profile(&self, name: &str) -> Result<u32, StoreError> {
        let name = name.trim().to_owned();
        self.change(
            PROFILES,
            |d| &mut d.profiles,
            |p| {
                let id = fresh_profile_id(p);
                p.next_id = id.wrapping_add(1);
                p.list.push(Profile {
                    id,
                    name,
                    points: Default::default(),
                    stats: Vec::new(),
                    recorded: Vec::new(),
                });
                Ok(id)
            },
        )
    }

    pub fn rename_profile(&self, id: u32, name: &str) -> Result<(), StoreError> {
        let name = name.trim().to_owned();
        self.change(
            PROFILES,
            |d| &mut d.profiles,
            |p| {
                let profile = p
                    .list
                    .iter_mut()
                    .find(|x| x.id == id)
                    .ok_or(StoreError::UnknownProfile(id))?;
                profile.name = name;
                Ok(())
            },
        )
    }

    pub fn remove_profile(&self, id: u32) -> Result<(), StoreError> {
        self.change(
            PROFILES,
            |d| &mut d.profiles,
            |p| {
                if !p.list.iter().any(|x| x.id == id) {
                    return Err(StoreError::UnknownProfile(id));
                }
                if p.list.len() == 1 {
                    return Err(StoreError::LastProfile(id));
                }
                p.list.retain(|x| x.id != id);
                Ok(())
            },
        )?;
        let first = self.lock().0.profiles.list[0].id;
        self.change(
            SETTINGS,
            |d| &mut d.settings,
            |s| {
                if s.active_profile == id {
                    s.active_profile = first;
                }
                Ok(())
            },
        )
    }

    pub fn set_active_profile(&self, id: u32) -> Result<(), StoreError> {
        let mut settings = self.settings();
        settings.active_profile = id;
        self.set_settings(settings)
    }

    /// Records a finished game for a profile, unkeyed (every call counts); returns the
    /// rating points gained. The app records through [`Store::record_once`], which is
    /// idempotent per match.
    pub fn record_result(
        &self,
        profile: u32,
        game: &str,
        opponent: Opponent,
        role: Role,
        result: GameResult,
    ) -> Result<u32, StoreError> {
        self.change(
            PROFILES,
            |d| &mut d.profiles,
            |p| {
                let prof = p
                    .list
                    .iter_mut()
                    .find(|x| x.id == profile)
                    .ok_or(StoreError::UnknownProfile(profile))?;
                let line = match prof
                    .stats
                    .iter_mut()
                    .position(|l| l.game == game && l.opponent == opponent && l.role == role)
                {
                    Some(i) => &mut prof.stats[i],
                    None => {
                        prof.stats.push(StatLine {
                            game: game.to_owned(),
                            opponent,
                            role,
                            tally: Tally::default(),
                        });
                        prof.stats.last_mut().expect("just pushed")
                    }
                };
                // Saturating: a file may hold any count, and a full counter is no reason
                // to refuse the game.
                let t = &mut line.tally;
                t.played = t.played.saturating_add(1);
                match result {
                    GameResult::Won => t.won = t.won.saturating_add(1),
                    GameResult::Lost => t.lost = t.lost.saturating_add(1),
                    GameResult::Drawn => t.drawn = t.drawn.saturating_add(1),
                }
                let gained = match (result, opponent) {
                    (GameResult::Won, Opponent::Computer(level)) => points_for_win(level),
                    _ => 0,
                };
                let points = prof.points.entry(game.to_owned()).or_insert(0);
                *points = points.saturating_add(gained);
                Ok(gained)
            },
        )
    }

    /// Records a finished match once: a second call with the same match id changes
    /// nothing and returns `Ok(None)`. Returns the rating points gained.
    pub fn record_once(&self, entry: &ResultEntry) -> Result<Option<u32>, StoreError> {
        self.change(
            PROFILES,
            |d| &mut d.profiles,
            |p| {
                let prof = p
                    .list
                    .iter_mut()
                    .find(|x| x.id == entry.profile)
                    .ok_or(StoreError::UnknownProfile(entry.profile))?;
                Ok(prof.record(entry))
            },
        )
    }

    /// The device's profiles ranked by rating points (overall, or for one game), then by wins.
    pub fn leaderboard(&self, game: Option<&str>) -> Vec<LeaderboardRow> {
        let mut rows: Vec<LeaderboardRow> = self
            .lock()
            .0
            .profiles
            .list
            .iter()
            .map(|p| {
                let lines = p.stats.iter().filter(|l| game.is_none_or(|g| l.game == g));
                let (won, played) = lines.fold((0u32, 0u32), |(w, n), l| {
                    (
                        w.saturating_add(l.tally.won),
                        n.saturating_add(l.tally.played),
                    )
                });
                LeaderboardRow {
                    profile: p.id,
                    name: p.name.clone(),
                    points: match game {
                        Some(g) => p.points.get(g).copied().unwrap_or(0),
                        None => p.total_points(),
                    },
                    won,
                    played,
                }
            })
            .collect();
        rows.sort_by(|a, b| {
            b.points
                .cmp(&a.points)
                .then(b.won.cmp(&a.won))
                .then(a.profile.cmp(&b.profile))
        });
        rows
    }

    // --- matches ---

    /// Saves the match in progress of its game (after every move).
    pub fn save_match(&self, saved: SavedMatch) -> Result<(), StoreError> {
        self.change(
            MATCHES,
            |d| &mut d.matches,
            |m| {
                m.in_progress.insert(saved.game.clone(), saved);
                Ok(())
            },
        )
    }

    pub fn saved_match(&self, game: &str) -> Option<SavedMatch> {
        self.lock().0.matches.in_progress.get(game).cloned()
    }

    pub fn saved_matches(&self) -> Vec<SavedMatch> {
        self.lock()
            .0
            .matches
            .in_progress
            .values()
            .cloned()
            .collect()
    }

    pub fn clear_match(&self, game: &str) -> Result<(), StoreError> {
        self.change(
            MATCHES,
            |d| &mut d.matches,
            |m| {
                m.in_progress.remove(game);
                Ok(())
            },
        )
    }

    /// Moves a finished match to the history (the last [`HISTORY_LEN`] are kept) and
    /// clears it from the matches in progress.
    pub fn finish_match(&self, finished: SavedMatch) -> Result<(), StoreError> {
        let game = finished.game.clone();
        self.change(
            HISTORY,
            |d| &mut d.history,
            |h| {
                h.finished.push(finished);
                let excess = h.finished.len().saturating_sub(HISTORY_LEN);
                h.finished.drain(..excess);
                Ok(())
            },
        )?;
        self.clear_match(&game)
    }

    pub fn history(&self) -> Vec<SavedMatch> {
        self.lock().0.history.finished.clone()
    }
}
