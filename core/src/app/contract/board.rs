//! The board as the shells draw it and screen readers say it.

use serde::{Deserialize, Serialize};

use super::access::{AccessView, PointAction};
use crate::games::PointRole;
use crate::session::BoardDrawing;

/// A point for screen readers and for touch. Its name and place are the drawing's
/// (`BoardDrawing.points`), its marks the drawing's highlights.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PointView {
    pub point: u8,
    /// Everything said about the point: what stands there and its state.
    pub label: String,
    /// A tap here acts now (a piece that may move, a target, the selection): a screen
    /// reader calls it a button.
    pub tappable: bool,
    /// What the point is (a line point, a square, a Sungka house with its number, a
    /// store), so that a shell draws houses and stores without reading point names.
    pub role: PointRole,
    /// What the player can do here, each with the event it sends: the moves of the piece
    /// standing here, the moves that end here, "Stop here" where a chain may stop. Empty
    /// when it is not a person's turn.
    pub actions: Vec<PointAction>,
    /// Where a touch means this point.
    pub hit: HitArea,
    /// The point's texts (a house's count and number) face the far player of table mode:
    /// drawn turned half a turn.
    #[cfg_attr(feature = "uniffi", uniffi(default = false))]
    #[serde(default)]
    pub turned: bool,
}

/// The touch target of a point: an ellipse around its centre, with radii in the board's
/// coordinates (`rx` a fraction of the board's width, `ry` of its height, as the
/// drawing's points). A touch means the point whose ellipse holds it most nearly (the
/// smallest `hypot(dx / rx, dy / ry)` up to 1); a shell only widens the radii to its
/// platform's smallest touch target. Both phones hit the same points.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HitArea {
    pub rx: f32,
    pub ry: f32,
}

/// A board without the game screen around it: the review's, an exercise's of "learn from
/// your mistakes", a puzzle's, a lesson's. Drawn and touched like the game's board (the
/// same drawing, points and touch targets), in the theme the settings choose.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BoardPanel {
    /// The position, oriented for the screen, with its highlights (the selection, the
    /// targets, the hint, the better move).
    pub board: BoardDrawing,
    /// One view per point, in point order: its label, state, actions and touch target.
    pub points: Vec<PointView>,
    /// Taps, drags and the points' actions are taken (the review's board: no).
    pub input: bool,
    /// The screen reader's jump list and summary, the verbosity and high contrast.
    pub access: AccessView,
}
