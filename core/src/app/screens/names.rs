//! Names every screen shows the same way.

use crate::i18n::{GameId, Text, Translator};

/// The name of a profile, or the default name for the unnamed first profile.
pub(in crate::app) fn profile_name(tr: Translator, name: &str) -> String {
    if name.is_empty() {
        tr.text(Text::ProfileDefaultName)
    } else {
        name.to_owned()
    }
}

/// The translated game of an identifier of `GAMES`.
pub(in crate::app) fn game_id(id: &str) -> Option<GameId> {
    GameId::from_id(id)
}
