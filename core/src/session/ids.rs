//! Every piece's id, kept by the match from move to move so that a shell can follow a
//! piece across positions (glide it, not fade it) without guessing which piece is which.
//!
//! An id is given once, in point order at the start (1, 2, …), and follows its piece: a
//! move carries the mover's id from the first point of its path to the last (a promoted
//! man keeps it), a captured piece's id goes with it. The ids are worked out from the
//! moves alone, one set per position played, so undo, redo and a reloaded save give the
//! same ids. Sungka's shells are counted, not followed: each house and store is one piece
//! whose id is its point + 1, whatever it holds.

use std::collections::BTreeMap;

use crate::board::{Piece, PieceKind};

/// The ids of one position's pieces, by the point they stand on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct PieceIds {
    at: BTreeMap<u8, u32>,
    /// The id a piece that appears without a move bringing it gets next.
    next: u32,
}

fn counted(piece: &Piece) -> bool {
    matches!(piece.kind, PieceKind::Shells { .. })
}

impl PieceIds {
    /// The ids of a starting position: 1, 2, … in point order.
    pub(super) fn start(pieces: &[Piece]) -> PieceIds {
        let mut ids = PieceIds {
            at: BTreeMap::new(),
            next: 1,
        };
        ids.settle(pieces);
        ids
    }

    /// The ids after a move along `path` that took the pieces on `captured`; `pieces`:
    /// the position it led to.
    pub(super) fn after(&self, path: &[u8], captured: &[u8], pieces: &[Piece]) -> PieceIds {
        let mut ids = self.clone();
        let mover = path.first().and_then(|from| ids.at.remove(from));
        for point in captured {
            ids.at.remove(point);
        }
        if let (Some(id), Some(&to)) = (mover, path.last()) {
            ids.at.insert(to, id);
        }
        ids.settle(pieces);
        ids
    }

    /// Keeps the ids of the pieces standing in `pieces` and gives one to any piece that
    /// has none (in point order, so that the ids depend on the moves alone).
    fn settle(&mut self, pieces: &[Piece]) {
        let mut at = BTreeMap::new();
        let mut sorted: Vec<&Piece> = pieces.iter().collect();
        sorted.sort_by_key(|p| p.point);
        for p in sorted {
            let id = if counted(p) {
                u32::from(p.point) + 1
            } else if let Some(&id) = self.at.get(&p.point) {
                id
            } else {
                self.next += 1;
                self.next - 1
            };
            at.insert(p.point, id);
        }
        self.at = at;
    }

    /// The id of the piece standing on `point` (0 for an empty point).
    pub(super) fn on(&self, point: u8) -> u32 {
        self.at.get(&point).copied().unwrap_or(0)
    }
}
