//! Fitting a game's score → expected score curve on self-play: Normal plays Normal from
//! seeded random openings, the review analyses positions of those games at a small budget,
//! and the slope `k` of `E = 1 / (1 + exp(-k * score))` is fitted by maximum likelihood
//! against each game's result for the side to move (a draw counts 1/2).

use std::time::Duration;

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use crate::any_game::AnyGame;
use crate::engine::calibration::logistic;
use crate::engine::position::verdict_of;
use crate::engine::{CancelToken, Level, Limits, WIN_THRESHOLD};
use crate::game::{Outcome, Side};

/// Random plies at the start of each self-play game, so the games differ.
const OPENING_PLIES: usize = 4;
/// A self-play game still going after this many plies is left out.
const MAX_PLIES: usize = 400;

/// What a fit found.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FitReport {
    pub game: String,
    pub games: usize,
    /// Games that ended within the ply limit (only they give samples).
    pub finished: usize,
    /// Side one's wins, the draws and side two's wins.
    pub results: [usize; 3],
    pub mean_plies: f64,
    /// Positions analysed (those the search found won or lost are left out).
    pub samples: usize,
    pub seconds_per_position: f64,
    /// The fitted slope per score point.
    pub k: f64,
    /// Mean log loss of the fit, and of always saying 1/2 (ln 2), to compare.
    pub log_loss: f64,
    pub log_loss_even: f64,
}

/// The slope that maximises the likelihood of the `(score, result)` samples (result 1, 1/2
/// or 0 for the side the score is from). The log likelihood is concave in `k`, so a golden
/// section search on `0..=1` finds it; 0 without samples.
pub fn fit_logistic(samples: &[(f64, f64)]) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let (mut lo, mut hi) = (0.0f64, 1.0f64);
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..200 {
        let a = hi - phi * (hi - lo);
        let b = lo + phi * (hi - lo);
        if log_loss(samples, a) < log_loss(samples, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// The mean log loss of the curve with slope `k` on the samples.
pub fn log_loss(samples: &[(f64, f64)], k: f64) -> f64 {
    let eps = 1e-12;
    let total: f64 = samples
        .iter()
        .map(|&(s, y)| {
            let p = logistic(k, s).clamp(eps, 1.0 - eps);
            -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// Plays `games` self-play games from `start` and fits the curve on positions sampled
/// every `every` plies, each analysed for `seconds`.
pub fn calibrate(
    start: &dyn AnyGame,
    games: usize,
    seed: u64,
    seconds: f64,
    every: usize,
    cancel: &CancelToken,
) -> FitReport {
    let budget = Duration::from_secs_f64(seconds);
    let every = every.max(1);
    let mut samples = Vec::new();
    let mut results = [0usize; 3];
    let mut finished = 0;
    let mut plies_total = 0usize;
    for g in 0..games {
        if cancel.is_cancelled() {
            break;
        }
        let game_seed = seed ^ (g as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut rng = ChaCha8Rng::seed_from_u64(game_seed);
        let mut pos = start.clone_box();
        let mut visited: Vec<Box<dyn AnyGame>> = Vec::new();
        while !pos.outcome().is_over() && pos.ply() < MAX_PLIES {
            if pos.ply() >= OPENING_PLIES && pos.ply() % every == 0 {
                visited.push(pos.clone_box());
            }
            let mv = if pos.ply() < OPENING_PLIES {
                pos.legal_moves().choose(&mut rng).cloned()
            } else {
                pos.search(
                    Level::Normal,
                    game_seed.wrapping_add(pos.ply() as u64),
                    cancel,
                    1.0,
                )
                .and_then(|r| r.best_move)
            };
            let Some(mv) = mv else { break };
            if pos.play_notation(&mv).is_err() {
                break;
            }
        }
        let outcome = pos.outcome();
        if !outcome.is_over() {
            continue;
        }
        finished += 1;
        plies_total += pos.ply();
        results[match outcome {
            Outcome::Win {
                winner: Side::One, ..
            } => 0,
            Outcome::Win { .. } => 2,
            _ => 1,
        }] += 1;
        for at in visited {
            // The review's search alone (no exact solver): the curve is for its scores.
            let report = at.analyze(&Limits::time(budget), cancel, &mut |_| {});
            if report.score.abs() >= WIN_THRESHOLD {
                continue;
            }
            let Some(verdict) = verdict_of(outcome, at.side_to_move()) else {
                continue;
            };
            samples.push((f64::from(report.score), verdict.expected()));
        }
    }
    let k = fit_logistic(&samples);
    FitReport {
        game: start.id().to_owned(),
        games,
        finished,
        results,
        mean_plies: plies_total as f64 / finished.max(1) as f64,
        samples: samples.len(),
        seconds_per_position: seconds,
        k,
        log_loss: log_loss(&samples, k),
        log_loss_even: std::f64::consts::LN_2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Samples drawn from a known curve give back its slope.
    #[test]
    fn the_fit_recovers_a_known_slope() {
        let k_true = 0.006;
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut samples = Vec::new();
        for i in 0..4000 {
            let s = f64::from((i % 801) - 400);
            let p = logistic(k_true, s);
            let y = if rand::Rng::random::<f64>(&mut rng) < p {
                1.0
            } else {
                0.0
            };
            samples.push((s, y));
        }
        let k = fit_logistic(&samples);
        assert!((k - k_true).abs() < 0.0015, "fitted {k}");
        assert!(log_loss(&samples, k) < log_loss(&samples, 0.0));
        assert!(log_loss(&samples, k) <= log_loss(&samples, 2.0 * k_true));
    }

    #[test]
    fn no_samples_fit_nothing() {
        assert_eq!(fit_logistic(&[]), 0.0);
    }
}
