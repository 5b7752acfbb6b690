//! What the shells draw: one typed record per screen, every text already translated.
//!
//! Additive changes only: other front ends build on these shapes.

mod game;
mod home;
mod how_to_play;
mod leaderboard;
mod new_game;
mod profiles;
mod settings;

use serde::{Deserialize, Serialize};

pub use game::{
    AnimationStep, AnimationView, Band, CounterView, GameLabels, GameView, HintView, MoveEntry,
    MoveListView, MoveRow, PointView, ResultPanel, YourResult,
};
pub use home::{GameTile, HomeView, LevelWins};
pub use how_to_play::HowToPlayView;
pub use leaderboard::{LeaderboardRowView, LeaderboardView};
pub use new_game::{NewGameView, OptionField, OptionFieldKind};
pub use profiles::{ProfileEntry, ProfilesView};
pub use settings::SettingsView;

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
}

/// One entry of a list to choose from: its identifier, its label, and whether it is the
/// current choice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Choice {
    pub id: String,
    pub label: String,
    pub description: Option<String>,
    pub selected: bool,
}

use super::{App, Place};
use crate::i18n::Text;

pub(super) fn build(app: &App) -> View {
    let tr = app.tr;
    let screen = match &app.place {
        Place::Home => Screen::Home {
            home: home::build(app),
        },
        Place::NewGame(form) => Screen::NewGame {
            new_game: Box::new(new_game::build(app, form)),
        },
        Place::Game => match &app.game {
            Some(g) => Screen::Game {
                game: Box::new(game::build(app, g)),
            },
            None => Screen::Home {
                home: home::build(app),
            },
        },
        Place::Settings => Screen::Settings {
            settings: settings::build(app),
        },
        Place::Profiles => Screen::Profiles {
            profiles: profiles::build(app),
        },
        Place::Leaderboard(game) => Screen::Leaderboard {
            leaderboard: leaderboard::build(app, game.as_deref()),
        },
        Place::HowToPlay(game) => Screen::HowToPlay {
            how_to_play: how_to_play::build(app, game),
        },
    };
    View {
        language: tr.lang().code().to_owned(),
        screen,
        notice: app.notice.clone(),
        back_label: tr.text(Text::Back),
        ok_label: tr.text(Text::Ok),
        cancel_label: tr.text(Text::Cancel),
    }
}

/// The name of a profile, or the default name for the unnamed first profile.
pub(super) fn profile_name(tr: crate::i18n::Translator, name: &str) -> String {
    if name.is_empty() {
        tr.text(Text::ProfileDefaultName)
    } else {
        name.to_owned()
    }
}

/// The game ids and translated names, in the order of `GAMES`.
pub(super) fn game_id(id: &str) -> Option<crate::i18n::GameId> {
    crate::i18n::GameId::from_id(id)
}
