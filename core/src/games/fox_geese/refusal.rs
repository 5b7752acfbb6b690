//! Why a move is refused: with forced capture on, the fox must jump.

use super::geometry::POINT_OF_SQUARE;
use super::FoxGeese;
use crate::game::{Game, Side};
use crate::refusal::Refusal;

/// The refusal of the move entered along `path` (board point indices).
pub(super) fn refusal(pos: &FoxGeese, path: &[u8]) -> Option<Refusal> {
    if !pos.config.forced_capture || pos.to_move != Side::One {
        return None;
    }
    if path.first() != Some(&POINT_OF_SQUARE[pos.fox as usize]) {
        return None;
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    if moves.is_empty() || !moves.iter().all(|m| m.is_jump()) {
        return None;
    }
    // The start of a legal chain is no refusal: the chain is still being entered.
    if moves.iter().any(|m| m.points().starts_with(path)) {
        return None;
    }
    Some(Refusal::FoxMustJump {
        required: moves.iter().map(|m| pos.format_move(m)).collect(),
    })
}
