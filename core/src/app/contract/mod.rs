//! The shapes that cross to the shells: what they send ([`Event`]), what they carry out
//! ([`Effect`]) and what they draw ([`View`]), derived for uniffi behind the `uniffi`
//! feature. Records only, no logic. Additive changes only: other front ends build on them.

mod access;
mod animation;
mod board;
mod choice;
mod config;
mod effects;
mod events;
mod game;
mod learning;
mod menus;
mod review;
mod view;

pub use access::{AccessView, ActionKind, PointAction};
pub use animation::{AnimatedPiece, AnimationFrame, AnimationView, FrameChange, HouseCount};
pub use board::{BoardPanel, HitArea, PointView};
pub use choice::Choice;
pub use config::AppConfig;
pub use effects::{Effect, Haptic, Sound};
pub use events::Event;
pub use game::{
    Band, CounterView, GameLabels, GameView, HintView, MoveEntry, MoveListView, MoveRow,
    ResultPanel, Seating, YourResult,
};
pub use learning::{LessonChapterView, LessonView, PuzzleView};
pub use menus::{
    GameTile, HomeView, HowToPlayView, LeaderboardRowView, LeaderboardView, LevelWins, NewGameView,
    OptionField, OptionFieldKind, ProfileEntry, ProfilesView, SettingsView,
};
pub use review::{
    AccuracyView, BetterMoveView, ChartMark, ChartTick, FeedbackTone, HistoryEntry, HistoryView,
    LearnView, ReviewChart, ReviewLabels, ReviewMoveView, ReviewPart, ReviewProgress, ReviewView,
};
pub use view::{Screen, View};
