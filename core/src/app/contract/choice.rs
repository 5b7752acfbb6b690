//! An entry of a list to choose from, as every screen's lists show it.

use serde::{Deserialize, Serialize};

/// One entry of a list to choose from: its identifier, its label, and whether it is the
/// current choice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Choice {
    pub id: String,
    pub label: String,
    pub description: Option<String>,
    pub selected: bool,
}
