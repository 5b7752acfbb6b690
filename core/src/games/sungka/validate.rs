//! Checks of a position read from outside (a save, JSON).
//!
//! The history is checked by replaying it: its first position must be a legal ongoing
//! position, each recorded move legal, and the replay must end exactly in this position.
//! Then undo, repetition and every count are as trustworthy as in a position played here.

use super::geometry::HOLES;
use super::{Sungka, SungkaMove, MAX_SHELLS, MIN_SHELLS};
use crate::error::RulesError;
use crate::game::{EndReason, Game, Outcome, Side};

fn bad(why: impl Into<String>) -> RulesError {
    RulesError::BadPosition { why: why.into() }
}

fn check_board(pos: &Sungka, board: &[u8; HOLES]) -> Result<(), RulesError> {
    let total: u32 = board.iter().map(|&c| c as u32).sum();
    if total != pos.config.total() {
        return Err(bad(format!(
            "{total} shells on the board, expected {}",
            pos.config.total()
        )));
    }
    Ok(())
}

pub(super) fn validate(pos: &Sungka) -> Result<(), RulesError> {
    if !(MIN_SHELLS..=MAX_SHELLS).contains(&pos.config.shells) {
        return Err(bad(format!(
            "{} shells per house is out of range",
            pos.config.shells
        )));
    }
    check_board(pos, &pos.board)?;
    for u in &pos.history {
        check_board(pos, &u.board)?;
    }

    // The position itself: an ongoing game has a move; a finished one is banked and scored.
    match pos.outcome {
        Outcome::Ongoing => {
            if pos.house_total(pos.to_move) == 0 {
                return Err(bad("the player to move has no shells but the game goes on"));
            }
        }
        Outcome::Win { reason, .. } | Outcome::Draw { reason } => {
            if !matches!(
                reason,
                EndReason::HousesEmpty | EndReason::RepetitionCounted
            ) {
                return Err(bad("not a way for Sungka to end"));
            }
            if pos.house_total(Side::One) + pos.house_total(Side::Two) != 0 {
                return Err(bad("a finished game has shells left in its houses"));
            }
            if pos.counted(reason) != pos.outcome {
                return Err(bad("the outcome does not match the stores"));
            }
            if pos.history.is_empty() && reason != EndReason::HousesEmpty {
                return Err(bad("a repetition needs a history"));
            }
        }
    }

    // The history: replay it from its first position.
    let Some(first) = pos.history.first() else {
        return Ok(());
    };
    let mut replay = Sungka {
        config: pos.config,
        board: first.board,
        to_move: first.to_move,
        outcome: Outcome::Ongoing,
        history: Vec::new(),
    };
    let mut moves = Vec::new();
    for u in &pos.history {
        if replay.board != u.board || replay.to_move != u.to_move {
            return Err(bad("the history does not follow from its moves"));
        }
        moves.clear();
        replay.legal_moves(&mut moves);
        let mv = SungkaMove { house: u.house };
        if !moves.contains(&mv) {
            return Err(bad("the history holds an illegal move"));
        }
        replay.play(&mv);
    }
    if replay != *pos {
        return Err(bad("the history does not lead to this position"));
    }
    Ok(())
}
