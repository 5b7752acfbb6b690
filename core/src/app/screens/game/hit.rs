//! Where a touch means a point: one ellipse per point in the board's coordinates, so that
//! every shell hits the same point for the same touch.

use crate::app::contract::HitArea;
use crate::board::BoardKind;
use crate::games::PointRole;
use crate::session::BoardDrawing;

/// Of the smallest distance between two points: a touch up to a bit over halfway to a
/// neighbour still means the point (the nearest ellipse wins where two overlap).
const LINE_REACH: f32 = 0.55;
/// A Sungka house: up to halfway to its neighbour.
const HOUSE_REACH: f32 = 0.5;
/// A checkerboard square: the circle through its corners, in squares.
const SQUARE_REACH: f32 = 0.71;
/// A Sungka store is long across both rows: its half height, in board heights.
const STORE_HALF_LENGTH: f32 = 0.42;

/// The touch target of each point of `board` (`roles` in point order).
pub(in crate::app) fn areas(board: &BoardDrawing, roles: &[PointRole]) -> Vec<HitArea> {
    let aspect = if board.aspect > 0.0 {
        board.aspect
    } else {
        1.0
    };
    let pitch = smallest_distance(board, aspect);
    // Radii in board heights; `rx` is then a fraction of the width, which is `aspect` heights.
    let circle = |r: f32| HitArea {
        rx: r / aspect,
        ry: r,
    };
    (0..board.points.len())
        .map(|i| match board.kind {
            BoardKind::Lines => circle(pitch * LINE_REACH),
            BoardKind::Checkerboard { size } => circle(SQUARE_REACH / f32::from(size.max(1))),
            BoardKind::Mancala => match roles.get(i) {
                Some(PointRole::Store { .. }) => HitArea {
                    rx: pitch * HOUSE_REACH / aspect,
                    ry: STORE_HALF_LENGTH,
                },
                _ => circle(pitch * HOUSE_REACH),
            },
        })
        .collect()
}

/// The smallest distance between two points, in board heights (1 when there is no pair).
fn smallest_distance(board: &BoardDrawing, aspect: f32) -> f32 {
    let p = &board.points;
    let mut best = f32::MAX;
    for i in 0..p.len() {
        for j in i + 1..p.len() {
            let d = ((p[i].x - p[j].x) * aspect).hypot(p[i].y - p[j].y);
            if d > 1e-4 {
                best = best.min(d);
            }
        }
    }
    if best == f32::MAX {
        1.0
    } else {
        best
    }
}
