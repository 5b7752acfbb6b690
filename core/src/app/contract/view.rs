//! What the shells draw: one typed record per screen, every text already translated.

use serde::{Deserialize, Serialize};

use super::game::GameView;
use super::learning::{LessonView, PuzzleView};
use super::menus::{
    HomeView, HowToPlayView, LeaderboardView, NewGameView, ProfilesView, SettingsView,
};
use super::review::{HistoryView, ReviewView};

/// The whole view: the screen shown and what is common to every screen.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct View {
    /// The language of every text (`en`, `th`, `ko`, `fi`).
    pub language: String,
    pub screen: Screen,
    /// A message for the player that is not about the board (a recovered store file, a
    /// save the disk refused); dismissed with `Event::DismissNotice`.
    pub notice: Option<String>,
    /// The label of the platform's back button on this screen.
    pub back_label: String,
    /// The buttons of a shell's dialogs (a notice, a name to type, a question).
    pub ok_label: String,
    pub cancel_label: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "screen", rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Screen {
    Home { home: HomeView },
    NewGame { new_game: Box<NewGameView> },
    Game { game: Box<GameView> },
    Settings { settings: SettingsView },
    Profiles { profiles: ProfilesView },
    Leaderboard { leaderboard: LeaderboardView },
    HowToPlay { how_to_play: HowToPlayView },
    Puzzle { puzzle: Box<PuzzleView> },
    Lesson { lesson: Box<LessonView> },
    History { history: HistoryView },
    Review { review: Box<ReviewView> },
}
