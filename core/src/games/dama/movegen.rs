//! Move generation: simple moves, capture sequences, and the Italian capture priorities.

use serde::{Deserialize, Serialize};

use super::geometry::{
    jumpers, step, ALL_DIRECTIONS, BLACK_FORWARD, BLACK_PROMOTION_ROW, DOWN_LEFT, DOWN_RIGHT, JUMP,
    NEIGHBOUR, NONE, UP_LEFT, UP_RIGHT, WHITE_FORWARD, WHITE_PROMOTION_ROW,
};
use super::Dama;
use crate::game::Side;

/// The most pieces one capture can take: the opponent has at most 12.
pub const MAX_CAPTURES: usize = 12;

/// A move: the start and end squares, the captured squares, and the landing squares of a
/// capture (for notation). A fixed array rather than an `ArrayVec` keeps the move `Copy`;
/// unused entries stay zero so the derived equality and hash only see the real path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DamaMove {
    pub(super) from: u8,
    pub(super) to: u8,
    /// Number of jumps (0 for a simple move).
    pub(super) jumps: u8,
    pub(super) path: [u8; MAX_CAPTURES],
    pub(super) captured: u32,
}

impl DamaMove {
    /// The start square, 1..=32.
    pub fn from_square(&self) -> u8 {
        self.from + 1
    }
    /// The end square, 1..=32.
    pub fn to_square(&self) -> u8 {
        self.to + 1
    }
    /// The captured squares as a set (bit `i` = square `i + 1`).
    pub fn captured(&self) -> u32 {
        self.captured
    }
    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }
    /// The landing squares of a capture, 0-based.
    pub fn landings(&self) -> &[u8] {
        &self.path[..self.jumps as usize]
    }

    fn simple(from: u8, to: u8) -> Self {
        DamaMove {
            from,
            to,
            jumps: 0,
            path: [0; MAX_CAPTURES],
            captured: 0,
        }
    }
}

pub(super) fn forward(side: Side) -> &'static [usize] {
    match side {
        Side::One => &WHITE_FORWARD,
        Side::Two => &BLACK_FORWARD,
    }
}

pub(super) fn promotion_row(side: Side) -> u32 {
    match side {
        Side::One => WHITE_PROMOTION_ROW,
        Side::Two => BLACK_PROMOTION_ROW,
    }
}

/// Everything a capture search from one piece needs.
struct CaptureSearch<'a> {
    moves: &'a mut Vec<DamaMove>,
    /// Where this position's moves start in `moves`.
    start: usize,
    /// The priority key of the moves kept so far (0: none yet).
    best: u32,
    enemy: u32,
    enemy_kings: u32,
    /// Empty squares; the moving piece's start square counts as empty. Captured pieces stay
    /// on the board until the move ends, so they are never empty.
    empty: u32,
    from: u8,
    king: bool,
    /// The row where the moving side's men are crowned.
    promotion: u32,
    dirs: &'static [usize],
    path: [u8; MAX_CAPTURES],
    /// Keep every capture, whatever its priority (to explain a refused one).
    keep_all: bool,
}

/// The priority of a capture, as one number where larger wins: pieces captured, then a
/// king capturing, then kings captured, then how early the first king is met.
fn priority(count: u32, king: bool, kings_taken: u32, first_king: Option<u32>) -> u32 {
    let earliness = match first_king {
        Some(i) => 15 - i,
        None => 0,
    };
    (count << 12) | ((king as u32) << 11) | (kings_taken << 6) | earliness
}

impl CaptureSearch<'_> {
    fn search(&mut self, at: u8, depth: usize, captured: u32, first_king: Option<u32>) {
        let mut extended = false;
        for &dir in self.dirs {
            let (over, land) = JUMP[at as usize][dir];
            if land == NONE {
                continue;
            }
            let over_bit = 1u32 << over;
            if self.enemy & over_bit == 0
                || captured & over_bit != 0
                || self.empty & (1 << land) == 0
                || (!self.king && self.enemy_kings & over_bit != 0)
            {
                continue;
            }
            extended = true;
            self.path[depth] = land;
            let first_king = first_king.or(if self.enemy_kings & over_bit != 0 {
                Some(depth as u32)
            } else {
                None
            });
            if !self.king && self.promotion & (1 << land) != 0 {
                // A man reaching the last row is crowned and the move ends. (Men only jump
                // forward, so no jump could follow anyway; the check states the rule.)
                self.record(land, depth + 1, captured | over_bit, first_king);
            } else {
                self.search(land, depth + 1, captured | over_bit, first_king);
            }
        }
        if !extended && depth > 0 {
            self.record(at, depth, captured, first_king);
        }
    }

    fn record(&mut self, to: u8, depth: usize, captured: u32, first_king: Option<u32>) {
        let key = priority(
            captured.count_ones(),
            self.king,
            (captured & self.enemy_kings).count_ones(),
            first_king,
        );
        if !self.keep_all {
            if key < self.best {
                return;
            }
            if key > self.best {
                self.moves.truncate(self.start);
                self.best = key;
            }
        } else {
            self.best = self.best.max(key);
        }
        // Two routes around a ring of pieces take the same pieces to the same square: the
        // same move. Keep the first.
        let from = self.from;
        if self.moves[self.start..]
            .iter()
            .any(|m| m.from == from && m.to == to && m.captured == captured)
        {
            return;
        }
        let mut path = [0; MAX_CAPTURES];
        path[..depth].copy_from_slice(&self.path[..depth]);
        self.moves.push(DamaMove {
            from,
            to,
            jumps: depth as u8,
            path,
            captured,
        });
    }
}

impl Dama {
    /// Appends the legal moves, ignoring whether the game has ended by the draw rules.
    pub(super) fn generate(&self, moves: &mut Vec<DamaMove>) {
        self.generate_with(moves, false);
    }

    /// Every complete capture of the side to move, whatever the priorities say, with its
    /// priority key (larger wins): what a refused capture is compared against.
    pub(super) fn all_captures(&self) -> Vec<(DamaMove, u32)> {
        let mut moves = Vec::new();
        self.generate_with(&mut moves, true);
        moves
            .into_iter()
            .filter(|m| m.is_capture())
            .map(|m| (m, self.capture_key(&m)))
            .collect()
    }

    /// The priority key of a capture of this position (see [`priority`]).
    pub(super) fn capture_key(&self, mv: &DamaMove) -> u32 {
        let (_, enemy) = self.sides();
        let enemy_kings = enemy & self.kings;
        let mut at = mv.from as usize;
        let mut first_king = None;
        for (i, &land) in mv.landings().iter().enumerate() {
            let over = ALL_DIRECTIONS
                .iter()
                .map(|&d| JUMP[at][d])
                .find(|&(_, l)| l == land)
                .map(|(o, _)| o);
            if let Some(o) = over {
                if first_king.is_none() && enemy_kings & (1 << o) != 0 {
                    first_king = Some(i as u32);
                }
            }
            at = land as usize;
        }
        priority(
            mv.captured.count_ones(),
            self.kings & (1 << mv.from) != 0,
            (mv.captured & enemy_kings).count_ones(),
            first_king,
        )
    }

    fn generate_with(&self, moves: &mut Vec<DamaMove>, keep_all: bool) {
        let side = self.side;
        let (own, enemy) = self.sides();
        let empty = !(self.white | self.black);
        let start = moves.len();
        let mut search = CaptureSearch {
            moves,
            start,
            best: 0,
            enemy,
            enemy_kings: enemy & self.kings,
            empty,
            from: 0,
            king: false,
            promotion: promotion_row(side),
            dirs: &ALL_DIRECTIONS,
            path: [0; MAX_CAPTURES],
            keep_all,
        };
        // Only pieces with a first jump can start a capture: found for all at once.
        for sq in super::geometry::squares(self.jumpers()) {
            search.from = sq as u8;
            search.king = self.kings & (1 << sq) != 0;
            search.dirs = if search.king {
                &ALL_DIRECTIONS
            } else {
                forward(side)
            };
            search.empty = empty | (1 << sq);
            search.search(sq as u8, 0, 0, None);
        }
        if search.best != 0 {
            return;
        }
        for sq in super::geometry::squares(own) {
            let dirs = if self.kings & (1 << sq) != 0 {
                &ALL_DIRECTIONS[..]
            } else {
                forward(side)
            };
            for &dir in dirs {
                let to = NEIGHBOUR[sq][dir];
                if to != NONE && empty & (1 << to) != 0 {
                    moves.push(DamaMove::simple(sq as u8, to));
                }
            }
        }
    }

    /// The pieces of the side to move that can jump now (the start of a capture), from
    /// masks: one shift per direction for all pieces at once. Directions are spelled out
    /// as constants so every shift is known when compiled.
    #[inline]
    fn jumpers(&self) -> u32 {
        let (own, enemy) = self.sides();
        let empty = !(self.white | self.black);
        let (men, kings) = (own & !self.kings, own & self.kings);
        let enemy_men = enemy & !self.kings;
        let mut out = match self.side {
            Side::One => {
                jumpers(men, UP_LEFT, enemy_men, empty) | jumpers(men, UP_RIGHT, enemy_men, empty)
            }
            Side::Two => {
                jumpers(men, DOWN_LEFT, enemy_men, empty)
                    | jumpers(men, DOWN_RIGHT, enemy_men, empty)
            }
        };
        if kings != 0 {
            out |= jumpers(kings, UP_LEFT, enemy, empty)
                | jumpers(kings, UP_RIGHT, enemy, empty)
                | jumpers(kings, DOWN_LEFT, enemy, empty)
                | jumpers(kings, DOWN_RIGHT, enemy, empty);
        }
        out
    }

    /// Whether the side to move has a capture (so, captures being compulsory, every legal
    /// move is one).
    pub fn has_capture(&self) -> bool {
        self.jumpers() != 0
    }

    /// Whether the side to move has any legal move (cheaper than generating them).
    pub(super) fn has_move(&self) -> bool {
        let (own, _) = self.sides();
        let empty = !(self.white | self.black);
        let kings = own & self.kings;
        let (ahead, behind) = match self.side {
            Side::One => (
                step(own, UP_LEFT) | step(own, UP_RIGHT),
                step(kings, DOWN_LEFT) | step(kings, DOWN_RIGHT),
            ),
            Side::Two => (
                step(own, DOWN_LEFT) | step(own, DOWN_RIGHT),
                step(kings, UP_LEFT) | step(kings, UP_RIGHT),
            ),
        };
        (ahead | behind) & empty != 0 || self.has_capture()
    }
}
