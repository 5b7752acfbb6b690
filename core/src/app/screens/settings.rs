use serde::{Deserialize, Serialize};

use super::Choice;
use crate::i18n::AnimationSpeed;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SettingsView {
    pub title: String,
    pub language_label: String,
    /// "Follow the device" (id empty) and the four languages, each named in itself.
    pub languages: Vec<Choice>,
    pub sound_label: String,
    pub sound: bool,
    pub vibration_label: String,
    pub vibration: bool,
    pub animation_label: String,
    /// Off, slow, normal, fast (ids `off`, `slow`, `normal`, `fast`).
    pub animation_speeds: Vec<Choice>,
    /// The speed of each entry of `animation_speeds`, in the same order (typed, for
    /// `Event::SetAnimationSpeed`).
    pub animation_speed_values: Vec<AnimationSpeed>,
    pub dama_black_first_label: String,
    pub dama_black_first_description: String,
    pub dama_black_first: bool,
}

use super::super::texts::speed_of;
use super::super::App;
use crate::i18n::{Lang, Text, Translator};

pub(in crate::app) fn build(app: &App) -> SettingsView {
    let tr = app.tr;
    let s = &app.data.settings;
    let chosen = s.language.as_deref().map(Lang::negotiate);
    let mut languages = vec![Choice {
        id: String::new(),
        label: tr.text(Text::LanguageDevice),
        description: None,
        selected: chosen.is_none(),
    }];
    languages.extend(Lang::ALL.iter().map(|&l| Choice {
        id: l.code().to_owned(),
        label: Translator::language_name(l),
        description: None,
        selected: chosen == Some(l),
    }));
    let speed = speed_of(s.animation_speed);
    SettingsView {
        title: tr.text(Text::Settings),
        language_label: tr.text(Text::Language),
        languages,
        sound_label: tr.text(Text::Sound),
        sound: s.sound,
        vibration_label: tr.text(Text::Vibration),
        vibration: s.vibration,
        animation_label: tr.text(Text::AnimationSpeed),
        animation_speeds: AnimationSpeed::ALL
            .iter()
            .map(|&a| Choice {
                id: a.key()["animation-".len()..].to_owned(),
                label: tr.animation_speed(a),
                description: None,
                selected: a == speed,
            })
            .collect(),
        animation_speed_values: AnimationSpeed::ALL.to_vec(),
        dama_black_first_label: tr.tr("settings-dama-black-first", &[]),
        dama_black_first_description: tr.tr("settings-dama-black-first.desc", &[]),
        dama_black_first: s.dama_black_first,
    }
}
