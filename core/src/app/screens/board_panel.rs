//! A board without the game screen around it — the review's, an exercise's, a puzzle's, a
//! lesson's: the game's board drawing, points and screen-reader view, built the same way
//! (so the settings' presentation and high contrast hold on every board), and the board
//! input that turns taps and drags into a whole move for the screen to check.

use crate::any_game::{AnyGame, TypedMove};
use crate::app::contract::{BoardPanel, Effect, Event};
use crate::app::model::{GameState, Model};
use crate::app::screens::game::accessibility::point_views;
use crate::app::screens::game::update::apply;
use crate::app::screens::game::view::{access, board_as_shown, summary_now};
use crate::engine::Level;
use crate::game::Side;
use crate::games::{self, GameEntry};
use crate::i18n::Translator;
use crate::session::{InputOutcome, Match, MatchSetup, Mode};

/// The panel of `g`. Without `input` the board is one to look at: no selection marks, no
/// actions, no jump list. `hint`: the points drawn as the hint (the review's better move,
/// a puzzle's hint).
pub(in crate::app) fn panel(model: &Model, g: &GameState, input: bool, hint: &[u8]) -> BoardPanel {
    let entry: Option<&GameEntry> = games::find(&g.session.setup().game).ok();
    let mut shown = board_as_shown(model, g, entry);
    if !input {
        let h = &mut shown.board.highlights;
        h.movable.clear();
        h.selected = None;
        h.targets.clear();
        h.chain.clear();
        h.cursor = None;
    }
    if !hint.is_empty() {
        shown.board.highlights.hint = hint.to_vec();
    }
    let mut points = point_views(model, g, entry, &shown);
    let mut access = access(model, g, entry, &shown);
    if !input {
        for p in &mut points {
            p.actions.clear();
        }
        access.movable_order.clear();
    }
    BoardPanel {
        board: shown.board,
        points,
        input,
        access,
    }
}

/// A board standing at `position` for `player` (drawn from their side, so it stays the
/// same way up whoever is to move), under the rules `options` of `game`. No computer plays
/// on it: the screen that owns it checks each move and sets the next position up.
pub(in crate::app) fn board_at(
    game: &str,
    options: &[(String, String)],
    position: &dyn AnyGame,
    player: Side,
    profile: u32,
) -> GameState {
    let setup = MatchSetup {
        game: game.to_owned(),
        preset: None,
        options: options.to_vec(),
        position: Some(position.setup_text()),
        mode: Mode::VsComputer {
            human: player,
            level: Level::Easy,
        },
        seed: 0,
    };
    let mut session = Match::at_position(setup, position.clone_box());
    session.hold_moves();
    GameState::new(session, String::new(), false, profile)
}

/// What a board input on a panel came to.
#[derive(Debug, PartialEq, Eq)]
pub(in crate::app) enum Tried {
    /// A move typed, for the screen to read and check.
    Move(String),
    /// A move entered on the board, read (not played), for the screen to check.
    Chosen(TypedMove),
    /// The selection changed.
    Changed,
    /// The rules refused the input; why, in words.
    Refused(String),
    /// Not a board input (or nothing happened).
    Nothing,
}

/// A tap, a drag, a key or a typed move on a panel's board `g`.
pub(in crate::app) fn try_input(tr: Translator, g: &mut GameState, event: Event) -> Tried {
    let event = match event {
        // A typed move (or a point's action) goes to the screen as it is: its rules say
        // why it is refused.
        Event::Play { notation } => return Tried::Move(notation),
        Event::Undo | Event::Redo => return Tried::Nothing,
        other => other,
    };
    match apply(&mut g.session, event) {
        None => Tried::Nothing,
        // The screen decides whether the move stands and sets its board up again.
        Some(Ok(InputOutcome::Chosen(mv))) => Tried::Chosen(mv),
        // Not on a board of `board_at`, which holds its moves.
        Some(Ok(InputOutcome::Played(anim))) => {
            let _ = g.session.undo();
            Tried::Move(anim.notation)
        }
        Some(Ok(InputOutcome::Changed)) => Tried::Changed,
        Some(Err(e)) => Tried::Refused(tr.session_error(&e)),
    }
}

/// `Event::DescribeBoard` on the puzzle or lesson screen: the board in words.
pub(in crate::app) fn describe(model: &Model) -> Option<Effect> {
    let board = match (&model.puzzle, &model.lesson) {
        (Some(p), _) if model.on_puzzle_screen() => &p.board,
        (_, Some(l)) if model.on_lesson_screen() => l.board.as_ref()?,
        _ => return None,
    };
    Some(Effect::Announce {
        text: summary_now(model, board),
    })
}
