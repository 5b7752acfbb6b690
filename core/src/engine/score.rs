//! Scores, wins counted in plies, and the verdict of an exact score: what every part of
//! the engine reads, below all of it.

use serde::{Deserialize, Serialize};

/// Scores are from the point of view of the side to move. A won game is worth
/// [`WIN`] minus the plies to the win, so shorter wins score higher.
pub type Score = i32;
pub const WIN: Score = 1_000_000;
/// Scores beyond this are wins or losses found by search or by an oracle.
pub const WIN_THRESHOLD: Score = WIN - 10_000;
/// A win an oracle proves without counting the plies to the end (Dama's tables count to
/// the next conversion) scores `WIN - UNCOUNTED - n`, `n` the oracle's own count: below
/// every counted win, ordered by that count, and never shown as plies to the end.
pub const UNCOUNTED: Score = 5_000;

/// `Some(n)` for a win in n plies, `Some(-n)` for a loss in n plies, `None` otherwise (an
/// uncounted win or loss among them: see [`UNCOUNTED`]).
pub fn score_to_win_in(score: Score) -> Option<i32> {
    let n = WIN - score.saturating_abs();
    if score.saturating_abs() < WIN_THRESHOLD || n >= UNCOUNTED {
        return None;
    }
    Some(if score > 0 { n } else { -n })
}

/// The plies a proven score counts, to the end or (an uncounted win) to the oracle's own
/// mark: for ordering and bounds, never shown; `None` for a score that proves nothing.
pub fn proven_distance(score: Score) -> Option<i32> {
    if score.saturating_abs() < WIN_THRESHOLD {
        return None;
    }
    score_to_win_in(score).or_else(|| {
        let n = WIN - UNCOUNTED - score.saturating_abs();
        Some(if score > 0 { n } else { -n })
    })
}

/// A game's result with best play on both sides, for one side (the side to move where
/// nothing else is said).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    Win,
    Draw,
    Loss,
}

impl Verdict {
    /// The same result seen from the other side.
    pub fn flipped(self) -> Verdict {
        match self {
            Verdict::Win => Verdict::Loss,
            Verdict::Draw => Verdict::Draw,
            Verdict::Loss => Verdict::Win,
        }
    }

    /// The expected score of the result: 1, 1/2 or 0.
    pub fn expected(self) -> f64 {
        match self {
            Verdict::Win => 1.0,
            Verdict::Draw => 0.5,
            Verdict::Loss => 0.0,
        }
    }

    /// The verdict of an exact score as [`crate::engine::evaluate::Evaluate::oracle`] gives it, with the plies to
    /// the end where the score counts them.
    pub fn of_score(score: Score) -> (Verdict, Option<u32>) {
        match score_to_win_in(score) {
            Some(n) if n > 0 => (Verdict::Win, Some(n as u32)),
            Some(n) => (Verdict::Loss, Some(n.unsigned_abs())),
            None if score > 0 => (Verdict::Win, None),
            None if score < 0 => (Verdict::Loss, None),
            None => (Verdict::Draw, None),
        }
    }
}
