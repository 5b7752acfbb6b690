//! Perft from the start of every preset.
//!
//! How the numbers were validated: depths 1–2 by hand (below), and every number up to depth
//! 7 agreed with the naive generator of `naive.rs` when they were first computed; this test
//! re-checks that agreement up to depth 4 on every run (the naive generator is slow).
//!
//! By hand, classic (13 geese, traditional diagonals): the fox on d4 has the lines to c4,
//! e4, d5, c5, e5 free (d3, c3, e3 hold geese, and no jump lands on the board) = 5. The geese
//! then have 7 straight forward steps from row 3 and 6 diagonal ones (a3-b4, c3-b4, c3-d4,
//! e3-d4, e3-f4, g3-f4); the fox on c4 or e4 blocks one of them (no diagonal enters c4, e4):
//! 13 + 12 + 12 + 13 + 13 = 63. Without diagonals: 3 fox steps, then 7 + 6 + 6 = 19.
//! The table (all diagonals, no sideways): 5, then 7 straight + 12 diagonal steps, the fox
//! on c4/e4 taking away 3: 19 + 16 + 16 + 19 + 19 = 89. With 17 geese: 5, then (fox on d5)
//! 3 + 2 forward steps from row 3, 4 + 4 from row 4 (b4 and f4 have diagonals), 2 sideways
//! (b4-c4, f4-e4) = 15, and 13 + 13 + 14 + 14 for the fox on c4, e4, c5, e5: 69.

use super::*;
use crate::perft::perft;
use crate::testkit::perft_agrees;

const EXPECTED: &[(&str, &[u64])] = &[
    ("classic", &[5, 63, 300, 4466, 22934, 384892, 1851593]),
    ("13-diagonals", &[5, 63, 300, 4466, 22934, 384892, 1851593]),
    ("13-orthogonal", &[3, 19, 64, 632, 2220, 24864, 79949]),
    ("17-diagonals", &[5, 69, 292, 4630, 21468, 377076, 1678641]),
    ("17-orthogonal", &[3, 23, 68, 722, 2438, 28444, 84701]),
    ("table", &[5, 89, 572, 9778, 58574, 1006808, 5860101]),
];

#[test]
fn every_preset_is_checked() {
    let names: Vec<&str> = EXPECTED.iter().map(|(n, _)| *n).collect();
    assert_eq!(names, FoxGeese::preset_names());
}

#[test]
fn perft_from_every_preset() {
    for (name, counts) in EXPECTED {
        let mut pos = FoxGeese::new(&config(name, &[]));
        // Depth 7 of the table costs most; 6 is plenty there.
        let max = if *name == "table" { 6 } else { counts.len() };
        for (i, &expected) in counts.iter().enumerate().take(max) {
            let depth = i as u32 + 1;
            assert_eq!(perft(&mut pos, depth), expected, "{name} depth {depth}");
        }
        assert_eq!(
            pos,
            FoxGeese::new(&config(name, &[])),
            "perft leaves the position as it was"
        );
    }
}

#[test]
fn naive_generator_agrees_from_every_preset() {
    for (name, counts) in EXPECTED {
        let cfg = config(name, &[]);
        let pos = FoxGeese::new(&cfg);
        let rules = naive_rules(&cfg);
        let start = to_naive(&pos, &rules);
        for depth in 1..=4 {
            assert_eq!(
                naive::perft(&rules, &start, depth),
                counts[depth as usize - 1],
                "{name} depth {depth}"
            );
        }
    }
}

#[test]
fn options_on_top_of_presets_agree_with_the_naive_generator() {
    let cases: &[(&str, &[(&str, &str)])] = &[
        ("classic", &[("geese", "15")]),
        ("classic", &[("first", "geese")]),
        ("classic", &[("forced-capture", "on")]),
        ("table", &[("geese", "17"), ("sideways", "on")]),
        (
            "13-orthogonal",
            &[("diagonals", "all"), ("sideways", "off")],
        ),
    ];
    for (preset, options) in cases {
        let cfg = config(preset, options);
        let mut pos = FoxGeese::new(&cfg);
        let rules = naive_rules(&cfg);
        let start = to_naive(&pos, &rules);
        for depth in 1..=4 {
            assert_eq!(
                perft(&mut pos, depth),
                naive::perft(&rules, &start, depth),
                "{preset} {options:?} depth {depth}"
            );
        }
    }
}

#[test]
fn perft_through_the_dynamic_interface_agrees() {
    for name in FoxGeese::preset_names() {
        perft_agrees(&FoxGeese::new(&config(name, &[])), 4);
    }
}
