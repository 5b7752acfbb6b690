//! The board in words, on demand: every piece where it stands (Sungka: every house and
//! store), the counters, whose turn, and the moves at hand.

use super::accessibility::{actionable_moves, what_stands};
use crate::app::model::{GameState, Model};
use crate::board::PieceKind;
use crate::games::{GameEntry, PointRole};
use crate::i18n::Translator;
use crate::session::{BoardDrawing, RenderModel, Status};
use crate::store::Verbosity;

/// "Fox on d4. 13 × goose: a3, b3, …. Geese taken: 0. Fox to move. 1 capture: d4xd6."
pub(in crate::app) fn board_summary(
    model: &Model,
    g: &GameState,
    entry: Option<&GameEntry>,
    shown: &RenderModel,
) -> String {
    let tr = model.tr;
    let board = &shown.board;
    let full = model.data.settings.verbosity == Verbosity::Full;
    let role_of = |i: u8| entry.map_or(PointRole::Point, |e| (e.words.point_role)(i));
    let is_sungka = (0..board.points.len() as u8).any(|i| role_of(i) != PointRole::Point)
        && board
            .pieces
            .iter()
            .all(|p| matches!(p.kind, PieceKind::Shells { .. }));
    let mut parts: Vec<String> = Vec::new();
    if is_sungka {
        // Every house and store, in point order (the houses' numbers say where they are).
        parts.extend(
            (0..board.points.len() as u8)
                .filter(|&i| full || matches!(role_of(i), PointRole::Store { .. }))
                .map(|i| what_stands(model, g, shown, i, role_of(i))),
        );
    } else {
        parts.extend(piece_groups(tr, board, full));
    }
    parts.extend(
        shown
            .counters
            .iter()
            .filter_map(|c| tr.counter(&c.key, c.value)),
    );
    parts.push(turn_text(tr, shown));
    let moves = actionable_moves(g);
    let captures: Vec<&str> = moves
        .iter()
        .filter(|m| !m.captures.is_empty())
        .map(|m| m.notation.as_str())
        .collect();
    if !captures.is_empty() {
        let count = captures.len() as i64;
        let listed = if full {
            captures.join(", ")
        } else {
            String::new()
        };
        parts.push(tr.tr(
            "a11y-summary-captures",
            &[("count", count.into()), ("moves", listed.into())],
        ));
    } else if !moves.is_empty() {
        parts.push(tr.tr(
            "a11y-summary-moves",
            &[("count", (moves.len() as i64).into())],
        ));
    }
    join(tr, parts)
}

/// Whose turn it is, in the words of the side (not "the computer is thinking").
fn turn_text(tr: Translator, shown: &RenderModel) -> String {
    match &shown.status {
        Status::ToMove { role, .. }
        | Status::ContinueChain { role, .. }
        | Status::ComputerToMove { role, .. } => tr.to_move(*role),
        Status::Over { .. } => tr.match_status(shown),
    }
}

/// One sentence per kind of piece: how many and, in full, where (in reading order).
fn piece_groups(tr: Translator, board: &BoardDrawing, full: bool) -> Vec<String> {
    let mut pieces: Vec<_> = board.pieces.iter().filter(|p| !p.taken).collect();
    pieces.sort_by(|a, b| {
        let at = |i: u8| {
            let p = &board.points[i as usize];
            (p.y, p.x)
        };
        at(a.point)
            .partial_cmp(&at(b.point))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let mut kinds: Vec<PieceKind> = Vec::new();
    for p in &pieces {
        if !kinds.contains(&p.kind) {
            kinds.push(p.kind);
        }
    }
    kinds
        .into_iter()
        .map(|kind| {
            let at: Vec<&str> = pieces
                .iter()
                .filter(|p| p.kind == kind)
                .map(|p| board.points[p.point as usize].name.as_str())
                .collect();
            let count = at.len() as i64;
            let key = if full {
                "a11y-summary-pieces"
            } else {
                "a11y-summary-count"
            };
            tr.tr(
                key,
                &[
                    ("count", count.into()),
                    ("piece", tr.piece_name(kind).into()),
                    ("points", at.join(", ").into()),
                ],
            )
        })
        .collect()
}

/// Sentences joined the way the language joins them.
pub(in crate::app) fn join(tr: Translator, parts: Vec<String>) -> String {
    parts
        .into_iter()
        .filter(|p| !p.is_empty())
        .reduce(|first, then| {
            // A part that ends a sentence itself (a Sungka story) gets no second stop.
            let first = first.trim_end_matches('.').to_owned();
            tr.tr(
                "a11y-then",
                &[("first", first.into()), ("then", then.into())],
            )
        })
        .unwrap_or_default()
}
