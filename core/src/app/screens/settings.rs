//! The settings: language, sound, vibration, animation speed, Dama's presentation, the
//! screen reader's verbosity, the high-contrast theme.

use crate::app::contract::{Choice, Event, SettingsView};
use crate::app::model::Model;
use crate::app::ports::{Op, Ports};
use crate::i18n::{Lang, Text, Translator};
use crate::store::{AnimationSpeed, Verbosity};

pub(in crate::app) fn view(model: &Model) -> SettingsView {
    let tr = model.tr;
    let s = &model.data.settings;
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
    let speed = AnimationSpeed::from_setting(s.animation_speed);
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
                id: a.id().to_owned(),
                label: tr.animation_speed(a),
                description: None,
                selected: a == speed,
            })
            .collect(),
        animation_speed_values: AnimationSpeed::ALL.to_vec(),
        dama_black_first_label: tr.tr("settings-dama-black-first", &[]),
        dama_black_first_description: tr.tr("settings-dama-black-first.desc", &[]),
        dama_black_first: s.dama_black_first,
        verbosity_label: tr.tr("settings-verbosity", &[]),
        verbosities: Verbosity::ALL
            .iter()
            .map(|&v| Choice {
                id: v.id().to_owned(),
                label: tr.tr(&format!("settings-verbosity-{}", v.id()), &[]),
                description: Some(tr.tr(&format!("settings-verbosity-{}.desc", v.id()), &[])),
                selected: v == s.verbosity,
            })
            .collect(),
        verbosity_values: Verbosity::ALL.to_vec(),
        high_contrast_label: tr.tr("settings-high-contrast", &[]),
        high_contrast_description: tr.tr("settings-high-contrast.desc", &[]),
        high_contrast: s.high_contrast,
    }
}

/// A settings event; every change is saved at once.
pub(in crate::app) fn update(model: &mut Model, ports: &Ports, event: Event) {
    let s = &mut model.data.settings;
    match event {
        Event::SetLanguage { language } => {
            s.language = language.map(|l| Lang::negotiate(&l).code().to_owned());
            model.tr = model.translator();
        }
        Event::SetSound { on } => s.sound = on,
        Event::SetVibration { on } => s.vibration = on,
        Event::SetAnimationSpeed { speed } => s.animation_speed = speed.setting(),
        Event::SetDamaBlackFirst { on } => s.dama_black_first = on,
        Event::SetVerbosity { verbosity } => s.verbosity = verbosity,
        Event::SetHighContrast { on } => s.high_contrast = on,
        _ => return,
    }
    save_settings(model, ports);
}

/// Queues the settings for the store.
pub(in crate::app) fn save_settings(model: &Model, ports: &Ports) {
    ports.persist(Op::Settings(model.data.settings.clone()));
}
