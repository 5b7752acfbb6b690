//! Puzzles proved by the solved game: positions where exactly one move keeps the win.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::solver::{table, Value};
use super::{HareHounds, HareHoundsConfig, Move};
use crate::game::Game;
use crate::games::puzzles::random_position;
use crate::games::puzzles::{only_win_line, play_checked, LineMove, Proof, Puzzle, Theme};

/// The player's moves a line holds at most.
const LINE_MOVES: usize = 3;
/// Random games end at a random ply up to this.
const MAX_PLIES: usize = 40;

/// The moves of `pos` that keep the mover's win (the opponent then loses).
fn winning_moves(pos: &HareHounds) -> Vec<Move> {
    let t = table(pos.config.stall_limit);
    let limit = pos.config.stall_limit;
    pos.state
        .moves(limit)
        .into_iter()
        .filter(|mv| {
            let next = pos.state.after(*mv);
            matches!(t.value(&next), Some(Value::Loss(_)))
        })
        .collect()
}

/// The only winning move, if the mover wins and exactly one move keeps it.
fn only_win(pos: &HareHounds) -> Option<Move> {
    let Value::Win(_) = pos.value() else {
        return None;
    };
    match winning_moves(pos).as_slice() {
        [only] => Some(*only),
        _ => None,
    }
}

/// The line from `pos`: the only win, the engine's longest resistance, and on while the
/// player's move stays the only win.
fn line(pos: &HareHounds) -> Vec<LineMove> {
    only_win_line(pos, LINE_MOVES, only_win, |p| {
        p.best_moves().first().copied()
    })
}

fn puzzle_at(pos: &HareHounds) -> Option<Puzzle> {
    only_win(pos)?;
    let Value::Win(plies) = pos.value() else {
        return None;
    };
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    if legal.len() < 3 {
        return None;
    }
    let plies = u32::from(plies);
    Some(Puzzle {
        id: String::new(),
        position: pos.write_setup(),
        to_move: pos.side_to_move(),
        theme: Theme::OnlyWin,
        line: line(pos),
        // Farther wins and more tempting moves are harder.
        difficulty: (700 + 35 * plies.min(30) + 25 * legal.len() as u32).min(2400),
        proof: Proof::Table {
            plies,
            legal_moves: legal.len() as u32,
        },
    })
}

/// `count` puzzles from `seed`, with the rule options they were made with: none, the
/// game's puzzles are all played by its default rules.
pub fn generate(seed: u64, count: usize) -> (Vec<(String, String)>, Vec<Puzzle>) {
    let config = HareHoundsConfig::default();
    let start = HareHounds::new(&config);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for _ in 0..count * 400 {
        if out.len() >= count {
            break;
        }
        let Some(pos) = random_position(&start, &mut rng, MAX_PLIES) else {
            continue;
        };
        // Judged as the file keeps it: the setup text, without history.
        let Ok(pos) = HareHounds::read_setup(&config, &pos.write_setup()) else {
            continue;
        };
        if !seen.insert(pos.write_setup()) {
            continue;
        }
        if let Some(p) = puzzle_at(&pos) {
            out.push(p);
        }
    }
    (Vec::new(), out)
}

/// Checks `puzzle`'s proof again (the options are the generator's: none).
pub fn verify(_options: &[(String, String)], puzzle: &Puzzle) -> Result<(), String> {
    let config = HareHoundsConfig::default();
    let mut pos = HareHounds::read_setup(&config, &puzzle.position).map_err(|e| e.to_string())?;
    if pos.side_to_move() != puzzle.to_move {
        return Err("side to move".into());
    }
    let Value::Win(plies) = pos.value() else {
        return Err("the player does not win".into());
    };
    if puzzle.proof
        != (Proof::Table {
            plies: u32::from(plies),
            legal_moves: {
                let mut v = Vec::new();
                pos.legal_moves(&mut v);
                v.len() as u32
            },
        })
    {
        return Err("the proof's figures changed".into());
    }
    for mv in &puzzle.line {
        if mv.side == puzzle.to_move {
            let only = only_win(&pos).ok_or("the player's move is not the only win")?;
            if pos.format_move(&only) != mv.notation {
                return Err(format!("{} is not the only win", mv.notation));
            }
        }
        play_checked(&mut pos, &mv.notation)?;
    }
    if puzzle.line.first().is_none_or(|m| m.side != puzzle.to_move) {
        return Err("the line does not start with the player's move".into());
    }
    Ok(())
}
