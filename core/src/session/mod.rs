//! A match as the apps see it: the mode, the players, the interaction of a turn (select,
//! targets, step-by-step jumps), undo and redo, the computer's turn, hints, saving and game
//! records. It works on [`AnyGame`], so it knows no game's rules: moves are paths of points
//! (see [`crate::any_game::MoveInfo`]) and the interaction matches taps against them.

mod ids;
mod input;
mod record;
mod render;

#[cfg(test)]
mod ids_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod vectors_tests;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::any_game::{AnyGame, TypedMove};
use crate::engine::{CancelToken, Level};
use crate::error::RulesError;
use crate::game::{Outcome, Role, Side};
use crate::games;

pub use input::{Direction, InputError, InputOutcome, Key};
pub use record::{export_record, import_record, RecordError, MAX_RECORD_BYTES};
pub use render::{
    AxisLabel, BoardDrawing, Counter, Highlights, Line, Nameplate, PlayerKind, RenderModel,
    RenderPiece, RenderPoint, Status,
};

/// How the match is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Mode {
    /// Against the computer: the human plays `human`, the computer the other side.
    VsComputer { human: Side, level: Level },
    /// Two players sharing one screen, the board seen from the usual side.
    PassAndPlay,
    /// Two players facing each other across a tablet: the far player's texts are turned.
    Table,
}

/// Who plays whom, without the details (the side and level against the computer): the
/// choice of the new-game form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum ModeKind {
    VsComputer,
    PassAndPlay,
    /// Two players face to face on one tablet lying on the table.
    Table,
}

impl ModeKind {
    pub const ALL: &'static [ModeKind] =
        &[ModeKind::VsComputer, ModeKind::PassAndPlay, ModeKind::Table];

    /// The identifier of the form's choice (`vs-computer`, `pass-and-play`, `table`).
    pub fn id(self) -> &'static str {
        match self {
            ModeKind::VsComputer => "vs-computer",
            ModeKind::PassAndPlay => "pass-and-play",
            ModeKind::Table => "table",
        }
    }
}

/// What did not replay in a save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadFailure {
    /// Moves replayed: the prefix offered.
    pub replayed: u32,
    /// Moves in the save.
    pub total: u32,
    /// Which move failed and why, which options are unknown: for the log and the file.
    pub why: String,
    /// Options of the save this build does not know (or whose value it refuses), left
    /// out of the prefix match.
    pub unknown_options: Vec<(String, String)>,
}

/// [`Match::load_lenient`]'s answer.
#[derive(Debug)]
pub struct PartialLoad {
    /// The match as far as its moves replay.
    pub prefix: Match,
    /// `None` when everything replayed.
    pub failure: Option<LoadFailure>,
}

/// Everything that defines a new match. "Who starts" is a rules option of the games
/// that allow a choice (`first=...`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchSetup {
    pub game: String,
    pub preset: Option<String>,
    #[serde(default)]
    pub options: Vec<(String, String)>,
    /// A start position in the game's setup text (Dama Italiana: PDN FEN) instead of the
    /// usual start: puzzles, lessons and tests.
    #[serde(default)]
    pub position: Option<String>,
    pub mode: Mode,
    /// Seeds the computer's choices, so a match can be replayed.
    #[serde(default)]
    pub seed: u64,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SessionError {
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error("{0}")]
    Input(#[from] InputError),
    /// A move the rules refuse for a reason they name (see [`crate::refusal`]).
    #[error("the move is refused: {0:?}")]
    Refused(crate::refusal::Refusal),
    #[error(transparent)]
    Record(#[from] RecordError),
    #[error("the saved match cannot be read: {0}")]
    CorruptSave(String),
    #[error("it is not the computer's turn")]
    NotComputersTurn,
    #[error("the position changed while the computer was thinking")]
    StaleComputerMove,
}

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
struct Played {
    side: Side,
    mv: TypedMove,
}

impl Played {
    fn notation(&self) -> &str {
        &self.mv.info.notation
    }

    /// What the move did, for the apps to animate and mark.
    fn animation(&self) -> MoveAnimation {
        MoveAnimation {
            side: self.side,
            notation: self.mv.info.notation.clone(),
            path: self.mv.info.path.clone(),
            captured: self.mv.info.captures.clone(),
            detail: self.mv.detail.clone(),
        }
    }
}

/// A request for the computer's move: a copy of the position, so the search runs on a
/// background thread without touching the match.
#[derive(Debug)]
pub struct SearchJob {
    pub position: Box<dyn AnyGame>,
    pub level: Level,
    pub seed: u64,
    /// The ply the job was made at: its answer applies only to that position.
    pub ply: usize,
    pub hash: u64,
}

impl Clone for SearchJob {
    fn clone(&self) -> Self {
        SearchJob {
            position: self.position.clone_box(),
            level: self.level,
            seed: self.seed,
            ply: self.ply,
            hash: self.hash,
        }
    }
}

/// What a hint found: the move, and whether the player to move is lost with best play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintAnswer {
    pub notation: String,
    /// Lost with best play: by the game's exact knowledge (then the move resists longest),
    /// or a forced loss the search found.
    pub lost: bool,
}

impl SearchJob {
    /// Runs the search (blocking) and returns the move in notation, or `None` if the
    /// position has no move. `time_scale` scales the level's budget (1.0 on devices).
    pub fn run(&self, cancel: &CancelToken, time_scale: f64) -> Option<String> {
        self.position
            .search(self.level, self.seed, cancel, time_scale)
            .and_then(|r| r.best_move)
    }

    /// Runs the job as a hint: where the game knows the position is lost (solution,
    /// endgame table, ending solver) the move that resists longest, said lost; else the
    /// level's move, said lost when its search proved a forced loss. Half the budget may
    /// go to the exact knowledge.
    pub fn run_hint(&self, cancel: &CancelToken, time_scale: f64) -> Option<HintAnswer> {
        let budget = self.level.limits(time_scale).time.unwrap_or_default();
        // Work, not a deadline: the same hint on any machine and under any load.
        let work = crate::engine::position::review_nodes(budget / 2);
        if let Some((exact, Some(best))) = self.position.exact_best(work, cancel) {
            if exact.verdict == crate::engine::Verdict::Loss {
                return Some(HintAnswer {
                    notation: best,
                    lost: true,
                });
            }
        }
        let report = self
            .position
            .search(self.level, self.seed, cancel, time_scale)?;
        Some(HintAnswer {
            notation: report.best_move?,
            lost: report.win_in.is_some_and(|n| n < 0),
        })
    }
}

#[derive(Debug)]
pub struct Match {
    setup: MatchSetup,
    game: Box<dyn AnyGame>,
    played: Vec<Played>,
    redo: Vec<Played>,
    input: input::InputState,
    last: Option<MoveAnimation>,
    hint: Option<Vec<u8>>,
    /// The pieces' ids of every position played, the current one last (one more than
    /// `played`): undo drops the last, a move adds one.
    ids: Vec<ids::PieceIds>,
    /// A move entered on the board is read and handed back, not played: the screen that
    /// owns the board (a puzzle, a lesson) checks it against its own line and sets the
    /// next position up.
    holds_moves: bool,
}

/// What a save holds: the setup and the moves, replayed on load so a save can never hold
/// a position the rules could not reach.
#[derive(Serialize, Deserialize)]
struct SaveData {
    setup: MatchSetup,
    moves: Vec<String>,
    #[serde(default)]
    redo: Vec<String>,
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
            input: input::InputState::default(),
            last: None,
            hint: None,
            ids: vec![ids::PieceIds::start(&game.pieces())],
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
    fn piece_ids(&self) -> &ids::PieceIds {
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

    fn apply(&mut self, notation: &str, clear_redo: bool) -> Result<MoveAnimation, SessionError> {
        if self.outcome().is_over() {
            return Err(SessionError::Refused(crate::refusal::Refusal::GameOver));
        }
        let mv = self.read(notation)?;
        self.apply_typed(mv, clear_redo)
    }

    /// Plays a move already read (typed): the only reading of a player's move is
    /// [`Match::read`].
    fn apply_typed(
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
        self.input = input::InputState {
            cursor: self.input.cursor,
            ..Default::default()
        };
        self.hint = None;
        self.last = Some(anim.clone());
        Ok(anim)
    }

    /// Reads a move in notation through the game, which knows every spelling; a move the
    /// rules refuse is told with the rule's reason where there is one.
    fn read(&self, notation: &str) -> Result<TypedMove, SessionError> {
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
    fn undo_count(&self) -> usize {
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

    fn after_history_change(&mut self) {
        self.input = input::InputState {
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
    fn last_in_history(&self) -> Option<MoveAnimation> {
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

    fn job(&self, level: Level) -> SearchJob {
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

    /// The match as JSON for the store: setup and moves.
    pub fn save(&self) -> serde_json::Value {
        let data = SaveData {
            setup: self.setup.clone(),
            moves: self.move_list(),
            redo: self
                .redo
                .iter()
                .rev()
                .map(|p| p.notation().to_owned())
                .collect(),
        };
        serde_json::to_value(data).unwrap_or(serde_json::Value::Null)
    }

    /// A match read back from [`Match::save`], as far as it replays: the longest valid
    /// prefix of its moves, and what failed. Options this build does not know (a newer
    /// build's) are left out of the match and listed in the failure, so the caller can
    /// keep the save as it was (the app sets it aside). An error only when there is nothing to
    /// replay at all (not a save, an unknown game).
    pub fn load_lenient(value: &serde_json::Value) -> Result<PartialLoad, SessionError> {
        let data = read_save(value)?;
        let mut setup = data.setup;
        let mut dropped = Vec::new();
        let mut m = loop {
            match Match::new(setup.clone()) {
                Ok(m) => break m,
                Err(SessionError::Rules(
                    RulesError::UnknownOption { key } | RulesError::BadOptionValue { key, .. },
                )) if setup.options.iter().any(|(k, _)| *k == key) => {
                    let (keep, out): (Vec<_>, Vec<_>) =
                        setup.options.into_iter().partition(|(k, _)| *k != key);
                    setup.options = keep;
                    dropped.extend(out);
                }
                Err(e) => return Err(corrupt(e.to_string())),
            }
        };
        let total = data.moves.len();
        let mut why = (!dropped.is_empty()).then(|| {
            let list: Vec<String> = dropped.iter().map(|(k, v)| format!("{k}={v}")).collect();
            format!("options this version does not know: {}", list.join(", "))
        });
        let mut replayed = total;
        for (i, mv) in data.moves.iter().enumerate() {
            if let Err(e) = m.apply(mv, true) {
                let failed = format!("move {} `{mv}`: {e}", i + 1);
                why = Some(match why {
                    Some(w) => format!("{w}; {failed}"),
                    None => failed,
                });
                replayed = i;
                break;
            }
        }
        if let Some(why) = why {
            log::warn!("session: a saved match replays only in part: {why}");
            return Ok(PartialLoad {
                prefix: m,
                failure: Some(LoadFailure {
                    replayed: replayed as u32,
                    total: total as u32,
                    why,
                    unknown_options: dropped,
                }),
            });
        }
        m.redo = Self::replayable_redo(&m, &data.redo);
        Ok(PartialLoad {
            prefix: m,
            failure: None,
        })
    }

    /// The redo moves, kept only if they still replay from the current position.
    fn replayable_redo(m: &Match, moves: &[String]) -> Vec<Played> {
        let mut probe = m.game.clone_box();
        let mut redo = Vec::new();
        for mv in moves {
            let side = probe.side_to_move();
            let read = probe.read_move(mv);
            match read.and_then(|typed| probe.play_typed(&typed).map(|()| typed)) {
                Ok(mv) => redo.push(Played { side, mv }),
                Err(_) => return Vec::new(),
            }
        }
        redo.reverse();
        redo
    }

    /// A match read back from [`Match::save`]; anything wrong is a typed error.
    pub fn load(value: &serde_json::Value) -> Result<Match, SessionError> {
        let data = read_save(value)?;
        let mut m = Match::new(data.setup).map_err(|e| corrupt(e.to_string()))?;
        for (i, mv) in data.moves.iter().enumerate() {
            m.apply(mv, true)
                .map_err(|e| corrupt(format!("move {} `{mv}`: {e}", i + 1)))?;
        }
        m.redo = Self::replayable_redo(&m, &data.redo);
        Ok(m)
    }
}

/// A save that cannot be loaded, logged.
fn corrupt(why: String) -> SessionError {
    log::warn!("session: a saved match cannot be loaded: {why}");
    SessionError::CorruptSave(why)
}

/// The save's setup and moves, as written by [`Match::save`].
fn read_save(value: &serde_json::Value) -> Result<SaveData, SessionError> {
    serde_json::from_value(value.clone()).map_err(|e| corrupt(e.to_string()))
}
