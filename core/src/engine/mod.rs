//! The computer players: one generic search over [`crate::game::Game`], and what each game adds to it.
//!
//! - [`score`]: scores, wins in plies, verdicts; [`evaluate`]: what each game adds
//!   ([`Evaluate`]); [`options`]: the search's switches;
//! - [`search`]: iterative-deepening negamax alpha-beta ([`Searcher`], [`SearchResult`]);
//! - [`table`]: the fixed-size transposition table;
//! - [`ordering`]: killers, history and the late-move-reduction table;
//! - [`limits`]: time, depth and node limits and the cancel token;
//! - [`level`]: the three levels; [`computer`]: the player that applies them, [`choose_move`];
//! - [`plain`]: the yardstick, a plain alpha-beta engine kept apart from the levels' search;
//! - [`position`]: the value of one position, exact where the game knows it, else the
//!   search's estimate read through the game's [`calibration`] as an expected score (what
//!   game review judges moves by; `AnyGame` hands it to positions of any game);
//! - [`mod@tournament`] (with [`one_move`], a move asked of a new process), [`ratings`]
//!   and [`mod@bench`]: drivers returning plain data for the
//!   command line (matches, the levels' Elo by maximum likelihood, budgets).

pub mod beginner;
pub mod bench;
pub mod calibration;
pub mod computer;
pub mod evaluate;
pub mod level;
pub mod limits;
pub mod one_move;
pub mod options;
pub mod ordering;
pub mod plain;
pub mod position;
pub mod ratings;
pub mod score;
pub mod search;
pub mod strength;
pub mod table;
pub mod tournament;

#[cfg(test)]
mod level_tests;
#[cfg(test)]
mod real_tests;
#[cfg(test)]
mod tests;

pub use bench::{
    bench, bench_plain, bench_suite, peak_memory_bytes, BenchReport, LevelBench, PlainBench,
};
pub use computer::{choose_move, settings_for, ComputerPlayer};
pub use evaluate::{Evaluate, Proven, Solved};
pub use level::{Level, LevelSettings};
pub use limits::{
    check_search_seconds, check_time_scale, BadNumber, CancelToken, Limits, MAX_SEARCH_SECONDS,
    MAX_TIME_SCALE,
};
pub use one_move::pick_move;
pub use options::SearchOptions;
pub use plain::{PlainPlayer, PlainResult};
pub use score::{proven_distance, score_to_win_in, Score, Verdict, UNCOUNTED, WIN, WIN_THRESHOLD};
pub use search::{SearchReport, SearchResult, Searcher, MAX_DEPTH};
pub use table::DEFAULT_TABLE_BYTES;
pub use tournament::{
    tournament, Freshness, MoveAsk, MoveProcess, Picked, Player, PlayerRecord, Record, Schedule,
    TournamentGame, TournamentReport,
};
