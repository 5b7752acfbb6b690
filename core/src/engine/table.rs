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

use crate::engine::score::{Score, WIN_THRESHOLD};

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

impl Entry {
    /// The entry's score where it settles a node searched `depth` plies deep at `ply`
    /// within `alpha..beta` (deep enough, and its bound on the right side of the window).
    #[inline]
    pub fn cutoff(&self, depth: i32, alpha: Score, beta: Score, ply: usize) -> Option<Score> {
        if (self.depth as i32) < depth {
            return None;
        }
        let s = score_from_table(self.score, ply);
        match self.bound {
            Bound::Exact => Some(s),
            Bound::Lower if s >= beta => Some(s),
            Bound::Upper if s <= alpha => Some(s),
            _ => None,
        }
    }
}

impl Bound {
    /// What a node's `best` says of its true score, searched within `alpha..beta`.
    #[inline]
    pub fn of(best: Score, alpha: Score, beta: Score) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

/// Win scores go into the table relative to the node, so they stay right when the same
/// position is reached at another ply.
#[inline]
pub fn score_to_table(score: Score, ply: usize) -> Score {
    if score >= WIN_THRESHOLD {
        score + ply as Score
    } else if score <= -WIN_THRESHOLD {
        score - ply as Score
    } else {
        score
    }
}

/// A table score back relative to the root, at `ply`.
#[inline]
pub fn score_from_table(score: Score, ply: usize) -> Score {
    if score >= WIN_THRESHOLD {
        score - ply as Score
    } else if score <= -WIN_THRESHOLD {
        score + ply as Score
    } else {
        score
    }
}

pub struct Table {
    buckets: memory::Buckets,
    generation: u8,
}

impl Table {
    /// A table of `bytes` (rounded down to whole 64-byte buckets; at least one bucket).
    pub fn new(bytes: usize) -> Self {
        let count = (bytes / BUCKET_BYTES).max(1);
        Table {
            buckets: memory::Buckets::zeroed(count),
            generation: 0,
        }
    }

    /// The memory the entries occupy, fixed for the table's life.
    pub fn memory_bytes(&self) -> usize {
        self.buckets.len() * BUCKET_BYTES
    }

    pub fn clear(&mut self) {
        self.buckets
            .as_mut_slice()
            .iter_mut()
            .for_each(|b| b.0 = [0; BUCKET_WORDS]);
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

    /// Asks the processor to start loading `key`'s bucket: called right after a move is
    /// played, so the memory latency overlaps the child's first work instead of stalling
    /// its probe (the probe is the search's most expensive instruction otherwise).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        let bucket = &self.buckets.as_slice()[self.bucket(key)];
        memory::prefetch(bucket);
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let bucket = &self.buckets.as_slice()[self.bucket(key)].0;
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
        let bucket = &mut self.buckets.as_mut_slice()[index].0;
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

/// The table's memory: 64-byte buckets aligned to cache lines (so a probe touches one line),
/// zeroed lazily by the system where it can, on huge pages where the system offers them (a
/// probe then rarely misses the address-translation cache as well as the data cache).
mod memory {
    use super::BUCKET_WORDS;

    #[derive(Clone, Copy)]
    #[repr(C, align(64))]
    pub(super) struct Bucket(pub(super) [u64; BUCKET_WORDS]);

    #[inline]
    pub(super) fn prefetch(bucket: &Bucket) {
        #[cfg(target_arch = "x86_64")]
        // SAFETY: a prefetch is a hint; it reads nothing and the address is a live reference.
        unsafe {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            _mm_prefetch::<_MM_HINT_T0>((bucket as *const Bucket).cast());
        }
        #[cfg(target_arch = "aarch64")]
        // SAFETY: as above; `prfm` only hints the cache.
        unsafe {
            std::arch::asm!(
                "prfm pldl1keep, [{0}]",
                in(reg) bucket as *const Bucket,
                options(nostack, readonly, preserves_flags)
            );
        }
        #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
        let _ = bucket;
    }

    /// On Unix, an anonymous private mapping: its pages read as zero until written, so a
    /// new 32 MiB table costs nothing until it is used.
    #[cfg(unix)]
    pub(super) struct Buckets {
        start: std::ptr::NonNull<Bucket>,
        len: usize,
        map: *mut libc::c_void,
        map_bytes: usize,
    }

    // SAFETY: the mapping is owned by this value alone (like a `Vec`'s buffer).
    #[cfg(unix)]
    unsafe impl Send for Buckets {}
    // SAFETY: shared access only reads, through `as_slice`.
    #[cfg(unix)]
    unsafe impl Sync for Buckets {}

    /// Huge pages, where the kernel has them: 2 MiB.
    #[cfg(unix)]
    const HUGE_PAGE: usize = 2 << 20;

    #[cfg(unix)]
    impl Buckets {
        pub(super) fn zeroed(count: usize) -> Buckets {
            let bytes = count * std::mem::size_of::<Bucket>();
            // A table of a huge page or more gets one spare so it can start on a boundary.
            let spare = if bytes >= HUGE_PAGE { HUGE_PAGE } else { 0 };
            let map_bytes = bytes + spare;
            // SAFETY: a fresh anonymous mapping with no address hint; checked below.
            let map = unsafe {
                libc::mmap(
                    std::ptr::null_mut(),
                    map_bytes,
                    libc::PROT_READ | libc::PROT_WRITE,
                    libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                    -1,
                    0,
                )
            };
            if map == libc::MAP_FAILED {
                std::alloc::handle_alloc_error(
                    std::alloc::Layout::from_size_align(map_bytes, 64).expect("a valid layout"),
                );
            }
            let offset = if spare > 0 {
                (HUGE_PAGE - map as usize % HUGE_PAGE) % HUGE_PAGE
            } else {
                0
            };
            // SAFETY: `offset + bytes <= map_bytes`; pages are at least 64-byte aligned.
            let start = unsafe { (map as *mut u8).add(offset) };
            #[cfg(any(target_os = "linux", target_os = "android"))]
            if spare > 0 {
                // A hint only: without huge pages the table works the same, a little slower.
                // SAFETY: the range lies inside the mapping.
                unsafe {
                    libc::madvise(start.cast(), bytes, libc::MADV_HUGEPAGE);
                }
            }
            Buckets {
                start: std::ptr::NonNull::new(start.cast()).expect("mmap returned a mapping"),
                len: count,
                map,
                map_bytes,
            }
        }

        pub(super) fn len(&self) -> usize {
            self.len
        }

        #[inline]
        pub(super) fn as_slice(&self) -> &[Bucket] {
            // SAFETY: `len` zero-initialised buckets live at `start` while `self` does.
            unsafe { std::slice::from_raw_parts(self.start.as_ptr(), self.len) }
        }

        #[inline]
        pub(super) fn as_mut_slice(&mut self) -> &mut [Bucket] {
            // SAFETY: as above, and `&mut self` makes the access exclusive.
            unsafe { std::slice::from_raw_parts_mut(self.start.as_ptr(), self.len) }
        }
    }

    #[cfg(unix)]
    impl Drop for Buckets {
        fn drop(&mut self) {
            // SAFETY: the mapping made in `zeroed`, unmapped once.
            unsafe {
                libc::munmap(self.map, self.map_bytes);
            }
        }
    }

    /// Elsewhere, an ordinary zeroed vector.
    #[cfg(not(unix))]
    pub(super) struct Buckets(Vec<Bucket>);

    #[cfg(not(unix))]
    impl Buckets {
        pub(super) fn zeroed(count: usize) -> Buckets {
            Buckets(vec![Bucket([0; BUCKET_WORDS]); count])
        }
        pub(super) fn len(&self) -> usize {
            self.0.len()
        }
        #[inline]
        pub(super) fn as_slice(&self) -> &[Bucket] {
            &self.0
        }
        #[inline]
        pub(super) fn as_mut_slice(&mut self) -> &mut [Bucket] {
            &mut self.0
        }
    }
}
