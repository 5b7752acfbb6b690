//! What a screen reader acts on: the actions of each point, the order of the pieces that
//! can move, the board summary and the move-entry field.

use serde::{Deserialize, Serialize};

use super::events::Event;
use crate::store::Verbosity;

/// What an action does, so a shell may group or order them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum ActionKind {
    /// A move without a capture ("Move to d5").
    Move,
    /// A move that captures ("Capture: 22x13x6").
    Capture,
    /// A Sungka house sown ("Sow house 3").
    Sow,
    /// A jump chain stopped where it stands ("Stop here").
    Stop,
}

/// One thing a player can do at a point: its words and the event that does it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PointAction {
    pub kind: ActionKind,
    /// The action's name for the screen reader's action menu.
    pub label: String,
    /// The event to send (a whole move: `Event::Play`, or `Event::StopChain`).
    pub event: Event,
}

/// The screen reader's view of the game screen (beside `GameView.points`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct AccessView {
    /// The points of the pieces that can move, in reading order (`reading_order`), for a
    /// jump list or rotor.
    pub movable_order: Vec<u8>,
    /// Every point of the board, in the order a screen reader walks them: the rows as
    /// drawn from the top down (a row: the points drawn at the same height), each from
    /// left to right. A shell orders its points' accessibility elements by it, sorting
    /// nothing itself.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    #[serde(default)]
    pub reading_order: Vec<u8>,
    /// The name of that jump list ("Pieces that can move").
    pub movable_label: String,
    /// The board in words: every piece, whose turn, the captures at hand.
    pub summary: String,
    /// The name of the action that reads the summary ("Board summary").
    pub summary_label: String,
    /// The move-entry field: its label and the hint of what to type.
    pub move_entry_label: String,
    pub move_entry_hint: String,
    /// The headings of the screen's parts (the players, the board, the buttons).
    pub players_heading: String,
    pub board_heading: String,
    pub buttons_heading: String,
    pub verbosity: Verbosity,
    /// The high-contrast theme is on.
    pub high_contrast: bool,
}
