//! The new-game form: rules, mode, side and level; what it shows is what `Start` plays.

use super::game::start::{begin, leave, match_id, new_seed};
use super::names::game_id;
use super::settings::save_settings;
use crate::app::contract::{Choice, Effect, Event, NewGameView, OptionField, OptionFieldKind};
use crate::app::model::form::{is_rated, Form};
use crate::app::model::{Model, ScreenState};
use crate::app::ports::Ports;
use crate::engine::Level;
use crate::game::Side;
use crate::game::{OptionKind, OptionSpec};
use crate::games;
use crate::i18n::{Text, Translator};
use crate::session::{import_record, Match, Mode, ModeKind, SessionError};

pub(in crate::app) fn view(model: &Model, form: &Form) -> NewGameView {
    let tr = model.tr;
    let entry = form.entry;
    let rated = is_rated(&form.setup(0), entry, false);
    NewGameView {
        game: entry.id.to_owned(),
        title: game_id(entry.id)
            .map(|g| tr.game_name(g))
            .unwrap_or_default(),
        preset_label: tr.text(Text::Preset),
        presets: presets(tr, form),
        preset: form.preset.clone(),
        options_label: tr.text(Text::Options),
        options: form
            .values
            .iter()
            .map(|o| option_field(tr, form, o))
            .collect(),
        mode_label: tr.text(Text::Mode),
        modes: modes(tr, form, model.offers_table),
        mode_values: offered_modes(model.offers_table).collect(),
        mode: form.mode,
        shows_side_and_level: form.mode == ModeKind::VsComputer,
        side_label: tr.text(Text::PlayAs),
        sides: sides(tr, form),
        side_values: Side::BOTH.to_vec(),
        side: form.side,
        level_label: tr.text(Text::Level),
        levels: levels(tr, form),
        level_values: Level::ALL.to_vec(),
        level: form.level,
        rated,
        rated_text: tr.tr(
            if rated {
                "new-game-rated"
            } else {
                "new-game-unrated"
            },
            &[],
        ),
        reset_label: tr.text(Text::ResetOptions),
        can_reset: form
            .values
            .iter()
            .any(|o| option_field(tr, form, o).changed),
        start_label: tr.text(Text::Start),
        error: form.error.as_ref().map(|e| tr.error(e)),
    }
}

/// A translated name, or the identifier itself where no translation exists.
fn name_or(text: Option<String>, fallback: &str) -> String {
    text.unwrap_or_else(|| fallback.to_owned())
}

fn presets(tr: Translator, form: &Form) -> Vec<Choice> {
    let id = game_id(form.entry.id);
    (form.entry.preset_names)()
        .iter()
        .map(|&p| Choice {
            id: p.to_owned(),
            label: name_or(id.and_then(|g| tr.preset_name(g, p)), p),
            description: id.and_then(|g| tr.preset_description(g, p)),
            selected: p == form.preset,
        })
        .collect()
}

/// An option with the value the match will be played with, and whether it differs from
/// the preset's.
fn option_field(tr: Translator, form: &Form, o: &OptionSpec) -> OptionField {
    let id = game_id(form.entry.id);
    let kind = match &o.kind {
        OptionKind::Choice { values } => OptionFieldKind::Choice {
            values: values
                .iter()
                .map(|v| Choice {
                    id: v.clone(),
                    label: name_or(tr.option_value(v), v),
                    description: None,
                    selected: *v == o.value,
                })
                .collect(),
        },
        OptionKind::Number { min, max } => OptionFieldKind::Number {
            min: *min,
            max: *max,
        },
    };
    // A number's stepper: one less and one more, within the range.
    let (lower, higher) = match (&o.kind, o.value.parse::<i64>()) {
        (OptionKind::Number { min, max }, Ok(v)) => (
            (v > *min).then(|| (v - 1).max(*min).to_string()),
            (v < *max).then(|| (v + 1).min(*max).to_string()),
        ),
        _ => (None, None),
    };
    OptionField {
        key: o.key.clone(),
        name: name_or(id.and_then(|g| tr.option_name(g, &o.key)), &o.key),
        description: id.and_then(|g| tr.option_description(g, &o.key)),
        kind,
        changed: form
            .defaults
            .iter()
            .find(|d| d.key == o.key)
            .is_none_or(|d| d.value != o.value),
        value: o.value.clone(),
        value_label: name_or(tr.option_value(&o.value), &o.value),
        lower,
        higher,
    }
}

/// The smallest screen width (dp) that takes two players across it: a tablet's. The same
/// rule on every phone; 0 (no screen: the terminal) offers it too.
const TABLE_SCREEN_DP: u32 = 600;

/// Whether table mode is offered on a screen `screen_dp` wide at its narrowest.
pub(in crate::app) fn offers_table(screen_dp: u32) -> bool {
    screen_dp == 0 || screen_dp >= TABLE_SCREEN_DP
}

/// `Event::SetScreen`: the modes follow the screen; a form showing table mode where it is
/// no longer offered (a foldable closed) falls back to play between people.
pub(in crate::app) fn set_screen(model: &mut Model, smallest_dp: u32) -> bool {
    let offers = offers_table(smallest_dp);
    let changed = offers != model.offers_table;
    model.offers_table = offers;
    if let ScreenState::NewGame(form) = &mut model.screen {
        if !offers && form.mode == ModeKind::Table {
            form.mode = ModeKind::PassAndPlay;
        }
    }
    changed
}

/// The modes offered: table mode only on a large screen.
fn offered_modes(table: bool) -> impl Iterator<Item = ModeKind> {
    ModeKind::ALL
        .iter()
        .copied()
        .filter(move |&m| table || m != ModeKind::Table)
}

fn modes(tr: Translator, form: &Form, table: bool) -> Vec<Choice> {
    offered_modes(table)
        .map(|m| Choice {
            id: m.id().to_owned(),
            label: tr.mode_name(m),
            description: Some(tr.mode_description(m)),
            selected: m == form.mode,
        })
        .collect()
}

/// The two sides, named by their roles (ids `one`, `two`).
fn sides(tr: Translator, form: &Form) -> Vec<Choice> {
    Side::BOTH
        .iter()
        .map(|&s| Choice {
            id: match s {
                Side::One => "one".to_owned(),
                Side::Two => "two".to_owned(),
            },
            label: tr.role_name(form.entry.words.roles[s.index()]),
            description: None,
            selected: s == form.side,
        })
        .collect()
}

/// Each level with what it does and, where the game's levels are measured, what it is
/// worth in Elo against its neighbours ([`Translator::level_strength`]).
fn levels(tr: Translator, form: &Form) -> Vec<Choice> {
    let game = game_id(form.entry.id);
    Level::ALL
        .iter()
        .map(|&l| {
            let desc = tr.level_description(l);
            let description = match game.and_then(|g| tr.level_strength(g, l)) {
                Some(strength) => format!("{desc} {strength}"),
                None => desc,
            };
            Choice {
                id: l.name().to_owned(),
                label: tr.level_name(l),
                description: Some(description),
                selected: l == form.level,
            }
        })
        .collect()
}

/// Opens the form of `game`, filled with the rules used last time.
pub(in crate::app) fn open(model: &mut Model, game: &str, fx: &mut Vec<Effect>) {
    match games::find(game) {
        Ok(entry) => {
            let form = Form::new(entry, model.data.settings.last_rules.get(entry.id));
            leave(model, fx);
            model.go(ScreenState::NewGame(Box::new(form)));
        }
        Err(e) => model.notify(model.tr.error(&e)),
    }
}

/// A change of the form; a refused one is kept in the form's error and shown there.
pub(in crate::app) fn update(model: &mut Model, event: Event) {
    let offers_table = model.offers_table;
    let ScreenState::NewGame(form) = &mut model.screen else {
        return;
    };
    let _ = match event {
        Event::ChoosePreset { preset } => form.choose_preset(&preset),
        Event::SetOption { key, value } => form.set_option(&key, &value),
        Event::ResetOptions => {
            form.reset();
            Ok(())
        }
        Event::ChooseMode { mode } => {
            // Table mode where it is not offered (a stale event): the nearest, between people.
            form.mode = if mode == ModeKind::Table && !offers_table {
                ModeKind::PassAndPlay
            } else {
                mode
            };
            Ok(())
        }
        Event::ChooseSide { side } => {
            form.side = side;
            Ok(())
        }
        Event::ChooseLevel { level } => {
            form.level = level;
            Ok(())
        }
        _ => Ok(()),
    };
}

/// Starts the match the form shows; returns whether the view changed.
pub(in crate::app) fn start(model: &mut Model, ports: &Ports, fx: &mut Vec<Effect>) -> bool {
    let ScreenState::NewGame(form) = &model.screen else {
        return false;
    };
    let form = form.clone();
    let setup = form.setup(new_seed(model, ports));
    match Match::new(setup) {
        Ok(m) => {
            let rated = is_rated(m.setup(), form.entry, false);
            let rules = &mut model.data.settings.last_rules;
            let mut last = form.last_rules();
            // What a newer version kept with the rules stays.
            if let Some(old) = rules.get(form.entry.id) {
                last.extra = old.extra.clone();
            }
            rules.insert(form.entry.id.to_owned(), last);
            save_settings(model, ports);
            let id = match_id(model, ports, form.entry.id);
            model.came_from.clear();
            begin(model, ports, m, id, rated, fx);
        }
        Err(e) => {
            if let (ScreenState::NewGame(f), SessionError::Rules(r)) = (&mut model.screen, e) {
                f.error = Some(r);
            }
        }
    }
    true
}

/// Continues a game record in the mode the form shows (between people without a form).
pub(in crate::app) fn import(model: &mut Model, ports: &Ports, text: &str, fx: &mut Vec<Effect>) {
    let mode = match &model.screen {
        ScreenState::NewGame(form) => form.mode(),
        _ => Mode::PassAndPlay,
    };
    match import_record(text, mode) {
        Ok(m) => {
            let id = match_id(model, ports, &m.setup().game.clone());
            model.came_from.clear();
            // Rated never: the record's moves were not played against this computer.
            begin(model, ports, m, id, false, fx);
        }
        Err(e) => model.notify(model.tr.session_error(&e)),
    }
}
