//! Per game: how an engine score becomes an expected score, and the loss thresholds of the
//! review's marks. The figures, and how they were fitted, are in `engine/MEASUREMENTS.md`
//! ("Game review"). It lives beside the search because [`super::position`] reads every
//! estimate through it.

use crate::engine::score::{Score, WIN_THRESHOLD};

/// What a review needs to know about one game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Calibration {
    /// The slope of the logistic curve `E = 1 / (1 + exp(-k * score))`, fitted on
    /// self-play results.
    pub k: f64,
    /// Losses in expected score from which a move is an inaccuracy, a mistake, a blunder.
    pub inaccuracy: f64,
    pub mistake: f64,
    pub blunder: f64,
    /// Below this expected score before the move the position was already lost: the move
    /// gets no error mark (the move that lost it is blamed).
    pub lost_below: f64,
    /// "Learn from your mistakes" offers the moves that lost more than this.
    pub learn_above: f64,
    /// A retry is accepted when it loses at most this.
    pub retry_within: f64,
}

/// lichess's report thresholds (ΔE 0.05 / 0.10 / 0.15, retry 0.04), with lidraughts's slope per
/// centipiece: what a game never fitted gets ([`crate::engine::evaluate::Evaluate::CALIBRATION`]).
pub const LICHESS: Calibration = Calibration {
    k: 0.004,
    inaccuracy: 0.05,
    mistake: 0.10,
    blunder: 0.15,
    lost_below: 0.10,
    learn_above: 0.10,
    retry_within: 0.04,
};

/// lidraughts's draughts thresholds (ΔE 0.0375 / 0.075 / 0.15, retry 0.035) and slope.
pub const LIDRAUGHTS: Calibration = Calibration {
    k: 0.004,
    inaccuracy: 0.0375,
    mistake: 0.075,
    blunder: 0.15,
    lost_below: 0.10,
    learn_above: 0.075,
    retry_within: 0.035,
};

impl Calibration {
    /// The expected score (0..1) of an engine score for the side it is from. A score that
    /// is a win or a loss found by search is 1 or 0.
    pub fn expected(&self, score: Score) -> f64 {
        if score >= WIN_THRESHOLD {
            1.0
        } else if score <= -WIN_THRESHOLD {
            0.0
        } else {
            logistic(self.k, f64::from(score))
        }
    }
}

pub fn logistic(k: f64, score: f64) -> f64 {
    1.0 / (1.0 + (-k * score).exp())
}

#[cfg(test)]
mod tests {
    use crate::engine::WIN;
    use crate::games::GAMES;

    #[test]
    fn expected_score_is_a_rising_curve_with_wins_at_the_ends() {
        for entry in GAMES {
            let c = (entry.start)(None, &[]).unwrap().calibration();
            assert!(c.k > 0.0, "{}", entry.id);
            assert!((c.expected(0) - 0.5).abs() < 1e-12);
            assert!(c.expected(100) > 0.5 && c.expected(100) < 1.0);
            assert!((c.expected(100) + c.expected(-100) - 1.0).abs() < 1e-12);
            assert!(c.expected(200) > c.expected(100));
            assert_eq!(c.expected(WIN - 3), 1.0);
            assert_eq!(c.expected(-(WIN - 3)), 0.0);
            assert!(c.inaccuracy < c.mistake && c.mistake < c.blunder);
            assert!(c.retry_within < c.learn_above);
        }
    }
}
