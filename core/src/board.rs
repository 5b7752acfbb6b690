//! What a board looks like, for drawing: points with coordinates and the lines between them.
//! Coordinates are in board units with x to the right and y upwards from the first side's
//! edge; the session normalizes and orients them for the screen.

use serde::{Deserialize, Serialize};

/// How a board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum BoardKind {
    /// Points joined by lines (Fox and Geese, Hare and Hounds).
    Lines,
    /// A square board; the points are the playable (dark) squares' centres.
    Checkerboard { size: u8 },
    /// Houses and stores of a mancala board.
    Mancala,
}

/// One point (or square, house, store) of a board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Point {
    /// The point's name in the game's notation (`d4`, `17`, `house 3`…).
    pub name: String,
    pub x: f32,
    pub y: f32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Board {
    pub kind: BoardKind,
    pub points: Vec<Point>,
    /// Pairs of point indices joined by a line.
    pub lines: Vec<(u8, u8)>,
    /// Width and height of the board in board units (points lie within).
    pub width: f32,
    pub height: f32,
}

impl Board {
    /// The point halfway between two points, if there is one: the piece a short jump
    /// from `a` to `b` passes over.
    pub fn point_between(&self, a: u8, b: u8) -> Option<u8> {
        let (pa, pb) = (self.points.get(a as usize)?, self.points.get(b as usize)?);
        let (x, y) = ((pa.x + pb.x) / 2.0, (pa.y + pb.y) / 2.0);
        self.points
            .iter()
            .position(|p| (p.x - x).abs() < 1e-3 && (p.y - y).abs() < 1e-3)
            .map(|i| i as u8)
    }

    /// The points jumped over along a path of short jumps, in order.
    pub fn jumped_points(&self, path: &[u8]) -> Vec<u8> {
        path.windows(2)
            .filter_map(|w| self.point_between(w[0], w[1]))
            .collect()
    }

    /// The index of the point with this name.
    pub fn point_index(&self, name: &str) -> Option<usize> {
        self.points.iter().position(|p| p.name == name)
    }
}

/// What stands on a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum PieceKind {
    Fox,
    Goose,
    Hound,
    Hare,
    WhiteMan,
    WhiteKing,
    BlackMan,
    BlackKing,
    /// A Sungka house or store with this many shells.
    Shells {
        count: u8,
    },
}

impl PieceKind {
    /// The role of the piece's owner; `None` for Sungka's shells, which belong to a house.
    pub fn owner(self) -> Option<crate::sides::Role> {
        use crate::sides::Role;
        Some(match self {
            PieceKind::Fox => Role::Fox,
            PieceKind::Goose => Role::Geese,
            PieceKind::Hound => Role::Hounds,
            PieceKind::Hare => Role::Hare,
            PieceKind::WhiteMan | PieceKind::WhiteKing => Role::White,
            PieceKind::BlackMan | PieceKind::BlackKing => Role::Black,
            PieceKind::Shells { .. } => return None,
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Piece {
    pub point: u8,
    pub kind: PieceKind,
}
