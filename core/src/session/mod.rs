//! A match as the apps see it: the mode, the players, the interaction of a turn (select,
//! targets, step-by-step jumps), undo and redo, the computer's turn, hints, saving and game
//! records. It works on [`AnyGame`], so it knows no game's rules: moves are paths of points
//! (see [`crate::any_game::MoveInfo`]) and the interaction matches taps against them.

// From the ground up: what can go wrong, what defines a match, the jobs it hands out, the
// match itself, then the rooms that each add one side of it (`impl Match`).
mod errors;
mod ids;
mod search_job;
mod setup;

mod match_state;

mod input;
mod record;
mod render;
mod save;

#[cfg(test)]
mod ids_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod vectors_tests;

pub use errors::{InputError, RecordError, SessionError};
pub use input::{Direction, InputOutcome, Key};
pub use match_state::{Match, MoveAnimation};
pub use record::{export_record, import_record, MAX_RECORD_BYTES};
pub use render::{
    AxisLabel, BoardDrawing, Counter, Highlights, Line, Nameplate, RenderModel, RenderPiece,
    RenderPoint, Status,
};
pub use save::{LoadFailure, PartialLoad};
pub use search_job::{HintAnswer, SearchJob};
pub use setup::{MatchSetup, Mode, ModeKind, PlayerKind};
