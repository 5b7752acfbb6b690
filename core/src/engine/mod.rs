//! The computer players: one generic search over [`Game`], and what each game adds to it.

use crate::game::Game;

/// Scores are from the point of view of the side to move. A won game is worth
/// [`WIN`] minus the plies to the win, so shorter wins score higher.
pub type Score = i32;
pub const WIN: Score = 1_000_000;
/// Scores beyond this are wins or losses found by search or by an oracle.
pub const WIN_THRESHOLD: Score = WIN - 10_000;

/// What a game contributes to the search: its evaluation and its move-ordering hints.
pub trait Evaluate: Game {
    /// Static score of an ongoing position for the side to move. About 100 per piece of
    /// material (a goose, a man, a shell ×10), so evaluations of different games share a scale.
    fn evaluate(&self) -> Score;

    /// Moves that change material (captures), searched on in quiescence while they are
    /// pending and ordered first.
    fn is_noisy(&self, mv: &Self::Move) -> bool;

    /// Extra ordering score: higher is searched earlier among moves the table and the
    /// killers do not already order.
    fn order_hint(&self, _mv: &Self::Move) -> i32 {
        0
    }

    /// An exact score from a solved game (an endgame table), if the game has one:
    /// `WIN - n` when the side to move wins in `n` plies, `-(WIN - n)` when it loses, 0 for a draw.
    fn oracle(&self) -> Option<Score> {
        None
    }
}
