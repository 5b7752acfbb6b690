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

/// The houses' shells and the hand, as the sowing goes.
struct Sowing {
    counts: Vec<u8>,
    hand: u8,
    hand_at: Option<u8>,
}

impl Sowing {
    /// Before the first step: the shells of each house in `pieces`, an empty hand.
    fn new(pieces: &[AnimatedPiece]) -> Sowing {
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
        Sowing {
            counts,
            hand: 0,
            hand_at: None,
        }
    }

    fn get(&self, point: u8) -> u8 {
        self.counts.get(usize::from(point)).copied().unwrap_or(0)
    }

    /// Sets a house's count, and notes it among the houses the frame shows.
    fn set(&mut self, houses: &mut Vec<HouseCount>, point: u8, count: u8) {
        if let Some(c) = self.counts.get_mut(usize::from(point)) {
            *c = count;
        }
        houses.push(HouseCount { point, count });
    }

    /// Plays `step`: the houses it changes, and the point it draws the eye to.
    fn play(&mut self, step: &SowStep) -> (Vec<HouseCount>, Option<u8>) {
        let mut houses = Vec::new();
        let focus = match *step {
            SowStep::Pick { hole, count } | SowStep::Relay { hole, count } => {
                self.set(&mut houses, hole, 0);
                self.hand = count;
                self.hand_at = Some(hole);
                Some(hole)
            }
            SowStep::Drop { hole } => {
                let now = self.get(hole).saturating_add(1);
                self.set(&mut houses, hole, now);
                self.hand = self.hand.saturating_sub(1);
                self.hand_at = Some(hole);
                Some(hole)
            }
            SowStep::Capture {
                hole,
                opposite,
                store,
                count,
            } => {
                let banked = self.get(store).saturating_add(count);
                self.set(&mut houses, hole, 0);
                self.set(&mut houses, opposite, 0);
                self.set(&mut houses, store, banked);
                Some(store)
            }
            SowStep::Bank { hole, store, count } => {
                let banked = self.get(store).saturating_add(count);
                self.set(&mut houses, hole, 0);
                self.set(&mut houses, store, banked);
                Some(store)
            }
            SowStep::Stay { hole } => Some(hole),
            SowStep::FreeTurn | SowStep::End { .. } => None,
        };
        (houses, focus)
    }
}

/// How long a step of `steps` lasts, at `pace`: at the normal speed the whole fits in
/// `LONGEST_MILLIS`; then the speed scales it.
fn fitted(steps: &[&SowStep], pace: Pace) -> impl Fn(&SowStep) -> u32 {
    let normal: u32 = steps.iter().map(|s| millis(s)).sum();
    move |step| {
        let ms = millis(step);
        let ms = if normal > LONGEST_MILLIS {
            ms * LONGEST_MILLIS / normal
        } else {
            ms
        };
        pace.of(ms)
    }
}

/// The frames of `trace` from the houses' shells in `pieces`.
pub(super) fn frames(
    pieces: &[AnimatedPiece],
    trace: &SowingTrace,
    pace: Pace,
) -> Vec<AnimationFrame> {
    let steps: Vec<&SowStep> = trace
        .steps
        .iter()
        .filter(|s| !matches!(s, SowStep::End { .. }))
        .collect();
    let duration_of = fitted(&steps, pace);
    let mut sowing = Sowing::new(pieces);
    let mut t = 0;
    let mut frames = Vec::new();
    for step in steps {
        let from = sowing.hand_at;
        let (houses, focus) = sowing.play(step);
        let duration = duration_of(step);
        let picked = matches!(step, SowStep::Pick { .. } | SowStep::Relay { .. });
        frames.push(AnimationFrame {
            start_millis: t,
            duration_millis: duration,
            focus,
            change: FrameChange::Sow {
                houses,
                in_hand: sowing.hand,
                // A pick lifts the shells where they lie; a drop carries them on.
                hand_from: if picked { sowing.hand_at } else { from },
                hand_to: sowing.hand_at,
            },
        });
        t += duration;
    }
    frames
}
