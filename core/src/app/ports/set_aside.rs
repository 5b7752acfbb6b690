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
