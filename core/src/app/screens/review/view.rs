//! The review screen's view: the board at the ply shown with the better move drawn, the
//! judged moves, the graph, the accuracy, the progress, and the exercise open.

use super::learn::exercises_of;
use crate::app::contract::{
    AccuracyView, BetterMoveView, ChartMark, ChartTick, LearnView, ReviewChart, ReviewLabels,
    ReviewMoveView, ReviewPart, ReviewProgress, ReviewView,
};
use crate::app::model::review::{LearnState, ReviewState};
use crate::app::model::{GameState, Model};
use crate::app::screens::board_panel::panel;
use crate::app::screens::joined;
use crate::app::screens::names::game_id;
use crate::game::Side;
use crate::i18n::{Text, Translator};
use crate::review::{GameReview, Mark};

/// The points of `notation` in the position of `g`.
fn path_of(g: &GameState, notation: &str) -> Vec<u8> {
    g.session
        .game()
        .move_infos()
        .into_iter()
        .find(|m| m.notation == notation)
        .map(|m| m.path)
        .unwrap_or_default()
}

fn better_view(tr: Translator, g: &GameState, notation: &str) -> BetterMoveView {
    BetterMoveView {
        notation: notation.to_owned(),
        path: path_of(g, notation),
        text: tr.review_better_spoken(notation),
    }
}

/// The better move in the position after `ply` moves, when the move played next was an
/// error.
fn better_at(review: &GameReview, ply: usize) -> Option<String> {
    let next = review.plies.get(ply)?;
    if !next.judgement.mark.is_error() {
        return None;
    }
    next.best.clone().filter(|b| *b != next.notation)
}

/// The refutation's first move in the position after `ply` moves, when the move that led
/// there was an error.
fn refutation_at(review: &GameReview, ply: usize) -> Option<String> {
    let played = review.plies.get(ply.checked_sub(1)?)?;
    if !played.judgement.mark.is_error() {
        return None;
    }
    played.refutation.first().cloned()
}

pub(in crate::app) fn build(model: &Model, r: &ReviewState) -> ReviewView {
    let tr = model.tr;
    let setup = r.board.session.setup();
    let review = r.job.review();
    let ply = r.board.session.move_list().len();
    let better = better_at(&review, ply).map(|b| better_view(tr, &r.board, &b));
    let why_text = ply
        .checked_sub(1)
        .and_then(|k| review.plies.get(k))
        .and_then(|p| p.why(tr));
    let refutation = refutation_at(&review, ply).map(|first| BetterMoveView {
        path: path_of(&r.board, &first),
        notation: first,
        text: why_text.clone().unwrap_or_default(),
    });
    let hint = better.as_ref().or(refutation.as_ref());
    let shown = panel(
        model,
        &r.board,
        false,
        hint.map_or(&[][..], |b| b.path.as_slice()),
    );
    let finished = r.job.is_finished();
    let can_learn = finished && !exercises_of(r).is_empty();
    let numbers = numbered(r);
    let learn_note = (finished && !can_learn).then(|| tr.text(Text::LearnNone));
    ReviewView {
        parts: parts(!finished, can_learn || learn_note.is_some()),
        game: setup.game.clone(),
        title: game_id(&setup.game)
            .map(|id| tr.game_name(id))
            .unwrap_or_default(),
        board: shown,
        ply: ply as u32,
        plies: r.moves.len() as u32,
        ply_text: match ply
            .checked_sub(1)
            .and_then(|k| Some((numbers.get(k)?, &r.moves[k])))
        {
            Some(((number, side), notation)) => {
                tr.review_at_move(*number, r.board.session.role(*side), notation)
            }
            None => tr.text(Text::ReviewStart),
        },
        moves: moves(tr, r, &review, &numbers, ply),
        better,
        why_text,
        refutation,
        graph: review.graph.clone(),
        chart: Some(chart(tr, r, &review, &numbers)),
        accuracy: Side::BOTH
            .iter()
            .map(|&side| accuracy(tr, r, &review, side))
            .collect(),
        progress: (!finished).then(|| ReviewProgress {
            done: review.done as u32,
            total: review.total as u32,
            text: tr.review_progress((review.done + 1).min(review.total), review.total),
        }),
        can_back: ply > 0,
        can_forward: ply < r.moves.len(),
        can_learn,
        learn_note,
        learn: r
            .learn
            .as_ref()
            .map(|l| learn(model, l, r.pending.is_some())),
        labels: ReviewLabels {
            first: tr.text(Text::ReviewFirst),
            back: tr.text(Text::ReviewPrevious),
            forward: tr.text(Text::ReviewNext),
            last: tr.text(Text::ReviewLast),
            learn: tr.text(Text::LearnTitle),
            close: tr.text(Text::Close),
        },
    }
}

/// The review screen's parts in the one order of every phone: the board first (what the
/// review is about), what it shows, the arrows under it, then the whole game's picture
/// (graph, accuracy), learning, and the move list, longest, last. The progress only while
/// the analysis runs, learning only once it is offered or refused.
fn parts(analysing: bool, learn: bool) -> Vec<ReviewPart> {
    use ReviewPart::*;
    [
        (Progress, analysing),
        (Board, true),
        (Explanation, true),
        (Navigation, true),
        (Chart, true),
        (Accuracy, true),
        (Learn, learn),
        (Moves, true),
    ]
    .into_iter()
    .filter_map(|(part, shown)| shown.then_some(part))
    .collect()
}

/// Each move's round number and side, numbered like the game's move list: a new number
/// when side one moves after side two (a free turn stays in its round).
fn numbered(r: &ReviewState) -> Vec<(u32, Side)> {
    let mut number = 0u32;
    let mut prev: Option<Side> = None;
    (0..r.moves.len())
        .map(|k| {
            let side = r.job.position(k).map_or(Side::One, |p| p.side_to_move());
            if prev.is_none() || (side == Side::One && prev == Some(Side::Two)) {
                number += 1;
            }
            prev = Some(side);
            (number, side)
        })
        .collect()
}

/// The most move numbers along the graph's x axis.
const MAX_TICKS: u32 = 8;

/// The graph's axes and its errors: the winning ends named by their side, a move number
/// every few rounds (1, 2, 5, 10, 20, … so at most [`MAX_TICKS`]), each error on the line.
fn chart(
    tr: Translator,
    r: &ReviewState,
    review: &GameReview,
    numbers: &[(u32, Side)],
) -> ReviewChart {
    let wins = |side: Side| tr.review_graph_wins(r.board.session.role(side));
    let rounds = numbers.last().map_or(0, |n| n.0);
    let step = [1, 2, 5, 10, 20, 50, 100, 200, 500]
        .into_iter()
        .find(|s| rounds.div_ceil(*s) <= MAX_TICKS)
        .unwrap_or(1000);
    let mut ticks: Vec<ChartTick> = Vec::new();
    for (k, &(number, _)) in numbers.iter().enumerate() {
        let first_of_round = k == 0 || numbers[k - 1].0 != number;
        if first_of_round && (number == 1 || number % step == 0) {
            ticks.push(ChartTick {
                ply: (k + 1) as u32,
                text: tr.number(i64::from(number)),
            });
        }
    }
    let marks = review
        .plies
        .iter()
        .filter(|p| p.judgement.mark.is_error())
        .filter_map(|p| {
            Some(ChartMark {
                ply: p.ply as u32,
                mark: p.judgement.mark,
                value: *review.graph.get(p.ply)?,
            })
        })
        .collect();
    ReviewChart {
        top_label: wins(Side::One),
        bottom_label: wins(Side::Two),
        ticks,
        marks,
    }
}

/// The move list with each move's mark once judged, numbered by rounds like the game's.
fn moves(
    tr: Translator,
    r: &ReviewState,
    review: &GameReview,
    numbers: &[(u32, Side)],
    ply: usize,
) -> Vec<ReviewMoveView> {
    r.moves
        .iter()
        .enumerate()
        .map(|(k, notation)| {
            let (number, side) = numbers[k];
            let role = r.board.session.role(side);
            let judged = review.plies.get(k);
            let mark = judged.map(|p| p.judgement.mark);
            let mark_text = judged.map(|p| match p.judgement.reason {
                Some(reason) if p.judgement.mark.is_error() => {
                    format!(
                        "{}: {}",
                        tr.review_mark(p.judgement.mark),
                        tr.review_reason(reason)
                    )
                }
                _ => tr.review_mark(p.judgement.mark),
            });
            let best_text = judged
                .filter(|p| p.judgement.mark.is_error())
                .and_then(|p| p.best.as_deref())
                .map(|b| tr.review_best_was(b));
            let spoken = match mark {
                Some(m) => tr.review_move_spoken(number as usize, role, notation, m),
                None => tr.review_at_move(number, role, notation),
            };
            let number_text = format!("{}.", tr.number(i64::from(number)));
            let line = joined::line([
                format!("{number_text} {notation}"),
                mark_text.clone().unwrap_or_default(),
                best_text.clone().unwrap_or_default(),
            ]);
            ReviewMoveView {
                ply: (k + 1) as u32,
                number_text,
                side,
                role,
                notation: notation.clone(),
                mark,
                mark_text,
                best_text,
                why_text: judged.and_then(|p| p.why(tr)),
                refutation: judged.map(|p| p.refutation.clone()).unwrap_or_default(),
                line,
                spoken,
                current: k + 1 == ply,
            }
        })
        .collect()
}

fn accuracy(tr: Translator, r: &ReviewState, review: &GameReview, side: Side) -> AccuracyView {
    let role = r.board.session.role(side);
    let acc = review.accuracy[side.index()];
    let counts = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder].map(|m| review.count(side, m));
    AccuracyView {
        side,
        role,
        accuracy: acc,
        inaccuracies: counts[0] as u32,
        mistakes: counts[1] as u32,
        blunders: counts[2] as u32,
        text: tr.review_accuracy(role, acc, counts),
    }
}

fn learn(model: &Model, l: &LearnState, judging: bool) -> LearnView {
    let tr = model.tr;
    let total = l.exercises.len();
    let current = l.exercises.get(l.index);
    let solution = current
        .filter(|_| l.shown)
        .and_then(|e| e.best.as_deref())
        .map(|b| better_view(tr, &l.board, b));
    let shown = panel(
        model,
        &l.board,
        true,
        solution.as_ref().map_or(&[][..], |s| s.path.as_slice()),
    );
    let settled = l.shown || l.solved_this;
    let finished = current.is_none();
    LearnView {
        title: tr.text(Text::LearnTitle),
        board: shown,
        index: l.index as u32,
        total: total as u32,
        solved: l.solved as u32,
        progress_text: tr.learn_progress(l.solved, total),
        prompt: current
            .map(|e| tr.learn_prompt(l.board.session.role(e.side)))
            .unwrap_or_default(),
        feedback: l.feedback.clone(),
        feedback_tone: l.feedback_tone,
        solution,
        judging,
        settled,
        finished,
        shows_exercise: !finished,
        can_show_solution: !finished && !settled && !judging,
        can_skip: !finished && !judging,
        can_try: !finished && !settled && !judging,
        show_solution_label: tr.text(Text::LearnShowSolution),
        skip_label: if settled {
            tr.text(Text::LearnNext)
        } else {
            tr.text(Text::LearnSkip)
        },
        close_label: tr.text(Text::Close),
    }
}
