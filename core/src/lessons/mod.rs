//! "Learn to play": a few short steps per game, each a position with a prompt that needs
//! the right move and an explanation when the move is wrong, ending with a short game
//! against Easy. The lessons are data (`core/lessons/<game>.json`) the core plays; their
//! texts are translations (`lesson-…` keys).

use serde::{Deserialize, Serialize};

use crate::any_game::AnyGame;
use crate::engine::Level;
use crate::error::RulesError;
use crate::game::Side;
use crate::games;
use crate::i18n::Translator;
use crate::refusal::Refusal;
use crate::session::{MatchSetup, Mode};

/// One step of a lesson.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The key of the prompt; `<text>-wrong` explains a wrong move.
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
    /// The closing step: a short game against the computer at Easy.
    #[serde(default)]
    pub play_easy: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lesson {
    pub game: String,
    #[serde(default)]
    pub options: Vec<(String, String)>,
    pub steps: Vec<Step>,
}

/// The lesson of a game.
pub fn lesson(game: &str) -> Result<Lesson, RulesError> {
    let text = match game {
        "fox-geese" => include_str!("../../lessons/fox-geese.json"),
        "hare-hounds" => include_str!("../../lessons/hare-hounds.json"),
        "sungka" => include_str!("../../lessons/sungka.json"),
        "dama-italiana" => include_str!("../../lessons/dama-italiana.json"),
        _ => {
            return Err(RulesError::UnknownGame {
                name: game.to_owned(),
            })
        }
    };
    serde_json::from_str(text).map_err(|e| RulesError::BadPosition {
        why: format!("the lesson of {game}: {e}"),
    })
}

/// What a move in a lesson did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The right move: the next step is on.
    Right,
    /// A legal move, but not the one the step asks for: the position is as before.
    Wrong,
    /// Not a legal move; the rules say why when they can.
    Refused(Option<Refusal>),
    /// There is no step to play a move in (the lesson is at its closing game, or over).
    NoStep,
}

/// A lesson being played.
#[derive(Debug)]
pub struct LessonPlayer {
    pub lesson: Lesson,
    index: usize,
    position: Option<Box<dyn AnyGame>>,
}

impl LessonPlayer {
    pub fn new(game: &str) -> Result<LessonPlayer, RulesError> {
        let mut player = LessonPlayer {
            lesson: lesson(game)?,
            index: 0,
            position: None,
        };
        player.set_up()?;
        Ok(player)
    }

    fn set_up(&mut self) -> Result<(), RulesError> {
        self.position = match self.step().and_then(|s| s.position.clone()) {
            Some(text) => {
                let entry = games::find(&self.lesson.game)?;
                Some((entry.from_setup)(None, &self.lesson.options, &text)?)
            }
            None => None,
        };
        Ok(())
    }

    pub fn step(&self) -> Option<&Step> {
        self.lesson.steps.get(self.index)
    }

    /// The step's number from 1, and how many steps there are.
    pub fn progress(&self) -> (usize, usize) {
        (self.index + 1, self.lesson.steps.len())
    }

    pub fn position(&self) -> Option<&dyn AnyGame> {
        self.position.as_deref()
    }

    pub fn is_finished(&self) -> bool {
        self.index >= self.lesson.steps.len()
    }

    /// The step's prompt.
    pub fn prompt(&self, tr: Translator) -> Option<String> {
        Some(tr.tr(&self.step()?.text, &[]))
    }

    /// Why the last wrong move was wrong.
    pub fn explanation(&self, tr: Translator) -> Option<String> {
        Some(tr.tr(&format!("{}-wrong", self.step()?.text), &[]))
    }

    /// A move, in notation.
    pub fn play(&mut self, notation: &str) -> Verdict {
        let (Some(step), Some(pos)) = (self.step().cloned(), self.position.as_ref()) else {
            return Verdict::NoStep;
        };
        let mut probe = pos.clone_box();
        let played = match probe.play_notation(notation) {
            Ok(n) => n,
            Err(_) => return Verdict::Refused(pos.refusal_of_text(notation)),
        };
        let right = match (&step.expect, &step.avoid) {
            (Some(expect), _) => expect.contains(&played),
            (None, Some(avoid)) => !avoid.contains(&played),
            (None, None) => true,
        };
        if !right {
            return Verdict::Wrong;
        }
        self.index += 1;
        // A lesson's positions are checked by the tests; a bad one ends the lesson.
        if self.set_up().is_err() {
            self.index = self.lesson.steps.len();
        }
        Verdict::Right
    }

    /// The closing game, when the lesson has reached it: the usual start against Easy,
    /// the player moving first.
    pub fn closing_game(&self) -> Option<MatchSetup> {
        self.step().filter(|s| s.play_easy)?;
        Some(MatchSetup {
            game: self.lesson.game.clone(),
            preset: None,
            options: Vec::new(),
            position: None,
            mode: Mode::VsComputer {
                human: Side::One,
                level: Level::Easy,
            },
            seed: 0,
        })
    }

    /// Leaves the closing game: the lesson is complete.
    pub fn finish(&mut self) {
        self.index = self.lesson.steps.len();
    }
}

#[cfg(test)]
mod tests;
