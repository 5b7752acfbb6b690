//! Hare and hounds's words for the front ends (roles, pieces, endings, counters, points), listed in
//! `GAMES`.

use crate::board::PieceKind;
use crate::game::{EndReason, Role, Side};
use crate::games::words::{counter, line_point, CounterOwner, GameWords};

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
    counters: &[counter("stall", CounterOwner::Side(Side::One))],
    point_role: line_point,
    pdn_game_type: None,
    score_counters: None,
    colour_swap: None,
    start_options: &["first"],
};
