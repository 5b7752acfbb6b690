//! `fireside script`: the app driven by JSON lines on standard input, each output (the
//! event, the effects and the view) a JSON line on standard output. A scenario is a file;
//! the format is in `tests/vectors/README.md`.

use std::io::{self, BufRead, Read, Write};
use std::path::PathBuf;

use clap::Args;
use fireside_core::app::script::{Script, MAX_LINE_BYTES};
use fireside_core::app::AppConfig;

#[derive(Args)]
pub struct ScriptArgs {
    /// Keep the store in this folder (default: nothing is kept).
    #[arg(long)]
    pub store: Option<PathBuf>,
    /// The device language the app sees (the settings may choose another).
    #[arg(long, default_value = "en", value_parser = crate::numbers::language)]
    pub lang: String,
    /// Scales the computer's thinking time (the same limits as `play`).
    #[arg(long, default_value_t = 1.0, value_parser = crate::numbers::time_scale)]
    pub time_scale: f64,
    /// Seeds the computer's choices.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
}

pub fn run(args: &ScriptArgs) -> Result<(), String> {
    let mut script = Script::new(AppConfig {
        store_dir: args.store.as_ref().map(|p| p.display().to_string()),
        device_language: args.lang.clone(),
        language: None,
        time_scale: args.time_scale,
        seed: Some(args.seed),
        screen_dp: 0,
    });
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut out = io::stdout().lock();
    let mut bytes = Vec::new();
    let mut number = 0usize;
    loop {
        bytes.clear();
        number += 1;
        // Read at most one byte past the cap: a huge line is refused, never held whole.
        let n = (&mut input)
            .take(MAX_LINE_BYTES as u64 + 1)
            .read_until(b'\n', &mut bytes)
            .map_err(|e| e.to_string())?;
        if n == 0 {
            break;
        }
        if bytes.len() > MAX_LINE_BYTES && bytes.last() != Some(&b'\n') {
            return Err(format!(
                "line {number}: longer than the {MAX_LINE_BYTES} bytes a scenario line may have"
            ));
        }
        // A line that is not UTF-8 is refused whole (never read with U+FFFD in it).
        let text =
            std::str::from_utf8(&bytes).map_err(|e| format!("line {number}: not UTF-8 ({e})"))?;
        let text = text.strip_suffix('\n').unwrap_or(text);
        let outputs = script.line(text).map_err(|e| e.to_string())?;
        for o in outputs {
            let json = serde_json::to_string(&o).map_err(|e| e.to_string())?;
            writeln!(out, "{json}").map_err(|e| e.to_string())?;
        }
        out.flush().map_err(|e| e.to_string())?;
    }
    if let Some(app) = script.app_ref() {
        app.flush();
    }
    Ok(())
}
