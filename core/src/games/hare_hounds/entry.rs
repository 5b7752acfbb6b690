//! Hare and Hounds's line in [`crate::games::GAMES`]: what the game brings beyond its rules and
//! evaluation.

use super::{puzzles, words, HareHounds};
use crate::engine::strength::LevelElo;
use crate::games::{entry, GameEntry, PuzzleHooks, Registration};

pub const ENTRY: GameEntry = entry::<HareHounds>(Registration {
    words: &words::WORDS,
    // The round robin's figures (`fireside ratings-of-levels`, MEASUREMENTS.md).
    measured_elo: LevelElo {
        easy: 177,
        normal: 549,
        expert: 865,
    },
    puzzles: PuzzleHooks {
        shipped: include_str!("../../../puzzles/hare-hounds.json"),
        generate: puzzles::generate,
        verify: puzzles::verify,
        generate_forced: None,
    },
    lesson: include_str!("../../../lessons/hare-hounds.json"),
    keep_cache_in: None,
});
