//! Fox and geese's words for the front ends (roles, pieces, endings, counters, points), listed in
//! `GAMES`.

use crate::board::PieceKind;
use crate::game::{EndReason, Role, Side};
use crate::games::words::{
    counter, counter_from, counter_since_start, line_point, CounterOwner, GameWords, ShownFrom,
};

pub static WORDS: GameWords = GameWords {
    roles: [Role::Fox, Role::Geese],
    pieces: &[PieceKind::Fox, PieceKind::Goose],
    end_reasons: &[
        EndReason::FoxTrapped,
        EndReason::GeeseCaptured,
        EndReason::GeeseBlocked,
        EndReason::NoProgress,
        EndReason::Repetition,
    ],
    counters: &[
        counter_since_start("captured", CounterOwner::Side(Side::One)),
        counter("geese-left", CounterOwner::Side(Side::Two)),
        counter_from("no-progress", CounterOwner::Both, ShownFrom::HalfLimit),
    ],
    point_role: line_point,
    pdn_game_type: None,
    score_counters: None,
    colour_swap: None,
    start_options: &["first"],
};
