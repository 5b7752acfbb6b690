//! Opening and leaving the game screen: a new match (from the form, a setup, a record, a
//! rematch), a saved one continued, and leaving it (the match stays saved).

use super::results::{finish, save};
use super::search;
use crate::app::contract::Effect;
use crate::app::model::form::is_rated;
use crate::app::model::save::load_saved;
use crate::app::model::{GameState, Model, ScreenState};
use crate::app::ports::Ports;
use crate::games;
use crate::session::{Match, MatchSetup, SessionError};

/// A new id for a match of `game`: the key of its result in the store. The process's
/// own part ([`Ports::instance`]) keeps two processes that start a match in the same
/// millisecond apart: the same id would count the second result as already recorded.
pub(in crate::app) fn match_id(model: &mut Model, ports: &Ports, game: &str) -> String {
    let n = model.ids.match_number();
    format!("{game}:{}:{}:{n}", ports.now(), ports.instance())
}

/// The seed of a new match's computer choices.
pub(in crate::app) fn new_seed(model: &mut Model, ports: &Ports) -> u64 {
    ports.seed(model.ids.match_number())
}

/// Shows `session` on the game screen; a finished one (a crash before it was recorded)
/// is recorded now, once.
pub(in crate::app) fn begin(
    model: &mut Model,
    ports: &Ports,
    session: Match,
    id: String,
    rated: bool,
    fx: &mut Vec<Effect>,
) {
    leave(model, fx);
    let profile = model.data.active_profile().id;
    begin_for(
        model,
        ports,
        GameState::new(session, id, rated, profile),
        fx,
    );
}

fn begin_for(model: &mut Model, ports: &Ports, g: GameState, fx: &mut Vec<Effect>) {
    let over = g.is_over();
    model.game = Some(g);
    model.screen = ScreenState::Game;
    if over {
        finish(model, ports, fx, false);
    } else {
        save(model, ports);
    }
    search::start_computer_if_due(model, ports, fx);
}

/// Starts a match from a setup (the terminal's flags, imports): `premoves` are moves
/// played before the player takes over, which make the match unrated.
pub(in crate::app) fn start_match(
    model: &mut Model,
    ports: &Ports,
    setup: MatchSetup,
    premoves: &[String],
) -> Result<Vec<Effect>, SessionError> {
    let entry = games::find(&setup.game)?;
    let mut m = Match::new(setup)?;
    for mv in premoves {
        m.play(mv)?;
    }
    let rated = is_rated(m.setup(), entry, !premoves.is_empty());
    let id = match_id(model, ports, entry.id);
    let mut fx = Vec::new();
    begin(model, ports, m, id, rated, &mut fx);
    fx.push(Effect::Render);
    Ok(fx)
}

/// A new match with the same rules and mode.
pub(in crate::app) fn rematch(model: &mut Model, ports: &Ports, fx: &mut Vec<Effect>) -> bool {
    let Some(g) = &model.game else { return false };
    let mut setup = g.session.setup().clone();
    // A rematch starts afresh: rated by its own setup (an imported game's rematch is a
    // new game from the start; a set position stays unrated).
    let rated = games::find(&setup.game).is_ok_and(|e| is_rated(&setup, e, false));
    setup.seed = new_seed(model, ports);
    match Match::new(setup) {
        Ok(m) => {
            let id = match_id(model, ports, &m.setup().game.clone());
            begin(model, ports, m, id, rated, fx);
        }
        Err(e) => model.notify(model.tr.session_error(&e)),
    }
    true
}

/// Continues the saved match of `game`, for the profile that played it.
pub(in crate::app) fn continue_saved(
    model: &mut Model,
    ports: &Ports,
    game: &str,
    fx: &mut Vec<Effect>,
) {
    let loaded = model.data.saved.get(game).map(load_saved);
    match loaded {
        Some(Ok((m, s))) => {
            model.came_from.clear();
            leave(model, fx);
            let mut g = GameState::new(m, s.id, s.rated, s.profile);
            g.assisted = s.assisted;
            begin_for(model, ports, g, fx);
        }
        Some(Err(e)) => {
            log::warn!("app: the saved {game} cannot be loaded: {e}");
            model.notify(model.tr.tr("error-save-lost", &[]));
        }
        // Not damaged: an unknown game, or no saved game of it.
        None => {
            let text = match games::find(game) {
                Err(e) => model.tr.error(&e),
                Ok(_) => model.tr.tr("error-no-saved-game", &[]),
            };
            model.notify(text);
        }
    }
}

/// Leaving the game screen: the search stops; the match is already saved.
pub(in crate::app) fn leave(model: &mut Model, fx: &mut Vec<Effect>) {
    search::cancel(model, fx);
    model.game = None;
}

/// `Back` on the game screen: closes the move list, else goes home.
pub(in crate::app) fn back(model: &mut Model, fx: &mut Vec<Effect>) {
    if let Some(g) = model.game.as_mut().filter(|g| g.move_list_open) {
        g.move_list_open = false;
        return;
    }
    leave(model, fx);
    model.go_home();
}
