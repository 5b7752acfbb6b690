//! Saves that no longer replay whole (an option a newer build wrote, a changed move
//! string) are set aside in the store at start, before anything can write over them, and
//! the player is offered the longest valid prefix: it becomes the saved match, so Continue
//! resumes from there, and a new game is the other choice.

use crate::session::{LoadFailure, Match};
use crate::store::{SavedMatch, Store};

use crate::app::model::save::AppSave;
use crate::app::model::Data;

/// What was set aside, for the notice.
pub(in crate::app) struct SetAsideNotice {
    pub game: String,
    /// `None`: nothing of it replays here.
    pub prefix: Option<LoadFailure>,
}

/// The app's save of a match (or a bare session save of an older version) loaded as far
/// as it replays. `Err` when nothing of it replays.
fn load_lenient(
    saved: &SavedMatch,
) -> Result<(Match, Option<LoadFailure>, Option<AppSave>), String> {
    let (session, app) = match serde_json::from_value::<AppSave>(saved.data.clone()) {
        Ok(s) => (s.data.clone(), Some(s)),
        Err(_) => (saved.data.clone(), None),
    };
    let load = Match::load_lenient(&session).map_err(|e| e.to_string())?;
    Ok((load.prefix, load.failure, app))
}

/// Sets aside every saved match of `data` that does not replay whole and puts its longest
/// valid prefix in its place. Runs once at start, on the store directly (the writer
/// thread is not running yet).
pub(super) fn set_aside_unreplayable(store: &Store, data: &mut Data) -> Vec<SetAsideNotice> {
    let mut notices = Vec::new();
    let games: Vec<String> = data.saved.keys().cloned().collect();
    for game in games {
        let saved = data.saved[&game].clone();
        let (prefix, why) = match load_lenient(&saved) {
            // Kept under another game's name (a hand-edited or mixed-up file): never
            // offered as this game's.
            Ok((m, _, _)) if m.setup().game != game || saved.game != game => {
                let why = format!("the save of {game} holds a match of {}", m.setup().game);
                (None, why)
            }
            Ok((_, None, _)) => continue,
            Ok((m, Some(failure), app)) => {
                let why = failure.why.clone();
                (Some((m, failure, app)), why)
            }
            Err(why) => (None, why),
        };
        match store.set_aside_match(&game, &why) {
            Ok(Some(_)) => {}
            // Another process changed it meanwhile, or the store refused: leave it alone
            // rather than risk writing over it.
            Ok(None) => continue,
            Err(e) => {
                log::warn!("app: the saved {game} does not replay and cannot be set aside: {e}");
                continue;
            }
        }
        data.saved.remove(&game);
        let failure = prefix.map(|(m, failure, app)| {
            if failure.replayed > 0 {
                let data_json = m.save();
                let value = match app {
                    Some(mut a) => {
                        a.data = data_json;
                        serde_json::to_value(a).unwrap_or_default()
                    }
                    None => data_json,
                };
                let offered = SavedMatch {
                    data: value,
                    ..saved.clone()
                };
                match store.save_match(offered.clone()) {
                    Ok(()) => {
                        data.saved.insert(game.clone(), offered);
                    }
                    Err(e) => log::warn!("app: the prefix of {game} cannot be saved: {e}"),
                }
            }
            failure
        });
        notices.push(SetAsideNotice {
            game,
            // Nothing offered when no move replays: the notice must not say "continue".
            prefix: failure.filter(|f| f.replayed > 0),
        });
    }
    notices
}

/// Moved here from the removed `session::resume`, which did the same for one game at a
/// time and was never called by the app.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::screens::notices;
    use crate::i18n::{GameId, Lang, Translator};
    use crate::session::{MatchSetup, Mode};

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
}
