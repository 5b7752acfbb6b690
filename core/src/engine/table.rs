//! The transposition table: a fixed block of memory, set at creation, of 64-byte buckets
//! holding four entries each.
//!
//! An entry is two words: the position's full 64-bit hash (so a false match needs two
//! positions with the same 64-bit key), and the data: score (32 bits), move index (16),
//! depth (8), bound (2) and generation (6).
//!
//! Why a move *index* and not the move: `Game::Move` need not be small or `Copy` (Dama's
//! capture paths), and hashing a move back to itself would need a lookup. Move generation is
//! deterministic, so the index of the move in the position's `legal_moves` order names it
//! exactly; the search checks the index against the list length, so even a corrupt entry
//! could only suggest some other legal move, never an illegal one.

use crate::engine::Score;

/// The largest table a level uses: 32 MiB.
pub const DEFAULT_TABLE_BYTES: usize = 32 << 20;

const BUCKET_WORDS: usize = 8;
const BUCKET_BYTES: usize = BUCKET_WORDS * 8;
const ENTRIES: usize = BUCKET_WORDS / 2;
/// "No move" in the move-index field.
pub const NO_MOVE: u16 = u16::MAX;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true score is at most this (every move failed low).
    Upper = 1,
    /// The true score is at least this (a move failed high).
    Lower = 2,
    Exact = 3,
}

/// One entry read from the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub score: Score,
    /// Index in the position's legal-move order, or [`NO_MOVE`].
    pub mv: u16,
    pub depth: u8,
    pub bound: Bound,
}

pub struct Table {
    // `[u64; 8]` rather than an aligned struct: `vec![[0; 8]; n]` takes zeroed pages straight
    // from the allocator, so creating a 32 MiB table costs nothing until it is used.
    buckets: Vec<[u64; BUCKET_WORDS]>,
    generation: u8,
}

impl Table {
    /// A table of `bytes` (rounded down to whole 64-byte buckets; at least one bucket).
    pub fn new(bytes: usize) -> Self {
        let count = (bytes / BUCKET_BYTES).max(1);
        Table {
            buckets: vec![[0; BUCKET_WORDS]; count],
            generation: 0,
        }
    }

    /// The memory the entries occupy, fixed for the table's life.
    pub fn memory_bytes(&self) -> usize {
        self.buckets.capacity() * BUCKET_BYTES
    }

    pub fn clear(&mut self) {
        self.buckets.iter_mut().for_each(|b| *b = [0; BUCKET_WORDS]);
        self.generation = 0;
    }

    /// Marks the start of a new search, so older entries are replaced first.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 63;
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        // Multiply-high maps the key onto any bucket count without a power of two.
        ((key as u128 * self.buckets.len() as u128) >> 64) as usize
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let bucket = &self.buckets[self.bucket(key)];
        for e in 0..ENTRIES {
            let data = bucket[2 * e + 1];
            if bucket[2 * e] == key && data != 0 {
                return Some(unpack(data));
            }
        }
        None
    }

    #[inline]
    pub fn store(&mut self, key: u64, score: Score, mv: u16, depth: i32, bound: Bound) {
        let generation = self.generation;
        let index = self.bucket(key);
        let bucket = &mut self.buckets[index];
        let depth = depth.clamp(0, 255) as u8;
        let mut victim = 0;
        let mut victim_worth = i32::MAX;
        for e in 0..ENTRIES {
            let data = bucket[2 * e + 1];
            if data == 0 {
                if victim_worth > i32::MIN {
                    victim = e;
                    victim_worth = i32::MIN;
                }
                continue;
            }
            if bucket[2 * e] == key {
                let old = unpack(data);
                let old_generation = (data >> 58) as u8;
                // Keep a deeper entry of this search unless the new one is exact.
                if bound != Bound::Exact
                    && old_generation == generation
                    && (old.depth as i32) > depth as i32 + 2
                {
                    return;
                }
                let mv = if mv == NO_MOVE { old.mv } else { mv };
                bucket[2 * e + 1] = pack(score, mv, depth, bound, generation);
                return;
            }
            let age = (generation.wrapping_sub((data >> 58) as u8) & 63) as i32;
            let worth = unpack(data).depth as i32 - 8 * age;
            if worth < victim_worth {
                victim = e;
                victim_worth = worth;
            }
        }
        bucket[2 * victim] = key;
        bucket[2 * victim + 1] = pack(score, mv, depth, bound, generation);
    }
}

#[inline]
fn pack(score: Score, mv: u16, depth: u8, bound: Bound, generation: u8) -> u64 {
    (score as u32 as u64)
        | (mv as u64) << 32
        | (depth as u64) << 48
        | (bound as u64) << 56
        | ((generation & 63) as u64) << 58
}

#[inline]
fn unpack(data: u64) -> Entry {
    Entry {
        score: data as u32 as i32,
        mv: (data >> 32) as u16,
        depth: (data >> 48) as u8,
        bound: match (data >> 56) & 3 {
            1 => Bound::Upper,
            2 => Bound::Lower,
            _ => Bound::Exact,
        },
    }
}
