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
    /// A typed move of the side that is not to move; `role` is the side to move.
    OtherSidesTurn { role: crate::sides::Role },
    /// Fox and Geese: a goose stepping back (geese move forward, or sideways where the
    /// rules allow it).
    GeeseNeverBack,
    /// Fox and Geese without sideways steps: a goose stepping back or sideways.
    GeeseOnlyForward,
    /// Fox and Geese: the fox going two points along a line without a goose to jump.
    FoxStepsOne,
    /// Dama: a man stepping back (only a king moves backwards).
    ManNeverBack,
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
            Refusal::OtherSidesTurn { .. } => "refusal-other-sides-turn",
            Refusal::GeeseNeverBack => "refusal-geese-never-back",
            Refusal::GeeseOnlyForward => "refusal-geese-only-forward",
            Refusal::FoxStepsOne => "refusal-fox-steps-one",
            Refusal::ManNeverBack => "refusal-man-never-back",
        }
    }

    /// The side to move named by the refusal, if it names one.
    pub fn role(&self) -> Option<crate::sides::Role> {
        match self {
            Refusal::OtherSidesTurn { role } => Some(*role),
            _ => None,
        }
    }

    /// The same refusal with its role replaced by `f(role)` (a presentation that shows the
    /// colours exchanged names the side as the player sees it).
    pub fn map_role(self, f: impl Fn(crate::sides::Role) -> crate::sides::Role) -> Refusal {
        match self {
            Refusal::OtherSidesTurn { role } => Refusal::OtherSidesTurn { role: f(role) },
            other => other,
        }
    }
}

/// A move as a phone keyboard or a hand types it, in the form the notations read: the
/// dashes a keyboard substitutes (en dash, em dash, minus sign, hyphens) become `-`, the
/// multiplication sign `x`, and a space between two squares or points a `-`
/// (`22 18` → `22-18`); spaces next to a separator go (`22 x 13` → `22x13`).
pub fn normalize_typed(text: &str) -> String {
    let mapped: String = text
        .trim()
        .chars()
        .map(|c| match c {
            '\u{2010}' | '\u{2011}' | '\u{2012}' | '\u{2013}' | '\u{2014}' | '\u{2015}'
            | '\u{2212}' | '\u{FE63}' | '\u{FF0D}' => '-',
            '\u{00D7}' => 'x',
            c => c,
        })
        .collect();
    let words: Vec<&str> = mapped.split_whitespace().collect();
    let is_separator = |c: Option<char>| matches!(c, Some('-' | 'x' | 'X'));
    let mut out = String::with_capacity(mapped.len());
    for (i, word) in words.iter().enumerate() {
        if i > 0 && !is_separator(out.chars().last()) && !is_separator(word.chars().next()) {
            out.push('-');
        }
        out.push_str(word);
    }
    out
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
