//! The store: settings, profiles, statistics, leaderboard, saved matches and the
//! recoveries made when opening it.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;

use fireside_core::store as st;

use crate::error::{guard, FiresideError, Result};
use crate::types::{mirror_enum, options_from_core, options_to_core, Level, Role, RuleOption};

/// The player's settings.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct Settings {
    /// A language code chosen in the settings (`en`, `th`, `ko`, `fi`); `None` follows the
    /// device.
    pub language: Option<String>,
    pub sound: bool,
    pub vibration: bool,
    /// Animation speed: 0 = off, 1 = slow, 2 = normal, 3 = fast.
    pub animation_speed: u8,
    /// The profile that plays now.
    pub active_profile: u32,
    /// The last-used preset and options per game id.
    pub last_rules: HashMap<String, LastRules>,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LastRules {
    pub preset: String,
    pub options: Vec<RuleOption>,
}

impl From<st::LastRules> for LastRules {
    fn from(r: st::LastRules) -> Self {
        LastRules {
            preset: r.preset,
            options: options_from_core(&r.options),
        }
    }
}

impl From<LastRules> for st::LastRules {
    fn from(r: LastRules) -> Self {
        st::LastRules {
            options: options_to_core(&r.options),
            preset: r.preset,
        }
    }
}

impl From<st::Settings> for Settings {
    fn from(s: st::Settings) -> Self {
        Settings {
            language: s.language,
            sound: s.sound,
            vibration: s.vibration,
            animation_speed: s.animation_speed,
            active_profile: s.active_profile,
            last_rules: s
                .last_rules
                .into_iter()
                .map(|(k, v)| (k, v.into()))
                .collect(),
        }
    }
}

impl Settings {
    /// The core's settings; `dama_black_first` (not in this older record) is kept as stored.
    fn into_core(self, dama_black_first: bool) -> st::Settings {
        let s = self;
        st::Settings {
            dama_black_first,
            language: s.language,
            sound: s.sound,
            vibration: s.vibration,
            animation_speed: s.animation_speed,
            active_profile: s.active_profile,
            last_rules: s
                .last_rules
                .into_iter()
                .map(|(k, v)| (k, v.into()))
                .collect(),
        }
    }
}

/// Who a profile played against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Opponent {
    Human,
    Computer { level: Level },
}

impl From<st::Opponent> for Opponent {
    fn from(o: st::Opponent) -> Self {
        match o {
            st::Opponent::Human => Opponent::Human,
            st::Opponent::Computer(level) => Opponent::Computer {
                level: level.into(),
            },
        }
    }
}

impl From<Opponent> for st::Opponent {
    fn from(o: Opponent) -> Self {
        match o {
            Opponent::Human => st::Opponent::Human,
            Opponent::Computer { level } => st::Opponent::Computer(level.into()),
        }
    }
}

mirror_enum! {
    /// How a finished game ended for a profile.
    GameResult = st::GameResult { Won, Lost, Drawn }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, uniffi::Record)]
pub struct Tally {
    pub played: u32,
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
}

/// One line of a profile's statistics: a game, an opponent and the role played.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct StatLine {
    pub game: String,
    pub opponent: Opponent,
    pub role: Role,
    pub tally: Tally,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Profile {
    pub id: u32,
    /// Empty for the default profile: show `Text::ProfileDefaultName` then.
    pub name: String,
    /// Rating points per game id.
    pub points: HashMap<String, u32>,
    pub total_points: u32,
    pub stats: Vec<StatLine>,
}

impl From<st::Profile> for Profile {
    fn from(p: st::Profile) -> Self {
        Profile {
            total_points: p.total_points(),
            id: p.id,
            name: p.name,
            points: p.points.into_iter().collect(),
            stats: p
                .stats
                .into_iter()
                .map(|l| StatLine {
                    game: l.game,
                    opponent: l.opponent.into(),
                    role: l.role.into(),
                    tally: Tally {
                        played: l.tally.played,
                        won: l.tally.won,
                        lost: l.tally.lost,
                        drawn: l.tally.drawn,
                    },
                })
                .collect(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LeaderboardRow {
    pub profile: u32,
    pub name: String,
    pub points: u32,
    pub won: u32,
    pub played: u32,
}

/// A match in progress or finished: `data` is `Match.save()`'s JSON text.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct SavedMatch {
    pub game: String,
    pub profile: u32,
    /// Milliseconds since the Unix epoch.
    pub saved_at: u64,
    pub data: String,
}

impl From<st::SavedMatch> for SavedMatch {
    fn from(m: st::SavedMatch) -> Self {
        SavedMatch {
            game: m.game,
            profile: m.profile,
            saved_at: m.saved_at,
            data: m.data.to_string(),
        }
    }
}

impl TryFrom<SavedMatch> for st::SavedMatch {
    type Error = FiresideError;
    fn try_from(m: SavedMatch) -> Result<Self> {
        let data = serde_json::from_str(&m.data)
            .map_err(|e| FiresideError::invalid(format!("SavedMatch.data is not JSON: {e}")))?;
        Ok(st::SavedMatch {
            game: m.game,
            profile: m.profile,
            saved_at: m.saved_at,
            data,
        })
    }
}

/// Why a file of the store could not be read.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum RecoveryCause {
    /// Not valid JSON of the expected shape (truncated, garbage).
    Damaged { detail: String },
    /// Written by a newer version of the app.
    NewerSchema { found: u32, supported: u32 },
    /// The file could not be read at all.
    Io { detail: String },
    /// The file was missing but its backup was there.
    Missing,
}

/// A file that could not be read and what the store did: tell the player, carry on.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Recovery {
    pub file: String,
    pub cause: RecoveryCause,
    /// Where the unreadable file now is (it is never deleted).
    pub moved_to: Option<String>,
    /// True when the previous version was used; false when the data starts afresh.
    pub restored_from_backup: bool,
}

fn path_text(p: &std::path::Path) -> String {
    p.to_string_lossy().into_owned()
}

impl From<st::Recovery> for Recovery {
    fn from(r: st::Recovery) -> Self {
        Recovery {
            file: path_text(&r.file),
            cause: match r.cause {
                st::RecoveryCause::Damaged(detail) => RecoveryCause::Damaged { detail },
                st::RecoveryCause::NewerSchema { found, supported } => {
                    RecoveryCause::NewerSchema { found, supported }
                }
                st::RecoveryCause::Io(detail) => RecoveryCause::Io { detail },
                st::RecoveryCause::Missing => RecoveryCause::Missing,
                // Refused without reading: to the app, a file it could not read.
                cause @ (st::RecoveryCause::NotAFile(_) | st::RecoveryCause::TooLarge { .. }) => {
                    RecoveryCause::Io {
                        detail: format!("{cause:?}"),
                    }
                }
            },
            moved_to: r.moved_to.as_deref().map(path_text),
            restored_from_backup: r.restored_from_backup,
        }
    }
}

/// Rating points for a win against the computer at a level.
#[uniffi::export]
pub fn points_for_win(level: Level) -> u32 {
    st::points_for_win(level.into())
}

/// How many finished games the history keeps.
#[uniffi::export]
pub fn history_len() -> u32 {
    st::HISTORY_LEN as u32
}

/// The store in a directory the app gives (its files directory). Thread-safe: the core
/// guards its data and writes with one lock.
#[derive(uniffi::Object)]
pub struct Store {
    inner: st::Store,
}

#[uniffi::export]
impl Store {
    /// Opens (or creates) the store. Damaged files are moved aside and their backups used:
    /// see `take_recoveries`. An error only when the directory cannot be used at all.
    #[uniffi::constructor]
    pub fn open(dir: String) -> Result<Arc<Store>> {
        guard(|| {
            if dir.is_empty() {
                return Err(FiresideError::invalid("the store needs a directory"));
            }
            Ok(Arc::new(Store {
                inner: st::Store::open(&PathBuf::from(dir))?,
            }))
        })
    }

    pub fn dir(&self) -> String {
        path_text(self.inner.dir())
    }

    /// What was recovered when the store was opened, once.
    pub fn take_recoveries(&self) -> Result<Vec<Recovery>> {
        guard(|| {
            Ok(self
                .inner
                .take_recoveries()
                .into_iter()
                .map(Into::into)
                .collect())
        })
    }

    pub fn settings(&self) -> Result<Settings> {
        guard(|| Ok(self.inner.settings().into()))
    }

    pub fn set_settings(&self, settings: Settings) -> Result<()> {
        guard(|| {
            let keep = self.inner.settings().dama_black_first;
            Ok(self.inner.set_settings(settings.into_core(keep))?)
        })
    }

    pub fn set_last_rules(&self, game: String, rules: LastRules) -> Result<()> {
        guard(|| Ok(self.inner.set_last_rules(&game, rules.into())?))
    }

    pub fn profiles(&self) -> Result<Vec<Profile>> {
        guard(|| Ok(self.inner.profiles().into_iter().map(Into::into).collect()))
    }

    pub fn active_profile(&self) -> Result<Profile> {
        guard(|| Ok(self.inner.active_profile().into()))
    }

    /// Adds a profile; returns its id.
    pub fn add_profile(&self, name: String) -> Result<u32> {
        guard(|| Ok(self.inner.add_profile(&name)?))
    }

    pub fn rename_profile(&self, id: u32, name: String) -> Result<()> {
        guard(|| Ok(self.inner.rename_profile(id, &name)?))
    }

    pub fn remove_profile(&self, id: u32) -> Result<()> {
        guard(|| Ok(self.inner.remove_profile(id)?))
    }

    pub fn set_active_profile(&self, id: u32) -> Result<()> {
        guard(|| Ok(self.inner.set_active_profile(id)?))
    }

    /// Records a finished game for a profile; returns the rating points gained.
    pub fn record_result(
        &self,
        profile: u32,
        game: String,
        opponent: Opponent,
        role: Role,
        result: GameResult,
    ) -> Result<u32> {
        guard(|| {
            fireside_core::games::find(&game)?;
            Ok(self.inner.record_result(
                profile,
                &game,
                opponent.into(),
                role.into(),
                result.into(),
            )?)
        })
    }

    /// The profiles ranked by rating points (overall for `None`, or for one game).
    pub fn leaderboard(&self, game: Option<String>) -> Result<Vec<LeaderboardRow>> {
        guard(|| {
            Ok(self
                .inner
                .leaderboard(game.as_deref())
                .into_iter()
                .map(|r| LeaderboardRow {
                    profile: r.profile,
                    name: r.name,
                    points: r.points,
                    won: r.won,
                    played: r.played,
                })
                .collect())
        })
    }

    /// Saves the match in progress of its game (after every move).
    pub fn save_match(&self, saved: SavedMatch) -> Result<()> {
        guard(|| Ok(self.inner.save_match(saved.try_into()?)?))
    }

    pub fn saved_match(&self, game: String) -> Result<Option<SavedMatch>> {
        guard(|| Ok(self.inner.saved_match(&game).map(Into::into)))
    }

    pub fn saved_matches(&self) -> Result<Vec<SavedMatch>> {
        guard(|| {
            Ok(self
                .inner
                .saved_matches()
                .into_iter()
                .map(Into::into)
                .collect())
        })
    }

    pub fn clear_match(&self, game: String) -> Result<()> {
        guard(|| Ok(self.inner.clear_match(&game)?))
    }

    /// Moves a finished match to the history and clears it from the matches in progress.
    pub fn finish_match(&self, finished: SavedMatch) -> Result<()> {
        guard(|| Ok(self.inner.finish_match(finished.try_into()?)?))
    }

    /// The last finished matches, newest last.
    pub fn history(&self) -> Result<Vec<SavedMatch>> {
        guard(|| Ok(self.inner.history().into_iter().map(Into::into).collect()))
    }
}
