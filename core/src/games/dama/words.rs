//! Dama Italiana's words for the front ends (roles, pieces, endings, counters, points), listed in
//! `GAMES`.

use crate::board::PieceKind;
use crate::game::{EndReason, Role, Side};
use crate::games::words::{counter, counter_from, square, CounterOwner, GameWords, ShownFrom};

pub static WORDS: GameWords = GameWords {
    roles: [Role::White, Role::Black],
    pieces: &[
        PieceKind::WhiteMan,
        PieceKind::WhiteKing,
        PieceKind::BlackMan,
        PieceKind::BlackKing,
    ],
    end_reasons: &[
        EndReason::NoPieces,
        EndReason::NoMoves,
        EndReason::MoveLimit,
        EndReason::Repetition,
    ],
    counters: &[
        counter("white-men", CounterOwner::Side(Side::One)),
        counter_from(
            "white-kings",
            CounterOwner::Side(Side::One),
            ShownFrom::Value(1),
        ),
        counter("black-men", CounterOwner::Side(Side::Two)),
        counter_from(
            "black-kings",
            CounterOwner::Side(Side::Two),
            ShownFrom::Value(1),
        ),
        // Half of DRAW_PLIES: from there the draw is worth watching.
        counter_from(
            "quiet-plies",
            CounterOwner::Both,
            ShownFrom::Value(super::DRAW_PLIES as i64 / 2),
        ),
    ],
    point_role: square,
    pdn_game_type: Some(22),
    score_counters: None,
    colour_swap: Some(&[("white-men", "black-men"), ("white-kings", "black-kings")]),
    start_options: &[],
};
