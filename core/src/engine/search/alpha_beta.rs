//! The recursive part of the search: the alpha-beta node, quiescence, and move ordering.

use crate::engine::ordering::{
    clamp_hint, pick_best, History, KILLER_1, KILLER_2, NOISY, TABLE_MOVE,
};
use std::time::Instant;

use crate::engine::evaluate::Evaluate;
use crate::engine::score::{proven_distance, Score, WIN, WIN_THRESHOLD};
use crate::engine::table::{score_to_table, Bound, NO_MOVE};
use crate::game::{Outcome, Side};

use super::{Searcher, FUTILITY_MARGIN, INF, MAX_PLY, MAX_QUIESCENCE, PATH_FILTER, POLL_INTERVAL};

impl<G: Evaluate> Searcher<G> {
    /// Searches the position after a move; `same` when the mover moves again.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub(super) fn child(
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

    /// A free turn (the mover moves again) costs no depth while the path is shorter than
    /// [`Searcher::extend_limit`]: otherwise a chain of one side's free turns fills the
    /// horizon and the opponent's reply is never seen.
    #[inline]
    pub(super) fn extension(&self, same: bool, ply: usize) -> i32 {
        (same && self.options.free_turn_extension && ply < self.extend_limit) as i32
    }

    /// A draw by the rules or by repetition, for the side to move: `-contempt` for the side
    /// the search is for, `+contempt` for its opponent, so a player with contempt avoids
    /// draws unless it judges itself worse off than that.
    #[inline]
    fn draw_score<P: Evaluate>(&self, pos: &P) -> Score {
        if pos.side_to_move() == self.root_side {
            -self.options.contempt
        } else {
            self.options.contempt
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
        if let Some(s) = terminal_score(pos, ply, self.options.oracle_reach) {
            if matches!(pos.outcome(), Outcome::Draw { .. }) {
                return self.draw_score(pos);
            }
            return s;
        }
        let key = pos.hash();
        if self.repetition_is_draw && self.repeats(key) {
            return self.draw_score(pos);
        }
        self.path_push(key);
        let score = self.node_inner(pos, key, depth, alpha, beta, ply, pv);
        self.path_pop();
        score
    }

    /// Whether `key` occurred earlier on the path (same side to move: the hash covers it).
    /// The filter answers most nodes without the scan (up to 190 hashes in Dama, a tenth
    /// of its node's time before).
    #[inline]
    fn repeats(&self, key: u64) -> bool {
        self.path_filter[path_slot(key)] != 0 && self.path.iter().rev().any(|&k| k == key)
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
        let table_move = match self.probe(key, depth, alpha, beta, ply, pv) {
            Ok(mv) => mv,
            Err(score) => return score,
        };

        let forced = pos.must_move_noisy();
        // The static evaluation, where pruning may trust it: not on the principal variation,
        // not when a capture is compulsory. Deeper than reverse futility reaches it serves
        // only null moves, so it is computed there only for games that may pass.
        let static_eval = (!pv
            && !forced
            && beta.abs() < WIN_THRESHOLD
            && (depth <= 4 || (G::NULL_MOVES && self.options.null_move)))
            .then(|| pos.evaluate());
        if let Some(score) = static_eval.and_then(|e| self.prune_early(pos, e, depth, beta, ply)) {
            return score;
        }

        // Without a table move the ordering is a guess: spend a ply less on this node.
        let mut depth = depth;
        if self.options.futility && depth >= 5 && table_move == NO_MOVE {
            depth -= 1;
        }
        let (futile, late_quiet_limit) = self.quiet_skips(static_eval, depth, alpha);
        let frame = NodeFrame {
            depth,
            ply,
            pv,
            forced,
            table_move,
            futile,
            late_quiet_limit,
        };

        let mut moves = std::mem::take(&mut self.plies[ply].moves);
        let mut order = std::mem::take(&mut self.plies[ply].order);
        moves.clear();
        pos.legal_moves(&mut moves);
        // An ongoing game always has a move; a game that breaks that rule gets a draw.
        let found = if moves.is_empty() {
            None
        } else {
            self.search_moves(pos, &moves, &mut order, frame, alpha, beta)
        };
        self.plies[ply].moves = moves;
        self.plies[ply].order = order;
        let Some((best, best_index)) = found else {
            return 0;
        };

        let bound = Bound::of(best, alpha, beta);
        let mv = if bound == Bound::Upper {
            table_move
        } else {
            best_index
        };
        self.table
            .store(key, score_to_table(best, ply), mv, depth, bound);
        best
    }

    /// The table's move for this node (`NO_MOVE` when it has none), or `Err` with the
    /// score when its entry settles the node (never on the principal variation).
    fn probe(
        &self,
        key: u64,
        depth: i32,
        alpha: Score,
        beta: Score,
        ply: usize,
        pv: bool,
    ) -> Result<u16, Score> {
        let Some(e) = self.table.probe(key) else {
            return Ok(NO_MOVE);
        };
        if !pv && self.options.table_cutoffs {
            if let Some(s) = e.cutoff(depth, alpha, beta, ply) {
                return Err(s);
            }
        }
        Ok(e.mv)
    }

    /// Reverse futility and the null move, on the static evaluation `eval`: the node's
    /// score when one of them settles it before its moves are searched.
    fn prune_early(
        &mut self,
        pos: &mut G,
        eval: Score,
        depth: i32,
        beta: Score,
        ply: usize,
    ) -> Option<Score> {
        // Reverse futility: far above beta near the horizon, a quiet move will not fall back.
        if self.options.futility && depth <= 4 && eval - FUTILITY_MARGIN * depth >= beta {
            return Some(eval);
        }
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
                return Some(0);
            }
            if s >= beta {
                return Some(if s >= WIN_THRESHOLD { beta } else { s });
            }
        }
        None
    }

    /// Which quiet moves are skipped: all of them (after the first) near the horizon when
    /// the node is hopeless, and those from the returned place on in the list.
    fn quiet_skips(&self, static_eval: Option<Score>, depth: i32, alpha: Score) -> (bool, usize) {
        let futile = static_eval.is_some_and(|e| {
            self.options.futility && depth <= 2 && e + FUTILITY_MARGIN * (depth + 1) <= alpha
        });
        let late_quiet_limit = if self.options.futility && static_eval.is_some() && depth <= 3 {
            (3 + depth * depth) as usize
        } else {
            usize::MAX
        };
        (futile, late_quiet_limit)
    }

    /// The move loop of a node with moves: the best score and its move's index, or `None`
    /// when the search was stopped.
    fn search_moves(
        &mut self,
        pos: &mut G,
        moves: &[G::Move],
        order: &mut Vec<(i32, u16, bool)>,
        frame: NodeFrame,
        mut alpha: Score,
        beta: Score,
    ) -> Option<(Score, u16)> {
        let NodeFrame {
            depth,
            ply,
            pv,
            table_move,
            ..
        } = frame;
        // The table's move is tried before the others are scored: it cuts off in most
        // nodes that have one, and then ordering the rest (a quarter of Fox and Geese's
        // time) and prefetching their children was wasted. The rest are then ordered as if
        // scored at first, by the history as the table move's search left it.
        let mut scored = (table_move as usize) >= moves.len();
        if scored {
            self.order_all(pos, moves, order, table_move, ply, depth);
        } else {
            order.clear();
            let noisy = pos.is_noisy(&moves[table_move as usize]);
            order.push((TABLE_MOVE, table_move, noisy));
        }

        let us = pos.side_to_move();
        let mut best = -INF;
        let mut best_index = NO_MOVE;
        let mut next = 0;
        loop {
            if next == order.len() {
                if scored {
                    break;
                }
                // Only the table move was tried: now every move, as if scored at first.
                self.order_all(pos, moves, order, table_move, ply, depth);
                order.swap(0, table_move as usize);
                scored = true;
                if next == order.len() {
                    break;
                }
            }
            let i = next;
            next += 1;
            pick_best(order, i, |o| o.0);
            let (order_score, index, noisy) = order[i];
            let killer = (KILLER_2..NOISY).contains(&order_score);
            if i > 0
                && !noisy
                && !killer
                && order_score < TABLE_MOVE
                && best > -WIN_THRESHOLD
                && (frame.futile || i >= frame.late_quiet_limit)
            {
                // Every move after this one is a quiet non-killer too (the ordering bands
                // put them last) and would be skipped the same way: stop here rather than
                // select each of them (a tenth of Fox and Geese's time before).
                break;
            }
            let mv = &moves[index as usize];
            let quiet = !noisy && !killer;
            let score = self.search_move(pos, mv, us, i, quiet, frame, alpha, beta);
            if self.stopped {
                return None;
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
                            self.reward_quiet(pos, moves, &order[..=i], depth, ply);
                        }
                        break;
                    }
                }
            }
        }
        Some((best, best_index))
    }

    /// Plays the `i`-th move of the ordering and searches it: the first with the full
    /// window, the others with a null window (late quiet ones reduced first), searched
    /// again where they beat `alpha`.
    #[allow(clippy::too_many_arguments)]
    fn search_move(
        &mut self,
        pos: &mut G,
        mv: &G::Move,
        us: Side,
        i: usize,
        quiet: bool,
        frame: NodeFrame,
        alpha: Score,
        beta: Score,
    ) -> Score {
        let NodeFrame { depth, ply, pv, .. } = frame;
        pos.play(mv);
        let same = pos.side_to_move() == us;
        let new_depth = depth - 1 + self.extension(same, ply);
        if new_depth > 0 {
            self.table.prefetch(pos.hash());
        }
        let score = if i == 0 {
            self.child(pos, same, new_depth, alpha, beta, ply, pv)
        } else {
            let mut r = 0;
            if self.options.late_move_reductions
                && depth >= 3
                && i >= 3
                && quiet
                && !frame.forced
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
        score
    }

    /// Scores every move for ordering ([`Self::score_moves_for_order`]) and, deep enough,
    /// prefetches the children's table entries: their loads overlap when asked together.
    fn order_all(
        &self,
        pos: &G,
        moves: &[G::Move],
        order: &mut Vec<(i32, u16, bool)>,
        table_move: u16,
        ply: usize,
        depth: i32,
    ) {
        self.score_moves_for_order(pos, moves, order, table_move, ply, true);
        if depth >= 2 {
            for mv in moves {
                match pos.hash_after(mv) {
                    Some(h) => self.table.prefetch(h),
                    None => break,
                }
            }
        }
    }

    /// A quiet move caused a cutoff: it becomes a killer and gains history; the quiet moves
    /// tried before it lose some.
    fn reward_quiet(
        &mut self,
        pos: &G,
        moves: &[G::Move],
        tried: &[(i32, u16, bool)],
        depth: i32,
        ply: usize,
    ) {
        let us = pos.side_to_move();
        let bonus = depth * depth;
        let (&(_, cut, _), before) = tried.split_last().expect("the cutoff move was tried");
        let mv = &moves[cut as usize];
        let killers = &mut self.plies[ply].killers;
        if killers[0].as_ref() != Some(mv) {
            killers[1] = killers[0].take();
            killers[0] = Some(mv.clone());
        }
        self.history.update(History::slot(us, mv), bonus);
        for &(_, j, noisy) in before {
            if !noisy {
                self.history
                    .update(History::slot(us, &moves[j as usize]), -bonus);
            }
        }
    }

    /// Fills `order` with (ordering score, index) for each move.
    pub(super) fn score_moves_for_order(
        &self,
        pos: &G,
        moves: &[G::Move],
        order: &mut Vec<(i32, u16, bool)>,
        table_move: u16,
        ply: usize,
        use_killers: bool,
    ) {
        let us = pos.side_to_move();
        let killers = &self.plies[ply].killers;
        order.clear();
        // (hint, index, noisy) per move, in one call: work shared by the moves of a
        // position is done once (Fox and Geese), and in Sungka each needs the move's sowing.
        pos.order_infos(moves, order);
        for entry in order.iter_mut() {
            let (hint, i, noisy) = *entry;
            let i = i as usize;
            let mv = &moves[i];
            let score = if i == table_move as usize {
                TABLE_MOVE
            } else if noisy {
                NOISY + clamp_hint(hint)
            } else if use_killers && killers[0].as_ref() == Some(mv) {
                KILLER_1
            } else if use_killers && killers[1].as_ref() == Some(mv) {
                KILLER_2
            } else {
                self.history.get(History::slot(us, mv)) + clamp_hint(hint)
            };
            entry.0 = score;
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
        if let Some(s) = terminal_score(pos, ply, self.options.oracle_reach) {
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
        if forced || pos.may_move_noisy() {
            pos.legal_moves(&mut moves);
        }
        for (i, mv) in moves.iter().enumerate() {
            let (noisy, hint) = pos.order_info(mv);
            if forced || noisy {
                order.push((clamp_hint(hint), i as u16, noisy));
            }
        }
        if order.is_empty() && best == -INF {
            best = if moves.is_empty() { 0 } else { pos.evaluate() };
        }
        let us = pos.side_to_move();
        for i in 0..order.len() {
            pick_best(&mut order, i, |o| o.0);
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
/// The oracle counts only when its result is a win or loss within `reach` plies of this
/// position (a draw only when `reach` is unlimited): the weaker levels see the end of a
/// solved game as far as a player could, not the whole solution.
pub(super) fn terminal_score<G: Evaluate>(pos: &G, ply: usize, reach: u32) -> Option<Score> {
    match pos.outcome() {
        Outcome::Win { winner, .. } => {
            let s = WIN - ply as Score;
            Some(if winner == pos.side_to_move() { s } else { -s })
        }
        Outcome::Draw { .. } => Some(0),
        Outcome::Ongoing if reach == 0 => None,
        Outcome::Ongoing => pos.oracle().and_then(|s| {
            let within = match proven_distance(s) {
                Some(n) => n.unsigned_abs() <= reach,
                None => reach == u32::MAX,
            };
            // The oracle counts plies from this position; scores count from the root.
            within.then_some(if s >= WIN_THRESHOLD {
                s - ply as Score
            } else if s <= -WIN_THRESHOLD {
                s + ply as Score
            } else {
                s
            })
        }),
    }
}

/// The repetition filter's slot of a hash: a count per slot of the path's hashes there.
#[inline]
pub(super) fn path_slot(key: u64) -> usize {
    (key as usize) & (PATH_FILTER - 1)
}

/// What a node's move loop needs beyond its moves and window.
#[derive(Clone, Copy)]
struct NodeFrame {
    /// The node's depth, after the reduction of a node without a table move.
    depth: i32,
    ply: usize,
    pv: bool,
    /// A capture is compulsory: no move is reduced.
    forced: bool,
    table_move: u16,
    /// Near the horizon and hopeless: quiet moves after the first are skipped.
    futile: bool,
    /// Quiet moves from this place in the ordering on are skipped.
    late_quiet_limit: usize,
}
