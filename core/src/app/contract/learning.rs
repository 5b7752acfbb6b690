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
    /// The chapter shown (from 0) and its name ("Tactics").
    pub chapter: u32,
    pub chapter_title: String,
    /// Every chapter of the course with the player's progress (`Event::OpenLessonChapter`).
    pub chapters: Vec<LessonChapterView>,
    /// The board shows the opponent's answer to a wrong move: `Event::LessonRetry` (or
    /// any move) goes back to the step.
    pub refuted: bool,
    /// A Sungka sowing told shell by shell: one line per hand of shells (its drops, the
    /// relay, the capture, the free turn), the last move's (the player's, then the
    /// computer's). Empty in the other games.
    pub sowing: Vec<String>,
    pub hint_label: String,
    pub retry_label: String,
    pub skip_label: String,
}

/// A chapter of a course in the list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LessonChapterView {
    pub index: u32,
    /// "Endgames and plans".
    pub title: String,
    pub done: u32,
    pub total: u32,
    /// The stars earned, of `3 × total`.
    pub stars: u32,
    /// "7 of 10 steps · 18 stars".
    pub progress_text: String,
    /// The row as one text: "Endgames and plans · 7 of 10 steps · 18 stars".
    pub text: String,
}
