//! Why a move is refused: hounds never step back.

use super::geometry::{ADJ, ROW};
use super::rules::{State, HOUNDS};
use crate::refusal::Refusal;

/// The refusal of a step `path[0]` → `path[1]` (point indices).
pub(super) fn refusal(state: &State, path: &[u8]) -> Option<Refusal> {
    let (&from, &to) = (path.first()?, path.get(1)?);
    let (from, to) = (usize::from(from), usize::from(to));
    let backwards = state.to_move == HOUNDS
        && state.hounds & (1 << from) != 0
        && ADJ.get(from).is_some_and(|adj| adj & (1 << to) != 0)
        && ROW[to] < ROW[from];
    backwards.then_some(Refusal::HoundsNeverBack)
}
