//! The 32 dark squares of the Italian board, numbered as in PDN GameType 22 (and pydraughts'
//! `italian` variant, the FID numbering): White sits at the bottom and its bottom-left
//! corner (a1) is a light square; square 1 is the top-left corner (a8, Black's right-hand
//! single corner), squares run left to right, top to bottom, and 32 is White's single
//! corner (h1). White's men start on 21–32 and move up, towards square 1.
//!
//! Internally a square is its number minus one (0..32) and a set of squares is a `u32` with
//! bit `i` for square `i + 1`.

use crate::zobrist;

pub const SQUARES: usize = 32;
/// No square (off the board).
pub const NONE: u8 = u8::MAX;

/// Directions, seen from White's side: up is towards Black (square 1).
pub const UP_LEFT: usize = 0;
pub const UP_RIGHT: usize = 1;
pub const DOWN_LEFT: usize = 2;
pub const DOWN_RIGHT: usize = 3;
pub const ALL_DIRECTIONS: [usize; 4] = [UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT];
/// The forward directions of White's men and Black's men.
pub const WHITE_FORWARD: [usize; 2] = [UP_LEFT, UP_RIGHT];
pub const BLACK_FORWARD: [usize; 2] = [DOWN_LEFT, DOWN_RIGHT];

/// The row where White's men promote (squares 1–4) and Black's (29–32).
pub const WHITE_PROMOTION_ROW: u32 = 0x0000_000F;
pub const BLACK_PROMOTION_ROW: u32 = 0xF000_0000;
/// The start position: Black on 1–12, White on 21–32.
pub const BLACK_START: u32 = 0x0000_0FFF;
pub const WHITE_START: u32 = 0xFFF0_0000;

/// Row counted from the top (Black's back row is 0, White's is 7).
pub const fn row(sq: usize) -> usize {
    sq / 4
}

/// File (column) 0..8 from the left as White sees the board: even rows from the top use
/// files 0, 2, 4, 6 (square 1 is the top-left corner), odd rows 1, 3, 5, 7.
pub const fn file(sq: usize) -> usize {
    let c = sq % 4;
    if row(sq) % 2 == 0 {
        2 * c
    } else {
        2 * c + 1
    }
}

const fn square_at(file: i32, row: i32) -> u8 {
    if file < 0 || file > 7 || row < 0 || row > 7 || (file + row) % 2 != 0 {
        NONE
    } else {
        (row * 4 + file / 2) as u8
    }
}

const fn neighbours() -> [[u8; 4]; SQUARES] {
    // (file, row-from-top) steps of UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT.
    const STEPS: [(i32, i32); 4] = [(-1, -1), (1, -1), (-1, 1), (1, 1)];
    let mut out = [[NONE; 4]; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let mut d = 0;
        while d < 4 {
            out[sq][d] = square_at(file(sq) as i32 + STEPS[d].0, row(sq) as i32 + STEPS[d].1);
            d += 1;
        }
        sq += 1;
    }
    out
}

const fn jumps() -> [[(u8, u8); 4]; SQUARES] {
    let mut out = [[(NONE, NONE); 4]; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let mut d = 0;
        while d < 4 {
            let over = NEIGHBOUR[sq][d];
            if over != NONE {
                let land = NEIGHBOUR[over as usize][d];
                if land != NONE {
                    out[sq][d] = (over, land);
                }
            }
            d += 1;
        }
        sq += 1;
    }
    out
}

/// The adjacent square in each direction, or [`NONE`].
pub const NEIGHBOUR: [[u8; 4]; SQUARES] = neighbours();
/// For a jump in each direction: the square jumped over and the landing square, or
/// `(NONE, NONE)` when the landing square is off the board.
pub const JUMP: [[(u8, u8); 4]; SQUARES] = jumps();

/// Rows 0, 2, 4, 6 from the top (files 0, 2, 4, 6) and rows 1, 3, 5, 7 (files 1, 3, 5, 7):
/// a step's distance in square numbers depends on the row's parity.
const EVEN_ROWS: u32 = 0x0F0F_0F0F;
const ODD_ROWS: u32 = 0xF0F0_F0F0;
/// Per direction, how far a step moves a square's bit from an even and from an odd row
/// (negative: towards square 1).
const STEP_EVEN: [i32; 4] = [-5, -4, 3, 4];
const STEP_ODD: [i32; 4] = [-4, -3, 4, 5];
/// A jump (two steps) moves a bit the same distance from either parity.
const JUMP_SHIFT: [i32; 4] = [-9, -7, 7, 9];

const fn masks_with(jump: bool) -> [u32; 4] {
    let mut out = [0u32; 4];
    let mut sq = 0;
    while sq < SQUARES {
        let mut d = 0;
        while d < 4 {
            let ok = if jump {
                JUMP[sq][d].1 != NONE
            } else {
                NEIGHBOUR[sq][d] != NONE
            };
            if ok {
                out[d] |= 1 << sq;
            }
            d += 1;
        }
        sq += 1;
    }
    out
}
/// Per direction, the squares with a neighbour that way, and those with room to jump.
const CAN_STEP: [u32; 4] = masks_with(false);
const CAN_JUMP: [u32; 4] = masks_with(true);

#[inline(always)]
const fn shift(set: u32, by: i32) -> u32 {
    if by >= 0 {
        set << by
    } else {
        set >> -by
    }
}

/// Every square of `set` moved one step in direction `d` (squares with no neighbour there
/// drop out): [`NEIGHBOUR`] for a whole set at once.
#[inline(always)]
pub const fn step(set: u32, d: usize) -> u32 {
    let set = set & CAN_STEP[d];
    shift(set & EVEN_ROWS, STEP_EVEN[d]) | shift(set & ODD_ROWS, STEP_ODD[d])
}

/// The squares of `from` that can jump in direction `d` over a square of `over` onto a
/// square of `land`: the jump test of [`JUMP`] for a whole set at once.
#[inline(always)]
pub const fn jumpers(from: u32, d: usize, over: u32, land: u32) -> u32 {
    // A square whose neighbour in `d` is in `over` is that square's step back.
    let back = d ^ 3;
    from & CAN_JUMP[d] & step(over, back) & shift(land, -JUMP_SHIFT[d])
}

/// The centre of a square in board units, x to the right and y up from White's side.
pub fn centre(sq: usize) -> (f32, f32) {
    (file(sq) as f32 + 0.5, (7 - row(sq)) as f32 + 0.5)
}

/// Zobrist keys: four piece kinds (white man, white king, black man, black king) × 32
/// squares, then one for Black to move.
const KEYS: [u64; 129] = zobrist::keys::<129>(0xDA3A_17A1_1A4A_0001);
pub const WHITE_MAN: usize = 0;
pub const WHITE_KING: usize = 1;
pub const BLACK_MAN: usize = 2;
pub const BLACK_KING: usize = 3;

#[inline]
pub fn piece_key(kind: usize, sq: usize) -> u64 {
    KEYS[kind * SQUARES + sq]
}

#[inline]
pub fn black_to_move_key() -> u64 {
    KEYS[128]
}

/// Iterates over the squares of a set, lowest first.
#[inline]
pub fn squares(mut set: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let sq = set.trailing_zeros() as usize;
            set &= set - 1;
            Some(sq)
        }
    })
}
