//! `fireside lesson <game> [--chapter N]`: a chapter of the game's course in the terminal.
//! Inside a step `help`, `hint`, `moves`, `board`, `retry`, `skip` and `quit` work; a wrong
//! move is answered with what the opponent then does, on the board. The rules chapter ends
//! with a short game against Easy, offered (and never saved over a saved game).

use std::io::{self, BufRead, Write};

use clap::Args;
use fireside_core::i18n::{Lang, Translator};
use fireside_core::lessons::sowing::sowing_lines;
use fireside_core::lessons::{LessonPlayer, Verdict};
use fireside_core::AnyGame;

use crate::commands::{parse, Command};
use crate::out::{out, outln, Failure};
use crate::wrap::{width, wrap};

#[derive(Args)]
pub struct LessonArgs {
    /// The game: fox-geese, hare-hounds, sungka or dama-italiana.
    game: String,
    /// The chapter, from 1: 1 the rules, 2 tactics, 3 endgames and plans.
    #[arg(long, default_value_t = 1)]
    chapter: usize,
    /// The language: en, th, ko or fi.
    #[arg(long, value_parser = crate::numbers::language)]
    lang: Option<String>,
}

/// Text wrapped to the terminal's width, with its line end.
fn say(text: &str) -> Result<(), Failure> {
    outln!("{}", wrap(text, width()).trim_end());
    Ok(())
}

/// The board between its bands; a lesson's position is set, not reached from the start, so
/// its bands leave out the counts kept since the start ("geese taken" of geese never there).
fn board(tr: Translator, pos: &dyn AnyGame) -> Result<(), Failure> {
    // The drawing's lines are short; the counters and the status wrap like the text.
    for line in crate::play::describe(tr, pos, false).lines() {
        outln!("{}", wrap(line, width()).trim_end());
    }
    Ok(())
}

fn show_step(tr: Translator, player: &LessonPlayer) -> Result<(), Failure> {
    let (number, total) = player.progress();
    let title = tr.tr(&player.current().title_key(), &[]);
    let heading = tr.tr(
        "lesson-heading",
        &[
            ("number", (number as i64).into()),
            ("total", (total as i64).into()),
        ],
    );
    say(&format!("{title} · {heading}"))?;
    if let Some(pos) = player.position() {
        board(tr, pos)?;
    }
    if let Some(prompt) = player.prompt(tr) {
        say(&prompt)?;
    }
    Ok(())
}

/// A command inside a step; `false` to leave the lesson.
fn command(tr: Translator, player: &mut LessonPlayer, c: Command) -> Result<bool, Failure> {
    match c {
        Command::Quit => return Ok(false),
        Command::Help => say(&tr.tr("lesson-cli-help", &[]))?,
        Command::Board | Command::Names => show_step(tr, player)?,
        Command::Moves => {
            let moves = player
                .step_position()
                .map(|p| p.legal_moves().join(" "))
                .unwrap_or_default();
            say(&moves)?;
        }
        Command::Hint => match player.hint(tr) {
            Some(text) => say(&text)?,
            None => say(&tr.tr("lesson-no-hint", &[]))?,
        },
        Command::Rules | Command::Ratings | Command::Undo | Command::Redo => {
            say(&tr.tr("lesson-cli-help", &[]))?
        }
    }
    Ok(true)
}

/// A move typed in a step.
fn try_move(tr: Translator, player: &mut LessonPlayer, text: &str) -> Result<(), Failure> {
    player.retry();
    let sowing = player
        .step_position()
        .map(|pos| sowing_lines(tr, pos, text))
        .unwrap_or_default();
    let verdict = player.play(text);
    if matches!(verdict, Verdict::Right { .. } | Verdict::Wrong { .. }) {
        for line in &sowing {
            say(&format!("  {line}"))?;
        }
    }
    match &verdict {
        Verdict::Right { stars, .. } => {
            say(&player.praise(tr, &verdict))?;
            if stars.is_some() && !player.is_finished() && player.closing_game().is_none() {
                outln!();
            }
            show_step(tr, player)?;
        }
        Verdict::Wrong { .. } => {
            if let Some(why) = player.explanation(tr) {
                say(&why)?;
            }
            if let Some(pos) = player.position() {
                board(tr, pos)?;
            }
            say(&tr.tr("lesson-cli-retry", &[]))?;
        }
        Verdict::Refused(Some(reason)) => say(&tr.refusal(reason))?,
        Verdict::Refused(None) => say(&tr.cli_illegal_move(text))?,
        Verdict::NoStep => {}
    }
    Ok(())
}

/// Reads one answer to the offer of the closing game: yes only when the player says so.
fn offered(tr: Translator, input: &mut impl BufRead) -> Result<bool, Failure> {
    say(&tr.tr("lesson-cli-offer", &[]))?;
    out!("> ");
    io::stdout().flush()?;
    let answer = crate::lines::read_line(input)?.unwrap_or_default();
    let answer = answer.trim().to_lowercase();
    Ok(["y", "yes", &tr.tr("lesson-cli-yes", &[]).to_lowercase()].contains(&answer.as_str()))
}

/// Plays the chapter on standard input; at the closing game, offers a game against Easy
/// (`Some`: the player wants it).
pub fn run(args: &LessonArgs) -> Result<Option<(String, Option<String>)>, Failure> {
    let lang = args
        .lang
        .as_deref()
        .map(Lang::negotiate)
        .unwrap_or(Lang::En);
    let tr = Translator::new(lang);
    let chapter = args
        .chapter
        .checked_sub(1)
        .ok_or_else(|| "--chapter counts from 1".to_owned())?;
    let mut player = LessonPlayer::chapter(&args.game, chapter).map_err(|e| e.to_string())?;
    show_step(tr, &player)?;
    let stdin = io::stdin();
    let mut input = stdin.lock();
    while player.closing_game().is_none() && !player.is_finished() {
        out!("> ");
        io::stdout().flush()?;
        let Some(line) = crate::lines::read_line(&mut input)? else {
            outln!();
            return Ok(None);
        };
        let text = line.trim();
        match text.to_lowercase().as_str() {
            "" => {}
            "retry" => {
                player.retry();
                show_step(tr, &player)?;
            }
            "skip" => {
                player.skip();
                show_step(tr, &player)?;
            }
            word => match parse(tr, word) {
                Some(c) => {
                    if !command(tr, &mut player, c)? {
                        return Ok(None);
                    }
                }
                None => try_move(tr, &mut player, text)?,
            },
        }
    }
    say(&tr.tr("lesson-done", &[]))?;
    io::stdout().flush()?;
    if player.closing_game().is_some() && offered(tr, &mut input)? {
        return Ok(Some((args.game.clone(), args.lang.clone())));
    }
    Ok(None)
}
