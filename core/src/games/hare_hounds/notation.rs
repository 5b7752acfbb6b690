//! Moves as `from-to` (`b1-b2`), and a compact text for hand-built positions:
//! `hounds a2 b3 c2; hare b5; to-move hare; stall 3`.

use super::geometry::{point_by_name, NAMES};
use super::rules::{Move, State, HARE, HOUNDS};
use super::{HareHounds, HareHoundsConfig};
use crate::error::RulesError;
use crate::game::Game;

pub fn format_move(mv: &Move) -> String {
    format!(
        "{}-{}",
        NAMES[usize::from(mv.from)],
        NAMES[usize::from(mv.to)]
    )
}

/// Reads `b1-b2` (also `b1b2`, any case). A lone destination (`b4`) is accepted when exactly
/// one legal move goes there, which is always so for the hare.
pub fn parse_move(pos: &HareHounds, text: &str) -> Result<Move, RulesError> {
    let clean = text.trim().to_ascii_lowercase();
    let point = |name: &str| {
        point_by_name(name)
            .ok_or_else(|| RulesError::bad_notation(text, &format!("no point `{name}`")))
    };
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let (from, to) = match clean.split_once('-') {
        Some((a, b)) => (Some(point(a.trim())?), point(b.trim())?),
        None if clean.len() == 4 && clean.is_ascii() => {
            (Some(point(&clean[..2])?), point(&clean[2..])?)
        }
        None if clean.len() == 2 => (None, point(&clean)?),
        None => return Err(RulesError::bad_notation(text, "expected a move like b1-b2")),
    };
    let mut matching = moves
        .iter()
        .filter(|m| m.to == to && from.is_none_or(|f| m.from == f));
    match (matching.next(), matching.next()) {
        (Some(mv), None) => Ok(*mv),
        (Some(_), Some(_)) => Err(RulesError::bad_notation(
            text,
            "several pieces can go there: name the start point too",
        )),
        (None, _) => Err(RulesError::illegal(&match from {
            Some(f) => format_move(&Move { from: f, to }),
            None => NAMES[usize::from(to)].to_owned(),
        })),
    }
}

/// Reads the setup text; see [`HareHounds::setup`].
pub fn parse_setup(config: &HareHoundsConfig, text: &str) -> Result<HareHounds, RulesError> {
    let bad = |why: String| RulesError::BadPosition { why };
    let mut hounds = None;
    let mut hare = None;
    let mut to_move = HOUNDS;
    let mut stall = 0u8;
    for part in text.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        let mut words = part.split_whitespace();
        let key = words.next().unwrap_or_default().to_ascii_lowercase();
        let values: Vec<&str> = words.collect();
        let point =
            |name: &str| point_by_name(name).ok_or_else(|| bad(format!("no point `{name}`")));
        match key.as_str() {
            "hounds" => {
                let mut set = 0u16;
                for name in &values {
                    set |= 1 << point(name)?;
                }
                if values.len() != 3 || set.count_ones() != 3 {
                    return Err(bad("`hounds` needs three different points".to_owned()));
                }
                hounds = Some(set);
            }
            "hare" => match values.as_slice() {
                [name] => hare = Some(point(name)?),
                _ => return Err(bad("`hare` needs one point".to_owned())),
            },
            "to-move" => {
                to_move = match values.as_slice() {
                    ["hounds"] => HOUNDS,
                    ["hare"] => HARE,
                    _ => return Err(bad("`to-move` is `hounds` or `hare`".to_owned())),
                }
            }
            "stall" => {
                stall = match values.as_slice() {
                    [n] => n
                        .parse()
                        .map_err(|_| bad(format!("`stall` cannot be `{n}`")))?,
                    _ => return Err(bad("`stall` needs one number".to_owned())),
                }
            }
            _ => return Err(bad(format!("unknown setup part `{part}`"))),
        }
    }
    let state = State {
        hounds: hounds.ok_or_else(|| bad("the setup names no hounds".to_owned()))?,
        hare: hare.ok_or_else(|| bad("the setup names no hare".to_owned()))?,
        to_move,
        stall,
    };
    let pos = HareHounds {
        config: config.clone(),
        state,
        history: Vec::new(),
    };
    pos.validate()?;
    Ok(pos)
}

/// The setup text of a position (its history is not part of it).
pub fn format_setup(pos: &HareHounds) -> String {
    let s = &pos.state;
    let hounds: Vec<&str> = (0..NAMES.len())
        .filter(|&p| s.hounds & (1 << p) != 0)
        .map(|p| NAMES[p])
        .collect();
    format!(
        "hounds {}; hare {}; to-move {}; stall {}",
        hounds.join(" "),
        NAMES[usize::from(s.hare)],
        if s.to_move == HARE { "hare" } else { "hounds" },
        s.stall
    )
}

impl HareHounds {
    /// A hand-built position from a compact text, e.g.
    /// `hounds a2 b3 c2; hare b5; to-move hare; stall 3`. Parts are separated by `;`, in any
    /// order; `to-move` defaults to the hounds and `stall` to 0. The position has no history.
    pub fn setup(config: &HareHoundsConfig, text: &str) -> Result<Self, RulesError> {
        parse_setup(config, text)
    }

    /// The position in the text [`HareHounds::setup`] reads.
    pub fn setup_text(&self) -> String {
        format_setup(self)
    }
}
