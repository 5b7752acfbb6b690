//! What Sungka gives the search: a quick static evaluation and move-ordering hints.
//!
//! Scale: 10 per shell (the engine's shared scale). The evaluation is the store difference,
//! a little for shells still in each side's houses (a side banks its own houses at the end,
//! but sowing carries shells over), and the best immediate threat of each side read
//! straight off the board without simulating relays: a free turn (a house holding exactly
//! the shells to reach its store) or a capture (a sowing that ends in an empty own house
//! before the store, or a full lap back into the emptied start house) — which also values
//! the opponent's exposed full houses.

use std::time::Instant;

use super::geometry::{house, opposite, store, HOLES, HOUSES};
use super::solver::{solve, Proof};
use super::sowing::{sow, Landing};
use super::{Sungka, SungkaMove};
use crate::engine::calibration::{self, Calibration};
use crate::engine::{
    CancelToken, Evaluate, Level, LevelSettings, Proven, Score, SearchOptions, Solved, Verdict, WIN,
};
use crate::game::{Game, Side};

const SHELL: Score = 10;
/// A shell still in a side's own houses: worth less than a banked one.
const HOUSE_SHELL: Score = 3;
/// A free turn: one shell banked plus the extra move.
const FREE_TURN: Score = 2 * SHELL;
/// Shells a capture must bank to be searched in quiescence.
const NOISY_GAIN: Score = 2;

/// The exact solver ([`super::solver`]) is tried when more than [`SOLVE_MIN_HOUSES`] and
/// at most [`SOLVE_HOUSES`] shells are left in the houses, for at most [`solve_share`] of
/// the move's time; what it does not prove in that time the search takes over with the
/// rest. Below the minimum the search itself sees the end (every ply banks a shell or
/// more, so the game ends within that many plies; Expert's search reaches 17 and more) and
/// plays the quickest win, where the solver only knows that a move wins.
pub(super) const SOLVE_MIN_HOUSES: u32 = 24;
const SOLVE_HOUSES: u32 = 98;

/// The share of the move's time the solver may take. With [`FEW_HOUSES`] shells or fewer
/// left most of it: there the solver proves most positions in a fraction of a second while
/// the search's estimate can still miss the only win (on the value suite one position's
/// win needs 1.5 M solver nodes, and the search scored the drawing move best even at 2 M
/// nodes; MEASUREMENTS.md). Earlier the search gets half, as a proof is rarer there.
pub(super) fn solve_share(left: u32) -> f64 {
    if left <= FEW_HOUSES {
        0.8
    } else {
        0.5
    }
}
const FEW_HOUSES: u32 = 56;

/// The best gain `side` could make at once by a direct sowing (no relays followed).
#[inline]
fn best_threat(board: &[u8; HOLES], side: Side) -> Score {
    let first = house(side, 0);
    let mut best = 0;
    for n in 0..HOUSES {
        let c = board[first + n] as usize;
        let to_store = HOUSES - n;
        let gain = if c == 0 {
            0
        } else if c == to_store {
            FREE_TURN
        } else if c < to_store {
            let land = first + n + c;
            if board[land] == 0 {
                SHELL * (1 + board[opposite(land)] as Score)
            } else {
                0
            }
        } else if c == 15 {
            // A full lap drops one shell everywhere (the store, the opposite house) and
            // the last into the emptied start house, which captures.
            SHELL * (3 + board[opposite(first + n)] as Score)
        } else {
            0
        };
        best = best.max(gain);
    }
    best
}

/// The mover's store gain of a move and how its sowing ended, on a scratch board.
#[inline]
fn sow_outcome(pos: &Sungka, mv: &SungkaMove) -> (Landing, Score) {
    let side = pos.to_move;
    let mut board = pos.board;
    let landing = sow(
        &mut board,
        side,
        house(side, mv.house as usize - 1),
        &mut (),
    );
    let gain = board[store(side)] as Score - pos.board[store(side)] as Score;
    (landing, gain)
}

impl Evaluate for Sungka {
    /// Fitted on 60 games, 1012 positions (`fireside calibrate sungka --time 0.02 --seed 23`).
    const CALIBRATION: Calibration = Calibration {
        k: 0.0065,
        ..calibration::LICHESS
    };

    fn evaluate(&self) -> Score {
        let me = self.to_move;
        let them = me.other();
        let b = &self.board;
        let stores = b[store(me)] as Score - b[store(them)] as Score;
        let houses = self.house_total(me) as Score - self.house_total(them) as Score;
        // The mover can cash a threat now; the opponent only after the mover's reply.
        SHELL * stores + HOUSE_SHELL * houses + best_threat(b, me) / 2 - best_threat(b, them) / 3
    }

    /// Only captures that bank two shells or more (the drops into the store on the way
    /// included), in practice those that take the opponent's shells: nearly every Sungka
    /// move ends in a capture or a free turn, so following all of them in quiescence was a
    /// full-width search without a horizon (the start position did not finish depth 1 in a
    /// second).
    fn is_noisy(&self, mv: &SungkaMove) -> bool {
        let (landing, gain) = sow_outcome(self, mv);
        landing == Landing::Capture && gain >= NOISY_GAIN
    }

    /// Sungka's first moves decide a lot (from the start, player 1 has a chain of free
    /// turns worth over half the shells), and four plies already find such chains, so with
    /// the shared settings Expert scored only about 55 % against Normal: who moved first
    /// decided. Normal is made more careless here (a careless move in three, picked more
    /// loosely), which tournaments showed keeps Normal well above Easy.
    fn adjust_level(level: Level, settings: &mut LevelSettings) {
        if level == Level::Normal {
            settings.weak_chance = 0.3;
            settings.temperature = 150.0;
        }
    }

    /// The yardstick's material: the store difference, 10 a shell.
    fn plain_evaluate(&self) -> Score {
        let me = self.to_move;
        SHELL * (self.board[store(me)] as Score - self.board[store(me.other())] as Score)
    }

    /// Expert's free turns cost no depth: against the plain engine at 0.25 s per move
    /// (40 games, balanced openings) it scored 57.5 % with the extension, 50 % without,
    /// 55 % with reductions and futility off instead (MEASUREMENTS.md) — small differences,
    /// as most Sungka games are decided by the opening, but the only lever that measured
    /// better. Normal and Easy keep their nominal depths.
    fn adjust_search(level: Level, options: &mut SearchOptions) {
        if level == Level::Expert {
            options.free_turn_extension = true;
        }
    }

    /// A win or draw the exact solver proves within a share of the time is played as it is;
    /// a proved loss is left to the search, whose best try may still draw the opponent
    /// into a mistake.
    fn solved_move(
        &self,
        deadline: Option<Instant>,
        cancel: &CancelToken,
    ) -> Option<Solved<SungkaMove>> {
        let left = self.house_total(Side::One) + self.house_total(Side::Two);
        if self.outcome().is_over() || left <= SOLVE_MIN_HOUSES || left > SOLVE_HOUSES {
            return None;
        }
        let now = Instant::now();
        let solve_by =
            deadline.map(|d| now + d.saturating_duration_since(now).mul_f64(solve_share(left)));
        let (proof, nodes) = solve(self, solve_by, u64::MAX, Some(cancel));
        // Shells left in the houses bound the plies left (each ply banks one or more).
        let (house, score) = match proof? {
            Proof::Win { house } => (house, WIN - left as Score),
            Proof::Draw { house } => (house, 0),
            Proof::Loss => return None,
        };
        Some(Solved {
            mv: SungkaMove { house },
            score,
            nodes,
        })
    }

    /// The exact solver, on any ongoing position, within `work` nodes.
    fn proven(&self, work: Option<u64>, cancel: &CancelToken) -> Option<Proven<SungkaMove>> {
        if self.outcome().is_over() {
            return None;
        }
        let (proof, _) = solve(self, None, work.unwrap_or(u64::MAX), Some(cancel));
        let (verdict, best) = match proof? {
            Proof::Win { house } => (Verdict::Win, Some(SungkaMove { house })),
            Proof::Draw { house } => (Verdict::Draw, Some(SungkaMove { house })),
            Proof::Loss => (Verdict::Loss, None),
        };
        Some(Proven {
            verdict,
            plies: None,
            best,
        })
    }

    /// The solver's table is kept from call to call on a thread: cleared for a review.
    fn review_reset() {
        super::solver::reset();
    }

    fn order_info(&self, mv: &SungkaMove) -> (bool, i32) {
        let (landing, gain) = sow_outcome(self, mv);
        let hint = match landing {
            Landing::FreeTurn => 100_000 + gain,
            Landing::Capture => 10_000 + gain,
            Landing::Stay => gain,
        };
        (landing == Landing::Capture && gain >= NOISY_GAIN, hint)
    }

    fn order_hint(&self, mv: &SungkaMove) -> i32 {
        let (landing, gain) = sow_outcome(self, mv);
        match landing {
            Landing::FreeTurn => 100_000 + gain,
            Landing::Capture => 10_000 + gain,
            Landing::Stay => gain,
        }
    }
}
