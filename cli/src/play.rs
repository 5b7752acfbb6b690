//! The interactive terminal game, on the same match, store and translations as the apps.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::{SystemTime, UNIX_EPOCH};

use clap::{Args, ValueEnum};
use fireside_core::app::contract::{Band, GameView, Screen, View};
use fireside_core::app::{position_bands, App, Effect, Event};
use fireside_core::engine::{CancelToken, Level};
use fireside_core::i18n::{how_to_play, render_text, GameId, Text, Translator};
use fireside_core::session::{Match, MatchSetup, Mode};
use fireside_core::{AnyGame, Side};

use crate::commands::{self, Command};
use crate::common::{drawing, CommonArgs};
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
pub enum OnOff {
    On,
    Off,
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
    /// Who plays: vs-computer (the default), or pass-and-play (two people taking turns at
    /// one keyboard). The phones' table mode (a tablet lying between two players, the far
    /// player's texts turned; not Fox and Geese's `--preset table`) is refused here: a
    /// terminal cannot turn its text.
    #[arg(long, value_enum)]
    pub mode: Option<ModeArg>,
    /// Your side against the computer: one (the side that usually starts: Fox, Hounds,
    /// Player 1, White) or two (Geese, Hare, Player 2, Black). Default: one.
    #[arg(long, value_enum)]
    pub side: Option<SideArg>,
    /// The computer's level: easy, normal (the default) or expert.
    #[arg(long)]
    pub level: Option<Level>,
    /// Dama Italiana: show Black at the bottom, moving first (the setting "Dama: Black at
    /// the bottom moves first"; the rules do not change). Kept for the next games.
    #[arg(long, value_enum, value_name = "on|off")]
    pub black_first: Option<OnOff>,
    #[command(flatten)]
    pub common: CommonArgs,
    /// Start a new game even when a saved one exists.
    #[arg(long)]
    pub new: bool,
    /// Scales the computer's thinking time.
    #[arg(long, default_value_t = 1.0, value_parser = crate::numbers::time_scale)]
    pub time_scale: f64,
    /// Write the game record (PDN, the README's "Game records") to FILE when a game ends
    /// and when you leave: `fireside review <game> --pdn FILE` reads it.
    #[arg(long, value_name = "FILE")]
    pub export: Option<PathBuf>,
}

fn now_millis() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

/// A band on the terminal's lines, as the core composes it for the phones: its line (the
/// name, the player, the counters), and under it `Band.line` (the status or the last
/// input's message) when `with_line`.
pub fn band_lines(band: &Band, with_line: bool) -> String {
    let mut out = format!("  {}\n", band.text);
    if let Some(line) = band.line.as_ref().filter(|_| with_line) {
        out.push_str(&format!("  {line}\n"));
    }
    out
}

/// A position on its own, between its two bands (`position_bands`). `from_start`: it was
/// played from the game's start (a puzzle's or a lesson's set position was not, nor a
/// `--setup`).
pub fn describe(tr: Translator, pos: &dyn AnyGame, from_start: bool) -> String {
    let [top, bottom] = position_bands(tr, pos, from_start);
    let layout = draw::Layout::of_board(pos.id(), &pos.board(), &pos.pieces());
    let mut out = band_lines(&top, true);
    out.push_str(&drawing(tr, &layout));
    out.push_str(&band_lines(&bottom, true));
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
    // The terminal's own part: how a move is typed.
    println!();
    println!("{}", tr.cli_how_to_move(id));
    Ok(())
}

fn setup_of(args: &PlayArgs) -> MatchSetup {
    let mode = match args.mode.unwrap_or(ModeArg::VsComputer) {
        ModeArg::VsComputer => Mode::VsComputer {
            human: match args.side.unwrap_or(SideArg::One) {
                SideArg::One => Side::One,
                SideArg::Two => Side::Two,
            },
            level: args.level.unwrap_or(Level::Normal),
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
    /// A save failed (told at once): the game goes on unsaved.
    unsaved: bool,
    /// Where the game record goes (`--export`).
    export: Option<PathBuf>,
}

impl Shell {
    /// The prompt naming the role to move, as the board shows it (Dama's colours may be
    /// exchanged).
    fn prompt(&self) -> Result<(), String> {
        let role = self
            .game()
            .and_then(|g| [g.bottom, g.top].into_iter().find(|b| b.active))
            .map(|b| b.role)
            .or_else(|| self.app.position().map(|p| p.role(p.side_to_move())))
            .ok_or("no game")?;
        print!("{}> ", self.tr.cli_prompt(role));
        io::stdout().flush().map_err(|e| e.to_string())
    }

    /// Carries out a command typed during the game (`quit` aside).
    fn command(&mut self, command: Command) {
        let tr = self.tr;
        match command {
            Command::Quit => {}
            Command::Help => self.help(),
            Command::Board => self.show(),
            Command::Names => {
                if let Some(pos) = self.app.position() {
                    println!("{}", tr.text(Text::CliNamesTitle));
                    print!("{}", draw::render_names(&pos.board()));
                }
            }
            Command::Moves => {
                if let Some(pos) = self.app.position() {
                    println!(
                        "{} {}",
                        tr.text(Text::CliMovesTitle),
                        pos.legal_moves().join(" ")
                    );
                }
            }
            Command::Rules => {
                if let Some(id) = self.game().and_then(|g| GameId::from_id(&g.game)) {
                    print!("{}", render_text(&how_to_play(id, tr.lang())));
                    println!("{}", tr.cli_how_to_move(id));
                }
            }
            Command::Ratings => self.print_leaderboard(true),
            Command::Hint => {
                self.send(Event::Hint);
                if self.take_notice() {
                    return;
                }
                if let Some(text) = self.game().and_then(|g| g.message) {
                    println!("{text}");
                }
            }
            Command::Undo => {
                self.send(Event::Undo);
                if self.take_notice() {
                    return;
                }
                self.on_disk();
                if self.report(|| tr.text(Text::CliUndone)) {
                    self.show();
                }
            }
            Command::Redo => {
                self.send(Event::Redo);
                self.on_disk();
                if self.report(|| tr.text(Text::CliRedone)) {
                    self.show();
                }
            }
        }
    }

    /// The terminal has no UI thread to protect: before it prints a move or a result it
    /// waits until the change is on disk, so what it printed is kept. A save the disk
    /// refused is told here, at once, with what to do.
    fn on_disk(&mut self) {
        self.app.flush();
        if let Some(failure) = self.app.take_save_failure() {
            println!("{}", self.app.save_failure_text(&failure));
            self.unsaved = true;
        }
    }

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
            self.on_disk();
            // Drawn at once: the bands count what the board shows.
            fx.extend(self.animations_seen());
            if computer {
                // The move is said in the band of the player to move (`Band.line`), but a
                // finished game's bands say no line (`finish` says the result).
                if self.app.is_over() {
                    if let Some(text) = self.game().and_then(|g| g.message) {
                        println!("{text}");
                    }
                }
                self.show();
            }
        }
    }

    /// The board between its bands, the far player's above it, as the phones draw them.
    fn show(&self) {
        let Some(g) = self.game() else { return };
        // At the end the result is said once, by `finish`, not in a band.
        let lines = g.result.is_none() && !self.app.is_over();
        let mut out = band_lines(&g.top, lines);
        out.push_str(&drawing(self.tr, &draw::Layout::of_view(&g.game, &g.board)));
        out.push_str(&band_lines(&g.bottom, lines));
        print!("{out}");
    }

    /// The help: how to type a move in this game, then the commands.
    fn help(&self) {
        println!("{}", self.tr.text(Text::CliHelp));
        if let Some(id) = self.game().and_then(|g| GameId::from_id(&g.game)) {
            println!("{}", self.tr.cli_how_to_move(id));
        }
        println!("{}", self.tr.text(Text::CliCommands));
    }

    /// The leaderboard (a lone player: its points per game); `rules` adds how points are
    /// earned, for the player who asked.
    fn print_leaderboard(&mut self, rules: bool) {
        let game = self.game();
        self.app.update(Event::OpenLeaderboard { game: None });
        if let Screen::Leaderboard { leaderboard } = self.view().screen {
            println!("{}", leaderboard.title);
            if let Some(empty) = &leaderboard.empty_text {
                println!("  {empty}");
            }
            for row in &leaderboard.rows {
                println!("  {}", row.text);
            }
            if rules {
                println!("{}", leaderboard.rules_text);
            }
        }
        // Back to the board.
        if game.is_some() {
            self.app.update(Event::Back);
        }
    }

    /// The end: the result, the rating change, and the standing after a new best only.
    fn finish(&mut self) {
        // The panel waits for the result to be on disk.
        self.on_disk();
        let Some(g) = self.game() else { return };
        println!("{}", self.tr.cli_game_over(&g.status));
        let Some(r) = &g.result else { return };
        if let Some(score) = &r.score {
            println!("{score}");
        }
        println!("{}", r.rating_text);
        if let Some(why) = &r.unrated_reason {
            println!("{why}");
        }
        if let Some(best) = &r.new_best {
            println!("{best}");
            self.print_leaderboard(false);
        }
    }

    /// Prints the app's notice, if any, and dismisses it; whether there was one.
    fn take_notice(&mut self) -> bool {
        let Some(notice) = self.view().notice else {
            return false;
        };
        println!("{notice}");
        self.send(Event::DismissNotice);
        true
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

/// A line of standard input, without its end; `None` at the end of the input.
fn read_line(input: &mut impl BufRead) -> Result<Option<String>, String> {
    // Bounded, and a byte that is not UTF-8 spoils only its line, never the game.
    crate::lines::read_line(input).map_err(|e| e.to_string())
}

/// The answer to a numbered question: one of `1..=choices`, asked again until given;
/// `None` at the end of the input.
fn choose(input: &mut impl BufRead, choices: usize) -> Result<Option<usize>, String> {
    loop {
        print!("> ");
        if let Some(line) = read_line(input)? {
            match line.parse::<usize>() {
                Ok(n) if (1..=choices).contains(&n) => return Ok(Some(n)),
                _ => continue,
            }
        }
        println!();
        return Ok(None);
    }
}

/// The flags given that differ from the saved match, in words a player reads.
fn differences(tr: Translator, args: &PlayArgs, saved: &MatchSetup) -> Vec<String> {
    let mut out = Vec::new();
    let (saved_mode, saved_side, saved_level) = match saved.mode {
        Mode::VsComputer { human, level } => ("vs-computer", Some(human), Some(level)),
        Mode::PassAndPlay => ("pass-and-play", None, None),
        Mode::Table => ("table", None, None),
    };
    let side_name = |s: Side| if s == Side::One { "one" } else { "two" };
    // --level and --side ask for a game against the computer.
    let mode = args
        .mode
        .or((args.level.is_some() || args.side.is_some()).then_some(ModeArg::VsComputer));
    if let Some(mode) = mode {
        let asked = match mode {
            ModeArg::VsComputer => "vs-computer",
            ModeArg::PassAndPlay => "pass-and-play",
            ModeArg::Table => "table",
        };
        if asked != saved_mode {
            out.push(tr.cli_flag_differs("--mode", asked, saved_mode));
        }
    }
    if let (Some(side), Some(saved)) = (args.side, saved_side) {
        let asked = if side == SideArg::One {
            Side::One
        } else {
            Side::Two
        };
        if asked != saved {
            out.push(tr.cli_flag_differs("--side", side_name(asked), side_name(saved)));
        }
    }
    if let (Some(level), Some(saved)) = (args.level, saved_level) {
        if level != saved {
            out.push(tr.cli_flag_differs("--level", level.name(), saved.name()));
        }
    }
    out
}

/// Runs the game on standard input and output until it ends or the player quits.
pub fn run(args: PlayArgs) -> Result<(), String> {
    check_flags(&args)?;
    // The flags are checked first, even when a saved game will be resumed instead.
    let setup = setup_of(&args);
    let premoves = premoves(&args, &setup)?;
    let mut shell = open_shell(&args)?;
    let tr = shell.tr;
    let stdin = io::stdin();
    let mut input = stdin.lock();
    if !continue_or_new(&mut shell, &args, &setup, &mut input)? {
        shell.app.flush();
        return Ok(());
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
    shell.help();
    shell.on_disk();
    // When the computer starts, the board is shown with its first move.
    if !first
        .iter()
        .any(|e| matches!(e, Effect::StartSearch { .. }))
    {
        shell.show();
    }
    shell.carry_out(first);
    loop {
        if shell.app.is_over() {
            shell.finish();
            shell.on_disk();
            shell.export()?;
            if !shell.next_game(&mut input)? {
                println!("{}", tr.text(Text::CliBye));
                return shell.end();
            }
            continue;
        }
        if crate::out::closed() {
            // Nobody reads any more: end as `quit` does (the moves are saved already).
            return shell.end();
        }
        shell.prompt()?;
        let Some(line) = read_line(&mut input)? else {
            println!();
            return shell.end();
        };
        if line.is_empty() {
            continue;
        }
        match commands::parse(tr, &line) {
            Some(Command::Quit) => {
                shell.on_disk();
                println!("{}", tr.text(Text::CliBye));
                return shell.end();
            }
            Some(command) => shell.command(command),
            None => shell.play(&line),
        }
    }
}

/// The flags that are wrong whatever the store holds.
fn check_flags(args: &PlayArgs) -> Result<(), String> {
    numbers::check_positive_time_scale(args.time_scale)?;
    crate::choices::game(&args.game.game)?;
    if let Some(tag) = &args.common.lang {
        crate::choices::language(tag)?;
    }
    if args.mode == Some(ModeArg::Table) {
        let lang = crate::choices::language_or_device(args.common.lang.as_deref())?;
        return Err(fireside_core::i18n::Translator::new(lang).tr("cli-no-table-mode", &[]));
    }
    Ok(())
}

/// The moves given with `--moves`, each checked on a match of `setup`.
fn premoves(args: &PlayArgs, setup: &MatchSetup) -> Result<Vec<String>, String> {
    let premoves: Vec<String> = args
        .moves
        .moves
        .as_deref()
        .map(|l| l.split_whitespace().map(str::to_owned).collect())
        .unwrap_or_default();
    let mut probe = Match::new(setup.clone()).map_err(|e| e.to_string())?;
    for (i, text) in premoves.iter().enumerate() {
        probe
            .play(text)
            .map_err(|e| format!("move {} `{text}`: {e}", i + 1))?;
    }
    Ok(premoves)
}

/// The app on the store the flags name, launched: what the store recovered is shown, and
/// Dama's first player set when asked.
fn open_shell(args: &PlayArgs) -> Result<Shell, String> {
    let app = args.common.open_app(args.time_scale)?;
    let tr = app.translator_in_use();
    stop_on_signals(&app);
    let mut shell = Shell {
        app,
        tr,
        unsaved: false,
        export: args.export.clone(),
    };
    shell.send(Event::Launch);
    if let Some(notice) = shell.view().notice {
        // What the store recovered, naming the file.
        println!("{notice}");
        shell.send(Event::DismissNotice);
    }
    if let Some(on) = args.black_first {
        shell.send(Event::SetDamaBlackFirst {
            on: on == OnOff::On,
        });
    }
    Ok(shell)
}

/// Continues the saved match of the game unless `--new`; where the flags differ from it,
/// the player says which they meant. `false`: the player ended the input instead.
fn continue_or_new(
    shell: &mut Shell,
    args: &PlayArgs,
    setup: &MatchSetup,
    input: &mut impl BufRead,
) -> Result<bool, String> {
    let tr = shell.tr;
    let saved = match shell.view().screen {
        Screen::Home { home } => home
            .tiles
            .iter()
            .any(|t| t.game == setup.game && t.can_continue),
        _ => false,
    };
    if !saved || args.new {
        return Ok(true);
    }
    shell.send(Event::Continue {
        game: setup.game.clone(),
    });
    let differ = shell
        .app
        .match_setup()
        .map(|saved| differences(tr, args, saved))
        .unwrap_or_default();
    if differ.is_empty() {
        return Ok(true);
    }
    println!("{}", tr.cli_flags_differ(&differ));
    println!("{}", tr.text(Text::CliContinueOrNew));
    match choose(input, 2)? {
        None => return Ok(false),
        Some(2) => shell.send(Event::Leave),
        Some(_) => {}
    }
    Ok(true)
}

/// After the end, on asking: the game's review as a screen (the board at each move, the
/// marks, why, learning from the mistakes), on the game's own input; then back to the end.
fn review_screen(shell: &mut Shell, input: &mut impl BufRead) -> Result<(), String> {
    let fx = shell.app.update(Event::ReviewGame);
    let result = crate::review_screen::after_game(&mut shell.app, input, fx);
    shell.app.update(Event::Back);
    match result {
        Ok(()) | Err(crate::out::Failure::Output(_)) => Ok(()),
        Err(crate::out::Failure::Invalid(e)) => Err(e),
    }
}

impl Shell {
    /// Every stop flushes: what was shown is on disk before the process ends. A game that
    /// went on unsaved ends with an error status (it was told at once).
    fn end(&mut self) -> Result<(), String> {
        self.on_disk();
        self.export()?;
        if self.unsaved {
            return Err(self.tr.tr("notice-save-failed", &[]));
        }
        Ok(())
    }
}

impl Shell {
    /// Writes the record of the game shown to the `--export` file, and says where.
    fn export(&self) -> Result<(), String> {
        let (Some(path), Some(record)) = (&self.export, self.app.record()) else {
            return Ok(());
        };
        std::fs::write(path, record)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        let path = fireside_core::i18n::Arg::from(path.display().to_string());
        println!("{}", self.tr.tr("cli-exported", &[("path", path)]));
        Ok(())
    }
}

/// SIGINT (Ctrl-C), SIGTERM and SIGHUP are orderly stops: everything shown is flushed to
/// disk before the process ends (a thread waits for them; nothing runs in the handler).
fn stop_on_signals(app: &App) {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let flusher = app.flusher();
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP]) else {
        return;
    };
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            if let Some(f) = &flusher {
                f.flush();
            }
            std::process::exit(128 + signal);
        }
    });
}

impl Shell {
    /// A typed move: checked for a point off the board or a missing destination, then
    /// played, echoed as the game writes it, and answered by the computer.
    fn play(&mut self, line: &str) {
        let tr = self.tr;
        // Point names and the capture mark are lower case in every game.
        let notation = line.to_lowercase();
        if let Some(why) = self
            .app
            .position()
            .and_then(|pos| commands::check_move(tr, pos, &notation))
        {
            println!("{why}");
            println!("{}", tr.text(Text::CliTypeMove));
            return;
        }
        let before = self.game().map_or(0, |g| count_moves(&g));
        let mover = self.app.position().map(|p| p.side_to_move());
        let mut fx = self.app.update(Event::Play {
            notation: notation.clone(),
        });
        // What is printed is on disk.
        self.on_disk();
        let g = self.game();
        let played = g.as_ref().map_or(0, count_moves) > before;
        match g {
            Some(g) if !played && g.message.is_some() => {
                println!("{}", g.message.unwrap_or_default());
                println!("{}", tr.text(Text::CliTypeMove));
            }
            Some(g) => {
                let written = last_move(&g).unwrap_or(notation);
                println!("{}", tr.cli_played(&written));
                // Against the computer the board is shown once, after its answer.
                let answer = fx.iter().any(|e| matches!(e, Effect::StartSearch { .. }));
                // A board shown now says the message in its band (`Band.line`).
                if let Some(text) = g.message.as_ref().filter(|_| answer) {
                    println!("{text}");
                }
                // Sungka: the last shell in one's own store gives another turn; say why.
                let again = g.message.is_none()
                    && self.app.position().is_some_and(|p| {
                        !p.outcome().is_over()
                            && Some(p.side_to_move()) == mover
                            && p.board().kind == fireside_core::BoardKind::Mancala
                    });
                if again {
                    println!("{}", tr.text(Text::AnotherTurn));
                }
                if !answer {
                    // Drawn at once: the bands count what the board shows.
                    fx.extend(self.animations_seen());
                    self.show();
                }
            }
            None => {}
        }
        // Then the computer's answer, if it is its turn.
        self.carry_out(fx);
    }

    /// After the end: a rematch, a new game or quit. `false` to quit.
    fn next_game(&mut self, input: &mut impl BufRead) -> Result<bool, String> {
        let tr = self.tr;
        let choice = loop {
            println!("{}", tr.text(Text::CliNext));
            match choose(input, 4)? {
                // The review, then the same question again.
                Some(4) => review_screen(self, input)?,
                other => break other,
            }
        };
        let fx = match choice {
            Some(1) => {
                let fx = self.app.update(Event::Rematch);
                if !fx.iter().any(|e| matches!(e, Effect::StartSearch { .. })) {
                    self.show();
                }
                self.carry_out(fx);
                return Ok(true);
            }
            Some(2) => {
                println!("{}", tr.text(Text::CliWhichGame));
                for (i, g) in GameId::all().enumerate() {
                    println!("  {} {}", i + 1, tr.game_name(g));
                }
                let Some(n) = choose(input, GameId::all().len())? else {
                    return Ok(false);
                };
                let Some(old) = self.app.match_setup().cloned() else {
                    return Ok(false);
                };
                let setup = MatchSetup {
                    game: fireside_core::games::GAMES[n - 1].id.to_owned(),
                    preset: None,
                    options: Vec::new(),
                    position: None,
                    mode: old.mode,
                    seed: now_millis(),
                };
                self.app.update(Event::Leave);
                self.app
                    .start_match(setup, &[])
                    .map_err(|e| tr.session_error(&e))?
            }
            _ => return Ok(false),
        };
        self.help();
        if !fx.iter().any(|e| matches!(e, Effect::StartSearch { .. })) {
            self.show();
        }
        self.carry_out(fx);
        Ok(true)
    }
}

/// The last move of the move list, as the game writes it.
fn last_move(g: &GameView) -> Option<String> {
    g.move_list
        .rows
        .last()
        .and_then(|r| r.moves.last())
        .map(|m| m.notation.clone())
}

fn count_moves(g: &GameView) -> usize {
    g.move_list.rows.iter().map(|r| r.moves.len()).sum()
}
