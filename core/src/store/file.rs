//! One JSON document on disk, written atomically and read with recovery.
//!
//! Writing (always under the store's lock, see [`super::lock`]): the new text goes to a
//! fresh temporary file with a unique name, created exclusively (never through a symlink or
//! over anything already there); the current `NAME`, when it is known fsynced, is
//! hard-linked under another unique name and renamed over `NAME.bak` (the previous version);
//! then the temporary file is renamed over `NAME`. At every instant `NAME` is a complete
//! file, old or new, for every process (a crash or `kill -9` keeps the new one), and two
//! writers never share a temporary file. The fsync of the new file and of the directory
//! comes after the rename, at the end of the call or later on the writer's syncer thread;
//! until then a power loss may leave `NAME` empty or truncated, and the loader falls back
//! to `NAME.bak`, which only ever holds an fsynced version (see [`super::durable`]).
//!
//! Reading: only a regular file is read, and only up to [`MAX_FILE_BYTES`]; a FIFO, a
//! device, a directory or a huge file in its place is refused without blocking. A `NAME`
//! that cannot be read (garbage, truncated, a newer schema, a special file) is never
//! overwritten or deleted: it is renamed to `NAME.unreadable-<millis>-<n>` and `NAME.bak`
//! is tried; what happened is reported as a [`Recovery`] for the app to tell the player.

use std::fs::{self, File, Metadata, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::{de::DeserializeOwned, Deserialize, Serialize};

use super::clock::now_millis;
use super::durable::{self, Backup};
use super::error::{Recovery, RecoveryCause, StoreError, StoreFile};
use super::stamp::Stamp;

/// The schema version this build writes and reads. A file with a larger one was written by
/// a newer app and is kept aside, not read.
pub const SCHEMA: u32 = 1;

/// The largest store file read. Fifty finished games and a saved match per game are well
/// under 1 MiB; anything larger is not ours (or `/dev/zero` behind a link).
pub const MAX_FILE_BYTES: u64 = 8 << 20;

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
    kind: StoreFile,
}

fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(suffix);
    path.with_file_name(name)
}

pub(super) enum ReadError {
    Missing,
    Unreadable(RecoveryCause),
}

/// What kind of thing stands where a regular file should, in words for the log and the
/// recovery's detail.
fn kind_of(meta: &Metadata) -> &'static str {
    let t = meta.file_type();
    if t.is_dir() {
        return "a directory";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return "a FIFO";
        }
        if t.is_char_device() || t.is_block_device() {
            return "a device";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    "not a regular file"
}

/// Opens a file for reading without blocking on a FIFO or a device and without becoming
/// its controlling terminal.
fn open_for_reading(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY | libc::O_CLOEXEC);
    }
    options.open(path)
}

/// The bytes of a regular file of at most [`MAX_FILE_BYTES`].
pub(super) fn read_capped(path: &Path) -> Result<Vec<u8>, ReadError> {
    let unreadable = |e: io::Error| {
        // No permission is not damage: the file may be perfectly good.
        if super::error::IoDenial::of(&e) == super::error::IoDenial::Denied {
            ReadError::Unreadable(RecoveryCause::Denied(e.to_string()))
        } else {
            ReadError::Unreadable(RecoveryCause::Io(e.to_string()))
        }
    };
    // Checked before opening, so a FIFO is never opened at all; checked again on the open
    // file in case it was swapped in between.
    match fs::metadata(path) {
        Ok(meta) if !meta.is_file() => {
            return Err(ReadError::Unreadable(RecoveryCause::NotAFile(
                kind_of(&meta).to_owned(),
            )))
        }
        Ok(_) => {}
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            // A dangling symlink is something, not nothing: it is moved aside like garbage.
            return match fs::symlink_metadata(path) {
                Ok(_) => Err(ReadError::Unreadable(RecoveryCause::Io(e.to_string()))),
                Err(_) => Err(ReadError::Missing),
            };
        }
        Err(e) => return Err(unreadable(e)),
    }
    let file = match open_for_reading(path) {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(ReadError::Missing),
        Err(e) => return Err(unreadable(e)),
    };
    let meta = file.metadata().map_err(unreadable)?;
    if !meta.is_file() {
        return Err(ReadError::Unreadable(RecoveryCause::NotAFile(
            kind_of(&meta).to_owned(),
        )));
    }
    let too_large = |bytes: u64| {
        ReadError::Unreadable(RecoveryCause::TooLarge {
            bytes,
            limit: MAX_FILE_BYTES,
        })
    };
    if meta.len() > MAX_FILE_BYTES {
        return Err(too_large(meta.len()));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    // The cap holds even if the file grows while it is read.
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(unreadable)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(too_large(bytes.len() as u64));
    }
    Ok(bytes)
}

/// Parses one envelope; the schema is checked first so a newer file is recognized as
/// such, not as garbage.
pub(super) fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ReadError> {
    match serde_json::from_slice::<SchemaOnly>(bytes) {
        Ok(s) if s.schema > SCHEMA => {
            return Err(ReadError::Unreadable(RecoveryCause::NewerSchema {
                found: s.schema,
                supported: SCHEMA,
            }))
        }
        Ok(_) => {}
        Err(e) => return Err(ReadError::Unreadable(RecoveryCause::Damaged(e.to_string()))),
    }
    serde_json::from_slice::<EnvelopeIn<T>>(bytes)
        .map(|env| {
            debug_assert!(env.schema <= SCHEMA);
            env.data
        })
        .map_err(|e| ReadError::Unreadable(RecoveryCause::Damaged(e.to_string())))
}

/// The text of one envelope; refused when the next read would refuse it (too large).
pub(super) fn encode<T: Serialize>(data: &T) -> Result<Vec<u8>, StoreError> {
    let bytes = serde_json::to_vec_pretty(&EnvelopeOut {
        schema: SCHEMA,
        data,
    })
    .map_err(|e| StoreError::Encode(e.to_string()))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(StoreError::TooLarge {
            file: String::new(),
            bytes: bytes.len() as u64,
            limit: MAX_FILE_BYTES,
        });
    }
    Ok(bytes)
}

/// Moves an unreadable file aside under a new, unused name.
pub(super) fn move_aside(path: &Path) -> io::Result<PathBuf> {
    let mut n = 0u32;
    loop {
        let target = sibling(path, &format!(".unreadable-{}-{n}", now_millis()));
        // symlink_metadata: a dangling link at the target is something too.
        if fs::symlink_metadata(&target).is_err() {
            fs::rename(path, &target)?;
            return Ok(target);
        }
        n += 1;
        if n > 10_000 {
            return Err(io::Error::other("no free name to move the file aside"));
        }
    }
}

/// Makes a rename in `dir` durable; not every platform can open a directory.
pub(super) fn sync_dir(dir: &Path) {
    sync_dir_timed(dir, &mut Vec::new());
}

/// [`sync_dir`], noting the time the fsync took.
pub(super) fn sync_dir_timed(dir: &Path, times: &mut Vec<Duration>) {
    if let Ok(d) = File::open(dir) {
        let started = std::time::Instant::now();
        let _ = d.sync_all();
        times.push(started.elapsed());
    }
}

/// Writes `bytes` to a new file in `dir` under a unique name and returns it, fsynced.
/// The file is created exclusively (`O_CREAT|O_EXCL`), so a symlink or a directory planted
/// under any name is never followed or reused.
pub(super) fn write_temp(
    dir: &Path,
    name: &str,
    bytes: &[u8],
) -> Result<tempfile::NamedTempFile, StoreError> {
    let tmp = write_temp_unsynced(dir, name, bytes)?;
    tmp.as_file()
        .sync_all()
        .map_err(|e| StoreError::io(tmp.path(), e))?;
    Ok(tmp)
}

/// [`write_temp`] without the fsync: the caller fsyncs it once it is in place.
fn write_temp_unsynced(
    dir: &Path,
    name: &str,
    bytes: &[u8],
) -> Result<tempfile::NamedTempFile, StoreError> {
    let mut tmp = tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(".tmp")
        .tempfile_in(dir)
        .map_err(|e| StoreError::io(&dir.join(name), e))?;
    tmp.write_all(bytes)
        .map_err(|e| StoreError::io(tmp.path(), e))?;
    Ok(tmp)
}

/// Removes the temporary files a killed writer left. Called under the store's lock, when
/// no other writer can be using one.
pub(super) fn remove_stale_temps(dir: &Path, name: &str) {
    let prefix = format!(".{name}.");
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        let Some(text) = file_name.to_str() else {
            continue;
        };
        if text.starts_with(&prefix) && text.ends_with(".tmp") {
            // Only regular files of ours; anything else is left alone.
            if entry.file_type().is_ok_and(|t| t.is_file()) {
                let _ = fs::remove_file(entry.path());
            }
        }
    }
}

/// What [`JsonFile::load`] found.
pub struct Loaded<T> {
    pub value: T,
    /// The main file as it was read (its stamp), `None` when it was missing or moved.
    pub stamp: Option<Stamp>,
    /// A damaged main file could not be moved aside (a read-only folder): it must not be
    /// written over, so writes are refused until it can be moved.
    pub stuck: bool,
}

impl JsonFile {
    pub fn new(dir: &Path, name: &str, kind: StoreFile) -> Self {
        JsonFile {
            path: dir.join(name),
            kind,
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    pub fn backup_path(&self) -> PathBuf {
        sibling(&self.path, ".bak")
    }

    fn name(&self) -> String {
        self.path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned()
    }

    fn dir(&self) -> &Path {
        self.path.parent().unwrap_or(Path::new("."))
    }

    /// Reads the main file only, without recovery: `None` when it is missing or
    /// unreadable (then [`JsonFile::load`] under the lock deals with it).
    pub fn read_quietly<T: DeserializeOwned>(&self) -> Option<(T, Option<Stamp>)> {
        let stamp = Stamp::current(&self.path);
        let bytes = read_capped(&self.path).ok()?;
        let value = parse(&bytes).ok()?;
        Some((value, stamp))
    }

    fn recovery(
        &self,
        cause: RecoveryCause,
        moved_to: Option<PathBuf>,
        restored: bool,
    ) -> Recovery {
        Recovery {
            file: self.path.clone(),
            kind: self.kind,
            cause,
            moved_to,
            restored_from_backup: restored,
        }
    }

    /// Moves an unreadable file aside; in a folder that refuses (read-only) it stays where
    /// it is and the store goes on from memory.
    fn try_move_aside(path: &Path) -> Option<PathBuf> {
        match move_aside(path) {
            Ok(p) => Some(p),
            Err(e) => {
                log::warn!(
                    "store: cannot move the unreadable {} aside: {e}",
                    path.display()
                );
                None
            }
        }
    }

    /// Reads the document, falling back to the backup and then to `T::default()`.
    /// Every fallback is reported in `recoveries`. Moves files, so it is called under the
    /// store's lock (or where no lock can be had: a read-only folder).
    pub fn load<T: DeserializeOwned + Default>(&self, recoveries: &mut Vec<Recovery>) -> Loaded<T> {
        let stamp = Stamp::current(&self.path);
        let cause = match read_capped(&self.path).and_then(|b| parse::<T>(&b)) {
            Ok(value) => {
                return Loaded {
                    value,
                    stamp,
                    stuck: false,
                }
            }
            Err(ReadError::Missing) => None,
            // A file this user may not read stays as it is, and so does the data: its
            // backup is older, and writing over it would lose what it holds.
            Err(ReadError::Unreadable(cause @ RecoveryCause::Denied(_))) => {
                log::warn!("store: {} may not be read: {cause:?}", self.path.display());
                recoveries.push(self.recovery(cause, None, false));
                return Loaded {
                    value: T::default(),
                    stamp,
                    stuck: true,
                };
            }
            Err(ReadError::Unreadable(cause)) => Some(cause),
        };
        let moved_to = cause
            .as_ref()
            .and_then(|_| Self::try_move_aside(&self.path));
        let stuck = cause.is_some() && moved_to.is_none();
        let backup = self.backup_path();
        let value = match read_capped(&backup).and_then(|b| parse::<T>(&b)) {
            Ok(v) => {
                // With no cause, the main file vanished (a crash mid-rename on a
                // filesystem without links): the backup is the latest complete version.
                recoveries.push(self.recovery(
                    cause.unwrap_or(RecoveryCause::Missing),
                    moved_to,
                    true,
                ));
                v
            }
            Err(ReadError::Missing) => {
                if let Some(cause) = cause {
                    recoveries.push(self.recovery(cause, moved_to, false));
                }
                T::default()
            }
            Err(ReadError::Unreadable(backup_cause)) => {
                let backup_moved = Self::try_move_aside(&backup);
                recoveries.push(self.recovery(
                    cause.unwrap_or(backup_cause),
                    moved_to.or(backup_moved),
                    false,
                ));
                T::default()
            }
        };
        Loaded {
            value,
            // A file that stayed in place is not read again until it changes.
            stamp: if stuck { stamp } else { None },
            stuck,
        }
    }

    /// Writes the document atomically, keeping the previous fsynced version as the backup.
    /// Called under the store's lock; returns the stamp of the new file. `defer`: the new
    /// file is in place (a crash keeps it) but its fsync is left to
    /// [`JsonFile::sync_owed`]; otherwise it is fsynced before this returns. The time each
    /// fsync took goes to `times`.
    pub fn save<T: Serialize>(
        &self,
        data: &T,
        defer: bool,
        times: &mut Vec<Duration>,
    ) -> Result<Option<Stamp>, StoreError> {
        let text = encode(data).map_err(|e| match e {
            StoreError::TooLarge { bytes, limit, .. } => StoreError::TooLarge {
                file: self.name(),
                bytes,
                limit,
            },
            e => e,
        })?;
        let dir = self.dir();
        let name = self.name();
        remove_stale_temps(dir, &name);
        let tmp = write_temp_unsynced(dir, &name, &text)?;
        let registry = durable::registry();
        let current = fs::symlink_metadata(&self.path)
            .ok()
            .filter(Metadata::is_file)
            .map(|m| Stamp::of(&m));
        // A version nobody here knows to be fsynced is fsynced before it may become the
        // backup; without holding the registry, as this waits for the disk.
        let first = registry.write(&self.path).backup(current);
        let synced_here = match first {
            Backup::SyncFirst => durable::fsync_path(&self.path)
                .map_err(|e| StoreError::io(&self.path, e))?
                .map(|(version, took)| {
                    times.push(took);
                    version
                }),
            _ => None,
        };
        let mut guard = registry.write(&self.path);
        if let Some(version) = synced_here {
            guard.synced_in_place(version);
        }
        if guard.backup(current) == Backup::Rotate {
            self.rotate_backup(dir, &name);
        }
        tmp.persist(&self.path)
            .map_err(|e| StoreError::io(&self.path, e.error))?;
        let stamp = Stamp::current(&self.path);
        guard.renamed(stamp);
        drop(guard);
        if !defer {
            self.sync_owed(times)
                .map_err(|e| StoreError::io(&self.path, e))?;
        }
        Ok(stamp)
    }

    /// Fsyncs this process's owed version of the file (if any) and its directory; true
    /// when that version is confirmed fsynced (false: a newer one replaced it meanwhile).
    pub fn sync_owed(&self, times: &mut Vec<Duration>) -> io::Result<bool> {
        let registry = durable::registry();
        let Some(synced) = registry.sync_file(&self.path, times)? else {
            return Ok(true);
        };
        sync_dir_timed(self.dir(), times);
        Ok(registry.confirm(&synced))
    }

    /// The current main file becomes `NAME.bak`. A failure here costs only the backup, not
    /// the save: it is logged.
    fn rotate_backup(&self, dir: &Path, name: &str) {
        let main_is_file = fs::symlink_metadata(&self.path).is_ok_and(|m| m.is_file());
        if !main_is_file {
            return;
        }
        let backup = self.backup_path();
        // Something other than a file at NAME.bak (a stray directory) is moved aside, not
        // deleted, so the rename below can replace it.
        if fs::symlink_metadata(&backup).is_ok_and(|m| !m.is_file()) {
            if let Err(e) = move_aside(&backup) {
                log::warn!("store: {} is in the way: {e}", backup.display());
                return;
            }
        }
        let linked = tempfile::Builder::new()
            .prefix(&format!(".{name}."))
            .suffix(".tmp")
            .make_in(dir, |p| fs::hard_link(&self.path, p));
        let result = match linked {
            Ok(link) => link.into_temp_path().persist(&backup).map_err(|e| e.error),
            // No hard links on this filesystem: a copy through a temporary file.
            Err(_) => fs::read(&self.path).and_then(|bytes| {
                let tmp = write_temp(dir, name, &bytes).map_err(io::Error::other)?;
                tmp.persist(&backup).map(|_| ()).map_err(|e| e.error)
            }),
        };
        if let Err(e) = result {
            log::warn!("store: cannot keep the backup {}: {e}", backup.display());
        }
    }
}
