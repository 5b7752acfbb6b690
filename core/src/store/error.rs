//! What can go wrong with the store, and what it recovered from.

use std::io;
use std::path::{Path, PathBuf};

use serde::Serialize;
use thiserror::Error;

/// A failure the store could not recover from by itself (the disk refused a write).
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("cannot use {path}: {message}")]
    Io { path: PathBuf, message: String },
    #[error("cannot encode the data: {0}")]
    Encode(String),
    #[error("no profile with id {0}")]
    UnknownProfile(u32),
    #[error("the profile {0} is the last one and cannot be removed")]
    LastProfile(u32),
}

impl StoreError {
    pub fn io(path: &Path, e: io::Error) -> Self {
        StoreError::Io {
            path: path.to_owned(),
            message: e.to_string(),
        }
    }
}

/// Why a file could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "detail", rename_all = "kebab-case")]
pub enum RecoveryCause {
    /// Not valid JSON of the expected shape (truncated, garbage).
    Damaged(String),
    /// Written by a newer version of the app.
    NewerSchema { found: u32, supported: u32 },
    /// The file could not be read at all.
    Io(String),
    /// The file was missing but its backup was there.
    Missing,
}

/// A file that could not be read, and what the store did about it: the app tells the
/// player ("a damaged save was recovered") and carries on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Recovery {
    pub file: PathBuf,
    pub cause: RecoveryCause,
    /// Where the unreadable file now is (it is never deleted).
    pub moved_to: Option<PathBuf>,
    /// True when the previous version was used; false when the data starts afresh.
    pub restored_from_backup: bool,
}
