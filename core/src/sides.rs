//! The two sides of a game and the roles they play: the words every other module shares,
//! kept below the board and the rules so both can name them.

use serde::{Deserialize, Serialize};

/// One of the two sides of a game. Each game names its sides: see [`Game::side_role`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Side {
    One,
    Two,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::One, Side::Two];

    pub fn other(self) -> Side {
        match self {
            Side::One => Side::Two,
            Side::Two => Side::One,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// The role a side plays, so front ends and translations can name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Role {
    Fox,
    Geese,
    Hounds,
    Hare,
    /// Sungka's player 1 (near row) and player 2 (far row).
    PlayerOne,
    PlayerTwo,
    White,
    Black,
}
