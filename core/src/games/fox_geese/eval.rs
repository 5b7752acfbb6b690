//! What Fox and Geese gives the search: a static evaluation and move-ordering hints.
//!
//! Everything is computed on 49-bit square masks with one shift per direction, so an
//! evaluation costs a flood fill of a few rounds and some popcounts.

use std::cell::RefCell;

use super::geometry::{bit, y_of, CROSS, WIDTH};
use super::{FoxGeese, Move};
use crate::engine::calibration::{self, Calibration};
use crate::engine::{Evaluate, Level, LevelSettings, Score};
use crate::game::Side;

/// Per goose captured (the shared material scale).
const CAPTURE: Score = 100;
/// Per point the fox can walk to.
const AREA: Score = 6;
/// Per empty point next to the fox.
const MOBILITY: Score = 8;
/// A fox with almost nowhere to go is close to being trapped.
const CRAMPED: Score = 60;
/// Per goose the fox could attack from somewhere it can walk to (a gap behind it).
const EXPOSED: Score = 12;
/// Threats now: the fox to move takes one goose (quiescence sees the rest); the geese to move
/// can cover one threat, not two.
const THREAT_FOX_TO_MOVE: Score = 60;
const THREAT_PER_EXTRA: Score = 25;
/// Per row a goose has advanced (the geese close the net by moving up together).
const ADVANCE: Score = 3;
/// The beginner's count of the same, per row (as much as a free point next to the fox).
const BEGINNER_ADVANCE: Score = 10;
/// Easy's fox ([`FoxGeese::easy_fox_score`]): per goose taken, per row up from the
/// geese's edge.
const EASY_CAPTURE: Score = 150;
const EASY_DEN: Score = 100;
/// One capture short of the win.
const LAST_CAPTURE: Score = 40;

/// Squares of row y (0-based), for counting advancement by rows.
const fn row_mask(y: i32) -> u64 {
    (((1u64 << WIDTH) - 1) << (y * WIDTH)) & CROSS
}
const ROWS: [u64; 7] = [
    row_mask(0),
    row_mask(1),
    row_mask(2),
    row_mask(3),
    row_mask(4),
    row_mask(5),
    row_mask(6),
];

/// The rows as bit planes: plane `k` holds the rows whose number has bit `k`, so the
/// geese's total advancement (Σ row × geese on it) is three popcounts, not six.
const ROW_PLANES: [u64; 3] = {
    let mut planes = [0u64; 3];
    let mut y = 1;
    while y < 7 {
        let mut k = 0;
        while k < 3 {
            if y >> k & 1 != 0 {
                planes[k] |= ROWS[y];
            }
            k += 1;
        }
        y += 1;
    }
    planes
};

/// Entries of the fox's area cache: (geese and lines, area), 16 KiB a thread.
const AREA_CACHE_BITS: u32 = 10;
thread_local! {
    static AREA_CACHE: RefCell<[(u64, u64); 1 << AREA_CACHE_BITS]> =
        const { RefCell::new([(u64::MAX, 0); 1 << AREA_CACHE_BITS]) };
}

impl FoxGeese {
    /// The points the fox can walk to by steps through empty points, its own included.
    ///
    /// It is the part of the cross free of geese that holds the fox, wherever in it the fox
    /// stands: it depends on the geese alone (and the board's lines). Half the plies are
    /// fox steps, which keep it, so a small cache per thread keyed by the geese answers
    /// most evaluations without the flood fill (a third of the evaluation's time before).
    pub fn fox_area(&self) -> u64 {
        let key = self.geese | (self.config.diagonals as u64) << 56;
        let slot = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - AREA_CACHE_BITS)) as usize;
        let fox = bit(self.fox);
        let cached = AREA_CACHE.with(|c| c.borrow()[slot]);
        if cached.0 == key && cached.1 & fox != 0 {
            return cached.1;
        }
        let lines = self.lines();
        let empty = self.empty();
        let mut reach = fox;
        loop {
            let next = reach | (lines.neighbours(reach) & empty);
            if next == reach {
                AREA_CACHE.with(|c| c.borrow_mut()[slot] = (key, reach));
                return reach;
            }
            reach = next;
        }
    }

    /// The score from the fox's point of view.
    /// The geese's total advancement: Σ row × geese on it.
    fn geese_advance(&self) -> Score {
        (self.geese & ROW_PLANES[0]).count_ones() as Score
            + 2 * (self.geese & ROW_PLANES[1]).count_ones() as Score
            + 4 * (self.geese & ROW_PLANES[2]).count_ones() as Score
    }

    fn fox_score(&self) -> Score {
        let lines = self.lines();
        let empty = self.empty();
        let area = self.fox_area();
        let area_points = area.count_ones() as Score - 1;
        let mobility = (lines.around[self.fox as usize] & empty).count_ones() as Score;
        let threats = lines.takes_from(self.fox, self.geese, empty).count_ones() as Score;
        let exposed = Self::capturable(lines, area, self.geese, empty).count_ones() as Score;
        let advance = self.geese_advance();

        let mut s = CAPTURE * self.captured() as Score
            + AREA * area_points
            + MOBILITY * mobility
            + EXPOSED * exposed
            - ADVANCE * advance;
        if threats > 0 {
            s += match self.to_move {
                Side::One => THREAT_FOX_TO_MOVE + THREAT_PER_EXTRA * (threats - 1),
                Side::Two if threats >= 2 => THREAT_PER_EXTRA * (threats - 1),
                Side::Two => 0,
            };
            if self.captured() + 1 >= self.config.captures_to_win() {
                s += LAST_CAPTURE;
            }
        } else if area_points <= 2 {
            s -= CRAMPED * (3 - area_points);
        }
        s
    }

    /// Easy's fox's count, from the fox's side ([`Evaluate::easy_evaluate`]): a goose taken
    /// is worth a row and a half, each row up from the geese's edge one, and each free
    /// neighbour a little. A jump down costs two rows, so this fox takes a goose beside or
    /// above it but never goes down after one, and it never looks for the gap behind the
    /// geese: it lets them close in, which a beginner's geese need.
    fn easy_fox_score(&self) -> Score {
        let free = self.lines().around[self.fox as usize] & self.empty();
        EASY_CAPTURE * self.captured() as Score
            + MOBILITY * free.count_ones() as Score
            + EASY_DEN * y_of(self.fox) as Score
    }

    /// Move-ordering score for a goose move: safe, supporting, forward moves first.
    fn goose_hint(&self, mv: &Move) -> i32 {
        let lines = self.lines();
        let (from, to) = (mv.origin(), mv.destination());
        let geese = self.geese ^ bit(from) ^ bit(to);
        // A move away from the fox's neighbours and landing squares leaves its jumps as
        // they were (and presses nothing): no need to count them.
        let (before, hanging) = if lines.zone[self.fox as usize] & (bit(from) | bit(to)) == 0 {
            (0, 0)
        } else {
            let empty = CROSS & !geese & !bit(self.fox);
            let hanging = lines.takes_from(self.fox, geese, empty).count_ones() as i32;
            let before = lines
                .takes_from(self.fox, self.geese, self.empty())
                .count_ones() as i32;
            (before, hanging)
        };
        // Neighbours that back the goose up where it lands.
        let support = (lines.around[to as usize] & geese).count_ones() as i32;
        let forward = (y_of(to) > y_of(from)) as i32;
        // Taking a point next to the fox, safely, shrinks its room.
        let presses = (lines.around[self.fox as usize] & bit(to) != 0 && hanging == 0) as i32;
        200 * (before - hanging) + 20 * forward + 8 * support + 30 * presses
    }

    /// [`FoxGeese::goose_hint`] for each move of a position, with what the moves share
    /// worked out once: the fox's takes now, and where its jumps pass and land.
    fn goose_hints(&self) -> GooseHints {
        let lines = self.lines();
        let fox = self.fox as usize;
        let takes = lines.takes_from(self.fox, self.geese, self.empty());
        GooseHints {
            lines,
            fox: self.fox,
            geese: self.geese,
            takes,
            before: takes.count_ones() as i32,
            over: lines.over[fox].iter().fold(0, |m, &b| m | b),
            land: lines.land[fox].iter().fold(0, |m, &b| m | b),
        }
    }
}

/// What the hints of a position's goose moves share ([`FoxGeese::goose_hints`]).
struct GooseHints {
    lines: &'static super::geometry::Lines,
    fox: u8,
    geese: u64,
    /// The geese the fox could take now, and how many.
    takes: u64,
    before: i32,
    /// The squares the fox's jumps pass over, and land on.
    over: u64,
    land: u64,
}

impl GooseHints {
    /// The hint of the goose move `from` → `to` (as [`FoxGeese::goose_hint`] scores it).
    /// The move changes two squares, so only the fox's jumps over or onto them change:
    /// at most four, each found by arithmetic on squares (the point passed over is midway
    /// between the fox and the landing), instead of testing all eight directions again.
    #[inline]
    fn hint(&self, from: u8, to: u8) -> i32 {
        let lines = self.lines;
        let geese = self.geese ^ bit(from) ^ bit(to);
        let (before, hanging) = if lines.zone[self.fox as usize] & (bit(from) | bit(to)) == 0 {
            (0, 0)
        } else {
            let empty = CROSS & !geese & !bit(self.fox);
            let fox = self.fox as u32;
            // The points passed over whose jumps the move may change.
            let mut touched = 0u64;
            for sq in [from, to] {
                if self.over & bit(sq) != 0 {
                    touched |= bit(sq);
                }
                if self.land & bit(sq) != 0 {
                    touched |= 1u64 << ((fox + sq as u32) / 2);
                }
            }
            let mut takes = self.takes & !touched;
            let mut rest = touched;
            while rest != 0 {
                let over = rest.trailing_zeros();
                rest &= rest - 1;
                let landing = 2 * over - fox;
                if geese & (1u64 << over) != 0 && empty & (1u64 << landing) != 0 {
                    takes |= 1u64 << over;
                }
            }
            (self.before, takes.count_ones() as i32)
        };
        // Neighbours that back the goose up where it lands.
        let support = (lines.around[to as usize] & geese).count_ones() as i32;
        let forward = (y_of(to) > y_of(from)) as i32;
        // Taking a point next to the fox, safely, shrinks its room.
        let presses = (lines.around[self.fox as usize] & bit(to) != 0 && hanging == 0) as i32;
        200 * (before - hanging) + 20 * forward + 8 * support + 30 * presses
    }
}

impl Evaluate for FoxGeese {
    /// Easy's fox looks one ply, not two, and counts as [`FoxGeese::easy_fox_score`] does:
    /// the two-ply fox took the beginner's geese in every game, and a one-ply fox with the
    /// full evaluation still slipped behind them (0 of 30 won by the beginner's geese;
    /// `fireside tournament fox-geese --a beginner --b easy`, MEASUREMENTS.md).
    fn adjust_level_for_side(level: Level, side: Side, settings: &mut LevelSettings) {
        if level == Level::Easy && side == Side::One {
            settings.weak_depth = 1;
            settings.depth = Some(1);
            settings.simple_count = true;
        }
    }

    /// Fitted on 40 games, 2238 positions (`fireside calibrate fox-geese --time 0.02 --seed
    /// 23`).
    const CALIBRATION: Calibration = Calibration {
        k: 0.0017,
        ..calibration::LICHESS
    };

    fn evaluate(&self) -> Score {
        let s = self.fox_score();
        match self.to_move {
            Side::One => s,
            Side::Two => -s,
        }
    }

    fn is_noisy(&self, mv: &Move) -> bool {
        mv.is_jump()
    }

    /// Only the fox jumps, and only where a goose has an empty point behind it.
    fn may_move_noisy(&self) -> bool {
        self.to_move == Side::One
            && self
                .lines()
                .landings_from(self.fox, self.geese, self.empty())
                != 0
    }

    fn hash_after(&self, mv: &Move) -> Option<u64> {
        Some(self.hash_after_move(mv))
    }

    /// The third occurrence is a draw (RULES.md), but the search does not score the first
    /// repetition as one here: measured, it cost Expert against Normal (83 % → 76 % over
    /// 60 games at time scale 0.05) — the geese, who may step sideways, used it to hold
    /// draws, and the fox, kept from every recent position, lost its manoeuvres. The game's
    /// own third occurrence still ends a line in the search.
    fn repetition_is_draw(&self) -> bool {
        false
    }

    /// The beginner's count: the yardstick's, and how far the geese have come up (the rules
    /// say they win by hemming the fox in, and a newcomer pushes them forward).
    fn beginner_evaluate(&self) -> Score {
        let s = -BEGINNER_ADVANCE * self.geese_advance();
        self.plain_evaluate()
            + match self.to_move {
                Side::One => s,
                Side::Two => -s,
            }
    }

    /// Easy's fox counts what a fox keeping to its den sees ([`FoxGeese::easy_fox_score`]).
    fn easy_evaluate(&self) -> Score {
        let s = self.easy_fox_score();
        match self.to_move {
            Side::One => s,
            Side::Two => -s,
        }
    }

    /// The yardstick's material and mobility: 100 a goose taken, 10 an empty point next
    /// to the fox, from the fox's side.
    fn plain_evaluate(&self) -> Score {
        let free = (self.lines().around[self.fox as usize] & self.empty()).count_ones();
        let s = CAPTURE * self.captured() as Score + 10 * free as Score;
        match self.to_move {
            Side::One => s,
            Side::Two => -s,
        }
    }

    /// The geese's hints share the fox's takes before the move: worked out once.
    fn order_infos(&self, moves: &[Move], out: &mut Vec<(i32, u16, bool)>) {
        match self.to_move {
            Side::One => out.extend(
                moves
                    .iter()
                    .enumerate()
                    .map(|(i, mv)| (self.order_hint(mv), i as u16, self.is_noisy(mv))),
            ),
            Side::Two => {
                let hints = self.goose_hints();
                out.extend(moves.iter().enumerate().map(|(i, mv)| {
                    (
                        hints.hint(mv.origin(), mv.destination()),
                        i as u16,
                        self.is_noisy(mv),
                    )
                }));
            }
        }
    }

    fn order_hint(&self, mv: &Move) -> i32 {
        match self.to_move {
            // Longer chains first; among steps, towards open space.
            Side::One => {
                if mv.is_jump() {
                    1000 * mv.captures() as i32
                } else {
                    let to = mv.destination() as usize;
                    let free = self.empty() | bit(self.fox);
                    (self.lines().around[to] & free).count_ones() as i32
                }
            }
            Side::Two => self.goose_hint(mv),
        }
    }
}
