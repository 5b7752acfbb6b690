//! The game screen: the board, the players' bands, the move list, the result.

use serde::{Deserialize, Serialize};

use super::access::AccessView;
use super::animation::AnimationView;
use super::board::PointView;
use crate::game::{Role, Side};
use crate::session::BoardDrawing;

/// The game screen.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameView {
    pub game: String,
    pub title: String,
    /// What drawing the board needs: points, lines, pieces, highlights, oriented for the
    /// screen. Everything else about the position is said once, below.
    pub board: BoardDrawing,
    /// The player at the bottom of the screen and the one at the top: who plays, their
    /// counters, whose turn it is, and (`Band.line`) where the status is shown and whether
    /// it faces the far player (`Band.turned`).
    pub bottom: Band,
    pub top: Band,
    /// The status line ("Fox to move"); shown in the `line` of the band it concerns.
    pub status: String,
    /// Why the last input changed nothing, or what the computer just played (shown in
    /// place of the status: `Band.line`).
    pub message: Option<String>,
    /// What a screen reader says of the board as a whole: the line of the band the status
    /// is in.
    #[cfg_attr(feature = "uniffi", uniffi(default = ""))]
    pub board_label: String,
    /// The end of the game; `None` while it goes on.
    pub result: Option<ResultPanel>,
    pub move_list: MoveListView,
    pub hint: Option<HintView>,
    /// A hint is being searched.
    pub hinting: bool,
    /// The computer is thinking.
    pub thinking: bool,
    /// One label per point for screen readers, with its state, in point order.
    pub points: Vec<PointView>,
    /// The last move to animate; cleared by `Event::AnimationFinished` (never shown when
    /// animations are off).
    pub animation: Option<AnimationView>,
    pub can_undo: bool,
    pub can_redo: bool,
    pub can_hint: bool,
    /// A jump chain is pending and may stop where it stands.
    pub can_stop: bool,
    pub labels: GameLabels,
    /// The screen reader's jump list, summary, move entry and headings.
    pub access: AccessView,
    /// Where the players sit and what faces whom (table mode).
    #[serde(default)]
    pub seating: Seating,
}

/// Where the players sit around the device, so that a shell turns nothing on its own: in
/// table mode the far player gets their own bar of buttons, turned to face them, and the
/// board's numbers on their side face them too.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Seating {
    /// Table mode: two players across the device, the far one at the top.
    pub table: bool,
    /// The far player's side in table mode: the board's texts of their houses and store
    /// (`PointView.turned`) and their band face them.
    pub far_side: Option<Side>,
    /// The result sheet faces the far player (it takes the place of their bar).
    pub result_turned: bool,
    /// The numbers a board read from both sides underlines, because upside down they read
    /// as another number (6 and 9, 16 and 91…): empty unless the board is read from both
    /// sides. Covers every count a board can show.
    pub underlined: Vec<u32>,
    /// The board keeps the way up the drawing gives it: a shell never turns it a quarter to
    /// fit its screen (in table mode: each end of the board faces its player, and the
    /// texts turned to the far player read right only that way up).
    #[cfg_attr(feature = "uniffi", uniffi(default = false))]
    #[serde(default)]
    pub upright: bool,
}

/// A player's band: who plays, what they have, whether it is their turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Band {
    pub side: Side,
    pub role: Role,
    /// The role's name ("Fox", "Player 1", "White").
    pub name: String,
    /// The profile's name, or the computer's level.
    pub player: String,
    pub computer: bool,
    pub active: bool,
    /// Drawn upside down for the far player (table mode).
    pub turned: bool,
    /// This band's player is the computer, thinking now (the band shows it).
    #[cfg_attr(feature = "uniffi", uniffi(default = false))]
    #[serde(default)]
    pub thinking: bool,
    /// The counters that belong to this player, and those of both.
    pub counters: Vec<CounterView>,
    /// What this band says under the counters: the message of the last input (a refused
    /// move, a hint, the computer's move) or else the status (`GameView.status`). Only in
    /// the band of the player whose turn it is (the bottom band once the game is over);
    /// `None` in the other.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    #[serde(default)]
    pub line: Option<String>,
    /// The counters' texts on one line ("3 geese taken · 12 moves").
    pub counters_text: String,
    /// The band on one line, as a terminal prints it (the name, the player, the
    /// counters: "Geese · Anna · 13 geese left"); `line` goes under it.
    #[cfg_attr(feature = "uniffi", uniffi(default = ""))]
    #[serde(default)]
    pub text: String,
    /// The band as a screen reader says it: the name, the player, the counters, the status.
    pub label: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct CounterView {
    pub key: String,
    pub value: i64,
    pub text: String,
}

/// How the game ended for the player holding the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum YourResult {
    Won,
    Lost,
    Drawn,
    /// A game between two people on one device.
    BetweenPeople,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ResultPanel {
    pub result: YourResult,
    /// "You win!", "The geese win!", "Draw."
    pub headline: String,
    /// Why it ended.
    pub detail: String,
    /// The final count where the game is scored (Sungka: the shells of each player).
    pub score: Option<String>,
    /// Rating points this game earned.
    pub points: u32,
    pub rating_text: String,
    /// Why no points were earned, when the game could not earn any.
    pub unrated_reason: Option<String>,
    /// The profile's new best rating in this game (a win that earned points), with its
    /// place on the leaderboard when others are on it; `None` otherwise. The leaderboard
    /// itself is shown only when asked and after a new best.
    pub new_best: Option<String>,
    /// The detail, the score, the rating text, the reason and the new best, one per line.
    pub summary: String,
    /// The sheet's lines under the headline, in order, each once: why it ended, the
    /// score, the rating points or why none, a new best.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    #[serde(default)]
    pub lines: Vec<String>,
    pub rematch_label: String,
    pub leave_label: String,
    /// `Event::ReviewGame`.
    pub review_label: String,
    /// The sheet is closed (`Event::FoldResult`): the game's bar shows in its place, with
    /// a button (`show_label`) that shows it again; open, the sheet has a close button
    /// (`GameLabels.close`). The same on both phones.
    #[cfg_attr(feature = "uniffi", uniffi(default = false))]
    #[serde(default)]
    pub folded: bool,
    /// "Show result": `Event::FoldResult { folded: false }`.
    #[cfg_attr(feature = "uniffi", uniffi(default = ""))]
    #[serde(default)]
    pub show_label: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct MoveListView {
    pub open: bool,
    pub title: String,
    /// One row per round: the first side's moves then the second's. A free turn adds a
    /// move to the same row.
    pub rows: Vec<MoveRow>,
    /// "No moves yet" while there are no rows, else empty: what the list says with none.
    #[cfg_attr(feature = "uniffi", uniffi(default = ""))]
    #[serde(default)]
    pub empty: String,
    /// What each side plays for, in a line (the game's goal), while there are no rows, else
    /// empty: the move panel's words at the start, when it has no move to show.
    #[cfg_attr(feature = "uniffi", uniffi(default = ""))]
    #[serde(default)]
    pub goal: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct MoveRow {
    pub number: u32,
    /// "12." in the player's language.
    pub number_text: String,
    pub moves: Vec<MoveEntry>,
    /// The whole row as one line ("1. d4-d5  c3-c4").
    pub text: String,
    /// The row's moves on one line, without its number ("d4-d5  c3-c4"; "…  c3-c4" when
    /// the second side began).
    pub moves_text: String,
    /// The row as a screen reader says it: the number and each move's label.
    pub label: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct MoveEntry {
    pub side: Side,
    pub notation: String,
    /// For screen readers: "Fox: d4-d3".
    pub label: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HintView {
    pub notation: String,
    pub path: Vec<u8>,
    /// "Hint: d4-d3".
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameLabels {
    pub undo: String,
    pub redo: String,
    pub hint: String,
    pub move_list: String,
    pub stop: String,
    pub leave: String,
    pub close: String,
    /// The game menu of a phone (the move list, rematch, new game, how to play, main menu).
    pub menu: String,
    pub rematch: String,
    pub new_game: String,
    pub how_to_play: String,
    /// The settings, from the game's menu (Back returns to the game, redrawn with them).
    pub settings: String,
}
