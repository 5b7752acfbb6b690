//! The three levels, the same on every game, and the computer player that applies them.

use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::engine::limits::{CancelToken, Limits};
use crate::engine::search::{SearchOptions, SearchResult, Searcher};
use crate::engine::{Evaluate, Score, WIN_THRESHOLD};
use crate::game::Side;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Level {
    Easy,
    Normal,
    Expert,
}

/// How far Easy and Normal read a solved game's oracle: a forced result this many plies
/// away, as a practised player sees a won or lost ending coming, but not the whole
/// solution, so Expert (which reads all of it) stays stronger. Hare and Hounds, the one
/// solved game, reads less (its `Evaluate::adjust_level`).
const EASY_ORACLE_REACH: u32 = 10;
const NORMAL_ORACLE_REACH: u32 = 16;

/// What a level does. Budgets are before `time_scale`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct LevelSettings {
    /// Depth cap of the main search (`None`: iterative deepening until the budget ends).
    pub depth: Option<u32>,
    /// Wall-clock budget per move, everything included.
    pub time: Duration,
    pub table_bytes: usize,
    /// Chance of a deliberately weaker move, chosen among shallow-scored moves.
    pub weak_chance: f64,
    /// Within a weak choice, the chance of a uniformly random move that does not lose at
    /// once (rather than a softmax pick that favours better moves).
    pub random_chance: f64,
    /// Depth of the shallow scoring behind a weak choice.
    pub weak_depth: u32,
    /// Softmax temperature of a weak choice, in score units (100 ≈ one piece).
    pub temperature: f64,
    /// A uniformly random weak choice is among the moves scored within this of the best
    /// (so it is a weaker move, not a gift of a piece).
    pub random_margin: Score,
    /// How far the level reads a solved game's oracle ([`crate::engine::SearchOptions`]).
    pub oracle_reach: u32,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Expert];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Expert => "expert",
        }
    }

    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }

    pub fn settings(self) -> LevelSettings {
        match self {
            // Looks two plies ahead; always picks among shallow scores, a quarter of the
            // time uniformly among moves within a piece and a half of the best (a weaker
            // move, not a gift), otherwise by softmax with a temperature of about one
            // piece — so it sees a capture or a win in one but is easy to trap.
            Level::Easy => LevelSettings {
                depth: Some(2),
                time: Duration::from_millis(100),
                table_bytes: 1 << 20,
                weak_chance: 1.0,
                random_chance: 0.25,
                weak_depth: 2,
                temperature: 120.0,
                random_margin: 150,
                oracle_reach: EASY_ORACLE_REACH,
            },
            // Four plies within 0.3 s; about one move in eight is careless: a softmax pick
            // among two-ply scores. A forced win the main search found is never thrown away.
            Level::Normal => LevelSettings {
                depth: Some(4),
                time: Duration::from_millis(300),
                table_bytes: 8 << 20,
                weak_chance: 0.125,
                random_chance: 0.0,
                weak_depth: 2,
                temperature: 60.0,
                random_margin: 0,
                oracle_reach: NORMAL_ORACLE_REACH,
            },
            Level::Expert => LevelSettings {
                depth: None,
                time: Duration::from_millis(1000),
                table_bytes: 32 << 20,
                weak_chance: 0.0,
                random_chance: 0.0,
                weak_depth: 0,
                temperature: 0.0,
                random_margin: 0,
                oracle_reach: u32::MAX,
            },
        }
    }

    /// The main search's limits, with the budget multiplied by `time_scale`.
    pub fn limits(self, time_scale: f64) -> Limits {
        let s = self.settings();
        Limits {
            time: Some(scale(s.time, time_scale)),
            depth: s.depth,
            nodes: None,
        }
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Level {
    type Err = String;
    /// `easy`, `normal` or `expert`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Level::from_name(s)
            .ok_or_else(|| format!("unknown level `{s}`: expected easy, normal or expert"))
    }
}

fn scale(time: Duration, time_scale: f64) -> Duration {
    let factor = if time_scale.is_finite() && time_scale > 0.0 {
        time_scale
    } else {
        1.0
    };
    // Saturating: callers validate the scale (see `check_time_scale`), but a huge one must
    // not panic here (`Duration::mul_f64` does on overflow).
    Duration::try_from_secs_f64(time.as_secs_f64() * factor).unwrap_or(Duration::MAX)
}

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
        settings: &crate::engine::LevelSettings,
        budget: Duration,
        cancel: &CancelToken,
    ) -> (Option<(G::Move, Score)>, usize, u64) {
        let (scored, nodes) =
            self.searcher
                .score_moves(pos, settings.weak_depth, &Limits::time(budget), cancel);
        let scored: Vec<(G::Move, Score)> = scored
            .into_iter()
            .filter_map(|(m, s)| s.map(|s| (m, s)))
            .collect();
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
