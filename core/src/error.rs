//! Errors of the rules layer: bad input from a player, a file or a command line.

use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RulesError {
    #[error("unknown game `{name}`")]
    UnknownGame { name: String },
    #[error("unknown preset `{name}`")]
    UnknownPreset { name: String },
    #[error("unknown option `{key}`")]
    UnknownOption { key: String },
    #[error("option `{key}` cannot be `{value}`: expected {expected}")]
    BadOptionValue {
        key: String,
        value: String,
        expected: String,
    },
    #[error("cannot read move `{text}`: {why}")]
    BadNotation { text: String, why: String },
    #[error("illegal move `{text}`")]
    IllegalMove { text: String },
    #[error("the game is over")]
    GameOver,
    #[error("bad position: {why}")]
    BadPosition { why: String },
}

impl RulesError {
    pub fn unknown_preset(name: &str) -> Self {
        RulesError::UnknownPreset {
            name: name.to_owned(),
        }
    }

    pub fn unknown_option(key: &str) -> Self {
        RulesError::UnknownOption {
            key: key.to_owned(),
        }
    }

    pub fn bad_option_value(key: &str, value: &str, expected: &str) -> Self {
        RulesError::BadOptionValue {
            key: key.to_owned(),
            value: value.to_owned(),
            expected: expected.to_owned(),
        }
    }

    pub fn bad_notation(text: &str, why: &str) -> Self {
        RulesError::BadNotation {
            text: text.to_owned(),
            why: why.to_owned(),
        }
    }

    pub fn illegal(text: &str) -> Self {
        RulesError::IllegalMove {
            text: text.to_owned(),
        }
    }
}
