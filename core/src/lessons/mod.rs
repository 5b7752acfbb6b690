//! "Learn to play": a course per game in chapters (the rules, tactics, endgames and
//! plans), each chapter a few steps on set positions with a prompt that needs the right
//! move. The courses are data (`core/lessons/<game>.json`) the core plays; their texts are
//! translations (`lesson-…` keys). A step's right answers are proved ([`proof`]): from the
//! game's exact knowledge or a search of every reply, never from an evaluation; the rules
//! steps name the move that shows the rule.

mod player;
pub mod proof;
pub mod sowing;

pub use player::{LessonPlayer, Verdict};
pub use proof::Goal;

use serde::{Deserialize, Serialize};

use crate::error::RulesError;
use crate::games::{self, GameEntry};

/// One step of a chapter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The key of the prompt; `<text>-wrong`, where it exists, says why a wrong move is
    /// wrong before the opponent's answer is told.
    pub text: String,
    /// The position in the game's setup text (absent for the closing game).
    #[serde(default)]
    pub position: Option<String>,
    /// The right moves (any of them)...
    #[serde(default)]
    pub expect: Option<Vec<String>>,
    /// ...or the wrong ones (every other legal move is right; empty: any move).
    #[serde(default)]
    pub avoid: Option<Vec<String>>,
    /// ...or what the right moves achieve, proved when the step is played.
    #[serde(default)]
    pub goal: Option<Goal>,
    /// How many moves the player makes in the step, the computer answering each with the
    /// perfect defence (a step with a goal; 1 when absent). The step ends earlier when
    /// the game does.
    #[serde(default)]
    pub moves: Option<u32>,
    /// The closing step: a short game against the computer at Easy.
    #[serde(default)]
    pub play_easy: bool,
}

/// A chapter: a name (`lesson-chapter-<name>`) and its steps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chapter {
    pub name: String,
    pub steps: Vec<Step>,
}

impl Chapter {
    /// The translation key of the chapter's name.
    pub fn title_key(&self) -> String {
        format!("lesson-chapter-{}", self.name)
    }

    /// The key a step's progress is kept under: the chapter's name and the step's number
    /// from 1.
    pub fn step_key(&self, index: usize) -> String {
        format!("{}-{}", self.name, index + 1)
    }
}

/// A game's course.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lesson {
    pub game: String,
    #[serde(default)]
    pub options: Vec<(String, String)>,
    pub chapters: Vec<Chapter>,
}

impl Lesson {
    /// Every step of every chapter, in order.
    pub fn steps(&self) -> impl Iterator<Item = &Step> {
        self.chapters.iter().flat_map(|c| c.steps.iter())
    }
}

/// The course of a game.
pub fn lesson(game: &str) -> Result<Lesson, RulesError> {
    lesson_of(games::find(game)?)
}

/// [`lesson`] for a game's entry.
pub fn lesson_of(entry: &GameEntry) -> Result<Lesson, RulesError> {
    serde_json::from_str(entry.lesson).map_err(|e| RulesError::BadPosition {
        why: format!("the lesson of {}: {e}", entry.id),
    })
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod generate_tests;
