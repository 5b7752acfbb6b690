//! The board as the shells draw it and screen readers say it.

use serde::{Deserialize, Serialize};

use super::access::PointAction;
use crate::games::PointRole;

/// A point for screen readers and for drawing its state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PointView {
    pub point: u8,
    pub name: String,
    /// Everything said about the point: what stands there and its state.
    pub label: String,
    pub movable: bool,
    pub selected: bool,
    pub target: bool,
    pub capturable: bool,
    pub last_move: bool,
    pub hint: bool,
    /// What the point is (a line point, a square, a Sungka house with its number, a
    /// store), so that a shell draws houses and stores without reading point names.
    pub role: PointRole,
    /// What the player can do here, each with the event it sends: the moves of the piece
    /// standing here, the moves that end here, "Stop here" where a chain may stop. Empty
    /// when it is not a person's turn.
    pub actions: Vec<PointAction>,
}
