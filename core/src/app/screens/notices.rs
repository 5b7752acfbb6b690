//! The notices the app composes from what the store and its writer report (typed: a
//! recovery, a file set aside, a refused save): the ports report, the screens word it.

use crate::app::model::SaveFailure;
use crate::app::ports::{Opened, SetAsideNotice};
use crate::i18n::{Arg, GameId, Translator};
use crate::store::{IoDenial, Recovery};

/// What to tell the player after the store opened: one line per file recovered or save
/// set aside.
pub(in crate::app) fn opened(tr: Translator, opened: &Opened) -> Vec<String> {
    let mut notices: Vec<String> = opened.recoveries.iter().map(|r| recovery(tr, r)).collect();
    notices.extend(opened.set_aside.iter().map(|n| set_aside(tr, n)));
    notices
}

/// What the store recovered, naming the kind of file in the player's words (saved games,
/// profiles and ratings, settings, finished games) and saying what it was: damaged,
/// written by a newer version, missing, or not readable for lack of permission.
fn recovery(tr: Translator, r: &Recovery) -> String {
    let part = tr.tr(r.part_key(), &[]);
    let file = r.file.display().to_string();
    let moved = r
        .moved_to
        .as_ref()
        .map(|p| p.display().to_string())
        .unwrap_or_default();
    tr.tr(
        r.message_key(),
        &[
            ("part", Arg::from(part.as_str())),
            ("file", Arg::from(file.as_str())),
            ("moved", Arg::from(moved.as_str())),
        ],
    )
}

/// A saved match that no longer replays whole, set aside: how much of it is kept.
pub(in crate::app) fn set_aside(tr: Translator, notice: &SetAsideNotice) -> String {
    let game = &notice.game;
    let name = GameId::from_id(game).map_or_else(|| game.clone(), |id| tr.game_name(id));
    match &notice.prefix {
        Some(f) => tr.tr(
            "store-set-aside-partial",
            &[
                ("game", Arg::from(name.as_str())),
                ("moves", Arg::Num(f64::from(f.replayed))),
                ("total", Arg::Num(f64::from(f.total))),
            ],
        ),
        None => tr.tr(
            "store-set-aside-unplayable",
            &[("game", Arg::from(name.as_str()))],
        ),
    }
}

/// The notice of a refused save, with what to do.
pub(in crate::app) fn save_failure(tr: Translator, failure: &SaveFailure) -> String {
    let key = match failure.denial {
        IoDenial::Denied => "notice-save-failed-denied",
        IoDenial::Full => "notice-save-failed-full",
        IoDenial::Other => "notice-save-failed",
    };
    tr.tr(key, &[])
}
