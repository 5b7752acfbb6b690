//! Positions to look for puzzles in: random games from the start, stopped at a random ply.

use rand::seq::IndexedRandom;
use rand::Rng;

use crate::game::Game;

/// A position after up to `max_plies` random moves from `start`, or `None` when the game
/// ended on the way (the caller draws again).
pub(crate) fn random_position<G: Game>(
    start: &G,
    rng: &mut impl Rng,
    max_plies: usize,
) -> Option<G> {
    let mut pos = start.clone();
    let plies = rng.random_range(0..=max_plies);
    let mut moves = Vec::new();
    for _ in 0..plies {
        moves.clear();
        pos.legal_moves(&mut moves);
        let mv = moves.choose(rng)?.clone();
        pos.play(&mv);
    }
    (!pos.outcome().is_over()).then_some(pos)
}
