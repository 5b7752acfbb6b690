//! What a search returns, and the switches of its heuristics.

use std::time::Duration;

use serde::Serialize;

use crate::engine::score::{score_to_win_in, Score};
use crate::game::Game;

/// Moves with their scores (`None`: not scored before a limit struck).
pub type ScoredMoves<M> = Vec<(M, Option<Score>)>;

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<M> {
    /// The move to play; `None` only when the position has no legal move (game over).
    pub best_move: Option<M>,
    /// Its score for the side to move (see [`crate::engine::score::WIN`]).
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
