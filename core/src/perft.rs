//! Perft: the number of distinct legal move sequences of a given length, the standard check
//! of a move generator.

use crate::game::Game;

/// Counts the legal move sequences of exactly `depth` plies from `pos`. A finished position
/// has no moves, so sequences that end the game early are not counted at greater depths.
pub fn perft<G: Game>(pos: &mut G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for mv in &moves {
        pos.play(mv);
        total += perft(pos, depth - 1);
        pos.undo();
    }
    total
}
