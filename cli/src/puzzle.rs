//! `fireside puzzles generate` (the shipped sets) and `fireside puzzle` (solve them in the
//! terminal: a move, `hint`, `retry`, `solution`, `next`, `quit`).

use std::io::{self, BufRead, Write};

use clap::{Args, Subcommand};
use fireside_core::i18n::{Lang, Translator};
use fireside_core::puzzles::player::{Attempt, Hint, Verdict};
use fireside_core::puzzles::select::{daily, day_number, next_near, Progress};
use fireside_core::puzzles::{self, Puzzle, PuzzleSet};

use crate::out::{out, outln, Failure};

#[derive(Args)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    command: PuzzlesCommand,
}

#[derive(Subcommand)]
enum PuzzlesCommand {
    /// Make a game's puzzles from a seed (deterministic) and print them as JSON: the file
    /// shipped in core/puzzles/.
    Generate(GenerateArgs),
}

#[derive(Args)]
struct GenerateArgs {
    /// The game: fox-geese, hare-hounds, sungka or dama-italiana.
    game: String,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    #[arg(long, default_value_t = 150)]
    count: usize,
}

#[derive(Args)]
pub struct PuzzleArgs {
    /// The game (default: the game of the day's puzzle).
    game: Option<String>,
    /// A puzzle by its id instead of the daily one.
    #[arg(long)]
    id: Option<String>,
    /// The date of the daily puzzle, YYYY-MM-DD (default: today, UTC).
    #[arg(long)]
    date: Option<String>,
    /// The language: en, th, ko or fi.
    #[arg(long)]
    lang: Option<String>,
}

const GAMES: [&str; 4] = ["fox-geese", "hare-hounds", "sungka", "dama-italiana"];

pub fn generate(args: &PuzzlesArgs) -> Result<(), Failure> {
    let PuzzlesCommand::Generate(g) = &args.command;
    let started = std::time::Instant::now();
    let set = puzzles::generate(&g.game, g.seed, g.count).map_err(|e| e.to_string())?;
    out!("{}", set.to_text());
    eprintln!(
        "{} puzzles of {} in {:.1} s",
        set.puzzles.len(),
        set.game,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn today() -> i64 {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    (secs / 86_400) as i64
}

fn parse_date(text: &str) -> Result<i64, String> {
    let parts: Vec<&str> = text.split('-').collect();
    let bad = || format!("cannot read the date `{text}`: expected YYYY-MM-DD");
    let [y, m, d] = parts.as_slice() else {
        return Err(bad());
    };
    let (y, m, d) = (
        y.parse::<i32>().map_err(|_| bad())?,
        m.parse::<u32>().map_err(|_| bad())?,
        d.parse::<u32>().map_err(|_| bad())?,
    );
    if !(1..=12).contains(&m) || !(1..=31).contains(&d) {
        return Err(bad());
    }
    Ok(day_number(y, m, d))
}

fn show(tr: Translator, set: &PuzzleSet, attempt: &Attempt) -> Result<(), Failure> {
    let p = &attempt.puzzle;
    outln!(
        "{}",
        tr.tr(
            "puzzle-heading",
            &[
                ("id", p.id.as_str().into()),
                ("rating", i64::from(p.difficulty).into())
            ]
        )
    );
    let pos = attempt.position();
    out!("{}", crate::play::describe(tr, pos));
    let _ = set;
    outln!("{}", tr.tr(p.theme.text_key(), &[]));
    Ok(())
}

/// Solves puzzles on standard input until `quit` or the end of the input.
pub fn run(args: &PuzzleArgs) -> Result<(), Failure> {
    let lang = args
        .lang
        .as_deref()
        .map(Lang::negotiate)
        .unwrap_or(Lang::En);
    let tr = Translator::new(lang);
    let day = match &args.date {
        Some(text) => parse_date(text)?,
        None => today(),
    };
    let game = match &args.game {
        Some(g) => g.clone(),
        None => GAMES[day.rem_euclid(GAMES.len() as i64) as usize].to_owned(),
    };
    let set = puzzles::shipped(&game).map_err(|e| e.to_string())?;
    let first: &Puzzle = match &args.id {
        Some(id) => set
            .puzzles
            .iter()
            .find(|p| &p.id == id)
            .ok_or_else(|| format!("there is no puzzle `{id}` for {game}"))?,
        None => daily(&set, day).ok_or_else(|| "no puzzles".to_owned())?,
    };
    let mut progress = Progress::default();
    let mut attempt = Attempt::new(&set, first).map_err(|e| e.to_string())?;
    show(tr, &set, &attempt)?;
    outln!("{}", tr.tr("puzzle-commands", &[]));
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut line = String::new();
    loop {
        out!("> ");
        io::stdout().flush()?;
        line.clear();
        if input.read_line(&mut line)? == 0 {
            outln!();
            return Ok(());
        }
        match line.trim() {
            "" => {}
            "quit" | "q" | "exit" => return Ok(()),
            "hint" => match attempt.hint() {
                Some(Hint::Piece { point }) => {
                    let name = attempt.position().board().points[point as usize]
                        .name
                        .clone();
                    outln!("{}", tr.tr("puzzle-hint-piece", &[("point", name.into())]));
                }
                Some(Hint::Move { notation }) => outln!("{}", tr.hint(&notation)),
                None => outln!("{}", tr.tr("hint-none", &[])),
            },
            "retry" => {
                attempt.retry();
                show(tr, &set, &attempt)?;
            }
            "solution" => {
                let moves = attempt.solution().join(" ");
                outln!("{}", tr.tr("puzzle-solution", &[("moves", moves.into())]));
            }
            "next" => {
                let next = next_near(&set, progress.rating.rating, &progress.solved)
                    .filter(|p| p.id != attempt.puzzle.id)
                    .or_else(|| set.puzzles.iter().find(|p| p.id != attempt.puzzle.id))
                    .ok_or_else(|| "no puzzles".to_owned())?;
                attempt = Attempt::new(&set, next).map_err(|e| e.to_string())?;
                show(tr, &set, &attempt)?;
            }
            text => match attempt.play(text) {
                Verdict::Correct { reply } => {
                    let reply = reply.unwrap_or_default();
                    outln!("{}", tr.tr("puzzle-correct", &[("move", reply.into())]));
                }
                Verdict::Solved => {
                    let clean = attempt.is_clean();
                    progress.record(&attempt.puzzle, clean);
                    outln!(
                        "{}",
                        tr.tr(
                            "puzzle-solved",
                            &[
                                ("rating", (progress.rating.rating.round() as i64).into()),
                                ("streak", i64::from(progress.streak).into())
                            ]
                        )
                    );
                }
                Verdict::Wrong => {
                    progress.record(&attempt.puzzle, false);
                    outln!("{}", tr.tr("puzzle-wrong", &[]));
                }
                Verdict::Refused(Some(reason)) => outln!("{}", tr.refusal(&reason)),
                Verdict::Refused(None) => outln!("{}", tr.cli_illegal_move(text)),
            },
        }
    }
}
