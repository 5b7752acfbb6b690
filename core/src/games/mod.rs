//! The games, one module each, and the one list that names them all.

use crate::any_game::AnyGame;
use crate::engine::ratings::{round_robin, Entrant, RatingsReport};
use crate::engine::strength::LevelElo;
use crate::engine::{
    bench, bench_plain, bench_suite, pick_move, tournament, BenchReport, Evaluate, Freshness,
    Level, MoveAsk, Picked, Player, Schedule, TournamentReport,
};
use crate::error::RulesError;

pub mod dama;
pub mod fox_geese;
pub mod hare_hounds;
#[cfg(test)]
mod probe;
pub mod puzzles;
pub mod sungka;
mod words;

pub use words::{CounterOwner, CounterSpec, GameWords, PointRole, ShownFrom};

/// Makes the start position of a preset (the default one for `None`) with options applied.
pub type StartFn = fn(Option<&str>, &[(String, String)]) -> Result<Box<dyn AnyGame>, RulesError>;

/// What the front ends need to know about a game before a position exists.
#[derive(Clone, Copy)]
pub struct GameEntry {
    pub id: &'static str,
    pub preset_names: fn() -> &'static [&'static str],
    /// The start position of a preset (the default one for `None`) with options applied.
    pub start: StartFn,
    /// A position read back from [`AnyGame::to_json`].
    pub from_json: fn(&serde_json::Value) -> Result<Box<dyn AnyGame>, RulesError>,
    /// A position from the game's setup text (Dama Italiana: PDN FEN) under a preset's rules.
    pub from_setup: SetupFn,
    /// Computer against computer (or a random mover), see [`crate::engine::tournament`].
    pub tournament: TournamentFn,
    /// One move of a tournament player, for a tournament that asks each move of a new
    /// process.
    pub pick: PickFn,
    /// A round robin among players, rated in Elo, see [`crate::engine::ratings`].
    pub ratings: RatingsFn,
    /// The fixed bench suite timed at each level, see [`crate::engine::bench`].
    pub bench: BenchFn,
    /// Every word of the game the front ends need: the one place that knows them.
    pub words: &'static GameWords,
    /// The levels' Elo measured by the round robin (the new-game form says it in words).
    pub measured_elo: LevelElo,
    /// The puzzles: the shipped set and how the game makes and proves them.
    pub puzzles: PuzzleHooks,
    /// The course (JSON, `core/lessons/<id>.json`), read by [`crate::lessons::lesson`].
    pub lesson: &'static str,
    /// Where the game keeps what it computes once (Dama's endgame tables): told the store's
    /// cache folder when the app opens its store.
    pub keep_cache_in: Option<fn(&std::path::Path)>,
}

/// What a game writes in its folder (`entry.rs`) to take its line in [`GAMES`]: everything
/// it brings beyond its rules and evaluation, which the compiler asks for one by one.
pub struct Registration {
    pub words: &'static GameWords,
    pub measured_elo: LevelElo,
    pub puzzles: PuzzleHooks,
    pub lesson: &'static str,
    pub keep_cache_in: Option<fn(&std::path::Path)>,
}

/// A game's puzzles: the set shipped in `core/puzzles/<id>.json`, the generator behind
/// `fireside puzzles generate` and the proof run again on every shipped puzzle.
#[derive(Clone, Copy)]
pub struct PuzzleHooks {
    /// The shipped set (JSON).
    pub shipped: &'static str,
    /// `count` puzzles from a seed, with the rule options they are played under.
    pub generate: PuzzleGenerateFn,
    /// Proves a puzzle again under the set's options; `Err` says what no longer holds.
    pub verify: PuzzleVerifyFn,
    /// `count` multi-move puzzles with a forced win from a seed, appended after the
    /// others (`fireside puzzles generate --forced`); `None`: the game makes none.
    pub generate_forced: Option<PuzzleForcedFn>,
}

/// Rules options as (key, value) pairs, as the sets and the command line write them.
pub type RuleOptions = Vec<(String, String)>;
pub type PuzzleGenerateFn = fn(u64, usize) -> (RuleOptions, Vec<puzzles::Puzzle>);
pub type PuzzleForcedFn = fn(u64, usize) -> Vec<puzzles::Puzzle>;
pub type PuzzleVerifyFn = fn(&[(String, String)], &puzzles::Puzzle) -> Result<(), String>;

impl std::fmt::Debug for GameEntry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameEntry").field("id", &self.id).finish()
    }
}

pub type SetupFn =
    fn(Option<&str>, &[(String, String)], &str) -> Result<Box<dyn AnyGame>, RulesError>;

/// What a tournament is asked: the rules, the two players, how many games, the seed,
/// the time scale and the threads.
pub struct TournamentSpec<'a> {
    pub preset: Option<&'a str>,
    pub options: &'a [(String, String)],
    pub a: Player,
    pub b: Player,
    pub games: usize,
    pub seed: u64,
    pub time_scale: f64,
    pub threads: usize,
    /// What a searching player keeps between moves ([`Freshness`]).
    pub fresh: Freshness<'a>,
}

pub type TournamentFn = fn(&TournamentSpec) -> Result<TournamentReport, RulesError>;

/// One move by one player under a preset and options, by a player made for that move
/// ([`crate::engine::one_move`]).
pub type PickFn = fn(Option<&str>, &[(String, String)], &MoveAsk) -> Result<Picked, RulesError>;

/// What a rating run is asked: the rules, the entrants, games per pairing, the seed, the
/// time scale on top of each entrant's own, and the threads.
pub struct RatingsSpec<'a> {
    pub preset: Option<&'a str>,
    pub options: &'a [(String, String)],
    pub entrants: &'a [Entrant],
    pub games: usize,
    pub seed: u64,
    pub time_scale: f64,
    pub threads: usize,
}

pub type RatingsFn = fn(&RatingsSpec) -> Result<RatingsReport, RulesError>;

/// What a bench is asked: the rules, the levels, the size of the suite and the time scale.
pub struct BenchSpec<'a> {
    pub preset: Option<&'a str>,
    pub options: &'a [(String, String)],
    pub levels: &'a [Level],
    pub positions: usize,
    pub plies: usize,
    pub seed: u64,
    pub time_scale: f64,
    /// Time the plain yardstick engine too.
    pub plain: bool,
}

pub type BenchFn = fn(&BenchSpec) -> Result<BenchReport, RulesError>;

/// A game's line in [`GAMES`]: its rules and evaluation (`G`) and what it registers.
pub const fn entry<G: Evaluate>(registration: Registration) -> GameEntry {
    GameEntry {
        words: registration.words,
        measured_elo: registration.measured_elo,
        puzzles: registration.puzzles,
        lesson: registration.lesson,
        keep_cache_in: registration.keep_cache_in,
        id: G::ID,
        preset_names: G::preset_names,
        start: start::<G>,
        from_json: from_json::<G>,
        from_setup: from_setup::<G>,
        tournament: run_tournament::<G>,
        pick: pick::<G>,
        ratings: run_ratings::<G>,
        bench: run_bench::<G>,
    }
}

fn from_setup<G: Evaluate>(
    preset: Option<&str>,
    options: &[(String, String)],
    text: &str,
) -> Result<Box<dyn AnyGame>, RulesError> {
    if text.len() > MAX_SETUP_BYTES {
        return Err(RulesError::BadPosition {
            why: format!(
                "the setup text is {} bytes long; the limit is {MAX_SETUP_BYTES}",
                text.len()
            ),
        });
    }
    let config = G::configure(preset, options)?;
    Ok(Box::new(G::read_setup(&config, text)?))
}

/// The most positions in a bench suite (each holds a position and its history).
pub const MAX_BENCH_POSITIONS: usize = 1000;
/// The longest random playout of a bench position.
pub const MAX_BENCH_PLIES: usize = 1000;
/// The most games of one tournament.
pub const MAX_TOURNAMENT_GAMES: usize = 1_000_000;
/// The most players of one rating run.
pub const MAX_ENTRANTS: usize = 16;
/// The most threads of one tournament.
pub const MAX_THREADS: usize = 64;
/// The longest setup text read.
pub const MAX_SETUP_BYTES: usize = 4096;

/// A count from outside, checked against its range.
fn count_in(key: &str, value: usize, min: usize, max: usize) -> Result<usize, RulesError> {
    if (min..=max).contains(&value) {
        Ok(value)
    } else {
        Err(RulesError::bad_option_value(
            key,
            &value.to_string(),
            &format!("a whole number from {min} to {max}"),
        ))
    }
}

fn time_scale_of(value: f64) -> Result<f64, RulesError> {
    crate::engine::check_time_scale(value).map_err(|e| {
        RulesError::bad_option_value(
            "time-scale",
            &value.to_string(),
            &format!("a number above 0 and at most {}", e.max),
        )
    })
}

fn run_tournament<G: Evaluate>(spec: &TournamentSpec) -> Result<TournamentReport, RulesError> {
    count_in("games", spec.games, 1, MAX_TOURNAMENT_GAMES)?;
    count_in("threads", spec.threads, 1, MAX_THREADS)?;
    time_scale_of(spec.time_scale)?;
    let config = G::configure(spec.preset, spec.options)?;
    let schedule = Schedule {
        games: spec.games,
        seed: spec.seed,
        time_scale: spec.time_scale,
        threads: spec.threads,
        fresh: spec.fresh,
    };
    Ok(tournament::<G>(&config, spec.a, spec.b, &schedule))
}

fn pick<G: Evaluate>(
    preset: Option<&str>,
    options: &[(String, String)],
    ask: &MoveAsk,
) -> Result<Picked, RulesError> {
    time_scale_of(ask.time_scale)?;
    let config = G::configure(preset, options)?;
    pick_move::<G>(&config, ask)
}

fn run_ratings<G: Evaluate>(spec: &RatingsSpec) -> Result<RatingsReport, RulesError> {
    count_in("games", spec.games, 1, MAX_TOURNAMENT_GAMES)?;
    count_in("threads", spec.threads, 1, MAX_THREADS)?;
    count_in("entrants", spec.entrants.len(), 2, MAX_ENTRANTS)?;
    time_scale_of(spec.time_scale)?;
    for e in spec.entrants {
        time_scale_of(e.time_factor * spec.time_scale)?;
    }
    let config = G::configure(spec.preset, spec.options)?;
    Ok(round_robin::<G>(
        &config,
        spec.entrants,
        spec.games,
        spec.seed,
        spec.time_scale,
        spec.threads,
    ))
}

fn run_bench<G: Evaluate>(spec: &BenchSpec) -> Result<BenchReport, RulesError> {
    count_in("positions", spec.positions, 1, MAX_BENCH_POSITIONS)?;
    count_in("plies", spec.plies, 0, MAX_BENCH_PLIES)?;
    time_scale_of(spec.time_scale)?;
    let config = G::configure(spec.preset, spec.options)?;
    let suite = bench_suite::<G>(&config, spec.positions, spec.plies, spec.seed);
    let mut report = bench::<G>(&suite, spec.levels, spec.seed, spec.time_scale);
    if spec.plain {
        report.plain = Some(bench_plain::<G>(&suite, spec.time_scale));
    }
    Ok(report)
}

fn start<G: Evaluate>(
    preset: Option<&str>,
    options: &[(String, String)],
) -> Result<Box<dyn AnyGame>, RulesError> {
    let config = G::configure(preset, options)?;
    Ok(Box::new(G::new(&config)))
}

fn from_json<G: Evaluate>(value: &serde_json::Value) -> Result<Box<dyn AnyGame>, RulesError> {
    let pos: G = serde_json::from_value(value.clone())
        .map_err(|e| RulesError::BadPosition { why: e.to_string() })?;
    pos.validate()?;
    Ok(Box::new(pos))
}

/// Every game of Fireside, in the order the home screen shows them.
pub const GAMES: &[GameEntry] = &[
    fox_geese::entry::ENTRY,
    hare_hounds::entry::ENTRY,
    sungka::entry::ENTRY,
    dama::entry::ENTRY,
];

/// The entry of a game by its identifier.
pub fn find(id: &str) -> Result<&'static GameEntry, RulesError> {
    GAMES
        .iter()
        .find(|g| g.id == id)
        .ok_or_else(|| RulesError::UnknownGame {
            name: id.to_owned(),
        })
}
