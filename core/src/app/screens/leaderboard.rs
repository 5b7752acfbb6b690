use serde::{Deserialize, Serialize};

use super::Choice;

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
    pub active: bool,
}

use super::super::App;
use crate::games::GAMES;
use crate::i18n::Text;
use crate::store::leaderboard_order;

pub(in crate::app) fn build(app: &App, game: Option<&str>) -> LeaderboardView {
    let tr = app.tr;
    let active = app.data.active_profile().id;
    let mut rows: Vec<LeaderboardRowView> = app
        .data
        .profiles
        .list
        .iter()
        .filter_map(|p| {
            let (points, won, played) = p.standing(game);
            // Only profiles that finished a game are ranked.
            (played > 0).then(|| LeaderboardRowView {
                rank: 0,
                rank_text: String::new(),
                profile: p.id,
                name: super::profile_name(tr, &p.name),
                points,
                rating_text: tr.rating(i64::from(points)),
                won,
                played,
                played_text: tr.games_played(i64::from(played)),
                active: p.id == active,
            })
        })
        .collect();
    rows.sort_by_key(|r| leaderboard_order(r.points, r.won, r.profile));
    for (i, r) in rows.iter_mut().enumerate() {
        r.rank = i as u32 + 1;
        r.rank_text = tr.leaderboard_rank(i64::from(r.rank));
    }
    let mut filters = vec![Choice {
        id: String::new(),
        label: tr.tr("leaderboard-all-games", &[]),
        description: None,
        selected: game.is_none(),
    }];
    filters.extend(GAMES.iter().filter_map(|e| {
        let id = super::game_id(e.id)?;
        Some(Choice {
            id: e.id.to_owned(),
            label: tr.game_name(id),
            description: None,
            selected: game == Some(e.id),
        })
    }));
    LeaderboardView {
        title: tr.text(Text::Leaderboard),
        filters,
        empty_text: rows.is_empty().then(|| tr.text(Text::LeaderboardEmpty)),
        rows,
        rules_text: tr.tr("rating-rules", &[]),
        player_label: tr.text(Text::LeaderboardPlayer),
        rating_label: tr.text(Text::LeaderboardRating),
        games_label: tr.text(Text::LeaderboardGames),
    }
}
