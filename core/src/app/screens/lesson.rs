//! The lesson screen: "Learn to play" step by step, each on a board the player touches,
//! then a short game against Easy.

use super::board_panel::{board_at, panel, try_input, Tried};
use crate::app::contract::{Effect, Event, FeedbackTone, Haptic, LessonView};
use crate::app::model::{GameState, LessonState, Model, ScreenState};
use crate::lessons::{LessonPlayer, Verdict};

/// The board of the step the player is at (none at the closing game or once done).
fn board_of(model: &Model, player: &LessonPlayer) -> Option<GameState> {
    let profile = model.data.active_profile().id;
    let position = player.position()?;
    Some(board_at(
        &player.lesson.game,
        &player.lesson.options,
        position,
        position.side_to_move(),
        profile,
    ))
}

pub(in crate::app) fn open(model: &mut Model, game: &str) {
    match LessonPlayer::new(game) {
        Ok(player) => {
            let board = board_of(model, &player);
            model.lesson = Some(LessonState {
                player,
                board,
                message: None,
                tone: FeedbackTone::Plain,
            });
            model.go(ScreenState::Lesson);
        }
        Err(e) => model.notify(model.tr.error(&e)),
    }
}

/// A board input on the step's board: a whole move is checked by the step.
pub(in crate::app) fn input(model: &mut Model, event: Event, fx: &mut Vec<Effect>) -> bool {
    let tr = model.tr;
    let Some(board) = model.lesson.as_mut().and_then(|s| s.board.as_mut()) else {
        return false;
    };
    match try_input(tr, board, event) {
        Tried::Move(notation) => play(model, &notation, fx),
        Tried::Changed => {}
        Tried::Refused(text) => {
            if let Some(state) = &mut model.lesson {
                state.message = Some(text.clone());
                state.tone = FeedbackTone::Wrong;
            }
            fx.push(Effect::Haptic {
                haptic: Haptic::Refused,
            });
            fx.push(Effect::Announce { text });
        }
        Tried::Nothing => return false,
    }
    true
}

/// A whole move, in notation: the next step when right, else why it is wrong.
pub(in crate::app) fn play(model: &mut Model, notation: &str, fx: &mut Vec<Effect>) {
    let tr = model.tr;
    let Some(state) = &mut model.lesson else {
        return;
    };
    let (message, tone) = match state.player.play(notation) {
        Verdict::Right => (Some(tr.tr("lesson-right", &[])), FeedbackTone::Found),
        Verdict::Wrong => (state.player.explanation(tr), FeedbackTone::Wrong),
        Verdict::Refused(Some(reason)) => (Some(tr.refusal(&reason)), FeedbackTone::Wrong),
        Verdict::Refused(None) => (Some(tr.cli_illegal_move(notation)), FeedbackTone::Wrong),
        Verdict::NoStep => (None, FeedbackTone::Plain),
    };
    state.message = message.clone();
    state.tone = tone;
    if tone == FeedbackTone::Wrong {
        fx.push(Effect::Haptic {
            haptic: Haptic::Refused,
        });
    }
    let board = model
        .lesson
        .as_ref()
        .and_then(|s| board_of(model, &s.player));
    if let Some(state) = &mut model.lesson {
        state.board = board;
        // Right: the next step's prompt is said with it.
        let next = (tone == FeedbackTone::Found)
            .then(|| state.player.prompt(tr))
            .flatten();
        let text = [message, next].into_iter().flatten().collect::<Vec<_>>();
        if !text.is_empty() {
            fx.push(Effect::Announce {
                text: text.join(" "),
            });
        }
    }
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
        board: state.board.as_ref().map(|g| panel(model, g, true, &[])),
        message: state.message.clone(),
        message_tone: state.tone,
        closing_game: state.player.closing_game().is_some(),
        play_label: tr.tr("lesson-play", &[]),
    })
}
