//! A move to animate, as frames: both shells draw the same pieces moving at the same times.

use serde::{Deserialize, Serialize};

use crate::board::PieceKind;
use crate::game::Side;

/// A move to animate: the pieces as the board shows them when it starts, then frames in
/// time that move them, take them off, or (Sungka) change the shells in the houses. A
/// shell only interpolates: at a time `t` every frame that has ended is applied, a frame
/// under way is drawn part done, and after `total_millis` the board shows the view's
/// position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct AnimationView {
    /// Sent back in `Event::AnimationFinished`.
    pub id: u64,
    pub side: Side,
    pub notation: String,
    /// The pieces at the start, each with the id its frames name: the piece's id in the
    /// board drawing (`RenderPiece.id`) before the move and after it, so a shell goes from
    /// the drawing to the frames and back without matching pieces (a Sungka board: one
    /// piece per house and store, with its shells, its id the point + 1).
    pub pieces: Vec<AnimatedPiece>,
    /// In order of their start; frames may overlap (a captured piece fades while the
    /// jumper passes).
    pub frames: Vec<AnimationFrame>,
    /// When the last frame ends, at the speed chosen in the settings.
    pub total_millis: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct AnimatedPiece {
    pub id: u32,
    pub point: u8,
    pub kind: PieceKind,
}

/// One change of the board, from `start_millis` for `duration_millis` (0: at once).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct AnimationFrame {
    pub start_millis: u32,
    pub duration_millis: u32,
    /// The point the frame happens at, drawn highlighted while it plays: a slide's
    /// landing, the piece leaving, the hole a shell drops into.
    pub focus: Option<u8>,
    pub change: FrameChange,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "change", rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum FrameChange {
    /// The piece goes from one point to the next over the frame; a `jump` arcs up (over
    /// the piece it captures).
    Move {
        piece: u32,
        from: u8,
        to: u8,
        jump: bool,
    },
    /// The captured piece leaves the board, fading out over the frame.
    Leave { piece: u32, point: u8 },
    /// Sungka: over the frame the hand goes from `hand_from` to `hand_to` (the same hole
    /// for a pick); when it ends the houses listed hold their new counts and the hand
    /// `in_hand` shells.
    Sow {
        houses: Vec<HouseCount>,
        in_hand: u8,
        hand_from: Option<u8>,
        hand_to: Option<u8>,
    },
}

/// A house's (or store's) shells after a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HouseCount {
    pub point: u8,
    pub count: u8,
}
