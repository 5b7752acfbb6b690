//! A beginner to measure the levels against: someone who knows only the rules. It takes a
//! win on the board when one is there, never plays a move the opponent answers with an
//! immediate win, and otherwise plays any legal move (seeded, so a tournament repeats).

use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;

use crate::game::{Game, Outcome, Side};

fn won_by(outcome: Outcome, side: Side) -> bool {
    matches!(outcome, Outcome::Win { winner, .. } if winner == side)
}

/// The beginner's move in `pos`, `None` when there is none.
pub fn beginner_move<G: Game>(pos: &G, rng: &mut ChaCha8Rng) -> Option<G::Move> {
    let me = pos.side_to_move();
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut scratch = pos.clone();
    let mut safe = Vec::new();
    for mv in &moves {
        scratch.play(mv);
        let outcome = scratch.outcome();
        let loses_at_once = outcome == Outcome::Ongoing && opponent_wins_at_once(&mut scratch);
        scratch.undo();
        if won_by(outcome, me) {
            return Some(mv.clone());
        }
        if !loses_at_once {
            safe.push(mv.clone());
        }
    }
    let pool = if safe.is_empty() { &moves } else { &safe };
    pool.choose(rng).cloned()
}

/// Whether the side to move in `pos` has a move that wins the game at once.
fn opponent_wins_at_once<G: Game>(pos: &mut G) -> bool {
    let them = pos.side_to_move();
    let mut replies = Vec::new();
    pos.legal_moves(&mut replies);
    replies.iter().any(|r| {
        pos.play(r);
        let won = won_by(pos.outcome(), them);
        pos.undo();
        won
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hare_hounds::HareHounds;
    use rand::SeedableRng;

    #[test]
    fn the_beginner_takes_a_win_and_never_walks_into_one() {
        let config = HareHounds::preset("classic").unwrap();
        // Every position of twenty random games is checked against both promises.
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for seed in 0..20u64 {
            let mut pos = HareHounds::new(&config);
            let mut mover = ChaCha8Rng::seed_from_u64(seed);
            while pos.outcome() == Outcome::Ongoing && pos.ply() < 60 {
                let me = pos.side_to_move();
                let mut moves = Vec::new();
                pos.legal_moves(&mut moves);
                let chosen = beginner_move(&pos, &mut rng).expect("a move while ongoing");
                let wins_now = |m: &<HareHounds as Game>::Move| {
                    let mut p = pos.clone();
                    p.play(m);
                    won_by(p.outcome(), me)
                };
                let mut after = pos.clone();
                after.play(&chosen);
                if moves.iter().any(wins_now) {
                    assert!(won_by(after.outcome(), me), "a win on the board is taken");
                } else if moves.iter().any(|m| {
                    let mut p = pos.clone();
                    p.play(m);
                    p.outcome() != Outcome::Ongoing || !opponent_wins_at_once(&mut p)
                }) {
                    assert!(
                        after.outcome() != Outcome::Ongoing || !opponent_wins_at_once(&mut after),
                        "a safe move existed, yet the beginner allowed a win at once"
                    );
                }
                let step = *moves.choose(&mut mover).unwrap();
                pos.play(&step);
            }
        }
    }
}
