//! The games, one module each, and the one list that names them all.

use serde::{Deserialize, Serialize};

use crate::any_game::AnyGame;
use crate::board::PieceKind;
use crate::engine::{
    bench, bench_suite, tournament, BenchReport, Evaluate, Level, Player, TournamentReport,
};
use crate::error::RulesError;
use crate::game::{EndReason, Role, Side};

pub mod dama;
pub mod fox_geese;
pub mod hare_hounds;
pub mod sungka;

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
    /// The fixed bench suite timed at each level, see [`crate::engine::bench`].
    pub bench: BenchFn,
    /// Every word of the game the front ends need: the one place that knows them.
    pub words: &'static GameWords,
}

impl std::fmt::Debug for GameEntry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameEntry").field("id", &self.id).finish()
    }
}

/// What a game's words mean, so no other module matches game ids or point names.
#[derive(Debug)]
pub struct GameWords {
    /// The role of side one, then of side two.
    pub roles: [Role; 2],
    pub pieces: &'static [PieceKind],
    /// The ways a game can end.
    pub end_reasons: &'static [EndReason],
    /// The counters shown in the players' bands, with their owner. A game's other
    /// counters (rule constants such as a limit) are not shown: the rules text says them.
    pub counters: &'static [CounterSpec],
    /// What a point of the board is.
    pub point_role: fn(u8) -> PointRole,
    /// The PDN `GameType` of the game's records, when it has a standard one.
    pub pdn_game_type: Option<u32>,
    /// Scored by counting at the end (Sungka's shells): the result panel shows the count
    /// of these two counters (side one's, side two's).
    pub score_counters: Option<[&'static str; 2]>,
    /// The game may be shown with the colours exchanged and the board mirrored (Dama:
    /// "Black at the bottom moves first"), a presentation of the same rules: these
    /// counters trade places then.
    pub colour_swap: Option<&'static [(&'static str, &'static str)]>,
    /// Options that choose who starts; changing them keeps a match rated.
    pub start_options: &'static [&'static str],
}

/// A counter shown in a band, and whose it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CounterSpec {
    pub key: &'static str,
    pub owner: CounterOwner,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CounterOwner {
    /// About one side's pieces or shells.
    Side(Side),
    /// About the game (shown to both players).
    Both,
}

/// What a point of a board is, for screen readers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum PointRole {
    /// A point where lines meet.
    Point,
    /// A square of a checkerboard.
    Square,
    /// A house (numbered 1.. from its owner's left).
    House {
        owner: Side,
        number: u8,
    },
    Store {
        owner: Side,
    },
}

const fn counter(key: &'static str, owner: CounterOwner) -> CounterSpec {
    CounterSpec { key, owner }
}

fn line_point(_: u8) -> PointRole {
    PointRole::Point
}

fn square(_: u8) -> PointRole {
    PointRole::Square
}

fn sungka_hole(point: u8) -> PointRole {
    let hole = point as usize;
    for side in Side::BOTH {
        if hole == sungka::store(side) {
            return PointRole::Store { owner: side };
        }
        if let Some(n) = (0..sungka::HOUSES).find(|&n| sungka::house(side, n) == hole) {
            return PointRole::House {
                owner: side,
                number: n as u8 + 1,
            };
        }
    }
    PointRole::Point
}

static FOX_GEESE_WORDS: GameWords = GameWords {
    roles: [Role::Fox, Role::Geese],
    pieces: &[PieceKind::Fox, PieceKind::Goose],
    end_reasons: &[
        EndReason::FoxTrapped,
        EndReason::GeeseCaptured,
        EndReason::GeeseBlocked,
        EndReason::NoProgress,
        EndReason::Repetition,
    ],
    counters: &[
        counter("captured", CounterOwner::Side(Side::One)),
        counter("geese-left", CounterOwner::Side(Side::Two)),
        counter("no-progress", CounterOwner::Both),
    ],
    point_role: line_point,
    pdn_game_type: None,
    score_counters: None,
    colour_swap: None,
    start_options: &["first"],
};

static HARE_HOUNDS_WORDS: GameWords = GameWords {
    roles: [Role::Hounds, Role::Hare],
    pieces: &[PieceKind::Hound, PieceKind::Hare],
    end_reasons: &[
        EndReason::HareTrapped,
        EndReason::HareEscaped,
        EndReason::HoundsStalled,
        EndReason::HoundsBlocked,
        EndReason::Repetition,
    ],
    counters: &[counter("stall", CounterOwner::Side(Side::One))],
    point_role: line_point,
    pdn_game_type: None,
    score_counters: None,
    colour_swap: None,
    start_options: &["first"],
};

static SUNGKA_WORDS: GameWords = GameWords {
    roles: [Role::PlayerOne, Role::PlayerTwo],
    pieces: &[PieceKind::Shells { count: 0 }],
    end_reasons: &[EndReason::HousesEmpty, EndReason::RepetitionCounted],
    counters: &[
        counter("store-1", CounterOwner::Side(Side::One)),
        counter("houses-1", CounterOwner::Side(Side::One)),
        counter("store-2", CounterOwner::Side(Side::Two)),
        counter("houses-2", CounterOwner::Side(Side::Two)),
    ],
    point_role: sungka_hole,
    pdn_game_type: None,
    score_counters: Some(["store-1", "store-2"]),
    colour_swap: None,
    start_options: &["first"],
};

static DAMA_WORDS: GameWords = GameWords {
    roles: [Role::White, Role::Black],
    pieces: &[
        PieceKind::WhiteMan,
        PieceKind::WhiteKing,
        PieceKind::BlackMan,
        PieceKind::BlackKing,
    ],
    end_reasons: &[
        EndReason::NoPieces,
        EndReason::NoMoves,
        EndReason::MoveLimit,
        EndReason::Repetition,
    ],
    counters: &[
        counter("white-men", CounterOwner::Side(Side::One)),
        counter("white-kings", CounterOwner::Side(Side::One)),
        counter("black-men", CounterOwner::Side(Side::Two)),
        counter("black-kings", CounterOwner::Side(Side::Two)),
        counter("quiet-plies", CounterOwner::Both),
    ],
    point_role: square,
    pdn_game_type: Some(22),
    score_counters: None,
    colour_swap: Some(&[("white-men", "black-men"), ("white-kings", "black-kings")]),
    start_options: &[],
};

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
}

pub type TournamentFn = fn(&TournamentSpec) -> Result<TournamentReport, RulesError>;

/// What a bench is asked: the rules, the levels, the size of the suite and the time scale.
pub struct BenchSpec<'a> {
    pub preset: Option<&'a str>,
    pub options: &'a [(String, String)],
    pub levels: &'a [Level],
    pub positions: usize,
    pub plies: usize,
    pub seed: u64,
    pub time_scale: f64,
}

pub type BenchFn = fn(&BenchSpec) -> Result<BenchReport, RulesError>;

const fn entry<G: Evaluate>(words: &'static GameWords) -> GameEntry {
    GameEntry {
        words,
        id: G::ID,
        preset_names: G::preset_names,
        start: start::<G>,
        from_json: from_json::<G>,
        from_setup: from_setup::<G>,
        tournament: run_tournament::<G>,
        bench: run_bench::<G>,
    }
}

fn from_setup<G: Evaluate>(
    preset: Option<&str>,
    options: &[(String, String)],
    text: &str,
) -> Result<Box<dyn AnyGame>, RulesError> {
    let config = G::configure(preset, options)?;
    Ok(Box::new(G::read_setup(&config, text)?))
}

fn run_tournament<G: Evaluate>(spec: &TournamentSpec) -> Result<TournamentReport, RulesError> {
    let config = G::configure(spec.preset, spec.options)?;
    Ok(tournament::<G>(
        &config,
        spec.a,
        spec.b,
        spec.games,
        spec.seed,
        spec.time_scale,
        spec.threads,
    ))
}

fn run_bench<G: Evaluate>(spec: &BenchSpec) -> Result<BenchReport, RulesError> {
    let config = G::configure(spec.preset, spec.options)?;
    let suite = bench_suite::<G>(&config, spec.positions, spec.plies, spec.seed);
    Ok(bench::<G>(&suite, spec.levels, spec.seed, spec.time_scale))
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
    entry::<fox_geese::FoxGeese>(&FOX_GEESE_WORDS),
    entry::<hare_hounds::HareHounds>(&HARE_HOUNDS_WORDS),
    entry::<sungka::Sungka>(&SUNGKA_WORDS),
    entry::<dama::Dama>(&DAMA_WORDS),
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
