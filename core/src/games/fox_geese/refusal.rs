//! Why a move is refused: with forced capture on, the fox must jump; a goose never steps
//! back (nor sideways where the rules forbid it); the fox goes two points only by jumping.

use super::geometry::{bit, has_line, x_of, y_of, POINTS, POINT_OF_SQUARE, SQUARE_OF_POINT};
use super::FoxGeese;
use crate::game::{Game, Side};
use crate::refusal::Refusal;

/// The refusal of the move entered along `path` (board point indices).
pub(super) fn refusal(pos: &FoxGeese, path: &[u8]) -> Option<Refusal> {
    must_jump(pos, path).or_else(|| wrong_step(pos, path))
}

fn must_jump(pos: &FoxGeese, path: &[u8]) -> Option<Refusal> {
    if !pos.config.forced_capture || pos.to_move != Side::One {
        return None;
    }
    if path.first() != Some(&POINT_OF_SQUARE[pos.fox as usize]) {
        return None;
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    if moves.is_empty() || !moves.iter().all(|m| m.is_jump()) {
        return None;
    }
    // The start of a legal chain is no refusal: the chain is still being entered.
    if moves.iter().any(|m| m.points().starts_with(path)) {
        return None;
    }
    Some(Refusal::FoxMustJump {
        required: moves.iter().map(|m| pos.format_move(m)).collect(),
    })
}

/// A step the lines allow to no piece of its kind: a goose going back (or sideways
/// without the sideways rule), the fox going two points with no goose between.
fn wrong_step(pos: &FoxGeese, path: &[u8]) -> Option<Refusal> {
    let [from, to] = path else {
        return None;
    };
    let square = |p: u8| (usize::from(p) < POINTS).then(|| SQUARE_OF_POINT[usize::from(p)]);
    let (from, to) = (square(*from)?, square(*to)?);
    let (dx, dy) = (x_of(to) - x_of(from), y_of(to) - y_of(from));
    let diagonals = pos.config.diagonals;
    let (x, y) = (x_of(from), y_of(from));
    match pos.to_move {
        Side::Two if pos.geese & bit(from) != 0 => {
            let step = dx.abs() <= 1 && dy.abs() <= 1 && has_line(x, y, dx, dy, diagonals);
            match (step, dy) {
                (true, ..=-1) if pos.config.sideways => Some(Refusal::GeeseNeverBack),
                (true, ..=-1) | (true, 0) if !pos.config.sideways => {
                    Some(Refusal::GeeseOnlyForward)
                }
                _ => None,
            }
        }
        Side::One if pos.fox == from => {
            let (ux, uy) = (dx / 2, dy / 2);
            let two_along_a_line = dx % 2 == 0
                && dy % 2 == 0
                && (dx, dy) != (0, 0)
                && ux.abs() <= 1
                && uy.abs() <= 1
                && has_line(x, y, ux, uy, diagonals)
                && has_line(x + ux, y + uy, ux, uy, diagonals);
            let middle = super::geometry::square(x + ux, y + uy);
            (two_along_a_line && pos.geese & bit(middle) == 0).then_some(Refusal::FoxStepsOne)
        }
        _ => None,
    }
}
