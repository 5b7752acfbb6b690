//! Honest points: a win helped by an undo or a hint is assisted and earns nothing, the
//! player is told before the first help, and the standing shows after a new best only.

use super::contract::{self as view, Effect};
use super::tests::{
    animation_seen, app_in, game_view, home_screen, job_of, leaderboard_screen, moves_shown, play,
    start, start_with,
};
use super::*;
use crate::engine::Level;
use crate::game::Side;
use crate::session::ModeKind;

/// A hare-and-hounds game as the hare at Easy, the hounds' answers the test's: `b2-a2`
/// shuffles until the stall limit gives the hare the game. `help` runs after the
/// hounds' second move (the hare to move).
fn hare_wins_with(app: &mut App, help: impl FnOnce(&mut App)) -> view::ResultPanel {
    let mut fx = start_with(
        app,
        "hare-hounds",
        &[
            Event::ChooseSide { side: Side::Two },
            Event::ChooseLevel { level: Level::Easy },
        ],
    );
    let hounds = ["a2-b2", "b2-a2"];
    let hare = ["b5-b4", "b4-b5"];
    let mut help = Some(help);
    for i in 0..10 {
        let job = job_of(&fx).expect("the hounds' turn");
        fx = app.update(Event::ComputerMoved {
            job,
            notation: Some(hounds[i % 2].into()),
        });
        if i == 1 {
            if let Some(help) = help.take() {
                help(app);
            }
        }
        if i < 9 {
            fx = play(app, hare[i % 2]);
        }
    }
    animation_seen(app);
    game_view(&app.view()).result.clone().expect("the hare won")
}

/// Undoes the hare's last move and the hounds' answer, and replays them.
fn undo_and_replay(app: &mut App) {
    let before = moves_shown(app);
    app.update(Event::Undo);
    let notice = app.view().notice.expect("told before the first undo");
    assert_eq!(notice, app.model.tr.tr("assist-warning", &[]));
    assert_eq!(
        moves_shown(app),
        before,
        "the first undo waits for a second ask"
    );
    app.update(Event::DismissNotice);
    app.update(Event::Undo);
    assert!(app.view().notice.is_none(), "told once a game");
    assert_eq!(moves_shown(app).len(), before.len() - 2);
    app.update(Event::Redo);
    assert_eq!(moves_shown(app), before);
}

#[test]
fn a_win_after_an_undo_is_assisted_and_earns_no_points() {
    let mut app = app_in(None);
    let result = hare_wins_with(&mut app, undo_and_replay);
    assert_eq!(result.result, view::YourResult::Won);
    assert_eq!(result.points, 0);
    assert_eq!(
        result.unrated_reason.as_deref(),
        Some(app.model.tr.tr("rating-unrated-assisted", &[]).as_str())
    );
    assert!(result.new_best.is_none());
    app.update(Event::Leave);
    let tile = home_screen(&app);
    let tile = tile.tiles.iter().find(|t| t.game == "hare-hounds").unwrap();
    assert_eq!(tile.rating, 0, "no points");
    let easy = tile.wins.iter().find(|w| w.level == Level::Easy).unwrap();
    assert_eq!(easy.wins, 1, "still a win in the statistics");
}

#[test]
fn a_hint_is_announced_first_and_then_makes_the_win_assisted() {
    let mut app = app_in(None);
    let result = hare_wins_with(&mut app, |app| {
        let fx = app.update(Event::Hint);
        assert!(job_of(&fx).is_none(), "no search before the player is told");
        assert!(app.view().notice.is_some());
        let fx = app.update(Event::Hint);
        let job = job_of(&fx).expect("asked again: the hint is searched");
        app.update(Event::ComputerMoved {
            job,
            notation: Some("b5-b4".into()),
        });
    });
    assert_eq!(result.points, 0);
    assert!(result.unrated_reason.is_some());
}

#[test]
fn a_clean_win_is_a_new_best_and_a_lone_player_sees_points_per_game() {
    let mut app = app_in(None);
    let result = hare_wins_with(&mut app, |_| {});
    let points = crate::store::points_for_win(Level::Easy);
    assert_eq!(result.points, points);
    let best = result.new_best.expect("a win with points is a new best");
    assert!(best.contains("Hare and Hounds"), "{best}");
    assert!(!best.contains("No. 1 of"), "no rank among one: {best}");
    app.update(Event::Leave);
    app.update(Event::OpenLeaderboard { game: None });
    let board = leaderboard_screen(&app);
    assert!(board.solo);
    assert_eq!(board.player_label, "Game");
    assert_eq!(board.rows.len(), 1);
    assert_eq!(board.rows[0].name, "Hare and Hounds");
    assert_eq!(board.rows[0].points, points);
}

#[test]
fn help_between_people_or_in_an_unrated_game_is_not_warned_of() {
    let mut app = app_in(None);
    start(&mut app, "dama-italiana", ModeKind::PassAndPlay);
    play(&mut app, "22-18");
    app.update(Event::Undo);
    assert!(app.view().notice.is_none());
    assert!(moves_shown(&app).is_empty(), "undone at once");
}

#[test]
fn an_assisted_game_stays_assisted_after_a_restart() {
    let dir = super::tests::temp_dir("assisted-restart");
    let mut app = app_in(Some(&dir));
    app.update(Event::Launch);
    start_with(&mut app, "hare-hounds", &[]);
    let fx = play(&mut app, "a2-a3");
    let job = job_of(&fx).expect("the computer answers");
    app.update(Event::ComputerMoved {
        job,
        notation: Some("b5-b4".into()),
    });
    app.update(Event::Undo);
    app.update(Event::Undo);
    assert!(moves_shown(&app).is_empty());
    app.flush();
    drop(app);
    let mut app = app_in(Some(&dir));
    app.update(Event::Launch);
    app.update(Event::Continue {
        game: "hare-hounds".into(),
    });
    assert!(app.model.game.as_ref().expect("continued").assisted);
    // Asking for help again needs no second warning in a game already assisted.
    let fx: Vec<Effect> = app.update(Event::Hint);
    assert!(job_of(&fx).is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Plays the hounds' moves and gives the hare's answers: after `b1-b2 b5-a4 a2-a3 a4-b3`
/// the hounds are lost with best play (the solution: the hare escapes).
fn hounds_lost(app: &mut App) {
    let mut fx = start_with(app, "hare-hounds", &[]);
    for (hounds, hare) in [("b1-b2", "b5-a4"), ("a2-a3", "a4-b3")] {
        assert!(job_of(&fx).is_none());
        fx = play(app, hounds);
        let job = job_of(&fx).expect("the hare answers");
        fx = app.update(Event::ComputerMoved {
            job,
            notation: Some(hare.into()),
        });
    }
}

#[test]
fn a_hint_in_a_lost_position_says_who_wins_and_gives_the_longest_resistance() {
    let mut app = app_in(None);
    hounds_lost(&mut app);
    let g = app.model.game.as_ref().unwrap();
    let (exact, best) = g
        .session
        .game()
        .exact_best(5_000_000, &crate::engine::CancelToken::new())
        .expect("Hare and Hounds is solved");
    assert_eq!(exact.verdict, crate::engine::Verdict::Loss);
    let best = best.expect("the longest resistance");
    app.update(Event::Hint);
    app.update(Event::DismissNotice);
    let fx = app.update(Event::Hint);
    let job = job_of(&fx).expect("the hint is searched");
    let task = app.search_job(job).expect("pending");
    let notation = task.run(&crate::engine::CancelToken::new());
    assert_eq!(notation.as_deref(), Some(best.as_str()));
    app.update(Event::ComputerMoved { job, notation });
    let v = app.view();
    let hint = game_view(&v).hint.clone().expect("shown");
    let said = format!("The hare wins with best play; {best} resists longest.");
    assert_eq!(hint.text, said);
    assert_eq!(game_view(&v).message.as_deref(), Some(said.as_str()));
    // In every language the hint names the winner, not "try".
    for lang in crate::i18n::Lang::ALL {
        let tr = crate::i18n::Translator::new(lang);
        assert_ne!(tr.hint_lost(crate::game::Role::Hare, &best), tr.hint(&best));
    }
}

#[test]
fn a_hint_in_a_position_not_lost_says_only_the_move() {
    let mut app = app_in(None);
    start_with(&mut app, "hare-hounds", &[]);
    app.update(Event::Hint);
    let fx = app.update(Event::Hint);
    let job = job_of(&fx).expect("the hint is searched");
    let notation = app
        .search_job(job)
        .unwrap()
        .run(&crate::engine::CancelToken::new());
    app.update(Event::ComputerMoved {
        job,
        notation: notation.clone(),
    });
    let hint = game_view(&app.view()).hint.clone().expect("shown");
    assert_eq!(hint.text, format!("Try {}", notation.unwrap()));
}
