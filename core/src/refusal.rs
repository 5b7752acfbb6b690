//! Why the rules refuse a move, typed, so every front end can say which rule forbids it
//! and which moves are required instead (see each game's `refusal` module).

use serde::{Deserialize, Serialize};

/// The rule a refused move breaks. `required` lists, in notation, the moves the rule
/// demands instead (every legal move of the position).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Refusal {
    /// The game has ended: no move is legal.
    GameOver,
    /// A capture is compulsory and the move does not capture (or captures with a piece
    /// that has none).
    MustCapture { required: Vec<String> },
    /// Dama: with equal pieces taken, a king must capture rather than a man.
    KingMustCapture { required: Vec<String> },
    /// Dama: the capture that takes the most pieces is compulsory.
    MostPieces { required: Vec<String> },
    /// Dama: among equal captures, the one that takes the most kings.
    MostKings { required: Vec<String> },
    /// Dama: among equal king captures, the one that meets a king first.
    KingMetFirst { required: Vec<String> },
    /// Dama: a man may not capture a king.
    ManCannotCaptureKing,
    /// Dama: a capture typed as if it ended where the chain goes on; `required` the whole
    /// chains it begins.
    ChainMustContinue { required: Vec<String> },
    /// Fox and Geese with forced capture: the fox must jump.
    FoxMustJump { required: Vec<String> },
    /// Hare and Hounds: hounds never move back towards their end.
    HoundsNeverBack,
    /// Sungka: the house has no shells to sow.
    EmptyHouse,
    /// Sungka: the house belongs to the other player.
    NotYourHouse,
}

impl Refusal {
    /// The moves the rule requires instead, if it names them.
    pub fn required(&self) -> &[String] {
        match self {
            Refusal::MustCapture { required }
            | Refusal::KingMustCapture { required }
            | Refusal::MostPieces { required }
            | Refusal::MostKings { required }
            | Refusal::KingMetFirst { required }
            | Refusal::ChainMustContinue { required }
            | Refusal::FoxMustJump { required } => required,
            _ => &[],
        }
    }

    /// The Fluent key of the refusal's text.
    pub fn key(&self) -> &'static str {
        match self {
            Refusal::GameOver => "refusal-game-over",
            Refusal::MustCapture { .. } => "refusal-must-capture",
            Refusal::KingMustCapture { .. } => "refusal-king-must-capture",
            Refusal::MostPieces { .. } => "refusal-most-pieces",
            Refusal::MostKings { .. } => "refusal-most-kings",
            Refusal::KingMetFirst { .. } => "refusal-king-met-first",
            Refusal::ManCannotCaptureKing => "refusal-man-cannot-capture-king",
            Refusal::ChainMustContinue { .. } => "refusal-chain-must-continue",
            Refusal::FoxMustJump { .. } => "refusal-fox-must-jump",
            Refusal::HoundsNeverBack => "refusal-hounds-never-back",
            Refusal::EmptyHouse => "refusal-empty-house",
            Refusal::NotYourHouse => "refusal-not-your-house",
        }
    }
}

/// Reads the points of a typed move off its notation: point names joined by `-` or `x`
/// (the default of [`crate::Game::attempt_path`]). Unknown names end the path.
pub fn path_of_names(board: &crate::board::Board, text: &str) -> Vec<u8> {
    text.trim()
        .to_ascii_lowercase()
        .split(['-', 'x'])
        .map_while(|name| board.point_index(name.trim()))
        .map(|i| i as u8)
        .collect()
}
