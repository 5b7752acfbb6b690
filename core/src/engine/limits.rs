//! What bounds a search: a wall-clock budget, a depth cap, a node cap, and a cancel token.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The largest factor on the levels' time budgets: an Expert move then takes 1000 s.
pub const MAX_TIME_SCALE: f64 = 1000.0;

/// The longest search a caller may ask for: a day.
pub const MAX_SEARCH_SECONDS: f64 = 86_400.0;

/// A number from outside (a flag, the FFI) that the engine cannot take.
#[derive(Clone, Debug, PartialEq, Error)]
#[error("{what} must be a number above 0 and at most {max}, not {value:?}")]
pub struct BadNumber {
    pub what: &'static str,
    pub value: f64,
    pub max: f64,
}

fn check(what: &'static str, value: f64, max: f64) -> Result<f64, BadNumber> {
    if value.is_finite() && value > 0.0 && value <= max {
        Ok(value)
    } else {
        Err(BadNumber { what, value, max })
    }
}

/// Checks a factor on the levels' budgets (`time_scale`).
pub fn check_time_scale(time_scale: f64) -> Result<f64, BadNumber> {
    check("the time scale", time_scale, MAX_TIME_SCALE)
}

/// A search budget in seconds as a `Duration`, checked.
pub fn check_search_seconds(seconds: f64) -> Result<Duration, BadNumber> {
    check("the search time", seconds, MAX_SEARCH_SECONDS).map(Duration::from_secs_f64)
}

/// The limits of one search; any combination, `None` meaning unbounded. A search with no
/// limit at all stops at [`crate::engine::search::MAX_DEPTH`] or when cancelled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Limits {
    /// Wall-clock budget measured from the call; the move arrives within it plus a few ms.
    pub time: Option<Duration>,
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Most nodes searched (a deterministic limit, unlike time).
    pub nodes: Option<u64>,
}

impl Limits {
    pub fn time(time: Duration) -> Self {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }

    pub fn depth(depth: u32) -> Self {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    pub fn nodes(nodes: u64) -> Self {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    pub fn with_time(mut self, time: Duration) -> Self {
        self.time = Some(time);
        self
    }

    pub fn with_depth(mut self, depth: u32) -> Self {
        self.depth = Some(depth);
        self
    }

    pub fn with_nodes(mut self, nodes: u64) -> Self {
        self.nodes = Some(nodes);
        self
    }
}

/// Stops a running search from any thread: the search polls it every few hundred nodes and
/// returns its best move so far. Clones share the flag.
#[derive(Clone, Debug, Default)]
pub struct CancelToken(Arc<AtomicBool>);

impl CancelToken {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    /// Clears the flag so the token can serve the next search.
    pub fn reset(&self) {
        self.0.store(false, Ordering::Relaxed);
    }
}
