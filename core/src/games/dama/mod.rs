//! Dama Italiana (Italian draughts). The rules as implemented, with every decision the
//! given rules left open, are in `RULES.md` beside this file.

pub mod endgame;
pub mod endgame_distance;
pub mod endgame_file;
pub mod entry;
mod eval;
mod geometry;
mod movegen;
mod notation;
pub mod puzzles;
#[cfg(test)]
mod reference_tests;
mod refusal;
#[cfg(test)]
mod tests;
pub mod words;

use serde::{Deserialize, Serialize};

use crate::board::{Board, BoardKind, Piece, PieceKind, Point};
use crate::error::RulesError;
use crate::game::{EndReason, Game, OptionSpec, Outcome, Role, Side};
use geometry::{
    black_to_move_key, piece_key, squares, BLACK_KING, BLACK_MAN, BLACK_PROMOTION_ROW, BLACK_START,
    SQUARES, WHITE_KING, WHITE_MAN, WHITE_PROMOTION_ROW, WHITE_START,
};
pub use movegen::DamaMove;

/// Plies without a capture or a promotion after which the game is drawn (40 moves each).
pub const DRAW_PLIES: u16 = 80;
/// The most pieces a side can have.
pub const MAX_PIECES: u32 = 12;

/// The rules configuration. Italian draughts has one rule set, so there is nothing to
/// choose yet; the struct exists so options can be added without changing saves.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamaConfig {}

/// What [`Game::undo`] needs to take a move back, and what the repetition rule reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Undo {
    from: u8,
    to: u8,
    captured: u32,
    captured_kings: u32,
    /// The moving piece was a king (before the move).
    moved_king: bool,
    promoted: bool,
    /// The draw counter and the hash before the move.
    quiet_plies: u16,
    hash: u64,
}

impl Undo {
    /// Whether the position before this move can never recur after it: a man moved (men
    /// never move back) or pieces were captured.
    fn irreversible(&self) -> bool {
        !self.moved_king || self.captured != 0
    }
}

/// A position of Italian draughts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Dama {
    config: DamaConfig,
    /// Bit `i` is square `i + 1` (PDN numbering).
    white: u32,
    black: u32,
    /// Which of the pieces (of either colour) are kings.
    kings: u32,
    side: Side,
    /// Plies since the last capture or promotion.
    quiet_plies: u16,
    hash: u64,
    history: Vec<Undo>,
}

impl Dama {
    /// A position from piece sets (bit `i` = square `i + 1`), with no history. Checked.
    pub fn from_sets(
        config: &DamaConfig,
        white: u32,
        black: u32,
        kings: u32,
        side: Side,
    ) -> Result<Self, RulesError> {
        let mut pos = Dama {
            config: config.clone(),
            white,
            black,
            kings,
            side,
            quiet_plies: 0,
            hash: 0,
            history: Vec::new(),
        };
        pos.hash = pos.compute_hash();
        pos.validate()?;
        Ok(pos)
    }

    /// The pieces of the side to move and of the opponent.
    #[inline]
    fn sides(&self) -> (u32, u32) {
        match self.side {
            Side::One => (self.white, self.black),
            Side::Two => (self.black, self.white),
        }
    }

    /// White's pieces as a set (bit `i` = square `i + 1`).
    pub fn white(&self) -> u32 {
        self.white
    }
    pub fn black(&self) -> u32 {
        self.black
    }
    pub fn kings(&self) -> u32 {
        self.kings
    }
    /// Plies since the last capture or promotion.
    pub fn quiet_plies(&self) -> u16 {
        self.quiet_plies
    }

    fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for sq in squares(self.white) {
            let kind = if self.kings & (1 << sq) != 0 {
                WHITE_KING
            } else {
                WHITE_MAN
            };
            h ^= piece_key(kind, sq);
        }
        for sq in squares(self.black) {
            let kind = if self.kings & (1 << sq) != 0 {
                BLACK_KING
            } else {
                BLACK_MAN
            };
            h ^= piece_key(kind, sq);
        }
        if self.side == Side::Two {
            h ^= black_to_move_key();
        }
        h
    }

    /// The hash of the position after `mv` (a move of this position).
    #[inline]
    fn hash_after_move(&self, mv: &DamaMove) -> u64 {
        let (from_bit, to_bit) = (1u32 << mv.from, 1u32 << mv.to);
        let moved_king = self.kings & from_bit != 0;
        let (man, king, enemy_man, enemy_king) = match self.side {
            Side::One => (WHITE_MAN, WHITE_KING, BLACK_MAN, BLACK_KING),
            Side::Two => (BLACK_MAN, BLACK_KING, WHITE_MAN, WHITE_KING),
        };
        let promoted = !moved_king && movegen::promotion_row(self.side) & to_bit != 0;
        let kind = if moved_king { king } else { man };
        let mut hash = self.hash ^ piece_key(kind, mv.from as usize);
        hash ^= piece_key(if promoted { king } else { kind }, mv.to as usize);
        for sq in squares(mv.captured) {
            let kind = if self.kings & (1 << sq) != 0 {
                enemy_king
            } else {
                enemy_man
            };
            hash ^= piece_key(kind, sq);
        }
        hash ^ black_to_move_key()
    }

    /// Whether the current position (same pieces, same side to move) occurred twice before.
    fn threefold(&self) -> bool {
        let len = self.history.len();
        let mut seen = 0;
        for (k, entry) in self.history.iter().enumerate().rev() {
            if entry.irreversible() {
                break;
            }
            if (len - k) % 2 == 0 && entry.hash == self.hash {
                seen += 1;
                if seen == 2 {
                    return true;
                }
            }
        }
        false
    }

    /// The game ended by a draw rule (which leaves the side to move with moves).
    fn drawn(&self) -> Option<EndReason> {
        if self.quiet_plies >= DRAW_PLIES {
            Some(EndReason::MoveLimit)
        } else if self.threefold() {
            Some(EndReason::Repetition)
        } else {
            None
        }
    }

    /// Checks the pieces and counters (not the history).
    fn validate_here(&self) -> Result<(), RulesError> {
        let bad = |why: &str| {
            Err(RulesError::BadPosition {
                why: why.to_owned(),
            })
        };
        if self.white & self.black != 0 {
            return bad("a square holds a white and a black piece");
        }
        if self.kings & !(self.white | self.black) != 0 {
            return bad("a king flag on an empty square");
        }
        if self.white.count_ones() > MAX_PIECES || self.black.count_ones() > MAX_PIECES {
            return bad("more than 12 pieces of one colour");
        }
        if self.white & !self.kings & WHITE_PROMOTION_ROW != 0
            || self.black & !self.kings & BLACK_PROMOTION_ROW != 0
        {
            return bad("a man on the row where it would be crowned");
        }
        if self.quiet_plies > DRAW_PLIES {
            return bad("the draw counter is beyond its limit");
        }
        if self.hash != self.compute_hash() {
            return bad("the hash does not match the pieces");
        }
        Ok(())
    }

    /// Checks one undo record against the position after it.
    fn validate_undo(&self, u: &Undo) -> Result<(), RulesError> {
        let bad = |why: &str| {
            Err(RulesError::BadPosition {
                why: why.to_owned(),
            })
        };
        if u.from as usize >= SQUARES || u.to as usize >= SQUARES {
            return bad("a move in the history leaves the board");
        }
        let (to_bit, from_bit) = (1u32 << u.to, 1u32 << u.from);
        let (mover, _) = match self.side {
            Side::One => (self.black, self.white),
            Side::Two => (self.white, self.black),
        };
        if mover & to_bit == 0 {
            return bad("a move in the history does not end on the mover's piece");
        }
        if u.from == u.to && !u.moved_king {
            return bad("a man in the history returns to its square");
        }
        if u.from != u.to && (self.white | self.black) & from_bit != 0 {
            return bad("a move in the history starts on an occupied square");
        }
        if u.captured & (self.white | self.black | from_bit | to_bit) != 0
            || u.captured_kings & !u.captured != 0
        {
            return bad("the captures in the history are inconsistent");
        }
        let king_now = self.kings & to_bit != 0;
        let promotion_row = match self.side {
            Side::One => BLACK_PROMOTION_ROW,
            Side::Two => WHITE_PROMOTION_ROW,
        };
        if king_now != (u.moved_king || u.promoted)
            || (u.moved_king && u.promoted)
            || (u.promoted && promotion_row & to_bit == 0)
        {
            return bad("the crowning in the history is inconsistent");
        }
        let progress = u.captured != 0 || u.promoted;
        let expected = if progress {
            0
        } else {
            u.quiet_plies.saturating_add(1)
        };
        if self.quiet_plies != expected {
            return bad("the draw counter does not match the history");
        }
        Ok(())
    }

    /// Pieces of a colour and kind as a set.
    fn men_and_kings(&self, side: Side) -> (u32, u32) {
        let own = match side {
            Side::One => self.white,
            Side::Two => self.black,
        };
        (own & !self.kings, own & self.kings)
    }
}

impl Game for Dama {
    type Move = DamaMove;
    type Config = DamaConfig;

    const ID: &'static str = "dama-italiana";

    fn preset_names() -> &'static [&'static str] {
        &["classic"]
    }

    fn preset(name: &str) -> Result<DamaConfig, RulesError> {
        match name {
            "classic" => Ok(DamaConfig {}),
            _ => Err(RulesError::unknown_preset(name)),
        }
    }

    fn options(_config: &DamaConfig) -> Vec<OptionSpec> {
        Vec::new()
    }

    fn set_option(_config: &mut DamaConfig, key: &str, _value: &str) -> Result<(), RulesError> {
        Err(RulesError::unknown_option(key))
    }

    fn side_role(side: Side) -> Role {
        match side {
            Side::One => Role::White,
            Side::Two => Role::Black,
        }
    }

    fn new(config: &DamaConfig) -> Self {
        let mut pos = Dama {
            config: config.clone(),
            white: WHITE_START,
            black: BLACK_START,
            kings: 0,
            side: Side::One,
            quiet_plies: 0,
            hash: 0,
            history: Vec::new(),
        };
        pos.hash = pos.compute_hash();
        pos
    }

    fn config(&self) -> &DamaConfig {
        &self.config
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn legal_moves(&self, moves: &mut Vec<DamaMove>) {
        if self.drawn().is_none() {
            self.generate(moves);
        }
    }

    fn play(&mut self, mv: &DamaMove) {
        let (from_bit, to_bit) = (1u32 << mv.from, 1u32 << mv.to);
        let moved_king = self.kings & from_bit != 0;
        let captured_kings = mv.captured & self.kings;
        let promoted = !moved_king && movegen::promotion_row(self.side) & to_bit != 0;
        self.history.push(Undo {
            from: mv.from,
            to: mv.to,
            captured: mv.captured,
            captured_kings,
            moved_king,
            promoted,
            quiet_plies: self.quiet_plies,
            hash: self.hash,
        });
        self.hash = self.hash_after_move(mv);
        // `from` may equal `to` (a king's capture around a ring): clear, then set.
        let (own, enemy) = match self.side {
            Side::One => (&mut self.white, &mut self.black),
            Side::Two => (&mut self.black, &mut self.white),
        };
        *own = (*own & !from_bit) | to_bit;
        *enemy &= !mv.captured;
        self.kings &= !from_bit & !mv.captured;
        if moved_king || promoted {
            self.kings |= to_bit;
        }
        self.quiet_plies = if mv.captured != 0 || promoted {
            0
        } else {
            self.quiet_plies + 1
        };
        self.side = self.side.other();
    }

    fn undo(&mut self) -> bool {
        let Some(u) = self.history.pop() else {
            return false;
        };
        self.side = self.side.other();
        let (from_bit, to_bit) = (1u32 << u.from, 1u32 << u.to);
        let (own, enemy) = match self.side {
            Side::One => (&mut self.white, &mut self.black),
            Side::Two => (&mut self.black, &mut self.white),
        };
        *own = (*own & !to_bit) | from_bit;
        *enemy |= u.captured;
        self.kings &= !to_bit;
        if u.moved_king {
            self.kings |= from_bit;
        }
        self.kings |= u.captured_kings;
        self.quiet_plies = u.quiet_plies;
        self.hash = u.hash;
        true
    }

    fn ply(&self) -> usize {
        self.history.len()
    }

    fn outcome(&self) -> Outcome {
        let (own, _) = self.sides();
        let winner = self.side.other();
        if own == 0 {
            return Outcome::Win {
                winner,
                reason: EndReason::NoPieces,
            };
        }
        if !self.has_move() {
            return Outcome::Win {
                winner,
                reason: EndReason::NoMoves,
            };
        }
        match self.drawn() {
            Some(reason) => Outcome::Draw { reason },
            None => Outcome::Ongoing,
        }
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn format_move(&self, mv: &DamaMove) -> String {
        notation::format_move(mv)
    }

    fn parse_move(&self, text: &str) -> Result<DamaMove, RulesError> {
        notation::parse_move(self, text)
    }

    fn refusal(&self, path: &[u8]) -> Option<crate::refusal::Refusal> {
        refusal::refusal(self, path)
    }

    fn board(_config: &DamaConfig) -> Board {
        Board {
            kind: BoardKind::Checkerboard { size: 8 },
            points: (0..SQUARES)
                .map(|sq| {
                    let (x, y) = geometry::centre(sq);
                    Point {
                        name: (sq + 1).to_string(),
                        x,
                        y,
                    }
                })
                .collect(),
            lines: Vec::new(),
            width: 8.0,
            height: 8.0,
        }
    }

    fn pieces(&self) -> Vec<Piece> {
        squares(self.white | self.black)
            .map(|sq| {
                let bit = 1u32 << sq;
                let kind = match (self.white & bit != 0, self.kings & bit != 0) {
                    (true, false) => PieceKind::WhiteMan,
                    (true, true) => PieceKind::WhiteKing,
                    (false, false) => PieceKind::BlackMan,
                    (false, true) => PieceKind::BlackKing,
                };
                Piece {
                    point: sq as u8,
                    kind,
                }
            })
            .collect()
    }

    fn move_captures(&self, mv: &DamaMove) -> Vec<u8> {
        if mv.is_capture() {
            Self::board(self.config()).jumped_points(&self.move_path(mv))
        } else {
            Vec::new()
        }
    }

    fn read_setup(config: &DamaConfig, text: &str) -> Result<Self, RulesError> {
        Dama::from_fen(config, text)
    }

    fn write_setup(&self) -> String {
        self.to_fen()
    }

    fn validate(&self) -> Result<(), RulesError> {
        self.validate_here()?;
        if self.history.is_empty() {
            return Ok(());
        }
        // Take every move back on a copy, checking each record before trusting it.
        let mut pos = self.clone();
        while let Some(u) = pos.history.last().copied() {
            pos.validate_undo(&u)?;
            pos.undo();
            pos.validate_here()?;
        }
        Ok(())
    }

    fn counters(&self) -> Vec<(&'static str, i64)> {
        let (white_men, white_kings) = self.men_and_kings(Side::One);
        let (black_men, black_kings) = self.men_and_kings(Side::Two);
        vec![
            ("white-men", white_men.count_ones() as i64),
            ("white-kings", white_kings.count_ones() as i64),
            ("black-men", black_men.count_ones() as i64),
            ("black-kings", black_kings.count_ones() as i64),
            ("quiet-plies", self.quiet_plies as i64),
        ]
    }
}
