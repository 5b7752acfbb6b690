//! What can go wrong in a match: a move the rules refuse, an input that fits no move, a
//! game record that does not read, a save that does not load.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::error::RulesError;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SessionError {
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error("{0}")]
    Input(#[from] InputError),
    /// A move the rules refuse for a reason they name (see [`crate::refusal`]).
    #[error("the move is refused: {0:?}")]
    Refused(crate::refusal::Refusal),
    #[error(transparent)]
    Record(#[from] RecordError),
    #[error("the saved match cannot be read: {0}")]
    CorruptSave(String),
    #[error("it is not the computer's turn")]
    NotComputersTurn,
    #[error("the position changed while the computer was thinking")]
    StaleComputerMove,
}

/// Why an input changed nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Error)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum InputError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("there is no such point")]
    NoSuchPoint,
    #[error("nothing of yours can move from this point")]
    NothingToMoveHere,
    #[error("a capture is compulsory: another piece must capture")]
    MustCapture,
    #[error("that point is not a legal target")]
    NotATarget,
    #[error("finish the capture, or stop where the move may end")]
    FinishCapture,
    #[error("nothing is selected")]
    NothingSelected,
    #[error("there is no move to undo")]
    NothingToUndo,
    #[error("there is no move to redo")]
    NothingToRedo,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RecordError {
    #[error("line {line}: {why}")]
    Syntax { line: usize, why: String },
    #[error("the record names no game")]
    NoGame,
    #[error("the record cannot be played: {0}")]
    Replay(String),
    #[error("the record is {bytes} bytes long; the limit is {limit}")]
    TooLarge { bytes: usize, limit: usize },
}
