//! Why a move is refused: which of the Italian capture rules it breaks.

use super::geometry::{ALL_DIRECTIONS, JUMP};
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
        return None;
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
        // A legal capture, or the start of one: nothing is refused.
        return None;
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

fn legal_notation(pos: &Dama) -> Vec<String> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.iter().map(|m| pos.format_move(m)).collect()
}
