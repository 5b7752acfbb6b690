//! Move ordering: the table move first, then noisy moves, killers, and quiet moves by
//! history; plus the late-move-reduction table.

use std::hash::{Hash, Hasher};

use crate::game::Side;

/// Ordering bands: the table move, then noisy moves (by hint), then the two killers, then
/// quiet moves by history plus hint (kept below the killers by clamping).
pub const TABLE_MOVE: i32 = 30_000_000;
pub const NOISY: i32 = 20_000_000;
pub const KILLER_1: i32 = 19_000_000;
pub const KILLER_2: i32 = 18_000_000;
const HINT_LIMIT: i32 = 1_000_000;

pub fn clamp_hint(hint: i32) -> i32 {
    hint.clamp(-HINT_LIMIT, HINT_LIMIT)
}

/// A fast hash of a move, for the history table. `Game::Move` is only `Hash`, so this is an
/// FxHash-style hasher fed by the move's own `Hash` impl.
#[derive(Default)]
struct MoveHasher(u64);

impl Hasher for MoveHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    /// Eight bytes per step: a move's path arrives as one byte slice, and a byte per
    /// multiplication made hashing the ordering's largest cost in games with long moves.
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.write_u64(u64::from_le_bytes(c.try_into().expect("eight bytes")));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut last = [0u8; 8];
            last[..rest.len()].copy_from_slice(rest);
            self.write_u64(u64::from_le_bytes(last));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.write_u64(n as u64)
    }

    fn write_u16(&mut self, n: u16) {
        self.write_u64(n as u64)
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(n as u64)
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64)
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

const HISTORY_BITS: u32 = 12;
const HISTORY_SIZE: usize = 1 << HISTORY_BITS;
/// History scores stay within ±HISTORY_MAX ("gravity" update), far below the killers.
const HISTORY_MAX: i32 = 16_384;

/// How often a quiet move caused a cutoff, per side, by a hash of the move (collisions only
/// blur the ordering).
pub struct History {
    table: Vec<i32>,
}

impl Default for History {
    fn default() -> Self {
        History {
            table: vec![0; 2 * HISTORY_SIZE],
        }
    }
}

impl History {
    #[inline]
    pub fn slot<M: Hash>(side: Side, mv: &M) -> usize {
        let mut h = MoveHasher::default();
        mv.hash(&mut h);
        let bucket = (h.finish() >> (64 - HISTORY_BITS)) as usize;
        side.index() * HISTORY_SIZE + bucket
    }

    #[inline]
    pub fn get(&self, slot: usize) -> i32 {
        self.table[slot]
    }

    /// Rewards (positive bonus) or penalizes a move, pulling towards ±HISTORY_MAX.
    #[inline]
    pub fn update(&mut self, slot: usize, bonus: i32) {
        let bonus = bonus.clamp(-HISTORY_MAX, HISTORY_MAX);
        let h = &mut self.table[slot];
        *h += bonus - *h * bonus.abs() / HISTORY_MAX;
    }

    /// Halves every score, so a new search keeps the tendencies but not the magnitudes.
    pub fn age(&mut self) {
        self.table.iter_mut().for_each(|h| *h /= 2);
    }

    pub fn clear(&mut self) {
        self.table.iter_mut().for_each(|h| *h = 0);
    }
}

/// Late-move reductions by remaining depth and move number: about ln(d)·ln(n)/2.
pub struct Reductions {
    table: [[u8; 64]; 64],
}

impl Default for Reductions {
    fn default() -> Self {
        let mut table = [[0u8; 64]; 64];
        for (d, row) in table.iter_mut().enumerate().skip(1) {
            for (n, r) in row.iter_mut().enumerate().skip(1) {
                *r = (0.5 + (d as f64).ln() * (n as f64).ln() / 2.0) as u8;
            }
        }
        Reductions { table }
    }
}

impl Reductions {
    #[inline]
    pub fn get(&self, depth: i32, move_number: usize) -> i32 {
        self.table[(depth as usize).min(63)][move_number.min(63)] as i32
    }
}

/// Selection sort step: brings the best remaining move (by `score`) to `i`; cutoffs
/// usually come early, so sorting everything would be wasted. Ties keep the earlier move.
#[inline]
pub fn pick_best<T>(order: &mut [T], i: usize, score: impl Fn(&T) -> i32) {
    let mut best = i;
    for j in i + 1..order.len() {
        if score(&order[j]) > score(&order[best]) {
            best = j;
        }
    }
    order.swap(i, best);
}
