//! A finished review is kept with its game: opened again (the result panel, the history,
//! after a restart over the same store) it shows at once, without an analysis, and the
//! same; a kept review of another version, or damaged, is analysed afresh.

use std::path::Path;

use super::tests::{finished_game, review_job, review_view, run_jobs};
use crate::app::contract::{ReviewView, Screen};
use crate::app::tests::{app_in, temp_dir};
use crate::app::{App, Event};
use crate::review::REVIEW_VERSION;

/// The review of the newest game of the history, opened from the History screen; whether
/// it asked for an analysis.
fn open_newest(app: &mut App) -> bool {
    app.update(Event::OpenHistory);
    let v = app.view();
    let Screen::History { history } = &v.screen else {
        panic!("not the history")
    };
    let entry = history.entries.first().expect("a finished game").entry;
    review_job(&app.update(Event::OpenReview { entry })).is_some()
}

/// A game finished and reviewed to its end in a fresh store; the review's view.
fn reviewed_in(dir: &Path) -> ReviewView {
    let mut app = app_in(Some(dir));
    app.update(Event::Launch);
    finished_game(&mut app);
    let fx = app.update(Event::ReviewGame);
    assert!(review_job(&fx).is_some(), "the first review analyses");
    run_jobs(&mut app, fx);
    let view = review_view(&app.view()).clone();
    assert!(view.progress.is_none());
    app.flush();
    view
}

/// Changes the review kept on disk with the only game of the history.
fn edit_kept(dir: &Path, change: impl Fn(&mut serde_json::Value)) {
    let path = dir.join("history.json");
    let mut file: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    let review = &mut file["data"]["finished"][0]["review"];
    assert_eq!(review["version"], REVIEW_VERSION, "a review is kept");
    change(review);
    std::fs::write(&path, serde_json::to_vec_pretty(&file).unwrap()).unwrap();
}

/// The version of the review kept on disk.
fn kept_version(dir: &Path) -> serde_json::Value {
    let file: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.join("history.json")).unwrap()).unwrap();
    file["data"]["finished"][0]["review"]["version"].clone()
}

#[test]
fn a_finished_review_opens_again_at_once_and_the_same_in_the_session_and_after_a_restart() {
    let dir = temp_dir("review-kept");
    let first = reviewed_in(&dir);
    assert_eq!(kept_version(&dir), REVIEW_VERSION);
    let mut app = app_in(Some(&dir));
    app.update(Event::Launch);
    assert!(!open_newest(&mut app), "no analysis after a restart");
    let again = review_view(&app.view()).clone();
    assert!(again.progress.is_none(), "no progress shown");
    assert_eq!(again, first);
    // Back to the history and in again, in the same session.
    app.update(Event::Back);
    assert!(!open_newest(&mut app));
    assert_eq!(review_view(&app.view()), &first);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_result_panel_opens_the_kept_review_of_the_game_just_played() {
    let mut app = app_in(None);
    finished_game(&mut app);
    let fx = app.update(Event::ReviewGame);
    run_jobs(&mut app, fx);
    let first = review_view(&app.view()).clone();
    // Back to the result panel, and Review again: kept in the session without a store.
    app.update(Event::Back);
    let fx = app.update(Event::ReviewGame);
    assert!(review_job(&fx).is_none(), "no analysis: {fx:?}");
    assert_eq!(review_view(&app.view()), &first);
    app.update(Event::Back);
    assert!(!open_newest(&mut app));
    assert_eq!(review_view(&app.view()), &first);
}

#[test]
fn a_kept_review_of_another_version_is_analysed_again_and_replaced() {
    let dir = temp_dir("review-kept-version");
    let first = reviewed_in(&dir);
    edit_kept(&dir, |r| r["version"] = (REVIEW_VERSION + 1).into());
    let mut app = app_in(Some(&dir));
    app.update(Event::Launch);
    app.update(Event::OpenHistory);
    let v = app.view();
    let Screen::History { history } = &v.screen else {
        panic!("not the history")
    };
    let fx = app.update(Event::OpenReview {
        entry: history.entries[0].entry,
    });
    assert!(review_job(&fx).is_some(), "analysed again");
    assert!(review_view(&app.view()).progress.is_some());
    run_jobs(&mut app, fx);
    assert_eq!(review_view(&app.view()), &first, "the same marks");
    app.flush();
    assert_eq!(kept_version(&dir), REVIEW_VERSION, "replaced on disk");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A change that damages a kept review.
type Damage = fn(&mut serde_json::Value);

#[test]
fn a_damaged_kept_review_is_analysed_again_without_a_panic() {
    let damages: [(&str, Damage); 4] = [
        ("not an object", |r| *r = "damaged".into()),
        ("a position short", |r| {
            r["evals"].as_array_mut().unwrap().pop();
        }),
        ("an illegal best move", |r| {
            r["evals"][1]["best"] = "z9-z10".into();
        }),
        ("a score out of range", |r| {
            r["evals"][2]["expected"] = 7.5.into()
        }),
    ];
    for (what, damage) in damages {
        let dir = temp_dir("review-kept-damaged");
        let first = reviewed_in(&dir);
        edit_kept(&dir, damage);
        let mut app = app_in(Some(&dir));
        app.update(Event::Launch);
        app.update(Event::OpenHistory);
        let fx = app.update(Event::OpenReview { entry: 0 });
        assert!(review_job(&fx).is_some(), "{what}: analysed again");
        run_jobs(&mut app, fx);
        assert_eq!(review_view(&app.view()), &first, "{what}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn the_graph_has_its_axes_and_every_error_on_the_line() {
    let mut app = app_in(None);
    finished_game(&mut app);
    let fx = app.update(Event::ReviewGame);
    run_jobs(&mut app, fx);
    let v = app.view();
    let r = review_view(&v);
    let chart = r.chart.as_ref().expect("a chart");
    assert_eq!(chart.top_label, "Hounds win");
    assert_eq!(chart.bottom_label, "Hare wins");
    let errors: Vec<u32> = r
        .moves
        .iter()
        .filter(|m| m.mark.is_some_and(|m| m.is_error()))
        .map(|m| m.ply)
        .collect();
    assert!(!errors.is_empty(), "the game has errors");
    assert_eq!(
        chart.marks.iter().map(|m| m.ply).collect::<Vec<_>>(),
        errors
    );
    for m in &chart.marks {
        assert_eq!(Some(m.mark), r.moves[m.ply as usize - 1].mark);
        assert_eq!(m.value, r.graph[m.ply as usize]);
    }
    // Move numbers as the list numbers them, at most eight, the first move's first.
    assert!(!chart.ticks.is_empty() && chart.ticks.len() <= 8);
    assert_eq!((chart.ticks[0].ply, chart.ticks[0].text.as_str()), (1, "1"));
    for t in &chart.ticks {
        assert_eq!(
            r.moves[t.ply as usize - 1].number_text,
            format!("{}.", t.text)
        );
    }
    assert!(chart.ticks.windows(2).all(|w| w[0].ply < w[1].ply));
}
