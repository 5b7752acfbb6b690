//! What the screen reader says after every move, the computer's too: the move, what it
//! captured, a promotion, Sungka's relays and free turn, and in full who moves next (the
//! end is said by `results.rs`).

use super::presentation::display_role;
use super::summary::join;
use crate::app::model::{GameState, Model};
use crate::board::{Piece, PieceKind};
use crate::game::{MoveDetail, SowStep};
use crate::games::{self, PointRole};
use crate::session::MoveAnimation;
use crate::store::Verbosity;

/// The announcement of `anim`, just played; `before` the pieces as they stood before it.
pub(in crate::app) fn move_announcement(
    model: &Model,
    g: &GameState,
    anim: &MoveAnimation,
    before: &[Piece],
) -> String {
    let tr = model.tr;
    let full = model.data.settings.verbosity == Verbosity::Full;
    let role = display_role(model, g.game(), g.session.role(anim.side));
    let mut parts = vec![tr.describe_move(role, &anim.notation)];
    let names = g.session.game().board().points;
    let name = |p: u8| {
        names
            .get(p as usize)
            .map(|x| x.name.clone())
            .unwrap_or_default()
    };
    if !anim.captured.is_empty() {
        let points: Vec<String> = anim.captured.iter().map(|&p| name(p)).collect();
        let key = if full {
            "a11y-announce-captures"
        } else {
            "a11y-announce-captures-short"
        };
        parts.push(tr.tr(
            key,
            &[
                ("count", (points.len() as i64).into()),
                ("points", points.join(", ").into()),
            ],
        ));
    }
    if promoted(g, anim, before) {
        parts.push(tr.tr("a11y-announce-promoted", &[]));
    }
    let mut told_next = false;
    if let Some(MoveDetail::Sowing { trace }) = &anim.detail {
        // In full, the sowing's story as the status line shows it; short, its counts.
        match sowing_story(model, anim).filter(|_| full) {
            Some(story) => {
                // A free turn's story already says who plays next.
                told_next = trace.steps.iter().any(|s| matches!(s, SowStep::FreeTurn));
                parts.push(story);
            }
            None => parts.extend(sowing(model, g, &trace.steps, full)),
        }
    }
    if full && !g.is_over() && !told_next {
        let next = g.session.role(g.session.side_to_move());
        parts.push(tr.to_move(display_role(model, g.game(), next)));
    }
    join(tr, parts)
}

fn is_man(kind: PieceKind) -> bool {
    matches!(kind, PieceKind::WhiteMan | PieceKind::BlackMan)
}

fn is_king(kind: PieceKind) -> bool {
    matches!(kind, PieceKind::WhiteKing | PieceKind::BlackKing)
}

/// A man that left its start point and stands as a king where it landed.
fn promoted(g: &GameState, anim: &MoveAnimation, before: &[Piece]) -> bool {
    let (Some(from), Some(to)) = (anim.path.first(), anim.path.last()) else {
        return false;
    };
    let was_man = before.iter().any(|p| p.point == *from && is_man(p.kind));
    let is_now_king = g
        .session
        .game()
        .pieces()
        .iter()
        .any(|p| p.point == *to && is_king(p.kind));
    was_man && is_now_king
}

/// Sungka: the relays (in full, from which houses), the shells captured, a free turn.
fn sowing(model: &Model, g: &GameState, steps: &[SowStep], full: bool) -> Vec<String> {
    let tr = model.tr;
    let entry = games::find(&g.session.setup().game).ok();
    let house = |hole: u8| match entry.map(|e| (e.words.point_role)(hole)) {
        Some(PointRole::House { number, .. }) => tr.tr(
            "a11y-announce-house",
            &[("number", i64::from(number).into())],
        ),
        _ => String::new(),
    };
    let relays: Vec<String> = steps
        .iter()
        .filter_map(|s| match s {
            SowStep::Relay { hole, .. } => Some(house(*hole)),
            _ => None,
        })
        .collect();
    let mut out = Vec::new();
    if !relays.is_empty() {
        let key = if full {
            "a11y-announce-relays"
        } else {
            "a11y-announce-relays-short"
        };
        out.push(tr.tr(
            key,
            &[
                ("count", (relays.len() as i64).into()),
                ("houses", relays.join(", ").into()),
            ],
        ));
    }
    for s in steps {
        match s {
            SowStep::Capture { count, .. } => out.push(tr.tr(
                "a11y-announce-sungka-capture",
                &[("count", i64::from(*count).into())],
            )),
            SowStep::FreeTurn => out.push(tr.tr("a11y-announce-free-turn", &[])),
            _ => {}
        }
    }
    out
}

/// What a Sungka sowing did, in words, or `None` for other moves.
pub(in crate::app) fn sowing_story(model: &Model, anim: &MoveAnimation) -> Option<String> {
    let Some(crate::game::MoveDetail::Sowing { trace }) = &anim.detail else {
        return None;
    };
    let g = model.game.as_ref()?;
    let role = g.session.role(anim.side);
    if g.is_over() {
        // A last shell in the store that ends the game gives no turn: none is said.
        let mut trace = trace.clone();
        trace
            .steps
            .retain(|s| !matches!(s, crate::game::SowStep::FreeTurn));
        return model
            .tr
            .sowing_story(&trace, display_role(model, g.game(), role));
    }
    model
        .tr
        .sowing_story(trace, display_role(model, g.game(), role))
}
