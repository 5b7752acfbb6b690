//! What defines a match before its first move: the game, its options, the start position,
//! who plays whom.

use serde::{Deserialize, Serialize};

use crate::engine::Level;
use crate::game::Side;

/// How the match is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Mode {
    /// Against the computer: the human plays `human`, the computer the other side.
    VsComputer { human: Side, level: Level },
    /// Two players sharing one screen, the board seen from the usual side.
    PassAndPlay,
    /// Two players facing each other across a tablet: the far player's texts are turned.
    Table,
}

/// Who plays whom, without the details (the side and level against the computer): the
/// choice of the new-game form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum ModeKind {
    VsComputer,
    PassAndPlay,
    /// Two players face to face on one tablet lying on the table.
    Table,
}

impl ModeKind {
    pub const ALL: &'static [ModeKind] =
        &[ModeKind::VsComputer, ModeKind::PassAndPlay, ModeKind::Table];

    /// The identifier of the form's choice (`vs-computer`, `pass-and-play`, `table`).
    pub fn id(self) -> &'static str {
        match self {
            ModeKind::VsComputer => "vs-computer",
            ModeKind::PassAndPlay => "pass-and-play",
            ModeKind::Table => "table",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum PlayerKind {
    Human,
    Computer { level: Level },
}

/// Everything that defines a new match. "Who starts" is a rules option of the games
/// that allow a choice (`first=...`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchSetup {
    pub game: String,
    pub preset: Option<String>,
    #[serde(default)]
    pub options: Vec<(String, String)>,
    /// A start position in the game's setup text (Dama Italiana: PDN FEN) instead of the
    /// usual start: puzzles, lessons and tests.
    #[serde(default)]
    pub position: Option<String>,
    pub mode: Mode,
    /// Seeds the computer's choices, so a match can be replayed.
    #[serde(default)]
    pub seed: u64,
}
