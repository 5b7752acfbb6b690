//! `fireside lesson <game>`: the "Learn to play" steps in the terminal, then a short game
//! against Easy (the same as `play --level easy`).

use std::io::{self, Write};

use clap::Args;
use fireside_core::i18n::{Lang, Translator};
use fireside_core::lessons::{LessonPlayer, Verdict};

use crate::out::{out, outln, Failure};

#[derive(Args)]
pub struct LessonArgs {
    /// The game: fox-geese, hare-hounds, sungka or dama-italiana.
    game: String,
    /// The language: en, th, ko or fi.
    #[arg(long, value_parser = crate::numbers::language)]
    lang: Option<String>,
}

fn show_step(tr: Translator, player: &LessonPlayer) -> Result<(), Failure> {
    let (number, total) = player.progress();
    outln!(
        "{}",
        tr.tr(
            "lesson-heading",
            &[
                ("number", (number as i64).into()),
                ("total", (total as i64).into())
            ]
        )
    );
    if let Some(pos) = player.position() {
        out!("{}", crate::play::describe(tr, pos));
    }
    if let Some(prompt) = player.prompt(tr) {
        outln!("{prompt}");
    }
    Ok(())
}

/// Plays the lesson's steps on standard input; at the closing game, hands over to `play`.
pub fn run(args: &LessonArgs) -> Result<Option<(String, Option<String>)>, Failure> {
    let lang = args
        .lang
        .as_deref()
        .map(Lang::negotiate)
        .unwrap_or(Lang::En);
    let tr = Translator::new(lang);
    let mut player = LessonPlayer::new(&args.game).map_err(|e| e.to_string())?;
    show_step(tr, &player)?;
    let stdin = io::stdin();
    let mut input = stdin.lock();
    while player.closing_game().is_none() {
        out!("> ");
        io::stdout().flush()?;
        let Some(line) = crate::lines::read_line(&mut input)? else {
            outln!();
            return Ok(None);
        };
        match line.as_str() {
            "" => {}
            "quit" | "q" | "exit" => return Ok(None),
            text => match player.play(text) {
                Verdict::Right => {
                    outln!("{}", tr.tr("lesson-right", &[]));
                    show_step(tr, &player)?;
                }
                Verdict::Wrong => {
                    if let Some(why) = player.explanation(tr) {
                        outln!("{why}");
                    }
                }
                Verdict::Refused(Some(reason)) => outln!("{}", tr.refusal(&reason)),
                Verdict::Refused(None) => outln!("{}", tr.cli_illegal_move(text)),
                Verdict::NoStep => break,
            },
        }
    }
    outln!("{}", tr.tr("lesson-done", &[]));
    io::stdout().flush()?;
    Ok(Some((args.game.clone(), args.lang.clone())))
}
