//! Moves and their generation.

use serde::{Deserialize, Serialize};

use super::config::MAX_GEESE;
use super::geometry::{
    bit, shift, squares, step_square, Lines, FORWARD, POINT_OF_SQUARE, SIDEWAYS,
};
use super::FoxGeese;
use crate::game::Side;

/// Longest path: the start and one landing per goose.
pub const MAX_PATH: usize = MAX_GEESE as usize + 1;

/// A move, identified by its path of squares: a step (two squares, fox or goose) or the
/// fox's jump chain (start and every landing). A fixed array rather than an `ArrayVec`
/// keeps the move `Copy`; unused entries stay 0 so equality and hashing see only the path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    len: u8,
    jump: bool,
    path: [u8; MAX_PATH],
}

impl Move {
    pub(super) fn step(from: u8, to: u8) -> Move {
        let mut path = [0; MAX_PATH];
        path[0] = from;
        path[1] = to;
        Move {
            len: 2,
            jump: false,
            path,
        }
    }

    fn start(from: u8) -> Move {
        let mut path = [0; MAX_PATH];
        path[0] = from;
        Move {
            len: 1,
            jump: true,
            path,
        }
    }

    fn push(&mut self, sq: u8) {
        self.path[self.len as usize] = sq;
        self.len += 1;
    }

    fn pop(&mut self) {
        self.len -= 1;
        self.path[self.len as usize] = 0;
    }

    /// The path in grid squares (internal numbering).
    pub(super) fn squares(&self) -> &[u8] {
        &self.path[..self.len as usize]
    }

    /// The path in board point indices: the moving piece's point, then each point it
    /// reaches (every landing of a jump chain).
    pub fn points(&self) -> Vec<u8> {
        self.squares()
            .iter()
            .map(|&sq| POINT_OF_SQUARE[sq as usize])
            .collect()
    }

    pub fn is_jump(&self) -> bool {
        self.jump
    }

    /// Geese this move captures.
    pub fn captures(&self) -> usize {
        if self.jump {
            self.len as usize - 1
        } else {
            0
        }
    }

    pub(super) fn origin(&self) -> u8 {
        self.path[0]
    }

    pub(super) fn destination(&self) -> u8 {
        self.path[self.len as usize - 1]
    }

    /// The geese a jump chain removes, as a mask of squares.
    pub(super) fn captured_mask(&self) -> u64 {
        let mut m = 0;
        if self.jump {
            for pair in self.squares().windows(2) {
                m |= bit((pair[0] + pair[1]) / 2);
            }
        }
        m
    }
}

/// A goose the fox can take with one jump now, and where the fox lands (board indices).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Capture {
    pub goose: u8,
    pub landing: u8,
}

impl FoxGeese {
    pub(super) fn lines(&self) -> &'static Lines {
        Lines::of(self.config.diagonals)
    }

    /// The empty points.
    #[inline]
    pub(super) fn empty(&self) -> u64 {
        super::geometry::CROSS & !self.geese & !bit(self.fox)
    }

    /// Geese the fox could take by a single jump from `fox_mask` (bit-parallel).
    #[inline]
    pub(super) fn capturable(lines: &Lines, fox_mask: u64, geese: u64, empty: u64) -> u64 {
        let mut out = 0;
        for d in 0..8 {
            let mid = shift(fox_mask & lines.jump[d], d) & geese;
            out |= mid & super::geometry::shift_back_mask(empty, d);
        }
        out
    }

    /// The directions a goose may step in under this configuration.
    pub(super) fn goose_dirs(&self) -> &'static [usize] {
        const WITH_SIDEWAYS: [usize; 5] =
            [FORWARD[0], FORWARD[1], FORWARD[2], SIDEWAYS[0], SIDEWAYS[1]];
        if self.config.sideways {
            &WITH_SIDEWAYS
        } else {
            &FORWARD
        }
    }

    /// Whether the side to move has a legal move (ignoring whether the game is over).
    pub(super) fn has_moves(&self) -> bool {
        let lines = self.lines();
        let empty = self.empty();
        match self.to_move {
            Side::One => {
                lines.around[self.fox as usize] & empty != 0
                    || lines.landings_from(self.fox, self.geese, empty) != 0
            }
            Side::Two => self
                .goose_dirs()
                .iter()
                .any(|&d| lines.step(self.geese, d) & empty != 0),
        }
    }

    pub(super) fn generate(&self, out: &mut Vec<Move>) {
        let lines = self.lines();
        let empty = self.empty();
        match self.to_move {
            Side::One => {
                let can_jump = lines.landings_from(self.fox, self.geese, empty) != 0;
                if !(can_jump && self.config.forced_capture) {
                    let fox = bit(self.fox);
                    for d in 0..8 {
                        let to = lines.step(fox, d) & empty;
                        if to != 0 {
                            out.push(Move::step(self.fox, to.trailing_zeros() as u8));
                        }
                    }
                }
                if can_jump {
                    let left = self.config.captures_to_win() - self.captured();
                    let mut path = Move::start(self.fox);
                    self.jumps(lines, &mut path, self.geese, left, out);
                }
            }
            Side::Two => {
                for &d in self.goose_dirs() {
                    for to in squares(lines.step(self.geese, d) & empty) {
                        let from = step_square(to, super::geometry::opposite(d));
                        out.push(Move::step(from, to));
                    }
                }
            }
        }
    }

    /// Extends the jump chain `path` (at least its start) over `geese`. `left` is the number
    /// of captures still possible before the fox has won and the game stops.
    fn jumps(&self, lines: &Lines, path: &mut Move, geese: u64, left: u8, out: &mut Vec<Move>) {
        let at = path.destination();
        let mut continued = false;
        if left > 0 {
            for d in 0..8 {
                if lines.jump[d] & bit(at) == 0 {
                    continue;
                }
                let mid = step_square(at, d);
                let land = step_square(mid, d);
                // The fox's start square is empty once it has left, so landing there is fine.
                if geese & bit(mid) == 0 || geese & bit(land) != 0 {
                    continue;
                }
                continued = true;
                path.push(land);
                if !self.config.forced_capture {
                    out.push(*path);
                }
                self.jumps(lines, path, geese & !bit(mid), left - 1, out);
                path.pop();
            }
        }
        if self.config.forced_capture && !continued && path.len > 1 {
            out.push(*path);
        }
    }

    /// The geese the fox could take with one jump right now, whoever is to move (so a front
    /// end can highlight threatened geese too), with the landing point of each jump.
    pub fn fox_captures(&self) -> Vec<Capture> {
        let lines = self.lines();
        let empty = self.empty();
        let mut out = Vec::new();
        for d in 0..8 {
            if lines.jump[d] & bit(self.fox) == 0 {
                continue;
            }
            let mid = step_square(self.fox, d);
            let land = step_square(mid, d);
            if self.geese & bit(mid) != 0 && empty & bit(land) != 0 {
                out.push(Capture {
                    goose: POINT_OF_SQUARE[mid as usize],
                    landing: POINT_OF_SQUARE[land as usize],
                });
            }
        }
        out
    }
}
