//! Issue 22: the result panel waits for the writer's acknowledgement.

use super::tests::{app_in, game_view, temp_dir};
use super::*;
use crate::engine::Level;
use crate::game::Side;

fn job_of(fx: &[Effect]) -> Option<u64> {
    fx.iter().find_map(|e| match e {
        Effect::StartSearch { job } => Some(*job),
        _ => None,
    })
}

/// A rated win of the hare against the easy hounds (their moves given by the test): the
/// panel and its points appear only once the result is on disk, and the effects ask the
/// shell to wait for it.
#[test]
fn the_result_panel_waits_until_the_result_is_on_disk() {
    let dir = temp_dir("panel-ack");
    let mut app = app_in(Some(&dir));
    app.update(Event::OpenNewGame {
        game: "hare-hounds".into(),
    });
    app.update(Event::ChooseSide { side: Side::Two });
    app.update(Event::ChooseLevel { level: Level::Easy });
    let mut fx = app.update(Event::Start);
    let mut all = Vec::new();
    for i in 0..10 {
        let job = job_of(&fx).expect("the hounds' turn");
        fx = app.update(Event::ComputerMoved {
            job,
            notation: Some(["a2-b2", "b2-a2"][i % 2].into()),
        });
        all.extend(fx.clone());
        if i < 9 {
            fx = app.update(Event::Play {
                notation: ["b5-b4", "b4-b5"][i % 2].into(),
            });
        }
    }
    let ticket = all
        .iter()
        .find_map(|e| match e {
            Effect::AwaitSaved { ticket } => Some(*ticket),
            _ => None,
        })
        .expect("the shell is asked to wait for the result");
    if let Some(id) = game_view(&app.view()).animation.as_ref().map(|a| a.id) {
        app.update(Event::AnimationFinished { id });
    }
    // Whenever the panel shows, the disk already holds the result.
    let shown = game_view(&app.view()).result.is_some();
    assert_eq!(shown, app.is_saved(ticket));
    app.save_waiter(ticket).expect("a store").wait();
    let fx = app.update(Event::Saved { ticket });
    assert!(fx.contains(&Effect::Render));
    let result = game_view(&app.view()).result.clone().expect("the panel");
    assert_eq!(result.points, crate::store::points_for_win(Level::Easy));
    let store = crate::store::Store::open(&dir).unwrap();
    assert_eq!(store.profiles()[0].total_points(), result.points);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_name_too_long_is_refused_with_a_notice_and_nothing_queued() {
    let mut app = app_in(None);
    app.update(Event::AddProfile {
        name: "N".repeat(41),
    });
    let notice = app.view().notice.expect("told");
    assert!(notice.contains("40"), "{notice}");
    assert_eq!(app.model.data.profiles.list.len(), 1);
}

// --- Issue 38 ---

fn puzzle_of(app: &App) -> super::contract::PuzzleView {
    match app.view().screen {
        super::contract::Screen::Puzzle { puzzle } => *puzzle,
        other => panic!("not the puzzle screen: {other:?}"),
    }
}

/// The player's moves of a puzzle's answer.
fn answer(id: &str) -> Vec<String> {
    let set = crate::puzzles::shipped("hare-hounds").unwrap();
    let p = set.puzzles.iter().find(|p| p.id == id).unwrap();
    p.line
        .iter()
        .filter(|m| m.side == p.to_move)
        .map(|m| m.notation.clone())
        .collect()
}

/// A store whose every change is refused from now on, whoever runs the test (root too):
/// a folder in the place of its lock file.
fn refuse_writes(dir: &std::path::Path) {
    let lock = dir.join(crate::store::LOCK_FILE);
    let _ = std::fs::remove_file(&lock);
    std::fs::create_dir(&lock).unwrap();
}

/// Items 1 and 5: a puzzle attempt the disk refuses was shown as "Solved! Puzzle rating
/// 1,519" and counted; the refusal came one event late. Now the attempt's own effects ask
/// the shell to wait for its save, and once it is refused the screen says so and shows
/// the rating that is kept.
#[test]
fn a_refused_puzzle_save_is_told_on_the_attempt_and_the_rating_shown_is_the_kept_one() {
    let dir = temp_dir("puzzle-refused");
    let mut app = app_in(Some(&dir));
    app.update(Event::OpenPuzzle {
        game: "hare-hounds".into(),
        id: Some("hare-hounds-0001".into()),
    });
    let before = puzzle_of(&app).rating_text;
    refuse_writes(&dir);
    let fx = app.update(Event::PuzzleMove {
        notation: "a2-a3".into(),
    });
    let ticket = fx
        .iter()
        .find_map(|e| match e {
            Effect::AwaitSaved { ticket } => Some(*ticket),
            _ => None,
        })
        .unwrap_or_else(|| {
            let shown = puzzle_of(&app);
            panic!(
                "the attempt's save is waited for: {:?} {fx:?}",
                shown.message
            )
        });
    app.save_waiter(ticket).expect("a store").wait();
    app.update(Event::Saved { ticket });
    let shown = puzzle_of(&app);
    assert_eq!(
        shown.rating_text, before,
        "the rating shown is the one kept"
    );
    let message = shown.message.expect("told");
    assert!(message.contains("could not be saved"), "{message}");
    let failure = app.take_save_failure().expect("the terminal is told too");
    assert_eq!(failure.ticket, ticket);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Item 5 in `script` and the terminal: a refused save is in the view of the line that
/// made it, not of the next one (the last change before the app closed was never told).
#[test]
fn a_refused_save_shows_in_the_view_after_a_flush() {
    let dir = temp_dir("refused-flush");
    let mut app = app_in(Some(&dir));
    refuse_writes(&dir);
    app.update(Event::AddProfile {
        name: "Aino".into(),
    });
    app.flush_and_report();
    let notice = app.view().notice.expect("told at once");
    assert!(notice.contains("could not be saved"), "{notice}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Item 4: a puzzle failed at its first attempt counts no more, in a later session too.
#[test]
fn a_failed_puzzle_tried_again_after_a_restart_moves_the_rating_no_more() {
    let dir = temp_dir("puzzle-again");
    let open = Event::OpenPuzzle {
        game: "hare-hounds".into(),
        id: Some("hare-hounds-0001".into()),
    };
    let mut app = app_in(Some(&dir));
    app.update(open.clone());
    app.update(Event::PuzzleSolution);
    app.flush();
    let failed = puzzle_of(&app).rating_text;
    drop(app);
    let mut app = app_in(Some(&dir));
    app.update(open);
    for notation in answer("hare-hounds-0001") {
        app.update(Event::PuzzleMove { notation });
    }
    app.flush();
    assert!(puzzle_of(&app).solved);
    assert_eq!(puzzle_of(&app).rating_text, failed);
    drop(app);
    let app = app_in(Some(&dir));
    let progress = app.model.data.active_profile().puzzles["hare-hounds"].clone();
    assert_eq!((progress.streak, progress.solved.len()), (0, 0));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Item 3: two apps (two processes) that start a match in the same millisecond gave it
/// the same id, and the second result was silently not counted.
#[test]
fn two_apps_never_give_the_same_match_id() {
    let ids: Vec<String> = (0..2)
        .map(|_| {
            let mut app = app_in(None);
            app.update(Event::OpenNewGame {
                game: "hare-hounds".into(),
            });
            app.update(Event::Start);
            app.model.game.as_ref().unwrap().id.clone()
        })
        .collect();
    assert_ne!(ids[0], ids[1]);
    assert!(
        ids[0].contains(&format!(":{}-", std::process::id())),
        "{}",
        ids[0]
    );
}

/// Item 7: the archive of a finished match repeated after a kill lists it once.
#[test]
fn a_finished_match_archived_again_is_listed_once() {
    let mut app = app_in(None);
    let finished = crate::store::SavedMatch {
        game: "dama-italiana".into(),
        profile: 1,
        saved_at: 5,
        data: serde_json::json!({"id": "dama-italiana:5:1-ab:1"}),
        review: None,
        extra: Default::default(),
    };
    app.model.data.add_finished(finished.clone());
    app.model.data.add_finished(finished);
    assert_eq!(app.model.data.history.len(), 1);
}
