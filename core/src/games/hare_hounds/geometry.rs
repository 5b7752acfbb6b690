//! The board: 11 points, their names, rows and lines, as bit masks over point indices.
//!
//! Points are numbered row by row from the hounds' end: b1=0, a2..c2=1..3, a3..c3=4..6,
//! a4..c4=7..9, b5=10. A set of points is a `u16` with bit `i` for point `i`.

use crate::board::{Board, BoardKind, Point};

pub const POINTS: usize = 11;
/// Every point of the board.
pub const ALL: u16 = (1 << POINTS) - 1;

pub const NAMES: [&str; POINTS] = [
    "b1", "a2", "b2", "c2", "a3", "b3", "c3", "a4", "b4", "c4", "b5",
];
/// Row of each point, 1 (the hounds' end) to 5 (the hare's end).
pub const ROW: [u8; POINTS] = [1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5];
/// Column of each point, 0 (a) to 2 (c).
pub const COL: [u8; POINTS] = [1, 0, 1, 2, 0, 1, 2, 0, 1, 2, 1];

/// The lines: rows and columns of the square a2-c4, its two long diagonals, and the end
/// points b1 and b5 each joined to the three points of the nearest row.
pub const LINES: [(u8, u8); 22] = [
    // rows of the square
    (1, 2),
    (2, 3),
    (4, 5),
    (5, 6),
    (7, 8),
    (8, 9),
    // columns of the square
    (1, 4),
    (4, 7),
    (2, 5),
    (5, 8),
    (3, 6),
    (6, 9),
    // long diagonals a2-b3-c4 and c2-b3-a4
    (1, 5),
    (5, 9),
    (3, 5),
    (5, 7),
    // the hounds' end b1
    (0, 1),
    (0, 2),
    (0, 3),
    // the hare's end b5
    (7, 10),
    (8, 10),
    (9, 10),
];

const fn adjacency() -> [u16; POINTS] {
    let mut adj = [0u16; POINTS];
    let mut i = 0;
    while i < LINES.len() {
        let (a, b) = LINES[i];
        adj[a as usize] |= 1 << b;
        adj[b as usize] |= 1 << a;
        i += 1;
    }
    adj
}

/// Neighbours of each point: where the hare may step.
pub const ADJ: [u16; POINTS] = adjacency();

/// Neighbours whose row compares to the point's row as `keep` says.
const fn filtered(keep_higher: bool, keep_same: bool) -> [u16; POINTS] {
    let mut out = [0u16; POINTS];
    let mut p = 0;
    while p < POINTS {
        let mut q = 0;
        while q < POINTS {
            if ADJ[p] & (1 << q) != 0
                && ((keep_higher && ROW[q] > ROW[p]) || (keep_same && ROW[q] == ROW[p]))
            {
                out[p] |= 1 << q;
            }
            q += 1;
        }
        p += 1;
    }
    out
}

/// Where a hound on each point may step: forward or sideways, never back.
pub const HOUND_STEPS: [u16; POINTS] = filtered(true, true);
/// The hound steps that advance (to a higher row); only these reset the stall counter.
pub const ADVANCES: [u16; POINTS] = filtered(true, false);

const fn at_or_below() -> [u16; 6] {
    let mut out = [0u16; 6];
    let mut r = 0;
    while r < 6 {
        let mut p = 0;
        while p < POINTS {
            if ROW[p] as usize <= r {
                out[r] |= 1 << p;
            }
            p += 1;
        }
        r += 1;
    }
    out
}

/// Points on row `r` or lower, by row: the hare on row `r` has slipped past the hounds
/// when none of them is in this set.
pub const AT_OR_BELOW_ROW: [u16; 6] = at_or_below();

/// The index of the point with this name (`a2`, case-insensitive).
pub fn point_by_name(name: &str) -> Option<u8> {
    let lower = name.to_ascii_lowercase();
    NAMES.iter().position(|n| *n == lower).map(|i| i as u8)
}

/// The board for drawing: x is the column (a=0), y the row minus one.
pub fn board() -> Board {
    Board {
        kind: BoardKind::Lines,
        points: (0..POINTS)
            .map(|i| Point {
                name: NAMES[i].to_owned(),
                x: f32::from(COL[i]),
                y: f32::from(ROW[i] - 1),
            })
            .collect(),
        lines: LINES.to_vec(),
        width: 2.0,
        height: 4.0,
    }
}
