//! The exact solution by retrograde analysis over every position: hound set × hare point ×
//! stall counter × side to move (at most 165 × 11 × 51 × 2 ≈ 185 000 entries), built once
//! per stall limit at first use.
//!
//! Endings are known; from them the values spread backwards in order of distance: a
//! position is won in d+1 as soon as one move reaches a position lost in d for the
//! opponent (the first such d is the smallest), and lost in d+1 once every move reaches a
//! position the opponent wins, the last of them at distance d (the largest). Whatever is
//! never reached is a draw; with the stall rule every game is finite, so none remain, but
//! the table would still be right without it.

use std::sync::OnceLock;

use super::geometry::POINTS;
use super::rules::{State, HOUNDS};
use crate::game::{Outcome, Side};

/// The largest stall limit the options allow; the solver has a table slot for each.
pub const MAX_STALL_LIMIT: u8 = 50;

/// The number of ways to place 3 hounds on 11 points.
const SETS: usize = 165;

const fn hound_sets() -> ([u16; SETS], [u8; 1 << POINTS]) {
    let mut list = [0u16; SETS];
    let mut rank = [u8::MAX; 1 << POINTS];
    let mut n = 0;
    let mut mask = 0usize;
    while mask < 1 << POINTS {
        if (mask as u16).count_ones() == 3 {
            list[n] = mask as u16;
            rank[mask] = n as u8;
            n += 1;
        }
        mask += 1;
    }
    (list, rank)
}

const HOUND_SETS: ([u16; SETS], [u8; 1 << POINTS]) = hound_sets();

/// The solved value of a position for the side to move, with the plies to the end under
/// optimal play (the winner hurries, the loser resists).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    Win(u16),
    Loss(u16),
    Draw,
}

/// Entry encoding: win in d is d+1, loss in d is -(d+1), draw (or not yet known) is 0.
const INVALID: i16 = i16::MIN;

pub struct Table {
    stalls: usize,
    values: Vec<i16>,
}

impl Table {
    fn index(&self, s: &State) -> Option<usize> {
        let set = *HOUND_SETS.1.get(usize::from(s.hounds))?;
        if set == u8::MAX || usize::from(s.hare) >= POINTS || usize::from(s.stall) >= self.stalls {
            return None;
        }
        Some(index(
            set as usize,
            s.hare as usize,
            s.stall as usize,
            s.to_move,
            self.stalls,
        ))
    }

    /// The value of a position, `None` for one the rules cannot produce.
    pub fn value(&self, s: &State) -> Option<Value> {
        match self.values[self.index(s)?] {
            INVALID => None,
            0 => Some(Value::Draw),
            v if v > 0 => Some(Value::Win((v - 1) as u16)),
            v => Some(Value::Loss((-v - 1) as u16)),
        }
    }
}

fn index(set: usize, hare: usize, stall: usize, side: Side, stalls: usize) -> usize {
    ((set * POINTS + hare) * stalls + stall) * 2 + side.index()
}

fn state_at(idx: usize, stalls: usize) -> State {
    let to_move = if idx % 2 == 0 { Side::One } else { Side::Two };
    let rest = idx / 2;
    let stall = (rest % stalls) as u8;
    let rest = rest / stalls;
    State {
        hounds: HOUND_SETS.0[rest / POINTS],
        hare: (rest % POINTS) as u8,
        to_move,
        stall,
    }
}

/// The table for a stall limit (1..=[`MAX_STALL_LIMIT`]), solved at first use.
pub fn table(stall_limit: u8) -> &'static Table {
    static TABLES: [OnceLock<Table>; MAX_STALL_LIMIT as usize + 1] =
        [const { OnceLock::new() }; MAX_STALL_LIMIT as usize + 1];
    assert!(
        (1..=MAX_STALL_LIMIT).contains(&stall_limit),
        "stall limit {stall_limit} out of range"
    );
    TABLES[stall_limit as usize].get_or_init(|| solve(stall_limit))
}

pub(super) fn solve(limit: u8) -> Table {
    let stalls = usize::from(limit) + 1;
    let n = SETS * POINTS * stalls * 2;
    let mut values = vec![INVALID; n];
    // Moves not yet known to lose for the mover.
    let mut open = vec![0u8; n];
    let mut succ_start = Vec::with_capacity(n + 1);
    let mut succ: Vec<u32> = Vec::with_capacity(n * 3);
    let mut queue: Vec<u32> = Vec::with_capacity(n);

    for (idx, value) in values.iter_mut().enumerate() {
        succ_start.push(succ.len() as u32);
        let s = state_at(idx, stalls);
        // The stall counter reaches the limit only by a hound move, so the hounds never
        // face it; the hare never shares a point with a hound.
        if s.hounds & (1 << s.hare) != 0 || (s.to_move == HOUNDS && s.stall >= limit) {
            continue;
        }
        match s.outcome(limit) {
            Outcome::Ongoing => {
                *value = 0;
                let moves = s.moves(limit);
                open[idx] = moves.len() as u8;
                for mv in moves {
                    let next = s.after(mv);
                    let set = HOUND_SETS.1[next.hounds as usize] as usize;
                    succ.push(index(
                        set,
                        next.hare as usize,
                        next.stall as usize,
                        next.to_move,
                        stalls,
                    ) as u32);
                }
            }
            Outcome::Win { winner, .. } => {
                *value = if winner == s.to_move { 1 } else { -1 };
                queue.push(idx as u32);
            }
            Outcome::Draw { .. } => *value = 0,
        }
    }
    succ_start.push(succ.len() as u32);

    // Reverse the move graph: for each position, the positions with a move to it.
    let mut pred_start = vec![0u32; n + 1];
    for &t in &succ {
        pred_start[t as usize + 1] += 1;
    }
    for i in 0..n {
        pred_start[i + 1] += pred_start[i];
    }
    let mut fill = pred_start.clone();
    let mut pred = vec![0u32; succ.len()];
    for from in 0..n {
        for &t in &succ[succ_start[from] as usize..succ_start[from + 1] as usize] {
            pred[fill[t as usize] as usize] = from as u32;
            fill[t as usize] += 1;
        }
    }

    // Breadth first, so positions are settled in order of distance.
    let mut head = 0;
    while head < queue.len() {
        let t = queue[head] as usize;
        head += 1;
        let v = values[t];
        let dist = v.abs(); // distance of t, plus one
        for &p in &pred[pred_start[t] as usize..pred_start[t + 1] as usize] {
            let p = p as usize;
            if values[p] != 0 || open[p] == 0 {
                continue;
            }
            if v < 0 {
                values[p] = dist + 1;
                queue.push(p as u32);
            } else {
                open[p] -= 1;
                if open[p] == 0 {
                    values[p] = -(dist + 1);
                    queue.push(p as u32);
                }
            }
        }
    }
    Table { stalls, values }
}
