//! Why a sowing is refused: an empty house, or a house of the other player.

use super::geometry::{house, owner, HOUSES};
use super::Sungka;
use crate::refusal::Refusal;

/// The refusal of sowing from the hole `path[0]`.
pub(super) fn refusal(pos: &Sungka, path: &[u8]) -> Option<Refusal> {
    let hole = usize::from(*path.first()?);
    match owner(hole) {
        Some(side) if side != pos.to_move => Some(Refusal::NotYourHouse),
        Some(_) if pos.board[hole] == 0 => Some(Refusal::EmptyHouse),
        _ => None,
    }
}

/// The hole of a typed house number of the player to move.
pub(super) fn attempt_path(pos: &Sungka, text: &str) -> Vec<u8> {
    match text.trim().parse::<usize>() {
        Ok(n) if (1..=HOUSES).contains(&n) => vec![house(pos.to_move, n - 1) as u8],
        _ => Vec::new(),
    }
}
