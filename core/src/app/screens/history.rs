//! The History screen: the finished games the store keeps, newest first, each of which can
//! be replayed and reviewed.

use super::names::game_id;
use crate::app::contract::{HistoryEntry, HistoryView};
use crate::app::model::save::load_saved;
use crate::app::model::{Model, ScreenState};
use crate::i18n::Text;
use crate::session::{Mode, ModeKind};

pub(in crate::app) fn open(model: &mut Model) {
    model.go(ScreenState::History);
}

pub(in crate::app) fn mode_kind(mode: Mode) -> ModeKind {
    match mode {
        Mode::VsComputer { .. } => ModeKind::VsComputer,
        Mode::PassAndPlay => ModeKind::PassAndPlay,
        Mode::Table => ModeKind::Table,
    }
}

pub(in crate::app) fn view(model: &Model) -> HistoryView {
    let tr = model.tr;
    let entries: Vec<HistoryEntry> = model
        .data
        .history
        .iter()
        .enumerate()
        .rev()
        .filter_map(|(i, saved)| {
            // A game this version cannot replay is left out: it could not be reviewed.
            let (m, _) = load_saved(saved).ok()?;
            let id = game_id(&m.setup().game)?;
            Some(HistoryEntry {
                entry: u32::try_from(i).ok()?,
                game: m.setup().game.clone(),
                title: tr.game_name(id),
                detail: tr.history_entry(mode_kind(m.setup().mode), m.move_list().len()),
                review_label: tr.text(Text::Review),
            })
        })
        .collect();
    HistoryView {
        title: tr.text(Text::History),
        empty_text: entries.is_empty().then(|| tr.text(Text::HistoryEmpty)),
        entries,
    }
}
