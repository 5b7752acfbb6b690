//! The computer player's side of the game: the exact solution as oracle, and the optimal
//! moves it implies.

use super::rules::Move;
use super::solver::{table, Value};
use super::HareHounds;
use crate::engine::{Evaluate, Score, WIN};

impl HareHounds {
    /// The solved value of this position for the side to move.
    pub fn value(&self) -> Value {
        table(self.config.stall_limit)
            .value(&self.state)
            .expect("a validated position is in the table")
    }

    /// Every legal move that keeps the solved value: for the winner the fastest wins, for
    /// the loser the longest resistance, otherwise the moves that keep the draw. In move
    /// generation order, so the first is a deterministic choice. None once the game is over.
    pub fn best_moves(&self) -> Vec<Move> {
        let limit = self.config.stall_limit;
        let t = table(limit);
        let want = match self.value() {
            // The opponent must then lose in one ply fewer, or win in one ply fewer.
            Value::Win(n) => Value::Loss(n.saturating_sub(1)),
            Value::Loss(n) => Value::Win(n.saturating_sub(1)),
            Value::Draw => Value::Draw,
        };
        self.state
            .moves(limit)
            .into_iter()
            .filter(|mv| t.value(&self.state.after(*mv)) == Some(want))
            .collect()
    }
}

/// The score of a solved value, as [`Evaluate::oracle`] defines it.
pub fn score(value: Value) -> Score {
    match value {
        Value::Win(n) => WIN - Score::from(n),
        Value::Loss(n) => -(WIN - Score::from(n)),
        Value::Draw => 0,
    }
}

impl Evaluate for HareHounds {
    /// The exact score: the game is solved, so no heuristic can do better.
    fn evaluate(&self) -> Score {
        score(self.value())
    }

    fn is_noisy(&self, _mv: &Move) -> bool {
        false
    }

    /// Optimal moves first; of the rest, those that leave the opponent worst off.
    fn order_hint(&self, mv: &Move) -> i32 {
        let next = self.state.after(*mv);
        match table(self.config.stall_limit).value(&next) {
            Some(Value::Loss(n)) => 10_000 - i32::from(n),
            Some(Value::Win(n)) => -10_000 + i32::from(n),
            _ => 0,
        }
    }

    fn oracle(&self) -> Option<Score> {
        table(self.config.stall_limit).value(&self.state).map(score)
    }
}
