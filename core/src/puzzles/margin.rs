//! "One move is clearly best": every legal move searched to a fixed depth (a deterministic
//! limit, so a test repeats the proof exactly), the best ahead of the next by a margin.

use serde::{Deserialize, Serialize};

use crate::engine::{CancelToken, Evaluate, Limits, Score, Searcher};

/// The search's table for each proof: small, and new for every move, so the scores depend
/// on the position and the depth alone.
const TABLE_BYTES: usize = 1 << 20;

/// What the search proved: the answer's score and the next best, for the mover, with
/// every reply searched to `depth` plies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MarginProof {
    pub depth: u32,
    pub best: Score,
    pub second: Score,
}

/// Every legal move of `pos` with its score for the mover: the position after it searched
/// to `depth` plies (negated when the turn passes).
pub fn margins<G: Evaluate>(pos: &G, depth: u32) -> Vec<(G::Move, Score)> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let cancel = CancelToken::new();
    moves
        .into_iter()
        .map(|mv| {
            let mut child = pos.clone();
            child.play(&mv);
            let mut searcher = Searcher::<G>::new(TABLE_BYTES);
            let score = searcher
                .search(&child, &Limits::depth(depth.max(1)), &cancel)
                .score;
            let same = child.side_to_move() == pos.side_to_move();
            (mv, if same { score } else { -score })
        })
        .collect()
}

/// The one move ahead of all others by at least `threshold`, with its proof.
pub fn clear_best<G: Evaluate>(
    pos: &G,
    depth: u32,
    threshold: Score,
) -> Option<(G::Move, MarginProof)> {
    let mut scored = margins(pos, depth);
    if scored.len() < 2 {
        return None;
    }
    scored.sort_by_key(|(_, s)| std::cmp::Reverse(*s));
    let (best, second) = (scored[0].1, scored[1].1);
    (best - second >= threshold).then(|| {
        (
            scored[0].0.clone(),
            MarginProof {
                depth,
                best,
                second,
            },
        )
    })
}
