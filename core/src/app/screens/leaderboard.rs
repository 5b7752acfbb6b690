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
    let mut rows = ranked(model, game);
    // A leaderboard of one says nothing: a lone player sees its points per game.
    let solo_name = match rows.as_slice() {
        [only] => Some(only.name.clone()),
        _ => None,
    };
    let solo = solo_name.is_some();
    if let [only] = rows.as_slice() {
        rows = per_game(model, only.profile, game);
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
    let player_label = if solo {
        tr.tr("leaderboard-game", &[])
    } else {
        tr.text(Text::LeaderboardPlayer)
    };
    let title = match solo_name {
        Some(name) => tr.tr("leaderboard-solo-title", &[("name", name.into())]),
        None => tr.text(Text::Leaderboard),
    };
    LeaderboardView {
        title,
        filters,
        empty_text: rows.is_empty().then(|| tr.text(Text::LeaderboardEmpty)),
        rows,
        rules_text: tr.tr("rating-rules", &[]),
        header: joined::line([
            player_label.clone(),
            tr.text(Text::LeaderboardRating),
            tr.text(Text::LeaderboardGames),
        ]),
        player_label,
        rating_label: tr.text(Text::LeaderboardRating),
        games_label: tr.text(Text::LeaderboardGames),
        solo,
    }
}

/// The profiles that finished a game (of `game`, or any), ranked.
pub(in crate::app) fn ranked(model: &Model, game: Option<&str>) -> Vec<LeaderboardRowView> {
    let tr = model.tr;
    let mut rows: Vec<LeaderboardRowView> = model
        .data
        .profiles
        .list
        .iter()
        .filter_map(|p| {
            let (points, won, played) = p.standing(game);
            // Only profiles that finished a game are ranked.
            (played > 0).then(|| {
                row(
                    model,
                    p.id,
                    profile_name(tr, &p.name),
                    (points, won, played),
                )
            })
        })
        .collect();
    rows.sort_by_key(|r| leaderboard_order(r.points, r.won, r.profile));
    for (i, r) in rows.iter_mut().enumerate() {
        r.rank = i as u32 + 1;
        r.rank_text = tr.leaderboard_rank(i64::from(r.rank));
        r.text = joined::line([&r.rank_text, &r.name, &r.rating_text, &r.played_text]);
    }
    rows
}

/// One profile's games (all, or `game`) that it has played, in the games' order, each
/// with its points: the rows a lone player sees.
fn per_game(model: &Model, profile: u32, game: Option<&str>) -> Vec<LeaderboardRowView> {
    let tr = model.tr;
    let Some(p) = model.data.profiles.get(profile) else {
        return Vec::new();
    };
    GAMES
        .iter()
        .filter(|e| game.is_none_or(|g| g == e.id))
        .filter_map(|e| {
            let standing = p.standing(Some(e.id));
            let name = tr.game_name(game_id(e.id)?);
            (standing.2 > 0).then(|| {
                let mut r = row(model, profile, name, standing);
                r.text = joined::line([&r.name, &r.rating_text, &r.played_text]);
                r
            })
        })
        .collect()
}

fn row(
    model: &Model,
    profile: u32,
    name: String,
    (points, won, played): (u32, u32, u32),
) -> LeaderboardRowView {
    let tr = model.tr;
    LeaderboardRowView {
        rank: 0,
        rank_text: String::new(),
        profile,
        name,
        points,
        rating_text: tr.rating(i64::from(points)),
        won,
        played,
        played_text: tr.games_played(i64::from(played)),
        points_cell: tr.number(i64::from(points)),
        played_cell: tr.number(i64::from(played)),
        active: profile == model.data.active_profile().id,
        text: String::new(),
    }
}

/// Opens the leaderboard, overall or for one game; another filter replaces the one shown.
pub(in crate::app) fn open(model: &mut Model, game: Option<String>) {
    let game = game.filter(|g| games::find(g).is_ok());
    model.go(ScreenState::Leaderboard(game));
}
