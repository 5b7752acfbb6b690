//! The one public error type of the bindings, and the guards that keep panics and poisoned
//! locks on the Rust side of the boundary.
//!
//! Like the components of mozilla/application-services, the bindings expose a small error
//! type of their own rather than the core's rich internal ones: each variant is something
//! an app handles differently (tell the player, start afresh, ignore a stale answer), and
//! carries just the data needed to say it. `Translator.error_message` words any of them
//! for the player. Kotlin sees a sealed `FiresideException`, Swift an `enum FiresideError:
//! Error`.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Mutex, MutexGuard};

use fireside_core::error::RulesError;
use fireside_core::session::{RecordError, SessionError};
use fireside_core::store::StoreError;

use crate::types::InputErrorKind;

/// Free-text fields are called `detail`, not `message`, which Kotlin's `Throwable` owns.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum FiresideError {
    /// The player's input changed nothing; `reason` says why (show it, keep playing).
    #[error("input refused: {reason:?}")]
    Input { reason: InputErrorKind },
    /// A game id the catalogue does not have.
    #[error("unknown game `{name}`")]
    UnknownGame { name: String },
    #[error("unknown preset `{name}`")]
    UnknownPreset { name: String },
    #[error("unknown option `{key}`")]
    UnknownOption { key: String },
    #[error("option `{key}` cannot be `{value}`: expected {expected}")]
    BadOptionValue {
        key: String,
        value: String,
        expected: String,
    },
    /// A move in notation that cannot be read.
    #[error("cannot read move `{text}`: {why}")]
    BadNotation { text: String, why: String },
    /// A move in notation that the rules do not allow here.
    #[error("illegal move `{text}`")]
    IllegalMove { text: String },
    /// A start position (setup text) that is not a valid position.
    #[error("bad position: {why}")]
    BadPosition { why: String },
    /// A game record (PDN) that cannot be read or replayed.
    #[error("bad record: {detail}")]
    BadRecord { detail: String },
    /// A saved match that cannot be loaded: start a new one.
    #[error("the saved match cannot be read: {detail}")]
    CorruptSave { detail: String },
    /// The computer was asked to move when it is not its turn.
    #[error("it is not the computer's turn")]
    NotComputersTurn,
    /// The computer's answer is for a position the match has left (undo, new game):
    /// drop it.
    #[error("the position changed while the computer was thinking")]
    StaleComputerMove,
    /// The store could not read or write its directory.
    #[error("storage: {detail}")]
    Storage { detail: String },
    #[error("no profile with id {id}")]
    UnknownProfile { id: u32 },
    #[error("the profile {id} is the last one and cannot be removed")]
    LastProfile { id: u32 },
    /// An argument the core cannot take (bad JSON text, a job from another match…).
    #[error("invalid argument: {detail}")]
    InvalidArgument { detail: String },
    /// A bug in the core (a caught panic). The match or store stays usable.
    #[error("internal error: {detail}")]
    Internal { detail: String },
}

pub type Result<T, E = FiresideError> = std::result::Result<T, E>;

impl From<RulesError> for FiresideError {
    fn from(e: RulesError) -> Self {
        match e {
            RulesError::UnknownGame { name } => FiresideError::UnknownGame { name },
            RulesError::UnknownPreset { name } => FiresideError::UnknownPreset { name },
            RulesError::UnknownOption { key } => FiresideError::UnknownOption { key },
            RulesError::BadOptionValue {
                key,
                value,
                expected,
            } => FiresideError::BadOptionValue {
                key,
                value,
                expected,
            },
            RulesError::BadNotation { text, why } => FiresideError::BadNotation { text, why },
            RulesError::IllegalMove { text } => FiresideError::IllegalMove { text },
            RulesError::GameOver => FiresideError::Input {
                reason: InputErrorKind::GameOver,
            },
            RulesError::BadPosition { why } => FiresideError::BadPosition { why },
        }
    }
}

impl From<SessionError> for FiresideError {
    fn from(e: SessionError) -> Self {
        match e {
            SessionError::Rules(r) => r.into(),
            SessionError::Input(i) => FiresideError::Input { reason: i.into() },
            SessionError::Record(r) => match r {
                // A record naming an unknown game or a bad option is still a bad record
                // to the player, but the app may want the precise reason: keep it.
                RecordError::Syntax { .. }
                | RecordError::NoGame
                | RecordError::Replay(_)
                | RecordError::TooLarge { .. } => FiresideError::BadRecord {
                    detail: r.to_string(),
                },
            },
            SessionError::CorruptSave(detail) => FiresideError::CorruptSave { detail },
            SessionError::NotComputersTurn => FiresideError::NotComputersTurn,
            SessionError::StaleComputerMove => FiresideError::StaleComputerMove,
        }
    }
}

impl From<StoreError> for FiresideError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::UnknownProfile(id) => FiresideError::UnknownProfile { id },
            StoreError::LastProfile(id) => FiresideError::LastProfile { id },
            StoreError::Io { .. }
            | StoreError::Encode(_)
            | StoreError::DamagedInPlace { .. }
            | StoreError::NoDirectory(_) => FiresideError::Storage {
                detail: e.to_string(),
            },
        }
    }
}

impl FiresideError {
    pub(crate) fn invalid(message: impl Into<String>) -> Self {
        FiresideError::InvalidArgument {
            detail: message.into(),
        }
    }

    /// The error as the core's session error, for the core's translations; `None` for
    /// the errors the core has no word for (store, arguments, internal).
    pub(crate) fn to_session_error(&self) -> Option<SessionError> {
        use fireside_core::session::InputError;
        Some(match self.clone() {
            FiresideError::Input { reason } => SessionError::Input(InputError::from(reason)),
            FiresideError::UnknownGame { name } => RulesError::UnknownGame { name }.into(),
            FiresideError::UnknownPreset { name } => RulesError::UnknownPreset { name }.into(),
            FiresideError::UnknownOption { key } => RulesError::UnknownOption { key }.into(),
            FiresideError::BadOptionValue {
                key,
                value,
                expected,
            } => RulesError::BadOptionValue {
                key,
                value,
                expected,
            }
            .into(),
            FiresideError::BadNotation { text, why } => {
                RulesError::BadNotation { text, why }.into()
            }
            FiresideError::IllegalMove { text } => RulesError::IllegalMove { text }.into(),
            FiresideError::BadPosition { why } => RulesError::BadPosition { why }.into(),
            FiresideError::BadRecord { detail } => {
                SessionError::Record(RecordError::Replay(detail))
            }
            FiresideError::CorruptSave { detail } => SessionError::CorruptSave(detail),
            FiresideError::NotComputersTurn => SessionError::NotComputersTurn,
            FiresideError::StaleComputerMove => SessionError::StaleComputerMove,
            FiresideError::Storage { .. }
            | FiresideError::UnknownProfile { .. }
            | FiresideError::LastProfile { .. }
            | FiresideError::InvalidArgument { .. }
            | FiresideError::Internal { .. } => return None,
        })
    }
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic without a message".to_owned()
    }
}

/// Runs an entry point, turning a panic in the core into [`FiresideError::Internal`].
/// uniffi catches panics too, but reports them as an untyped internal error (and a Swift
/// call that does not throw would trap): this keeps every failure typed.
pub(crate) fn guard<T>(f: impl FnOnce() -> Result<T>) -> Result<T> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(result) => result,
        Err(payload) => {
            let detail = panic_message(payload.as_ref());
            log::error!("fireside: a panic was caught at the boundary: {detail}");
            Err(FiresideError::Internal { detail })
        }
    }
}

/// Locks a mutex, recovering it if a panic poisoned it. A panic is a bug in the core,
/// already reported as `Internal`; the match behind the lock is whatever state the core
/// left, and the app keeps going with it (or starts afresh) rather than failing every
/// later call.
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| {
        m.clear_poison();
        poisoned.into_inner()
    })
}

/// [`guard`] for [`crate::CoreError`]: a panic in the core becomes `Internal`.
pub(crate) fn catch<T>(
    f: impl FnOnce() -> std::result::Result<T, crate::CoreError>,
) -> std::result::Result<T, crate::CoreError> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(result) => result,
        Err(payload) => {
            let detail = panic_message(payload.as_ref());
            log::error!("fireside: a panic was caught at the boundary: {detail}");
            Err(crate::CoreError::Internal { detail })
        }
    }
}
