//! Playing a puzzle: the player's moves checked against the line, the engine's replies
//! played for them, hints (the piece first, then the move), retry and the solution.

use crate::any_game::AnyGame;
use crate::error::RulesError;
use crate::games;
use crate::refusal::Refusal;

use super::{Puzzle, PuzzleSet};

/// What a move in a puzzle did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The right move; the engine answered with `reply` (if the line goes on).
    Correct { reply: Option<String> },
    /// The right move, and the line is complete.
    Solved,
    /// A legal move, but not the answer: the position is as before, try again.
    Wrong,
    /// Not a legal move; the rules say why when they can.
    Refused(Option<Refusal>),
}

/// A hint: the piece (its point) first, then the whole move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    Piece { point: u8 },
    Move { notation: String },
}

/// A puzzle being played.
#[derive(Debug)]
pub struct Attempt {
    pub puzzle: Puzzle,
    start: Box<dyn AnyGame>,
    position: Box<dyn AnyGame>,
    /// The index in the line of the next move to play.
    next: usize,
    mistakes: u32,
    hints: u32,
    shown: bool,
}

impl Attempt {
    pub fn new(set: &PuzzleSet, puzzle: &Puzzle) -> Result<Attempt, RulesError> {
        let entry = games::find(&set.game)?;
        let start = (entry.from_setup)(None, &set.options, &puzzle.position)?;
        Ok(Attempt {
            puzzle: puzzle.clone(),
            position: start.clone_box(),
            start,
            next: 0,
            mistakes: 0,
            hints: 0,
            shown: false,
        })
    }

    pub fn position(&self) -> &dyn AnyGame {
        self.position.as_ref()
    }

    pub fn is_solved(&self) -> bool {
        self.next >= self.puzzle.line.len()
    }

    /// Solved with no wrong move, no hint and without looking at the solution: what the
    /// rating and the streak count as a success.
    pub fn is_clean(&self) -> bool {
        self.is_solved() && self.mistakes == 0 && self.hints == 0 && !self.shown
    }

    /// A move of the player, in notation.
    pub fn play(&mut self, notation: &str) -> Verdict {
        let Some(expected) = self.puzzle.line.get(self.next) else {
            return Verdict::Refused(Some(Refusal::GameOver));
        };
        let mut probe = self.position.clone_box();
        let played = match probe.play_notation(notation) {
            Ok(n) => n,
            Err(_) => return Verdict::Refused(self.position.refusal_of_text(notation)),
        };
        if played != expected.notation {
            self.mistakes += 1;
            return Verdict::Wrong;
        }
        self.position = probe;
        self.next += 1;
        // The engine's replies, up to the player's next move.
        let mut reply = None;
        while let Some(m) = self.puzzle.line.get(self.next) {
            if m.side == self.puzzle.to_move {
                break;
            }
            if self.position.play_notation(&m.notation).is_err() {
                break;
            }
            reply = Some(m.notation.clone());
            self.next += 1;
        }
        if self.is_solved() {
            Verdict::Solved
        } else {
            Verdict::Correct { reply }
        }
    }

    /// The next hint: the piece of the expected move, then the move itself.
    pub fn hint(&mut self) -> Option<Hint> {
        let expected = self.puzzle.line.get(self.next)?;
        self.hints += 1;
        let info = self
            .position
            .move_infos()
            .into_iter()
            .find(|m| m.notation == expected.notation)?;
        Some(if self.hints == 1 {
            Hint::Piece {
                point: *info.path.first()?,
            }
        } else {
            Hint::Move {
                notation: info.notation,
            }
        })
    }

    /// Back to the puzzle's position (the mistakes and hints still count).
    pub fn retry(&mut self) {
        self.position = self.start.clone_box();
        self.next = 0;
    }

    /// The moves of the line still to play from the position shown.
    pub fn solution_from_here(&self) -> Vec<String> {
        let from = self.next.min(self.puzzle.line.len());
        self.puzzle.line[from..]
            .iter()
            .map(|m| m.notation.clone())
            .collect()
    }

    /// The whole line, which gives the puzzle up.
    pub fn solution(&mut self) -> Vec<String> {
        self.shown = true;
        self.puzzle
            .line
            .iter()
            .map(|m| m.notation.clone())
            .collect()
    }
}
