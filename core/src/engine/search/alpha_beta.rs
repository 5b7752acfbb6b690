//! The recursive part of the search: the alpha-beta node, quiescence, and move ordering.

use crate::engine::ordering::{clamp_hint, History, KILLER_1, KILLER_2, NOISY, TABLE_MOVE};
use std::time::Instant;

use crate::engine::table::{Bound, NO_MOVE};
use crate::engine::{proven_distance, Evaluate, Score, WIN, WIN_THRESHOLD};
use crate::game::Outcome;

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
        // not when a capture is compulsory. Deeper than reverse futility reaches it serves
        // only null moves, so it is computed there only for games that may pass.
        let static_eval = (!pv
            && !forced
            && beta.abs() < WIN_THRESHOLD
            && (depth <= 4 || (G::NULL_MOVES && self.options.null_move)))
            .then(|| pos.evaluate());

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
        // The table's move is tried before the others are scored: it cuts off in most
        // nodes that have one, and then ordering the rest (a quarter of Fox and Geese's
        // time) and prefetching their children was wasted. The rest are then ordered as if
        // scored at first, by the history as the table move's search left it.
        let mut scored = (table_move as usize) >= moves.len();
        if scored {
            self.order_all(pos, &moves, &mut order, table_move, ply, depth);
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
                self.order_all(pos, &moves, &mut order, table_move, ply, depth);
                order.swap(0, table_move as usize);
                scored = true;
                if next == order.len() {
                    break;
                }
            }
            let i = next;
            next += 1;
            pick_best(&mut order, i);
            let (order_score, index, noisy) = order[i];
            let mv = &moves[index as usize];
            let killer = (KILLER_2..NOISY).contains(&order_score);
            if i > 0
                && !noisy
                && !killer
                && order_score < TABLE_MOVE
                && best > -WIN_THRESHOLD
                && (futile || i >= late_quiet_limit)
            {
                // Every move after this one is a quiet non-killer too (the ordering bands
                // put them last) and would be skipped the same way: stop here rather than
                // select each of them (a tenth of Fox and Geese's time before).
                break;
            }
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

/// The repetition filter's slot of a hash: a count per slot of the path's hashes there.
#[inline]
pub(super) fn path_slot(key: u64) -> usize {
    (key as usize) & (PATH_FILTER - 1)
}

/// Selection sort step: brings the best remaining move to `i` (cutoffs usually come early,
/// so sorting everything would be wasted).
#[inline]
fn pick_best(order: &mut [(i32, u16, bool)], i: usize) {
    let mut best = i;
    for j in i + 1..order.len() {
        if order[j].0 > order[best].0 {
            best = j;
        }
    }
    order.swap(i, best);
}
