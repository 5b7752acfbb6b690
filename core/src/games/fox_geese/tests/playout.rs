//! Random games on every preset: the shared checks, plus this game's own invariants at every
//! ply (the naive generator agrees, geese never step back, the counter follows the rules).

use proptest::prelude::*;
use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::testkit::{random_playout, undo_all};

/// Every preset, and options that change the move rules.
fn variants() -> Vec<Config> {
    let mut out: Vec<Config> = FoxGeese::preset_names()
        .iter()
        .map(|n| config(n, &[]))
        .collect();
    out.push(config("classic", &[("forced-capture", "on")]));
    out.push(config("classic", &[("geese", "15"), ("first", "geese")]));
    out.push(config(
        "table",
        &[("geese", "17"), ("forced-capture", "on")],
    ));
    out.push(config(
        "13-orthogonal",
        &[("sideways", "off"), ("no-progress", "0")],
    ));
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn random_games_end_and_undo(seed in any::<u64>()) {
        for cfg in variants() {
            let start = FoxGeese::new(&cfg);
            let end = random_playout(&start, seed, 20_000);
            prop_assert!(end.outcome().is_over());
            undo_all(end, &start);
        }
    }

    #[test]
    fn random_games_follow_the_rules(seed in any::<u64>()) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for cfg in variants() {
            let rules = naive_rules(&cfg);
            let board = FoxGeese::board(&cfg);
            let y = |p: u8| board.points[p as usize].y;
            let mut pos = FoxGeese::new(&cfg);
            let mut moves = Vec::new();
            while !pos.outcome().is_over() {
                let mut naive_moves: Vec<String> = naive::moves(&rules, &to_naive(&pos, &rules))
                    .into_iter()
                    .map(|(text, _)| text)
                    .collect();
                naive_moves.sort();
                prop_assert_eq!(move_texts(&pos), naive_moves, "{}", pos.setup_text());

                moves.clear();
                pos.legal_moves(&mut moves);
                let mv = *moves.choose(&mut rng).unwrap();
                let points = mv.points();
                let geese_before = pos.geese_left();
                let quiet_before = pos.quiet_plies();
                let goose_moves = pos.side_to_move() == Side::Two;
                pos.play(&mv);
                if goose_moves {
                    prop_assert!(y(points[1]) >= y(points[0]), "a goose stepped back");
                    let forward = y(points[1]) > y(points[0]);
                    prop_assert_eq!(pos.quiet_plies(), if forward { 0 } else { quiet_before + 1 });
                } else {
                    prop_assert_eq!(geese_before - pos.geese_left(), mv.captures() as u8);
                    let expected = if mv.captures() > 0 { 0 } else { quiet_before + 1 };
                    prop_assert_eq!(pos.quiet_plies(), expected);
                }
            }
        }
    }
}
