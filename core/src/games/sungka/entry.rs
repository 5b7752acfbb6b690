//! Sungka's line in [`crate::games::GAMES`]: what the game brings beyond its rules and
//! evaluation.

use super::{puzzles, words, Sungka};
use crate::engine::strength::LevelElo;
use crate::games::{entry, GameEntry, PuzzleHooks, Registration};

pub const ENTRY: GameEntry = entry::<Sungka>(Registration {
    words: &words::WORDS,
    // The round robin's figures (`fireside ratings-of-levels`, MEASUREMENTS.md).
    measured_elo: LevelElo {
        easy: 242,
        normal: 597,
        expert: 904,
    },
    puzzles: PuzzleHooks {
        shipped: include_str!("../../../puzzles/sungka.json"),
        generate: puzzles::generate,
        verify: puzzles::verify,
        generate_forced: None,
    },
    lesson: include_str!("../../../lessons/sungka.json"),
    keep_cache_in: None,
});
