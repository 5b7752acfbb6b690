//! The game abstraction every game implements.
//!
//! Why a trait with associated types and not enum dispatch: the search engine and perft are
//! generic over [`Game`] and get monomorphised per game, so move generation and play/undo
//! inline into the hot loops. Code that handles "whichever game the player chose" (the
//! front ends, the session) goes through the object-safe [`crate::AnyGame`], which every
//! `Game` gets for free by a blanket impl; there a few virtual calls per user action cost
//! nothing.

use std::fmt::Debug;
use std::hash::Hash;

use serde::{de::DeserializeOwned, Deserialize, Serialize};

use crate::board::{Board, Piece};
use crate::error::RulesError;

pub use crate::sides::{Role, Side};

/// Why a game ended. One list for every game, so the session and the translations can
/// name every ending without knowing which game produced it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum EndReason {
    /// Fox and Geese: the fox, to move, cannot move.
    FoxTrapped,
    /// Fox and Geese: the fox captured enough geese.
    GeeseCaptured,
    /// Fox and Geese: the geese, to move, cannot move.
    GeeseBlocked,
    /// Too many moves without progress (Fox and Geese's no-progress rule).
    NoProgress,
    /// The same position with the same side to move occurred for the third time.
    Repetition,
    /// Hare and Hounds: the hare, to move, cannot move.
    HareTrapped,
    /// Hare and Hounds: the hare is below every hound.
    HareEscaped,
    /// Hare and Hounds: the hounds stalled (too many moves that do not advance).
    HoundsStalled,
    /// Hare and Hounds: the hounds, to move, cannot move.
    HoundsBlocked,
    /// Sungka: the player to move has no shells in their houses; the shells are counted.
    HousesEmpty,
    /// Sungka: the position repeated for the third time; the shells are counted.
    RepetitionCounted,
    /// Dama: a side has no pieces left.
    NoPieces,
    /// Dama: a side has no legal move.
    NoMoves,
    /// Dama: 40 moves by each side without a capture or a promotion.
    MoveLimit,
}

/// One step of a sowing as the apps animate it. Holes are point indices of the board
/// (Sungka: 0..=6 player 1's houses, 7 player 1's store, 8..=14 player 2's houses, 15
/// player 2's store). Here beside [`MoveDetail`], the trait's vocabulary, so that no game
/// module is named in this file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum SowStep {
    /// The mover lifts every shell of the chosen house.
    Pick { hole: u8, count: u8 },
    /// One shell from the hand into a hole.
    Drop { hole: u8 },
    /// The last shell fell into a house that held shells: the mover lifts all of them
    /// (the one just dropped too) and sows on from the next hole.
    Relay { hole: u8, count: u8 },
    /// The last shell fell into an empty house of the mover: it and every shell of the
    /// opposite house (`count` in all) go into the mover's store. The turn ends.
    Capture {
        hole: u8,
        opposite: u8,
        store: u8,
        count: u8,
    },
    /// The last shell fell into an empty house of the opponent and stays. The turn ends.
    Stay { hole: u8 },
    /// The last shell fell into the mover's store: the same player moves again.
    FreeTurn,
    /// The game ended: a house's shells go into its owner's store.
    Bank { hole: u8, store: u8, count: u8 },
    /// The game ended with this outcome (after the `Bank` steps).
    End { outcome: Outcome },
}

/// Everything that happens in one move, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SowingTrace {
    /// Who moved.
    pub side: Side,
    /// The house sown, 1..=7 from the mover's own left (the move's notation).
    pub house: u8,
    pub steps: Vec<SowStep>,
}

/// A game's own step-by-step account of a move, typed, for the apps' animations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum MoveDetail {
    /// Sungka: every pick, drop, relay and capture of a sowing.
    Sowing { trace: SowingTrace },
}

impl MoveDetail {
    /// Whether the move took anything from the opponent (for the capture sound).
    pub fn captures(&self) -> bool {
        match self {
            MoveDetail::Sowing { trace } => trace
                .steps
                .iter()
                .any(|s| matches!(s, SowStep::Capture { .. })),
        }
    }
}

/// The state of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Outcome {
    Ongoing,
    Win { winner: Side, reason: EndReason },
    Draw { reason: EndReason },
}

impl Outcome {
    pub fn is_over(self) -> bool {
        !matches!(self, Outcome::Ongoing)
    }
}

/// The kind of value an option takes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum OptionKind {
    /// One of a list of words (`on`/`off` for a switch).
    Choice { values: Vec<String> },
    /// A whole number in an inclusive range.
    Number { min: i64, max: i64 },
}

/// One rules option of a game, with its current value in a configuration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OptionSpec {
    pub key: String,
    pub kind: OptionKind,
    pub value: String,
}

impl OptionSpec {
    pub fn choice(key: &str, values: &[&str], value: &str) -> Self {
        OptionSpec {
            key: key.to_owned(),
            kind: OptionKind::Choice {
                values: values.iter().map(|v| (*v).to_owned()).collect(),
            },
            value: value.to_owned(),
        }
    }

    pub fn switch(key: &str, on: bool) -> Self {
        Self::choice(key, &["on", "off"], if on { "on" } else { "off" })
    }

    pub fn number(key: &str, min: i64, max: i64, value: i64) -> Self {
        OptionSpec {
            key: key.to_owned(),
            kind: OptionKind::Number { min, max },
            value: value.to_string(),
        }
    }
}

/// Parses an `on`/`off` option value.
pub fn parse_switch(key: &str, value: &str) -> Result<bool, RulesError> {
    match value {
        "on" | "true" | "yes" => Ok(true),
        "off" | "false" | "no" => Ok(false),
        _ => Err(RulesError::bad_option_value(key, value, "on or off")),
    }
}

/// Parses a whole-number option value within an inclusive range.
pub fn parse_number(key: &str, value: &str, min: i64, max: i64) -> Result<i64, RulesError> {
    match value.parse::<i64>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => Err(RulesError::bad_option_value(
            key,
            value,
            &format!("a whole number from {min} to {max}"),
        )),
    }
}

/// A game position with everything needed to continue it: the rules configuration, the
/// pieces, the side to move, counters, and the history needed to undo moves and to detect
/// repetitions. Positions are played forward with [`Game::play`] and back with
/// [`Game::undo`]; the position keeps its own undo stack, so a serialized position can be
/// undone and still knows its repetitions after loading.
pub trait Game:
    Clone + Debug + PartialEq + Send + Sync + Serialize + DeserializeOwned + 'static
{
    /// A move. Cheap to clone; moves of one position compare equal iff they are the same move.
    type Move: Clone + Debug + PartialEq + Eq + Hash + Send + Sync + 'static;
    /// The rules configuration (preset plus options).
    type Config: Clone + Debug + PartialEq + Default + Serialize + DeserializeOwned + Send + Sync;

    /// The game's identifier on the command line and in saves, e.g. `fox-geese`.
    const ID: &'static str;

    /// The names of the presets; the first is the default.
    fn preset_names() -> &'static [&'static str];
    /// The configuration of a named preset.
    fn preset(name: &str) -> Result<Self::Config, RulesError>;
    /// Every option with its value in `config`.
    fn options(config: &Self::Config) -> Vec<OptionSpec>;
    /// Changes one option. Leaves `config` unchanged on error.
    fn set_option(config: &mut Self::Config, key: &str, value: &str) -> Result<(), RulesError>;
    /// The role each side plays.
    fn side_role(side: Side) -> Role;
    /// The side whose home edge is at the bottom of the board's coordinates (y = 0).
    fn bottom_side() -> Side {
        Side::One
    }

    /// The start position for a configuration.
    fn new(config: &Self::Config) -> Self;
    fn config(&self) -> &Self::Config;
    fn side_to_move(&self) -> Side;
    /// Appends the legal moves to `moves` (which the caller clears). A finished game has none.
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);
    /// Plays a move, unchecked: `mv` must be one of [`Game::legal_moves`].
    fn play(&mut self, mv: &Self::Move);
    /// Takes back the last move played. Returns false when there is none.
    fn undo(&mut self) -> bool;
    /// The number of moves played so far (the length of the undo stack).
    fn ply(&self) -> usize;
    fn outcome(&self) -> Outcome;
    /// The 64-bit Zobrist hash of the position: pieces and side to move, and whatever else
    /// decides what may happen next — except counters in games with a repetition rule, where
    /// the hash identifies "the same position" for that rule (a no-progress counter would
    /// make every position new). The search uses it for its table.
    fn hash(&self) -> u64;

    /// Formats a move in the game's notation.
    fn format_move(&self, mv: &Self::Move) -> String;
    /// Reads a move in the game's notation. Only legal moves of this position are returned;
    /// a well-formed but illegal move is [`RulesError::IllegalMove`].
    fn parse_move(&self, text: &str) -> Result<Self::Move, RulesError>;

    /// A position from the game's setup text (Dama Italiana: PDN FEN), for tests, the
    /// command line and game records.
    fn read_setup(config: &Self::Config, text: &str) -> Result<Self, RulesError>;
    /// The setup text of this position, read back by [`Game::read_setup`].
    fn write_setup(&self) -> String;

    /// The board: points with 2-D coordinates and the lines between them.
    fn board(config: &Self::Config) -> Board;
    /// The pieces on the board, by point index of [`Game::board`].
    fn pieces(&self) -> Vec<Piece>;
    /// Checks the invariants of a position read from outside (a save, JSON): indices in
    /// range, counts consistent, history coherent. Everything else may assume them.
    fn validate(&self) -> Result<(), RulesError>;
    /// Counters the front ends show, e.g. `geese-left`, `captured`, `store-1`. Stable keys.
    fn counters(&self) -> Vec<(&'static str, i64)>;

    /// The points a move passes through, in order, as indices of [`Game::board`]: where the
    /// piece starts and every point it lands on (a Sungka move: just its house). Tapping
    /// them in order enters the move. The default reads them off the notation, which suits
    /// notations made of point names joined by `-` or `x`.
    fn move_path(&self, mv: &Self::Move) -> Vec<u8> {
        let board = Self::board(self.config());
        self.format_move(mv)
            .split(['-', 'x'])
            .filter_map(|name| board.point_index(name))
            .map(|i| i as u8)
            .collect()
    }

    /// The points whose pieces the move captures.
    fn move_captures(&self, _mv: &Self::Move) -> Vec<u8> {
        Vec::new()
    }

    /// Pieces the side not to move could capture if it were its turn, as (captured point,
    /// landing point): the geese the fox threatens while the geese think. The side to
    /// move's own captures come from its legal moves.
    fn threats(&self) -> Vec<(u8, u8)> {
        Vec::new()
    }

    /// The game's own step-by-step account of a move for animation (Sungka's sowing
    /// trace); `None` when the path and captures say it all.
    fn move_detail(&self, _mv: &Self::Move) -> Option<MoveDetail> {
        None
    }

    /// Why the rules refuse the move entered along `path` (board point indices: the
    /// piece's point, then its landings), when a specific rule forbids it; `None` when the
    /// move is simply not one of the legal moves. Only asked about refused moves.
    fn refusal(&self, _path: &[u8]) -> Option<crate::refusal::Refusal> {
        None
    }

    /// The points of a typed move that may be illegal, for [`Game::refusal`]: the default
    /// reads point names joined by `-` or `x`.
    fn attempt_path(&self, text: &str) -> Vec<u8> {
        crate::refusal::path_of_names(&Self::board(self.config()), text)
    }

    /// Plays a move after checking that it is legal.
    fn try_play(&mut self, mv: &Self::Move) -> Result<(), RulesError> {
        if self.outcome().is_over() {
            return Err(RulesError::GameOver);
        }
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        if moves.contains(mv) {
            self.play(mv);
            Ok(())
        } else {
            Err(RulesError::IllegalMove {
                text: self.format_move(mv),
            })
        }
    }

    /// The configuration of a preset with options applied on top.
    fn configure(
        preset: Option<&str>,
        options: &[(String, String)],
    ) -> Result<Self::Config, RulesError> {
        let mut config = match preset {
            Some(name) => Self::preset(name)?,
            None => Self::preset(Self::preset_names()[0])?,
        };
        for (key, value) in options {
            Self::set_option(&mut config, key, value)?;
        }
        Self::check_options(&config)?;
        Ok(config)
    }

    /// Checks the options together, once all are set (one may bound another: Fox and
    /// Geese's captures to win cannot exceed the geese). A value out of range is an
    /// error, never pulled into range silently.
    fn check_options(_config: &Self::Config) -> Result<(), RulesError> {
        Ok(())
    }
}

/// Finds the legal move whose notation is `text`, for games whose notation is exactly
/// what [`Game::format_move`] prints. Games with several spellings parse first and then
/// call this with the normalized text.
pub fn find_move_by_notation<G: Game>(pos: &G, text: &str) -> Option<G::Move> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.into_iter().find(|m| pos.format_move(m) == text)
}
