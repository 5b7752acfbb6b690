//! The generic search: iterative-deepening negamax alpha-beta with principal-variation
//! search, aspiration windows, a transposition table, killer/history ordering, late-move
//! reductions, opt-in null-move pruning and quiescence on noisy moves.
//!
//! Decisions:
//! - A side may move twice in a row (Sungka's free turn): a child's score is negated, and
//!   its window mirrored, only when the side to move changed.
//! - Terminal positions score `±(WIN - ply)` from the game's outcome (ply from the root), so
//!   quicker wins and slower losses are preferred; draws score 0. An [`Evaluate::oracle`]
//!   score is exact and ends the branch — as far as [`SearchOptions::oracle_reach`] lets
//!   the search read it (the weaker levels see only endings a few plies away). When the
//!   root itself is known, one iteration reads every move's exact value and the search
//!   stops (Hare and Hounds' Expert answers at once).
//! - Draws (by the rules, or by repetition below) score `-contempt` for the side the search
//!   is for ([`SearchOptions::contempt`], 0 by default: measured, it gained nothing).
//! - Free turns may cost no depth ([`SearchOptions::free_turn_extension`], bounded by twice
//!   the iteration's depth); off by default: in Sungka it gained nothing measurable.
//! - Repetition is the game's business: its outcome (third occurrence) ends the branch. For
//!   games whose repetition is a draw ([`Evaluate::repetition_is_draw`]), a position that
//!   already occurred on the search path or in the last [`HISTORY_WINDOW`] positions of the
//!   game also scores 0: either side could repeat it again, and cutting the cycle short keeps
//!   the search from wasting its depth on shuffles.
//! - Stopping (time, cancel) is polled every 128 nodes; the node cap at every node, so
//!   node-limited searches are deterministic. An aborted iteration is discarded except for a
//!   root move it finished and proved better than the previous best; if not even depth 1
//!   finished, the first move in ordering order is returned. Iterations start until the
//!   budget is spent ([`SearchOptions::use_whole_budget`]; off, none starts once half is).
//! - Pruning, all switchable in [`SearchOptions`]: late-move reductions (depth ≥ 3, from the
//!   fourth move, quiet non-killer moves, re-searched at full depth when they beat alpha);
//!   reverse futility (depth ≤ 4), futility and late-quiet-move pruning (depth ≤ 3) on the
//!   static evaluation; a one-ply reduction of nodes without a table move (depth ≥ 5); null
//!   moves only for games that implement them. None of it applies on the principal
//!   variation's static evaluation, where a capture is compulsory
//!   ([`Evaluate::must_move_noisy`]), after a free turn (no reduction of a move that lets the
//!   mover play again), or once every move searched so far loses (so a proven loss is never
//!   the product of a skipped defence).
//! - Moves in the table are indices in the legal-move order (see [`crate::engine::table`]).

use std::time::{Duration, Instant};

use crate::engine::evaluate::Evaluate;
use crate::engine::limits::{CancelToken, Limits};
use crate::engine::options::SearchOptions;
use crate::engine::ordering::{History, Reductions};
use crate::engine::score::{proven_distance, Score, WIN, WIN_THRESHOLD};
use crate::engine::table::{Bound, Table, DEFAULT_TABLE_BYTES, NO_MOVE};
use crate::game::Side;

mod alpha_beta;
mod result;

use alpha_beta::terminal_score;
pub use result::{ScoredMoves, SearchReport, SearchResult};

/// The deepest iteration a search starts.
pub const MAX_DEPTH: u32 = 100;
/// The deepest ply (main search plus quiescence) a search reaches; beyond it, the static
/// evaluation.
pub const MAX_PLY: usize = 128;
/// Quiescence stops after this many noisy plies in a row and evaluates.
const MAX_QUIESCENCE: u32 = 24;
const POLL_INTERVAL: u64 = 128;
/// How far back in the game's history a repetition counts (see the module comment).
pub const HISTORY_WINDOW: usize = 64;
const INF: Score = WIN + 1;
/// Per ply of remaining depth: how far the static evaluation may be from the window before
/// near-horizon pruning trusts it (a piece and a fifth).
const FUTILITY_MARGIN: Score = 120;
/// Slots of the repetition filter (a power of two).
const PATH_FILTER: usize = 1 << 12;

struct Ply<M> {
    moves: Vec<M>,
    /// (ordering score, index into `moves`, noisy).
    order: Vec<(i32, u16, bool)>,
    killers: [Option<M>; 2],
    pv: Vec<M>,
    /// This node was reached by a null move: no second one in a row.
    after_null: bool,
}

struct RootMove<M> {
    mv: M,
    /// Index in the root's legal-move order (for the table).
    index: u16,
    nodes: u64,
}

/// A reusable search: keeps its table, history and buffers between searches (between the
/// moves of a game), so memory is allocated once.
pub struct Searcher<G: Evaluate> {
    table: Table,
    options: SearchOptions,
    plies: Vec<Ply<G::Move>>,
    history: History,
    reductions: Box<Reductions>,
    /// Hashes of the recent game history and the search path, for repetitions.
    path: Vec<u64>,
    /// Per slot ([`alpha_beta::path_slot`]), how many of `path`'s hashes fall there: a
    /// repetition needs a non-zero count, so most nodes skip scanning the path.
    path_filter: Box<[u8; PATH_FILTER]>,
    repetition_is_draw: bool,
    root: Vec<RootMove<G::Move>>,
    root_pv: Vec<G::Move>,
    /// Free turns are extended only on paths shorter than this (twice the iteration's
    /// depth), which bounds the search however long a chain of free turns gets.
    extend_limit: usize,
    /// The side the running search chooses a move for (draws are scored from its view).
    root_side: Side,
    /// The best root move of the running iteration: (root index, score).
    iteration_best: Option<(usize, Score)>,
    iteration_pv: Vec<G::Move>,
    // The running search.
    nodes: u64,
    seldepth: usize,
    stopped: bool,
    deadline: Option<Instant>,
    node_limit: u64,
    cancel: CancelToken,
}

impl<G: Evaluate> Default for Searcher<G> {
    fn default() -> Self {
        Self::new(DEFAULT_TABLE_BYTES)
    }
}

impl<G: Evaluate> Searcher<G> {
    /// A searcher whose table takes `table_bytes` (rounded down to 64-byte buckets).
    pub fn new(table_bytes: usize) -> Self {
        Searcher {
            table: Table::new(table_bytes),
            options: SearchOptions::default(),
            plies: (0..=MAX_PLY + 1)
                .map(|_| Ply {
                    moves: Vec::with_capacity(64),
                    order: Vec::with_capacity(64),
                    killers: [None, None],
                    pv: Vec::with_capacity(MAX_PLY + 1),
                    after_null: false,
                })
                .collect(),
            history: History::default(),
            reductions: Box::default(),
            path: Vec::with_capacity(HISTORY_WINDOW + MAX_PLY + 2),
            path_filter: Box::new([0; PATH_FILTER]),
            repetition_is_draw: false,
            root: Vec::new(),
            root_pv: Vec::with_capacity(MAX_PLY + 1),
            extend_limit: 0,
            root_side: Side::One,
            iteration_best: None,
            iteration_pv: Vec::with_capacity(MAX_PLY + 1),
            nodes: 0,
            seldepth: 0,
            stopped: false,
            deadline: None,
            node_limit: u64::MAX,
            cancel: CancelToken::new(),
        }
    }

    pub fn with_options(mut self, options: SearchOptions) -> Self {
        self.options = options;
        self
    }

    /// Replaces the switches between searches (a level whose settings differ by side).
    pub fn set_options(&mut self, options: SearchOptions) {
        self.options = options;
    }

    pub fn options(&self) -> SearchOptions {
        self.options
    }

    /// The transposition table's memory, fixed at creation.
    pub fn table_bytes(&self) -> usize {
        self.table.memory_bytes()
    }

    /// Forgets everything learned (table, history, killers): the next search behaves like
    /// a fresh searcher's.
    pub fn clear(&mut self) {
        self.table.clear();
        self.history.clear();
        for p in &mut self.plies {
            p.killers = [None, None];
        }
    }

    /// Searches `pos` within `limits`, or until `cancel` is set.
    pub fn search(
        &mut self,
        pos: &G,
        limits: &Limits,
        cancel: &CancelToken,
    ) -> SearchResult<G::Move> {
        self.search_with(pos, limits, cancel, |_| {})
    }

    /// Like [`Searcher::search`], calling `on_iteration` after each completed depth.
    pub fn search_with(
        &mut self,
        pos: &G,
        limits: &Limits,
        cancel: &CancelToken,
        mut on_iteration: impl FnMut(&SearchResult<G::Move>),
    ) -> SearchResult<G::Move> {
        let start = Instant::now();
        let mut pos = pos.clone();
        self.begin(&pos, limits, cancel, start);

        let mut result = SearchResult {
            best_move: None,
            score: terminal_score(&pos, 0, self.options.oracle_reach).unwrap_or(0),
            depth: 0,
            seldepth: 0,
            nodes: 0,
            pv: Vec::new(),
            elapsed: Duration::ZERO,
        };
        if !self.order_root(&pos) {
            result.elapsed = start.elapsed();
            return result;
        }
        // The fallback when not even depth 1 completes: the first ordered move.
        result.best_move = Some(self.root[0].mv.clone());
        result.pv = vec![self.root[0].mv.clone()];
        result.score = pos.evaluate();

        // A root the oracle knows: one iteration reads every move's exact value.
        let root_known =
            pos.oracle().is_some() && terminal_score(&pos, 0, self.options.oracle_reach).is_some();
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut previous: Score = 0;
        for depth in 1..=max_depth {
            self.iteration_best = None;
            self.extend_limit = 2 * depth as usize;
            // Root moves are ordered by the effort of the latest iteration only.
            self.root.iter_mut().for_each(|m| m.nodes = 0);
            let score = self.aspirate(&mut pos, depth, previous);
            if self.stopped {
                // Keep a root move this iteration finished and proved best so far.
                if let Some((i, s)) = self.iteration_best {
                    result.best_move = Some(self.root[i].mv.clone());
                    result.score = s;
                    result.pv.clear();
                    result.pv.extend_from_slice(&self.iteration_pv);
                }
                break;
            }
            previous = score;
            result.best_move = Some(self.root[0].mv.clone());
            result.score = score;
            result.depth = depth;
            result.pv.clear();
            result.pv.extend_from_slice(&self.root_pv);
            result.seldepth = self.seldepth as u32;
            result.nodes = self.nodes;
            result.elapsed = start.elapsed();
            on_iteration(&result);

            if root_known || self.settled(score, depth, limits, start) {
                break;
            }
        }
        result.seldepth = result.seldepth.max(self.seldepth as u32);
        result.nodes = self.nodes;
        result.elapsed = start.elapsed();
        result
    }

    /// One iteration at `depth`, in a window around the `previous` iteration's score
    /// (aspiration) widened until the score falls inside it; the score (meaningless when
    /// the search was stopped).
    fn aspirate(&mut self, pos: &mut G, depth: u32, previous: Score) -> Score {
        let depth_i = depth as i32;
        let mut delta = 40;
        let (mut alpha, mut beta) = (-INF, INF);
        if self.options.aspiration && depth >= 4 && previous.abs() < WIN_THRESHOLD {
            alpha = previous - delta;
            beta = previous + delta;
        }
        loop {
            let score = self.search_root(pos, depth_i, alpha, beta);
            if self.stopped {
                return score;
            }
            if score <= alpha {
                beta = (alpha + beta) / 2;
                alpha = (score - delta).max(-INF);
            } else if score >= beta {
                beta = (score + delta).min(INF);
            } else {
                return score;
            }
            delta *= 3;
            if delta > 2_000 {
                (alpha, beta) = (-INF, INF);
            }
        }
    }

    /// Whether no deeper iteration is worth starting after one at `depth` found `score`.
    fn settled(&self, score: Score, depth: u32, limits: &Limits, start: Instant) -> bool {
        // A forced result well inside the horizon will not change.
        if proven_distance(score).is_some_and(|n| n.unsigned_abs() + 4 <= depth) {
            return true;
        }
        // With `use_whole_budget` off, an iteration that could not end (it takes longer
        // than all before it) is not started. On, the search runs until the deadline and
        // keeps what the cut iteration proved (see the module comment): measured against
        // the plain engine, the half it left unused was the cheaper half of its strength.
        if let Some(budget) = limits.time {
            if !self.options.use_whole_budget && start.elapsed() * 2 > budget {
                return true;
            }
        }
        self.root.len() == 1 && limits.time.is_some() && depth >= 2
    }

    /// Scores every legal move of `pos` by a full-window search `depth` plies deep (the
    /// move included), for the weaker levels' choices. A move left unscored when a limit
    /// struck has `None`. Returns the node count too.
    pub fn score_moves(
        &mut self,
        pos: &G,
        depth: u32,
        limits: &Limits,
        cancel: &CancelToken,
    ) -> (ScoredMoves<G::Move>, u64) {
        let mut pos = pos.clone();
        self.begin(&pos, limits, cancel, Instant::now());
        let mut out = Vec::new();
        if !self.order_root(&pos) {
            return (out, 0);
        }
        let us = pos.side_to_move();
        let depth = depth.clamp(1, MAX_DEPTH) as i32;
        self.path_push(pos.hash());
        for i in 0..self.root.len() {
            let mv = self.root[i].mv.clone();
            let score = if self.stopped {
                None
            } else {
                pos.play(&mv);
                let same = pos.side_to_move() == us;
                let s = self.child(&mut pos, same, depth - 1, -INF, INF, 0, true);
                pos.undo();
                (!self.stopped).then_some(s)
            };
            out.push((mv, score));
        }
        self.path_pop();
        (out, self.nodes)
    }

    fn begin(&mut self, pos: &G, limits: &Limits, cancel: &CancelToken, start: Instant) {
        self.nodes = 0;
        self.seldepth = 0;
        self.stopped = false;
        self.root_side = pos.side_to_move();
        // A hundredth of the budget (at most 10 ms) is kept back for unwinding and for the
        // caller: with the whole budget searched, the move must still arrive within it. A
        // budget beyond what the clock can hold is no deadline, not a panic.
        self.deadline = limits.time.and_then(|t| {
            start.checked_add(t.saturating_sub((t / 100).min(Duration::from_millis(10))))
        });
        self.node_limit = limits.nodes.unwrap_or(u64::MAX).max(1);
        self.cancel = cancel.clone();
        self.table.new_search();
        self.history.age();
        for p in &mut self.plies {
            p.killers = [None, None];
            p.after_null = false;
        }
        self.repetition_is_draw = pos.repetition_is_draw();
        while !self.path.is_empty() {
            self.path_pop();
        }
        if self.repetition_is_draw {
            // The recent game history, oldest first, so repetitions of positions before the
            // root are seen too.
            let mut back = pos.clone();
            let mut hashes = Vec::with_capacity(HISTORY_WINDOW);
            while hashes.len() < HISTORY_WINDOW && back.undo() {
                hashes.push(back.hash());
            }
            for &h in hashes.iter().rev() {
                self.path_push(h);
            }
        }
    }

    /// Adds a hash to the path (and the repetition filter).
    #[inline]
    fn path_push(&mut self, key: u64) {
        self.path.push(key);
        let count = &mut self.path_filter[alpha_beta::path_slot(key)];
        // The path holds at most HISTORY_WINDOW + MAX_PLY + 2 (194) hashes: no overflow.
        *count += 1;
    }

    /// Takes the last hash off the path (and the repetition filter).
    #[inline]
    fn path_pop(&mut self) {
        if let Some(key) = self.path.pop() {
            self.path_filter[alpha_beta::path_slot(key)] -= 1;
        }
    }

    /// Fills the root move list in search order; false when there is no legal move.
    fn order_root(&mut self, pos: &G) -> bool {
        self.root.clear();
        if pos.outcome().is_over() {
            return false;
        }
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            return false;
        }
        let table_move = self
            .table
            .probe(pos.hash())
            .map(|e| e.mv)
            .unwrap_or(NO_MOVE);
        let mut order = Vec::with_capacity(moves.len());
        self.score_moves_for_order(pos, &moves, &mut order, table_move, 0, false);
        // Stable: equal scores keep generation order.
        order.sort_by_key(|&(s, i, _)| (std::cmp::Reverse(s), i));
        self.root.extend(order.iter().map(|&(_, i, _)| RootMove {
            mv: moves[i as usize].clone(),
            index: i,
            nodes: 0,
        }));
        true
    }

    fn search_root(&mut self, pos: &mut G, depth: i32, mut alpha: Score, beta: Score) -> Score {
        let us = pos.side_to_move();
        let key = pos.hash();
        let original_alpha = alpha;
        let mut best = -INF;
        let mut best_index = None;
        self.path_push(key);
        for i in 0..self.root.len() {
            let mv = self.root[i].mv.clone();
            let before = self.nodes;
            pos.play(&mv);
            let same = pos.side_to_move() == us;
            let d = depth - 1 + self.extension(same, 0);
            let score = if i == 0 {
                self.child(pos, same, d, alpha, beta, 0, true)
            } else {
                let s = self.child(pos, same, d, alpha, alpha + 1, 0, false);
                if s > alpha && s < beta {
                    self.child(pos, same, d, alpha, beta, 0, true)
                } else {
                    s
                }
            };
            pos.undo();
            self.root[i].nodes += self.nodes - before;
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_index = Some(i);
                    self.root_pv.clear();
                    self.root_pv.push(mv);
                    self.root_pv.extend_from_slice(&self.plies[1].pv);
                    self.iteration_best = Some((i, score));
                    self.iteration_pv.clone_from(&self.root_pv);
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.path_pop();
        if self.stopped {
            return best;
        }
        // The best move first, the rest by effort spent (a proxy for how close they came).
        if let Some(i) = best_index {
            let m = self.root.remove(i);
            self.root.insert(0, m);
            if let Some((j, s)) = self.iteration_best {
                if j == i {
                    self.iteration_best = Some((0, s));
                }
            }
            let bound = if best >= beta {
                Bound::Lower
            } else if best > original_alpha {
                Bound::Exact
            } else {
                Bound::Upper
            };
            self.table
                .store(key, best, self.root[0].index, depth, bound);
        }
        if best < beta {
            self.root[1..].sort_by_key(|m| std::cmp::Reverse(m.nodes));
            // Sorting moved root entries: a remembered index would now be stale.
            if let Some((j, _)) = self.iteration_best {
                if j != 0 {
                    self.iteration_best = None;
                }
            }
        }
        best
    }
}
