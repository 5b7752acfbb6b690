//! Puzzles made and proved by the games' own solvers, tables and searches: the generator
//! behind `fireside puzzles generate`, the sets shipped in `core/puzzles/`, and the
//! player's side (rating, daily puzzle, hints, streak).
//!
//! Each game finds its puzzles in its own module (`games::*::puzzles`), where the solver
//! it proves them with lives; what a puzzle is stands below the games, in
//! [`crate::games::puzzles`], and is named here again for the app and the terminal. This
//! module dispatches to the games and serves the player.

pub mod player;
pub mod rating;
pub mod select;

#[cfg(test)]
mod tests;

use crate::error::RulesError;
use crate::games::{self, GameEntry};

pub use crate::games::puzzles::{LineMove, MarginProof, Proof, Puzzle, PuzzleSet, Theme};

/// Makes `count` puzzles of a game from a seed; the same seed gives the same puzzles.
pub fn generate(game: &str, seed: u64, count: usize) -> Result<PuzzleSet, RulesError> {
    Ok(generate_for(games::find(game)?, seed, count))
}

/// [`generate`] for a game's entry.
pub fn generate_for(entry: &GameEntry, seed: u64, count: usize) -> PuzzleSet {
    let game = entry.id;
    let (options, puzzles) = (entry.puzzles.generate)(seed, count);
    let puzzles = puzzles
        .into_iter()
        .enumerate()
        .map(|(i, p)| Puzzle {
            id: format!("{game}-{:04}", i + 1),
            ..p
        })
        .collect();
    PuzzleSet {
        game: game.to_owned(),
        options,
        command: format!("fireside puzzles generate {game} --seed {seed} --count {count}"),
        seed,
        puzzles,
    }
}

/// Multi-move puzzles with a forced win behind every move, made from a seed, to append
/// to a game's set (the game's hook; none for a game without one).
pub fn generate_forced(game: &str, seed: u64, count: usize) -> Result<Vec<Puzzle>, RulesError> {
    let entry = games::find(game)?;
    Ok(entry
        .puzzles
        .generate_forced
        .map_or_else(Vec::new, |make| make(seed, count)))
}

/// Appends puzzles to a set, numbered after its last.
pub fn append(set: &mut PuzzleSet, puzzles: Vec<Puzzle>) {
    let first = set.puzzles.len();
    for (i, p) in puzzles.into_iter().enumerate() {
        set.puzzles.push(Puzzle {
            id: format!("{}-{:04}", set.game, first + i + 1),
            ..p
        });
    }
}

/// Proves a puzzle again: its position, its line, and the uniqueness its proof states.
/// `Err` says what no longer holds.
pub fn verify(set: &PuzzleSet, puzzle: &Puzzle) -> Result<(), String> {
    let entry = games::find(&set.game).map_err(|e| e.to_string())?;
    verify_for(entry, set, puzzle)
}

/// [`verify`] for a game's entry.
pub fn verify_for(entry: &GameEntry, set: &PuzzleSet, puzzle: &Puzzle) -> Result<(), String> {
    (entry.puzzles.verify)(&set.options, puzzle)
}

/// The shipped puzzles of a game.
pub fn shipped(game: &str) -> Result<PuzzleSet, RulesError> {
    shipped_of(games::find(game)?)
}

/// [`shipped`] for a game's entry.
pub fn shipped_of(entry: &GameEntry) -> Result<PuzzleSet, RulesError> {
    serde_json::from_str(entry.puzzles.shipped).map_err(|e| RulesError::BadPosition {
        why: format!("the shipped puzzles of {}: {e}", entry.id),
    })
}
