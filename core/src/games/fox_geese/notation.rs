//! Move notation: `d4-d5` for a step, `d4xd6xf6` for a jump chain.

use super::geometry::{name, parse_square};
use super::movegen::{Move, MAX_PATH};
use super::FoxGeese;
use crate::error::RulesError;
use crate::game::Game;

pub fn format(mv: &Move) -> String {
    let sep = if mv.is_jump() { "x" } else { "-" };
    mv.squares()
        .iter()
        .map(|&sq| name(sq))
        .collect::<Vec<_>>()
        .join(sep)
}

/// Reads a move. Either separator is accepted anywhere (the path alone identifies the move),
/// and case does not matter; `format` gives the normal spelling.
pub fn parse(pos: &FoxGeese, text: &str) -> Result<Move, RulesError> {
    let lower = text.trim().to_ascii_lowercase();
    let mut path = Vec::new();
    for part in lower.split(['-', 'x']) {
        let sq = parse_square(part.trim())
            .ok_or_else(|| RulesError::bad_notation(text, "expected points such as d4"))?;
        path.push(sq);
    }
    if path.len() < 2 || path.len() > MAX_PATH {
        return Err(RulesError::bad_notation(
            text,
            "expected two points (d4-d5) or a jump chain (d4xd6xf6)",
        ));
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves
        .into_iter()
        .find(|m| m.squares() == path.as_slice())
        .ok_or_else(|| RulesError::illegal(text.trim()))
}
