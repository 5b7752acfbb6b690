//! What a game's words are: the shape of each game's `words.rs`, which `GAMES` lists.

use serde::{Deserialize, Serialize};

use crate::board::PieceKind;
use crate::game::{EndReason, Role, Side};

/// What a game's words mean, so no other module matches game ids or point names.
#[derive(Debug)]
pub struct GameWords {
    /// The role of side one, then of side two.
    pub roles: [Role; 2],
    pub pieces: &'static [PieceKind],
    /// The ways a game can end.
    pub end_reasons: &'static [EndReason],
    /// The counters shown in the players' bands, with their owner. A game's other
    /// counters (rule constants such as a limit) are not shown: the rules text says them.
    pub counters: &'static [CounterSpec],
    /// What a point of the board is.
    pub point_role: fn(u8) -> PointRole,
    /// The PDN `GameType` of the game's records, when it has a standard one.
    pub pdn_game_type: Option<u32>,
    /// Scored by counting at the end (Sungka's shells): the result panel shows the count
    /// of these two counters (side one's, side two's).
    pub score_counters: Option<[&'static str; 2]>,
    /// The game may be shown with the colours exchanged and the board mirrored (Dama:
    /// "Black at the bottom moves first"), a presentation of the same rules: these
    /// counters trade places then.
    pub colour_swap: Option<&'static [(&'static str, &'static str)]>,
    /// Options that choose who starts; changing them keeps a match rated.
    pub start_options: &'static [&'static str],
}

/// A counter shown in a band, whose it is, and from which value it is worth a look: a
/// band reads as a name, the turn and one key count, so a count that says nothing yet
/// (no kings, a draw counter far from its limit) stays out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CounterSpec {
    pub key: &'static str,
    pub owner: CounterOwner,
    /// From which value it is shown.
    pub from: ShownFrom,
    /// Counted since the game's start (not read from the position): a set position, such
    /// as a puzzle's, has no such count.
    pub since_start: bool,
}

/// From which value a band shows a counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShownFrom {
    Value(i64),
    /// Half the game's limit for it (its `<key>-limit` counter; the limit is an option):
    /// a draw or stall count far from its end says nothing yet.
    HalfLimit,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CounterOwner {
    /// About one side's pieces or shells.
    Side(Side),
    /// About the game: shown once, in the band that holds the status line.
    Both,
}

/// What a point of a board is, for screen readers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum PointRole {
    /// A point where lines meet.
    Point,
    /// A square of a checkerboard.
    Square,
    /// A house (numbered 1.. from its owner's left).
    House {
        owner: Side,
        number: u8,
    },
    Store {
        owner: Side,
    },
}

/// A counter the band always shows.
pub(crate) const fn counter(key: &'static str, owner: CounterOwner) -> CounterSpec {
    CounterSpec {
        key,
        owner,
        from: ShownFrom::Value(i64::MIN),
        since_start: false,
    }
}

/// A counter the band always shows, counted since the game's start.
pub(crate) const fn counter_since_start(key: &'static str, owner: CounterOwner) -> CounterSpec {
    CounterSpec {
        key,
        owner,
        from: ShownFrom::Value(i64::MIN),
        since_start: true,
    }
}

/// A counter the band shows once it reaches `from`.
pub(crate) const fn counter_from(
    key: &'static str,
    owner: CounterOwner,
    from: ShownFrom,
) -> CounterSpec {
    CounterSpec {
        key,
        owner,
        from,
        since_start: false,
    }
}

pub(crate) fn line_point(_: u8) -> PointRole {
    PointRole::Point
}

pub(crate) fn square(_: u8) -> PointRole {
    PointRole::Square
}
