//! Where Expert's games against the plain engine are decided: a measuring tool, not a test
//! of behaviour (ignored; run by hand, see MEASUREMENTS.md):
//!
//! `cargo test --release -p fireside-core --lib sungka::analysis -- --ignored --nocapture`
//!
//! Plays the tournament's balanced openings (seed 2026) with each side, Expert against
//! plain at `SK_TIME` seconds a move (0.25), then solves the game's positions exactly from
//! the end backwards (`SK_SOLVE` seconds each, 2) and prints, per game, the earliest ply
//! solved and every ply where the exact result changed: the mover there threw it away.

use std::time::{Duration, Instant};

use super::solver::{solve, Proof};
use super::Sungka;
use crate::engine::tournament::tournament_openings;
use crate::engine::{CancelToken, ComputerPlayer, Level, PlainPlayer};
use crate::game::{Game, Outcome, Side};

fn env(key: &str, default: f64) -> f64 {
    std::env::var(key)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The exact result for side one: 1 win, 0 draw, -1 loss; `None` when not proved in time.
fn value_for_one(pos: &Sungka, seconds: f64) -> Option<i32> {
    if let Outcome::Win { winner, .. } = pos.outcome() {
        return Some(if winner == Side::One { 1 } else { -1 });
    }
    if pos.outcome().is_over() {
        return Some(0);
    }
    let deadline = Instant::now() + Duration::from_secs_f64(seconds);
    let v = match solve(pos, Some(deadline), u64::MAX, None).0? {
        Proof::Win { .. } => 1,
        Proof::Draw { .. } => 0,
        Proof::Loss => -1,
    };
    Some(if pos.side_to_move() == Side::One {
        v
    } else {
        -v
    })
}

#[test]
#[ignore]
fn where_expert_games_against_plain_are_decided() {
    let pairs = env("SK_PAIRS", 20.0) as u64;
    let time = env("SK_TIME", 0.25);
    let solve_secs = env("SK_SOLVE", 2.0);
    let start = Sungka::new(&Default::default());
    let mut expert_threw = 0;
    let mut plain_threw = 0;
    let openings = tournament_openings(&start, pairs as usize, 2026).pairs;
    for (pair, (opening, text)) in (0..).zip(&openings) {
        for expert_side in Side::BOTH {
            let mut expert = ComputerPlayer::<Sungka>::new(Level::Expert, pair, time);
            let mut plain = PlainPlayer::<Sungka>::new(time);
            let mut pos = opening.clone();
            let mut line = vec![pos.clone()];
            while !pos.outcome().is_over() {
                let mv = if pos.side_to_move() == expert_side {
                    expert.choose(&pos, &CancelToken::new()).best_move
                } else {
                    plain.choose(&pos).best_move
                }
                .expect("an ongoing game has a move");
                pos.play(&mv);
                line.push(pos.clone());
            }
            let expert_won = match pos.outcome() {
                Outcome::Win { winner, .. } => Some(winner == expert_side),
                _ => None,
            };
            // Exact values from the end backwards, while the solver keeps up.
            let mut values = vec![None; line.len()];
            let mut earliest = line.len() - 1;
            for ply in (0..line.len()).rev() {
                match value_for_one(&line[ply], solve_secs) {
                    Some(v) => {
                        values[ply] = Some(v);
                        earliest = ply;
                    }
                    None => break,
                }
            }
            let mut flips = Vec::new();
            for ply in earliest..line.len() - 1 {
                if values[ply] != values[ply + 1] {
                    let mover = line[ply].side_to_move();
                    let who = if mover == expert_side {
                        "expert"
                    } else {
                        "plain"
                    };
                    if mover == expert_side {
                        expert_threw += 1;
                    } else {
                        plain_threw += 1;
                    }
                    flips.push(format!(
                        "ply {} {who} {:?}→{:?}",
                        line[ply].ply(),
                        values[ply].unwrap_or(9),
                        values[ply + 1].unwrap_or(9)
                    ));
                }
            }
            println!(
                "pair {pair:2} opening {:?} expert {:?}: expert won {:?}, {} plies; solved from ply {} = {:?} (for side one); {}",
                text,
                expert_side,
                expert_won,
                line.len() - 1 + 2,
                line[earliest].ply(),
                values[earliest],
                flips.join(", ")
            );
        }
    }
    println!(
        "results thrown away inside the solved part: expert {expert_threw}, plain {plain_threw}"
    );
}

/// The exact value of each distinct tournament opening (seed 2026, `SK_PAIRS` pairs), with
/// `SK_SOLVE` seconds (default 60) and a 256 MiB table each.
#[test]
#[ignore]
fn the_exact_values_of_the_tournament_openings() {
    let pairs = env("SK_PAIRS", 20.0) as u64;
    let seconds = env("SK_SOLVE", 60.0);
    let start = Sungka::new(&Default::default());
    let mut seen = Vec::new();
    let openings = tournament_openings(&start, pairs as usize, 2026).pairs;
    for (opening, text) in &openings {
        let count = openings.iter().filter(|(_, t)| t == text).count();
        if seen.contains(text) {
            continue;
        }
        seen.push(text.clone());
        let mut solver = super::solver::Solver::new(24);
        let clock = Instant::now();
        let deadline = clock + Duration::from_secs_f64(seconds);
        let (proof, nodes) = solver.run(opening, Some(deadline), u64::MAX, None);
        println!(
            "opening {text:?} ({count} of {pairs} pairs), {:?} to move: {proof:?} ({nodes} nodes, {:.1} s)",
            opening.side_to_move(),
            clock.elapsed().as_secs_f64()
        );
    }
}

/// The solver's speed on fixed positions: each opening of `SK_OPENINGS` (moves separated
/// by spaces, openings by commas; default four the solver proves in under 30 s) solved
/// with a fresh table of 2^`SK_BITS` entries (default 24), `SK_SOLVE` seconds at most.
#[test]
#[ignore]
fn solver_speed_on_fixed_openings() {
    let list = std::env::var("SK_OPENINGS").unwrap_or_else(|_| "4 2,3 7,6 7,6 1 1".into());
    let bits = env("SK_BITS", 24.0) as u32;
    let seconds = env("SK_SOLVE", 60.0);
    let (mut all_nodes, mut all_secs) = (0, 0.0);
    for opening in list.split(',') {
        let mut pos = Sungka::new(&Default::default());
        for mv in opening.split_whitespace() {
            let mv = pos.parse_move(mv).expect("a legal opening");
            pos.play(&mv);
        }
        let mut solver = super::solver::Solver::new(bits);
        let clock = Instant::now();
        let deadline = clock + Duration::from_secs_f64(seconds);
        let (proof, nodes) = solver.run(&pos, Some(deadline), u64::MAX, None);
        let secs = clock.elapsed().as_secs_f64();
        all_nodes += nodes;
        all_secs += secs;
        println!("{opening:>8}: {proof:?}, {nodes} nodes, {secs:.2} s");
    }
    println!(
        "total {all_nodes} nodes, {all_secs:.2} s, {:.2} M nodes/s",
        all_nodes as f64 / all_secs / 1e6
    );
}
