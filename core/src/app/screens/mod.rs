//! One module per screen: what its events change in the model, and its view built from
//! the model. Screens take the model and the ports; they never call `App`.

pub(super) mod board_panel;
pub(super) mod game;
pub(super) mod history;
pub(super) mod home;
pub(super) mod how_to_play;
pub(super) mod joined;
#[cfg(test)]
mod joined_tests;
pub(super) mod leaderboard;
pub(super) mod lesson;
pub(super) mod names;
pub(super) mod new_game;
pub(super) mod notices;
pub(super) mod profiles;
pub(super) mod puzzle;
pub(super) mod refused;
pub(super) mod review;
pub(super) mod settings;
pub(super) mod snapshot;
