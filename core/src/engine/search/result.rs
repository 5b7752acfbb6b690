//! What a search returns, and the switches of its heuristics.

use std::time::Duration;

use serde::Serialize;

use crate::engine::{Score, UNCOUNTED, WIN, WIN_THRESHOLD};
use crate::game::Game;

/// Switches for the search's heuristics; all on by default. Tests turn them off to compare
/// with plain minimax.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SearchOptions {
    pub aspiration: bool,
    pub late_move_reductions: bool,
    /// Used only where the game supports it ([`crate::engine::Evaluate::make_null_move`]).
    pub null_move: bool,
    /// Cut off on table entries (the table still orders moves when off).
    pub table_cutoffs: bool,
    /// Near-horizon pruning on the static evaluation (reverse futility, futility, late
    /// quiet moves) and the one-ply reduction of nodes without a table move.
    pub futility: bool,
    /// How far the search may read a game's oracle ([`crate::engine::Evaluate::oracle`]):
    /// wins and losses within this many plies of the position; `u32::MAX` for everything
    /// (draws included), 0 for nothing.
    pub oracle_reach: u32,
    /// A free turn (the same side moves again) costs no depth, within a bound. Off by
    /// default: in Sungka tournaments it gained nothing (78 % against Normal either way)
    /// and it makes the nominal depth incomparable.
    pub free_turn_extension: bool,
    /// How much worse than 0 a draw is for the side the search is for (and better for its
    /// opponent): a player with contempt plays on for a win rather than repeat. 0 by
    /// default: 40 gained nothing for Expert in Fox and Geese tournaments.
    pub contempt: Score,
    /// Start iterations until the time budget is spent, playing a cut iteration's proven
    /// root move; off, no iteration starts once half the budget is spent.
    pub use_whole_budget: bool,
}

impl Default for SearchOptions {
    fn default() -> Self {
        SearchOptions {
            aspiration: true,
            late_move_reductions: true,
            null_move: true,
            table_cutoffs: true,
            futility: true,
            oracle_reach: u32::MAX,
            free_turn_extension: false,
            contempt: 0,
            use_whole_budget: true,
        }
    }
}

impl SearchOptions {
    /// Plain alpha-beta: the root score equals minimax's at the same depth.
    pub fn plain() -> Self {
        SearchOptions {
            aspiration: false,
            late_move_reductions: false,
            null_move: false,
            table_cutoffs: false,
            futility: false,
            oracle_reach: u32::MAX,
            free_turn_extension: false,
            contempt: 0,
            use_whole_budget: true,
        }
    }
}

/// Moves with their scores (`None`: not scored before a limit struck).
pub type ScoredMoves<M> = Vec<(M, Option<Score>)>;

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<M> {
    /// The move to play; `None` only when the position has no legal move (game over).
    pub best_move: Option<M>,
    /// Its score for the side to move (see [`crate::engine::WIN`]).
    pub score: Score,
    /// The deepest iteration completed (0 when even depth 1 did not finish).
    pub depth: u32,
    /// The deepest ply reached, quiescence included.
    pub seldepth: u32,
    pub nodes: u64,
    /// The principal variation, starting with `best_move`.
    pub pv: Vec<M>,
    pub elapsed: Duration,
}

impl<M> SearchResult<M> {
    /// Plies to the end when the score is a forced win (positive) or loss (negative).
    pub fn win_in(&self) -> Option<i32> {
        score_to_win_in(self.score)
    }

    /// The result in notation, for printing: `pos` is the searched position.
    pub fn report<G: Game<Move = M>>(&self, pos: &G) -> SearchReport {
        let mut line = pos.clone();
        let mut pv = Vec::with_capacity(self.pv.len());
        for mv in &self.pv {
            pv.push(line.format_move(mv));
            line.play(mv);
        }
        let secs = self.elapsed.as_secs_f64();
        SearchReport {
            best_move: self.best_move.as_ref().map(|m| pos.format_move(m)),
            score: self.score,
            win_in: self.win_in(),
            depth: self.depth,
            seldepth: self.seldepth,
            nodes: self.nodes,
            nodes_per_second: if secs > 0.0 {
                self.nodes as f64 / secs
            } else {
                0.0
            },
            elapsed_ms: secs * 1000.0,
            pv,
        }
    }
}

/// A [`SearchResult`] in notation, ready to print or serialize.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SearchReport {
    pub best_move: Option<String>,
    pub score: Score,
    /// Plies to a forced win (positive) or loss (negative), when the score is one.
    pub win_in: Option<i32>,
    pub depth: u32,
    pub seldepth: u32,
    pub nodes: u64,
    pub nodes_per_second: f64,
    pub elapsed_ms: f64,
    pub pv: Vec<String>,
}

/// `Some(n)` for a win in n plies, `Some(-n)` for a loss in n plies, `None` otherwise (an
/// uncounted win or loss among them: see [`crate::engine::UNCOUNTED`]).
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
