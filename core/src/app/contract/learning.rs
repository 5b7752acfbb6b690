//! The puzzle and lesson screens: records only.

use serde::{Deserialize, Serialize};

use super::board::BoardPanel;
use super::review::FeedbackTone;

/// A puzzle being solved. Its board takes taps, drags and the points' actions like the
/// game's; a whole move tried is checked against the puzzle's line (`Event::Play` and
/// `Event::PuzzleMove` alike).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PuzzleView {
    pub game: String,
    pub id: String,
    /// "Puzzle 12 · difficulty 1,420" (its place in the set).
    pub title: String,
    /// What to find.
    pub prompt: String,
    /// The position; the hint's piece (then its move) drawn as the board's hint.
    pub board: BoardPanel,
    /// The position in the game's setup text.
    pub position: String,
    /// What the last move did (right, wrong, the rule it broke), the hint, or the solution.
    pub message: Option<String>,
    /// How `message` reads, for its colour (the words say it too).
    pub message_tone: FeedbackTone,
    pub solved: bool,
    /// The player's puzzle rating in this game (Glicko-2), "1,512?" while provisional.
    pub rating_text: String,
    pub streak: u32,
    /// The rating and the streak on one line ("Puzzle rating 1,512? · streak 3").
    pub standing_text: String,
    pub hint_label: String,
    pub retry_label: String,
    pub solution_label: String,
    pub next_label: String,
}

/// A lesson step.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LessonView {
    pub game: String,
    /// "Learn to play · step 2 of 6".
    pub title: String,
    pub prompt: String,
    /// The step's position (`None` at the closing game and once the lesson is done); a
    /// whole move tried on it is checked by the step (`Event::Play` and
    /// `Event::LessonMove` alike).
    pub board: Option<BoardPanel>,
    /// Why the last move was wrong (or "Right!").
    pub message: Option<String>,
    /// How `message` reads, for its colour.
    pub message_tone: FeedbackTone,
    /// The step is the closing game: `Event::LessonPlayEasy` opens it.
    pub closing_game: bool,
    pub play_label: String,
}
