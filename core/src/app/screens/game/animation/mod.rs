//! A move as the shells animate it: the pieces at its start and frames in time, at the
//! speed the settings chose, so that both phones show the same thing.

mod slides;
mod sowing;

use crate::app::contract::{AnimatedPiece, AnimationView};
use crate::board::Piece;
use crate::game::MoveDetail;
use crate::session::MoveAnimation;
use crate::store::AnimationSpeed;

/// How the board stood when the move was entered.
pub(in crate::app) struct Before<'a> {
    /// The position's pieces.
    pub pieces: &'a [Piece],
    /// The points of a jump chain entered so far (the board showed its piece at the
    /// last one, the pieces it jumped still there).
    pub entered: &'a [u8],
    /// The move was a drag: its piece is under the finger where it was dropped already.
    pub dragged: bool,
}

/// How much longer than at the normal speed each frame lasts; `None`: animations are off.
pub(in crate::app) fn pace(speed: AnimationSpeed) -> Option<Pace> {
    let per_mille = match speed {
        AnimationSpeed::Off => return None,
        AnimationSpeed::Slow => 1800,
        AnimationSpeed::Normal => 1000,
        AnimationSpeed::Fast => 480,
    };
    Some(Pace { per_mille })
}

/// The speed as a factor of the normal one, in thousandths.
#[derive(Clone, Copy, Debug)]
pub(in crate::app) struct Pace {
    per_mille: u32,
}

impl Pace {
    /// `millis` at the normal speed, at this one.
    fn of(self, millis: u32) -> u32 {
        millis * self.per_mille / 1000
    }
}

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
        .zip(1..)
        .map(|(p, id)| AnimatedPiece {
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
