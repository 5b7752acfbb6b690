//! The write-behind thread that puts the app's data on disk.
//!
//! Shells call `App::update` on their main thread, so nothing there may wait for
//! the disk. The app changes its copy of the data at once (the view reads that copy) and
//! queues the same change for a writer thread, which applies it to the [`Store`] (atomic,
//! fsynced writes). Queued saves of the same game's match coalesce: when the disk is
//! slower than the moves, only the newest snapshot is written.
//!
//! "Acknowledged" means: the writer has applied the change to the store, whose write
//! returned (the file and its directory are fsynced). [`Writer::flush`] waits for every
//! change queued before it; a kill after that loses none of them. A change is picked up
//! as soon as it is queued (no batching delay), so it is on disk one store write later.

use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use crate::store::{Recovery, ResultEntry, SavedMatch, Settings, Store, StoreError};

/// A change for the store, in the order the app made it.
#[derive(Debug)]
pub(in crate::app) enum Op {
    SaveMatch(SavedMatch),
    FinishMatch(SavedMatch),
    Record(ResultEntry),
    Settings(Settings),
    AddProfile { name: String, expect: u32 },
    RenameProfile { id: u32, name: String },
    RemoveProfile { id: u32 },
    Flush(Sender<()>),
}

impl Op {
    fn game(&self) -> Option<&str> {
        match self {
            Op::SaveMatch(m) | Op::FinishMatch(m) => Some(&m.game),
            _ => None,
        }
    }
}

/// The writer thread and its queue.
pub(in crate::app) struct Writer {
    tx: Option<Sender<Op>>,
    handle: Option<JoinHandle<()>>,
    errors: Arc<Mutex<Vec<String>>>,
}

impl Writer {
    pub fn start(store: Arc<Store>) -> Writer {
        let (tx, rx) = mpsc::channel();
        let errors = Arc::new(Mutex::new(Vec::new()));
        let errs = errors.clone();
        let handle = std::thread::Builder::new()
            .name("fireside-store".into())
            .spawn(move || run(&store, &rx, &errs))
            .map_err(|e| log::error!("app: cannot start the store writer: {e}"))
            .ok();
        Writer {
            tx: Some(tx),
            handle,
            errors,
        }
    }

    pub fn send(&self, op: Op) {
        if let Some(tx) = &self.tx {
            if tx.send(op).is_err() {
                log::error!("app: the store writer has stopped");
            }
        }
    }

    /// Waits until every change queued so far is on disk.
    pub fn flush(&self) {
        let (tx, rx) = mpsc::channel();
        self.send(Op::Flush(tx));
        let _ = rx.recv();
    }

    /// The writes the disk refused since the last call.
    pub fn take_errors(&self) -> Vec<String> {
        self.errors
            .lock()
            .map(|mut e| std::mem::take(&mut *e))
            .unwrap_or_default()
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        // Closing the queue ends the thread after it wrote everything queued.
        self.tx = None;
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}

fn run(store: &Store, rx: &Receiver<Op>, errors: &Mutex<Vec<String>>) {
    while let Ok(first) = rx.recv() {
        let mut batch = vec![first];
        batch.extend(rx.try_iter());
        for (i, op) in batch.iter().enumerate() {
            // A match save followed in the same batch by a newer one of that game is
            // superseded: only the newest snapshot is written.
            if let Op::SaveMatch(m) = op {
                let later = batch[i + 1..].iter().any(|o| o.game() == Some(&m.game));
                if later {
                    continue;
                }
            }
            if let Err(e) = apply(store, op) {
                log::error!("app: a store write failed: {e}");
                if let Ok(mut list) = errors.lock() {
                    list.push(e.to_string());
                }
            }
        }
    }
}

fn apply(store: &Store, op: &Op) -> Result<(), StoreError> {
    match op {
        Op::SaveMatch(m) => store.save_match(m.clone()),
        Op::FinishMatch(m) => store.finish_match(m.clone()),
        Op::Record(entry) => store.record_once(entry).map(|_| ()),
        Op::Settings(s) => store.set_settings(s.clone()),
        Op::AddProfile { name, expect } => {
            let id = store.add_profile(name)?;
            if id != *expect {
                log::error!("app: profile id {id} given, {expect} expected");
            }
            Ok(())
        }
        Op::RenameProfile { id, name } => store.rename_profile(*id, name),
        Op::RemoveProfile { id } => store.remove_profile(*id),
        Op::Flush(done) => {
            let _ = done.send(());
            Ok(())
        }
    }
}

/// The texts of what the store recovered, each naming the kind of file in the player's
/// words (saved games, profiles and ratings, settings, finished games).
pub(super) fn recovery_texts(tr: crate::i18n::Translator, recoveries: &[Recovery]) -> Vec<String> {
    recoveries
        .iter()
        .map(|r| tr.tr(r.message_key(), &[]))
        .collect()
}
