//! The lesson screen: "Learn to play" step by step, then a short game against Easy.

use super::learning_board::points;
use crate::app::contract::LessonView;
use crate::app::model::{LessonState, Model, ScreenState};
use crate::lessons::{LessonPlayer, Verdict};

pub(in crate::app) fn open(model: &mut Model, game: &str) {
    match LessonPlayer::new(game) {
        Ok(player) => {
            model.lesson = Some(LessonState {
                player,
                message: None,
            });
            model.go(ScreenState::Lesson);
        }
        Err(e) => model.notify(model.tr.error(&e)),
    }
}

pub(in crate::app) fn play(model: &mut Model, notation: &str) {
    let tr = model.tr;
    let Some(state) = &mut model.lesson else {
        return;
    };
    state.message = match state.player.play(notation) {
        Verdict::Right => Some(tr.tr("lesson-right", &[])),
        Verdict::Wrong => state.player.explanation(tr),
        Verdict::Refused(Some(reason)) => Some(tr.refusal(&reason)),
        Verdict::Refused(None) => Some(tr.cli_illegal_move(notation)),
        Verdict::NoStep => None,
    };
}

/// The closing game's setup, when the lesson has reached it (the lesson is then done).
pub(in crate::app) fn closing_game(model: &mut Model) -> Option<crate::session::MatchSetup> {
    let state = model.lesson.as_mut()?;
    let setup = state.player.closing_game()?;
    state.player.finish();
    Some(setup)
}

pub(in crate::app) fn view(model: &Model) -> Option<LessonView> {
    let tr = model.tr;
    let state = model.lesson.as_ref()?;
    let (number, total) = state.player.progress();
    Some(LessonView {
        game: state.player.lesson.game.clone(),
        title: tr.tr(
            "lesson-heading",
            &[
                ("number", (number.min(total) as i64).into()),
                ("total", (total as i64).into()),
            ],
        ),
        prompt: state
            .player
            .prompt(tr)
            .unwrap_or_else(|| tr.tr("lesson-done", &[])),
        points: state
            .player
            .position()
            .map(|pos| points(tr, pos, None))
            .unwrap_or_default(),
        message: state.message.clone(),
        closing_game: state.player.closing_game().is_some(),
        play_label: tr.tr("lesson-play", &[]),
    })
}
