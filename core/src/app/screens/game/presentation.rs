//! Small shared decisions about texts and settings values.

use super::App;
use crate::game::Role;
use crate::games;
use crate::i18n::AnimationSpeed;

pub(super) fn speed_value(speed: AnimationSpeed) -> u8 {
    match speed {
        AnimationSpeed::Off => 0,
        AnimationSpeed::Slow => 1,
        AnimationSpeed::Normal => 2,
        AnimationSpeed::Fast => 3,
    }
}

pub(super) fn speed_of(value: u8) -> AnimationSpeed {
    match value {
        0 => AnimationSpeed::Off,
        1 => AnimationSpeed::Slow,
        3 => AnimationSpeed::Fast,
        _ => AnimationSpeed::Normal,
    }
}

/// How long one animation step takes; `None`: animations are off.
pub(super) fn step_millis(value: u8) -> Option<u32> {
    match speed_of(value) {
        AnimationSpeed::Off => None,
        AnimationSpeed::Slow => Some(450),
        AnimationSpeed::Normal => Some(250),
        AnimationSpeed::Fast => Some(120),
    }
}

impl App {
    /// Whether the match shown is presented with its colours exchanged (Dama's "Black at
    /// the bottom moves first").
    pub(super) fn colours_swapped(&self) -> bool {
        let Some(g) = &self.game else { return false };
        self.data.settings.dama_black_first
            && games::find(&g.m.setup().game).is_ok_and(|e| e.words.colour_swap.is_some())
    }

    /// The role as the player sees it (exchanged colours in the swapped presentation).
    pub(super) fn display_role(&self, role: Role) -> Role {
        if !self.colours_swapped() {
            return role;
        }
        match role {
            Role::White => Role::Black,
            Role::Black => Role::White,
            other => other,
        }
    }

    /// "You win!", "The geese win!", "Draw."
    pub(super) fn result_headline(&self) -> String {
        let Some(g) = &self.game else {
            return String::new();
        };
        let outcome = g.m.outcome();
        let human = super::play::human_side(g.m.setup().mode);
        match outcome {
            crate::Outcome::Win { winner, .. } => match human {
                Some(h) if h == winner => self.tr.text(crate::i18n::Text::YouWin),
                Some(_) => self.tr.text(crate::i18n::Text::YouLose),
                None => self
                    .tr
                    .result_headline(Some(self.display_role(g.m.role(winner)))),
            },
            _ => self.tr.result_headline(None),
        }
    }
}
