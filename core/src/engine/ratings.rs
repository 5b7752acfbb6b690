//! Ratings of the levels: a round robin among players at given times, rated by maximum
//! likelihood on the Elo scale (a Bradley–Terry model: the expected score of `i` against
//! `j` is `1 / (1 + 10^((r_j − r_i) / 400))`, a draw counting half), with error bars from
//! the curvature of the likelihood. Plain data for `fireside ratings-of-levels`.

use serde::Serialize;

use crate::engine::evaluate::Evaluate;
use crate::engine::tournament::{play_pair_game, tournament_openings, Player, TournamentGame};
use crate::game::{Outcome, Side};

/// A player of the round robin and the factor on its time per move (on top of the run's
/// time scale): Expert and plain think 1 s × factor, Easy and Normal keep their budgets.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Entrant {
    pub player: Player,
    pub time_factor: f64,
}

impl Entrant {
    /// `random`, `easy`, `normal`, `plain`, `expert`, each optionally with `@F`, a factor
    /// on its budget: seconds a move for Expert and plain (whose budget is 1 s), so
    /// `expert@0.25` thinks a quarter second.
    pub fn parse(text: &str) -> Result<Entrant, String> {
        let (name, time) = match text.split_once('@') {
            Some((name, time)) => (name, Some(time)),
            None => (text, None),
        };
        let player: Player = name.parse()?;
        let time_factor = match time {
            None => 1.0,
            Some(t) => {
                let secs: f64 = t
                    .trim_end_matches('s')
                    .parse()
                    .map_err(|_| format!("bad time `{t}` in `{text}`"))?;
                if !matches!(
                    player,
                    Player::Plain | Player::PlainMobile | Player::Computer(_)
                ) {
                    return Err(format!("`{name}` takes no time"));
                }
                crate::engine::limits::check_time_scale(secs).map_err(|e| e.to_string())?;
                secs
            }
        };
        Ok(Entrant {
            player,
            time_factor,
        })
    }

    pub fn label(&self) -> String {
        if self.time_factor == 1.0 || matches!(self.player, Player::Random | Player::Beginner) {
            self.player.name().to_owned()
        } else {
            format!("{}@{}", self.player.name(), self.time_factor)
        }
    }
}

/// The default field: random moves, the three levels at their budgets (Expert at 0.1 and
/// 0.25 s), and the plain yardstick at 0.1 and 0.25 s.
pub const DEFAULT_ENTRANTS: &str = "random,easy,normal,expert@0.1,expert@0.25,plain@0.1,plain@0.25";

/// One pairing's games from `a`'s side: wins, draws, losses, by the side `a` played.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Pairing {
    pub a: usize,
    pub b: usize,
    pub a_wins: u32,
    pub draws: u32,
    pub a_losses: u32,
    /// `a`'s wins, draws, losses with side one, then with side two.
    pub a_side_one: [u32; 3],
    pub a_side_two: [u32; 3],
}

impl Pairing {
    pub fn games(&self) -> u32 {
        self.a_wins + self.draws + self.a_losses
    }

    /// `a`'s score: wins plus half the draws.
    pub fn a_score(&self) -> f64 {
        self.a_wins as f64 + self.draws as f64 / 2.0
    }
}

/// One entrant's rating.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Rating {
    pub entrant: String,
    /// Elo, random moves at 0 (or the first entrant when random is not in the field).
    pub elo: f64,
    /// Half the 95 % interval (1.96 standard errors), relative to the anchor.
    pub error: f64,
    pub games: u32,
    pub score: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RatingsReport {
    pub game: &'static str,
    pub games_per_pairing: usize,
    pub seed: u64,
    pub time_scale: f64,
    pub prior_draws: f64,
    pub ratings: Vec<Rating>,
    pub pairings: Vec<Pairing>,
}

/// One virtual draw per pairing: without it a clean sweep (Expert against random moves)
/// has no finite maximum (as in BayesElo's prior); it pulls a rating gap of a 20–0 sweep
/// to about 530 Elo instead of infinity, and changes close results little.
pub const PRIOR_DRAWS: f64 = 1.0;

/// Plays every pairing of `entrants`, `games` games each (pairs of games with sides
/// swapped after the same balanced opening, as [`crate::engine::tournament`]), one game at
/// a time per thread, and rates them.
pub fn round_robin<G: Evaluate>(
    config: &G::Config,
    entrants: &[Entrant],
    games: usize,
    seed: u64,
    time_scale: f64,
    threads: usize,
) -> RatingsReport {
    let start = G::new(config);
    let openings = tournament_openings(&start, games.div_ceil(2), seed);
    let mut jobs = Vec::new();
    for a in 0..entrants.len() {
        for b in a + 1..entrants.len() {
            for index in 0..games {
                jobs.push((a, b, index));
            }
        }
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads.clamp(1, jobs.len().max(1)) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(&(a, b, index)) = jobs.get(i) else {
                    break;
                };
                let (ea, eb) = (entrants[a], entrants[b]);
                let played = play_pair_game(
                    &openings.pairs[index / 2],
                    (ea.player, ea.time_factor * time_scale),
                    (eb.player, eb.time_factor * time_scale),
                    index,
                    seed ^ ((a as u64) << 40) ^ ((b as u64) << 48),
                );
                results
                    .lock()
                    .expect("no thread panicked")
                    .push((a, b, played));
            });
        }
    });
    let played = results.into_inner().expect("no thread panicked");
    let pairings = tally(entrants.len(), played);
    RatingsReport {
        game: G::ID,
        games_per_pairing: games,
        seed,
        time_scale,
        prior_draws: PRIOR_DRAWS,
        ratings: rate(entrants, &pairings),
        pairings,
    }
}

/// The pairings of `count` entrants with the games played counted in.
fn tally(count: usize, played: Vec<(usize, usize, TournamentGame)>) -> Vec<Pairing> {
    let mut pairings: Vec<Pairing> = Vec::new();
    for a in 0..count {
        for b in a + 1..count {
            pairings.push(Pairing {
                a,
                b,
                ..Pairing::default()
            });
        }
    }
    for (a, b, g) in played {
        let p = pairings
            .iter_mut()
            .find(|p| p.a == a && p.b == b)
            .expect("every job is a pairing");
        let result = match g.outcome {
            Outcome::Win { winner, .. } if winner == g.a_side => 0,
            Outcome::Win { .. } => 2,
            _ => 1,
        };
        match result {
            0 => p.a_wins += 1,
            1 => p.draws += 1,
            _ => p.a_losses += 1,
        }
        match g.a_side {
            Side::One => p.a_side_one[result] += 1,
            Side::Two => p.a_side_two[result] += 1,
        }
    }
    pairings
}

/// Each entrant's Elo fitted to the pairings, anchored on random moves (else the first entrant).
fn rate(entrants: &[Entrant], pairings: &[Pairing]) -> Vec<Rating> {
    let anchor = entrants
        .iter()
        .position(|e| e.player == Player::Random)
        .unwrap_or(0);
    let results: Vec<PairResult> = pairings
        .iter()
        .map(|p| PairResult {
            i: p.a,
            j: p.b,
            score_i: p.a_score(),
            games: p.games() as f64,
        })
        .collect();
    let fitted = fit_elo(entrants.len(), &results, anchor, PRIOR_DRAWS);
    entrants
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let (games, score) = pairings.iter().fold((0, 0.0), |(n, s), p| {
                if p.a == i {
                    (n + p.games(), s + p.a_score())
                } else if p.b == i {
                    (n + p.games(), s + p.games() as f64 - p.a_score())
                } else {
                    (n, s)
                }
            });
            Rating {
                entrant: e.label(),
                elo: fitted[i].0,
                error: 1.96 * fitted[i].1,
                games,
                score,
            }
        })
        .collect()
}

/// The games between two players: `i`'s score (wins + draws / 2) out of `games`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PairResult {
    pub i: usize,
    pub j: usize,
    pub score_i: f64,
    pub games: f64,
}

/// Natural log of 10 over 400: the slope of the Elo scale.
const C: f64 = std::f64::consts::LN_10 / 400.0;

fn expected(ri: f64, rj: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((rj - ri) / 400.0))
}

/// Maximum-likelihood Elo of `n` players from pairwise results, `anchor` fixed at 0, with
/// `prior_draws` virtual draws added to every pairing that played. Returns each player's
/// rating and standard error (0 for the anchor), from the inverse of the negative Hessian
/// of the log likelihood. Newton's method: the log likelihood is concave in the ratings.
/// A player with no finite maximum (only wins, no prior) stops at ±4000.
pub fn fit_elo(
    n: usize,
    results: &[PairResult],
    anchor: usize,
    prior_draws: f64,
) -> Vec<(f64, f64)> {
    let results: Vec<PairResult> = results
        .iter()
        .filter(|r| r.games > 0.0 && r.i != r.j && r.i < n && r.j < n)
        .map(|r| PairResult {
            score_i: r.score_i + prior_draws / 2.0,
            games: r.games + prior_draws,
            ..*r
        })
        .collect();
    let free: Vec<usize> = (0..n).filter(|&i| i != anchor).collect();
    let mut r = vec![0.0; n];
    let mut cov = vec![vec![0.0; free.len()]; free.len()];
    for _ in 0..200 {
        let (grad, hess) = derivatives(n, &results, &r);
        // The free players' system: (−H) Δ = g.
        let neg_h: Vec<Vec<f64>> = free
            .iter()
            .map(|&a| free.iter().map(|&b| -hess[a][b]).collect())
            .collect();
        let Some(inverse) = invert(neg_h) else {
            break;
        };
        let mut biggest: f64 = 0.0;
        for (x, &a) in free.iter().enumerate() {
            let step: f64 = free
                .iter()
                .enumerate()
                .map(|(y, &b)| inverse[x][y] * grad[b])
                .sum();
            let step = step.clamp(-400.0, 400.0);
            r[a] = (r[a] + step).clamp(-4000.0, 4000.0);
            biggest = biggest.max(step.abs());
        }
        cov = inverse;
        if biggest < 1e-9 {
            break;
        }
    }
    // The covariance at the optimum reached.
    let (_, hess) = derivatives(n, &results, &r);
    let neg_h: Vec<Vec<f64>> = free
        .iter()
        .map(|&a| free.iter().map(|&b| -hess[a][b]).collect())
        .collect();
    if let Some(inverse) = invert(neg_h) {
        cov = inverse;
    }
    let mut out = vec![(0.0, 0.0); n];
    for (x, &a) in free.iter().enumerate() {
        out[a] = (r[a], cov[x][x].max(0.0).sqrt());
    }
    out[anchor] = (0.0, 0.0);
    out
}

/// The gradient and Hessian of the log likelihood in Elo units.
fn derivatives(n: usize, results: &[PairResult], r: &[f64]) -> (Vec<f64>, Vec<Vec<f64>>) {
    let mut grad = vec![0.0; n];
    let mut hess = vec![vec![0.0; n]; n];
    for p in results {
        let e = expected(r[p.i], r[p.j]);
        let g = C * (p.score_i - p.games * e);
        grad[p.i] += g;
        grad[p.j] -= g;
        let h = C * C * p.games * e * (1.0 - e);
        hess[p.i][p.i] -= h;
        hess[p.j][p.j] -= h;
        hess[p.i][p.j] += h;
        hess[p.j][p.i] += h;
    }
    (grad, hess)
}

/// Gauss–Jordan inverse with partial pivoting; `None` when singular (a player who met
/// nobody).
fn invert(mut m: Vec<Vec<f64>>) -> Option<Vec<Vec<f64>>> {
    let n = m.len();
    let mut inv: Vec<Vec<f64>> = (0..n)
        .map(|i| (0..n).map(|j| f64::from(u8::from(i == j))).collect())
        .collect();
    for col in 0..n {
        let pivot = (col..n).max_by(|&a, &b| m[a][col].abs().total_cmp(&m[b][col].abs()))?;
        if m[pivot][col].abs() < 1e-300 {
            return None;
        }
        m.swap(col, pivot);
        inv.swap(col, pivot);
        let d = m[col][col];
        for k in 0..n {
            m[col][k] /= d;
            inv[col][k] /= d;
        }
        for row in 0..n {
            if row != col {
                let f = m[row][col];
                if f != 0.0 {
                    for k in 0..n {
                        m[row][k] -= f * m[col][k];
                        inv[row][k] -= f * inv[col][k];
                    }
                }
            }
        }
    }
    Some(inv)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(i: usize, j: usize, score_i: f64, games: f64) -> PairResult {
        PairResult {
            i,
            j,
            score_i,
            games,
        }
    }

    #[test]
    fn two_players_get_the_gap_their_score_implies() {
        // 3 of 4: the gap x solves 1 / (1 + 10^(−x/400)) = 3/4, x = 400 log10 3.
        let fit = fit_elo(2, &[pair(0, 1, 3.0, 4.0)], 1, 0.0);
        assert!((fit[0].0 - 400.0 * 3f64.log10()).abs() < 1e-6, "{fit:?}");
        assert_eq!(fit[1], (0.0, 0.0));
        // The standard error: 1 / sqrt(n p (1 − p)) / C at the optimum.
        let se = 1.0 / (4.0 * 0.75 * 0.25f64).sqrt() / C;
        assert!((fit[0].1 - se).abs() < 1e-6, "{} vs {se}", fit[0].1);
    }

    #[test]
    fn consistent_results_among_three_are_recovered_exactly() {
        // Ratings 381.7, 190.85, 0 expect 3/4 between neighbours and 9/10 end to end:
        // results exactly at those rates have their maximum there.
        let gap = 400.0 * 3f64.log10();
        let results = [
            pair(0, 1, 30.0, 40.0),
            pair(1, 2, 30.0, 40.0),
            pair(0, 2, 36.0, 40.0),
        ];
        let fit = fit_elo(3, &results, 2, 0.0);
        assert!((fit[0].0 - 2.0 * gap).abs() < 1e-6, "{fit:?}");
        assert!((fit[1].0 - gap).abs() < 1e-6, "{fit:?}");
        // The anchor may be any player: only differences are identified.
        let moved = fit_elo(3, &results, 0, 0.0);
        assert!((moved[2].0 + 2.0 * gap).abs() < 1e-6, "{moved:?}");
        // More games, smaller errors.
        let more: Vec<PairResult> = results
            .iter()
            .map(|r| pair(r.i, r.j, r.score_i * 4.0, r.games * 4.0))
            .collect();
        let tighter = fit_elo(3, &more, 2, 0.0);
        assert!((tighter[0].1 * 2.0 - fit[0].1).abs() < 1e-6);
    }

    #[test]
    fn a_clean_sweep_is_finite_with_the_prior_and_ordered() {
        // 0 beats 1 beats 2, every game: no finite maximum without the prior.
        let results = [
            pair(0, 1, 10.0, 10.0),
            pair(1, 2, 10.0, 10.0),
            pair(0, 2, 10.0, 10.0),
        ];
        let fit = fit_elo(3, &results, 2, PRIOR_DRAWS);
        assert!(fit[0].0 > fit[1].0 && fit[1].0 > 0.0, "{fit:?}");
        assert!(fit[0].0 < 2000.0 && fit[0].1.is_finite(), "{fit:?}");
        let unbounded = fit_elo(3, &results, 2, 0.0);
        assert!(unbounded[0].0 > fit[0].0, "{unbounded:?}");
    }

    #[test]
    fn entrants_parse_with_and_without_a_time() {
        let e = Entrant::parse("expert@0.25").expect("valid");
        assert_eq!(e.player, Player::Computer(crate::engine::Level::Expert));
        assert_eq!(e.time_factor, 0.25);
        assert_eq!(e.label(), "expert@0.25");
        assert_eq!(Entrant::parse("random").expect("valid").label(), "random");
        assert!(Entrant::parse("random@1").is_err());
        assert!(Entrant::parse("expert@-1").is_err());
        assert!(Entrant::parse("grandmaster").is_err());
        for text in DEFAULT_ENTRANTS.split(',') {
            assert!(Entrant::parse(text).is_ok(), "{text}");
        }
    }

    #[test]
    fn a_small_round_robin_rates_random_at_zero_and_counts_every_game() {
        use crate::games::sungka::Sungka;
        let entrants: Vec<Entrant> = ["random", "easy", "random"]
            .iter()
            .map(|t| Entrant::parse(t).expect("valid"))
            .collect();
        let report = round_robin::<Sungka>(&Default::default(), &entrants, 4, 3, 1.0, 1);
        assert_eq!(report.pairings.len(), 3);
        for p in &report.pairings {
            assert_eq!(p.games(), 4);
            assert_eq!(p.a_side_one.iter().sum::<u32>(), 2);
        }
        assert_eq!(report.ratings[0].elo, 0.0);
        assert_eq!(report.ratings[1].games, 8);
        let total: f64 = report.ratings.iter().map(|r| r.score).sum();
        assert_eq!(total, 12.0, "every game gives one point");
    }
}
