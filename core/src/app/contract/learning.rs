//! The puzzle and lesson screens: records only.

use serde::{Deserialize, Serialize};

/// A point of the board shown by a puzzle or a lesson, with what stands there in words.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LearningPoint {
    pub point: u8,
    pub name: String,
    pub x: f32,
    pub y: f32,
    /// For screen readers: "d4, fox" or "d4, empty".
    pub label: String,
    /// The hint's piece stands here.
    pub hinted: bool,
}

/// A puzzle being solved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PuzzleView {
    pub game: String,
    pub id: String,
    /// "Puzzle sungka-0012 · difficulty 1,420".
    pub title: String,
    /// What to find.
    pub prompt: String,
    pub points: Vec<LearningPoint>,
    /// The position in the game's setup text.
    pub position: String,
    /// What the last move did (right, wrong, the rule it broke), the hint, or the solution.
    pub message: Option<String>,
    pub solved: bool,
    /// The player's puzzle rating in this game (Glicko-2), "1,512?" while provisional.
    pub rating_text: String,
    pub streak: u32,
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
    pub points: Vec<LearningPoint>,
    /// Why the last move was wrong (or "Right!").
    pub message: Option<String>,
    /// The step is the closing game: `Event::Start`-like, `Event::LessonPlayEasy` opens it.
    pub closing_game: bool,
    pub play_label: String,
}
