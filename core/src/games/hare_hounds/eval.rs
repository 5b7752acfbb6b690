//! The computer player's side of the game: the exact solution as oracle, the optimal
//! moves it implies, and a heuristic evaluation for the levels that do not read the whole
//! solution (Easy and Normal; see `LevelSettings::oracle_reach`).

use std::time::Instant;

use super::geometry::{ADJ, ALL, AT_OR_BELOW_ROW, ROW};
use super::rules::{Move, HOUNDS};
use super::solver::{table, Value};
use super::HareHounds;
use crate::engine::{
    CancelToken, Evaluate, Level, LevelSettings, Proven, Score, Solved, Verdict, WIN,
};
use crate::game::{Game, Side};

impl HareHounds {
    /// The solved value of this position for the side to move.
    pub fn value(&self) -> Value {
        table(self.config.stall_limit)
            .value(&self.state)
            .expect("a validated position is in the table")
    }

    /// Every legal move that keeps the solved value: for the winner the fastest wins, for
    /// the loser the longest resistance, otherwise the moves that keep the draw. In move
    /// generation order, so the first is a deterministic choice. None once the game is over.
    pub fn best_moves(&self) -> Vec<Move> {
        let limit = self.config.stall_limit;
        let t = table(limit);
        let want = match self.value() {
            // The opponent must then lose in one ply fewer, or win in one ply fewer.
            Value::Win(n) => Value::Loss(n.saturating_sub(1)),
            Value::Loss(n) => Value::Win(n.saturating_sub(1)),
            Value::Draw => Value::Draw,
        };
        self.state
            .moves(limit)
            .into_iter()
            .filter(|mv| t.value(&self.state.after(*mv)) == Some(want))
            .collect()
    }
}

/// The score of a solved value, as [`Evaluate::oracle`] defines it.
pub fn score(value: Value) -> Score {
    match value {
        Value::Win(n) => WIN - Score::from(n),
        Value::Loss(n) => -(WIN - Score::from(n)),
        Value::Draw => 0,
    }
}

/// Per free point next to the hare: room is what the hare lives on.
const HARE_ROOM: Score = 20;
/// Per point the hare can walk to past the hounds as they stand: the net's size.
const HARE_AREA: Score = 15;
/// Per row each hound has advanced, up to the hare's row: the net closes from behind.
const ADVANCE: Score = 10;
/// Per hound past the hare (on a higher row): it can never come back to help.
const PASSED: Score = 80;
/// The hare can walk, as the hounds stand, to a point below every hound.
const ESCAPE_PATH: Score = 400;
/// The hare can step below every hound next move.
const ESCAPE_OPEN: Score = 200;
/// Times the square of the stall counter (non-advancing hound moves in a row).
const STALL: Score = 5;

impl HareHounds {
    /// A plain judgement of the position from the hounds' side, for the levels that play
    /// without the solution: close the net from behind (the points the hare can reach, and
    /// whether any of them is past the rearmost hound), hem the hare in, mind the stall
    /// counter.
    fn hounds_heuristic(&self) -> Score {
        let s = &self.state;
        let hare = s.hare as usize;
        let empty = ALL & !s.hounds;
        let free = ADJ[hare] & empty & !(1 << hare);
        let mut rear = u8::MAX;
        let mut rows = 0;
        let mut set = s.hounds;
        while set != 0 {
            let row = ROW[set.trailing_zeros() as usize];
            rear = rear.min(row);
            rows += if row <= ROW[hare] {
                ADVANCE * Score::from(row)
            } else {
                -PASSED
            };
            set &= set - 1;
        }
        let mut area: u16 = 1 << hare;
        loop {
            let mut next = area;
            let mut set = area;
            while set != 0 {
                next |= ADJ[set.trailing_zeros() as usize] & empty;
                set &= set - 1;
            }
            if next == area {
                break;
            }
            area = next;
        }
        let below = AT_OR_BELOW_ROW[usize::from(rear - 1)];
        let mut score = rows
            - HARE_ROOM * free.count_ones() as Score
            - HARE_AREA * (area.count_ones() as Score - 1);
        if area & below != 0 {
            score -= ESCAPE_PATH;
        }
        if free & below != 0 {
            score -= ESCAPE_OPEN;
        }
        let stall = Score::from(s.stall);
        score - STALL * stall * stall
    }
}

/// Hare and Hounds' weaker levels, measured by the round robin (`fireside
/// ratings-of-levels`, MEASUREMENTS.md): reading the solution 10 and 16 plies ahead, Easy
/// and Normal played near the solver, so a beginner could not beat either; Easy's hounds
/// now see only a forced end [`EASY_REACH`] plies away, so they let the hare slip past a
/// line a beginner can find.
const EASY_REACH: u32 = 6;
/// Easy's hare reads forced ends only this far and looks one ply: the two-ply hare reading
/// six plies escaped the beginner's hounds in every game (`fireside tournament hare-hounds
/// --a beginner --b easy`); Easy's hounds keep their reach: with the hare's, they lost 9 of
/// 10 to random moves.
const EASY_HARE_REACH: u32 = 2;
const NORMAL_REACH: u32 = 16;

impl Evaluate for HareHounds {
    fn adjust_level(level: Level, settings: &mut LevelSettings) {
        match level {
            Level::Easy => {
                settings.oracle_reach = EASY_REACH;
                settings.random_chance = 0.25;
            }
            Level::Normal => settings.oracle_reach = NORMAL_REACH,
            Level::Expert => {}
        }
    }

    fn adjust_level_for_side(level: Level, side: Side, settings: &mut LevelSettings) {
        if level == Level::Easy && side == Side::Two {
            settings.weak_depth = 1;
            settings.depth = Some(1);
            settings.oracle_reach = EASY_HARE_REACH;
        }
    }

    /// A heuristic: the exact score comes from [`Evaluate::oracle`], which the search reads
    /// as far as the level allows.
    fn evaluate(&self) -> Score {
        let s = self.hounds_heuristic();
        if self.state.to_move == HOUNDS {
            s
        } else {
            -s
        }
    }

    fn is_noisy(&self, _mv: &Move) -> bool {
        false
    }

    /// No hint: ordering by the solution would leak it to the levels that must not read
    /// it, and Expert reads every move's exact value at the first ply anyway.
    fn order_hint(&self, _mv: &Move) -> i32 {
        0
    }

    /// Expert plays the solution's move straight from the table: no timed search, so a
    /// loaded machine cannot make it fall back to an unsearched move (it once lost a game
    /// so, when depth 1 did not finish before the deadline).
    fn solved_move(
        &self,
        _deadline: Option<Instant>,
        _cancel: &CancelToken,
    ) -> Option<Solved<Move>> {
        if self.outcome().is_over() {
            return None;
        }
        let score = score(self.value());
        let mv = self.best_moves().into_iter().next()?;
        Some(Solved {
            mv,
            score,
            nodes: 0,
        })
    }

    fn oracle(&self) -> Option<Score> {
        table(self.config.stall_limit).value(&self.state).map(score)
    }

    /// The solution, with its first optimal move.
    fn proven(&self, _work: Option<u64>, _cancel: &CancelToken) -> Option<Proven<Move>> {
        let (verdict, plies) = Verdict::of_score(self.oracle()?);
        let best = if self.outcome().is_over() {
            None
        } else {
            self.best_moves().into_iter().next()
        };
        Some(Proven {
            verdict,
            plies,
            best,
        })
    }
}
