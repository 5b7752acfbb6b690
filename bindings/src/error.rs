//! The guards that keep panics and poisoned locks on the Rust side of the boundary. The
//! error type itself is [`crate::CoreError`], next to the objects that return it.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Mutex, MutexGuard};

use crate::CoreError;

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic without a message".to_owned()
    }
}

/// Runs an entry point, turning a panic in the core into [`CoreError::Internal`]. uniffi
/// catches panics too, but reports them as an untyped internal error (and a Swift call that
/// does not throw would trap): this keeps every failure typed.
pub(crate) fn catch<T>(f: impl FnOnce() -> Result<T, CoreError>) -> Result<T, CoreError> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(result) => result,
        Err(payload) => {
            let detail = panic_message(payload.as_ref());
            log::error!("fireside: a panic was caught at the boundary: {detail}");
            Err(CoreError::Internal { detail })
        }
    }
}

/// Locks a mutex, recovering it if a panic poisoned it. A panic is a bug in the core,
/// already reported as `Internal`; the app behind the lock is whatever state the core left,
/// and it keeps going with it rather than failing every later call.
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| {
        m.clear_poison();
        poisoned.into_inner()
    })
}
