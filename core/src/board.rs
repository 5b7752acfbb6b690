//! What a board looks like, for drawing: points with coordinates and the lines between them.
//! Coordinates are in board units with x to the right and y upwards from the first side's
//! edge; the session normalizes and orients them for the screen.

use serde::{Deserialize, Serialize};

/// How a board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
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
    /// The index of the point with this name.
    pub fn point_index(&self, name: &str) -> Option<usize> {
        self.points.iter().position(|p| p.name == name)
    }
}

/// What stands on a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
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

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Piece {
    pub point: u8,
    pub kind: PieceKind,
}
