//! Review against the games' exact knowledge: every exact value the review reports is the
//! solver's, every mark on two exact values follows the exact rules, and no forced move is
//! ever marked.

use std::time::Duration;

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::job::PlyReview;
use super::judge::{judge, move_accuracy, side_accuracy, Mark, Reason};
use super::learn::{exercises, is_candidate, judge_retry};
use super::*;
use crate::engine::position::{verdict_of, Exact, PositionEval, Source};
use crate::engine::{CancelToken, Evaluate, Verdict};
use crate::game::{Game, Side};
use crate::games::dama::{endgame, Dama, DamaConfig};
use crate::games::hare_hounds::HareHounds;
use crate::games::sungka::Sungka;

/// Exact values need no search: a small budget keeps the tests quick.
const TEST_SECONDS: f64 = 0.002;

fn rank(v: Verdict) -> u8 {
    match v {
        Verdict::Loss => 0,
        Verdict::Draw => 1,
        Verdict::Win => 2,
    }
}

/// Where a ply's mark breaks the exact rules, given the solver's values for the mover
/// before and after the move (`None`: agrees).
///
/// A result can only rise when the move ended the game by a rule the proof does not see
/// (a third repetition: the tables know no history), and then the move is not an error.
fn disagreement(
    p: &PlyReview,
    legal: usize,
    before: Verdict,
    after: Verdict,
    by_repetition: bool,
) -> Option<String> {
    let j = &p.judgement;
    if j.exact_before != Some(before) || j.exact_after != Some(after) {
        return Some(format!(
            "exact values {:?}/{:?}, solver {before:?}/{after:?}",
            j.exact_before, j.exact_after
        ));
    }
    let ok = if legal == 1 {
        j.mark == Mark::Forced
    } else if j.mark == Mark::Forced {
        false
    } else if rank(after) > rank(before) {
        by_repetition && matches!(j.mark, Mark::Best | Mark::Good)
    } else if before == Verdict::Loss {
        matches!(j.mark, Mark::Best | Mark::Good) && j.reason == Some(Reason::AlreadyLost)
    } else if rank(after) < rank(before) {
        j.mark == Mark::Blunder
            && j.reason
                == Some(if before == Verdict::Win {
                    Reason::LostProvenWin
                } else {
                    Reason::LostProvenDraw
                })
    } else {
        matches!(j.mark, Mark::Best | Mark::Good)
            || (j.mark == Mark::Inaccuracy && j.reason == Some(Reason::SlowerWin))
    };
    (!ok).then(|| format!("mark {:?} ({:?}) with {legal} moves", j.mark, j.reason))
}

pub(super) fn random_moves<G: Game>(
    start: &G,
    rng: &mut ChaCha8Rng,
    max: usize,
) -> (Vec<G>, Vec<String>) {
    let mut pos = start.clone();
    let mut positions = vec![pos.clone()];
    let mut notation = Vec::new();
    let mut moves = Vec::new();
    while notation.len() < max && !pos.outcome().is_over() {
        moves.clear();
        pos.legal_moves(&mut moves);
        let mv = moves.choose(rng).unwrap().clone();
        notation.push(pos.format_move(&mv));
        pos.play(&mv);
        positions.push(pos.clone());
    }
    (positions, notation)
}

pub(super) fn reviewed<G: Evaluate>(start: &G, moves: &[String], seconds: f64) -> GameReview {
    let mut job = ReviewJob::new(Box::new(start.clone()), moves, seconds).unwrap();
    job.run(&CancelToken::new(), |_, _| {});
    assert!(job.is_finished());
    job.review()
}

/// The mover's verdict of the position after a move, from the verdict of its side to move.
pub(super) fn for_mover<G: Game>(after: &G, mover: Side, verdict: Verdict) -> Verdict {
    if after.side_to_move() == mover {
        verdict
    } else {
        verdict.flipped()
    }
}

fn ended_by_repetition<G: Game>(pos: &G) -> bool {
    matches!(
        pos.outcome(),
        crate::game::Outcome::Draw {
            reason: crate::game::EndReason::Repetition
        }
    )
}

pub(super) fn legal_count<G: Game>(pos: &G) -> usize {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.len()
}

pub(super) fn hare_verdict(pos: &HareHounds, mover: Side) -> Verdict {
    if let Some(v) = verdict_of(pos.outcome(), mover) {
        return v;
    }
    let (v, _) = Verdict::of_score(pos.oracle().unwrap());
    for_mover(pos, mover, v)
}

#[test]
fn hare_and_hounds_marks_agree_with_the_solver_over_200_random_games() {
    let mut rng = ChaCha8Rng::seed_from_u64(23);
    let mut checked = 0;
    let mut blunders = 0;
    let mut forced = 0;
    let mut disagreements = Vec::new();
    for game in 0..200 {
        let first = if game % 2 == 0 { "hounds" } else { "hare" };
        let config =
            HareHounds::configure(None, &[("first".to_owned(), first.to_owned())]).unwrap();
        let start = HareHounds::new(&config);
        let (positions, moves) = random_moves(&start, &mut rng, 120);
        let review = reviewed(&start, &moves, TEST_SECONDS);
        assert_eq!(review.plies.len(), moves.len());
        for (k, p) in review.plies.iter().enumerate() {
            let mover = positions[k].side_to_move();
            assert_eq!(p.side, mover);
            let before = hare_verdict(&positions[k], mover);
            let after = hare_verdict(&positions[k + 1], mover);
            let legal = legal_count(&positions[k]);
            if let Some(why) = disagreement(
                p,
                legal,
                before,
                after,
                ended_by_repetition(&positions[k + 1]),
            ) {
                disagreements.push(format!("game {game} ply {}: {why}", p.ply));
            }
            checked += 1;
            blunders += usize::from(p.judgement.mark == Mark::Blunder);
            forced += usize::from(legal == 1);
        }
    }
    assert!(disagreements.is_empty(), "{disagreements:#?}");
    // Random play blunders often and meets forced moves: both rules were exercised.
    assert!(
        checked > 2000 && blunders > 100 && forced > 10,
        "{checked} {blunders} {forced}"
    );
}

/// A random Dama position with 2 to 4 pieces, both sides present, men off their crowning row.
pub(super) fn random_small_dama(rng: &mut ChaCha8Rng) -> Dama {
    loop {
        let count = rng.random_range(2..=4);
        let (mut white, mut black, mut kings) = (0u32, 0u32, 0u32);
        for i in 0..count {
            let square = rng.random_range(0..32);
            let bit = 1u32 << square;
            if (white | black) & bit != 0 {
                continue;
            }
            if i % 2 == 0 {
                white |= bit;
            } else {
                black |= bit;
            }
            if rng.random_bool(0.4) {
                kings |= bit;
            }
        }
        if white == 0 || black == 0 {
            continue;
        }
        let side = if rng.random_bool(0.5) {
            Side::One
        } else {
            Side::Two
        };
        if let Ok(pos) = Dama::from_sets(&DamaConfig::default(), white, black, kings, side) {
            if !pos.outcome().is_over() {
                return pos;
            }
        }
    }
}

pub(super) fn dama_verdict(pos: &Dama, mover: Side) -> Verdict {
    if let Some(v) = verdict_of(pos.outcome(), mover) {
        return v;
    }
    let v = match endgame::tables()
        .get(pos)
        .unwrap_or_else(|| panic!("{} {:?}", pos.write_setup(), pos.outcome()))
        .with_counter(pos.quiet_plies())
    {
        endgame::DbValue::Win(_) => Verdict::Win,
        endgame::DbValue::Loss(_) => Verdict::Loss,
        endgame::DbValue::Draw => Verdict::Draw,
    };
    for_mover(pos, mover, v)
}

#[test]
fn dama_marks_with_four_pieces_or_fewer_agree_with_the_tables() {
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let mut checked = 0;
    let mut blunders = 0;
    let mut disagreements = Vec::new();
    for game in 0..60 {
        let start = random_small_dama(&mut rng);
        let (positions, moves) = random_moves(&start, &mut rng, 24);
        let review = reviewed(&start, &moves, TEST_SECONDS);
        for (k, p) in review.plies.iter().enumerate() {
            let mover = positions[k].side_to_move();
            let before = dama_verdict(&positions[k], mover);
            let after = dama_verdict(&positions[k + 1], mover);
            if let Some(why) = disagreement(
                p,
                legal_count(&positions[k]),
                before,
                after,
                ended_by_repetition(&positions[k + 1]),
            ) {
                disagreements.push(format!(
                    "game {game} ({}) ply {}: {why}",
                    start.write_setup(),
                    p.ply
                ));
            }
            checked += 1;
            blunders += usize::from(p.judgement.mark == Mark::Blunder);
        }
    }
    assert!(disagreements.is_empty(), "{disagreements:#?}");
    assert!(checked > 500 && blunders > 20, "{checked} {blunders}");
}

#[test]
fn sungka_marks_agree_with_what_the_solver_proves() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let start = Sungka::new(&Default::default());
    let mut checked = 0;
    let mut disagreements = Vec::new();
    let cancel = CancelToken::new();
    for game in 0..30 {
        // Random play to an ending the solver can prove, then a review of the rest.
        let (line, _) = random_moves(&start, &mut rng, 400);
        let Some(from) = line.iter().find(|p| {
            p.house_total(Side::One) + p.house_total(Side::Two) <= 40 && !p.outcome().is_over()
        }) else {
            continue;
        };
        let (positions, moves) = random_moves(from, &mut rng, 40);
        let review = reviewed(from, &moves, 0.05);
        for (k, p) in review.plies.iter().enumerate() {
            let (Some(_), Some(_)) = (p.judgement.exact_before, p.judgement.exact_after) else {
                continue;
            };
            let mover = positions[k].side_to_move();
            let solved = |pos: &Sungka| {
                verdict_of(pos.outcome(), mover).or_else(|| {
                    let p = pos.proven(None, &cancel)?;
                    Some(for_mover(pos, mover, p.verdict))
                })
            };
            let (Some(before), Some(after)) = (solved(&positions[k]), solved(&positions[k + 1]))
            else {
                disagreements.push(format!("game {game} ply {}: solver gave up", p.ply));
                continue;
            };
            if let Some(why) = disagreement(
                p,
                legal_count(&positions[k]),
                before,
                after,
                ended_by_repetition(&positions[k + 1]),
            ) {
                disagreements.push(format!("game {game} ply {}: {why}", p.ply));
            }
            checked += 1;
        }
    }
    assert!(disagreements.is_empty(), "{disagreements:#?}");
    assert!(checked > 200, "{checked}");
}

/// Over random games of every game at a small budget: a move is marked forced exactly when
/// it was the only legal move, and the review has every ply.
#[test]
fn forced_moves_are_never_judged_in_any_game() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for entry in crate::games::GAMES {
        let start = (entry.start)(None, &[]).unwrap();
        let mut pos = start.clone_box();
        let mut moves = Vec::new();
        let mut legal = Vec::new();
        while moves.len() < 40 && !pos.outcome().is_over() {
            let list = pos.legal_moves();
            legal.push(list.len());
            let mv = list.choose(&mut rng).unwrap().clone();
            pos.play_notation(&mv).unwrap();
            moves.push(mv);
        }
        let mut job = ReviewJob::new(start, &moves, 0.005).unwrap();
        job.run(&CancelToken::new(), |_, _| {});
        let review = job.review();
        assert_eq!(review.plies.len(), moves.len(), "{}", entry.id);
        assert_eq!(review.graph.len(), moves.len() + 1);
        for (p, &n) in review.plies.iter().zip(&legal) {
            assert_eq!(
                p.judgement.mark == Mark::Forced,
                n == 1,
                "{} ply {}",
                entry.id,
                p.ply
            );
            assert!(p.judgement.loss >= 0.0 && p.judgement.loss <= 1.0);
            if p.judgement.mark == Mark::Forced {
                assert_eq!(p.judgement.loss, 0.0);
            }
        }
        for a in review.accuracy.iter().flatten() {
            assert!((0.0..=100.0).contains(a), "{}: {a}", entry.id);
        }
    }
}

fn estimate(side: Side, expected: f64, best: &str, legal: usize) -> PositionEval {
    PositionEval {
        side,
        legal,
        source: Source::Engine,
        exact: None,
        score: Some(0),
        expected,
        best: Some(best.to_owned()),
        line: vec![best.to_owned()],
        depth: 5,
    }
}

fn exact(side: Side, verdict: Verdict, plies: Option<u32>, best: &str) -> PositionEval {
    PositionEval {
        source: Source::Proven,
        exact: Some(Exact { verdict, plies }),
        score: None,
        expected: verdict.expected(),
        ..estimate(side, verdict.expected(), best, 3)
    }
}

#[test]
fn marks_follow_the_thresholds_and_the_exact_rules() {
    let cal = Sungka::CALIBRATION;
    let one = Side::One;
    let two = Side::Two;
    // Estimates: the loss is the drop in the mover's expected score; the other side moves
    // next, so its value is turned round.
    let cases = [
        (0.60, 0.42, Mark::Good),       // loss 0.02
        (0.60, 0.46, Mark::Inaccuracy), // 0.06
        (0.60, 0.51, Mark::Mistake),    // 0.11
        (0.60, 0.60, Mark::Blunder),    // 0.20
    ];
    for (before, after_for_two, mark) in cases {
        let j = judge(
            &cal,
            one,
            &estimate(one, before, "a", 3),
            &estimate(two, after_for_two, "b", 3),
            "c",
        );
        assert_eq!(j.mark, mark, "{before} {after_for_two}");
        assert!((j.loss - (before - (1.0 - after_for_two))).abs() < 1e-9);
    }
    // A free turn: the mover moves again, its value is not turned round.
    let j = judge(
        &cal,
        one,
        &estimate(one, 0.6, "a", 3),
        &estimate(one, 0.4, "b", 3),
        "c",
    );
    assert_eq!(j.mark, Mark::Blunder);
    assert!((j.loss - 0.2).abs() < 1e-9);
    // The best move loses nothing, whatever the next search says.
    let j = judge(
        &cal,
        one,
        &estimate(one, 0.6, "a", 3),
        &estimate(two, 0.55, "b", 3),
        "a",
    );
    assert_eq!((j.mark, j.loss), (Mark::Best, 0.0));
    // Already lost by the estimate: no error mark.
    let j = judge(
        &cal,
        one,
        &estimate(one, 0.05, "a", 3),
        &estimate(two, 1.0, "b", 3),
        "c",
    );
    assert_eq!((j.mark, j.reason), (Mark::Good, Some(Reason::AlreadyLost)));
    // The only move: forced, never judged.
    let j = judge(
        &cal,
        one,
        &estimate(one, 0.9, "a", 1),
        &estimate(two, 0.9, "b", 3),
        "c",
    );
    assert_eq!((j.mark, j.loss), (Mark::Forced, 0.0));
    // Exact values override: a win turned into a draw is a blunder, a slower win an
    // inaccuracy, a win kept at once good.
    let win = exact(one, Verdict::Win, Some(4), "a");
    let j = judge(&cal, one, &win, &exact(two, Verdict::Draw, None, "b"), "c");
    assert_eq!(
        (j.mark, j.reason),
        (Mark::Blunder, Some(Reason::LostProvenWin))
    );
    assert_eq!(
        (j.exact_before, j.exact_after),
        (Some(Verdict::Win), Some(Verdict::Draw))
    );
    let j = judge(
        &cal,
        one,
        &win,
        &exact(two, Verdict::Loss, Some(9), "b"),
        "c",
    );
    assert_eq!(
        (j.mark, j.reason),
        (Mark::Inaccuracy, Some(Reason::SlowerWin))
    );
    let j = judge(
        &cal,
        one,
        &win,
        &exact(two, Verdict::Loss, Some(4), "b"),
        "c",
    );
    assert_eq!((j.mark, j.loss), (Mark::Good, 0.0));
    let draw = exact(one, Verdict::Draw, None, "a");
    let j = judge(
        &cal,
        one,
        &draw,
        &exact(two, Verdict::Win, Some(3), "b"),
        "c",
    );
    assert_eq!(
        (j.mark, j.reason),
        (Mark::Blunder, Some(Reason::LostProvenDraw))
    );
    let lost = exact(one, Verdict::Loss, Some(5), "a");
    let j = judge(
        &cal,
        one,
        &lost,
        &exact(two, Verdict::Win, Some(2), "b"),
        "c",
    );
    assert_eq!((j.mark, j.reason), (Mark::Good, Some(Reason::AlreadyLost)));
}

#[test]
fn accuracy_is_100_without_loss_and_falls_with_it() {
    assert!((move_accuracy(0.0) - 100.0).abs() < 1e-3);
    assert!(move_accuracy(0.1) < move_accuracy(0.05));
    assert_eq!(move_accuracy(1.0), 0.0);
    assert_eq!(side_accuracy([]), None);
    let clean = side_accuracy([0.0, 0.0, 0.0]).unwrap();
    let one_blunder = side_accuracy([0.0, 0.0, 0.5]).unwrap();
    assert!((clean - 100.0).abs() < 1e-3);
    // The harmonic half makes one blunder cost more than a third of a plain average.
    let plain = (200.0 + move_accuracy(0.5)) / 3.0;
    assert!(one_blunder < plain, "{one_blunder} {plain}");
}

#[test]
fn the_job_reports_progress_refuses_stale_answers_and_stops_when_cancelled() {
    let start = HareHounds::new(&Default::default());
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let (_, moves) = random_moves(&start, &mut rng, 10);
    let mut job = ReviewJob::new(Box::new(start.clone()), &moves, TEST_SECONDS).unwrap();
    assert_eq!((job.done(), job.total()), (0, moves.len()));
    let cancelled = CancelToken::new();
    cancelled.cancel();
    assert!(!job.step(&cancelled));
    assert_eq!(job.eval(0), None);
    let task = job.next_task().unwrap();
    let eval = task.run(&CancelToken::new()).unwrap();
    assert!(!job.accept(task.index + 1, eval.clone()), "out of order");
    assert!(job.accept(task.index, eval.clone()));
    assert!(!job.accept(task.index, eval), "twice");
    assert!(job.step(&CancelToken::new()));
    assert_eq!(job.done(), 1);
    assert_eq!(job.review().plies.len(), 1);
    let mut seen = Vec::new();
    job.run(&CancelToken::new(), |done, total| seen.push((done, total)));
    assert_eq!(seen.last(), Some(&(moves.len(), moves.len())));
    assert!(job.is_finished() && job.next_task().is_none());

    let mut bad = moves.clone();
    bad.insert(1, "zz9".to_owned());
    assert!(ReviewJob::new(Box::new(start.clone()), &bad, TEST_SECONDS).is_err());
    assert!(ReviewJob::new(Box::new(start), &moves, 0.0).is_err());
}

#[test]
fn learning_offers_the_mistakes_and_judges_retries_by_the_solution() {
    let cal = HareHounds::CALIBRATION;
    let cancel = CancelToken::new();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut judged = 0;
    for _ in 0..40 {
        let start = HareHounds::new(&Default::default());
        let (positions, moves) = random_moves(&start, &mut rng, 60);
        let review = reviewed(&start, &moves, TEST_SECONDS);
        for side in Side::BOTH {
            let list = exercises(&review, &cal, side);
            let expected: Vec<usize> = review
                .plies
                .iter()
                .filter(|p| p.side == side && is_candidate(&cal, p))
                .map(|p| p.ply)
                .collect();
            assert_eq!(list.iter().map(|e| e.ply).collect::<Vec<_>>(), expected);
            for ex in list {
                let pos = &positions[ex.ply - 1];
                let budget = Duration::from_secs_f64(TEST_SECONDS);
                let r = judge_retry(&cal, pos, &ex, &ex.played, budget, &cancel).unwrap();
                assert!(!r.accepted, "the mistake itself");
                let best = ex.best.clone().unwrap();
                assert!(
                    judge_retry(&cal, pos, &ex, &best, budget, &cancel)
                        .unwrap()
                        .accepted
                );
                // Every other move: accepted exactly when it keeps the solver's value.
                for mv in crate::AnyGame::legal_moves(pos) {
                    let r = judge_retry(&cal, pos, &ex, &mv, budget, &cancel).unwrap();
                    let mut after = pos.clone();
                    crate::AnyGame::play_notation(&mut after, &mv).unwrap();
                    let keeps = hare_verdict(&after, ex.side) == ex.exact_before.unwrap();
                    assert_eq!(r.accepted, keeps && mv != ex.played, "{mv}");
                    judged += 1;
                }
                assert!(judge_retry(&cal, pos, &ex, "zz9", budget, &cancel).is_err());
            }
        }
    }
    assert!(judged > 50, "{judged}");
}

/// Prints one Normal-against-Normal game of at least 100 plies per game (several games
/// joined where one is shorter is not possible, so the longest of a few seeds), for timing
/// `fireside review` on it (MEASUREMENTS.md, "Game review"):
/// `cargo test -p fireside-core --lib review::tests::self_play_games -- --ignored --nocapture`.
#[test]
#[ignore = "prints games for a measurement"]
fn self_play_games_for_the_review_budget() {
    use crate::engine::Level;
    let cancel = CancelToken::new();
    for entry in crate::games::GAMES {
        let mut longest: Vec<String> = Vec::new();
        for seed in 0..12u64 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut pos = (entry.start)(None, &[]).unwrap();
            let mut moves = Vec::new();
            while !pos.outcome().is_over() && moves.len() < 100 {
                let mv = if moves.len() < 4 {
                    pos.legal_moves().choose(&mut rng).cloned()
                } else {
                    pos.search(Level::Normal, seed + moves.len() as u64, &cancel, 1.0)
                        .and_then(|r| r.best_move)
                };
                let Some(mv) = mv else { break };
                moves.push(pos.play_notation(&mv).unwrap());
            }
            if moves.len() > longest.len() {
                longest = moves;
            }
            if longest.len() >= 100 {
                break;
            }
        }
        println!("{}\t{}\t{}", entry.id, longest.len(), longest.join(" "));
    }
}
