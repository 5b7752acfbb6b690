//! The view fields that leave the shells nothing to decide (issue 35): the seating of
//! table mode, who is thinking, the result sheet's lines, the stepper's values, the reset
//! button, each game's icon and the one rule for offering table mode.

use super::contract::{self as view, OptionFieldKind};
use super::tests::{app_in, form, game_view, settle, start, start_with};
use super::*;
use crate::engine::Level;
use crate::game::Side;
use crate::games::PointRole;
use crate::session::{Highlights, ModeKind};

fn app_on_screen(screen_dp: u32) -> App {
    App::new(AppConfig {
        time_scale: 0.05,
        seed: Some(7),
        screen_dp,
        ..AppConfig::default()
    })
    .unwrap()
}

#[test]
fn table_mode_seats_the_far_player_and_turns_only_their_houses() {
    let mut app = app_in(None);
    start(&mut app, "sungka", ModeKind::Table);
    let v = app.view();
    let g = game_view(&v);
    let s = &g.seating;
    assert!(s.table);
    // The board keeps its way up: its ends face the two players.
    assert!(s.upright);
    assert_eq!(s.far_side, Some(g.top.side));
    assert_ne!(g.top.side, g.bottom.side);
    for p in &g.points {
        let owner = match p.role {
            PointRole::House { owner, .. } | PointRole::Store { owner } => Some(owner),
            _ => None,
        };
        assert_eq!(p.turned, owner == Some(g.top.side), "point {}", p.point);
    }
    assert!(g.points.iter().any(|p| p.turned) && g.points.iter().any(|p| !p.turned));
    // The result sheet faces whoever holds the status line.
    assert_eq!(s.result_turned, g.top.line.is_some());
    // The 6/9 rule, for every count the board can show (98 shells in all).
    for n in [6, 9, 16, 18, 19, 61, 66, 68, 81, 86, 89, 91, 98] {
        assert!(s.underlined.contains(&n), "{n} reads otherwise upside down");
    }
    for n in [0, 1, 8, 10, 11, 69, 96, 88, 7, 60, 90, 99] {
        let turned_reads_same_or_nothing = !s.underlined.contains(&n);
        assert!(turned_reads_same_or_nothing, "{n} is not underlined");
    }
    assert!(s.underlined.iter().all(|&n| n <= 98));
}

#[test]
fn without_table_mode_nothing_is_turned() {
    for mode in [ModeKind::VsComputer, ModeKind::PassAndPlay] {
        let mut app = app_in(None);
        start(&mut app, "sungka", mode);
        let v = app.view();
        let g = game_view(&v);
        assert_eq!(g.seating, view::Seating::default(), "{mode:?}");
        assert!(g.points.iter().all(|p| !p.turned));
        assert!(!g.top.turned && !g.bottom.turned);
    }
}

#[test]
fn the_thinking_band_is_the_computers_while_it_searches() {
    let mut app = app_in(None);
    let fx = start_with(
        &mut app,
        "fox-geese",
        &[
            Event::ChooseSide { side: Side::Two },
            Event::ChooseLevel { level: Level::Easy },
        ],
    );
    let v = app.view();
    let g = game_view(&v);
    assert!(g.thinking);
    assert!(
        g.top.computer && g.top.thinking,
        "the computer's band thinks"
    );
    assert!(!g.bottom.thinking);
    settle(&mut app, fx);
    let v = app.view();
    let g = game_view(&v);
    assert!(!g.top.thinking && !g.bottom.thinking);
    // A hint is searched too, but no band thinks: it is the player's own turn. (The
    // first ask in a rated match is the warning that help costs the points.)
    app.update(Event::Hint);
    app.update(Event::Hint);
    let v = app.view();
    let g = game_view(&v);
    assert!(
        g.hinting && !g.can_hint,
        "no second hint while one is searched"
    );
    assert!(!g.top.thinking && !g.bottom.thinking);
}

/// Plays random legal taps between people until the result shows.
fn finished(game: &str) -> view::GameView {
    let mut app = app_in(None);
    let fx = start(&mut app, game, ModeKind::PassAndPlay);
    let mut rng = 11u64;
    super::tests::play_to_the_end(&mut app, fx, &mut rng);
    game_view(&app.view()).clone()
}

#[test]
fn the_result_sheet_lines_come_from_the_core_each_once() {
    for game in ["sungka", "fox-geese"] {
        let g = finished(game);
        let r = g.result.expect("the game ended");
        assert!(!r.lines.is_empty());
        assert!(r.lines.iter().all(|l| !l.trim().is_empty()));
        let mut unique = r.lines.clone();
        unique.dedup();
        assert_eq!(unique.len(), r.lines.len(), "{game}: no line twice");
        assert_eq!(r.lines[0], r.detail, "why it ended comes first");
        // Between people: why no points, not "+0".
        let reason = r.unrated_reason.clone().expect("between people");
        assert!(r.lines.contains(&reason));
        assert!(!r.lines.contains(&r.rating_text));
        assert_eq!(r.score.is_some(), game == "sungka");
        if let Some(score) = &r.score {
            assert_eq!(&r.lines[1], score);
        }
    }
}

#[test]
fn the_result_sheet_closes_and_opens_again_as_the_core_says_and_a_rematch_opens_it() {
    let mut app = app_in(None);
    let fx = start(&mut app, "fox-geese", ModeKind::PassAndPlay);
    let mut rng = 11u64;
    super::tests::play_to_the_end(&mut app, fx, &mut rng);
    let result = |app: &App| game_view(&app.view()).result.clone().expect("over");
    let r = result(&app);
    assert!(!r.folded, "the sheet opens at the end");
    assert_eq!(r.show_label, "Show result");
    assert!(app
        .update(Event::FoldResult { folded: true })
        .contains(&Effect::Render));
    let r = result(&app);
    assert!(r.folded, "closed, the result is still there to show again");
    assert_eq!(r.headline, result(&app).headline);
    app.update(Event::FoldResult { folded: false });
    assert!(!result(&app).folded);
    app.update(Event::FoldResult { folded: true });
    app.update(Event::Rematch);
    assert!(game_view(&app.view()).result.is_none());
    super::tests::play_to_the_end(&mut app, Vec::new(), &mut rng);
    assert!(!result(&app).folded, "a new game's sheet opens");
}

#[test]
fn the_stepper_says_its_values_and_ends_at_the_range() {
    let mut app = app_in(None);
    app.update(Event::OpenNewGame {
        game: "fox-geese".into(),
    });
    let field = |app: &App| {
        form(app)
            .options
            .into_iter()
            .find(|o| o.key == "no-progress")
            .unwrap()
    };
    let f = field(&app);
    let OptionFieldKind::Number { min, max } = f.kind else {
        panic!("a number")
    };
    let v: i64 = f.value.parse().unwrap();
    assert_eq!(f.lower, (v > min).then(|| (v - 1).to_string()));
    assert_eq!(f.higher, (v < max).then(|| (v + 1).to_string()));
    for (end, other) in [(min, min + 1), (max, max - 1)] {
        app.update(Event::SetOption {
            key: "no-progress".into(),
            value: end.to_string(),
        });
        let f = field(&app);
        assert_eq!(f.value, end.to_string());
        let (toward_end, away) = if end == min {
            (f.lower, f.higher)
        } else {
            (f.higher, f.lower)
        };
        assert_eq!(toward_end, None, "disabled at {end}");
        assert_eq!(away, Some(other.to_string()));
    }
    // A choice has no stepper.
    let choice = form(&app)
        .options
        .into_iter()
        .find(|o| o.key == "geese")
        .unwrap();
    assert_eq!((choice.lower, choice.higher), (None, None));
}

#[test]
fn the_reset_button_shows_only_after_a_change() {
    let mut app = app_in(None);
    app.update(Event::OpenNewGame {
        game: "fox-geese".into(),
    });
    assert!(!form(&app).can_reset);
    app.update(Event::SetOption {
        key: "sideways".into(),
        value: "on".into(),
    });
    app.update(Event::SetOption {
        key: "geese".into(),
        value: "17".into(),
    });
    assert!(form(&app).can_reset);
    app.update(Event::ResetOptions);
    let f = form(&app);
    assert!(!f.can_reset);
    assert!(f.options.iter().all(|o| !o.changed));
}

#[test]
fn every_tile_draws_its_games_start_as_its_icon() {
    let app = app_in(None);
    let home = super::tests::home_screen(&app);
    assert!(home.tiles.len() >= 4);
    for tile in &home.tiles {
        let icon = &tile.icon;
        assert_eq!(
            icon.highlights,
            Highlights::default(),
            "{}: no marks",
            tile.game
        );
        assert!(!icon.pieces.is_empty() && !icon.points.is_empty());
        // The same board a match of the game starts with.
        let mut app = app_in(None);
        start(&mut app, &tile.game, ModeKind::PassAndPlay);
        let v = app.view();
        let g = game_view(&v);
        assert_eq!(icon.kind, g.board.kind, "{}", tile.game);
        assert_eq!(icon.points, g.board.points, "{}", tile.game);
        assert_eq!(icon.pieces, g.board.pieces, "{}", tile.game);
    }
    let mut icons: Vec<_> = home.tiles.iter().map(|t| format!("{:?}", t.icon)).collect();
    icons.dedup();
    assert_eq!(icons.len(), home.tiles.len(), "each game its own icon");
}

#[test]
fn table_mode_is_offered_on_a_large_screen_only() {
    for (dp, offered) in [
        (0, true),
        (360, false),
        (599, false),
        (600, true),
        (1024, true),
    ] {
        let mut app = app_on_screen(dp);
        app.update(Event::OpenNewGame {
            game: "dama-italiana".into(),
        });
        let f = form(&app);
        assert_eq!(f.modes.len(), f.mode_values.len());
        assert_eq!(f.mode_values.contains(&ModeKind::Table), offered, "{dp} dp");
        assert_eq!(f.modes.iter().any(|m| m.id == "table"), offered, "{dp} dp");
        app.update(Event::ChooseMode {
            mode: ModeKind::Table,
        });
        let expected = if offered {
            ModeKind::Table
        } else {
            ModeKind::PassAndPlay
        };
        assert_eq!(form(&app).mode, expected, "{dp} dp");
    }
    // A screen that changes (a foldable): the form follows at once.
    let mut app = app_on_screen(800);
    app.update(Event::OpenNewGame {
        game: "sungka".into(),
    });
    app.update(Event::ChooseMode {
        mode: ModeKind::Table,
    });
    assert_eq!(form(&app).mode, ModeKind::Table);
    let fx = app.update(Event::SetScreen { smallest_dp: 360 });
    assert!(fx.contains(&Effect::Render));
    let f = form(&app);
    assert_eq!(f.mode, ModeKind::PassAndPlay);
    assert!(!f.mode_values.contains(&ModeKind::Table));
    app.update(Event::SetScreen { smallest_dp: 700 });
    assert!(form(&app).mode_values.contains(&ModeKind::Table));
}
