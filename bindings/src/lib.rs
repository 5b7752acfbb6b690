//! Fireside's core for Kotlin (Android, and the JVM in tests) and Swift (iOS, and Linux in
//! tests), through [uniffi](https://mozilla.github.io/uniffi-rs/) proc-macros.
//!
//! This crate adapts the core and holds no rules: it mirrors the core's types as uniffi
//! records and enums ([`types`]), maps the core's errors onto one public error type
//! ([`FiresideError`]), and exports four objects:
//!
//! - [`Match`]: inputs (tap, drag, key, stop, undo/redo, play), the render model, the hint,
//!   PDN records, save/load; and [`ComputerJob`] for the computer's move;
//! - [`Store`]: settings, profiles, statistics, leaderboard, saved matches, recoveries;
//! - [`Translator`]: every text the apps show, and the catalogue of games, presets and
//!   options with translated labels;
//! - free functions: languages, `points_for_win`, [`init_logging`].
//!
//! # The computer's move: a blocking export with a cancel method
//!
//! Kotlin callers get a `suspend fun` and Swift callers an `async` function, both
//! cancellable, from a few lines of hand-written wrapper over a blocking export:
//! `Match.computer_job()` returns a [`ComputerJob`]; its `run()` searches (blocking) and its
//! `cancel()`, from any thread, makes `run()` return at once; `Match.apply_computer_move()`
//! plays the answer unless the match moved on (`StaleComputerMove`). The wrappers run
//! `run()` on a background thread and call `cancel()` when the coroutine or the task is
//! cancelled (Kotlin: `ComputerJob.await` in `app.fireside.core`; Swift: `ComputerJob.move`
//! with `withTaskCancellationHandler`).
//!
//! Why not a uniffi `async` export: the search is CPU-bound and polls a `CancelToken`, it
//! never awaits. As a Rust future it would do all its work inside one `poll`, on whatever
//! thread the foreign executor polls from (Kotlin's coroutine dispatcher, Swift's
//! cooperative pool, which must never block), and a future cannot be interrupted mid-poll:
//! cancelling the Kotlin coroutine or the Swift task only drops the future after the poll
//! returns, that is after the whole search. Making it cancellable would need a Rust-side
//! thread or executor (tokio, a thread pool) plus the same cancel token anyway. The apps
//! already run the search on a background thread they choose; the blocking export keeps
//! that choice theirs, keeps the match free while the search runs (the job holds a copy
//! of the position), and cancels within a few hundred search nodes.
//!
//! # Errors and panics
//!
//! Every fallible entry point returns [`FiresideError`]; a panic in the core is caught at
//! the boundary and becomes `FiresideError::Internal`; poisoned locks are recovered. The
//! objects are `Send + Sync` with a lock inside and may be called from several threads.

uniffi::setup_scaffolding!();

mod error;
mod i18n;
mod logging;
mod session;
mod store;
pub mod types;

#[cfg(test)]
mod tests;

pub use error::FiresideError;
pub use i18n::*;
pub use logging::init_logging;
pub use session::{ComputerJob, Match};
pub use store::*;
pub use types::*;
