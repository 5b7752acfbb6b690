//! Hand-built positions: from counts, and from a compact text for tests, the CLI and the
//! session. The text is `h1 … h7 store / h1 … h7 store / side`: player 1's houses and store,
//! player 2's houses and store (houses from each player's own left), and who is to move
//! (`1` or `2`), e.g. `7 7 7 7 7 7 7 0 / 7 7 7 7 7 7 7 0 / 1`.

use super::geometry::{house, store, HOLES, HOUSES};
use super::{Sungka, SungkaConfig, MAX_SHELLS, MIN_SHELLS};
use crate::error::RulesError;
use crate::game::{Outcome, Side};

fn bad(why: impl Into<String>) -> RulesError {
    RulesError::BadPosition { why: why.into() }
}

impl Sungka {
    /// A position with these counts and no history. The shells must add up to the
    /// configuration's total (14 × shells per house). When the player to move has no
    /// shells in their houses the game is already over: the houses are banked at once.
    pub fn from_counts(
        config: &SungkaConfig,
        houses: [[u8; HOUSES]; 2],
        stores: [u8; 2],
        to_move: Side,
    ) -> Result<Self, RulesError> {
        if !(MIN_SHELLS..=MAX_SHELLS).contains(&config.shells) {
            return Err(bad(format!(
                "{} shells per house is out of range",
                config.shells
            )));
        }
        let mut board = [0u8; HOLES];
        let mut total = 0u32;
        for side in Side::BOTH {
            for n in 0..HOUSES {
                board[house(side, n)] = houses[side.index()][n];
                total += houses[side.index()][n] as u32;
            }
            board[store(side)] = stores[side.index()];
            total += stores[side.index()] as u32;
        }
        if total != config.total() {
            return Err(bad(format!(
                "{total} shells on the board, expected {}",
                config.total()
            )));
        }
        let mut pos = Sungka {
            config: *config,
            board,
            to_move,
            outcome: Outcome::Ongoing,
            history: Vec::new(),
        };
        pos.check_end(&mut ());
        Ok(pos)
    }

    /// A position from the compact setup text (see the module documentation).
    pub fn from_setup(config: &SungkaConfig, text: &str) -> Result<Self, RulesError> {
        let fields: Vec<&str> = text.split('/').map(str::trim).collect();
        if fields.len() != 3 {
            return Err(bad(
                "expected `houses and store of player 1 / of player 2 / side to move`",
            ));
        }
        let mut houses = [[0u8; HOUSES]; 2];
        let mut stores = [0u8; 2];
        for side in Side::BOTH {
            let numbers: Vec<u8> = fields[side.index()]
                .split_whitespace()
                .map(|w| w.parse::<u8>().map_err(|_| bad(format!("bad count `{w}`"))))
                .collect::<Result<_, _>>()?;
            if numbers.len() != HOUSES + 1 {
                return Err(bad("expected seven houses and a store for each player"));
            }
            houses[side.index()].copy_from_slice(&numbers[..HOUSES]);
            stores[side.index()] = numbers[HOUSES];
        }
        let to_move = match fields[2] {
            "1" => Side::One,
            "2" => Side::Two,
            other => return Err(bad(format!("side to move `{other}` is not 1 or 2"))),
        };
        Self::from_counts(config, houses, stores, to_move)
    }

    /// The compact setup text of this position (without its history).
    pub fn setup(&self) -> String {
        let row = |side: Side| {
            let mut words: Vec<String> = self.houses(side).iter().map(u8::to_string).collect();
            words.push(self.board[store(side)].to_string());
            words.join(" ")
        };
        let side = match self.to_move {
            Side::One => "1",
            Side::Two => "2",
        };
        format!("{} / {} / {side}", row(Side::One), row(Side::Two))
    }
}
