//! The switches of the search's heuristics, which a game may adjust per level
//! ([`crate::engine::evaluate::Evaluate::adjust_search`]).

use serde::Serialize;

use crate::engine::score::Score;

/// Switches for the search's heuristics; all on by default. Tests turn them off to compare
/// with plain minimax.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SearchOptions {
    pub aspiration: bool,
    pub late_move_reductions: bool,
    /// Used only where the game supports it ([`crate::engine::evaluate::Evaluate::make_null_move`]).
    pub null_move: bool,
    /// Cut off on table entries (the table still orders moves when off).
    pub table_cutoffs: bool,
    /// Near-horizon pruning on the static evaluation (reverse futility, futility, late
    /// quiet moves) and the one-ply reduction of nodes without a table move.
    pub futility: bool,
    /// How far the search may read a game's oracle ([`crate::engine::evaluate::Evaluate::oracle`]):
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
