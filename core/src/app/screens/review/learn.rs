//! "Learn from your mistakes": the positions before the player's mistakes (against the
//! computer the human's; between people both players'), one by one. A move tried on the
//! board is judged off the main thread like the analysis (`judge_retry_eval`); "Show
//! solution" draws the better move; "Skip" goes on.

use crate::app::contract::{Effect, Event, FeedbackTone, Haptic};
use crate::app::model::review::{LearnState, ReviewPending, ReviewState, ReviewTask, ReviewWork};
use crate::app::model::{GameState, Model};
use crate::app::screens::game::update::apply;
use crate::game::Side;
use crate::i18n::Text;
use crate::review::{exercises, judge_retry_eval, Exercise, PositionEval};
use crate::session::InputOutcome;

/// The exercises of a finished review, in the order of the game.
pub(in crate::app) fn exercises_of(r: &ReviewState) -> Vec<Exercise> {
    if !r.job.is_finished() {
        return Vec::new();
    }
    let review = r.job.review();
    let cal = r.job.calibration();
    let sides: Vec<Side> = match r.human {
        Some(h) => vec![h],
        None => Side::BOTH.to_vec(),
    };
    let mut all: Vec<Exercise> = sides
        .into_iter()
        .flat_map(|s| exercises(&review, cal, s))
        .collect();
    all.sort_by_key(|e| e.ply);
    all
}

/// Opens the first exercise (nothing when there is none or the analysis goes on).
pub(in crate::app) fn start(model: &mut Model) -> bool {
    let Some(r) = &mut model.review else {
        return false;
    };
    let list = exercises_of(r);
    if list.is_empty() {
        return false;
    }
    let Some(board) = board_for(r, &list[0]) else {
        return false;
    };
    r.learn = Some(LearnState {
        exercises: list,
        index: 0,
        solved: 0,
        board,
        feedback: None,
        feedback_tone: FeedbackTone::Plain,
        shown: false,
        solved_this: false,
    });
    true
}

/// The board of an exercise: the game up to the position before the mistake.
fn board_for(r: &ReviewState, e: &Exercise) -> Option<GameState> {
    let before = e.ply.checked_sub(1)?;
    GameState::replayed(
        r.board.session.setup(),
        r.moves.get(..before)?,
        r.board.profile,
    )
    .ok()
}

pub(in crate::app) fn close(model: &mut Model, fx: &mut Vec<Effect>) -> bool {
    let judging = model
        .review
        .as_ref()
        .is_some_and(|r| r.learn.is_some() && r.pending.is_some());
    if judging {
        if let Some(r) = model.review.as_mut() {
            r.cancel_pending(fx);
        }
    }
    let Some(r) = &mut model.review else {
        return false;
    };
    r.learn.take().is_some()
}

pub(in crate::app) fn show_solution(model: &mut Model, fx: &mut Vec<Effect>) -> bool {
    let tr = model.tr;
    let Some(l) = model.review.as_mut().and_then(|r| r.learn.as_mut()) else {
        return false;
    };
    let Some(e) = l.exercises.get(l.index) else {
        return false;
    };
    let Some(best) = e.best.clone() else {
        return false;
    };
    l.shown = true;
    let text = tr.learn_solution(&best);
    l.feedback = Some(text.clone());
    l.feedback_tone = FeedbackTone::Plain;
    fx.push(Effect::Announce {
        text: tr.review_better_spoken(&best),
    });
    true
}

pub(in crate::app) fn skip(model: &mut Model) -> bool {
    let tr = model.tr;
    let Some(r) = &mut model.review else {
        return false;
    };
    if r.pending.is_some() {
        return false;
    }
    let Some(l) = &r.learn else { return false };
    if l.index >= l.exercises.len() {
        return false;
    }
    let next = l.index + 1;
    let board = l.exercises.get(next).and_then(|e| board_for(r, e));
    let Some(l) = &mut r.learn else { return false };
    l.index = next;
    l.shown = false;
    l.solved_this = false;
    l.feedback = None;
    l.feedback_tone = FeedbackTone::Plain;
    match board {
        Some(b) => l.board = b,
        None => l.feedback = Some(tr.text(Text::LearnFinished)),
    }
    true
}

/// A move tried on the exercise's board: the input goes to its board; a whole move is
/// taken back at once and judged.
pub(in crate::app) fn input(model: &mut Model, event: Event, fx: &mut Vec<Effect>) -> bool {
    let tr = model.tr;
    let id = model.ids.job();
    let Some(r) = &mut model.review else {
        return false;
    };
    let budget = r.budget;
    let busy = r.pending.is_some();
    let Some(l) = &mut r.learn else { return false };
    if busy || l.shown || l.solved_this || l.index >= l.exercises.len() {
        return false;
    }
    let Some(result) = apply(&mut l.board.session, event) else {
        return false;
    };
    let anim = match result {
        Ok(InputOutcome::Played(anim)) => anim,
        // The exercise's board plays its moves: nothing is handed back.
        Ok(InputOutcome::Changed | InputOutcome::Chosen(_)) => return true,
        Err(e) => {
            let text = tr.session_error(&e);
            crate::app::screens::refused::felt_and_said(&text, fx);
            l.feedback = Some(text);
            l.feedback_tone = FeedbackTone::Wrong;
            return true;
        }
    };
    let after = l.board.session.game().clone_box();
    // The board stays on the exercise's position for the next try.
    let _ = l.board.session.undo();
    let e = &l.exercises[l.index];
    if e.best.as_deref() == Some(anim.notation.as_str()) || anim.notation == e.played {
        // Decided without analysis: the best move is right, the mistake again is not.
        let eval = PositionEval {
            side: e.side,
            legal: 0,
            source: crate::review::Source::Engine,
            exact: None,
            score: None,
            expected: 0.0,
            best: None,
            line: Vec::new(),
            depth: 0,
        };
        judged(model, &anim.notation, &eval, fx);
        return true;
    }
    r.pending = Some(ReviewPending {
        id,
        work: ReviewWork::Retry(anim.notation),
        task: ReviewTask::new(after, budget, None),
    });
    fx.push(Effect::StartReview { job: id });
    true
}

/// A retry analysed: accepted per `judge_retry_eval`, said and shown.
pub(in crate::app) fn judged(
    model: &mut Model,
    notation: &str,
    eval: &PositionEval,
    fx: &mut Vec<Effect>,
) {
    let tr = model.tr;
    let Some(r) = &mut model.review else { return };
    let cal = *r.job.calibration();
    let Some(l) = &mut r.learn else { return };
    let Some(e) = l.exercises.get(l.index) else {
        return;
    };
    let retry = judge_retry_eval(&cal, e, notation, eval);
    let (text, tone) = if retry.accepted {
        l.solved += 1;
        l.solved_this = true;
        (tr.text(Text::LearnAccepted), FeedbackTone::Found)
    } else {
        fx.push(Effect::Haptic {
            haptic: Haptic::Refused,
        });
        (tr.text(Text::LearnRejected), FeedbackTone::Wrong)
    };
    l.feedback = Some(text.clone());
    l.feedback_tone = tone;
    fx.push(Effect::Announce { text });
}
