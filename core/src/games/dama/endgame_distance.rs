//! Plies to the end of a decided ending. The tables ([`super::endgame`]) count plies to the
//! next conversion, which the 80-ply rule needs and which is all the search uses; a player
//! told "wins in N moves" counts to the end of the game. This searches the tables' won
//! lines to the end: the winner keeps the win (at the draw counter each move leaves) and
//! ends the game soonest, the loser holds out longest.
//!
//! An iterative deepening on the plies to the end, from the tables' own count (the end
//! comes no sooner than the conversion), with the bounds found per state kept. States are
//! (position, draw counter): along quiet moves the counter rises and a conversion shrinks
//! the material, so no state recurs. The repetition rule changes nothing: a position the
//! loser could bring back would make the winner's shortest line longer than itself.
//! Bounded by work (states visited), never by time: the same answer on every machine.

use std::collections::HashMap;

use super::endgame::{normalized, tables, DbValue, Pieces, Tables};
use super::{Dama, DamaMove, DRAW_PLIES};
use crate::game::{Game, Side};

/// A decided value counted to the end, for the side to move; the count is `None` where the
/// work ran out first (the verdict stays exact).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToTheEnd {
    /// Wins; the game ends after this many plies with best play.
    Win(Option<u32>),
    /// Loses; the game ends after this many plies with the longest resistance.
    Loss(Option<u32>),
    Draw,
}

/// The value of `pos` counted to the end within `work` states visited (`None`: unbounded),
/// with the move that keeps it (the quickest win, the longest loss; by the tables' count
/// where the count ran out). `None` when the tables do not cover `pos`. Builds the tables
/// if they are not yet (a few seconds, once per process).
pub fn to_the_end(pos: &Dama, work: Option<u64>) -> Option<(ToTheEnd, Option<DamaMove>)> {
    let root = normalized(pos)?;
    let mut walk = Walk {
        tables: tables(),
        bounds: HashMap::new(),
        work: work.unwrap_or(u64::MAX),
    };
    let counter = pos.quiet_plies();
    let value = walk.count(root, counter);
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    // The move, in the position's own squares: the first whose child keeps the count.
    let mut keeps = |mv: &DamaMove| {
        let mut child = pos.clone();
        child.play(mv);
        let Some(next) = normalized(&child) else {
            return Some(true); // the last piece taken
        };
        let (counter, after) = (child.quiet_plies(), walk.verdict(next, child.quiet_plies()));
        match value {
            ToTheEnd::Win(Some(n)) => {
                Some(matches!(after, DbValue::Loss(_)) && walk.ends_within(next, counter, n - 1)?)
            }
            ToTheEnd::Loss(Some(n)) if n >= 2 => Some(!walk.ends_within(next, counter, n - 2)?),
            _ => Some(true),
        }
    };
    let best = match value {
        ToTheEnd::Draw => None,
        ToTheEnd::Win(Some(_)) | ToTheEnd::Loss(Some(_)) => {
            moves.iter().find(|mv| keeps(mv) == Some(true)).copied()
        }
        ToTheEnd::Win(None) | ToTheEnd::Loss(None) => by_conversion(pos, &moves),
    };
    Some((value, best))
}

/// The move the tables' own count calls best: the quickest conversion for the winner, the
/// longest resistance for the loser.
fn by_conversion(pos: &Dama, moves: &[DamaMove]) -> Option<DamaMove> {
    let t = tables();
    let rank = |mv: &DamaMove| {
        let mut child = pos.clone();
        child.play(mv);
        let Some(next) = normalized(&child) else {
            return i32::MAX;
        };
        match t.value(next).with_counter(child.quiet_plies()) {
            DbValue::Loss(d) => 1000 - i32::from(d),
            DbValue::Draw => 0,
            DbValue::Win(d) => -1000 + i32::from(d),
        }
    };
    moves.iter().max_by_key(|mv| rank(mv)).copied()
}

struct Walk<'t> {
    tables: &'t Tables,
    /// What is known of each state's plies to the end: at least, at most.
    bounds: HashMap<(Pieces, u16), (u32, u32)>,
    /// States still to visit before the count gives up.
    work: u64,
}

impl Walk<'_> {
    fn verdict(&self, p: Pieces, counter: u16) -> DbValue {
        self.tables.value(p).with_counter(counter)
    }

    /// The value of `p` (White to move) with `counter` quiet plies behind it, counted.
    fn count(&mut self, p: Pieces, counter: u16) -> ToTheEnd {
        let (low, decided): (u32, fn(Option<u32>) -> ToTheEnd) = match self.verdict(p, counter) {
            DbValue::Draw => return ToTheEnd::Draw,
            DbValue::Win(d) => (u32::from(d), ToTheEnd::Win),
            DbValue::Loss(d) => (u32::from(d), ToTheEnd::Loss),
        };
        // No game lasts beyond the counter's room per conversion, and there are at most
        // four conversions left.
        let most = 5 * u32::from(DRAW_PLIES);
        for n in low..=most {
            match self.ends_within(p, counter, n) {
                Some(true) => return decided(Some(n)),
                Some(false) => {}
                None => break,
            }
        }
        decided(None)
    }

    /// Whether the game ends within `n` plies with best play from `p` (White to move, the
    /// position decided); `None` when the work ran out.
    fn ends_within(&mut self, p: Pieces, counter: u16, n: u32) -> Option<bool> {
        let verdict = self.verdict(p, counter);
        let (DbValue::Win(d) | DbValue::Loss(d)) = verdict else {
            return Some(false);
        };
        let (low, high) = *self
            .bounds
            .get(&(p, counter))
            .unwrap_or(&(u32::from(d), u32::MAX));
        if high <= n {
            return Some(true);
        }
        if low > n {
            return Some(false);
        }
        self.work = self.work.checked_sub(1)?;
        let ends = self.search(p, counter, n, matches!(verdict, DbValue::Win(_)))?;
        let entry = self.bounds.entry((p, counter)).or_insert((low, high));
        if ends {
            entry.1 = entry.1.min(n);
        } else {
            entry.0 = entry.0.max(n + 1);
        }
        Some(ends)
    }

    /// One node of [`Walk::ends_within`]: the winner needs one child that ends in time,
    /// the loser every child.
    fn search(&mut self, p: Pieces, counter: u16, n: u32, wins: bool) -> Option<bool> {
        let mut moves = Vec::new();
        p.dama(Side::One).generate(&mut moves);
        if moves.is_empty() {
            return Some(true);
        }
        if n == 0 {
            return Some(false);
        }
        // Children by the tables' count: the winner tries its quickest conversions first,
        // the loser its longest resistance, so the answer usually comes from the first.
        let mut children: Vec<(u32, Pieces, u16)> = Vec::with_capacity(moves.len());
        for mv in &moves {
            let (next, converts) = p.after(mv);
            if next.white == 0 {
                if wins {
                    return Some(true);
                }
                continue;
            }
            let c = if converts { 0 } else { counter + 1 };
            match (wins, self.verdict(next, c)) {
                (true, DbValue::Loss(d)) => children.push((u32::from(d), next, c)),
                (false, DbValue::Win(d)) => children.push((u32::MAX - u32::from(d), next, c)),
                (true, _) => {}
                // Unreachable with sound tables: a lost position has no saving move.
                (false, _) => return Some(false),
            }
        }
        children.sort_unstable_by_key(|&(key, ..)| key);
        for (_, next, c) in children {
            if self.ends_within(next, c, n - 1)? == wins {
                return Some(wins);
            }
        }
        Some(!wins)
    }
}
