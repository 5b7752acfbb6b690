use super::input::InputOutcome;
use super::*;
use crate::engine::{CancelToken, Level};
use crate::game::{EndReason, Outcome, Role, Side};

fn setup(game: &str, mode: Mode) -> MatchSetup {
    MatchSetup {
        game: game.to_owned(),
        preset: None,
        options: Vec::new(),
        position: None,
        mode,
        seed: 7,
    }
}

fn at(game: &str, position: &str, mode: Mode) -> Match {
    Match::new(MatchSetup {
        position: Some(position.to_owned()),
        ..setup(game, mode)
    })
    .expect("setup")
}

/// A fox position with few geese: the missing ones count as captured, so the fox needs
/// all 13 captures to win and the game goes on.
fn fox_at(position: &str) -> Match {
    Match::new(MatchSetup {
        position: Some(position.to_owned()),
        options: vec![("captures-to-win".into(), "13".into())],
        ..setup("fox-geese", Mode::PassAndPlay)
    })
    .expect("setup")
}

fn p(m: &Match, name: &str) -> u8 {
    m.game().board().point_index(name).expect(name) as u8
}

fn names(m: &Match, points: &[u8]) -> Vec<String> {
    let board = m.game().board();
    let mut v: Vec<String> = points
        .iter()
        .map(|&i| board.points[i as usize].name.clone())
        .collect();
    v.sort();
    v
}

fn played(o: InputOutcome) -> String {
    match o {
        InputOutcome::Played(a) => a.notation,
        other => panic!("expected a move, got {other:?}"),
    }
}

fn input_error(r: Result<InputOutcome, SessionError>) -> InputError {
    match r {
        Err(SessionError::Input(e)) => e,
        other => panic!("expected an input error, got {other:?}"),
    }
}

const VS_FOX: Mode = Mode::VsComputer {
    human: Side::One,
    level: Level::Easy,
};

#[test]
fn tap_selects_shows_targets_and_moves() {
    let mut m = Match::new(setup("fox-geese", Mode::PassAndPlay)).unwrap();
    let r = m.render();
    assert_eq!(names(&m, &r.board.highlights.movable), ["d4"]);
    assert_eq!(m.tap(p(&m, "d4")).unwrap(), InputOutcome::Changed);
    let r = m.render();
    assert_eq!(r.board.highlights.selected, Some(p(&m, "d4")));
    // The classic board: d4 has diagonals; c3 d3 e3 hold geese.
    assert_eq!(
        names(&m, &r.board.highlights.targets),
        ["c4", "c5", "d5", "e4", "e5"]
    );
    // Tapping the selected piece again deselects it.
    m.tap(p(&m, "d4")).unwrap();
    assert_eq!(m.render().board.highlights.selected, None);
    m.tap(p(&m, "d4")).unwrap();
    assert_eq!(played(m.tap(p(&m, "d5")).unwrap()), "d4-d5");
    assert_eq!(m.move_list(), ["d4-d5"]);
    let r = m.render();
    assert_eq!(r.board.highlights.last_move, vec![p(&m, "d4"), p(&m, "d5")]);
    assert!(matches!(
        r.status,
        Status::ToMove {
            role: Role::Geese,
            ..
        }
    ));
}

#[test]
fn an_illegal_input_changes_nothing_and_says_why() {
    let mut m = Match::new(setup("fox-geese", Mode::PassAndPlay)).unwrap();
    let before = m.render();
    assert_eq!(
        input_error(m.tap(p(&m, "c3"))),
        InputError::NothingToMoveHere
    );
    assert_eq!(input_error(m.tap(200)), InputError::NoSuchPoint);
    m.tap(p(&m, "d4")).unwrap();
    assert_eq!(input_error(m.tap(p(&m, "a5"))), InputError::NotATarget);
    assert_eq!(m.render().board.highlights.selected, Some(p(&m, "d4")));
    assert_eq!(input_error(m.key(Key::Redo)), InputError::NothingToRedo);
    m.cancel_entry();
    assert_eq!(m.render().board.pieces, before.board.pieces);
    assert!(matches!(m.play("d4-d7"), Err(SessionError::Rules(_))));
    assert!(m.move_list().is_empty());
}

#[test]
fn the_fox_jumps_one_jump_at_a_time_and_stops_by_tapping_itself() {
    // Geese on d3 and d5: the fox on d2 can jump to d4, then on to d6.
    let mut m = fox_at("fox d2; geese d3 d5 a3 g3; to-move fox");
    m.tap(p(&m, "d2")).unwrap();
    assert_eq!(
        names(&m, &m.render().board.highlights.capturable),
        ["d3", "d5"]
    );
    assert_eq!(m.tap(p(&m, "d4")).unwrap(), InputOutcome::Changed);
    let r = m.render();
    assert_eq!(r.board.highlights.chain, vec![p(&m, "d2"), p(&m, "d4")]);
    assert_eq!(names(&m, &r.board.highlights.targets), ["d6"]);
    // Mid-chain the empty point it started from is not marked as one that can move.
    assert!(r.board.highlights.movable.is_empty());
    assert!(matches!(
        r.status,
        Status::ContinueChain {
            role: Role::Fox,
            ..
        }
    ));
    // The fox is drawn where it landed and the jumped goose is marked taken.
    assert!(r
        .board
        .pieces
        .iter()
        .any(|q| q.point == p(&m, "d4") && q.kind == crate::board::PieceKind::Fox));
    assert!(r
        .board
        .pieces
        .iter()
        .any(|q| q.point == p(&m, "d3") && q.taken));
    // Another point is refused in the middle of the chain.
    assert_eq!(input_error(m.tap(p(&m, "c4"))), InputError::FinishCapture);
    // Tapping the fox stops the chain after one jump.
    assert_eq!(played(m.tap(p(&m, "d4")).unwrap()), "d2xd4");
    assert_eq!(m.last_move().unwrap().captured, vec![p(&m, "d3")]);
}

#[test]
fn a_chain_continues_to_its_end_and_plays_when_nothing_more_fits() {
    let mut m = fox_at("fox d2; geese d3 d5 a3 g3; to-move fox");
    m.drag(p(&m, "d2"), p(&m, "d4")).unwrap();
    assert_eq!(played(m.tap(p(&m, "d6")).unwrap()), "d2xd4xd6");
    assert_eq!(names(&m, &m.last_move().unwrap().captured), ["d3", "d5"]);
}

#[test]
fn dama_captures_are_compulsory_and_auto_complete() {
    // White man on 22 must capture 18 (landing on 13 — or whatever the only capture is).
    let mut m = at("dama-italiana", "W:W22,29:B18,1", Mode::PassAndPlay);
    let moves = m.game().legal_moves();
    assert!(moves.iter().all(|mv| mv.contains('x')), "{moves:?}");
    assert_eq!(
        m.tap(p(&m, "29")),
        Err(SessionError::Refused(
            crate::refusal::Refusal::MustCapture {
                required: moves.clone()
            }
        ))
    );
    // Selecting the capturing man leaves one capture: it plays at once.
    let notation = played(m.tap(p(&m, "22")).unwrap());
    assert_eq!(notation, moves[0]);
    assert_eq!(m.last_move().unwrap().captured, vec![p(&m, "18")]);
}

#[test]
fn a_sungka_tap_sows_at_once_with_its_trace() {
    let mut m = Match::new(setup("sungka", Mode::PassAndPlay)).unwrap();
    let house = m.game().move_infos()[0].path[0];
    let a = played(m.tap(house).unwrap());
    assert_eq!(a, "1");
    let detail = m
        .last_move()
        .unwrap()
        .detail
        .clone()
        .expect("a sowing trace");
    let crate::game::MoveDetail::Sowing { trace } = &detail;
    assert!(
        trace
            .steps
            .iter()
            .any(|s| matches!(s, crate::games::sungka::SowStep::FreeTurn)),
        "{detail:?}"
    );
    let r = m.render();
    assert_eq!(
        r.counters
            .iter()
            .find(|c| c.key == "store-1")
            .unwrap()
            .value,
        1
    );
    // House 1 ends in the store: the same player moves again.
    assert!(matches!(
        r.status,
        Status::ToMove {
            side: Side::One,
            ..
        }
    ));
}

#[test]
fn against_the_computer_undo_returns_to_the_humans_turn_and_redo_replays() {
    let mut m = Match::new(setup(
        "hare-hounds",
        Mode::VsComputer {
            human: Side::Two,
            level: Level::Easy,
        },
    ))
    .unwrap();
    assert!(m.is_computer_turn());
    assert_eq!(input_error(m.tap(0)), InputError::NotYourTurn);
    assert_eq!(input_error(m.key(Key::Undo)), InputError::NothingToUndo);
    let cancel = CancelToken::new();
    for _ in 0..2 {
        let job = m.computer_job().unwrap();
        let mv = job.run(&cancel, 0.05).expect("a move");
        m.apply_computer_move(&job, &mv).unwrap();
        assert!(!m.is_computer_turn());
        let hare_move = m.game().legal_moves()[0].clone();
        m.play(&hare_move).unwrap();
    }
    let job = m.computer_job().unwrap();
    let mv = job.run(&cancel, 0.05).unwrap();
    m.apply_computer_move(&job, &mv).unwrap();
    assert_eq!(m.move_list().len(), 5);
    let before_undo = m.move_list();
    m.undo().unwrap();
    // Back before the hare's last move: hounds' move and hare's move taken back.
    assert_eq!(m.move_list().len(), 3);
    assert!(!m.is_computer_turn());
    m.redo().unwrap();
    assert_eq!(m.move_list(), before_undo);
    // A job made before an undo is stale afterwards.
    m.undo().unwrap();
    m.redo().unwrap();
    m.undo().unwrap();
    let hare = m.game().legal_moves()[0].clone();
    m.play(&hare).unwrap();
    let job = m.computer_job().unwrap();
    m.undo().unwrap();
    assert_eq!(
        m.apply_computer_move(&job, "b1-b2"),
        Err(SessionError::StaleComputerMove)
    );
}

/// After an undo the move now last is still marked, with its path and captures as when
/// it was played; undoing the first move leaves nothing marked.
#[test]
fn undo_keeps_the_move_before_marked() {
    let mut m = fox_at("fox d2; geese d3 d5 a3 g3; to-move fox");
    m.drag(p(&m, "d2"), p(&m, "d4")).unwrap();
    played(m.tap(p(&m, "d6")).unwrap());
    let jump = m.render().board.highlights.clone();
    let goose = m.game().legal_moves()[0].clone();
    m.play(&goose).unwrap();
    assert_ne!(m.render().board.highlights.last_move, jump.last_move);
    m.undo().unwrap();
    let h = m.render().board.highlights;
    assert_eq!(
        h.last_move, jump.last_move,
        "the fox's jump is marked again"
    );
    assert_eq!(h.last_captured, jump.last_captured);
    assert_eq!(names(&m, &h.last_move), ["d2", "d4", "d6"]);
    m.undo().unwrap();
    assert!(m.render().board.highlights.last_move.is_empty());
}

#[test]
fn the_board_turns_so_the_humans_side_is_at_the_bottom() {
    let fox = Match::new(setup("fox-geese", VS_FOX)).unwrap();
    let geese = Match::new(setup(
        "fox-geese",
        Mode::VsComputer {
            human: Side::Two,
            level: Level::Easy,
        },
    ))
    .unwrap();
    let (rf, rg) = (fox.render(), geese.render());
    assert!(rf.board.rotated && !rg.board.rotated);
    let d1 = p(&fox, "d1");
    // Geese home row at the bottom of the screen (y near 1) when the human plays them.
    assert!(rg.board.points[d1 as usize].y > 0.9);
    assert!(rf.board.points[d1 as usize].y < 0.1);
    assert_eq!(rf.nameplates[0].role, Role::Fox);
    assert!(!rf.nameplates[0].at_top && rf.nameplates[1].at_top);
    // Every point lies in the unit square.
    for pt in rf.board.points.iter().chain(&rg.board.points) {
        assert!((0.0..=1.0).contains(&pt.x) && (0.0..=1.0).contains(&pt.y));
    }
}

/// The coordinates at the board's edge name the points the notation writes: every point
/// of Fox and Geese and Hare and Hounds lies in its file's column and its rank's row, the
/// files read a, b, c… left to right (h… a once the board is turned), and the boards
/// named by numbers (Dama, Sungka) carry none.
#[test]
fn lettered_boards_carry_their_files_and_ranks() {
    for (game, mode, first) in [
        ("fox-geese", Mode::PassAndPlay, "a"),
        ("fox-geese", VS_FOX, "g"),
        ("hare-hounds", Mode::PassAndPlay, "a"),
    ] {
        let m = Match::new(setup(game, mode)).unwrap();
        let b = m.render().board;
        assert_eq!(
            b.files.first().map(|f| f.text.as_str()),
            Some(first),
            "{game}"
        );
        assert!(!b.ranks.is_empty(), "{game}");
        for pt in &b.points {
            let (file, rank) = pt.name.split_at(1);
            let f = b.files.iter().find(|f| f.text == file).expect("its file");
            let r = b.ranks.iter().find(|r| r.text == rank).expect("its rank");
            assert!((f.at - pt.x).abs() < 1e-6, "{game} {}: column", pt.name);
            assert!((r.at - pt.y).abs() < 1e-6, "{game} {}: row", pt.name);
        }
        assert!(
            b.files.windows(2).all(|w| w[0].at < w[1].at),
            "{game}: files in order"
        );
        assert!(
            b.ranks.windows(2).all(|w| w[0].at < w[1].at),
            "{game}: ranks in order"
        );
    }
    for game in ["dama-italiana", "sungka"] {
        let b = Match::new(setup(game, Mode::PassAndPlay))
            .unwrap()
            .render()
            .board;
        assert!(b.files.is_empty() && b.ranks.is_empty(), "{game}");
    }
}

#[test]
fn table_mode_turns_the_far_players_texts() {
    let mut m = Match::new(setup("dama-italiana", Mode::Table)).unwrap();
    let r = m.render();
    assert_eq!(r.nameplates[0].role, Role::White);
    assert!(!r.nameplates[0].turned && r.nameplates[1].turned);
    assert!(!r.status_turned, "white, at the bottom, moves first");
    m.play("22-18").unwrap();
    assert!(m.render().status_turned);
}

#[test]
fn the_keyboard_moves_a_cursor_by_geometry_and_confirms() {
    let mut m = Match::new(setup("fox-geese", Mode::PassAndPlay)).unwrap();
    // The first direction key shows the cursor on the first movable piece.
    m.key(Key::Move(Direction::Up)).unwrap();
    assert_eq!(m.render().board.highlights.cursor, Some(p(&m, "d4")));
    m.key(Key::Confirm).unwrap();
    assert_eq!(m.render().board.highlights.selected, Some(p(&m, "d4")));
    // Up the screen is towards row 7 (the geese are at the bottom in pass-and-play).
    m.key(Key::Move(Direction::Up)).unwrap();
    assert_eq!(m.render().board.highlights.cursor, Some(p(&m, "d5")));
    m.key(Key::Move(Direction::Right)).unwrap();
    assert_eq!(m.render().board.highlights.cursor, Some(p(&m, "e5")));
    assert_eq!(played(m.key(Key::Confirm).unwrap()), "d4-e5");
    m.key(Key::Undo).unwrap();
    assert!(m.move_list().is_empty());
    m.tap(p(&m, "d4")).unwrap();
    m.key(Key::Stop).unwrap();
    assert_eq!(m.render().board.highlights.selected, None);
}

#[test]
fn saves_resume_exactly_and_damaged_saves_are_typed_errors() {
    let mut m = Match::new(setup("sungka", VS_FOX)).unwrap();
    while !m.is_computer_turn() {
        let mv = m.game().legal_moves()[0].clone();
        m.play(&mv).unwrap();
    }
    let job = m.computer_job().unwrap();
    let mv = job.run(&CancelToken::new(), 0.02).unwrap();
    m.apply_computer_move(&job, &mv).unwrap();
    let saved = m.save();
    let back = Match::load(&saved).unwrap();
    // Replaying the moves restores everything, the last move's highlight included.
    assert_eq!(back.render(), m.render());
    assert_eq!(back.save(), saved);

    let mut bad = saved.clone();
    bad["moves"][1] = "9".into();
    assert!(matches!(
        Match::load(&bad),
        Err(SessionError::CorruptSave(_))
    ));
    assert!(matches!(
        Match::load(&serde_json::json!({"setup": 3})),
        Err(SessionError::CorruptSave(_))
    ));
    let mut unknown = saved;
    unknown["setup"]["game"] = "chess".into();
    assert!(matches!(
        Match::load(&unknown),
        Err(SessionError::CorruptSave(_))
    ));
}

#[test]
fn records_round_trip_and_dama_records_are_pdn() {
    let mut m = Match::new(setup("dama-italiana", Mode::PassAndPlay)).unwrap();
    for mv in ["22-18", "11-14", "18x11", "7x14"] {
        m.play(mv).unwrap();
    }
    let text = export_record(&m);
    assert!(text.contains("[GameType \"22\"]"), "{text}");
    assert!(text.contains("1. 22-18 11-14 2. 18x11 7x14 *"), "{text}");
    let back = import_record(&text, Mode::PassAndPlay).unwrap();
    assert_eq!(back.move_list(), m.move_list());

    // A record from elsewhere: comments, numbers glued to moves, no Game tag.
    let foreign = "[Event \"club\"]\n[GameType \"22\"]\n{opening} 1.22-18 11-14 2.18x11 7x14 *\n";
    assert_eq!(
        import_record(foreign, Mode::Table).unwrap().move_list(),
        m.move_list()
    );

    let mut f = Match::new(MatchSetup {
        options: vec![("sideways".into(), "off".into())],
        ..setup("fox-geese", Mode::PassAndPlay)
    })
    .unwrap();
    f.play("d4-d5").unwrap();
    let text = export_record(&f);
    assert!(text.contains("[Option \"sideways=off\"]"), "{text}");
    let back = import_record(&text, Mode::PassAndPlay).unwrap();
    assert_eq!(back.setup().options, f.setup().options);

    assert!(matches!(
        import_record("1. d4-d5", Mode::Table),
        Err(SessionError::Record(RecordError::NoGame))
    ));
    assert!(matches!(
        import_record("[Game \"fox-geese\"]\n1. d4-d7", Mode::Table),
        Err(SessionError::Record(RecordError::Replay(_)))
    ));
    assert!(matches!(
        import_record("[Game fox]\n", Mode::Table),
        Err(SessionError::Record(RecordError::Syntax { line: 1, .. }))
    ));
}

#[test]
fn the_result_is_an_enum_with_its_reason() {
    let mut m = at(
        "hare-hounds",
        "hounds a4 c4 b3; hare b5; to-move hounds",
        Mode::PassAndPlay,
    );
    // Whatever the hounds' winning move is, play the one that traps the hare.
    let trap = m.game().legal_moves().into_iter().find(|mv| {
        let mut probe = m.game().clone_box();
        probe.play_notation(mv).unwrap();
        probe.outcome().is_over()
    });
    if let Some(mv) = trap {
        m.play(&mv).unwrap();
        assert_eq!(
            m.render().status,
            Status::Over {
                outcome: Outcome::Win {
                    winner: Side::One,
                    reason: EndReason::HareTrapped
                }
            }
        );
        assert_eq!(input_error(m.tap(0)), InputError::GameOver);
    } else {
        panic!("the set-up position has a trapping move");
    }
}

#[test]
fn a_hint_highlights_a_legal_move() {
    let mut m = Match::new(setup("dama-italiana", Mode::PassAndPlay)).unwrap();
    let hint = m.hint(&CancelToken::new(), 0.02).unwrap();
    assert!(m.game().legal_moves().contains(&hint));
    assert_eq!(m.render().board.highlights.hint.len(), 2);
    m.play(&hint).unwrap();
    assert!(m.render().board.highlights.hint.is_empty());
}

#[test]
fn threatened_geese_show_while_the_geese_think() {
    let m = fox_at("fox d4; geese d5 a3 g3; to-move geese");
    let r = m.render();
    assert_eq!(names(&m, &r.board.highlights.capturable), ["d5"]);
    assert_eq!(names(&m, &r.board.highlights.jump_landings), ["d6"]);
    // On the fox's turn its own captures are shown.
    let m = fox_at("fox d4; geese d5 a3 g3; to-move fox");
    assert_eq!(
        names(&m, &m.render().board.highlights.capturable),
        ["d5"],
        "the fox's own capture"
    );
}
