//! Hand-built positions from a compact text, for tests, the command line and the session:
//!
//! `fox d4; geese c1 d1 e1; to-move geese; no-progress 12`
//!
//! Parts are separated by `;`. `fox` (one point) is required; `geese` lists points (none for
//! no geese); `to-move` is `fox` or `geese` (default: the configuration's first side);
//! `no-progress` sets the plies already played without progress (default 0). Geese missing
//! from the configuration's count are taken as captured.

use super::geometry::{bit, name, parse_square, squares};
use super::FoxGeese;
use crate::error::RulesError;
use crate::game::Side;

use super::Config;

fn err(why: String) -> RulesError {
    RulesError::BadPosition { why }
}

impl FoxGeese {
    /// A position from the setup text (see the module documentation), with no history.
    pub fn setup(config: &Config, text: &str) -> Result<FoxGeese, RulesError> {
        let mut fox = None;
        let mut geese = 0u64;
        let mut to_move = config.first;
        let mut quiet = 0u32;
        for part in text.split(';') {
            let mut words = part.split_whitespace();
            let Some(key) = words.next() else { continue };
            let values: Vec<&str> = words.collect();
            let point = |v: &str| parse_square(v).ok_or_else(|| err(format!("no point `{v}`")));
            match key {
                "fox" => {
                    if values.len() != 1 || fox.is_some() {
                        return Err(err("exactly one fox point expected".into()));
                    }
                    fox = Some(point(values[0])?);
                }
                "geese" => {
                    for v in values {
                        let sq = point(v)?;
                        if geese & bit(sq) != 0 {
                            return Err(err(format!("goose `{v}` listed twice")));
                        }
                        geese |= bit(sq);
                    }
                }
                "to-move" => {
                    to_move = match values.as_slice() {
                        ["fox"] => Side::One,
                        ["geese"] => Side::Two,
                        _ => return Err(err("to-move expects fox or geese".into())),
                    }
                }
                "no-progress" => {
                    quiet = match values.as_slice() {
                        [n] => n
                            .parse()
                            .map_err(|_| err(format!("no-progress expects a number, not `{n}`")))?,
                        _ => return Err(err("no-progress expects a number".into())),
                    }
                }
                _ => return Err(err(format!("unknown setup part `{key}`"))),
            }
        }
        let fox = fox.ok_or_else(|| err("the fox's point is missing".into()))?;
        FoxGeese::from_parts(config, fox, geese, to_move, quiet)
    }

    /// The setup text of this position (without its history).
    pub fn setup_text(&self) -> String {
        let geese: Vec<String> = squares(self.geese).map(name).collect();
        format!(
            "fox {}; geese {}; to-move {}; no-progress {}",
            name(self.fox),
            geese.join(" "),
            if self.to_move == Side::One {
                "fox"
            } else {
                "geese"
            },
            self.quiet
        )
    }
}
