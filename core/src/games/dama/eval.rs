//! The computer player's view of a Dama position: a static evaluation from popcounts over
//! square masks, and move-ordering hints.

use super::endgame::{self, DbValue};
use super::endgame_distance::{to_the_end, ToTheEnd};
use super::geometry::{
    step, ALL_DIRECTIONS, BLACK_FORWARD, BLACK_PROMOTION_ROW, WHITE_FORWARD, WHITE_PROMOTION_ROW,
};
use super::{Dama, DamaMove};
use crate::engine::calibration::{self, Calibration};
use crate::engine::{CancelToken, Evaluate, Proven, Score, Verdict, UNCOUNTED, WIN};
use crate::game::Side;

const MAN: Score = 100;
/// Kings move both ways and men cannot take them: worth well over two men.
const KING: Score = 250;
/// Bonus for a man by rows advanced (0 = on its own back row, 6 = one step from crowning):
/// small early, growing near the crowning row, where a man is a threat.
const ADVANCE: [Score; 7] = [0, 1, 2, 4, 7, 12, 20];
/// Each man left on its own back row guards the crowning squares of the opponent.
const BACK_RANK: Score = 6;
/// Per piece on the four central squares (14, 15, 18, 19) and on the ring around them.
const CENTRE: Score = 6;
const NEAR_CENTRE: Score = 3;
/// Tempo (the sum of the rows the men have advanced) counts in the endgame, per row and per
/// piece fewer than 16 on the board: there, running to be crowned first decides games.
const TEMPO_PHASE: u32 = 16;

/// Squares 14, 15, 18, 19.
const CENTRE_MASK: u32 = (1 << 13) | (1 << 14) | (1 << 17) | (1 << 18);
/// Squares 10, 11, 13, 16, 17, 20, 22, 23 (around the centre).
const NEAR_CENTRE_MASK: u32 =
    (1 << 9) | (1 << 10) | (1 << 12) | (1 << 15) | (1 << 16) | (1 << 19) | (1 << 21) | (1 << 22);

/// A per-square weight as bit planes: plane `k` holds the squares whose weight has bit
/// `k`, so a set's total weight is `Σ 2^k · popcount(set & plane_k)` — a few popcounts in
/// place of a loop over rows.
const fn planes<const K: usize>(weight: [u32; 32]) -> [u32; K] {
    let mut out = [0u32; K];
    let mut sq = 0;
    while sq < 32 {
        let mut k = 0;
        while k < K {
            if weight[sq] >> k & 1 != 0 {
                out[k] |= 1 << sq;
            }
            k += 1;
        }
        sq += 1;
    }
    out
}

/// Rows a man on each square has advanced from its own back row.
const fn advanced(white: bool) -> [u32; 32] {
    let mut out = [0u32; 32];
    let mut sq = 0;
    while sq < 32 {
        let row = sq / 4;
        out[sq] = if white { 7 - row } else { row } as u32;
        sq += 1;
    }
    out
}

/// The advancement bonus of a man on each square ([`ADVANCE`]; a man never stands on its
/// crowning row, so the last row's weight is never counted).
const fn advance_bonus(white: bool) -> [u32; 32] {
    let rows = advanced(white);
    let mut out = [0u32; 32];
    let mut sq = 0;
    while sq < 32 {
        let r = if rows[sq] > 6 { 6 } else { rows[sq] };
        out[sq] = ADVANCE[r as usize] as u32;
        sq += 1;
    }
    out
}

/// `ADVANCE` is at most 20: five planes; advancement is at most 7: three.
const WHITE_ADVANCE: [u32; 5] = planes(advance_bonus(true));
const BLACK_ADVANCE: [u32; 5] = planes(advance_bonus(false));
const WHITE_TEMPO: [u32; 3] = planes(advanced(true));
const BLACK_TEMPO: [u32; 3] = planes(advanced(false));

#[inline(always)]
fn weighed<const K: usize>(set: u32, planes: &[u32; K]) -> u32 {
    let mut total = 0;
    let mut k = 0;
    while k < K {
        total += (set & planes[k]).count_ones() << k;
        k += 1;
    }
    total
}

/// One side's score and its men's total advancement.
#[inline]
fn side_score(men: u32, kings: u32, white: bool) -> (Score, u32) {
    let (advance, tempo_planes, back) = if white {
        (&WHITE_ADVANCE, &WHITE_TEMPO, BLACK_PROMOTION_ROW)
    } else {
        (&BLACK_ADVANCE, &BLACK_TEMPO, WHITE_PROMOTION_ROW)
    };
    let mut score = MAN * men.count_ones() as Score + KING * kings.count_ones() as Score;
    score += weighed(men, advance) as Score;
    let tempo = weighed(men, tempo_planes);
    score += BACK_RANK * (men & back).count_ones() as Score;
    let all = men | kings;
    score += CENTRE * (all & CENTRE_MASK).count_ones() as Score
        + NEAR_CENTRE * (all & NEAR_CENTRE_MASK).count_ones() as Score;
    (score, tempo)
}

/// The evaluation as first written, row by row: what the bit planes must agree with.
#[cfg(test)]
pub(super) fn side_score_by_rows(men: u32, kings: u32, white: bool) -> (Score, u32) {
    let mut score = MAN * men.count_ones() as Score + KING * kings.count_ones() as Score;
    let mut tempo = 0;
    for r in 0..8 {
        let n = (men & (0xF << (4 * r))).count_ones();
        let advanced = if white { 7 - r } else { r };
        score += ADVANCE[advanced.min(6)] * n as Score;
        tempo += advanced as u32 * n;
    }
    let back = if white {
        BLACK_PROMOTION_ROW
    } else {
        WHITE_PROMOTION_ROW
    };
    score += BACK_RANK * (men & back).count_ones() as Score;
    let all = men | kings;
    score += CENTRE * (all & CENTRE_MASK).count_ones() as Score
        + NEAR_CENTRE * (all & NEAR_CENTRE_MASK).count_ones() as Score;
    (score, tempo)
}

#[cfg(test)]
pub(super) fn side_score_for_tests(men: u32, kings: u32, white: bool) -> (Score, u32) {
    side_score(men, kings, white)
}

impl Evaluate for Dama {
    /// Fitted on 40 games, 1369 positions (`fireside calibrate dama-italiana --time 0.02 --seed
    /// 23`), with lidraughts's draughts thresholds.
    const CALIBRATION: Calibration = Calibration {
        k: 0.0117,
        ..calibration::LIDRAUGHTS
    };

    fn evaluate(&self) -> Score {
        let (white, white_tempo) =
            side_score(self.white & !self.kings, self.white & self.kings, true);
        let (black, black_tempo) =
            side_score(self.black & !self.kings, self.black & self.kings, false);
        let pieces = (self.white | self.black).count_ones();
        let phase = TEMPO_PHASE.saturating_sub(pieces) as Score;
        let tempo = (white_tempo as Score - black_tempo as Score) * phase / 2;
        let score = white - black + tempo;
        match self.side {
            Side::One => score,
            Side::Two => -score,
        }
    }

    /// The endgame tables (`endgame.rs`), once built, for positions with at most four
    /// pieces. Their distance counts plies to the winning conversion (the draw counter
    /// included, see there), not to the end, so the search gets an uncounted win ordered
    /// by it: it plays the quickest conversion and never reports a conversion count as
    /// the plies to the end.
    #[inline]
    fn oracle(&self) -> Option<Score> {
        Some(match endgame::probe(self)? {
            DbValue::Win(d) => WIN - UNCOUNTED - Score::from(d),
            DbValue::Loss(d) => -(WIN - UNCOUNTED - Score::from(d)),
            DbValue::Draw => 0,
        })
    }

    /// A review's search reads the tables as its oracle, and a search reads them only once
    /// built (the first need starts their build in the background): a review that began
    /// before the build ended would value the same positions otherwise on its next run. So a
    /// review builds them first (once per process, a few seconds; a game's search has
    /// usually started them long before).
    fn review_reset() {
        endgame::tables();
    }

    /// The endgame tables, built now if they are not yet (a review wants the proof; the
    /// search never waits for them), counted to the end of the game with the move that
    /// keeps the value (`endgame_distance.rs`).
    fn proven(&self, work: Option<u64>, _cancel: &CancelToken) -> Option<Proven<DamaMove>> {
        if (self.white | self.black).count_ones() > endgame::MAX_PIECES {
            return None;
        }
        let (value, best) = to_the_end(self, work)?;
        let (verdict, plies) = match value {
            ToTheEnd::Win(n) => (Verdict::Win, n),
            ToTheEnd::Loss(n) => (Verdict::Loss, n),
            ToTheEnd::Draw => (Verdict::Draw, None),
        };
        Some(Proven {
            verdict,
            plies,
            best,
        })
    }

    fn is_noisy(&self, mv: &DamaMove) -> bool {
        mv.captured != 0
    }

    /// Captures are compulsory: where none is pending there is none at all.
    fn may_move_noisy(&self) -> bool {
        false
    }

    fn hash_after(&self, mv: &DamaMove) -> Option<u64> {
        Some(self.hash_after_move(mv))
    }

    /// Captures are compulsory: a position with one pending is never quiet.
    fn must_move_noisy(&self) -> bool {
        self.has_capture()
    }

    /// The third occurrence is a draw (RULES.md).
    fn repetition_is_draw(&self) -> bool {
        true
    }

    /// Simple moves (a step to an empty square) of each side, 4 points each, as a plain
    /// engine's mobility; captures are left to the search.
    fn yardstick_mobility(&self) -> Score {
        let empty = !(self.white | self.black);
        let steps = |men: u32, kings: u32, forward: [usize; 2]| {
            let by_men: u32 = forward
                .iter()
                .map(|&d| (step(men, d) & empty).count_ones())
                .sum();
            let by_kings: u32 = ALL_DIRECTIONS
                .iter()
                .map(|&d| (step(kings, d) & empty).count_ones())
                .sum();
            (by_men + by_kings) as Score
        };
        let white = steps(
            self.white & !self.kings,
            self.white & self.kings,
            WHITE_FORWARD,
        );
        let black = steps(
            self.black & !self.kings,
            self.black & self.kings,
            BLACK_FORWARD,
        );
        let score = 4 * (white - black);
        match self.side {
            Side::One => score,
            Side::Two => -score,
        }
    }

    /// The yardstick's material: a man 100, a king 300.
    fn plain_evaluate(&self) -> Score {
        let count = |set: u32| {
            100 * (set & !self.kings).count_ones() as Score
                + 300 * (set & self.kings).count_ones() as Score
        };
        let score = count(self.white) - count(self.black);
        match self.side {
            Side::One => score,
            Side::Two => -score,
        }
    }

    fn order_hint(&self, mv: &DamaMove) -> i32 {
        let kings_taken = (mv.captured & self.kings).count_ones() as i32;
        let crowning = self.kings & (1 << mv.from) == 0
            && super::movegen::promotion_row(self.side) & (1 << mv.to) != 0;
        mv.captured.count_ones() as i32 * 100 + kings_taken * 60 + if crowning { 80 } else { 0 }
    }
}
