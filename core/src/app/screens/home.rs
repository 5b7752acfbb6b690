use serde::{Deserialize, Serialize};

use crate::engine::Level;

/// The home screen: a tile per game with the active profile's wins and rating.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HomeView {
    pub title: String,
    pub profile_name: String,
    pub tiles: Vec<GameTile>,
    pub settings_label: String,
    pub profiles_label: String,
    pub leaderboard_label: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameTile {
    pub game: String,
    pub name: String,
    pub description: String,
    /// Wins against the computer per level, Easy to Expert.
    pub wins: Vec<LevelWins>,
    pub rating: u32,
    pub rating_text: String,
    /// A match of this game is saved: `Event::Continue` resumes it.
    pub can_continue: bool,
    pub continue_label: String,
    pub new_game_label: String,
    pub how_to_play_label: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LevelWins {
    pub level: Level,
    pub wins: u32,
    /// "3 wins at expert level".
    pub text: String,
}

use super::super::App;
use crate::games::GAMES;
use crate::i18n::Text;
use crate::store::Opponent;

pub(in crate::app) fn build(app: &App) -> HomeView {
    let tr = app.tr;
    let profile = app.data.active_profile();
    let tiles = GAMES
        .iter()
        .filter_map(|entry| {
            let id = super::game_id(entry.id)?;
            let wins = Level::ALL
                .iter()
                .map(|&level| {
                    let n: u32 = profile
                        .stats
                        .iter()
                        .filter(|l| l.game == entry.id && l.opponent == Opponent::Computer(level))
                        .map(|l| l.tally.won)
                        .fold(0, u32::saturating_add);
                    LevelWins {
                        level,
                        wins: n,
                        text: tr.wins_at_level(level, i64::from(n)),
                    }
                })
                .collect();
            let rating = profile.points.get(entry.id).copied().unwrap_or(0);
            Some(GameTile {
                game: entry.id.to_owned(),
                name: tr.game_name(id),
                description: tr.game_description(id),
                wins,
                rating,
                rating_text: tr.rating(i64::from(rating)),
                can_continue: app.data.saved.contains_key(entry.id),
                continue_label: tr.text(Text::Continue),
                new_game_label: tr.text(Text::NewGame),
                how_to_play_label: tr.text(Text::HowToPlay),
            })
        })
        .collect();
    HomeView {
        title: tr.text(Text::AppName),
        profile_name: super::profile_name(tr, &profile.name),
        tiles,
        settings_label: tr.text(Text::Settings),
        profiles_label: tr.text(Text::Profiles),
        leaderboard_label: tr.text(Text::Leaderboard),
    }
}
