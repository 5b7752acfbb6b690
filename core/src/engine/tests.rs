//! The engine on the toy games: correctness against brute force, limits, determinism,
//! levels, and the drivers. No timed assertions beyond generous sanity bounds.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::computer::pick_weak;
use super::table::{Bound, Table};
use super::*;
use crate::game::{Game, Outcome, Side};
use crate::testkit::toys::{
    Corridor, CorridorConfig, Nim, NimConfig, Script, ScriptNode, Tree, TreeConfig, Ttt, TttConfig,
};

/// Minimax without pruning, from side one's point of view, win distances counted from
/// `pos`: the reference the engine must agree with. Free turns need no special case here:
/// each node simply maximizes or minimizes by whoever is to move.
fn solve<G: Evaluate>(pos: &mut G, depth: u32, memo: &mut HashMap<(u64, u32), Score>) -> Score {
    match pos.outcome() {
        Outcome::Win { winner, .. } => return if winner == Side::One { WIN } else { -WIN },
        Outcome::Draw { .. } => return 0,
        Outcome::Ongoing => {}
    }
    let one = pos.side_to_move() == Side::One;
    if depth == 0 {
        let e = pos.evaluate();
        return if one { e } else { -e };
    }
    // The corridor's outcome depends on history, not only on the hash.
    let memo_ok = G::ID != "toy-corridor";
    if let Some(&v) = memo.get(&(pos.hash(), depth)).filter(|_| memo_ok) {
        return v;
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut best = if one { -WIN - 1 } else { WIN + 1 };
    for mv in &moves {
        pos.play(mv);
        let mut v = solve(pos, depth - 1, memo);
        pos.undo();
        // One ply further from the end.
        if v >= WIN_THRESHOLD {
            v -= 1;
        } else if v <= -WIN_THRESHOLD {
            v += 1;
        }
        best = if one { best.max(v) } else { best.min(v) };
    }
    memo.insert((pos.hash(), depth), best);
    best
}

/// The brute-force value of `pos` for its side to move.
fn value<G: Evaluate>(pos: &G, depth: u32) -> Score {
    let v = solve(&mut pos.clone(), depth, &mut HashMap::new());
    if pos.side_to_move() == Side::One {
        v
    } else {
        -v
    }
}

/// The brute-force value of `mv` for the side playing it.
fn move_value<G: Evaluate>(pos: &G, mv: &G::Move, depth: u32) -> Score {
    let mut after = pos.clone();
    after.play(mv);
    let v = value(&after, depth - 1);
    let v = if after.side_to_move() == pos.side_to_move() {
        v
    } else {
        -v
    };
    if v >= WIN_THRESHOLD {
        v - 1
    } else if v <= -WIN_THRESHOLD {
        v + 1
    } else {
        v
    }
}

fn legal<G: Game>(pos: &G, mv: &G::Move) -> bool {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.contains(mv)
}

fn search<G: Evaluate>(pos: &G, limits: Limits) -> SearchResult<G::Move> {
    Searcher::<G>::new(1 << 20).search(pos, &limits, &CancelToken::new())
}

#[test]
fn table_memory_is_its_configured_size() {
    for bytes in [64, 4096, 1 << 20, 32 << 20] {
        assert_eq!(Table::new(bytes).memory_bytes(), bytes);
    }
    assert_eq!(
        Table::new(100).memory_bytes(),
        64,
        "rounded down to whole buckets"
    );
    assert_eq!(Table::new(0).memory_bytes(), 64, "at least one bucket");
    assert_eq!(
        Searcher::<Nim>::default().table_bytes(),
        DEFAULT_TABLE_BYTES
    );
    const { assert!(DEFAULT_TABLE_BYTES <= 32 << 20) };
    for level in Level::ALL {
        let player = &mut ComputerPlayer::<Ttt>::new(level, 0, 1.0);
        assert_eq!(
            player.searcher().table_bytes(),
            level.settings().table_bytes
        );
        assert!(level.settings().table_bytes <= 32 << 20);
    }
}

#[test]
fn table_keeps_entries_and_distinguishes_keys() {
    let mut t = Table::new(1 << 12);
    t.store(42, -1234, 7, 5, Bound::Lower);
    let e = t.probe(42).expect("stored");
    assert_eq!(
        (e.score, e.mv, e.depth, e.bound),
        (-1234, 7, 5, Bound::Lower)
    );
    assert_eq!(t.probe(43), None);
    // A shallower entry of the same search does not replace a much deeper one...
    t.store(42, 99, 3, 1, Bound::Upper);
    assert_eq!(t.probe(42).unwrap().depth, 5);
    // ...but an exact one does, keeping the move when it brings none.
    t.store(42, 10, table::NO_MOVE, 2, Bound::Exact);
    let e = t.probe(42).unwrap();
    assert_eq!((e.score, e.mv, e.bound), (10, 7, Bound::Exact));
    // Fill far beyond capacity: the table stays its size and still answers.
    for k in 0..10_000u64 {
        t.store(k.wrapping_mul(0x9E37_79B9_7F4A_7C15), 1, 0, 1, Bound::Exact);
    }
    assert_eq!(t.memory_bytes(), 1 << 12);
}

#[test]
fn nim_is_solved_with_exact_win_distances() {
    for pile in 1..=21u8 {
        let pos = Nim::with_pile(pile, false);
        let r = search(&pos, Limits::depth(40));
        let expected = value(&pos, 40);
        assert_eq!(r.score, expected, "pile {pile}");
        let mv = r.best_move.expect("a move");
        assert!(legal(&pos, &mv));
        if pile % 4 != 0 {
            assert_eq!((pile - mv) % 4, 0, "pile {pile}: leave a multiple of four");
            assert!(r.score >= WIN_THRESHOLD);
        } else {
            assert!(r.score <= -WIN_THRESHOLD);
        }
        assert_eq!(move_value(&pos, &mv, 40), expected, "pile {pile}");
        assert_eq!(r.pv.first(), Some(&mv));
    }
}

#[test]
fn free_turns_are_scored_by_who_moves_next() {
    // With a free turn after taking two, a pile of 4 is a win (take 2, then take 2 again),
    // unlike plain Nim: the free turn matters.
    let pos = Nim::with_pile(4, true);
    let r = search(&pos, Limits::depth(20));
    assert_eq!(r.best_move, Some(2));
    assert_eq!(r.score, WIN - 2, "two plies by the same side");
    assert_eq!(r.pv, vec![2, 2]);
    assert!(search(&Nim::with_pile(4, false), Limits::depth(20)).score <= -WIN_THRESHOLD);

    let mut differs = false;
    for pile in 1..=18u8 {
        let pos = Nim::with_pile(pile, true);
        let expected = value(&pos, 40);
        differs |= (expected > 0) != (pile % 4 != 0);
        let r = search(&pos, Limits::depth(40));
        assert_eq!(r.score, expected, "pile {pile}");
        assert_eq!(
            move_value(&pos, r.best_move.as_ref().unwrap(), 40),
            expected
        );
    }
    assert!(differs);
}

#[test]
fn depth_limited_scores_match_minimax_through_free_turns() {
    // The evaluation at the horizon must be read from the right side after free turns.
    for pile in 3..=14u8 {
        for free in [false, true] {
            let pos = Nim::with_pile(pile, free);
            for depth in 1..=5 {
                let r = Searcher::<Nim>::new(1 << 16)
                    .with_options(SearchOptions::plain())
                    .search(&pos, &Limits::depth(depth), &CancelToken::new());
                assert_eq!(r.depth, depth);
                let expected = value(&pos, depth);
                assert_eq!(r.score, expected, "pile {pile} free {free} depth {depth}");
                let mv = r.best_move.unwrap();
                assert_eq!(move_value(&pos, &mv, depth), expected);
            }
        }
    }
}

#[test]
fn tic_tac_toe_wins_blocks_and_forks() {
    // X to move wins at 2.
    let win_in_one = Ttt::from_text("xx. oo. ...");
    // X to move: a fork at 3 or 6 wins in three plies.
    let fork = Ttt::from_text("xo. .x. ..o");
    // O to move must block at 2 (else X wins).
    let block = Ttt::from_text("xx. o.. ...");
    for pos in [&win_in_one, &fork, &block] {
        let exact = value(pos, 9);
        for limits in [Limits::depth(9), Limits::depth(4)] {
            let r = search(pos, limits);
            let mv = r.best_move.unwrap();
            assert_eq!(move_value(pos, &mv, 9), exact, "{pos:?} {limits:?}");
        }
    }
    assert_eq!(value(&win_in_one, 9), WIN - 1);
    assert_eq!(search(&win_in_one, Limits::depth(5)).best_move, Some(2));
    assert_eq!(value(&fork, 9), WIN - 3);
    assert_eq!(search(&fork, Limits::depth(9)).score, WIN - 3);
    assert_eq!(search(&block, Limits::depth(9)).best_move, Some(2));
    let report = search(&fork, Limits::depth(9)).report(&fork);
    assert_eq!(report.win_in, Some(3));
    assert_eq!(report.pv.len(), 3);
    assert_eq!(report.best_move.as_ref(), report.pv.first());

    // The levels that look ahead find them too, whatever the seed.
    for seed in 0..6 {
        for level in [Level::Normal, Level::Expert] {
            for pos in [&win_in_one, &fork, &block] {
                let r = choose_move(pos, level, seed, &CancelToken::new(), 0.2);
                let mv = r.best_move.unwrap();
                assert_eq!(
                    move_value(pos, &mv, 9),
                    value(pos, 9),
                    "{level:?} seed {seed} {pos:?}"
                );
            }
        }
    }
}

#[test]
fn tic_tac_toe_is_a_draw_with_and_without_null_moves() {
    for null_move in [false, true] {
        let pos = Ttt::new(&TttConfig { null_move });
        let r = search(&pos, Limits::depth(12));
        assert_eq!(r.score, 0, "null moves {null_move}");
        assert_eq!(r.pv.len(), 9, "a full game: {:?}", r.pv);
        let mut line = pos.clone();
        for mv in &r.pv {
            assert!(legal(&line, mv));
            line.play(mv);
        }
        assert_eq!(
            line.outcome(),
            Outcome::Draw {
                reason: crate::game::EndReason::NoMoves
            }
        );
    }
}

/// Positions of every toy reached by random play, for the level checks.
fn sample_positions<G: Game>(start: &G, count: usize, seed: u64) -> Vec<G> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::new();
    let mut moves = Vec::new();
    while out.len() < count {
        let mut pos = start.clone();
        loop {
            moves.clear();
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            out.push(pos.clone());
            pos.play(moves.choose(&mut rng).unwrap());
        }
    }
    out.truncate(count);
    out
}

fn levels_play_legal_moves<G: Evaluate>(start: &G, count: usize) {
    for (i, pos) in sample_positions(start, count, 7).iter().enumerate() {
        for level in Level::ALL {
            let r = choose_move(pos, level, i as u64, &CancelToken::new(), 0.02);
            let mv = r.best_move.expect("an ongoing game has a move");
            assert!(legal(pos, &mv), "{level:?} {mv:?} in {pos:?}");
        }
    }
}

#[test]
fn every_level_plays_only_legal_moves() {
    levels_play_legal_moves(&Nim::with_pile(13, false), 8);
    levels_play_legal_moves(&Nim::with_pile(13, true), 8);
    levels_play_legal_moves(&Ttt::new(&TttConfig::default()), 12);
    levels_play_legal_moves(&Tree::new(&TreeConfig), 4);
    // A finished game: no move.
    let done = Ttt::from_text("xxx oo. ...");
    let r = choose_move(&done, Level::Expert, 0, &CancelToken::new(), 1.0);
    assert_eq!(r.best_move, None);
}

#[test]
fn a_cancel_from_another_thread_stops_the_search() {
    let pos = Tree::new(&TreeConfig);
    let cancel = CancelToken::new();
    let start = Instant::now();
    let r = std::thread::scope(|s| {
        let c = cancel.clone();
        s.spawn(move || {
            std::thread::sleep(Duration::from_millis(30));
            c.cancel();
        });
        Searcher::<Tree>::new(1 << 20).search(&pos, &Limits::default(), &cancel)
    });
    assert!(cancel.is_cancelled());
    assert!(legal(&pos, r.best_move.as_ref().unwrap()));
    // Sanity only: without the cancel this search would run to depth 100.
    assert!(start.elapsed() < Duration::from_secs(20));
    assert!(r.depth < MAX_DEPTH);

    // Cancelled before it starts: still a legal move.
    let r = choose_move(&pos, Level::Expert, 1, &cancel, 1.0);
    assert!(legal(&pos, r.best_move.as_ref().unwrap()));
    cancel.reset();
    assert!(!cancel.is_cancelled());
}

#[test]
fn a_tiny_budget_still_gives_a_legal_move() {
    let pos = Tree::new(&TreeConfig);
    for ms in [0, 1] {
        let r = search(&pos, Limits::time(Duration::from_millis(ms)));
        assert!(legal(&pos, r.best_move.as_ref().unwrap()));
        assert!(r.elapsed < Duration::from_secs(5));
    }
    let ttt = Ttt::from_text("x.. .o. ...");
    for level in Level::ALL {
        let r = choose_move(&ttt, level, 3, &CancelToken::new(), 0.001);
        assert!(legal(&ttt, r.best_move.as_ref().unwrap()));
    }
}

#[test]
fn node_and_depth_caps_hold() {
    let pos = Tree::new(&TreeConfig);
    for cap in [1, 100, 5_000, 40_000] {
        let r = search(&pos, Limits::nodes(cap));
        assert!(r.nodes <= cap, "{} > {cap}", r.nodes);
        assert!(legal(&pos, r.best_move.as_ref().unwrap()));
    }
    for depth in [1, 3, 5] {
        let r = search(&pos, Limits::depth(depth));
        assert_eq!(r.depth, depth);
        assert!(!r.pv.is_empty() && r.pv.len() <= depth as usize + 24);
    }
    let r = search(&pos, Limits::depth(30).with_nodes(20_000));
    assert!(r.nodes <= 20_000 && r.depth < 30);
}

#[test]
fn node_limited_searches_are_deterministic() {
    let pos = sample_positions(&Tree::new(&TreeConfig), 3, 1)
        .pop()
        .unwrap();
    let a = search(&pos, Limits::nodes(30_000));
    let b = search(&pos, Limits::nodes(30_000));
    assert_eq!(
        (&a.best_move, a.score, a.depth, a.nodes, &a.pv),
        (&b.best_move, b.score, b.depth, b.nodes, &b.pv)
    );
    // The weak levels' random choices repeat for a seed (depth-limited, far within budget).
    for seed in 0..5 {
        let x = choose_move(&pos, Level::Easy, seed, &CancelToken::new(), 10.0);
        let y = choose_move(&pos, Level::Easy, seed, &CancelToken::new(), 10.0);
        assert_eq!((x.best_move, x.nodes), (y.best_move, y.nodes));
    }
}

#[test]
fn weak_picks_avoid_forced_losses_and_vary() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let scored = vec![(0, -WIN + 2), (1, 10), (2, 0), (3, -WIN + 4)];
    let mut seen = [0; 4];
    for _ in 0..400 {
        let (m, _) = pick_weak(scored.clone(), &mut rng, 0.3, 1000, 120.0).unwrap();
        seen[m] += 1;
    }
    assert_eq!((seen[0], seen[3]), (0, 0), "never a move seen to lose");
    assert!(
        seen[1] > 0 && seen[2] > 0,
        "both safe moves get played: {seen:?}"
    );
    // When everything loses, it still picks.
    assert!(pick_weak(vec![(0, -WIN + 2)], &mut rng, 0.3, 1000, 120.0).is_some());
    assert!(pick_weak(Vec::<(u8, Score)>::new(), &mut rng, 0.3, 1000, 120.0).is_none());
}

#[test]
fn levels_serialize_in_kebab_case_and_scale_their_budgets() {
    assert_eq!(serde_json::to_string(&Level::Expert).unwrap(), "\"expert\"");
    let back: Level = serde_json::from_str("\"normal\"").unwrap();
    assert_eq!(back, Level::Normal);
    assert_eq!(Level::Easy.limits(1.0).depth, Some(2));
    assert_eq!(Level::Normal.limits(1.0).depth, Some(4));
    assert_eq!(
        Level::Normal.limits(1.0).time,
        Some(Duration::from_millis(300))
    );
    assert_eq!(
        Level::Expert.limits(0.5).time,
        Some(Duration::from_millis(500))
    );
    assert_eq!(Level::Expert.limits(1.0).depth, None);
    assert_eq!("random".parse::<Player>(), Ok(Player::Random));
    assert_eq!("easy".parse::<Player>(), Ok(Player::Computer(Level::Easy)));
    assert!("hard".parse::<Player>().is_err());
    assert_eq!("expert".parse::<Level>(), Ok(Level::Expert));
    assert_eq!(Level::Normal.to_string(), "normal");
}

#[test]
fn tournaments_count_every_game() {
    let config = TttConfig::default();
    let report = tournament::<Ttt>(
        &config,
        Player::Computer(Level::Expert),
        Player::Random,
        &Schedule {
            games: 6,
            seed: 11,
            time_scale: 0.05,
            threads: 2,
            fresh: Default::default(),
        },
    );
    assert_eq!(report.results.len(), 6);
    let a = report.a.total;
    let b = report.b.total;
    assert_eq!(a.wins + a.draws + a.losses, 6);
    assert_eq!((a.wins, a.draws, a.losses), (b.losses, b.draws, b.wins));
    assert_eq!(a.losses, 0, "perfect play never loses tic-tac-toe");
    assert!(a.wins > 0, "and beats random moves: {report:?}");
    assert_eq!(report.a.as_side_one.wins + report.a.as_side_one.draws, 3);
    // Pairs share their opening with sides swapped.
    assert_eq!(report.results[0].opening, report.results[1].opening);
    assert_ne!(report.results[0].a_side, report.results[1].a_side);
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(json["b"]["player"], "random");

    let even = tournament::<Ttt>(
        &config,
        Player::Computer(Level::Expert),
        Player::Computer(Level::Expert),
        &Schedule {
            games: 2,
            seed: 3,
            time_scale: 0.05,
            threads: 2,
            fresh: Default::default(),
        },
    );
    // Perfect players reach the opening's game-theoretic result.
    for g in &even.results {
        let mut pos = Ttt::new(&config);
        for text in &g.opening {
            let mv = pos.parse_move(text).unwrap();
            pos.play(&mv);
        }
        let v = value(&pos, 9);
        let expected = match v.signum() {
            0 => None,
            1 => Some(pos.side_to_move()),
            _ => Some(pos.side_to_move().other()),
        };
        let winner = match g.outcome {
            Outcome::Win { winner, .. } => Some(winner),
            _ => None,
        };
        assert_eq!(winner, expected, "{g:?}");
    }
}

#[test]
fn bench_reports_each_level() {
    let suite = bench_suite::<Ttt>(&TttConfig::default(), 4, 3, 9);
    assert_eq!(suite.len(), 4);
    assert_eq!(suite[0], Ttt::new(&TttConfig::default()));
    assert!(suite[1..].iter().all(|p| p.ply() == 3));
    assert_eq!(suite, bench_suite::<Ttt>(&TttConfig::default(), 4, 3, 9));
    let report = bench(&suite, &[Level::Easy, Level::Expert], 1, 0.02);
    assert_eq!(report.levels.len(), 2);
    for l in &report.levels {
        assert_eq!(l.moves, 4);
        assert!(l.max_ms >= l.median_ms && l.total_nodes > 0);
    }
    assert_eq!(report.levels[0].median_depth, 2);
    assert!(peak_memory_bytes().is_some_and(|b| b > 0));
    let _ = NimConfig::default();
}

#[test]
fn quiescence_does_not_stand_pat_on_a_compulsory_capture() {
    use Side::{One, Two};
    // Side one chooses between a (looks +50, but side two must then capture, leaving -300)
    // and b (a quiet 0).
    let nodes = vec![
        ScriptNode::new(One, 0, &[1, 2]),
        ScriptNode::new(Two, -50, &[3]).forced(),
        ScriptNode::new(Two, 0, &[]),
        ScriptNode::new(One, -300, &[4]),
        ScriptNode::new(Two, 0, &[]),
    ];
    let pos = Script::start(nodes.clone());
    let r = search(&pos, Limits::depth(1));
    assert_eq!((r.best_move, r.score), (Some(1), 0));

    // Without the compulsion, standing pat on +50 is right.
    let mut relaxed = nodes;
    relaxed[1].forced = false;
    let r = search(&Script::start(relaxed), Limits::depth(1));
    assert_eq!((r.best_move, r.score), (Some(0), 50));
}

#[test]
fn a_scripted_free_turn_keeps_the_sign() {
    use Side::{One, Two};
    // Move 0 gives side one another turn in a position worth +80 to it; move 1 hands the
    // turn over in a position worth +30 to side two (−30 for one).
    let nodes = vec![
        ScriptNode::new(One, 0, &[1, 2]),
        ScriptNode::new(One, 80, &[3]),
        ScriptNode::new(Two, 30, &[3]),
        ScriptNode::new(Two, 0, &[]),
    ];
    let pos = Script::start(nodes);
    let r = Searcher::<Script>::new(1 << 12)
        .with_options(SearchOptions::plain())
        .search(&pos, &Limits::depth(1), &CancelToken::new());
    assert_eq!((r.best_move, r.score), (Some(0), 80));
    // A win reached through a free turn counts its plies.
    let nodes = vec![
        ScriptNode::new(One, 0, &[1, 2]),
        ScriptNode::new(One, 0, &[3]),
        ScriptNode::new(Two, 0, &[]),
        ScriptNode::new(Two, 0, &[]).won_by(One),
    ];
    let r = search(&Script::start(nodes), Limits::depth(5));
    assert_eq!((r.best_move, r.score, r.pv), (Some(0), WIN - 2, vec![0, 0]));
}

#[test]
fn an_oracle_score_is_exact_and_counts_from_the_root() {
    use Side::{One, Two};
    // After move 0 the table says side two (to move) loses in 4 plies; the tree below it
    // looks good for side two and must not be searched. Move 1 ends in a draw (no moves).
    let nodes = vec![
        ScriptNode::new(One, 0, &[1, 2]),
        ScriptNode::new(Two, 500, &[3]).with_oracle(-(WIN - 4)),
        ScriptNode::new(Two, -20, &[]),
        ScriptNode::new(One, -900, &[3]),
    ];
    let r = search(&Script::start(nodes), Limits::depth(6));
    assert_eq!((r.best_move, r.score), (Some(0), WIN - 5));
    assert_eq!(r.win_in(), Some(5));
}

#[test]
fn repetitions_end_the_corridor_in_a_draw_either_way() {
    let exact = value(&Corridor::new(&CorridorConfig::default()), 14);
    assert_eq!(exact, 0);
    let mut nodes = Vec::new();
    for repetition_is_draw in [false, true] {
        let pos = Corridor::new(&CorridorConfig { repetition_is_draw });
        let r = search(&pos, Limits::depth(14));
        assert_eq!(r.score, 0, "repetition_is_draw {repetition_is_draw}");
        nodes.push(r.nodes);
        // Played out, the engine against itself draws by repetition.
        let mut game = pos.clone();
        while !game.outcome().is_over() {
            let mv = search(&game, Limits::depth(10)).best_move.unwrap();
            game.play(&mv);
        }
        assert!(matches!(game.outcome(), Outcome::Draw { .. }), "{game:?}");
    }
    assert!(
        nodes[1] < nodes[0],
        "cutting cycles short saves work: {nodes:?}"
    );
}

#[test]
fn pruned_search_finds_a_forced_win_in_connect_four() {
    use crate::testkit::toys::{Four, FourConfig};
    // X on c and d of the bottom row, O above them, X to move: b or e makes an open three,
    // winning on the third ply.
    let mut pos = Four::new(&FourConfig);
    for c in [3u8, 3, 2, 2] {
        pos.play(&c);
    }
    assert_eq!(value(&pos, 5), WIN - 3);
    for depth in [5, 8, 11] {
        let r = search(&pos, Limits::depth(depth));
        assert_eq!(r.score, WIN - 3, "depth {depth}");
        let mv = r.best_move.unwrap();
        assert_eq!(move_value(&pos, &mv, 5), WIN - 3, "depth {depth}");
        assert_eq!(r.pv.len(), 3);
    }
    // From the start, a deeper search still returns a legal move quickly and stays sane.
    let start = Four::new(&FourConfig);
    let r = search(&start, Limits::depth(8));
    assert!(legal(&start, r.best_move.as_ref().unwrap()));
    assert!(r.score.abs() < WIN_THRESHOLD);
}

#[test]
fn the_toy_games_follow_the_game_contract() {
    use crate::testkit::toys::{Four, FourConfig};
    use crate::testkit::{random_playout, undo_all};
    for seed in 0..8 {
        let nim = Nim::with_pile(15, seed % 2 == 0);
        undo_all(random_playout(&nim, seed, 100), &nim);
        let ttt = Ttt::new(&TttConfig::default());
        undo_all(random_playout(&ttt, seed, 20), &ttt);
        let four = Four::new(&FourConfig);
        undo_all(random_playout(&four, seed, 50), &four);
        let corridor = Corridor::new(&CorridorConfig::default());
        undo_all(random_playout(&corridor, seed, 500), &corridor);
    }
    let tree = Tree::new(&TreeConfig);
    undo_all(random_playout(&tree, 1, 500), &tree);
}

#[test]
fn plain_engine_agrees_with_minimax() {
    // Tic-tac-toe from seeded random positions: every leaf within nine plies is a finished
    // game, so the plain engine's score is the game's value and its move keeps it.
    let config = TttConfig::default();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut plain = plain::PlainPlayer::<Ttt>::new(1.0);
    for _ in 0..12 {
        let mut pos = Ttt::new(&config);
        for _ in 0..rng.random_range(0..4) {
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            pos.play(moves.choose(&mut rng).unwrap());
        }
        let r = plain.search(&pos, Duration::from_secs(60), 9);
        let best = r.best_move.expect("an ongoing position has a move");
        assert_eq!(r.score, value(&pos, 9), "{pos:?}");
        assert_eq!(move_value(&pos, &best, 9), r.score, "{pos:?}");
    }
    // Nim with free turns: the side to move may stay the same after a move.
    let nim = Nim::with_pile(21, true);
    let r = plain::PlainPlayer::<Nim>::new(1.0).search(&nim, Duration::from_secs(60), 30);
    assert_eq!(r.score, value(&nim, 30));
}

#[test]
fn plain_player_parses_and_plays_tournaments() {
    assert_eq!("plain".parse::<Player>(), Ok(Player::Plain));
    assert_eq!("plain-mobile".parse::<Player>(), Ok(Player::PlainMobile));
    assert_eq!(Player::PlainMobile.to_string(), "plain-mobile");
    let report = tournament::<Ttt>(
        &TttConfig::default(),
        Player::Plain,
        Player::Random,
        &Schedule {
            games: 4,
            seed: 3,
            time_scale: 0.01,
            threads: 1,
            fresh: Default::default(),
        },
    );
    assert_eq!(report.a.player, "plain");
    assert_eq!(report.a.total.losses, 0, "{report:?}");
    assert!(report.a.nodes_per_second > 0.0);
}
