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
use crate::games::puzzles::{fastest_win, forced_line, play_checked};
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
/// now and then so the games differ (the fox's with the chance `careless`: a careless
/// fox walks into traps).
fn self_play_position(start: &FoxGeese, rng: &mut ChaCha8Rng, careless: f64) -> Option<FoxGeese> {
    let mut pos = start.clone();
    let plies = rng.random_range(6..70);
    let cancel = CancelToken::new();
    for _ in 0..plies {
        if pos.outcome().is_over() {
            return None;
        }
        let moves = legal(&pos);
        let chance = if pos.side_to_move() == Side::One {
            careless
        } else {
            0.3
        };
        let mv = if rng.random_bool(chance) {
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

/// A position of a careless fox's game (see [`self_play_position`]) that the geese went
/// on to win by trapping the fox: the geese to move, three, five or seven plies before
/// the end. `None` when the game ended otherwise.
fn before_a_trap(start: &FoxGeese, rng: &mut ChaCha8Rng) -> Option<FoxGeese> {
    let mut pos = start.clone();
    let mut seen = Vec::new();
    let cancel = CancelToken::new();
    while !pos.outcome().is_over() && seen.len() < 150 {
        seen.push(pos.clone());
        let moves = legal(&pos);
        let fox = pos.side_to_move() == Side::One;
        let mv = if rng.random_bool(if fox { 0.8 } else { 0.2 }) {
            moves[rng.random_range(0..moves.len())]
        } else {
            let mut searcher = Searcher::<FoxGeese>::new(1 << 16);
            searcher
                .search(&pos, &Limits::depth(2), &cancel)
                .best_move?
        };
        pos.play(&mv);
    }
    if !matches!(
        pos.outcome(),
        crate::game::Outcome::Win {
            winner: Side::Two,
            ..
        }
    ) {
        return None;
    }
    let back = [3, 5, 7][rng.random_range(0..3)];
    let at = seen.len().checked_sub(back)?;
    Some(seen[at].clone())
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
        let Some(pos) = self_play_position(&start, &mut rng, 0.3) else {
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

/// The longest forced win a multi-move puzzle asks for, in plies (the fox's win or the
/// geese's trap in up to four of the player's moves).
pub const FORCED_PLIES: u32 = 7;

/// A multi-move puzzle at `pos`: its side to move wins by force in 3 to
/// [`FORCED_PLIES`] plies and in no fewer, each move of the line the only one that wins
/// in time (every reply searched), and at least two of them a choice (an only move is
/// played for the player).
fn forced_puzzle_at(pos: &FoxGeese) -> Option<Puzzle> {
    let winner = pos.side_to_move();
    if !may_win_soon(pos) {
        return None;
    }
    let plies = fastest_win(&mut pos.clone(), winner, FORCED_PLIES)?;
    if plies < 3 {
        return None;
    }
    let line = forced_line(pos, plies)?;
    let mut at = pos.clone();
    let mut choices = 0;
    for m in &line {
        if m.side == winner && legal(&at).len() > 1 {
            choices += 1;
        }
        play_checked(&mut at, &m.notation).ok()?;
    }
    if choices < 2 {
        return None;
    }
    let fox = winner == Side::One;
    Some(Puzzle {
        id: String::new(),
        position: pos.write_setup(),
        to_move: winner,
        theme: if fox {
            Theme::FoxForcedWin
        } else {
            Theme::GeeseForcedTrap
        },
        line,
        difficulty: (1100 + 150 * choices + 15 * legal(pos).len() as u32).min(2400),
        proof: Proof::Forced { plies },
    })
}

/// Whether the side to move could win within [`FORCED_PLIES`] at all (a quick filter
/// before the search, which decides): the fox needs geese enough to take, the geese a
/// fox with few moves left (it steps at most three times meanwhile).
fn may_win_soon(pos: &FoxGeese) -> bool {
    if pos.side_to_move() == Side::One {
        let needed = pos.config.captures_to_win().saturating_sub(pos.captured());
        return needed <= 4 && pos.geese_left() >= needed;
    }
    let mut fox = pos.clone();
    fox.to_move = Side::One;
    legal(&fox).len() <= 3
}

/// `count` multi-move puzzles (issue 34: the fox's forced win, the geese's forced trap),
/// half for each side where the draws allow, from positions of the same self-play.
pub fn generate_forced(seed: u64, count: usize) -> Vec<Puzzle> {
    let config = Config::default();
    let start = FoxGeese::new(&config);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut seen = std::collections::HashSet::new();
    let mut out: Vec<Puzzle> = Vec::new();
    let half = count.div_ceil(2);
    let mut draws = 0;
    while out.len() < count && draws < count * 4000 {
        draws += 1;
        #[cfg(test)]
        if draws % 100 == 0 {
            eprintln!("{draws} draws, {} found", out.len());
        }
        // Every other draw from before the end of a careless fox's game, where the
        // geese's traps are.
        let drawn = if draws % 2 == 0 {
            before_a_trap(&start, &mut rng)
        } else {
            self_play_position(&start, &mut rng, 0.3)
        };
        let Some(pos) = drawn else {
            continue;
        };
        let Ok(pos) = FoxGeese::read_setup(&config, &pos.write_setup()) else {
            continue;
        };
        // One side may fill the other's half only in the last quarter of the draws.
        let side = pos.side_to_move();
        let mine = out.iter().filter(|p| p.to_move == side).count();
        if mine >= half && draws < count * 3000 {
            continue;
        }
        if !seen.insert(pos.write_setup()) {
            continue;
        }
        if let Some(p) = forced_puzzle_at(&pos) {
            #[cfg(test)]
            eprintln!("{} after {draws} draws: {}", out.len() + 1, p.position);
            out.push(p);
        }
    }
    out
}

pub fn verify(options: &[(String, String)], puzzle: &Puzzle) -> Result<(), String> {
    let config = FoxGeese::configure(None, options).map_err(|e| e.to_string())?;
    let pos = FoxGeese::read_setup(&config, &puzzle.position).map_err(|e| e.to_string())?;
    if pos.side_to_move() != puzzle.to_move {
        return Err("side to move".into());
    }
    if let Proof::Forced { .. } = puzzle.proof {
        let again = forced_puzzle_at(&pos).ok_or("no forced win of several moves")?;
        if (&again.line, &again.proof, again.theme) != (&puzzle.line, &puzzle.proof, puzzle.theme) {
            return Err(format!("the forced line is {:?}", again.line));
        }
        return Ok(());
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

#[cfg(test)]
mod forced_tests {
    use super::*;

    /// Prints the multi-move puzzles of a seed (`FORCED_COUNT`, default 40), as the set's
    /// lines: the tool that appended them to the shipped set.
    #[test]
    #[ignore = "a tool: prints forced puzzles to append to the shipped set"]
    fn print_forced_puzzles() {
        let count = std::env::var("FORCED_COUNT")
            .ok()
            .and_then(|c| c.parse().ok())
            .unwrap_or(40);
        for p in generate_forced(1, count) {
            println!("{}", serde_json::to_string(&p).unwrap());
        }
    }
}
