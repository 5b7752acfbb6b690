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
use crate::games;

pub use crate::games::puzzles::{LineMove, MarginProof, Proof, Puzzle, PuzzleSet, Theme};

/// Makes `count` puzzles of a game from a seed; the same seed gives the same puzzles.
pub fn generate(game: &str, seed: u64, count: usize) -> Result<PuzzleSet, RulesError> {
    let (options, puzzles) = match game {
        "hare-hounds" => (
            Vec::new(),
            games::hare_hounds::puzzles::generate(seed, count),
        ),
        "sungka" => (Vec::new(), games::sungka::puzzles::generate(seed, count)),
        "dama-italiana" => (Vec::new(), games::dama::puzzles::generate(seed, count)),
        "fox-geese" => games::fox_geese::puzzles::generate(seed, count),
        _ => {
            return Err(RulesError::UnknownGame {
                name: game.to_owned(),
            })
        }
    };
    let puzzles = puzzles
        .into_iter()
        .enumerate()
        .map(|(i, p)| Puzzle {
            id: format!("{game}-{:04}", i + 1),
            ..p
        })
        .collect();
    Ok(PuzzleSet {
        game: game.to_owned(),
        options,
        command: format!("fireside puzzles generate {game} --seed {seed} --count {count}"),
        seed,
        puzzles,
    })
}

/// Multi-move puzzles with a forced win behind every move, made from a seed, to append
/// to a game's set (Fox and Geese; the other games have none).
pub fn generate_forced(game: &str, seed: u64, count: usize) -> Result<Vec<Puzzle>, RulesError> {
    match game {
        "fox-geese" => Ok(games::fox_geese::puzzles::generate_forced(seed, count)),
        "hare-hounds" | "sungka" | "dama-italiana" => Ok(Vec::new()),
        _ => Err(RulesError::UnknownGame {
            name: game.to_owned(),
        }),
    }
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
    match set.game.as_str() {
        "hare-hounds" => games::hare_hounds::puzzles::verify(puzzle),
        "sungka" => games::sungka::puzzles::verify(puzzle),
        "dama-italiana" => games::dama::puzzles::verify(puzzle),
        "fox-geese" => games::fox_geese::puzzles::verify(&set.options, puzzle),
        other => Err(format!("unknown game {other}")),
    }
}

/// The shipped puzzles of a game.
pub fn shipped(game: &str) -> Result<PuzzleSet, RulesError> {
    let text = match game {
        "hare-hounds" => include_str!("../../puzzles/hare-hounds.json"),
        "sungka" => include_str!("../../puzzles/sungka.json"),
        "dama-italiana" => include_str!("../../puzzles/dama-italiana.json"),
        "fox-geese" => include_str!("../../puzzles/fox-geese.json"),
        _ => {
            return Err(RulesError::UnknownGame {
                name: game.to_owned(),
            })
        }
    };
    serde_json::from_str(text).map_err(|e| RulesError::BadPosition {
        why: format!("the shipped puzzles of {game}: {e}"),
    })
}
