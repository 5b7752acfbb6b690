//! A piece along its path, one frame per leg, and the pieces it captured leaving.

use super::basis::{Before, Pace};
use crate::app::contract::{AnimatedPiece, AnimationFrame, FrameChange};
use crate::session::MoveAnimation;

/// A leg at the normal speed: a step, and a jump (longer, it arcs over a piece).
const STEP_MILLIS: u32 = 220;
const JUMP_MILLIS: u32 = 320;
/// A captured piece fades out in this long, from when the jumper is over it.
const LEAVE_MILLIS: u32 = 160;

/// The frames of a move along `anim.path`. A chain entered jump by jump already shows its
/// piece at the last landing (`pieces` are moved there): only the rest is played, and the
/// pieces it jumped already leave at once.
pub(super) fn frames(
    pieces: &mut [AnimatedPiece],
    anim: &MoveAnimation,
    before: &Before,
    pace: Pace,
) -> Vec<AnimationFrame> {
    let path = &anim.path;
    let Some(&from) = path.first() else {
        return Vec::new();
    };
    let entered = before.entered;
    let shown_legs = if entered.len() > 1 && path.starts_with(entered) {
        entered.len() - 1
    } else {
        0
    };
    let Some(mover) = pieces.iter_mut().find(|p| p.point == from) else {
        return Vec::new();
    };
    mover.point = path[shown_legs];
    let mover = mover.id;
    let jump = !anim.captured.is_empty();
    let leg = if before.dragged {
        0
    } else {
        pace.of(if jump { JUMP_MILLIS } else { STEP_MILLIS })
    };
    let mut frames = Vec::new();
    // When the jumper is over the piece of each leg: its middle.
    let mut over = Vec::new();
    let mut t = 0;
    for (i, w) in path.windows(2).enumerate() {
        if i < shown_legs {
            over.push(0);
            continue;
        }
        frames.push(AnimationFrame {
            start_millis: t,
            duration_millis: leg,
            focus: Some(w[1]),
            change: FrameChange::Move {
                piece: mover,
                from: w[0],
                to: w[1],
                jump,
            },
        });
        over.push(t + leg / 2);
        t += leg;
    }
    // A game's captures come in the order of its jumps; any beyond them leave at the end.
    for (i, &point) in anim.captured.iter().enumerate() {
        let Some(piece) = pieces.iter().find(|p| p.point == point && p.id != mover) else {
            continue;
        };
        frames.push(AnimationFrame {
            start_millis: over.get(i).copied().unwrap_or(t),
            duration_millis: pace.of(LEAVE_MILLIS),
            focus: Some(point),
            change: FrameChange::Leave {
                piece: piece.id,
                point,
            },
        });
    }
    frames.sort_by_key(|f| f.start_millis);
    frames
}
