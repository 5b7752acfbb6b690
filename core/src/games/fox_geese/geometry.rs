//! The 33-point cross and its lines.
//!
//! Internally a point is a *square* of a 7×7 grid, `y * 7 + x`, so that whole sets of points
//! (u64 masks over 49 bits, of which the 33 of the cross are used) move in one shift per
//! direction: flood fills, mobility tests and jump detection are a handful of bit operations.
//! Outside this module the board's points are numbered 0..33 in [`Board`] order (row by row
//! from row 1, left to right); `POINT_OF_SQUARE`/`SQUARE_OF_POINT` translate.

use crate::board::{Board, BoardKind, Point};

use super::config::Diagonals;

/// Number of points of the cross.
pub const POINTS: usize = 33;
/// Side of the grid the cross lives in.
pub const WIDTH: i32 = 7;

/// Whether (x, y) is a point of the cross.
pub const fn exists(x: i32, y: i32) -> bool {
    x >= 0 && x < WIDTH && y >= 0 && y < WIDTH && ((x >= 2 && x <= 4) || (y >= 2 && y <= 4))
}

pub const fn square(x: i32, y: i32) -> u8 {
    (y * WIDTH + x) as u8
}

pub const fn x_of(sq: u8) -> i32 {
    sq as i32 % WIDTH
}

pub const fn y_of(sq: u8) -> i32 {
    sq as i32 / WIDTH
}

pub const fn bit(sq: u8) -> u64 {
    1u64 << sq
}

const fn cross_mask() -> u64 {
    let mut m = 0u64;
    let mut y = 0;
    while y < WIDTH {
        let mut x = 0;
        while x < WIDTH {
            if exists(x, y) {
                m |= bit(square(x, y));
            }
            x += 1;
        }
        y += 1;
    }
    m
}

/// Every point of the cross.
pub const CROSS: u64 = cross_mask();

const fn point_tables() -> ([u8; POINTS], [u8; 49]) {
    let mut sq_of = [0u8; POINTS];
    let mut pt_of = [NO_POINT; 49];
    let mut n = 0;
    let mut s = 0;
    while s < 49 {
        if CROSS & (1u64 << s) != 0 {
            sq_of[n] = s as u8;
            pt_of[s] = n as u8;
            n += 1;
        }
        s += 1;
    }
    (sq_of, pt_of)
}

/// Marks a grid square outside the cross.
pub const NO_POINT: u8 = u8::MAX;
/// Board point index → square.
pub const SQUARE_OF_POINT: [u8; POINTS] = point_tables().0;
/// Square → board point index ([`NO_POINT`] off the cross).
pub const POINT_OF_SQUARE: [u8; 49] = point_tables().1;

/// The eight directions in opposite pairs (`d ^ 1` is the way back): E, W, N (forward for
/// the geese), S, NE, SW, NW, SE.
pub const DIRS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (-1, 1),
    (1, -1),
];
pub const EAST: usize = 0;
pub const WEST: usize = 1;
pub const NORTH: usize = 2;
pub const NORTH_EAST: usize = 4;
pub const NORTH_WEST: usize = 6;
/// Directions a goose may always take (to the next row).
pub const FORWARD: [usize; 3] = [NORTH, NORTH_EAST, NORTH_WEST];
/// Directions a goose may take when sideways moves are on.
pub const SIDEWAYS: [usize; 2] = [EAST, WEST];

/// Square offset of one step in each direction.
pub const DELTA: [i8; 8] = {
    let mut d = [0i8; 8];
    let mut i = 0;
    while i < 8 {
        d[i] = (DIRS[i].1 * WIDTH + DIRS[i].0) as i8;
        i += 1;
    }
    d
};

/// Whether the unit square between (x, y) and (x+dx, y+dy) lies inside the cross; for a
/// unit square with corners on the grid that is the same as all four corners existing.
const fn unit_square_inside(x: i32, y: i32, dx: i32, dy: i32) -> bool {
    exists(x, y) && exists(x + dx, y) && exists(x, y + dy) && exists(x + dx, y + dy)
}

/// Whether a line joins (x, y) to its neighbour in direction (dx, dy).
pub const fn has_line(x: i32, y: i32, dx: i32, dy: i32, diagonals: Diagonals) -> bool {
    if !exists(x, y) || !exists(x + dx, y + dy) {
        return false;
    }
    if dx == 0 || dy == 0 {
        return true;
    }
    match diagonals {
        Diagonals::None => false,
        // Diagonal neighbours share the parity of x + y, so testing one end is enough.
        Diagonals::Alternate => (x + y) % 2 == 0 && unit_square_inside(x, y, dx, dy),
        Diagonals::All => unit_square_inside(x, y, dx, dy),
    }
}

/// The lines of one diagonal option: `from[d]` holds the squares with a line to their
/// neighbour in direction `d`.
#[derive(Clone, Copy, Debug)]
pub struct Lines {
    pub from: [u64; 8],
    /// `jump[d]`: the squares with a straight line of two segments in direction `d`, so a
    /// piece there may jump that way (middle one step on, landing two).
    pub jump: [u64; 8],
    /// Per square, its neighbours along lines: what [`Lines::neighbours`] gives for one
    /// square, read from a table (the fox is one square, and it is asked about often).
    pub around: [u64; 49],
    /// Per square and direction, the square a jump passes over and the one it lands on, as
    /// bits (both 0 where no jump goes that way).
    pub over: [[u64; 8]; 49],
    pub land: [[u64; 8]; 49],
    /// Per square, the squares whose contents decide its jumps: its neighbours and its
    /// landing squares.
    pub zone: [u64; 49],
}

const fn lines_for(diagonals: Diagonals) -> Lines {
    let mut from = [0u64; 8];
    let mut d = 0;
    while d < 8 {
        let (dx, dy) = DIRS[d];
        let mut y = 0;
        while y < WIDTH {
            let mut x = 0;
            while x < WIDTH {
                if has_line(x, y, dx, dy, diagonals) {
                    from[d] |= bit(square(x, y));
                }
                x += 1;
            }
            y += 1;
        }
        d += 1;
    }
    let mut jump = [0u64; 8];
    let mut d = 0;
    while d < 8 {
        let delta = DELTA[d];
        let onward = if delta > 0 {
            from[d] >> delta
        } else {
            from[d] << -delta
        };
        jump[d] = from[d] & onward;
        d += 1;
    }
    let mut around = [0u64; 49];
    let mut over = [[0u64; 8]; 49];
    let mut land = [[0u64; 8]; 49];
    let mut zone = [0u64; 49];
    let mut sq = 0;
    while sq < 49 {
        let mut d = 0;
        while d < 8 {
            let delta = DELTA[d] as i32;
            if from[d] & bit(sq as u8) != 0 {
                around[sq] |= bit((sq as i32 + delta) as u8);
            }
            if jump[d] & bit(sq as u8) != 0 {
                over[sq][d] = bit((sq as i32 + delta) as u8);
                land[sq][d] = bit((sq as i32 + 2 * delta) as u8);
            }
            d += 1;
        }
        zone[sq] = around[sq];
        let mut d = 0;
        while d < 8 {
            zone[sq] |= land[sq][d];
            d += 1;
        }
        sq += 1;
    }
    Lines {
        from,
        jump,
        around,
        over,
        land,
        zone,
    }
}

static LINES: [Lines; 3] = [
    lines_for(Diagonals::None),
    lines_for(Diagonals::Alternate),
    lines_for(Diagonals::All),
];

impl Lines {
    pub fn of(diagonals: Diagonals) -> &'static Lines {
        &LINES[diagonals as usize]
    }

    /// The squares one step in direction `d` from the squares of `m` that have a line there.
    #[inline(always)]
    pub fn step(&self, m: u64, d: usize) -> u64 {
        shift(m & self.from[d], d)
    }

    /// Every square joined by a line to a square of `m`.
    /// The geese a piece on `sq` could take by one jump: a goose next to it with an empty
    /// point behind (what [`Lines::step`]-based masks give for a whole set, for one square).
    #[inline]
    pub fn takes_from(&self, sq: u8, geese: u64, empty: u64) -> u64 {
        let (over, land) = (&self.over[sq as usize], &self.land[sq as usize]);
        let mut out = 0;
        for d in 0..8 {
            if geese & over[d] != 0 && empty & land[d] != 0 {
                out |= over[d];
            }
        }
        out
    }

    /// Where a piece on `sq` lands by one jump over `geese` onto `empty`.
    #[inline]
    pub fn landings_from(&self, sq: u8, geese: u64, empty: u64) -> u64 {
        let (over, land) = (&self.over[sq as usize], &self.land[sq as usize]);
        let mut out = 0;
        for d in 0..8 {
            if geese & over[d] != 0 {
                out |= empty & land[d];
            }
        }
        out
    }

    #[inline]
    pub fn neighbours(&self, m: u64) -> u64 {
        let mut out = 0;
        for d in 0..8 {
            out |= self.step(m, d);
        }
        out
    }
}

/// Moves every square of `m` one step in direction `d` (callers mask `m` first so nothing
/// leaves the cross).
#[inline(always)]
pub fn shift(m: u64, d: usize) -> u64 {
    let delta = DELTA[d];
    if delta > 0 {
        m << delta
    } else {
        m >> -delta
    }
}

/// Moves every square of `m` one step against direction `d`.
#[inline(always)]
pub fn shift_back_mask(m: u64, d: usize) -> u64 {
    shift(m, opposite(d))
}

/// The direction opposite to `d` (the directions come in pairs).
#[inline(always)]
pub const fn opposite(d: usize) -> usize {
    d ^ 1
}

/// The square one step from `sq` in direction `d` (the caller knows it is on the board).
#[inline(always)]
pub fn step_square(sq: u8, d: usize) -> u8 {
    (sq as i8 + DELTA[d]) as u8
}

/// The notation name of a square: column a–g, row 1–7.
pub fn name(sq: u8) -> String {
    let col = (b'a' + x_of(sq) as u8) as char;
    format!("{col}{}", y_of(sq) + 1)
}

/// The square of a point name such as `d4` (case-insensitive).
pub fn parse_square(text: &str) -> Option<u8> {
    let bytes = text.as_bytes();
    if bytes.len() != 2 {
        return None;
    }
    let x = bytes[0].to_ascii_lowercase().wrapping_sub(b'a') as i32;
    let y = bytes[1].wrapping_sub(b'1') as i32;
    if exists(x, y) {
        Some(square(x, y))
    } else {
        None
    }
}

/// The squares of a mask, lowest first.
pub fn squares(mut m: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let sq = m.trailing_zeros() as u8;
            m &= m - 1;
            Some(sq)
        }
    })
}

/// The board for drawing: x to the right (column a at 0), y upwards from the geese's home
/// edge (row 1 at 0).
pub fn board(diagonals: Diagonals) -> Board {
    let lines = Lines::of(diagonals);
    let points = SQUARE_OF_POINT
        .iter()
        .map(|&sq| Point {
            name: name(sq),
            x: x_of(sq) as f32,
            y: y_of(sq) as f32,
        })
        .collect();
    let mut pairs = Vec::new();
    for &sq in &SQUARE_OF_POINT {
        // Half the directions, so each line is listed once.
        for d in [EAST, NORTH, NORTH_EAST, NORTH_WEST] {
            if lines.from[d] & bit(sq) != 0 {
                pairs.push((
                    POINT_OF_SQUARE[sq as usize],
                    POINT_OF_SQUARE[step_square(sq, d) as usize],
                ));
            }
        }
    }
    Board {
        kind: BoardKind::Lines,
        points,
        lines: pairs,
        width: (WIDTH - 1) as f32,
        height: (WIDTH - 1) as f32,
    }
}
