//! A review as a job in steps: one position analysed per step, so a front end can run it
//! off its main thread, show "Analysing move k of n", show the marks as they come and
//! cancel it between (or inside) steps.

use std::time::Duration;

use serde::Serialize;

use super::judge::{floor_by_material, judge, marked_accuracy, Judgement, Mark};
use crate::any_game::AnyGame;
use crate::engine::calibration::Calibration;
use crate::engine::position::{PositionEval, Prior};
use crate::engine::{CancelToken, Verdict};
use crate::error::RulesError;
use crate::explain::{explain, material_swing, Explanation};
use crate::game::{Role, Side};
use crate::games;
use crate::session::Match;

/// The review's nominal budget per position, in seconds, when none is given: work, not
/// time (a fixed node count, [`crate::engine::position::review_nodes`]), so the marks are
/// the same on every run; a 100-ply game takes about 100 × this (MEASUREMENTS.md).
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
    /// For an inaccuracy, mistake or blunder: the opponent's best answer and what follows
    /// (empty otherwise).
    pub refutation: Vec<String>,
    /// What the refutation achieves, for the why text.
    #[serde(skip)]
    pub explanation: Option<Explanation>,
    /// What the best move achieves instead (errors only).
    #[serde(skip)]
    pub better: Option<Explanation>,
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
    /// What the position before proved, where it proved a win (see [`Prior`]).
    pub prior: Option<Prior>,
}

impl Clone for PositionTask {
    fn clone(&self) -> Self {
        PositionTask {
            index: self.index,
            position: self.position.clone_box(),
            budget: self.budget,
            prior: self.prior.clone(),
        }
    }
}

impl PositionTask {
    /// Runs the analysis (blocking); `None` when it was cancelled (its result would be
    /// incomplete).
    pub fn run(&self, cancel: &CancelToken) -> Option<PositionEval> {
        let eval = self
            .position
            .review_position(self.budget, self.prior.as_ref(), cancel);
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
    /// The moves judged so far, each once both its values are in: judging explains the
    /// lines, which costs more than a view may spend on every event.
    judged: Vec<PlyReview>,
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
        let game = start.id();
        let calibration = start.calibration();
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
            calibration,
            budget,
            positions,
            moves: normalized,
            evals: Vec::new(),
            judged: Vec::new(),
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
        let prior = index
            .checked_sub(1)
            .and_then(|k| Prior::of(self.evals.get(k)?, self.moves.get(k)?));
        self.positions.get(index).map(|p| PositionTask {
            index,
            position: p.clone_box(),
            budget: self.budget,
            prior,
        })
    }

    /// Takes a finished task's result. Returns false (and keeps nothing) when it is not
    /// the next one expected: a stale answer.
    pub fn accept(&mut self, index: usize, eval: PositionEval) -> bool {
        if index != self.evals.len() || index >= self.positions.len() {
            return false;
        }
        self.evals.push(eval);
        if let Some(ply) = index.checked_sub(1).and_then(|k| self.ply(k)) {
            self.judged.push(ply);
        }
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
        let mut judgement = judge(&self.calibration, side, before, after, &notation);
        floor_by_material(&mut judgement, self.given_away(k, before, after));
        let error = judgement.mark.is_error();
        let (explanation, better) = if error {
            (
                Some(self.refutation(k, after)),
                Some(self.explain_line(k, &before.line, before)),
            )
        } else {
            (None, None)
        };
        Some(PlyReview {
            ply: k + 1,
            side,
            role: self.positions[k].role(side),
            judgement,
            refutation: explanation
                .as_ref()
                .map(|e| e.line.clone())
                .unwrap_or_default(),
            explanation,
            better,
            notation,
            best: before.best.clone(),
            line: before.line.clone(),
        })
    }

    /// The pieces the move of ply index `k` gives away for nothing: what the mover keeps
    /// with the best line, less what it keeps after the move and the opponent's best
    /// answer, each measured where no capture is pending. Shells are not counted (a
    /// sowing's shells move back and forth: the curve judges them).
    fn given_away(&self, k: usize, before: &PositionEval, after: &PositionEval) -> i64 {
        let pos = self.positions[k].as_ref();
        if pos
            .counters()
            .iter()
            .any(|(key, _)| key.starts_with("store-"))
        {
            return 0;
        }
        let mover = before.side;
        let mut played = vec![self.moves[k].clone()];
        played.extend(after.line.iter().cloned());
        let kept_best = material_swing(pos, &before.line, mover);
        let kept_played = material_swing(pos, &played, mover);
        kept_best - kept_played
    }

    /// The refutation of the move of ply index `k`: the line from the position after it.
    fn refutation(&self, k: usize, after: &PositionEval) -> Explanation {
        self.explain_line(k + 1, &after.line, after)
    }

    /// `line` from position `k` explained for its side to move, with its proven result.
    fn explain_line(&self, k: usize, line: &[String], eval: &PositionEval) -> Explanation {
        let proven = eval.exact.map(|e| (e.verdict, e.plies));
        explain(self.positions[k].as_ref(), line, proven)
    }

    /// The review as far as it has come.
    pub fn review(&self) -> GameReview {
        let plies = self.judged.clone();
        let accuracy = Side::BOTH.map(|side| {
            marked_accuracy(
                plies
                    .iter()
                    .filter(|p| p.side == side && p.judgement.mark != Mark::Forced)
                    .map(|p| (p.judgement.loss, p.judgement.mark)),
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

    pub fn game(&self) -> &'static str {
        self.game
    }

    /// The nominal budget of each position.
    pub fn budget(&self) -> Duration {
        self.budget
    }

    /// The moves, in the notation the game writes them.
    pub fn moves(&self) -> &[String] {
        &self.moves
    }

    /// The values analysed so far, the start first.
    pub fn evals(&self) -> &[PositionEval] {
        &self.evals
    }

    /// Every value at once, checked by the caller ([`ReviewJob::restore`]).
    pub(super) fn set_evals(&mut self, evals: Vec<PositionEval>) {
        self.evals = evals;
        self.judged = (0..self.done()).filter_map(|k| self.ply(k)).collect();
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
