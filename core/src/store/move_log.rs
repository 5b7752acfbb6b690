//! The move log: a save of a match in progress appended to `matches.log` with one `write`,
//! instead of `matches.json` rewritten and renamed after every move.
//!
//! Why: on a journaled filesystem a rename waits for the journal, and while another
//! thread or process fsyncs (the syncer does after every change) a rename on this VM took
//! 28 ms at the median and 2 s at p99 under load, against 0.06 ms / 0.27 ms for an append
//! (measured side by side, `core/src/app/README.md`). An appended record is in the kernel
//! when `write` returns, so a crash or `kill -9` keeps it like a renamed file.
//!
//! The layout: a header line naming the log's generation, then one line per save, each
//! the JSON of a whole [`SavedMatch`] (a record replaces its game's match in progress).
//! `matches.json` carries a [`LogMark`]: the generation it goes with and how many bytes of
//! that log it already holds. Reading applies the records after the mark, in order, when
//! the generations agree; a log of another generation is stale (folded into the file
//! already, or left by another version) and ignored. A torn last line (a power loss in
//! the middle of a write) does not parse and ends the log there; the next append cuts it
//! off first.
//!
//! The log starts anew (see `Store::start_log_locked`): the whole state is written to
//! `matches.json` with the mark of a new generation, and — when the old log held records
//! the file did not — fsynced before the old log is cut, so no record acknowledged as
//! fsynced is ever lost. Every write of `matches.json` (a finished match) marks the whole
//! log as held, so a removed match never comes back from an old record.

use std::fs::{File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::error::{StoreError, MOVE_LOG};
use super::model::{LogMark, SavedMatch};
use super::stamp::Stamp;

/// A log longer than this starts anew at its next append (about 400 saves of a long game).
pub(super) const LOG_CAP: u64 = 1 << 20;

/// The most of a log that is read; a longer one (written by hand) is stale.
const READ_CAP: u64 = 8 << 20;

#[derive(Serialize, Deserialize)]
struct Header {
    #[serde(rename = "fireside-move-log")]
    version: u32,
    generation: u64,
}

pub(super) fn path(dir: &Path) -> PathBuf {
    dir.join(MOVE_LOG)
}

/// The header line of a log of generation `generation`.
pub(super) fn header(generation: u64) -> Vec<u8> {
    let mut line = serde_json::to_vec(&Header {
        version: LOG_VERSION,
        generation,
    })
    .expect("a header always encodes");
    line.push(b'\n');
    line
}

/// One save as a record line; refused when the log could not hold it.
pub(super) fn record(saved: &SavedMatch) -> Result<Vec<u8>, StoreError> {
    let mut line = serde_json::to_vec(saved).map_err(|e| StoreError::Encode(e.to_string()))?;
    line.push(b'\n');
    if line.len() as u64 > LOG_CAP {
        return Err(StoreError::TooLarge {
            file: MOVE_LOG.into(),
            bytes: line.len() as u64,
            limit: LOG_CAP,
        });
    }
    Ok(line)
}

/// The log's format version this app writes and reads.
pub const LOG_VERSION: u32 = 1;

/// What reading the log found.
#[derive(Debug, Default)]
pub(super) struct Replay {
    /// The generation, when the log goes with the mark (its records count).
    pub live: Option<u64>,
    /// Where the last whole record ends (appends go there).
    pub end: u64,
    /// The saves after the mark, in order.
    pub saves: Vec<SavedMatch>,
    /// The log's stamp before it was read: a later change shows as a different one.
    pub stamp: Option<Stamp>,
    /// What keeps the log from being used, so it must be moved aside and named: a newer
    /// version's log, or something that is not a regular file in its place.
    pub unusable: Option<Unusable>,
    /// Whole records in the middle that do not parse, with where each starts: skipped
    /// (the records after them still count) and kept aside by the store.
    pub damaged: Vec<(u64, Vec<u8>)>,
}

/// Why the log in place cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Unusable {
    /// Written by a newer version: never written over.
    Newer(u32),
    /// A folder, a FIFO, a link, a device: never opened for writing.
    NotAFile(String),
}

fn open_regular(path: &Path, append: bool) -> io::Result<File> {
    if let Some(kind) = not_a_file(path) {
        return Err(io::Error::other(format!("{} is {kind}", path.display())));
    }
    let mut options = OpenOptions::new();
    if append {
        options.append(true).create(true);
    } else {
        options.read(true);
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options
            .mode(0o600)
            .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY | libc::O_CLOEXEC | libc::O_NOFOLLOW);
    }
    let file = options.open(path)?;
    if !file.metadata()?.is_file() {
        return Err(io::Error::other(format!(
            "{} is not a regular file",
            path.display()
        )));
    }
    Ok(file)
}

/// What stands at `path` when it is there and not a regular file, in words (a link is
/// called a link: opening it with `O_NOFOLLOW` would say "too many levels of links").
pub(super) fn not_a_file(path: &Path) -> Option<String> {
    let meta = std::fs::symlink_metadata(path).ok()?;
    let t = meta.file_type();
    if t.is_file() {
        return None;
    }
    Some(
        if t.is_symlink() {
            "a symbolic link"
        } else if t.is_dir() {
            "a folder"
        } else {
            #[cfg(unix)]
            {
                use std::os::unix::fs::FileTypeExt;
                if t.is_fifo() {
                    "a FIFO"
                } else {
                    "not a regular file"
                }
            }
            #[cfg(not(unix))]
            "not a regular file"
        }
        .to_owned(),
    )
}

/// Reads the log of the store in `dir` against the mark `matches.json` carries. A log of
/// another generation was folded already (or is another version's) and is ignored, except
/// when the file is older than it: with no mark (the file missing, or damaged with no
/// backup) or `recovered` (the file was unreadable and its backup used), every record of
/// an intact log counts.
pub(super) fn replay(dir: &Path, mark: Option<LogMark>, recovered: bool) -> Replay {
    let path = path(dir);
    let stamp = Stamp::current(&path);
    let mut replay = Replay {
        stamp,
        ..Replay::default()
    };
    if let Some(kind) = not_a_file(&path) {
        replay.unusable = Some(Unusable::NotAFile(kind));
        return replay;
    }
    let mut bytes = Vec::new();
    match open_regular(&path, false) {
        Ok(f) => {
            if let Err(e) = f.take(READ_CAP + 1).read_to_end(&mut bytes) {
                log::warn!("store: cannot read {}: {e}", path.display());
                return replay;
            }
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => return replay,
        Err(e) => {
            log::warn!("store: cannot read {}: {e}", path.display());
            return replay;
        }
    }
    if bytes.len() as u64 > READ_CAP {
        return replay;
    }
    let Some(header_end) = bytes.iter().position(|&b| b == b'\n').map(|i| i + 1) else {
        return replay;
    };
    let Ok(head) = serde_json::from_slice::<Header>(&bytes[..header_end]) else {
        return replay;
    };
    if head.version > LOG_VERSION {
        replay.unusable = Some(Unusable::Newer(head.version));
        return replay;
    }
    let upto = match mark {
        Some(mark) if mark.generation == head.generation => mark.upto as usize,
        Some(mark) if !recovered || mark.generation > head.generation => return replay,
        _ => header_end,
    };
    if head.version != LOG_VERSION || upto < header_end || upto > bytes.len() {
        return replay;
    }
    replay.live = Some(head.generation);
    let mut at = upto;
    // Only the last line may be torn (no newline after it): a whole line that does not
    // parse is damage in the middle, skipped so the records after it still count.
    while let Some(len) = bytes[at..].iter().position(|&b| b == b'\n') {
        match serde_json::from_slice::<SavedMatch>(&bytes[at..at + len]) {
            Ok(saved) => replay.saves.push(saved),
            Err(_) => replay
                .damaged
                .push((at as u64, bytes[at..at + len + 1].to_vec())),
        }
        at += len + 1;
    }
    replay.end = at as u64;
    replay.stamp = stamp;
    replay
}

/// Appends `bytes` with one write, after cutting the log to `keep` bytes when it is longer
/// (a torn record) or, with `keep` 0, emptying it. Returns the log's stamp after.
pub(super) fn append(dir: &Path, keep: u64, bytes: &[u8]) -> io::Result<Option<Stamp>> {
    let path = path(dir);
    let mut file = open_regular(&path, true)?;
    if file.metadata()?.len() != keep {
        file.set_len(keep)?;
    }
    file.write_all(bytes)?;
    Ok(Some(Stamp::of(&file.metadata()?)))
}

/// Fsyncs the log; the time it took (`None`: no log there).
pub(super) fn fsync(dir: &Path) -> io::Result<Option<Duration>> {
    let path = path(dir);
    match open_regular(&path, false) {
        Ok(f) => {
            let started = Instant::now();
            f.sync_all()?;
            Ok(Some(started.elapsed()))
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}
