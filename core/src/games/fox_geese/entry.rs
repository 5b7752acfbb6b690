//! Fox and Geese's line in [`crate::games::GAMES`]: what the game brings beyond its rules and
//! evaluation.

use super::{puzzles, words, FoxGeese};
use crate::engine::strength::LevelElo;
use crate::games::{entry, GameEntry, PuzzleHooks, Registration};

pub const ENTRY: GameEntry = entry::<FoxGeese>(Registration {
    words: &words::WORDS,
    // The round robin's figures (`fireside ratings-of-levels`, MEASUREMENTS.md).
    measured_elo: LevelElo {
        easy: 79,
        normal: 494,
        expert: 774,
    },
    puzzles: PuzzleHooks {
        shipped: include_str!("../../../puzzles/fox-geese.json"),
        generate: puzzles::generate,
        verify: puzzles::verify,
        generate_forced: Some(puzzles::generate_forced),
    },
    lesson: include_str!("../../../lessons/fox-geese.json"),
    keep_cache_in: None,
});
