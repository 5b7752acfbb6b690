//! The computer player that applies a level to a game: its settings with the game's
//! adjustments, the main search and the weaker levels' deliberate slips.

use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::engine::beginner;
use crate::engine::evaluate::Evaluate;
use crate::engine::level::{Level, LevelSettings};
use crate::engine::limits::{CancelToken, Limits};
use crate::engine::options::SearchOptions;
use crate::engine::score::{Score, WIN_THRESHOLD};
use crate::engine::search::{SearchResult, Searcher};
use crate::game::Side;

/// A level's settings for game `G`: the shared ones, with the game's adjustments
/// ([`Evaluate::adjust_level`]) applied.
pub fn settings_for<G: Evaluate>(level: Level) -> LevelSettings {
    let mut settings = level.settings();
    G::adjust_level(level, &mut settings);
    settings
}

/// A level's settings for game `G` when `side` is to move.
pub fn settings_for_side<G: Evaluate>(level: Level, side: Side) -> LevelSettings {
    let mut settings = settings_for::<G>(level);
    G::adjust_level_for_side(level, side, &mut settings);
    settings
}

/// A computer player at a level: one searcher (its table kept between moves) and one
/// seeded random source, so a game replays the same for the same seed when time does not
/// interfere.
pub struct ComputerPlayer<G: Evaluate> {
    level: Level,
    time_scale: f64,
    searcher: Searcher<G>,
    rng: ChaCha8Rng,
}

impl<G: Evaluate> ComputerPlayer<G> {
    pub fn new(level: Level, seed: u64, time_scale: f64) -> Self {
        let mut options = SearchOptions {
            oracle_reach: settings_for::<G>(level).oracle_reach,
            ..SearchOptions::default()
        };
        G::adjust_search(level, &mut options);
        ComputerPlayer {
            level,
            time_scale,
            searcher: Searcher::new(settings_for::<G>(level).table_bytes).with_options(options),
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    pub fn level(&self) -> Level {
        self.level
    }

    pub fn searcher(&mut self) -> &mut Searcher<G> {
        &mut self.searcher
    }

    /// Chooses a move for `pos`. `best_move` is `None` only when the game is over.
    pub fn choose(&mut self, pos: &G, cancel: &CancelToken) -> SearchResult<G::Move> {
        let start = Instant::now();
        let settings = settings_for_side::<G>(self.level, pos.side_to_move());
        let mut options = self.searcher.options();
        if options.oracle_reach != settings.oracle_reach {
            options.oracle_reach = settings.oracle_reach;
            self.searcher.set_options(options);
        }
        let limits = self.level.limits(self.time_scale);
        let budget = limits.time.unwrap_or(Duration::MAX);
        let roll: f64 = self.rng.random();
        let weak = roll < settings.weak_chance;

        if settings.oracle_reach == u32::MAX {
            let deadline = start.checked_add(budget);
            if let Some(solved) = pos.solved_move(deadline, cancel) {
                return SearchResult {
                    pv: vec![solved.mv.clone()],
                    best_move: Some(solved.mv),
                    score: solved.score,
                    depth: 1,
                    seldepth: 1,
                    nodes: solved.nodes,
                    elapsed: start.elapsed(),
                };
            }
        }

        if weak && settings.depth.is_some_and(|d| d <= settings.weak_depth) {
            // Easy: the shallow scoring is the whole search.
            let scored = self.weak_pick(pos, &settings, budget, cancel);
            let mut result = SearchResult {
                best_move: None,
                score: 0,
                depth: settings.weak_depth,
                seldepth: settings.weak_depth,
                nodes: scored.2,
                pv: Vec::new(),
                elapsed: Duration::ZERO,
            };
            match scored.0 {
                Some((mv, score)) => {
                    result.best_move = Some(mv.clone());
                    result.pv = vec![mv];
                    result.score = score;
                }
                None => {
                    // Not even one move scored in time: search for the fallback move.
                    let rest = budget.saturating_sub(start.elapsed());
                    result = self
                        .searcher
                        .search(pos, &Limits::time(rest).with_depth(1), cancel);
                }
            }
            result.elapsed = start.elapsed();
            return result;
        }

        // The time a solver attempt left (all of it, when there was none).
        let limits = Limits {
            time: limits.time.map(|t| t.saturating_sub(start.elapsed())),
            ..limits
        };
        let mut result = self.searcher.search(pos, &limits, cancel);
        if weak && result.score < WIN_THRESHOLD && result.best_move.is_some() {
            let rest = budget.saturating_sub(start.elapsed());
            let (pick, _, nodes) = self.weak_pick(pos, &settings, rest, cancel);
            result.nodes += nodes;
            if let Some((mv, score)) = pick {
                result.best_move = Some(mv.clone());
                result.pv = vec![mv];
                result.score = score;
            }
        }
        result.elapsed = start.elapsed();
        result
    }

    /// A deliberately imperfect choice among shallow-scored moves; returns the pick, how
    /// many moves were scored, and the nodes searched.
    #[allow(clippy::type_complexity)]
    fn weak_pick(
        &mut self,
        pos: &G,
        settings: &LevelSettings,
        budget: Duration,
        cancel: &CancelToken,
    ) -> (Option<(G::Move, Score)>, usize, u64) {
        let (scored, nodes) = if settings.simple_count {
            let look = settings.weak_depth.saturating_sub(1);
            (beginner::counted_moves(pos, look, G::easy_evaluate), 0)
        } else {
            let (scored, nodes) =
                self.searcher
                    .score_moves(pos, settings.weak_depth, &Limits::time(budget), cancel);
            let scored = scored
                .into_iter()
                .filter_map(|(m, s)| s.map(|s| (m, s)))
                .collect();
            (scored, nodes)
        };
        let count = scored.len();
        let pick = pick_weak(
            scored,
            &mut self.rng,
            settings.random_chance,
            settings.random_margin,
            settings.temperature,
        );
        (pick, count, nodes)
    }
}

/// Picks among scored moves: never a move seen to lose by force when another does not;
/// with `random_chance` uniformly among those within `margin` of the best, otherwise by
/// softmax of score / `temperature`.
pub fn pick_weak<M: Clone>(
    scored: Vec<(M, Score)>,
    rng: &mut ChaCha8Rng,
    random_chance: f64,
    margin: Score,
    temperature: f64,
) -> Option<(M, Score)> {
    let best = scored.iter().map(|(_, s)| *s).max()?;
    let safe: Vec<(M, Score)> = if best > -WIN_THRESHOLD {
        scored
            .into_iter()
            .filter(|(_, s)| *s > -WIN_THRESHOLD)
            .collect()
    } else {
        scored
    };
    let roll: f64 = rng.random();
    if roll < random_chance {
        let near: Vec<(M, Score)> = safe
            .into_iter()
            .filter(|(_, s)| *s >= best.saturating_sub(margin))
            .collect();
        let i = rng.random_range(0..near.len());
        return near.into_iter().nth(i);
    }
    let t = temperature.max(1.0);
    let weights: Vec<f64> = safe
        .iter()
        .map(|(_, s)| (((*s - best) as f64) / t).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    let mut x = rng.random::<f64>() * total;
    for (i, w) in weights.iter().enumerate() {
        if x < *w {
            return safe.into_iter().nth(i);
        }
        x -= w;
    }
    safe.into_iter().max_by_key(|(_, s)| *s)
}

/// One move by the computer at `level`: a fresh player (and table) for this call. Players
/// that make many moves should keep a [`ComputerPlayer`] instead, to reuse its table.
pub fn choose_move<G: Evaluate>(
    pos: &G,
    level: Level,
    seed: u64,
    cancel: &CancelToken,
    time_scale: f64,
) -> SearchResult<G::Move> {
    ComputerPlayer::new(level, seed, time_scale).choose(pos, cancel)
}
