use serde::{Deserialize, Serialize};

use super::Choice;
use crate::engine::Level;
use crate::game::Side;
use crate::i18n::ModeKind;

/// The new-game form. What it shows is exactly what `Event::Start` plays: every option
/// with its current value, the preset, the mode, the side and the level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct NewGameView {
    pub game: String,
    pub title: String,
    pub preset_label: String,
    pub presets: Vec<Choice>,
    pub preset: String,
    pub options_label: String,
    pub options: Vec<OptionField>,
    pub mode_label: String,
    pub modes: Vec<Choice>,
    /// The mode of each entry of `modes`, in the same order (typed, for `Event::ChooseMode`).
    pub mode_values: Vec<ModeKind>,
    pub mode: ModeKind,
    /// Side and level matter only against the computer.
    pub shows_side_and_level: bool,
    pub side_label: String,
    /// The two sides, named by their roles (ids `one`, `two`).
    pub sides: Vec<Choice>,
    /// The side of each entry of `sides`, in the same order.
    pub side_values: Vec<Side>,
    pub side: Side,
    pub level_label: String,
    pub levels: Vec<Choice>,
    /// The level of each entry of `levels`, in the same order.
    pub level_values: Vec<Level>,
    pub level: Level,
    /// Whether the match will earn rating points (against the computer, the preset's
    /// rules unchanged), and the sentence saying so.
    pub rated: bool,
    pub rated_text: String,
    pub reset_label: String,
    pub start_label: String,
    /// Why the last change was refused (a value out of range).
    pub error: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct OptionField {
    pub key: String,
    pub name: String,
    pub description: Option<String>,
    pub kind: OptionFieldKind,
    /// The value the match will be played with.
    pub value: String,
    pub value_label: String,
    /// The value differs from the preset's.
    pub changed: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum OptionFieldKind {
    Choice { values: Vec<Choice> },
    Number { min: i64, max: i64 },
}

use super::super::form::{is_rated, Form};
use super::super::App;
use crate::game::OptionKind;
use crate::i18n::Text;

pub(in crate::app) fn build(app: &App, form: &Form) -> NewGameView {
    let tr = app.tr;
    let entry = form.entry;
    let id = super::game_id(entry.id);
    let name_or =
        |text: Option<String>, fallback: &str| text.unwrap_or_else(|| fallback.to_owned());
    let presets = (entry.preset_names)()
        .iter()
        .map(|&p| Choice {
            id: p.to_owned(),
            label: name_or(id.and_then(|g| tr.preset_name(g, p)), p),
            description: id.and_then(|g| tr.preset_description(g, p)),
            selected: p == form.preset,
        })
        .collect();
    let options = form
        .values
        .iter()
        .map(|o| {
            let value_label = name_or(tr.option_value(&o.value), &o.value);
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
                value_label,
            }
        })
        .collect();
    let modes = ModeKind::ALL
        .iter()
        .map(|&m| Choice {
            id: m.key()["mode-".len()..].to_owned(),
            label: tr.mode_name(m),
            description: Some(tr.mode_description(m)),
            selected: m == form.mode,
        })
        .collect();
    let sides = Side::BOTH
        .iter()
        .map(|&s| Choice {
            id: match s {
                Side::One => "one".to_owned(),
                Side::Two => "two".to_owned(),
            },
            label: tr.role_name(entry.words.roles[s.index()]),
            description: None,
            selected: s == form.side,
        })
        .collect();
    let levels = Level::ALL
        .iter()
        .map(|&l| Choice {
            id: l.name().to_owned(),
            label: tr.level_name(l),
            description: Some(tr.level_description(l)),
            selected: l == form.level,
        })
        .collect();
    let rated = is_rated(&form.setup(0), entry, false);
    NewGameView {
        game: entry.id.to_owned(),
        title: id.map(|g| tr.game_name(g)).unwrap_or_default(),
        preset_label: tr.text(Text::Preset),
        presets,
        preset: form.preset.clone(),
        options_label: tr.text(Text::Options),
        options,
        mode_label: tr.text(Text::Mode),
        modes,
        mode_values: ModeKind::ALL.to_vec(),
        mode: form.mode,
        shows_side_and_level: form.mode == ModeKind::VsComputer,
        side_label: tr.text(Text::PlayAs),
        sides,
        side_values: Side::BOTH.to_vec(),
        side: form.side,
        level_label: tr.text(Text::Level),
        levels,
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
        start_label: tr.text(Text::Start),
        error: form.error.as_ref().map(|e| tr.error(e)),
    }
}
