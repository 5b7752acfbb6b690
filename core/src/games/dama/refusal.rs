//! Why a move is refused: which of the Italian capture rules it breaks.

use super::geometry::{ALL_DIRECTIONS, BLACK_FORWARD, JUMP, NEIGHBOUR, WHITE_FORWARD};
use super::Dama;
use crate::game::Game;
use crate::refusal::Refusal;

// The bits of a capture's priority key (see `movegen::priority`).
const COUNT_SHIFT: u32 = 12;
const KING_BIT: u32 = 1 << 11;
const KINGS_SHIFT: u32 = 6;

/// The refusal of the move entered along `path` (0-based squares: start, then landings).
pub(super) fn refusal(pos: &Dama, path: &[u8]) -> Option<Refusal> {
    let &from = path.first()?;
    let (own, enemy) = pos.sides();
    if own & (1 << from) == 0 {
        return None;
    }
    let mover_is_king = pos.kings & (1 << from) != 0;
    if let (false, Some(&to)) = (mover_is_king, path.get(1)) {
        let jumps_king = ALL_DIRECTIONS.iter().any(|&d| {
            let (over, land) = JUMP[from as usize][d];
            land == to && enemy & pos.kings & (1 << over) != 0
        });
        if jumps_king {
            return Some(Refusal::ManCannotCaptureKing);
        }
    }
    if !pos.has_capture() {
        return man_steps_back(pos, mover_is_king, from, path.get(1).copied());
    }
    let captures = pos.all_captures();
    let best = captures.iter().map(|&(_, k)| k).max()?;
    let landings = &path[1..];
    let attempted = captures
        .iter()
        .filter(|(m, _)| {
            // The full path, or its start, or the short form `from x end`.
            m.from == from
                && (m.landings().starts_with(landings)
                    || (landings.len() == 1 && m.to == landings[0]))
        })
        .map(|&(_, k)| k)
        .max();
    let required = legal_notation(pos);
    let Some(key) = attempted else {
        return Some(Refusal::MustCapture { required });
    };
    if key >= best {
        // A legal capture, or the start of one while it is entered: nothing is refused,
        // unless the start was given as the whole move (typed), where the chain goes on.
        return unfinished_chain(pos, &captures, from, landings, best);
    }
    Some(if key >> COUNT_SHIFT != best >> COUNT_SHIFT {
        Refusal::MostPieces { required }
    } else if key & KING_BIT != best & KING_BIT {
        Refusal::KingMustCapture { required }
    } else if (key >> KINGS_SHIFT) & 0x1f != (best >> KINGS_SHIFT) & 0x1f {
        Refusal::MostKings { required }
    } else {
        Refusal::KingMetFirst { required }
    })
}

/// `from` and `landings` stop short of the best captures they begin, and are no capture
/// of their own: the refusal names the whole chains.
fn unfinished_chain(
    pos: &Dama,
    captures: &[(super::movegen::DamaMove, u32)],
    from: u8,
    landings: &[u8],
    best: u32,
) -> Option<Refusal> {
    if landings.is_empty() {
        return None;
    }
    let whole = captures.iter().any(|(m, _)| {
        m.from == from && (m.landings() == landings || (landings.len() == 1 && m.to == landings[0]))
    });
    let required: Vec<String> = captures
        .iter()
        .filter(|(m, k)| {
            *k == best
                && m.from == from
                && m.landings().len() > landings.len()
                && m.landings().starts_with(landings)
        })
        .map(|(m, _)| pos.format_move(m))
        .collect();
    (!whole && !required.is_empty()).then_some(Refusal::ChainMustContinue { required })
}

/// A man's step to a diagonal neighbour behind it: only a king moves back.
fn man_steps_back(pos: &Dama, king: bool, from: u8, to: Option<u8>) -> Option<Refusal> {
    let to = to?;
    let back = match pos.side {
        crate::game::Side::One => BLACK_FORWARD,
        crate::game::Side::Two => WHITE_FORWARD,
    };
    let behind = back.iter().any(|&d| NEIGHBOUR[from as usize][d] == to);
    (!king && behind).then_some(Refusal::ManNeverBack)
}

fn legal_notation(pos: &Dama) -> Vec<String> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.iter().map(|m| pos.format_move(m)).collect()
}
