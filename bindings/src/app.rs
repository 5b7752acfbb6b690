//! The app for the shells: [`Core`] (events in, effects and the view out) and the
//! computer's search as a [`SearchJob`]. The records and enums that cross (`AppConfig`,
//! `Event`, `Effect`, `View` and everything in them) are the core's own, derived for uniffi
//! behind its `uniffi` feature; this file only adds the objects and the error.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use fireside_core::app::{App, AppConfig, AppError, Effect, Event, ReviewTask, SearchTask, View};
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
/// [`SearchJob`]s on the shell's background threads). It is `Send + Sync` with a lock
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

    /// The search an `Effect::StartSearch` named, or `None` when the app no longer wants it
    /// (a later event cancelled it). Take it right after the `dispatch` that asked for it,
    /// run it on a background thread, and dispatch what `run()` returns.
    pub fn search_job(&self, job: u64) -> Option<Arc<SearchJob>> {
        let task = catch(|| Ok(lock(&self.app).search_job(job))).ok()??;
        let cancel = CancelToken::new();
        lock(&self.jobs).insert(job, cancel.clone());
        Some(Arc::new(SearchJob {
            id: job,
            task,
            cancel,
        }))
    }

    /// The review job an `Effect::StartReview` named, or `None` when the app no longer
    /// wants it (the review screen was left). Run it on a background thread and dispatch
    /// what `run()` returns, as for a [`SearchJob`].
    pub fn review_job(&self, job: u64) -> Option<Arc<ReviewJob>> {
        let task = catch(|| Ok(lock(&self.app).review_job(job))).ok()??;
        let cancel = CancelToken::new();
        lock(&self.jobs).insert(job, cancel.clone());
        Some(Arc::new(ReviewJob {
            id: job,
            task,
            cancel,
        }))
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

    /// Waits until every change so far is on disk. Shells need not call it (a move is on
    /// disk within moments on its own); tests do, and a shell may when it is told to quit.
    pub fn flush(&self) {
        let _ = catch(|| {
            lock(&self.app).flush();
            Ok(())
        });
    }
}

/// One search of the computer (its move, or a hint), to run on a background thread.
///
/// `run` blocks for the level's time budget and returns the event to dispatch with the
/// answer; `cancel`, from any thread, makes a running `run` return within a few hundred
/// search nodes (and a later one at once). The job holds a copy of the position: the core
/// stays free for the main thread while it runs.
#[derive(uniffi::Object)]
pub struct SearchJob {
    id: u64,
    task: SearchTask,
    cancel: CancelToken,
}

#[uniffi::export]
impl SearchJob {
    /// The job's id, as in `Effect::StartSearch` and `Effect::CancelSearch`.
    pub fn id(&self) -> u64 {
        self.id
    }

    /// Searches (blocking) and returns `Event::ComputerMoved` with this job's id and the
    /// move found (`None`: no move). Dispatch it on the main thread; the app drops it if it
    /// no longer wants it. A caught panic gives `Internal`.
    pub fn run(&self) -> Result<Event, CoreError> {
        let notation = catch(|| Ok(self.task.run(&self.cancel)))?;
        Ok(Event::ComputerMoved {
            job: self.id,
            notation,
        })
    }

    /// Stops the search (any thread). The shell calls it for `Effect::CancelSearch` (the
    /// core cancels it too) and when its own task is cancelled.
    pub fn cancel(&self) {
        self.cancel.cancel();
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancel.is_cancelled()
    }
}

/// The analysis of one position of a game review (or of a move tried in "learn from your
/// mistakes"), to run on a background thread like a [`SearchJob`].
#[derive(uniffi::Object)]
pub struct ReviewJob {
    id: u64,
    task: ReviewTask,
    cancel: CancelToken,
}

#[uniffi::export]
impl ReviewJob {
    /// The job's id, as in `Effect::StartReview` and `Effect::CancelReview`.
    pub fn id(&self) -> u64 {
        self.id
    }

    /// Analyses (blocking, within the review's budget) and returns `Event::ReviewAnalysed`
    /// with this job's id; the answer travels inside the core. Dispatch it on the main
    /// thread; the app drops it if it no longer wants it. A caught panic gives `Internal`.
    pub fn run(&self) -> Result<Event, CoreError> {
        catch(|| Ok(self.task.run(&self.cancel)))?;
        Ok(Event::ReviewAnalysed { job: self.id })
    }

    /// Stops the analysis (any thread).
    pub fn cancel(&self) {
        self.cancel.cancel();
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancel.is_cancelled()
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
