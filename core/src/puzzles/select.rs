//! Which puzzle to play: the daily one (the same everywhere on a date, offline), the next
//! one near the player's rating, and the player's progress (rating, streak, solved).

use serde::{Deserialize, Serialize};

use super::rating::{Extra, Rating};
use super::{Puzzle, PuzzleSet};

/// Days since 1970-01-01 of a civil date (proleptic Gregorian; Hinnant's algorithm).
pub fn day_number(year: i32, month: u32, day: u32) -> i64 {
    let y = i64::from(year) - i64::from(month <= 2);
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let m = i64::from(month);
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(day) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The puzzle of the day: a fixed shuffle of the set, walked one puzzle a day, so every
/// device shows the same one on a date and no puzzle repeats before all have been shown.
pub fn daily(set: &PuzzleSet, day: i64) -> Option<&Puzzle> {
    let n = set.puzzles.len() as i64;
    if n == 0 {
        return None;
    }
    // A step coprime with n visits every index once per n days.
    let mut step = (n * 5 / 8).max(1);
    while gcd(step, n) != 1 {
        step += 1;
    }
    let index = (day.rem_euclid(n) * step).rem_euclid(n);
    set.puzzles.get(index as usize)
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The puzzle nearest the player's rating (the lowest id among equals) not in `done`;
/// when all are done, the nearest of all but `current` (the one just shown), so the same
/// puzzle never comes straight again while the set has another.
pub fn next_near<'a>(
    set: &'a PuzzleSet,
    rating: f64,
    done: &[String],
    current: &str,
) -> Option<&'a Puzzle> {
    let distance = |p: &Puzzle| (f64::from(p.difficulty) - rating).abs();
    let pick = |skip: &dyn Fn(&Puzzle) -> bool| {
        set.puzzles
            .iter()
            .filter(|p| !skip(p))
            .min_by(|a, b| distance(a).total_cmp(&distance(b)).then(a.id.cmp(&b.id)))
    };
    pick(&|p| done.contains(&p.id) || p.id == current)
        .or_else(|| pick(&|p| p.id == current))
        .or_else(|| pick(&|_| false))
}

/// A player's puzzles in one game: rating, streak, what is solved, the daily puzzle's
/// state. Kept in the store with the profile: every field has a default, so an older file
/// loads, and unknown fields (`extra`) survive a write.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    pub rating: Rating,
    /// Puzzles solved in a row without a mistake or a hint.
    pub streak: u32,
    pub best_streak: u32,
    pub solved: Vec<String>,
    /// Puzzles whose first attempt failed: like a solved one, a later attempt counts for
    /// nothing (`core/puzzles/README.md`), in this process or another.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub failed: Vec<String>,
    /// The last daily puzzle attempted and how it went.
    pub daily: Option<Daily>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// The daily puzzle of a day, once attempted: solved cleanly or not (counted once).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Daily {
    /// Days since 1970-01-01 (the app's clock, UTC).
    pub day: i64,
    pub id: String,
    pub solved: bool,
    #[serde(flatten)]
    pub extra: Extra,
}

impl Progress {
    /// Records an attempt: solved cleanly (no wrong move, no hint, not shown) or not.
    /// Only the first attempt at a puzzle moves the rating; a later one, solved or not,
    /// counts for nothing.
    pub fn record(&mut self, puzzle: &Puzzle, clean: bool) {
        self.record_first(&puzzle.id, puzzle.difficulty, clean);
    }

    /// [`Progress::record`] by the puzzle's id and difficulty; whether it counted.
    pub fn record_first(&mut self, id: &str, difficulty: u32, clean: bool) -> bool {
        if self.solved.iter().chain(&self.failed).any(|s| s == id) {
            return false;
        }
        self.rating = self.rating.after_puzzle(difficulty, clean);
        if clean {
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
            self.solved.push(id.to_owned());
        } else {
            self.streak = 0;
            self.failed.push(id.to_owned());
        }
        true
    }

    /// An attempt at a puzzle, and at the daily puzzle of `day` when it is that: the
    /// daily keeps how its first attempt went.
    pub fn record_attempt(&mut self, id: &str, difficulty: u32, clean: bool, day: Option<i64>) {
        self.record_first(id, difficulty, clean);
        if let Some(day) = day {
            if self
                .daily
                .as_ref()
                .is_none_or(|d| d.day != day || d.id != id)
            {
                self.daily = Some(Daily {
                    day,
                    id: id.to_owned(),
                    solved: clean,
                    extra: Extra::new(),
                });
            }
        }
    }

    /// Records the daily puzzle `puzzle` of `day` as attempted (solved cleanly or not).
    pub fn record_daily(&mut self, day: i64, puzzle: &Puzzle, clean: bool) {
        self.daily = Some(Daily {
            day,
            id: puzzle.id.clone(),
            solved: clean,
            extra: Extra::new(),
        });
    }

    /// Whether the daily puzzle of `day` was solved.
    pub fn daily_solved(&self, day: i64) -> bool {
        self.daily
            .as_ref()
            .is_some_and(|d| d.day == day && d.solved)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Side;
    use crate::puzzles::{Proof, Theme};

    fn set(difficulties: &[u32]) -> PuzzleSet {
        PuzzleSet {
            game: "hare-hounds".into(),
            options: Vec::new(),
            command: String::new(),
            seed: 0,
            puzzles: difficulties
                .iter()
                .enumerate()
                .map(|(i, &d)| Puzzle {
                    id: format!("p{i}"),
                    position: String::new(),
                    to_move: Side::One,
                    theme: Theme::OnlyWin,
                    line: Vec::new(),
                    difficulty: d,
                    proof: Proof::Count { best: 0, second: 0 },
                })
                .collect(),
        }
    }

    #[test]
    fn day_numbers_count_from_1970() {
        assert_eq!(day_number(1970, 1, 1), 0);
        assert_eq!(day_number(2000, 3, 1), 11_017);
        assert_eq!(day_number(2026, 12, 1) - day_number(2026, 11, 30), 1);
        assert_eq!(day_number(2024, 3, 1) - day_number(2024, 2, 28), 2);
    }

    #[test]
    fn the_daily_puzzle_is_fixed_by_the_date_and_cycles_through_all() {
        let s = set(&[1000; 10]);
        let today = day_number(2026, 12, 1);
        assert_eq!(daily(&s, today), daily(&s, today));
        let ids: std::collections::HashSet<_> = (today..today + 10)
            .map(|d| daily(&s, d).unwrap().id.clone())
            .collect();
        assert_eq!(ids.len(), 10);
        assert_eq!(daily(&set(&[]), today), None);
    }

    #[test]
    fn the_next_puzzle_is_the_unsolved_one_nearest_the_rating() {
        let s = set(&[800, 1200, 1500, 1550, 2000]);
        assert_eq!(next_near(&s, 1520.0, &[], "").unwrap().id, "p2");
        assert_eq!(next_near(&s, 1520.0, &["p2".into()], "").unwrap().id, "p3");
        assert_eq!(next_near(&s, 1520.0, &[], "p2").unwrap().id, "p3");
        let all: Vec<String> = (0..5).map(|i| format!("p{i}")).collect();
        assert_eq!(next_near(&s, 1900.0, &all, "").unwrap().id, "p4");
        // All done: the nearest of all, but never the one just shown.
        assert_eq!(next_near(&s, 1900.0, &all, "p4").unwrap().id, "p3");
    }

    #[test]
    fn a_streak_counts_clean_solves_and_a_mistake_ends_it() {
        let s = set(&[1500, 1500, 1500]);
        let mut p = Progress::default();
        p.record(&s.puzzles[0], true);
        p.record(&s.puzzles[1], true);
        assert_eq!((p.streak, p.best_streak), (2, 2));
        let rated = p.rating.clone();
        // Solved puzzles no longer count.
        p.record(&s.puzzles[0], false);
        assert_eq!((p.streak, &p.rating), (2, &rated));
        p.record(&s.puzzles[2], false);
        assert_eq!((p.streak, p.best_streak), (0, 2));
        assert!(p.rating.rating < rated.rating);
        // Issue 38: a failed puzzle tried again (another day, another process) moves the
        // rating no more, failed or solved; solving it does not start a streak.
        let failed = p.rating.clone();
        p.record(&s.puzzles[2], false);
        p.record(&s.puzzles[2], true);
        assert_eq!((p.streak, &p.rating), (0, &failed));
        assert!(!p.solved.contains(&s.puzzles[2].id));
    }

    /// Issue 38: the daily puzzle keeps how its first attempt went; a solve after a
    /// failure (or after the solution was shown) does not make it solved.
    #[test]
    fn the_daily_puzzle_keeps_its_first_attempt() {
        let s = set(&[1500]);
        let id = &s.puzzles[0].id;
        let mut p = Progress::default();
        p.record_attempt(id, 1500, false, Some(9));
        p.record_attempt(id, 1500, true, Some(9));
        assert!(!p.daily_solved(9));
        let mut q = Progress::default();
        q.record_attempt(id, 1500, true, Some(9));
        q.record_attempt(id, 1500, false, Some(9));
        assert!(q.daily_solved(9));
    }

    /// Issue 38: a hand-edited volatility of 0 (or a negative deviation) no longer makes a
    /// rating of NaN, which the store would write as `null` and then refuse to read.
    #[test]
    fn a_hand_edited_rating_never_becomes_a_number_the_store_refuses() {
        let mut p: Progress = serde_json::from_str(
            r#"{"rating": {"rating": 1500, "deviation": -5, "volatility": 0}}"#,
        )
        .unwrap();
        p.record(&set(&[1500]).puzzles[0], true);
        let text = serde_json::to_string(&p).unwrap();
        let back: Progress = serde_json::from_str(&text).expect("read back");
        assert!(
            back.rating.rating.is_finite() && back.rating.rating > 1500.0,
            "{text}"
        );
    }

    /// Issue 38: unknown fields at every depth of the progress survive a write.
    #[test]
    fn unknown_fields_of_the_rating_and_the_daily_survive() {
        let text = r#"{"rating": {"rating": 1500, "deviation": 350, "volatility": 0.06, "r2": 1}, "daily": {"day": 3, "id": "x", "solved": true, "d2": 2}, "p2": 3}"#;
        let mut p: Progress = serde_json::from_str(text).unwrap();
        p.record(&set(&[1500]).puzzles[0], true);
        let v = serde_json::to_value(&p).unwrap();
        assert_eq!(
            (
                v["rating"]["r2"].as_i64(),
                v["daily"]["d2"].as_i64(),
                v["p2"].as_i64()
            ),
            (Some(1), Some(2), Some(3))
        );
    }
}
