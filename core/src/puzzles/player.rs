//! Playing a puzzle: the player's moves checked against the line, the engine's replies
//! played for them, hints (the piece first, then the move), retry and the solution.

use crate::any_game::{AnyGame, TypedMove};
use crate::error::RulesError;
use crate::games;
use crate::refusal::Refusal;

use super::{Puzzle, PuzzleSet};

/// What a move in a puzzle did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The right move; the engine answered with `reply` (the replies, space-separated, if
    /// the line goes on). `forced`: the player's moves that were the only legal ones,
    /// played for them (a line never asks for a move there is no choice about).
    Correct {
        reply: Option<String>,
        forced: Vec<String>,
    },
    /// The right move, and the line is complete.
    Solved,
    /// A legal move, but not the answer: the position is as before, try again.
    /// `refutation`: the position after the wrong move and the opponent's best line from
    /// there (with its exact result where the game knows it), for the words of why.
    Wrong { refutation: Refutation },
    /// Not a legal move; the rules say why when they can.
    Refused(Option<Refusal>),
}

/// What a wrong try allows: the position after it and the best line from there.
#[derive(Debug)]
pub struct Refutation {
    /// The wrong move, in its normalized notation.
    pub played: String,
    pub after: Box<dyn AnyGame>,
    pub line: Vec<String>,
    /// The exact result for the side to move of `after`, where the game knows it.
    pub proven: Option<(crate::engine::Verdict, Option<u32>)>,
}

impl Clone for Refutation {
    fn clone(&self) -> Self {
        Refutation {
            played: self.played.clone(),
            after: self.after.clone_box(),
            line: self.line.clone(),
            proven: self.proven,
        }
    }
}

impl PartialEq for Refutation {
    fn eq(&self, other: &Self) -> bool {
        self.played == other.played
            && self.after.hash() == other.after.hash()
            && self.line == other.line
            && self.proven == other.proven
    }
}

impl Eq for Refutation {}

/// The search behind a refutation: a node limit, so every device finds the same line,
/// and small, as it runs when the move is tried (a few ms in a release build).
const REFUTATION_NODES: u64 = 20_000;

/// The refutation of the legal move `played`, from the position `after` it.
fn refute(played: String, after: Box<dyn AnyGame>) -> Refutation {
    let cancel = crate::engine::CancelToken::new();
    let proven = after
        .exact_best(REFUTATION_NODES, &cancel)
        .map(|(exact, _)| (exact.verdict, exact.plies));
    let line = if after.outcome().is_over() {
        Vec::new()
    } else {
        let limits = crate::engine::Limits {
            nodes: Some(REFUTATION_NODES),
            depth: Some(8),
            ..Default::default()
        };
        after.analyze(&limits, &cancel, &mut |_| {}).pv
    };
    Refutation {
        played,
        after,
        line,
        proven,
    }
}

/// Whether `notation` is the only move of `position`: every legal move goes from the same
/// point to the same point taking the same pieces (Dama lists a capture's routes through
/// the same pieces apart, but they are one move, RULES.md).
pub fn is_only_move(position: &dyn AnyGame, notation: &str) -> bool {
    let key = |m: &crate::any_game::MoveInfo| {
        let mut taken = m.captures.clone();
        taken.sort_unstable();
        (m.path.first().copied(), m.path.last().copied(), taken)
    };
    let moves = position.move_infos();
    let Some(expected) = moves.iter().find(|m| m.notation == notation).map(key) else {
        return false;
    };
    moves.iter().all(|m| key(m) == expected)
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
        let mut attempt = Attempt {
            puzzle: puzzle.clone(),
            position: start.clone_box(),
            start,
            next: 0,
            mistakes: 0,
            hints: 0,
            shown: false,
        };
        // A line that would begin with a move there is no choice about starts after it.
        attempt.advance();
        Ok(attempt)
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

    /// Whether a wrong move was tried (rather than only a hint or the solution taken).
    pub fn missed(&self) -> bool {
        self.mistakes > 0
    }

    /// A move of the player, in notation, read once (see [`Attempt::play_move`]).
    pub fn play(&mut self, notation: &str) -> Verdict {
        if self.is_solved() {
            return Verdict::Refused(Some(Refusal::GameOver));
        }
        match self.position.read_move(notation) {
            Ok(mv) => self.play_move(mv),
            Err(_) => Verdict::Refused(self.position.refusal_of_text(notation)),
        }
    }

    /// A move of the player, read already (typed, or entered on the board): checked
    /// against the line's move, and the right one played once, on the position itself.
    pub fn play_move(&mut self, mv: TypedMove) -> Verdict {
        let Some(expected) = self.puzzle.line.get(self.next) else {
            return Verdict::Refused(Some(Refusal::GameOver));
        };
        let refused =
            |position: &dyn AnyGame| Verdict::Refused(position.refusal_of_text(&mv.info.notation));
        if mv.info.notation == expected.notation {
            if self.position.play_typed(&mv).is_err() {
                return refused(self.position.as_ref());
            }
        } else {
            // Another move: wrong, unless it is the line's last and wins at once too.
            let mut after = self.position.clone_box();
            if after.play_typed(&mv).is_err() {
                return refused(self.position.as_ref());
            }
            let last = self.next + 1 == self.puzzle.line.len();
            if !(last && self.wins_at_once(after.as_ref())) {
                self.mistakes += 1;
                return Verdict::Wrong {
                    refutation: refute(mv.info.notation, after),
                };
            }
            self.position = after;
        }
        self.next += 1;
        let (replies, forced) = self.advance();
        if self.is_solved() {
            Verdict::Solved
        } else {
            Verdict::Correct {
                reply: (!replies.is_empty()).then(|| replies.join(" ")),
                forced,
            }
        }
    }

    /// Whether `after` (the position after a move of the player) is won for them: the
    /// line's last move wins at once, and so does any other move that ends the game
    /// won (several jumps may take the last goose needed), which solves the puzzle too.
    fn wins_at_once(&self, after: &dyn AnyGame) -> bool {
        matches!(after.outcome(), crate::game::Outcome::Win { winner, .. }
            if winner == self.puzzle.to_move)
    }

    /// Plays the line up to the player's next choice: the engine's replies, and the
    /// player's moves that are the only legal ones. Returns (replies, forced moves).
    fn advance(&mut self) -> (Vec<String>, Vec<String>) {
        let (mut replies, mut forced) = (Vec::new(), Vec::new());
        while let Some(m) = self.puzzle.line.get(self.next) {
            let mine = m.side == self.puzzle.to_move;
            if mine && !is_only_move(self.position.as_ref(), &m.notation) {
                break;
            }
            if self.position.play_notation(&m.notation).is_err() {
                break;
            }
            if mine {
                forced.push(m.notation.clone());
            } else {
                replies.push(m.notation.clone());
            }
            self.next += 1;
        }
        (replies, forced)
    }

    /// The moves of the line played so far (from the puzzle's position).
    pub fn played(&self) -> &[super::LineMove] {
        &self.puzzle.line[..self.next.min(self.puzzle.line.len())]
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
        self.advance();
    }

    /// The position the puzzle starts from.
    pub fn start(&self) -> &dyn AnyGame {
        self.start.as_ref()
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
