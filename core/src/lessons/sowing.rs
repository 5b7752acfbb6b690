//! A Sungka sowing told hand by hand, for the lessons: the shells taken, the holes they
//! fall in one by one, the relay, and how the turn ends (a capture, a free turn, a stay).
//! Read off the move's trace, so the words follow the rules' own sowing.

use crate::any_game::AnyGame;
use crate::game::{MoveDetail, Side, SowStep};
use crate::i18n::Translator;

/// Holes 0..=6 are player 1's houses, 7 its store, 8..=14 player 2's houses, 15 its store.
fn hole_name(tr: Translator, hole: u8, mover: Side) -> String {
    let (owner, n) = match hole {
        0..=6 => (Side::One, hole + 1),
        7 => return tr.tr("lesson-hole-store", &[]),
        8..=14 => (Side::Two, hole - 7),
        _ => return tr.tr("lesson-hole-their-store", &[]),
    };
    let key = if owner == mover {
        "lesson-hole-own"
    } else {
        "lesson-hole-their"
    };
    tr.tr(key, &[("house", i64::from(n).into())])
}

/// The lines of the player's sowing `mv` from `pos` (empty for a game without sowing).
pub fn sowing_lines(tr: Translator, pos: &dyn AnyGame, mv: &str) -> Vec<String> {
    let Some(MoveDetail::Sowing { trace }) = pos.move_detail(mv) else {
        return Vec::new();
    };
    let mover = trace.side;
    let mut lines = Vec::new();
    let mut drops: Vec<String> = Vec::new();
    let flush = |drops: &mut Vec<String>, lines: &mut Vec<String>| {
        if !drops.is_empty() {
            lines.push(tr.tr("lesson-sow-drop", &[("holes", drops.join(", ").into())]));
            drops.clear();
        }
    };
    for step in &trace.steps {
        match *step {
            SowStep::Pick { hole, count } => lines.push(tr.tr(
                "lesson-sow-take",
                &[
                    ("count", i64::from(count).into()),
                    ("hole", hole_name(tr, hole, mover).into()),
                ],
            )),
            SowStep::Drop { hole } => drops.push(hole_name(tr, hole, mover)),
            SowStep::Relay { count, .. } => {
                flush(&mut drops, &mut lines);
                lines.push(tr.tr("lesson-sow-relay", &[("count", i64::from(count).into())]));
            }
            SowStep::Capture { count, .. } => {
                flush(&mut drops, &mut lines);
                lines.push(tr.tr(
                    "lesson-sow-capture",
                    &[("count", i64::from(count.saturating_sub(1)).into())],
                ));
            }
            SowStep::Stay { .. } => {
                flush(&mut drops, &mut lines);
                lines.push(tr.tr("lesson-sow-stay", &[]));
            }
            SowStep::FreeTurn => {
                flush(&mut drops, &mut lines);
                lines.push(tr.tr("lesson-sow-free", &[]));
            }
            SowStep::Bank { .. } | SowStep::End { .. } => {
                flush(&mut drops, &mut lines);
                if matches!(step, SowStep::End { .. }) {
                    lines.push(tr.tr("lesson-sow-end", &[]));
                }
            }
        }
    }
    flush(&mut drops, &mut lines);
    lines
}
