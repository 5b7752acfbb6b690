//! Tests of the rules, the notation and the solution.

use std::collections::HashSet;

use proptest::prelude::*;

use super::geometry::{NAMES, POINTS, ROW};
use super::rules::{State, HARE, HOUNDS};
use super::solver::{self, Value};
use super::*;
use crate::engine::{Evaluate, WIN};
use crate::game::EndReason;
use crate::perft::perft;
use crate::testkit::{perft_agrees, random_playout, undo_all};

fn classic() -> HareHoundsConfig {
    HareHoundsConfig::default()
}

fn config(stall_limit: u8, hare_first: bool) -> HareHoundsConfig {
    HareHoundsConfig {
        stall_limit,
        hare_first,
    }
}

fn pos(text: &str) -> HareHounds {
    HareHounds::setup(&classic(), text).unwrap()
}

fn play(p: &mut HareHounds, text: &str) {
    let mv = p.parse_move(text).unwrap();
    p.try_play(&mv).unwrap();
}

fn move_texts(p: &HareHounds) -> Vec<String> {
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    moves.iter().map(|m| p.format_move(m)).collect()
}

fn win(winner: Side, reason: EndReason) -> Outcome {
    Outcome::Win { winner, reason }
}

/// Every position the rules can produce for a stall limit, finished or not.
fn all_positions(limit: u8) -> Vec<HareHounds> {
    let mut out = Vec::new();
    for hounds in 0u16..1 << POINTS {
        if hounds.count_ones() != 3 {
            continue;
        }
        for hare in 0..POINTS as u8 {
            if hounds & (1 << hare) != 0 {
                continue;
            }
            for to_move in Side::BOTH {
                for stall in 0..=limit {
                    if to_move == HOUNDS && stall == limit {
                        continue;
                    }
                    out.push(HareHounds {
                        config: config(limit, false),
                        state: State {
                            hounds,
                            hare,
                            to_move,
                            stall,
                        },
                        history: Vec::new(),
                    });
                }
            }
        }
    }
    out
}

/// A second, deliberately plain implementation of the rules: points by name, the lines as
/// written in the rules, pieces in lists. Used to check the bitboard version.
mod naive {
    pub const LINES: [&str; 22] = [
        "a2-b2", "b2-c2", "a3-b3", "b3-c3", "a4-b4", "b4-c4", // rows of the square
        "a2-a3", "a3-a4", "b2-b3", "b3-b4", "c2-c3", "c3-c4", // columns
        "a2-b3", "b3-c4", "c2-b3", "b3-a4", // long diagonals
        "b1-a2", "b1-b2", "b1-c2", "b5-a4", "b5-b4", "b5-c4", // end points
    ];

    fn row(p: &str) -> u8 {
        p[1..].parse().unwrap()
    }

    fn neighbours(p: &str) -> Vec<String> {
        let mut out = Vec::new();
        for line in LINES {
            let (a, b) = line.split_once('-').unwrap();
            if a == p {
                out.push(b.to_owned());
            } else if b == p {
                out.push(a.to_owned());
            }
        }
        out
    }

    #[derive(Clone, Debug)]
    pub struct Pos {
        pub hounds: Vec<String>,
        pub hare: String,
        pub hare_to_move: bool,
        pub stall: u8,
        pub limit: u8,
    }

    impl Pos {
        fn empty(&self, p: &str) -> bool {
            self.hare != p && !self.hounds.iter().any(|h| h == p)
        }

        fn raw_moves(&self) -> Vec<(String, String)> {
            let mut out = Vec::new();
            if self.hare_to_move {
                for n in neighbours(&self.hare) {
                    if self.empty(&n) {
                        out.push((self.hare.clone(), n));
                    }
                }
            } else {
                for h in &self.hounds {
                    for n in neighbours(h) {
                        if self.empty(&n) && row(&n) >= row(h) {
                            out.push((h.clone(), n));
                        }
                    }
                }
            }
            out
        }

        /// `Some(true)` the hare has won, `Some(false)` the hounds have, `None` ongoing.
        pub fn winner_is_hare(&self) -> Option<bool> {
            if self.hare_to_move {
                if self.raw_moves().is_empty() {
                    return Some(false);
                }
                if self.stall >= self.limit {
                    return Some(true);
                }
            } else {
                if self.hounds.iter().all(|h| row(&self.hare) < row(h)) {
                    return Some(true);
                }
                if self.raw_moves().is_empty() {
                    return Some(true);
                }
            }
            None
        }

        pub fn moves(&self) -> Vec<(String, String)> {
            if self.winner_is_hare().is_some() {
                Vec::new()
            } else {
                self.raw_moves()
            }
        }

        pub fn play(&self, (from, to): &(String, String)) -> Pos {
            let mut next = self.clone();
            if self.hare_to_move {
                next.hare = to.clone();
            } else {
                let i = next.hounds.iter().position(|h| h == from).unwrap();
                next.hounds[i] = to.clone();
                next.stall = if row(to) > row(from) {
                    0
                } else {
                    self.stall + 1
                };
            }
            next.hare_to_move = !self.hare_to_move;
            next
        }

        pub fn perft(&self, depth: u32) -> u64 {
            if depth == 0 {
                return 1;
            }
            self.moves()
                .iter()
                .map(|m| self.play(m).perft(depth - 1))
                .sum()
        }
    }

    pub fn of(p: &super::HareHounds) -> Pos {
        let pieces = crate::game::Game::pieces(p);
        let name = |i: u8| super::NAMES[usize::from(i)].to_owned();
        Pos {
            hounds: pieces[..3].iter().map(|pc| name(pc.point)).collect(),
            hare: name(pieces[3].point),
            hare_to_move: p.state.to_move == super::HARE,
            stall: p.state.stall,
            limit: p.config.stall_limit,
        }
    }
}

// ---------------------------------------------------------------- board and rules

#[test]
fn board_has_the_lines_of_the_rules() {
    let board = HareHounds::board(&classic());
    assert_eq!(board.points.len(), 11);
    let mut lines: Vec<String> = board
        .lines
        .iter()
        .map(|&(a, b)| {
            format!(
                "{}-{}",
                board.points[a as usize].name, board.points[b as usize].name
            )
        })
        .collect();
    let mut expected: Vec<String> = naive::LINES.iter().map(|s| (*s).to_owned()).collect();
    let norm = |v: &mut Vec<String>| {
        for l in v.iter_mut() {
            let (a, b) = l.split_once('-').unwrap();
            let (a, b) = if a < b { (a, b) } else { (b, a) };
            *l = format!("{a}-{b}");
        }
        v.sort();
    };
    norm(&mut lines);
    norm(&mut expected);
    assert_eq!(lines, expected);
    // Coordinates: the column letter and the row number.
    for p in &board.points {
        let col = f32::from(p.name.as_bytes()[0] - b'a');
        let row = f32::from(p.name.as_bytes()[1] - b'1');
        assert_eq!((p.x, p.y), (col, row), "{}", p.name);
    }
}

#[test]
fn start_position() {
    let p = HareHounds::new(&classic());
    assert_eq!(
        p.setup_text(),
        "hounds b1 a2 c2; hare b5; to-move hounds; stall 0"
    );
    assert_eq!(p.side_to_move(), Side::One);
    assert_eq!(HareHounds::side_role(Side::One), Role::Hounds);
    assert_eq!(HareHounds::side_role(Side::Two), Role::Hare);
    assert_eq!(
        move_texts(&p),
        ["b1-b2", "a2-b2", "a2-a3", "a2-b3", "c2-b2", "c2-b3", "c2-c3"]
    );
    let hare_first = HareHounds::new(&config(10, true));
    assert_eq!(hare_first.side_to_move(), Side::Two);
    assert_eq!(move_texts(&hare_first), ["b5-a4", "b5-b4", "b5-c4"]);
    assert_eq!(p.counters(), vec![("stall", 0), ("stall-limit", 10)]);
    assert_eq!(p.pieces().len(), 4);
    p.validate().unwrap();
}

/// The bitboard rules agree with the plain ones on every position: same moves, same end.
#[test]
fn rules_agree_with_naive_rules_everywhere() {
    for limit in [1, 3, 10] {
        for p in all_positions(limit) {
            let n = naive::of(&p);
            let mut mine = move_texts(&p);
            let mut theirs: Vec<String> =
                n.moves().iter().map(|(a, b)| format!("{a}-{b}")).collect();
            mine.sort();
            theirs.sort();
            assert_eq!(mine, theirs, "{}", p.setup_text());
            let winner_is_hare = match p.outcome() {
                Outcome::Ongoing => None,
                Outcome::Win { winner, .. } => Some(winner == HARE),
                Outcome::Draw { .. } => panic!("no draws in this game"),
            };
            assert_eq!(winner_is_hare, n.winner_is_hare(), "{}", p.setup_text());
        }
    }
}

#[test]
fn perft_from_the_start() {
    // Depth 1 by hand: b1 can only go to b2; a2 to b2, a3, b3; c2 to b2, b3, c3. Depth 2:
    // after any of them the hare on b5 has a4, b4 and c4.
    let expected: [u64; 9] = [1, 7, 21, 133, 443, 2879, 9044, 55384, 169166];
    let start = HareHounds::new(&classic());
    let naive = naive::of(&start);
    for (depth, &n) in expected.iter().enumerate() {
        let depth = depth as u32;
        assert_eq!(perft(&mut start.clone(), depth), n, "depth {depth}");
        if depth <= 7 {
            assert_eq!(naive.perft(depth), n, "naive, depth {depth}");
        }
    }
    perft_agrees(&start, 5);

    let expected_hare_first: [u64; 7] = [1, 3, 21, 76, 441, 1427, 9134];
    let start = HareHounds::new(&config(10, true));
    let naive = naive::of(&start);
    for (depth, &n) in expected_hare_first.iter().enumerate() {
        let depth = depth as u32;
        assert_eq!(perft(&mut start.clone(), depth), n, "depth {depth}");
        assert_eq!(naive.perft(depth), n, "naive, depth {depth}");
    }
}

#[test]
fn hounds_never_move_backward() {
    for p in all_positions(10) {
        if p.side_to_move() != HOUNDS {
            continue;
        }
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        for m in moves {
            assert!(
                ROW[m.to as usize] >= ROW[m.from as usize],
                "{}",
                p.format_move(&m)
            );
        }
    }
    let p = pos("hounds b3 a2 c2; hare b5");
    assert_eq!(
        p.parse_move("b3-b2"),
        Err(RulesError::illegal("b3-b2")),
        "back is not allowed"
    );
    assert!(p.parse_move("b3-a3").is_ok(), "sideways is");
    assert!(p.parse_move("b3-a4").is_ok(), "diagonally forward is");
    // The hare may go back.
    let p = pos("hounds a2 b2 c2; hare b4; to-move hare");
    assert!(p.parse_move("b4-b3").is_ok());
    assert!(p.parse_move("b4-b5").is_ok());
}

#[test]
fn hare_trapped() {
    let p = pos("hounds a4 b4 c4; hare b5; to-move hare");
    assert_eq!(p.outcome(), win(HOUNDS, EndReason::HareTrapped));
    assert!(move_texts(&p).is_empty());

    let mut p = pos("hounds a4 c4 b3; hare b5");
    assert_eq!(p.outcome(), Outcome::Ongoing);
    play(&mut p, "b3-b4");
    assert_eq!(p.outcome(), win(HOUNDS, EndReason::HareTrapped));
    assert!(move_texts(&p).is_empty());
    assert_eq!(
        p.try_play(&Move { from: 10, to: 9 }),
        Err(RulesError::GameOver)
    );
}

#[test]
fn hare_slips_past() {
    let mut p = pos("hounds a3 c3 b4; hare b3; to-move hare");
    assert_eq!(p.outcome(), Outcome::Ongoing);
    play(&mut p, "b3-b2");
    assert_eq!(p.outcome(), win(HARE, EndReason::HareEscaped));
    assert!(move_texts(&p).is_empty());

    // Level with a hound is not past it.
    let mut p = pos("hounds a3 c4 b4; hare b3; to-move hare");
    play(&mut p, "b3-c3");
    assert_eq!(p.outcome(), Outcome::Ongoing);
}

#[test]
fn hounds_leaving_the_hare_behind_end_the_game_only_after_its_move() {
    let mut p = pos("hounds a3 b4 c4; hare b3");
    play(&mut p, "a3-a4");
    assert_eq!(
        p.outcome(),
        Outcome::Ongoing,
        "checked after the hare's move only"
    );
    // Even a sideways step completes the escape.
    play(&mut p, "b3-a3");
    assert_eq!(p.outcome(), win(HARE, EndReason::HareEscaped));
}

#[test]
fn stall_limit_on_the_tenth_non_advancing_move() {
    let mut p = pos("hounds a2 c2 a3; hare b5");
    for i in 1..=10u8 {
        play(&mut p, if i % 2 == 1 { "a3-b3" } else { "b3-a3" });
        assert_eq!(p.stall(), i);
        if i < 10 {
            assert_eq!(p.outcome(), Outcome::Ongoing, "after {i} sideways moves");
            // The hare's moves leave the counter alone.
            play(&mut p, if i % 2 == 1 { "b5-b4" } else { "b4-b5" });
            assert_eq!(p.stall(), i);
            assert_eq!(p.counters()[0], ("stall", i64::from(i)));
        }
    }
    assert_eq!(p.outcome(), win(HARE, EndReason::HoundsStalled));
    assert!(move_texts(&p).is_empty());

    // A smaller limit ends sooner.
    let mut p = HareHounds::setup(&config(2, false), "hounds a2 c2 a3; hare b5").unwrap();
    play(&mut p, "a3-b3");
    play(&mut p, "b5-b4");
    play(&mut p, "b3-a3");
    assert_eq!(p.outcome(), win(HARE, EndReason::HoundsStalled));
}

#[test]
fn advancing_resets_the_stall_counter() {
    let mut p = pos("hounds a2 c2 a3; hare b5; stall 5");
    play(&mut p, "c2-b2");
    assert_eq!(p.stall(), 6, "sideways counts");
    play(&mut p, "b5-b4");
    assert_eq!(p.stall(), 6);
    play(&mut p, "b2-b3");
    assert_eq!(p.stall(), 0, "forward resets");
    play(&mut p, "b4-b5");
    play(&mut p, "a2-b2");
    assert_eq!(p.stall(), 1);
    play(&mut p, "b5-b4");
    play(&mut p, "b3-c4");
    assert_eq!(p.stall(), 0, "diagonally forward resets");
    assert!(p.undo());
    assert_eq!(p.stall(), 1, "undo restores the counter");
}

#[test]
fn trapping_beats_the_stall_limit() {
    let mut p = pos("hounds a2 a4 c3; hare a3; stall 9");
    play(&mut p, "c3-b3");
    assert_eq!(p.stall(), 10);
    assert_eq!(p.outcome(), win(HOUNDS, EndReason::HareTrapped));
}

#[test]
fn hounds_without_a_move_lose() {
    let p = pos("hounds b5 a4 c4; hare b4");
    assert_eq!(p.outcome(), win(HARE, EndReason::HoundsBlocked));
    assert!(move_texts(&p).is_empty());
    // Reached by play: the hare steps into the gap.
    let mut p = pos("hounds b5 a4 c4; hare b3; to-move hare");
    play(&mut p, "b3-b4");
    assert_eq!(p.outcome(), win(HARE, EndReason::HoundsBlocked));
}

#[test]
fn hash_covers_pieces_side_and_stall_counter() {
    let positions = all_positions(10);
    let hashes: HashSet<u64> = positions.iter().map(|p| p.hash()).collect();
    assert_eq!(hashes.len(), positions.len(), "every position hashes apart");
    // The same position by two move orders hashes the same.
    let mut a = HareHounds::new(&classic());
    let mut b = a.clone();
    for m in ["a2-a3", "b5-b4", "c2-c3", "b4-b5"] {
        play(&mut a, m);
    }
    for m in ["c2-c3", "b5-b4", "a2-a3", "b4-b5"] {
        play(&mut b, m);
    }
    assert_eq!(a.hash(), b.hash());
    assert_eq!(a.setup_text(), b.setup_text());
    assert_ne!(a.hash(), pos("hounds b1 a3 c3; hare b5; stall 1").hash());
}

// ---------------------------------------------------------------- notation and setup

#[test]
fn notation() {
    let p = HareHounds::new(&classic());
    let mv = p.parse_move("a2-b3").unwrap();
    assert_eq!(mv, Move { from: 1, to: 5 });
    assert_eq!(p.format_move(&mv), "a2-b3");
    assert_eq!(p.parse_move(" A2B3 "), Ok(mv));
    assert_eq!(
        p.parse_move("a3"),
        Ok(Move { from: 1, to: 4 }),
        "only a2 reaches a3"
    );
    assert!(
        matches!(p.parse_move("b2"), Err(RulesError::BadNotation { .. })),
        "ambiguous"
    );
    assert!(matches!(
        p.parse_move("d2-d3"),
        Err(RulesError::BadNotation { .. })
    ));
    assert!(matches!(
        p.parse_move("nonsense"),
        Err(RulesError::BadNotation { .. })
    ));
    assert_eq!(
        p.parse_move("b1-a2"),
        Err(RulesError::illegal("b1-a2")),
        "occupied"
    );
    assert_eq!(
        p.parse_move("b5-b4"),
        Err(RulesError::illegal("b5-b4")),
        "not the hare's turn"
    );
    let p = HareHounds::new(&config(10, true));
    assert_eq!(p.parse_move("b4"), Ok(Move { from: 10, to: 8 }));
}

#[test]
fn setup_text() {
    // Hounds are listed in point order: row by row, a to c.
    let text = "hounds a2 c2 b3; hare b5; to-move hare; stall 3";
    let p = pos(text);
    assert_eq!(p.setup_text(), text);
    assert_eq!(p.side_to_move(), HARE);
    assert_eq!(p.stall(), 3);
    assert_eq!(p.ply(), 0);
    assert_eq!(
        pos(" hare b5 ;HOUNDS c2 A2 b3;to-move hare;stall 3").setup_text(),
        text
    );
    for bad in [
        "hounds a2 b3; hare b5",
        "hounds a2 a2 c2; hare b5",
        "hounds a2 b3 c2; hare b3",
        "hounds a2 b3 c2; hare d5",
        "hounds a2 b3 c2",
        "hare b5",
        "hounds a2 b3 c2; hare b5; to-move fox",
        "hounds a2 b3 c2; hare b5; stall 10",
        "hounds a2 b3 c2; hare b5; stall x",
        "hounds a2 b3 c2; hare b5; colour red",
    ] {
        assert!(
            matches!(
                HareHounds::setup(&classic(), bad),
                Err(RulesError::BadPosition { .. })
            ),
            "{bad}"
        );
    }
    // The hare facing a full stall counter is a finished game, but a possible one.
    let p = pos("hounds a2 b3 c2; hare b5; to-move hare; stall 10");
    assert_eq!(p.outcome(), win(HARE, EndReason::HoundsStalled));
}

#[test]
fn presets_and_options() {
    assert_eq!(HareHounds::preset_names()[0], "classic");
    assert_eq!(HareHounds::preset("classic"), Ok(classic()));
    assert_eq!(HareHounds::preset("hare-first"), Ok(config(10, true)));
    assert!(HareHounds::preset("nope").is_err());
    let c = HareHounds::configure(
        Some("classic"),
        &[
            ("stall-limit".into(), "4".into()),
            ("first".into(), "hare".into()),
        ],
    )
    .unwrap();
    assert_eq!(c, config(4, true));
    let opts = HareHounds::options(&c);
    assert_eq!(opts[0], OptionSpec::number("stall-limit", 1, 50, 4));
    assert_eq!(
        opts[1],
        OptionSpec::choice("first", &["hounds", "hare"], "hare")
    );
    let mut c = classic();
    for (k, v) in [
        ("stall-limit", "0"),
        ("stall-limit", "51"),
        ("first", "fox"),
        ("x", "1"),
    ] {
        assert!(HareHounds::set_option(&mut c, k, v).is_err(), "{k}={v}");
    }
    assert_eq!(c, classic(), "unchanged on error");
}

// ---------------------------------------------------------------- positions from outside

#[test]
fn serde_round_trip() {
    let mut p = HareHounds::new(&classic());
    for m in ["a2-b3", "b5-b4", "b1-b2"] {
        play(&mut p, m);
    }
    let json = serde_json::to_string(&p).unwrap();
    let back: HareHounds = serde_json::from_str(&json).unwrap();
    assert_eq!(back, p);
    assert_eq!(back.hash(), p.hash());
    back.validate().unwrap();
    undo_all(back, &HareHounds::new(&classic()));

    let entry = crate::games::find("hare-hounds").unwrap();
    let game = (entry.from_json)(&crate::AnyGame::to_json(&p)).unwrap();
    assert_eq!(game.hash(), p.hash());
    let started = (entry.start)(Some("hare-first"), &[]).unwrap();
    assert_eq!(started.side_to_move(), HARE);
}

#[test]
fn validate_rejects_corrupt_positions() {
    let mut good = HareHounds::new(&classic());
    for m in ["a2-b3", "b5-b4", "b3-a3", "b4-b5"] {
        play(&mut good, m);
    }
    good.validate().unwrap();
    let value = serde_json::to_value(&good).unwrap();
    let corrupt = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut v = value.clone();
        edit(&mut v);
        let p: HareHounds = serde_json::from_value(v).unwrap();
        p.validate()
    };
    let edits: Vec<(&str, &str, serde_json::Value)> = vec![
        ("hare on a hound", "/state/hare", 0.into()),
        ("hare off the board", "/state/hare", 11.into()),
        ("two hounds", "/state/hounds", 0b11.into()),
        ("four hounds", "/state/hounds", 0b1111.into()),
        (
            "hound off the board",
            "/state/hounds",
            0b1000_0000_0011u16.into(),
        ),
        ("stall beyond the limit", "/state/stall", 11.into()),
        ("hounds facing the limit", "/state/stall", 10.into()),
        ("limit zero", "/config/stall-limit", 0.into()),
        ("limit too large", "/config/stall-limit", 51.into()),
        ("history move off the board", "/history/0/mv/to", 200.into()),
        ("history move from nowhere", "/history/3/mv/from", 7.into()),
        ("history stall wrong", "/history/2/stall", 4.into()),
        // a3 came from b3 sideways; claim it came from a4 (backward).
        (
            "history backward hound move",
            "/history/2/mv/from",
            7.into(),
        ),
    ];
    let refused = |edit: &dyn Fn(&mut serde_json::Value)| {
        matches!(corrupt(edit), Err(RulesError::BadPosition { .. }))
    };
    for (why, at, wrong) in &edits {
        assert!(
            refused(&|v| *v.pointer_mut(at).expect(at) = wrong.clone()),
            "{why}"
        );
    }
    assert!(
        refused(&|v| {
            let first = v["history"][0].clone();
            v["history"].as_array_mut().unwrap().insert(0, first);
        }),
        "history too long"
    );
    // Garbage that does not even deserialize never reaches validate.
    let mut v = value.clone();
    v["state"]["to_move"] = "Three".into();
    assert!(serde_json::from_value::<HareHounds>(v).is_err());
}

// ---------------------------------------------------------------- the solution

#[test]
fn value_of_the_start() {
    // Classic: the hounds, moving first, win in 23 plies; with the hare first too (24).
    let p = HareHounds::new(&classic());
    assert_eq!(p.value(), Value::Win(23));
    assert_eq!(p.oracle(), Some(WIN - 23));
    // The evaluation is the weaker levels' heuristic, far from any win score.
    assert!(p.evaluate().abs() < WIN - 10_000);
    assert_eq!(HareHounds::new(&config(10, true)).value(), Value::Loss(24));
    // Any limit from 4 up changes nothing; below it the hounds cannot get through.
    for limit in 4..=MAX_STALL_LIMIT {
        assert_eq!(
            HareHounds::new(&config(limit, false)).value(),
            Value::Win(23),
            "{limit}"
        );
    }
    for limit in 1..=3 {
        assert!(matches!(
            HareHounds::new(&config(limit, false)).value(),
            Value::Loss(_)
        ));
    }
}

/// The optimal game written in RULES.md: each move is optimal, and it ends as stated.
#[test]
fn an_optimal_game() {
    let line = "b1-b2 b5-a4 a2-b3 a4-a3 b2-a2 a3-a4 a2-a3 a4-b5 b3-c4 b5-b4 a3-b3 b4-a4 c2-b2 \
                a4-a3 b2-a2 a3-a4 a2-a3 a4-b5 b3-a4 b5-b4 a3-b3 b4-b5 b3-b4";
    let mut p = HareHounds::new(&classic());
    for (i, text) in line.split_whitespace().enumerate() {
        let mv = p.parse_move(text).unwrap();
        assert!(p.best_moves().contains(&mv), "{text}");
        let left = 23 - i as u16;
        let expected = if i % 2 == 0 {
            Value::Win(left)
        } else {
            Value::Loss(left)
        };
        assert_eq!(p.value(), expected, "before {text}");
        p.play(&mv);
    }
    assert_eq!(p.outcome(), win(HOUNDS, EndReason::HareTrapped));
    // After b1-b2 b5-a4 exactly these hound moves keep the win.
    let mut p = HareHounds::new(&classic());
    play(&mut p, "b1-b2");
    play(&mut p, "b5-a4");
    let mut keeping = Vec::new();
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    for m in &moves {
        let mut c = p.clone();
        c.play(m);
        if matches!(c.value(), Value::Loss(_)) {
            keeping.push(p.format_move(m));
        }
    }
    assert_eq!(keeping, ["a2-b3", "c2-b3"]);
}

#[test]
fn solver_is_fast() {
    let t = std::time::Instant::now();
    let _ = solver::solve(MAX_STALL_LIMIT);
    assert!(t.elapsed().as_millis() < 1000, "{:?}", t.elapsed());
}

/// Every entry satisfies the minimax equations with distances: the table is the solution,
/// whatever order it was computed in.
#[test]
fn table_is_consistent_everywhere() {
    for limit in [1, 3, 10] {
        for p in all_positions(limit) {
            let v = p.value();
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            if moves.is_empty() {
                let expected = match p.outcome() {
                    Outcome::Win { winner, .. } if winner == p.side_to_move() => Value::Win(0),
                    Outcome::Win { .. } => Value::Loss(0),
                    other => panic!("a position without moves is over: {other:?}"),
                };
                assert_eq!(v, expected);
                continue;
            }
            let children: Vec<Value> = moves
                .iter()
                .map(|m| {
                    let mut c = p.clone();
                    c.play(m);
                    c.value()
                })
                .collect();
            let fastest = children
                .iter()
                .filter_map(|c| {
                    if let Value::Loss(n) = c {
                        Some(n + 1)
                    } else {
                        None
                    }
                })
                .min();
            let expected = if let Some(n) = fastest {
                Value::Win(n)
            } else if children.iter().all(|c| matches!(c, Value::Win(_))) {
                let n = children
                    .iter()
                    .map(|c| if let Value::Win(n) = c { n + 1 } else { 0 })
                    .max()
                    .unwrap();
                Value::Loss(n)
            } else {
                Value::Draw
            };
            assert_eq!(v, expected, "{}", p.setup_text());
            assert_ne!(v, Value::Draw, "the stall rule makes every game finite");
        }
    }
}

/// Plain minimax to a fixed depth: the value if the game is decided within `depth` plies.
fn minimax(p: &mut HareHounds, depth: u32) -> Option<Value> {
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    if moves.is_empty() {
        return match p.outcome() {
            Outcome::Win { winner, .. } if winner == p.side_to_move() => Some(Value::Win(0)),
            _ => Some(Value::Loss(0)),
        };
    }
    if depth == 0 {
        return None;
    }
    let mut best_win: Option<u16> = None;
    let mut longest_loss = Some(0u16);
    for m in &moves {
        p.play(m);
        let child = minimax(p, depth - 1);
        p.undo();
        match child {
            Some(Value::Loss(n)) => best_win = Some(best_win.map_or(n + 1, |b| b.min(n + 1))),
            Some(Value::Win(n)) => longest_loss = longest_loss.map(|l| l.max(n + 1)),
            _ => longest_loss = None,
        }
    }
    match (best_win, longest_loss) {
        (Some(n), _) => Some(Value::Win(n)),
        (None, Some(n)) => Some(Value::Loss(n)),
        _ => None,
    }
}

#[test]
fn table_agrees_with_minimax() {
    const DEPTH: u32 = 7;
    let positions = all_positions(10);
    let mut checked = [0, 0];
    // A spread of positions: every 97th, which mixes near and far endings.
    for p in positions.iter().step_by(97) {
        let expected = match p.value() {
            Value::Win(n) | Value::Loss(n) if u32::from(n) > DEPTH => None,
            v => Some(v),
        };
        checked[usize::from(expected.is_some())] += 1;
        assert_eq!(
            minimax(&mut p.clone(), DEPTH),
            expected,
            "{}",
            p.setup_text()
        );
    }
    assert!(checked[0] > 20 && checked[1] > 20, "{checked:?}");
    // And the start, whose ending is beyond the horizon.
    assert_eq!(minimax(&mut HareHounds::new(&classic()), DEPTH), None);
}

#[test]
fn best_moves_are_the_optimal_ones() {
    let p = HareHounds::new(&classic());
    let best: Vec<String> = p.best_moves().iter().map(|m| p.format_move(m)).collect();
    assert_eq!(best, ["b1-b2", "a2-b3", "c2-b3"]);
    for m in p.best_moves() {
        let mut c = p.clone();
        c.play(&m);
        assert_eq!(c.value(), Value::Loss(22));
    }
    // The hare, lost, resists longest: every reply keeps the hounds' win at 21 more plies.
    let mut c = p.clone();
    play(&mut c, "a2-b3");
    for m in c.best_moves() {
        let mut d = c.clone();
        d.play(&m);
        assert_eq!(d.value(), Value::Win(21));
    }
    // The ordering does not leak the solution to the levels that must not read it.
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    for m in &moves {
        assert_eq!(p.order_hint(m), 0);
        assert!(!p.is_noisy(m));
    }
    let over = pos("hounds a4 b4 c4; hare b5; to-move hare");
    assert!(over.best_moves().is_empty());
    assert_eq!(over.oracle(), Some(-WIN));
}

/// The proof: from `p`, `perfect` playing the table's first optimal move against every
/// possible reply, over the whole game tree (each position once), always wins. Returns how
/// many game ends it reached.
fn perfect_side_always_wins(p: &mut HareHounds, perfect: Side, seen: &mut HashSet<State>) -> usize {
    if !seen.insert(p.state) {
        return 0;
    }
    match p.outcome() {
        Outcome::Ongoing => {}
        Outcome::Win { winner, .. } => {
            assert_eq!(winner, perfect, "the perfect side lost: {}", p.setup_text());
            return 1;
        }
        Outcome::Draw { .. } => panic!("no draws"),
    }
    let mut moves = Vec::new();
    if p.side_to_move() == perfect {
        moves.push(p.best_moves()[0]);
    } else {
        p.legal_moves(&mut moves);
    }
    let mut leaves = 0;
    for m in &moves {
        p.play(m);
        leaves += perfect_side_always_wins(p, perfect, seen);
        p.undo();
    }
    leaves
}

#[test]
fn perfect_hounds_never_lose() {
    for c in [
        classic(),
        config(10, true),
        config(4, false),
        config(50, false),
    ] {
        let mut seen = HashSet::new();
        let leaves = perfect_side_always_wins(&mut HareHounds::new(&c), HOUNDS, &mut seen);
        assert!(leaves > 0 && seen.len() > 10, "{c:?}");
    }
}

/// Every position reachable from the start, by any play.
fn reachable(start: &HareHounds) -> Vec<HareHounds> {
    let mut seen = HashSet::new();
    let mut stack = vec![start.clone()];
    let mut out = Vec::new();
    while let Some(p) = stack.pop() {
        if !seen.insert(p.state) {
            continue;
        }
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        for m in &moves {
            let mut c = p.clone();
            c.play(m);
            stack.push(c);
        }
        out.push(p);
    }
    out
}

#[test]
fn perfect_hare_punishes_every_losing_error_of_the_hounds() {
    let start = HareHounds::new(&classic());
    let mut errors = 0;
    let mut seen = HashSet::new();
    for p in reachable(&start) {
        if p.side_to_move() != HOUNDS || !matches!(p.value(), Value::Win(_)) {
            continue;
        }
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        for m in &moves {
            let mut c = p.clone();
            c.play(m);
            if matches!(c.value(), Value::Win(_)) {
                errors += 1;
                perfect_side_always_wins(&mut c, HARE, &mut seen);
            }
        }
    }
    // Losing errors exist, so the check above checked something.
    assert!(errors > 100, "{errors}");
    // One concretely: every first move of the hounds still wins, but after b1-b2 b5-a4,
    // a2-a3 throws the win away (a2-b3 wins).
    let mut p = start.clone();
    play(&mut p, "b1-b2");
    play(&mut p, "b5-a4");
    let mut good = p.clone();
    play(&mut good, "a2-b3");
    assert!(matches!(good.value(), Value::Loss(_)));
    play(&mut p, "a2-a3");
    assert!(matches!(p.value(), Value::Win(_)));
    perfect_side_always_wins(&mut p, HARE, &mut HashSet::new());
}

// ---------------------------------------------------------------- random playouts

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_playouts_end_and_undo(seed in any::<u64>(), preset in 0usize..2) {
        let c = HareHounds::preset(HareHounds::preset_names()[preset]).unwrap();
        let start = HareHounds::new(&c);
        let end = random_playout(&start, seed, 2000);
        prop_assert!(end.outcome().is_over());
        prop_assert!(end.best_moves().is_empty());
        undo_all(end, &start);
    }

    #[test]
    fn random_playouts_with_any_stall_limit(seed in any::<u64>(), limit in 1u8..=50, hare_first: bool) {
        let start = HareHounds::new(&config(limit, hare_first));
        let end = random_playout(&start, seed, 5000);
        prop_assert!(end.outcome().is_over());
        prop_assert!(end.value() == Value::Win(0) || end.value() == Value::Loss(0));
    }
}

/// Expert plays the solved move even when its search gets no time at all (a cancelled
/// token: the search stops before its first node and could only return its fallback, the
/// first move in ordering order, which often is not optimal — counted below, so the test
/// does exercise positions where the fallback would have been wrong).
#[test]
fn expert_plays_the_solved_move_whatever_the_time() {
    use crate::engine::{CancelToken, ComputerPlayer, Level, Limits, Searcher};
    let cancelled = CancelToken::new();
    cancelled.cancel();
    let mut expert = ComputerPlayer::<HareHounds>::new(Level::Expert, 1, 0.001);
    let mut bare = Searcher::<HareHounds>::new(1 << 16);
    let mut fallback_wrong = 0;
    let mut checked = 0;
    for p in all_positions(4).into_iter().step_by(7) {
        if p.outcome().is_over() {
            continue;
        }
        let best = p.best_moves();
        let chosen = expert
            .choose(&p, &cancelled)
            .best_move
            .expect("an ongoing game");
        assert!(
            best.contains(&chosen),
            "{}: played {}, solved moves {:?}",
            p.write_setup(),
            p.format_move(&chosen),
            best.iter().map(|m| p.format_move(m)).collect::<Vec<_>>()
        );
        let fallback = bare.search(&p, &Limits::default(), &cancelled).best_move;
        fallback_wrong += !best.contains(&fallback.expect("a fallback move")) as usize;
        checked += 1;
    }
    assert!(checked > 1000, "{checked}");
    assert!(
        fallback_wrong > 0,
        "the fallback was always optimal: the test shows nothing"
    );
}
