//! The value of one position: exact where the game knows it, else the engine's estimate at
//! a budget, as an expected score. Game review judges every move by it; it stands below
//! `AnyGame`, which offers it for a position of any game.
//!
//! Deterministic: the budget is work, not time. A review's nominal seconds per position are
//! turned into a node count at [`REVIEW_NODES_PER_SECOND`]; the exact solvers and the search
//! stop at node counts, the search starts with a fresh table, and a game's solver state is
//! reset first ([`Evaluate::review_reset`]). So the same position gets the same value on
//! any machine, under any load, in the terminal and on the phones; only cancelling stops
//! early (and a cancelled value is thrown away).

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::engine::evaluate::{Evaluate, Proven};
use crate::engine::limits::{CancelToken, Limits};
use crate::engine::score::{proven_distance, Score, Verdict};
use crate::engine::search::Searcher;
use crate::game::{Outcome, Side};

/// The search table of a review: a review searches one position for a fraction of a
/// second, so a smaller table than a move's leaves room for the game's tables within the
/// review's memory budget.
pub const REVIEW_TABLE_BYTES: usize = 16 << 20;
/// The share of a position's budget the exact solver may use before the search.
const PROVE_SHARE: f64 = 0.5;
/// Nodes per nominal second of review budget: the work this machine did in a second of a
/// review when it was measured (MEASUREMENTS.md), so the default budget keeps its time.
pub const REVIEW_NODES_PER_SECOND: f64 = 1_000_000.0;
/// The fewest nodes a position gets, however small the budget: a few plies of search.
pub const MIN_REVIEW_NODES: u64 = 2_000;
/// A forced win kept by a move that is not the search's best is confirmed by searching the
/// position after it this many times deeper, at most twice (see [`Prior`]).
const CONFIRM_FACTOR: u64 = 4;
const CONFIRM_ROUNDS: u32 = 2;

/// The nodes of a nominal budget.
pub fn review_nodes(budget: Duration) -> u64 {
    ((budget.as_secs_f64() * REVIEW_NODES_PER_SECOND) as u64).max(MIN_REVIEW_NODES)
}

/// What the position before a move proved, handed to the analysis of the position after it
/// so a kept forced win is recognised beyond the second search's horizon: the search of
/// the position after a move may not re-find a win the position before proved.
#[derive(Clone, Debug, PartialEq)]
pub struct Prior {
    /// The side that moved, and its proven value before the move.
    pub mover: Side,
    pub exact: Exact,
    /// The move played was the proving line's first move: the line proves the position
    /// after it, `line` being the rest of that line.
    pub played_best: bool,
    pub line: Vec<String>,
}

impl Prior {
    /// The prior of the move `played` from a position's value, where it proved a win.
    pub fn of(before: &PositionEval, played: &str) -> Option<Prior> {
        let exact = before.exact.filter(|e| e.verdict == Verdict::Win)?;
        Some(Prior {
            mover: before.side,
            exact,
            played_best: before.best.as_deref() == Some(played),
            line: before.line.iter().skip(1).cloned().collect(),
        })
    }
}
/// The longest best line given.
pub const LINE_PLIES: usize = 6;

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Exact {
    pub verdict: Verdict,
    /// Plies to the end with best play, where known.
    pub plies: Option<u32>,
}

/// A position's value for its side to move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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

/// Evaluates `pos` with the work of a nominal `budget` (see [`review_nodes`]; or until
/// `cancel` is set), knowing what the position before proved (`prior`), if anything.
pub fn evaluate<G: Evaluate>(
    pos: &G,
    budget: Duration,
    prior: Option<&Prior>,
    cancel: &CancelToken,
) -> PositionEval {
    G::review_reset();
    let nodes = review_nodes(budget);
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
    let prove = ((nodes as f64 * PROVE_SHARE) as u64).max(1);
    if let Some(proven) = pos.proven(Some(prove), cancel) {
        eval.source = Source::Proven;
        eval.exact = Some(Exact {
            verdict: proven.verdict,
            plies: proven.plies,
        });
        eval.expected = proven.verdict.expected();
        let best = proven
            .best
            .or_else(|| best_by_children(pos, &moves, prove, cancel));
        if let Some(best) = best {
            eval.line = proven_line(pos, best, prove, cancel);
            eval.best = eval.line.first().cloned();
            return eval;
        }
    }
    // Not proven, or proven without a move: the engine's search.
    search_into(pos, nodes, cancel, &mut eval);
    if let Some(prior) = prior {
        confirm_prior(pos, prior, nodes, cancel, &mut eval);
    }
    eval
}

/// A fresh search of `nodes` into `eval`: a forced result it finds is exact.
fn search_into<G: Evaluate>(pos: &G, nodes: u64, cancel: &CancelToken, eval: &mut PositionEval) {
    let mut searcher = Searcher::<G>::new(REVIEW_TABLE_BYTES);
    let result = searcher.search(pos, &Limits::nodes(nodes), cancel);
    let report = result.report(pos);
    eval.best = report.best_move;
    eval.line = report.pv.into_iter().take(LINE_PLIES).collect();
    eval.depth = report.depth;
    if eval.source == Source::Proven {
        return;
    }
    eval.score = Some(report.score);
    eval.expected = G::CALIBRATION.expected(report.score);
    // A win the search proves is exact, counted to the end where the proof counts it.
    eval.exact = proven_distance(report.score).map(|n| Exact {
        verdict: if n > 0 { Verdict::Win } else { Verdict::Loss },
        plies: report.win_in.map(i32::unsigned_abs),
    });
    if let Some(e) = eval.exact {
        eval.expected = e.verdict.expected();
    }
}

/// Where the position before proved a win for the mover and this one is not proven: the
/// proving line's own continuation proves it when the move was the line's, and otherwise
/// deeper searches try to (deterministically: fixed factors of the node budget).
fn confirm_prior<G: Evaluate>(
    pos: &G,
    prior: &Prior,
    nodes: u64,
    cancel: &CancelToken,
    eval: &mut PositionEval,
) {
    if eval.exact.is_some() || prior.exact.verdict != Verdict::Win {
        return;
    }
    if prior.played_best {
        let verdict = if eval.side == prior.mover {
            Verdict::Win
        } else {
            Verdict::Loss
        };
        eval.exact = Some(Exact {
            verdict,
            plies: prior.exact.plies.map(|n| n.saturating_sub(1)),
        });
        eval.expected = verdict.expected();
        if !prior.line.is_empty() {
            eval.best = prior.line.first().cloned();
            eval.line = prior.line.clone();
        }
        return;
    }
    let mut work = nodes;
    for _ in 0..CONFIRM_ROUNDS {
        work = work.saturating_mul(CONFIRM_FACTOR);
        search_into(pos, work, cancel, eval);
        if eval.exact.is_some() || cancel.is_cancelled() {
            return;
        }
    }
}

/// The exact value of `pos` for its side to move, with the best move by it (a win's
/// quickest, a loss's longest resistance) where it is found within `work` nodes; `None`
/// when the game does not know the value within it.
pub fn exact_best<G: Evaluate>(
    pos: &G,
    work: u64,
    cancel: &CancelToken,
) -> Option<(Exact, Option<String>)> {
    if pos.outcome().is_over() {
        return None;
    }
    let proven = pos.proven(Some(work), cancel)?;
    let exact = Exact {
        verdict: proven.verdict,
        plies: proven.plies,
    };
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let best = proven
        .best
        .or_else(|| best_by_children(pos, &moves, work, cancel));
    Some((exact, best.map(|m| pos.format_move(&m))))
}

/// The exact value for `mover` of the position after `mv`.
fn child_value<G: Evaluate>(
    pos: &G,
    mv: &G::Move,
    mover: Side,
    work: u64,
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
    let p: Proven<G::Move> = child.proven(Some(work), cancel)?;
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
    work: u64,
    cancel: &CancelToken,
) -> Option<G::Move> {
    let mover = pos.side_to_move();
    let mut best: Option<(G::Move, (u8, i64))> = None;
    for mv in moves {
        let rank = exact_rank(child_value(pos, mv, mover, work, cancel)?);
        if best.as_ref().is_none_or(|(_, r)| rank > *r) {
            best = Some((mv.clone(), rank));
        }
    }
    best.map(|(mv, _)| mv)
}

/// `first` and the proven best moves after it, as far as each is proven within `work`.
fn proven_line<G: Evaluate>(
    pos: &G,
    first: G::Move,
    work: u64,
    cancel: &CancelToken,
) -> Vec<String> {
    let mut line = vec![pos.format_move(&first)];
    let mut at = pos.clone();
    at.play(&first);
    let mut moves = Vec::new();
    while line.len() < LINE_PLIES && !at.outcome().is_over() && !cancel.is_cancelled() {
        let Some(p) = at.proven(Some(work), cancel) else {
            break;
        };
        moves.clear();
        at.legal_moves(&mut moves);
        let Some(mv) = p
            .best
            .or_else(|| best_by_children(&at, &moves, work, cancel))
        else {
            break;
        };
        line.push(at.format_move(&mv));
        at.play(&mv);
    }
    line
}
