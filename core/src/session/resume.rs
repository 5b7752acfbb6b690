//! Resuming a saved match: the whole of it when it replays; otherwise the save is kept
//! aside in the store (never overwritten, options unknown to this build included) and the
//! player is offered its longest valid prefix.

use crate::i18n::{Arg, GameId, Translator};
use crate::store::{SetAside, Store, StoreError};

use super::Match;

/// What did not replay in a save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadFailure {
    /// Moves replayed: the prefix offered.
    pub replayed: u32,
    /// Moves in the save.
    pub total: u32,
    /// Which move failed and why, which options are unknown: for the log and the file.
    pub why: String,
    /// Options of the save this build does not know (or whose value it refuses), left
    /// out of the prefix match.
    pub unknown_options: Vec<(String, String)>,
}

/// [`Match::load_lenient`]'s answer.
#[derive(Debug)]
pub struct PartialLoad {
    pub m: Match,
    /// `None` when everything replayed.
    pub failure: Option<LoadFailure>,
}

/// What [`resume`] found for a game.
#[derive(Debug)]
pub enum Resume {
    /// No saved match of that game.
    Nothing,
    /// The saved match, whole.
    Whole(Match),
    /// The save did not replay: it was kept aside, and `prefix` is its longest valid
    /// prefix, for the player to continue or to leave for a new game.
    Partial {
        prefix: Match,
        failure: LoadFailure,
        set_aside: SetAside,
    },
    /// Nothing of it replays here (an unknown game, not a save): kept aside.
    Unplayable { why: String, set_aside: SetAside },
}

impl Resume {
    /// What to tell the player, in their language, naming the game; `None` when the save
    /// resumed whole (or there was none).
    pub fn message(&self, tr: Translator) -> Option<String> {
        let game_name = |game: &str| {
            GameId::from_id(game).map_or_else(|| game.to_owned(), |id| tr.game_name(id))
        };
        match self {
            Resume::Nothing | Resume::Whole(_) => None,
            Resume::Partial {
                failure, set_aside, ..
            } => {
                let name = game_name(&set_aside.game);
                Some(tr.tr(
                    "store-set-aside-partial",
                    &[
                        ("game", Arg::from(name.as_str())),
                        ("moves", Arg::Num(f64::from(failure.replayed))),
                        ("total", Arg::Num(f64::from(failure.total))),
                    ],
                ))
            }
            Resume::Unplayable { set_aside, .. } => {
                let name = game_name(&set_aside.game);
                Some(tr.tr(
                    "store-set-aside-unplayable",
                    &[("game", Arg::from(name.as_str()))],
                ))
            }
        }
    }
}

/// Resumes the saved match of `game`. A save that does not replay whole is set aside in
/// the store before anything else can overwrite it (see [`Store::set_aside_match`]).
pub fn resume(store: &Store, game: &str) -> Result<Resume, StoreError> {
    let Some(saved) = store.saved_match(game) else {
        return Ok(Resume::Nothing);
    };
    let (prefix, why) = match Match::load_lenient(&saved.data) {
        Ok(load) => match load.failure {
            None => return Ok(Resume::Whole(load.m)),
            Some(failure) => (Some((load.m, failure.clone())), failure.why),
        },
        Err(e) => (None, e.to_string()),
    };
    let Some(set_aside) = store.set_aside_match(game, &why)? else {
        // Another process set it aside (or replaced it) meanwhile: nothing of ours left.
        return Ok(Resume::Nothing);
    };
    Ok(match prefix {
        Some((prefix, failure)) => Resume::Partial {
            prefix,
            failure,
            set_aside,
        },
        None => Resume::Unplayable { why, set_aside },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::session::{MatchSetup, Mode};
    use crate::store::SavedMatch;

    fn temp_store(name: &str) -> Store {
        let dir =
            std::env::temp_dir().join(format!("fireside-resume-{name}-{}", std::process::id()));
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

    fn save(store: &Store, game: &str, data: serde_json::Value) {
        store
            .save_match(SavedMatch {
                game: game.to_owned(),
                profile: 1,
                saved_at: 1,
                data,
                extra: Default::default(),
            })
            .unwrap();
    }

    // Item 3: a save that is valid JSON but does not replay is kept aside, never
    // overwritten, and its longest valid prefix is offered with a message naming the game.
    #[test]
    fn a_save_that_does_not_replay_is_kept_aside_and_its_prefix_offered() {
        let store = temp_store("prefix");
        let mut data = played("dama-italiana", 6).save();
        data["moves"][3] = "99-98".into();
        save(&store, "dama-italiana", data.clone());
        let Resume::Partial {
            prefix,
            failure,
            set_aside,
        } = resume(&store, "dama-italiana").unwrap()
        else {
            panic!("not offered as a prefix")
        };
        assert_eq!(prefix.move_list().len(), 3);
        assert_eq!((failure.replayed, failure.total), (3, 6));
        assert!(failure.why.contains("move 4"), "{}", failure.why);
        // The new game the player starts cannot overwrite it, nor can its backup rotation.
        assert!(store.saved_match("dama-italiana").is_none());
        let bytes = std::fs::read(&set_aside.path).unwrap();
        for n in 0..3 {
            save(&store, "dama-italiana", played("dama-italiana", n).save());
        }
        assert_eq!(std::fs::read(&set_aside.path).unwrap(), bytes);
        let kept = store.set_aside_matches();
        assert_eq!(kept.len(), 1);
        assert_eq!(kept[0].1.saved.data, data, "kept exactly as it was");
        crate::i18n::take_problems();
        let resumed = Resume::Partial {
            prefix,
            failure,
            set_aside,
        };
        for lang in Lang::ALL {
            let tr = Translator::new(lang);
            let text = resumed.message(tr).unwrap();
            assert!(
                text.contains(&tr.game_name(GameId::DamaItaliana)),
                "{lang:?}: {text}"
            );
            assert!(text.contains('3') && text.contains('6'), "{lang:?}: {text}");
        }
        assert!(crate::i18n::take_problems().is_empty());
    }

    #[test]
    fn options_a_newer_build_wrote_are_kept_in_the_save_set_aside() {
        let store = temp_store("options");
        let mut data = played("fox-geese", 2).save();
        data["setup"]["options"] = serde_json::json!([["fox-flies", "on"]]);
        save(&store, "fox-geese", data.clone());
        let Resume::Partial {
            prefix, failure, ..
        } = resume(&store, "fox-geese").unwrap()
        else {
            panic!("not offered as a prefix")
        };
        assert_eq!(prefix.move_list().len(), 2, "every move replays without it");
        assert_eq!(
            failure.unknown_options,
            vec![("fox-flies".to_owned(), "on".to_owned())]
        );
        let kept = store.set_aside_matches();
        assert_eq!(
            kept[0].1.saved.data["setup"]["options"],
            data["setup"]["options"]
        );
    }

    #[test]
    fn a_save_of_an_unknown_game_is_kept_aside_whole() {
        let store = temp_store("unknown");
        let mut data = played("sungka", 1).save();
        data["setup"]["game"] = "chess".into();
        save(&store, "sungka", data);
        let resumed = resume(&store, "sungka").unwrap();
        assert!(matches!(resumed, Resume::Unplayable { .. }), "{resumed:?}");
        assert!(resumed.message(Translator::new(Lang::Ko)).is_some());
        assert_eq!(store.set_aside_matches().len(), 1);
        assert!(matches!(resume(&store, "sungka").unwrap(), Resume::Nothing));
    }

    #[test]
    fn a_save_that_replays_resumes_whole_and_nothing_is_set_aside() {
        let store = temp_store("whole");
        let m = played("hare-hounds", 3);
        save(&store, "hare-hounds", m.save());
        let Resume::Whole(back) = resume(&store, "hare-hounds").unwrap() else {
            panic!("not whole")
        };
        assert_eq!(back.save(), m.save());
        assert!(store.set_aside_matches().is_empty());
    }
}
