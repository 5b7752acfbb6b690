//! The state of the review screen: the analysis in progress (one job per position, run by
//! the shell), the board at the ply shown, and "learn from your mistakes".

use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::game::GameState;
use crate::any_game::AnyGame;
use crate::app::contract::{Effect, FeedbackTone};
use crate::engine::position::Prior;
use crate::engine::CancelToken;
use crate::review::{Exercise, PositionEval, ReviewJob};

/// The review shown.
#[derive(Debug)]
pub(in crate::app) struct ReviewState {
    pub job: ReviewJob,
    /// The game's entry of the history, where the finished review is kept (`None` for a
    /// game not in the history).
    pub entry: Option<crate::store::HistoryKey>,
    /// The game replayed between people (one move per step), standing at the ply shown.
    pub board: GameState,
    /// The moves of the game, in notation.
    pub moves: Vec<String>,
    /// The side the player held against the computer; `None` between people (both
    /// sides' mistakes count).
    pub human: Option<crate::game::Side>,
    pub budget: Duration,
    pub pending: Option<ReviewPending>,
    pub paused: bool,
    pub learn: Option<LearnState>,
}

impl ReviewState {
    /// Gives up the analysis the review waits for, if any: the effect that cancels it.
    pub fn cancel_pending(&mut self, fx: &mut Vec<Effect>) {
        if let Some(p) = self.pending.take() {
            fx.push(Effect::CancelReview { job: p.id });
        }
    }
}

/// The one analysis the review waits for.
#[derive(Debug)]
pub(in crate::app) struct ReviewPending {
    pub id: u64,
    pub work: ReviewWork,
    pub task: ReviewTask,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(in crate::app) enum ReviewWork {
    /// The position of this index of the game (0: the start).
    Position(usize),
    /// A move tried in an exercise, in the game's notation.
    Retry(String),
}

/// "Learn from your mistakes" in progress.
#[derive(Debug)]
pub(in crate::app) struct LearnState {
    pub exercises: Vec<Exercise>,
    pub index: usize,
    pub solved: usize,
    /// The position before the exercise's mistake, for the player's tries.
    pub board: GameState,
    pub feedback: Option<String>,
    pub feedback_tone: FeedbackTone,
    pub shown: bool,
    pub solved_this: bool,
}

/// One position to analyse, to run off the main thread: a copy of the position, and the
/// slot its answer goes to (the app takes it on `Event::ReviewAnalysed`).
#[derive(Debug)]
pub struct ReviewTask {
    position: Box<dyn AnyGame>,
    budget: Duration,
    prior: Option<Prior>,
    slot: Arc<Mutex<Option<PositionEval>>>,
}

impl Clone for ReviewTask {
    fn clone(&self) -> Self {
        ReviewTask {
            position: self.position.clone_box(),
            budget: self.budget,
            prior: self.prior.clone(),
            slot: Arc::clone(&self.slot),
        }
    }
}

impl ReviewTask {
    /// `prior`: what the position before proved (see [`Prior`]).
    pub(in crate::app) fn new(
        position: Box<dyn AnyGame>,
        budget: Duration,
        prior: Option<Prior>,
    ) -> ReviewTask {
        ReviewTask {
            position,
            budget,
            prior,
            slot: Arc::new(Mutex::new(None)),
        }
    }

    /// Analyses the position (blocking, within its budget, polling `cancel`); false when
    /// it was cancelled and nothing was kept.
    pub fn run(&self, cancel: &CancelToken) -> bool {
        let eval = self
            .position
            .review_position(self.budget, self.prior.as_ref(), cancel);
        if cancel.is_cancelled() {
            return false;
        }
        // A poisoned slot only means another run panicked; the answer is still whole.
        let mut slot = self.slot.lock().unwrap_or_else(|e| e.into_inner());
        *slot = Some(eval);
        true
    }

    /// The answer, once `run` finished.
    pub(in crate::app) fn take(&self) -> Option<PositionEval> {
        self.slot.lock().unwrap_or_else(|e| e.into_inner()).take()
    }
}
