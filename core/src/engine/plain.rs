//! The yardstick: a plain engine, kept apart from the Expert's search so it stays an honest
//! opponent for `fireside tournament --a expert --b plain`.
//!
//! Iterative-deepening negamax alpha-beta with a 16 MiB transposition table (cutoffs on
//! deep-enough entries, the stored move first), captures first, two killers per ply, and a
//! quiescence on captures (every move where a capture is compulsory). The evaluation is
//! [`Evaluate::plain_evaluate`]: material (and the fox's mobility in Fox and Geese); the
//! second yardstick, `plain-mobile` ([`PlainPlayer::with_mobility`]), adds
//! [`Evaluate::yardstick_mobility`] (Dama: both sides' simple moves). No
//! pruning beyond alpha-beta: no reductions, no null move, no futility, no aspiration
//! windows, no history. It plays the best move of the last completed iteration and starts
//! iterations until its time is up (it does not predict whether one will finish).

use std::time::{Duration, Instant};

use crate::engine::evaluate::Evaluate;
use crate::engine::ordering::pick_best;
use crate::engine::score::{Score, WIN, WIN_THRESHOLD};
use crate::engine::table::{score_to_table, Bound, Table, NO_MOVE};
use crate::game::Outcome;

/// The plain engine's table: 16 MiB.
pub const PLAIN_TABLE_BYTES: usize = 16 << 20;
/// Its per-move time at time scale 1: the same as Expert's.
pub const PLAIN_TIME: Duration = Duration::from_millis(1000);
const MAX_PLY: usize = 128;
const MAX_QUIESCENCE: u32 = 16;
const INF: Score = WIN + 1;
const POLL_INTERVAL: u64 = 256;

/// What one plain search found.
#[derive(Clone, Debug)]
pub struct PlainResult<M> {
    pub best_move: Option<M>,
    pub score: Score,
    /// The deepest iteration completed.
    pub depth: u32,
    pub nodes: u64,
}

struct PlainPly<M> {
    moves: Vec<M>,
    order: Vec<(i32, u16)>,
    killers: [Option<M>; 2],
}

/// The plain engine, reusable from move to move (its table is kept).
pub struct PlainPlayer<G: Evaluate> {
    table: Table,
    plies: Vec<PlainPly<G::Move>>,
    time: Duration,
    nodes: u64,
    deadline: Instant,
    stopped: bool,
    /// Counts mobility beside material (the second yardstick).
    mobility: bool,
}

impl<G: Evaluate> PlainPlayer<G> {
    /// A plain player thinking `PLAIN_TIME × time_scale` per move.
    pub fn new(time_scale: f64) -> Self {
        let scale = if time_scale.is_finite() && time_scale > 0.0 {
            time_scale
        } else {
            1.0
        };
        PlainPlayer {
            table: Table::new(PLAIN_TABLE_BYTES),
            plies: (0..=MAX_PLY + 1)
                .map(|_| PlainPly {
                    moves: Vec::with_capacity(64),
                    order: Vec::with_capacity(64),
                    killers: [None, None],
                })
                .collect(),
            time: PLAIN_TIME.mul_f64(scale),
            nodes: 0,
            deadline: Instant::now(),
            stopped: false,
            mobility: false,
        }
    }

    /// The second yardstick: the same engine counting material and mobility.
    pub fn with_mobility(time_scale: f64) -> Self {
        PlainPlayer {
            mobility: true,
            ..PlainPlayer::new(time_scale)
        }
    }

    /// What a leaf is worth to this yardstick, for the side to move.
    fn leaf(&self, pos: &G) -> Score {
        match self.mobility {
            true => pos.plain_evaluate() + pos.yardstick_mobility(),
            false => pos.plain_evaluate(),
        }
    }

    /// The best move of `pos` within the player's time (`None` when the game is over).
    pub fn choose(&mut self, pos: &G) -> PlainResult<G::Move> {
        self.search(pos, self.time, u32::MAX)
    }

    /// Searches `pos` for `time` or to `max_depth`, whichever comes first.
    pub fn search(&mut self, pos: &G, time: Duration, max_depth: u32) -> PlainResult<G::Move> {
        let start = Instant::now();
        self.deadline = start + time;
        self.nodes = 0;
        self.stopped = false;
        self.table.new_search();
        for p in &mut self.plies {
            p.killers = [None, None];
        }
        let mut pos = pos.clone();
        let mut result = PlainResult {
            best_move: None,
            score: 0,
            depth: 0,
            nodes: 0,
        };
        if pos.outcome().is_over() {
            return result;
        }
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            return result;
        }
        result.best_move = Some(moves[0].clone());
        for depth in 1..=max_depth.min(MAX_PLY as u32 - 1) {
            let score = self.node(&mut pos, depth as i32, -INF, INF, 0);
            if self.stopped {
                break;
            }
            result.score = score;
            result.depth = depth;
            if let Some(e) = self.table.probe(pos.hash()) {
                if (e.mv as usize) < moves.len() {
                    result.best_move = Some(moves[e.mv as usize].clone());
                }
            }
            if moves.len() == 1 || score.abs() >= WIN_THRESHOLD {
                break;
            }
        }
        result.nodes = self.nodes;
        result
    }

    #[inline]
    fn poll(&mut self) -> bool {
        if !self.stopped && self.nodes % POLL_INTERVAL == 0 && Instant::now() >= self.deadline {
            self.stopped = true;
        }
        self.stopped
    }

    /// Searches the child after a move: negated when the side to move changed.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    fn child(
        &mut self,
        pos: &mut G,
        same: bool,
        depth: i32,
        alpha: Score,
        beta: Score,
        ply: usize,
        quiescence: Option<u32>,
    ) -> Score {
        match (same, quiescence) {
            (true, None) => self.node(pos, depth, alpha, beta, ply + 1),
            (false, None) => -self.node(pos, depth, -beta, -alpha, ply + 1),
            (true, Some(q)) => self.quiescence(pos, alpha, beta, ply + 1, q + 1),
            (false, Some(q)) => -self.quiescence(pos, -beta, -alpha, ply + 1, q + 1),
        }
    }

    fn node(&mut self, pos: &mut G, depth: i32, alpha: Score, beta: Score, ply: usize) -> Score {
        if let Some(s) = finished(pos, ply) {
            return s;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiescence(pos, alpha, beta, ply, 0);
        }
        self.nodes += 1;
        if self.poll() {
            return 0;
        }
        let key = pos.hash();
        let mut table_move = NO_MOVE;
        if let Some(e) = self.table.probe(key) {
            table_move = e.mv;
            if ply > 0 {
                if let Some(s) = e.cutoff(depth, alpha, beta, ply) {
                    return s;
                }
            }
        }
        let mut moves = std::mem::take(&mut self.plies[ply].moves);
        let mut order = std::mem::take(&mut self.plies[ply].order);
        moves.clear();
        pos.legal_moves(&mut moves);
        self.order_moves(pos, &moves, &mut order, table_move, ply, depth);
        let (best, best_index) =
            self.search_moves(pos, &moves, &mut order, depth, alpha, beta, ply);
        self.plies[ply].moves = moves;
        self.plies[ply].order = order;
        if self.stopped {
            return 0;
        }
        if best == -INF {
            // An ongoing game always has a move; one that breaks the rule is a draw.
            return 0;
        }
        let bound = Bound::of(best, alpha, beta);
        self.table
            .store(key, score_to_table(best, ply), best_index, depth, bound);
        best
    }

    /// Orders `moves`: the table's move, captures, killers, the rest; deep enough,
    /// prefetches the children's table entries.
    fn order_moves(
        &mut self,
        pos: &G,
        moves: &[G::Move],
        order: &mut Vec<(i32, u16)>,
        table_move: u16,
        ply: usize,
        depth: i32,
    ) {
        order.clear();
        let killers = &self.plies[ply].killers;
        for (i, mv) in moves.iter().enumerate() {
            let s = if i == table_move as usize {
                3
            } else if pos.is_noisy(mv) {
                2
            } else if killers[0].as_ref() == Some(mv) || killers[1].as_ref() == Some(mv) {
                1
            } else {
                0
            };
            order.push((s, i as u16));
        }
        if depth >= 2 {
            // The children probe the table: their loads overlap when asked for together.
            for mv in moves {
                match pos.hash_after(mv) {
                    Some(h) => self.table.prefetch(h),
                    None => break,
                }
            }
        }
    }

    /// Searches the ordered moves within `alpha..beta`: the best score and its move's
    /// index (`-INF` when there was no move); a quiet move that cuts off becomes a killer.
    #[allow(clippy::too_many_arguments)]
    fn search_moves(
        &mut self,
        pos: &mut G,
        moves: &[G::Move],
        order: &mut [(i32, u16)],
        depth: i32,
        mut alpha: Score,
        beta: Score,
        ply: usize,
    ) -> (Score, u16) {
        let us = pos.side_to_move();
        let mut best = -INF;
        let mut best_index = NO_MOVE;
        for i in 0..order.len() {
            pick_best(order, i, |o| o.0);
            let index = order[i].1;
            let mv = &moves[index as usize];
            pos.play(mv);
            if depth > 1 {
                self.table.prefetch(pos.hash());
            }
            let same = pos.side_to_move() == us;
            let score = self.child(pos, same, depth - 1, alpha, beta, ply, None);
            pos.undo();
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                best_index = index;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        if !pos.is_noisy(mv) {
                            let k = &mut self.plies[ply].killers;
                            if k[0].as_ref() != Some(mv) {
                                k[1] = k[0].take();
                                k[0] = Some(mv.clone());
                            }
                        }
                        break;
                    }
                }
            }
        }
        (best, best_index)
    }

    fn quiescence(
        &mut self,
        pos: &mut G,
        mut alpha: Score,
        beta: Score,
        ply: usize,
        qdepth: u32,
    ) -> Score {
        if let Some(s) = finished(pos, ply) {
            return s;
        }
        self.nodes += 1;
        if self.poll() {
            return 0;
        }
        if ply >= MAX_PLY || qdepth >= MAX_QUIESCENCE {
            return self.leaf(pos);
        }
        let forced = pos.must_move_noisy();
        let mut best = -INF;
        if !forced {
            let stand = self.leaf(pos);
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
        }
        if !forced && !pos.may_move_noisy() {
            return best;
        }
        let mut moves = std::mem::take(&mut self.plies[ply].moves);
        moves.clear();
        pos.legal_moves(&mut moves);
        let us = pos.side_to_move();
        for mv in &moves {
            if !forced && !pos.is_noisy(mv) {
                continue;
            }
            pos.play(mv);
            let same = pos.side_to_move() == us;
            let score = self.child(pos, same, 0, alpha, beta, ply, Some(qdepth));
            pos.undo();
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.plies[ply].moves = moves;
        if best == -INF {
            return 0;
        }
        best
    }
}

/// The score of a finished game for the side to move (`±(WIN - ply)`, 0 for a draw).
#[inline]
fn finished<G: Evaluate>(pos: &G, ply: usize) -> Option<Score> {
    match pos.outcome() {
        Outcome::Ongoing => None,
        Outcome::Draw { .. } => Some(0),
        Outcome::Win { winner, .. } => {
            let s = WIN - ply as Score;
            Some(if winner == pos.side_to_move() { s } else { -s })
        }
    }
}
