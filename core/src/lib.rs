//! Fireside's core: the rules of every game, the computer players, the match and its
//! interaction, persistence and translations. Pure Rust; the `bindings` crate adapts it
//! for Kotlin and Swift.

pub mod any_game;
pub mod app;
pub mod board;
pub mod engine;
pub mod error;
pub mod explain;
#[doc(hidden)]
pub mod fuzzing;
pub mod game;
pub mod games;
pub mod i18n;
pub mod lessons;
pub mod perft;
pub mod puzzles;
pub mod refusal;
pub mod review;
pub mod session;
pub mod sides;
pub mod store;
pub mod zobrist;

#[cfg(test)]
mod refusal_tests;
#[cfg(test)]
pub(crate) mod testkit;
#[cfg(test)]
mod validation_tests;

#[cfg(feature = "uniffi")]
uniffi::setup_scaffolding!();

pub use any_game::AnyGame;
pub use board::{Board, BoardKind, Piece, PieceKind, Point};
pub use error::RulesError;
pub use game::{EndReason, Game, MoveDetail, OptionKind, OptionSpec, Outcome, Role, Side};
pub use refusal::Refusal;
