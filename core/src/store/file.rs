//! One JSON document on disk, written atomically and read with recovery.
//!
//! Writing: the new text goes to `NAME.tmp`, is fsynced, the current `NAME` is hard-linked
//! to `NAME.bak` (the previous version), then `NAME.tmp` is renamed over `NAME` and the
//! directory fsynced. At every instant `NAME` is a complete file, old or new.
//!
//! Reading: a `NAME` that cannot be read (garbage, truncated, a newer schema) is never
//! overwritten or deleted: it is renamed to `NAME.unreadable-<millis>` and `NAME.bak` is
//! tried; what happened is reported as a [`Recovery`] for the app to tell the player.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{de::DeserializeOwned, Deserialize, Serialize};

use super::error::{Recovery, RecoveryCause, StoreError};

/// The schema version this build writes and reads. A file with a larger one was written by
/// a newer app and is kept aside, not read.
pub const SCHEMA: u32 = 1;

#[derive(Serialize)]
struct EnvelopeOut<'a, T> {
    schema: u32,
    data: &'a T,
}

#[derive(Deserialize)]
struct EnvelopeIn<T> {
    schema: u32,
    data: T,
}

#[derive(Deserialize)]
struct SchemaOnly {
    schema: u32,
}

pub struct JsonFile {
    path: PathBuf,
}

fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(suffix);
    path.with_file_name(name)
}

fn now_millis() -> u128 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis())
        .unwrap_or(0)
}

enum ReadError {
    Missing,
    Unreadable(RecoveryCause),
}

impl JsonFile {
    pub fn new(dir: &Path, name: &str) -> Self {
        JsonFile {
            path: dir.join(name),
        }
    }

    pub fn backup_path(&self) -> PathBuf {
        sibling(&self.path, ".bak")
    }

    fn temp_path(&self) -> PathBuf {
        sibling(&self.path, ".tmp")
    }

    fn read_one<T: DeserializeOwned>(path: &Path) -> Result<T, ReadError> {
        let bytes = match fs::read(path) {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(ReadError::Missing),
            Err(e) => return Err(ReadError::Unreadable(RecoveryCause::Io(e.to_string()))),
        };
        // The schema is checked first so a newer file is recognized as such, not as garbage.
        match serde_json::from_slice::<SchemaOnly>(&bytes) {
            Ok(s) if s.schema > SCHEMA => {
                return Err(ReadError::Unreadable(RecoveryCause::NewerSchema {
                    found: s.schema,
                    supported: SCHEMA,
                }))
            }
            Ok(_) => {}
            Err(e) => return Err(ReadError::Unreadable(RecoveryCause::Damaged(e.to_string()))),
        }
        serde_json::from_slice::<EnvelopeIn<T>>(&bytes)
            .map(|env| {
                debug_assert!(env.schema <= SCHEMA);
                env.data
            })
            .map_err(|e| ReadError::Unreadable(RecoveryCause::Damaged(e.to_string())))
    }

    /// Moves an unreadable file aside under a new, unused name.
    fn move_aside(path: &Path) -> Result<PathBuf, StoreError> {
        let mut n = 0;
        loop {
            let target = sibling(path, &format!(".unreadable-{}-{n}", now_millis()));
            if !target.exists() {
                fs::rename(path, &target).map_err(|e| StoreError::io(path, e))?;
                return Ok(target);
            }
            n += 1;
        }
    }

    /// Reads the document, falling back to the backup and then to `T::default()`.
    /// Every fallback is reported in `recoveries`.
    pub fn load<T: DeserializeOwned + Default>(
        &self,
        recoveries: &mut Vec<Recovery>,
    ) -> Result<T, StoreError> {
        let cause = match Self::read_one::<T>(&self.path) {
            Ok(v) => return Ok(v),
            Err(ReadError::Missing) => None,
            Err(ReadError::Unreadable(cause)) => Some(cause),
        };
        let moved_to = match &cause {
            Some(_) => Some(Self::move_aside(&self.path)?),
            None => None,
        };
        let backup = self.backup_path();
        match Self::read_one::<T>(&backup) {
            Ok(v) => {
                if let Some(cause) = cause {
                    recoveries.push(Recovery {
                        file: self.path.clone(),
                        cause,
                        moved_to,
                        restored_from_backup: true,
                    });
                } else {
                    // The main file vanished (a crash mid-rename on a filesystem without
                    // links): the backup is the latest complete version.
                    recoveries.push(Recovery {
                        file: self.path.clone(),
                        cause: RecoveryCause::Missing,
                        moved_to: None,
                        restored_from_backup: true,
                    });
                }
                Ok(v)
            }
            Err(ReadError::Missing) => {
                if let Some(cause) = cause {
                    recoveries.push(Recovery {
                        file: self.path.clone(),
                        cause,
                        moved_to,
                        restored_from_backup: false,
                    });
                }
                Ok(T::default())
            }
            Err(ReadError::Unreadable(backup_cause)) => {
                let backup_moved = Self::move_aside(&backup)?;
                recoveries.push(Recovery {
                    file: self.path.clone(),
                    cause: cause.unwrap_or(backup_cause),
                    moved_to: moved_to.or(Some(backup_moved)),
                    restored_from_backup: false,
                });
                Ok(T::default())
            }
        }
    }

    /// Writes the document atomically, keeping the previous version as the backup.
    pub fn save<T: Serialize>(&self, data: &T) -> Result<(), StoreError> {
        let text = serde_json::to_vec_pretty(&EnvelopeOut {
            schema: SCHEMA,
            data,
        })
        .map_err(|e| StoreError::Encode(e.to_string()))?;
        let tmp = self.temp_path();
        {
            let mut f = OpenOptions::new()
                .write(true)
                .create(true)
                .truncate(true)
                .open(&tmp)
                .map_err(|e| StoreError::io(&tmp, e))?;
            f.write_all(&text).map_err(|e| StoreError::io(&tmp, e))?;
            f.sync_all().map_err(|e| StoreError::io(&tmp, e))?;
        }
        if self.path.exists() {
            let backup = self.backup_path();
            let _ = fs::remove_file(&backup);
            if fs::hard_link(&self.path, &backup).is_err() {
                fs::copy(&self.path, &backup).map_err(|e| StoreError::io(&backup, e))?;
            }
        }
        fs::rename(&tmp, &self.path).map_err(|e| StoreError::io(&self.path, e))?;
        if let Some(dir) = self.path.parent() {
            // Makes the rename durable; not every platform can open a directory.
            if let Ok(d) = File::open(dir) {
                let _ = d.sync_all();
            }
        }
        Ok(())
    }
}
