//! How the app starts.

use serde::{Deserialize, Serialize};

/// How the app starts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct AppConfig {
    /// The folder of the store; `None`: nothing is kept on disk (no-save mode).
    pub store_dir: Option<String>,
    /// The device's language tag (`fi-FI`), used when the settings follow the device.
    pub device_language: String,
    /// A language forced for this run (the terminal's `--lang`); `None`: the settings'.
    pub language: Option<String>,
    /// Scales the computer's thinking time (1.0 on devices; tests use less).
    pub time_scale: f64,
    /// Seeds the computer's choices of every match from this value instead of the clock,
    /// so a scenario replays the same way.
    pub seed: Option<u64>,
    /// The screen's smallest width in density-independent pixels (Android's dp, iOS's
    /// points) at the start (`Event::SetScreen` tells a change); 0 where there is no such
    /// screen (the terminal). Table mode is offered only on a large screen
    /// (`screens::new_game::offers_table`), the same rule on both phones.
    #[cfg_attr(feature = "uniffi", uniffi(default = 0))]
    pub screen_dp: u32,
}

impl Default for AppConfig {
    fn default() -> Self {
        AppConfig {
            store_dir: None,
            device_language: "en".into(),
            language: None,
            time_scale: 1.0,
            seed: None,
            screen_dp: 0,
        }
    }
}
