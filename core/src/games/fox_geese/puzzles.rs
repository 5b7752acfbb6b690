//! Puzzles with a forced result behind them (issue 34): every move searched to a fixed
//! depth, the answer clearly best, and the theme named by what that proves — the fox's
//! jump that wins the game by force, the jump that takes more geese than any other move
//! (counted), the geese's move that traps the fox by force, the geese's only move that does
//! not lose by force. A position whose margin rests on the evaluation alone is no puzzle.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{Config, FoxGeese, Move};
use crate::engine::{CancelToken, Limits, Score, Searcher, WIN_THRESHOLD};
use crate::game::{Game, Side};
use crate::games::puzzles::clear_best;
use crate::games::puzzles::MarginProof;
use crate::games::puzzles::{LineMove, Proof, Puzzle, Theme};

/// Every move searched this deep; the answer ahead of the next best by this much (one and
/// a half geese).
pub const DEPTH: u32 = 6;
pub const MARGIN: Score = 150;

fn legal(pos: &FoxGeese) -> Vec<Move> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves
}

/// A position of a game the computer plays against itself at depth 2, with a random move
/// now and then so the games differ.
fn self_play_position(start: &FoxGeese, rng: &mut ChaCha8Rng) -> Option<FoxGeese> {
    let mut pos = start.clone();
    let plies = rng.random_range(6..70);
    let cancel = CancelToken::new();
    for _ in 0..plies {
        if pos.outcome().is_over() {
            return None;
        }
        let moves = legal(&pos);
        let mv = if rng.random_bool(0.3) {
            moves[rng.random_range(0..moves.len())]
        } else {
            let mut searcher = Searcher::<FoxGeese>::new(1 << 18);
            searcher
                .search(&pos, &Limits::depth(2), &cancel)
                .best_move?
        };
        pos.play(&mv);
    }
    (!pos.outcome().is_over()).then_some(pos)
}

fn puzzle_at(pos: &FoxGeese) -> Option<Puzzle> {
    let moves = legal(pos);
    if moves.len() < 2 {
        return None;
    }
    let fox = pos.side_to_move() == Side::One;
    // The fox's puzzles are jumps: it must have one, and the answer is one.
    if fox && !moves.iter().any(Move::is_jump) {
        return None;
    }
    let (mv, proof) = clear_best(pos, DEPTH, MARGIN)?;
    let theme = proven_theme(pos, &mv, &proof)?;
    Some(Puzzle {
        id: String::new(),
        position: pos.write_setup(),
        to_move: pos.side_to_move(),
        theme,
        line: vec![LineMove {
            side: pos.side_to_move(),
            notation: pos.format_move(&mv),
        }],
        difficulty: (700 + 30 * moves.len() as u32 + if fox { 0 } else { 200 }).min(2200),
        proof: Proof::Search(proof),
    })
}

/// The geese a move takes.
fn taken(mv: &Move) -> usize {
    mv.captures()
}

/// What the search's proof shows about the clearly best move `mv`, as a theme; `None`
/// when it shows nothing forced (the margin is the evaluation's alone).
fn proven_theme(pos: &FoxGeese, mv: &Move, proof: &MarginProof) -> Option<Theme> {
    let fox = pos.side_to_move() == Side::One;
    if fox && !mv.is_jump() {
        return None;
    }
    if proof.best >= WIN_THRESHOLD {
        // A forced win within the depth; the next best is no win as fast (the margin).
        return Some(if fox {
            Theme::FoxJump
        } else {
            Theme::GeeseTrap
        });
    }
    if fox {
        let most_of_others = legal(pos)
            .iter()
            .filter(|m| *m != mv)
            .map(taken)
            .max()
            .unwrap_or(0);
        return (taken(mv) > most_of_others).then_some(Theme::FoxMostGeese);
    }
    // Every other move loses by force; the answer does not within the depth.
    (proof.second <= -WIN_THRESHOLD && proof.best > -WIN_THRESHOLD).then_some(Theme::GeeseHold)
}

pub fn generate(seed: u64, count: usize) -> (Vec<(String, String)>, Vec<Puzzle>) {
    let config = Config::default();
    let start = FoxGeese::new(&config);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    let (mut foxes, mut geese) = (0, 0);
    let half = count.div_ceil(2);
    for _ in 0..count * 400 {
        if out.len() >= count {
            break;
        }
        let Some(pos) = self_play_position(&start, &mut rng) else {
            continue;
        };
        let Ok(pos) = FoxGeese::read_setup(&config, &pos.write_setup()) else {
            continue;
        };
        // Half the puzzles for each side.
        let fox = pos.side_to_move() == Side::One;
        if (fox && foxes >= half) || (!fox && geese >= count - half) {
            continue;
        }
        if !seen.insert(pos.write_setup()) {
            continue;
        }
        if let Some(p) = puzzle_at(&pos) {
            if fox {
                foxes += 1;
            } else {
                geese += 1;
            }
            out.push(p);
        }
    }
    (Vec::new(), out)
}

pub fn verify(options: &[(String, String)], puzzle: &Puzzle) -> Result<(), String> {
    let config = FoxGeese::configure(None, options).map_err(|e| e.to_string())?;
    let pos = FoxGeese::read_setup(&config, &puzzle.position).map_err(|e| e.to_string())?;
    if pos.side_to_move() != puzzle.to_move {
        return Err("side to move".into());
    }
    let first = puzzle.line.first().ok_or("an empty line")?;
    let Proof::Search(proof) = &puzzle.proof else {
        return Err("a theme its proof does not fit".into());
    };
    let (mv, again) = clear_best(&pos, proof.depth, MARGIN).ok_or("no move is clearly best")?;
    if pos.format_move(&mv) != first.notation || &again != proof {
        return Err(format!("{} is not clearly best", first.notation));
    }
    match proven_theme(&pos, &mv, &again) {
        Some(theme) if theme == puzzle.theme => Ok(()),
        Some(theme) => Err(format!("the proof shows {theme:?}, not {:?}", puzzle.theme)),
        None => Err("no forced result behind the margin".into()),
    }
}
