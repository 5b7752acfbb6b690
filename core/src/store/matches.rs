//! The match in progress of each game (each move's save appended to the move log behind
//! the writer), and the finished games' history with their reviews.

use std::sync::atomic::Ordering;

use super::error::StoreError;
use super::model::{keep_review, History, HistoryKey, Matches, SavedMatch};
use super::move_log;
use super::stamp::Stamp;
use super::state::Store;

impl Store {
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
