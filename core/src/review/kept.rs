//! A finished review as kept with its game: the value of every position, from which the
//! marks, the better moves, the refutations, the why and the graph are derived again the
//! same way (no search), so a review opened again is instant and identical.
//!
//! What is kept is checked before it is used: its version ([`REVIEW_VERSION`]), the game,
//! the moves and the budget it was analysed with, and every value against its position
//! (side to move, legal moves, best move and line playable, expected score in 0..1). Any
//! difference is a [`KeptError`], and the review is analysed afresh.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::job::ReviewJob;
use crate::engine::position::{review_nodes, PositionEval};

/// The version of a kept review. Bump it whenever a position's analysis changes (the
/// search, its budget's meaning, what a value holds): kept reviews of another version are
/// analysed again. The judging of the values (marks, thresholds, words) needs no bump:
/// it runs again on every opening.
pub const REVIEW_VERSION: u32 = 1;

/// A finished review as kept.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct KeptReview {
    pub version: u32,
    pub game: String,
    /// The work per position it was analysed with (a review asked with another budget is
    /// another analysis).
    pub nodes: u64,
    /// The moves, in the review's notation.
    pub moves: Vec<String>,
    /// The value of each position: the start, then after each move.
    pub evals: Vec<PositionEval>,
}

/// Why a kept review is not used.
#[derive(Debug, Error, PartialEq)]
pub enum KeptError {
    #[error("a review of version {found:?}, this app keeps version {REVIEW_VERSION}")]
    Version { found: Option<u64> },
    #[error("not a kept review: {0}")]
    Malformed(String),
    #[error("the kept review is of another {0}")]
    Other(&'static str),
    #[error("the kept value of position {index} does not fit it: {what}")]
    Position { index: usize, what: &'static str },
}

impl KeptReview {
    /// Reads a kept review, its version first (a newer or older layout is not parsed).
    pub fn from_value(value: &serde_json::Value) -> Result<KeptReview, KeptError> {
        let found = value.get("version").and_then(serde_json::Value::as_u64);
        if found != Some(u64::from(REVIEW_VERSION)) {
            return Err(KeptError::Version { found });
        }
        serde_json::from_value(value.clone()).map_err(|e| KeptError::Malformed(e.to_string()))
    }

    pub fn to_value(&self) -> serde_json::Value {
        // Plain data (strings, numbers, lists): it always serializes.
        serde_json::to_value(self).unwrap_or(serde_json::Value::Null)
    }
}

impl ReviewJob {
    /// The finished review to keep; `None` while positions are left to analyse.
    pub fn kept(&self) -> Option<KeptReview> {
        self.is_finished().then(|| KeptReview {
            version: REVIEW_VERSION,
            game: self.game().to_owned(),
            nodes: review_nodes(self.budget()),
            moves: self.moves().to_vec(),
            evals: self.evals().to_vec(),
        })
    }

    /// Takes a kept review's values in place of an analysis, once each is checked against
    /// this job's game, moves, budget and positions; nothing changes on an error.
    pub fn restore(&mut self, kept: KeptReview) -> Result<(), KeptError> {
        if kept.version != REVIEW_VERSION {
            return Err(KeptError::Version {
                found: Some(u64::from(kept.version)),
            });
        }
        if kept.game != self.game() {
            return Err(KeptError::Other("game"));
        }
        if kept.moves != self.moves() {
            return Err(KeptError::Other("game record"));
        }
        if kept.nodes != review_nodes(self.budget()) {
            return Err(KeptError::Other("budget"));
        }
        if kept.evals.len() != self.total() + 1 {
            return Err(KeptError::Other("number of positions"));
        }
        for (index, eval) in kept.evals.iter().enumerate() {
            self.check(index, eval)
                .map_err(|what| KeptError::Position { index, what })?;
        }
        self.set_evals(kept.evals);
        Ok(())
    }

    /// Whether `eval` can be the value of position `index`.
    fn check(&self, index: usize, eval: &PositionEval) -> Result<(), &'static str> {
        let pos = self.position(index).ok_or("no such position")?;
        if eval.side != pos.side_to_move() {
            return Err("side to move");
        }
        if eval.legal != pos.legal_moves().len() {
            return Err("legal moves");
        }
        if !(eval.expected.is_finite() && (0.0..=1.0).contains(&eval.expected)) {
            return Err("expected score");
        }
        if let Some(best) = &eval.best {
            if pos.clone_box().play_notation(best).is_err() {
                return Err("best move");
            }
        }
        let mut at = pos.clone_box();
        for mv in &eval.line {
            if at.play_notation(mv).is_err() {
                return Err("line");
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use rand::seq::IndexedRandom;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::engine::CancelToken;
    use crate::games;

    /// A review of a short random game of `game`, finished, and a fresh job of it.
    fn reviewed(game: &str) -> (ReviewJob, ReviewJob) {
        let start = || (games::find(game).unwrap().start)(None, &[]).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let mut pos = start();
        let mut moves = Vec::new();
        while moves.len() < 16 && !pos.outcome().is_over() {
            let mv = pos.legal_moves().choose(&mut rng).unwrap().clone();
            moves.push(pos.play_notation(&mv).unwrap());
        }
        let mut job = ReviewJob::new(start(), &moves, 0.01).unwrap();
        job.run(&CancelToken::new(), |_, _| {});
        assert!(job.is_finished());
        (job, ReviewJob::new(start(), &moves, 0.01).unwrap())
    }

    #[test]
    fn a_kept_review_read_back_gives_the_same_review_in_every_game() {
        for entry in games::GAMES {
            let (job, mut fresh) = reviewed(entry.id);
            let kept = job.kept().expect("finished");
            // Through the text the store writes, as after a restart.
            let text = serde_json::to_string(&kept.to_value()).unwrap();
            let value: serde_json::Value = serde_json::from_str(&text).unwrap();
            let read = KeptReview::from_value(&value).unwrap();
            assert_eq!(read, kept, "{}", entry.id);
            fresh.restore(read).unwrap();
            assert!(fresh.is_finished());
            assert_eq!(fresh.review(), job.review(), "{}", entry.id);
        }
    }

    #[test]
    fn an_unfinished_review_is_not_kept() {
        let (job, mut fresh) = reviewed("dama-italiana");
        assert!(fresh.step(&CancelToken::new()));
        assert!(fresh.kept().is_none());
        assert!(job.kept().is_some());
    }

    #[test]
    fn a_kept_review_that_does_not_fit_is_a_typed_error_and_changes_nothing() {
        let (job, fresh) = reviewed("fox-geese");
        let kept = job.kept().unwrap();
        let refused = |kept: KeptReview| {
            let mut fresh =
                ReviewJob::new(fresh.position(0).unwrap().clone_box(), fresh.moves(), 0.01)
                    .unwrap();
            let e = fresh.restore(kept).unwrap_err();
            assert_eq!(fresh.done(), 0, "nothing taken: {e}");
            e
        };
        let mut v = kept.to_value();
        v["version"] = (REVIEW_VERSION + 1).into();
        assert_eq!(
            KeptReview::from_value(&v).unwrap_err(),
            KeptError::Version {
                found: Some(u64::from(REVIEW_VERSION + 1))
            }
        );
        assert_eq!(
            KeptReview::from_value(&serde_json::json!("damaged")).unwrap_err(),
            KeptError::Version { found: None }
        );
        let mut v = kept.to_value();
        v["evals"] = serde_json::json!([{"side": "sideways"}]);
        assert!(matches!(
            KeptReview::from_value(&v),
            Err(KeptError::Malformed(_))
        ));

        let with = |f: &dyn Fn(&mut KeptReview)| {
            let mut k = kept.clone();
            f(&mut k);
            k
        };
        assert_eq!(
            refused(with(&|k| k.game = "dama-italiana".into())),
            KeptError::Other("game")
        );
        assert_eq!(
            refused(with(&|k| {
                k.moves.pop();
            })),
            KeptError::Other("game record")
        );
        assert_eq!(refused(with(&|k| k.nodes += 1)), KeptError::Other("budget"));
        assert_eq!(
            refused(with(&|k| {
                k.evals.pop();
            })),
            KeptError::Other("number of positions")
        );
        assert_eq!(
            refused(with(&|k| k.evals[3].side = k.evals[3].side.other())),
            KeptError::Position {
                index: 3,
                what: "side to move"
            }
        );
        assert_eq!(
            refused(with(&|k| k.evals[2].legal += 1)),
            KeptError::Position {
                index: 2,
                what: "legal moves"
            }
        );
        assert_eq!(
            refused(with(&|k| k.evals[4].expected = f64::NAN)),
            KeptError::Position {
                index: 4,
                what: "expected score"
            }
        );
        assert_eq!(
            refused(with(&|k| k.evals[1].best = Some("a1-h8".into()))),
            KeptError::Position {
                index: 1,
                what: "best move"
            }
        );
        assert_eq!(
            refused(with(&|k| k.evals[0].line = vec!["a1-h8".into()])),
            KeptError::Position {
                index: 0,
                what: "line"
            }
        );
    }
}
