//! An input the rules refused, alike on every board (the game's, a puzzle's, a lesson's, an
//! exercise's): felt and said; each screen shows the same words as its wrong feedback.

use crate::app::contract::{Effect, Haptic};

/// The effects of a refused input whose reason is `text`.
pub(in crate::app) fn felt_and_said(text: &str, fx: &mut Vec<Effect>) {
    fx.push(Effect::Haptic {
        haptic: Haptic::Refused,
    });
    fx.push(Effect::Announce {
        text: text.to_owned(),
    });
}
