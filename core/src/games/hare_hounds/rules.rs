//! The rules on a bare state (pieces, side to move, stall counter), shared by the game and
//! the solver so both see exactly the same moves and endings.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use super::geometry::{ADJ, ADVANCES, ALL, AT_OR_BELOW_ROW, HOUND_STEPS, ROW};
use crate::game::{EndReason, Outcome, Side};

/// The hounds are [`Side::One`], the hare [`Side::Two`].
pub const HOUNDS: Side = Side::One;
pub const HARE: Side = Side::Two;

/// One step of one piece along a line, by point index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    pub from: u8,
    pub to: u8,
}

/// At most 11 hound steps (b3 has 5, the two others 3 each) or the hare's 8 (on b3).
pub type Moves = ArrayVec<Move, 12>;

/// What decides the future of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct State {
    /// The three hounds' points.
    pub hounds: u16,
    pub hare: u8,
    pub to_move: Side,
    /// Consecutive hound moves that did not advance.
    pub stall: u8,
}

impl State {
    fn occupied(&self) -> u16 {
        self.hounds | (1 << self.hare)
    }

    /// The hare has slipped past every hound: its row is lower than all of theirs.
    pub fn hare_escaped(&self) -> bool {
        self.hounds & AT_OR_BELOW_ROW[ROW[self.hare as usize] as usize] == 0
    }

    pub fn outcome(&self, stall_limit: u8) -> Outcome {
        let win = |winner, reason| Outcome::Win { winner, reason };
        if self.to_move == HARE {
            // A move that traps the hare wins even if it was the hounds' last allowed
            // non-advancing move, as a mate on the 50th move stands in chess.
            if ADJ[self.hare as usize] & !self.occupied() == 0 {
                win(HOUNDS, EndReason::HareTrapped)
            } else if self.stall >= stall_limit {
                win(HARE, EndReason::HoundsStalled)
            } else {
                Outcome::Ongoing
            }
        } else if self.hare_escaped() {
            // Hounds to move: the hare has just moved, so this is the check after its move.
            win(HARE, EndReason::HareEscaped)
        } else if !self.hounds_can_move() {
            win(HARE, EndReason::HoundsBlocked)
        } else {
            Outcome::Ongoing
        }
    }

    fn hounds_can_move(&self) -> bool {
        let free = !self.occupied();
        let mut set = self.hounds;
        while set != 0 {
            let from = set.trailing_zeros() as usize;
            set &= set - 1;
            if HOUND_STEPS[from] & free != 0 {
                return true;
            }
        }
        false
    }

    /// The legal moves, none once the game is over. Hounds in point order, each hound's
    /// steps in point order; the hare's steps in point order.
    pub fn moves(&self, stall_limit: u8) -> Moves {
        let mut out = Moves::new();
        let free = !self.occupied() & ALL;
        if self.to_move == HARE {
            // Trapped means no steps anyway; only the stall ending needs checking.
            if self.stall < stall_limit {
                push_steps(&mut out, self.hare, ADJ[self.hare as usize] & free);
            }
        } else if !self.hare_escaped() {
            let mut set = self.hounds;
            while set != 0 {
                let from = set.trailing_zeros() as u8;
                set &= set - 1;
                push_steps(&mut out, from, HOUND_STEPS[from as usize] & free);
            }
        }
        out
    }

    /// The state after a legal move.
    pub fn after(&self, mv: Move) -> State {
        let mut next = *self;
        if self.to_move == HARE {
            next.hare = mv.to;
        } else {
            next.hounds ^= (1 << mv.from) | (1 << mv.to);
            next.stall = if ADVANCES[mv.from as usize] & (1 << mv.to) != 0 {
                0
            } else {
                self.stall + 1
            };
        }
        next.to_move = self.to_move.other();
        next
    }
}

fn push_steps(out: &mut Moves, from: u8, mut targets: u16) {
    while targets != 0 {
        let to = targets.trailing_zeros() as u8;
        targets &= targets - 1;
        out.push(Move { from, to });
    }
}
