//! The games, one module each, and the one list that names them all.

use crate::any_game::AnyGame;
use crate::error::RulesError;
use crate::game::Game;

pub mod dama;
pub mod fox_geese;
pub mod hare_hounds;
pub mod sungka;

/// Makes the start position of a preset (the default one for `None`) with options applied.
pub type StartFn = fn(Option<&str>, &[(String, String)]) -> Result<Box<dyn AnyGame>, RulesError>;

/// What the front ends need to know about a game before a position exists.
#[derive(Clone, Copy)]
pub struct GameEntry {
    pub id: &'static str,
    pub preset_names: fn() -> &'static [&'static str],
    /// The start position of a preset (the default one for `None`) with options applied.
    pub start: StartFn,
    /// A position read back from [`AnyGame::to_json`].
    pub from_json: fn(&serde_json::Value) -> Result<Box<dyn AnyGame>, RulesError>,
}

const fn entry<G: Game>() -> GameEntry {
    GameEntry {
        id: G::ID,
        preset_names: G::preset_names,
        start: start::<G>,
        from_json: from_json::<G>,
    }
}

fn start<G: Game>(
    preset: Option<&str>,
    options: &[(String, String)],
) -> Result<Box<dyn AnyGame>, RulesError> {
    let config = G::configure(preset, options)?;
    Ok(Box::new(G::new(&config)))
}

fn from_json<G: Game>(value: &serde_json::Value) -> Result<Box<dyn AnyGame>, RulesError> {
    let pos: G = serde_json::from_value(value.clone())
        .map_err(|e| RulesError::BadPosition { why: e.to_string() })?;
    pos.validate()?;
    Ok(Box::new(pos))
}

/// Every game of Fireside, in the order the home screen shows them.
pub const GAMES: &[GameEntry] = &[
    entry::<fox_geese::FoxGeese>(),
    entry::<hare_hounds::HareHounds>(),
    entry::<sungka::Sungka>(),
    entry::<dama::Dama>(),
];

/// The entry of a game by its identifier.
pub fn find(id: &str) -> Result<&'static GameEntry, RulesError> {
    GAMES
        .iter()
        .find(|g| g.id == id)
        .ok_or_else(|| RulesError::UnknownGame {
            name: id.to_owned(),
        })
}
