//! What each level is worth, in Elo: each game registers the round robin's figures
//! (`fireside ratings-of-levels`, seed 2026, time scale 0.1; MEASUREMENTS.md), random moves
//! at 0, in its `entry.rs`; the new-game form says them in words.
//! Easy and Normal search to a fixed depth far inside their budgets, so the time scale does
//! not change them; Expert's figure is at 0.25 s a move scaled by 0.1, a lower bound on the
//! app's Expert (1 s).

use crate::engine::level::Level;

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
    fn every_games_levels_climb_by_200_or_more() {
        for entry in crate::games::GAMES {
            let elo = entry.measured_elo;
            assert!(
                elo.normal - elo.easy >= 200 && elo.expert - elo.normal >= 200,
                "{}: {elo:?}",
                entry.id
            );
        }
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
