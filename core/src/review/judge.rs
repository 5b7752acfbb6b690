//! The mark of one move, from the values of the positions before and after it.

use serde::{Deserialize, Serialize};

use crate::engine::calibration::Calibration;
use crate::engine::position::PositionEval;
use crate::engine::Verdict;
use crate::game::Side;

/// What a move is judged to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Mark {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
    /// The only legal move: never judged.
    Forced,
}

impl Mark {
    pub const ALL: [Mark; 6] = [
        Mark::Best,
        Mark::Good,
        Mark::Inaccuracy,
        Mark::Mistake,
        Mark::Blunder,
        Mark::Forced,
    ];

    /// An error mark: what "learn from your mistakes" and the counts are about.
    pub fn is_error(self) -> bool {
        matches!(self, Mark::Inaccuracy | Mark::Mistake | Mark::Blunder)
    }

    /// The word in `--json` and the translation keys.
    pub fn id(self) -> &'static str {
        match self {
            Mark::Best => "best",
            Mark::Good => "good",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
            Mark::Forced => "forced",
        }
    }
}

/// Why a move got its mark, where the reason is more than the loss.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    /// Exact values: the move turned a win into a draw or a loss.
    LostProvenWin,
    /// Exact values: the move turned a draw into a loss.
    LostProvenDraw,
    /// Exact values: a win kept, but one that takes far longer than the quickest.
    SlowerWin,
    /// The position was already lost (exactly, or below the calibration's threshold): the
    /// move that lost it is blamed, not this one.
    AlreadyLost,
}

impl Reason {
    pub const ALL: [Reason; 4] = [
        Reason::LostProvenWin,
        Reason::LostProvenDraw,
        Reason::SlowerWin,
        Reason::AlreadyLost,
    ];
}

/// A move's judgement.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Judgement {
    pub mark: Mark,
    pub reason: Option<Reason>,
    /// The mover's expected score with best play before the move, and after it.
    pub expected_before: f64,
    pub expected_after: f64,
    /// The mover's loss in expected score (0 or more).
    pub loss: f64,
    /// Exact values for the mover, where known.
    pub exact_before: Option<Verdict>,
    pub exact_after: Option<Verdict>,
}

/// A kept win counts as an inaccuracy when it takes more than this many times the
/// quickest win's plies (Sanmill, and the Fireside specification of the research notes).
const SLOWER_WIN_FACTOR: f64 = 1.5;

/// Judges the move `played` by `mover`, from the value of the position before it and of
/// the position after it (whose side to move may be the mover again: a free turn).
pub fn judge(
    cal: &Calibration,
    mover: Side,
    before: &PositionEval,
    after: &PositionEval,
    played: &str,
) -> Judgement {
    let flip = after.side != mover;
    let exact_before = before.exact.map(|e| e.verdict);
    let exact_after = after
        .exact
        .map(|e| if flip { e.verdict.flipped() } else { e.verdict });
    let expected_before = before.expected;
    let expected_after = if flip {
        1.0 - after.expected
    } else {
        after.expected
    };
    let is_best = before.best.as_deref() == Some(played);
    let mut loss = (expected_before - expected_after).max(0.0);
    if is_best && exact_before.is_none() {
        // Two searches of neighbouring positions differ a little; the search's own choice
        // loses nothing by its own judgement.
        loss = 0.0;
    }
    let mut j = Judgement {
        mark: Mark::Good,
        reason: None,
        expected_before,
        expected_after,
        loss,
        exact_before,
        exact_after,
    };
    if before.legal == 1 {
        j.mark = Mark::Forced;
        j.loss = 0.0;
        return j;
    }
    let quiet = if is_best { Mark::Best } else { Mark::Good };
    if let (Some(b), Some(a)) = (exact_before, exact_after) {
        j.mark = quiet;
        match (b, a) {
            (Verdict::Loss, _) => j.reason = Some(Reason::AlreadyLost),
            (Verdict::Win, Verdict::Draw | Verdict::Loss) => {
                j.mark = Mark::Blunder;
                j.reason = Some(Reason::LostProvenWin);
            }
            (Verdict::Draw, Verdict::Loss) => {
                j.mark = Mark::Blunder;
                j.reason = Some(Reason::LostProvenDraw);
            }
            (Verdict::Win, Verdict::Win) => {
                let quickest = before.exact.and_then(|e| e.plies);
                let taken = after.exact.and_then(|e| e.plies).map(|n| n + 1);
                if let (Some(q), Some(t)) = (quickest, taken) {
                    if f64::from(t) > SLOWER_WIN_FACTOR * f64::from(q) {
                        j.mark = Mark::Inaccuracy;
                        j.reason = Some(Reason::SlowerWin);
                    }
                }
            }
            // A draw kept, or better than the proof (cannot happen with exact values).
            _ => {}
        }
        return j;
    }
    if exact_before == Some(Verdict::Loss) || expected_before < cal.lost_below {
        j.mark = quiet;
        j.reason = Some(Reason::AlreadyLost);
        return j;
    }
    j.mark = if loss >= cal.blunder {
        Mark::Blunder
    } else if loss >= cal.mistake {
        Mark::Mistake
    } else if loss >= cal.inaccuracy {
        Mark::Inaccuracy
    } else {
        quiet
    };
    if j.mark == Mark::Blunder {
        j.reason = match (exact_before, exact_after) {
            (Some(Verdict::Win), _) => Some(Reason::LostProvenWin),
            (Some(Verdict::Draw), _) => Some(Reason::LostProvenDraw),
            _ => None,
        };
    }
    j
}

/// The least a move's accuracy counts in the harmonic mean.
pub const HARMONIC_FLOOR: f64 = 10.0;

/// lichess's accuracy of one move from the mover's loss in expected score:
/// `103.1668 · exp(−0.043544 · 100·loss) − 3.1669 + 1`, within 0..100.
pub fn move_accuracy(loss: f64) -> f64 {
    (103.1668 * (-0.043544 * 100.0 * loss).exp() - 3.1669 + 1.0).clamp(0.0, 100.0)
}

/// A side's accuracy over its judged moves (forced moves left out): the mean of the
/// arithmetic and the harmonic mean of the moves' accuracies, so one blunder weighs more
/// than in a plain average. In the harmonic mean each move counts at least
/// [`HARMONIC_FLOOR`]: a lost proven win scores 0, and one of them would otherwise sink a
/// whole game's accuracy. lichess weights the arithmetic mean by the volatility of the
/// position; this leaves that out. `None` without a judged move.
pub fn side_accuracy(losses: impl IntoIterator<Item = f64>) -> Option<f64> {
    let acc: Vec<f64> = losses.into_iter().map(move_accuracy).collect();
    if acc.is_empty() {
        return None;
    }
    let n = acc.len() as f64;
    let mean = acc.iter().sum::<f64>() / n;
    let harmonic = n / acc.iter().map(|a| 1.0 / a.max(HARMONIC_FLOOR)).sum::<f64>();
    Some((mean + harmonic) / 2.0)
}

/// The most a move marked `mark` counts in the accuracy: an error never reads as a
/// perfect move, however small its loss in expected score (a piece given away in a won
/// position, a kept win turned slow).
pub fn mark_ceiling(mark: Mark) -> f64 {
    match mark {
        Mark::Inaccuracy => 80.0,
        Mark::Mistake => 60.0,
        Mark::Blunder => 30.0,
        Mark::Best | Mark::Good | Mark::Forced => 100.0,
    }
}

/// The highest accuracy a side with at least one error reads (shown rounded: never 100).
pub const ACCURACY_WITH_ERRORS: f64 = 99.0;

/// A side's accuracy consistent with its marks: [`side_accuracy`] over the moves'
/// accuracies, each at most its mark's [`mark_ceiling`], and at most
/// [`ACCURACY_WITH_ERRORS`] when any move is an error. `None` without a judged move.
pub fn marked_accuracy(moves: impl IntoIterator<Item = (f64, Mark)>) -> Option<f64> {
    let moves: Vec<(f64, Mark)> = moves.into_iter().collect();
    let acc: Vec<f64> = moves
        .iter()
        .map(|&(loss, mark)| move_accuracy(loss).min(mark_ceiling(mark)))
        .collect();
    if acc.is_empty() {
        return None;
    }
    let n = acc.len() as f64;
    let mean = acc.iter().sum::<f64>() / n;
    let harmonic = n / acc.iter().map(|a| 1.0 / a.max(HARMONIC_FLOOR)).sum::<f64>();
    let all = (mean + harmonic) / 2.0;
    Some(if moves.iter().any(|(_, m)| m.is_error()) {
        all.min(ACCURACY_WITH_ERRORS)
    } else {
        all
    })
}

/// Pieces given away for nothing (more than the best line loses) make a move at least a
/// mistake (one piece) or a blunder (two or more), whatever the expected-score curve says
/// (a goose lost in a won position loses little expected score, and still is a mistake).
/// Not where exact values judged the move, nor in a position already lost.
pub fn floor_by_material(j: &mut Judgement, given_away: i64) {
    let exact = j.exact_before.is_some() && j.exact_after.is_some();
    if exact || j.reason == Some(Reason::AlreadyLost) || j.mark == Mark::Forced {
        return;
    }
    let floor = match given_away {
        i64::MIN..=0 => return,
        1 => Mark::Mistake,
        _ => Mark::Blunder,
    };
    if severity(floor) > severity(j.mark) {
        j.mark = floor;
    }
}

fn severity(m: Mark) -> u8 {
    match m {
        Mark::Best | Mark::Good | Mark::Forced => 0,
        Mark::Inaccuracy => 1,
        Mark::Mistake => 2,
        Mark::Blunder => 3,
    }
}
