//! "Learn from your mistakes": the positions before a player's mistakes, and the judging
//! of a retry.

use std::time::Duration;

use serde::Serialize;

use super::job::{GameReview, PlyReview};
use crate::any_game::AnyGame;
use crate::engine::calibration::Calibration;
use crate::engine::position::PositionEval;
use crate::engine::{CancelToken, Verdict};
use crate::error::RulesError;
use crate::game::Side;

/// One position to retry: the one before a mistake.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Exercise {
    /// The ply of the mistake (1 for the game's first move); the position is the one
    /// before it.
    pub ply: usize,
    pub side: Side,
    /// The move played, and the best one.
    pub played: String,
    pub best: Option<String>,
    pub line: Vec<String>,
    pub expected_before: f64,
    pub exact_before: Option<Verdict>,
}

impl Exercise {
    fn of(p: &PlyReview) -> Exercise {
        Exercise {
            ply: p.ply,
            side: p.side,
            played: p.notation.clone(),
            best: p.best.clone(),
            line: p.line.clone(),
            expected_before: p.judgement.expected_before,
            exact_before: p.judgement.exact_before,
        }
    }
}

/// Whether a ply is worth retrying: a loss above the calibration's learning threshold, or
/// an exact result dropped. Forced moves and moves in lost positions never are.
pub fn is_candidate(cal: &Calibration, p: &PlyReview) -> bool {
    let j = &p.judgement;
    if !j.mark.is_error() {
        return false;
    }
    let dropped = matches!(
        (j.exact_before, j.exact_after),
        (Some(b), Some(a)) if a != b
    );
    dropped || j.loss > cal.learn_above
}

/// The exercises of `side`'s moves, in the order of the game.
pub fn exercises(review: &GameReview, cal: &Calibration, side: Side) -> Vec<Exercise> {
    review
        .plies
        .iter()
        .filter(|p| p.side == side && is_candidate(cal, p))
        .map(Exercise::of)
        .collect()
}

/// A retry judged.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Retry {
    pub accepted: bool,
    /// The retry's loss in expected score against the best move.
    pub loss: f64,
    /// The mover's exact value after the retry, where known.
    pub exact_after: Option<Verdict>,
}

/// Judges `notation` tried in `position` (the position before the exercise's mistake):
/// accepted when it keeps the exact value, or otherwise loses at most the calibration's
/// retry threshold. The best move is accepted and the mistake itself refused without
/// analysis.
pub fn judge_retry(
    cal: &Calibration,
    position: &dyn AnyGame,
    exercise: &Exercise,
    notation: &str,
    budget: Duration,
    cancel: &CancelToken,
) -> Result<Retry, RulesError> {
    let mut after = position.clone_box();
    let normalized = after.play_notation(notation)?;
    if exercise.best.as_deref() == Some(normalized.as_str()) {
        return Ok(Retry {
            accepted: true,
            loss: 0.0,
            exact_after: exercise.exact_before,
        });
    }
    let eval = after.review_position(budget, None, cancel);
    Ok(judge_retry_eval(cal, exercise, &normalized, &eval))
}

/// Judges a retry from the analysed position after it (`notation` as the game writes it):
/// what [`judge_retry`] decides once the analysis is done, for front ends that run the
/// analysis off their main thread.
pub fn judge_retry_eval(
    cal: &Calibration,
    exercise: &Exercise,
    normalized: &str,
    eval: &PositionEval,
) -> Retry {
    if exercise.best.as_deref() == Some(normalized) {
        return Retry {
            accepted: true,
            loss: 0.0,
            exact_after: exercise.exact_before,
        };
    }
    let flip = eval.side != exercise.side;
    let exact_after = eval
        .exact
        .map(|e| if flip { e.verdict.flipped() } else { e.verdict });
    let expected_after = if flip {
        1.0 - eval.expected
    } else {
        eval.expected
    };
    let loss = (exercise.expected_before - expected_after).max(0.0);
    let accepted = if normalized == exercise.played {
        false
    } else if let (Some(b), Some(a)) = (exercise.exact_before, exact_after) {
        a == b
    } else {
        loss <= cal.retry_within
    };
    Retry {
        accepted,
        loss,
        exact_after,
    }
}
