//! What the tests share (test builds only): the toy games of [`toys`], and the checks every
//! game must pass (random playouts that end, with only legal moves, where undo restores
//! position and hash exactly and serde round-trips).

pub(crate) mod toys;

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::any_game::AnyGame;
use crate::game::Game;
use crate::perft::perft;

/// Plays one random game from `start` (seeded) and checks, at every step:
/// the move is legal (parsing its notation gives it back), undo restores the position and the
/// hash, the serde round trip gives an equal position, and the game ends within `max_plies`.
/// Returns the finished position.
pub fn random_playout<G: Game>(start: &G, seed: u64, max_plies: usize) -> G {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for _ in 0..max_plies {
        moves.clear();
        pos.legal_moves(&mut moves);
        if pos.outcome().is_over() {
            assert!(moves.is_empty(), "a finished game must have no moves");
            pos.validate().expect("a reached position is valid");
            return pos;
        }
        assert!(
            !moves.is_empty(),
            "an ongoing game must have a move: {pos:?}"
        );
        let mv = moves.choose(&mut rng).unwrap().clone();
        let text = pos.format_move(&mv);
        assert_eq!(
            pos.parse_move(&text).as_ref(),
            Ok(&mv),
            "notation round trip of {text}"
        );

        let before = pos.clone();
        let hash_before = pos.hash();
        let ply_before = pos.ply();
        pos.play(&mv);
        assert_eq!(pos.ply(), ply_before + 1);
        let after = pos.clone();
        let hash_after = pos.hash();
        assert!(pos.undo());
        assert_eq!(pos, before, "undo of {text} restores the position");
        assert_eq!(pos.hash(), hash_before, "undo of {text} restores the hash");
        pos.play(&mv);
        assert_eq!(pos, after, "replaying {text} is deterministic");
        assert_eq!(pos.hash(), hash_after);

        let json = serde_json::to_string(&pos).expect("serialize");
        let back: G = serde_json::from_str(&json).expect("deserialize");
        assert_eq!(back, pos, "serde round trip");
        assert_eq!(back.hash(), pos.hash());
        back.validate().expect("a reached position is valid");
    }
    panic!("the game did not end within {max_plies} plies: {pos:?}");
}

/// Perft through the dynamic interface must agree with the generic one.
pub fn perft_agrees<G: crate::engine::Evaluate>(start: &G, depth: u32) {
    let mut a = start.clone();
    let mut b: Box<dyn AnyGame> = Box::new(start.clone());
    assert_eq!(perft(&mut a, depth), b.perft(depth));
}

/// Undoing every move of a game returns to the start position.
pub fn undo_all<G: Game>(mut pos: G, start: &G) {
    while pos.undo() {}
    assert_eq!(&pos, start);
    assert_eq!(pos.hash(), start.hash());
}
