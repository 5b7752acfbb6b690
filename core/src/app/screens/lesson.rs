//! The lesson screen: a game's course chapter by chapter, each step on a board the player
//! touches, with hints, retry and skip; the steps done kept with the profile (stars);
//! the rules chapter ends with a short game against Easy.

use super::board_panel::{board_at, panel, try_input, Tried};
use crate::app::contract::{Effect, Event, FeedbackTone, Haptic, LessonChapterView, LessonView};
use crate::app::model::{GameState, LessonState, Model, ScreenState};
use crate::app::ports::{Op, Ports};
use crate::lessons::sowing::sowing_lines;
use crate::lessons::{LessonPlayer, Verdict};
use crate::store::LessonProgress;

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

/// The profile's progress in a game's course.
fn progress_of(model: &Model, game: &str) -> LessonProgress {
    model
        .data
        .active_profile()
        .lessons
        .get(game)
        .cloned()
        .unwrap_or_default()
}

/// Opens a game's course at its first chapter.
pub(in crate::app) fn open(model: &mut Model, game: &str) {
    open_at(model, game, 0, false);
}

/// Opens a chapter at its first step not yet done.
pub(in crate::app) fn open_chapter(model: &mut Model, game: &str, chapter: usize) {
    open_at(model, game, chapter, true);
}

fn open_at(model: &mut Model, game: &str, chapter: usize, resume: bool) {
    match LessonPlayer::chapter(game, chapter) {
        Ok(mut player) => {
            if resume {
                let done = progress_of(model, game);
                let first_open = (0..player.current().steps.len())
                    .find(|&i| !done.steps.contains_key(&player.current().step_key(i)));
                player.go_to(first_open.unwrap_or(0));
            }
            let board = board_of(model, &player);
            model.lesson = Some(LessonState {
                player,
                board,
                message: None,
                tone: FeedbackTone::Plain,
                sowing: Vec::new(),
            });
            model.go(ScreenState::Lesson);
        }
        Err(e) => model.notify(model.tr.error(&e)),
    }
}

/// A board input on the step's board: a whole move is checked by the step. On a board
/// that shows a wrong move's answer, an input first brings the step back.
pub(in crate::app) fn input(
    model: &mut Model,
    ports: &Ports,
    event: Event,
    fx: &mut Vec<Effect>,
) -> bool {
    if model
        .lesson
        .as_ref()
        .is_some_and(|s| s.player.showing_refutation())
    {
        retry(model);
        return true;
    }
    let tr = model.tr;
    let Some(board) = model.lesson.as_mut().and_then(|s| s.board.as_mut()) else {
        return false;
    };
    match try_input(tr, board, event) {
        Tried::Move(notation) => play(model, ports, &notation, fx),
        Tried::Chosen(mv) => play(model, ports, &mv.info.notation, fx),
        Tried::Changed => {}
        Tried::Refused(text) => {
            super::refused::felt_and_said(&text, fx);
            if let Some(state) = &mut model.lesson {
                state.message = Some(text);
                state.tone = FeedbackTone::Wrong;
            }
        }
        Tried::Nothing => return false,
    }
    true
}

/// A whole move, in notation: the next step (and the stars kept) when right, else what
/// the opponent then does, shown on the board.
pub(in crate::app) fn play(model: &mut Model, ports: &Ports, notation: &str, fx: &mut Vec<Effect>) {
    let tr = model.tr;
    let Some(state) = &mut model.lesson else {
        return;
    };
    state.player.retry();
    let key = state.player.step_key();
    let sowing = state
        .player
        .step_position()
        .map(|pos| sowing_lines(tr, pos, notation))
        .unwrap_or_default();
    let verdict = state.player.play(notation);
    let (message, tone) = match &verdict {
        Verdict::Right { .. } => (Some(state.player.praise(tr, &verdict)), FeedbackTone::Found),
        Verdict::Wrong { .. } => (state.player.explanation(tr), FeedbackTone::Wrong),
        Verdict::Refused(Some(reason)) => (Some(tr.refusal(reason)), FeedbackTone::Wrong),
        Verdict::Refused(None) => (Some(tr.cli_illegal_move(notation)), FeedbackTone::Wrong),
        Verdict::NoStep => (None, FeedbackTone::Plain),
    };
    state.message = message.clone();
    state.tone = tone;
    state.sowing = if matches!(verdict, Verdict::Refused(_) | Verdict::NoStep) {
        Vec::new()
    } else {
        sowing
    };
    let game = state.player.lesson.game.clone();
    if tone == FeedbackTone::Wrong {
        fx.push(Effect::Haptic {
            haptic: Haptic::Refused,
        });
    }
    if let Verdict::Right {
        stars: Some(stars), ..
    } = verdict
    {
        keep_step(model, ports, &game, &key, stars);
    }
    refresh_board(model);
    if let Some(state) = &mut model.lesson {
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

/// A step done: its stars in the app's copy of the profile and, through the writer, on disk.
fn keep_step(model: &mut Model, ports: &Ports, game: &str, key: &str, stars: u8) {
    let id = model.data.active_profile().id;
    let Some(profile) = model.data.profiles.get_mut(id) else {
        return;
    };
    profile
        .lessons
        .entry(game.to_owned())
        .or_default()
        .record(key, stars);
    ports.persist(Op::LessonStep {
        profile: id,
        name: profile.name.clone(),
        game: game.to_owned(),
        step: key.to_owned(),
        stars,
    });
}

/// A hint: the piece, then the move.
pub(in crate::app) fn hint(model: &mut Model) {
    let tr = model.tr;
    if let Some(state) = &mut model.lesson {
        if let Some(text) = state.player.hint(tr) {
            state.message = Some(text);
            state.tone = FeedbackTone::Plain;
        }
    }
}

/// Back to the step's position after a wrong move.
pub(in crate::app) fn retry(model: &mut Model) {
    fresh_step(model, |state| state.player.retry());
}

/// The next step, this one left undone.
pub(in crate::app) fn skip(model: &mut Model) {
    fresh_step(model, |state| state.player.skip());
}

/// A step shown afresh after `act`: no message, no sowing told.
fn fresh_step(model: &mut Model, act: impl FnOnce(&mut LessonState)) {
    if let Some(state) = &mut model.lesson {
        act(state);
        state.message = None;
        state.tone = FeedbackTone::Plain;
        state.sowing.clear();
    }
    refresh_board(model);
}

fn refresh_board(model: &mut Model) {
    let board = model
        .lesson
        .as_ref()
        .and_then(|s| board_of(model, &s.player));
    if let Some(state) = &mut model.lesson {
        state.board = board;
    }
}

/// The closing game's setup, when the lesson has reached it (the chapter is then done).
pub(in crate::app) fn closing_game(model: &mut Model) -> Option<crate::session::MatchSetup> {
    let state = model.lesson.as_mut()?;
    let setup = state.player.closing_game()?;
    state.player.finish();
    Some(setup)
}

/// The chapters of the course with the profile's progress.
fn chapters(model: &Model, player: &LessonPlayer) -> Vec<LessonChapterView> {
    let tr = model.tr;
    let done = progress_of(model, &player.lesson.game);
    player
        .lesson
        .chapters
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let total = c.steps.len() as u32;
            let keys = (0..c.steps.len()).map(|s| c.step_key(s));
            let stars: u32 = keys
                .filter_map(|k| done.steps.get(&k))
                .map(|s| u32::from(*s))
                .sum();
            let count = done.done_in(&c.name) as u32;
            let title = tr.tr(&c.title_key(), &[]);
            let progress_text = tr.tr(
                "lesson-chapter-progress",
                &[
                    ("done", i64::from(count).into()),
                    ("total", i64::from(total).into()),
                    ("stars", i64::from(stars).into()),
                ],
            );
            LessonChapterView {
                index: i as u32,
                text: super::joined::line([&title, &progress_text]),
                title,
                done: count,
                total,
                stars,
                progress_text,
            }
        })
        .collect()
}

pub(in crate::app) fn view(model: &Model) -> Option<LessonView> {
    let tr = model.tr;
    let state = model.lesson.as_ref()?;
    let player = &state.player;
    let (number, total) = player.progress();
    Some(LessonView {
        game: player.lesson.game.clone(),
        title: tr.tr(
            "lesson-heading",
            &[
                ("number", (number.min(total) as i64).into()),
                ("total", (total as i64).into()),
            ],
        ),
        prompt: player
            .prompt(tr)
            .unwrap_or_else(|| tr.tr("lesson-done", &[])),
        board: state.board.as_ref().map(|g| panel(model, g, true, &[])),
        message: state.message.clone(),
        message_tone: state.tone,
        closing_game: player.closing_game().is_some(),
        play_label: tr.tr("lesson-play", &[]),
        chapter: player.chapter_index() as u32,
        chapter_title: tr.tr(&player.current().title_key(), &[]),
        chapters: chapters(model, player),
        refuted: player.showing_refutation(),
        sowing: state.sowing.clone(),
        hint_label: tr.tr("lesson-hint", &[]),
        retry_label: tr.tr("lesson-retry", &[]),
        skip_label: tr.tr("lesson-skip", &[]),
    })
}
