//! Endgame databases: every position with up to [`MAX_PIECES`] pieces (men and kings of
//! both colours), solved by retrograde analysis under the Italian rules, with the 80-ply
//! draw rule exact.
//!
//! The metric is the distance to conversion (DTC), as chess's DTZ50 tables do for the
//! 50-move rule: plies until the winning side makes a capture or a promotion into a
//! position still won (the game's end counts too). Only captures and promotions reset the
//! draw counter, and every quiet move keeps the material (the same slice of the table), so
//! a position with `c` quiet plies behind it is won exactly when its DTC is at most
//! `80 - c` (lost likewise); otherwise it is a draw. Entries beyond 80 plies are stored as
//! draws, which is their value at counter 0 (the counter after any conversion). The
//! repetition rule changes no value: along the winner's line the DTC falls at every ply,
//! so no position recurs.
//!
//! Storage: one byte per position with White to move (a position with Black to move is
//! read as its 180° rotation with the colours swapped). Each material (white men, white
//! kings, black men, black kings) has a slice indexed by the combinations of its four
//! piece groups (men never stand on their crowning row); 7,455,300 bytes in all.
//!
//! Built at first use on a thread of its own ([`probe`] answers `None` until then), and
//! kept in the app's cache folder for the next process ([`super::endgame_file`]); not at
//! build time: the generator is the game's own move generator, which a build script
//! cannot call, and a generated file would be a build output in the repository. Its own
//! thread, not the search's: the build takes longer than a move's budget.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

use super::geometry::{ALL_DIRECTIONS, NEIGHBOUR, NONE, UP_LEFT, UP_RIGHT, WHITE_PROMOTION_ROW};
use super::{Dama, DamaConfig, DamaMove, DRAW_PLIES};
use crate::game::Side;

#[cfg(test)]
#[path = "endgame_tests.rs"]
mod tests;

/// The most pieces (both colours together) a position in the tables has.
pub const MAX_PIECES: u32 = 4;

/// A stored value for the side to move, at draw counter 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DbValue {
    /// Wins, converting in this many plies (1..=80).
    Win(u8),
    /// Loses; the opponent converts in this many plies (0..=80; 0: no move left).
    Loss(u8),
    Draw,
}

impl DbValue {
    fn decode(byte: u8) -> DbValue {
        match byte {
            0 => DbValue::Draw,
            LOSS..=u8::MAX => DbValue::Loss(byte - LOSS),
            d => DbValue::Win(d),
        }
    }

    /// The value with `quiet_plies` already behind the position: a result that needs
    /// more plies than the draw rule leaves is a draw.
    pub fn with_counter(self, quiet_plies: u16) -> DbValue {
        let room = DRAW_PLIES.saturating_sub(quiet_plies);
        match self {
            DbValue::Win(d) | DbValue::Loss(d) if u16::from(d) > room => DbValue::Draw,
            v => v,
        }
    }
}

/// Byte codes: 0 draw (or no position), `d` a win in `d`, `LOSS + d` a loss in `d`.
const LOSS: u8 = 128;
/// The slice of a material: its offset in the data (`u32::MAX`: none).
const NO_SLICE: u32 = u32::MAX;

/// Binomial coefficients C(n, k) for n ≤ 32, k ≤ 4.
const fn binomials() -> [[u32; 5]; 33] {
    let mut c = [[0u32; 5]; 33];
    let mut n = 0;
    while n <= 32 {
        c[n][0] = 1;
        let mut k = 1;
        while k <= 4 {
            c[n][k] = if n == 0 {
                0
            } else {
                c[n - 1][k - 1] + c[n - 1][k]
            };
            k += 1;
        }
        n += 1;
    }
    c
}
const C: [[u32; 5]; 33] = binomials();

/// Squares a white man may stand on (not its crowning row 1–4): shifted down by 4 for
/// indexing. Black men stand on 1–28, which need no shift.
const WHITE_MAN_SHIFT: u32 = 4;
const MAN_SQUARES: usize = 28;
const KING_SQUARES: usize = 32;

/// Counts of white men, white kings, black men and black kings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Material {
    pub white_men: u8,
    pub white_kings: u8,
    pub black_men: u8,
    pub black_kings: u8,
}

impl Material {
    fn of(white: u32, black: u32, kings: u32) -> Material {
        Material {
            white_men: (white & !kings).count_ones() as u8,
            white_kings: (white & kings).count_ones() as u8,
            black_men: (black & !kings).count_ones() as u8,
            black_kings: (black & kings).count_ones() as u8,
        }
    }

    fn code(self) -> usize {
        ((self.white_men as usize * 5 + self.white_kings as usize) * 5 + self.black_men as usize)
            * 5
            + self.black_kings as usize
    }

    fn pieces(self) -> u32 {
        u32::from(self.white_men + self.white_kings + self.black_men + self.black_kings)
    }

    fn size(self) -> usize {
        C[MAN_SQUARES][self.white_men as usize] as usize
            * C[KING_SQUARES][self.white_kings as usize] as usize
            * C[MAN_SQUARES][self.black_men as usize] as usize
            * C[KING_SQUARES][self.black_kings as usize] as usize
    }

    /// Every material in the tables, in an order where each conversion leads to one
    /// earlier: captures lower the piece count, promotions the count of men.
    pub fn all() -> Vec<Material> {
        let mut out = Vec::new();
        for wm in 0..=4u8 {
            for wk in 0..=4u8 {
                for bm in 0..=4u8 {
                    for bk in 0..=4u8 {
                        let m = Material {
                            white_men: wm,
                            white_kings: wk,
                            black_men: bm,
                            black_kings: bk,
                        };
                        if wm + wk >= 1 && bm + bk >= 1 && m.pieces() <= MAX_PIECES {
                            out.push(m);
                        }
                    }
                }
            }
        }
        out.sort_by_key(|m| (m.pieces(), m.white_men + m.black_men));
        out
    }
}

/// The rank of a set of squares among the sets of its size (combinatorial number system).
#[inline]
fn rank(mut set: u32) -> u32 {
    let mut r = 0;
    let mut i = 1;
    while set != 0 {
        r += C[set.trailing_zeros() as usize][i];
        set &= set - 1;
        i += 1;
    }
    r
}

/// The set of `k` squares with rank `r`.
fn unrank(mut r: u32, k: usize) -> u32 {
    let mut set = 0;
    for i in (1..=k).rev() {
        let mut x = i - 1;
        while C[x + 1][i] <= r {
            x += 1;
        }
        r -= C[x][i];
        set |= 1 << x;
    }
    set
}

/// A position with White to move, as piece sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Pieces {
    pub(super) white: u32,
    black: u32,
    kings: u32,
}

impl Pieces {
    /// The same position seen from the other side: rotated 180° (square `i` ↔ `31 - i`)
    /// with the colours swapped, so the side to move becomes White.
    #[inline]
    fn flipped(self) -> Pieces {
        Pieces {
            white: self.black.reverse_bits(),
            black: self.white.reverse_bits(),
            kings: self.kings.reverse_bits(),
        }
    }

    #[inline]
    fn index(self, m: Material) -> usize {
        let wm = rank((self.white & !self.kings) >> WHITE_MAN_SHIFT) as usize;
        let wk = rank(self.white & self.kings) as usize;
        let bm = rank(self.black & !self.kings) as usize;
        let bk = rank(self.black & self.kings) as usize;
        ((wm * C[KING_SQUARES][m.white_kings as usize] as usize + wk)
            * C[MAN_SQUARES][m.black_men as usize] as usize
            + bm)
            * C[KING_SQUARES][m.black_kings as usize] as usize
            + bk
    }

    /// The position at `index` of material `m`, or `None` where two groups overlap.
    fn at(m: Material, mut index: usize) -> Option<Pieces> {
        let take = |index: &mut usize, n: usize, k: u8| {
            let radix = C[n][k as usize] as usize;
            let r = (*index % radix) as u32;
            *index /= radix;
            unrank(r, k as usize)
        };
        let bk = take(&mut index, KING_SQUARES, m.black_kings);
        let bm = take(&mut index, MAN_SQUARES, m.black_men);
        let wk = take(&mut index, KING_SQUARES, m.white_kings);
        let wm = take(&mut index, MAN_SQUARES, m.white_men) << WHITE_MAN_SHIFT;
        let sets = [wm, wk, bm, bk];
        let all = wm | wk | bm | bk;
        if all.count_ones() != sets.iter().map(|s| s.count_ones()).sum::<u32>() {
            return None;
        }
        Some(Pieces {
            white: wm | wk,
            black: bm | bk,
            kings: wk | bk,
        })
    }

    pub(super) fn dama(self, side: Side) -> Dama {
        Dama {
            config: DamaConfig {},
            white: self.white,
            black: self.black,
            kings: self.kings,
            side,
            quiet_plies: 0,
            hash: 0,
            history: Vec::new(),
        }
    }

    /// White's move played: the position with Black to move, turned so White moves, and
    /// whether the move was a conversion (a capture or a promotion).
    #[inline]
    pub(super) fn after(self, mv: &DamaMove) -> (Pieces, bool) {
        let (from, to) = (1u32 << mv.from, 1u32 << mv.to);
        let king = self.kings & from != 0;
        let promoted = !king && WHITE_PROMOTION_ROW & to != 0;
        let mut kings = self.kings & !from & !mv.captured;
        if king || promoted {
            kings |= to;
        }
        let next = Pieces {
            white: (self.white & !from) | to,
            black: self.black & !mv.captured,
            kings,
        };
        (next.flipped(), promoted || mv.captured != 0)
    }
}

/// The solved tables.
pub struct Tables {
    offsets: [u32; 625],
    data: Vec<u8>,
}

impl Tables {
    /// The stored value of a position (White to move) with both sides on the board and at
    /// most [`MAX_PIECES`] pieces.
    #[inline]
    pub(super) fn value(&self, p: Pieces) -> DbValue {
        DbValue::decode(self.data[self.slot(p)])
    }

    #[inline]
    fn slot(&self, p: Pieces) -> usize {
        let m = Material::of(p.white, p.black, p.kings);
        self.offsets[m.code()] as usize + p.index(m)
    }

    /// The value of a position for its side to move at draw counter 0, if it is in the
    /// tables (both sides have pieces, at most [`MAX_PIECES`] in all).
    pub fn get(&self, pos: &Dama) -> Option<DbValue> {
        let p = normalized(pos)?;
        Some(self.value(p))
    }

    /// Where each material's slice starts, and the size of all the values.
    pub(super) fn layout() -> ([u32; 625], usize) {
        let mut offsets = [NO_SLICE; 625];
        let mut total = 0usize;
        for m in Material::all() {
            offsets[m.code()] = total as u32;
            total += m.size();
        }
        (offsets, total)
    }

    /// The slices' offsets and the values, as the cache file keeps them.
    #[cfg(test)]
    pub(super) fn parts(&self) -> (&[u32], &[u8]) {
        (&self.offsets, &self.data)
    }

    /// The size of the stored values in bytes.
    pub fn bytes(&self) -> usize {
        self.data.len()
    }

    /// Stored positions per value: (wins, losses, draws), with White to move in one
    /// material, overlapping placements (counted as draws) excluded.
    pub fn census(&self, m: Material) -> (usize, usize, usize) {
        let base = self.offsets[m.code()] as usize;
        let (mut w, mut l, mut d) = (0, 0, 0);
        for i in 0..m.size() {
            if Pieces::at(m, i).is_none() {
                continue;
            }
            match DbValue::decode(self.data[base + i]) {
                DbValue::Win(_) => w += 1,
                DbValue::Loss(_) => l += 1,
                DbValue::Draw => d += 1,
            }
        }
        (w, l, d)
    }
}

/// The position as stored (White to move), if the tables cover it.
#[inline]
pub(super) fn normalized(pos: &Dama) -> Option<Pieces> {
    if pos.white == 0 || pos.black == 0 || (pos.white | pos.black).count_ones() > MAX_PIECES {
        return None;
    }
    let p = Pieces {
        white: pos.white,
        black: pos.black,
        kings: pos.kings,
    };
    Some(match pos.side {
        Side::One => p,
        Side::Two => p.flipped(),
    })
}

static TABLES: OnceLock<Tables> = OnceLock::new();
static STARTED: AtomicBool = AtomicBool::new(false);

/// The tables, building them now if no one has (blocking; tests, the bench and the CLI).
pub fn tables() -> &'static Tables {
    TABLES.get_or_init(|| {
        let (offsets, total) = Tables::layout();
        let data = super::endgame_file::load_or_build(&offsets, total, || build().data);
        Tables { offsets, data }
    })
}

/// The tables kept in `file`, when it is whole and of this build.
pub fn read_kept(file: &std::path::Path) -> Option<Tables> {
    let (offsets, total) = Tables::layout();
    let data = super::endgame_file::read(file, &offsets, total)?;
    Some(Tables { offsets, data })
}

/// Keeps the tables in `dir` from now on and, when a file is kept there already, starts
/// reading it at once on its own thread: a process (the app at its start, a move process
/// of `tournament --processes`) then has them by its first ending, instead of searching
/// that ending without them while they load. No file: nothing is read or built until an
/// ending needs them (a player who never reaches one never pays for them).
pub fn keep_in(dir: &std::path::Path) {
    super::endgame_file::keep_in(dir);
    if super::endgame_file::path().is_some_and(|file| file.is_file()) {
        let _ = ready();
    }
}

/// The tables if built; otherwise starts building them on a thread of their own (once)
/// and answers `None`, so no search waits for them.
#[inline]
pub fn ready() -> Option<&'static Tables> {
    if let Some(t) = TABLES.get() {
        return Some(t);
    }
    if !STARTED.swap(true, Ordering::AcqRel) {
        // A platform without threads simply goes without the tables.
        let _ = std::thread::Builder::new()
            .name("dama-endgame".into())
            .spawn(|| {
                tables();
            });
    }
    None
}

/// The value of `pos` for its side to move with its draw counter, if the tables are built
/// and cover it. Never blocks.
#[inline]
pub fn probe(pos: &Dama) -> Option<DbValue> {
    if (pos.white | pos.black).count_ones() > MAX_PIECES {
        return None;
    }
    let p = normalized(pos)?;
    Some(ready()?.value(p).with_counter(pos.quiet_plies))
}

/// Retrograde analysis over every material, smallest first.
pub fn build() -> Tables {
    let materials = Material::all();
    let (offsets, total) = Tables::layout();
    let mut tables = Tables {
        offsets,
        data: vec![0; total],
    };
    // Quiet moves not yet known to lose, per position; `CAN_DRAW`: a conversion draws.
    let mut open = vec![0u8; total];
    let mut done = vec![false; materials.len()];
    for (i, &m) in materials.iter().enumerate() {
        if done[i] {
            continue;
        }
        // A quiet move keeps the material and passes the move, so a material and its
        // mirror (the same with the colours swapped) are solved together.
        let mirror = Material {
            white_men: m.black_men,
            white_kings: m.black_kings,
            black_men: m.white_men,
            black_kings: m.white_kings,
        };
        let j = materials
            .iter()
            .position(|&x| x == mirror)
            .expect("the mirror of a material is a material");
        done[i] = true;
        done[j] = true;
        let group: Vec<Material> = if i == j { vec![m] } else { vec![m, mirror] };
        solve_group(&mut tables, &mut open, &group);
    }
    tables
}

const CAN_DRAW: u8 = 0x80;

fn solve_group(tables: &mut Tables, open: &mut [u8], group: &[Material]) {
    // levels[d]: positions found won or lost in d plies, whose predecessors are next.
    let mut levels: Vec<Vec<u32>> = vec![Vec::new(); DRAW_PLIES as usize + 1];
    let mut moves = Vec::with_capacity(32);
    for &m in group {
        let base = tables.offsets[m.code()] as usize;
        for index in 0..m.size() {
            let Some(p) = Pieces::at(m, index) else {
                continue;
            };
            let slot = base + index;
            moves.clear();
            p.dama(Side::One).generate(&mut moves);
            if moves.is_empty() {
                tables.data[slot] = LOSS;
                levels[0].push(slot as u32);
                continue;
            }
            let (mut quiet, mut can_draw, mut wins) = (0u8, false, false);
            for mv in &moves {
                let (next, converts) = p.after(mv);
                if !converts {
                    quiet += 1;
                    continue;
                }
                if next.white == 0 {
                    wins = true;
                    break;
                }
                match tables.value(next) {
                    DbValue::Loss(_) => {
                        wins = true;
                        break;
                    }
                    DbValue::Draw => can_draw = true,
                    DbValue::Win(_) => {}
                }
            }
            if wins {
                tables.data[slot] = 1;
                levels[1].push(slot as u32);
            } else if quiet == 0 && !can_draw {
                tables.data[slot] = LOSS + 1;
                levels[1].push(slot as u32);
            } else {
                open[slot] = quiet | if can_draw { CAN_DRAW } else { 0 };
            }
        }
    }

    for d in 0..DRAW_PLIES as usize {
        let level = std::mem::take(&mut levels[d]);
        for &slot in &level {
            let byte = tables.data[slot as usize];
            let lost_here = byte >= LOSS;
            let p = position_at(tables, group, slot as usize);
            for_each_predecessor(p, |pred| {
                let s = tables.slot(pred);
                if tables.data[s] != 0 {
                    return;
                }
                if lost_here {
                    tables.data[s] = d as u8 + 1;
                    levels[d + 1].push(s as u32);
                } else {
                    open[s] -= 1;
                    if open[s] == 0 {
                        tables.data[s] = LOSS + d as u8 + 1;
                        levels[d + 1].push(s as u32);
                    }
                }
            });
        }
    }
}

/// The position stored at a slot of one of `group`'s materials.
fn position_at(tables: &Tables, group: &[Material], slot: usize) -> Pieces {
    for &m in group {
        let off = tables.offsets[m.code()] as usize;
        if (off..off + m.size()).contains(&slot) {
            return Pieces::at(m, slot - off).expect("solved slots hold positions");
        }
    }
    unreachable!("a solved slot belongs to its group")
}

/// Calls `f` with every position (White to move, as stored) from which a quiet move leads
/// to `p`: in `p` Black has just moved, so a black piece steps back, and before its step
/// Black had no capture (captures are compulsory).
fn for_each_predecessor(p: Pieces, mut f: impl FnMut(Pieces)) {
    let empty = !(p.white | p.black);
    let mut own = p.black;
    while own != 0 {
        let at = own.trailing_zeros() as usize;
        own &= own - 1;
        let king = p.kings & (1 << at) != 0;
        // Black's men move down the board, so they came from above.
        let dirs: &[usize] = if king {
            &ALL_DIRECTIONS
        } else {
            &[UP_LEFT, UP_RIGHT]
        };
        for &dir in dirs {
            let from = NEIGHBOUR[at][dir];
            if from == NONE || empty & (1 << from) == 0 {
                continue;
            }
            let (from_bit, at_bit) = (1u32 << from, 1u32 << at);
            let before = Pieces {
                white: p.white,
                black: (p.black & !at_bit) | from_bit,
                kings: if king {
                    (p.kings & !at_bit) | from_bit
                } else {
                    p.kings
                },
            };
            if before.dama(Side::Two).has_capture() {
                continue;
            }
            f(before.flipped());
        }
    }
}
