//! The interaction of a turn: taps, drags and keys matched against the legal moves' paths.
//!
//! A move is entered point by point along its path. The points entered so far (the
//! prefix) select the moves that start with them; the next points of those moves are the
//! targets. A move is played as soon as it is the only one that fits (Dama's auto-completed
//! captures, a simple step), or when the player taps the moving piece again on a prefix that
//! is itself a legal move (the fox stopping its chain), or confirms with Esc.

use serde::{Deserialize, Serialize};

use super::errors::{InputError, SessionError};
use super::match_state::{InputState, Match, MoveAnimation};
use crate::any_game::{MoveInfo, TypedMove};

/// A direction for the keyboard cursor, on the screen as the player sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Direction {
    Up,
    Down,
    Left,
    Right,
}

/// The keys the core understands. The apps map arrows and WASD to directions, Enter and
/// Space to confirm, Ctrl/Cmd+Z and U to undo, Esc to stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "direction", rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Key {
    Move(Direction),
    Confirm,
    Undo,
    Redo,
    Stop,
}

/// What an input did.
#[derive(Clone, Debug, PartialEq)]
pub enum InputOutcome {
    /// The selection or the pending chain changed.
    Changed,
    /// A move was played.
    Played(MoveAnimation),
    /// A move was entered on a board that holds its moves ([`Match::hold_moves`]): read,
    /// not played.
    Chosen(TypedMove),
}

impl Match {
    /// The legal moves that start with the points entered so far.
    pub(super) fn fitting_moves(&self) -> Vec<MoveInfo> {
        let prefix = &self.input.prefix;
        self.game
            .move_infos()
            .into_iter()
            .filter(|m| m.path.len() >= prefix.len() && m.path[..prefix.len()] == prefix[..])
            .collect()
    }

    /// The points entered so far (the selected piece and the landing points of a pending chain).
    pub fn entered(&self) -> &[u8] {
        &self.input.prefix
    }

    /// Whether the jump chain in progress may stop where it stands: a legal move ends
    /// there (Fox and geese: yes; Dama Italiana: no, the capture must be completed).
    pub fn can_stop(&self) -> bool {
        let entered = self.entered();
        entered.len() > 1
            && self
                .game
                .move_infos()
                .iter()
                .any(|m| m.path.as_slice() == entered)
    }

    fn check_turn(&self) -> Result<(), InputError> {
        if self.outcome().is_over() {
            Err(InputError::GameOver)
        } else if self.is_computer_turn() {
            Err(InputError::NotYourTurn)
        } else {
            Ok(())
        }
    }

    fn play_info(&mut self, info: &MoveInfo) -> Result<InputOutcome, SessionError> {
        if self.holds_moves {
            let mv = self.read(&info.notation)?;
            self.input = InputState {
                cursor: self.input.cursor,
                ..Default::default()
            };
            return Ok(InputOutcome::Chosen(mv));
        }
        self.apply(&info.notation, true).map(InputOutcome::Played)
    }

    /// A tap on a point: select, reselect, deselect, move, or continue or stop a chain.
    pub fn tap(&mut self, point: u8) -> Result<InputOutcome, SessionError> {
        self.check_turn()?;
        if point as usize >= self.game.board().points.len() {
            return Err(InputError::NoSuchPoint.into());
        }
        self.input.cursor = Some(point);
        let prefix = self.input.prefix.clone();

        if prefix.is_empty() {
            // A side that moves one piece only (the fox, the hare): its targets already
            // show, and a tap on one moves it without selecting it first.
            if let Some(mover) = self.sole_mover() {
                if mover != point
                    && self
                        .game
                        .move_infos()
                        .iter()
                        .any(|m| m.path.first() == Some(&mover) && m.path.get(1) == Some(&point))
                {
                    self.input.prefix = vec![mover];
                    return self.tap(point);
                }
            }
            return self.select(point);
        }
        // Tapping the moving piece where it stands: deselect, or stop a chain that may stop.
        if prefix.last() == Some(&point) {
            if prefix.len() == 1 {
                self.input.prefix.clear();
                return Ok(InputOutcome::Changed);
            }
            return self.stop();
        }
        let fits: Vec<MoveInfo> = self
            .fitting_moves()
            .into_iter()
            .filter(|m| m.path.get(prefix.len()) == Some(&point))
            .collect();
        if !fits.is_empty() {
            self.input.prefix.push(point);
            return self.settle(fits);
        }
        // Not a target: before the first landing, another piece of one's own is a reselection.
        if prefix.len() == 1 {
            let moves = self.game.move_infos();
            if moves.iter().any(|m| m.path.first() == Some(&point)) {
                self.input.prefix.clear();
                return self.select(point);
            }
            return Err(self.refused(&[prefix[0], point], InputError::NotATarget));
        }
        let mut attempt = prefix;
        attempt.push(point);
        Err(self.refused(&attempt, InputError::FinishCapture))
    }

    /// Selects the piece on `point`, or plays the move at once if it is the only one and
    /// needs no further point (a Sungka house).
    fn select(&mut self, point: u8) -> Result<InputOutcome, SessionError> {
        let moves = self.game.move_infos();
        let fits: Vec<MoveInfo> = moves
            .iter()
            .filter(|m| m.path.first() == Some(&point))
            .cloned()
            .collect();
        if fits.is_empty() {
            // The rule that forbids it, when one does: the fox or hare's step, then the piece.
            let attempt = match self.sole_mover() {
                Some(mover) if mover != point && !self.own_piece_on(point) => vec![mover, point],
                _ => vec![point],
            };
            if let Some(reason) = self.game.refusal(&attempt) {
                return Err(SessionError::Refused(reason));
            }
            // Say why: compulsory capture elsewhere, or nothing movable here.
            let captures_elsewhere = moves.iter().all(|m| !m.captures.is_empty());
            let own_piece_here = self.own_piece_on(point);
            return Err(
                if captures_elsewhere && own_piece_here && !moves.is_empty() {
                    InputError::MustCapture
                } else {
                    InputError::NothingToMoveHere
                }
                .into(),
            );
        }
        self.input.prefix = vec![point];
        self.settle(fits)
    }

    /// The rules' reason for refusing the move entered along `path`, or `fallback`.
    fn refused(&self, path: &[u8], fallback: InputError) -> SessionError {
        match self.game.refusal(path) {
            Some(reason) => SessionError::Refused(reason),
            None => fallback.into(),
        }
    }

    fn own_piece_on(&self, point: u8) -> bool {
        // Whether the side to move owns the piece there, so a refused selection can say
        // "a capture is compulsory" rather than "nothing of yours here".
        let side = self.side_to_move();
        let role = self.role(side);
        self.game
            .pieces()
            .iter()
            .any(|p| p.point == point && super::render::piece_role(p.kind) == Some(role))
    }

    /// After the prefix grew: play the move when only one fits and it is entered in full,
    /// or when only one fits at all (auto-completion).
    fn settle(&mut self, fits: Vec<MoveInfo>) -> Result<InputOutcome, SessionError> {
        let n = self.input.prefix.len();
        let complete: Vec<&MoveInfo> = fits.iter().filter(|m| m.path.len() == n).collect();
        if fits.len() == 1 {
            let info = fits[0].clone();
            return self.play_info(&info);
        }
        // Several moves share this exact path (different captures, or a one-point path
        // with several meanings): nothing more to tap distinguishes them, so take the
        // first in the game's order, which the rules make equivalent for the player.
        if complete.len() == fits.len() {
            let info = complete[0].clone();
            return self.play_info(&info);
        }
        Ok(InputOutcome::Changed)
    }

    /// Stops a pending chain where it stands, if the rules allow the move to end there;
    /// otherwise drops the selection. (Esc, or tapping the moving piece.)
    pub fn stop(&mut self) -> Result<InputOutcome, SessionError> {
        self.check_turn()?;
        let n = self.input.prefix.len();
        if n == 0 {
            return Err(InputError::NothingSelected.into());
        }
        if n > 1 {
            let done = self.fitting_moves().into_iter().find(|m| m.path.len() == n);
            return match done {
                Some(info) => self.play_info(&info),
                None => Err(InputError::FinishCapture.into()),
            };
        }
        self.input.prefix.clear();
        Ok(InputOutcome::Changed)
    }

    /// The one point every legal move starts from, when its moves need a second point
    /// (the fox, the hare): its targets show before it is selected.
    pub(super) fn sole_mover(&self) -> Option<u8> {
        if !self.input.prefix.is_empty() {
            return None;
        }
        let moves = self.game.move_infos();
        let first = moves.first()?.path.first().copied()?;
        let sole = moves
            .iter()
            .all(|m| m.path.first() == Some(&first) && m.path.len() > 1);
        sole.then_some(first)
    }

    /// A drag starts on a point: the piece there is selected and its targets show at once,
    /// but nothing is played before the drop (even a piece with a single move).
    pub fn drag_start(&mut self, point: u8) -> Result<InputOutcome, SessionError> {
        self.check_turn()?;
        if point as usize >= self.game.board().points.len() {
            return Err(InputError::NoSuchPoint.into());
        }
        self.input.cursor = Some(point);
        if self.input.prefix.last() == Some(&point) {
            return Ok(InputOutcome::Changed);
        }
        if self.input.prefix.len() > 1 {
            return Err(InputError::FinishCapture.into());
        }
        let moves = self.game.move_infos();
        if !moves.iter().any(|m| m.path.first() == Some(&point)) {
            self.input.prefix.clear();
            // The same refusal a tap gives (compulsory capture, nothing movable).
            return self.select(point);
        }
        self.input.prefix = vec![point];
        Ok(InputOutcome::Changed)
    }

    /// The end of a drag on a point: a target plays (or continues a chain); the point the
    /// drag began on keeps the selection, or plays a move that needs no second point (a
    /// Sungka house).
    pub fn drag_end(&mut self, point: u8) -> Result<InputOutcome, SessionError> {
        self.check_turn()?;
        if self.input.prefix.is_empty() {
            return Err(InputError::NothingSelected.into());
        }
        if self.input.prefix.last() == Some(&point) {
            let n = self.input.prefix.len();
            let done = self
                .fitting_moves()
                .into_iter()
                .find(|m| m.path.len() == n && n == 1);
            return match done {
                Some(info) => self.play_info(&info),
                None => Ok(InputOutcome::Changed),
            };
        }
        self.tap(point)
    }

    /// Drops a pending selection or partial capture without playing.
    pub fn cancel_entry(&mut self) {
        self.input.prefix.clear();
    }

    /// A drag from one point to another: the same as tapping both, but a drag that
    /// starts on the selected piece does not deselect it.
    pub fn drag(&mut self, from: u8, to: u8) -> Result<InputOutcome, SessionError> {
        self.check_turn()?;
        if self.input.prefix.last() != Some(&from) {
            self.input.prefix.clear();
            if let InputOutcome::Played(a) = self.tap(from)? {
                return Ok(InputOutcome::Played(a));
            }
        }
        self.tap(to)
    }

    /// A key press.
    pub fn key(&mut self, key: Key) -> Result<InputOutcome, SessionError> {
        match key {
            Key::Move(direction) => {
                let next = self.cursor_step(direction);
                self.input.cursor = Some(next);
                Ok(InputOutcome::Changed)
            }
            Key::Confirm => {
                let Some(c) = self.input.cursor else {
                    return Err(InputError::NothingSelected.into());
                };
                self.tap(c)
            }
            Key::Undo => self.undo().map(|_| InputOutcome::Changed),
            Key::Redo => self.redo().map(|_| InputOutcome::Changed),
            Key::Stop => {
                if self.input.prefix.len() > 1 {
                    match self.stop() {
                        Ok(o) => Ok(o),
                        // A capture that may not stop here: Esc abandons the entry instead.
                        Err(SessionError::Input(InputError::FinishCapture)) => {
                            self.input.prefix.truncate(0);
                            Ok(InputOutcome::Changed)
                        }
                        Err(e) => Err(e),
                    }
                } else {
                    self.input.prefix.clear();
                    Ok(InputOutcome::Changed)
                }
            }
        }
    }

    /// The nearest point in a direction on the screen, from the cursor (or from the
    /// selected piece, or the first movable piece when there is no cursor yet).
    fn cursor_step(&self, direction: Direction) -> u8 {
        let model_points = self.screen_points();
        let from = self
            .input
            .cursor
            .or_else(|| self.input.prefix.last().copied())
            .or_else(|| {
                self.game
                    .move_infos()
                    .first()
                    .and_then(|m| m.path.first().copied())
            })
            .unwrap_or(0);
        if self.input.cursor.is_none() {
            return from;
        }
        let (fx, fy) = model_points[from as usize];
        let (dx, dy) = match direction {
            Direction::Up => (0.0, -1.0),
            Direction::Down => (0.0, 1.0),
            Direction::Left => (-1.0, 0.0),
            Direction::Right => (1.0, 0.0),
        };
        let mut best: Option<(f32, u8)> = None;
        for (i, &(x, y)) in model_points.iter().enumerate() {
            let (vx, vy) = (x - fx, y - fy);
            let along = vx * dx + vy * dy;
            let across = (vx * dy - vy * dx).abs();
            // Within 45° of the direction; sideways distance costs more than distance along.
            if along > 1e-4 && across <= along + 1e-4 {
                let cost = along + 2.0 * across;
                if best.is_none_or(|(c, _)| cost < c - 1e-6) {
                    best = Some((cost, i as u8));
                }
            }
        }
        best.map_or(from, |(_, i)| i)
    }
}
