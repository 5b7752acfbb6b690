//! Everything a shell tells the app: the player's input, the answers of the jobs the app
//! asked for, and what the platform did (paused, resumed, an animation ended).

use serde::{Deserialize, Serialize};

use crate::engine::Level;
use crate::game::Side;
use crate::session::{Key, ModeKind};
use crate::store::{AnimationSpeed, Verbosity};

/// One input to `App::update`. Points are indices of the board drawing's points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Event {
    // --- navigation ---
    /// The app starts (or the shell wants the first view): shows the home screen and tells
    /// what the store recovered.
    Launch,
    OpenHome,
    /// The new-game form of a game, filled with the rules used last time.
    OpenNewGame {
        game: String,
    },
    /// Continues the saved match of a game.
    Continue {
        game: String,
    },
    OpenSettings,
    OpenProfiles,
    /// The leaderboard, overall (`None`) or for one game.
    OpenLeaderboard {
        game: Option<String>,
    },
    OpenHowToPlay {
        game: String,
    },
    /// The daily puzzle of a game, or the puzzle `id`.
    OpenPuzzle {
        game: String,
        #[serde(default)]
        id: Option<String>,
    },
    /// A move in the puzzle shown, in notation.
    PuzzleMove {
        notation: String,
    },
    /// The hint: the piece first, then the move.
    PuzzleHint,
    PuzzleRetry,
    PuzzleSolution,
    /// The next puzzle near the player's rating.
    PuzzleNext,
    /// "Learn to play" a game.
    OpenLesson {
        game: String,
    },
    /// A move in the lesson step shown, in notation.
    LessonMove {
        notation: String,
    },
    /// The lesson's closing game against Easy.
    LessonPlayEasy,
    /// A chapter (from 0) of a game's course, at its first step not yet done.
    OpenLessonChapter {
        game: String,
        chapter: u32,
    },
    /// A hint for the lesson step: the piece, then the move.
    LessonHint,
    /// Back to the step's position after a wrong move (the board showed the answer).
    LessonRetry,
    /// Leaves the step undone for the next one.
    LessonSkip,
    /// The platform's back: one screen up (the game screen goes home; the game is saved).
    Back,
    /// Opens again the screens of a snapshot (`App::snapshot`) a shell kept when its
    /// process could be ended; an unreadable one leaves the app where it is.
    Restore {
        snapshot: String,
    },

    // --- the new-game form ---
    ChoosePreset {
        preset: String,
    },
    SetOption {
        key: String,
        value: String,
    },
    /// Every option back to the preset's value.
    ResetOptions,
    ChooseMode {
        mode: ModeKind,
    },
    /// The side the player takes against the computer.
    ChooseSide {
        side: Side,
    },
    ChooseLevel {
        level: Level,
    },
    /// Starts the match the form shows.
    Start,
    /// Continues a game record (PDN) in the mode the form shows (between people when no
    /// form is open). An imported game never earns rating points.
    ImportRecord {
        text: String,
    },

    // --- the board ---
    Tap {
        point: u8,
    },
    /// A move typed in the game's notation (the terminal, a keyboard, a scenario).
    Play {
        notation: String,
    },
    /// A drag begins on a point: its targets show at once.
    DragStart {
        point: u8,
    },
    /// A drag ends on a point, or off the board (`None`: the drag is abandoned).
    DragEnd {
        point: Option<u8>,
    },
    Key {
        key: Key,
    },
    /// Stops a jump chain where it stands (where the rules allow).
    StopChain,
    Undo,
    Redo,
    Hint,
    OpenMoveList,
    CloseMoveList,
    /// The result sheet closed (`folded: true`: the final position in full and the game's
    /// bar, with a button to show it again) or shown again (`ResultPanel.folded`).
    FoldResult {
        folded: bool,
    },
    /// Says the board summary (`GameView.access.summary`) to the screen reader.
    DescribeBoard,
    /// A new match with the same rules and mode.
    Rematch,
    /// Leaves the game screen for home (the match stays saved).
    Leave,
    /// The answer of a search job (the computer's move or a hint); `None`: no move found
    /// or the search was cancelled.
    ComputerMoved {
        job: u64,
        notation: Option<String>,
    },
    /// The shell finished showing the animation with this id.
    AnimationFinished {
        id: u64,
    },
    /// The app went to the background / came back.
    Paused,
    Resumed,
    /// The change of an [`super::Effect::AwaitSaved`] is on disk, fsynced: the view may
    /// show what waited for it (the result panel).
    Saved {
        ticket: u64,
    },
    /// Drops the notice shown (a store recovery, a refused save).
    DismissNotice,

    // --- history and review ---
    /// The finished games kept.
    OpenHistory,
    /// Reviews a finished game of the history (`HistoryEntry.entry`).
    OpenReview {
        entry: u32,
    },
    /// Reviews the game that just ended (the result panel's "Review").
    ReviewGame,
    /// The review's board: the start, one move back, one forward, the end, after a move.
    ReviewFirst,
    ReviewBack,
    ReviewForward,
    ReviewLast,
    ReviewJump {
        ply: u32,
    },
    /// The answer of a review job: the shell ran it (`ReviewTask::run`).
    ReviewAnalysed {
        job: u64,
    },
    /// "Learn from your mistakes": opens the first exercise; a move tried on its board is
    /// a `Tap`, a drag or a `Play`.
    StartLearning,
    LearnShowSolution,
    /// The next exercise (the button says "Skip", or "Next" once this one is settled).
    LearnSkip,
    /// Back to the review.
    CloseLearning,

    // --- settings ---
    /// A language code (`en`, `th`, `ko`, `fi`) or `None` to follow the device.
    SetLanguage {
        language: Option<String>,
    },
    SetSound {
        on: bool,
    },
    SetVibration {
        on: bool,
    },
    SetAnimationSpeed {
        speed: AnimationSpeed,
    },
    /// Dama Italiana: show Black at the bottom, moving first (same rules, see the README).
    SetDamaBlackFirst {
        on: bool,
    },
    /// How much the screen reader is told.
    SetVerbosity {
        verbosity: Verbosity,
    },
    /// The high-contrast theme.
    SetHighContrast {
        on: bool,
    },
    /// The screen's smallest width now, in density-independent pixels (Android's dp, iOS's
    /// points), sent when a screen is shown and when it changes (a foldable opened): the
    /// core offers table mode on a large screen only, the same rule on every phone.
    SetScreen {
        smallest_dp: u32,
    },

    // --- profiles ---
    AddProfile {
        name: String,
    },
    RenameProfile {
        id: u32,
        name: String,
    },
    RemoveProfile {
        id: u32,
    },
    SwitchProfile {
        id: u32,
    },
}
