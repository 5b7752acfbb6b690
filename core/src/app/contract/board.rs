//! The board as the shells draw it and screen readers say it.

use serde::{Deserialize, Serialize};

use super::access::PointAction;
use crate::games::PointRole;

/// A point for screen readers and for drawing its state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
    /// Where a touch means this point.
    pub hit: HitArea,
}

/// The touch target of a point: an ellipse around its centre, with radii in the board's
/// coordinates (`rx` a fraction of the board's width, `ry` of its height, as the render
/// model's points). A touch means the point whose ellipse holds it most nearly (the
/// smallest `hypot(dx / rx, dy / ry)` up to 1); a shell only widens the radii to its
/// platform's smallest touch target. Both phones hit the same points.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HitArea {
    pub rx: f32,
    pub ry: f32,
}
