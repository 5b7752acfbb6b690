//! The interactive terminal game.

use std::io::{self, BufRead, Write};

use fireside_core::{AnyGame, Outcome, Side};

use crate::draw;

/// The board drawing, whose turn it is, the counters and the result.
pub fn describe(pos: &dyn AnyGame) -> String {
    let board = pos.board();
    let pieces = pos.pieces();
    let mut out = draw::render(&board, &pieces);
    let legend = draw::legend(&pieces);
    if !legend.is_empty() {
        out.push_str(&format!("  ({legend})\n"));
    }
    let counters: Vec<String> = pos
        .counters()
        .iter()
        .map(|(k, v)| format!("{k} {v}"))
        .collect();
    if !counters.is_empty() {
        out.push_str(&format!("  {}\n", counters.join(" · ")));
    }
    out.push_str(&format!("  {}\n", status(pos)));
    out
}

fn side_name(pos: &dyn AnyGame, side: Side) -> String {
    format!("{:?}", pos.role(side))
}

fn status(pos: &dyn AnyGame) -> String {
    match pos.outcome() {
        Outcome::Ongoing => format!("{} to move", side_name(pos, pos.side_to_move())),
        Outcome::Win { winner, reason } => {
            format!("{} wins ({reason:?})", side_name(pos, winner))
        }
        Outcome::Draw { reason } => format!("Draw ({reason:?})"),
    }
}

const HELP: &str = "Type a move in notation, or: moves (list legal moves), board, names (point names), undo, help, quit.";

/// Runs the game on standard input and output until it ends or the player quits.
pub fn run(mut pos: Box<dyn AnyGame>) -> Result<(), String> {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    println!("{HELP}");
    print!("{}", describe(pos.as_ref()));
    loop {
        if pos.outcome().is_over() {
            println!("Game over: {}", status(pos.as_ref()));
            return Ok(());
        }
        print!("{}> ", side_name(pos.as_ref(), pos.side_to_move()));
        io::stdout().flush().map_err(|e| e.to_string())?;
        let Some(line) = lines.next() else {
            println!();
            return Ok(());
        };
        let line = line.map_err(|e| e.to_string())?;
        match line.trim() {
            "" => {}
            "quit" | "q" | "exit" => return Ok(()),
            "help" | "?" => println!("{HELP}"),
            "board" => print!("{}", describe(pos.as_ref())),
            "names" => print!("{}", draw::render_names(&pos.board())),
            "moves" => println!("{}", pos.legal_moves().join(" ")),
            "undo" | "u" => {
                if pos.undo() {
                    print!("{}", describe(pos.as_ref()));
                } else {
                    println!("Nothing to undo.");
                }
            }
            text => match pos.play_notation(text) {
                Ok(played) => {
                    println!("played {played}");
                    print!("{}", describe(pos.as_ref()));
                }
                Err(e) => println!("{e}. {HELP}"),
            },
        }
    }
}
