//! The engine on the four real games: every level plays legal moves, wins are found and
//! verified independently, tiny budgets and cancels still give legal moves, and the
//! Hare and Hounds proof: the Expert hounds never lose, and the Expert hare punishes every
//! losing hound move. No timed assertions: the searches stop on depth, nodes or their own
//! early stop.

use std::collections::HashSet;
use std::time::Duration;

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::game::{Game, Outcome, Side};
use crate::games::dama::Dama;
use crate::games::fox_geese::FoxGeese;
use crate::games::hare_hounds::{HareHounds, Value};
use crate::games::sungka::Sungka;

fn legal<G: Game>(pos: &G, mv: &G::Move) -> bool {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.contains(mv)
}

/// Positions along seeded random playouts from the start (every one with moves).
fn samples<G: Game>(count: usize, seed: u64) -> Vec<G> {
    let start = G::new(&G::Config::default());
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = vec![start.clone()];
    let mut moves = Vec::new();
    while out.len() < count {
        let mut pos = start.clone();
        // Playouts of various lengths, stopped one ply before the end.
        let plies = out.len() * 7 % 60;
        for _ in 0..plies {
            moves.clear();
            pos.legal_moves(&mut moves);
            let Some(mv) = moves.choose(&mut rng) else {
                break;
            };
            pos.play(mv);
            if pos.outcome().is_over() {
                pos.undo();
                break;
            }
        }
        out.push(pos);
    }
    out
}

fn every_level_is_legal<G: Evaluate>() {
    for (i, pos) in samples::<G>(5, 3).iter().enumerate() {
        for level in Level::ALL {
            let r = choose_move(pos, level, i as u64, &CancelToken::new(), 0.01);
            let mv = r.best_move.expect("an ongoing game has a move");
            assert!(legal(pos, &mv), "{} {level:?} {mv:?}", G::ID);
        }
    }
}

#[test]
fn every_level_plays_legal_moves_in_every_game() {
    every_level_is_legal::<FoxGeese>();
    every_level_is_legal::<HareHounds>();
    every_level_is_legal::<Sungka>();
    every_level_is_legal::<Dama>();
}

/// Whether `mv` wins for the side to move within `plies`: checked by plain alpha-beta
/// (equal to minimax, see the toy tests) from the position after it.
fn wins_within<G: Evaluate>(pos: &G, mv: &G::Move, plies: i32) -> bool {
    let us = pos.side_to_move();
    let mut after = pos.clone();
    after.play(mv);
    if let Outcome::Win { winner, .. } = after.outcome() {
        return winner == us;
    }
    if after.outcome().is_over() || plies <= 1 {
        return false;
    }
    let r = Searcher::<G>::new(1 << 20)
        .with_options(SearchOptions::plain())
        .search(
            &after,
            &Limits::depth(plies as u32 - 1),
            &CancelToken::new(),
        );
    match r.win_in() {
        // Same mover again (a free turn): its own win; otherwise the opponent's loss.
        Some(n) if after.side_to_move() == us => n > 0 && n < plies,
        Some(n) => n < 0 && -n < plies,
        None => false,
    }
}

/// Normal (when the win is within its four plies) and Expert find the win in `plies`
/// from the setup, and the move they choose really wins.
fn finds_win<G: Evaluate>(setup: &str, plies: i32) {
    let pos = G::read_setup(&G::Config::default(), setup).expect("a valid setup");
    assert_eq!(pos.outcome(), Outcome::Ongoing, "{setup}");
    let levels: &[Level] = if plies <= 4 {
        &[Level::Normal, Level::Expert]
    } else {
        &[Level::Expert]
    };
    for &level in levels {
        for seed in 0..3 {
            // A generous budget: the searches end on depth (Normal) or on the proven win
            // (Expert's early stop), not on time.
            let r = choose_move(&pos, level, seed, &CancelToken::new(), 20.0);
            let mv = r.best_move.clone().expect("a move");
            assert!(
                wins_within(&pos, &mv, plies),
                "{} {level:?} chose {} in {setup}",
                G::ID,
                pos.format_move(&mv)
            );
            assert_eq!(r.win_in(), Some(plies), "{} {level:?} {setup}", G::ID);
            if level == Level::Expert {
                // It stopped once the win was proven instead of using its budget.
                assert!(r.depth <= plies as u32 + 4, "depth {}", r.depth);
            }
        }
    }
}

#[test]
fn wins_in_one_and_forced_wins_are_found() {
    // The fox takes its seventh goose.
    finds_win::<FoxGeese>(
        "fox e3; geese e1 d2 b4 g4 a5 c5 e6; to-move fox; no-progress 2",
        1,
    );
    finds_win::<FoxGeese>(
        "fox f3; geese e2 a5 b5 c5 f5 g5 e7; to-move fox; no-progress 0",
        3,
    );
    finds_win::<FoxGeese>(
        "fox g3; geese d2 e2 a5 b5 c5 g5 e6; to-move fox; no-progress 0",
        5,
    );
    // The hounds trap the hare; the hare slips past.
    finds_win::<HareHounds>("hounds b3 b4 c4; hare b5; to-move hounds; stall 0", 1);
    finds_win::<HareHounds>("hounds a2 c2 a3; hare b3; to-move hare; stall 0", 3);
    finds_win::<HareHounds>("hounds a2 a3 c3; hare c4; to-move hare; stall 0", 5);
    // Sungka: emptying the opponent's row, and a short race.
    finds_win::<Sungka>("0 0 0 1 1 0 1 52 / 0 0 0 0 0 0 0 43 / 1", 1);
    finds_win::<Sungka>("0 0 0 1 1 1 0 56 / 0 0 0 1 0 0 0 38 / 1", 3);
    finds_win::<Sungka>("4 0 1 1 0 1 3 38 / 0 2 0 0 1 0 1 46 / 1", 5);
    // Dama: the last black piece blocked or taken.
    finds_win::<Dama>("W:WK6,8,14,17,20,28,32:B16", 1);
    finds_win::<Dama>("W:W9,K16,20,24,28,29,32:B11", 3);
}

/// A win in 5 inside Dama's endgame tables, which count 2 plies to the conversion: the
/// search plays a win and calls it proven but gives no count (its tables count to the
/// conversion), and the exact value (`Evaluate::proven`, searched to the end) counts 5.
#[test]
fn a_win_in_the_tables_is_counted_to_the_end() {
    crate::games::dama::endgame::tables();
    let setup = "W:WK6,K11,24:BK23";
    let pos = Dama::read_setup(&Default::default(), setup).expect("a valid setup");
    for level in [Level::Normal, Level::Expert] {
        let r = choose_move(&pos, level, 0, &CancelToken::new(), 20.0);
        let mv = r.best_move.expect("a move");
        // It keeps the win (by the tables' count: the quickest conversion, not the end).
        let mut after = pos.clone();
        after.play(&mv);
        let kept = after
            .proven(None, &CancelToken::new())
            .expect("in the tables");
        assert_eq!(
            kept.verdict,
            Verdict::Loss,
            "{level:?} chose {}",
            pos.format_move(&mv)
        );
        assert_eq!(
            r.win_in(),
            None,
            "{level:?}: a conversion count is not the end"
        );
        assert!(proven_distance(r.score).is_some_and(|n| n > 0), "{level:?}");
    }
    let proven = pos
        .proven(None, &CancelToken::new())
        .expect("in the tables");
    assert_eq!((proven.verdict, proven.plies), (Verdict::Win, Some(5)));
    // Its move leaves the loser 4 plies (the end checked against a plain minimax in
    // `games/dama/endgame_tests.rs`).
    let mut after = pos.clone();
    after.play(&proven.best.expect("a move"));
    let left = after
        .proven(None, &CancelToken::new())
        .expect("in the tables");
    assert_eq!((left.verdict, left.plies), (Verdict::Loss, Some(4)));
}

fn tiny_budgets_give_legal_moves<G: Evaluate>() {
    for pos in samples::<G>(3, 9) {
        let r = Searcher::<G>::default().search(
            &pos,
            &Limits::time(Duration::from_millis(1)),
            &CancelToken::new(),
        );
        assert!(legal(&pos, r.best_move.as_ref().expect("a move")));
        for level in Level::ALL {
            // Expert's second scaled to a millisecond, the others to less.
            let r = choose_move(&pos, level, 1, &CancelToken::new(), 0.001);
            assert!(
                legal(&pos, r.best_move.as_ref().expect("a move")),
                "{level:?}"
            );
        }
    }
}

#[test]
fn a_one_millisecond_budget_gives_a_legal_move() {
    tiny_budgets_give_legal_moves::<FoxGeese>();
    tiny_budgets_give_legal_moves::<HareHounds>();
    tiny_budgets_give_legal_moves::<Sungka>();
    tiny_budgets_give_legal_moves::<Dama>();
}

fn cancel_stops<G: Evaluate>() {
    let pos = samples::<G>(2, 4).pop().unwrap();
    let cancel = CancelToken::new();
    let r = std::thread::scope(|s| {
        let c = cancel.clone();
        s.spawn(move || {
            std::thread::sleep(Duration::from_millis(20));
            c.cancel();
        });
        // No limit at all: only the cancel ends it (or the depth cap, far away).
        Searcher::<G>::new(1 << 20).search(&pos, &Limits::default(), &cancel)
    });
    assert!(cancel.is_cancelled());
    assert!(legal(&pos, r.best_move.as_ref().expect("a move")));
    assert!(r.depth < MAX_DEPTH);
}

#[test]
fn a_cancel_stops_a_search_in_every_game() {
    cancel_stops::<FoxGeese>();
    cancel_stops::<Sungka>();
    cancel_stops::<Dama>();
    // Hare and Hounds is read from its solution: even unlimited, Expert stops at once.
    let start = HareHounds::new(&Default::default());
    let r = choose_move(&start, Level::Expert, 0, &CancelToken::new(), 1000.0);
    assert_eq!(r.depth, 1);
    assert_eq!(start.value(), Value::Win(r.win_in().unwrap() as u16));
}

#[test]
fn dama_captures_are_compulsory_for_the_search_too() {
    // White to move must take 10x3; the fast check agrees with move generation.
    for fen in [
        "W:W10,29:B6",
        "B:W10,29:B6",
        "W:W21,22:B1,2",
        "W:WK18:BK14",
        "W:W18:BK14",
    ] {
        let pos = Dama::from_fen(&Default::default(), fen).unwrap();
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let captures = moves.iter().any(|m| pos.is_noisy(m));
        assert_eq!(pos.must_move_noisy(), captures, "{fen}");
    }
    for pos in samples::<Dama>(40, 2) {
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        assert_eq!(pos.must_move_noisy(), moves.iter().any(|m| pos.is_noisy(m)));
    }
}

/// The hounds to move, played by Expert; every hare reply is tried. The hounds must win
/// every line.
fn hounds_never_lose(
    pos: &mut HareHounds,
    hounds: &mut ComputerPlayer<HareHounds>,
    seen: &mut HashSet<u64>,
) {
    if !seen.insert(pos.hash()) {
        return;
    }
    match pos.outcome() {
        Outcome::Win { winner, .. } => {
            assert_eq!(winner, Side::One, "the hare won: {}", pos.setup_text());
            return;
        }
        Outcome::Draw { .. } => panic!("a draw: {}", pos.setup_text()),
        Outcome::Ongoing => {}
    }
    let mv = hounds
        .choose(pos, &CancelToken::new())
        .best_move
        .expect("a move");
    pos.play(&mv);
    if let Outcome::Win { winner, .. } = pos.outcome() {
        assert_eq!(winner, Side::One, "the hare won: {}", pos.setup_text());
    } else {
        let mut replies = Vec::new();
        pos.legal_moves(&mut replies);
        for reply in replies {
            pos.play(&reply);
            hounds_never_lose(pos, hounds, seen);
            pos.undo();
        }
    }
    pos.undo();
}

/// The hare to move, played by Expert, in a position the solution says it wins; every
/// hound reply is tried. The hare must win every line.
fn hare_converts(
    pos: &mut HareHounds,
    hare: &mut ComputerPlayer<HareHounds>,
    seen: &mut HashSet<u64>,
) {
    if !seen.insert(pos.hash()) {
        return;
    }
    if let Outcome::Win { winner, .. } = pos.outcome() {
        assert_eq!(winner, Side::Two, "the hounds won: {}", pos.setup_text());
        return;
    }
    let mv = hare
        .choose(pos, &CancelToken::new())
        .best_move
        .expect("a move");
    pos.play(&mv);
    match pos.outcome() {
        Outcome::Win { winner, .. } => {
            assert_eq!(winner, Side::Two, "the hounds won: {}", pos.setup_text())
        }
        Outcome::Draw { .. } => panic!("a draw: {}", pos.setup_text()),
        Outcome::Ongoing => {
            let mut replies = Vec::new();
            pos.legal_moves(&mut replies);
            for reply in replies {
                pos.play(&reply);
                hare_converts(pos, hare, seen);
                pos.undo();
            }
        }
    }
    pos.undo();
}

#[test]
fn hare_and_hounds_expert_never_loses_the_hounds_and_punishes_every_error() {
    let start = HareHounds::new(&Default::default());
    assert!(matches!(start.value(), Value::Win(_)), "the hounds win");
    let mut hounds = ComputerPlayer::new(Level::Expert, 0, 1.0);
    let mut seen = HashSet::new();
    hounds_never_lose(&mut start.clone(), &mut hounds, &mut seen);
    assert!(seen.len() > 20, "every hare reply walked: {}", seen.len());

    // Every position reachable from the start with the hounds to move and winning, and
    // every hound move there that hands the hare the win.
    let mut reachable = HashSet::new();
    let mut stack = vec![start];
    let mut errors = Vec::new();
    while let Some(pos) = stack.pop() {
        if !reachable.insert(pos.hash()) || pos.outcome().is_over() {
            continue;
        }
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let hounds_winning =
            pos.side_to_move() == Side::One && matches!(pos.value(), Value::Win(_));
        for mv in moves {
            let mut next = pos.clone();
            next.play(&mv);
            if hounds_winning && !next.outcome().is_over() && matches!(next.value(), Value::Win(_))
            {
                errors.push(next.clone());
            }
            stack.push(next);
        }
    }
    assert!(errors.len() > 100, "hound errors found: {}", errors.len());
    let mut hare = ComputerPlayer::new(Level::Expert, 0, 1.0);
    let mut seen = HashSet::new();
    for mut pos in errors {
        hare_converts(&mut pos, &mut hare, &mut seen);
    }
}

/// Every legal move of positions along random games (each preset): the hash announced
/// before the move is the hash after it.
fn hash_after_agrees<G: Evaluate>(config: &G::Config, seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pos = G::new(config);
    let mut moves = Vec::new();
    let mut checked = 0;
    for _ in 0..300 {
        moves.clear();
        pos.legal_moves(&mut moves);
        for mv in &moves {
            let announced = pos.hash_after(mv).expect("the game announces hashes");
            pos.play(mv);
            assert_eq!(announced, pos.hash(), "{}", G::ID);
            pos.undo();
            checked += 1;
        }
        let Some(mv) = moves.choose(&mut rng) else {
            break;
        };
        pos.play(mv);
    }
    assert!(checked > 100, "{} checked only {checked} moves", G::ID);
}

#[test]
fn hash_after_a_move_is_the_hash_of_the_position_after_it() {
    for seed in 0..4 {
        for name in Dama::preset_names() {
            hash_after_agrees::<Dama>(&Dama::preset(name).unwrap(), seed);
        }
        for name in FoxGeese::preset_names() {
            hash_after_agrees::<FoxGeese>(&FoxGeese::preset(name).unwrap(), seed);
        }
    }
}
