//! One sowing, step by step. The same code plays a move and records its trace, so the
//! animation the apps show can never disagree with the rules.
//!
//! Why a sowing always ends: every hole but the opponent's store is visited in turn, so
//! every 15 consecutive drops include one into the mover's store, and shells never leave a
//! store. The shells in houses are finite (at most the total), so after at most
//! 15 × total drops the hand is empty with nothing left to relay. See RULES.md.

use super::geometry::{next, opposite, owner, store, HOLES};
use crate::game::{Side, SowStep};

/// Where the steps of a sowing go: nowhere when playing, into a trace when tracing.
pub(crate) trait Recorder {
    fn record(&mut self, step: SowStep);
}

impl Recorder for () {
    #[inline(always)]
    fn record(&mut self, _step: SowStep) {}
}

impl Recorder for Vec<SowStep> {
    fn record(&mut self, step: SowStep) {
        self.push(step);
    }
}

/// How a sowing ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Landing {
    FreeTurn,
    Capture,
    Stay,
}

/// Sows the house `start` (a non-empty house of `side`) with relays until the turn's last
/// shell comes to rest, updating `board`.
#[inline]
pub(crate) fn sow<R: Recorder>(
    board: &mut [u8; HOLES],
    side: Side,
    start: usize,
    rec: &mut R,
) -> Landing {
    let own_store = store(side);
    let mut hand = board[start];
    board[start] = 0;
    rec.record(SowStep::Pick {
        hole: start as u8,
        count: hand,
    });
    let mut hole = start;
    loop {
        hole = next(hole, side);
        board[hole] += 1;
        hand -= 1;
        rec.record(SowStep::Drop { hole: hole as u8 });
        if hand > 0 {
            continue;
        }
        if hole == own_store {
            rec.record(SowStep::FreeTurn);
            return Landing::FreeTurn;
        }
        if board[hole] > 1 {
            hand = board[hole];
            board[hole] = 0;
            rec.record(SowStep::Relay {
                hole: hole as u8,
                count: hand,
            });
            continue;
        }
        if owner(hole) == Some(side) {
            let opp = opposite(hole);
            let count = 1 + board[opp];
            board[hole] = 0;
            board[opp] = 0;
            board[own_store] += count;
            rec.record(SowStep::Capture {
                hole: hole as u8,
                opposite: opp as u8,
                store: own_store as u8,
                count,
            });
            return Landing::Capture;
        }
        rec.record(SowStep::Stay { hole: hole as u8 });
        return Landing::Stay;
    }
}
