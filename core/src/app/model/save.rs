//! What the store keeps of a match in progress: the session's save plus the app's keys.

use serde::{Deserialize, Serialize};

use super::form::is_rated;
use super::game::GameState;
use crate::games;
use crate::session::{Match, SessionError};
use crate::store::SavedMatch;

#[derive(Serialize, Deserialize)]
pub(in crate::app) struct AppSave {
    pub id: String,
    pub rated: bool,
    /// An undo or a hint was used (absent in saves from before the rule: not assisted).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub assisted: bool,
    pub profile: u32,
    #[serde(rename = "match")]
    pub data: serde_json::Value,
}

/// Reads a saved match: the app's format, or a bare session save from an older version
/// (then keyed by its game and time, and rated by its setup).
pub(in crate::app) fn load_saved(saved: &SavedMatch) -> Result<(Match, AppSave), SessionError> {
    if let Ok(s) = serde_json::from_value::<AppSave>(saved.data.clone()) {
        let m = Match::load(&s.data)?;
        return Ok((m, s));
    }
    let m = Match::load(&saved.data)?;
    let rated = games::find(&m.setup().game)
        .map(|e| is_rated(m.setup(), e, false))
        .unwrap_or(false);
    let s = AppSave {
        id: format!("{}:{}", saved.game, saved.saved_at),
        rated,
        assisted: false,
        profile: saved.profile,
        data: saved.data.clone(),
    };
    Ok((m, s))
}

/// The store's copy of the game in progress, saved at `saved_at` (milliseconds).
pub(in crate::app) fn snapshot(g: &GameState, saved_at: u64) -> SavedMatch {
    let save = AppSave {
        id: g.id.clone(),
        rated: g.rated,
        assisted: g.assisted,
        profile: g.profile,
        data: g.session.save(),
    };
    SavedMatch {
        game: g.session.setup().game.clone(),
        profile: g.profile,
        saved_at,
        data: serde_json::to_value(save).unwrap_or(serde_json::Value::Null),
        review: None,
        extra: Default::default(),
    }
}
