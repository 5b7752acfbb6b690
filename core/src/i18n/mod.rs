//! Translations: every text a player sees, in English, Thai, Korean and Finnish, and the
//! "How to play" of each game. See `README.md` in this folder for the key scheme.
//!
//! ```
//! use fireside_core::i18n::{Lang, Translator, GameId};
//! let tr = Translator::new(Lang::resolve(None, "fi-FI"));
//! assert_eq!(tr.game_name(GameId::from_id("fox-geese").unwrap()), "Kettu ja hanhet");
//! ```

pub mod breaks;
mod explanation;
mod helpers;
mod how_to_play;
mod keys;
mod lang;
mod match_text;
mod number;
mod translator;

#[cfg(test)]
mod glossary_tests;
#[cfg(test)]
mod native_tests;
#[cfg(test)]
mod tests;

pub use how_to_play::{
    how_to_play, parse as parse_how_to_play, render_text, Block, REQUIRED_SECTIONS,
};
pub use keys::{
    animation_speed_key, end_reason_key, level_key, mode_key, piece_key, role_id, role_key, GameId,
    Level, Text, ALL_END_REASONS, ALL_PIECES, ALL_ROLES, BAND_COUNTERS, KNOWN_COUNTERS,
};
pub use lang::Lang;
pub use number::{format_int, format_number};
pub use translator::{take_problems, Arg, Translator};
