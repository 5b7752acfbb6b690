//! The leaderboard: the device's profiles that have finished a game, ranked.

use super::names::{game_id, profile_name};
use crate::app::contract::{Choice, LeaderboardRowView, LeaderboardView};
use crate::app::model::{Model, ScreenState};
use crate::app::screens::joined;
use crate::games;
use crate::games::GAMES;
use crate::i18n::Text;
use crate::store::leaderboard_order;

pub(in crate::app) fn view(model: &Model, game: Option<&str>) -> LeaderboardView {
    let tr = model.tr;
    let active = model.data.active_profile().id;
    let mut rows: Vec<LeaderboardRowView> = model
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
                name: profile_name(tr, &p.name),
                points,
                rating_text: tr.rating(i64::from(points)),
                won,
                played,
                played_text: tr.games_played(i64::from(played)),
                points_cell: tr.number(i64::from(points)),
                played_cell: tr.number(i64::from(played)),
                active: p.id == active,
                text: String::new(),
            })
        })
        .collect();
    rows.sort_by_key(|r| leaderboard_order(r.points, r.won, r.profile));
    for (i, r) in rows.iter_mut().enumerate() {
        r.rank = i as u32 + 1;
        r.rank_text = tr.leaderboard_rank(i64::from(r.rank));
        r.text = joined::line([&r.rank_text, &r.name, &r.rating_text, &r.played_text]);
    }
    let mut filters = vec![Choice {
        id: String::new(),
        label: tr.tr("leaderboard-all-games", &[]),
        description: None,
        selected: game.is_none(),
    }];
    filters.extend(GAMES.iter().filter_map(|e| {
        let id = game_id(e.id)?;
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
        header: joined::line([
            tr.text(Text::LeaderboardPlayer),
            tr.text(Text::LeaderboardRating),
            tr.text(Text::LeaderboardGames),
        ]),
        player_label: tr.text(Text::LeaderboardPlayer),
        rating_label: tr.text(Text::LeaderboardRating),
        games_label: tr.text(Text::LeaderboardGames),
    }
}

/// Opens the leaderboard, overall or for one game; another filter replaces the one shown.
pub(in crate::app) fn open(model: &mut Model, game: Option<String>) {
    let game = game.filter(|g| games::find(g).is_ok());
    model.go(ScreenState::Leaderboard(game));
}
