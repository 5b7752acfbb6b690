//! The three levels, the same on every game: what each does (the player that applies them
//! is [`crate::engine::computer`]).

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::engine::limits::Limits;
use crate::engine::score::Score;

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
    /// How far the level reads a solved game's oracle ([`crate::engine::options::SearchOptions`]).
    pub oracle_reach: u32,
    /// The weak choice counts each move with the game's [`Evaluate::easy_evaluate`],
    /// reading `weak_depth - 1` plies past it as the beginner does, instead of searching
    /// with the full evaluation: a level that plays by what it sees on the board.
    pub simple_count: bool,
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
                simple_count: false,
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
                simple_count: false,
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
                simple_count: false,
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
