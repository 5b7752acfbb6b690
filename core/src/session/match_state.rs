//! A match in play: its setup, the position, the moves played and those to redo, the turn's
//! entry so far, the last move and the hint shown, with what plays, undoes and redoes a move
//! and asks the computer. The turn's input, the view, the save and the record are `impl
//! Match`es in the rooms above this one.

use serde::{Deserialize, Serialize};

use super::errors::{InputError, SessionError};
use super::ids::PieceIds;
use super::search_job::SearchJob;
use super::setup::{MatchSetup, Mode, PlayerKind};
use crate::any_game::{AnyGame, TypedMove};
use crate::engine::{CancelToken, Level};
use crate::error::RulesError;
use crate::game::{Outcome, Role, Side};
use crate::games;

/// What a move did, for the apps to animate.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveAnimation {
    pub side: Side,
    pub notation: String,
    /// The points the piece passes through (a Sungka move: its house).
    pub path: Vec<u8>,
    pub captured: Vec<u8>,
    /// The game's own step-by-step detail (Sungka's sowing trace), typed.
    pub detail: Option<crate::game::MoveDetail>,
}

/// A move played (or taken back, for redo): read from its notation once and kept typed,
/// so a redo or the last move's mark needs no second reading.
#[derive(Clone, Debug)]
pub(super) struct Played {
    pub(super) side: Side,
    pub(super) mv: TypedMove,
}

impl Played {
    pub(super) fn notation(&self) -> &str {
        &self.mv.info.notation
    }

    /// What the move did, for the apps to animate and mark.
    pub(super) fn animation(&self) -> MoveAnimation {
        MoveAnimation {
            side: self.side,
            notation: self.mv.info.notation.clone(),
            path: self.mv.info.path.clone(),
            captured: self.mv.info.captures.clone(),
            detail: self.mv.detail.clone(),
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct InputState {
    /// The points of the move entered so far.
    pub prefix: Vec<u8>,
    pub cursor: Option<u8>,
}

#[derive(Debug)]
pub struct Match {
    pub(super) setup: MatchSetup,
    pub(super) game: Box<dyn AnyGame>,
    pub(super) played: Vec<Played>,
    pub(super) redo: Vec<Played>,
    pub(super) input: InputState,
    pub(super) last: Option<MoveAnimation>,
    pub(super) hint: Option<Vec<u8>>,
    /// The pieces' ids of every position played, the current one last (one more than
    /// `played`): undo drops the last, a move adds one.
    pub(super) ids: Vec<PieceIds>,
    /// A move entered on the board is read and handed back, not played: the screen that
    /// owns the board (a puzzle, a lesson) checks it against its own line and sets the
    /// next position up.
    pub(super) holds_moves: bool,
}

impl Match {
    pub fn new(setup: MatchSetup) -> Result<Match, SessionError> {
        let entry = games::find(&setup.game)?;
        let game = match &setup.position {
            Some(text) => (entry.from_setup)(setup.preset.as_deref(), &setup.options, text)?,
            None => (entry.start)(setup.preset.as_deref(), &setup.options)?,
        };
        Ok(Match::at_position(setup, game))
    }

    /// A match standing at `game`, a position already built (a puzzle's or a lesson's, as
    /// their players hold it), under `setup` (whose `position` should name where it
    /// started). Nothing played yet: the board of a screen that checks moves itself.
    pub fn at_position(setup: MatchSetup, game: Box<dyn AnyGame>) -> Match {
        Match {
            setup,
            played: Vec::new(),
            redo: Vec::new(),
            input: InputState::default(),
            last: None,
            hint: None,
            ids: vec![PieceIds::start(&game.pieces())],
            game,
            holds_moves: false,
        }
    }

    /// From now on a move entered on the board is handed back ([`InputOutcome::Chosen`])
    /// rather than played.
    pub fn hold_moves(&mut self) {
        self.holds_moves = true;
    }

    pub fn setup(&self) -> &MatchSetup {
        &self.setup
    }

    pub fn game(&self) -> &dyn AnyGame {
        self.game.as_ref()
    }

    pub fn outcome(&self) -> Outcome {
        self.game.outcome()
    }

    pub fn side_to_move(&self) -> Side {
        self.game.side_to_move()
    }

    pub fn role(&self, side: Side) -> Role {
        self.game.role(side)
    }

    /// Who plays a side.
    pub fn player(&self, side: Side) -> PlayerKind {
        match self.setup.mode {
            Mode::VsComputer { human, level } if side != human => PlayerKind::Computer { level },
            Mode::VsComputer { .. } => PlayerKind::Human,
            _ => PlayerKind::Human,
        }
    }

    /// True when the game goes on and the side to move is the computer's.
    pub fn is_computer_turn(&self) -> bool {
        !self.outcome().is_over()
            && matches!(
                self.player(self.side_to_move()),
                PlayerKind::Computer { .. }
            )
    }

    /// The moves played, in notation.
    pub fn move_list(&self) -> Vec<String> {
        self.played
            .iter()
            .map(|p| p.notation().to_owned())
            .collect()
    }

    /// The moves played, with the side of each.
    pub fn moves_with_sides(&self) -> Vec<(Side, String)> {
        self.played
            .iter()
            .map(|p| (p.side, p.notation().to_owned()))
            .collect()
    }

    /// The ids of the pieces of the position shown.
    fn piece_ids(&self) -> &PieceIds {
        self.ids
            .last()
            .expect("the ids of the start are never dropped")
    }

    /// The position's pieces, each with its id (see `ids.rs`: it follows the piece from
    /// move to move; Sungka: the house's point + 1), in the game's order.
    pub fn identified_pieces(&self) -> Vec<(u32, crate::board::Piece)> {
        let ids = self.piece_ids();
        self.game
            .pieces()
            .into_iter()
            .map(|p| (ids.on(p.point), p))
            .collect()
    }

    pub fn last_move(&self) -> Option<&MoveAnimation> {
        self.last.as_ref()
    }

    pub fn can_undo(&self) -> bool {
        self.undo_count() > 0
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Plays a move given in notation (from a human), checking turn and legality.
    pub fn play(&mut self, notation: &str) -> Result<MoveAnimation, SessionError> {
        if self.is_computer_turn() {
            return Err(InputError::NotYourTurn.into());
        }
        self.apply(notation, true)
    }

    pub(super) fn apply(
        &mut self,
        notation: &str,
        clear_redo: bool,
    ) -> Result<MoveAnimation, SessionError> {
        if self.outcome().is_over() {
            return Err(SessionError::Refused(crate::refusal::Refusal::GameOver));
        }
        let mv = self.read(notation)?;
        self.apply_typed(mv, clear_redo)
    }

    /// Plays a move already read (typed): the only reading of a player's move is
    /// [`Match::read`].
    pub(super) fn apply_typed(
        &mut self,
        mv: TypedMove,
        clear_redo: bool,
    ) -> Result<MoveAnimation, SessionError> {
        let side = self.game.side_to_move();
        self.game.play_typed(&mv)?;
        let played = Played { side, mv };
        let anim = played.animation();
        let ids = self
            .piece_ids()
            .after(&anim.path, &anim.captured, &self.game.pieces());
        self.ids.push(ids);
        self.played.push(played);
        if clear_redo {
            self.redo.clear();
        }
        self.input = InputState {
            cursor: self.input.cursor,
            ..Default::default()
        };
        self.hint = None;
        self.last = Some(anim.clone());
        Ok(anim)
    }

    /// Reads a move in notation through the game, which knows every spelling; a move the
    /// rules refuse is told with the rule's reason where there is one.
    pub(super) fn read(&self, notation: &str) -> Result<TypedMove, SessionError> {
        match self.game.read_move(notation) {
            Ok(mv) => Ok(mv),
            Err(RulesError::IllegalMove { text }) => {
                Err(match self.game.refusal_of_text(notation) {
                    Some(reason) => SessionError::Refused(reason),
                    None => RulesError::IllegalMove { text }.into(),
                })
            }
            Err(e) => Err(e.into()),
        }
    }

    /// How many moves one undo takes back: one, or against the computer back to the
    /// position before the human's last move.
    pub(super) fn undo_count(&self) -> usize {
        match self.setup.mode {
            Mode::VsComputer { human, .. } => self
                .played
                .iter()
                .rposition(|p| p.side == human)
                .map_or(0, |i| self.played.len() - i),
            _ => self.played.len().min(1),
        }
    }

    pub fn undo(&mut self) -> Result<(), SessionError> {
        let n = self.undo_count();
        if n == 0 {
            return Err(InputError::NothingToUndo.into());
        }
        for _ in 0..n {
            let p = self.played.pop().expect("counted");
            self.game.undo();
            self.ids.pop();
            self.redo.push(p);
        }
        self.after_history_change();
        Ok(())
    }

    /// Replays what undo took back: one move, or against the computer the human's move
    /// and the computer's answers up to the human's next turn.
    pub fn redo(&mut self) -> Result<(), SessionError> {
        let Some(first) = self.redo.pop() else {
            return Err(InputError::NothingToRedo.into());
        };
        self.apply_typed(first.mv, false)?;
        if let Mode::VsComputer { human, .. } = self.setup.mode {
            while self.redo.last().is_some_and(|p| p.side != human) {
                let p = self.redo.pop().expect("checked");
                self.apply_typed(p.mv, false)?;
            }
        }
        Ok(())
    }

    pub(super) fn after_history_change(&mut self) {
        self.input = InputState {
            cursor: self.input.cursor,
            ..Default::default()
        };
        self.hint = None;
        // The move now last stays marked (after an undo the board still shows how the
        // position came about, as after a move).
        self.last = self.last_in_history();
    }

    /// The last move played, as it was played: its path and captures as read from the
    /// position before it.
    pub(super) fn last_in_history(&self) -> Option<MoveAnimation> {
        self.played.last().map(Played::animation)
    }

    /// A job for the computer's move, to run on a background thread.
    pub fn computer_job(&self) -> Result<SearchJob, SessionError> {
        let Mode::VsComputer { level, .. } = self.setup.mode else {
            return Err(SessionError::NotComputersTurn);
        };
        if !self.is_computer_turn() {
            return Err(SessionError::NotComputersTurn);
        }
        Ok(self.job(level))
    }

    pub(super) fn job(&self, level: Level) -> SearchJob {
        let ply = self.game.ply();
        SearchJob {
            position: self.game.clone_box(),
            level,
            seed: self.setup.seed ^ (ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
            ply,
            hash: self.game.hash(),
        }
    }

    /// Applies the answer of a [`SearchJob`], unless the match moved on since (undo, a new
    /// game): then the answer is stale and nothing changes.
    pub fn apply_computer_move(
        &mut self,
        job: &SearchJob,
        notation: &str,
    ) -> Result<MoveAnimation, SessionError> {
        if job.ply != self.game.ply() || job.hash != self.game.hash() {
            // Normal after an undo or a new game during the search; worth a trace only.
            log::debug!("session: dropped a stale computer move `{notation}`");
            return Err(SessionError::StaleComputerMove);
        }
        if !self.is_computer_turn() {
            return Err(SessionError::NotComputersTurn);
        }
        self.apply(notation, true)
    }

    /// The engine's best move for the player to move, searched with a short budget, shown
    /// as a highlighted path until the next move.
    pub fn hint(&mut self, cancel: &CancelToken, time_scale: f64) -> Result<String, SessionError> {
        if self.outcome().is_over() {
            return Err(InputError::GameOver.into());
        }
        if self.is_computer_turn() {
            return Err(InputError::NotYourTurn.into());
        }
        let job = self.job(Level::Normal);
        let notation = job.run(cancel, time_scale).ok_or(InputError::GameOver)?;
        self.hint = Some(self.read(&notation)?.info.path);
        Ok(notation)
    }

    /// A job for a hint (a short search at Normal for the player to move), to run on a
    /// background thread; its answer goes to [`Match::show_hint`].
    pub fn hint_job(&self) -> Result<SearchJob, SessionError> {
        if self.outcome().is_over() {
            return Err(InputError::GameOver.into());
        }
        if self.is_computer_turn() {
            return Err(InputError::NotYourTurn.into());
        }
        Ok(self.job(Level::Normal))
    }

    /// Shows the answer of a [`Match::hint_job`] on the board, unless the position moved on.
    pub fn show_hint(&mut self, job: &SearchJob, notation: &str) -> Result<(), SessionError> {
        if job.ply != self.game.ply() || job.hash != self.game.hash() {
            return Err(SessionError::StaleComputerMove);
        }
        self.hint = Some(self.read(notation)?.info.path);
        Ok(())
    }

    /// The hint shown, as a path of points.
    pub fn hint_path(&self) -> Option<&[u8]> {
        self.hint.as_deref()
    }
}
