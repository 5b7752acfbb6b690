//! What the terminal's screens share: the options every command takes (language, store),
//! the board drawing with its legend, and why a store cannot be opened.

use std::path::PathBuf;

use clap::Args;
use fireside_core::app::{App, AppConfig};
use fireside_core::i18n::{Lang, Translator};
use fireside_core::store::Store;

use crate::draw;

#[derive(Args, Clone)]
pub struct CommonArgs {
    /// The language: en, th, ko or fi (or a tag such as th-TH). Default: the settings,
    /// then the LANG environment variable.
    #[arg(long, value_parser = crate::numbers::language)]
    pub lang: Option<String>,
    /// Where games, ratings and settings are kept (default: ~/.local/share/fireside).
    #[arg(long)]
    pub store: Option<PathBuf>,
    /// Keep nothing on disk.
    #[arg(long)]
    pub no_save: bool,
}

impl CommonArgs {
    /// The app on the store these flags name (none with `--no-save`), its budgets scaled by
    /// `time_scale`; a store that will not open is told in the player's words.
    pub fn open_app(&self, time_scale: f64) -> Result<App, String> {
        let store_dir = if self.no_save {
            None
        } else {
            Some(match self.store.clone() {
                Some(dir) => dir,
                None => crate::paths::default_store_dir()?,
            })
        };
        App::new(AppConfig {
            store_dir: store_dir.map(|d| d.display().to_string()),
            device_language: std::env::var("LANG").unwrap_or_default(),
            language: self.lang.clone(),
            time_scale,
            seed: None,
            // Unknown (a terminal): the form keeps every mode; `play` refuses table mode itself.
            screen_dp: 0,
        })
        .map_err(|e| open_error(self.translator(None), &e))
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

/// The board drawing, with a line naming the glyphs of the pieces on it.
pub(crate) fn drawing(tr: Translator, layout: &draw::Layout) -> String {
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

/// Why the app cannot open its store, with what to do.
pub(crate) fn open_error(tr: Translator, e: &fireside_core::app::AppError) -> String {
    use fireside_core::app::AppError;
    use fireside_core::i18n::Arg;
    use fireside_core::store::{IoDenial, StoreError};
    let AppError::Store(e) = e;
    match e {
        StoreError::Lock { path, message } => tr.tr(
            "store-open-lock",
            &[
                ("path", Arg::from(path.display().to_string())),
                ("why", Arg::from(message.as_str())),
            ],
        ),
        StoreError::Io {
            path,
            message,
            denied: IoDenial::Denied,
        } => tr.tr(
            "store-open-denied",
            &[
                ("path", Arg::from(path.display().to_string())),
                ("why", Arg::from(message.as_str())),
            ],
        ),
        e => e.to_string(),
    }
}
