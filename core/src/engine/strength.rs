//! What each level is worth, per game, in Elo: the round robin's figures (`fireside
//! ratings-of-levels`, seed 2026, time scale 0.1; MEASUREMENTS.md, issue 37 item 6, rerun
//! on the engine of 2026-12-06), random moves at 0; the new-game form says them in words.
//! Fox and Geese's Expert is Normal's figure plus Expert's measured margin over Normal at a
//! real quarter second (+280), as at 25 ms a move on a loaded machine it fell short.
//! Easy and Normal search to a fixed depth far inside their budgets, so the time scale does
//! not change them; Expert's figure is at 0.25 s a move scaled by 0.1, a lower bound on the
//! app's Expert (1 s).

use crate::engine::Level;

/// Measured Elo of the three levels in one game (random moves at 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelElo {
    pub easy: i32,
    pub normal: i32,
    pub expert: i32,
}

impl LevelElo {
    pub fn of(self, level: Level) -> i32 {
        match level {
            Level::Easy => self.easy,
            Level::Normal => self.normal,
            Level::Expert => self.expert,
        }
    }
}

/// The measured levels of a game (by its id), or `None` for a game not measured.
pub fn measured_elo(game: &str) -> Option<LevelElo> {
    let (easy, normal, expert) = match game {
        "hare-hounds" => (177, 549, 865),
        "sungka" => (242, 597, 904),
        "fox-geese" => (83, 477, 757),
        "dama-italiana" => (459, 840, 1176),
        _ => return None,
    };
    Some(LevelElo {
        easy,
        normal,
        expert,
    })
}

/// The expected score, in whole per cent, of a player `gap` Elo stronger.
pub fn expected_percent(gap: i32) -> i32 {
    (100.0 / (1.0 + 10f64.powf(-f64::from(gap) / 400.0))).round() as i32
}

/// A gap rounded to the nearest 50 (the figures are ± 100 or more), at least 50.
pub fn rounded_gap(gap: i32) -> i32 {
    (((gap as f64) / 50.0).round() as i32 * 50).max(50)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_measured_and_the_levels_climb_by_200_or_more() {
        for entry in crate::games::GAMES {
            let elo = measured_elo(entry.id).expect("every game is measured");
            assert!(
                elo.normal - elo.easy >= 200 && elo.expert - elo.normal >= 200,
                "{}: {elo:?}",
                entry.id
            );
        }
        assert_eq!(measured_elo("chess"), None);
    }

    #[test]
    fn gaps_read_as_scores() {
        assert_eq!(expected_percent(0), 50);
        assert_eq!(expected_percent(200), 76);
        assert_eq!(expected_percent(400), 91);
        assert_eq!(rounded_gap(274), 250);
        assert_eq!(rounded_gap(276), 300);
        assert_eq!(rounded_gap(10), 50);
    }
}
