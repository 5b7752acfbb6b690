//! Hare and Hounds's line in [`crate::games::GAMES`]: what the game brings beyond its rules and
//! evaluation.

use super::{puzzles, words, HareHounds};
use crate::engine::strength::LevelElo;
use crate::games::puzzles::Puzzle;
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
        generate,
        verify,
        generate_forced: None,
    },
    lesson: include_str!("../../../lessons/hare-hounds.json"),
    keep_cache_in: None,
});

/// The game's puzzles take no rule options.
fn generate(seed: u64, count: usize) -> (Vec<(String, String)>, Vec<Puzzle>) {
    (Vec::new(), puzzles::generate(seed, count))
}

fn verify(_options: &[(String, String)], puzzle: &Puzzle) -> Result<(), String> {
    puzzles::verify(puzzle)
}
