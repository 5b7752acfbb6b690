//! The holes of the board, their order of sowing, and how the board is drawn.
//!
//! Holes are numbered 0..16 in the order of sowing (counter-clockwise):
//! player 1's houses 1..7 are 0..6, player 1's store is 7, player 2's houses 1..7 are 8..14,
//! player 2's store is 15. These indices are also the point indices of [`board`].

use crate::board::{Board, BoardKind, Point};
use crate::game::Side;

/// Number of holes (houses and stores).
pub const HOLES: usize = 16;
/// Houses per player.
pub const HOUSES: usize = 7;

/// The store of a side.
#[inline]
pub const fn store(side: Side) -> usize {
    match side {
        Side::One => 7,
        Side::Two => 15,
    }
}

/// The hole of a side's house `n` (0-based from that player's own left).
#[inline]
pub const fn house(side: Side, n: usize) -> usize {
    match side {
        Side::One => n,
        Side::Two => 8 + n,
    }
}

/// The owner of a house, or `None` for a store.
#[inline]
pub const fn owner(hole: usize) -> Option<Side> {
    match hole {
        0..=6 => Some(Side::One),
        8..=14 => Some(Side::Two),
        _ => None,
    }
}

/// The house opposite a house: house i of one player faces house 8−i of the other.
#[inline]
pub const fn opposite(hole: usize) -> usize {
    14 - hole
}

/// The next hole when `side` sows from `hole`: counter-clockwise, skipping the opponent's store.
#[inline]
pub const fn next(hole: usize, side: Side) -> usize {
    let n = (hole + 1) % HOLES;
    let opponent_store = match side {
        Side::One => 15,
        Side::Two => 7,
    };
    if n == opponent_store {
        (n + 1) % HOLES
    } else {
        n
    }
}

/// The name of a hole on the board: `p1-1`…`p1-7`, `p1-store`, `p2-1`…`p2-7`, `p2-store`.
pub fn hole_name(hole: usize) -> String {
    match hole {
        0..=6 => format!("p1-{}", hole + 1),
        7 => "p1-store".to_owned(),
        8..=14 => format!("p2-{}", hole - 7),
        _ => "p2-store".to_owned(),
    }
}

/// The board as seen from player 1's edge: the near row runs left to right (player 1's
/// houses 1..7), player 1's store at the right end, the far row right to left (player 2's
/// houses 1..7, counted from player 2's own left), player 2's store at the left end.
pub fn board() -> Board {
    let points = (0..HOLES)
        .map(|hole| {
            let (x, y) = match hole {
                0..=6 => (hole as f32 + 1.5, 0.75),
                7 => (8.5, 1.5),
                8..=14 => ((14 - hole) as f32 + 1.5, 2.25),
                _ => (0.5, 1.5),
            };
            Point {
                name: hole_name(hole),
                x,
                y,
            }
        })
        .collect();
    Board {
        kind: BoardKind::Mancala,
        points,
        lines: Vec::new(),
        width: 9.0,
        height: 3.0,
    }
}
