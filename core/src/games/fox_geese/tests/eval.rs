//! Sanity of the evaluation and the ordering hints.

use super::*;
use crate::engine::Evaluate;

fn eval(text: &str) -> i32 {
    let pos = setup("classic", &[], text);
    assert!(!pos.outcome().is_over(), "{text}");
    pos.evaluate()
}

fn hint(pos: &FoxGeese, text: &str) -> i32 {
    pos.order_hint(&pos.parse_move(text).unwrap())
}

#[test]
fn fox_area_is_a_flood_fill() {
    let start = FoxGeese::new(&Config::default());
    // Rows 4 to 7 are open: 7 + 7 + 3 + 3 points, the fox's own included.
    assert_eq!(start.fox_area().count_ones(), 20);
    let boxed = setup(
        "classic",
        &[],
        "fox d7; geese c7 e7 c6 e6 d5 c5 e5 a3 b3 c3 e3 f3 g3",
    );
    assert_eq!(boxed.fox_area().count_ones(), 2); // d7 and d6
}

#[test]
fn an_open_fox_scores_higher_than_a_nearly_trapped_one() {
    let open = eval("fox d5; geese c1 d1 e1 c2 d2 e2 a3 b3 c3 d3 e3 f3 g3");
    let boxed = eval("fox d7; geese c7 e7 c6 e6 d5 c5 e5 a3 b3 c3 e3 f3 g3");
    assert!(open > boxed + 100, "open {open}, boxed {boxed}");
    // The same with the geese to move: they like the boxed fox better.
    let open_g = eval("fox d5; geese c1 d1 e1 c2 d2 e2 a3 b3 c3 d3 e3 f3 g3; to-move geese");
    let boxed_g = eval("fox d7; geese c7 e7 c6 e6 d5 c5 e5 a3 b3 c3 e3 f3 g3; to-move geese");
    assert!(boxed_g > open_g + 100, "open {open_g}, boxed {boxed_g}");
}

#[test]
fn the_start_is_roughly_balanced() {
    for name in FoxGeese::preset_names() {
        let pos = FoxGeese::new(&config(name, &[]));
        assert!(pos.evaluate().abs() < 300, "{name}: {}", pos.evaluate());
    }
}

#[test]
fn a_captured_goose_is_worth_about_a_hundred() {
    let full = eval("fox d4; geese c1 d1 e1 c2 d2 e2 a3 b3 c3 d3 e3 f3 g3");
    // c1 is shut in behind d1 and c2: taking it away opens nothing for the fox.
    let less = eval("fox d4; geese d1 e1 c2 d2 e2 a3 b3 c3 d3 e3 f3 g3");
    assert!((80..=120).contains(&(less - full)), "{full} -> {less}");
}

#[test]
fn a_goose_en_prise_helps_the_fox() {
    // c4 with b4 empty behind it, against c4 backed by a goose on b4.
    let hanging = eval("fox d4; geese c4 c1 d1 e1 c2 d2 e2 a3 b3 c3 d3 e3");
    let covered = eval("fox d4; geese c4 b4 c1 d1 e1 c2 d2 e2 a3 c3 d3 e3");
    assert!(hanging > covered, "hanging {hanging}, covered {covered}");
}

#[test]
fn the_sign_follows_the_side_to_move() {
    // No threats either way, so the two views are exact opposites.
    let fox = eval("fox d5; geese c1 d1 e1 c2 d2 e2 a3 b3 c3 d3 e3 f3 g3");
    let geese = eval("fox d5; geese c1 d1 e1 c2 d2 e2 a3 b3 c3 d3 e3 f3 g3; to-move geese");
    assert_eq!(fox, -geese);
}

#[test]
fn only_captures_are_noisy() {
    let pos = setup(
        "classic",
        &[],
        "fox a4; geese b4 d4 f4 c1 d1 e1 c2 d2 e2 c6",
    );
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    for mv in &moves {
        assert_eq!(
            pos.is_noisy(mv),
            mv.captures() > 0,
            "{}",
            pos.format_move(mv)
        );
    }
}

#[test]
fn longer_chains_are_tried_first() {
    let pos = setup(
        "classic",
        &[],
        "fox a4; geese b4 d4 f4 c1 d1 e1 c2 d2 e2 c6",
    );
    let full = hint(&pos, "a4xc4xe4xg4");
    let two = hint(&pos, "a4xc4xe4");
    let one = hint(&pos, "a4xc4");
    let step = hint(&pos, "a4-a5");
    assert!(
        full > two && two > one && one > step,
        "{full} {two} {one} {step}"
    );
}

#[test]
fn fox_steps_towards_open_space_first() {
    let pos = setup(
        "classic",
        &[],
        "fox d4; geese c1 d1 e1 c2 d2 e2 a3 b3 c3 d3 e3 f3 g3",
    );
    assert!(hint(&pos, "d4-d5") > hint(&pos, "d4-c4"));
}

#[test]
fn geese_prefer_safe_moves() {
    // d4-d5 leaves d5 to be jumped from d6 into d4; a3-a4 is safe and forward.
    let pos = setup(
        "classic",
        &[],
        "fox d6; geese d4 d3 c1 d1 e1 c2 d2 e2 a3; to-move geese",
    );
    assert!(hint(&pos, "a3-a4") > hint(&pos, "d4-d5"));
    // Covering a threatened goose beats an ordinary move: c4 hangs (b4 empty) until b3-b4.
    let pos = setup(
        "classic",
        &[],
        "fox d4; geese c4 c1 d1 e1 c2 d2 e2 b3 c3 d3 e3 g3; to-move geese",
    );
    assert!(hint(&pos, "b3-b4") > hint(&pos, "g3-g4"));
}

/// The fox's area (cached by the geese, see `fox_area`) is the points reachable from the
/// fox by steps through empty points, by a walk over the board's point lists, at every ply
/// of seeded random games on every preset, fox steps (cache hits) and goose moves alike.
#[test]
fn the_cached_fox_area_is_what_a_walk_over_the_points_reaches() {
    use rand::seq::IndexedRandom;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    let mut rng = ChaCha8Rng::seed_from_u64(26);
    let mut moves = Vec::new();
    for name in FoxGeese::preset_names() {
        let cfg = config(name, &[]);
        let lines = super::super::geometry::Lines::of(cfg.diagonals);
        for _ in 0..20 {
            let mut pos = FoxGeese::new(&cfg);
            while !pos.outcome().is_over() {
                let empty = pos.empty();
                let mut reached = 1u64 << pos.fox;
                let mut todo = vec![pos.fox];
                while let Some(sq) = todo.pop() {
                    let mut next = lines.around[sq as usize] & empty & !reached;
                    reached |= next;
                    while next != 0 {
                        todo.push(next.trailing_zeros() as u8);
                        next &= next - 1;
                    }
                }
                assert_eq!(pos.fox_area(), reached, "{}", pos.setup_text());
                moves.clear();
                pos.legal_moves(&mut moves);
                let mv = *moves.choose(&mut rng).expect("an ongoing game has moves");
                pos.play(&mv);
            }
        }
    }
}

/// The hints of a whole position at once (`order_infos`, which counts the fox's takes
/// once) are the hints move by move, at every ply of seeded random games on every preset.
#[test]
fn the_hints_of_all_moves_at_once_are_the_hints_move_by_move() {
    use rand::seq::IndexedRandom;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let mut moves = Vec::new();
    let mut infos = Vec::new();
    for name in FoxGeese::preset_names() {
        let cfg = config(name, &[]);
        for _ in 0..10 {
            let mut pos = FoxGeese::new(&cfg);
            while !pos.outcome().is_over() {
                moves.clear();
                pos.legal_moves(&mut moves);
                infos.clear();
                pos.order_infos(&moves, &mut infos);
                let one_by_one: Vec<_> = moves
                    .iter()
                    .enumerate()
                    .map(|(i, mv)| {
                        let (noisy, hint) = pos.order_info(mv);
                        (hint, i as u16, noisy)
                    })
                    .collect();
                assert_eq!(infos, one_by_one, "{}", pos.setup_text());
                let mv = *moves.choose(&mut rng).expect("an ongoing game has moves");
                pos.play(&mv);
            }
        }
    }
}

/// Easy's fox (`easy_evaluate`, read one ply) takes a goose beside it, steps up rather
/// than down, and does not go down after a goose: it lets the geese close in.
#[test]
fn easy_fox_takes_what_is_beside_it_and_keeps_to_its_den() {
    use crate::engine::beginner::counted_moves;
    let counted = |text: &str| -> Vec<(String, i32)> {
        let pos = setup("classic", &[], text);
        let mut moves = counted_moves(&pos, 0, FoxGeese::easy_evaluate);
        moves.sort_by_key(|(_, s)| -s);
        moves
            .into_iter()
            .map(|(m, s)| (pos.format_move(&m), s))
            .collect()
    };
    let count_of = |moves: &[(String, i32)], mv: &str| {
        moves
            .iter()
            .find(|(m, _)| m == mv)
            .unwrap_or_else(|| panic!("{mv}"))
            .1
    };
    // A goose beside the fox with room behind it, one below it likewise.
    let moves = counted("fox d5; geese c5 d4 c1 d1 e1 c2 e2 a3 b3 c3 e3 f3 g3");
    assert_eq!(moves[0].0, "d5xb5", "{moves:?}");
    assert!(
        count_of(&moves, "d5-d6") > count_of(&moves, "d5xd3"),
        "{moves:?}"
    );
}
