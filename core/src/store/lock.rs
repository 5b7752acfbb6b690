//! The store's advisory lock: one `.lock` file in the store's folder, locked exclusively
//! (`flock`) by every writer for the whole read-change-write of a file, so two processes
//! (the app and the terminal game, two terminal games) never undo each other's changes.
//! The kernel releases it when a writer dies, even by `kill -9`, and the lock lives on an
//! open file description, so two `Store`s in one process exclude each other too.

use std::fs::{File, OpenOptions};
use std::io;
use std::path::Path;

use super::error::StoreError;

pub const LOCK_FILE: &str = ".lock";

/// Held while it lives.
pub struct DirLock {
    _file: Option<File>,
}

fn open(path: &Path, write: bool) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    if write {
        options.write(true).create(true);
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // Never through a planted symlink, never blocking on a FIFO.
        options
            .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_CLOEXEC)
            .mode(0o600);
    }
    options.open(path)
}

fn is_link(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink())
}

fn refused(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::PermissionDenied | io::ErrorKind::ReadOnlyFilesystem
    )
}

/// `flock(LOCK_EX)`, waiting. (std's `File::lock` does the same from Rust 1.89, above
/// this workspace's minimum version.)
#[cfg(unix)]
fn lock_file(file: &File) -> io::Result<()> {
    use std::os::unix::io::AsRawFd;
    loop {
        // SAFETY: a valid open descriptor, owned by `file` for the call.
        if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX) } == 0 {
            return Ok(());
        }
        let e = io::Error::last_os_error();
        if e.kind() != io::ErrorKind::Interrupted {
            return Err(e);
        }
    }
}

#[cfg(not(unix))]
fn lock_file(_file: &File) -> io::Result<()> {
    // No other platform runs Fireside; one process per store there.
    Ok(())
}

/// Takes the store's lock, waiting for another writer to finish. In a folder where the
/// lock file cannot be made (read-only) there is nothing to protect, since no write can
/// succeed there either: the store goes on without it.
pub fn exclusive(dir: &Path) -> Result<DirLock, StoreError> {
    let path = dir.join(LOCK_FILE);
    let unusable = |message: String| StoreError::Lock {
        path: path.clone(),
        message,
    };
    let file = match open(&path, true) {
        Ok(f) => f,
        Err(e) if refused(&e) => match open(&path, false) {
            Ok(f) => f,
            // No lock file, and none can be made: a read-only folder, where no write can
            // succeed either.
            Err(r) if r.kind() == io::ErrorKind::NotFound => {
                log::debug!("store: no lock in the read-only {}", dir.display());
                return Ok(DirLock { _file: None });
            }
            // A lock file that is there but may not be opened: going on unlocked could let
            // another process undo this one's saves, so it is an error with what to do.
            Err(_) => return Err(unusable(e.to_string())),
        },
        // O_NOFOLLOW on a link says "too many levels of symbolic links": a plain link is
        // called what it is.
        Err(_) if is_link(&path) => {
            return Err(unusable(
                "it is a symbolic link, which the store does not follow".into(),
            ))
        }
        Err(e) => return Err(unusable(e.to_string())),
    };
    let meta = file.metadata().map_err(|e| unusable(e.to_string()))?;
    if !meta.is_file() {
        return Err(unusable("it is not a regular file".into()));
    }
    lock_file(&file).map_err(|e| unusable(e.to_string()))?;
    Ok(DirLock { _file: Some(file) })
}
