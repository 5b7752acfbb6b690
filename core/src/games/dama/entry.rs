//! Dama Italiana's line in [`crate::games::GAMES`]: what the game brings beyond its rules and
//! evaluation.

use super::{puzzles, words, Dama};
use crate::engine::strength::LevelElo;
use crate::games::{entry, GameEntry, PuzzleHooks, Registration};

pub const ENTRY: GameEntry = entry::<Dama>(Registration {
    words: &words::WORDS,
    // The round robin's figures (`fireside ratings-of-levels`, MEASUREMENTS.md).
    measured_elo: LevelElo {
        easy: 459,
        normal: 840,
        expert: 1176,
    },
    puzzles: PuzzleHooks {
        shipped: include_str!("../../../puzzles/dama-italiana.json"),
        generate: puzzles::generate,
        verify: puzzles::verify,
        generate_forced: None,
    },
    lesson: include_str!("../../../lessons/dama-italiana.json"),
    keep_cache_in: Some(super::endgame::keep_in),
});
