//! A chapter being played: the step's position, the moves tried on it, the computer's
//! perfect defence in a step played out, hints, retry and skip.

use super::proof::{self, best_line, best_reply, judge, Goal, Judgement};
use super::{lesson, Chapter, Lesson, Step};
use crate::any_game::AnyGame;
use crate::engine::position::Exact;
use crate::engine::{CancelToken, Level};
use crate::error::RulesError;
use crate::explain::explain;
use crate::game::Side;
use crate::games;
use crate::i18n::Translator;
use crate::refusal::Refusal;
use crate::session::{MatchSetup, Mode};

/// Plies of the opponent's answer told and shown after a wrong move.
const REFUTATION_PLIES: usize = 3;

/// What a move in a lesson did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The right move. `replies`: the computer's answers played after it (the step goes
    /// on); `stars`: the step is complete, with its stars (1 to 3).
    Right {
        replies: Vec<String>,
        stars: Option<u8>,
    },
    /// A legal move, but not a right one: `line` is the opponent's answer (and the play
    /// after it), shown on the board until the next try.
    Wrong { played: String, line: Vec<String> },
    /// Not a legal move; the rules say why when they can.
    Refused(Option<Refusal>),
    /// There is no step to play a move in (the chapter is at its closing game, or over).
    NoStep,
}

/// A wrong move and its refutation, shown until the player tries again.
#[derive(Debug)]
struct Refutation {
    played: String,
    line: Vec<String>,
    /// The position right after the wrong move (the opponent to move).
    after: Box<dyn AnyGame>,
    /// The board shown: after the wrong move and the line.
    shown: Box<dyn AnyGame>,
    /// The exact value for the player after the wrong move, where the goal is exact.
    exact: Option<Exact>,
    /// Where the goal is a forced win: the player's moves it had to come within, which the
    /// wrong move no longer forces.
    forced_win_lost: Option<u32>,
}

/// A chapter of a course being played.
#[derive(Debug)]
pub struct LessonPlayer {
    pub lesson: Lesson,
    chapter: usize,
    index: usize,
    position: Option<Box<dyn AnyGame>>,
    /// The player's side in the step.
    side: Side,
    moves_left: u32,
    misses: u32,
    hints: u32,
    refutation: Option<Refutation>,
    /// The judgement of the position shown, by its hash.
    judged: Option<(u64, Judgement)>,
    /// What the last right move achieved, in words (for the message).
    said: Option<String>,
}

impl LessonPlayer {
    /// The first chapter of a game's course.
    pub fn new(game: &str) -> Result<LessonPlayer, RulesError> {
        LessonPlayer::chapter(game, 0)
    }

    /// A chapter (from 0) of a game's course.
    pub fn chapter(game: &str, chapter: usize) -> Result<LessonPlayer, RulesError> {
        let lesson = lesson(game)?;
        if chapter >= lesson.chapters.len() {
            return Err(RulesError::BadPosition {
                why: format!("{game} has {} chapters", lesson.chapters.len()),
            });
        }
        let mut player = LessonPlayer {
            lesson,
            chapter,
            index: 0,
            position: None,
            side: Side::One,
            moves_left: 1,
            misses: 0,
            hints: 0,
            refutation: None,
            judged: None,
            said: None,
        };
        player.set_up()?;
        Ok(player)
    }

    /// Opens a step of the chapter (from 0); past the end, the chapter is finished.
    pub fn go_to(&mut self, index: usize) {
        self.index = index.min(self.current().steps.len());
        if self.set_up().is_err() {
            self.index = self.current().steps.len();
        }
    }

    fn set_up(&mut self) -> Result<(), RulesError> {
        self.refutation = None;
        self.misses = 0;
        self.hints = 0;
        self.said = None;
        self.judged = None;
        self.moves_left = self.step().and_then(|s| s.moves).unwrap_or(1).max(1);
        self.position = match self.step().and_then(|s| s.position.clone()) {
            Some(text) => {
                let entry = games::find(&self.lesson.game)?;
                Some((entry.from_setup)(None, &self.lesson.options, &text)?)
            }
            None => None,
        };
        if let Some(pos) = &self.position {
            self.side = pos.side_to_move();
        }
        Ok(())
    }

    /// The chapter being played.
    pub fn current(&self) -> &Chapter {
        &self.lesson.chapters[self.chapter]
    }

    /// The chapter's number from 0.
    pub fn chapter_index(&self) -> usize {
        self.chapter
    }

    /// The step's number from 0.
    pub fn step_index(&self) -> usize {
        self.index
    }

    pub fn step(&self) -> Option<&Step> {
        self.current().steps.get(self.index)
    }

    /// The key the step's progress is kept under.
    pub fn step_key(&self) -> String {
        self.current().step_key(self.index)
    }

    /// The step's number from 1, and how many steps the chapter has.
    pub fn progress(&self) -> (usize, usize) {
        (self.index + 1, self.current().steps.len())
    }

    /// The position shown: after a wrong move, the opponent's answer on it.
    pub fn position(&self) -> Option<&dyn AnyGame> {
        match &self.refutation {
            Some(r) => Some(r.shown.as_ref()),
            None => self.position.as_deref(),
        }
    }

    /// The step's own position (where the next move is played).
    pub fn step_position(&self) -> Option<&dyn AnyGame> {
        self.position.as_deref()
    }

    /// How many right moves the player has made in the step so far (a step played out).
    pub fn moves_made_in_step(&self) -> u32 {
        let planned = self.step().and_then(|s| s.moves).unwrap_or(1).max(1);
        planned - self.moves_left
    }

    /// Whether the board shows a wrong move's refutation.
    pub fn showing_refutation(&self) -> bool {
        self.refutation.is_some()
    }

    pub fn is_finished(&self) -> bool {
        self.index >= self.current().steps.len()
    }

    /// The step's prompt.
    pub fn prompt(&self, tr: Translator) -> Option<String> {
        Some(tr.tr(&self.step()?.text, &[]))
    }

    /// The step's goal for the next move: a forced win's horizon shrinks with the moves
    /// made, so it comes within the step.
    fn goal_now(&self) -> Option<Goal> {
        Some(self.step()?.goal?.after_moves(self.moves_made_in_step()))
    }

    /// The judgement of the step's position (proved; cached).
    fn judgement(&mut self) -> Option<&Judgement> {
        let goal = self.goal_now()?;
        let pos = self.position.as_ref()?;
        let hash = pos.hash();
        if self.judged.as_ref().is_none_or(|(h, _)| *h != hash) {
            let judged = judge(pos.as_ref(), goal).ok()?;
            self.judged = Some((hash, judged));
        }
        self.judged.as_ref().map(|(_, j)| j)
    }

    /// The right moves of the step's position.
    pub fn right_moves(&mut self) -> Vec<String> {
        let Some(step) = self.step().cloned() else {
            return Vec::new();
        };
        let Some(pos) = self.position.as_ref() else {
            return Vec::new();
        };
        let legal = pos.legal_moves();
        if step.goal.is_some() {
            return self.judgement().map(Judgement::right).unwrap_or_default();
        }
        legal
            .into_iter()
            .filter(|m| rule_step_accepts(&step, m))
            .collect()
    }

    /// A move, in notation.
    pub fn play(&mut self, notation: &str) -> Verdict {
        self.refutation = None;
        self.said = None;
        let (Some(step), Some(pos)) = (self.step().cloned(), self.position.as_ref()) else {
            return Verdict::NoStep;
        };
        let mut probe = pos.clone_box();
        let played = match probe.play_notation(notation) {
            Ok(n) => n,
            Err(_) => return Verdict::Refused(pos.refusal_of_text(notation)),
        };
        let goal = self.goal_now();
        let right = match goal {
            Some(_) => self.judgement().is_some_and(|j| j.is_right(&played)),
            None => rule_step_accepts(&step, &played),
        };
        if !right {
            self.misses += 1;
            return self.refute(played, probe, goal);
        }
        self.moves_left = self.moves_left.saturating_sub(1);
        let replies = match goal {
            Some(goal) if self.moves_left > 0 && !probe.outcome().is_over() => {
                self.answer(&mut probe, goal.for_reply())
            }
            _ => Vec::new(),
        };
        let done = self.moves_left == 0 || probe.outcome().is_over() || step.goal.is_none();
        if !done {
            self.position = Some(probe);
            self.judged = None;
            return Verdict::Right {
                replies,
                stars: None,
            };
        }
        let stars = 3u8.saturating_sub((self.misses + self.hints).min(2) as u8);
        self.index += 1;
        // A course's positions are checked by the tests; a bad one ends the chapter.
        if self.set_up().is_err() {
            self.index = self.current().steps.len();
        }
        Verdict::Right {
            replies,
            stars: Some(stars),
        }
    }

    /// The computer's perfect defence, until it is the player's turn again (a Sungka
    /// free turn is a second move of the same side).
    fn answer(&mut self, pos: &mut Box<dyn AnyGame>, goal: Goal) -> Vec<String> {
        let mut replies = Vec::new();
        while pos.side_to_move() != self.side && !pos.outcome().is_over() && replies.len() < 16 {
            let Some(mv) = best_reply(pos.as_ref(), goal) else {
                break;
            };
            if pos.play_notation(&mv).is_err() {
                break;
            }
            replies.push(mv);
        }
        replies
    }

    /// A wrong move: the opponent's best answer, kept to be shown.
    fn refute(&mut self, played: String, after: Box<dyn AnyGame>, goal: Option<Goal>) -> Verdict {
        // A rules step shows the rule, not a fight: the opponent's one answer is enough.
        let plies = if goal.is_some() { REFUTATION_PLIES } else { 1 };
        let forced_win_lost = match goal {
            Some(Goal::Win { plies }) => Some(plies.div_ceil(2)),
            _ => None,
        };
        let goal = goal.unwrap_or(Goal::Gain { plies: 2 });
        let line = best_line(after.as_ref(), goal.for_reply(), plies);
        let mut shown = after.clone_box();
        for mv in &line {
            if shown.play_notation(mv).is_err() {
                break;
            }
        }
        let exact = (goal == Goal::Exact)
            .then(|| opponent_value(after.as_ref()))
            .flatten();
        self.refutation = Some(Refutation {
            played: played.clone(),
            line: line.clone(),
            after,
            shown,
            exact,
            forced_win_lost,
        });
        Verdict::Wrong { played, line }
    }

    /// Back to the step's position after a wrong move.
    pub fn retry(&mut self) {
        self.refutation = None;
    }

    /// Leaves the step unfinished (no stars) for the next one.
    pub fn skip(&mut self) {
        let next = self.index + 1;
        self.go_to(next);
    }

    /// Starts the step again from its own position.
    pub fn restart_step(&mut self) {
        let index = self.index;
        self.go_to(index);
    }

    /// Why the last wrong move was wrong: the step's own words where it has them, then
    /// what the opponent does, and for an exact step what the move gave away.
    pub fn explanation(&self, tr: Translator) -> Option<String> {
        let step = self.step()?;
        let r = self.refutation.as_ref()?;
        let mut parts = Vec::new();
        let key = format!("{}-wrong", step.text);
        if tr.has(&key) {
            parts.push(tr.tr(&key, &[]));
        }
        // The exact result is told once, below, in the step's own words.
        let words = explain(r.after.as_ref(), &r.line, None).why(tr, &r.played);
        if r.after.outcome().is_over() {
            // The wrong move ended the game (a stall limit reached, say): the ending says why.
            parts.push(tr.status(r.after.as_ref()));
        } else if !words.is_empty() {
            parts.push(words);
        } else if !r.line.is_empty() {
            parts.push(tr.tr(
                "lesson-answer",
                &[
                    ("played", r.played.as_str().into()),
                    ("line", r.line.join(" ").into()),
                ],
            ));
        }
        if let Some(e) = r.exact {
            // `e` is the opponent's value after the wrong move.
            let key = match e.verdict {
                crate::engine::Verdict::Win => "lesson-exact-now-lost",
                crate::engine::Verdict::Draw => "lesson-exact-now-drawn",
                crate::engine::Verdict::Loss => "lesson-exact-still-won",
            };
            parts.push(tr.tr(key, &[]));
        }
        if let Some(moves) = r.forced_win_lost {
            // The search of every reply found no forced win within the moves left.
            parts.push(tr.tr(
                "lesson-forced-win-lost",
                &[("moves", i64::from(moves).into())],
            ));
        }
        Some(parts.join(" "))
    }

    /// What a right move did, in words: the step's goal kept, the computer's answer.
    pub fn praise(&self, tr: Translator, verdict: &Verdict) -> String {
        let Verdict::Right { replies, stars } = verdict else {
            return String::new();
        };
        let mut parts = vec![tr.tr("lesson-right", &[])];
        let forced = matches!(self.step().and_then(|s| s.goal), Some(Goal::Win { .. }));
        match stars {
            // The search of every reply proved the win within the moves left.
            None if forced => parts.push(tr.tr(
                "lesson-forced-win-kept",
                &[("moves", i64::from(self.moves_left).into())],
            )),
            None => parts.push(tr.tr("lesson-kept", &[])),
            Some(_) => {}
        }
        if !replies.is_empty() {
            parts.push(tr.tr(
                "lesson-computer-answers",
                &[("line", replies.join(" ").into())],
            ));
        }
        if let Some(s) = stars {
            parts.push(tr.tr("lesson-stars", &[("stars", i64::from(*s).into())]));
        }
        parts.join(" ")
    }

    /// A hint: first the piece (or, in Sungka, the house) to play, then the whole move.
    pub fn hint(&mut self, tr: Translator) -> Option<String> {
        let right = self.right_moves();
        let mv = right.first()?.clone();
        self.hints += 1;
        let from = mv
            .split(['-', 'x'])
            .next()
            .filter(|f| f.len() < mv.len())
            .map(str::to_owned);
        Some(match from {
            Some(from) if self.hints == 1 => tr.tr("lesson-hint-from", &[("from", from.into())]),
            _ => tr.tr("lesson-hint-move", &[("move", mv.into())]),
        })
    }

    /// The closing game, when the chapter has reached it: the usual start against Easy,
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

    /// Leaves the closing game: the chapter is complete.
    pub fn finish(&mut self) {
        self.index = self.current().steps.len();
    }
}

/// The exact value for the side to move of `pos` (the opponent, after a wrong move), the
/// game's end included.
fn opponent_value(pos: &dyn AnyGame) -> Option<Exact> {
    let verdict = match pos.outcome() {
        crate::game::Outcome::Ongoing => {
            return proof::exact_of(pos, &CancelToken::new()).ok();
        }
        crate::game::Outcome::Win { winner, .. } if winner == pos.side_to_move() => {
            crate::engine::Verdict::Win
        }
        crate::game::Outcome::Win { .. } => crate::engine::Verdict::Loss,
        crate::game::Outcome::Draw { .. } => crate::engine::Verdict::Draw,
    };
    Some(Exact {
        verdict,
        plies: Some(0),
    })
}

/// A rules step's answer: one of the moves it names, or any but the ones it forbids.
fn rule_step_accepts(step: &Step, mv: &str) -> bool {
    match (&step.expect, &step.avoid) {
        (Some(expect), _) => expect.iter().any(|e| e == mv),
        (None, Some(avoid)) => !avoid.iter().any(|a| a == mv),
        (None, None) => true,
    }
}
