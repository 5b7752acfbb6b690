//! Fox and Geese on the 33-point cross: one fox against 13, 15 or 17 geese.
//! The rules as implemented, and every decision taken where the rules were silent, are in
//! `RULES.md` beside this file.

mod config;
pub mod entry;
mod eval;
mod geometry;
mod movegen;
mod notation;
pub mod puzzles;
mod refusal;
mod setup;
#[cfg(test)]
mod tests;
pub mod words;

use serde::{Deserialize, Serialize};

use crate::board::{Board, Piece, PieceKind};
use crate::error::RulesError;
use crate::game::{EndReason, Game, OptionSpec, Outcome, Role, Side};
use crate::zobrist;

pub use config::{Config, Diagonals, WinRule};
pub use movegen::{Capture, Move};

use geometry::{bit, square, squares, y_of, CROSS, POINT_OF_SQUARE};

const FOX_KEYS: [u64; 49] = zobrist::keys(0xF0C5_6EE5_0000_0001);
const GOOSE_KEYS: [u64; 49] = zobrist::keys(0xF0C5_6EE5_0000_0002);
const SIDE_KEY: u64 = zobrist::keys::<1>(0xF0C5_6EE5_0000_0003)[0];

/// A Fox and Geese position. Side::One is the fox, Side::Two the geese. Points are kept as
/// squares of a 7×7 grid (see `geometry`), the geese as a bit mask over those squares.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FoxGeese {
    config: Config,
    /// The fox's square.
    fox: u8,
    /// The geese's squares.
    geese: u64,
    to_move: Side,
    /// Plies since the last capture or forward goose move.
    quiet: u32,
    hash: u64,
    /// Cached: computed after every move, checked by `validate`.
    outcome: Outcome,
    history: Vec<Undo>,
}

/// What undoes one move: the position before it, and the move (so a loaded history can be
/// checked by replaying it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Undo {
    mv: Move,
    fox: u8,
    geese: u64,
    quiet: u32,
    hash: u64,
}

/// The fox's start point, d4.
const FOX_START: u8 = square(3, 3);

fn start_geese(count: u8) -> u64 {
    let mut m = 0;
    for (x, y) in [(2, 0), (3, 0), (4, 0), (2, 1), (3, 1), (4, 1)] {
        m |= bit(square(x, y));
    }
    for x in 0..7 {
        m |= bit(square(x, 2));
    }
    if count >= 15 {
        m |= bit(square(0, 3)) | bit(square(6, 3));
    }
    if count >= 17 {
        m |= bit(square(1, 3)) | bit(square(5, 3));
    }
    m
}

fn bad(why: &str) -> RulesError {
    RulesError::BadPosition {
        why: why.to_owned(),
    }
}

impl FoxGeese {
    /// A position from its parts, with no history; checks that the parts make sense.
    fn from_parts(
        config: &Config,
        fox: u8,
        geese: u64,
        to_move: Side,
        quiet: u32,
    ) -> Result<FoxGeese, RulesError> {
        config.check()?;
        if fox >= 49 || CROSS & bit(fox) == 0 {
            return Err(bad("the fox is off the board"));
        }
        if geese & !CROSS != 0 {
            return Err(bad("a goose is off the board"));
        }
        if geese & bit(fox) != 0 {
            return Err(bad("the fox and a goose share a point"));
        }
        if geese.count_ones() > config.geese as u32 {
            return Err(bad("more geese than the configuration has"));
        }
        let mut pos = FoxGeese {
            config: *config,
            fox,
            geese,
            to_move,
            quiet,
            hash: 0,
            outcome: Outcome::Ongoing,
            history: Vec::new(),
        };
        pos.hash = pos.full_hash();
        pos.outcome = pos.compute_outcome();
        Ok(pos)
    }

    fn full_hash(&self) -> u64 {
        let mut h = FOX_KEYS[self.fox as usize];
        for sq in squares(self.geese) {
            h ^= GOOSE_KEYS[sq as usize];
        }
        if self.to_move == Side::Two {
            h ^= SIDE_KEY;
        }
        h
    }

    /// The hash of the position after `mv` (a move of this position).
    #[inline]
    fn hash_after_move(&self, mv: &Move) -> u64 {
        let (from, to) = (mv.origin() as usize, mv.destination() as usize);
        let mut hash = self.hash ^ SIDE_KEY;
        match self.to_move {
            Side::One => {
                hash ^= FOX_KEYS[from] ^ FOX_KEYS[to];
                for sq in squares(mv.captured_mask()) {
                    hash ^= GOOSE_KEYS[sq as usize];
                }
            }
            Side::Two => hash ^= GOOSE_KEYS[from] ^ GOOSE_KEYS[to],
        }
        hash
    }

    /// Geese captured so far (the geese of the configuration not on the board).
    pub fn captured(&self) -> u8 {
        self.config.geese - self.geese.count_ones() as u8
    }

    pub fn geese_left(&self) -> u8 {
        self.geese.count_ones() as u8
    }

    /// The fox's point (board index).
    pub fn fox_point(&self) -> u8 {
        POINT_OF_SQUARE[self.fox as usize]
    }

    /// Plies since the last capture or forward goose move.
    pub fn quiet_plies(&self) -> u32 {
        self.quiet
    }

    /// How many earlier positions in the current run of reversible moves equal this one with
    /// the same side to move. Positions before a capture or a forward goose move can never
    /// come back, so the scan stops there.
    fn repetitions(&self) -> usize {
        let n = self.history.len();
        let window = (self.quiet as usize).min(n);
        (2..=window)
            .step_by(2)
            .filter(|&back| {
                let u = &self.history[n - back];
                u.fox == self.fox && u.geese == self.geese
            })
            .count()
    }

    /// The outcome of the current position. Wins come before draws: a position that is both
    /// a win and a draw by count (a trapped fox on the 60th quiet ply) is a win.
    fn compute_outcome(&self) -> Outcome {
        if self.captured() >= self.config.captures_to_win() {
            return Outcome::Win {
                winner: Side::One,
                reason: EndReason::GeeseCaptured,
            };
        }
        if !self.has_moves() {
            return match self.to_move {
                Side::One => Outcome::Win {
                    winner: Side::Two,
                    reason: EndReason::FoxTrapped,
                },
                Side::Two => Outcome::Win {
                    winner: Side::One,
                    reason: EndReason::GeeseBlocked,
                },
            };
        }
        if self.repetitions() >= 2 {
            return Outcome::Draw {
                reason: EndReason::Repetition,
            };
        }
        if self.config.no_progress > 0 && self.quiet >= self.config.no_progress as u32 {
            return Outcome::Draw {
                reason: EndReason::NoProgress,
            };
        }
        Outcome::Ongoing
    }
}

impl Game for FoxGeese {
    type Move = Move;
    type Config = Config;

    const ID: &'static str = "fox-geese";

    fn preset_names() -> &'static [&'static str] {
        config::PRESET_NAMES
    }

    fn preset(name: &str) -> Result<Config, RulesError> {
        Config::preset(name)
    }

    fn options(config: &Config) -> Vec<OptionSpec> {
        config.options()
    }

    fn set_option(config: &mut Config, key: &str, value: &str) -> Result<(), RulesError> {
        let mut changed = *config;
        changed.set_option(key, value)?;
        *config = changed;
        Ok(())
    }

    fn check_options(config: &Config) -> Result<(), RulesError> {
        config.check_win_rule()
    }

    fn side_role(side: Side) -> Role {
        match side {
            Side::One => Role::Fox,
            Side::Two => Role::Geese,
        }
    }

    /// The start position; a configuration with values out of range (from a corrupt file) is
    /// first pulled into range rather than panicking.
    fn new(config: &Config) -> Self {
        let config = config.sanitized();
        let geese = start_geese(config.geese);
        FoxGeese::from_parts(&config, FOX_START, geese, config.first, 0)
            .expect("the start position of a sanitized configuration is valid")
    }

    fn config(&self) -> &Config {
        &self.config
    }

    fn side_to_move(&self) -> Side {
        self.to_move
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        if self.outcome == Outcome::Ongoing {
            self.generate(moves);
        }
    }

    fn play(&mut self, mv: &Move) {
        self.history.push(Undo {
            mv: *mv,
            fox: self.fox,
            geese: self.geese,
            quiet: self.quiet,
            hash: self.hash,
        });
        let from = mv.origin();
        let to = mv.destination();
        self.hash = self.hash_after_move(mv);
        let progress = match self.to_move {
            Side::One => {
                self.fox = to;
                let taken = mv.captured_mask();
                self.geese &= !taken;
                taken != 0
            }
            Side::Two => {
                self.geese ^= bit(from) | bit(to);
                y_of(to) > y_of(from)
            }
        };
        self.quiet = if progress {
            0
        } else {
            self.quiet.saturating_add(1)
        };
        self.to_move = self.to_move.other();
        self.outcome = self.compute_outcome();
    }

    fn undo(&mut self) -> bool {
        let Some(u) = self.history.pop() else {
            return false;
        };
        self.fox = u.fox;
        self.geese = u.geese;
        self.quiet = u.quiet;
        self.hash = u.hash;
        self.to_move = self.to_move.other();
        // A move was played from that position, so it was not finished.
        self.outcome = Outcome::Ongoing;
        true
    }

    fn ply(&self) -> usize {
        self.history.len()
    }

    fn outcome(&self) -> Outcome {
        self.outcome
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn format_move(&self, mv: &Move) -> String {
        notation::format(mv)
    }

    fn parse_move(&self, text: &str) -> Result<Move, RulesError> {
        notation::parse(self, text)
    }

    fn refusal(&self, path: &[u8]) -> Option<crate::refusal::Refusal> {
        refusal::refusal(self, path)
    }

    fn board(config: &Config) -> Board {
        geometry::board(config.diagonals)
    }

    fn pieces(&self) -> Vec<Piece> {
        let mut out = Vec::with_capacity(1 + self.geese_left() as usize);
        for sq in squares(self.geese | bit(self.fox)) {
            out.push(Piece {
                point: POINT_OF_SQUARE[sq as usize],
                kind: if sq == self.fox {
                    PieceKind::Fox
                } else {
                    PieceKind::Goose
                },
            });
        }
        out
    }

    fn bottom_side() -> Side {
        // Row 1, the geese's home edge, is at y = 0.
        Side::Two
    }

    fn move_captures(&self, mv: &Move) -> Vec<u8> {
        if mv.is_jump() {
            Self::board(self.config()).jumped_points(&mv.points())
        } else {
            Vec::new()
        }
    }

    fn threats(&self) -> Vec<(u8, u8)> {
        if self.to_move == Side::One {
            return Vec::new();
        }
        self.fox_captures()
            .into_iter()
            .map(|c| (c.goose, c.landing))
            .collect()
    }

    fn read_setup(config: &Config, text: &str) -> Result<Self, RulesError> {
        FoxGeese::setup(config, text)
    }

    fn write_setup(&self) -> String {
        self.setup_text()
    }

    fn validate(&self) -> Result<(), RulesError> {
        let (fox, geese, quiet, hash) = match self.history.first() {
            Some(u) => (u.fox, u.geese, u.quiet, u.hash),
            None => (self.fox, self.geese, self.quiet, self.hash),
        };
        let first_side = if self.history.len() % 2 == 0 {
            self.to_move
        } else {
            self.to_move.other()
        };
        let mut pos = FoxGeese::from_parts(&self.config, fox, geese, first_side, quiet)?;
        if pos.hash != hash {
            return Err(bad("wrong hash"));
        }
        // Replaying the history checks every move and every stored counter, hash and outcome.
        let mut moves = Vec::new();
        for u in &self.history {
            if (pos.fox, pos.geese, pos.quiet, pos.hash) != (u.fox, u.geese, u.quiet, u.hash) {
                return Err(bad("the history does not follow from its moves"));
            }
            moves.clear();
            pos.legal_moves(&mut moves);
            if !moves.contains(&u.mv) {
                return Err(bad("an illegal move in the history"));
            }
            pos.play(&u.mv);
        }
        if pos != *self {
            return Err(bad("the position does not follow from its history"));
        }
        Ok(())
    }

    fn counters(&self) -> Vec<(&'static str, i64)> {
        vec![
            ("geese-left", self.geese_left() as i64),
            ("captured", self.captured() as i64),
            ("captures-to-win", self.config.captures_to_win() as i64),
            ("no-progress", self.quiet as i64),
            ("no-progress-limit", self.config.no_progress as i64),
        ]
    }
}
