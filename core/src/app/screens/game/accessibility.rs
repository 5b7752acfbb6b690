//! What a screen reader says of each point: what stands there (Sungka: whose house, how
//! many shells; "your" store against the computer, else the store named by its owner) and
//! its state (selected, can move, can move here, can be captured, last move, hint).

use super::hit;
use super::presentation::{display_role, human_side};
use crate::app::contract::{HitArea, PointView};
use crate::app::model::{GameState, Model};
use crate::board::PieceKind;
use crate::games::{GameEntry, PointRole};
use crate::session::RenderModel;

/// One view per point of `board`, in point order.
pub(in crate::app) fn point_views(
    model: &Model,
    g: &GameState,
    entry: Option<&GameEntry>,
    board: &RenderModel,
) -> Vec<PointView> {
    let roles: Vec<PointRole> = (0..board.points.len())
        .map(|i| entry.map_or(PointRole::Point, |e| (e.words.point_role)(i as u8)))
        .collect();
    let hits = hit::areas(board, &roles);
    roles
        .iter()
        .zip(hits)
        .enumerate()
        .map(|(i, (&role, hit))| {
            let i = i as u8;
            let v = point_state(board, i, role, hit);
            let label = with_states(model, &v, what_stands(model, g, board, i, role));
            PointView { label, ..v }
        })
        .collect()
}

/// The point's state from the board's highlights (its label still empty).
fn point_state(board: &RenderModel, i: u8, role: PointRole, hit: HitArea) -> PointView {
    let h = &board.highlights;
    PointView {
        point: i,
        name: board.points[i as usize].name.clone(),
        label: String::new(),
        movable: h.movable.contains(&i),
        selected: h.selected == Some(i),
        target: h.targets.contains(&i),
        capturable: h.capturable.contains(&i),
        last_move: h.last_move.contains(&i),
        hint: h.hint.contains(&i),
        role,
        hit,
    }
}

/// What stands on the point, in the player's words.
fn what_stands(
    model: &Model,
    g: &GameState,
    board: &RenderModel,
    i: u8,
    role: PointRole,
) -> String {
    let tr = model.tr;
    let piece = board
        .pieces
        .iter()
        .find(|x| x.point == i && !x.taken)
        .map(|x| x.kind);
    let shells = match piece {
        Some(PieceKind::Shells { count }) => i64::from(count),
        _ => 0,
    };
    let human = human_side(g.session.setup().mode);
    // Whose "own" houses: the human's against the computer, else the player to move's.
    let listener = human.unwrap_or(board.turn);
    match role {
        PointRole::Point | PointRole::Square => {
            tr.describe_point(&board.points[i as usize].name, piece)
        }
        PointRole::House { owner, number } => {
            tr.describe_house(i64::from(number), shells, owner == listener)
        }
        PointRole::Store { owner } => match human {
            Some(hs) => tr.describe_store(shells, owner == hs),
            None => tr.describe_store_of(display_role(model, g.session.role(owner)), shells),
        },
    }
}

/// `label` with each state of the point said after it.
fn with_states(model: &Model, v: &PointView, mut label: String) -> String {
    let tr = model.tr;
    for (on, key) in [
        (v.selected, "a11y-state-selected"),
        (v.movable && !v.selected, "a11y-state-movable"),
        (v.target, "a11y-state-target"),
        (v.capturable, "a11y-state-capturable"),
        (v.last_move, "a11y-state-last-move"),
        (v.hint, "a11y-state-hint"),
    ] {
        if on {
            label = tr.tr(
                "a11y-with-state",
                &[("point", label.into()), ("state", tr.tr(key, &[]).into())],
            );
        }
    }
    label
}
