//! The puzzle screen: the daily puzzle of a game, moves checked against its line, hints
//! (the piece, then the move), retry, the solution, the next puzzle near the rating.

use super::learning_board::points;
use crate::app::contract::PuzzleView;
use crate::app::model::{Model, PuzzleState, ScreenState};
use crate::app::ports::{Op, Ports};
use crate::puzzles::player::{Attempt, Hint, Verdict};
use crate::puzzles::select::{daily, next_near, Progress};
use crate::puzzles::{shipped, Puzzle};

/// The active profile's puzzle progress in `game`, as loaded from the store and kept in
/// step with what was queued for it.
fn progress<'a>(model: &'a Model, game: &str) -> Option<&'a Progress> {
    model.data.active_profile().puzzles.get(game)
}

/// The player's puzzle rating of a game, as the home screen and the puzzle show it.
pub(in crate::app) fn rating_text(model: &Model, game: &str) -> String {
    let progress = progress(model, game);
    let rating = progress.map(|p| p.rating).unwrap_or_default();
    let mut text = model.tr.rating(rating.rating.round() as i64);
    if rating.provisional() {
        text.push('?');
    }
    text
}

fn start(model: &mut Model, set: crate::puzzles::PuzzleSet, puzzle: &Puzzle, daily: Option<i64>) {
    match Attempt::new(&set, puzzle) {
        Ok(attempt) => {
            // The daily puzzle already solved today says so (it counts no more).
            let done = daily
                .filter(|&day| progress(model, &set.game).is_some_and(|p| p.daily_solved(day)));
            let message = done.map(|_| model.tr.tr("puzzle-daily-solved", &[]));
            model.puzzle = Some(PuzzleState {
                set,
                attempt,
                message,
                hint_point: None,
                counted: false,
                daily,
            });
        }
        Err(e) => model.notify(model.tr.error(&e)),
    }
}

/// Opens the puzzle `id` of `game`, or its daily puzzle (the day from the app's clock).
pub(in crate::app) fn open(model: &mut Model, game: &str, id: Option<&str>, day: i64) {
    let set = match shipped(game) {
        Ok(set) => set,
        Err(e) => return model.notify(model.tr.error(&e)),
    };
    let found = match id {
        Some(id) => set.puzzles.iter().find(|p| p.id == id),
        None => daily(&set, day),
    };
    let Some(puzzle) = found.cloned() else {
        return;
    };
    start(model, set, &puzzle, id.is_none().then_some(day));
    if model.puzzle.is_some() {
        model.go(ScreenState::Puzzle);
    }
}

/// Counts an attempt in the rating, the streak and the daily puzzle, once, and queues the
/// progress for the store.
fn count(model: &mut Model, ports: &Ports, clean: bool) {
    let Some(state) = &mut model.puzzle else {
        return;
    };
    if state.counted {
        return;
    }
    state.counted = true;
    let puzzle = state.attempt.puzzle.clone();
    let (game, day) = (state.set.game.clone(), state.daily);
    let id = model.data.active_profile().id;
    let Some(profile) = model.data.profiles.get_mut(id) else {
        return;
    };
    let progress = profile.puzzles.entry(game.clone()).or_default();
    progress.record(&puzzle, clean);
    if let Some(day) = day {
        // A retry of the daily puzzle after a clean solve keeps it solved.
        if !progress.daily_solved(day) {
            progress.record_daily(day, &puzzle, clean);
        }
    }
    let progress = Box::new(progress.clone());
    ports.persist(Op::PuzzleProgress {
        profile: id,
        game,
        progress,
    });
}

pub(in crate::app) fn play(model: &mut Model, ports: &Ports, notation: &str) {
    let tr = model.tr;
    let Some(state) = &mut model.puzzle else {
        return;
    };
    let verdict = state.attempt.play(notation);
    state.hint_point = None;
    let (message, counted) = match verdict {
        Verdict::Correct { reply } => (
            tr.tr(
                "puzzle-correct",
                &[("move", reply.unwrap_or_default().into())],
            ),
            None,
        ),
        Verdict::Solved => (String::new(), Some(state.attempt.is_clean())),
        Verdict::Wrong => (tr.tr("puzzle-wrong", &[]), Some(false)),
        Verdict::Refused(Some(reason)) => (tr.refusal(&reason), None),
        Verdict::Refused(None) => (tr.cli_illegal_move(notation), None),
    };
    state.message = Some(message);
    if let Some(clean) = counted {
        count(model, ports, clean);
    }
    let game = model.puzzle.as_ref().map(|s| s.set.game.clone());
    if let (Some(state), Some(game)) = (&model.puzzle, game) {
        if state.attempt.is_solved() {
            let p = progress(model, &game);
            let text = tr.tr(
                "puzzle-solved",
                &[
                    (
                        "rating",
                        (p.map_or(1500.0, |p| p.rating.rating).round() as i64).into(),
                    ),
                    ("streak", i64::from(p.map_or(0, |p| p.streak)).into()),
                ],
            );
            if let Some(s) = &mut model.puzzle {
                s.message = Some(text);
            }
        }
    }
}

pub(in crate::app) fn hint(model: &mut Model) {
    let tr = model.tr;
    let Some(state) = &mut model.puzzle else {
        return;
    };
    match state.attempt.hint() {
        Some(Hint::Piece { point }) => {
            let name = state.attempt.position().board().points[point as usize]
                .name
                .clone();
            state.hint_point = Some(point);
            state.message = Some(tr.tr("puzzle-hint-piece", &[("point", name.into())]));
        }
        Some(Hint::Move { notation }) => state.message = Some(tr.hint(&notation)),
        None => state.message = Some(tr.tr("hint-none", &[])),
    }
}

pub(in crate::app) fn retry(model: &mut Model) {
    if let Some(state) = &mut model.puzzle {
        state.attempt.retry();
        state.message = None;
        state.hint_point = None;
    }
}

pub(in crate::app) fn solution(model: &mut Model, ports: &Ports) {
    let tr = model.tr;
    if let Some(state) = &mut model.puzzle {
        let moves = state.attempt.solution().join(" ");
        state.message = Some(tr.tr("puzzle-solution", &[("moves", moves.into())]));
    }
    count(model, ports, false);
}

pub(in crate::app) fn next(model: &mut Model) {
    let Some(state) = &model.puzzle else { return };
    let game = state.set.game.clone();
    let current = state.attempt.puzzle.id.clone();
    let set = state.set.clone();
    let progress = progress(model, &game).cloned().unwrap_or_default();
    let mut solved = progress.solved.clone();
    solved.push(current);
    if let Some(puzzle) = next_near(&set, progress.rating.rating, &solved).cloned() {
        start(model, set, &puzzle, None);
    }
}

pub(in crate::app) fn view(model: &Model) -> Option<PuzzleView> {
    let tr = model.tr;
    let state = model.puzzle.as_ref()?;
    let p = &state.attempt.puzzle;
    let progress = progress(model, &state.set.game);
    Some(PuzzleView {
        game: state.set.game.clone(),
        id: p.id.clone(),
        title: tr.tr(
            "puzzle-heading",
            &[
                ("id", p.id.as_str().into()),
                ("rating", i64::from(p.difficulty).into()),
            ],
        ),
        prompt: tr.tr(p.theme.text_key(), &[]),
        points: points(tr, state.attempt.position(), state.hint_point),
        position: state.attempt.position().setup_text(),
        message: state.message.clone(),
        solved: state.attempt.is_solved(),
        rating_text: rating_text(model, &state.set.game),
        streak: progress.map_or(0, |p| p.streak),
        hint_label: tr.tr("puzzle-hint", &[]),
        retry_label: tr.tr("puzzle-retry", &[]),
        solution_label: tr.tr("puzzle-show-solution", &[]),
        next_label: tr.tr("puzzle-next", &[]),
    })
}
