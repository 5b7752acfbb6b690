//! `fireside script`: the app driven by JSON lines on standard input, each output (the
//! event, the effects and the view) a JSON line on standard output. A scenario is a file;
//! the format is in `tests/vectors/README.md`.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;

use clap::Args;
use fireside_core::app::script::Script;
use fireside_core::app::AppConfig;

#[derive(Args)]
pub struct ScriptArgs {
    /// Keep the store in this folder (default: nothing is kept).
    #[arg(long)]
    pub store: Option<PathBuf>,
    /// The device language the app sees (the settings may choose another).
    #[arg(long, default_value = "en")]
    pub lang: String,
    /// Scales the computer's thinking time.
    #[arg(long, default_value_t = 1.0)]
    pub time_scale: f64,
    /// Seeds the computer's choices.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
}

pub fn run(args: &ScriptArgs) -> Result<(), String> {
    crate::numbers::check_positive_time_scale(args.time_scale)?;
    let mut script = Script::new(AppConfig {
        store_dir: args.store.as_ref().map(|p| p.display().to_string()),
        device_language: args.lang.clone(),
        language: None,
        time_scale: args.time_scale,
        seed: Some(args.seed),
    });
    let stdin = io::stdin();
    let mut out = io::stdout().lock();
    for line in stdin.lock().split(b'\n') {
        let bytes = line.map_err(|e| e.to_string())?;
        // A line that is not UTF-8 is a syntax error of that line, like any other.
        let text = String::from_utf8_lossy(&bytes);
        let outputs = script.line(&text).map_err(|e| e.to_string())?;
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
