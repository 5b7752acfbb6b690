//! Game records: PDN for every game. Dama Italiana's records are standard PDN (GameType 22)
//! that other Italian draughts programs read; the other games use the same syntax with a
//! `Game` tag naming the game and `Preset`/`Option` tags for the rules:
//!
//! ```text
//! [Game "fox-geese"]
//! [Preset "classic"]
//! [Option "forced-capture=on"]
//! [Result "*"]
//!
//! 1. d4-d5 c3-c4 2. d5xd3 *
//! ```
//!
//! Reading accepts tags in any order, `{comments}`, move numbers and results, and replays
//! every move through the rules: a record can only hold a game the rules allow.

use super::errors::{RecordError, SessionError};
use super::match_state::Match;
use super::setup::{MatchSetup, Mode};
use crate::game::{Outcome, Side};
use crate::games;

/// The PDN game type of a game, from its words (Dama Italiana: 22).
fn pdn_game_type(game: &str) -> Option<u32> {
    games::find(game).ok().and_then(|e| e.words.pdn_game_type)
}

/// The longest record read: a long Dama game is a few kilobytes.
pub const MAX_RECORD_BYTES: usize = 1 << 20;

fn result_text(game: &str, outcome: Outcome) -> &'static str {
    // PDN for draughts scores a win 2 points; the other games use chess-like results.
    let dama = pdn_game_type(game).is_some();
    match outcome {
        Outcome::Ongoing => "*",
        Outcome::Win {
            winner: Side::One, ..
        } => {
            if dama {
                "2-0"
            } else {
                "1-0"
            }
        }
        Outcome::Win {
            winner: Side::Two, ..
        } => {
            if dama {
                "0-2"
            } else {
                "0-1"
            }
        }
        Outcome::Draw { .. } => {
            if dama {
                "1-1"
            } else {
                "1/2-1/2"
            }
        }
    }
}

/// A setup text that fits on a tag's line. The setup readers skip line breaks, so a
/// position typed over several lines is accepted; a tag holds one line, so such a text is
/// written as the game's own setup text of the same position.
fn one_line_setup(setup: &MatchSetup, text: &str) -> String {
    if !text.contains('\n') {
        return text.to_owned();
    }
    games::find(&setup.game)
        .and_then(|entry| (entry.from_setup)(setup.preset.as_deref(), &setup.options, text))
        .map(|game| game.setup_text())
        .unwrap_or_else(|_| text.replace('\n', " "))
}

fn quote(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The match as a PDN record.
pub fn export_record(m: &Match) -> String {
    let setup = m.setup();
    let mut out = String::new();
    if let Some(t) = pdn_game_type(&setup.game) {
        out.push_str(&format!("[GameType \"{t}\"]\n"));
    }
    out.push_str(&format!("[Game \"{}\"]\n", quote(&setup.game)));
    if let Some(p) = &setup.preset {
        out.push_str(&format!("[Preset \"{}\"]\n", quote(p)));
    }
    if let Some(text) = &setup.position {
        // PDN's FEN tag holds the start position; the other games use the same tag with
        // their own setup text.
        out.push_str(&format!(
            "[FEN \"{}\"]\n",
            quote(&one_line_setup(setup, text))
        ));
    }
    for (k, v) in &setup.options {
        out.push_str(&format!("[Option \"{}={}\"]\n", quote(k), quote(v)));
    }
    let result = result_text(&setup.game, m.outcome());
    out.push_str(&format!("[Result \"{result}\"]\n\n"));

    // Numbered by pairs of moves of the two sides; a side that moves again (Sungka's free
    // turn) simply adds a move to the same number.
    let mut line = String::new();
    let mut number = 0;
    let mut prev: Option<Side> = None;
    for (side, mv) in m.moves_with_sides() {
        let new_number = match prev {
            None => true,
            Some(p) => side == Side::One && p == Side::Two,
        };
        if new_number {
            number += 1;
            line.push_str(&format!("{number}. "));
            if prev.is_none() && side == Side::Two {
                line.push_str("... ");
            }
        }
        line.push_str(&mv);
        line.push(' ');
        prev = Some(side);
    }
    line.push_str(result);
    // Keep lines short, as PDN asks.
    let mut width = 0;
    for word in line.split(' ') {
        if width > 0 && width + word.len() + 1 > 79 {
            out.push('\n');
            width = 0;
        } else if width > 0 {
            out.push(' ');
            width += 1;
        }
        out.push_str(word);
        width += word.len();
    }
    out.push('\n');
    out
}

fn parse_tag(line: &str, n: usize) -> Result<(String, String), RecordError> {
    let bad = |why: &str| RecordError::Syntax {
        line: n,
        why: why.to_owned(),
    };
    let inner = line
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .ok_or_else(|| bad("a tag must be [Name \"value\"]"))?;
    let (name, rest) = inner
        .split_once(char::is_whitespace)
        .ok_or_else(|| bad("a tag needs a value"))?;
    let rest = rest.trim();
    let value = rest
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or_else(|| bad("a tag's value is quoted"))?;
    let mut out = String::new();
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        out.push(if c == '\\' {
            chars.next().unwrap_or('\\')
        } else {
            c
        });
    }
    Ok((name.to_owned(), out))
}

fn is_move_number(token: &str) -> bool {
    let digits = token.trim_end_matches('.');
    token.ends_with('.') && digits.chars().all(|c| c.is_ascii_digit())
}

fn is_result(token: &str) -> bool {
    matches!(
        token,
        "*" | "1-0" | "0-1" | "1/2-1/2" | "2-0" | "0-2" | "1-1" | "0-0"
    )
}

/// Reads a record and replays it into a match in the given mode.
pub fn import_record(text: &str, mode: Mode) -> Result<Match, SessionError> {
    if text.len() > MAX_RECORD_BYTES {
        return Err(RecordError::TooLarge {
            bytes: text.len(),
            limit: MAX_RECORD_BYTES,
        }
        .into());
    }
    let mut game = None;
    let mut preset = None;
    let mut position = None;
    let mut options = Vec::new();
    let mut game_type: Option<u32> = None;
    let mut movetext = String::new();
    let mut in_comment = false;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if !in_comment && line.starts_with('[') {
            let (name, value) = parse_tag(line, i + 1)?;
            match name.as_str() {
                "Game" => game = Some(value),
                "GameType" => game_type = value.split(',').next().and_then(|t| t.parse().ok()),
                "Preset" => preset = Some(value),
                "FEN" => position = Some(value),
                "Option" => {
                    let (k, v) = value.split_once('=').ok_or(RecordError::Syntax {
                        line: i + 1,
                        why: "an Option tag is key=value".into(),
                    })?;
                    options.push((k.to_owned(), v.to_owned()));
                }
                _ => {}
            }
            continue;
        }
        for c in line.chars() {
            match c {
                '{' => in_comment = true,
                '}' => in_comment = false,
                _ if !in_comment => movetext.push(c),
                _ => {}
            }
        }
        movetext.push(' ');
    }
    if game.is_none() {
        // A standard PDN record names its game by type only.
        game = games::GAMES
            .iter()
            .find(|e| e.words.pdn_game_type.is_some() && e.words.pdn_game_type == game_type)
            .map(|e| e.id.to_owned());
    }
    let game = game.ok_or(RecordError::NoGame)?;
    let setup = MatchSetup {
        game,
        preset,
        options,
        position,
        mode,
        seed: 0,
    };
    let mut m = Match::new(setup)?;
    for token in movetext.split_whitespace() {
        if is_move_number(token) || token == "..." || is_result(token) {
            continue;
        }
        // "12.22-18" (number glued to the move) is common in PDN files.
        let mv = match token.split_once('.') {
            Some((n, rest)) if n.chars().all(|c| c.is_ascii_digit()) => rest,
            _ => token,
        };
        m.apply(mv, true).map_err(|e| {
            log::warn!("session: a record does not replay at `{mv}`: {e}");
            RecordError::Replay(format!("`{mv}`: {e}"))
        })?;
    }
    Ok(m)
}
