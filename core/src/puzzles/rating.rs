//! The puzzle rating: Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013), one
//! rating period per attempt, the puzzle playing the opponent with its difficulty as
//! rating. Glicko-2 rather than Elo: a new player's rating moves fast while its deviation
//! is high and settles as attempts accumulate, with no hand-tuned K factor.

use serde::{Deserialize, Serialize};

/// Fields a newer version wrote and this one does not know, kept so that a write does not
/// lose them (the store keeps every record's unknown fields the same way, with the same
/// type as `crate::store::Extra`; written here so that puzzles need not reach the store).
pub(super) type Extra = std::collections::BTreeMap<String, serde_json::Value>;

/// Converts between the Glicko scale and Glicko-2's internal one.
const SCALE: f64 = 173.7178;
/// The system constant τ: how much the volatility may change (Glickman suggests 0.3–1.2).
const TAU: f64 = 0.5;
const EPSILON: f64 = 0.000_001;
/// The deviation a puzzle is taken to have: its difficulty is an estimate.
pub const PUZZLE_DEVIATION: f64 = 80.0;
/// Above this deviation a rating is provisional (shown with a question mark).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// A player's rating, its deviation and volatility.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Fields a newer version kept with the rating, written back unchanged.
    #[serde(flatten)]
    pub extra: Extra,
}

impl Default for Rating {
    /// A new player: 1500 ± 350.
    fn default() -> Self {
        Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
            extra: Default::default(),
        }
    }
}

impl Rating {
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// The rating with every value a number the formulas take: a hand-edited file may
    /// hold a volatility of 0 or a negative deviation, whose result (NaN) would be written
    /// as `null` and refused by the next read. Each value out of range takes the default's.
    pub fn sane(&self) -> Rating {
        let d = Rating::default();
        let pick = |v: f64, ok: bool, default: f64| if v.is_finite() && ok { v } else { default };
        Rating {
            rating: pick(
                self.rating,
                (0.0..=10_000.0).contains(&self.rating),
                d.rating,
            ),
            deviation: pick(
                self.deviation,
                self.deviation > 0.0 && self.deviation <= 350.0,
                d.deviation,
            ),
            volatility: pick(
                self.volatility,
                self.volatility > 0.0 && self.volatility < 1.0,
                d.volatility,
            ),
            extra: self.extra.clone(),
        }
    }

    /// The rating after one attempt at a puzzle of `difficulty`: solved (1) or not (0).
    pub fn after_puzzle(&self, difficulty: u32, solved: bool) -> Rating {
        let this = self.sane();
        let puzzle = Rating {
            rating: f64::from(difficulty),
            deviation: PUZZLE_DEVIATION,
            volatility: 0.06,
            extra: Default::default(),
        };
        let after = this.after(&[(puzzle, if solved { 1.0 } else { 0.0 })]);
        // Never a value the store would refuse to read back.
        if after.rating.is_finite() && after.deviation.is_finite() && after.volatility.is_finite() {
            after
        } else {
            this
        }
    }

    /// The rating after one rating period with these results (opponent, score 0..=1).
    pub fn after(&self, results: &[(Rating, f64)]) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        if results.is_empty() {
            let phi_star = (phi * phi + self.volatility * self.volatility).sqrt();
            return Rating {
                deviation: (phi_star * SCALE).min(350.0),
                ..self.clone()
            };
        }
        let mut v_inv = 0.0;
        let mut sum = 0.0;
        for (opp, score) in results {
            let mu_j = (opp.rating - 1500.0) / SCALE;
            let g = g(opp.deviation / SCALE);
            let e = expected(mu, mu_j, g);
            v_inv += g * g * e * (1.0 - e);
            sum += g * (score - e);
        }
        let v = 1.0 / v_inv;
        let delta = v * sum;
        let sigma = new_volatility(phi, self.volatility, v, delta);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        Rating {
            rating: SCALE * mu_new + 1500.0,
            deviation: (SCALE * phi_new).min(350.0),
            volatility: sigma,
            extra: self.extra.clone(),
        }
    }
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, g: f64) -> f64 {
    1.0 / (1.0 + (-g * (mu - mu_j)).exp())
}

/// The volatility after the period, by the Illinois algorithm of step 5.
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut fa, mut fb) = (f(big_a), f(big_b));
    for _ in 0..100 {
        if (big_b - big_a).abs() <= EPSILON {
            break;
        }
        let c = big_a + (big_a - big_b) * fa / (fb - fa);
        let fc = f(c);
        if fc * fb <= 0.0 {
            big_a = big_b;
            fa = fb;
        } else {
            fa /= 2.0;
        }
        big_b = c;
        fb = fc;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
            extra: Default::default(),
        }
    }

    #[test]
    fn glickmans_worked_example() {
        // The example of Glickman's paper: 1500 ± 200 beats 1400 ± 30, loses to
        // 1550 ± 100 and 1700 ± 300: 1464.06 ± 151.52, volatility 0.05999.
        let after = r(1500.0, 200.0).after(&[
            (r(1400.0, 30.0), 1.0),
            (r(1550.0, 100.0), 0.0),
            (r(1700.0, 300.0), 0.0),
        ]);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn solving_raises_failing_lowers_and_the_deviation_shrinks() {
        let new = Rating::default();
        let up = new.after_puzzle(1500, true);
        let down = new.after_puzzle(1500, false);
        assert!(up.rating > 1500.0 && down.rating < 1500.0);
        assert!(up.deviation < new.deviation);
        // A hard puzzle solved gains more than an easy one.
        assert!(new.after_puzzle(1900, true).rating > new.after_puzzle(1100, true).rating);
        // Settling: after many attempts the rating is no longer provisional.
        let mut x = new.clone();
        for i in 0..30 {
            x = x.after_puzzle(1500, i % 2 == 0);
        }
        assert!(!x.provisional(), "{x:?}");
        assert!(new.provisional());
    }

    #[test]
    fn a_period_without_games_widens_the_deviation() {
        let settled = r(1600.0, 60.0);
        let idle = settled.after(&[]);
        assert_eq!(idle.rating, 1600.0);
        assert!(idle.deviation > 60.0);
    }
}
