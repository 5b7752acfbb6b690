//! `fireside puzzles generate` (the shipped sets) and `fireside puzzle` (solve them in the
//! terminal: a move, `hint`, `retry`, `solution`, `next`, `quit`). The terminal plays a
//! puzzle through the app core, as the phones do: the same checks, the same rule for what
//! counts as a failure, and the same progress kept with the profile in the store.

use std::io::{self, Write};

use clap::{Args, Subcommand};
use fireside_core::app::contract::PuzzleView;
use fireside_core::app::{App, Event, Screen};
use fireside_core::i18n::Translator;
use fireside_core::puzzles::select::{daily, day_number};
use fireside_core::puzzles::{self, PuzzleSet};

use crate::common::CommonArgs;
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
    /// Multi-move puzzles with a forced win to append after them (Fox and Geese), made
    /// from the same seed.
    #[arg(long, default_value_t = 0)]
    forced: usize,
}

#[derive(Args)]
pub struct PuzzleArgs {
    /// The game (default: the game of the day's puzzle).
    game: Option<String>,
    /// A puzzle by its id instead of the daily one.
    #[arg(long)]
    id: Option<String>,
    /// The date of the daily puzzle, YYYY-MM-DD (default: today, UTC). Another day's
    /// puzzle is practice: only today's counts as the daily one.
    #[arg(long)]
    date: Option<String>,
    #[command(flatten)]
    common: CommonArgs,
}

pub fn generate(args: &PuzzlesArgs) -> Result<(), Failure> {
    let PuzzlesCommand::Generate(g) = &args.command;
    let started = std::time::Instant::now();
    let mut set = puzzles::generate(&g.game, g.seed, g.count).map_err(|e| e.to_string())?;
    if g.forced > 0 {
        let forced =
            puzzles::generate_forced(&g.game, g.seed, g.forced).map_err(|e| e.to_string())?;
        puzzles::append(&mut set, forced);
        set.command.push_str(&format!(" --forced {}", g.forced));
    }
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
    if !(1..=12).contains(&m) || !(1..=days_in_month(y, m)).contains(&d) {
        return Err(format!(
            "there is no date `{text}`: the month is 01 to 12, the day 01 to {:02} in that month",
            days_in_month(y, m.clamp(1, 12))
        ));
    }
    Ok(day_number(y, m, d))
}

/// The days of month `m` (1..=12) of year `y` (Gregorian).
fn days_in_month(y: i32, m: u32) -> u32 {
    match m {
        2 if y % 4 == 0 && (y % 100 != 0 || y % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// The puzzle shown: its heading, the board drawn, the prompt.
fn show(tr: Translator, set: &PuzzleSet, p: &PuzzleView) -> Result<(), Failure> {
    outln!("{}", p.title);
    let entry = fireside_core::games::find(&set.game).map_err(|e| e.to_string())?;
    let pos = (entry.from_setup)(None, &set.options, &p.position).map_err(|e| e.to_string())?;
    out!("{}", crate::play::describe(tr, pos.as_ref(), false));
    outln!("{}", p.prompt);
    Ok(())
}

fn puzzle_of(app: &App) -> Option<PuzzleView> {
    match app.view().screen {
        Screen::Puzzle { puzzle } => Some(*puzzle),
        _ => None,
    }
}

/// Every stop flushes; progress the disk refused ends with an error status (it was told
/// when it happened).
fn end(app: &mut App, unsaved: bool) -> Result<(), Failure> {
    app.flush_and_report();
    if unsaved || app.take_save_failure().is_some() {
        let tr = app.translator_in_use();
        return Err(tr.tr("notice-save-failed", &[]).into());
    }
    Ok(())
}

/// The game, its puzzles and the puzzle asked for (`None`: today's daily puzzle, which is
/// the app's to choose).
fn chosen(args: &PuzzleArgs) -> Result<(String, PuzzleSet, Option<String>), Failure> {
    let day = match &args.date {
        Some(text) => parse_date(text)?,
        None => today(),
    };
    let game = match &args.game {
        Some(g) => g.clone(),
        None => {
            let games = fireside_core::games::GAMES;
            games[day.rem_euclid(games.len() as i64) as usize]
                .id
                .to_owned()
        }
    };
    let set = puzzles::shipped(&game).map_err(|e| e.to_string())?;
    // Today's daily puzzle is the app's (it counts as the daily); a puzzle named by its id
    // or by another date is opened by its id.
    let id = match (&args.id, &args.date) {
        (Some(id), _) => {
            if !set.puzzles.iter().any(|p| &p.id == id) {
                return Err(format!("there is no puzzle `{id}` for {game}").into());
            }
            Some(id.clone())
        }
        (None, Some(_)) if day != today() => Some(
            daily(&set, day)
                .ok_or_else(|| "no puzzles".to_owned())?
                .id
                .clone(),
        ),
        _ => None,
    };
    Ok((game, set, id))
}

/// Solves puzzles on standard input until `quit` or the end of the input.
pub fn run(args: &PuzzleArgs) -> Result<(), Failure> {
    let (game, set, id) = chosen(args)?;
    let mut app = args.common.open_app(1.0)?;
    let tr = app.translator_in_use();
    app.update(Event::Launch);
    if let Some(notice) = app.view().notice {
        outln!("{notice}");
        app.update(Event::DismissNotice);
    }
    app.update(Event::OpenPuzzle {
        game: game.clone(),
        id,
    });
    let mut shown = puzzle_of(&app).ok_or_else(|| format!("no puzzle of {game} to show"))?;
    show(tr, &set, &shown)?;
    if let Some(message) = &shown.message {
        outln!("{message}");
    }
    outln!("{}", tr.tr("puzzle-commands", &[]));
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut unsaved = false;
    loop {
        out!("> ");
        io::stdout().flush()?;
        let Some(line) = crate::lines::read_line(&mut input)? else {
            outln!();
            return end(&mut app, unsaved);
        };
        let event = match line.as_str() {
            "" => continue,
            "quit" | "q" | "exit" => return end(&mut app, unsaved),
            "hint" => Event::PuzzleHint,
            "retry" => Event::PuzzleRetry,
            "solution" => Event::PuzzleSolution,
            "next" => Event::PuzzleNext,
            text => Event::PuzzleMove {
                notation: text.to_owned(),
            },
        };
        app.update(event);
        // What is printed is on disk (the rating, the streak), as `play` does; a refused
        // save puts the progress shown back and the message says so.
        app.flush_and_report();
        let refused = app.take_save_failure().map(|f| app.save_failure_text(&f));
        unsaved |= refused.is_some();
        let Some(now) = puzzle_of(&app) else {
            return end(&mut app, unsaved);
        };
        if now.id != shown.id || now.position != shown.position {
            // Another puzzle, the same one from its start again, or the position after a
            // right move and the replies: the board is drawn again (issue 34).
            show(tr, &set, &now)?;
        }
        if let Some(message) = &now.message {
            outln!("{message}");
        }
        // A refused save of something else than the attempt shown (an fsync) is told too.
        if let Some(text) = refused.filter(|t| now.message.as_ref() != Some(t)) {
            outln!("{text}");
        }
        shown = now;
    }
}
