//! Sungka's sowing, shell by shell: each pick, drop, relay, capture and banking a frame.

use super::basis::Pace;
use crate::app::contract::{AnimatedPiece, AnimationFrame, FrameChange, HouseCount};
use crate::board::PieceKind;
use crate::game::{SowStep, SowingTrace};

/// A long relay is sped up to fit in this long at the normal speed.
const LONGEST_MILLIS: u32 = 6000;

/// How long each step lasts at the normal speed: a shell dropped is quicker than the
/// hand picking, a capture is left to be seen.
fn millis(step: &SowStep) -> u32 {
    match step {
        SowStep::Pick { .. } => 260,
        SowStep::Drop { .. } => 170,
        SowStep::Relay { .. } => 300,
        SowStep::Capture { .. } => 480,
        SowStep::Stay { .. } | SowStep::FreeTurn => 120,
        SowStep::Bank { .. } => 200,
        SowStep::End { .. } => 0,
    }
}

fn get(counts: &[u8], point: u8) -> u8 {
    counts.get(usize::from(point)).copied().unwrap_or(0)
}

/// The frames of `trace` from the houses' shells in `pieces`.
pub(super) fn frames(
    pieces: &[AnimatedPiece],
    trace: &SowingTrace,
    pace: Pace,
) -> Vec<AnimationFrame> {
    let mut counts: Vec<u8> = Vec::new();
    for p in pieces {
        if let PieceKind::Shells { count } = p.kind {
            let i = usize::from(p.point);
            if counts.len() <= i {
                counts.resize(i + 1, 0);
            }
            counts[i] = count;
        }
    }
    let steps: Vec<&SowStep> = trace
        .steps
        .iter()
        .filter(|s| !matches!(s, SowStep::End { .. }))
        .collect();
    let normal: u32 = steps.iter().map(|s| millis(s)).sum();
    // At the normal speed the whole fits in LONGEST_MILLIS; then the speed scales it.
    let fit = |ms: u32| {
        let ms = if normal > LONGEST_MILLIS {
            ms * LONGEST_MILLIS / normal
        } else {
            ms
        };
        pace.of(ms)
    };
    let mut hand: u8 = 0;
    let mut hand_at: Option<u8> = None;
    let mut t = 0;
    let mut frames = Vec::new();
    for step in steps {
        let mut houses = Vec::new();
        let mut set = |counts: &mut Vec<u8>, point: u8, count: u8| {
            if let Some(c) = counts.get_mut(usize::from(point)) {
                *c = count;
            }
            houses.push(HouseCount { point, count });
        };
        let from = hand_at;
        let focus;
        match *step {
            SowStep::Pick { hole, count } | SowStep::Relay { hole, count } => {
                set(&mut counts, hole, 0);
                hand = count;
                hand_at = Some(hole);
                focus = Some(hole);
            }
            SowStep::Drop { hole } => {
                let now = get(&counts, hole).saturating_add(1);
                set(&mut counts, hole, now);
                hand = hand.saturating_sub(1);
                hand_at = Some(hole);
                focus = Some(hole);
            }
            SowStep::Capture {
                hole,
                opposite,
                store,
                count,
            } => {
                let banked = get(&counts, store).saturating_add(count);
                set(&mut counts, hole, 0);
                set(&mut counts, opposite, 0);
                set(&mut counts, store, banked);
                focus = Some(store);
            }
            SowStep::Bank { hole, store, count } => {
                let banked = get(&counts, store).saturating_add(count);
                set(&mut counts, hole, 0);
                set(&mut counts, store, banked);
                focus = Some(store);
            }
            SowStep::Stay { hole } => focus = Some(hole),
            SowStep::FreeTurn | SowStep::End { .. } => focus = None,
        }
        let duration = fit(millis(step));
        let picked = matches!(step, SowStep::Pick { .. } | SowStep::Relay { .. });
        frames.push(AnimationFrame {
            start_millis: t,
            duration_millis: duration,
            focus,
            change: FrameChange::Sow {
                houses,
                in_hand: hand,
                // A pick lifts the shells where they lie; a drop carries them on.
                hand_from: if picked { hand_at } else { from },
                hand_to: hand_at,
            },
        });
        t += duration;
    }
    frames
}
