//! The profiles: add, rename, remove, switch.

use super::names::profile_name;
use super::settings::save_settings;
use crate::app::contract::{Event, ProfileEntry, ProfilesView};
use crate::app::model::Model;
use crate::app::ports::{Op, Ports};
use crate::app::screens::joined;
use crate::i18n::Text;
use crate::store::StoreError;

pub(in crate::app) fn view(model: &Model) -> ProfilesView {
    let tr = model.tr;
    let active = model.data.active_profile().id;
    let list = &model.data.profiles.list;
    let profiles = list
        .iter()
        .map(|p| {
            let sum = |f: fn(&crate::store::Tally) -> u32| {
                p.stats
                    .iter()
                    .map(|l| f(&l.tally))
                    .fold(0u32, u32::saturating_add)
            };
            let name = profile_name(tr, &p.name);
            let rating_text = tr.rating(i64::from(p.total_points()));
            let record_text = tr.record(
                i64::from(sum(|t| t.won)),
                i64::from(sum(|t| t.drawn)),
                i64::from(sum(|t| t.lost)),
            );
            let games_played_text = tr.games_played(i64::from(sum(|t| t.played)));
            ProfileEntry {
                id: p.id,
                active: p.id == active,
                summary: joined::line([&rating_text, &games_played_text, &record_text]),
                rating_text,
                record_text,
                games_played_text,
                can_delete: list.len() > 1,
                delete_question: tr.delete_profile_question(&name),
                name,
            }
        })
        .collect();
    ProfilesView {
        title: tr.text(Text::Profiles),
        profiles,
        new_label: tr.text(Text::ProfileNew),
        name_label: tr.text(Text::ProfileName),
        rename_label: tr.text(Text::Rename),
        delete_label: tr.text(Text::Delete),
        switch_label: tr.text(Text::ProfileSwitch),
        cancel_label: tr.text(Text::Cancel),
    }
}

/// A profile event: added, renamed, removed, switched to.
pub(in crate::app) fn update(model: &mut Model, ports: &Ports, event: Event) {
    match event {
        Event::AddProfile { name } => match crate::store::check_name(&name) {
            Ok(name) => {
                let id = model.data.add_profile(&name);
                ports.persist(Op::AddProfile { name, expect: id });
                model.data.settings.active_profile = id;
                save_settings(model, ports);
            }
            Err(_) => model.notify(name_too_long(model)),
        },
        Event::RenameProfile { id, name } => match crate::store::check_name(&name) {
            Err(_) => model.notify(name_too_long(model)),
            Ok(name) => match model.data.profiles.get_mut(id) {
                Some(p) => {
                    p.name = name.clone();
                    ports.persist(Op::RenameProfile { id, name });
                }
                None => model.notify(model.tr.tr("error-unknown-profile", &[])),
            },
        },
        Event::RemoveProfile { id } => remove(model, ports, id),
        Event::SwitchProfile { id } => {
            if model.data.profiles.contains(id) {
                model.data.settings.active_profile = id;
                save_settings(model, ports);
            } else {
                model.notify(model.tr.tr("error-unknown-profile", &[]));
            }
        }
        _ => {}
    }
}

fn remove(model: &mut Model, ports: &Ports, id: u32) {
    if let Err(e) = model.data.profiles.remove(id) {
        let key = match e {
            StoreError::LastProfile(_) => "error-last-profile",
            _ => "error-unknown-profile",
        };
        model.notify(model.tr.tr(key, &[]));
        return;
    }
    ports.persist(Op::RemoveProfile { id });
    if model.data.settings.active_profile == id {
        // The store moves the active profile to the first one itself.
        model.data.settings.active_profile = model.data.profiles.list[0].id;
    }
}

/// A name longer than the store keeps is refused before it is shown or written.
fn name_too_long(model: &Model) -> String {
    model.tr.tr(
        "error-name-too-long",
        &[(
            "limit",
            crate::i18n::Arg::Num(crate::store::MAX_NAME_CHARS as f64),
        )],
    )
}
