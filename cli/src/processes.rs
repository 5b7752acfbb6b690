//! A tournament that asks every move of a new process: `fireside pick` answers one move
//! and exits; `tournament --processes` starts it for each move of a searching player.

use std::path::{Path, PathBuf};
use std::process::Command;

use clap::Args;
use fireside_core::engine::{MoveAsk, Picked, Player};
use fireside_core::games::{self, GameEntry};

use crate::numbers;
use crate::out::{outln, Failure};
use crate::position::GameArgs;

#[derive(Args)]
pub struct PickArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// The player: easy, normal, expert, plain, plain-mobile, random or beginner.
    #[arg(long)]
    pub player: Player,
    /// Moves from the start, in notation, separated by spaces.
    #[arg(long, value_parser = numbers::moves_text)]
    pub moves: Option<String>,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[arg(long, default_value_t = 1.0, value_parser = numbers::time_scale)]
    pub time_scale: f64,
    /// The store folder whose `cache/` keeps what a game computes once (Dama's endgame
    /// tables), as the app's store does (default: the one `play` uses).
    #[arg(long)]
    pub store: Option<PathBuf>,
}

/// Prints the move as one JSON object: `{"mv":…,"depth":…,"nodes":…,"ms":…}`.
pub fn pick(args: &PickArgs) -> Result<(), Failure> {
    let entry = games::find(&args.game.game).map_err(|e| e.to_string())?;
    keep_cache(entry, args.store.as_deref())?;
    let moves = crate::position::move_list(args.moves.as_deref());
    let ask = MoveAsk {
        player: args.player,
        moves: &moves,
        seed: args.seed,
        time_scale: args.time_scale,
    };
    let picked = (entry.pick)(args.game.preset.as_deref(), &args.game.options, &ask)
        .map_err(|e| e.to_string())?;
    outln!(
        "{}",
        serde_json::to_string(&picked).map_err(|e| e.to_string())?
    );
    Ok(())
}

/// Names the cache folder to the game, as the app does when it opens its store.
fn keep_cache(entry: &GameEntry, store: Option<&Path>) -> Result<(), Failure> {
    if let Some(keep_in) = entry.keep_cache_in {
        let store = match store {
            Some(dir) => dir.to_owned(),
            None => crate::paths::default_store_dir()?,
        };
        keep_in(&store.join("cache"));
    }
    Ok(())
}

/// Asks `fireside pick` in a new process of this same program for each move.
pub struct Spawner {
    exe: PathBuf,
    game: GameArgs,
    store: Option<PathBuf>,
}

impl Spawner {
    pub fn new(game: &GameArgs, store: Option<&Path>) -> Result<Spawner, Failure> {
        let exe = std::env::current_exe()
            .map_err(|e| format!("cannot find this program to start it again: {e}"))?;
        Ok(Spawner {
            exe,
            game: game.clone(),
            store: store.map(Path::to_owned),
        })
    }

    /// One move from a new process, or what went wrong (its error text or a bad answer).
    pub fn ask(&self, ask: &MoveAsk) -> Result<Picked, String> {
        let mut cmd = Command::new(&self.exe);
        cmd.arg("pick").arg(&self.game.game);
        if let Some(preset) = &self.game.preset {
            cmd.arg("--preset").arg(preset);
        }
        for (key, value) in &self.game.options {
            cmd.arg("--option").arg(format!("{key}={value}"));
        }
        if let Some(store) = &self.store {
            cmd.arg("--store").arg(store);
        }
        cmd.arg("--player")
            .arg(ask.player.name())
            .arg("--seed")
            .arg(ask.seed.to_string())
            .arg("--time-scale")
            .arg(ask.time_scale.to_string());
        if !ask.moves.is_empty() {
            cmd.arg("--moves").arg(ask.moves.join(" "));
        }
        let out = cmd
            .output()
            .map_err(|e| format!("cannot start {}: {e}", self.exe.display()))?;
        if !out.status.success() {
            return Err(format!(
                "the move process failed ({}): {}",
                out.status,
                String::from_utf8_lossy(&out.stderr).trim()
            ));
        }
        serde_json::from_slice(&out.stdout).map_err(|e| {
            format!(
                "the move process answered `{}`: {e}",
                String::from_utf8_lossy(&out.stdout).trim()
            )
        })
    }
}
