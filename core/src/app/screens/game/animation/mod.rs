//! A move as the shells animate it: the pieces at its start and frames in time, at the
//! speed the settings chose, so that both phones show the same thing.

mod basis;
mod slides;
mod sowing;

pub(in crate::app) use basis::{pace, Before, Pace};

use crate::app::contract::{AnimatedPiece, AnimationView};
use crate::game::MoveDetail;
use crate::session::MoveAnimation;

/// Whether the move took anything (for the capture sound and haptic).
pub(in crate::app) fn is_capture(anim: &MoveAnimation) -> bool {
    !anim.captured.is_empty() || anim.detail.as_ref().is_some_and(MoveDetail::captures)
}

/// The frames of a move: a Sungka sowing shell by shell, else the piece along its path and
/// the pieces it took leaving as it passes them.
pub(in crate::app) fn animation(
    id: u64,
    anim: &MoveAnimation,
    before: &Before,
    pace: Pace,
) -> AnimationView {
    let mut pieces: Vec<AnimatedPiece> = before
        .pieces
        .iter()
        .zip(before.ids)
        .map(|(p, &id)| AnimatedPiece {
            id,
            point: p.point,
            kind: p.kind,
        })
        .collect();
    let frames = match &anim.detail {
        Some(MoveDetail::Sowing { trace }) => sowing::frames(&pieces, trace, pace),
        None => slides::frames(&mut pieces, anim, before, pace),
    };
    let total_millis = frames
        .iter()
        .map(|f| f.start_millis + f.duration_millis)
        .max()
        .unwrap_or(0);
    AnimationView {
        id,
        side: anim.side,
        notation: anim.notation.clone(),
        pieces,
        frames,
        total_millis,
    }
}

#[cfg(test)]
mod tests;
