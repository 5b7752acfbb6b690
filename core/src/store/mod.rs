//! Persistence: settings, profiles with statistics, rating points and puzzle progress, the
//! match in progress of each game and the last finished games, in JSON files in a directory
//! the app gives.
//!
//! Four files rather than one, so a damaged file costs only its own part. Every write is
//! atomic and keeps the previous version (see [`file`]). With the app's writer, the save
//! of a move is appended to a move log instead of rewriting `matches.json` ([`move_log`]).
//!
//! Several processes may use one store (the app and the terminal game, two terminal
//! games): every change takes the store's lock ([`lock`]), re-reads its file under it and
//! applies itself to what is on disk (a result adds to the tallies found there), so no
//! writer undoes another's work. Readers see other processes' changes: a file whose stamp
//! changed is read again. Within a process, one mutex guards the data and its writes (the
//! UI thread and the search thread share a [`Store`]).
//!
//! The rooms: this file only declares them and hands their names on; `state` holds the
//! store's handle and its memory, `model` the data as plain serde types; `durability` opens the store and
//! reads and changes its files under the lock (repairs, recoveries), `sync` fsyncs behind
//! the app's writer, `folding` keeps the move log; `settings`, `profiles`, `results` and
//! `matches` are the domain operations, each an `impl Store` of its own.

mod clock;
mod durable;
mod error;
mod file;
mod lock;
mod model;
mod move_log;
mod set_aside;
mod stamp;
mod state;

// The store's durability: opening, reading and changing files under the lock, repairs,
// the fsyncs behind the writer, and the move log's upkeep.
mod durability;
mod folding;
mod sync;

// The domain operations, each an `impl Store` of its own.
mod matches;
mod profiles;
mod results;
mod settings;

#[cfg(test)]
mod move_log_tests;
#[cfg(test)]
mod sharing_and_recovery_tests;
#[cfg(test)]
mod stress_tests;
#[cfg(test)]
mod tests;

pub(crate) use clock::now_millis;
pub use error::{IoDenial, Recovery, RecoveryCause, StoreError, StoreFile, MOVE_LOG};
pub use file::{MAX_FILE_BYTES, SCHEMA};
pub use lock::LOCK_FILE;
pub use model::*;
pub use set_aside::{SetAside, SetAsideMatch, SET_ASIDE_DIR};
pub use state::Store;
