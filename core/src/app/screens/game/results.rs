//! What is kept of a match: saved after every move, and its result for the profile
//! recorded exactly once at the end.
//!
//! The order on disk is: the finished match saved, its result recorded (keyed by the
//! match id, so idempotent), the match moved to the history. A crash anywhere in between
//! leaves the finished save in place or the result already counted; at the next start
//! [`repair_unrecorded`] records it (a second time changes nothing) and finishes it.

use super::presentation::{human_side, result_headline};
use crate::app::contract::{Effect, Haptic, Sound};
use crate::app::model::form::earns_points;
use crate::app::model::save::{load_saved, snapshot};
use crate::app::model::{GameState, Model, Recorded};
use crate::app::ports::{Op, Ports};
use crate::game::{Outcome, Side};
use crate::session::Mode;
use crate::store::{GameResult, Opponent, ResultEntry};

/// Saves the match in progress (after every move, undo and redo).
pub(in crate::app) fn save(model: &mut Model, ports: &Ports) {
    let Some(g) = &model.game else { return };
    let saved = snapshot(g, ports.now());
    model.data.saved.insert(saved.game.clone(), saved.clone());
    ports.persist(Op::SaveMatch(saved));
}

/// The result entry of a finished match for its profile. Against the computer the profile
/// played the human side; between people (pass and play, table) the profile is the player
/// at the bottom of the screen, recorded as a game against a person, never rated.
pub(in crate::app) fn entry_of(g: &GameState) -> Option<ResultEntry> {
    let outcome = g.session.outcome();
    if !outcome.is_over() {
        return None;
    }
    let mode = g.session.setup().mode;
    let (side, opponent) = match mode {
        Mode::VsComputer { human, level } => (human, Opponent::Computer(level)),
        Mode::PassAndPlay | Mode::Table => (g.session.bottom_side(), Opponent::Human),
    };
    Some(ResultEntry {
        match_id: g.id.clone(),
        profile: g.profile,
        game: g.session.setup().game.clone(),
        opponent,
        role: g.session.role(side),
        result: result_for(outcome, side),
        rated: earns_points(g.rated, g.assisted) && matches!(mode, Mode::VsComputer { .. }),
    })
}

fn result_for(outcome: Outcome, side: Side) -> GameResult {
    match outcome {
        Outcome::Win { winner, .. } if winner == side => GameResult::Won,
        Outcome::Win { .. } => GameResult::Lost,
        _ => GameResult::Drawn,
    }
}

/// Records the end of the match shown (once) and, with `announce`, tells the player.
pub(in crate::app) fn finish(
    model: &mut Model,
    ports: &Ports,
    fx: &mut Vec<Effect>,
    announce: bool,
) {
    let Some(g) = &model.game else { return };
    if g.recorded.is_some() {
        return;
    }
    let Some(entry) = entry_of(g) else { return };
    let saved = snapshot(g, ports.now());
    let points = record(model, ports, &entry);
    model.data.saved.remove(&saved.game);
    model.data.add_finished(saved.clone());
    let ticket = ports.persist(Op::FinishMatch(saved));
    // The panel (with its points) waits until the result is on disk: a result shown is
    // a result kept.
    if !ports.is_saved(ticket) {
        fx.push(Effect::AwaitSaved { ticket });
    }
    let Some(g) = &mut model.game else { return };
    g.recorded = Some(Recorded { points, ticket });
    if announce {
        announce_end(model, &entry, fx);
    }
}

/// The end's sound, haptic and announcement.
fn announce_end(model: &Model, entry: &ResultEntry, fx: &mut Vec<Effect>) {
    let Some(g) = &model.game else { return };
    let sound = match (human_side(g.session.setup().mode), entry.result) {
        (None, _) | (_, GameResult::Drawn) => Sound::End,
        (Some(_), GameResult::Won) => Sound::Win,
        (Some(_), GameResult::Lost) => Sound::Loss,
    };
    fx.push(Effect::PlaySound { sound });
    fx.push(Effect::Haptic {
        haptic: Haptic::End,
    });
    fx.push(Effect::Announce {
        text: result_headline(model, g),
    });
}

/// Counts a result in the app's copy and queues it for the store; the points gained
/// (0 when this match was counted before).
fn record(model: &mut Model, ports: &Ports, entry: &ResultEntry) -> u32 {
    let gained = model
        .data
        .profiles
        .get_mut(entry.profile)
        .and_then(|p| p.record(entry));
    let name = model
        .data
        .profiles
        .get(entry.profile)
        .map(|p| p.name.clone())
        .unwrap_or_default();
    ports.persist(Op::Record(entry.clone(), name));
    // Counted before (a crash repaired, a relaunch): show what it earned then.
    gained.unwrap_or_else(|| entry.points())
}

/// At start: a saved match that is already over ended without being recorded (the
/// app was killed in between). Record it (idempotent) and move it to the history.
pub(in crate::app) fn repair_unrecorded(model: &mut Model, ports: &Ports) {
    let saved: Vec<_> = model.data.saved.values().cloned().collect();
    for s in saved {
        let Ok((m, app_save)) = load_saved(&s) else {
            continue;
        };
        if !m.outcome().is_over() {
            continue;
        }
        let mut g = GameState::new(m, app_save.id, app_save.rated, app_save.profile);
        g.assisted = app_save.assisted;
        if let Some(entry) = entry_of(&g) {
            log::warn!("app: recording the unrecorded end of {}", entry.match_id);
            record(model, ports, &entry);
            model.data.saved.remove(&s.game);
            model.data.add_finished(s.clone());
            ports.persist(Op::FinishMatch(s));
        }
    }
}
