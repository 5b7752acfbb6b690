//! Hare and hounds's words for the front ends (roles, pieces, endings, counters, points), listed in
//! `GAMES`.

use crate::board::PieceKind;
use crate::game::{EndReason, Role, Side};
use crate::games::words::{counter_from, line_point, CounterOwner, GameWords, ShownFrom};

pub static WORDS: GameWords = GameWords {
    roles: [Role::Hounds, Role::Hare],
    pieces: &[PieceKind::Hound, PieceKind::Hare],
    end_reasons: &[
        EndReason::HareTrapped,
        EndReason::HareEscaped,
        EndReason::HoundsStalled,
        EndReason::HoundsBlocked,
        EndReason::Repetition,
    ],
    counters: &[counter_from(
        "stall",
        CounterOwner::Side(Side::One),
        ShownFrom::Value(1),
    )],
    point_role: line_point,
    pdn_game_type: None,
    score_counters: None,
    colour_swap: None,
    start_options: &["first"],
};
