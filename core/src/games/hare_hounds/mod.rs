//! Hare and Hounds, the French military game: three hounds try to corner a hare on an
//! 11-point board. Small enough to solve exactly (`solver.rs`); the computer player
//! reads the solution. Rules and every decision taken: `RULES.md` beside this file.

pub mod entry;
mod eval;
mod geometry;
mod notation;
pub mod puzzles;
mod refusal;
mod rules;
mod solver;
#[cfg(test)]
mod tests;
pub mod words;

use serde::{Deserialize, Serialize};

use crate::board::{Board, Piece, PieceKind};
use crate::error::RulesError;
use crate::game::{parse_number, Game, OptionSpec, Outcome, Role, Side};
use crate::zobrist;

use geometry::{ALL, POINTS};
pub use rules::Move;
use rules::{State, HARE, HOUNDS};
pub use solver::{Value, MAX_STALL_LIMIT};

/// The rules configuration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct HareHoundsConfig {
    /// The hounds' consecutive non-advancing moves at which the hare wins.
    pub stall_limit: u8,
    /// The hare moves first instead of the hounds.
    pub hare_first: bool,
}

impl Default for HareHoundsConfig {
    fn default() -> Self {
        HareHoundsConfig {
            stall_limit: 10,
            hare_first: false,
        }
    }
}

/// What undo needs besides the move: the stall counter before it (an advancing move
/// resets the counter and forgets it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Undo {
    mv: Move,
    stall: u8,
}

/// A position of Hare and Hounds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HareHounds {
    config: HareHoundsConfig,
    state: State,
    history: Vec<Undo>,
}

// Hound on each point, hare on each point, hare to move, stall counter 0..=limit.
const KEYS: [u64; 2 * POINTS + 1 + MAX_STALL_LIMIT as usize + 1] =
    zobrist::keys(0x4a4e_4844_4841_5245);
const HOUND_KEY: usize = 0;
const HARE_KEY: usize = POINTS;
const HARE_TO_MOVE_KEY: usize = 2 * POINTS;
const STALL_KEY: usize = 2 * POINTS + 1;

const STALL_LIMIT_KEY: &str = "stall-limit";
const FIRST_KEY: &str = "first";

impl HareHounds {
    fn stall_limit(&self) -> u8 {
        self.config.stall_limit
    }

    /// The consecutive hound moves so far that did not advance.
    pub fn stall(&self) -> u8 {
        self.state.stall
    }
}

fn check_state(s: &State, limit: u8) -> Result<(), RulesError> {
    let bad = |why: &str| {
        Err(RulesError::BadPosition {
            why: why.to_owned(),
        })
    };
    if s.hounds & !ALL != 0 || s.hounds.count_ones() != 3 {
        return bad("there must be three hounds on the board");
    }
    if usize::from(s.hare) >= POINTS {
        return bad("the hare is off the board");
    }
    if s.hounds & (1 << s.hare) != 0 {
        return bad("the hare and a hound share a point");
    }
    if s.stall > limit || (s.to_move == HOUNDS && s.stall >= limit) {
        return bad("the stall counter is beyond the limit");
    }
    Ok(())
}

impl Game for HareHounds {
    type Move = Move;
    type Config = HareHoundsConfig;

    const ID: &'static str = "hare-hounds";

    fn preset_names() -> &'static [&'static str] {
        &["classic", "hare-first"]
    }

    fn preset(name: &str) -> Result<HareHoundsConfig, RulesError> {
        match name {
            "classic" => Ok(HareHoundsConfig::default()),
            "hare-first" => Ok(HareHoundsConfig {
                hare_first: true,
                ..HareHoundsConfig::default()
            }),
            _ => Err(RulesError::unknown_preset(name)),
        }
    }

    fn options(config: &HareHoundsConfig) -> Vec<OptionSpec> {
        vec![
            OptionSpec::number(
                STALL_LIMIT_KEY,
                1,
                i64::from(MAX_STALL_LIMIT),
                i64::from(config.stall_limit),
            ),
            OptionSpec::choice(
                FIRST_KEY,
                &["hounds", "hare"],
                if config.hare_first { "hare" } else { "hounds" },
            ),
        ]
    }

    fn set_option(config: &mut HareHoundsConfig, key: &str, value: &str) -> Result<(), RulesError> {
        match key {
            STALL_LIMIT_KEY => {
                let n = parse_number(key, value, 1, i64::from(MAX_STALL_LIMIT))?;
                config.stall_limit = n as u8;
            }
            FIRST_KEY => {
                config.hare_first = match value {
                    "hounds" => false,
                    "hare" => true,
                    _ => return Err(RulesError::bad_option_value(key, value, "hounds or hare")),
                }
            }
            _ => return Err(RulesError::unknown_option(key)),
        }
        Ok(())
    }

    fn side_role(side: Side) -> Role {
        match side {
            HOUNDS => Role::Hounds,
            _ => Role::Hare,
        }
    }

    fn new(config: &HareHoundsConfig) -> Self {
        HareHounds {
            config: config.clone(),
            state: State {
                // b1, a2, c2
                hounds: 0b1011,
                hare: 10,
                to_move: if config.hare_first { HARE } else { HOUNDS },
                stall: 0,
            },
            history: Vec::new(),
        }
    }

    fn config(&self) -> &HareHoundsConfig {
        &self.config
    }

    fn side_to_move(&self) -> Side {
        self.state.to_move
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.extend(self.state.moves(self.stall_limit()));
    }

    fn play(&mut self, mv: &Move) {
        self.history.push(Undo {
            mv: *mv,
            stall: self.state.stall,
        });
        self.state = self.state.after(*mv);
    }

    fn undo(&mut self) -> bool {
        let Some(u) = self.history.pop() else {
            return false;
        };
        let s = &mut self.state;
        s.to_move = s.to_move.other();
        if s.to_move == HARE {
            s.hare = u.mv.from;
        } else {
            s.hounds ^= (1 << u.mv.from) | (1 << u.mv.to);
        }
        s.stall = u.stall;
        true
    }

    fn ply(&self) -> usize {
        self.history.len()
    }

    fn outcome(&self) -> Outcome {
        self.state.outcome(self.stall_limit())
    }

    /// Computed whole rather than kept up to date: it is five table reads, and a stored
    /// hash would be one more thing a corrupt save could get wrong.
    fn hash(&self) -> u64 {
        let s = &self.state;
        let mut h = KEYS[HARE_KEY + usize::from(s.hare)] ^ KEYS[STALL_KEY + usize::from(s.stall)];
        let mut set = s.hounds;
        while set != 0 {
            h ^= KEYS[HOUND_KEY + set.trailing_zeros() as usize];
            set &= set - 1;
        }
        if s.to_move == HARE {
            h ^= KEYS[HARE_TO_MOVE_KEY];
        }
        h
    }

    fn format_move(&self, mv: &Move) -> String {
        notation::format_move(mv)
    }

    fn parse_move(&self, text: &str) -> Result<Move, RulesError> {
        notation::parse_move(self, text)
    }

    fn refusal(&self, path: &[u8]) -> Option<crate::refusal::Refusal> {
        refusal::refusal(&self.state, path)
    }

    fn board(_config: &HareHoundsConfig) -> Board {
        geometry::board()
    }

    fn pieces(&self) -> Vec<Piece> {
        let mut out = Vec::with_capacity(4);
        let mut set = self.state.hounds;
        while set != 0 {
            out.push(Piece {
                point: set.trailing_zeros() as u8,
                kind: PieceKind::Hound,
            });
            set &= set - 1;
        }
        out.push(Piece {
            point: self.state.hare,
            kind: PieceKind::Hare,
        });
        out
    }

    fn read_setup(config: &HareHoundsConfig, text: &str) -> Result<Self, RulesError> {
        HareHounds::setup(config, text)
    }

    fn write_setup(&self) -> String {
        self.setup_text()
    }

    fn validate(&self) -> Result<(), RulesError> {
        let limit = self.stall_limit();
        if !(1..=MAX_STALL_LIMIT).contains(&limit) {
            return Err(RulesError::BadPosition {
                why: format!("stall limit {limit} is not from 1 to {MAX_STALL_LIMIT}"),
            });
        }
        check_state(&self.state, limit)?;
        // Walk the history back: each recorded move must have been legal in the position
        // it leaves behind and lead to the next one.
        let mut s = self.state;
        for u in self.history.iter().rev() {
            let incoherent = || RulesError::BadPosition {
                why: "the move history does not lead to this position".to_owned(),
            };
            let (from, to) = (u.mv.from, u.mv.to);
            if usize::from(from) >= POINTS || usize::from(to) >= POINTS {
                return Err(incoherent());
            }
            let mover = s.to_move.other();
            let prev = State {
                hounds: if mover == HOUNDS {
                    s.hounds ^ (1 << from) ^ (1 << to)
                } else {
                    s.hounds
                },
                hare: if mover == HARE { from } else { s.hare },
                to_move: mover,
                stall: u.stall,
            };
            check_state(&prev, limit).map_err(|_| incoherent())?;
            if !prev.moves(limit).contains(&u.mv) || prev.after(u.mv) != s {
                return Err(incoherent());
            }
            s = prev;
        }
        Ok(())
    }

    fn counters(&self) -> Vec<(&'static str, i64)> {
        vec![
            ("stall", i64::from(self.state.stall)),
            ("stall-limit", i64::from(self.stall_limit())),
        ]
    }
}
