//! The disk-sync mechanics behind the app's writer: writes that return once renamed into
//! place, fsynced afterwards by the syncer thread, and each fsync timed.

use std::sync::atomic::Ordering;
use std::time::Duration;

use super::error::{StoreError, StoreFile};
use super::state::{Store, MAX_FSYNC_TIMES};
use super::{durable, file, move_log};

impl Store {
    /// From now on a write returns once its new file is renamed into place (a crash of
    /// the process keeps it) and leaves the fsync to [`Store::sync_written`]; the app's
    /// writer does this and syncs on another thread. Off, every write returns fsynced.
    pub fn defer_sync(&self, on: bool) {
        self.defer_sync.store(on, Ordering::SeqCst);
    }

    /// Fsyncs every file written so far (by this process) that is not yet, and the
    /// folder. `Ok(true)`: all of them are confirmed fsynced, so every write that returned
    /// before this call is power-safe; `Ok(false)`: a newer write replaced one meanwhile,
    /// call again.
    pub fn sync_written(&self) -> Result<bool, StoreError> {
        let registry = durable::registry();
        let mut times = Vec::new();
        let mut synced = Vec::new();
        for kind in StoreFile::ALL {
            let path = self.file(kind).path().to_owned();
            match registry.sync_file(&path, &mut times) {
                Ok(Some(s)) => synced.push(s),
                Ok(None) => {}
                Err(e) => {
                    self.note_fsyncs(times);
                    return Err(StoreError::io(&path, e));
                }
            }
        }
        // Cleared before the fsync: an append meanwhile is fsynced next time.
        let log_owed = self.log_owed.swap(false, Ordering::SeqCst);
        if log_owed {
            match move_log::fsync(&self.dir) {
                Ok(took) => times.extend(took),
                Err(e) => {
                    self.log_owed.store(true, Ordering::SeqCst);
                    self.note_fsyncs(times);
                    return Err(StoreError::io(&move_log::path(&self.dir), e));
                }
            }
        }
        if !synced.is_empty() || log_owed {
            file::sync_dir_timed(&self.dir, &mut times);
        }
        self.note_fsyncs(times);
        // Every one is confirmed (or refused), not only up to the first refusal.
        let refused = synced.iter().filter(|s| !registry.confirm(s)).count();
        Ok(refused == 0)
    }

    /// Fsyncs the files found in place that this process knows nothing of (a previous
    /// run's), so a later write need not fsync them before they may become backups. The
    /// app's syncer does this when it starts, off the writer's way.
    pub fn adopt_existing(&self) {
        let registry = durable::registry();
        let mut times = Vec::new();
        for kind in StoreFile::ALL {
            let path = self.file(kind).path().to_owned();
            if !registry.unknown(&path) {
                continue;
            }
            match durable::fsync_path(&path) {
                Ok(Some((version, took))) => {
                    times.push(took);
                    registry.adopt(&path, version);
                }
                Ok(None) => {}
                Err(e) => log::warn!("store: cannot fsync {}: {e}", path.display()),
            }
        }
        self.note_fsyncs(times);
    }

    /// Whether some write of this process to this store is not confirmed fsynced.
    pub fn owes_sync(&self) -> bool {
        let registry = durable::registry();
        self.log_owed.load(Ordering::SeqCst)
            || StoreFile::ALL
                .into_iter()
                .any(|kind| registry.owes(self.file(kind).path()))
    }

    pub(super) fn note_fsyncs(&self, times: Vec<Duration>) {
        let mut all = self.fsync_times.lock().unwrap_or_else(|p| p.into_inner());
        let room = MAX_FSYNC_TIMES.saturating_sub(all.len());
        all.extend(times.into_iter().take(room));
    }

    /// How long each fsync of this store took so far (files and the folder).
    pub fn fsync_times(&self) -> Vec<Duration> {
        self.fsync_times
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }
}
