//! A match saved for the store (its setup and moves) and read back by replaying them, so a
//! save can never hold a position the rules could not reach.

use serde::{Deserialize, Serialize};

use super::errors::SessionError;
use super::match_state::{Match, Played};
use super::setup::MatchSetup;
use crate::error::RulesError;

/// What a save holds: the setup and the moves, replayed on load so a save can never hold
/// a position the rules could not reach.
#[derive(Serialize, Deserialize)]
struct SaveData {
    setup: MatchSetup,
    moves: Vec<String>,
    #[serde(default)]
    redo: Vec<String>,
}

/// What did not replay in a save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadFailure {
    /// Moves replayed: the prefix offered.
    pub replayed: u32,
    /// Moves in the save.
    pub total: u32,
    /// Which move failed and why, which options are unknown: for the log and the file.
    pub why: String,
    /// Options of the save this build does not know (or whose value it refuses), left
    /// out of the prefix match.
    pub unknown_options: Vec<(String, String)>,
}

/// [`Match::load_lenient`]'s answer.
#[derive(Debug)]
pub struct PartialLoad {
    /// The match as far as its moves replay.
    pub prefix: Match,
    /// `None` when everything replayed.
    pub failure: Option<LoadFailure>,
}

impl Match {
    /// The match as JSON for the store: setup and moves.
    pub fn save(&self) -> serde_json::Value {
        let data = SaveData {
            setup: self.setup.clone(),
            moves: self.move_list(),
            redo: self
                .redo
                .iter()
                .rev()
                .map(|p| p.notation().to_owned())
                .collect(),
        };
        serde_json::to_value(data).unwrap_or(serde_json::Value::Null)
    }

    /// A match read back from [`Match::save`], as far as it replays: the longest valid
    /// prefix of its moves, and what failed. Options this build does not know (a newer
    /// build's) are left out of the match and listed in the failure, so the caller can
    /// keep the save as it was (the app sets it aside). An error only when there is nothing to
    /// replay at all (not a save, an unknown game).
    pub fn load_lenient(value: &serde_json::Value) -> Result<PartialLoad, SessionError> {
        let data = read_save(value)?;
        let mut setup = data.setup;
        let mut dropped = Vec::new();
        let mut m = loop {
            match Match::new(setup.clone()) {
                Ok(m) => break m,
                Err(SessionError::Rules(
                    RulesError::UnknownOption { key } | RulesError::BadOptionValue { key, .. },
                )) if setup.options.iter().any(|(k, _)| *k == key) => {
                    let (keep, out): (Vec<_>, Vec<_>) =
                        setup.options.into_iter().partition(|(k, _)| *k != key);
                    setup.options = keep;
                    dropped.extend(out);
                }
                Err(e) => return Err(corrupt(e.to_string())),
            }
        };
        let total = data.moves.len();
        let mut why = (!dropped.is_empty()).then(|| {
            let list: Vec<String> = dropped.iter().map(|(k, v)| format!("{k}={v}")).collect();
            format!("options this version does not know: {}", list.join(", "))
        });
        let mut replayed = total;
        for (i, mv) in data.moves.iter().enumerate() {
            if let Err(e) = m.apply(mv, true) {
                let failed = format!("move {} `{mv}`: {e}", i + 1);
                why = Some(match why {
                    Some(w) => format!("{w}; {failed}"),
                    None => failed,
                });
                replayed = i;
                break;
            }
        }
        if let Some(why) = why {
            log::warn!("session: a saved match replays only in part: {why}");
            return Ok(PartialLoad {
                prefix: m,
                failure: Some(LoadFailure {
                    replayed: replayed as u32,
                    total: total as u32,
                    why,
                    unknown_options: dropped,
                }),
            });
        }
        m.redo = Self::replayable_redo(&m, &data.redo);
        Ok(PartialLoad {
            prefix: m,
            failure: None,
        })
    }

    /// The redo moves, kept only if they still replay from the current position.
    fn replayable_redo(m: &Match, moves: &[String]) -> Vec<Played> {
        let mut probe = m.game.clone_box();
        let mut redo = Vec::new();
        for mv in moves {
            let side = probe.side_to_move();
            let read = probe.read_move(mv);
            match read.and_then(|typed| probe.play_typed(&typed).map(|()| typed)) {
                Ok(mv) => redo.push(Played { side, mv }),
                Err(_) => return Vec::new(),
            }
        }
        redo.reverse();
        redo
    }

    /// A match read back from [`Match::save`]; anything wrong is a typed error.
    pub fn load(value: &serde_json::Value) -> Result<Match, SessionError> {
        let data = read_save(value)?;
        let mut m = Match::new(data.setup).map_err(|e| corrupt(e.to_string()))?;
        for (i, mv) in data.moves.iter().enumerate() {
            m.apply(mv, true)
                .map_err(|e| corrupt(format!("move {} `{mv}`: {e}", i + 1)))?;
        }
        m.redo = Self::replayable_redo(&m, &data.redo);
        Ok(m)
    }
}

/// A save that cannot be loaded, logged.
fn corrupt(why: String) -> SessionError {
    log::warn!("session: a saved match cannot be loaded: {why}");
    SessionError::CorruptSave(why)
}

/// The save's setup and moves, as written by [`Match::save`].
fn read_save(value: &serde_json::Value) -> Result<SaveData, SessionError> {
    serde_json::from_value(value.clone()).map_err(|e| corrupt(e.to_string()))
}
