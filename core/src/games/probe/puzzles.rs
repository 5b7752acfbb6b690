//! The probe's puzzles: every position with a choice where one step wins, proved by the
//! game's arithmetic (leave the other man a gap that is a multiple of three).

use super::Probe;
use crate::game::{Game, Side};
use crate::games::puzzles::{LineMove, Proof, Puzzle, Theme};

/// The winning steps of a position, by the arithmetic.
fn winning_steps(pos: &Probe) -> Vec<u8> {
    let mut steps = Vec::new();
    pos.legal_moves(&mut steps);
    steps.retain(|&s| (pos.gap() - s) % 3 == 0);
    steps
}

/// Every position of the row with two legal steps and one winning; `count` at most.
pub fn generate(_seed: u64, count: usize) -> (Vec<(String, String)>, Vec<Puzzle>) {
    let mut out = Vec::new();
    for white in 0..super::POINTS {
        for black in white + 3..super::POINTS {
            let setup = format!("{} {}", super::name(white), super::name(black));
            let Ok(pos) = Probe::read_setup(&(), &setup) else {
                continue;
            };
            if let [step] = winning_steps(&pos)[..] {
                out.push(Puzzle {
                    id: String::new(),
                    position: setup,
                    to_move: Side::One,
                    theme: Theme::OnlyWin,
                    line: vec![LineMove {
                        side: Side::One,
                        notation: pos.format_move(&step),
                    }],
                    difficulty: 800,
                    // The winner takes three points of the gap every round after the answer.
                    proof: Proof::Table {
                        plies: 1 + 2 * u32::from((pos.gap() - step) / 3),
                        legal_moves: 2,
                    },
                });
            }
        }
    }
    out.truncate(count);
    (Vec::new(), out)
}

/// The answer is the only winning step.
pub fn verify(_options: &[(String, String)], puzzle: &Puzzle) -> Result<(), String> {
    let pos = Probe::read_setup(&(), &puzzle.position).map_err(|e| e.to_string())?;
    let answer = puzzle.line.first().ok_or("no line")?;
    let step = pos
        .parse_move(&answer.notation)
        .map_err(|e| e.to_string())?;
    let plies = 1 + 2 * u32::from((pos.gap() - step) / 3);
    match (&winning_steps(&pos)[..], &puzzle.proof) {
        (&[only], Proof::Table { plies: p, .. }) if only == step && *p == plies => Ok(()),
        _ => Err(format!(
            "{}: {} is not the only win",
            puzzle.id, answer.notation
        )),
    }
}
