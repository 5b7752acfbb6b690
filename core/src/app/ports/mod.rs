//! What the app reaches outside itself: the store (written behind, on the writer thread),
//! the clock, and the seed of each match's computer choices.

mod set_aside;
mod writer;

use std::path::PathBuf;
use std::sync::Arc;

use super::contract::AppConfig;
use super::model::Data;
use crate::i18n::Translator;
use crate::store::{now_millis, Recovery, Store, StoreError};

use set_aside::SetAsideNotice;
pub(super) use writer::Op;
use writer::Writer;

pub(super) struct Ports {
    /// `None`: nothing is kept on disk.
    writer: Option<Writer>,
    /// Seeds every match from this instead of the clock (scenarios replay the same).
    fixed_seed: Option<u64>,
    /// Scales the computer's thinking time.
    pub time_scale: f64,
}

/// What opening the store found, for the first notice.
pub(super) struct Opened {
    recoveries: Vec<Recovery>,
    set_aside: Vec<SetAsideNotice>,
}

impl Opened {
    /// What to tell the player, one line per file recovered or save set aside.
    pub fn texts(&self, tr: Translator) -> Vec<String> {
        let mut notices = writer::recovery_texts(tr, &self.recoveries);
        notices.extend(self.set_aside.iter().map(|n| n.text(tr)));
        notices
    }
}

impl Ports {
    /// Opens the store of `config` (none: nothing kept), sets aside saves that no longer
    /// replay, and starts the writer; the data read.
    pub fn open(config: &AppConfig) -> Result<(Ports, Data, Opened), StoreError> {
        let (data, writer, opened) = match &config.store_dir {
            Some(dir) => {
                let store = Store::open(&PathBuf::from(dir))?;
                let mut data = Data::load(&store);
                let set_aside = set_aside::set_aside_unreplayable(&store, &mut data);
                let recoveries = store.take_recoveries();
                let writer = Writer::start(Arc::new(store));
                let opened = Opened {
                    recoveries,
                    set_aside,
                };
                (data, Some(writer), opened)
            }
            None => (
                Data::default(),
                None,
                Opened {
                    recoveries: Vec::new(),
                    set_aside: Vec::new(),
                },
            ),
        };
        let ports = Ports {
            writer,
            fixed_seed: config.seed,
            time_scale: config.time_scale,
        };
        Ok((ports, data, opened))
    }

    /// Queues a change for the store.
    pub fn persist(&self, op: Op) {
        if let Some(w) = &self.writer {
            w.send(op);
        }
    }

    /// Waits until every change so far is on disk.
    pub fn flush(&self) {
        if let Some(w) = &self.writer {
            w.flush();
        }
    }

    /// The writes the disk refused since the last call.
    pub fn take_errors(&self) -> Vec<String> {
        self.writer
            .as_ref()
            .map(|w| w.take_errors())
            .unwrap_or_default()
    }

    /// The clock, in milliseconds since 1970.
    pub fn now(&self) -> u64 {
        now_millis()
    }

    /// The seed of the `n`-th match started.
    pub fn seed(&self, n: u64) -> u64 {
        match self.fixed_seed {
            Some(s) => s.wrapping_add(n),
            None => now_millis() ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15),
        }
    }
}
