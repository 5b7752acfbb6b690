//! What the store keeps, as plain serde data.

use std::cmp::Reverse;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::error::StoreError;

/// Fields a newer version wrote that this one does not know: read, kept and written back
/// unchanged, so an older app never drops a newer one's data.
pub type Extra = BTreeMap<String, serde_json::Value>;

/// The longest profile name, in characters: longer names are refused before anything is
/// written (a name the next read would refuse must never reach the disk).
pub const MAX_NAME_CHARS: usize = 40;

/// A profile name as kept: trimmed, at most [`MAX_NAME_CHARS`], no control characters.
pub fn check_name(name: &str) -> Result<String, StoreError> {
    let name = name.trim();
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(StoreError::NameTooLong {
            chars: name.chars().count(),
            limit: MAX_NAME_CHARS,
        });
    }
    Ok(name.chars().filter(|c| !c.is_control()).collect())
}
use crate::engine::Level;
use crate::game::Role;
pub use crate::puzzles::select::Progress as PuzzleProgress;

/// One counted attempt at a puzzle, applied by the store to the progress on disk under
/// its lock ([`super::state::Store::record_puzzle`]), so two processes' attempts merge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleAttempt {
    pub id: String,
    pub difficulty: u32,
    /// Solved with no wrong move, no hint and the solution not shown.
    pub clean: bool,
    /// The day (since 1970) when it was that day's daily puzzle.
    pub day: Option<i64>,
}

/// The player's settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// A language tag chosen in the settings; `None` follows the device.
    pub language: Option<String>,
    pub sound: bool,
    pub vibration: bool,
    /// Animation speed: 0 = off, 1 = slow, 2 = normal, 3 = fast ([`AnimationSpeed`]).
    pub animation_speed: u8,
    /// The profile that plays now.
    pub active_profile: u32,
    /// The last-used preset and options per game.
    pub last_rules: BTreeMap<String, LastRules>,
    /// Dama Italiana shown with Black at the bottom moving first (a presentation of the
    /// same rules; see `core/src/app/README.md`).
    pub dama_black_first: bool,
    #[serde(flatten)]
    pub extra: Extra,
    /// How much the screen reader is told of each move and of the board.
    pub verbosity: Verbosity,
    /// The high-contrast theme: marks and pieces drawn for the strongest contrast.
    pub high_contrast: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: None,
            sound: true,
            vibration: true,
            animation_speed: 2,
            active_profile: 1,
            last_rules: BTreeMap::new(),
            dama_black_first: false,
            extra: Extra::new(),
            verbosity: Verbosity::Full,
            high_contrast: false,
        }
    }
}

/// The animation speed setting, kept in [`Settings::animation_speed`] as its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum AnimationSpeed {
    Off,
    Slow,
    Normal,
    Fast,
}

impl AnimationSpeed {
    pub const ALL: &'static [AnimationSpeed] = &[
        AnimationSpeed::Off,
        AnimationSpeed::Slow,
        AnimationSpeed::Normal,
        AnimationSpeed::Fast,
    ];

    /// The identifier of the settings' choice (`off`, `slow`, `normal`, `fast`).
    pub fn id(self) -> &'static str {
        match self {
            AnimationSpeed::Off => "off",
            AnimationSpeed::Slow => "slow",
            AnimationSpeed::Normal => "normal",
            AnimationSpeed::Fast => "fast",
        }
    }

    /// The number kept in the settings file.
    pub fn setting(self) -> u8 {
        match self {
            AnimationSpeed::Off => 0,
            AnimationSpeed::Slow => 1,
            AnimationSpeed::Normal => 2,
            AnimationSpeed::Fast => 3,
        }
    }

    /// The speed of a number in the settings file (an unknown one: normal).
    pub fn from_setting(value: u8) -> AnimationSpeed {
        match value {
            0 => AnimationSpeed::Off,
            1 => AnimationSpeed::Slow,
            3 => AnimationSpeed::Fast,
            _ => AnimationSpeed::Normal,
        }
    }
}

/// How much a screen reader is told: `Short` the move and what it took; `Full` also where
/// each piece went, what the move did and who moves next.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Verbosity {
    Short,
    #[default]
    Full,
}

impl Verbosity {
    pub const ALL: &'static [Verbosity] = &[Verbosity::Short, Verbosity::Full];

    /// The identifier of the settings' choice (`short`, `full`).
    pub fn id(self) -> &'static str {
        match self {
            Verbosity::Short => "short",
            Verbosity::Full => "full",
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastRules {
    pub preset: String,
    pub options: Vec<(String, String)>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// Who the profile played against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Opponent {
    Human,
    Computer(Level),
}

/// How a finished game ended for the profile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameResult {
    Won,
    Lost,
    Drawn,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub played: u32,
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
    #[serde(flatten)]
    pub extra: Extra,
}

/// One line of a profile's statistics: a game, an opponent and the side played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StatLine {
    pub game: String,
    pub opponent: Opponent,
    pub role: Role,
    pub tally: Tally,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Profile {
    pub id: u32,
    pub name: String,
    /// Rating points per game, earned by wins against the computer.
    pub points: BTreeMap<String, u32>,
    pub stats: Vec<StatLine>,
    /// The matches already counted (newest last, the last [`RECORDED_LEN`]): recording
    /// is idempotent, so no undo, replay or relaunch counts a match twice.
    #[serde(default)]
    pub recorded: Vec<String>,
    /// Puzzle progress per game (rating, streak, solved, the daily puzzle); absent in
    /// files written before puzzles were kept.
    #[serde(default)]
    pub puzzles: BTreeMap<String, PuzzleProgress>,
    /// Course progress per game: the steps done, each with its stars (1 to 3); absent in
    /// files written before the courses were kept.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub lessons: BTreeMap<String, LessonProgress>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// A game's course progress: each step done (`<chapter>-<number>`) with its best stars.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LessonProgress {
    #[serde(default)]
    pub steps: BTreeMap<String, u8>,
    #[serde(flatten)]
    pub extra: Extra,
}

impl LessonProgress {
    /// Counts a step done: its best stars stay.
    pub fn record(&mut self, step: &str, stars: u8) {
        let best = self.steps.entry(step.to_owned()).or_insert(0);
        *best = (*best).max(stars.clamp(1, 3));
    }

    /// How many steps of a chapter are done.
    pub fn done_in(&self, chapter: &str) -> usize {
        let prefix = format!("{chapter}-");
        self.steps.keys().filter(|k| k.starts_with(&prefix)).count()
    }
}

/// How many recorded match ids a profile keeps. A match is recorded at its end or, after
/// a crash, at the next start, so only the last few can ever come again.
pub const RECORDED_LEN: usize = 200;

/// A finished match to record, keyed by its id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultEntry {
    /// Unique per match (the app's match id); a second entry with the same id changes nothing.
    pub match_id: String,
    pub profile: u32,
    pub game: String,
    pub opponent: Opponent,
    pub role: Role,
    pub result: GameResult,
    /// Whether a win earns rating points (see the app's rules: against the computer, from
    /// a preset's standard start).
    pub rated: bool,
}

impl ResultEntry {
    /// The rating points this result earns: a rated win against the computer.
    pub fn points(&self) -> u32 {
        if self.rated {
            win_points(self.result, self.opponent)
        } else {
            0
        }
    }
}

impl Tally {
    /// Counts one more game with this result. Saturating: a file may hold any count, and a
    /// full counter is no reason to refuse the game.
    fn count(&mut self, result: GameResult) {
        self.played = self.played.saturating_add(1);
        match result {
            GameResult::Won => self.won = self.won.saturating_add(1),
            GameResult::Lost => self.lost = self.lost.saturating_add(1),
            GameResult::Drawn => self.drawn = self.drawn.saturating_add(1),
        }
    }
}

impl Profile {
    /// A profile with nothing played yet.
    pub fn new(id: u32, name: String) -> Profile {
        Profile {
            id,
            name,
            points: BTreeMap::new(),
            stats: Vec::new(),
            recorded: Vec::new(),
            puzzles: BTreeMap::new(),
            lessons: BTreeMap::new(),
            extra: Extra::new(),
        }
    }

    /// Counts a finished match; `None` when this match was counted already.
    pub fn record(&mut self, entry: &ResultEntry) -> Option<u32> {
        if self.recorded.contains(&entry.match_id) {
            return None;
        }
        let gained = entry.points();
        self.count(
            &entry.game,
            entry.opponent,
            entry.role,
            entry.result,
            gained,
        );
        self.recorded.push(entry.match_id.clone());
        let excess = self.recorded.len().saturating_sub(RECORDED_LEN);
        self.recorded.drain(..excess);
        Some(gained)
    }

    /// Adds a game to the statistics line of its game, opponent and side, and `gained`
    /// to the game's rating points.
    pub(super) fn count(
        &mut self,
        game: &str,
        opponent: Opponent,
        role: Role,
        result: GameResult,
        gained: u32,
    ) {
        let line = match self
            .stats
            .iter()
            .position(|l| l.game == game && l.opponent == opponent && l.role == role)
        {
            Some(i) => &mut self.stats[i],
            None => {
                self.stats.push(StatLine {
                    game: game.to_owned(),
                    opponent,
                    role,
                    tally: Tally::default(),
                    extra: Extra::new(),
                });
                self.stats.last_mut().expect("just pushed")
            }
        };
        line.tally.count(result);
        let points = self.points.entry(game.to_owned()).or_insert(0);
        *points = points.saturating_add(gained);
    }

    pub fn total_points(&self) -> u32 {
        // Saturating: the file may hold any numbers.
        self.points.values().fold(0u32, |a, &b| a.saturating_add(b))
    }

    /// Rating points, games won and games played, overall or for one game: what the
    /// leaderboard ranks by (the store's rows and the app's view alike).
    pub fn standing(&self, game: Option<&str>) -> (u32, u32, u32) {
        let lines = self
            .stats
            .iter()
            .filter(|l| game.is_none_or(|g| l.game == g));
        let (won, played) = lines.fold((0u32, 0u32), |(w, n), l| {
            (
                w.saturating_add(l.tally.won),
                n.saturating_add(l.tally.played),
            )
        });
        let points = match game {
            Some(g) => self.points.get(g).copied().unwrap_or(0),
            None => self.total_points(),
        };
        (points, won, played)
    }
}

/// The profiles of the device.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Profiles {
    pub next_id: u32,
    pub list: Vec<Profile>,
    #[serde(flatten)]
    pub extra: Extra,
}

impl Default for Profiles {
    fn default() -> Self {
        Profiles {
            next_id: 2,
            // The default profile's name is shown through the translations when empty.
            list: vec![Profile::new(1, String::new())],
            extra: Extra::new(),
        }
    }
}

impl Profiles {
    pub fn get(&self, id: u32) -> Option<&Profile> {
        self.list.iter().find(|p| p.id == id)
    }

    pub fn get_mut(&mut self, id: u32) -> Option<&mut Profile> {
        self.list.iter_mut().find(|p| p.id == id)
    }

    pub fn contains(&self, id: u32) -> bool {
        self.get(id).is_some()
    }

    /// The profile with this id, or the first one (a settings file may name a removed
    /// profile; the list is never empty once repaired).
    pub fn get_or_first(&self, id: u32) -> &Profile {
        self.get(id).unwrap_or(&self.list[0])
    }

    /// An id no profile has: `next_id`, unless a damaged or hand-edited file gave it away
    /// already (or it reached the end of the range and wrapped).
    pub fn fresh_id(&self) -> u32 {
        let mut id = self.next_id;
        // Ends: there are far fewer profiles than ids.
        while self.contains(id) {
            id = id.wrapping_add(1);
        }
        id
    }

    /// Adds a profile with a fresh id (the name trimmed); returns its id.
    pub fn add(&mut self, name: &str) -> u32 {
        let id = self.fresh_id();
        self.next_id = id.wrapping_add(1);
        self.list.push(Profile::new(id, name.trim().to_owned()));
        id
    }

    /// Adds a profile with the id `wanted` when no profile has it (the id the app already
    /// shows), else with a fresh one; returns the id given.
    pub fn add_as(&mut self, wanted: u32, name: &str) -> u32 {
        if self.contains(wanted) {
            return self.add(name);
        }
        self.next_id = self.next_id.max(wanted.wrapping_add(1));
        self.list.push(Profile::new(wanted, name.trim().to_owned()));
        wanted
    }

    /// Removes a profile; the last one stays (someone must play).
    pub fn remove(&mut self, id: u32) -> Result<(), StoreError> {
        if !self.contains(id) {
            return Err(StoreError::UnknownProfile(id));
        }
        if self.list.len() == 1 {
            return Err(StoreError::LastProfile(id));
        }
        self.list.retain(|p| p.id != id);
        Ok(())
    }
}

/// A match in progress or finished, as the session saves it: opaque to the store.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedMatch {
    pub game: String,
    pub profile: u32,
    /// Milliseconds since the Unix epoch.
    pub saved_at: u64,
    pub data: serde_json::Value,
    /// A finished game's review, once analysed: opaque to the store like `data` (the app
    /// reads it, checking its version), so opening the review again needs no search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<serde_json::Value>,
    #[serde(flatten)]
    pub extra: Extra,
}

impl SavedMatch {
    /// The match's id, as the app keeps it in its save (`None` for a bare save).
    pub fn match_id(&self) -> Option<&str> {
        self.data.get("id").and_then(|v| v.as_str())
    }

    /// What names this entry of the history for [`keep_review`].
    pub fn key(&self) -> HistoryKey {
        HistoryKey {
            game: self.game.clone(),
            saved_at: self.saved_at,
            match_id: self.match_id().map(str::to_owned),
        }
    }
}

/// One entry of the history: its match id, or for a save without one (an older
/// version's), its game and the time it was saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HistoryKey {
    pub game: String,
    pub saved_at: u64,
    pub match_id: Option<String>,
}

impl HistoryKey {
    pub fn names(&self, m: &SavedMatch) -> bool {
        match &self.match_id {
            Some(id) => m.match_id() == Some(id.as_str()),
            None => m.match_id().is_none() && m.game == self.game && m.saved_at == self.saved_at,
        }
    }
}

/// The most bytes the kept reviews of the history may take together, as the file writes
/// them (indented): the history file stays well under [`super::file::MAX_FILE_BYTES`].
pub const MAX_KEPT_REVIEW_BYTES: usize = 2 << 20;

/// Keeps `review` with the entry `key` names (nothing when it is gone); the oldest other
/// entries' reviews are dropped while all of them would take more than
/// [`MAX_KEPT_REVIEW_BYTES`] (they are analysed again when opened). Returns whether the
/// entry was found. The app's copy and the store both call it, so both keep the same.
pub fn keep_review(
    finished: &mut [SavedMatch],
    key: &HistoryKey,
    review: serde_json::Value,
) -> bool {
    let Some(at) = finished.iter().position(|m| key.names(m)) else {
        return false;
    };
    finished[at].review = Some(review);
    let size = |m: &SavedMatch| {
        m.review
            .as_ref()
            .and_then(|r| serde_json::to_vec_pretty(r).ok())
            .map_or(0, |b| b.len())
    };
    let mut total: usize = finished.iter().map(size).sum();
    // Oldest first: the history is kept newest last.
    for (i, m) in finished.iter_mut().enumerate() {
        if total <= MAX_KEPT_REVIEW_BYTES {
            break;
        }
        if i != at && m.review.is_some() {
            total -= size(m);
            m.review = None;
        }
    }
    true
}

impl History {
    /// Adds a finished match, once: a match already listed (a kill between the archive and
    /// the removal from the matches in progress, repaired at the next start) is replaced
    /// by the new copy, not listed twice. The last [`HISTORY_LEN`] are kept.
    pub fn add_once(&mut self, finished: SavedMatch) {
        if let Some(id) = finished.match_id().map(str::to_owned) {
            self.finished.retain(|f| f.match_id() != Some(id.as_str()));
        }
        self.finished.push(finished);
        let excess = self.finished.len().saturating_sub(HISTORY_LEN);
        self.finished.drain(..excess);
    }
}

/// Matches in progress, one per game.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Matches {
    pub in_progress: BTreeMap<String, SavedMatch>,
    /// How much of the move log this file already holds (see `store::move_log`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub log: Option<LogMark>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// The generation of the move log a `matches.json` goes with, and how many of its bytes
/// the file already holds: the records after them are newer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogMark {
    pub generation: u64,
    pub upto: u64,
}

/// The last finished games, newest last.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct History {
    pub finished: Vec<SavedMatch>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// How many finished games are kept for replay.
pub const HISTORY_LEN: usize = 50;

/// Rating points for a win against the computer.
pub fn points_for_win(level: Level) -> u32 {
    match level {
        Level::Easy => 10,
        Level::Normal => 30,
        Level::Expert => 100,
    }
}

/// The leaderboard's order, as a sort key: more rating points first, then more wins,
/// then the older profile (the store's rows and the app's view alike).
pub fn leaderboard_order(points: u32, won: u32, profile: u32) -> impl Ord {
    (Reverse(points), Reverse(won), profile)
}

/// The rating points a result earns when it counts: a win against the computer.
pub fn win_points(result: GameResult, opponent: Opponent) -> u32 {
    match (result, opponent) {
        (GameResult::Won, Opponent::Computer(level)) => points_for_win(level),
        _ => 0,
    }
}

/// One row of the leaderboard.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeaderboardRow {
    pub profile: u32,
    pub name: String,
    pub points: u32,
    pub won: u32,
    pub played: u32,
}
