use serde::{Deserialize, Serialize};

use crate::i18n::Block;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HowToPlayView {
    pub game: String,
    pub title: String,
    pub blocks: Vec<Block>,
}

use super::super::App;
use crate::i18n::how_to_play;

pub(in crate::app) fn build(app: &App, game: &str) -> HowToPlayView {
    let tr = app.tr;
    match super::game_id(game) {
        Some(id) => HowToPlayView {
            game: game.to_owned(),
            title: tr.game_name(id),
            blocks: how_to_play(id, tr.lang()),
        },
        None => HowToPlayView {
            game: game.to_owned(),
            title: String::new(),
            blocks: Vec::new(),
        },
    }
}
