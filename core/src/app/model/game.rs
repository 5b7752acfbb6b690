//! The game in progress on the game screen, with the one search job it waits for and the
//! result it recorded; the review's board and a save are built on it too.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use crate::app::contract::AnimationView;
use crate::engine::CancelToken;
use crate::session::{Match, MatchSetup, Mode, SearchJob, SessionError};

/// What a search job is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::app) enum JobKind {
    Computer,
    Hint,
}

/// A search the shell runs off the main thread: blocking, cancellable.
#[derive(Clone, Debug)]
pub struct SearchTask {
    pub job: SearchJob,
    pub time_scale: f64,
    /// A hint's slot for whether the position is lost, shared with the app's copy of the
    /// task (the shell runs a clone): `None` for the computer's move.
    pub hint_lost: Option<Arc<AtomicBool>>,
}

impl SearchTask {
    /// Runs the search; the move in notation, or `None` (no move, or cancelled early).
    pub fn run(&self, cancel: &CancelToken) -> Option<String> {
        let Some(lost) = &self.hint_lost else {
            return self.job.run(cancel, self.time_scale);
        };
        let answer = self.job.run_hint(cancel, self.time_scale)?;
        lost.store(answer.lost, Ordering::Release);
        Some(answer.notation)
    }

    /// Whether the hint's search found the position lost with best play.
    pub fn found_lost(&self) -> bool {
        self.hint_lost
            .as_ref()
            .is_some_and(|l| l.load(Ordering::Acquire))
    }
}

/// The one search job the game waits for.
#[derive(Clone, Debug)]
pub(in crate::app) struct Pending {
    pub id: u64,
    pub kind: JobKind,
    pub task: SearchTask,
}

/// The result recorded for the profile at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::app) struct Recorded {
    pub points: u32,
    /// The writer's ticket of the last step of the recording: the panel waits for it.
    pub ticket: u64,
}

/// The game in progress on the game screen.
#[derive(Debug)]
pub(in crate::app) struct GameState {
    /// The match: its rules, moves, input and turn.
    pub session: Match,
    /// Unique per match: the key of its result in the store.
    pub id: String,
    /// Whether a win earns rating points (see `form::is_rated`).
    pub rated: bool,
    /// An undo or a hint was used: a win is assisted and earns no points (`form::earns_points`).
    pub assisted: bool,
    /// The player was told, in this game, that an undo or a hint makes a win assisted.
    pub assist_warned: bool,
    /// The profile playing (against the computer: the human side; else the bottom side).
    pub profile: u32,
    pub pending: Option<Pending>,
    /// A refused input, the hint, or what the computer played.
    pub message: Option<String>,
    /// The hint shown was found in a position lost with best play.
    pub hint_lost: bool,
    pub recorded: Option<Recorded>,
    pub move_list_open: bool,
    pub animation: Option<AnimationView>,
    /// The counters of the position before the animated move: the bands' counts while
    /// `animation` plays.
    pub counters_before: Vec<(&'static str, i64)>,
    pub paused: bool,
}

impl GameState {
    /// A match just opened on the game screen: nothing pending, nothing shown yet.
    pub fn new(session: Match, id: String, rated: bool, profile: u32) -> GameState {
        GameState {
            session,
            id,
            rated,
            assisted: false,
            assist_warned: false,
            profile,
            pending: None,
            message: None,
            hint_lost: false,
            recorded: None,
            move_list_open: false,
            animation: None,
            counters_before: Vec::new(),
            paused: false,
        }
    }

    /// The game replayed between people (one move per undo and redo) after `moves`: the
    /// board of a review and of an exercise.
    pub fn replayed(
        setup: &MatchSetup,
        moves: &[String],
        profile: u32,
    ) -> Result<GameState, SessionError> {
        let mut setup = setup.clone();
        setup.mode = match setup.mode {
            Mode::Table => Mode::Table,
            _ => Mode::PassAndPlay,
        };
        let mut session = Match::new(setup)?;
        for mv in moves {
            session.play(mv)?;
        }
        Ok(GameState::new(session, String::new(), false, profile))
    }

    /// The game's id ("dama-italiana").
    pub fn game(&self) -> &str {
        &self.session.setup().game
    }

    pub fn is_over(&self) -> bool {
        self.session.outcome().is_over()
    }

    pub fn is_thinking(&self) -> bool {
        self.pending
            .as_ref()
            .is_some_and(|p| p.kind == JobKind::Computer)
    }

    pub fn is_hinting(&self) -> bool {
        self.pending
            .as_ref()
            .is_some_and(|p| p.kind == JobKind::Hint)
    }
}
