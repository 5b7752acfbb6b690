//! How a course step's right answers are proved: from the game's exact knowledge (the
//! Hare and Hounds solution, the Dama tables, the Sungka solver), or by searching every
//! reply to a fixed depth (a forced gain of material, a forced win). Never from an
//! evaluation: a step whose answer the game cannot prove is refused by [`judge`].

use serde::{Deserialize, Serialize};

use crate::any_game::AnyGame;
use crate::engine::position::{exact_rank, Exact};
use crate::engine::{CancelToken, Verdict};
use crate::game::{Outcome, Side};

/// The node budget of one exact value (the Sungka solver's work; tables answer at once).
const WORK: u64 = 4_000_000;

/// Plies a line is carried on past its depth while a capture is pending, so an exchange
/// is counted whole.
const QUIET_EXTENSION: u32 = 4;

/// What a step asks for, and so how its right answers are proved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Goal {
    /// Keep the position's exact value: a winning position's right moves keep the win,
    /// a drawn one's keep the draw.
    Exact,
    /// Win the most material by force within `plies` (every reply searched).
    Gain { plies: u32 },
    /// Win the game by force within `plies` (every reply searched). Any move that keeps
    /// the forced win within the plies left is right, not only the quickest; in a step
    /// played out the horizon shrinks with each move (see [`Goal::after_moves`]), so the
    /// win comes within the step.
    Win { plies: u32 },
}

impl Goal {
    /// The goal after the player has made `made` moves of a step (each answered): a forced
    /// win has two plies fewer left for each.
    pub fn after_moves(self, made: u32) -> Goal {
        match self {
            Goal::Win { plies } => Goal::Win {
                plies: plies.saturating_sub(2 * made).max(1),
            },
            other => other,
        }
    }

    /// The goal the opponent answers by, right after the player's move.
    pub fn for_reply(self) -> Goal {
        match self {
            Goal::Win { plies } => Goal::Win {
                plies: plies.saturating_sub(1).max(1),
            },
            other => other,
        }
    }
}

/// A step whose answer the game cannot prove.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unproved;

/// The value of a move for the side that plays it, comparable: higher is better.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Value {
    /// An exact result, ranked (see [`exact_rank`]) — only the verdict decides right.
    Exact(u8),
    /// Material (or the game's end, counted as a large amount) after forced play.
    Score(i64),
}

/// The step's position judged: every legal move's value and the best.
#[derive(Clone, Debug)]
pub struct Judgement {
    pub moves: Vec<(String, Value)>,
    pub best: Value,
    /// The exact value of the position for its mover, where the goal is exact.
    pub exact: Option<Exact>,
}

impl Judgement {
    /// The moves that reach the best value: the right answers.
    pub fn right(&self) -> Vec<String> {
        self.moves
            .iter()
            .filter(|(_, v)| *v == self.best)
            .map(|(m, _)| m.clone())
            .collect()
    }

    pub fn is_right(&self, mv: &str) -> bool {
        self.moves.iter().any(|(m, v)| m == mv && *v == self.best)
    }
}

/// Every legal move of `pos` judged against `goal`.
pub fn judge(pos: &dyn AnyGame, goal: Goal) -> Result<Judgement, Unproved> {
    let cancel = CancelToken::new();
    let mover = pos.side_to_move();
    let mut moves = Vec::new();
    for mv in pos.legal_moves() {
        let mut child = pos.clone_box();
        child.play_notation(&mv).map_err(|_| Unproved)?;
        let value = match goal {
            Goal::Exact => {
                Value::Exact(exact_after(child.as_ref(), mover, &cancel)?.verdict_rank())
            }
            Goal::Gain { plies } => {
                Value::Score(minimax(child.as_ref(), mover, plies.saturating_sub(1)))
            }
            // Only whether the win is forced within the plies counts, not how fast.
            Goal::Win { plies } => Value::Score(i64::from(wins_within(
                child.as_ref(),
                mover,
                plies.saturating_sub(1),
            ))),
        };
        moves.push((mv, value));
    }
    let best = moves.iter().map(|(_, v)| *v).max().ok_or(Unproved)?;
    let exact = match goal {
        Goal::Exact => Some(exact_of(pos, &cancel)?),
        _ => None,
    };
    Ok(Judgement { moves, best, exact })
}

trait VerdictRank {
    fn verdict_rank(self) -> u8;
}

impl VerdictRank for Exact {
    /// Only the verdict: any move that keeps the win is right, not only the quickest.
    fn verdict_rank(self) -> u8 {
        exact_rank(Exact {
            verdict: self.verdict,
            plies: None,
        })
        .0
    }
}

/// The exact value of `pos` for its side to move.
pub fn exact_of(pos: &dyn AnyGame, cancel: &CancelToken) -> Result<Exact, Unproved> {
    pos.exact_best(WORK, cancel).map(|(e, _)| e).ok_or(Unproved)
}

/// The exact value for `mover` of `pos` (a position after `mover`'s move).
fn exact_after(pos: &dyn AnyGame, mover: Side, cancel: &CancelToken) -> Result<Exact, Unproved> {
    if let Some(verdict) = verdict_of(pos.outcome(), mover) {
        return Ok(Exact {
            verdict,
            plies: Some(0),
        });
    }
    let e = exact_of(pos, cancel)?;
    let verdict = if pos.side_to_move() == mover {
        e.verdict
    } else {
        e.verdict.flipped()
    };
    Ok(Exact {
        verdict,
        plies: e.plies,
    })
}

fn verdict_of(outcome: Outcome, side: Side) -> Option<Verdict> {
    match outcome {
        Outcome::Ongoing => None,
        Outcome::Win { winner, .. } if winner == side => Some(Verdict::Win),
        Outcome::Win { .. } => Some(Verdict::Loss),
        Outcome::Draw { .. } => Some(Verdict::Draw),
    }
}

/// The best move of the side to move of `pos` by `goal`: against a step, the perfect
/// defence (the exact best, the longest resistance), or the reply that refutes a wrong
/// move. `None` when the game is over or the value is not known.
pub fn best_reply(pos: &dyn AnyGame, goal: Goal) -> Option<String> {
    if pos.outcome().is_over() {
        return None;
    }
    match goal {
        Goal::Exact => pos.exact_best(WORK, &CancelToken::new())?.1,
        Goal::Gain { plies } => {
            let me = pos.side_to_move();
            let mut best: Option<(String, i64)> = None;
            for mv in pos.legal_moves() {
                let mut child = pos.clone_box();
                child.play_notation(&mv).ok()?;
                let v = minimax(child.as_ref(), me, plies.saturating_sub(1));
                if best.as_ref().is_none_or(|(_, b)| v > *b) {
                    best = Some((mv, v));
                }
            }
            best.map(|(m, _)| m)
        }
        Goal::Win { plies } => race_reply(pos, plies),
    }
}

/// The best move by a forced win's horizon for the side to move: its own quickest forced
/// win; else a move after which the other side cannot force one (an escape); else the
/// longest resistance.
fn race_reply(pos: &dyn AnyGame, plies: u32) -> Option<String> {
    let me = pos.side_to_move();
    let left = plies.saturating_sub(1);
    let mut best: Option<(String, (u8, i64))> = None;
    for mv in pos.legal_moves() {
        let mut child = pos.clone_box();
        child.play_notation(&mv).ok()?;
        let rank = match fastest_win(child.as_ref(), me, left) {
            Some(d) => (2, -i64::from(d)),
            None => match fastest_win(child.as_ref(), me.other(), left) {
                None => (1, 0),
                Some(d) => (0, i64::from(d)),
            },
        };
        if best.as_ref().is_none_or(|(_, b)| rank > *b) {
            best = Some((mv, rank));
        }
    }
    best.map(|(m, _)| m)
}

/// Whether `winner` wins `pos` by force within `plies` plies: every reply searched, the
/// winner needing one winning move, the defender one escape (exact, no evaluation).
pub fn wins_within(pos: &dyn AnyGame, winner: Side, plies: u32) -> bool {
    if let Some(v) = verdict_of(pos.outcome(), winner) {
        return v == Verdict::Win;
    }
    if plies == 0 {
        return false;
    }
    let attacking = pos.side_to_move() == winner;
    for mv in pos.legal_moves() {
        let mut child = pos.clone_box();
        if child.play_notation(&mv).is_err() {
            continue;
        }
        if wins_within(child.as_ref(), winner, plies - 1) == attacking {
            return attacking;
        }
    }
    !attacking
}

/// The fewest plies within which `winner` wins `pos` by force, up to `most`.
pub fn fastest_win(pos: &dyn AnyGame, winner: Side, most: u32) -> Option<u32> {
    (0..=most).find(|&p| wins_within(pos, winner, p))
}

/// A line of best play from `pos` (each side's best by `goal`), at most `plies` long.
pub fn best_line(pos: &dyn AnyGame, goal: Goal, plies: usize) -> Vec<String> {
    let mut at = pos.clone_box();
    let mut line = Vec::new();
    while line.len() < plies {
        let Some(mv) = best_reply(at.as_ref(), goal) else {
            break;
        };
        if at.play_notation(&mv).is_err() {
            break;
        }
        line.push(mv);
    }
    line
}

/// More than any material: a won game.
const DECIDED: i64 = 10_000;

/// The value for `side` of `pos` after every reply to `depth` plies (plus the pending
/// captures): the side to move picks its best, so the result is forced. Alpha-beta
/// pruning with the full window at the root gives the exact minimax value, faster.
fn minimax(pos: &dyn AnyGame, side: Side, depth: u32) -> i64 {
    let window = Window {
        alpha: i64::MIN,
        beta: i64::MAX,
    };
    minimax_at(pos, side, depth, QUIET_EXTENSION, window)
}

/// The values still of interest below a node: `side` is sure of `alpha`, the other side
/// of `beta`.
#[derive(Clone, Copy)]
struct Window {
    alpha: i64,
    beta: i64,
}

fn minimax_at(pos: &dyn AnyGame, side: Side, depth: u32, extra: u32, mut window: Window) -> i64 {
    match pos.outcome() {
        Outcome::Win { winner, .. } => {
            let sign = if winner == side { 1 } else { -1 };
            return sign * (DECIDED + i64::from(depth));
        }
        Outcome::Draw { .. } => return 0,
        Outcome::Ongoing => {}
    }
    let pending = pos.move_infos().iter().any(|m| !m.captures.is_empty());
    let extend = depth == 0 && pending && extra > 0;
    if depth == 0 && !extend {
        return balance(pos, side);
    }
    let (next, extra) = if extend {
        (0, extra - 1)
    } else {
        (depth - 1, extra)
    };
    let maximizing = pos.side_to_move() == side;
    let mut best: Option<i64> = None;
    for mv in pos.legal_moves() {
        let mut child = pos.clone_box();
        if child.play_notation(&mv).is_err() {
            continue;
        }
        let v = minimax_at(child.as_ref(), side, next, extra, window);
        if maximizing {
            best = Some(best.map_or(v, |b| b.max(v)));
            window.alpha = window.alpha.max(v);
        } else {
            best = Some(best.map_or(v, |b| b.min(v)));
            window.beta = window.beta.min(v);
        }
        // The other side already has a better choice above: this node cannot matter.
        if window.alpha >= window.beta {
            break;
        }
    }
    best.unwrap_or(0)
}

/// `side`'s material less the other side's: pieces on the board (a Dama king counts as
/// a man and a half, rounded in halves) or the shells in the stores.
pub fn balance(pos: &dyn AnyGame, side: Side) -> i64 {
    let stock = crate::explain::motifs::stock(pos);
    // Halves: a man 2, a king 3, a goose 2, a shell 2.
    let of = |s: Side| {
        let [men, kings, geese, shells] = stock[s.index()];
        2 * men + 3 * kings + 2 * geese + 2 * shells
    };
    of(side) - of(side.other())
}
