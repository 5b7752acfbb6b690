//! What every frame of a move is worked out from: how the board stood when the move was
//! entered, and the pace the speed setting gives.

use crate::board::Piece;
use crate::store::AnimationSpeed;

/// How the board stood when the move was entered.
pub(in crate::app) struct Before<'a> {
    /// The position's pieces.
    pub pieces: &'a [Piece],
    /// The points of a jump chain entered so far (the board showed its piece at the
    /// last one, the pieces it jumped still there).
    pub entered: &'a [u8],
    /// The move was a drag: its piece is under the finger where it was dropped already.
    pub dragged: bool,
    /// The position's counters (`Game::counters`): the bands show them while the move
    /// is animated, so a count changes when its shells land, not before.
    pub counters: &'a [(&'static str, i64)],
}

/// How much longer than at the normal speed each frame lasts; `None`: animations are off.
pub(in crate::app) fn pace(speed: AnimationSpeed) -> Option<Pace> {
    let per_mille = match speed {
        AnimationSpeed::Off => return None,
        AnimationSpeed::Slow => 1800,
        AnimationSpeed::Normal => 1000,
        AnimationSpeed::Fast => 480,
    };
    Some(Pace { per_mille })
}

/// The speed as a factor of the normal one, in thousandths.
#[derive(Clone, Copy, Debug)]
pub(in crate::app) struct Pace {
    per_mille: u32,
}

impl Pace {
    /// `millis` at the normal speed, at this one.
    pub(super) fn of(self, millis: u32) -> u32 {
        millis * self.per_mille / 1000
    }
}
