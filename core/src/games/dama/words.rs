//! Dama Italiana's words for the front ends (roles, pieces, endings, counters, points), listed in
//! `GAMES`.

use crate::board::PieceKind;
use crate::game::{EndReason, Role, Side};
use crate::games::words::{counter, square, CounterOwner, GameWords};

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
        counter("white-kings", CounterOwner::Side(Side::One)),
        counter("black-men", CounterOwner::Side(Side::Two)),
        counter("black-kings", CounterOwner::Side(Side::Two)),
        counter("quiet-plies", CounterOwner::Both),
    ],
    point_role: square,
    pdn_game_type: Some(22),
    score_counters: None,
    colour_swap: Some(&[("white-men", "black-men"), ("white-kings", "black-kings")]),
    start_options: &[],
};
