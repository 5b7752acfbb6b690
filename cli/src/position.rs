//! Choosing a game and reaching a position from the command line.

use clap::Args;
use fireside_core::{games, AnyGame, RulesError};

use crate::numbers;
use crate::out::outln;

#[derive(Args, Clone)]
pub struct GameArgs {
    /// The game: fox-geese, hare-hounds, sungka or dama-italiana.
    pub game: String,
    /// A named preset of the game's rules (see `fireside games`).
    #[arg(long)]
    pub preset: Option<String>,
    /// Rules options on top of the preset, as key=value (repeatable).
    #[arg(long = "option", value_name = "KEY=VALUE", num_args = 1.., value_parser = parse_key_value)]
    pub options: Vec<(String, String)>,
}

#[derive(Args, Clone, Default)]
pub struct MovesArg {
    /// Start from this position instead of the start: the game's setup text
    /// (Dama Italiana: PDN FEN such as `W:W21,22:B1,K5`).
    #[arg(long, visible_alias = "fen", value_name = "TEXT", value_parser = numbers::setup_text)]
    pub setup: Option<String>,
    /// Moves to play from the start, in notation, separated by spaces.
    #[arg(long, value_name = "\"M1 M2 ...\"", value_parser = numbers::moves_text)]
    pub moves: Option<String>,
}

pub(crate) fn parse_key_value(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((k, v)) if !k.is_empty() && !v.is_empty() => Ok((k.to_owned(), v.to_owned())),
        _ => Err(format!("expected KEY=VALUE, got `{text}`")),
    }
}

/// The moves of a `--moves` text, one notation each (none when it is absent).
pub fn move_list(text: Option<&str>) -> Vec<String> {
    text.unwrap_or("")
        .split_whitespace()
        .map(str::to_owned)
        .collect()
}

/// The position the arguments describe, with a message naming what was wrong otherwise.
pub fn start(game: &GameArgs, moves: &MovesArg) -> Result<Box<dyn AnyGame>, String> {
    let entry = crate::choices::game(&game.game)?;
    let made = match &moves.setup {
        Some(text) => (entry.from_setup)(game.preset.as_deref(), &game.options, text),
        None => (entry.start)(game.preset.as_deref(), &game.options),
    };
    let mut pos = made.map_err(|e| match e {
        RulesError::UnknownPreset { .. } => {
            format!(
                "{e} (presets of {}: {})",
                entry.id,
                (entry.preset_names)().join(", ")
            )
        }
        other => other.to_string(),
    })?;
    if let Some(list) = &moves.moves {
        for (i, text) in list.split_whitespace().enumerate() {
            pos.play_notation(text)
                .map_err(|e| format!("move {} `{text}`: {e}", i + 1))?;
        }
    }
    Ok(pos)
}

pub fn list_games() -> std::io::Result<()> {
    for entry in games::GAMES {
        outln!("{}", entry.id);
        for name in (entry.preset_names)() {
            outln!("  preset {name}");
        }
        if let Ok(pos) = (entry.start)(None, &[]) {
            for opt in pos.options() {
                let values = match &opt.kind {
                    fireside_core::OptionKind::Choice { values } => values.join("|"),
                    fireside_core::OptionKind::Number { min, max } => format!("{min}..{max}"),
                };
                outln!("  option {}={} ({values})", opt.key, opt.value);
            }
        }
    }
    Ok(())
}
