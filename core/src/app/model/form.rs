//! The new-game form: what it holds is exactly what `Start` plays. Every change is checked
//! by building the start position, and the values shown are read back from that position,
//! so a value the rules adjusted or refused can never hide behind the screen.

use crate::engine::Level;
use crate::game::{OptionSpec, Side};
use crate::games::GameEntry;
use crate::session::{MatchSetup, Mode, ModeKind};
use crate::store::LastRules;
use crate::RulesError;

#[derive(Clone, Debug)]
pub(in crate::app) struct Form {
    pub entry: &'static GameEntry,
    pub preset: String,
    /// Every option with the value the match will be played with.
    pub values: Vec<OptionSpec>,
    /// The preset's own values.
    pub defaults: Vec<OptionSpec>,
    pub mode: ModeKind,
    pub side: Side,
    pub level: Level,
    pub error: Option<RulesError>,
}

fn options_of(
    entry: &GameEntry,
    preset: &str,
    changed: &[(String, String)],
) -> Result<Vec<OptionSpec>, RulesError> {
    Ok((entry.start)(Some(preset), changed)?.options())
}

impl Form {
    pub fn new(entry: &'static GameEntry, last: Option<&LastRules>) -> Form {
        let names = (entry.preset_names)();
        let preset = last
            .map(|l| l.preset.as_str())
            .filter(|p| names.contains(p))
            .unwrap_or(names[0])
            .to_owned();
        let defaults = options_of(entry, &preset, &[]).unwrap_or_default();
        let mut form = Form {
            entry,
            preset,
            values: defaults.clone(),
            defaults,
            mode: ModeKind::VsComputer,
            side: Side::One,
            level: Level::Normal,
            error: None,
        };
        if let Some(last) = last.filter(|l| l.preset == form.preset) {
            for (k, v) in &last.options {
                // A remembered value the rules no longer take is dropped quietly.
                let _ = form.set_option(k, v);
            }
            form.error = None;
        }
        form
    }

    pub fn choose_preset(&mut self, preset: &str) -> Result<(), RulesError> {
        let defaults = options_of(self.entry, preset, &[])?;
        self.preset = preset.to_owned();
        self.values = defaults.clone();
        self.defaults = defaults;
        self.error = None;
        Ok(())
    }

    pub fn reset(&mut self) {
        self.values = self.defaults.clone();
        self.error = None;
    }

    pub fn set_option(&mut self, key: &str, value: &str) -> Result<(), RulesError> {
        let mut changed: Vec<(String, String)> = self
            .values
            .iter()
            .filter(|o| o.key != key)
            .map(|o| (o.key.clone(), o.value.clone()))
            .collect();
        changed.push((key.to_owned(), value.to_owned()));
        match options_of(self.entry, &self.preset, &changed) {
            Ok(values) => {
                self.values = values;
                self.error = None;
                Ok(())
            }
            Err(e) => {
                self.error = Some(e.clone());
                Err(e)
            }
        }
    }

    /// The options whose value differs from the preset's.
    pub fn changed(&self) -> Vec<(String, String)> {
        self.values
            .iter()
            .filter(|o| {
                self.defaults
                    .iter()
                    .find(|d| d.key == o.key)
                    .is_none_or(|d| d.value != o.value)
            })
            .map(|o| (o.key.clone(), o.value.clone()))
            .collect()
    }

    pub fn mode(&self) -> Mode {
        match self.mode {
            ModeKind::VsComputer => Mode::VsComputer {
                human: self.side,
                level: self.level,
            },
            ModeKind::PassAndPlay => Mode::PassAndPlay,
            ModeKind::Table => Mode::Table,
        }
    }

    pub fn setup(&self, seed: u64) -> MatchSetup {
        MatchSetup {
            game: self.entry.id.to_owned(),
            preset: Some(self.preset.clone()),
            options: self.changed(),
            position: None,
            mode: self.mode(),
            seed,
        }
    }

    pub fn last_rules(&self) -> LastRules {
        LastRules {
            preset: self.preset.clone(),
            options: self.changed(),
            extra: Default::default(),
        }
    }
}

/// Whether a match earns rating points: against the computer, from the standard start of
/// a preset (no set position, no moves played before), with the preset's rules unchanged
/// except who starts.
pub(in crate::app) fn is_rated(setup: &MatchSetup, entry: &GameEntry, premoves: bool) -> bool {
    matches!(setup.mode, Mode::VsComputer { .. })
        && setup.position.is_none()
        && !premoves
        && rules_unchanged(setup, entry)
}

/// Whether a finished match's win earns points: a rated match won without help. An undo
/// or a hint makes the win assisted; it counts in the statistics, with no points.
pub(in crate::app) fn earns_points(rated: bool, assisted: bool) -> bool {
    rated && !assisted
}

/// Whether an undo or a hint asked for now must first be warned about: the match earns
/// points, no help was used yet and the player has not been told in this match.
pub(in crate::app) fn must_warn_of_assist(rated: bool, assisted: bool, warned: bool) -> bool {
    rated && !assisted && !warned
}

fn rules_unchanged(setup: &MatchSetup, entry: &GameEntry) -> bool {
    let preset = setup
        .preset
        .clone()
        .unwrap_or_else(|| (entry.preset_names)()[0].to_owned());
    let Ok(defaults) = options_of(entry, &preset, &[]) else {
        return false;
    };
    let Ok(actual) = options_of(entry, &preset, &setup.options) else {
        return false;
    };
    actual.iter().all(|o| {
        entry.words.start_options.contains(&o.key.as_str())
            || defaults
                .iter()
                .any(|d| d.key == o.key && d.value == o.value)
    })
}
