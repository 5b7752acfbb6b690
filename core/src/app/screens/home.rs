//! The home screen: a tile per game with the active profile's wins and rating.

use super::names::{game_id, profile_name};
use crate::app::contract::{GameTile, HomeView, LevelWins};
use crate::app::model::Model;
use crate::app::screens::joined;
use crate::engine::Level;
use crate::games::{GameEntry, GAMES};
use crate::i18n::Text;
use crate::session::{BoardDrawing, Highlights, Match, MatchSetup, Mode};
use crate::store::Opponent;

pub(in crate::app) fn view(model: &Model) -> HomeView {
    let tr = model.tr;
    let profile = model.data.active_profile();
    let tiles = GAMES
        .iter()
        .filter_map(|entry| {
            let id = game_id(entry.id)?;
            let wins: Vec<LevelWins> = Level::ALL
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
                wins_text: joined::line(wins.iter().map(|w| w.text.as_str())),
                game: entry.id.to_owned(),
                name: tr.game_name(id),
                description: tr.game_description(id),
                wins,
                rating,
                rating_text: tr.rating(i64::from(rating)),
                can_continue: model.data.saved.contains_key(entry.id),
                continue_label: tr.text(Text::Continue),
                new_game_label: tr.text(Text::NewGame),
                how_to_play_label: tr.text(Text::HowToPlay),
                puzzle_label: tr.tr("puzzle-open", &[]),
                puzzle_rating_text: super::puzzle::rating_text(model, entry.id),
                lesson_label: tr.tr("lesson-open", &[]),
                icon: icon(entry)?,
            })
        })
        .collect();
    HomeView {
        title: tr.text(Text::AppName),
        profile_name: profile_name(tr, &profile.name),
        tiles,
        settings_label: tr.text(Text::Settings),
        profiles_label: tr.text(Text::Profiles),
        leaderboard_label: tr.text(Text::Leaderboard),
        // The first launch: nothing played yet, so the lessons are offered.
        lesson_offer: profile.stats.is_empty().then(|| tr.tr("lesson-offer", &[])),
        history_label: tr.text(Text::History),
    }
}

/// A game's icon: its board at the start of its usual rules, the usual way up, without
/// marks. Both phones draw it as they draw a board, so neither knows which game it is.
pub(in crate::app) fn icon(entry: &GameEntry) -> Option<BoardDrawing> {
    let start = (entry.start)(None, &[]).ok()?;
    let setup = MatchSetup {
        game: entry.id.to_owned(),
        preset: None,
        options: Vec::new(),
        position: None,
        mode: Mode::PassAndPlay,
        seed: 0,
    };
    let mut board = Match::at_position(setup, start).render().board;
    board.highlights = Highlights::default();
    Some(board)
}
