//! The move log's upkeep: its records applied to the matches read, folded into
//! `matches.json` when a new log starts, and a log this app may not use set aside.

use std::sync::atomic::Ordering;

use super::error::{Recovery, RecoveryCause, StoreError, StoreFile, MOVE_LOG};
use super::file;
use super::model::{LogMark, Matches};
use super::move_log;
use super::state::{LogSeen, State, Store};

impl Store {
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
    pub(super) fn replay_log(&self, st: &mut State, locked: bool) {
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
    pub(super) fn set_log_aside(&self, st: &mut State, unusable: &move_log::Unusable) {
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
    pub(super) fn keep_damaged_records(&self, st: &mut State, replay: &move_log::Replay) {
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
    pub(super) fn log_writable(&self, st: &State) -> Result<(), StoreError> {
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
    pub(super) fn log_unfolded(&self, st: &State) -> bool {
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
    pub(super) fn start_log_locked(&self, st: &mut State) -> Result<(), StoreError> {
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
}
