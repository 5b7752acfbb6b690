//! A move to animate.

use serde::{Deserialize, Serialize};

use crate::game::{Side, SowingTrace};

/// A move to animate, as typed steps in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct AnimationView {
    /// Sent back in `Event::AnimationFinished`.
    pub id: u64,
    pub side: Side,
    pub notation: String,
    pub steps: Vec<AnimationStep>,
    /// How long one step takes at the speed chosen in the settings.
    pub step_millis: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum AnimationStep {
    /// A piece slides from one point to the next.
    Slide { from: u8, to: u8 },
    /// A captured piece leaves the board.
    Remove { point: u8 },
    /// A Sungka sowing, every pick, drop, relay and capture.
    Sowing { trace: SowingTrace },
}
