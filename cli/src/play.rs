//! The interactive terminal game, on the same match, store and translations as the apps.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::{SystemTime, UNIX_EPOCH};

use clap::{Args, ValueEnum};
use fireside_core::app::view::{GameView, Screen, View};
use fireside_core::app::{App, AppConfig, Effect, Event};
use fireside_core::engine::{CancelToken, Level};
use fireside_core::i18n::{how_to_play, render_text, GameId, Lang, Text, Translator};
use fireside_core::session::{Match, MatchSetup, Mode};
use fireside_core::store::Store;
use fireside_core::{AnyGame, Side};

use crate::draw;
use crate::numbers;
use crate::position::{GameArgs, MovesArg};

// The game's output never panics: a closed pipe or a full disk ends the game through its
// usual quit, with what was played saved (see `out::say`).
macro_rules! println {
    () => {
        crate::out::say(format_args!(""), true)
    };
    ($($arg:tt)*) => {
        crate::out::say(format_args!($($arg)*), true)
    };
}

macro_rules! print {
    ($($arg:tt)*) => {
        crate::out::say(format_args!($($arg)*), false)
    };
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ModeArg {
    VsComputer,
    PassAndPlay,
    Table,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SideArg {
    One,
    Two,
}

#[derive(Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub moves: MovesArg,
    /// Against the computer (the default), pass and play, or table.
    #[arg(long, value_enum, default_value = "vs-computer")]
    pub mode: ModeArg,
    /// Your side against the computer: one (the side that usually starts) or two.
    #[arg(long, value_enum, default_value = "one")]
    pub side: SideArg,
    /// The computer's level: easy, normal or expert.
    #[arg(long, default_value = "normal")]
    pub level: Level,
    #[command(flatten)]
    pub common: CommonArgs,
    /// Start a new game even when a saved one exists.
    #[arg(long)]
    pub new: bool,
    /// Scales the computer's thinking time.
    #[arg(long, default_value_t = 1.0, value_parser = crate::numbers::time_scale)]
    pub time_scale: f64,
}

#[derive(Args, Clone)]
pub struct CommonArgs {
    /// The language: en, th, ko or fi (or a tag such as th-TH). Default: the settings,
    /// then the LANG environment variable.
    #[arg(long)]
    pub lang: Option<String>,
    /// Where games, ratings and settings are kept (default: ~/.local/share/fireside).
    #[arg(long)]
    pub store: Option<PathBuf>,
    /// Keep nothing on disk.
    #[arg(long)]
    pub no_save: bool,
}

impl CommonArgs {
    pub fn translator(&self, store: Option<&Store>) -> Translator {
        let device = std::env::var("LANG").unwrap_or_default();
        let lang = match &self.lang {
            Some(tag) => Lang::negotiate(tag),
            None => {
                let setting = store
                    .and_then(|s| s.settings().language)
                    .map(|t| Lang::negotiate(&t));
                Lang::resolve(setting, &device)
            }
        };
        Translator::new(lang)
    }
}

fn now_millis() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

/// The board drawing, with a line naming the glyphs of the pieces on it.
fn drawing(tr: Translator, layout: &draw::Layout) -> String {
    let mut out = draw::render(layout);
    let kinds: Vec<_> = layout.pieces.iter().map(|p| p.1).collect();
    let legend: Vec<String> = draw::legend_kinds(&kinds)
        .into_iter()
        .map(|k| format!("{} {}", draw::glyph(k), tr.piece_name(k)))
        .collect();
    if !legend.is_empty() {
        out.push_str(&format!("  ({})\n", legend.join(", ")));
    }
    out
}

/// The board drawing, counters and status line.
pub fn describe(tr: Translator, pos: &dyn AnyGame) -> String {
    let layout = draw::Layout::of_board(pos.id(), &pos.board(), &pos.pieces());
    let mut out = drawing(tr, &layout);
    // The counters the game's words list (rule constants such as a limit are the rules'
    // to say, not the board's).
    let shown = fireside_core::games::find(pos.id())
        .map(|e| e.words.counters)
        .unwrap_or_default();
    let counters: Vec<String> = pos
        .counters()
        .iter()
        .filter(|(k, _)| shown.iter().any(|c| c.key == *k))
        .filter_map(|(k, v)| tr.counter(k, *v))
        .collect();
    if !counters.is_empty() {
        out.push_str(&format!("  {}\n", counters.join(" · ")));
    }
    out.push_str(&format!("  {}\n", tr.status(pos)));
    out
}

/// `fireside rules <game>`: how to play, in the chosen language.
pub fn rules(game: &str, common: &CommonArgs) -> Result<(), String> {
    let id = GameId::from_id(crate::choices::game(game)?.id).ok_or("no rules text")?;
    if let Some(tag) = &common.lang {
        crate::choices::language(tag)?;
    }
    // No store: reading how to play must not create the folder, nor move a damaged
    // file aside where no one would tell the player about it.
    let tr = common.translator(None);
    print!("{}", render_text(&how_to_play(id, tr.lang())));
    Ok(())
}

fn setup_of(args: &PlayArgs) -> MatchSetup {
    let mode = match args.mode {
        ModeArg::VsComputer => Mode::VsComputer {
            human: match args.side {
                SideArg::One => Side::One,
                SideArg::Two => Side::Two,
            },
            level: args.level,
        },
        ModeArg::PassAndPlay => Mode::PassAndPlay,
        ModeArg::Table => Mode::Table,
    };
    MatchSetup {
        game: args.game.game.clone(),
        preset: args.game.preset.clone(),
        options: args.game.options.clone(),
        position: args.moves.setup.clone(),
        mode,
        seed: now_millis(),
    }
}

/// The terminal shell over [`App`]: it types events and prints the view.
struct Shell {
    app: App,
    tr: Translator,
}

impl Shell {
    fn view(&self) -> View {
        self.app.view()
    }

    fn game(&self) -> Option<GameView> {
        match self.view().screen {
            Screen::Game { game } => Some(*game),
            _ => None,
        }
    }

    /// Sends an event and carries out its effects: searches run on a thread (as on the
    /// phones) and their answers come back as events.
    fn send(&mut self, event: Event) {
        let fx = self.app.update(event);
        self.carry_out(fx);
    }

    /// The terminal shows the position after a move at once, so every animation is over
    /// as soon as it is drawn (the result panel waits for that).
    fn animations_seen(&mut self) -> Vec<Effect> {
        match self.game().and_then(|g| g.animation) {
            Some(a) => self.app.update(Event::AnimationFinished { id: a.id }),
            None => Vec::new(),
        }
    }

    fn carry_out(&mut self, mut fx: Vec<Effect>) {
        loop {
            fx.extend(self.animations_seen());
            let job = fx.iter().find_map(|e| match e {
                Effect::StartSearch { job } => Some(*job),
                _ => None,
            });
            let Some(job) = job else { return };
            let Some(task) = self.app.search_job(job) else {
                return;
            };
            // The board just shown already says the computer is thinking (its status).
            let (tx, rx) = mpsc::channel();
            std::thread::spawn(move || {
                let _ = tx.send(task.run(&CancelToken::new()));
            });
            let notation = rx.recv().unwrap_or(None);
            let computer = self.app.is_thinking();
            fx = self.app.update(Event::ComputerMoved { job, notation });
            if computer {
                if let Some(text) = self.game().and_then(|g| g.message) {
                    println!("{text}");
                }
                self.show();
            }
        }
    }

    fn show(&self) {
        let (Some(pos), Some(g)) = (self.app.position(), self.game()) else {
            return;
        };
        let _ = pos;
        let mut out = drawing(self.tr, &draw::Layout::of_view(&g.board));
        for band in [&g.top, &g.bottom] {
            let counters: Vec<&str> = band.counters.iter().map(|c| c.text.as_str()).collect();
            if !counters.is_empty() {
                // Who holds the side, so that a player against the computer sees which is theirs.
                let name = if band.player.is_empty() || band.player == band.name {
                    band.name.clone()
                } else {
                    format!("{} ({})", band.name, band.player)
                };
                out.push_str(&format!("  {}: {}\n", name, counters.join(" · ")));
            }
        }
        out.push_str(&format!("  {}\n", g.status));
        print!("{out}");
    }

    fn print_leaderboard(&mut self) {
        let game = self.game();
        self.app.update(Event::OpenLeaderboard { game: None });
        if let Screen::Leaderboard { leaderboard } = self.view().screen {
            println!("{}", leaderboard.title);
            if let Some(empty) = &leaderboard.empty_text {
                println!("  {empty}");
            }
            for row in &leaderboard.rows {
                println!(
                    "  {}  {}  {}  {}",
                    row.rank_text, row.name, row.rating_text, row.played_text
                );
            }
            println!("{}", leaderboard.rules_text);
        }
        // Back to the board.
        if game.is_some() {
            self.app.update(Event::Back);
        }
    }

    /// The end: the result, the rating change and the leaderboard.
    fn finish(&mut self) {
        let Some(g) = self.game() else { return };
        println!("{}", self.tr.cli_game_over(&g.status));
        if let Some(r) = &g.result {
            if let Some(score) = &r.score {
                println!("{score}");
            }
            println!("{}", r.rating_text);
            if let Some(why) = &r.unrated_reason {
                println!("{why}");
            }
        }
        self.print_leaderboard();
    }

    /// Prints what refused an input (the view's message), or `ok`.
    fn report(&self, ok: impl FnOnce() -> String) -> bool {
        match self.game().and_then(|g| g.message) {
            Some(text) => {
                println!("{text}");
                false
            }
            None => {
                println!("{}", ok());
                true
            }
        }
    }
}

/// Runs the game on standard input and output until it ends or the player quits.
pub fn run(args: PlayArgs) -> Result<(), String> {
    numbers::check_positive_time_scale(args.time_scale)?;
    crate::choices::game(&args.game.game)?;
    if let Some(tag) = &args.common.lang {
        crate::choices::language(tag)?;
    }
    // The flags are checked first, even when a saved game will be resumed instead.
    let setup = setup_of(&args);
    let premoves: Vec<String> = args
        .moves
        .moves
        .as_deref()
        .map(|l| l.split_whitespace().map(str::to_owned).collect())
        .unwrap_or_default();
    {
        let mut probe = Match::new(setup.clone()).map_err(|e| e.to_string())?;
        for (i, text) in premoves.iter().enumerate() {
            probe
                .play(text)
                .map_err(|e| format!("move {} `{text}`: {e}", i + 1))?;
        }
    }
    let store_dir = if args.common.no_save {
        None
    } else {
        Some(match args.common.store.clone() {
            Some(dir) => dir,
            None => crate::paths::default_store_dir()?,
        })
    };
    let app = App::new(AppConfig {
        store_dir: store_dir.map(|d| d.display().to_string()),
        device_language: std::env::var("LANG").unwrap_or_default(),
        language: args.common.lang.clone(),
        time_scale: args.time_scale,
        seed: None,
    })
    .map_err(|e| e.to_string())?;
    let tr = app.translator_in_use();
    let mut shell = Shell { app, tr };
    shell.send(Event::Launch);
    if let Some(notice) = shell.view().notice {
        // What the store recovered, naming the file.
        println!("{notice}");
        shell.send(Event::DismissNotice);
    }
    let saved = match shell.view().screen {
        Screen::Home { home } => home
            .tiles
            .iter()
            .any(|t| t.game == setup.game && t.can_continue),
        _ => false,
    };
    if saved && !args.new {
        shell.send(Event::Continue {
            game: setup.game.clone(),
        });
    }
    let first = if shell.game().is_some() {
        println!("{}", tr.text(Text::CliResumed));
        // Resuming on the computer's turn: it moves (the event starts its search).
        shell.app.update(Event::Resumed)
    } else {
        shell
            .app
            .start_match(setup, &premoves)
            .map_err(|e| tr.session_error(&e))?
    };
    println!("{}", tr.text(Text::CliHelp));
    println!("{}", tr.text(Text::CliCommands));
    shell.show();
    shell.carry_out(first);
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut buf = Vec::new();
    loop {
        if shell.app.is_over() {
            shell.finish();
            shell.app.flush();
            return Ok(());
        }
        if crate::out::closed() {
            // Nobody reads any more: end as `quit` does (the moves are saved already).
            shell.app.flush();
            return Ok(());
        }
        let role = shell
            .app
            .position()
            .map(|p| p.role(p.side_to_move()))
            .ok_or("no game")?;
        print!("{}> ", tr.cli_prompt(role));
        io::stdout().flush().map_err(|e| e.to_string())?;
        buf.clear();
        let n = input
            .read_until(b'\n', &mut buf)
            .map_err(|e| e.to_string())?;
        if n == 0 {
            println!();
            shell.app.flush();
            return Ok(());
        }
        // A byte that is not UTF-8 spoils only its line, never the game.
        let line = String::from_utf8_lossy(&buf).into_owned();
        match line.trim() {
            "" => {}
            "quit" | "q" | "exit" => {
                println!("{}", tr.text(Text::CliBye));
                shell.app.flush();
                return Ok(());
            }
            "help" | "?" => {
                println!("{}", tr.text(Text::CliHelp));
                println!("{}", tr.text(Text::CliCommands));
            }
            "board" => shell.show(),
            "names" => {
                if let Some(pos) = shell.app.position() {
                    println!("{}", tr.text(Text::CliNamesTitle));
                    print!("{}", draw::render_names(&pos.board()));
                }
            }
            "moves" => {
                if let Some(pos) = shell.app.position() {
                    println!(
                        "{} {}",
                        tr.text(Text::CliMovesTitle),
                        pos.legal_moves().join(" ")
                    );
                }
            }
            "rules" => {
                if let Some(id) = shell.game().and_then(|g| GameId::from_id(&g.game)) {
                    print!("{}", render_text(&how_to_play(id, tr.lang())));
                }
            }
            "ratings" | "leaderboard" => shell.print_leaderboard(),
            "hint" => {
                shell.send(Event::Hint);
                if let Some(text) = shell.game().and_then(|g| g.message) {
                    println!("{text}");
                }
            }
            "undo" | "u" => {
                shell.send(Event::Undo);
                if shell.report(|| tr.text(Text::CliUndone)) {
                    shell.show();
                }
            }
            "redo" => {
                shell.send(Event::Redo);
                if shell.report(|| tr.text(Text::CliRedone)) {
                    shell.show();
                }
            }
            text => {
                let before = shell.game().map_or(0, |g| count_moves(&g));
                let notation = text.to_owned();
                let fx = shell.app.update(Event::Play {
                    notation: notation.clone(),
                });
                let g = shell.game();
                let played = g.as_ref().map_or(0, count_moves) > before;
                match g.and_then(|g| g.message) {
                    Some(text) if !played => {
                        println!("{text}");
                        println!("{}", tr.text(Text::CliTypeMove));
                    }
                    _ => {
                        println!("{}", tr.cli_played(&notation));
                        shell.show();
                    }
                }
                // Then the computer's answer, if it is its turn.
                shell.carry_out(fx);
            }
        }
    }
}

fn count_moves(g: &GameView) -> usize {
    g.move_list.rows.iter().map(|r| r.moves.len()).sum()
}
