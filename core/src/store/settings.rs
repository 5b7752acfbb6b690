//! The settings: the active profile, the language and the last rules of each game.

use super::error::StoreError;
use super::model::{LastRules, Settings};
use super::state::Store;

impl Store {
    pub fn settings(&self) -> Settings {
        self.read().data.settings.clone()
    }

    pub fn set_settings(&self, settings: Settings) -> Result<(), StoreError> {
        let (mut st, _lock) = self.begin()?;
        self.check_profile_locked(&mut st, settings.active_profile)?;
        self.change_locked::<Settings, _>(&mut st, |s, _| {
            *s = settings;
            Ok(())
        })
    }

    pub fn set_last_rules(&self, game: &str, rules: LastRules) -> Result<(), StoreError> {
        self.change::<Settings, _>(|s, _| {
            // What a newer version kept with the rules stays.
            let mut rules = rules;
            if let Some(old) = s.last_rules.get(game) {
                for (k, v) in &old.extra {
                    rules.extra.entry(k.clone()).or_insert_with(|| v.clone());
                }
            }
            s.last_rules.insert(game.to_owned(), rules);
            Ok(())
        })
    }
}
