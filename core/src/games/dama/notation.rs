//! Move notation (PDN: `22-18`, `22x13x6`) and PDN FEN positions (`W:W21,22,K5:B1,2`).

use super::geometry::{JUMP, SQUARES};
use super::{Dama, DamaConfig, DamaMove};
use crate::error::RulesError;
use crate::game::{Game, Side};

/// `from-to` for a simple move; `from x landing x … x end` for a capture, naming every
/// landing square. With short-range jumps the landings fix the captured pieces, so this
/// never names two different moves.
pub fn format_move(mv: &DamaMove) -> String {
    let mut out = (mv.from + 1).to_string();
    if mv.jumps == 0 {
        out.push('-');
        out.push_str(&(mv.to + 1).to_string());
    } else {
        for &sq in mv.landings() {
            out.push('x');
            out.push_str(&(sq + 1).to_string());
        }
    }
    out
}

fn square(text: &str, part: &str) -> Result<u8, RulesError> {
    match part.trim().parse::<u8>() {
        Ok(n) if (1..=SQUARES as u8).contains(&n) => Ok(n - 1),
        _ => Err(RulesError::bad_notation(
            text,
            "squares are numbered 1 to 32",
        )),
    }
}

/// The square jumped over from `a` to `b`, if `b` is a jump away from `a`.
fn jumped(a: u8, b: u8) -> Option<u8> {
    JUMP[a as usize]
        .iter()
        .find(|&&(_, land)| land == b)
        .map(|&(over, _)| over)
}

/// Reads a move. Besides the full form it accepts the short capture `from x end` when only
/// one legal capture matches, and another route with the same landings count through the
/// same captured pieces (the same move, see RULES.md).
pub fn parse_move(pos: &Dama, text: &str) -> Result<DamaMove, RulesError> {
    let trimmed = text.trim();
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let illegal = || Err(RulesError::illegal(trimmed));
    if trimmed.contains(['x', 'X']) {
        let squares = trimmed
            .split(['x', 'X'])
            .map(|p| square(trimmed, p))
            .collect::<Result<Vec<u8>, _>>()?;
        let (from, landings) = (squares[0], &squares[1..]);
        if landings.is_empty() {
            return Err(RulesError::bad_notation(
                trimmed,
                "a capture needs a landing",
            ));
        }
        let captures = moves.iter().filter(|m| m.from == from && m.jumps > 0);
        if let Some(m) = captures.clone().find(|m| m.landings() == landings) {
            return Ok(*m);
        }
        let to = *landings.last().unwrap_or(&from);
        if landings.len() == 1 {
            let mut matching = captures.filter(|m| m.to == to);
            return match (matching.next(), matching.next()) {
                (Some(m), None) => Ok(*m),
                (Some(_), Some(_)) => Err(RulesError::bad_notation(
                    trimmed,
                    "ambiguous: name every landing square",
                )),
                _ => illegal(),
            };
        }
        // Another route: every step a jump, taking the same pieces.
        let mut captured = 0u32;
        let mut at = from;
        for &next in landings {
            match jumped(at, next) {
                Some(over) => captured |= 1 << over,
                None => return illegal(),
            }
            at = next;
        }
        return match captures
            .clone()
            .find(|m| m.to == to && m.captured == captured && m.jumps as usize == landings.len())
        {
            Some(m) => Ok(*m),
            None => illegal(),
        };
    }
    let parts: Vec<&str> = trimmed.split('-').collect();
    if parts.len() != 2 {
        return Err(RulesError::bad_notation(
            trimmed,
            "expected `from-to` or `from x landing x …`",
        ));
    }
    let (from, to) = (square(trimmed, parts[0])?, square(trimmed, parts[1])?);
    match moves
        .iter()
        .find(|m| m.jumps == 0 && m.from == from && m.to == to)
    {
        Some(m) => Ok(*m),
        None => illegal(),
    }
}

impl Dama {
    /// Reads a position in PDN FEN: the side to move (`W` or `B`), then the white and the
    /// black pieces, e.g. `W:W21,22,K5:B1,2,3`. `K` marks a king; `a-b` is a range of
    /// squares. The position has no history and a zero draw counter.
    pub fn from_fen(config: &DamaConfig, text: &str) -> Result<Dama, RulesError> {
        let bad = |why: &str| RulesError::BadPosition {
            why: format!("FEN `{}`: {why}", text.chars().take(80).collect::<String>()),
        };
        let body = text.trim().trim_matches('"').trim();
        let body = body.strip_suffix('.').unwrap_or(body);
        let mut fields = body.split(':');
        let side = match fields.next().map(str::trim) {
            Some("W") | Some("w") => Side::One,
            Some("B") | Some("b") => Side::Two,
            _ => return Err(bad("it must start with W or B, the side to move")),
        };
        let (mut white, mut black, mut kings) = (0u32, 0u32, 0u32);
        let (mut seen_white, mut seen_black) = (false, false);
        for field in fields {
            let field = field.trim();
            let (colour, list) = match field.chars().next() {
                Some('W') | Some('w') => (Side::One, &field[1..]),
                Some('B') | Some('b') => (Side::Two, &field[1..]),
                _ => return Err(bad("each piece list starts with W or B")),
            };
            let seen = match colour {
                Side::One => &mut seen_white,
                Side::Two => &mut seen_black,
            };
            if std::mem::replace(seen, true) {
                return Err(bad("a colour is listed twice"));
            }
            for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                let (king, item) = match item.strip_prefix(['K', 'k']) {
                    Some(rest) => (true, rest),
                    None => (false, item),
                };
                let (lo, hi) = match item.split_once('-') {
                    Some((a, b)) => (fen_square(a), fen_square(b)),
                    None => (fen_square(item), fen_square(item)),
                };
                let (Some(lo), Some(hi)) = (lo, hi) else {
                    return Err(bad("squares are numbered 1 to 32"));
                };
                if lo > hi {
                    return Err(bad("a range runs backwards"));
                }
                for sq in lo..=hi {
                    let bit = 1u32 << sq;
                    if (white | black) & bit != 0 {
                        return Err(bad("a square is listed twice"));
                    }
                    match colour {
                        Side::One => white |= bit,
                        Side::Two => black |= bit,
                    }
                    if king {
                        kings |= bit;
                    }
                }
            }
        }
        Dama::from_sets(config, white, black, kings, side).map_err(|e| match e {
            RulesError::BadPosition { why } => bad(&why),
            other => other,
        })
    }

    /// The position in PDN FEN, squares in increasing order.
    pub fn to_fen(&self) -> String {
        let list = |set: u32| {
            super::geometry::squares(set)
                .map(|sq| {
                    let king = if self.kings & (1 << sq) != 0 { "K" } else { "" };
                    format!("{king}{}", sq + 1)
                })
                .collect::<Vec<_>>()
                .join(",")
        };
        let side = match self.side_to_move() {
            Side::One => 'W',
            Side::Two => 'B',
        };
        format!("{side}:W{}:B{}", list(self.white), list(self.black))
    }
}

fn fen_square(text: &str) -> Option<u8> {
    match text.trim().parse::<u8>() {
        Ok(n) if (1..=SQUARES as u8).contains(&n) => Some(n - 1),
        _ => None,
    }
}
