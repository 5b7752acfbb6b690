//! A move as the shells animate it: typed steps and the time of one step at the speed the
//! settings chose.

use crate::app::contract::{AnimationStep, AnimationView};
use crate::game::MoveDetail;
use crate::session::MoveAnimation;
use crate::store::AnimationSpeed;

/// How long one animation step takes; `None`: animations are off.
pub(in crate::app) fn step_millis(speed: AnimationSpeed) -> Option<u32> {
    match speed {
        AnimationSpeed::Off => None,
        AnimationSpeed::Slow => Some(450),
        AnimationSpeed::Normal => Some(250),
        AnimationSpeed::Fast => Some(120),
    }
}

/// Whether the move took anything (for the capture sound and haptic).
pub(in crate::app) fn is_capture(anim: &MoveAnimation) -> bool {
    !anim.captured.is_empty() || anim.detail.as_ref().is_some_and(MoveDetail::captures)
}

/// The steps of a move: a Sungka sowing's trace, else a slide per leg of its path and a
/// removal per piece captured.
pub(in crate::app) fn animation(id: u64, anim: &MoveAnimation, step_millis: u32) -> AnimationView {
    let steps = match &anim.detail {
        Some(MoveDetail::Sowing { trace }) => vec![AnimationStep::Sowing {
            trace: trace.clone(),
        }],
        None => {
            let slides = anim.path.windows(2).map(|w| AnimationStep::Slide {
                from: w[0],
                to: w[1],
            });
            let removals = anim
                .captured
                .iter()
                .map(|&point| AnimationStep::Remove { point });
            slides.chain(removals).collect()
        }
    };
    AnimationView {
        id,
        side: anim.side,
        notation: anim.notation.clone(),
        steps,
        step_millis,
    }
}
