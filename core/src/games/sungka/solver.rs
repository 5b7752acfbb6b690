//! Exact solving of Sungka's ending: whether the side to move wins, draws or loses with
//! best play on both sides, and a move that achieves it.
//!
//! Why a solver of its own, beside the Expert's search: the search maximises an estimate
//! of the store difference, the game is won by a majority of shells. A null-window search
//! on the final margin ("does the mover end ahead?") cuts as soon as either store holds
//! more than half the shells (the game is decided whatever follows), so it reaches the end
//! of the game from far earlier than a search for the best margin. It works on bare boards
//! (copy and sow, no history, nothing allocated per node) and keeps its table from move to
//! move in the thread that plays, so a proof found on one move is read again on the next.
//!
//! Values are final margins for the side to move: its store minus the opponent's after the
//! last banking (the total is at most 126, so they fit an `i8`).

use std::cell::RefCell;
use std::time::Instant;

use super::geometry::{house, store, HOLES, HOUSES};
use super::sowing::{sow, Landing};
use super::Sungka;
use crate::engine::CancelToken;
use crate::game::Side;

/// The solver's table: 2^18 entries of 16 bytes, 4 MiB, allocated on first use per thread.
const TABLE_BITS: u32 = 18;
const POLL_INTERVAL: u64 = 1024;

/// What the solver proved about a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    /// The mover wins by playing `house` (1..=7).
    Win { house: u8 },
    /// The mover draws by playing `house` and cannot win.
    Draw { house: u8 },
    /// Every move loses against best play.
    Loss,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    /// Bounds on the final margin (lower ≤ value ≤ upper).
    lower: i8,
    upper: i8,
    /// The move that proved the lower bound (0..7), or `NONE`.
    best: u8,
}

const NONE: u8 = u8::MAX;

/// A bare position: the board and who moves.
#[derive(Clone, Copy)]
struct Node {
    board: [u8; HOLES],
    side: Side,
}

pub(super) struct Solver {
    table: Vec<Entry>,
    bits: u32,
    total: i32,
    nodes: u64,
    node_limit: u64,
    deadline: Option<Instant>,
    cancel: Option<CancelToken>,
    stopped: bool,
}

thread_local! {
    static SOLVER: RefCell<Option<Solver>> = const { RefCell::new(None) };
}

/// Solves `pos` within the deadline and the node limit (or until `cancel` is set), with
/// this thread's solver; `None` when the limit struck first. Also returns the nodes searched.
pub(super) fn solve(
    pos: &Sungka,
    deadline: Option<Instant>,
    node_limit: u64,
    cancel: Option<&CancelToken>,
) -> (Option<Proof>, u64) {
    SOLVER.with(|cell| {
        let mut slot = cell.borrow_mut();
        slot.get_or_insert_with(|| Solver::new(TABLE_BITS))
            .run(pos, deadline, node_limit, cancel)
    })
}

/// Empties this thread's solver table, so what follows does not depend on what ran before.
pub(super) fn reset() {
    SOLVER.with(|cell| {
        if let Some(solver) = cell.borrow_mut().as_mut() {
            solver.table.fill(Entry::default());
        }
    });
}

impl Solver {
    /// A solver with a table of 2^`bits` entries (16 bytes each).
    pub(super) fn new(bits: u32) -> Self {
        Solver {
            table: vec![Entry::default(); 1 << bits],
            bits,
            total: 0,
            nodes: 0,
            node_limit: u64::MAX,
            deadline: None,
            cancel: None,
            stopped: false,
        }
    }

    /// See [`solve`].
    pub(super) fn run(
        &mut self,
        pos: &Sungka,
        deadline: Option<Instant>,
        node_limit: u64,
        cancel: Option<&CancelToken>,
    ) -> (Option<Proof>, u64) {
        self.total = pos.config.total() as i32;
        self.nodes = 0;
        self.node_limit = node_limit;
        self.deadline = deadline;
        self.cancel = cancel.cloned();
        self.stopped = false;
        let proof = self.root(Node {
            board: pos.board,
            side: pos.to_move,
        });
        (proof, self.nodes)
    }
}

impl Solver {
    /// Whether each house's sowing wins for the mover (final margin above 0) against best
    /// play, by house index (`None` for an empty house); `None` when the node limit struck
    /// first. For puzzles: "exactly one move wins" needs every move's verdict, not a first.
    pub(super) fn winning_houses(
        &mut self,
        pos: &Sungka,
        node_limit: u64,
    ) -> Option<[Option<bool>; HOUSES]> {
        self.per_move(pos, node_limit, |solver, me, child| {
            let value = solver.value(me, child, 0, 1);
            (!solver.stopped).then_some(value >= 1)
        })
    }

    /// The exact result of each house's sowing for the mover (win, draw or loss against
    /// best play), by house index (`None` for an empty house); `None` when the node limit
    /// (over all moves together) struck first. For the value suite: a move "loses value"
    /// when its verdict is below the best one.
    #[cfg(test)]
    pub(super) fn move_verdicts(
        &mut self,
        pos: &Sungka,
        node_limit: u64,
    ) -> Option<[Option<crate::engine::Verdict>; HOUSES]> {
        use crate::engine::Verdict;
        self.per_move(pos, node_limit, |solver, me, child| {
            // Two null windows: above 0 (a win), then at 0 (a draw) when it is no win.
            let win = solver.value(me, child, 0, 1) >= 1;
            if solver.stopped {
                return None;
            }
            if win {
                return Some(Verdict::Win);
            }
            let draw = solver.value(me, child, -1, 0) >= 0;
            (!solver.stopped).then_some(if draw { Verdict::Draw } else { Verdict::Loss })
        })
    }

    /// `judge` of each house's sowing from `pos` (the position after it, the mover),
    /// by house index (`None` for an empty house); `None` as soon as `judge` gives up
    /// (the node limit, shared by all moves, struck).
    fn per_move<T: Copy>(
        &mut self,
        pos: &Sungka,
        node_limit: u64,
        mut judge: impl FnMut(&mut Self, Side, Node) -> Option<T>,
    ) -> Option<[Option<T>; HOUSES]> {
        self.total = pos.config.total() as i32;
        self.nodes = 0;
        self.node_limit = node_limit;
        self.deadline = None;
        self.cancel = None;
        self.stopped = false;
        let me = pos.to_move;
        let first = house(me, 0);
        let mut out = [None; HOUSES];
        for (n, verdict) in out.iter_mut().enumerate() {
            if pos.board[first + n] == 0 {
                continue;
            }
            let mut child = Node {
                board: pos.board,
                side: me,
            };
            if sow(&mut child.board, me, first + n, &mut ()) != Landing::FreeTurn {
                child.side = me.other();
            }
            *verdict = Some(judge(self, me, child)?);
        }
        Some(out)
    }

    /// A winning move if there is one, else a drawing one, else a loss. Each root move is
    /// tested on its own (null windows at the win and the draw), so even a position already
    /// decided by the stores gets its move.
    fn root(&mut self, node: Node) -> Option<Proof> {
        if house_total(&node.board, node.side) == 0 {
            return None;
        }
        let key = Sungka::hash_of(&node.board, node.side);
        let e = self.table[self.slot(key)];
        let table_move = if e.key == key { e.best } else { NONE };
        let mut children = [(0i32, 0u8, node); HOUSES];
        let count = self.children(node, table_move, &mut children);
        let children = &children[..count];
        // First a win, then a draw: the value of a move is at least `need` or it is not.
        for (need, win) in [(1, true), (0, false)] {
            for &(_, n, child) in children {
                let value = self.value(node.side, child, need - 1, need);
                if self.stopped {
                    return None;
                }
                if value >= need {
                    let slot = self.slot(key);
                    let e = &mut self.table[slot];
                    if e.key == key {
                        e.best = n;
                    }
                    let house = n + 1;
                    return Some(if win {
                        Proof::Win { house }
                    } else {
                        Proof::Draw { house }
                    });
                }
            }
        }
        Some(Proof::Loss)
    }

    /// The children of `node` by copy and sow, best first: the table's move, then free
    /// turns, then by shells banked (captures first). Returns how many.
    #[inline]
    fn children(&self, node: Node, table_move: u8, out: &mut [(i32, u8, Node); HOUSES]) -> usize {
        let me = node.side;
        let b = &node.board;
        let mut count = 0;
        let first = house(me, 0);
        for n in 0..HOUSES {
            if b[first + n] == 0 {
                continue;
            }
            let mut child = node;
            let landing = sow(&mut child.board, me, first + n, &mut ());
            let gain = child.board[store(me)] as i32 - b[store(me)] as i32;
            let priority = if n as u8 == table_move {
                1 << 20
            } else if landing == Landing::FreeTurn {
                (1 << 16) + gain
            } else {
                gain
            };
            if landing != Landing::FreeTurn {
                child.side = me.other();
            }
            out[count] = (priority, n as u8, child);
            count += 1;
        }
        out[..count].sort_unstable_by_key(|c| std::cmp::Reverse(c.0));
        count
    }

    /// The final margin for `me` of the position `child` reached by a move of `me`, within
    /// the window (fail-soft).
    #[inline]
    fn value(&mut self, me: Side, child: Node, alpha: i32, beta: i32) -> i32 {
        if house_total(&child.board, child.side) == 0 {
            final_margin(&child.board, me)
        } else if child.side == me {
            self.search(child, alpha, beta)
        } else {
            -self.search(child, -beta, -alpha)
        }
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        (key >> (64 - self.bits)) as usize
    }

    #[inline]
    fn poll(&mut self) -> bool {
        if self.nodes >= self.node_limit {
            self.stopped = true;
        } else if self.nodes % POLL_INTERVAL == 0 {
            let late = self.deadline.is_some_and(|d| Instant::now() >= d);
            let cancelled = self.cancel.as_ref().is_some_and(|c| c.is_cancelled());
            self.stopped = late || cancelled;
        }
        self.stopped
    }

    /// Fail-soft alpha-beta on the final margin of the side to move of an ongoing `node`.
    fn search(&mut self, node: Node, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        if self.poll() {
            return 0;
        }
        let me = node.side;
        let b = &node.board;
        // Shells never leave a store: the margin lies between these whatever follows.
        let lower = 2 * b[store(me)] as i32 - self.total;
        let upper = self.total - 2 * b[store(me.other())] as i32;
        if lower >= beta {
            return lower;
        }
        if upper <= alpha {
            return upper;
        }
        let key = Sungka::hash_of(b, me);
        let slot = self.slot(key);
        let mut table_move = NONE;
        let (mut lo, mut hi) = (lower, upper);
        let e = self.table[slot];
        if e.key == key {
            lo = lo.max(e.lower as i32);
            hi = hi.min(e.upper as i32);
            if lo >= beta || lo == hi {
                return lo;
            }
            if hi <= alpha {
                return hi;
            }
            table_move = e.best;
        }
        alpha = alpha.max(lo);
        beta = beta.min(hi);
        let (alpha0, beta0) = (alpha, beta);

        let mut children = [(0i32, 0u8, node); HOUSES];
        let count = self.children(node, table_move, &mut children);
        let children = &children[..count];

        let mut best = i32::MIN;
        let mut best_move = NONE;
        for &(_, n, child) in children.iter() {
            let value = self.value(me, child, alpha, beta);
            if self.stopped {
                return 0;
            }
            if value > best {
                best = value;
                best_move = n;
                if value > alpha {
                    alpha = value;
                    if value >= beta {
                        break;
                    }
                }
            }
        }
        // Fail-soft bounds, narrowed by what was known before.
        let (mut new_lo, mut new_hi) = (lo, hi);
        if best >= beta0 {
            new_lo = new_lo.max(best);
        } else if best <= alpha0 {
            new_hi = new_hi.min(best);
        } else {
            new_lo = best;
            new_hi = best;
        }
        let keep_move = if best > alpha0 { best_move } else { table_move };
        self.table[slot] = Entry {
            key,
            lower: new_lo as i8,
            upper: new_hi as i8,
            best: keep_move,
        };
        best
    }
}

/// Shells in a side's houses.
#[inline]
fn house_total(board: &[u8; HOLES], side: Side) -> u32 {
    let first = house(side, 0);
    board[first..first + HOUSES].iter().map(|&c| c as u32).sum()
}

/// The game is over (the side to move has empty houses): each side banks its own houses;
/// the final margin for `me`.
#[inline]
fn final_margin(board: &[u8; HOLES], me: Side) -> i32 {
    let them = me.other();
    let mine = board[store(me)] as i32 + house_total(board, me) as i32;
    let theirs = board[store(them)] as i32 + house_total(board, them) as i32;
    mine - theirs
}

#[cfg(test)]
mod tests {
    use rand::seq::IndexedRandom;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::game::{Game, Outcome};
    use crate::games::sungka::{SungkaConfig, SungkaMove};

    /// The exact final margin for the side to move by plain minimax over the rules' own
    /// `play`/`undo` (a second implementation: history, banking and the end check are the
    /// game's, not the solver's).
    fn minimax(pos: &mut Sungka) -> i32 {
        let me = pos.side_to_move();
        if let Outcome::Win { .. } | Outcome::Draw { .. } = pos.outcome() {
            let b = pos.holes();
            return b[store(me)] as i32 - b[store(me.other())] as i32;
        }
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let mut best = i32::MIN;
        for mv in moves {
            pos.play(&mv);
            let v = minimax(pos);
            let v = if pos.side_to_move() == me && !pos.outcome().is_over() {
                v
            } else if pos.outcome().is_over() {
                // Finished: the margin was computed for the side recorded as to move.
                let b = pos.holes();
                b[store(me)] as i32 - b[store(me.other())] as i32
            } else {
                -v
            };
            pos.undo();
            best = best.max(v);
        }
        best
    }

    /// Positions near the end of seeded random games with three shells per house.
    fn endings(count: usize, seed: u64, max_left: u32) -> Vec<Sungka> {
        let config = SungkaConfig {
            shells: 3,
            ..SungkaConfig::default()
        };
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut out = Vec::new();
        let mut moves = Vec::new();
        while out.len() < count {
            let mut pos = Sungka::new(&config);
            while !pos.outcome().is_over() {
                let left = pos.house_total(Side::One) + pos.house_total(Side::Two);
                if left <= max_left {
                    out.push(pos.clone());
                    break;
                }
                moves.clear();
                pos.legal_moves(&mut moves);
                let mv = *moves.choose(&mut rng).expect("an ongoing game has moves");
                pos.play(&mv);
            }
        }
        out
    }

    #[test]
    fn the_solver_agrees_with_minimax_and_its_move_achieves_the_value() {
        let mut checked = [0; 3];
        for mut pos in endings(200, 14, 14) {
            let exact = minimax(&mut pos.clone());
            let (proof, _) = solve(&pos, None, u64::MAX, None);
            let proof = proof.expect("no limit: always proved");
            let achieves = |house: u8, pos: &mut Sungka| {
                let me = pos.side_to_move();
                pos.play(&SungkaMove { house });
                let v = if pos.outcome().is_over() {
                    let b = pos.holes();
                    b[store(me)] as i32 - b[store(me.other())] as i32
                } else if pos.side_to_move() == me {
                    minimax(pos)
                } else {
                    -minimax(pos)
                };
                pos.undo();
                v
            };
            match proof {
                Proof::Win { house } => {
                    assert!(exact > 0, "{}: proved a win, minimax {exact}", pos.setup());
                    assert!(achieves(house, &mut pos) > 0, "{}", pos.setup());
                    checked[0] += 1;
                }
                Proof::Draw { house } => {
                    assert_eq!(exact, 0, "{}: proved a draw", pos.setup());
                    assert_eq!(achieves(house, &mut pos), 0, "{}", pos.setup());
                    checked[1] += 1;
                }
                Proof::Loss => {
                    assert!(exact < 0, "{}: proved a loss, minimax {exact}", pos.setup());
                    checked[2] += 1;
                }
            }
        }
        // The sample covers every kind of result.
        assert!(checked.iter().all(|&n| n > 0), "{checked:?}");
    }

    #[test]
    fn a_node_limit_gives_no_proof_rather_than_a_wrong_one() {
        let pos = Sungka::new(&SungkaConfig::default());
        let (proof, nodes) = solve(&pos, None, 1000, None);
        assert_eq!(proof, None);
        assert!(nodes <= 1000);
        // And the table it left behind does not make a later full solve wrong.
        for pos in endings(40, 3, 14) {
            let exact = minimax(&mut pos.clone());
            let (proof, _) = solve(&pos, None, u64::MAX, None);
            let sign = match proof.expect("proved") {
                Proof::Win { .. } => 1,
                Proof::Draw { .. } => 0,
                Proof::Loss => -1,
            };
            assert_eq!(sign, exact.signum(), "{}", pos.setup());
        }
    }
}
