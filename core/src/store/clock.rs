//! The wall clock in the store's unit: milliseconds since the Unix epoch, for the times
//! the store writes (a match's save, a file moved aside).

use std::time::{SystemTime, UNIX_EPOCH};

/// The time now, in milliseconds since the Unix epoch (0 on a clock set before it).
pub(crate) fn now_millis() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}
