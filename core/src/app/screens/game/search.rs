//! The computer's turn and hints, as search jobs the shell runs off the main thread. One
//! job at most is pending; an answer to any other is stale and dropped.

use crate::app::contract::Effect;
use crate::app::model::{JobKind, Model, Pending, SearchTask};
use crate::app::ports::Ports;
use crate::session::SearchJob;

/// Hints think for less than the computer's move.
const HINT_TIME: f64 = 0.3;

/// The search an `Effect::StartSearch` named, while it is still wanted.
pub(in crate::app) fn task(model: &Model, job: u64) -> Option<SearchTask> {
    let pending = model.game.as_ref()?.pending.as_ref()?;
    (pending.id == job).then(|| pending.task.clone())
}

/// Makes `job` the pending search under a new id, and asks the shell to run it.
fn start(model: &mut Model, kind: JobKind, job: SearchJob, time_scale: f64, fx: &mut Vec<Effect>) {
    let id = model.ids.job();
    let Some(g) = &mut model.game else { return };
    g.pending = Some(Pending {
        id,
        kind,
        task: SearchTask {
            job,
            time_scale,
            hint_lost: (kind == JobKind::Hint).then(Default::default),
        },
    });
    fx.push(Effect::StartSearch { job: id });
}

/// Starts the computer's search when it is its turn and nothing else is pending.
pub(in crate::app) fn start_computer_if_due(
    model: &mut Model,
    ports: &Ports,
    fx: &mut Vec<Effect>,
) {
    let Some(g) = &model.game else { return };
    if g.paused || g.pending.is_some() || !g.session.is_computer_turn() {
        return;
    }
    let Ok(job) = g.session.computer_job() else {
        return;
    };
    start(model, JobKind::Computer, job, ports.time_scale, fx);
}

/// Starts a hint search for the player to move (unless a search is pending).
pub(in crate::app) fn start_hint(model: &mut Model, ports: &Ports, fx: &mut Vec<Effect>) {
    let Some(g) = &mut model.game else { return };
    if g.pending.is_some() {
        return;
    }
    match g.session.hint_job() {
        Ok(job) => start(model, JobKind::Hint, job, HINT_TIME * ports.time_scale, fx),
        Err(e) => g.message = Some(model.tr.session_error(&e)),
    }
}

/// Cancels the pending search, if any.
pub(in crate::app) fn cancel(model: &mut Model, fx: &mut Vec<Effect>) {
    if let Some(p) = model.game.as_mut().and_then(|g| g.pending.take()) {
        fx.push(Effect::CancelSearch { job: p.id });
    }
}

/// The pending job an answer belongs to, taken; `None` for a stale answer (a job
/// cancelled by an undo, a new game, leaving).
pub(in crate::app) fn take_answered(model: &mut Model, job: u64) -> Option<Pending> {
    let pending = model.game.as_mut()?.pending.take_if(|p| p.id == job);
    if pending.is_none() {
        log::debug!("app: dropped the stale answer of job {job}");
    }
    pending
}
