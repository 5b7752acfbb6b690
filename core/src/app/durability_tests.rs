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
