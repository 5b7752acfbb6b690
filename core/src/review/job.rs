//! A review as a job in steps: one position analysed per step, so a front end can run it
//! off its main thread, show "Analysing move k of n", show the marks as they come and
//! cancel it between (or inside) steps.

use std::time::Duration;

use serde::Serialize;

use super::judge::{judge, side_accuracy, Judgement, Mark};
use crate::any_game::AnyGame;
use crate::engine::calibration::{calibration, Calibration};
use crate::engine::position::PositionEval;
use crate::engine::{CancelToken, Verdict};
use crate::error::RulesError;
use crate::game::{Role, Side};
use crate::games;
use crate::session::Match;

/// The review's thinking time per position, in seconds, when none is given: a 100-ply
/// game is reviewed in about 100 × this (MEASUREMENTS.md).
pub const DEFAULT_SECONDS_PER_PLY: f64 = 0.15;
/// The longest game a review takes, in plies.
pub const MAX_REVIEW_PLIES: usize = 1000;

/// One move of the game, judged.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlyReview {
    /// 1 for the first move of the game.
    pub ply: usize,
    pub side: Side,
    pub role: Role,
    #[serde(rename = "move")]
    pub notation: String,
    /// The best move in the position before, and the line that follows it.
    pub best: Option<String>,
    pub line: Vec<String>,
    #[serde(flatten)]
    pub judgement: Judgement,
}

/// A whole review: the judged moves (so far) and each side's accuracy.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameReview {
    pub game: String,
    pub plies: Vec<PlyReview>,
    /// Accuracy 0..100 of side one and side two, `None` for a side without a judged move.
    pub accuracy: [Option<f64>; 2],
    /// Side one's expected score at each analysed position (the start first): the points
    /// of the evaluation graph.
    pub graph: Vec<f64>,
    /// Plies analysed, of all plies.
    pub done: usize,
    pub total: usize,
}

impl GameReview {
    /// How many moves of `side` got `mark`.
    pub fn count(&self, side: Side, mark: Mark) -> usize {
        self.plies
            .iter()
            .filter(|p| p.side == side && p.judgement.mark == mark)
            .count()
    }
}

/// One position to analyse: a copy, so it can run on any thread.
#[derive(Debug)]
pub struct PositionTask {
    /// The index of the position: 0 the start, k after the k-th move.
    pub index: usize,
    pub position: Box<dyn AnyGame>,
    pub budget: Duration,
}

impl PositionTask {
    /// Runs the analysis (blocking); `None` when it was cancelled (its result would be
    /// incomplete).
    pub fn run(&self, cancel: &CancelToken) -> Option<PositionEval> {
        let eval = self.position.review_position(self.budget, cancel);
        (!cancel.is_cancelled()).then_some(eval)
    }
}

/// A review in progress.
#[derive(Debug)]
pub struct ReviewJob {
    game: &'static str,
    calibration: Calibration,
    budget: Duration,
    /// The position before each move, and the final one.
    positions: Vec<Box<dyn AnyGame>>,
    moves: Vec<String>,
    evals: Vec<PositionEval>,
}

impl ReviewJob {
    /// A review of the moves (in notation) played from `start`, with `seconds_per_ply` of
    /// analysis per position. Every move is checked: an illegal one is an error naming it.
    pub fn new(
        start: Box<dyn AnyGame>,
        moves: &[String],
        seconds_per_ply: f64,
    ) -> Result<ReviewJob, RulesError> {
        let budget = crate::engine::check_search_seconds(seconds_per_ply).map_err(|e| {
            RulesError::bad_option_value(
                "time",
                &seconds_per_ply.to_string(),
                &format!("seconds above 0 and at most {}", e.max),
            )
        })?;
        if moves.len() > MAX_REVIEW_PLIES {
            return Err(RulesError::bad_option_value(
                "moves",
                &moves.len().to_string(),
                &format!("at most {MAX_REVIEW_PLIES} moves"),
            ));
        }
        let game = games::find(start.id())?.id;
        let mut positions = Vec::with_capacity(moves.len() + 1);
        let mut normalized = Vec::with_capacity(moves.len());
        let mut at = start;
        for text in moves {
            let next_pos = {
                let mut next = at.clone_box();
                normalized.push(next.play_notation(text)?);
                next
            };
            positions.push(std::mem::replace(&mut at, next_pos));
        }
        positions.push(at);
        Ok(ReviewJob {
            game,
            calibration: calibration(game),
            budget,
            positions,
            moves: normalized,
            evals: Vec::new(),
        })
    }

    /// A review of a match's moves from its start.
    pub fn of_match(m: &Match, seconds_per_ply: f64) -> Result<ReviewJob, RulesError> {
        let setup = m.setup();
        let entry = games::find(&setup.game)?;
        let start = match &setup.position {
            Some(text) => (entry.from_setup)(setup.preset.as_deref(), &setup.options, text)?,
            None => (entry.start)(setup.preset.as_deref(), &setup.options)?,
        };
        ReviewJob::new(start, &m.move_list(), seconds_per_ply)
    }

    /// The plies of the game.
    pub fn total(&self) -> usize {
        self.moves.len()
    }

    /// The plies judged so far.
    pub fn done(&self) -> usize {
        self.evals.len().saturating_sub(1)
    }

    pub fn is_finished(&self) -> bool {
        self.evals.len() == self.positions.len()
    }

    /// The position before the move of ply index `k` (0-based), or the final one.
    pub fn position(&self, k: usize) -> Option<&dyn AnyGame> {
        self.positions.get(k).map(|p| p.as_ref())
    }

    pub fn calibration(&self) -> &Calibration {
        &self.calibration
    }

    /// The next position to analyse, or `None` when the review is finished.
    pub fn next_task(&self) -> Option<PositionTask> {
        let index = self.evals.len();
        self.positions.get(index).map(|p| PositionTask {
            index,
            position: p.clone_box(),
            budget: self.budget,
        })
    }

    /// Takes a finished task's result. Returns false (and keeps nothing) when it is not
    /// the next one expected: a stale answer.
    pub fn accept(&mut self, index: usize, eval: PositionEval) -> bool {
        if index != self.evals.len() || index >= self.positions.len() {
            return false;
        }
        self.evals.push(eval);
        true
    }

    /// Analyses the next position here (blocking). Returns false when the review was
    /// already finished or the step was cancelled.
    pub fn step(&mut self, cancel: &CancelToken) -> bool {
        let Some(task) = self.next_task() else {
            return false;
        };
        match task.run(cancel) {
            Some(eval) => self.accept(task.index, eval),
            None => false,
        }
    }

    /// Runs every remaining step (blocking), calling `progress(done, total)` after each.
    pub fn run(&mut self, cancel: &CancelToken, mut progress: impl FnMut(usize, usize)) {
        while self.step(cancel) {
            progress(self.done(), self.total());
        }
    }

    /// The ply of index `k` (0-based) judged, once both its positions are analysed.
    pub fn ply(&self, k: usize) -> Option<PlyReview> {
        let before = self.evals.get(k)?;
        let after = self.evals.get(k + 1)?;
        let side = before.side;
        let notation = self.moves[k].clone();
        Some(PlyReview {
            ply: k + 1,
            side,
            role: self.positions[k].role(side),
            judgement: judge(&self.calibration, side, before, after, &notation),
            notation,
            best: before.best.clone(),
            line: before.line.clone(),
        })
    }

    /// The review as far as it has come.
    pub fn review(&self) -> GameReview {
        let plies: Vec<PlyReview> = (0..self.done()).filter_map(|k| self.ply(k)).collect();
        let accuracy = Side::BOTH.map(|side| {
            side_accuracy(
                plies
                    .iter()
                    .filter(|p| p.side == side && p.judgement.mark != Mark::Forced)
                    .map(|p| p.judgement.loss),
            )
        });
        let graph = self
            .evals
            .iter()
            .map(|e| {
                if e.side == Side::One {
                    e.expected
                } else {
                    1.0 - e.expected
                }
            })
            .collect();
        GameReview {
            game: self.game.to_owned(),
            plies,
            accuracy,
            graph,
            done: self.done(),
            total: self.total(),
        }
    }

    /// The analysed value of position `k` (0: the start).
    pub fn eval(&self, k: usize) -> Option<&PositionEval> {
        self.evals.get(k)
    }
}

/// The exact verdict for the mover in words for `--json`: `win`, `draw`, `loss`.
pub fn verdict_id(v: Verdict) -> &'static str {
    match v {
        Verdict::Win => "win",
        Verdict::Draw => "draw",
        Verdict::Loss => "loss",
    }
}
