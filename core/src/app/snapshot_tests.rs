//! A snapshot taken on any screen opens the same screen on a fresh app over the same store,
//! with the same way back; a snapshot that is not one leaves the app where it is.

use super::contract::{Event, Screen};
use super::tests::{app_in, temp_dir};
use super::{App, Effect};
use crate::engine::Level;
use crate::session::ModeKind;

fn form(game: &str) -> Vec<Event> {
    vec![
        Event::OpenNewGame { game: game.into() },
        Event::ChooseMode {
            mode: ModeKind::PassAndPlay,
        },
    ]
}

fn game_with_moves() -> Vec<Event> {
    let mut events = form("fox-geese");
    events.push(Event::Start);
    events.push(Event::Play {
        notation: "d4-d5".into(),
    });
    events.push(Event::OpenMoveList);
    events
}

/// The screens to round-trip, each as the events that lead there.
fn cases() -> Vec<(&'static str, Vec<Event>)> {
    let over_game = |e: Event| {
        let mut events = game_with_moves();
        events.push(e);
        events
    };
    vec![
        ("home", vec![]),
        (
            "new game with changes",
            vec![
                Event::OpenNewGame {
                    game: "fox-geese".into(),
                },
                Event::SetOption {
                    key: "captures-to-win".into(),
                    value: "10".into(),
                },
                Event::ChooseMode {
                    mode: ModeKind::VsComputer,
                },
                Event::ChooseLevel {
                    level: Level::Expert,
                },
            ],
        ),
        ("game", game_with_moves()),
        ("settings over a game", over_game(Event::OpenSettings)),
        ("profiles", vec![Event::OpenProfiles]),
        (
            "leaderboard of a game",
            vec![Event::OpenLeaderboard {
                game: Some("sungka".into()),
            }],
        ),
        (
            "how to play over a game",
            over_game(Event::OpenHowToPlay {
                game: "fox-geese".into(),
            }),
        ),
        (
            "puzzle",
            vec![Event::OpenPuzzle {
                game: "fox-geese".into(),
                id: None,
            }],
        ),
        (
            "lesson",
            vec![Event::OpenLesson {
                game: "hare-hounds".into(),
            }],
        ),
        ("history", vec![Event::OpenHistory]),
    ]
}

/// The screen as JSON, with the animation of the last move seen (a fresh app shows none).
fn screen(app: &mut App) -> serde_json::Value {
    if let Screen::Game { game } = app.view().screen {
        if let Some(a) = &game.animation {
            app.update(Event::AnimationFinished { id: a.id });
        }
    }
    serde_json::to_value(app.view().screen).unwrap()
}

fn kind(v: &serde_json::Value) -> String {
    v.as_object()
        .and_then(|o| o.keys().next().cloned())
        .unwrap_or_default()
}

#[test]
fn every_screen_comes_back_the_same_on_a_fresh_app_with_the_same_way_back() {
    for (name, events) in cases() {
        let dir = temp_dir(&format!("snapshot-{}", name.replace(' ', "-")));
        let mut first = app_in(Some(&dir));
        first.update(Event::Launch);
        for e in events {
            first.update(e);
        }
        let snapshot = first.snapshot();
        let shown = screen(&mut first);
        first.flush();
        drop(first);

        let mut second = app_in(Some(&dir));
        second.update(Event::Launch);
        let fx = second.update(Event::Restore { snapshot });
        assert_eq!(fx.last(), Some(&Effect::Render), "{name}");
        let restored = screen(&mut second);
        assert_eq!(kind(&restored), kind(&shown), "{name}");
        assert_eq!(restored, shown, "{name}");
        // Back leads to the same screen from both.
        let mut again = app_in(Some(&dir));
        again.update(Event::Launch);
        again.update(Event::Restore {
            snapshot: second.snapshot(),
        });
        second.update(Event::Back);
        again.update(Event::Back);
        assert_eq!(screen(&mut again), screen(&mut second), "{name}: back");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn a_review_comes_back_as_the_history_it_was_opened_from() {
    let mut app = app_in(None);
    app.update(Event::Launch);
    app.update(Event::OpenHistory);
    let snapshot = app.snapshot();
    let mut fresh = app_in(None);
    fresh.update(Event::Launch);
    fresh.update(Event::Restore { snapshot });
    assert!(matches!(fresh.view().screen, Screen::History { .. }));
}

#[test]
fn a_snapshot_that_is_not_one_is_a_typed_error_and_changes_nothing() {
    let mut app = app_in(None);
    app.update(Event::Launch);
    app.update(Event::OpenSettings);
    assert!(matches!(
        app.restore("{not json"),
        Err(super::SnapshotError::Unreadable(_))
    ));
    assert_eq!(
        app.restore(r#"{"version": 99, "events": []}"#),
        Err(super::SnapshotError::Version(99))
    );
    assert!(matches!(app.view().screen, Screen::Settings { .. }));
    // Through the event too: the app stays where it is.
    app.update(Event::Restore {
        snapshot: "nonsense".into(),
    });
    assert!(matches!(app.view().screen, Screen::Settings { .. }));
}

#[test]
fn a_snapshot_replays_only_events_that_open_screens() {
    let mut app = app_in(None);
    app.update(Event::Launch);
    let made_up = r#"{"version": 1, "events": [
        {"event": "set-sound", "on": false},
        {"event": "open-settings"}
    ]}"#;
    app.restore(made_up).unwrap();
    assert!(matches!(app.view().screen, Screen::Settings { .. }));
    let v = app.view();
    let Screen::Settings { settings } = v.screen else {
        unreachable!()
    };
    assert!(settings.sound, "a setting is never changed by a snapshot");
}
