//! The app for the shells: [`Core`] (events in, effects and the view out, and the
//! computer's search run for an `Effect::StartSearch`). The records and enums that cross (`AppConfig`,
//! `Event`, `Effect`, `View` and everything in them) are the core's own, derived for uniffi
//! behind its `uniffi` feature; this file only adds the objects and the error.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use fireside_core::app::{App, AppConfig, AppError, Effect, Event, View};
use fireside_core::engine::CancelToken;

use crate::error::{catch, lock};

/// The largest `time_scale` accepted: 100 times a level's budget on a device is minutes per
/// move already; more is a mistake (and would overflow the search's deadline arithmetic).
pub const MAX_TIME_SCALE: f64 = 100.0;

/// What can go wrong across the boundary. Few variants on purpose (as matrix-rust-sdk and
/// application-services do): a shell handles each differently and shows none of them as
/// is — everything a player reads comes in the [`View`]. Free text is `detail`, because
/// Kotlin's `Throwable` owns `message`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum CoreError {
    /// The shell passed something the core cannot take (a `time_scale` that is not a
    /// positive number up to [`MAX_TIME_SCALE`], an empty store folder).
    #[error("invalid argument: {detail}")]
    InvalidArgument { detail: String },
    /// The store folder cannot be opened (missing permission, not a folder). Damaged files
    /// inside it are not an error: they are moved aside and told in the view.
    #[error("storage: {detail}")]
    Storage { detail: String },
    /// A bug in the core (a caught panic). The core stays usable with the state it had.
    #[error("internal error: {detail}")]
    Internal { detail: String },
}

impl CoreError {
    fn invalid(detail: impl Into<String>) -> Self {
        CoreError::InvalidArgument {
            detail: detail.into(),
        }
    }
}

impl From<AppError> for CoreError {
    fn from(e: AppError) -> Self {
        match e {
            AppError::Store(e) => CoreError::Storage {
                detail: e.to_string(),
            },
        }
    }
}

fn check_config(config: &AppConfig) -> Result<(), CoreError> {
    let t = config.time_scale;
    if !(t.is_finite() && t > 0.0 && t <= MAX_TIME_SCALE) {
        return Err(CoreError::invalid(format!(
            "time_scale must be a number above 0 and at most {MAX_TIME_SCALE}, not {t}"
        )));
    }
    if config
        .store_dir
        .as_deref()
        .is_some_and(|d| d.trim().is_empty())
    {
        return Err(CoreError::invalid(
            "store_dir is empty (pass no folder to keep nothing on disk)",
        ));
    }
    Ok(())
}

/// The whole app. The shell calls it on its main thread: `dispatch` and `view` return at
/// once (the store is written behind, on the core's own thread; searches run in
/// `run_search` on the shell's background threads). It is `Send + Sync` with a lock
/// inside, so a call from another thread is safe too, only serialised.
#[derive(uniffi::Object)]
pub struct Core {
    app: Mutex<App>,
    /// The cancel tokens of the jobs handed out and not yet answered, so that a search the
    /// app gives up (`Effect::CancelSearch`) stops even when the shell is slow to act on it.
    jobs: Mutex<HashMap<u64, CancelToken>>,
}

#[uniffi::export]
impl Core {
    /// Opens the store in `config.store_dir` (or none: nothing kept) and prepares the home
    /// screen; send `Event::Launch` next. `InvalidArgument` for a bad `time_scale` or an
    /// empty folder name, `Storage` when the folder cannot be used.
    #[uniffi::constructor]
    pub fn new(config: AppConfig) -> Result<Arc<Core>, CoreError> {
        check_config(&config)?;
        let app = catch(|| App::new(config).map_err(CoreError::from))?;
        Ok(Arc::new(Core {
            app: Mutex::new(app),
            jobs: Mutex::new(HashMap::new()),
        }))
    }

    /// Hands one event to the app and returns what the shell should do, in order
    /// (`Effect::Render` last when the view changed).
    ///
    /// No event is refused with an error: an event that makes no sense now is the app's to
    /// judge, and it either ignores it (a board input off the game screen, a form change
    /// without a form, the answer of a job that is no longer wanted: the player did
    /// something else meanwhile, so nothing is wrong) or says why in the view (a move the
    /// rules refuse, input on the computer's turn or after the end: `GameView.message`,
    /// with `Effect::Haptic(Refused)`). The only error is `Internal`, a caught panic.
    pub fn dispatch(&self, event: Event) -> Result<Vec<Effect>, CoreError> {
        let answered = match &event {
            Event::ComputerMoved { job, .. } | Event::ReviewAnalysed { job } => Some(*job),
            _ => None,
        };
        let effects = catch(|| Ok(lock(&self.app).update(event)))?;
        let mut jobs = lock(&self.jobs);
        if let Some(job) = answered {
            jobs.remove(&job);
        }
        for effect in &effects {
            if let Effect::CancelSearch { job } | Effect::CancelReview { job } = effect {
                if let Some(token) = jobs.remove(job) {
                    token.cancel();
                }
            }
        }
        Ok(effects)
    }

    /// The view to draw now. Call it after an `Effect::Render`, not in every frame.
    pub fn view(&self) -> Result<View, CoreError> {
        catch(|| Ok(lock(&self.app).view()))
    }

    /// The screens open now, as an opaque text to keep when the process may be ended
    /// (Android's saved instance state, iOS's scene storage). A new `Core` opens them again
    /// with `dispatch(Event::Restore { snapshot })`, after `Event::Launch`.
    pub fn snapshot(&self) -> Result<String, CoreError> {
        catch(|| Ok(lock(&self.app).snapshot()))
    }

    /// Runs the search an `Effect::StartSearch { job }` asked for and returns the
    /// `Event::ComputerMoved` to dispatch on the main thread: the effect's id is all a
    /// shell needs, so a computer move is `dispatch` → `run_search` → `dispatch` (then
    /// `view`). Call it on a background thread: it blocks within the level's budget, with
    /// the app unlocked (the search holds a copy of the position). A job the app no longer
    /// wants, or gives up meanwhile (`Effect::CancelSearch`, which cancels it here too),
    /// answers `None` at once; the app drops that answer. A caught panic gives `Internal`.
    pub fn run_search(&self, job: u64) -> Result<Event, CoreError> {
        let notation = self.run_job(
            job,
            |app| app.search_job(job),
            |task, cancel| task.run(cancel),
        )?;
        Ok(Event::ComputerMoved {
            job,
            notation: notation.flatten(),
        })
    }

    /// Stops a running `run_search` or `run_review` of this job from any thread (it returns
    /// within a few hundred search nodes). The core does it itself for `Effect::CancelSearch`
    /// and `Effect::CancelReview`; a shell
    /// calls it when its own task is cancelled (the process is going away).
    pub fn cancel_search(&self, job: u64) {
        if let Some(token) = lock(&self.jobs).remove(&job) {
            token.cancel();
        }
    }

    /// Runs the analysis an `Effect::StartReview { job }` asked for (one position of a game
    /// review, or a move tried in "learn from your mistakes") and returns the
    /// `Event::ReviewAnalysed` to dispatch on the main thread, as [`Core::run_search`] does:
    /// blocking within the review's budget, on a background thread, with the app unlocked;
    /// the answer travels inside the core. A job no longer wanted (the review screen was
    /// left, `Effect::CancelReview`) returns at once and the app drops its answer. A caught
    /// panic gives `Internal`.
    pub fn run_review(&self, job: u64) -> Result<Event, CoreError> {
        self.run_job(
            job,
            |app| app.review_job(job),
            |task, cancel| task.run(cancel),
        )?;
        Ok(Event::ReviewAnalysed { job })
    }

    /// Starts a match from a set position or after moves (the scenarios' `start-match`
    /// command, the terminal's `--setup` and `--moves`): `setup_json` is a `MatchSetup` as
    /// `tests/vectors/README.md` writes it. Such a match earns no rating points.
    /// `InvalidArgument` when the setup cannot be read or played.
    pub fn start_match(
        &self,
        setup_json: String,
        moves: Vec<String>,
    ) -> Result<Vec<Effect>, CoreError> {
        let setup: fireside_core::session::MatchSetup = serde_json::from_str(&setup_json)
            .map_err(|e| CoreError::invalid(format!("not a match setup: {e}")))?;
        let fx = catch(|| {
            lock(&self.app)
                .start_match(setup, &moves)
                .map_err(|e| CoreError::invalid(e.to_string()))
        })?;
        Ok(fx)
    }

    /// Waits until every change so far is on disk. Shells call it at every orderly stop
    /// (Android `onStop`, iOS going to the background), as Android itself waits there for
    /// `SharedPreferences.apply()`: nothing shown is lost when the system then ends the app.
    pub fn flush(&self) {
        let _ = catch(|| {
            lock(&self.app).flush();
            Ok(())
        });
    }

    /// For `Effect::AwaitSaved`: blocks (call it on a background thread) until that change
    /// is on disk and returns the `Event::Saved` to dispatch on the main thread.
    pub fn wait_saved(&self, ticket: u64) -> Event {
        // Taken under the lock, waited on without it: the main thread stays free.
        let waiter = catch(|| Ok(lock(&self.app).save_waiter(ticket)))
            .ok()
            .flatten();
        if let Some(w) = waiter {
            w.wait();
        }
        Event::Saved { ticket }
    }
}

/// Not exported: uniffi exports no generic function.
impl Core {
    /// Takes the job's task from the app (`None` when no longer wanted) and runs it with a
    /// cancel token registered for `cancel_search` and the core's cancel effects. The task
    /// is taken and its token registered under the app's lock, so a cancel dispatched
    /// right after finds the token; it runs with the app unlocked.
    fn run_job<T, R>(
        &self,
        job: u64,
        take: impl FnOnce(&App) -> Option<T>,
        run: impl FnOnce(T, &CancelToken) -> R,
    ) -> Result<Option<R>, CoreError> {
        let cancel = CancelToken::new();
        let task = catch(|| {
            let app = lock(&self.app);
            let task = take(&app);
            if task.is_some() {
                lock(&self.jobs).insert(job, cancel.clone());
            }
            Ok(task)
        })?;
        let Some(task) = task else { return Ok(None) };
        let ran = catch(|| Ok(run(task, &cancel)));
        lock(&self.jobs).remove(&job);
        ran.map(Some)
    }
}

/// Reads one event written as `fireside script` and the scenarios of `tests/vectors/app`
/// write it (`{"event": "tap", "point": 3}`): the Kotlin and Swift tests replay the shared
/// scenarios through [`Core`] with it. `InvalidArgument` when the text is no event.
#[uniffi::export]
pub fn event_from_json(json: String) -> Result<Event, CoreError> {
    serde_json::from_str(&json).map_err(|e| CoreError::invalid(format!("not an event: {e}")))
}

/// The view as the JSON of `fireside script` (for scenario replays, and for a shell that
/// attaches the screen to a bug report).
#[uniffi::export]
pub fn view_to_json(view: View) -> String {
    serde_json::to_string(&view).unwrap_or_default()
}

/// The effects as the JSON array of `fireside script`.
#[uniffi::export]
pub fn effects_to_json(effects: Vec<Effect>) -> String {
    serde_json::to_string(&effects).unwrap_or_default()
}

/// `text` of the view with its line breaks made right for `language` (the view's code):
/// the one rule every shell draws its texts with (`fireside_core::i18n::breaks`).
#[uniffi::export]
pub fn break_text(text: String, language: String) -> String {
    fireside_core::i18n::breaks::for_display(&text, &language)
}
