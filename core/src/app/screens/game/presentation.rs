//! How the match is presented to the player: the colours exchanged (Dama's "Black at the
//! bottom moves first"), the roles as shown, the result's headline.

use crate::app::model::{GameState, Model};
use crate::game::{Outcome, Role, Side};
use crate::games;
use crate::i18n::Text;
use crate::session::Mode;

/// Whether a board of `game` is presented with its colours exchanged. It is the board's
/// own game that decides, not the match in progress: a Dama puzzle or review is swapped
/// whatever game is open behind it.
pub(in crate::app) fn colours_swapped(model: &Model, game: &str) -> bool {
    model.data.settings.dama_black_first
        && games::find(game).is_ok_and(|e| e.words.colour_swap.is_some())
}

/// The role as the player sees it on a board of `game` (exchanged colours in the swapped
/// presentation).
pub(in crate::app) fn display_role(model: &Model, game: &str, role: Role) -> Role {
    if !colours_swapped(model, game) {
        return role;
    }
    match role {
        Role::White => Role::Black,
        Role::Black => Role::White,
        other => other,
    }
}

/// A refusal as the player sees the board: the side it names in the exchanged colours
/// when the presentation exchanges them ("It is Black's turn").
pub(in crate::app) fn as_shown(
    model: &Model,
    e: &crate::session::SessionError,
) -> crate::session::SessionError {
    use crate::session::SessionError;
    match (e, &model.game) {
        (SessionError::Refused(r), Some(g)) => SessionError::Refused(
            r.clone()
                .map_role(|role| display_role(model, g.game(), role)),
        ),
        _ => e.clone(),
    }
}

/// The mode's human side, if one side is the computer's.
pub(in crate::app) fn human_side(mode: Mode) -> Option<Side> {
    match mode {
        Mode::VsComputer { human, .. } => Some(human),
        _ => None,
    }
}

/// "You win!", "The geese win!", "Draw."
pub(in crate::app) fn result_headline(model: &Model, g: &GameState) -> String {
    let tr = model.tr;
    match g.session.outcome() {
        Outcome::Win { winner, .. } => match human_side(g.session.setup().mode) {
            Some(h) if h == winner => tr.text(Text::YouWin),
            Some(_) => tr.text(Text::YouLose),
            None => tr.result_headline(Some(display_role(model, g.game(), g.session.role(winner)))),
        },
        _ => tr.result_headline(None),
    }
}

/// "Try b5-b4", or in a position lost with best play who wins and that this move resists
/// longest.
pub(in crate::app) fn hint_text(
    tr: crate::i18n::Translator,
    g: &crate::app::model::GameState,
    notation: &str,
) -> String {
    if !g.hint_lost {
        return tr.hint(notation);
    }
    let mover = g.session.game().side_to_move();
    let winner = g.session.role(mover.other());
    tr.hint_lost(winner, notation)
}
