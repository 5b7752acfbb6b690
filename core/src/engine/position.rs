//! The value of one position: exact where the game knows it, else the engine's estimate at
//! a budget, as an expected score. Game review judges every move by it; it stands below
//! `AnyGame`, which offers it for a position of any game.

use std::time::{Duration, Instant};

use serde::Serialize;

use super::calibration::calibration;
use super::{CancelToken, Evaluate, Limits, Proven, Score, Searcher, Verdict};
use crate::game::{Outcome, Side};

/// The search table of a review: a review searches one position for a fraction of a
/// second, so a smaller table than a move's leaves room for the game's tables within the
/// review's memory budget.
pub const REVIEW_TABLE_BYTES: usize = 16 << 20;
/// The share of a position's budget the exact solver may use before the search.
const PROVE_SHARE: f64 = 0.5;
/// The longest best line given.
pub const LINE_PLIES: usize = 6;

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Source {
    /// The game is over: its result.
    Over,
    /// The game's exact knowledge (solution, endgame table, ending solver).
    Proven,
    /// The engine's estimate.
    Engine,
}

/// An exact value for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Exact {
    pub verdict: Verdict,
    /// Plies to the end with best play, where known.
    pub plies: Option<u32>,
}

/// A position's value for its side to move.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PositionEval {
    pub side: Side,
    /// The number of legal moves (0 when the game is over).
    pub legal: usize,
    pub source: Source,
    pub exact: Option<Exact>,
    /// The engine's score, when it searched.
    pub score: Option<Score>,
    /// The expected score (0..1) of the side to move.
    pub expected: f64,
    /// The best move and the line that follows it, in notation.
    pub best: Option<String>,
    pub line: Vec<String>,
    /// The search depth reached (0 without a search).
    pub depth: u32,
}

/// The verdict of a finished game for `side`.
pub fn verdict_of(outcome: Outcome, side: Side) -> Option<Verdict> {
    match outcome {
        Outcome::Ongoing => None,
        Outcome::Draw { .. } => Some(Verdict::Draw),
        Outcome::Win { winner, .. } if winner == side => Some(Verdict::Win),
        Outcome::Win { .. } => Some(Verdict::Loss),
    }
}

/// Evaluates `pos` within `budget` (or until `cancel` is set).
pub fn evaluate<G: Evaluate>(pos: &G, budget: Duration, cancel: &CancelToken) -> PositionEval {
    let start = Instant::now();
    let deadline = start + budget;
    let side = pos.side_to_move();
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut eval = PositionEval {
        side,
        legal: moves.len(),
        source: Source::Engine,
        exact: None,
        score: None,
        expected: 0.5,
        best: None,
        line: Vec::new(),
        depth: 0,
    };
    if let Some(verdict) = verdict_of(pos.outcome(), side) {
        eval.source = Source::Over;
        eval.exact = Some(Exact {
            verdict,
            plies: Some(0),
        });
        eval.expected = verdict.expected();
        return eval;
    }
    let prove_by = start + budget.mul_f64(PROVE_SHARE);
    if let Some(proven) = pos.proven(Some(prove_by), cancel) {
        eval.source = Source::Proven;
        eval.exact = Some(Exact {
            verdict: proven.verdict,
            plies: proven.plies,
        });
        eval.expected = proven.verdict.expected();
        let best = proven
            .best
            .or_else(|| best_by_children(pos, &moves, prove_by.max(deadline), cancel));
        if let Some(best) = best {
            eval.line = proven_line(pos, best, deadline, cancel);
            eval.best = eval.line.first().cloned();
            return eval;
        }
    }
    // Not proven, or proven without a move: the engine's search on the time left.
    let left = deadline
        .saturating_duration_since(Instant::now())
        .max(Duration::from_millis(1));
    let mut searcher = Searcher::<G>::new(REVIEW_TABLE_BYTES);
    let result = searcher.search(pos, &Limits::time(left), cancel);
    let report = result.report(pos);
    eval.best = report.best_move;
    eval.line = report.pv.into_iter().take(LINE_PLIES).collect();
    eval.depth = report.depth;
    if eval.exact.is_none() {
        eval.score = Some(report.score);
        eval.expected = calibration(G::ID).expected(report.score);
    }
    eval
}

/// The exact value of `pos` for its side to move, with the best move by it (a win's
/// quickest, a loss's longest resistance) where it is found by `deadline`; `None` when the
/// game does not know the value in time.
pub fn exact_best<G: Evaluate>(
    pos: &G,
    deadline: Instant,
    cancel: &CancelToken,
) -> Option<(Exact, Option<String>)> {
    if pos.outcome().is_over() {
        return None;
    }
    let proven = pos.proven(Some(deadline), cancel)?;
    let exact = Exact {
        verdict: proven.verdict,
        plies: proven.plies,
    };
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let best = proven
        .best
        .or_else(|| best_by_children(pos, &moves, deadline, cancel));
    Some((exact, best.map(|m| pos.format_move(&m))))
}

/// The exact value for `mover` of the position after `mv`.
fn child_value<G: Evaluate>(
    pos: &G,
    mv: &G::Move,
    mover: Side,
    deadline: Instant,
    cancel: &CancelToken,
) -> Option<Exact> {
    let mut child = pos.clone();
    child.play(mv);
    if let Some(verdict) = verdict_of(child.outcome(), mover) {
        return Some(Exact {
            verdict,
            plies: Some(1),
        });
    }
    let p: Proven<G::Move> = child.proven(Some(deadline), cancel)?;
    let verdict = if child.side_to_move() == mover {
        p.verdict
    } else {
        p.verdict.flipped()
    };
    Some(Exact {
        verdict,
        plies: p.plies.map(|n| n + 1),
    })
}

/// Orders exact values from the mover's side: a quicker win, a draw, a longer loss.
pub fn exact_rank(e: Exact) -> (u8, i64) {
    let plies = i64::from(e.plies.unwrap_or(u32::MAX / 2));
    match e.verdict {
        Verdict::Win => (2, -plies),
        Verdict::Draw => (1, 0),
        Verdict::Loss => (0, plies),
    }
}

/// The best move by the exact values of every move's position, or `None` if one of them
/// is not known.
fn best_by_children<G: Evaluate>(
    pos: &G,
    moves: &[G::Move],
    deadline: Instant,
    cancel: &CancelToken,
) -> Option<G::Move> {
    let mover = pos.side_to_move();
    let mut best: Option<(G::Move, (u8, i64))> = None;
    for mv in moves {
        let rank = exact_rank(child_value(pos, mv, mover, deadline, cancel)?);
        if best.as_ref().is_none_or(|(_, r)| rank > *r) {
            best = Some((mv.clone(), rank));
        }
    }
    best.map(|(mv, _)| mv)
}

/// `first` and the proven best moves after it, as far as they are known in time.
fn proven_line<G: Evaluate>(
    pos: &G,
    first: G::Move,
    deadline: Instant,
    cancel: &CancelToken,
) -> Vec<String> {
    let mut line = vec![pos.format_move(&first)];
    let mut at = pos.clone();
    at.play(&first);
    let mut moves = Vec::new();
    while line.len() < LINE_PLIES && !at.outcome().is_over() && Instant::now() < deadline {
        let Some(p) = at.proven(Some(deadline), cancel) else {
            break;
        };
        moves.clear();
        at.legal_moves(&mut moves);
        let Some(mv) = p
            .best
            .or_else(|| best_by_children(&at, &moves, deadline, cancel))
        else {
            break;
        };
        line.push(at.format_move(&mv));
        at.play(&mv);
    }
    line
}
