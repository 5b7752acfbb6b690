//! The computer's move and a hint, as jobs that run off the match (on a background thread).

use crate::any_game::AnyGame;
use crate::engine::{CancelToken, Level};

/// A request for the computer's move: a copy of the position, so the search runs on a
/// background thread without touching the match.
#[derive(Debug)]
pub struct SearchJob {
    pub position: Box<dyn AnyGame>,
    pub level: Level,
    pub seed: u64,
    /// The ply the job was made at: its answer applies only to that position.
    pub ply: usize,
    pub hash: u64,
}

impl Clone for SearchJob {
    fn clone(&self) -> Self {
        SearchJob {
            position: self.position.clone_box(),
            level: self.level,
            seed: self.seed,
            ply: self.ply,
            hash: self.hash,
        }
    }
}

/// What a hint found: the move, and whether the player to move is lost with best play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintAnswer {
    pub notation: String,
    /// Lost with best play: by the game's exact knowledge (then the move resists longest),
    /// or a forced loss the search found.
    pub lost: bool,
}

impl SearchJob {
    /// Runs the search (blocking) and returns the move in notation, or `None` if the
    /// position has no move. `time_scale` scales the level's budget (1.0 on devices).
    pub fn run(&self, cancel: &CancelToken, time_scale: f64) -> Option<String> {
        self.position
            .search(self.level, self.seed, cancel, time_scale)
            .and_then(|r| r.best_move)
    }

    /// Runs the job as a hint: where the game knows the position is lost (solution,
    /// endgame table, ending solver) the move that resists longest, said lost; else the
    /// level's move, said lost when its search proved a forced loss. Half the budget may
    /// go to the exact knowledge.
    pub fn run_hint(&self, cancel: &CancelToken, time_scale: f64) -> Option<HintAnswer> {
        let budget = self.level.limits(time_scale).time.unwrap_or_default();
        // Work, not a deadline: the same hint on any machine and under any load.
        let work = crate::engine::position::review_nodes(budget / 2);
        if let Some((exact, Some(best))) = self.position.exact_best(work, cancel) {
            if exact.verdict == crate::engine::Verdict::Loss {
                return Some(HintAnswer {
                    notation: best,
                    lost: true,
                });
            }
        }
        let report = self
            .position
            .search(self.level, self.seed, cancel, time_scale)?;
        Some(HintAnswer {
            notation: report.best_move?,
            lost: report.win_in.is_some_and(|n| n < 0),
        })
    }
}
