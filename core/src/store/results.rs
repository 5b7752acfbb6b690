//! Finished games counted in their profile's tallies (once per match), and the
//! leaderboard ranked from them.

use super::error::StoreError;
use super::model::{
    check_name, leaderboard_order, win_points, GameResult, LeaderboardRow, Opponent, Profiles,
    ResultEntry,
};
use super::state::Store;
use crate::game::Role;

impl Store {
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
}
