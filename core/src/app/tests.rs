//! Every decision of the app, as `update` → view and effects.

use std::path::PathBuf;

use super::view::{Screen, View};
use super::*;
use crate::engine::Level;
use crate::game::Side;
use crate::i18n::ModeKind;

pub(crate) fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "fireside-app-{name}-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

pub(crate) fn app_in(dir: Option<&std::path::Path>) -> App {
    App::new(AppConfig {
        store_dir: dir.map(|d| d.display().to_string()),
        device_language: "en-US".into(),
        language: None,
        time_scale: 0.05,
        seed: Some(7),
    })
    .unwrap()
}

pub(crate) fn game_view(v: &View) -> &view::GameView {
    match &v.screen {
        Screen::Game { game } => game,
        other => panic!("not the game screen: {other:?}"),
    }
}

pub(crate) fn point(app: &App, name: &str) -> u8 {
    let v = app.view();
    game_view(&v)
        .board
        .points
        .iter()
        .position(|p| p.name == name)
        .unwrap_or_else(|| panic!("no point {name}")) as u8
}

/// Runs every search the effects ask for, on this thread, and feeds the answers back
/// until no search is pending.
pub(crate) fn settle(app: &mut App, mut fx: Vec<Effect>) -> Vec<Effect> {
    let mut all = Vec::new();
    loop {
        let job = fx.iter().find_map(|e| match e {
            Effect::StartSearch { job } => Some(*job),
            _ => None,
        });
        all.extend(fx.iter().cloned());
        let Some(job) = job else { return all };
        let cancelled = fx.contains(&Effect::CancelSearch { job });
        if cancelled {
            return all;
        }
        let task = app.search_job(job).expect("a pending job");
        let notation = task.run(&CancelToken::new());
        fx = app.update(Event::ComputerMoved { job, notation });
    }
}

fn start(app: &mut App, game: &str, mode: ModeKind) -> Vec<Effect> {
    app.update(Event::OpenNewGame { game: game.into() });
    app.update(Event::ChooseMode { mode });
    app.update(Event::Start)
}

#[test]
fn home_new_game_game_and_moves() {
    let mut app = app_in(None);
    let fx = app.update(Event::Launch);
    assert_eq!(fx, vec![Effect::Render]);
    let v = app.view();
    let Screen::Home { home } = &v.screen else {
        panic!("home first")
    };
    assert_eq!(home.tiles.len(), 4);
    assert_eq!(home.tiles[0].game, "fox-geese");
    assert!(!home.tiles[0].can_continue);

    app.update(Event::OpenNewGame {
        game: "fox-geese".into(),
    });
    let v = app.view();
    let Screen::NewGame { new_game } = &v.screen else {
        panic!("the form")
    };
    assert_eq!(new_game.mode, ModeKind::VsComputer);
    assert!(new_game.rated);
    assert!(!new_game.options.is_empty());

    app.update(Event::ChooseMode {
        mode: ModeKind::PassAndPlay,
    });
    let fx = app.update(Event::Start);
    assert_eq!(fx, vec![Effect::Render], "no search between people");
    let v = app.view();
    let g = game_view(&v);
    assert_eq!(g.bottom.role, crate::game::Role::Geese);
    assert!(g.status.contains("to move"), "{}", g.status);
    // The fox moves first in the classic preset: its targets glow without a selection.
    assert!(g.board.highlights.selected.is_none());
    assert!(!g.board.highlights.targets.is_empty());

    let target = g.board.highlights.targets[0];
    let fx = app.update(Event::Tap { point: target });
    assert!(
        fx.contains(&Effect::PlaySound { sound: Sound::Move }),
        "{fx:?}"
    );
    let v = app.view();
    let g = game_view(&v);
    assert_eq!(g.move_list.rows.len(), 1);
    assert_eq!(g.move_list.rows[0].moves.len(), 1);
    assert!(g.can_undo);
    assert!(g.animation.is_some());
}

#[test]
fn the_computer_answers_through_a_search_job() {
    let mut app = app_in(None);
    app.update(Event::OpenNewGame {
        game: "fox-geese".into(),
    });
    app.update(Event::ChooseSide { side: Side::Two });
    app.update(Event::ChooseLevel { level: Level::Easy });
    let fx = app.update(Event::Start);
    let job = fx
        .iter()
        .find_map(|e| match e {
            Effect::StartSearch { job } => Some(*job),
            _ => None,
        })
        .expect("the computer (fox) moves first");
    assert!(game_view(&app.view()).thinking);
    let fx = settle(&mut app, fx);
    assert!(fx.iter().any(|e| matches!(e, Effect::Announce { .. })));
    let v = app.view();
    let g = game_view(&v);
    assert!(!g.thinking);
    assert_eq!(g.move_list.rows[0].moves.len(), 1);
    assert!(app.search_job(job).is_none(), "the job is done");
}

#[test]
fn every_move_is_saved_and_continues_after_a_restart() {
    let dir = temp_dir("continue");
    {
        let mut app = app_in(Some(&dir));
        start(&mut app, "hare-hounds", ModeKind::PassAndPlay);
        let v = app.view();
        let g = game_view(&v);
        let mv = g.board.highlights.movable[0];
        app.update(Event::DragStart { point: mv });
        let v = app.view();
        let targets = game_view(&v).board.highlights.targets.clone();
        assert!(!targets.is_empty(), "a drag shows the targets at once");
        app.update(Event::DragEnd {
            point: Some(targets[0]),
        });
        app.flush();
        // Dropped without any goodbye: the writer has acknowledged the move (flush).
        std::mem::forget(app);
    }
    let mut app = app_in(Some(&dir));
    let v = app.view();
    let Screen::Home { home } = &v.screen else {
        panic!()
    };
    let tile = home.tiles.iter().find(|t| t.game == "hare-hounds").unwrap();
    assert!(tile.can_continue);
    app.update(Event::Continue {
        game: "hare-hounds".into(),
    });
    let v = app.view();
    assert_eq!(game_view(&v).move_list.rows[0].moves.len(), 1);
    let _ = point(&app, "b2");
    let _ = std::fs::remove_dir_all(&dir);
}
