//! What identifies one version of a store file, so a writer can tell its own version
//! from another process's (and the syncer which version it fsynced).

use std::fs::{self, Metadata};
use std::path::Path;
use std::time::UNIX_EPOCH;

/// What identifies one version of a file: every write renames a new file into place, so a
/// changed inode (or size, or time) means another writer changed it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stamp {
    dev: u64,
    ino: u64,
    len: u64,
    modified_ns: i128,
}

impl Stamp {
    pub(super) fn of(meta: &Metadata) -> Stamp {
        let modified_ns = meta
            .modified()
            .ok()
            .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
            .map_or(0, |d| d.as_nanos() as i128);
        #[cfg(unix)]
        let (dev, ino) = {
            use std::os::unix::fs::MetadataExt;
            (meta.dev(), meta.ino())
        };
        #[cfg(not(unix))]
        let (dev, ino) = (0, 0);
        Stamp {
            dev,
            ino,
            len: meta.len(),
            modified_ns,
        }
    }

    /// The file's length in bytes.
    pub fn bytes(&self) -> u64 {
        self.len
    }

    /// The stamp of what is at `path` now; `None` when nothing is there.
    pub fn current(path: &Path) -> Option<Stamp> {
        fs::symlink_metadata(path).ok().map(|m| Stamp::of(&m))
    }
}
