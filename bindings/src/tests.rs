//! Every entry point with bad input gives a typed error; objects work from two threads.

use std::sync::{Arc, Mutex};
use std::thread;

use crate::error::{guard, lock};
use crate::*;

fn setup(game: &str, mode: Mode) -> MatchSetup {
    MatchSetup {
        game: game.into(),
        preset: None,
        options: Vec::new(),
        position: None,
        mode,
        seed: 7,
    }
}

fn vs_computer(human: Side) -> Mode {
    Mode::VsComputer {
        human,
        level: Level::Easy,
    }
}

fn point_named(m: &Match, name: &str) -> u32 {
    m.render()
        .unwrap()
        .points
        .iter()
        .position(|p| p.name == name)
        .unwrap_or_else(|| panic!("no point {name}")) as u32
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "fireside-bindings-{name}-{}-{:?}",
        std::process::id(),
        thread::current().id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn input_error(reason: InputErrorKind) -> FiresideError {
    FiresideError::Input { reason }
}

#[test]
fn match_setup_errors_are_typed() {
    let mut s = setup("chess", Mode::PassAndPlay);
    assert!(matches!(
        Match::new(s.clone()),
        Err(FiresideError::UnknownGame { name }) if name == "chess"
    ));
    s.game = "fox-geese".into();
    s.preset = Some("huge".into());
    assert!(matches!(
        Match::new(s.clone()),
        Err(FiresideError::UnknownPreset { .. })
    ));
    s.preset = None;
    s.options = vec![RuleOption {
        key: "colour".into(),
        value: "red".into(),
    }];
    assert!(matches!(
        Match::new(s.clone()),
        Err(FiresideError::UnknownOption { .. })
    ));
    s.options = vec![RuleOption {
        key: "forced-capture".into(),
        value: "maybe".into(),
    }];
    assert!(matches!(
        Match::new(s.clone()),
        Err(FiresideError::BadOptionValue { .. })
    ));
    s.options.clear();
    s.position = Some("fox nowhere".into());
    assert!(Match::new(s).is_err());
}

#[test]
fn inputs_with_bad_arguments_are_typed() {
    let m = Match::new(setup("fox-geese", Mode::PassAndPlay)).unwrap();
    let n = m.render().unwrap().points.len() as u32;
    assert_eq!(m.tap(n), Err(input_error(InputErrorKind::NoSuchPoint)));
    assert_eq!(m.tap(1000), Err(input_error(InputErrorKind::NoSuchPoint)));
    assert_eq!(
        m.drag(u32::MAX, 0),
        Err(input_error(InputErrorKind::NoSuchPoint))
    );
    assert_eq!(m.stop(), Err(input_error(InputErrorKind::NothingSelected)));
    assert_eq!(m.undo(), Err(input_error(InputErrorKind::NothingToUndo)));
    assert_eq!(m.redo(), Err(input_error(InputErrorKind::NothingToRedo)));
    assert_eq!(
        m.key(Key::Confirm),
        Err(input_error(InputErrorKind::NothingSelected))
    );
    assert!(matches!(
        m.play("zz-99".into()),
        Err(FiresideError::BadNotation { .. } | FiresideError::IllegalMove { .. })
    ));
    assert!(matches!(
        m.play("a1-a2".into()),
        Err(FiresideError::BadNotation { .. } | FiresideError::IllegalMove { .. })
    ));
    // Out of turn: the computer's turn for the human's inputs, and the human's for the
    // computer.
    assert_eq!(
        m.computer_job().err(),
        Some(FiresideError::NotComputersTurn)
    );
    let c = Match::new(setup("dama-italiana", vs_computer(Side::Two))).unwrap();
    assert!(c.is_computer_turn().unwrap());
    assert_eq!(c.tap(0), Err(input_error(InputErrorKind::NotYourTurn)));
    assert_eq!(
        c.play("22-18".into()).err(),
        Some(input_error(InputErrorKind::NotYourTurn))
    );
    assert_eq!(
        c.hint(1.0).err(),
        Some(input_error(InputErrorKind::NotYourTurn))
    );
    assert!(matches!(
        m.hint(f64::NAN),
        Err(FiresideError::InvalidArgument { .. })
    ));
    let job = c.computer_job().unwrap();
    assert!(matches!(
        job.run(-1.0),
        Err(FiresideError::InvalidArgument { .. })
    ));
    // Issue 15 item 5: a huge scale is refused as an argument, not a caught panic.
    for huge in [1e300, 1e19, f64::INFINITY] {
        assert!(matches!(
            m.hint(huge),
            Err(FiresideError::InvalidArgument { .. })
        ));
        assert!(matches!(
            job.run(huge),
            Err(FiresideError::InvalidArgument { .. })
        ));
    }
    // A job applied to another match, and a move the rules refuse.
    let other = Match::new(setup("dama-italiana", vs_computer(Side::Two))).unwrap();
    assert!(matches!(
        other.apply_computer_move(job.clone(), "22-18".into()),
        Err(FiresideError::InvalidArgument { .. })
    ));
    assert!(matches!(
        c.apply_computer_move(job, "1-99".into()),
        Err(FiresideError::BadNotation { .. } | FiresideError::IllegalMove { .. })
    ));
}

#[test]
fn a_stale_computer_move_is_refused() {
    let m = Match::new(setup("fox-geese", vs_computer(Side::One))).unwrap();
    let mv = m.legal_moves().unwrap()[0].clone();
    m.play(mv).unwrap();
    let job = m.computer_job().unwrap();
    let answer = job.run(0.05).unwrap().expect("a move");
    m.undo().unwrap();
    assert_eq!(
        m.apply_computer_move(job, answer).err(),
        Some(FiresideError::StaleComputerMove)
    );
    assert_eq!(m.move_list().unwrap(), Vec::<String>::new());
}

#[test]
fn a_cancelled_job_returns_at_once() {
    let m = Match::new(setup("dama-italiana", vs_computer(Side::Two))).unwrap();
    let job = m.computer_job().unwrap();
    job.cancel();
    let start = std::time::Instant::now();
    let _ = job.run(100.0).unwrap();
    assert!(start.elapsed().as_secs_f64() < 5.0);
    assert!(job.is_cancelled());
}

#[test]
fn corrupt_saves_and_records_are_typed() {
    for bad in [
        "",
        "not json",
        "{}",
        "[1,2]",
        r#"{"setup": 3, "moves": []}"#,
    ] {
        assert!(
            matches!(
                Match::load(bad.into()),
                Err(FiresideError::CorruptSave { .. })
            ),
            "{bad}"
        );
    }
    let m = Match::new(setup("sungka", Mode::PassAndPlay)).unwrap();
    let save = m.save().unwrap();
    let broken = save.replace("\"moves\":[]", "\"moves\":[\"99\"]");
    assert!(matches!(
        Match::load(broken),
        Err(FiresideError::CorruptSave { .. })
    ));
    for bad in [
        "[Game \"fox-geese\"\n",
        "no tags, just text",
        "[Game \"fox-geese\"]\n\n1. a1-a9 *",
    ] {
        assert!(
            Match::import_record(bad.into(), Mode::PassAndPlay).is_err(),
            "{bad}"
        );
    }
    assert!(matches!(
        Match::import_record("[Game \"go\"]\n\n*".into(), Mode::PassAndPlay),
        Err(FiresideError::UnknownGame { .. })
    ));
    assert!(matches!(
        Match::import_record("x\n".into(), Mode::PassAndPlay),
        Err(FiresideError::BadRecord { .. })
    ));
}

#[test]
fn save_load_and_records_round_trip() {
    let m = Match::new(setup("dama-italiana", Mode::PassAndPlay)).unwrap();
    for _ in 0..6 {
        let mv = m.legal_moves().unwrap()[0].clone();
        m.play(mv).unwrap();
    }
    m.undo().unwrap();
    let back = Match::load(m.save().unwrap()).unwrap();
    assert_eq!(back.move_list().unwrap(), m.move_list().unwrap());
    assert!(back.can_redo().unwrap());
    let record = m.export_record().unwrap();
    let again = Match::import_record(record, Mode::Table).unwrap();
    assert_eq!(again.move_list().unwrap(), m.move_list().unwrap());
    assert_eq!(again.setup().unwrap().mode, Mode::Table);
}

#[test]
fn store_errors_are_typed() {
    assert!(matches!(
        Store::open(String::new()),
        Err(FiresideError::InvalidArgument { .. })
    ));
    // A directory that is a file cannot be used.
    let file = temp_dir("file");
    std::fs::write(&file, "x").unwrap();
    assert!(matches!(
        Store::open(file.to_string_lossy().into()),
        Err(FiresideError::Storage { .. })
    ));
    let _ = std::fs::remove_file(&file);

    let dir = temp_dir("errors");
    let store = Store::open(dir.to_string_lossy().into()).unwrap();
    assert_eq!(
        store.remove_profile(99),
        Err(FiresideError::UnknownProfile { id: 99 })
    );
    let only = store.active_profile().unwrap().id;
    assert_eq!(
        store.remove_profile(only),
        Err(FiresideError::LastProfile { id: only })
    );
    assert_eq!(
        store.set_active_profile(42),
        Err(FiresideError::UnknownProfile { id: 42 })
    );
    assert_eq!(
        store.rename_profile(42, "x".into()),
        Err(FiresideError::UnknownProfile { id: 42 })
    );
    let mut settings = store.settings().unwrap();
    settings.active_profile = 77;
    assert_eq!(
        store.set_settings(settings),
        Err(FiresideError::UnknownProfile { id: 77 })
    );
    assert!(matches!(
        store.record_result(
            only,
            "chess".into(),
            Opponent::Human,
            Role::Fox,
            GameResult::Won
        ),
        Err(FiresideError::UnknownGame { .. })
    ));
    assert_eq!(
        store.record_result(
            5,
            "sungka".into(),
            Opponent::Human,
            Role::PlayerOne,
            GameResult::Won
        ),
        Err(FiresideError::UnknownProfile { id: 5 })
    );
    let bad = SavedMatch {
        game: "sungka".into(),
        profile: only,
        saved_at: 1,
        data: "{not json".into(),
    };
    assert!(matches!(
        store.save_match(bad.clone()),
        Err(FiresideError::InvalidArgument { .. })
    ));
    assert!(matches!(
        store.finish_match(bad),
        Err(FiresideError::InvalidArgument { .. })
    ));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_corrupt_store_directory_is_recovered() {
    let dir = temp_dir("corrupt");
    let store = Store::open(dir.to_string_lossy().into()).unwrap();
    let id = store.add_profile("Anna".into()).unwrap();
    store.add_profile("Ben".into()).unwrap();
    drop(store);
    std::fs::write(dir.join("profiles.json"), "{ truncated").unwrap();
    std::fs::write(dir.join("settings.json"), [0xff, 0xfe, 0x00]).unwrap();
    let store = Store::open(dir.to_string_lossy().into()).unwrap();
    let recoveries = store.take_recoveries().unwrap();
    assert!(recoveries.len() >= 2, "{recoveries:?}");
    assert!(recoveries
        .iter()
        .all(|r| matches!(r.cause, RecoveryCause::Damaged { .. }) && r.moved_to.is_some()));
    // The backup of profiles.json holds the version before the last write (Anna only).
    assert!(store.profiles().unwrap().iter().any(|p| p.id == id));
    assert!(store.take_recoveries().unwrap().is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn store_round_trip() {
    let dir = temp_dir("roundtrip");
    let store = Store::open(dir.to_string_lossy().into()).unwrap();
    let anna = store.add_profile(" Anna ".into()).unwrap();
    store.set_active_profile(anna).unwrap();
    let gained = store
        .record_result(
            anna,
            "fox-geese".into(),
            Opponent::Computer {
                level: Level::Expert,
            },
            Role::Geese,
            GameResult::Won,
        )
        .unwrap();
    assert_eq!(gained, points_for_win(Level::Expert));
    let board = store.leaderboard(None).unwrap();
    assert_eq!(board[0].profile, anna);
    assert_eq!(board[0].name, "Anna");
    let m = Match::new(setup("sungka", Mode::PassAndPlay)).unwrap();
    m.play(m.legal_moves().unwrap()[0].clone()).unwrap();
    let saved = SavedMatch {
        game: "sungka".into(),
        profile: anna,
        saved_at: 1_700_000_000_000,
        data: m.save().unwrap(),
    };
    store.save_match(saved.clone()).unwrap();
    let mut rules = store.settings().unwrap();
    rules.last_rules.insert(
        "sungka".into(),
        LastRules {
            preset: "classic".into(),
            options: vec![],
        },
    );
    store.set_settings(rules.clone()).unwrap();
    drop(store);
    let store = Store::open(dir.to_string_lossy().into()).unwrap();
    assert_eq!(store.settings().unwrap(), rules);
    let back = store.saved_match("sungka".into()).unwrap().unwrap();
    assert_eq!(
        Match::load(back.data.clone()).unwrap().move_list().unwrap(),
        m.move_list().unwrap()
    );
    store.finish_match(back).unwrap();
    assert!(store.saved_match("sungka".into()).unwrap().is_none());
    assert_eq!(store.history().unwrap().len(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn translations_errors_are_typed_and_texts_exist() {
    let tr = Translator::new(Lang::Fi);
    assert!(matches!(
        tr.game_name("chess".into()),
        Err(FiresideError::UnknownGame { .. })
    ));
    assert!(matches!(
        tr.how_to_play("chess".into()),
        Err(FiresideError::UnknownGame { .. })
    ));
    assert!(matches!(
        tr.game("chess".into()),
        Err(FiresideError::UnknownGame { .. })
    ));
    assert!(matches!(
        tr.game_description("".into()),
        Err(FiresideError::UnknownGame { .. })
    ));
    assert_eq!(tr.option_value("no-such-value".into()), "no-such-value");
    assert_eq!(tr.counter("no-such-counter".into(), 3), None);
    assert!(matches!(
        tr.preset_name("sungka".into(), "nope".into()),
        Err(FiresideError::UnknownPreset { .. })
    ));
    assert!(matches!(
        tr.option_name("sungka".into(), "nope".into()),
        Err(FiresideError::UnknownOption { .. })
    ));
    let mut model = Match::new(setup("fox-geese", Mode::PassAndPlay))
        .unwrap()
        .render()
        .unwrap();
    assert_eq!(
        Translator::new(Lang::En)
            .match_status(model.clone())
            .unwrap(),
        "Fox to move"
    );
    model.nameplates.pop();
    assert!(matches!(
        tr.match_status(model),
        Err(FiresideError::InvalidArgument { .. })
    ));
    assert_eq!(all_text_ids().len(), fireside_core::i18n::Text::ALL.len());
    for id in all_text_ids() {
        assert!(!tr.text(id).is_empty());
    }
    let en = Translator::new(Lang::En);
    assert_eq!(
        en.describe_point("d4".into(), Some(PieceKind::Fox)),
        "d4, fox"
    );
    assert_eq!(en.describe_house(3, 7, true), "house 3, 7 shells");
    assert_eq!(
        en.error_message(input_error(InputErrorKind::NotATarget)),
        en.input_error(InputErrorKind::NotATarget)
    );
    assert!(!en
        .error_message(FiresideError::Storage { detail: "x".into() })
        .is_empty());
    assert_eq!(resolve_lang(None, "th-TH".into()), Lang::Th);
    assert_eq!(resolve_lang(Some("ko".into()), "fi".into()), Lang::Ko);
    let catalogue = en.catalogue().unwrap();
    assert_eq!(catalogue.len(), 4);
    for g in &catalogue {
        assert_eq!(g.roles.len(), 2);
        assert_eq!(g.default_preset, g.presets[0].id);
        assert!(!g.name.is_empty() && !g.presets.is_empty());
        assert!(!en.how_to_play(g.id.clone()).unwrap().is_empty());
    }
}

#[test]
fn a_panic_becomes_a_typed_error_and_a_poisoned_lock_recovers() {
    let r: Result<(), FiresideError> = guard(|| panic!("boom"));
    assert_eq!(
        r,
        Err(FiresideError::Internal {
            detail: "boom".into()
        })
    );
    let m = Arc::new(Mutex::new(5));
    let m2 = m.clone();
    let _ = thread::spawn(move || {
        let _g = m2.lock().unwrap();
        panic!("poison");
    })
    .join();
    assert!(m.is_poisoned());
    assert_eq!(*lock(&m), 5);
    assert!(!m.is_poisoned());
}

#[test]
fn two_threads_share_a_match_and_a_store() {
    let m = Match::new(setup("sungka", Mode::PassAndPlay)).unwrap();
    let dir = temp_dir("threads");
    let store = Store::open(dir.to_string_lossy().into()).unwrap();
    let handles: Vec<_> = (0..2)
        .map(|t| {
            let m = m.clone();
            let store = store.clone();
            thread::spawn(move || {
                let mut played = 0;
                for i in 0..40 {
                    store.add_profile(format!("p{t}-{i}")).unwrap();
                    // Both threads play whatever is legal now; one of them may lose the
                    // race and find its move illegal or the game over: a typed error.
                    let moves = m.legal_moves().unwrap();
                    if moves.is_empty() {
                        continue;
                    }
                    match m.play(moves[(i + t) % moves.len()].clone()) {
                        Ok(_) => played += 1,
                        Err(FiresideError::IllegalMove { .. } | FiresideError::Input { .. }) => {}
                        Err(e) => panic!("{e:?}"),
                    }
                    let _ = m.render().unwrap();
                }
                played
            })
        })
        .collect();
    let played: usize = handles.into_iter().map(|h| h.join().unwrap()).sum();
    assert_eq!(m.move_list().unwrap().len(), played);
    assert_eq!(store.profiles().unwrap().len(), 81);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_game_plays_to_the_end_through_taps_and_the_computer() {
    for game in ["fox-geese", "hare-hounds", "sungka", "dama-italiana"] {
        // The human taps the first legal move's path; the computer answers.
        let m = Match::new(setup(game, vs_computer(Side::One))).unwrap();
        let mut plies = 0;
        while m.outcome().unwrap() == Outcome::Ongoing && plies < 600 {
            if m.is_computer_turn().unwrap() {
                let job = m.computer_job().unwrap();
                let mv = job.run(0.02).unwrap().expect("a move");
                m.apply_computer_move(job, mv).unwrap();
            } else {
                let mv = m.legal_moves().unwrap()[0].clone();
                m.play(mv).unwrap();
            }
            plies += 1;
        }
        assert_ne!(m.outcome().unwrap(), Outcome::Ongoing, "{game} did not end");
        let r = m.render().unwrap();
        assert!(matches!(r.status, Status::Over { .. }));
        assert!(!Translator::new(Lang::Ko)
            .match_status(r)
            .unwrap()
            .is_empty());
        assert_eq!(
            m.tap(0).err(),
            Some(input_error(InputErrorKind::GameOver)),
            "{game}"
        );
    }
}

#[test]
fn taps_select_and_play() {
    let m = Match::new(setup("sungka", Mode::PassAndPlay)).unwrap();
    let p = point_named(&m, "p1-1");
    match m.tap(p).unwrap() {
        InputOutcome::Played { animation } => assert_eq!(animation.notation, "1"),
        other => panic!("{other:?}"),
    }
    assert!(m.last_move().unwrap().unwrap().detail.is_some());
}
