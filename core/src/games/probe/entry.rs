//! The probe's line: what a game brings beyond its rules and evaluation. Its course and
//! puzzles are small files beside it, its words the ones below.

use super::{puzzles, Probe};
use crate::board::PieceKind;
use crate::engine::strength::LevelElo;
use crate::game::{EndReason, Role};
use crate::games::words::{line_point, GameWords};
use crate::games::{entry, GameEntry, PuzzleHooks, Registration};

pub const ENTRY: GameEntry = entry::<Probe>(Registration {
    words: &WORDS,
    // Never measured (a toy): figures that only keep the form's wording in shape.
    measured_elo: LevelElo {
        easy: 100,
        normal: 300,
        expert: 500,
    },
    puzzles: PuzzleHooks {
        shipped: include_str!("puzzles.json"),
        generate: puzzles::generate,
        verify: puzzles::verify,
        generate_forced: None,
    },
    lesson: include_str!("lesson.json"),
    keep_cache_in: None,
});

/// The probe's words: two men, one way to end.
static WORDS: GameWords = GameWords {
    roles: [Role::White, Role::Black],
    pieces: &[PieceKind::WhiteMan, PieceKind::BlackMan],
    end_reasons: &[EndReason::NoMoves],
    counters: &[],
    point_role: line_point,
    pdn_game_type: None,
    score_counters: None,
    colour_swap: None,
    start_options: &[],
};
