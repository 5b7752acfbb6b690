//! Sungka's words for the front ends (roles, pieces, endings, counters, points), listed in
//! `GAMES`.

use super::geometry::{house, store, HOUSES};
use crate::board::PieceKind;
use crate::game::{EndReason, Role, Side};
use crate::games::words::{counter, CounterOwner, GameWords, PointRole};

pub static WORDS: GameWords = GameWords {
    roles: [Role::PlayerOne, Role::PlayerTwo],
    pieces: &[PieceKind::Shells { count: 0 }],
    end_reasons: &[EndReason::HousesEmpty, EndReason::RepetitionCounted],
    counters: &[
        // The houses' shells are on the board; the store is the score.
        counter("store-1", CounterOwner::Side(Side::One)),
        counter("store-2", CounterOwner::Side(Side::Two)),
    ],
    point_role: hole_role,
    pdn_game_type: None,
    score_counters: Some(["store-1", "store-2"]),
    colour_swap: None,
    start_options: &["first"],
};

fn hole_role(point: u8) -> PointRole {
    let hole = point as usize;
    for side in Side::BOTH {
        if hole == store(side) {
            return PointRole::Store { owner: side };
        }
        if let Some(n) = (0..HOUSES).find(|&n| house(side, n) == hole) {
            return PointRole::House {
                owner: side,
                number: n as u8 + 1,
            };
        }
    }
    PointRole::Point
}
