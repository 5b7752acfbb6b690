//! What can go wrong with the store, and what it recovered from.

use std::io;
use std::path::{Path, PathBuf};

use serde::Serialize;
use thiserror::Error;

/// A failure the store could not recover from by itself (the disk refused a write).
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("cannot use {path}: {message}")]
    Io {
        path: PathBuf,
        message: String,
        /// What kind of refusal, so the player is told what to do.
        denied: IoDenial,
    },
    /// The store's lock file exists but cannot be opened (its permissions): going on
    /// without the lock could let two processes undo each other's saves.
    #[error(
        "cannot use the store's lock {path}: {message}. Give your user read and write \
         permission on it (chmod u+rw), or remove it if no other Fireside runs; or play \
         with --no-save"
    )]
    Lock { path: PathBuf, message: String },
    /// A profile name longer than the store keeps.
    #[error("a profile name of {chars} characters is longer than the {limit} allowed")]
    NameTooLong { chars: usize, limit: usize },
    /// A file larger than any the store reads: it is not written.
    #[error("{file} would be {bytes} bytes, more than the {limit} the store reads")]
    TooLarge {
        file: String,
        bytes: u64,
        limit: u64,
    },
    #[error("cannot encode the data: {0}")]
    Encode(String),
    #[error("no profile with id {0}")]
    UnknownProfile(u32),
    #[error("the profile {0} is the last one and cannot be removed")]
    LastProfile(u32),
    /// A damaged file could not be moved aside (a read-only folder): writing would destroy
    /// it, so the store only reads until the folder can be written.
    #[error("{path} is damaged and cannot be moved aside, so it is not written over")]
    DamagedInPlace { path: PathBuf },
    /// A file written by a newer version of the app, which this one may not write over.
    #[error("{path} was written by a newer version of Fireside (format {found}; this version knows {supported}): update Fireside")]
    NewerVersion {
        path: PathBuf,
        found: u32,
        supported: u32,
    },
    /// The store's path is a file (or something else that is not a folder).
    #[error(
        "the store {path} is {kind}, not a folder: give --store a folder (it is made if missing)"
    )]
    NotAFolder { path: PathBuf, kind: String },
    /// No folder for the store could be found (no `--store`, no usable `XDG_DATA_HOME`
    /// or `HOME`).
    #[error("no folder for the store: {0}")]
    NoDirectory(String),
}

/// Why the disk refused, in the terms of what the player can do about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IoDenial {
    /// No permission, or a read-only filesystem: the folder's access must change.
    Denied,
    /// No space (or quota) left: space must be freed.
    Full,
    /// Anything else.
    Other,
}

impl IoDenial {
    pub fn of(e: &io::Error) -> IoDenial {
        match e.kind() {
            io::ErrorKind::PermissionDenied | io::ErrorKind::ReadOnlyFilesystem => IoDenial::Denied,
            io::ErrorKind::StorageFull => IoDenial::Full,
            _ => match e.raw_os_error() {
                Some(libc::EACCES | libc::EPERM | libc::EROFS) => IoDenial::Denied,
                Some(libc::ENOSPC | libc::EDQUOT) => IoDenial::Full,
                _ => IoDenial::Other,
            },
        }
    }
}

impl StoreError {
    pub fn io(path: &Path, e: io::Error) -> Self {
        StoreError::Io {
            path: path.to_owned(),
            message: e.to_string(),
            denied: IoDenial::of(&e),
        }
    }

    /// What the player can do about a failed save.
    pub fn denial(&self) -> IoDenial {
        match self {
            StoreError::Io { denied, .. } => *denied,
            StoreError::Lock { .. } | StoreError::DamagedInPlace { .. } => IoDenial::Denied,
            _ => IoDenial::Other,
        }
    }
}

/// Which of the store's files, so the player can be told what was affected.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StoreFile {
    Settings,
    /// Profiles, their statistics and rating points.
    Profiles,
    /// The saved games in progress.
    Matches,
    /// The finished games kept for replay.
    History,
}

impl StoreFile {
    pub const ALL: [StoreFile; 4] = [
        StoreFile::Settings,
        StoreFile::Profiles,
        StoreFile::Matches,
        StoreFile::History,
    ];

    pub fn file_name(self) -> &'static str {
        match self {
            StoreFile::Settings => "settings.json",
            StoreFile::Profiles => "profiles.json",
            StoreFile::Matches => "matches.json",
            StoreFile::History => "history.json",
        }
    }
}

/// The move log's file, beside the four parts' (`move_log`).
pub const MOVE_LOG: &str = "matches.log";

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
    /// This user may not read the file (its permissions): it is left where it is, not
    /// moved aside nor replaced by its backup, and nothing is written over it.
    Denied(String),
    /// The file was missing but its backup was there.
    Missing,
    /// Something other than a regular file (a FIFO, a device, a directory) was in its place.
    NotAFile(String),
    /// Larger than any file the store writes.
    TooLarge { bytes: u64, limit: u64 },
}

/// A file that could not be read, and what the store did about it: the app tells the
/// player ("your ratings were damaged; the last good copy was restored") and carries on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Recovery {
    pub file: PathBuf,
    /// Which file it was, for the text the player reads.
    pub kind: StoreFile,
    pub cause: RecoveryCause,
    /// Where the unreadable file now is (it is never deleted); `None` when nothing was
    /// moved (a missing file, or a read-only folder).
    pub moved_to: Option<PathBuf>,
    /// True when the previous version was used; false when the data starts afresh.
    pub restored_from_backup: bool,
}

impl Recovery {
    /// The translation key of the sentence that tells the player what happened, naming
    /// the file's part (saved games, profiles and ratings, settings, history).
    pub fn message_key(&self) -> &'static str {
        // The move log: named, and where it (or its damaged record) was kept.
        if self.file.file_name().is_some_and(|n| n == MOVE_LOG) {
            return match self.moved_to {
                Some(_) => "store-log-set-aside",
                None => "store-log-stuck",
            };
        }
        // Only a damaged file is called damaged.
        match (&self.cause, self.restored_from_backup) {
            (RecoveryCause::Denied(_), _) => return "store-denied",
            (RecoveryCause::NewerSchema { .. }, true) => return "store-newer-restored",
            (RecoveryCause::NewerSchema { .. }, false) => return "store-newer-lost",
            (RecoveryCause::Missing, _) => return "store-missing-restored",
            _ => {}
        }
        match (self.kind, self.restored_from_backup) {
            (StoreFile::Settings, true) => "store-recovered-settings",
            (StoreFile::Settings, false) => "store-lost-settings",
            (StoreFile::Profiles, true) => "store-recovered-profiles",
            (StoreFile::Profiles, false) => "store-lost-profiles",
            (StoreFile::Matches, true) => "store-recovered-matches",
            (StoreFile::Matches, false) => "store-lost-matches",
            (StoreFile::History, true) => "store-recovered-history",
            (StoreFile::History, false) => "store-lost-history",
        }
    }

    /// The translation key of the file's part in the player's words (`store-part-*`),
    /// for the sentences that name it.
    pub fn part_key(&self) -> &'static str {
        match self.kind {
            StoreFile::Settings => "store-part-settings",
            StoreFile::Profiles => "store-part-profiles",
            StoreFile::Matches => "store-part-matches",
            StoreFile::History => "store-part-history",
        }
    }
}
