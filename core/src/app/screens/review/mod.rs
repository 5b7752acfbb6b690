//! The review screen: a finished game analysed position by position in jobs the shell runs
//! off its main thread (`Effect::StartReview`, answered by `Event::ReviewAnalysed`), the
//! board at any ply, and "learn from your mistakes" (`learn.rs`). Leaving the screen
//! cancels the job running.

pub(in crate::app) mod learn;
pub(in crate::app) mod view;

use std::time::Duration;

use crate::app::contract::{Effect, Event, FeedbackTone};
use crate::app::model::review::{ReviewPending, ReviewState, ReviewTask, ReviewWork};
use crate::app::model::save::load_saved;
use crate::app::model::{GameState, Model, ScreenState};
use crate::app::ports::{Op, Ports};
use crate::engine::check_search_seconds;
use crate::review::{KeptReview, ReviewJob, DEFAULT_SECONDS_PER_PLY};
use crate::session::{MatchSetup, Mode};
use crate::store::{keep_review, HistoryKey, SavedMatch};

/// The shortest analysis of a position, however small the time scale (scenarios run at
/// a twentieth of the time): an exact game is proven in this, and a search reaches a
/// few plies.
const MIN_SECONDS_PER_PLY: f64 = 0.002;

/// The review's budget per position on this device.
fn budget(ports: &Ports) -> Duration {
    let seconds = (DEFAULT_SECONDS_PER_PLY * ports.time_scale).max(MIN_SECONDS_PER_PLY);
    check_search_seconds(seconds).unwrap_or(Duration::from_secs_f64(DEFAULT_SECONDS_PER_PLY))
}

/// Reviews the game that just ended on the game screen (the result panel's button).
pub(in crate::app) fn open_game(model: &mut Model, ports: &Ports, fx: &mut Vec<Effect>) -> bool {
    let Some(g) = &model.game else { return false };
    if !g.is_over() || !model.on_game_screen() {
        return false;
    }
    let (setup, moves, profile) = (g.session.setup().clone(), g.session.move_list(), g.profile);
    // The game just ended is in the history already (its review is kept there).
    let entry = model
        .data
        .history
        .iter()
        .find(|m| m.match_id() == Some(g.id.as_str()))
        .map(SavedMatch::key);
    let game = Opened {
        setup,
        moves,
        profile,
        entry,
    };
    open(model, ports, game, fx)
}

/// Reviews a finished game of the history.
pub(in crate::app) fn open_entry(
    model: &mut Model,
    ports: &Ports,
    entry: u32,
    fx: &mut Vec<Effect>,
) -> bool {
    let Some(saved) = model.data.history.get(entry as usize) else {
        return false;
    };
    match load_saved(saved) {
        Ok((m, save)) => {
            let game = Opened {
                setup: m.setup().clone(),
                moves: m.move_list(),
                profile: save.profile,
                entry: Some(saved.key()),
            };
            open(model, ports, game, fx)
        }
        Err(e) => {
            model.notify(model.tr.session_error(&e));
            true
        }
    }
}

/// The finished game a review opens.
struct Opened {
    setup: MatchSetup,
    moves: Vec<String>,
    profile: u32,
    /// Its entry of the history, where its review is kept.
    entry: Option<HistoryKey>,
}

fn open(model: &mut Model, ports: &Ports, game: Opened, fx: &mut Vec<Effect>) -> bool {
    let Opened {
        setup,
        moves,
        profile,
        entry,
    } = game;
    let built = GameState::replayed(&setup, &moves, profile).and_then(|mut board| {
        // Back to the start: the review begins there, and redo replays the game.
        while board.session.can_undo() {
            board.session.undo()?;
        }
        let start = board.session.game().clone_box();
        let job = ReviewJob::new(start, &moves, budget(ports).as_secs_f64())?;
        Ok((board, job))
    });
    let (board, mut job) = match built {
        Ok(b) => b,
        Err(e) => {
            model.notify(model.tr.session_error(&e));
            return true;
        }
    };
    if let Some(key) = &entry {
        restore_kept(model, key, &mut job);
    }
    cancel(model, fx);
    let human = match setup.mode {
        Mode::VsComputer { human, .. } => Some(human),
        _ => None,
    };
    model.review = Some(ReviewState {
        job,
        entry,
        board,
        moves,
        human,
        budget: budget(ports),
        pending: None,
        paused: false,
        learn: None,
    });
    model.go(ScreenState::Review);
    analyse_next(model, fx);
    true
}

/// Takes the review kept with the history's entry `key`, if there is one that fits: the
/// job is finished then, and no position is analysed. One that does not fit (another
/// version, damaged, another budget) is analysed afresh and replaced when done.
fn restore_kept(model: &Model, key: &HistoryKey, job: &mut ReviewJob) {
    let Some(value) = model
        .data
        .history
        .iter()
        .find(|m| key.names(m))
        .and_then(|m| m.review.as_ref())
    else {
        return;
    };
    if let Err(e) = KeptReview::from_value(value).and_then(|kept| job.restore(kept)) {
        log::info!("app: the kept review is analysed again: {e}");
    }
}

/// Keeps a review just finished with its game in the history, in the app's copy and on
/// disk (the writer's `KeepReview`).
fn keep_finished(model: &mut Model, ports: &Ports) {
    let Some(r) = &model.review else { return };
    let (Some(key), Some(kept)) = (&r.entry, r.job.kept()) else {
        return;
    };
    let value = kept.to_value();
    keep_review(&mut model.data.history, key, value.clone());
    ports.persist(Op::KeepReview {
        key: key.clone(),
        review: value,
    });
}

/// The job an `Effect::StartReview` named, while it is still wanted.
pub(in crate::app) fn task(model: &Model, job: u64) -> Option<ReviewTask> {
    let pending = model.review.as_ref()?.pending.as_ref()?;
    (pending.id == job).then(|| pending.task.clone())
}

/// Asks the shell to analyse the next position, unless something is pending, the app is
/// away or the analysis is done.
pub(in crate::app) fn analyse_next(model: &mut Model, fx: &mut Vec<Effect>) {
    let id = model.ids.job();
    let Some(r) = &mut model.review else { return };
    if r.pending.is_some() || r.paused {
        return;
    }
    let Some(next) = r.job.next_task() else {
        return;
    };
    let task = ReviewTask::new(next.position, next.budget, next.prior);
    r.pending = Some(ReviewPending {
        id,
        work: ReviewWork::Position(next.index),
        task,
    });
    fx.push(Effect::StartReview { job: id });
}

/// Cancels the review's pending job, if any.
pub(in crate::app) fn cancel(model: &mut Model, fx: &mut Vec<Effect>) {
    if let Some(r) = model.review.as_mut() {
        r.cancel_pending(fx);
    }
}

/// After every event: a review whose screen was left is dropped, and its job cancelled.
pub(in crate::app) fn drop_if_left(model: &mut Model, fx: &mut Vec<Effect>) {
    if model.review.is_some() && !model.on_review_screen() {
        cancel(model, fx);
        model.review = None;
    }
}

/// The events of the review screen; returns whether the view changed.
pub(in crate::app) fn update(
    model: &mut Model,
    ports: &Ports,
    event: Event,
    fx: &mut Vec<Effect>,
) -> bool {
    if model.review.is_none() {
        return false;
    }
    match event {
        Event::ReviewAnalysed { job } => return answered(model, ports, job, fx),
        Event::Paused => {
            cancel(model, fx);
            if let Some(r) = &mut model.review {
                r.paused = true;
                if let Some(l) = &mut r.learn {
                    // The retry being judged is dropped: the player tries again.
                    l.feedback = None;
                    l.feedback_tone = FeedbackTone::Plain;
                }
            }
            return false;
        }
        Event::Resumed => {
            if let Some(r) = &mut model.review {
                r.paused = false;
            }
            analyse_next(model, fx);
            return true;
        }
        Event::StartLearning => return learn::start(model),
        Event::LearnShowSolution => return learn::show_solution(model, fx),
        Event::LearnSkip => return learn::skip(model),
        Event::CloseLearning => return learn::close(model, fx),
        Event::Tap { .. }
        | Event::Play { .. }
        | Event::DragStart { .. }
        | Event::DragEnd { .. }
        | Event::Key { .. }
        | Event::StopChain => return learn::input(model, event, fx),
        _ => {}
    }
    let Some(r) = &mut model.review else {
        return false;
    };
    let total = r.moves.len();
    let at = r.board.session.move_list().len();
    let target = match event {
        Event::ReviewFirst => 0,
        Event::ReviewBack => at.saturating_sub(1),
        Event::ReviewForward => (at + 1).min(total),
        Event::ReviewLast => total,
        Event::ReviewJump { ply } => (ply as usize).min(total),
        _ => return false,
    };
    go_to(&mut r.board, target)
}

/// Moves the review's board to the position after `target` moves.
fn go_to(board: &mut GameState, target: usize) -> bool {
    let start = board.session.move_list().len();
    while board.session.move_list().len() > target {
        if board.session.undo().is_err() {
            break;
        }
    }
    while board.session.move_list().len() < target {
        if board.session.redo().is_err() {
            break;
        }
    }
    board.session.move_list().len() != start
}

/// The answer of a review job: a position's value kept (and the next asked for), or a
/// retry judged; a stale answer changes nothing.
fn answered(model: &mut Model, ports: &Ports, job: u64, fx: &mut Vec<Effect>) -> bool {
    let Some(r) = &mut model.review else {
        return false;
    };
    let Some(pending) = r.pending.take_if(|p| p.id == job) else {
        log::debug!("app: dropped the stale answer of review job {job}");
        return false;
    };
    let Some(eval) = pending.task.take() else {
        // Run but cancelled: nothing to keep; ask again unless the app is away.
        analyse_next(model, fx);
        return false;
    };
    match pending.work {
        ReviewWork::Position(index) => {
            if r.job.accept(index, eval) && r.job.is_finished() {
                keep_finished(model, ports);
            }
            analyse_next(model, fx);
        }
        ReviewWork::Retry(notation) => learn::judged(model, &notation, &eval, fx),
    }
    true
}

#[cfg(test)]
mod kept_tests;
#[cfg(test)]
mod tests;
