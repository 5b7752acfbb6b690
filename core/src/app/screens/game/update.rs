//! The game screen's events: the player's input on the board, the answers of search jobs,
//! the platform pausing and resuming, and what follows every move (sounds, the animation,
//! the save, the end, the computer's turn).

use super::animation::{animation, is_capture, pace, Before};
use super::announce::{move_announcement, sowing_story};
use super::results::{finish, save};
use super::search;
use super::view::summary_now;
use crate::app::contract::{Effect, Event, Haptic, Sound};
use crate::app::model::form::must_warn_of_assist;
use crate::app::model::{JobKind, Model, Pending};
use crate::app::ports::Ports;
use crate::app::screens::joined;
use crate::session::{InputError, InputOutcome, Key, Match, MoveAnimation, SessionError};
use crate::store::AnimationSpeed;

/// Handles an event of the game screen; returns whether the view changed. Board input
/// without the game screen does nothing; the computer's answer still lands while the
/// player looks at another screen over the game.
pub(in crate::app) fn update(
    model: &mut Model,
    ports: &Ports,
    event: Event,
    fx: &mut Vec<Effect>,
) -> bool {
    if model.game.is_none() {
        return false;
    }
    match event {
        Event::ComputerMoved { job, notation } => answer(model, ports, job, notation, fx),
        Event::AnimationFinished { id } => animation_finished(model, id),
        Event::Paused => {
            // The search stops while the app is away (the OS may end it anyway); the
            // match is saved already.
            search::cancel(model, fx);
            set_paused(model, true);
            false
        }
        Event::Resumed => {
            set_paused(model, false);
            search::start_computer_if_due(model, ports, fx);
            true
        }
        _ if !model.on_game_screen() => false,
        Event::OpenMoveList | Event::CloseMoveList => {
            if let Some(g) = &mut model.game {
                g.move_list_open = matches!(event, Event::OpenMoveList);
            }
            true
        }
        Event::FoldResult { folded } => {
            if let Some(g) = &mut model.game {
                g.result_folded = folded;
            }
            true
        }
        Event::DescribeBoard => {
            if let Some(g) = &model.game {
                fx.push(Effect::Announce {
                    text: summary_now(model, g),
                });
            }
            false
        }
        Event::Hint => {
            if !warned_of_assist(model, false) {
                search::start_hint(model, ports, fx);
                if model.game.as_ref().is_some_and(|g| g.is_hinting()) {
                    mark_assisted(model);
                }
            }
            true
        }
        Event::Undo | Event::Key { key: Key::Undo } if warned_of_assist(model, true) => true,
        _ => input(model, ports, event, fx),
    }
}

/// The first undo or hint in a match that earns points is held back with a notice saying
/// that help makes a win assisted, with no points; asked again, it goes ahead. `true`
/// when the input was held back. Said before, not after: a player who would rather keep
/// the points can still do without.
fn warned_of_assist(model: &mut Model, undo: bool) -> bool {
    let Some(g) = &mut model.game else {
        return false;
    };
    // Only help that would be given is warned of: not a refused undo or hint.
    let has_help = !g.is_over()
        && if undo {
            g.session.can_undo()
        } else {
            g.pending.is_none() && !g.session.is_computer_turn()
        };
    if !has_help || !must_warn_of_assist(g.rated, g.assisted, g.assist_warned) {
        return false;
    }
    g.assist_warned = true;
    model.notify(model.tr.tr("assist-warning", &[]));
    true
}

/// Help was given (an undo done, a hint asked): a win of this match is assisted.
pub(in crate::app) fn mark_assisted(model: &mut Model) {
    if let Some(g) = &mut model.game {
        g.assisted |= g.rated;
    }
}

fn set_paused(model: &mut Model, paused: bool) {
    if let Some(g) = &mut model.game {
        g.paused = paused;
    }
}

fn animation_finished(model: &mut Model, id: u64) -> bool {
    let Some(g) = &mut model.game else {
        return false;
    };
    if g.animation.as_ref().is_some_and(|a| a.id == id) {
        g.animation = None;
        return true;
    }
    false
}

fn is_undo_or_redo(event: &Event) -> bool {
    matches!(
        event,
        Event::Undo
            | Event::Redo
            | Event::Key {
                key: Key::Undo | Key::Redo
            }
    )
}

/// The input `event` applied to the match; `None` for an event that is no board input.
pub(in crate::app) fn apply(
    session: &mut Match,
    event: Event,
) -> Option<Result<InputOutcome, SessionError>> {
    Some(match event {
        Event::Tap { point } => session.tap(point),
        Event::Play { notation } => session.play(&notation).map(InputOutcome::Played),
        Event::DragStart { point } => session.drag_start(point),
        Event::DragEnd { point: Some(p) } => session.drag_end(p),
        Event::DragEnd { point: None } => Ok(InputOutcome::Changed),
        Event::Key { key } => session.key(key),
        Event::StopChain => session.stop(),
        Event::Undo => session.undo().map(|_| InputOutcome::Changed),
        Event::Redo => session.redo().map(|_| InputOutcome::Changed),
        _ => return None,
    })
}

/// The player's input on the board: a tap, a drag, a key, a move typed, stop, undo, redo.
fn input(model: &mut Model, ports: &Ports, event: Event, fx: &mut Vec<Effect>) -> bool {
    let tr = model.tr;
    let Some(g) = &mut model.game else {
        return false;
    };
    if g.is_over() {
        // A finished game is final: no input, no undo (the result is recorded).
        g.message = Some(tr.input_error(InputError::GameOver));
        return true;
    }
    let undoing = is_undo_or_redo(&event);
    // An undo stops the computer; any input stops a hint being searched.
    if undoing || g.is_hinting() {
        search::cancel(model, fx);
    }
    let Some(g) = &mut model.game else {
        return false;
    };
    g.message = None;
    let (ids, before): (Vec<u32>, Vec<_>) = g.session.identified_pieces().into_iter().unzip();
    let counters = g.session.game().counters();
    let entered = g.session.entered().to_vec();
    let dragged = matches!(event, Event::DragEnd { .. });
    let Some(result) = apply(&mut g.session, event) else {
        return false;
    };
    match result {
        Ok(InputOutcome::Played(anim)) => {
            let before = Before {
                pieces: &before,
                ids: &ids,
                entered: &entered,
                dragged,
                counters: &counters,
            };
            after_move(model, ports, anim, &before, false, fx)
        }
        Ok(InputOutcome::Changed) if undoing => {
            g.animation = None;
            mark_assisted(model);
            after_change(model, ports, fx);
        }
        // The game's board plays its moves: nothing is handed back.
        Ok(InputOutcome::Changed | InputOutcome::Chosen(_)) => {}
        Err(e) => refused(model, ports, &e, fx),
    }
    true
}

/// An input the rules refused: felt, said and shown.
fn refused(model: &mut Model, ports: &Ports, e: &SessionError, fx: &mut Vec<Effect>) {
    let text = model
        .tr
        .session_error(&super::presentation::as_shown(model, e));
    crate::app::screens::refused::felt_and_said(&text, fx);
    if let Some(g) = &mut model.game {
        g.message = Some(text);
    }
    // An undo that failed still may leave the computer to move.
    search::start_computer_if_due(model, ports, fx);
}

/// The answer of a search job; answers to jobs no longer pending are dropped without a
/// trace on the screen.
fn answer(
    model: &mut Model,
    ports: &Ports,
    job: u64,
    notation: Option<String>,
    fx: &mut Vec<Effect>,
) -> bool {
    let Some(pending) = search::take_answered(model, job) else {
        return false;
    };
    match (pending.kind, notation) {
        (JobKind::Hint, None) => {
            if let Some(g) = &mut model.game {
                g.message = Some(model.tr.tr("hint-none", &[]));
            }
            true
        }
        // No move came back (a search given up by its shell): the computer is asked
        // again rather than left "thinking" for ever.
        (JobKind::Computer, None) => {
            search::start_computer_if_due(model, ports, fx);
            true
        }
        (JobKind::Hint, Some(notation)) => show_hint(model, &pending, &notation, fx),
        (JobKind::Computer, Some(notation)) => {
            computer_moved(model, ports, &pending, &notation, fx)
        }
    }
}

fn show_hint(model: &mut Model, pending: &Pending, notation: &str, fx: &mut Vec<Effect>) -> bool {
    let tr = model.tr;
    let Some(g) = &mut model.game else {
        return false;
    };
    match g.session.show_hint(&pending.task.job, notation) {
        Ok(()) => {
            g.hint_lost = pending.task.found_lost();
            let text = super::presentation::hint_text(tr, g, notation);
            fx.push(Effect::Announce { text: text.clone() });
            g.message = Some(text);
        }
        Err(e) => log::debug!("app: dropped a hint: {e}"),
    }
    true
}

fn computer_moved(
    model: &mut Model,
    ports: &Ports,
    pending: &Pending,
    notation: &str,
    fx: &mut Vec<Effect>,
) -> bool {
    let Some(g) = &mut model.game else {
        return false;
    };
    let (ids, before): (Vec<u32>, Vec<_>) = g.session.identified_pieces().into_iter().unzip();
    let counters = g.session.game().counters();
    match g.session.apply_computer_move(&pending.task.job, notation) {
        Ok(anim) => {
            g.message = Some(model.tr.computer_played(&anim.notation));
            let before = Before {
                pieces: &before,
                ids: &ids,
                entered: &[],
                dragged: false,
                counters: &counters,
            };
            after_move(model, ports, anim, &before, true, fx);
            true
        }
        Err(e) => {
            log::warn!("app: the computer's move {notation} was refused: {e}");
            // Asked again, as for no answer: never "thinking" with no search.
            search::start_computer_if_due(model, ports, fx);
            true
        }
    }
}

/// After a move by either side: its announcement, sound and haptic, its animation, then
/// what follows every change.
fn after_move(
    model: &mut Model,
    ports: &Ports,
    anim: MoveAnimation,
    before: &Before,
    by_computer: bool,
    fx: &mut Vec<Effect>,
) {
    if let Some(g) = &model.game {
        fx.push(Effect::Announce {
            text: move_announcement(model, g, &anim, before.pieces),
        });
    }
    let capture = is_capture(&anim);
    fx.push(Effect::PlaySound {
        sound: if capture { Sound::Capture } else { Sound::Move },
    });
    if capture {
        fx.push(Effect::Haptic {
            haptic: Haptic::Capture,
        });
    }
    let speed = AnimationSpeed::from_setting(model.data.settings.animation_speed);
    let id = model.ids.animation();
    let story = sowing_story(model, &anim);
    if let Some(g) = &mut model.game {
        if !by_computer {
            g.message = None;
        }
        if let Some(story) = story {
            // Sungka shows what the sowing did (relay, free turn, capture); the move's
            // announcement says it too. "The computer played 6" has no full stop of its
            // own (Thai has none at all): the two are joined as parts of a line.
            g.message = Some(joined::line([g.message.take().unwrap_or_default(), story]));
        }
        g.animation = pace(speed).map(|pace| animation(id, &anim, before, pace));
        g.counters_before = before.counters.to_vec();
    }
    after_change(model, ports, fx);
}

/// After a move, an undo or a redo: the match is saved, its end recorded and
/// announced, and the computer moves if it is its turn.
pub(in crate::app) fn after_change(model: &mut Model, ports: &Ports, fx: &mut Vec<Effect>) {
    save(model, ports);
    if model.game.as_ref().is_some_and(|g| g.is_over()) {
        finish(model, ports, fx, true);
    }
    search::start_computer_if_due(model, ports, fx);
}
