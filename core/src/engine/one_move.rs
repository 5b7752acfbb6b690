//! One move by one tournament player, asked as an engine started for that move alone is
//! asked: the rules, the moves from the start, a seed and a time scale in; the move out.
//! The command line runs it in a new process for every move (`tournament --processes`),
//! so nothing an engine learnt on earlier moves — its table, its killers, memory the
//! allocator kept warm — can help it, as with an outside engine driven move by move.

use std::time::Instant;

use crate::engine::evaluate::Evaluate;
use crate::engine::tournament::{MoveAsk, Picked, Seat};
use crate::error::RulesError;

/// One move by `ask.player` after `ask.moves` from the start of `config`, by a player made
/// for this move alone.
pub fn pick_move<G: Evaluate>(config: &G::Config, ask: &MoveAsk) -> Result<Picked, RulesError> {
    let mut pos = G::new(config);
    for (i, text) in ask.moves.iter().enumerate() {
        let mv = pos.parse_move(text).map_err(|e| RulesError::BadPosition {
            why: format!("move {} `{text}`: {e}", i + 1),
        })?;
        pos.play(&mv);
    }
    let start = Instant::now();
    let mut seat = Seat::<G>::new(ask.player, ask.seed, ask.time_scale);
    let (mv, depth, nodes) = seat.think(&pos);
    Ok(Picked {
        mv: mv.map(|m| pos.format_move(&m)),
        depth,
        nodes,
        ms: start.elapsed().as_secs_f64() * 1000.0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::level::Level;
    use crate::engine::tournament::Player;
    use crate::game::Game;
    use crate::games::hare_hounds::HareHounds;

    #[test]
    fn a_move_asked_alone_is_legal_where_the_moves_lead_and_bad_moves_are_refused() {
        let config = Default::default();
        let mut pos = HareHounds::new(&config);
        let mut moves = Vec::new();
        for _ in 0..3 {
            let mut legal = Vec::new();
            pos.legal_moves(&mut legal);
            moves.push(pos.format_move(&legal[0]));
            pos.play(&legal[0]);
        }
        let ask = MoveAsk {
            player: Player::Computer(Level::Expert),
            moves: &moves,
            seed: 7,
            time_scale: 0.02,
        };
        let picked = pick_move::<HareHounds>(&config, &ask).expect("the moves are legal");
        let text = picked.mv.expect("the game goes on");
        assert!(pos.parse_move(&text).is_ok(), "{text} is legal there");
        assert!(picked.depth >= 1);

        let bad = vec!["z9-z8".to_owned()];
        let err = pick_move::<HareHounds>(&config, &MoveAsk { moves: &bad, ..ask });
        assert!(
            matches!(err, Err(RulesError::BadPosition { .. })),
            "{err:?}"
        );
    }
}
