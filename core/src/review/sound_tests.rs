//! The review's promises, each against knowledge the review does not share: the same marks
//! on every run (also under load), no error for a move that keeps a proven result (the
//! solved Hare and Hounds, the Dama tables, the Sungka solver, a deep search of Fox and
//! Geese), a piece given away for nothing is an error, and every error says why in every
//! language.

use std::sync::atomic::{AtomicBool, Ordering};

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::tests::{dama_verdict, for_mover, hare_verdict, random_moves, random_small_dama};
use super::*;
use crate::any_game::AnyGame;
use crate::engine::{CancelToken, Evaluate, Limits, Verdict};
use crate::game::{Game, Side};
use crate::games::fox_geese::FoxGeese;
use crate::games::hare_hounds::HareHounds;
use crate::games::sungka::Sungka;
use crate::games::{self, dama::Dama};
use crate::i18n::{Lang, Translator};

/// Small budgets: these run in CI. Work, not time, so the marks do not depend on it.
const QUICK: f64 = 0.01;
const PROVING: f64 = 0.05;

fn notation(moves: &str) -> Vec<String> {
    moves.split_whitespace().map(str::to_owned).collect()
}

fn review_of(start: Box<dyn AnyGame>, moves: &[String], seconds: f64) -> GameReview {
    let mut job = ReviewJob::new(start, moves, seconds).unwrap();
    job.run(&CancelToken::new(), |_, _| {});
    assert!(job.is_finished());
    job.review()
}

fn start_of(game: &str) -> Box<dyn AnyGame> {
    (games::find(game).unwrap().start)(None, &[]).unwrap()
}

/// A game of `plies` random moves of every game (seeded).
fn random_games(plies: usize) -> Vec<(&'static str, Vec<String>)> {
    let mut rng = ChaCha8Rng::seed_from_u64(33);
    games::GAMES
        .iter()
        .map(|entry| {
            let mut pos = start_of(entry.id);
            let mut moves = Vec::new();
            while moves.len() < plies && !pos.outcome().is_over() {
                let mv = pos.legal_moves().choose(&mut rng).unwrap().clone();
                moves.push(pos.play_notation(&mv).unwrap());
            }
            (entry.id, moves)
        })
        .collect()
}

/// Runs `work` on its own thread while two more threads burn the CPU (the machine has two
/// cores: the review competes for them).
fn under_load<T: Send>(work: impl FnOnce() -> T + Send) -> T {
    let stop = AtomicBool::new(false);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                let mut x = 1u64;
                while !stop.load(Ordering::Relaxed) {
                    x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                    std::hint::black_box(x);
                }
            });
        }
        let done = s.spawn(work).join();
        stop.store(true, Ordering::Relaxed);
        done.unwrap_or_else(|e| std::panic::resume_unwind(e))
    })
}

#[test]
fn two_reviews_of_a_game_are_identical_in_every_game_also_under_load() {
    let games = random_games(24);
    let first: Vec<GameReview> = games
        .iter()
        .map(|(id, moves)| review_of(start_of(id), moves, QUICK))
        .collect();
    // Again in the other order (whatever a game's solver kept from the review before is
    // not used), on another thread, with the CPU busy.
    let again: Vec<GameReview> = under_load(|| {
        let mut out: Vec<GameReview> = games
            .iter()
            .rev()
            .map(|(id, moves)| review_of(start_of(id), moves, QUICK))
            .collect();
        out.reverse();
        out
    });
    let mut errors = 0;
    for ((id, moves), (a, b)) in games.iter().zip(first.iter().zip(&again)) {
        assert_eq!(a.plies.len(), moves.len(), "{id}");
        for (p, q) in a.plies.iter().zip(&b.plies) {
            assert_eq!(p, q, "{id} ply {}", p.ply);
        }
        assert_eq!(a, b, "{id}");
        errors += a
            .plies
            .iter()
            .filter(|p| p.judgement.mark.is_error())
            .count();
    }
    // Random moves make errors: the marks compared are not all "good".
    assert!(errors > 10, "{errors}");
}

#[test]
fn a_dama_review_searches_with_the_endgame_tables_built() {
    // The search reads the tables only once they are built, and their build runs in the
    // background: a review that searched before it ended valued endings otherwise than the
    // same review after it (a 100-ply game's marks differed between two runs).
    let _ = review_of(start_of("dama-italiana"), &notation("22-18 10-14"), QUICK);
    assert!(crate::games::dama::endgame::ready().is_some());
}

/// The exact value of a position for a side, as a test's own oracle knows it.
type Oracle<'a, G> = &'a dyn Fn(&G, Side) -> Option<Verdict>;

/// A line from `start` where each side of `keepers` plays, at random, only moves that keep
/// its exact value, and the other side plays at random; it stops at `max` plies, at the
/// end, or where the oracle does not know a value.
fn keeping_line<G: Game>(
    start: &G,
    keepers: &[Side],
    value: Oracle<G>,
    rng: &mut ChaCha8Rng,
    max: usize,
) -> (Vec<G>, Vec<String>) {
    let mut pos = start.clone();
    let mut positions = vec![pos.clone()];
    let mut played = Vec::new();
    let mut moves = Vec::new();
    while played.len() < max && !pos.outcome().is_over() {
        moves.clear();
        pos.legal_moves(&mut moves);
        let mover = pos.side_to_move();
        let choice = if keepers.contains(&mover) {
            let Some(now) = value(&pos, mover) else { break };
            let keeping: Vec<G::Move> = moves
                .iter()
                .filter(|m| {
                    let mut child = pos.clone();
                    child.play(m);
                    value(&child, mover) == Some(now)
                })
                .cloned()
                .collect();
            keeping.choose(rng).cloned()
        } else {
            moves.choose(rng).cloned()
        };
        let Some(mv) = choice else { break };
        played.push(pos.format_move(&mv));
        pos.play(&mv);
        positions.push(pos.clone());
    }
    (positions, played)
}

/// What the check of kept results saw.
#[derive(Default, Debug)]
struct Kept {
    /// Moves that kept the mover's exact value.
    kept: usize,
    /// Of those, the moves that were not the review's best: the risk.
    kept_not_best: usize,
    /// Moves played in a position lost by force.
    in_lost: usize,
    failures: Vec<String>,
}

/// No move of `review` that keeps the mover's exact value (by the oracle), nor a move in a
/// position lost by force, is an inaccuracy, mistake or blunder; only a kept win that takes
/// far longer may read "inaccuracy: wins, but much more slowly".
fn check_kept<G: Game>(
    label: &str,
    review: &GameReview,
    positions: &[G],
    value: Oracle<G>,
    seen: &mut Kept,
) {
    for (k, p) in review.plies.iter().enumerate() {
        let mover = positions[k].side_to_move();
        assert_eq!(p.side, mover, "{label}");
        let (Some(before), Some(after)) =
            (value(&positions[k], mover), value(&positions[k + 1], mover))
        else {
            continue;
        };
        let j = &p.judgement;
        let slower = before == Verdict::Win
            && j.mark == Mark::Inaccuracy
            && j.reason == Some(Reason::SlowerWin);
        if before == Verdict::Loss {
            seen.in_lost += 1;
        } else if before == after {
            seen.kept += 1;
            seen.kept_not_best += usize::from(p.best.as_deref() != Some(p.notation.as_str()));
        } else {
            continue;
        }
        if j.mark.is_error() && !slower {
            seen.failures.push(format!(
                "{label} ply {} {}: {:?} {:?} for a {before:?} kept as {after:?} (review: {:?}/{:?})",
                p.ply, p.notation, j.mark, j.reason, j.exact_before, j.exact_after
            ));
        }
    }
}

#[test]
fn hare_and_hounds_moves_that_keep_the_solved_result_are_never_errors() {
    let mut rng = ChaCha8Rng::seed_from_u64(61);
    let value = |pos: &HareHounds, side: Side| Some(hare_verdict(pos, side));
    let mut seen = Kept::default();
    for game in 0..30 {
        let first = if game % 2 == 0 { "hounds" } else { "hare" };
        let config =
            HareHounds::configure(None, &[("first".to_owned(), first.to_owned())]).unwrap();
        let (prefix, _) = random_moves(&HareHounds::new(&config), &mut rng, 6);
        let from = prefix.last().unwrap().clone();
        let keepers: &[Side] = match game % 3 {
            0 => &[Side::One],
            1 => &[Side::Two],
            _ => &Side::BOTH,
        };
        let (positions, moves) = keeping_line(&from, keepers, &value, &mut rng, 40);
        let review = review_of(Box::new(from), &moves, QUICK);
        check_kept(
            &format!("game {game}"),
            &review,
            &positions,
            &value,
            &mut seen,
        );
    }
    assert!(seen.failures.is_empty(), "{:#?}", seen.failures);
    assert!(
        seen.kept > 250 && seen.kept_not_best > 30 && seen.in_lost > 30,
        "{seen:?}"
    );
}

#[test]
fn dama_moves_that_keep_the_table_result_are_never_errors() {
    let mut rng = ChaCha8Rng::seed_from_u64(62);
    let value = |pos: &Dama, side: Side| Some(dama_verdict(pos, side));
    let mut seen = Kept::default();
    for game in 0..30 {
        let from = random_small_dama(&mut rng);
        let keepers: &[Side] = if game % 2 == 0 {
            &[Game::side_to_move(&from)]
        } else {
            &Side::BOTH
        };
        let (positions, moves) = keeping_line(&from, keepers, &value, &mut rng, 20);
        let review = review_of(Box::new(from.clone()), &moves, QUICK);
        let label = format!("game {game} ({})", from.write_setup());
        check_kept(&label, &review, &positions, &value, &mut seen);
    }
    assert!(seen.failures.is_empty(), "{:#?}", seen.failures);
    assert!(seen.kept > 200 && seen.kept_not_best > 20, "{seen:?}");
}

#[test]
fn sungka_moves_that_keep_what_the_solver_proves_are_never_errors() {
    let mut rng = ChaCha8Rng::seed_from_u64(63);
    let cancel = CancelToken::new();
    let value = |pos: &Sungka, side: Side| {
        crate::engine::position::verdict_of(Game::outcome(pos), side).or_else(|| {
            let p = pos.proven(None, &cancel)?;
            Some(for_mover(pos, side, p.verdict))
        })
    };
    let start = Sungka::new(&Default::default());
    let mut seen = Kept::default();
    let mut game = 0;
    while game < 12 {
        let (line, _) = random_moves(&start, &mut rng, 400);
        let Some(from) = line.iter().find(|p| {
            p.house_total(Side::One) + p.house_total(Side::Two) <= 24
                && !Game::outcome(*p).is_over()
        }) else {
            continue;
        };
        let keepers = [Game::side_to_move(from)];
        let (positions, moves) = keeping_line(from, &keepers, &value, &mut rng, 30);
        let review = review_of(Box::new(from.clone()), &moves, PROVING);
        check_kept(
            &format!("game {game}"),
            &review,
            &positions,
            &value,
            &mut seen,
        );
        game += 1;
    }
    assert!(seen.failures.is_empty(), "{:#?}", seen.failures);
    assert!(seen.kept > 60, "{seen:?}");
}

/// Fox and Geese positions where the geese trap the fox by force in a few moves (found by
/// the search: the game has no tables).
const GEESE_WIN: [&str; 4] = [
    "fox c6; geese e5 a5 e7 b5 d7 d5 c5 d4 d6 e6 g5; to-move geese",
    "fox c6; geese g4 e5 e4 d6 b4 d7 c5 d5 d4 a4 e6; to-move geese",
    "fox c7; geese f5 d4 e5 c4 b4 e4 a5 d6 d5 e7 d7; to-move geese",
    "fox e7; geese f5 e5 a5 b5 e4 e6 c5 d4 d6 c6 a4; to-move geese",
];

/// A deep search's forced result for `side`, far beyond the review's budget.
fn searched_value(pos: &FoxGeese, side: Side) -> Option<Verdict> {
    if let Some(v) = crate::engine::position::verdict_of(Game::outcome(pos), side) {
        return Some(v);
    }
    let report = AnyGame::analyze(
        pos,
        &Limits::nodes(60_000),
        &CancelToken::new(),
        &mut |_| {},
    );
    let n = report.win_in?;
    let v = if n > 0 { Verdict::Win } else { Verdict::Loss };
    Some(for_mover(pos, side, v))
}

#[test]
fn fox_and_geese_moves_that_keep_a_forced_win_found_by_search_are_never_errors() {
    let mut rng = ChaCha8Rng::seed_from_u64(64);
    let entry = games::find("fox-geese").unwrap();
    let mut seen = Kept::default();
    for (i, text) in GEESE_WIN.iter().enumerate() {
        let any = (entry.from_setup)(None, &[], text).unwrap();
        let from = FoxGeese::setup(&FoxGeese::configure(None, &[]).unwrap(), text).unwrap();
        assert_eq!(any.setup_text(), from.setup_text());
        let geese = Game::side_to_move(&from);
        assert_eq!(searched_value(&from, geese), Some(Verdict::Win), "{text}");
        // The geese keep the win by any move that keeps it; the fox, lost, moves at random.
        let (positions, moves) = keeping_line(&from, &[geese], &searched_value, &mut rng, 12);
        let review = review_of(any, &moves, PROVING);
        // The review's own search finds the forced result of the start.
        assert_eq!(review.plies[0].judgement.exact_before, Some(Verdict::Win));
        check_kept(
            &format!("{i}: {text}"),
            &review,
            &positions,
            &searched_value,
            &mut seen,
        );
    }
    assert!(seen.failures.is_empty(), "{:#?}", seen.failures);
    assert!(seen.kept >= 10 && seen.in_lost >= 10, "{seen:?}");
}

/// The ply of `moves` (1-based) reviewed from the start of `game`.
fn judged(game: &str, moves: &str, ply: usize) -> PlyReview {
    let review = review_of(start_of(game), &notation(moves), PROVING);
    review.plies[ply - 1].clone()
}

#[test]
fn a_goose_given_away_for_nothing_is_an_error() {
    // The fox steps to c4; d3-d4 puts a goose before it with e4 empty: c4xe4.
    let p = judged("fox-geese", "d4-c4 d3-d4 c4xe4", 2);
    assert!(
        matches!(p.judgement.mark, Mark::Mistake | Mark::Blunder),
        "{p:?}"
    );
    assert_eq!(p.refutation.first().map(String::as_str), Some("c4xe4"));
    let why = p.why(Translator::new(Lang::En)).unwrap();
    assert!(why.starts_with("After d3-d4, c4xe4 wins a goose"), "{why}");
}

#[test]
fn a_dama_man_left_en_prise_is_an_error_and_an_exchange_is_not() {
    // 24-20 11-15 20x11 6x15 is an even exchange; then 23-20 leaves the man on 20 to 15x24.
    let moves = "24-20 11-15 20x11 6x15 23-20";
    let p = judged("dama-italiana", moves, 5);
    assert!(
        matches!(p.judgement.mark, Mark::Mistake | Mark::Blunder),
        "{p:?}"
    );
    assert_eq!(p.refutation.first().map(String::as_str), Some("15x24"));
    let why = p.why(Translator::new(Lang::En)).unwrap();
    assert!(why.starts_with("After 23-20, 15x24 wins a man"), "{why}");
    // The exchange gives nothing away: neither the offer nor the captures are floored to
    // errors by material.
    let review = review_of(start_of("dama-italiana"), &notation(moves), PROVING);
    for q in &review.plies[..4] {
        assert!(
            !matches!(q.judgement.mark, Mark::Mistake | Mark::Blunder),
            "{q:?}"
        );
    }
}

/// Message ids a missing translation would show instead of words.
const RAW_IDS: [&str; 5] = ["explain-", "review-", "end-reason", "role-", "learn-"];

/// Every error of `review` has a refutation and a why text in every language, naming the
/// move; returns how many errors it checked.
fn check_explained(label: &str, review: &GameReview) -> usize {
    let mut errors = 0;
    for p in review.plies.iter().filter(|p| p.judgement.mark.is_error()) {
        errors += 1;
        assert!(!p.refutation.is_empty(), "{label} ply {}: {p:?}", p.ply);
        for lang in Lang::ALL {
            let why = p.why(Translator::new(lang));
            let why = why.unwrap_or_else(|| panic!("{label} ply {} {lang:?}: no why", p.ply));
            assert!(
                !why.trim().is_empty()
                    && !why.contains(['{', '}'])
                    && !RAW_IDS.iter().any(|id| why.contains(id)),
                "{label} ply {} {lang:?}: {why}",
                p.ply
            );
            assert!(why.contains(&p.notation), "{label} {lang:?}: {why}");
            // Clauses joined as one sentence (the game's end among them): no doubled stop.
            assert!(!why.contains(".."), "{label} ply {} {lang:?}: {why}", p.ply);
        }
    }
    errors
}

#[test]
fn every_error_has_a_refutation_and_a_why_in_every_language() {
    let mut errors = 0;
    for (id, moves) in random_games(30) {
        errors += check_explained(id, &review_of(start_of(id), &moves, QUICK));
    }
    // Exact values too: random Hare and Hounds games and Dama endings.
    let mut rng = ChaCha8Rng::seed_from_u64(65);
    for game in 0..6 {
        let start = HareHounds::new(&Default::default());
        let (_, moves) = random_moves(&start, &mut rng, 30);
        let label = format!("hare-hounds {game}");
        errors += check_explained(&label, &review_of(Box::new(start), &moves, QUICK));
        let small = random_small_dama(&mut rng);
        let (_, moves) = random_moves(&small, &mut rng, 16);
        let label = format!("dama {}", small.write_setup());
        errors += check_explained(&label, &review_of(Box::new(small), &moves, QUICK));
    }
    assert!(errors > 40, "{errors}");
}

/// Self-play of `game`: `one` plays side one and `two` side two, after `opening` seeded
/// random plies, until the end or `max` plies.
fn level_game(
    game: &str,
    levels: [crate::engine::Level; 2],
    seed: u64,
    opening: usize,
    max: usize,
) -> Vec<String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let cancel = CancelToken::new();
    let mut pos = start_of(game);
    let mut moves = Vec::new();
    while !pos.outcome().is_over() && moves.len() < max {
        let level = levels[pos.side_to_move().index()];
        let mv = if moves.len() < opening {
            pos.legal_moves().choose(&mut rng).cloned()
        } else {
            pos.search(level, seed + moves.len() as u64, &cancel, 0.2)
                .and_then(|r| r.best_move)
        };
        let Some(mv) = mv else { break };
        moves.push(pos.play_notation(&mv).unwrap());
    }
    moves
}

/// The figures of MEASUREMENTS.md's "Review (issue 33)": the time of a 100-ply review at
/// the default budget in every game (twice: the two runs must be identical), and how often
/// each mark is given to Easy and to Expert in games between them. Prints, asserts only
/// that the runs agree:
/// `cargo test -p fireside-core --release --lib review::sound_tests::measure -- --ignored --nocapture`.
#[test]
#[ignore = "a measurement: prints the review's time and marks"]
fn measure_the_review_time_and_the_marks_per_level() {
    use crate::engine::Level;
    use std::time::Instant;
    for entry in games::GAMES {
        let moves = level_game(entry.id, [Level::Normal, Level::Normal], 1, 4, 100);
        let timed = || {
            let t = Instant::now();
            let review = review_of(start_of(entry.id), &moves, DEFAULT_SECONDS_PER_PLY);
            (t.elapsed().as_secs_f64(), review)
        };
        let (first, a) = timed();
        let (second, b) = timed();
        let exact = a
            .plies
            .iter()
            .filter(|p| p.judgement.exact_before.is_some())
            .count();
        println!(
            "time\t{}\t{} plies\t{first:.2} s\t{second:.2} s\texact before {exact}\tidentical {}",
            entry.id,
            moves.len(),
            a == b
        );
        assert_eq!(a, b, "{}", entry.id);
    }
    for entry in games::GAMES {
        // Counts per level: best, good, inaccuracy, mistake, blunder, forced; moves.
        let mut counts = [[0usize; 7]; 2];
        for (g, levels) in [[Level::Easy, Level::Expert], [Level::Expert, Level::Easy]]
            .into_iter()
            .enumerate()
        {
            let moves = level_game(entry.id, levels, 10 + g as u64, 2, 80);
            let review = review_of(start_of(entry.id), &moves, DEFAULT_SECONDS_PER_PLY);
            let again = review_of(start_of(entry.id), &moves, DEFAULT_SECONDS_PER_PLY);
            assert_eq!(review, again, "{}", entry.id);
            for p in &review.plies {
                let who = usize::from(levels[p.side.index()] == Level::Expert);
                let mark = Mark::ALL
                    .iter()
                    .position(|m| *m == p.judgement.mark)
                    .unwrap();
                counts[who][mark] += 1;
                counts[who][6] += 1;
            }
        }
        for (who, name) in ["easy", "expert"].iter().enumerate() {
            println!("marks\t{}\t{name}\t{:?}", entry.id, counts[who]);
        }
    }
}

/// Prints (never asserts) how long a 100-ply review takes to analyse, and to open again
/// from what is kept: the text as the store holds it parsed, checked against the
/// positions, and judged again (MEASUREMENTS.md).
#[test]
#[ignore]
fn measure_the_time_to_reopen_a_kept_review() {
    use crate::engine::Level;
    use std::time::Instant;
    for entry in games::GAMES {
        let moves = level_game(entry.id, [Level::Normal, Level::Normal], 1, 4, 100);
        let t = Instant::now();
        let mut job = ReviewJob::new(start_of(entry.id), &moves, DEFAULT_SECONDS_PER_PLY).unwrap();
        job.run(&CancelToken::new(), |_, _| {});
        let review = job.review();
        let analysed = t.elapsed().as_secs_f64();
        let text = serde_json::to_string_pretty(&job.kept().unwrap().to_value()).unwrap();
        let t = Instant::now();
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        let mut again =
            ReviewJob::new(start_of(entry.id), &moves, DEFAULT_SECONDS_PER_PLY).unwrap();
        again
            .restore(KeptReview::from_value(&value).unwrap())
            .unwrap();
        let reopened_review = again.review();
        let reopened = t.elapsed().as_secs_f64();
        println!(
            "reopen\t{}\t{} plies\tanalysed {analysed:.2} s\treopened {:.1} ms\tkept {} bytes\tidentical {}",
            entry.id,
            moves.len(),
            reopened * 1000.0,
            text.len(),
            reopened_review == review
        );
        assert_eq!(reopened_review, review, "{}", entry.id);
    }
}

/// The accuracy shown agrees with the marks in every game: a side with an error never
/// reads 100 (nor does its text, which rounds it), and reads at most the mean of its
/// marks' ceilings.
#[test]
fn the_accuracy_shown_agrees_with_the_marks() {
    use super::judge::{mark_ceiling, ACCURACY_WITH_ERRORS};
    let tr = Translator::new(Lang::En);
    let mut sides_with_errors = 0;
    for (game, moves) in random_games(60) {
        let review = review_of(start_of(game), &moves, QUICK);
        for side in Side::BOTH {
            let judged: Vec<&PlyReview> = review
                .plies
                .iter()
                .filter(|p| p.side == side && p.judgement.mark != Mark::Forced)
                .collect();
            let Some(acc) = review.accuracy[side.index()] else {
                assert!(judged.is_empty(), "{game}");
                continue;
            };
            let errors =
                [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder].map(|m| review.count(side, m));
            let text = tr.review_accuracy(crate::game::Role::PlayerOne, Some(acc), errors);
            if errors.iter().sum::<usize>() > 0 {
                sides_with_errors += 1;
                assert!(acc <= ACCURACY_WITH_ERRORS, "{game}: {acc} with {errors:?}");
                assert!(!text.contains("accuracy 100"), "{game}: {text}");
                // Each move counts at most its mark's ceiling, so the side reads at most
                // the mean of the ceilings.
                let ceilings = judged
                    .iter()
                    .map(|p| mark_ceiling(p.judgement.mark))
                    .sum::<f64>()
                    / judged.len() as f64;
                assert!(acc <= ceilings + 1e-9, "{game}: {acc} > {ceilings}");
            }
        }
    }
    assert!(sides_with_errors > 0, "the games have errors to check");
}
