use std::collections::BTreeSet;

use proptest::prelude::*;

use super::geometry::{squares, BLACK_PROMOTION_ROW, WHITE_PROMOTION_ROW};
use super::*;
use crate::perft::perft;
use crate::testkit::{perft_agrees, random_playout, undo_all};

fn start() -> Dama {
    Dama::new(&DamaConfig::default())
}

fn fen(text: &str) -> Dama {
    Dama::from_fen(&DamaConfig::default(), text).unwrap()
}

fn moves_of(pos: &Dama) -> Vec<DamaMove> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves
}

fn notations(pos: &Dama) -> BTreeSet<String> {
    moves_of(pos).iter().map(|m| pos.format_move(m)).collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| (*s).to_owned()).collect()
}

fn play(pos: &mut Dama, text: &str) {
    let mv = pos.parse_move(text).unwrap();
    pos.play(&mv);
}

/// The legal moves as the reference generator's tuples.
fn as_tuples(pos: &Dama) -> BTreeSet<(u8, u8, BTreeSet<u8>)> {
    moves_of(pos)
        .iter()
        .map(|m| {
            (
                m.from + 1,
                m.to + 1,
                squares(m.captured).map(|s| s as u8 + 1).collect(),
            )
        })
        .collect()
}

fn reference_of(pos: &Dama) -> BTreeSet<(u8, u8, BTreeSet<u8>)> {
    reference_tests::legal_moves(pos.white, pos.black, pos.kings, pos.side == Side::One)
}

// ---- start position, numbering, perft ----

#[test]
fn perft_from_the_start() {
    // The numbers of the issue. The reference generator agrees to depth 5 below.
    let expected = [7, 49, 302, 1469, 7361, 36473];
    let mut pos = start();
    for (depth, &n) in expected.iter().enumerate() {
        assert_eq!(perft(&mut pos, depth as u32 + 1), n, "depth {}", depth + 1);
    }
    perft_agrees(&start(), 3);
}

/// Perft with the naive reference generator choosing the moves.
fn reference_perft(pos: &mut Dama, depth: u32) -> u64 {
    let reference = reference_of(pos);
    assert_eq!(as_tuples(pos), reference);
    if depth == 1 {
        return reference.len() as u64;
    }
    let mut total = 0;
    for mv in moves_of(pos) {
        pos.play(&mv);
        total += reference_perft(pos, depth - 1);
        pos.undo();
    }
    total
}

#[test]
fn reference_generator_agrees_on_perft() {
    assert_eq!(reference_perft(&mut start(), 5), 7361);
}

#[test]
fn start_position_and_numbering() {
    let pos = start();
    assert_eq!(
        pos.to_fen(),
        "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
    );
    assert_eq!(pos.side_to_move(), Side::One);
    assert_eq!(
        notations(&pos),
        set(&["21-17", "21-18", "22-18", "22-19", "23-19", "23-20", "24-20"])
    );
    let board = Dama::board(&DamaConfig::default());
    assert_eq!(board.kind, BoardKind::Checkerboard { size: 8 });
    assert_eq!(board.points.len(), 32);
    let at = |name: &str| {
        let p = &board.points[board.point_index(name).unwrap()];
        (p.x, p.y)
    };
    // Square 1 is the top-left corner (a8), 32 White's single corner (h1); a1 is light.
    assert_eq!(at("1"), (0.5, 7.5));
    assert_eq!(at("4"), (6.5, 7.5));
    assert_eq!(at("5"), (1.5, 6.5));
    assert_eq!(at("29"), (1.5, 0.5));
    assert_eq!(at("32"), (7.5, 0.5));
    assert!(board.points.iter().all(|p| (p.x, p.y) != (0.5, 0.5)));
    // White's pieces are on the three rows nearest White.
    for piece in pos.pieces() {
        let p = &board.points[piece.point as usize];
        match piece.kind {
            PieceKind::WhiteMan => assert!(p.y < 3.0),
            PieceKind::BlackMan => assert!(p.y > 5.0),
            other => panic!("unexpected {other:?}"),
        }
    }
    let reference = reference_tests::numbering();
    for p in &board.points {
        let n: u8 = p.name.parse().unwrap();
        assert_eq!(reference[p.y as usize][p.x as usize], n);
    }
}

/// A game from pydraughts' tests (variant `italian`): every move must be legal here too,
/// which pins the numbering and orientation to theirs.
#[test]
fn pydraughts_game_replays() {
    let moves = "21-17 12-15 23-19 11-14 19x12 8x15 28-23 14-18 22x13 9x18 23-20 10-14 20x11 6x15 17-13 3-6 13-9 5-10 32-28 1-5 26-21 7-12 21-17 12-16 30-26 6-11 26-21 4-7 29-26 14-19 21x14 11x18 26-21 16-20 21x14 19-22 27x18 10x19 31-27 19-22 28-23 22x31 23x16 31-27 18-14 27-23 25-21 23-20 17-13 15-19 21-18 19-22 13-10 22-26 10x1 26-30 1-5 30-27 5-10 27-22 10-13 22-19 14-10 19-15 10-5 20-23 5-1 23-20 1-5 7-11 5-10 15-12 10-6 11-15 6-11";
    let mut pos = start();
    for text in moves.split_whitespace() {
        assert_eq!(pos.outcome(), Outcome::Ongoing, "before {text}");
        let mv = pos
            .parse_move(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(pos.format_move(&mv), text);
        pos.play(&mv);
        pos.validate().unwrap();
    }
    undo_all(pos, &start());
}

// ---- capture priorities ----

#[test]
fn capture_is_compulsory() {
    // 22 could also move 22-19, but the capture 22x13 is there.
    assert_eq!(notations(&fen("W:W22:B18")), set(&["22x13"]));
}

#[test]
fn most_pieces_first() {
    // 22x13x6 takes two; 24x15 only one.
    let pos = fen("W:W22,24:B1,10,18,20");
    assert_eq!(notations(&pos), set(&["22x13x6"]));
    // Quantity beats "king before man": the man's two beat the king's one.
    let pos = fen("W:W22,K26:B1,10,18,21");
    assert_eq!(notations(&pos), set(&["22x13x6"]));
}

#[test]
fn king_captures_before_man() {
    // The king on 26 and the man on 24 can each take one piece: the king must.
    let pos = fen("W:W24,K26:B1,20,22");
    assert_eq!(notations(&pos), set(&["26x19"]));
}

#[test]
fn most_kings_first() {
    // The king on 19 can take the man on 14 or the king on 15: the king.
    assert_eq!(notations(&fen("W:WK19:B14,K15")), set(&["19x12"]));
    // Two pieces either way: 22x13x6 takes two men, 22x15x8 a man and a king.
    assert_eq!(notations(&fen("W:WK22:B10,K12,18,19")), set(&["22x15x8"]));
    // From pydraughts' tests: 25x18x11x4 takes two kings.
    let pos = fen("W:W31,32,K25:B12,20,21,28,5,K13,K14,K7");
    assert_eq!(notations(&pos), set(&["25x18x11x4"]));
}

#[test]
fn earliest_king_first() {
    // Both take a man and a king; 22x13x6 meets the king first (18), 22x15x8 second (12).
    assert_eq!(notations(&fen("W:WK22:B10,K12,K18,19")), set(&["22x13x6"]));
    // From pydraughts' tests.
    let pos = fen("W:W31,32,K25:B12,13,20,21,28,7,K14,K5");
    assert_eq!(notations(&pos), set(&["25x18x11x4"]));
}

#[test]
fn free_choice_among_equals() {
    // Two men, one piece each: both captures are legal.
    assert_eq!(
        notations(&fen("W:W22,24:B1,18,20")),
        set(&["22x13", "24x15"])
    );
}

#[test]
fn man_never_captures_a_king() {
    // Not as the first jump: 22 cannot take the king on 18.
    assert_eq!(notations(&fen("W:W22:BK18")), set(&["22-19"]));
    // Nor later in a sequence: after 22x13 the next piece (10) is a king, so it stops.
    assert_eq!(notations(&fen("W:W22:B18,K10")), set(&["22x13"]));
    // Black's men neither.
    assert_eq!(notations(&fen("B:WK14:B10")), set(&["10-13"]));
}

#[test]
fn promotion_ends_a_capture() {
    // 10x3 crowns the man on 3; as a king it could go on 3x12 over 7, but the move ends.
    let mut pos = fen("W:W10:B6,7");
    assert_eq!(notations(&pos), set(&["10x3"]));
    play(&mut pos, "10x3");
    assert_eq!(pos.to_fen(), "B:WK3:B7");
    assert_eq!(pos.quiet_plies(), 0);
    // Black crowns the same way: 23x30, then stops (as a king it could take 26 to 21).
    let mut pos = fen("B:W26,27:B23,K1");
    assert_eq!(notations(&pos), set(&["23x30"]));
    play(&mut pos, "23x30");
    assert_eq!(pos.to_fen(), "W:W26:BK1,K30");
}

#[test]
fn king_captures_backwards() {
    assert_eq!(notations(&fen("W:WK13:B18")), set(&["13x22"]));
    // Two backward jumps: the king on 6 takes 11 (to 15), then 20 (to 24).
    assert_eq!(notations(&fen("W:WK6:B11,20")), set(&["6x15x24"]));
    // A black king captures "backwards" too (upwards for Black).
    assert_eq!(notations(&fen("B:W18:BK22")), set(&["22x13"]));
}

#[test]
fn a_piece_is_jumped_only_once() {
    // After 22x13 the king could jump 18 again back to 22 if captured pieces vanished.
    let pos = fen("W:WK22:B18");
    assert_eq!(notations(&pos), set(&["22x13"]));
    // Around a ring: the king takes four and comes back to its square; both directions are
    // the same move (same pieces, same end), listed once, and either route reads back.
    let pos = fen("W:WK22:B10,11,18,19");
    let moves = moves_of(&pos);
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].captured().count_ones(), 4);
    assert_eq!(moves[0].from_square(), 22);
    assert_eq!(moves[0].to_square(), 22);
    let text = pos.format_move(&moves[0]);
    assert!(text == "22x13x6x15x22" || text == "22x15x6x13x22", "{text}");
    assert_eq!(pos.parse_move("22x13x6x15x22"), Ok(moves[0]));
    assert_eq!(pos.parse_move("22x15x6x13x22"), Ok(moves[0]));
    let mut after = pos.clone();
    after.play(&moves[0]);
    assert_eq!(after.to_fen(), "B:WK22:B");
    assert_eq!(
        after.outcome(),
        Outcome::Win {
            winner: Side::One,
            reason: EndReason::NoPieces
        }
    );
}

#[test]
fn landings_never_fall_on_captured_squares() {
    // Why "captured pieces stay on the board" only matters for jumping them twice: every
    // landing square is an even number of files and rows from the start, every captured
    // square an odd number, so no jump of a sequence can land where a piece was taken.
    for text in [
        "W:WK22:B10,11,18,19",
        "W:W31,32,K25:B12,20,21,28,5,K13,K14,K7",
    ] {
        let pos = fen(text);
        for mv in moves_of(&pos) {
            let landings: u32 = mv.landings().iter().map(|&s| 1u32 << s).sum();
            assert_eq!(landings & mv.captured(), 0);
            for &l in mv.landings() {
                let (f, r) = (geometry::file(l as usize), geometry::row(l as usize));
                let (f0, r0) = (
                    geometry::file(mv.from as usize),
                    geometry::row(mv.from as usize),
                );
                assert_eq!((f + 8 - f0) % 2, 0);
                assert_eq!((r + 8 - r0) % 2, 0);
            }
        }
    }
}

// ---- the end of the game ----

#[test]
fn no_pieces_loses() {
    let pos = fen("B:W22:B");
    assert_eq!(
        pos.outcome(),
        Outcome::Win {
            winner: Side::One,
            reason: EndReason::NoPieces
        }
    );
    assert!(moves_of(&pos).is_empty());
}

#[test]
fn no_moves_loses() {
    // Black's man on 25 is blocked by 29 and cannot jump off the board.
    let pos = fen("B:W29:B25");
    assert_eq!(
        pos.outcome(),
        Outcome::Win {
            winner: Side::One,
            reason: EndReason::NoMoves
        }
    );
    assert!(moves_of(&pos).is_empty());
    // Men blocked only by kings they may not take: no move either.
    let pos = fen("W:W21,22:BK17,K18,K13,K14,K19");
    assert_eq!(
        pos.outcome(),
        Outcome::Win {
            winner: Side::Two,
            reason: EndReason::NoMoves
        }
    );
}

#[test]
fn draw_counter() {
    let mut pos = fen("W:W22,K29,9:B12,K4,20");
    pos.quiet_plies = 50;
    // A man's move does not reset the counter, nor does a king's.
    play(&mut pos, "22-18");
    assert_eq!(pos.quiet_plies(), 51);
    play(&mut pos, "4-8");
    assert_eq!(pos.quiet_plies(), 52);
    // A capture resets it.
    let mut capture = fen("W:W22:B18,1");
    capture.quiet_plies = 70;
    play(&mut capture, "22x13");
    assert_eq!(capture.quiet_plies(), 0);
    // A promotion resets it.
    let mut crown = fen("W:W5:B20");
    crown.quiet_plies = 70;
    play(&mut crown, "5-1");
    assert_eq!(crown.quiet_plies(), 0);
    // A king's move after a promotion counts again.
    play(&mut crown, "20-24");
    assert_eq!(crown.quiet_plies(), 1);
    // The 80th quiet ply draws.
    let mut pos = fen("W:WK29:BK4,12");
    pos.quiet_plies = 78;
    play(&mut pos, "29-25");
    assert_eq!(pos.outcome(), Outcome::Ongoing);
    play(&mut pos, "12-16");
    assert_eq!(pos.quiet_plies(), 80);
    assert_eq!(
        pos.outcome(),
        Outcome::Draw {
            reason: EndReason::MoveLimit
        }
    );
    assert!(moves_of(&pos).is_empty());
    pos.validate().unwrap();
    assert!(pos.undo());
    assert_eq!(pos.quiet_plies(), 79);
    assert_eq!(pos.outcome(), Outcome::Ongoing);
}

#[test]
fn threefold_repetition_draws() {
    let mut pos = fen("W:WK29:BK4");
    let first = pos.hash();
    for round in 0..2 {
        for text in ["29-25", "4-8", "25-29", "8-4"] {
            assert_eq!(pos.outcome(), Outcome::Ongoing, "round {round} {text}");
            play(&mut pos, text);
        }
    }
    assert_eq!(pos.hash(), first);
    assert_eq!(
        pos.outcome(),
        Outcome::Draw {
            reason: EndReason::Repetition
        }
    );
    assert!(moves_of(&pos).is_empty());
    // A man's move in between makes the earlier positions unreachable.
    let mut pos = fen("W:WK29,24:BK4");
    for text in [
        "29-25", "4-8", "25-29", "8-4", "24-20", "4-8", "29-25", "8-4", "25-29",
    ] {
        play(&mut pos, text);
    }
    assert_eq!(pos.outcome(), Outcome::Ongoing);
}

// ---- notation and FEN ----

#[test]
fn notation_forms() {
    let pos = fen("W:W22,24:B1,10,18,20");
    let mv = moves_of(&pos)[0];
    assert_eq!(pos.parse_move("22x6"), Ok(mv), "short form");
    assert_eq!(pos.parse_move(" 22X13x6 "), Ok(mv));
    assert!(matches!(
        pos.parse_move("24x15"),
        Err(RulesError::IllegalMove { .. })
    ));
    assert!(matches!(
        pos.parse_move("22-19"),
        Err(RulesError::IllegalMove { .. })
    ));
    for bad in [
        "", "x", "22", "22-", "0-4", "33-29", "a-b", "22-18-14", "22x", "x13",
    ] {
        assert!(
            matches!(pos.parse_move(bad), Err(RulesError::BadNotation { .. })),
            "{bad}"
        );
    }
    // Short form ambiguity: the ring can be written from 22 to 22 only in full.
    let pos = fen("W:WK22:B10,11,18,19");
    assert!(pos.parse_move("22x22").is_ok(), "one move: not ambiguous");
}

#[test]
fn fen_reading() {
    let pos = fen("B:WK5,21-23:B1-3,K30");
    assert_eq!(pos.side_to_move(), Side::Two);
    assert_eq!(pos.to_fen(), "B:WK5,21,22,23:B1,2,3,K30");
    assert_eq!(fen(" \"W:B1:W32\" ").to_fen(), "W:W32:B1");
    assert_eq!(fen("W:W:B").to_fen(), "W:W:B");
    for bad in [
        "",
        "X:W1:B2",
        "W:W1,1:B2",
        "W:W1:B1",
        "W:W33",
        "W:W0",
        "W:W5-3",
        "W:W1:W2",
        "W:Wfoo",
        "W:W1:Q3",
        "W:W2",     // a white man on the crowning row
        "W:B30",    // a black man on its crowning row
        "W:W13-32", // 20 white pieces
        "W:WK,:B",  // K without a square
        "W:W-:B",
    ] {
        assert!(
            matches!(
                Dama::from_fen(&DamaConfig::default(), bad),
                Err(RulesError::BadPosition { .. })
            ),
            "{bad}"
        );
    }
}

// ---- serde and validate ----

#[test]
fn validate_rejects_corrupt_positions() {
    let mut pos = start();
    for text in ["22-18", "11-14", "18x11", "7x14"] {
        play(&mut pos, text);
    }
    pos.validate().unwrap();
    let json = serde_json::to_value(&pos).unwrap();
    let corrupt = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut v = json.clone();
        edit(&mut v);
        if let Ok(p) = serde_json::from_value::<Dama>(v) {
            assert!(p.validate().is_err(), "accepted {p:?}");
        }
    };
    corrupt(&|v| v["white"] = (pos.white | 1).into());
    corrupt(&|v| v["kings"] = (1u32 << 16).into());
    corrupt(&|v| v["hash"] = 12345.into());
    corrupt(&|v| v["quiet_plies"] = 81.into());
    corrupt(&|v| v["quiet_plies"] = 3.into());
    corrupt(&|v| v["side"] = "two".into());
    corrupt(&|v| v["history"][3]["to"] = 40.into());
    corrupt(&|v| v["history"][3]["from"] = 200.into());
    corrupt(&|v| v["history"][2]["captured"] = 1.into());
    corrupt(&|v| v["history"][0]["moved_king"] = true.into());
    corrupt(&|v| v["history"][1]["promoted"] = true.into());
    corrupt(&|v| v["history"][0]["hash"] = 7.into());
    corrupt(&|v| v["history"][2]["quiet_plies"] = u16::MAX.into());
    corrupt(&|v| {
        v["history"].as_array_mut().unwrap().pop();
    });
    // (Dropping the oldest records is no corruption: the history then starts later.)
    corrupt(&|v| {
        v["history"].as_array_mut().unwrap().remove(1);
    });
}

#[test]
fn registered_and_round_trips_through_json() {
    let entry = crate::games::find("dama-italiana").unwrap();
    let mut game = (entry.start)(None, &[]).unwrap();
    assert_eq!(game.legal_moves().len(), 7);
    assert_eq!(game.play_notation("22-18").unwrap(), "22-18");
    let back = (entry.from_json)(&game.to_json()).unwrap();
    assert_eq!(back.hash(), game.hash());
    assert_eq!(back.legal_moves(), game.legal_moves());
    assert!((entry.start)(Some("classic"), &[("x".into(), "y".into())]).is_err());
    let counters: std::collections::BTreeMap<_, _> = game.counters().into_iter().collect();
    assert_eq!(counters["white-men"], 12);
    assert_eq!(counters["black-kings"], 0);
    assert_eq!(counters["quiet-plies"], 1);
}

// ---- property tests ----

/// A random legal-looking position: no overlap, at most 12 a side, no man on its crowning row.
fn random_position(white: u32, black: u32, kings: u32, black_to_move: bool) -> Dama {
    let cap = |mut s: u32| {
        while s.count_ones() > 12 {
            s &= !(1 << (31 - s.leading_zeros()));
        }
        s
    };
    let black = black & !white;
    let white = cap(white & !(WHITE_PROMOTION_ROW & !kings));
    let black = cap(black & !(BLACK_PROMOTION_ROW & !kings));
    let side = if black_to_move { Side::Two } else { Side::One };
    Dama::from_sets(
        &DamaConfig::default(),
        white,
        black,
        kings & (white | black),
        side,
    )
    .unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts(seed in any::<u64>()) {
        let start = start();
        let end = random_playout(&start, seed, 6000);
        prop_assert!(end.outcome().is_over());
        undo_all(end, &start);
    }

    #[test]
    fn playouts_agree_with_the_reference(seed in any::<u64>()) {
        use rand::{seq::IndexedRandom, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut pos = start();
        while !pos.outcome().is_over() {
            prop_assert_eq!(as_tuples(&pos), reference_of(&pos), "{}", pos.to_fen());
            let moves = moves_of(&pos);
            let mv = *moves.choose(&mut rng).unwrap();
            pos.play(&mv);
            let back = fen(&pos.to_fen());
            prop_assert_eq!(back.to_fen(), pos.to_fen());
            prop_assert_eq!(back.hash(), pos.hash());
        }
    }

    #[test]
    fn random_positions_agree_with_the_reference(
        white in any::<u32>(), black in any::<u32>(), kings in any::<u32>(), b in any::<bool>()
    ) {
        let pos = random_position(white, black, kings, b);
        prop_assert_eq!(as_tuples(&pos), reference_of(&pos), "{}", pos.to_fen());
        prop_assert_eq!(pos.has_move(), !moves_of(&pos).is_empty());
        let back = fen(&pos.to_fen());
        prop_assert_eq!(&back, &pos);
        // Every move plays and undoes cleanly and reads back from its notation.
        for mv in moves_of(&pos) {
            let mut p = pos.clone();
            prop_assert_eq!(p.parse_move(&p.format_move(&mv)), Ok(mv));
            p.play(&mv);
            prop_assert_eq!(p.hash(), p.compute_hash());
            p.validate().unwrap();
            p.undo();
            prop_assert_eq!(&p, &pos);
        }
    }

    #[test]
    fn random_playouts_from_random_positions(
        white in any::<u32>(), black in any::<u32>(), kings in any::<u32>(), b in any::<bool>(),
        seed in any::<u64>()
    ) {
        let start = random_position(white, black, kings, b);
        let end = random_playout(&start, seed, 6000);
        undo_all(end, &start);
    }

    #[test]
    fn fen_parser_never_panics(text in ".{0,60}") {
        let _ = Dama::from_fen(&DamaConfig::default(), &text);
    }

    #[test]
    fn fen_parser_never_panics_on_near_fens(text in "[WBK0-9,:\\- ]{0,40}") {
        if let Ok(pos) = Dama::from_fen(&DamaConfig::default(), &text) {
            prop_assert!(pos.validate().is_ok());
            prop_assert_eq!(fen(&pos.to_fen()), pos);
        }
    }

    #[test]
    fn move_parser_never_panics(text in "[0-9x\\-X ]{0,20}") {
        let _ = start().parse_move(&text);
        let _ = fen("W:WK22:B10,11,18,19").parse_move(&text);
    }

    #[test]
    fn validated_positions_are_safe(
        white in any::<u32>(), black in any::<u32>(), kings in any::<u32>(), b in any::<bool>(),
        quiet in 0u16..100, history in proptest::collection::vec(
            (any::<u8>(), any::<u8>(), any::<u32>(), any::<u32>(), any::<bool>(), any::<bool>(), 0u16..90), 0..3),
        fix_hash in any::<bool>()
    ) {
        let mut pos = Dama {
            config: DamaConfig::default(),
            white, black, kings,
            side: if b { Side::Two } else { Side::One },
            quiet_plies: quiet,
            hash: 0,
            history: history.into_iter().map(|(from, to, captured, captured_kings, moved_king, promoted, q)| Undo {
                from: from % 40, to: to % 40, captured, captured_kings, moved_king, promoted, quiet_plies: q, hash: 0,
            }).collect(),
        };
        if fix_hash {
            pos.hash = pos.compute_hash();
        }
        if pos.validate().is_ok() {
            let _ = pos.outcome();
            for mv in moves_of(&pos) {
                let mut p = pos.clone();
                p.play(&mv);
                let _ = p.format_move(&mv);
            }
            while pos.undo() {
                pos.validate().unwrap();
            }
        }
    }
}

// ---- evaluation ----

mod evaluation {
    use super::*;
    use crate::engine::Evaluate;

    #[test]
    fn the_start_is_balanced() {
        let pos = start();
        assert_eq!(pos.evaluate(), 0);
        // After one move each (mirror images) it is balanced again.
        let mut pos = start();
        play(&mut pos, "22-19");
        play(&mut pos, "11-14");
        assert_eq!(pos.evaluate(), 0);
    }

    #[test]
    fn the_score_is_for_the_side_to_move() {
        let white = fen("W:W22,23:B10");
        let black = fen("B:W22,23:B10");
        assert!(white.evaluate() > 50);
        assert_eq!(white.evaluate(), -black.evaluate());
    }

    #[test]
    fn kings_are_worth_more_than_men() {
        assert!(fen("W:WK22:B10").evaluate() > fen("W:W22:B10").evaluate() + 100);
        // Exactly: king 250 + man 100 against a man, plus position terms.
        assert!(fen("W:WK22,23:B10").evaluate() >= 250);
        // A king beats two men.
        assert!(fen("W:WK19:B5,6").evaluate() > 0);
    }

    #[test]
    fn advanced_men_and_the_centre_count() {
        // A man one step from crowning is worth more than one at home.
        assert!(fen("W:W5:BK32").evaluate() > fen("W:W25:BK32").evaluate());
        // The centre is better than the edge.
        assert!(fen("W:W18:B1").evaluate() > fen("W:W17:B1").evaluate());
        // A back-rank guard counts.
        // In the middlegame a back-rank guard counts more than a step forward.
        assert!(fen("W:W21-25,27-32:B1-12").evaluate() > fen("W:W21-29,31,32:B1-12").evaluate());
        // In the endgame, running to the crowning row (tempo) counts more.
        assert!(fen("W:W26:B4").evaluate() > fen("W:W30:B4").evaluate());
    }

    #[test]
    fn symmetric_positions_score_zero() {
        // Rotating the board 180° swaps colours: square n ↔ 33 - n.
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        for _ in 0..200 {
            let pos = random_position(rng.random(), rng.random(), rng.random(), false);
            let flip = |s: u32| s.reverse_bits();
            let mirrored = Dama::from_sets(
                &DamaConfig::default(),
                flip(pos.black),
                flip(pos.white),
                flip(pos.kings),
                Side::Two,
            )
            .unwrap();
            assert_eq!(pos.evaluate(), mirrored.evaluate(), "{}", pos.to_fen());
        }
    }

    #[test]
    fn captures_are_noisy_and_ordered_first() {
        let pos = fen("W:W22,24,K26:B1,10,18,20,K21");
        for mv in moves_of(&pos) {
            assert!(pos.is_noisy(&mv));
            assert!(pos.order_hint(&mv) >= 100);
        }
        let quiet = start();
        for mv in moves_of(&quiet) {
            assert!(!quiet.is_noisy(&mv));
            assert_eq!(quiet.order_hint(&mv), 0);
        }
        // Taking a king is ordered before taking a man; crowning before a quiet move.
        let pos = fen("W:W22,24:B1,K18,20");
        let hints: Vec<_> = moves_of(&pos).iter().map(|m| pos.order_hint(m)).collect();
        assert!(
            hints.iter().all(|&h| h == 100),
            "men cannot take kings: {hints:?}"
        );
        let pos = fen("W:WK22,5:BK18,K32");
        let by_text: std::collections::BTreeMap<_, _> = moves_of(&pos)
            .iter()
            .map(|m| (pos.format_move(m), pos.order_hint(m)))
            .collect();
        assert_eq!(by_text["22x13"], 160);
        let pos = fen("W:W5,K22:BK32");
        let crown = pos.parse_move("5-1").unwrap();
        let other = pos.parse_move("22-18").unwrap();
        assert!(pos.order_hint(&crown) > pos.order_hint(&other));
    }
}

// The set-wide step and jump masks agree with the per-square tables they replace.
#[test]
fn set_steps_and_jumps_agree_with_the_square_tables() {
    use super::geometry::{jumpers, step, ALL_DIRECTIONS, JUMP, NEIGHBOUR, NONE, SQUARES};
    for sq in 0..SQUARES {
        for d in ALL_DIRECTIONS {
            let n = NEIGHBOUR[sq][d];
            let expected = if n == NONE { 0 } else { 1u32 << n };
            assert_eq!(step(1 << sq, d), expected, "step from {sq} in {d}");
            let (over, land) = JUMP[sq][d];
            for (o, l) in [(u32::MAX, u32::MAX), (u32::MAX, 0), (0, u32::MAX)] {
                let can = land != NONE && o & (1 << over) != 0 && l & (1 << land) != 0;
                assert_eq!(jumpers(1 << sq, d, o, l) != 0, can, "jump from {sq} in {d}");
            }
            if land != NONE {
                // Only the one square jumped over, and the one landed on, count.
                assert_ne!(jumpers(1 << sq, d, 1 << over, 1 << land), 0);
                assert_eq!(jumpers(1 << sq, d, !(1 << over), u32::MAX), 0);
                assert_eq!(jumpers(1 << sq, d, u32::MAX, !(1 << land)), 0);
            }
        }
    }
}

proptest! {
    // The evaluation's bit planes give what the row-by-row count gave, for any sets.
    #[test]
    fn evaluation_planes_agree_with_the_rows(men: u32, kings: u32, white: bool) {
        let kings = kings & !men;
        prop_assert_eq!(
            super::eval::side_score_for_tests(men, kings, white),
            super::eval::side_score_by_rows(men, kings, white)
        );
    }
}

/// The second yardstick's mobility is 4 × (simple moves of the side to move − the other
/// side's): checked against the move generator on quiet positions of random games, each
/// side's count read from the same board with that side to move.
#[test]
fn the_yardstick_mobility_counts_both_sides_simple_moves() {
    use crate::engine::{Evaluate, Score};
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(37);
    let mut checked = 0;
    for _ in 0..60 {
        let mut pos = start();
        for _ in 0..rand::Rng::random_range(&mut rng, 0..60) {
            let moves = moves_of(&pos);
            let Some(mv) = rand::seq::IndexedRandom::choose(moves.as_slice(), &mut rng) else {
                break;
            };
            pos.play(mv);
        }
        let text = pos.write_setup();
        let flipped = match text.split_at(1) {
            ("W", rest) => format!("B{rest}"),
            (_, rest) => format!("W{rest}"),
        };
        let other = fen(&flipped);
        let quiet = |p: &Dama| moves_of(p).iter().all(|m| m.captured == 0);
        if pos.outcome().is_over() || !quiet(&pos) || !quiet(&other) {
            continue;
        }
        let mine = moves_of(&pos).len() as Score;
        let theirs = moves_of(&other).len() as Score;
        assert_eq!(pos.yardstick_mobility(), 4 * (mine - theirs), "{text}");
        checked += 1;
    }
    assert!(checked >= 20, "only {checked} quiet positions");
    assert_eq!(start().yardstick_mobility(), 0, "the start is even");
}
