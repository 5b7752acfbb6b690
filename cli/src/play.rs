//! The interactive terminal game, on the same match, store and translations as the apps.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::time::{SystemTime, UNIX_EPOCH};

use clap::{Args, ValueEnum};
use fireside_core::engine::{CancelToken, Level};
use fireside_core::i18n::{how_to_play, render_text, GameId, Lang, Text, Translator};
use fireside_core::session::{Match, MatchSetup, Mode};
use fireside_core::store::{GameResult, Opponent, SavedMatch, Store};
use fireside_core::{AnyGame, Outcome, Side};

use crate::draw;
use crate::position::{GameArgs, MovesArg};

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
    pub fn open_store(&self) -> Result<Option<Store>, String> {
        if self.no_save {
            return Ok(None);
        }
        let dir = match &self.store {
            Some(d) => d.clone(),
            None => crate::paths::default_store_dir()?,
        };
        let store = Store::open(&dir).map_err(|e| e.to_string())?;
        Ok(Some(store))
    }

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

/// The board drawing, counters and status line.
pub fn describe(tr: Translator, pos: &dyn AnyGame) -> String {
    let board = pos.board();
    let pieces = pos.pieces();
    let mut out = draw::render(&board, &pieces);
    let legend: Vec<String> = draw::legend_kinds(&pieces)
        .into_iter()
        .map(|k| format!("{} {}", draw::glyph(k), tr.piece_name(k)))
        .collect();
    if !legend.is_empty() {
        out.push_str(&format!("  ({})\n", legend.join(", ")));
    }
    let counters: Vec<String> = pos
        .counters()
        .iter()
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
    let id = GameId::from_id(game).ok_or_else(|| format!("unknown game `{game}`"))?;
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

struct Session {
    m: Match,
    tr: Translator,
    store: Option<Store>,
    time_scale: f64,
}

impl Session {
    fn save(&self) {
        let Some(store) = &self.store else { return };
        let saved = SavedMatch {
            game: self.m.setup().game.clone(),
            profile: store.active_profile().id,
            saved_at: now_millis(),
            data: self.m.save(),
        };
        let result = if self.m.outcome().is_over() {
            store.finish_match(saved)
        } else {
            store.save_match(saved)
        };
        if let Err(e) = result {
            eprintln!("{e}");
        }
    }

    fn show(&self) {
        print!("{}", describe(self.tr, self.m.game()));
    }

    fn computer_moves(&mut self) {
        while self.m.is_computer_turn() {
            println!("{}", self.tr.tr("status-computer-thinking", &[]));
            let Ok(job) = self.m.computer_job() else {
                return;
            };
            let Some(mv) = job.run(&CancelToken::new(), self.time_scale) else {
                return;
            };
            if self.m.apply_computer_move(&job, &mv).is_ok() {
                println!("{}", self.tr.computer_played(&mv));
                self.save();
                self.show();
            }
        }
    }

    /// Records the result for the profile and shows the rating change and the leaderboard.
    fn finish(&self) {
        println!(
            "{}",
            self.tr
                .cli_game_over(&self.tr.match_status(&self.m.render()))
        );
        let Some(store) = &self.store else { return };
        let Mode::VsComputer { human, level } = self.m.setup().mode else {
            return;
        };
        let result = match self.m.outcome() {
            Outcome::Win { winner, .. } if winner == human => GameResult::Won,
            Outcome::Win { .. } => GameResult::Lost,
            _ => GameResult::Drawn,
        };
        let profile = store.active_profile().id;
        let role = self.m.role(human);
        match store.record_result(
            profile,
            &self.m.setup().game,
            Opponent::Computer(level),
            role,
            result,
        ) {
            Ok(points) => println!("{}", self.tr.rating_change(points as i64)),
            Err(e) => eprintln!("{e}"),
        }
        self.print_leaderboard();
    }

    fn print_leaderboard(&self) {
        let Some(store) = &self.store else { return };
        println!("{}", self.tr.text(Text::Leaderboard));
        for (i, row) in store.leaderboard(None).iter().enumerate() {
            let name = if row.name.is_empty() {
                self.tr.tr("profile-default-name", &[])
            } else {
                row.name.clone()
            };
            println!(
                "  {}  {name}  {}  {}",
                self.tr.leaderboard_rank(i as i64 + 1),
                self.tr.rating(row.points as i64),
                self.tr.games_played(row.played as i64)
            );
        }
    }
}

/// Runs the game on standard input and output until it ends or the player quits.
pub fn run(args: PlayArgs) -> Result<(), String> {
    let store = args.common.open_store()?;
    let tr = args.common.translator(store.as_ref());
    let fresh = || -> Result<Match, String> {
        let mut m = Match::new(setup_of(&args)).map_err(|e| tr.session_error(&e))?;
        if let Some(list) = &args.moves.moves {
            for (i, text) in list.split_whitespace().enumerate() {
                m.play(text)
                    .map_err(|e| format!("move {} `{text}`: {e}", i + 1))?;
            }
        }
        Ok(m)
    };
    let resumed = match (&store, args.new) {
        (Some(s), false) => s
            .saved_match(&args.game.game)
            .and_then(|saved| Match::load(&saved.data).ok()),
        _ => None,
    };
    if let Some(s) = &store {
        for r in s.take_recoveries() {
            let key = if r.restored_from_backup {
                "error-save-recovered"
            } else {
                "error-save-lost"
            };
            println!("{}", tr.tr(key, &[]));
        }
    }
    let m = match resumed {
        Some(m) => {
            println!("{}", tr.text(Text::CliResumed));
            m
        }
        None => fresh()?,
    };
    let mut session = Session {
        m,
        tr,
        store,
        time_scale: args.time_scale,
    };
    println!("{}", tr.text(Text::CliHelp));
    println!("{}", tr.text(Text::CliCommands));
    session.show();
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        session.computer_moves();
        if session.m.outcome().is_over() {
            session.finish();
            return Ok(());
        }
        let role = session.m.role(session.m.side_to_move());
        print!("{}> ", tr.cli_prompt(role));
        io::stdout().flush().map_err(|e| e.to_string())?;
        let Some(line) = lines.next() else {
            println!();
            return Ok(());
        };
        let line = line.map_err(|e| e.to_string())?;
        let m = &mut session.m;
        match line.trim() {
            "" => {}
            "quit" | "q" | "exit" => {
                println!("{}", tr.text(Text::CliBye));
                return Ok(());
            }
            "help" | "?" => {
                println!("{}", tr.text(Text::CliHelp));
                println!("{}", tr.text(Text::CliCommands));
            }
            "board" => session.show(),
            "names" => {
                println!("{}", tr.text(Text::CliNamesTitle));
                print!("{}", draw::render_names(&m.game().board()));
            }
            "moves" => {
                println!(
                    "{} {}",
                    tr.text(Text::CliMovesTitle),
                    m.game().legal_moves().join(" ")
                );
            }
            "rules" => {
                if let Some(id) = GameId::from_id(&m.setup().game) {
                    print!("{}", render_text(&how_to_play(id, tr.lang())));
                }
            }
            "ratings" | "leaderboard" => session.print_leaderboard(),
            "hint" => match m.hint(&CancelToken::new(), 0.3 * session.time_scale) {
                Ok(mv) => println!("{}", tr.hint(&mv)),
                Err(e) => println!("{}", tr.session_error(&e)),
            },
            "undo" | "u" => match m.undo() {
                Ok(()) => {
                    println!("{}", tr.text(Text::CliUndone));
                    session.save();
                    session.show();
                }
                Err(e) => println!("{}", tr.session_error(&e)),
            },
            "redo" => match m.redo() {
                Ok(()) => {
                    println!("{}", tr.text(Text::CliRedone));
                    session.save();
                    session.show();
                }
                Err(e) => println!("{}", tr.session_error(&e)),
            },
            text => match m.play(text) {
                Ok(anim) => {
                    println!("{}", tr.cli_played(&anim.notation));
                    session.save();
                    session.show();
                }
                Err(e) => {
                    println!("{}", tr.session_error(&e));
                    println!("{}", tr.text(Text::CliTypeMove));
                }
            },
        }
    }
}
