//! Hand-built positions for every rule.

use super::*;
use crate::game::{EndReason, Outcome};

const FOX_WINS_BY_CAPTURES: Outcome = Outcome::Win {
    winner: Side::One,
    reason: EndReason::GeeseCaptured,
};

#[test]
fn start_position() {
    let pos = FoxGeese::new(&Config::default());
    assert_eq!(pos.side_to_move(), Side::One);
    assert_eq!(FoxGeese::side_role(Side::One), crate::game::Role::Fox);
    assert_eq!(FoxGeese::side_role(Side::Two), crate::game::Role::Geese);
    assert_eq!(
        pos.setup_text(),
        "fox d4; geese c1 d1 e1 c2 d2 e2 a3 b3 c3 d3 e3 f3 g3; to-move fox; no-progress 0"
    );
    let pos17 = FoxGeese::new(&config("17-orthogonal", &[]));
    assert!(pos17.setup_text().contains("a4 b4 f4 g4"));
    assert_eq!(pos17.geese_left(), 17);
    let pos15 = FoxGeese::new(&config("classic", &[("geese", "15")]));
    assert!(pos15.setup_text().contains("g3 a4 g4;"));
    assert_eq!(
        move_texts(&pos),
        sorted(&["d4-c4", "d4-e4", "d4-d5", "d4-c5", "d4-e5"])
    );
    let geese_first = FoxGeese::new(&config("classic", &[("first", "geese")]));
    assert_eq!(geese_first.side_to_move(), Side::Two);
    assert_eq!(move_texts(&geese_first).len(), 10); // d3-d4, c3-d4 and e3-d4 are blocked
}

#[test]
fn geese_step_forward_or_sideways_never_back() {
    // d5 is odd: no diagonals under the traditional pattern.
    let pos = setup(
        "classic",
        &[],
        "fox a3; geese d5 c1 d1 e1 c2 d2 e2; to-move geese",
    );
    let d5: Vec<String> = move_texts(&pos)
        .into_iter()
        .filter(|m| m.starts_with("d5"))
        .collect();
    assert_eq!(d5, sorted(&["d5-d6", "d5-c5", "d5-e5"]));
    // With every diagonal, the forward diagonals join in; still nothing backward.
    let pos = setup(
        "table",
        &[("sideways", "on")],
        "fox a3; geese d5 c1 d1 e1; to-move geese",
    );
    let d5: Vec<String> = move_texts(&pos)
        .into_iter()
        .filter(|m| m.starts_with("d5"))
        .collect();
    assert_eq!(d5, sorted(&["d5-d6", "d5-c6", "d5-e6", "d5-c5", "d5-e5"]));
    // Sideways off: forward only.
    let pos = setup("table", &[], "fox a3; geese d5 c1 d1 e1; to-move geese");
    let d5: Vec<String> = move_texts(&pos)
        .into_iter()
        .filter(|m| m.starts_with("d5"))
        .collect();
    assert_eq!(d5, sorted(&["d5-d6", "d5-c6", "d5-e6"]));
    // Backward is illegal even when the point behind is free.
    let mut pos = setup(
        "classic",
        &[],
        "fox a3; geese d5 c1 d1 e1 c2 d2 e2; to-move geese",
    );
    let mv = pos.parse_move("d5-d4");
    assert!(matches!(
        mv,
        Err(crate::error::RulesError::IllegalMove { .. })
    ));
    play(&mut pos, "d5-d6");
    assert_eq!(pos.side_to_move(), Side::One);
}

#[test]
fn fox_steps_and_jumps_along_lines() {
    // c4 is odd: no diagonals, so no diagonal jump either.
    let pos = setup("classic", &[], "fox c4; geese c5 b5 d3 c1 d1 e1 c2 d2 e2");
    assert_eq!(
        move_texts(&pos),
        sorted(&["c4-b4", "c4-d4", "c4-c3", "c4xc6"])
    );
    // From d4 (even) the diagonal jump over e5 lands on f6? No: f6 is off the board.
    let pos = setup("classic", &[], "fox d4; geese e5 c5 c1 d1 e1 c2 d2 e2");
    assert!(!move_texts(&pos).iter().any(|m| m.contains('x')));
    // From c3 (even) the diagonal over d4 to e5 is a line of two segments.
    let pos = setup("classic", &[], "fox c3; geese d4 c1 d1 e1 c2 d2 e2");
    assert!(move_texts(&pos).contains(&"c3xe5".to_owned()));
    // Without diagonals it is not.
    let pos = setup(
        "13-orthogonal",
        &[],
        "fox c3; geese d4 c1 d1 e1 c2 d2 e2 a3 f3 g3",
    );
    assert_eq!(move_texts(&pos), sorted(&["c3-b3", "c3-d3", "c3-c4"]));
    // Under "all", odd points have diagonals too: c4 over d5 to e6.
    let pos = setup("table", &[], "fox c4; geese d5 c1 d1 e1 c2 d2 e2 a3");
    assert!(move_texts(&pos).contains(&"c4xe6".to_owned()));
}

#[test]
fn every_prefix_of_a_jump_chain_is_a_move() {
    let text = "fox a4; geese b4 d4 f4 c1 d1 e1 c2 d2 e2 c6";
    let pos = setup("classic", &[], text);
    assert_eq!(
        move_texts(&pos),
        sorted(&["a4-a3", "a4-a5", "a4xc4", "a4xc4xe4", "a4xc4xe4xg4"])
    );
    let mut after = pos.clone();
    play(&mut after, "a4xc4xe4xg4");
    assert_eq!(after.captured(), 6);
    assert_eq!(after.geese_left(), 7);
    assert_eq!(
        after.fox_point(),
        FoxGeese::board(pos.config()).point_index("g4").unwrap() as u8
    );
    assert_eq!(after.outcome(), Outcome::Ongoing);
    // Forced capture: only the whole chain.
    let forced = setup("classic", &[("forced-capture", "on")], text);
    assert_eq!(move_texts(&forced), sorted(&["a4xc4xe4xg4"]));
}

#[test]
fn forced_capture_needs_continuing_not_the_longest_chain() {
    // Over c4 the chain ends on b4; over d3 it may go on from d2 over e3 to f4.
    let text = "fox d4; geese c4 d3 e3 c1 d1 e1 c2 e2 a3 g3";
    let free = setup("classic", &[], text);
    assert_eq!(
        move_texts(&free),
        sorted(&["d4-e4", "d4-d5", "d4-c5", "d4-e5", "d4-c3", "d4xb4", "d4xd2", "d4xd2xf4"])
    );
    let forced = setup("classic", &[("forced-capture", "on")], text);
    assert_eq!(move_texts(&forced), sorted(&["d4xb4", "d4xd2xf4"]));
    // With nothing to capture, forced capture changes nothing.
    let quiet = setup(
        "classic",
        &[("forced-capture", "on")],
        "fox d5; geese c1 d1 e1 c2 d2 e2 a3",
    );
    assert_eq!(move_texts(&quiet).len(), 4);
}

#[test]
fn a_chain_may_come_back_to_where_it_started() {
    // A square of four jumps around d4... the fox starts on c3 and jumps the ring
    // d3, e4, d5, c4 back to c3: every goose is taken once, the landing points repeat.
    let pos = setup(
        "13-orthogonal",
        &[("captures-to-win", "13")],
        "fox c3; geese d3 e4 d5 c4 c1 d1 e1 c2 e2",
    );
    let moves = move_texts(&pos);
    assert!(moves.contains(&"c3xe3xe5xc5xc3".to_owned()), "{moves:?}");
    assert!(moves.contains(&"c3xc5xe5xe3xc3".to_owned()), "{moves:?}");
    let mut after = pos.clone();
    play(&mut after, "c3xe3xe5xc5xc3");
    assert_eq!(after.geese_left(), 5);
    assert_eq!(
        after.setup_text(),
        "fox c3; geese c1 d1 e1 c2 e2; to-move geese; no-progress 0"
    );
}

#[test]
fn the_fox_wins_at_once_on_the_winning_capture() {
    // 7 geese on the board: the fox has captured 6 of 13; the 7th capture wins, and the
    // chain stops there.
    let text = "fox a4; geese b4 d4 f4 c1 d1 e1 c2";
    let pos = setup("classic", &[], text);
    assert_eq!(pos.captured(), 6);
    assert_eq!(move_texts(&pos), sorted(&["a4-a3", "a4-a5", "a4xc4"]));
    let forced = setup("classic", &[("forced-capture", "on")], text);
    assert_eq!(move_texts(&forced), sorted(&["a4xc4"]));
    let mut pos = pos;
    play(&mut pos, "a4xc4");
    assert_eq!(pos.outcome(), FOX_WINS_BY_CAPTURES);
    assert_eq!(move_texts(&pos), Vec::<String>::new());
    assert!(pos.parse_move("c4-c5").is_err());
}

#[test]
fn fox_wins_below_counts_the_geese_left() {
    let table = config("table", &[]);
    assert_eq!(table.captures_to_win(), 10);
    assert_eq!(table.fox_wins_below(), 4);
    let table17 = config("table", &[("geese", "17")]);
    assert_eq!(table17.captures_to_win(), 14);
    assert_eq!(table17.fox_wins_below(), 4);
    let table15 = config("table", &[("geese", "15")]);
    assert_eq!(table15.captures_to_win(), 12);
    // A capture count stays a capture count when the geese change.
    let classic17 = config("classic", &[("geese", "17")]);
    assert_eq!(classic17.captures_to_win(), 7);
    assert_eq!(classic17.fox_wins_below(), 11);
    // 4 geese left on the table is not yet a win; taking one more is.
    let mut pos = setup("table", &[], "fox c4; geese d4 c1 d1 e1");
    assert_eq!(pos.outcome(), Outcome::Ongoing);
    play(&mut pos, "c4xe4");
    assert_eq!(pos.geese_left(), 3);
    assert_eq!(pos.outcome(), FOX_WINS_BY_CAPTURES);
    // Setting either form replaces the other.
    let cfg = config("table", &[("captures-to-win", "5")]);
    assert_eq!(cfg.captures_to_win(), 5);
    let cfg = config("classic", &[("fox-wins-below", "6")]);
    assert_eq!(cfg.captures_to_win(), 8);
    // More captures than geese is refused, not read as "take them all" (issue 15, item 10).
    let options = [("captures-to-win".to_owned(), "17".to_owned())];
    assert!(FoxGeese::configure(Some("classic"), &options).is_err());
    let cfg = config("classic", &[("captures-to-win", "13")]);
    assert_eq!(cfg.captures_to_win(), 13);
}

#[test]
fn trapped_fox_loses() {
    // d1 is odd: only c1, e1 and d2 are next to it, and d3 behind d2 is taken.
    let text = "fox d1; geese c1 e1 c2 d3 a3 b3 f3 g3; to-move geese";
    let mut pos = setup("classic", &[], text);
    assert_eq!(pos.outcome(), Outcome::Ongoing);
    play(&mut pos, "c2-d2");
    assert_eq!(
        pos.outcome(),
        Outcome::Win {
            winner: Side::Two,
            reason: EndReason::FoxTrapped
        }
    );
    assert_eq!(move_texts(&pos), Vec::<String>::new());
    assert!(pos.undo());
    assert_eq!(pos, setup("classic", &[], text));
}

#[test]
fn blocked_geese_lose() {
    // All 13 geese on rows 5–7: row 5 cannot go forward (only c6–e6 exist and are taken,
    // a5's and g5's corners have no diagonal onto the board) nor sideways (the row is full).
    let geese = "a5 b5 c5 d5 e5 f5 g5 c6 d6 e6 c7 d7 e7";
    let mut pos = setup("classic", &[], &format!("fox d4; geese {geese}"));
    assert_eq!(pos.outcome(), Outcome::Ongoing);
    play(&mut pos, "d4-c4");
    assert_eq!(
        pos.outcome(),
        Outcome::Win {
            winner: Side::One,
            reason: EndReason::GeeseBlocked
        }
    );
    assert_eq!(move_texts(&pos), Vec::<String>::new());
}

#[test]
fn the_winning_capture_counts_before_blocked_geese() {
    // The last capture both reaches the count and leaves the geese without a move.
    let mut pos = setup("classic", &[("captures-to-win", "13")], "fox c3; geese d3");
    play(&mut pos, "c3xe3");
    assert_eq!(pos.outcome(), FOX_WINS_BY_CAPTURES);
}

#[test]
fn no_progress_draw_and_its_counter() {
    let base = "fox d5; geese a3 c1 d1 e1 c2 d2 e2";
    let no_progress_draw = Outcome::Draw {
        reason: EndReason::NoProgress,
    };
    let mut pos = setup("classic", &[], &format!("{base}; no-progress 10"));
    for (mv, quiet) in [
        ("d5-d6", 11), // a fox step: +1
        ("a3-b3", 12), // sideways: +1
        ("d6-d5", 13),
        ("b3-b4", 0), // forward: reset
        ("d5-c5", 1),
        ("c2-c3", 0),
        ("c5-c4", 1),
        ("e2-e3", 0),
    ] {
        play(&mut pos, mv);
        assert_eq!(pos.quiet_plies(), quiet, "after {mv}");
    }
    play(&mut pos, "c4-d4");
    play(&mut pos, "e3-f3");
    assert_eq!(pos.quiet_plies(), 2);
    assert!(pos.counters().contains(&("no-progress", 2)));
    // A capture resets it too.
    let mut pos = setup(
        "classic",
        &[],
        "fox c4; geese c5 d3 c1 d1 e1 c2 d2 e2; no-progress 30",
    );
    play(&mut pos, "c4xc6");
    assert_eq!(pos.quiet_plies(), 0);

    // The 60th quiet ply draws.
    let mut pos = setup("classic", &[], &format!("{base}; no-progress 58"));
    play(&mut pos, "d5-d6");
    assert_eq!(pos.outcome(), Outcome::Ongoing);
    play(&mut pos, "a3-b3");
    assert_eq!(pos.outcome(), no_progress_draw);
    assert_eq!(move_texts(&pos), Vec::<String>::new());
    // ...unless a forward move comes first.
    let mut pos = setup("classic", &[], &format!("{base}; no-progress 58"));
    play(&mut pos, "d5-d6");
    play(&mut pos, "a3-a4");
    assert_eq!(pos.outcome(), Outcome::Ongoing);
    // Off: no draw however long.
    let mut pos = setup(
        "classic",
        &[("no-progress", "0")],
        &format!("{base}; no-progress 500"),
    );
    play(&mut pos, "d5-d6");
    assert_eq!(pos.outcome(), Outcome::Ongoing);
    // Another limit.
    let mut pos = setup("classic", &[("no-progress", "3")], base);
    play(&mut pos, "d5-d6");
    play(&mut pos, "a3-b3");
    assert_eq!(pos.outcome(), Outcome::Ongoing);
    play(&mut pos, "d6-d7");
    assert_eq!(pos.outcome(), no_progress_draw);
}

#[test]
fn a_win_beats_the_no_progress_draw() {
    // The geese trap the fox on what would be the 60th quiet ply: the geese win.
    let text = "fox d1; geese c1 e1 c2 d3 a3 b3 f3 g3; to-move geese; no-progress 59";
    let mut pos = setup("classic", &[], text);
    play(&mut pos, "c2-d2");
    assert_eq!(
        pos.outcome(),
        Outcome::Win {
            winner: Side::Two,
            reason: EndReason::FoxTrapped
        }
    );
}

#[test]
fn threefold_repetition_draws() {
    let start = setup("classic", &[], "fox d5; geese a3 c1 d1 e1 c2 d2 e2");
    let mut pos = start.clone();
    let cycle = ["d5-d6", "a3-b3", "d6-d5", "b3-a3"];
    for mv in cycle {
        play(&mut pos, mv);
    }
    assert_eq!(
        pos.hash(),
        start.hash(),
        "the same position has the same hash"
    );
    assert_eq!(pos.outcome(), Outcome::Ongoing, "second occurrence");
    for mv in &cycle[..3] {
        play(&mut pos, mv);
        assert_eq!(pos.outcome(), Outcome::Ongoing);
    }
    play(&mut pos, cycle[3]);
    assert_eq!(
        pos.outcome(),
        Outcome::Draw {
            reason: EndReason::Repetition
        }
    );
    assert!(pos.undo());
    assert_eq!(pos.outcome(), Outcome::Ongoing);
}

#[test]
fn repetition_needs_the_same_side_to_move() {
    // The fox walks the triangle d4-c5-d5 (an odd cycle) while a goose shuffles a3-b3, so
    // the placement of the start comes back with the geese to move.
    let mut pos = setup("classic", &[], "fox d4; geese a3 c1 d1 e1 c2 d2 e2");
    let start_hash = pos.hash();
    for mv in ["d4-c5", "a3-b3", "c5-d5", "b3-a3", "d5-d4"] {
        play(&mut pos, mv);
    }
    assert_ne!(pos.hash(), start_hash, "same placement, other side to move");
    let placement_geese_to_move = pos.hash();
    for mv in ["a3-b3", "d4-e4", "b3-a3", "e4-d4"] {
        play(&mut pos, mv);
        assert_eq!(pos.outcome(), Outcome::Ongoing, "after {mv}");
    }
    // The placement has now been seen three times, but only twice with the geese to move.
    assert_eq!(pos.hash(), placement_geese_to_move);
    assert_eq!(pos.outcome(), Outcome::Ongoing);
    for mv in ["a3-b3", "d4-c4", "b3-a3"] {
        play(&mut pos, mv);
        assert_eq!(pos.outcome(), Outcome::Ongoing, "after {mv}");
    }
    play(&mut pos, "c4-d4");
    assert_eq!(
        pos.outcome(),
        Outcome::Draw {
            reason: EndReason::Repetition
        }
    );
}

#[test]
fn fox_captures_helper_lists_geese_and_landings() {
    let pos = setup(
        "classic",
        &[],
        "fox d4; geese c4 d3 e3 c1 d1 e1 c2 e2 a3 g3",
    );
    let b = FoxGeese::board(pos.config());
    let name = |p: u8| b.points[p as usize].name.clone();
    let mut caps: Vec<(String, String)> = pos
        .fox_captures()
        .iter()
        .map(|c| (name(c.goose), name(c.landing)))
        .collect();
    caps.sort();
    assert_eq!(
        caps,
        vec![
            ("c4".to_owned(), "b4".to_owned()),
            ("d3".to_owned(), "d2".to_owned())
        ]
    );
    // Also when the geese are to move (threats).
    let pos = setup(
        "classic",
        &[],
        "fox d4; geese c4 c1 d1 e1 c2 e2 a3 g3; to-move geese",
    );
    assert_eq!(pos.fox_captures().len(), 1);
    let start = FoxGeese::new(&Config::default());
    assert!(start.fox_captures().is_empty());
}

#[test]
fn notation() {
    let pos = setup(
        "classic",
        &[],
        "fox a4; geese b4 d4 f4 c1 d1 e1 c2 d2 e2 c6",
    );
    let mv = pos.parse_move("a4xc4xe4").unwrap();
    assert_eq!(pos.format_move(&mv), "a4xc4xe4");
    assert_eq!(mv.captures(), 2);
    assert_eq!(pos.parse_move(" A4XC4-e4 ").unwrap(), mv);
    let step = pos.parse_move("a4-a5").unwrap();
    assert!(!step.is_jump());
    assert_eq!(pos.format_move(&step), "a4-a5");
    use crate::error::RulesError;
    for text in ["a4-b4", "a4xc4xe4xg4xe4"] {
        assert!(
            matches!(pos.parse_move(text), Err(RulesError::IllegalMove { .. })),
            "{text}"
        );
    }
    for text in ["a1-a2", "a4", "", "d4-d44"] {
        assert!(
            matches!(pos.parse_move(text), Err(RulesError::BadNotation { .. })),
            "{text:?}"
        );
    }
}

#[test]
fn setup_rejects_nonsense() {
    let cfg = Config::default();
    for text in [
        "geese c1",
        "fox d4; fox d5",
        "fox d4 d5",
        "fox a1",
        "fox d4; geese d4",
        "fox d4; geese c1 c1",
        "fox d4; to-move nobody",
        "fox d4; no-progress x",
        "fox d4; colour blue",
        "fox d4; geese c1 d1 e1 c2 d2 e2 a3 b3 c3 d3 e3 f3 g3 a4",
    ] {
        assert!(FoxGeese::setup(&cfg, text).is_err(), "{text}");
    }
    let pos = FoxGeese::setup(&cfg, "fox d4; geese; to-move geese").unwrap();
    // No geese: the fox has taken them all.
    assert_eq!(pos.outcome(), FOX_WINS_BY_CAPTURES);
}

#[test]
fn options_and_presets() {
    use crate::error::RulesError;
    assert_eq!(FoxGeese::preset_names()[0], "classic");
    assert_eq!(FoxGeese::preset("classic").unwrap(), Config::default());
    assert!(matches!(
        FoxGeese::preset("nope"),
        Err(RulesError::UnknownPreset { .. })
    ));
    let c13 = config("13-diagonals", &[]);
    assert_eq!((c13.geese, c13.captures_to_win()), (13, 5));
    assert_eq!(c13.diagonals, super::super::Diagonals::Alternate);
    let o13 = config("13-orthogonal", &[]);
    assert_eq!(
        (o13.diagonals, o13.captures_to_win()),
        (super::super::Diagonals::None, 5)
    );
    let c17 = config("17-diagonals", &[]);
    assert_eq!((c17.geese, c17.captures_to_win()), (17, 7));
    let o17 = config("17-orthogonal", &[]);
    assert_eq!(
        (o17.geese, o17.diagonals),
        (17, super::super::Diagonals::None)
    );
    let table = config("table", &[]);
    assert_eq!(
        (table.diagonals, table.sideways),
        (super::super::Diagonals::All, false)
    );

    let mut cfg = Config::default();
    for (key, value) in [
        ("geese", "14"),
        ("diagonals", "some"),
        ("sideways", "maybe"),
        ("captures-to-win", "0"),
        ("captures-to-win", "18"),
        ("fox-wins-below", "17"),
        ("no-progress", "-1"),
        ("first", "hare"),
        ("colour", "red"),
    ] {
        assert!(
            FoxGeese::set_option(&mut cfg, key, value).is_err(),
            "{key}={value}"
        );
        assert_eq!(cfg, Config::default(), "unchanged after a bad {key}");
    }
    let opts = FoxGeese::options(&config("table", &[("geese", "17"), ("first", "geese")]));
    let value = |k: &str| opts.iter().find(|o| o.key == k).unwrap().value.clone();
    assert_eq!(value("geese"), "17");
    assert_eq!(value("diagonals"), "all");
    assert_eq!(value("sideways"), "off");
    assert_eq!(value("forced-capture"), "off");
    assert_eq!(value("captures-to-win"), "14");
    assert_eq!(value("fox-wins-below"), "4");
    assert_eq!(value("no-progress"), "60");
    assert_eq!(value("first"), "geese");
    // Every listed option can be set back to its listed value without change.
    let cfg = config("table", &[("geese", "17")]);
    for o in FoxGeese::options(&cfg) {
        if o.key == "captures-to-win" {
            continue; // restating the rule as captures changes its form, not its value
        }
        let mut c = cfg;
        FoxGeese::set_option(&mut c, &o.key, &o.value).unwrap();
        assert_eq!(c, cfg, "{}", o.key);
    }
}
