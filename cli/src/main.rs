//! `fireside`: the terminal front end of Fireside.

mod choices;
mod commands;
mod common;
mod compute;
mod draw;
mod lesson;
mod lines;
mod numbers;
mod out;
mod paths;
mod play;
mod position;
mod processes;
mod puzzle;
mod ratings;
mod review;
mod review_screen;
mod script;
mod wrap;
mod write_lag;

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use fireside_core::i18n::Translator;

use out::{out, outln, Failure};
use position::{GameArgs, MovesArg};

#[derive(Parser)]
#[command(
    name = "fireside",
    version,
    about = "Fox and Geese, Hare and Hounds, Sungka and Dama Italiana in the terminal"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play a game in the terminal, typing moves in the game's notation.
    Play(play::PlayArgs),
    /// How to play a game, in the chosen language.
    Rules(RulesArgs),
    /// Count the legal move sequences of 1..=N plies from a position.
    Perft(PerftArgs),
    /// Print a position, as text or as JSON.
    Show(ShowArgs),
    /// List the games with their presets and options.
    Games,
    /// Time the computer players on a fixed suite of positions.
    Bench(compute::BenchArgs),
    /// The write-behind lag under load: how long after a move is shown it is on disk.
    BenchWrites(write_lag::WriteLagArgs),
    /// Drive the app with events as JSON lines on stdin; the view and effects as JSON lines
    /// on stdout (a scenario is a file: see tests/vectors/README.md).
    Script(script::ScriptArgs),
    /// Let two computer players (or a random mover) play each other.
    Tournament(compute::TournamentArgs),
    /// One move by one player, as a new process asked for a move (`tournament
    /// --processes` starts one per move); prints it as JSON.
    Pick(processes::PickArgs),
    /// Rate random moves, Easy, Normal, Expert and the plain engine against each other:
    /// a round robin, Elo by maximum likelihood with error bars.
    RatingsOfLevels(ratings::RatingsArgs),
    /// The best move, its score, the depth and the principal variation.
    Analyze(compute::AnalyzeArgs),
    /// Make the puzzles shipped with the games.
    Puzzles(puzzle::PuzzlesArgs),
    /// Solve puzzles: the daily one, then the next near your rating.
    Puzzle(puzzle::PuzzleArgs),
    /// Learn to play a game step by step, then a short game against Easy.
    Lesson(lesson::LessonArgs),
    /// A game's moves judged: each move's mark, the better move, both sides' accuracy.
    Review(review::ReviewArgs),
    /// Fit a game's score → expected score curve on self-play (for the review).
    Calibrate(review::CalibrateArgs),
    /// Time Dama's endgame tables as a cold start gets them: read from the store's cache
    /// folder when kept there, else built and kept for the next start.
    EndgameTables(compute::TablesArgs),
}

#[derive(Args)]
struct RulesArgs {
    /// The game: fox-geese, hare-hounds, sungka or dama-italiana.
    game: String,
    #[command(flatten)]
    common: common::CommonArgs,
}

#[derive(Args)]
struct PerftArgs {
    #[command(flatten)]
    game: GameArgs,
    /// The deepest level to count.
    #[arg(long, value_parser = numbers::perft_depth)]
    depth: u32,
    #[command(flatten)]
    moves: MovesArg,
}

#[derive(Args)]
struct ShowArgs {
    #[command(flatten)]
    game: GameArgs,
    #[command(flatten)]
    moves: MovesArg,
    /// Print one JSON object instead of the drawing.
    #[arg(long)]
    json: bool,
    /// The language of the drawing's texts: en, th, ko or fi.
    #[arg(long, value_parser = numbers::language)]
    lang: Option<String>,
}

fn run(command: Command) -> Result<(), Failure> {
    match command {
        Command::Play(args) => play::run(args)?,
        Command::Rules(args) => play::rules(&args.game, &args.common)?,
        Command::Perft(args) => {
            let mut pos = position::start(&args.game, &args.moves)?;
            for d in 1..=args.depth {
                outln!("perft {d} {}", pos.perft(d));
            }
        }
        Command::Show(args) => {
            if let Some(tag) = &args.lang {
                choices::language(tag)?;
            }
            let pos = position::start(&args.game, &args.moves)?;
            if args.json {
                let summary = fireside_core::any_game::PositionSummary::of(pos.as_ref());
                outln!(
                    "{}",
                    serde_json::to_string_pretty(&summary).unwrap_or_default()
                );
            } else {
                // As `rules` does: the flag, else the LANG environment variable.
                let lang = choices::language_or_device(args.lang.as_deref())?;
                let text = play::describe(
                    Translator::new(lang),
                    pos.as_ref(),
                    args.moves.setup.is_none(),
                );
                out!("{}", wrap::wrap(&text, wrap::width()));
            }
        }
        Command::Script(args) => script::run(&args)?,
        Command::Bench(args) => compute::bench(&args)?,
        Command::BenchWrites(args) => write_lag::run(&args)?,
        Command::Tournament(args) => compute::tournament(&args)?,
        Command::Pick(args) => processes::pick(&args)?,
        Command::Analyze(args) => compute::analyze(&args)?,
        Command::RatingsOfLevels(args) => ratings::run(&args)?,
        Command::Review(args) => review::run(&args)?,
        Command::Calibrate(args) => review::calibrate(&args)?,
        Command::EndgameTables(args) => compute::endgame_tables(&args)?,
        Command::Games => position::list_games()?,
        Command::Puzzles(args) => puzzle::generate(&args)?,
        Command::Puzzle(args) => puzzle::run(&args)?,
        Command::Lesson(args) => {
            if let Some((game, lang)) = lesson::run(&args)? {
                // The closing game: `play` against Easy, nothing saved.
                let mut argv = vec!["fireside", "play", &game, "--level", "easy", "--no-save"];
                if let Some(lang) = &lang {
                    argv.extend(["--lang", lang]);
                }
                let cli = Cli::try_parse_from(argv).map_err(|e| e.to_string())?;
                if let Command::Play(play_args) = cli.command {
                    play::run(play_args)?;
                }
            }
        }
    }
    io::stdout().flush()?;
    Ok(())
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if e.kind() == clap::error::ErrorKind::DisplayHelp => {
            // The help is wrapped to the terminal's width like everything else.
            let text = wrap::wrap(&e.render().to_string(), wrap::width());
            let _ = io::stdout().write_all(text.as_bytes());
            return ExitCode::SUCCESS;
        }
        Err(e) => e.exit(),
    };
    let mut stderr = io::stderr();
    match run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        // The reader has gone (`| head`): what it wanted it has; end quietly.
        Err(Failure::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Output(e)) => {
            let _ = writeln!(stderr, "error: cannot write the output: {e}");
            ExitCode::from(1)
        }
        Err(Failure::Invalid(e)) => {
            let _ = writeln!(stderr, "error: {e}");
            ExitCode::from(2)
        }
    }
}
