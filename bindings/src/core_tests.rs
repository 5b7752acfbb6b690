//! `Core` and its searches across the boundary: typed errors for bad configuration, events
//! out of turn ignored or answered in the view, searches run and cancelled from threads.

use std::sync::Arc;
use std::thread;

use fireside_core::app::contract::{Screen, View};
use fireside_core::app::{AppConfig, Effect, Event};
use fireside_core::engine::Level;
use fireside_core::session::ModeKind;
use fireside_core::Side;

use crate::{Core, CoreError, MAX_TIME_SCALE};

fn config(store_dir: Option<String>) -> AppConfig {
    AppConfig {
        store_dir,
        device_language: "en-US".into(),
        language: None,
        time_scale: 0.05,
        seed: Some(7),
        screen_dp: 0,
    }
}

fn core() -> Arc<Core> {
    let core = Core::new(config(None)).unwrap();
    core.dispatch(Event::Launch).unwrap();
    core
}

fn jobs(fx: &[Effect]) -> Vec<u64> {
    fx.iter()
        .filter_map(|e| match e {
            Effect::StartSearch { job } => Some(*job),
            _ => None,
        })
        .collect()
}

fn is_game(v: &View) -> bool {
    matches!(v.screen, Screen::Game { .. })
}

/// A game against the computer at Easy, the computer moving first; returns the effects of
/// `Start`.
fn start_vs_computer_second(core: &Core) -> Vec<Effect> {
    core.dispatch(Event::OpenNewGame {
        game: "fox-geese".into(),
    })
    .unwrap();
    for e in [
        Event::ChooseMode {
            mode: ModeKind::VsComputer,
        },
        Event::ChooseLevel { level: Level::Easy },
        // The geese move first in Fox and Geese; playing the fox leaves them to the computer.
        Event::ChooseSide { side: Side::Two },
    ] {
        core.dispatch(e).unwrap();
    }
    core.dispatch(Event::Start).unwrap()
}

#[test]
fn a_bad_configuration_is_a_typed_error() {
    for t in [
        0.0,
        -1.0,
        f64::NAN,
        f64::INFINITY,
        MAX_TIME_SCALE * 2.0,
        1e300,
    ] {
        let mut c = config(None);
        c.time_scale = t;
        match Core::new(c) {
            Err(CoreError::InvalidArgument { detail }) => assert!(detail.contains("time_scale")),
            other => panic!("time_scale {t}: {:?}", other.map(|_| ())),
        }
    }
    let err = Core::new(config(Some("  ".into()))).map(|_| ());
    assert!(
        matches!(err, Err(CoreError::InvalidArgument { .. })),
        "{err:?}"
    );

    // A file where the store's folder should be.
    let file = std::env::temp_dir().join(format!("fireside-core-file-{}", std::process::id()));
    std::fs::write(&file, b"not a folder").unwrap();
    let err = Core::new(config(Some(file.display().to_string()))).map(|_| ());
    assert!(matches!(err, Err(CoreError::Storage { .. })), "{err:?}");
    let _ = std::fs::remove_file(&file);
}

#[test]
fn launch_shows_home_and_renders() {
    let core = Core::new(config(None)).unwrap();
    let fx = core.dispatch(Event::Launch).unwrap();
    assert_eq!(fx.last(), Some(&Effect::Render));
    let v = core.view().unwrap();
    assert!(matches!(v.screen, Screen::Home { .. }), "{:?}", v.screen);
    assert_eq!(v.language, "en");
}

#[test]
fn events_out_of_turn_are_ignored_or_told_never_an_error() {
    let core = core();
    // Board input, answers and form changes on the home screen: nothing happens.
    for e in [
        Event::Tap { point: 200 },
        Event::DragEnd { point: None },
        Event::Undo,
        Event::StopChain,
        Event::ComputerMoved {
            job: 99,
            notation: Some("d4-d5".into()),
        },
        Event::AnimationFinished { id: 5 },
        Event::SetOption {
            key: "nope".into(),
            value: "x".into(),
        },
        Event::Start,
        Event::Rematch,
    ] {
        let fx = core.dispatch(e.clone()).unwrap();
        assert!(jobs(&fx).is_empty(), "{e:?} started a search");
        assert!(
            matches!(core.view().unwrap().screen, Screen::Home { .. }),
            "{e:?}"
        );
    }
    // A job nobody asked for answers nothing, at once.
    assert_eq!(
        core.run_search(99).unwrap(),
        Event::ComputerMoved {
            job: 99,
            notation: None
        }
    );

    // A tap on the computer's turn is refused in the view, with a haptic.
    let fx = start_vs_computer_second(&core);
    assert_eq!(jobs(&fx).len(), 1, "the computer starts: {fx:?}");
    let fx = core.dispatch(Event::Tap { point: 0 }).unwrap();
    assert!(is_game(&core.view().unwrap()));
    assert!(jobs(&fx).is_empty());
    // A point far off the board is refused too, not a panic.
    core.dispatch(Event::Tap { point: 255 }).unwrap();
    core.dispatch(Event::DragStart { point: 254 }).unwrap();
    core.dispatch(Event::Play {
        notation: "zz99-q".into(),
    })
    .unwrap();
}

#[test]
fn the_computer_moves_through_a_job_on_another_thread() {
    let core = core();
    let fx = start_vs_computer_second(&core);
    let id = jobs(&fx)[0];
    let answer = {
        let core = core.clone();
        thread::spawn(move || core.run_search(id).unwrap())
            .join()
            .unwrap()
    };
    assert!(matches!(answer, Event::ComputerMoved { job, notation: Some(_) } if job == id));
    let fx = core.dispatch(answer).unwrap();
    assert!(fx.contains(&Effect::Render), "{fx:?}");
    let v = core.view().unwrap();
    let Screen::Game { game } = &v.screen else {
        panic!("{:?}", v.screen)
    };
    assert_eq!(game.move_list.rows.len(), 1, "the geese moved once");
    assert!(!game.thinking);
    // The same answer again is stale: ignored.
    let again = core
        .dispatch(Event::ComputerMoved {
            job: id,
            notation: Some("d4-d5".into()),
        })
        .unwrap();
    assert!(!again.contains(&Effect::Render), "{again:?}");
}

#[test]
fn leaving_cancels_the_search_and_its_job_returns_at_once() {
    let core = core();
    let fx = start_vs_computer_second(&core);
    let id = jobs(&fx)[0];
    let fx = core.dispatch(Event::Leave).unwrap();
    assert!(fx.contains(&Effect::CancelSearch { job: id }), "{fx:?}");
    // The shell's cancel is harmless on top of the core's.
    core.cancel_search(id);
    let answer = core.run_search(id).unwrap();
    assert_eq!(
        answer,
        Event::ComputerMoved {
            job: id,
            notation: None
        },
        "a job the app gave up answers nothing"
    );
    // The answer of a job the app gave up is dropped.
    core.dispatch(answer).unwrap();
    assert!(matches!(core.view().unwrap().screen, Screen::Home { .. }));
}

#[test]
fn a_cancel_from_another_thread_stops_a_long_search() {
    let mut c = config(None);
    c.time_scale = MAX_TIME_SCALE;
    let core = Core::new(c).unwrap();
    core.dispatch(Event::Launch).unwrap();
    let fx = start_vs_computer_second(&core);
    let id = jobs(&fx)[0];
    let runner = {
        let core = core.clone();
        thread::spawn(move || core.run_search(id).unwrap())
    };
    // Cancelled until it returns: the search may not have started at the first cancel.
    while !runner.is_finished() {
        thread::sleep(std::time::Duration::from_millis(50));
        core.cancel_search(id);
    }
    // At MAX_TIME_SCALE the search would take minutes: returning at all shows the cancel.
    let answer = runner.join().unwrap();
    assert!(matches!(answer, Event::ComputerMoved { .. }));
}

#[test]
fn moves_are_kept_in_the_store_folder() {
    let dir = std::env::temp_dir().join(format!(
        "fireside-core-store-{}-{:?}",
        std::process::id(),
        thread::current().id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    let store = Some(dir.display().to_string());
    {
        let core = Core::new(config(store.clone())).unwrap();
        core.dispatch(Event::Launch).unwrap();
        let fx = start_vs_computer_second(&core);
        let answer = core.run_search(jobs(&fx)[0]).unwrap();
        core.dispatch(answer).unwrap();
        core.flush();
    }
    let core = Core::new(config(store)).unwrap();
    core.dispatch(Event::Launch).unwrap();
    core.dispatch(Event::Continue {
        game: "fox-geese".into(),
    })
    .unwrap();
    let v = core.view().unwrap();
    let Screen::Game { game } = &v.screen else {
        panic!("the saved game continues: {:?}", v.screen)
    };
    assert_eq!(game.move_list.rows.len(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn two_threads_share_one_core() {
    let core = core();
    let handles: Vec<_> = (0..2)
        .map(|_| {
            let core = core.clone();
            thread::spawn(move || {
                for _ in 0..20 {
                    core.dispatch(Event::OpenSettings).unwrap();
                    core.view().unwrap();
                    core.dispatch(Event::Back).unwrap();
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    assert!(matches!(core.view().unwrap().screen, Screen::Home { .. }));
}

#[test]
fn a_panic_becomes_a_typed_error_and_a_poisoned_lock_recovers() {
    let r: Result<(), CoreError> = crate::error::catch(|| panic!("boom"));
    assert_eq!(
        r,
        Err(CoreError::Internal {
            detail: "boom".into()
        })
    );
    let m = Arc::new(std::sync::Mutex::new(5));
    let m2 = m.clone();
    let _ = thread::spawn(move || {
        let _g = m2.lock().unwrap();
        panic!("poison");
    })
    .join();
    assert!(m.is_poisoned());
    assert_eq!(*crate::error::lock(&m), 5);
    assert!(!m.is_poisoned());
}

/// A Hare and Hounds game between people to its end (a fixed game: the hare escapes).
fn finished_hare_hounds(core: &Core) {
    core.dispatch(Event::SetAnimationSpeed {
        speed: fireside_core::store::AnimationSpeed::Off,
    })
    .unwrap();
    core.dispatch(Event::OpenNewGame {
        game: "hare-hounds".into(),
    })
    .unwrap();
    core.dispatch(Event::ChooseMode {
        mode: fireside_core::session::ModeKind::PassAndPlay,
    })
    .unwrap();
    core.dispatch(Event::Start).unwrap();
    for mv in "a2-b3 b5-b4 b1-b2 b4-a4 c2-c3 a4-b5 b3-a4 b5-b4 a4-b5 b4-b3 b2-c2 b3-a3 c3-c4 \
               a3-b3 c4-b4 b3-a2 c2-b2 a2-b3 b2-c2 b3-a4 b4-c4 a4-a3 c2-b3 a3-a2"
        .split_whitespace()
    {
        core.dispatch(Event::Play {
            notation: mv.into(),
        })
        .unwrap();
    }
}

fn review_jobs(fx: &[Effect]) -> Vec<u64> {
    fx.iter()
        .filter_map(|e| match e {
            Effect::StartReview { job } => Some(*job),
            _ => None,
        })
        .collect()
}

#[test]
fn a_review_runs_as_jobs_on_another_thread_and_leaving_cancels_the_one_running() {
    let core = core();
    finished_hare_hounds(&core);
    let mut fx = core.dispatch(Event::ReviewGame).unwrap();
    let mut answered = 0;
    while let Some(&id) = review_jobs(&fx).first() {
        let answer = {
            let core = core.clone();
            thread::spawn(move || core.run_review(id).unwrap())
                .join()
                .unwrap()
        };
        assert_eq!(answer, Event::ReviewAnalysed { job: id });
        fx = core.dispatch(answer).unwrap();
        answered += 1;
    }
    assert_eq!(
        answered, 25,
        "the start and the position after each of 24 moves"
    );
    let v = core.view().unwrap();
    let Screen::Review { review } = &v.screen else {
        panic!("{:?}", v.screen)
    };
    assert!(review.progress.is_none());
    assert_eq!(review.graph.len(), 25);
    assert!(review.moves.iter().all(|m| m.mark.is_some()));
    let marks: Vec<_> = review.moves.iter().map(|m| m.mark).collect();

    // Opened again, the finished review is kept with the game: no job, the same marks.
    core.dispatch(Event::Back).unwrap();
    let fx = core.dispatch(Event::ReviewGame).unwrap();
    assert!(review_jobs(&fx).is_empty(), "{fx:?}");
    let v = core.view().unwrap();
    let Screen::Review { review } = &v.screen else {
        panic!("{:?}", v.screen)
    };
    assert!(review.progress.is_none());
    assert_eq!(
        review.moves.iter().map(|m| m.mark).collect::<Vec<_>>(),
        marks
    );

    // A review not yet analysed (another app), left at once: the core gives the job up,
    // so running it answers at once and the answer is dropped.
    let core = self::core();
    finished_hare_hounds(&core);
    let fx = core.dispatch(Event::ReviewGame).unwrap();
    let id = review_jobs(&fx)[0];
    let fx = core.dispatch(Event::Back).unwrap();
    assert!(fx.contains(&Effect::CancelReview { job: id }), "{fx:?}");
    let answer = core.run_review(id).unwrap();
    assert_eq!(answer, Event::ReviewAnalysed { job: id });
    core.dispatch(answer).unwrap();
    assert!(
        !matches!(core.view().unwrap().screen, Screen::Review { .. }),
        "a dropped answer opens nothing"
    );
}
