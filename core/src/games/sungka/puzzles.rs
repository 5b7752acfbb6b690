//! Puzzles proved by the exact solver (exactly one sowing wins) and by counting (the
//! sowing that captures the most shells).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::solver::Solver;
use super::{Sungka, SungkaConfig, SungkaMove, HOUSES};
use crate::game::SowStep;
use crate::game::{Game, Side};
use crate::games::puzzles::random_position;
use crate::games::puzzles::{play_checked, LineMove, Proof, Puzzle, Theme};

/// Nodes the solver may spend per position: a deterministic limit.
const NODE_LIMIT: u64 = 400_000;
/// A fresh solver's table per position (2^16 entries, 1 MiB), so its verdicts depend on the
/// position alone.
const TABLE_BITS: u32 = 16;
/// The player's moves a line holds at most (free turns continue it).
const LINE_MOVES: usize = 3;
/// Shells left in the houses when an ending is searched: few enough to solve.
const ENDING_SHELLS: std::ops::RangeInclusive<u32> = 8..=30;

fn houses_left(pos: &Sungka) -> u32 {
    pos.house_total(Side::One) + pos.house_total(Side::Two)
}

fn legal(pos: &Sungka) -> Vec<SungkaMove> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves
}

/// The only winning sowing, with the number of legal moves, if the solver proves that
/// exactly one wins.
fn only_win(pos: &Sungka) -> Option<(SungkaMove, u32)> {
    let verdicts = Solver::new(TABLE_BITS).winning_houses(pos, NODE_LIMIT)?;
    let wins: Vec<usize> = (0..HOUSES).filter(|&n| verdicts[n] == Some(true)).collect();
    let moves = verdicts.iter().filter(|v| v.is_some()).count() as u32;
    match wins.as_slice() {
        [n] if moves >= 2 => Some((
            SungkaMove {
                house: *n as u8 + 1,
            },
            moves,
        )),
        _ => None,
    }
}

/// The only wins in a row while the player keeps the turn (free turns).
fn win_line(pos: &Sungka) -> Vec<LineMove> {
    let mut pos = pos.clone();
    let player = pos.side_to_move();
    let mut out = Vec::new();
    while out.len() < LINE_MOVES && pos.side_to_move() == player && !pos.outcome().is_over() {
        let Some((mv, _)) = only_win(&pos) else { break };
        out.push(LineMove {
            side: player,
            notation: pos.format_move(&mv),
        });
        pos.play(&mv);
    }
    out
}

/// Shells a sowing takes from the opponent, and how many relays it makes.
fn captured(pos: &Sungka, mv: &SungkaMove) -> (u32, u32) {
    let Ok(trace) = pos.trace(mv) else {
        return (0, 0);
    };
    let mut taken = 0;
    let mut relays = 0;
    for step in &trace.steps {
        match *step {
            SowStep::Capture { count, .. } => taken += u32::from(count).saturating_sub(1),
            SowStep::Relay { .. } => relays += 1,
            _ => {}
        }
    }
    (taken, relays)
}

/// The sowing that captures the most, if it beats every other clearly.
fn most_shells(pos: &Sungka) -> Option<(SungkaMove, u32, u32, u32)> {
    let mut scored: Vec<(SungkaMove, u32, u32)> = legal(pos)
        .into_iter()
        .map(|mv| {
            let (taken, relays) = captured(pos, &mv);
            (mv, taken, relays)
        })
        .collect();
    if scored.len() < 3 {
        return None;
    }
    scored.sort_by_key(|&(_, taken, _)| std::cmp::Reverse(taken));
    let (mv, best, relays) = scored[0];
    let second = scored[1].1;
    (best >= 4 && best >= second + 3).then_some((mv, best, second, relays))
}

fn only_win_puzzle(pos: &Sungka) -> Option<Puzzle> {
    let (_, moves) = only_win(pos)?;
    let line = win_line(pos);
    Some(Puzzle {
        id: String::new(),
        position: pos.write_setup(),
        to_move: pos.side_to_move(),
        theme: Theme::OnlyWin,
        difficulty: (900 + 45 * moves + 12 * houses_left(pos) + 80 * (line.len() as u32 - 1))
            .min(2400),
        line,
        proof: Proof::Solver {
            node_limit: NODE_LIMIT,
            legal_moves: moves,
        },
    })
}

fn most_shells_puzzle(pos: &Sungka) -> Option<Puzzle> {
    let (mv, best, second, relays) = most_shells(pos)?;
    let moves = legal(pos).len() as u32;
    Some(Puzzle {
        id: String::new(),
        position: pos.write_setup(),
        to_move: pos.side_to_move(),
        theme: Theme::MostShells,
        line: vec![LineMove {
            side: pos.side_to_move(),
            notation: pos.format_move(&mv),
        }],
        // Relays hide where a sowing ends.
        difficulty: (500 + 30 * moves + 120 * relays.min(6)).min(2000),
        proof: Proof::Count { best, second },
    })
}

/// Plays random sowings until few shells are left in the houses (an ending).
fn random_ending(start: &Sungka, rng: &mut ChaCha8Rng) -> Option<Sungka> {
    let target = rng.random_range(ENDING_SHELLS);
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for _ in 0..400 {
        if pos.outcome().is_over() {
            return None;
        }
        if houses_left(&pos) <= target {
            return Some(pos);
        }
        moves.clear();
        pos.legal_moves(&mut moves);
        let mv = moves[rng.random_range(0..moves.len())];
        pos.play(&mv);
    }
    None
}

/// `count` puzzles from `seed`, with the rule options they were made with: none, the
/// game's puzzles are all played by its default rules.
pub fn generate(seed: u64, count: usize) -> (Vec<(String, String)>, Vec<Puzzle>) {
    let config = SungkaConfig::default();
    let start = Sungka::new(&config);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    let wins = count.div_ceil(2);
    for attempt in 0..count * 200 {
        if out.len() >= count {
            break;
        }
        let want_win = out.len() < wins;
        let pos = if want_win {
            random_ending(&start, &mut rng)
        } else {
            random_position(&start, &mut rng, 80)
        };
        let Some(pos) = pos else { continue };
        // Judged as the file keeps it: the setup text, without history.
        let Ok(pos) = Sungka::read_setup(&config, &pos.write_setup()) else {
            continue;
        };
        if !seen.insert(pos.write_setup()) {
            continue;
        }
        let found = if want_win {
            only_win_puzzle(&pos)
        } else {
            most_shells_puzzle(&pos)
        };
        if let Some(p) = found {
            out.push(p);
        }
        let _ = attempt;
    }
    (Vec::new(), out)
}

/// Checks `puzzle`'s proof again (the options are the generator's: none).
pub fn verify(_options: &[(String, String)], puzzle: &Puzzle) -> Result<(), String> {
    let config = SungkaConfig::default();
    let mut pos = Sungka::read_setup(&config, &puzzle.position).map_err(|e| e.to_string())?;
    if pos.side_to_move() != puzzle.to_move {
        return Err("side to move".into());
    }
    let first = puzzle.line.first().ok_or("an empty line")?;
    match (&puzzle.theme, &puzzle.proof) {
        (Theme::OnlyWin, Proof::Solver { legal_moves, .. }) => {
            for (i, mv) in puzzle.line.iter().enumerate() {
                let (only, moves) = only_win(&pos).ok_or("not exactly one winning sowing")?;
                if pos.format_move(&only) != mv.notation || mv.side != puzzle.to_move {
                    return Err(format!("{} is not the only win", mv.notation));
                }
                if i == 0 && moves != *legal_moves {
                    return Err("the number of moves changed".into());
                }
                play_checked(&mut pos, &mv.notation)?;
            }
            Ok(())
        }
        (Theme::MostShells, Proof::Count { best, second }) => {
            let (mv, b, s, _) = most_shells(&pos).ok_or("no sowing captures clearly most")?;
            if pos.format_move(&mv) != first.notation || (b, s) != (*best, *second) {
                return Err(format!("{} does not capture the most", first.notation));
            }
            Ok(())
        }
        _ => Err("a theme its proof does not fit".into()),
    }
}
