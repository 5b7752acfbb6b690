//! What a shell keeps when its process may be ended (Android's saved instance state, iOS's
//! scene storage): the screens open, from the bottom of `Back`'s stack to the one shown,
//! as the events that open them again on a fresh app. Opaque to the shells; the same on
//! both. The data behind the screens (the match in progress, the settings, the profiles)
//! is the store's already: a snapshot holds only the way back to it.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::app::contract::Event;
use crate::app::model::{Model, ScreenState};

/// The snapshot's shape; a snapshot of another version is refused (the home screen shows).
const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Snapshot {
    version: u32,
    events: Vec<Event>,
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum SnapshotError {
    #[error("not a snapshot of this app: {0}")]
    Unreadable(String),
    #[error("a snapshot of version {0}, this app reads version {VERSION}")]
    Version(u32),
}

/// The snapshot of the screens open now.
pub(in crate::app) fn take(model: &Model) -> String {
    let mut events = Vec::new();
    for screen in model.came_from.iter().chain([&model.screen]) {
        events.extend(reopening(model, screen));
    }
    let snapshot = Snapshot {
        version: VERSION,
        events,
    };
    serde_json::to_string(&snapshot).expect("events serialize")
}

/// The events a snapshot replays, in order. Only events that open screens and fill the
/// form are taken: a snapshot never plays a move or changes a setting.
pub(in crate::app) fn events(snapshot: &str) -> Result<Vec<Event>, SnapshotError> {
    let s: Snapshot =
        serde_json::from_str(snapshot).map_err(|e| SnapshotError::Unreadable(e.to_string()))?;
    if s.version != VERSION {
        return Err(SnapshotError::Version(s.version));
    }
    Ok(s.events.into_iter().filter(opens_a_screen).collect())
}

/// Whether a snapshot may replay `e`. Exhaustive on purpose: a new event (a new screen's
/// `Open…` among them) does not compile until it is sorted here, so no screen is dropped
/// from restore after process death by being forgotten.
fn opens_a_screen(e: &Event) -> bool {
    match e {
        Event::OpenNewGame { .. }
        | Event::ChoosePreset { .. }
        | Event::SetOption { .. }
        | Event::ChooseMode { .. }
        | Event::ChooseSide { .. }
        | Event::ChooseLevel { .. }
        | Event::Continue { .. }
        | Event::OpenMoveList
        | Event::OpenSettings
        | Event::OpenProfiles
        | Event::OpenLeaderboard { .. }
        | Event::OpenHowToPlay { .. }
        | Event::OpenPuzzle { .. }
        | Event::OpenLesson { .. }
        | Event::OpenLessonChapter { .. }
        | Event::OpenHistory => true,
        // Home is where a replay starts; a review comes back as its history (see
        // `reopening`); the rest plays, changes or answers something.
        Event::Launch
        | Event::OpenHome
        | Event::OpenReview { .. }
        | Event::ReviewGame
        | Event::Restore { .. }
        | Event::Back
        | Event::PuzzleMove { .. }
        | Event::PuzzleHint
        | Event::PuzzleRetry
        | Event::PuzzleSolution
        | Event::PuzzleNext
        | Event::LessonMove { .. }
        | Event::LessonPlayEasy
        | Event::LessonHint
        | Event::LessonRetry
        | Event::LessonSkip
        | Event::ResetOptions
        | Event::Start
        | Event::ImportRecord { .. }
        | Event::Tap { .. }
        | Event::Play { .. }
        | Event::DragStart { .. }
        | Event::DragEnd { .. }
        | Event::Key { .. }
        | Event::StopChain
        | Event::Undo
        | Event::Redo
        | Event::Hint
        | Event::CloseMoveList
        | Event::FoldResult { .. }
        | Event::DescribeBoard
        | Event::Rematch
        | Event::Leave
        | Event::ComputerMoved { .. }
        | Event::AnimationFinished { .. }
        | Event::Paused
        | Event::Resumed
        | Event::Saved { .. }
        | Event::DismissNotice
        | Event::ReviewFirst
        | Event::ReviewBack
        | Event::ReviewForward
        | Event::ReviewLast
        | Event::ReviewJump { .. }
        | Event::ReviewAnalysed { .. }
        | Event::StartLearning
        | Event::LearnShowSolution
        | Event::LearnSkip
        | Event::CloseLearning
        | Event::SetLanguage { .. }
        | Event::SetSound { .. }
        | Event::SetVibration { .. }
        | Event::SetAnimationSpeed { .. }
        | Event::SetDamaBlackFirst { .. }
        | Event::SetVerbosity { .. }
        | Event::SetHighContrast { .. }
        | Event::SetScreen { .. }
        | Event::AddProfile { .. }
        | Event::RenameProfile { .. }
        | Event::RemoveProfile { .. }
        | Event::SwitchProfile { .. } => false,
    }
}

/// The events that open `screen` again as it is now.
fn reopening(model: &Model, screen: &ScreenState) -> Vec<Event> {
    match screen {
        ScreenState::Home => Vec::new(),
        ScreenState::NewGame(form) => {
            let mut events = vec![
                Event::OpenNewGame {
                    game: form.entry.id.to_owned(),
                },
                Event::ChoosePreset {
                    preset: form.preset.clone(),
                },
            ];
            events.extend(
                form.changed()
                    .into_iter()
                    .map(|(key, value)| Event::SetOption { key, value }),
            );
            events.push(Event::ChooseMode { mode: form.mode });
            events.push(Event::ChooseSide { side: form.side });
            events.push(Event::ChooseLevel { level: form.level });
            events
        }
        // The match is the store's saved one; the move list opens again as it was.
        ScreenState::Game => match &model.game {
            Some(g) => {
                let mut events = vec![Event::Continue {
                    game: g.session.setup().game.clone(),
                }];
                if g.move_list_open {
                    events.push(Event::OpenMoveList);
                }
                events
            }
            None => Vec::new(),
        },
        ScreenState::Settings => vec![Event::OpenSettings],
        ScreenState::Profiles => vec![Event::OpenProfiles],
        ScreenState::Leaderboard(game) => vec![Event::OpenLeaderboard { game: game.clone() }],
        ScreenState::HowToPlay(game) => vec![Event::OpenHowToPlay { game: game.clone() }],
        // The same puzzle (today's daily one, or the one by id), started again.
        ScreenState::Puzzle => match &model.puzzle {
            Some(p) => vec![Event::OpenPuzzle {
                game: p.set.game.clone(),
                id: p.daily.is_none().then(|| p.attempt.puzzle.id.clone()),
            }],
            None => Vec::new(),
        },
        // The lesson's chapter, at its first step not yet done (its steps are short).
        ScreenState::Lesson => match &model.lesson {
            Some(l) => vec![Event::OpenLessonChapter {
                game: l.player.lesson.game.clone(),
                chapter: l.player.chapter_index() as u32,
            }],
            None => Vec::new(),
        },
        // A review is cheap to start again from the history: the screen comes back there.
        ScreenState::History | ScreenState::Review => vec![Event::OpenHistory],
    }
}
