//! Rules configuration: presets and options.

use serde::{Deserialize, Serialize};

use crate::error::RulesError;
use crate::game::{parse_number, parse_switch, OptionSpec, Side};

/// Which diagonal lines the board has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Diagonals {
    /// Orthogonal lines only.
    None,
    /// The traditional pattern: diagonals through the points with x + y even (d4 among them).
    Alternate,
    /// Both diagonals of every unit square of the cross.
    All,
}

impl Diagonals {
    const NAMES: [&'static str; 3] = ["none", "alternate", "all"];

    fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
}

/// When the fox has captured enough geese. Kept in the form the rules state it, so changing
/// the number of geese keeps the rule's meaning: "7 captures" stays 7 captures, "fewer than
/// 4 geese left" stays fewer than 4 left (10 captures with 13 geese, 14 with 17).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum WinRule {
    /// The fox wins when its captures reach `count`.
    Captures { count: u8 },
    /// The fox wins when fewer than `count` geese remain.
    GeeseBelow { count: u8 },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct Config {
    /// Geese at the start: 13, 15 or 17.
    pub geese: u8,
    pub diagonals: Diagonals,
    /// Whether geese may step sideways along their row.
    pub sideways: bool,
    /// Whether the fox must capture when it can, and continue while it can.
    pub forced_capture: bool,
    pub win: WinRule,
    /// Plies without a capture or a goose's forward move that draw the game; 0 = off.
    pub no_progress: u16,
    /// Who moves first.
    pub first: Side,
}

pub const PRESET_NAMES: &[&str] = &[
    "classic",
    "13-diagonals",
    "13-orthogonal",
    "17-diagonals",
    "17-orthogonal",
    "table",
];

pub const MAX_GEESE: u8 = 17;
pub const MAX_NO_PROGRESS: u16 = 1000;

impl Default for Config {
    fn default() -> Self {
        Config {
            geese: 13,
            diagonals: Diagonals::Alternate,
            sideways: true,
            forced_capture: false,
            win: WinRule::Captures { count: 7 },
            no_progress: 60,
            first: Side::One,
        }
    }
}

impl Config {
    pub fn preset(name: &str) -> Result<Config, RulesError> {
        let classic = Config::default();
        let config = match name {
            "classic" => classic,
            "13-diagonals" => Config {
                win: WinRule::Captures { count: 5 },
                ..classic
            },
            "13-orthogonal" => Config {
                diagonals: Diagonals::None,
                win: WinRule::Captures { count: 5 },
                ..classic
            },
            "17-diagonals" => Config {
                geese: 17,
                ..classic
            },
            "17-orthogonal" => Config {
                geese: 17,
                diagonals: Diagonals::None,
                ..classic
            },
            "table" => Config {
                diagonals: Diagonals::All,
                sideways: false,
                win: WinRule::GeeseBelow { count: 4 },
                ..classic
            },
            _ => return Err(RulesError::unknown_preset(name)),
        };
        Ok(config)
    }

    /// The captures that win for the fox, whichever way the rule is stated. Never more than
    /// the geese (taking the last goose always wins) and never 0 (the start is not a win).
    pub fn captures_to_win(&self) -> u8 {
        let n = match self.win {
            WinRule::Captures { count } => count,
            WinRule::GeeseBelow { count } => (self.geese + 1).saturating_sub(count),
        };
        n.clamp(1, self.geese)
    }

    /// The win rule against the number of geese: more captures than geese (or a count
    /// below which the fox has already won) would be clamped by [`captures_to_win`], so it
    /// is refused instead.
    ///
    /// [`captures_to_win`]: Config::captures_to_win
    pub fn check_win_rule(&self) -> Result<(), RulesError> {
        let (key, count) = match self.win {
            WinRule::Captures { count } => ("captures-to-win", count),
            WinRule::GeeseBelow { count } => ("fox-wins-below", count),
        };
        if (1..=self.geese).contains(&count) {
            return Ok(());
        }
        Err(RulesError::bad_option_value(
            key,
            &count.to_string(),
            &format!(
                "a whole number from 1 to {} with {} geese",
                self.geese, self.geese
            ),
        ))
    }

    /// The same rule stated as "the fox wins when fewer than N geese remain".
    pub fn fox_wins_below(&self) -> u8 {
        self.geese + 1 - self.captures_to_win()
    }

    pub fn options(&self) -> Vec<OptionSpec> {
        vec![
            OptionSpec::choice("geese", &["13", "15", "17"], &self.geese.to_string()),
            OptionSpec::choice("diagonals", &Diagonals::NAMES, self.diagonals.name()),
            OptionSpec::switch("sideways", self.sideways),
            OptionSpec::switch("forced-capture", self.forced_capture),
            OptionSpec::number(
                "captures-to-win",
                1,
                MAX_GEESE as i64,
                self.captures_to_win() as i64,
            ),
            OptionSpec::number(
                "fox-wins-below",
                1,
                MAX_GEESE as i64 - 1,
                self.fox_wins_below() as i64,
            ),
            OptionSpec::number(
                "no-progress",
                0,
                MAX_NO_PROGRESS as i64,
                self.no_progress as i64,
            ),
            OptionSpec::choice(
                "first",
                &["fox", "geese"],
                if self.first == Side::One {
                    "fox"
                } else {
                    "geese"
                },
            ),
        ]
    }

    pub fn set_option(&mut self, key: &str, value: &str) -> Result<(), RulesError> {
        match key {
            "geese" => {
                self.geese = match value {
                    "13" => 13,
                    "15" => 15,
                    "17" => 17,
                    _ => return Err(RulesError::bad_option_value(key, value, "13, 15 or 17")),
                }
            }
            "diagonals" => {
                self.diagonals = match value {
                    "none" => Diagonals::None,
                    "alternate" => Diagonals::Alternate,
                    "all" => Diagonals::All,
                    _ => {
                        return Err(RulesError::bad_option_value(
                            key,
                            value,
                            "none, alternate or all",
                        ))
                    }
                }
            }
            "sideways" => self.sideways = parse_switch(key, value)?,
            "forced-capture" => self.forced_capture = parse_switch(key, value)?,
            "captures-to-win" => {
                let n = parse_number(key, value, 1, MAX_GEESE as i64)?;
                self.win = WinRule::Captures { count: n as u8 };
            }
            "fox-wins-below" => {
                let n = parse_number(key, value, 1, MAX_GEESE as i64 - 1)?;
                self.win = WinRule::GeeseBelow { count: n as u8 };
            }
            "no-progress" => {
                self.no_progress = parse_number(key, value, 0, MAX_NO_PROGRESS as i64)? as u16
            }
            "first" => {
                self.first = match value {
                    "fox" => Side::One,
                    "geese" => Side::Two,
                    _ => return Err(RulesError::bad_option_value(key, value, "fox or geese")),
                }
            }
            _ => return Err(RulesError::unknown_option(key)),
        }
        Ok(())
    }

    /// The nearest valid configuration: an out-of-range value (only possible from a corrupt
    /// file, since `set_option` checks) is pulled into range, so a start position can always
    /// be built.
    pub fn sanitized(&self) -> Config {
        let mut c = *self;
        c.geese = match c.geese {
            0..=14 => 13,
            15 | 16 => 15,
            _ => 17,
        };
        c.win = match c.win {
            WinRule::Captures { count } => WinRule::Captures {
                count: count.clamp(1, MAX_GEESE),
            },
            WinRule::GeeseBelow { count } => WinRule::GeeseBelow {
                count: count.clamp(1, MAX_GEESE - 1),
            },
        };
        c.no_progress = c.no_progress.min(MAX_NO_PROGRESS);
        c
    }

    /// Checks a configuration read from outside.
    pub fn check(&self) -> Result<(), RulesError> {
        let bad = |why: &str| {
            Err(RulesError::BadPosition {
                why: why.to_owned(),
            })
        };
        if !matches!(self.geese, 13 | 15 | 17) {
            return bad("the number of geese must be 13, 15 or 17");
        }
        match self.win {
            WinRule::Captures { count } if !(1..=MAX_GEESE).contains(&count) => {
                return bad("captures-to-win out of range")
            }
            WinRule::GeeseBelow { count } if !(1..MAX_GEESE).contains(&count) => {
                return bad("fox-wins-below out of range")
            }
            _ => {}
        }
        if self.no_progress > MAX_NO_PROGRESS {
            return bad("no-progress out of range");
        }
        Ok(())
    }
}
