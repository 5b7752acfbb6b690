//! Puzzles proved by the endgame tables (wins with at most four pieces where exactly one
//! move keeps the win) and by a deep search (one move clearly best in a self-played game).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::endgame::{tables, DbValue, MAX_PIECES};
use super::geometry::{BLACK_PROMOTION_ROW, SQUARES, WHITE_PROMOTION_ROW};
use super::{Dama, DamaConfig, DamaMove};
use crate::engine::WIN_THRESHOLD;
use crate::engine::{CancelToken, Limits, Score, Searcher};
use crate::game::{Game, Outcome, Side};
use crate::games::puzzles::clear_best;
use crate::games::puzzles::{only_win_line, play_checked, LineMove, Proof, Puzzle, Theme};

/// The player's moves a table line holds at most.
const LINE_MOVES: usize = 3;
/// Tactics: every move searched this deep, the best ahead by this much (1.5 men).
pub const TACTIC_DEPTH: u32 = 5;
pub const TACTIC_MARGIN: Score = 150;
/// One puzzle in this many is a tactic from self-play; the rest come from the tables.
const TACTIC_SHARE: usize = 6;

/// The value of a position for its side to move: the game's end, else the tables.
fn value(pos: &Dama) -> Option<DbValue> {
    match pos.outcome() {
        Outcome::Win { winner, .. } if winner == pos.side_to_move() => Some(DbValue::Win(0)),
        Outcome::Win { .. } => Some(DbValue::Loss(0)),
        Outcome::Draw { .. } => Some(DbValue::Draw),
        Outcome::Ongoing => tables().get(pos).map(|v| v.with_counter(pos.quiet_plies())),
    }
}

fn legal(pos: &Dama) -> Vec<DamaMove> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves
}

fn after(pos: &Dama, mv: &DamaMove) -> Dama {
    let mut next = pos.clone();
    next.play(mv);
    next
}

/// The only move that keeps the win, if the mover wins and exactly one does.
fn only_win(pos: &Dama) -> Option<DamaMove> {
    let Some(DbValue::Win(_)) = value(pos) else {
        return None;
    };
    let wins: Vec<DamaMove> = legal(pos)
        .into_iter()
        .filter(|mv| matches!(value(&after(pos, mv)), Some(DbValue::Loss(_))))
        .collect();
    match wins.as_slice() {
        [only] => Some(*only),
        _ => None,
    }
}

/// The loser's longest resistance: the reply after which the winner needs the most plies.
fn longest_resistance(pos: &Dama) -> Option<DamaMove> {
    legal(pos)
        .into_iter()
        .max_by_key(|mv| match value(&after(pos, mv)) {
            Some(DbValue::Win(d)) => i32::from(d),
            // A reply that does not lose (none should exist) would be best of all.
            _ => i32::MAX,
        })
}

fn table_line(pos: &Dama) -> Vec<LineMove> {
    only_win_line(pos, LINE_MOVES, only_win, longest_resistance)
}

/// A random position of three or four pieces (men never on their crowning row).
fn random_ending(rng: &mut ChaCha8Rng) -> Option<Dama> {
    let total = rng.random_range(3..=MAX_PIECES);
    let whites = rng.random_range(1..total);
    let (mut white, mut black, mut kings) = (0u32, 0u32, 0u32);
    for i in 0..total {
        let is_white = i < whites;
        let king = rng.random_bool(0.45);
        let crowning = if is_white {
            WHITE_PROMOTION_ROW
        } else {
            BLACK_PROMOTION_ROW
        };
        let sq = rng.random_range(0..SQUARES as u32);
        let bit = 1u32 << sq;
        if (white | black) & bit != 0 || (!king && crowning & bit != 0) {
            return None;
        }
        if is_white {
            white |= bit;
        } else {
            black |= bit;
        }
        if king {
            kings |= bit;
        }
    }
    let side = if rng.random_bool(0.5) {
        Side::One
    } else {
        Side::Two
    };
    Dama::from_sets(&DamaConfig::default(), white, black, kings, side).ok()
}

fn table_puzzle(pos: &Dama) -> Option<Puzzle> {
    only_win(pos)?;
    let Some(DbValue::Win(plies)) = value(pos) else {
        return None;
    };
    let moves = legal(pos).len() as u32;
    if moves < 3 {
        return None;
    }
    Some(Puzzle {
        id: String::new(),
        position: pos.write_setup(),
        to_move: pos.side_to_move(),
        theme: Theme::OnlyWin,
        line: table_line(pos),
        difficulty: (800 + 30 * u32::from(plies).min(40) + 20 * moves).min(2400),
        proof: Proof::Table {
            plies: u32::from(plies),
            legal_moves: moves,
        },
    })
}

/// A position of a game the computer plays against itself at depth 2, a random move now
/// and then so the games differ.
fn self_play_position(rng: &mut ChaCha8Rng) -> Option<Dama> {
    let mut pos = Dama::new(&DamaConfig::default());
    let plies = rng.random_range(8..40);
    let cancel = CancelToken::new();
    for _ in 0..plies {
        if pos.outcome().is_over() {
            return None;
        }
        let moves = legal(&pos);
        let mv = if rng.random_bool(0.25) {
            moves[rng.random_range(0..moves.len())]
        } else {
            let mut searcher = Searcher::<Dama>::new(1 << 18);
            searcher
                .search(&pos, &Limits::depth(2), &cancel)
                .best_move?
        };
        pos.play(&mv);
    }
    (!pos.outcome().is_over()).then_some(pos)
}

fn tactic_puzzle(pos: &Dama) -> Option<Puzzle> {
    if legal(pos).len() < 3 {
        return None;
    }
    let (mv, proof) = clear_best(pos, TACTIC_DEPTH, TACTIC_MARGIN)?;
    // Not a decided game: the tactic must turn it, not finish a won one; and a forced
    // win behind it, not the evaluation's margin alone (issue 34).
    if proof.second.abs() > 600 || proof.best < WIN_THRESHOLD {
        return None;
    }
    Some(Puzzle {
        id: String::new(),
        position: pos.write_setup(),
        to_move: pos.side_to_move(),
        theme: Theme::Tactic,
        line: vec![LineMove {
            side: pos.side_to_move(),
            notation: pos.format_move(&mv),
        }],
        difficulty: (1100 + 40 * legal(pos).len() as u32).min(2400),
        proof: Proof::Search(proof),
    })
}

/// `count` puzzles from `seed`, with the rule options they were made with: none, the
/// game's puzzles are all played by its default rules.
pub fn generate(seed: u64, count: usize) -> (Vec<(String, String)>, Vec<Puzzle>) {
    // The search reads the tables too: built first, so every proof sees the same oracle.
    tables();
    let config = DamaConfig::default();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    let tactics = count / TACTIC_SHARE;
    let mut made_tactics = 0;
    for i in 0..count * 2000 {
        if out.len() >= count {
            break;
        }
        // A forced win from self-play is rare: one draw in four looks for one, the others
        // for a table ending, so the set fills either way.
        let want_tactic = made_tactics < tactics && i % 4 == 0;
        let pos = if want_tactic {
            self_play_position(&mut rng)
        } else {
            random_ending(&mut rng)
        };
        let Some(pos) = pos else { continue };
        let Ok(pos) = Dama::read_setup(&config, &pos.write_setup()) else {
            continue;
        };
        if pos.outcome().is_over() || !seen.insert(pos.write_setup()) {
            continue;
        }
        let found = if want_tactic {
            tactic_puzzle(&pos)
        } else {
            table_puzzle(&pos)
        };
        if let Some(p) = found {
            made_tactics += usize::from(want_tactic);
            out.push(p);
        }
    }
    (Vec::new(), out)
}

/// Checks `puzzle`'s proof again (the options are the generator's: none).
pub fn verify(_options: &[(String, String)], puzzle: &Puzzle) -> Result<(), String> {
    tables();
    let config = DamaConfig::default();
    let mut pos = Dama::read_setup(&config, &puzzle.position).map_err(|e| e.to_string())?;
    if pos.side_to_move() != puzzle.to_move {
        return Err("side to move".into());
    }
    let first = puzzle.line.first().ok_or("an empty line")?;
    match (&puzzle.theme, &puzzle.proof) {
        (Theme::OnlyWin, Proof::Table { plies, .. }) => {
            if value(&pos) != Some(DbValue::Win(*plies as u8)) {
                return Err("the tables no longer give this win".into());
            }
            for mv in &puzzle.line {
                if mv.side == puzzle.to_move {
                    let only = only_win(&pos).ok_or("not exactly one winning move")?;
                    if pos.format_move(&only) != mv.notation {
                        return Err(format!("{} is not the only win", mv.notation));
                    }
                }
                play_checked(&mut pos, &mv.notation)?;
            }
            Ok(())
        }
        (Theme::Tactic, Proof::Search(proof)) => {
            let (mv, again) = clear_best(&pos, proof.depth, TACTIC_MARGIN)
                .ok_or("no move is clearly best any more")?;
            if pos.format_move(&mv) != first.notation || &again != proof {
                return Err(format!("{} is not clearly best", first.notation));
            }
            if again.best < WIN_THRESHOLD {
                return Err("no forced win behind the margin".into());
            }
            Ok(())
        }
        _ => Err("a theme its proof does not fit".into()),
    }
}
