//! A beginner to measure the levels against: someone who knows only the rules, and plays
//! as a newcomer does: looks at each of its moves and the opponent's answers to it (two
//! plies, and on through compulsory captures), counts only what the rules make visible —
//! the pieces on the board, the stores, and in the trapping games how free the hunted
//! piece is and how far the geese have come ([`Evaluate::beginner_evaluate`]) — and then picks loosely among the moves that
//! looked good: a softmax over those counts with a temperature of half a piece, so a
//! better-looking move is likelier but not sure. It takes a win on the board, and never
//! plays a move the opponent answers with an immediate win when it has another. Seeded,
//! so a tournament repeats.

use rand::seq::IndexedRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use crate::engine::evaluate::Evaluate;
use crate::engine::score::{Score, WIN, WIN_THRESHOLD};
use crate::game::{Outcome, Side};

/// How loosely the beginner picks, in score units (100 ≈ one piece): a move that looks a
/// piece worse is picked e² ≈ 7 times less often than the best-looking one.
const TEMPERATURE: f64 = 50.0;
/// Plies the beginner reads past its own move (the opponent's answers).
const LOOK: u32 = 1;
/// Compulsory captures followed past the look, at most (Dama's exchanges: a beginner sees
/// that it takes back).
const FORCED_EXTRA: u32 = 4;

/// The count of a move that wins on the board.
pub(crate) const WON_NOW: Score = WIN + 1;

fn won_by(outcome: Outcome, side: Side) -> bool {
    matches!(outcome, Outcome::Win { winner, .. } if winner == side)
}

/// What a count of a position is, for the side to move.
pub(crate) type Count<G> = fn(&G) -> Score;

/// `pos` as `me` counts it with `count`, `plies` more plies read (minimax, the mover
/// choosing).
fn counted<G: Evaluate>(pos: &mut G, me: Side, plies: u32, extra: u32, count: Count<G>) -> Score {
    match pos.outcome() {
        Outcome::Ongoing => {}
        Outcome::Win { winner, .. } if winner == me => return WIN,
        Outcome::Win { .. } => return -WIN,
        _ => return 0,
    }
    let forced = plies == 0 && extra > 0 && pos.must_move_noisy();
    if plies == 0 && !forced {
        let e = count(pos);
        return if pos.side_to_move() == me { e } else { -e };
    }
    let (plies, extra) = if forced {
        (0, extra - 1)
    } else {
        (plies - 1, extra)
    };
    let mine = pos.side_to_move() == me;
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut best: Option<Score> = None;
    for mv in &moves {
        pos.play(mv);
        let v = counted(pos, me, plies, extra, count);
        pos.undo();
        best = Some(match best {
            None => v,
            Some(b) if mine => b.max(v),
            Some(b) => b.min(v),
        });
    }
    best.unwrap_or_else(|| count(pos))
}

/// Each move of `pos` with its count for the mover: `look` plies read past the move, and
/// on through compulsory captures (at most [`FORCED_EXTRA`] more); a move that wins on
/// the board is counted [`WON_NOW`], above any win read further on.
pub(crate) fn counted_moves<G: Evaluate>(
    pos: &G,
    look: u32,
    count: Count<G>,
) -> Vec<(G::Move, Score)> {
    let me = pos.side_to_move();
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut scratch = pos.clone();
    moves
        .into_iter()
        .map(|mv| {
            scratch.play(&mv);
            let score = if won_by(scratch.outcome(), me) {
                WON_NOW
            } else {
                counted(&mut scratch, me, look, FORCED_EXTRA, count)
            };
            scratch.undo();
            (mv, score)
        })
        .collect()
}

/// The beginner's move in `pos`, `None` when there is none.
pub fn beginner_move<G: Evaluate>(pos: &G, rng: &mut ChaCha8Rng) -> Option<G::Move> {
    let scored = counted_moves(pos, LOOK, G::beginner_evaluate);
    if let Some((mv, _)) = scored.iter().find(|(_, s)| *s == WON_NOW) {
        return Some(mv.clone());
    }
    let best = scored.iter().map(|(_, s)| *s).max()?;
    // Never a move seen to lose at once while another does not.
    let pool: Vec<&(G::Move, Score)> = scored
        .iter()
        .filter(|(_, s)| best <= -WIN_THRESHOLD || *s > -WIN_THRESHOLD)
        .collect();
    let weights: Vec<f64> = pool
        .iter()
        .map(|(_, s)| ((*s - best).max(-WIN_THRESHOLD) as f64 / TEMPERATURE).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    let mut x = rng.random::<f64>() * total;
    for ((mv, _), w) in pool.iter().zip(&weights) {
        if x < *w {
            return Some(mv.clone());
        }
        x -= w;
    }
    pool.choose(rng).map(|(mv, _)| mv.clone())
}

/// Whether the side to move in `pos` has a move that wins the game at once.
#[cfg(test)]
fn opponent_wins_at_once<G: crate::game::Game>(pos: &mut G) -> bool {
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
    use crate::game::Game;
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
