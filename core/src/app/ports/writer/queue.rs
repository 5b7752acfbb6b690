//! The queue's ops, in the order the app made them, and which of a batch are written:
//! saves of the same game's match coalesce to the newest.

use std::sync::mpsc::Sender;
use std::time::Instant;

use crate::store::{HistoryKey, PuzzleAttempt, ResultEntry, SavedMatch, Settings};

/// A change for the store, in the order the app made it.
#[derive(Debug)]
pub(in crate::app) enum Op {
    SaveMatch(SavedMatch),
    FinishMatch(SavedMatch),
    /// A result, with the profile's name: a profile another process removed meanwhile is
    /// added back under it, so the result is kept.
    Record(ResultEntry, String),
    Settings(Settings),
    AddProfile {
        name: String,
        expect: u32,
    },
    RenameProfile {
        id: u32,
        name: String,
    },
    RemoveProfile {
        id: u32,
    },
    /// A counted attempt at a puzzle, merged into the profile's progress on disk.
    PuzzleAttempt {
        profile: u32,
        /// The profile's name, to add it back if another process removed it.
        name: String,
        game: String,
        attempt: PuzzleAttempt,
    },
    /// A course step done, with its stars, merged into the profile's progress on disk.
    LessonStep {
        profile: u32,
        /// The profile's name, to add it back if another process removed it.
        name: String,
        game: String,
        step: String,
        stars: u8,
    },
    /// A finished game's review, kept with its entry of the history.
    KeepReview {
        key: HistoryKey,
        review: serde_json::Value,
    },
    /// Answered with the number of the last change written before it.
    Flush(Sender<u64>),
}

impl Op {
    /// Another process took the profile id this one showed: later changes go to the id
    /// it was given on disk.
    pub(super) fn remap(&mut self, from: u32, to: u32) {
        let fix = |id: &mut u32| {
            if *id == from {
                *id = to;
            }
        };
        match self {
            Op::SaveMatch(m) | Op::FinishMatch(m) => {
                fix(&mut m.profile);
                if m.data.get("profile").and_then(|v| v.as_u64()) == Some(u64::from(from)) {
                    m.data["profile"] = to.into();
                }
            }
            Op::Record(e, _) => fix(&mut e.profile),
            Op::Settings(s) => fix(&mut s.active_profile),
            Op::RenameProfile { id, .. }
            | Op::RemoveProfile { id }
            | Op::PuzzleAttempt { profile: id, .. }
            | Op::LessonStep { profile: id, .. } => fix(id),
            Op::AddProfile { .. } | Op::KeepReview { .. } | Op::Flush(_) => {}
        }
    }
}

/// Which ops of a batch are written: a match save is skipped only when a newer save of
/// the same game follows with nothing in between that relies on it (a result, the end of
/// the match): the order on disk is "finished match saved, result recorded, match moved
/// to the history", so a kill between any two steps leaves a state the next start repairs.
pub(super) fn to_write(batch: &[Op]) -> Vec<bool> {
    (0..batch.len())
        .map(|i| {
            let Op::SaveMatch(m) = &batch[i] else {
                return true;
            };
            for later in &batch[i + 1..] {
                match later {
                    Op::SaveMatch(n) if n.game == m.game => return false,
                    // A flush between them must find the older one written.
                    Op::FinishMatch(_) | Op::Record(..) | Op::Flush(_) => return true,
                    _ => {}
                }
            }
            true
        })
        .collect()
}

/// An op on the queue: its ticket (0 for a flush) and when it was queued (shown).
pub(super) struct Queued {
    pub seq: u64,
    pub at: Instant,
    pub op: Op,
}
