//! Game review: every move of a match judged by the mover's loss in expected score, with
//! exact values wherever the game knows them (Hare and Hounds always; Sungka where the
//! ending solver proves it within the budget; Dama with at most four pieces), each side's
//! accuracy, and "learn from your mistakes".
//!
//! - the value of one position (exact or estimated) and, per game, the score → expected
//!   score curve and the thresholds: [`crate::engine::position`] and
//!   [`crate::engine::calibration`], below `AnyGame`, which offers the value for any game;
//! - [`judge`]: the mark of a move and the accuracy;
//! - [`job`]: the review as cancellable steps ([`ReviewJob`]);
//! - [`learn`]: the exercises and the judging of a retry;
//! - [`fit`]: fitting the curve on self-play.

pub mod fit;
pub mod job;
pub mod judge;
pub mod learn;

#[cfg(test)]
mod sound_tests;
#[cfg(test)]
mod tests;

pub use crate::engine::calibration::Calibration;
pub use crate::engine::position::{Exact, PositionEval, Source};
pub use job::{
    verdict_id, GameReview, PlyReview, PositionTask, ReviewJob, DEFAULT_SECONDS_PER_PLY,
};
pub use judge::{Judgement, Mark, Reason};
pub use learn::{exercises, judge_retry, judge_retry_eval, Exercise, Retry};
