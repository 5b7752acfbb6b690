//! An engine line into words in the game's own terms: "after 26-22, 17x26 wins a man",
//! "the fox jumps d4xd6xf6: two geese", "sowing 5 relays twice and captures 12 shells".
//!
//! Two steps, both small:
//! - [`explain`] replays a line (the moves in notation) from a position of any game and
//!   reads off what it achieves for the side that plays its first move: the [`Motif`]s
//!   (material won, a crowning, a multi-jump, a relay, a free turn, a capture of shells,
//!   the game's end and why, a proven result). It works through [`AnyGame`] only (the
//!   counters, the move details, the outcome), so every game's words come from what its
//!   rules report, never from a second reading of the rules here.
//! - [`Explanation::why`] and [`Explanation::idea`] (in `i18n/explanation.rs`, above
//!   this folder) render it through the core's translations: a refutation ("after { played }, …") or a better move's idea
//!   ("23-20 keeps the material even").
//!
//! Game review calls it for every inaccuracy, mistake and blunder; puzzles (a wrong try),
//! lessons and hints can call it on any position and line.

pub(crate) mod motifs;

#[cfg(test)]
mod tests;

pub use motifs::{explain, material_swing, Explanation, Motif, Stuff};
