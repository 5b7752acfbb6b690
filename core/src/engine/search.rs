//! The generic search: iterative-deepening negamax alpha-beta with principal-variation
//! search, aspiration windows, a transposition table, killer/history ordering, late-move
//! reductions, opt-in null-move pruning and quiescence on noisy moves.
//!
//! Decisions:
//! - A side may move twice in a row (Sungka's free turn): a child's score is negated, and
//!   its window mirrored, only when the side to move changed.
//! - Terminal positions score `±(WIN - ply)` from [`Game::outcome`] (ply from the root), so
//!   quicker wins and slower losses are preferred; draws score 0. An [`Evaluate::oracle`]
//!   score is exact and ends the branch.
//! - Repetition is the game's business: its outcome (third occurrence) ends the branch. For
//!   games whose repetition is a draw ([`Evaluate::repetition_is_draw`]), a position that
//!   already occurred on the search path or in the last [`HISTORY_WINDOW`] positions of the
//!   game also scores 0: either side could repeat it again, and cutting the cycle short keeps
//!   the search from wasting its depth on shuffles.
//! - Stopping (time, nodes, cancel) is polled every [`POLL_INTERVAL`] nodes (nodes: every
//!   node, so node-limited searches are deterministic). An aborted iteration is discarded
//!   except for a root move it finished and proved better than the previous best.

use std::time::{Duration, Instant};

use serde::Serialize;

use crate::engine::limits::{CancelToken, Limits};
use crate::engine::ordering::{
    clamp_hint, History, Reductions, KILLER_1, KILLER_2, NOISY, TABLE_MOVE,
};
use crate::engine::table::{Bound, Table, DEFAULT_TABLE_BYTES, NO_MOVE};
use crate::engine::{Evaluate, Score, WIN, WIN_THRESHOLD};
use crate::game::{Game, Outcome};

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

/// Switches for the search's heuristics; all on by default. Tests turn them off to compare
/// with plain minimax.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SearchOptions {
    pub aspiration: bool,
    pub late_move_reductions: bool,
    /// Used only where the game supports it ([`Evaluate::make_null_move`]).
    pub null_move: bool,
    /// Cut off on table entries (the table still orders moves when off).
    pub table_cutoffs: bool,
    /// Near-horizon pruning on the static evaluation (reverse futility, futility, late
    /// quiet moves) and the one-ply reduction of nodes without a table move.
    pub futility: bool,
}

impl Default for SearchOptions {
    fn default() -> Self {
        SearchOptions {
            aspiration: true,
            late_move_reductions: true,
            null_move: true,
            table_cutoffs: true,
            futility: true,
        }
    }
}

impl SearchOptions {
    /// Plain alpha-beta: the root score equals minimax's at the same depth.
    pub fn plain() -> Self {
        SearchOptions {
            aspiration: false,
            late_move_reductions: false,
            null_move: false,
            table_cutoffs: false,
            futility: false,
        }
    }
}

/// Moves with their scores (`None`: not scored before a limit struck).
pub type ScoredMoves<M> = Vec<(M, Option<Score>)>;

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<M> {
    /// The move to play; `None` only when the position has no legal move (game over).
    pub best_move: Option<M>,
    /// Its score for the side to move (see [`crate::engine::WIN`]).
    pub score: Score,
    /// The deepest iteration completed (0 when even depth 1 did not finish).
    pub depth: u32,
    /// The deepest ply reached, quiescence included.
    pub seldepth: u32,
    pub nodes: u64,
    /// The principal variation, starting with `best_move`.
    pub pv: Vec<M>,
    pub elapsed: Duration,
}

impl<M> SearchResult<M> {
    /// Plies to the end when the score is a forced win (positive) or loss (negative).
    pub fn win_in(&self) -> Option<i32> {
        score_to_win_in(self.score)
    }

    /// The result in notation, for printing: `pos` is the searched position.
    pub fn report<G: Game<Move = M>>(&self, pos: &G) -> SearchReport {
        let mut line = pos.clone();
        let mut pv = Vec::with_capacity(self.pv.len());
        for mv in &self.pv {
            pv.push(line.format_move(mv));
            line.play(mv);
        }
        let secs = self.elapsed.as_secs_f64();
        SearchReport {
            best_move: self.best_move.as_ref().map(|m| pos.format_move(m)),
            score: self.score,
            win_in: self.win_in(),
            depth: self.depth,
            seldepth: self.seldepth,
            nodes: self.nodes,
            nodes_per_second: if secs > 0.0 {
                self.nodes as f64 / secs
            } else {
                0.0
            },
            elapsed_ms: secs * 1000.0,
            pv,
        }
    }
}

/// A [`SearchResult`] in notation, ready to print or serialize.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SearchReport {
    pub best_move: Option<String>,
    pub score: Score,
    /// Plies to a forced win (positive) or loss (negative), when the score is one.
    pub win_in: Option<i32>,
    pub depth: u32,
    pub seldepth: u32,
    pub nodes: u64,
    pub nodes_per_second: f64,
    pub elapsed_ms: f64,
    pub pv: Vec<String>,
}

/// `Some(n)` for a win in n plies, `Some(-n)` for a loss in n plies, `None` otherwise.
pub fn score_to_win_in(score: Score) -> Option<i32> {
    if score >= WIN_THRESHOLD {
        Some(WIN - score)
    } else if score <= -WIN_THRESHOLD {
        Some(-(WIN + score))
    } else {
        None
    }
}

struct Ply<M> {
    moves: Vec<M>,
    /// (ordering score, index into `moves`).
    order: Vec<(i32, u16)>,
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
    repetition_is_draw: bool,
    root: Vec<RootMove<G::Move>>,
    root_pv: Vec<G::Move>,
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
            repetition_is_draw: false,
            root: Vec::new(),
            root_pv: Vec::with_capacity(MAX_PLY + 1),
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
            score: terminal_score(&pos, 0).unwrap_or(0),
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

        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut previous: Score = 0;
        for depth in 1..=max_depth {
            self.iteration_best = None;
            // Root moves are ordered by the effort of the latest iteration only.
            self.root.iter_mut().for_each(|m| m.nodes = 0);
            let depth_i = depth as i32;
            let mut delta = 40;
            let (mut alpha, mut beta) = (-INF, INF);
            if self.options.aspiration && depth >= 4 && previous.abs() < WIN_THRESHOLD {
                alpha = previous - delta;
                beta = previous + delta;
            }
            let score = loop {
                let score = self.search_root(&mut pos, depth_i, alpha, beta);
                if self.stopped {
                    break score;
                }
                if score <= alpha {
                    beta = (alpha + beta) / 2;
                    alpha = (score - delta).max(-INF);
                } else if score >= beta {
                    beta = (score + delta).min(INF);
                } else {
                    break score;
                }
                delta *= 3;
                if delta > 2_000 {
                    (alpha, beta) = (-INF, INF);
                }
            };
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

            // A forced result well inside the horizon will not change.
            if let Some(n) = score_to_win_in(score) {
                if n.unsigned_abs() + 4 <= depth {
                    break;
                }
            }
            // The next iteration takes longer than all before it: don't start what cannot end.
            if let Some(budget) = limits.time {
                if start.elapsed() * 2 > budget {
                    break;
                }
            }
            if self.root.len() == 1 && limits.time.is_some() && depth >= 2 {
                break;
            }
        }
        result.seldepth = result.seldepth.max(self.seldepth as u32);
        result.nodes = self.nodes;
        result.elapsed = start.elapsed();
        result
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
        self.path.push(pos.hash());
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
        self.path.pop();
        (out, self.nodes)
    }

    fn begin(&mut self, pos: &G, limits: &Limits, cancel: &CancelToken, start: Instant) {
        self.nodes = 0;
        self.seldepth = 0;
        self.stopped = false;
        self.deadline = limits.time.map(|t| start + t);
        self.node_limit = limits.nodes.unwrap_or(u64::MAX).max(1);
        self.cancel = cancel.clone();
        self.table.new_search();
        self.history.age();
        for p in &mut self.plies {
            p.killers = [None, None];
            p.after_null = false;
        }
        self.repetition_is_draw = pos.repetition_is_draw();
        self.path.clear();
        if self.repetition_is_draw {
            // The recent game history, oldest first, so repetitions of positions before the
            // root are seen too.
            let mut back = pos.clone();
            let mut hashes = Vec::with_capacity(HISTORY_WINDOW);
            while hashes.len() < HISTORY_WINDOW && back.undo() {
                hashes.push(back.hash());
            }
            self.path.extend(hashes.iter().rev());
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
        order.sort_by_key(|&(s, i)| (std::cmp::Reverse(s), i));
        self.root.extend(order.iter().map(|&(_, i)| RootMove {
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
        self.path.push(key);
        for i in 0..self.root.len() {
            let mv = self.root[i].mv.clone();
            let before = self.nodes;
            pos.play(&mv);
            let same = pos.side_to_move() == us;
            let score = if i == 0 {
                self.child(pos, same, depth - 1, alpha, beta, 0, true)
            } else {
                let s = self.child(pos, same, depth - 1, alpha, alpha + 1, 0, false);
                if s > alpha && s < beta {
                    self.child(pos, same, depth - 1, alpha, beta, 0, true)
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
        self.path.pop();
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

    /// Searches the position after a move; `same` when the mover moves again.
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
        pv: bool,
    ) -> Score {
        if same {
            self.node(pos, depth, alpha, beta, ply + 1, pv)
        } else {
            -self.node(pos, depth, -beta, -alpha, ply + 1, pv)
        }
    }

    #[inline]
    fn poll_stop(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.nodes >= self.node_limit {
            self.stopped = true;
        } else if self.nodes % POLL_INTERVAL == 0 {
            let late = self.deadline.is_some_and(|d| Instant::now() >= d);
            self.stopped = late || self.cancel.is_cancelled();
        }
        self.stopped
    }

    fn node(
        &mut self,
        pos: &mut G,
        depth: i32,
        alpha: Score,
        beta: Score,
        ply: usize,
        pv: bool,
    ) -> Score {
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiescence(pos, alpha, beta, ply, 0);
        }
        if self.poll_stop() {
            return 0;
        }
        self.nodes += 1;
        self.plies[ply].pv.clear();
        self.seldepth = self.seldepth.max(ply);
        if let Some(s) = terminal_score(pos, ply) {
            return s;
        }
        let key = pos.hash();
        if self.repetition_is_draw && self.repeats(key) {
            return 0;
        }
        self.path.push(key);
        let score = self.node_inner(pos, key, depth, alpha, beta, ply, pv);
        self.path.pop();
        score
    }

    /// Whether `key` occurred earlier on the path (same side to move: the hash covers it).
    fn repeats(&self, key: u64) -> bool {
        self.path.iter().rev().any(|&k| k == key)
    }

    #[allow(clippy::too_many_arguments)]
    fn node_inner(
        &mut self,
        pos: &mut G,
        key: u64,
        depth: i32,
        mut alpha: Score,
        mut beta: Score,
        ply: usize,
        pv: bool,
    ) -> Score {
        // Mate-distance pruning: nothing here beats a win at the next ply.
        alpha = alpha.max(-(WIN - ply as Score));
        beta = beta.min(WIN - ply as Score - 1);
        if alpha >= beta {
            return alpha;
        }
        let original_alpha = alpha;

        let mut table_move = NO_MOVE;
        if let Some(e) = self.table.probe(key) {
            table_move = e.mv;
            if !pv && self.options.table_cutoffs && e.depth as i32 >= depth {
                let s = score_from_table(e.score, ply);
                match e.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }

        let forced = pos.must_move_noisy();
        // The static evaluation, where pruning may trust it: not on the principal variation,
        // not when a capture is compulsory.
        let static_eval = (!pv && !forced && beta.abs() < WIN_THRESHOLD).then(|| pos.evaluate());

        // Reverse futility: far above beta near the horizon, a quiet move will not fall back.
        if let Some(eval) = static_eval {
            if self.options.futility && depth <= 4 && eval - FUTILITY_MARGIN * depth >= beta {
                return eval;
            }
        }

        if let Some(eval) = static_eval {
            if self.options.null_move
                && depth >= 3
                && eval >= beta
                && !self.plies[ply].after_null
                && pos.make_null_move()
            {
                let r = 2 + depth / 6;
                self.plies[ply + 1].after_null = true;
                let s = -self.node(pos, depth - 1 - r, -beta, -beta + 1, ply + 1, false);
                self.plies[ply + 1].after_null = false;
                pos.unmake_null_move();
                if self.stopped {
                    return 0;
                }
                if s >= beta {
                    return if s >= WIN_THRESHOLD { beta } else { s };
                }
            }
        }

        // Without a table move the ordering is a guess: spend a ply less on this node.
        let mut depth = depth;
        if self.options.futility && depth >= 5 && table_move == NO_MOVE {
            depth -= 1;
        }
        // Near the horizon and hopeless, or late in the list: quiet moves are skipped.
        let futile = static_eval.is_some_and(|e| {
            self.options.futility && depth <= 2 && e + FUTILITY_MARGIN * (depth + 1) <= alpha
        });
        let late_quiet_limit = if self.options.futility && static_eval.is_some() && depth <= 3 {
            (3 + depth * depth) as usize
        } else {
            usize::MAX
        };

        let mut moves = std::mem::take(&mut self.plies[ply].moves);
        let mut order = std::mem::take(&mut self.plies[ply].order);
        moves.clear();
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            // An ongoing game always has a move; a game that breaks that rule gets a draw.
            self.plies[ply].moves = moves;
            self.plies[ply].order = order;
            return 0;
        }
        self.score_moves_for_order(pos, &moves, &mut order, table_move, ply, true);

        let us = pos.side_to_move();
        let mut best = -INF;
        let mut best_index = NO_MOVE;
        for i in 0..order.len() {
            pick_best(&mut order, i);
            let (order_score, index) = order[i];
            let mv = &moves[index as usize];
            let noisy = pos.is_noisy(mv);
            let killer = (KILLER_2..NOISY).contains(&order_score);
            if i > 0
                && !noisy
                && !killer
                && order_score < TABLE_MOVE
                && best > -WIN_THRESHOLD
                && (futile || i >= late_quiet_limit)
            {
                continue;
            }
            pos.play(mv);
            let same = pos.side_to_move() == us;
            let new_depth = depth - 1;
            let score = if i == 0 {
                self.child(pos, same, new_depth, alpha, beta, ply, pv)
            } else {
                let mut r = 0;
                if self.options.late_move_reductions
                    && depth >= 3
                    && i >= 3
                    && !noisy
                    && !killer
                    && !forced
                    && !same
                {
                    r = self.reductions.get(depth, i) - pv as i32;
                    r = r.clamp(0, new_depth - 1);
                }
                let mut s = self.child(pos, same, new_depth - r, alpha, alpha + 1, ply, false);
                if s > alpha && r > 0 {
                    s = self.child(pos, same, new_depth, alpha, alpha + 1, ply, false);
                }
                if pv && s > alpha && s < beta {
                    s = self.child(pos, same, new_depth, alpha, beta, ply, true);
                }
                s
            };
            pos.undo();
            if self.stopped {
                self.plies[ply].moves = moves;
                self.plies[ply].order = order;
                return 0;
            }
            if score > best {
                best = score;
                best_index = index;
                if score > alpha {
                    alpha = score;
                    if pv {
                        let (head, tail) = self.plies.split_at_mut(ply + 1);
                        let line = &mut head[ply].pv;
                        line.clear();
                        line.push(moves[index as usize].clone());
                        line.extend_from_slice(&tail[0].pv);
                    }
                    if score >= beta {
                        if !noisy {
                            self.reward_quiet(pos, &moves, &order[..=i], depth, ply);
                        }
                        break;
                    }
                }
            }
        }
        self.plies[ply].moves = moves;
        self.plies[ply].order = order;

        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let mv = if bound == Bound::Upper {
            table_move
        } else {
            best_index
        };
        self.table
            .store(key, score_to_table(best, ply), mv, depth, bound);
        best
    }

    /// A quiet move caused a cutoff: it becomes a killer and gains history; the quiet moves
    /// tried before it lose some.
    fn reward_quiet(
        &mut self,
        pos: &G,
        moves: &[G::Move],
        tried: &[(i32, u16)],
        depth: i32,
        ply: usize,
    ) {
        let us = pos.side_to_move();
        let bonus = depth * depth;
        let (&(_, cut), before) = tried.split_last().expect("the cutoff move was tried");
        let mv = &moves[cut as usize];
        let killers = &mut self.plies[ply].killers;
        if killers[0].as_ref() != Some(mv) {
            killers[1] = killers[0].take();
            killers[0] = Some(mv.clone());
        }
        self.history.update(History::slot(us, mv), bonus);
        for &(_, j) in before {
            let m = &moves[j as usize];
            if !pos.is_noisy(m) {
                self.history.update(History::slot(us, m), -bonus);
            }
        }
    }

    /// Fills `order` with (ordering score, index) for each move.
    fn score_moves_for_order(
        &self,
        pos: &G,
        moves: &[G::Move],
        order: &mut Vec<(i32, u16)>,
        table_move: u16,
        ply: usize,
        use_killers: bool,
    ) {
        let us = pos.side_to_move();
        let killers = &self.plies[ply].killers;
        order.clear();
        for (i, mv) in moves.iter().enumerate() {
            let score = if i == table_move as usize {
                TABLE_MOVE
            } else if pos.is_noisy(mv) {
                NOISY + clamp_hint(pos.order_hint(mv))
            } else if use_killers && killers[0].as_ref() == Some(mv) {
                KILLER_1
            } else if use_killers && killers[1].as_ref() == Some(mv) {
                KILLER_2
            } else {
                self.history.get(History::slot(us, mv)) + clamp_hint(pos.order_hint(mv))
            };
            order.push((score, i.min(NO_MOVE as usize - 1) as u16));
        }
    }

    fn quiescence(
        &mut self,
        pos: &mut G,
        mut alpha: Score,
        beta: Score,
        ply: usize,
        qdepth: u32,
    ) -> Score {
        if self.poll_stop() {
            return 0;
        }
        self.nodes += 1;
        self.plies[ply].pv.clear();
        self.seldepth = self.seldepth.max(ply);
        if let Some(s) = terminal_score(pos, ply) {
            return s;
        }
        if ply >= MAX_PLY || qdepth >= MAX_QUIESCENCE {
            return pos.evaluate();
        }
        let forced = pos.must_move_noisy();
        let mut best = -INF;
        if !forced {
            // Stand pat: the side to move may decline every capture.
            let stand = pos.evaluate();
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
        }

        let mut moves = std::mem::take(&mut self.plies[ply].moves);
        let mut order = std::mem::take(&mut self.plies[ply].order);
        moves.clear();
        order.clear();
        pos.legal_moves(&mut moves);
        for (i, mv) in moves.iter().enumerate() {
            if forced || pos.is_noisy(mv) {
                order.push((clamp_hint(pos.order_hint(mv)), i as u16));
            }
        }
        if order.is_empty() && best == -INF {
            best = if moves.is_empty() { 0 } else { pos.evaluate() };
        }
        let us = pos.side_to_move();
        for i in 0..order.len() {
            pick_best(&mut order, i);
            let mv = &moves[order[i].1 as usize];
            pos.play(mv);
            let score = if pos.side_to_move() == us {
                self.quiescence(pos, alpha, beta, ply + 1, qdepth + 1)
            } else {
                -self.quiescence(pos, -beta, -alpha, ply + 1, qdepth + 1)
            };
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
        self.plies[ply].order = order;
        if self.stopped {
            return 0;
        }
        best
    }
}

/// The score of a finished position (`±(WIN - ply)`, 0 for a draw) or an oracle's, from the
/// side to move's point of view; `None` for an ongoing position the oracle does not know.
fn terminal_score<G: Evaluate>(pos: &G, ply: usize) -> Option<Score> {
    match pos.outcome() {
        Outcome::Win { winner, .. } => {
            let s = WIN - ply as Score;
            Some(if winner == pos.side_to_move() { s } else { -s })
        }
        Outcome::Draw { .. } => Some(0),
        Outcome::Ongoing => pos.oracle().map(|s| {
            // The oracle counts plies from this position; scores count from the root.
            if s >= WIN_THRESHOLD {
                s - ply as Score
            } else if s <= -WIN_THRESHOLD {
                s + ply as Score
            } else {
                s
            }
        }),
    }
}

/// Win scores go into the table relative to the node, so they stay right when the same
/// position is reached at another ply.
fn score_to_table(score: Score, ply: usize) -> Score {
    if score >= WIN_THRESHOLD {
        score + ply as Score
    } else if score <= -WIN_THRESHOLD {
        score - ply as Score
    } else {
        score
    }
}

fn score_from_table(score: Score, ply: usize) -> Score {
    if score >= WIN_THRESHOLD {
        score - ply as Score
    } else if score <= -WIN_THRESHOLD {
        score + ply as Score
    } else {
        score
    }
}

/// Selection sort step: brings the best remaining move to `i` (cutoffs usually come early,
/// so sorting everything would be wasted).
#[inline]
fn pick_best(order: &mut [(i32, u16)], i: usize) {
    let mut best = i;
    for j in i + 1..order.len() {
        if order[j].0 > order[best].0 {
            best = j;
        }
    }
    order.swap(i, best);
}
