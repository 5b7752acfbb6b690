//! The probe: a toy game that exists only in the tests, to show that a game is its folder
//! plus its [`entry::ENTRY`]. Two men face each other on a row of seven points; each move
//! steps one or two points towards the other man without landing on or passing it; the
//! player who cannot move loses (a subtraction game: a gap of a multiple of three loses
//! for the side to move). Nothing outside this folder names it; `tests.rs` drives it
//! through the registry's hooks and the flows built on them.

pub mod entry;
mod puzzles;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use crate::board::{Board, BoardKind, Piece, PieceKind, Point};
use crate::engine::{Evaluate, Score};
use crate::error::RulesError;
use crate::game::{EndReason, Game, OptionSpec, Outcome, Role, Side};

const POINTS: u8 = 7;

thread_local! {
    /// How many moves this thread's probes read from notation: the tests count the
    /// readings of a move on its way in.
    pub static PARSES: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// The probe's position: where each man stands, who moves, the moves played.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Probe {
    white: u8,
    black: u8,
    to_move: Side,
    history: Vec<u8>,
}

/// How far the man to move steps.
pub type Step = u8;

fn name(point: u8) -> String {
    format!("p{}", point + 1)
}

fn point_of(text: &str) -> Option<u8> {
    let n: u8 = text.strip_prefix('p')?.parse().ok()?;
    (1..=POINTS).contains(&n).then(|| n - 1)
}

impl Probe {
    fn gap(&self) -> u8 {
        self.black - self.white - 1
    }

    fn from(&self) -> u8 {
        match self.to_move {
            Side::One => self.white,
            Side::Two => self.black,
        }
    }

    fn target(&self, step: Step) -> u8 {
        match self.to_move {
            Side::One => self.white + step,
            Side::Two => self.black - step,
        }
    }
}

impl Game for Probe {
    type Move = Step;
    type Config = ();
    const ID: &'static str = "probe";

    fn preset_names() -> &'static [&'static str] {
        &["standard"]
    }
    fn preset(name: &str) -> Result<(), RulesError> {
        (name == "standard")
            .then_some(())
            .ok_or_else(|| RulesError::unknown_preset(name))
    }
    fn options(_config: &()) -> Vec<OptionSpec> {
        Vec::new()
    }
    fn set_option(_config: &mut (), key: &str, _value: &str) -> Result<(), RulesError> {
        Err(RulesError::unknown_option(key))
    }
    fn side_role(side: Side) -> Role {
        match side {
            Side::One => Role::White,
            Side::Two => Role::Black,
        }
    }
    fn new(_config: &()) -> Probe {
        Probe {
            white: 0,
            black: POINTS - 1,
            to_move: Side::One,
            history: Vec::new(),
        }
    }
    fn config(&self) -> &() {
        &()
    }
    fn side_to_move(&self) -> Side {
        self.to_move
    }
    fn legal_moves(&self, moves: &mut Vec<Step>) {
        moves.extend((1..=2).filter(|&s| s <= self.gap()));
    }
    fn play(&mut self, step: &Step) {
        let to = self.target(*step);
        match self.to_move {
            Side::One => self.white = to,
            Side::Two => self.black = to,
        }
        self.history.push(*step);
        self.to_move = self.to_move.other();
    }
    fn undo(&mut self) -> bool {
        let Some(step) = self.history.pop() else {
            return false;
        };
        self.to_move = self.to_move.other();
        match self.to_move {
            Side::One => self.white -= step,
            Side::Two => self.black += step,
        }
        true
    }
    fn ply(&self) -> usize {
        self.history.len()
    }
    fn outcome(&self) -> Outcome {
        if self.gap() == 0 {
            Outcome::Win {
                winner: self.to_move.other(),
                reason: EndReason::NoMoves,
            }
        } else {
            Outcome::Ongoing
        }
    }
    fn hash(&self) -> u64 {
        let side = u64::from(self.to_move == Side::Two);
        (u64::from(self.white) << 8 | u64::from(self.black) << 1 | side)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }
    fn format_move(&self, step: &Step) -> String {
        format!("{}-{}", name(self.from()), name(self.target(*step)))
    }
    fn parse_move(&self, text: &str) -> Result<Step, RulesError> {
        PARSES.with(|n| n.set(n.get() + 1));
        let (from, to) = text
            .split_once('-')
            .and_then(|(a, b)| Some((point_of(a.trim())?, point_of(b.trim())?)))
            .ok_or_else(|| RulesError::bad_notation(text, "two points p1 to p7 joined by '-'"))?;
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves
            .into_iter()
            .find(|&s| from == self.from() && to == self.target(s))
            .ok_or_else(|| RulesError::illegal(text))
    }
    fn read_setup(_config: &(), text: &str) -> Result<Probe, RulesError> {
        let bad = |why: &str| RulesError::BadPosition {
            why: why.to_owned(),
        };
        let mut parts = text.split_whitespace();
        let mut next_point = || parts.next().and_then(point_of);
        let (white, black) = (next_point(), next_point());
        let (Some(white), Some(black)) = (white, black) else {
            return Err(bad("two points: the white man's, then the black man's"));
        };
        let pos = Probe {
            white,
            black,
            to_move: Side::One,
            history: Vec::new(),
        };
        pos.validate()?;
        Ok(pos)
    }
    fn write_setup(&self) -> String {
        format!("{} {}", name(self.white), name(self.black))
    }
    fn board(_config: &()) -> Board {
        Board {
            kind: BoardKind::Lines,
            points: (0..POINTS)
                .map(|p| Point {
                    name: name(p),
                    x: f32::from(p),
                    y: 0.0,
                })
                .collect(),
            lines: (1..POINTS).map(|p| (p - 1, p)).collect(),
            width: f32::from(POINTS - 1),
            height: 0.0,
        }
    }
    fn pieces(&self) -> Vec<Piece> {
        vec![
            Piece {
                point: self.white,
                kind: PieceKind::WhiteMan,
            },
            Piece {
                point: self.black,
                kind: PieceKind::BlackMan,
            },
        ]
    }
    fn validate(&self) -> Result<(), RulesError> {
        if self.white < self.black && self.black < POINTS {
            Ok(())
        } else {
            Err(RulesError::BadPosition {
                why: "the white man must stand left of the black man, on p1 to p7".into(),
            })
        }
    }
    fn counters(&self) -> Vec<(&'static str, i64)> {
        Vec::new()
    }
}

impl Evaluate for Probe {
    /// Exact: a gap that is a multiple of three loses for the side to move.
    fn evaluate(&self) -> Score {
        if self.gap() % 3 == 0 {
            -100
        } else {
            100
        }
    }
    fn is_noisy(&self, _step: &Step) -> bool {
        false
    }
}
