//! The match: inputs, render model, undo/redo, hint, records, save/load, and the
//! computer's move as a [`ComputerJob`].

use std::sync::{Arc, Mutex};

use fireside_core::engine::CancelToken;
use fireside_core::session::{self as s, InputOutcome as CoreOutcome};

use crate::error::{guard, lock, FiresideError, Result};
use crate::types::{
    InputOutcome, Key, MatchSetup, Mode, MoveAnimation, Outcome, RenderModel, Role, Side,
};

/// The point index the core takes, or `NoSuchPoint` (the core's points are `u8`).
fn point(p: u32) -> Result<u8> {
    u8::try_from(p).map_err(|_| FiresideError::Input {
        reason: crate::types::InputErrorKind::NoSuchPoint,
    })
}

fn outcome(o: CoreOutcome) -> InputOutcome {
    match o {
        CoreOutcome::Changed => InputOutcome::Changed,
        CoreOutcome::Played(a) => InputOutcome::Played {
            animation: a.into(),
        },
    }
}

/// A match. Every method locks the match for its duration, so a `Match` may be used from
/// any thread; the computer's search runs outside the lock (see [`ComputerJob`]).
#[derive(uniffi::Object)]
pub struct Match {
    inner: Mutex<s::Match>,
    /// Cancels a running hint from another thread; the hint holds the match's lock.
    hint_cancel: CancelToken,
}

impl Match {
    fn wrap(m: s::Match) -> Arc<Match> {
        Arc::new(Match {
            inner: Mutex::new(m),
            hint_cancel: CancelToken::new(),
        })
    }

    fn with<T>(&self, f: impl FnOnce(&mut s::Match) -> Result<T>) -> Result<T> {
        guard(|| f(&mut lock(&self.inner)))
    }
}

#[uniffi::export]
impl Match {
    /// A new match; a typed error for an unknown game, preset, option or bad position.
    #[uniffi::constructor]
    pub fn new(setup: MatchSetup) -> Result<Arc<Match>> {
        guard(|| Ok(Match::wrap(s::Match::new(setup.into())?)))
    }

    /// A match read back from [`Match::save`]'s JSON; `CorruptSave` when it cannot be.
    #[uniffi::constructor]
    pub fn load(json: String) -> Result<Arc<Match>> {
        guard(|| {
            let value: serde_json::Value =
                serde_json::from_str(&json).map_err(|e| FiresideError::CorruptSave {
                    detail: e.to_string(),
                })?;
            Ok(Match::wrap(s::Match::load(&value)?))
        })
    }

    /// A match replayed from a PDN record, played on in `mode`.
    #[uniffi::constructor]
    pub fn import_record(text: String, mode: Mode) -> Result<Arc<Match>> {
        guard(|| Ok(Match::wrap(s::import_record(&text, mode.into())?)))
    }

    /// The match as JSON text (setup and moves) for `Store.save_match`.
    pub fn save(&self) -> Result<String> {
        self.with(|m| Ok(m.save().to_string()))
    }

    /// The match as a PDN record.
    pub fn export_record(&self) -> Result<String> {
        self.with(|m| Ok(s::export_record(m)))
    }

    pub fn setup(&self) -> Result<MatchSetup> {
        self.with(|m| Ok(m.setup().into()))
    }

    /// Everything to draw.
    pub fn render(&self) -> Result<RenderModel> {
        self.with(|m| Ok(m.render().into()))
    }

    /// A tap on a point (an index into `RenderModel.points`).
    pub fn tap(&self, point: u32) -> Result<InputOutcome> {
        self.with(|m| Ok(outcome(m.tap(self::point(point)?)?)))
    }

    /// A drag from one point to another.
    pub fn drag(&self, from: u32, to: u32) -> Result<InputOutcome> {
        self.with(|m| Ok(outcome(m.drag(point(from)?, point(to)?)?)))
    }

    pub fn key(&self, key: Key) -> Result<InputOutcome> {
        self.with(|m| Ok(outcome(m.key(key.into())?)))
    }

    /// Stops a pending chain where it stands if it may end there, else drops the selection.
    pub fn stop(&self) -> Result<InputOutcome> {
        self.with(|m| Ok(outcome(m.stop()?)))
    }

    /// Drops a pending selection or partial capture without playing.
    pub fn cancel_entry(&self) -> Result<()> {
        self.with(|m| {
            m.cancel_entry();
            Ok(())
        })
    }

    /// Plays a move given in notation (a human's move).
    pub fn play(&self, notation: String) -> Result<MoveAnimation> {
        self.with(|m| Ok(m.play(&notation)?.into()))
    }

    /// Takes back one move, or against the computer back to the human's last turn.
    pub fn undo(&self) -> Result<()> {
        self.with(|m| Ok(m.undo()?))
    }

    pub fn redo(&self) -> Result<()> {
        self.with(|m| Ok(m.redo()?))
    }

    pub fn can_undo(&self) -> Result<bool> {
        self.with(|m| Ok(m.can_undo()))
    }

    pub fn can_redo(&self) -> Result<bool> {
        self.with(|m| Ok(m.can_redo()))
    }

    pub fn outcome(&self) -> Result<Outcome> {
        self.with(|m| Ok(m.outcome().into()))
    }

    pub fn side_to_move(&self) -> Result<Side> {
        self.with(|m| Ok(m.side_to_move().into()))
    }

    pub fn role(&self, side: Side) -> Result<Role> {
        self.with(|m| Ok(m.role(side.into()).into()))
    }

    /// True when the game goes on and the computer is to move: call `computer_job`.
    pub fn is_computer_turn(&self) -> Result<bool> {
        self.with(|m| Ok(m.is_computer_turn()))
    }

    /// The legal moves of the side to move, in notation.
    pub fn legal_moves(&self) -> Result<Vec<String>> {
        self.with(|m| Ok(m.game().legal_moves()))
    }

    pub fn move_list(&self) -> Result<Vec<String>> {
        self.with(|m| Ok(m.move_list()))
    }

    pub fn last_move(&self) -> Result<Option<MoveAnimation>> {
        self.with(|m| Ok(m.last_move().cloned().map(Into::into)))
    }

    /// The best move for the human to move (a short search, blocking: call it off the UI
    /// thread), shown in `Highlights.hint` until the next move. [`Match::cancel_hint`]
    /// stops it early with the best move found so far.
    pub fn hint(&self, time_scale: f64) -> Result<String> {
        fireside_core::engine::check_time_scale(time_scale)
            .map_err(|e| FiresideError::invalid(e.to_string()))?;
        self.hint_cancel.reset();
        let cancel = self.hint_cancel.clone();
        self.with(|m| Ok(m.hint(&cancel, time_scale)?))
    }

    pub fn cancel_hint(&self) {
        self.hint_cancel.cancel();
    }

    /// A job for the computer's move: run it on a background thread, then give its answer
    /// to [`Match::apply_computer_move`]. `NotComputersTurn` when it is a human's turn.
    pub fn computer_job(&self) -> Result<Arc<ComputerJob>> {
        self.with(|m| {
            Ok(Arc::new(ComputerJob {
                job: m.computer_job()?,
                cancel: CancelToken::new(),
                owner: self as *const Match as usize,
            }))
        })
    }

    /// Plays the computer's answer, unless the match moved on since the job was made
    /// (`StaleComputerMove`: drop the answer).
    pub fn apply_computer_move(
        &self,
        job: Arc<ComputerJob>,
        notation: String,
    ) -> Result<MoveAnimation> {
        if job.owner != self as *const Match as usize {
            return Err(FiresideError::invalid("the job belongs to another match"));
        }
        self.with(|m| Ok(m.apply_computer_move(&job.job, &notation)?.into()))
    }
}

/// The computer's move for one position, to run on a background thread.
///
/// `run` blocks for the level's time budget (scaled by `time_scale`) and returns the move
/// in notation; `cancel` from any other thread makes it return at once with the best move
/// found so far. The wrappers (`ComputerJob.await` in Kotlin, `ComputerJob.move()` in
/// Swift) make this a cancellable `suspend`/`async` function. The job holds a copy of the
/// position, so the match stays free while it runs.
#[derive(uniffi::Object)]
pub struct ComputerJob {
    job: s::SearchJob,
    cancel: CancelToken,
    /// The address of the match that made the job, so a job is never applied to another.
    owner: usize,
}

#[uniffi::export]
impl ComputerJob {
    /// Searches (blocking) and returns the move, or `None` when the position has no move.
    /// A cancelled job returns its best move so far, which the caller usually drops.
    pub fn run(&self, time_scale: f64) -> Result<Option<String>> {
        fireside_core::engine::check_time_scale(time_scale)
            .map_err(|e| FiresideError::invalid(e.to_string()))?;
        guard(|| Ok(self.job.run(&self.cancel, time_scale)))
    }

    /// Stops a running `run` (from any thread); a later `run` returns at once too.
    pub fn cancel(&self) {
        self.cancel.cancel();
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancel.is_cancelled()
    }

    /// The ply the job was made at.
    pub fn ply(&self) -> u64 {
        self.job.ply as u64
    }
}
