//! How to play a game: its rules as blocks of text.

use super::names::game_id;
use crate::app::contract::HowToPlayView;
use crate::app::model::{Model, ScreenState};
use crate::games;
use crate::i18n::how_to_play;

pub(in crate::app) fn view(model: &Model, game: &str) -> HowToPlayView {
    let tr = model.tr;
    match game_id(game) {
        Some(id) => HowToPlayView {
            game: game.to_owned(),
            title: tr.game_name(id),
            blocks: how_to_play(id, tr.lang()),
            lesson_label: tr.tr("lesson-open", &[]),
        },
        None => HowToPlayView {
            game: game.to_owned(),
            title: String::new(),
            blocks: Vec::new(),
            lesson_label: String::new(),
        },
    }
}

/// Opens the rules of `game`.
pub(in crate::app) fn open(model: &mut Model, game: &str) {
    match games::find(game) {
        Ok(entry) => model.go(ScreenState::HowToPlay(entry.id.to_owned())),
        Err(e) => model.notify(model.tr.error(&e)),
    }
}
