//! Sungka, the Philippine mancala: two rows of seven houses, two stores, relay sowing.
//! The rules as implemented, and every decision the brief left open, are in `RULES.md`.

pub mod entry;
mod eval;
mod geometry;
pub mod puzzles;
mod refusal;
mod setup;
mod solver;
mod sowing;
mod story;
mod validate;
pub mod words;

#[cfg(test)]
mod analysis_tests;
#[cfg(test)]
mod suite_tests;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use crate::board::{Board, Piece, PieceKind};
use crate::error::RulesError;
use crate::game::{parse_number, EndReason, Game, OptionSpec, Outcome, Role, Side};
use crate::zobrist;

pub use crate::game::{SowStep, SowingTrace};
pub use geometry::{hole_name, house, opposite, store, HOLES, HOUSES};
pub use story::{story, SowingEvent};

use sowing::{sow, Landing, Recorder};

/// Fewest and most shells per house at the start (the `shells` option).
pub const MIN_SHELLS: u8 = 3;
pub const MAX_SHELLS: u8 = 9;

/// The rules configuration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SungkaConfig {
    /// Who moves first.
    pub first: Side,
    /// Shells in each house at the start.
    pub shells: u8,
}

impl Default for SungkaConfig {
    fn default() -> Self {
        SungkaConfig {
            first: Side::One,
            shells: 7,
        }
    }
}

impl SungkaConfig {
    /// Every shell on the board: fourteen houses' worth.
    pub fn total(&self) -> u32 {
        14 * self.shells as u32
    }
}

/// A move: the house sown, 1..=7 counted from the mover's own left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SungkaMove {
    pub house: u8,
}

/// What undo needs: the whole board before the move (a relay sowing may touch every hole,
/// so a copy is cheaper than replaying it backwards) and who moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Undo {
    board: [u8; HOLES],
    to_move: Side,
    house: u8,
}

/// A Sungka position with its history.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sungka {
    config: SungkaConfig,
    /// Shells per hole, in sowing order (see `geometry`).
    board: [u8; HOLES],
    to_move: Side,
    outcome: Outcome,
    history: Vec<Undo>,
}

/// Zobrist keys: one per hole and shell count (a hole never holds more than
/// 14 × [`MAX_SHELLS`] = 126 < 128 shells), then the side-to-move key.
const COUNTS: usize = 128;
static KEYS: [u64; HOLES * COUNTS + 1] = zobrist::keys(0x0005_0000_756e_676b);

impl Sungka {
    /// Shells per hole in sowing order: player 1's houses 1..7, player 1's store, player 2's
    /// houses 1..7, player 2's store (the board's point indices).
    pub fn holes(&self) -> [u8; HOLES] {
        self.board
    }

    /// The shells in a side's houses 1..7.
    pub fn houses(&self, side: Side) -> [u8; HOUSES] {
        let first = house(side, 0);
        let mut out = [0; HOUSES];
        out.copy_from_slice(&self.board[first..first + HOUSES]);
        out
    }

    /// The shells in a side's store.
    pub fn store_count(&self, side: Side) -> u8 {
        self.board[store(side)]
    }

    /// The shells in a side's seven houses.
    #[inline]
    pub fn house_total(&self, side: Side) -> u32 {
        let first = house(side, 0);
        self.board[first..first + HOUSES]
            .iter()
            .map(|&c| c as u32)
            .sum()
    }

    /// What a move does, step by step, without playing it. Shares its code with
    /// [`Game::play`], so both always agree.
    pub fn trace(&self, mv: &SungkaMove) -> Result<SowingTrace, RulesError> {
        if self.outcome.is_over() {
            return Err(RulesError::GameOver);
        }
        let legal = (1..=HOUSES as u8).contains(&mv.house)
            && self.board[house(self.to_move, mv.house as usize - 1)] > 0;
        if !legal {
            return Err(RulesError::illegal(&mv.house.to_string()));
        }
        let mut copy = self.clone();
        let mut steps = Vec::new();
        copy.play_recorded(mv, &mut steps);
        Ok(SowingTrace {
            side: self.to_move,
            house: mv.house,
            steps,
        })
    }

    fn play_recorded<R: Recorder>(&mut self, mv: &SungkaMove, rec: &mut R) {
        let side = self.to_move;
        self.history.push(Undo {
            board: self.board,
            to_move: side,
            house: mv.house,
        });
        let start = house(side, (mv.house - 1) as usize);
        if sow(&mut self.board, side, start, rec) != Landing::FreeTurn {
            self.to_move = side.other();
        }
        self.check_end(rec);
    }

    /// Ends the game when the player to move has no shells in their houses, or when the
    /// position occurs for the third time: each side banks its own houses, stores decide.
    fn check_end<R: Recorder>(&mut self, rec: &mut R) {
        let reason = if self.house_total(self.to_move) == 0 {
            EndReason::HousesEmpty
        } else if self.third_occurrence() {
            EndReason::RepetitionCounted
        } else {
            return;
        };
        for side in Side::BOTH {
            let s = store(side);
            for n in 0..HOUSES {
                let h = house(side, n);
                let count = self.board[h];
                if count > 0 {
                    self.board[h] = 0;
                    self.board[s] += count;
                    rec.record(SowStep::Bank {
                        hole: h as u8,
                        store: s as u8,
                        count,
                    });
                }
            }
        }
        self.outcome = self.counted(reason);
        rec.record(SowStep::End {
            outcome: self.outcome,
        });
    }

    /// The outcome by the stores.
    fn counted(&self, reason: EndReason) -> Outcome {
        let one = self.board[store(Side::One)];
        let two = self.board[store(Side::Two)];
        match one.cmp(&two) {
            std::cmp::Ordering::Greater => Outcome::Win {
                winner: Side::One,
                reason,
            },
            std::cmp::Ordering::Less => Outcome::Win {
                winner: Side::Two,
                reason,
            },
            std::cmp::Ordering::Equal => Outcome::Draw { reason },
        }
    }

    /// Whether the current position (board and side to move) occurred twice before.
    /// Shells never leave a store, so only earlier positions with the same number of shells
    /// in the stores can equal this one, and they are the latest ones: the scan stops at the
    /// first with fewer. (Every move banks at least one shell, so in fact it stops at once —
    /// see RULES.md — but the rule is kept exact rather than assumed away.)
    fn third_occurrence(&self) -> bool {
        let stored = |b: &[u8; HOLES]| b[store(Side::One)] as u32 + b[store(Side::Two)] as u32;
        let now = stored(&self.board);
        let mut seen = 0;
        for u in self.history.iter().rev() {
            if stored(&u.board) != now {
                break;
            }
            if u.board == self.board && u.to_move == self.to_move {
                seen += 1;
                if seen == 2 {
                    return true;
                }
            }
        }
        false
    }

    fn hash_of(board: &[u8; HOLES], to_move: Side) -> u64 {
        let mut h = 0;
        for (hole, &count) in board.iter().enumerate() {
            h ^= KEYS[hole * COUNTS + (count as usize & (COUNTS - 1))];
        }
        if to_move == Side::Two {
            h ^= KEYS[HOLES * COUNTS];
        }
        h
    }
}

impl Game for Sungka {
    type Move = SungkaMove;
    type Config = SungkaConfig;

    const ID: &'static str = "sungka";

    fn preset_names() -> &'static [&'static str] {
        &["classic"]
    }

    fn preset(name: &str) -> Result<SungkaConfig, RulesError> {
        match name {
            "classic" => Ok(SungkaConfig::default()),
            _ => Err(RulesError::unknown_preset(name)),
        }
    }

    fn options(config: &SungkaConfig) -> Vec<OptionSpec> {
        vec![
            OptionSpec::choice(
                "first",
                &["player-1", "player-2"],
                match config.first {
                    Side::One => "player-1",
                    Side::Two => "player-2",
                },
            ),
            OptionSpec::number(
                "shells",
                MIN_SHELLS as i64,
                MAX_SHELLS as i64,
                config.shells as i64,
            ),
        ]
    }

    fn set_option(config: &mut SungkaConfig, key: &str, value: &str) -> Result<(), RulesError> {
        match key {
            "first" => {
                config.first = match value {
                    "player-1" => Side::One,
                    "player-2" => Side::Two,
                    _ => {
                        return Err(RulesError::bad_option_value(
                            key,
                            value,
                            "player-1 or player-2",
                        ))
                    }
                }
            }
            "shells" => {
                config.shells =
                    parse_number(key, value, MIN_SHELLS as i64, MAX_SHELLS as i64)? as u8
            }
            _ => return Err(RulesError::unknown_option(key)),
        }
        Ok(())
    }

    fn side_role(side: Side) -> Role {
        match side {
            Side::One => Role::PlayerOne,
            Side::Two => Role::PlayerTwo,
        }
    }

    fn new(config: &SungkaConfig) -> Self {
        // A hand-made config may be out of range; clamp so the counts always fit.
        let config = SungkaConfig {
            first: config.first,
            shells: config.shells.clamp(MIN_SHELLS, MAX_SHELLS),
        };
        let mut board = [config.shells; HOLES];
        board[store(Side::One)] = 0;
        board[store(Side::Two)] = 0;
        Sungka {
            config,
            board,
            to_move: config.first,
            outcome: Outcome::Ongoing,
            history: Vec::new(),
        }
    }

    fn config(&self) -> &SungkaConfig {
        &self.config
    }

    fn side_to_move(&self) -> Side {
        self.to_move
    }

    fn legal_moves(&self, moves: &mut Vec<SungkaMove>) {
        if self.outcome.is_over() {
            return;
        }
        let first = house(self.to_move, 0);
        for n in 0..HOUSES {
            if self.board[first + n] > 0 {
                moves.push(SungkaMove { house: n as u8 + 1 });
            }
        }
    }

    fn play(&mut self, mv: &SungkaMove) {
        self.play_recorded(mv, &mut ());
    }

    fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some(u) => {
                self.board = u.board;
                self.to_move = u.to_move;
                // Moves are only played from ongoing positions.
                self.outcome = Outcome::Ongoing;
                true
            }
            None => false,
        }
    }

    fn ply(&self) -> usize {
        self.history.len()
    }

    fn outcome(&self) -> Outcome {
        self.outcome
    }

    fn hash(&self) -> u64 {
        Self::hash_of(&self.board, self.to_move)
    }

    fn format_move(&self, mv: &SungkaMove) -> String {
        mv.house.to_string()
    }

    fn parse_move(&self, text: &str) -> Result<SungkaMove, RulesError> {
        let trimmed = text.trim();
        let house = match trimmed.parse::<u8>() {
            Ok(n) if (1..=HOUSES as u8).contains(&n) => n,
            _ => {
                return Err(RulesError::bad_notation(
                    text,
                    "expected a house number from 1 to 7",
                ))
            }
        };
        if self.outcome.is_over() {
            return Err(RulesError::GameOver);
        }
        let mv = SungkaMove { house };
        if self.board[geometry::house(self.to_move, house as usize - 1)] == 0 {
            return Err(RulesError::illegal(trimmed));
        }
        Ok(mv)
    }

    fn refusal(&self, path: &[u8]) -> Option<crate::refusal::Refusal> {
        refusal::refusal(self, path)
    }

    fn attempt_path(&self, text: &str) -> Vec<u8> {
        refusal::attempt_path(self, text)
    }

    fn board(_config: &SungkaConfig) -> Board {
        geometry::board()
    }

    fn pieces(&self) -> Vec<Piece> {
        self.board
            .iter()
            .enumerate()
            .map(|(hole, &count)| Piece {
                point: hole as u8,
                kind: PieceKind::Shells { count },
            })
            .collect()
    }

    fn move_path(&self, mv: &SungkaMove) -> Vec<u8> {
        // The notation counts houses from 1; the geometry from 0.
        vec![geometry::house(self.side_to_move(), mv.house as usize - 1) as u8]
    }

    fn move_detail(&self, mv: &SungkaMove) -> Option<crate::game::MoveDetail> {
        self.trace(mv)
            .ok()
            .map(|trace| crate::game::MoveDetail::Sowing { trace })
    }

    fn read_setup(config: &SungkaConfig, text: &str) -> Result<Self, RulesError> {
        Sungka::from_setup(config, text)
    }

    fn write_setup(&self) -> String {
        self.setup()
    }

    fn validate(&self) -> Result<(), RulesError> {
        validate::validate(self)
    }

    fn counters(&self) -> Vec<(&'static str, i64)> {
        vec![
            ("store-1", self.board[store(Side::One)] as i64),
            ("store-2", self.board[store(Side::Two)] as i64),
            ("houses-1", self.house_total(Side::One) as i64),
            ("houses-2", self.house_total(Side::Two) as i64),
        ]
    }
}
