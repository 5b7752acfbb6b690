use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ProfilesView {
    pub title: String,
    pub profiles: Vec<ProfileEntry>,
    pub new_label: String,
    pub name_label: String,
    pub rename_label: String,
    pub delete_label: String,
    pub switch_label: String,
    /// Closes a rename or delete dialog without a change.
    pub cancel_label: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ProfileEntry {
    pub id: u32,
    pub name: String,
    pub active: bool,
    pub rating_text: String,
    /// "12 wins · 3 draws · 7 losses".
    pub record_text: String,
    pub games_played_text: String,
    /// The last profile cannot be removed.
    pub can_delete: bool,
    /// "Delete the profile Anna?"
    pub delete_question: String,
}

use super::super::App;
use crate::i18n::Text;

pub(in crate::app) fn build(app: &App) -> ProfilesView {
    let tr = app.tr;
    let active = app.data.active_profile().id;
    let list = &app.data.profiles.list;
    let profiles = list
        .iter()
        .map(|p| {
            let sum = |f: fn(&crate::store::Tally) -> u32| {
                p.stats
                    .iter()
                    .map(|l| f(&l.tally))
                    .fold(0u32, u32::saturating_add)
            };
            let name = super::profile_name(tr, &p.name);
            ProfileEntry {
                id: p.id,
                active: p.id == active,
                rating_text: tr.rating(i64::from(p.total_points())),
                record_text: tr.record(
                    i64::from(sum(|t| t.won)),
                    i64::from(sum(|t| t.drawn)),
                    i64::from(sum(|t| t.lost)),
                ),
                games_played_text: tr.games_played(i64::from(sum(|t| t.played))),
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
