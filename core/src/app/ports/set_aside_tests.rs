//! The saves set aside at start. Moved here from the removed `session::resume`, which did
//! the same for one game at a time and was never called by the app.

use super::set_aside::set_aside_unreplayable;
use crate::app::model::Data;
use crate::app::screens::notices;
use crate::i18n::{GameId, Lang, Translator};
use crate::session::Match;
use crate::session::{MatchSetup, Mode};
use crate::store::{SavedMatch, Store};

fn temp_store(name: &str) -> Store {
    let dir =
        std::env::temp_dir().join(format!("fireside-set-aside-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    Store::open(&dir).unwrap()
}

fn played(game: &str, moves: usize) -> Match {
    let mut m = Match::new(MatchSetup {
        game: game.to_owned(),
        preset: None,
        options: Vec::new(),
        position: None,
        mode: Mode::PassAndPlay,
        seed: 1,
    })
    .unwrap();
    for _ in 0..moves {
        let mv = m.game().legal_moves()[0].clone();
        m.play(&mv).unwrap();
    }
    m
}

/// Saves `data` (a bare session save, as older versions wrote) and reads the data back.
fn saved(store: &Store, game: &str, data: serde_json::Value) -> Data {
    store
        .save_match(SavedMatch {
            game: game.to_owned(),
            profile: 1,
            saved_at: 1,
            data,
            review: None,
            extra: Default::default(),
        })
        .unwrap();
    Data::load(store)
}

#[test]
fn options_a_newer_build_wrote_are_kept_in_the_save_set_aside() {
    let store = temp_store("options");
    let mut data = played("fox-geese", 2).save();
    data["setup"]["options"] = serde_json::json!([["fox-flies", "on"]]);
    let mut app_data = saved(&store, "fox-geese", data.clone());
    let notices = set_aside_unreplayable(&store, &mut app_data);
    assert_eq!(notices.len(), 1);
    let failure = notices[0].prefix.as_ref().expect("a prefix is offered");
    assert_eq!(
        failure.unknown_options,
        vec![("fox-flies".to_owned(), "on".to_owned())]
    );
    let offered = Match::load(&app_data.saved["fox-geese"].data).unwrap();
    assert_eq!(
        offered.move_list().len(),
        2,
        "every move replays without it"
    );
    let kept = store.set_aside_matches();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].1.saved.data, data, "kept exactly as it was");
    // The next start finds the offered prefix whole.
    assert!(set_aside_unreplayable(&store, &mut Data::load(&store)).is_empty());
}

#[test]
fn a_save_of_an_unknown_game_is_kept_aside_whole_and_told_in_every_language() {
    let store = temp_store("unknown");
    let mut data = played("sungka", 1).save();
    data["setup"]["game"] = "chess".into();
    let mut app_data = saved(&store, "sungka", data);
    let notices = set_aside_unreplayable(&store, &mut app_data);
    assert_eq!(notices.len(), 1);
    assert!(notices[0].prefix.is_none(), "nothing of it replays");
    assert!(app_data.saved.is_empty(), "nothing is offered");
    assert_eq!(store.set_aside_matches().len(), 1);
    crate::i18n::take_problems();
    for lang in Lang::ALL {
        let tr = Translator::new(lang);
        let text = notices::set_aside(tr, &notices[0]);
        assert!(
            text.contains(&tr.game_name(GameId::from_id("sungka").unwrap())),
            "{lang:?}: {text}"
        );
    }
    assert!(crate::i18n::take_problems().is_empty());
}

#[test]
fn a_save_that_replays_stays_and_nothing_is_set_aside() {
    let store = temp_store("whole");
    let m = played("hare-hounds", 3);
    let mut app_data = saved(&store, "hare-hounds", m.save());
    assert!(set_aside_unreplayable(&store, &mut app_data).is_empty());
    assert_eq!(app_data.saved["hare-hounds"].data, m.save());
    assert!(store.set_aside_matches().is_empty());
}
