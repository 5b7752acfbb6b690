//! The screens around the game: home, new game, settings, profiles, leaderboard, how to play.

use serde::{Deserialize, Serialize};

use super::choice::Choice;
use crate::engine::Level;
use crate::game::Side;
use crate::i18n::Block;
use crate::session::{BoardDrawing, ModeKind};
use crate::store::{AnimationSpeed, Verbosity};

// --- home ---
/// The home screen: a tile per game with the active profile's wins and rating.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HomeView {
    pub title: String,
    pub profile_name: String,
    pub tiles: Vec<GameTile>,
    pub settings_label: String,
    pub profiles_label: String,
    pub leaderboard_label: String,
    /// At the first launch (no game played yet): the offer of the lessons.
    pub lesson_offer: Option<String>,
    /// The finished games (`Event::OpenHistory`).
    pub history_label: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameTile {
    pub game: String,
    pub name: String,
    pub description: String,
    /// Wins against the computer per level, Easy to Expert.
    pub wins: Vec<LevelWins>,
    pub rating: u32,
    pub rating_text: String,
    /// The wins per level on one line.
    pub wins_text: String,
    /// A match of this game is saved: `Event::Continue` resumes it.
    pub can_continue: bool,
    pub continue_label: String,
    pub new_game_label: String,
    pub how_to_play_label: String,
    /// The puzzles (`Event::OpenPuzzle`), with the player's puzzle rating.
    pub puzzle_label: String,
    pub puzzle_rating_text: String,
    /// "Learn to play" (`Event::OpenLesson`).
    pub lesson_label: String,
    /// The game's icon: its board at the start, drawn like any board (no marks), so
    /// every shell draws the same icon without knowing the game.
    pub icon: BoardDrawing,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LevelWins {
    pub level: Level,
    pub wins: u32,
    /// "3 wins at expert level".
    pub text: String,
}

// --- new game ---
/// The new-game form. What it shows is exactly what `Event::Start` plays: every option
/// with its current value, the preset, the mode, the side and the level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct NewGameView {
    pub game: String,
    pub title: String,
    pub preset_label: String,
    pub presets: Vec<Choice>,
    pub preset: String,
    pub options_label: String,
    pub options: Vec<OptionField>,
    pub mode_label: String,
    pub modes: Vec<Choice>,
    /// The mode of each entry of `modes`, in the same order (typed, for `Event::ChooseMode`).
    pub mode_values: Vec<ModeKind>,
    pub mode: ModeKind,
    /// Side and level matter only against the computer.
    pub shows_side_and_level: bool,
    pub side_label: String,
    /// The two sides, named by their roles (ids `one`, `two`).
    pub sides: Vec<Choice>,
    /// The side of each entry of `sides`, in the same order.
    pub side_values: Vec<Side>,
    pub side: Side,
    pub level_label: String,
    pub levels: Vec<Choice>,
    /// The level of each entry of `levels`, in the same order.
    pub level_values: Vec<Level>,
    pub level: Level,
    /// Whether the match will earn rating points (against the computer, the preset's
    /// rules unchanged), and the sentence saying so.
    pub rated: bool,
    pub rated_text: String,
    pub reset_label: String,
    /// An option differs from the preset's: the reset button shows.
    #[cfg_attr(feature = "uniffi", uniffi(default = false))]
    #[serde(default)]
    pub can_reset: bool,
    pub start_label: String,
    /// Why the last change was refused (a value out of range).
    pub error: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct OptionField {
    pub key: String,
    pub name: String,
    pub description: Option<String>,
    pub kind: OptionFieldKind,
    /// The value the match will be played with.
    pub value: String,
    pub value_label: String,
    /// The value differs from the preset's.
    pub changed: bool,
    /// A number's stepper: the values its − and + buttons set (`Event::SetOption`), `None`
    /// at the end of the range (the button is disabled); always `None` for a choice.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    #[serde(default)]
    pub lower: Option<String>,
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    #[serde(default)]
    pub higher: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum OptionFieldKind {
    Choice { values: Vec<Choice> },
    Number { min: i64, max: i64 },
}

// --- settings ---
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SettingsView {
    pub title: String,
    pub language_label: String,
    /// "Follow the device" (id empty) and the four languages, each named in itself.
    pub languages: Vec<Choice>,
    pub sound_label: String,
    pub sound: bool,
    pub vibration_label: String,
    pub vibration: bool,
    pub animation_label: String,
    /// Off, slow, normal, fast (ids `off`, `slow`, `normal`, `fast`).
    pub animation_speeds: Vec<Choice>,
    /// The speed of each entry of `animation_speeds`, in the same order (typed, for
    /// `Event::SetAnimationSpeed`).
    pub animation_speed_values: Vec<AnimationSpeed>,
    pub dama_black_first_label: String,
    pub dama_black_first_description: String,
    pub dama_black_first: bool,
    pub verbosity_label: String,
    /// Short, full (ids `short`, `full`).
    pub verbosities: Vec<Choice>,
    /// The verbosity of each entry of `verbosities`, in the same order.
    pub verbosity_values: Vec<Verbosity>,
    pub high_contrast_label: String,
    pub high_contrast_description: String,
    pub high_contrast: bool,
}

// --- profiles ---
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ProfilesView {
    pub title: String,
    pub profiles: Vec<ProfileEntry>,
    pub new_label: String,
    pub name_label: String,
    pub rename_label: String,
    pub delete_label: String,
    pub switch_label: String,
    /// Closes a rename or delete dialog without a change.
    pub cancel_label: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ProfileEntry {
    pub id: u32,
    pub name: String,
    pub active: bool,
    pub rating_text: String,
    /// "12 wins · 3 draws · 7 losses".
    pub record_text: String,
    pub games_played_text: String,
    /// The rating, the games played and the record on one line ("1450 points · 22 games ·
    /// 12 wins · 3 draws · 7 losses").
    pub summary: String,
    /// The last profile cannot be removed.
    pub can_delete: bool,
    /// "Delete the profile Anna?"
    pub delete_question: String,
}

// --- leaderboard ---
/// The device's profiles that have finished a game, ranked by rating points, then wins.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LeaderboardView {
    pub title: String,
    /// "All games" (id empty) and each game.
    pub filters: Vec<Choice>,
    pub rows: Vec<LeaderboardRowView>,
    /// Shown when `rows` is empty.
    pub empty_text: Option<String>,
    /// How rating points are earned.
    pub rules_text: String,
    pub player_label: String,
    pub rating_label: String,
    pub games_label: String,
    /// The column labels on one line, above the rows.
    pub header: String,
    /// Only one profile has finished a game: `rows` are its games (the name is the game's,
    /// `player_label` says "Game"), not a leaderboard of one.
    pub solo: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LeaderboardRowView {
    pub rank: u32,
    pub rank_text: String,
    pub profile: u32,
    pub name: String,
    pub points: u32,
    pub rating_text: String,
    pub won: u32,
    pub played: u32,
    pub played_text: String,
    /// The rating and the games as numbers only, written as the language writes them,
    /// for a table's cells under `rating_label` and `games_label`.
    pub points_cell: String,
    pub played_cell: String,
    pub active: bool,
    /// The whole row on one line: rank, name, rating, games.
    pub text: String,
}

// --- how to play ---
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HowToPlayView {
    pub game: String,
    pub title: String,
    pub blocks: Vec<Block>,
    /// "Learn to play" (`Event::OpenLesson`).
    pub lesson_label: String,
}
