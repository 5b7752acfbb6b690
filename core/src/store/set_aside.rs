//! Saved matches that no longer replay (a newer build's option, a move this build spells
//! differently) are kept aside, each in a file of its own under `set-aside/`, never
//! overwritten and never deleted by the store, so a later build (or a person) can still
//! read them. The match leaves the matches in progress, so a new game cannot overwrite it.

use std::fs;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::clock::now_millis;
use super::error::{StoreError, StoreFile};
use super::file::{self, parse, read_capped, JsonFile};
use super::model::{Matches, SavedMatch};
use super::state::Store;

/// The folder, inside the store's, of the matches kept aside.
pub const SET_ASIDE_DIR: &str = "set-aside";

/// What a file in `set-aside/` holds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetAsideMatch {
    pub game: String,
    /// Why it was set aside (which move failed, which option is unknown), for people.
    pub reason: String,
    /// Milliseconds since the Unix epoch.
    pub set_aside_at: u64,
    /// The saved match exactly as it was.
    pub saved: SavedMatch,
    /// The backup's version of the same match, when it differs.
    #[serde(default)]
    pub backup: Option<SavedMatch>,
}

/// A match just set aside: which game, and where it is now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetAside {
    pub game: String,
    pub path: PathBuf,
}

/// A file name made of the game id: the id comes from a file, so nothing in it may
/// reach outside the folder.
fn safe_name(game: &str) -> String {
    let name: String = game
        .chars()
        .take(40)
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if name.is_empty() {
        "match".to_owned()
    } else {
        name
    }
}

/// Writes `bytes` under a new name in `dir`, never replacing an existing file.
fn write_new(dir: &Path, stem: &str, bytes: &[u8]) -> Result<PathBuf, StoreError> {
    let tmp = file::write_temp(dir, stem, bytes)?;
    let mut tmp = Some(tmp);
    for n in 0u32..10_000 {
        let target = dir.join(if n == 0 {
            format!("{stem}.json")
        } else {
            format!("{stem}-{n}.json")
        });
        match tmp
            .take()
            .expect("kept on failure")
            .persist_noclobber(&target)
        {
            Ok(_) => {
                file::sync_dir(dir);
                return Ok(target);
            }
            Err(e) if e.error.kind() == std::io::ErrorKind::AlreadyExists => {
                tmp = Some(e.file);
            }
            Err(e) => return Err(StoreError::io(&target, e.error)),
        }
    }
    Err(StoreError::io(
        dir,
        std::io::Error::other("no free name in the set-aside folder"),
    ))
}

impl Store {
    /// Keeps the saved match of `game` aside for good and removes it from the matches in
    /// progress; `reason` says why it does not replay. `None` when no match of that game
    /// is saved (another process may have set it aside already).
    pub fn set_aside_match(
        &self,
        game: &str,
        reason: &str,
    ) -> Result<Option<SetAside>, StoreError> {
        let (mut st, _lock) = self.begin()?;
        if !self.load_locked::<Matches>(&mut st) {
            return Err(StoreError::DamagedInPlace {
                path: self.dir.join(StoreFile::Matches.file_name()),
            });
        }
        let Some(saved) = st.data.matches.in_progress.get(game).cloned() else {
            return Ok(None);
        };
        let main = JsonFile::new(
            &self.dir,
            StoreFile::Matches.file_name(),
            StoreFile::Matches,
        );
        let backup = read_capped(&main.backup_path())
            .ok()
            .and_then(|b| parse::<Matches>(&b).ok())
            .and_then(|m| m.in_progress.get(game).cloned())
            .filter(|b| *b != saved);
        let record = SetAsideMatch {
            game: game.to_owned(),
            reason: reason.to_owned(),
            set_aside_at: now_millis(),
            saved,
            backup,
        };
        let dir = self.dir.join(SET_ASIDE_DIR);
        fs::create_dir_all(&dir).map_err(|e| StoreError::io(&dir, e))?;
        let stem = format!("{}-{}", safe_name(game), record.set_aside_at);
        // Kept first, removed second: a crash in between leaves two copies, never none.
        let path = write_new(&dir, &stem, &file::encode(&record)?)?;
        log::warn!(
            "store: the saved match of {game} does not replay ({reason}); kept in {}",
            path.display()
        );
        self.change_locked::<Matches, _>(&mut st, |m, _| {
            m.in_progress.remove(game);
            Ok(())
        })?;
        Ok(Some(SetAside {
            game: game.to_owned(),
            path,
        }))
    }

    /// The matches kept aside, oldest first, with their files.
    pub fn set_aside_matches(&self) -> Vec<(PathBuf, SetAsideMatch)> {
        let dir = self.dir.join(SET_ASIDE_DIR);
        let Ok(entries) = fs::read_dir(&dir) else {
            return Vec::new();
        };
        let mut out: Vec<(PathBuf, SetAsideMatch)> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .filter_map(|p| {
                let record = read_capped(&p).ok().and_then(|b| parse(&b).ok())?;
                Some((p, record))
            })
            .collect();
        out.sort_by_key(|(p, r): &(PathBuf, SetAsideMatch)| (r.set_aside_at, p.clone()));
        out
    }
}
