//! Fireside's core for Kotlin (Android, and the JVM in tests) and Swift (iOS, and Linux in
//! tests), through [uniffi](https://mozilla.github.io/uniffi-rs/) proc-macros.
//!
//! This crate adapts the core and holds no rules. It exports:
//!
//! - [`Core`]: the whole app. `Core(config)` opens the store; `dispatch(event)` returns the
//!   effects to carry out, `view()` the view to draw; `run_search(job)` runs (blocking,
//!   off the main thread) the search an `Effect::StartSearch` asked for and returns the
//!   event to dispatch. The records and enums that cross
//!   (`AppConfig`, `Event`, `Effect`, `View`…) are the core's own, derived for uniffi behind
//!   its `uniffi` feature, which this crate enables; errors are the small [`CoreError`].
//! - [`init_logging`].
//!
//! # Names in Kotlin and Swift
//!
//! Two crates export through uniffi: this one (Kotlin package `app.fireside.core`) and the
//! core (package `app.fireside.model`, see `core/uniffi.toml`). uniffi writes its helper code
//! into the file of each crate, so two crates cannot share one Kotlin package
//! (mozilla/uniffi-rs#2973); Swift compiles both files into the one module `Fireside`, with
//! one C module `FiresideFFI` holding both headers.
//!
//! # The search: a blocking export with a cancel method
//!
//! `Core.run_search(job)` blocks for the level's time budget and returns the
//! `Event::ComputerMoved` to dispatch; `Core.cancel_search(job)`, from any thread, makes it
//! return within a few hundred search nodes. A few lines of hand-written Kotlin and Swift
//! turn it into a cancellable `suspend fun` (`Core.awaitSearch` in `app.fireside.core`) and
//! an `async` function (`Core.searchAnswer(job:)`): they run it on a background thread and
//! cancel the search when the coroutine or the task is cancelled. The core also cancels the
//! job itself when the app gives it up (`Effect::CancelSearch`), so a slow shell wastes no
//! CPU. The effect's id is all the shell needs: no call hands out a job object first.
//!
//! Why not a uniffi `async` export: the search is CPU-bound and polls a `CancelToken`, it
//! never awaits. As a Rust future it would do all its work inside one `poll`, on whatever
//! thread the foreign executor polls from (Kotlin's coroutine dispatcher, Swift's
//! cooperative pool, which must never block), and a future cannot be interrupted mid-poll:
//! cancelling the Kotlin coroutine or the Swift task only drops the future after the poll
//! returns, that is after the whole search. Making it cancellable would need a Rust-side
//! thread or executor (tokio, a thread pool) plus the same cancel token anyway. The apps
//! already run the search on a background thread they choose; the blocking export keeps
//! that choice theirs, keeps `Core` free for the main thread while the search runs (the
//! job holds a copy of the position), and cancels within a few hundred search nodes.
//!
//! # Errors and panics
//!
//! `Core` refuses bad arguments with `CoreError::InvalidArgument` (a `time_scale` that is
//! not a number in (0, [`MAX_TIME_SCALE`]]) and an unusable store folder with `Storage`.
//! Events never fail: one that makes no sense now is ignored or answered in the view (see
//! [`Core::dispatch`]). A panic in the core is caught at the boundary and becomes
//! `Internal`; poisoned locks are recovered. The objects are `Send + Sync` with a lock inside and may be called from
//! several threads.

uniffi::setup_scaffolding!();

mod app;
mod error;
mod logging;

#[cfg(test)]
mod core_tests;

pub use app::{effects_to_json, event_from_json, view_to_json, Core, CoreError, MAX_TIME_SCALE};
pub use logging::init_logging;
