//! The value suite: positions from self-play whose exact value, and every move's, the
//! solver proves (`core/suites/sungka-values.json`). A move "loses value" when its result
//! against best play (win, draw, loss) is below the position's. Only positions where some
//! move loses value are kept, so every entry can catch an error.
//!
//! Made by the ignored `generate_the_value_suite` (release build, see MEASUREMENTS.md):
//! `SK_SUITE_OUT=core/suites/sungka-values.json cargo test --release -p fireside-core --lib
//! sungka::suite_tests::generate -- --ignored --nocapture`.

use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::eval::{solve_share, SOLVE_MIN_HOUSES};
use super::solver::{solve, Proof, Solver};
use super::{Sungka, SungkaMove, HOUSES};
use crate::engine::{CancelToken, ComputerPlayer, Level, Limits, PlainPlayer, Verdict};
use crate::game::Game;

/// One labelled position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(super) struct SuiteEntry {
    /// The setup text (`Sungka::from_setup`).
    pub setup: String,
    /// The mover's result with best play.
    pub value: Verdict,
    /// Each house's result for the mover, houses 1–7: `W`, `D`, `L`, or `-` (empty).
    pub moves: String,
    /// Where it came from: the self-play game's seed and the ply.
    pub from: String,
}

impl SuiteEntry {
    pub fn position(&self) -> Sungka {
        Sungka::from_setup(&Default::default(), &self.setup).expect("a stored setup is valid")
    }

    /// The verdict of sowing `house` (1..=7), `None` for an empty house.
    pub fn verdict_of(&self, house: u8) -> Option<Verdict> {
        match self
            .moves
            .as_bytes()
            .get(usize::from(house).wrapping_sub(1))?
        {
            b'W' => Some(Verdict::Win),
            b'D' => Some(Verdict::Draw),
            b'L' => Some(Verdict::Loss),
            _ => None,
        }
    }

    /// Whether `house` keeps the position's value.
    pub fn keeps_value(&self, house: u8) -> bool {
        self.verdict_of(house) == Some(self.value)
    }
}

const SUITE: &str = include_str!("../../../suites/sungka-values.json");

pub(super) fn suite() -> Vec<SuiteEntry> {
    serde_json::from_str(SUITE).expect("the stored suite parses")
}

fn letter(v: Option<Verdict>) -> char {
    match v {
        Some(Verdict::Win) => 'W',
        Some(Verdict::Draw) => 'D',
        Some(Verdict::Loss) => 'L',
        None => '-',
    }
}

fn rank(v: Verdict) -> u8 {
    match v {
        Verdict::Loss => 0,
        Verdict::Draw => 1,
        Verdict::Win => 2,
    }
}

/// The deterministic Expert of the suite test: Expert's own two stages, each with a node
/// budget instead of a time budget (a test must repeat exactly, and a debug build is
/// slower). As Expert in play (`eval.rs`): with more than 24 shells in the houses the
/// exact solver first, for its share of the time (a proved win or draw is played at once),
/// then Expert's search with the rest. The rates are what each stage searches in a release
/// build (`expert_budget_in_a_quarter_second` on an opening neither stage finishes: solver
/// 1.29 M nodes, search 329 k nodes in 0.125 s at load 4; MEASUREMENTS.md): 10 M and 2.4 M
/// nodes a second. A debug build runs the suite in a few minutes.
pub(super) const SOLVER_NODES_PER_SECOND: f64 = 10_000_000.0;
pub(super) const SEARCH_NODES_PER_SECOND: f64 = 2_400_000.0;
/// The plain yardstick's deterministic budget: the depth it completes in 0.25 s in a
/// release build on this suite (median, MEASUREMENTS.md).
pub(super) const PLAIN_DEPTH: u32 = 13;

/// Expert's move with `seconds` a move, in nodes (see [`SOLVER_NODES_PER_SECOND`]).
pub(super) fn expert_move(pos: &Sungka, seconds: f64) -> u8 {
    use crate::game::Side;
    let left = pos.house_total(Side::One) + pos.house_total(Side::Two);
    let mut search_share = 1.0;
    if left > SOLVE_MIN_HOUSES {
        let share = solve_share(left);
        let solver_nodes = (share * seconds * SOLVER_NODES_PER_SECOND) as u64;
        if let (Some(Proof::Win { house } | Proof::Draw { house }), _) =
            solve(pos, None, solver_nodes, None)
        {
            return house;
        }
        search_share = 1.0 - share;
    }
    let mut expert = ComputerPlayer::<Sungka>::new(Level::Expert, 0, 1.0);
    let limits = Limits {
        time: None,
        depth: None,
        nodes: Some((search_share * seconds * SEARCH_NODES_PER_SECOND) as u64),
    };
    let result = expert.searcher().search(pos, &limits, &CancelToken::new());
    result
        .best_move
        .expect("an ongoing position has a move")
        .house
}

pub(super) fn plain_move(pos: &Sungka, depth: u32) -> u8 {
    PlainPlayer::<Sungka>::new(1.0)
        .search(pos, Duration::from_secs(3600), depth)
        .best_move
        .expect("an ongoing position has a move")
        .house
}

/// Self-play games, Normal against Normal from two seeded random plies, and the positions
/// in them that the solver settles move by move within `SK_NODES` nodes (default 3 M),
/// from the game's end back to the first it cannot settle, where some move loses value; at
/// most `SK_PER_GAME` (4) a game, spread over that stretch, until `SK_COUNT` (320).
#[test]
#[ignore]
fn generate_the_value_suite() {
    use rand::seq::IndexedRandom;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    let env = |k: &str, d: u64| {
        std::env::var(k)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(d)
    };
    let count = env("SK_COUNT", 320) as usize;
    let nodes = env("SK_NODES", 3_000_000);
    let per_game = env("SK_PER_GAME", 4) as usize;
    let mut solver = Solver::new(22);
    let mut out: Vec<SuiteEntry> = Vec::new();
    let clock = Instant::now();
    let mut seed = 0;
    while out.len() < count {
        seed += 1;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut pos = Sungka::new(&Default::default());
        let mut line = Vec::new();
        let mut moves = Vec::new();
        for _ in 0..2 {
            moves.clear();
            pos.legal_moves(&mut moves);
            let mv = *moves.choose(&mut rng).expect("the opening has moves");
            pos.play(&mv);
        }
        let mut players = [
            ComputerPlayer::<Sungka>::new(Level::Normal, seed, 1.0),
            ComputerPlayer::<Sungka>::new(Level::Normal, seed ^ 0x55, 1.0),
        ];
        while !pos.outcome().is_over() {
            line.push(pos.clone());
            let p = &mut players[pos.side_to_move().index()];
            let mv = p
                .choose(&pos, &CancelToken::new())
                .best_move
                .expect("a move");
            pos.play(&mv);
        }
        let mut found = Vec::new();
        // From the end backwards, while the solver keeps up: earlier positions are harder.
        for p in line.iter().rev() {
            let Some(verdicts) = solver.move_verdicts(p, nodes) else {
                break;
            };
            let best = verdicts.iter().flatten().map(|&v| rank(v)).max();
            let worst = verdicts.iter().flatten().map(|&v| rank(v)).min();
            if best == worst {
                continue;
            }
            let value = *verdicts
                .iter()
                .flatten()
                .max_by_key(|&&v| rank(v))
                .expect("an ongoing position has a move");
            found.push(SuiteEntry {
                setup: p.setup(),
                value,
                moves: verdicts.iter().map(|&v| letter(v)).collect(),
                from: format!("seed {seed} ply {}", p.ply()),
            });
        }
        // Spread over the game: evenly spaced among the positions found, in game order.
        found.reverse();
        let step = found.len().div_ceil(per_game.max(1)).max(1);
        // Games that share a stretch reach the same positions: each one once.
        let picked: Vec<SuiteEntry> = found
            .into_iter()
            .step_by(step)
            .filter(|e| out.iter().all(|o| o.setup != e.setup))
            .collect();
        out.extend(picked.into_iter().take(count - out.len()));
        println!(
            "seed {seed}: {} entries, {:.0} s",
            out.len(),
            clock.elapsed().as_secs_f64()
        );
    }
    let text = serde_json::to_string_pretty(&out).expect("entries serialize");
    match std::env::var("SK_SUITE_OUT") {
        Ok(path) => std::fs::write(&path, text + "\n").expect("the suite file is writable"),
        Err(_) => println!("{text}"),
    }
}

/// What Expert and plain reach in 0.25 s on the suite (release build), to set the
/// deterministic budgets above, and the timed result itself: the errors of the real
/// timed Expert (`ComputerPlayer` at time scale 0.25) and of plain at 0.25 s.
#[test]
#[ignore]
fn expert_budget_in_a_quarter_second() {
    let entries = suite();
    let half = Duration::from_millis(125);
    let mut solver_nodes = Vec::new();
    let mut search_nodes = Vec::new();
    let mut plain_depths = Vec::new();
    let mut rates = Vec::new();
    let (mut expert_errors, mut plain_errors) = (0, 0);
    let mut slowest = Duration::ZERO;
    for e in &entries {
        let pos = e.position();
        let clock = Instant::now();
        let (_, n) = solve(&pos, Some(clock + half), u64::MAX, None);
        solver_nodes.push(n);
        if n > 100_000 {
            // The solver's rate where it works long enough to measure one.
            rates.push((n as f64 / clock.elapsed().as_secs_f64()) as u64);
        }
        let mut expert = ComputerPlayer::<Sungka>::new(Level::Expert, 0, 1.0);
        let r = expert
            .searcher()
            .search(&pos, &Limits::time(half), &CancelToken::new());
        search_nodes.push(r.nodes);
        let mut timed = ComputerPlayer::<Sungka>::new(Level::Expert, 0, 0.25);
        let start = Instant::now();
        let mv = timed
            .choose(&pos, &CancelToken::new())
            .best_move
            .expect("a move");
        slowest = slowest.max(start.elapsed());
        if !e.keeps_value(mv.house) {
            expert_errors += 1;
            println!("Expert: {} ({}) played {}", e.setup, e.moves, mv.house);
        }
        let p = PlainPlayer::<Sungka>::new(0.25).choose(&pos);
        plain_depths.push(p.depth);
        plain_errors += usize::from(!e.keeps_value(p.best_move.expect("a move").house));
    }
    // What each stage can search in its half of 0.25 s: an opening the solver does not
    // prove in 30 s (MEASUREMENTS.md), so both run the whole time.
    let mut hard = Sungka::new(&Default::default());
    for mv in ["1", "3"] {
        let mv = hard.parse_move(mv).expect("a legal opening");
        hard.play(&mv);
    }
    let (_, solver_capacity) =
        Solver::new(18).run(&hard, Some(Instant::now() + half), u64::MAX, None);
    let search_capacity = ComputerPlayer::<Sungka>::new(Level::Expert, 0, 1.0)
        .searcher()
        .search(&hard, &Limits::time(half), &CancelToken::new())
        .nodes;
    let count = rates.len();
    println!(
        "solver nodes per 0.125 s on the {count} suite positions it worked on longest: median {}",
        {
            rates.sort_unstable();
            rates.get(count / 2).map_or(0, |r| r / 8)
        }
    );
    println!("in 0.125 s on a hard opening: solver {solver_capacity} nodes, search {search_capacity} nodes");
    let median = |v: &mut Vec<u64>| {
        v.sort_unstable();
        v[v.len() / 2]
    };
    let mut depths: Vec<u64> = plain_depths.iter().map(|&d| d as u64).collect();
    println!(
        "{} positions; in 0.125 s: solver median {} nodes, search median {} nodes; plain's depth in 0.25 s median {}",
        entries.len(),
        median(&mut solver_nodes),
        median(&mut search_nodes),
        median(&mut depths)
    );
    println!(
        "timed, 0.25 s a move: Expert {expert_errors} errors (slowest move {:.0} ms), plain {plain_errors} errors",
        slowest.as_secs_f64() * 1000.0
    );
}

#[test]
fn the_suite_is_large_labelled_and_consistent() {
    let entries = suite();
    assert!(entries.len() >= 300, "{} positions", entries.len());
    let mut seen = std::collections::HashSet::new();
    for e in &entries {
        let pos = e.position();
        assert!(!pos.outcome().is_over(), "{}", e.setup);
        assert!(seen.insert(e.setup.clone()), "{} twice", e.setup);
        // A letter for exactly the non-empty houses.
        let houses = pos.houses(pos.side_to_move());
        for (n, &count) in houses.iter().enumerate() {
            let v = e.verdict_of(n as u8 + 1);
            assert_eq!(v.is_some(), count > 0, "{}: house {}", e.setup, n + 1);
        }
        // The value is the best move's, and some move loses it.
        let best = (1..=HOUSES as u8)
            .filter_map(|h| e.verdict_of(h))
            .max_by_key(|&v| rank(v));
        assert_eq!(best, Some(e.value), "{}", e.setup);
        assert!((1..=HOUSES as u8).any(|h| e.verdict_of(h).is_some_and(|v| v != e.value)));
    }
}

/// A sample of the labels proved again by the solver with a fresh table (every tenth
/// entry, so the test stays quick in a debug build).
#[test]
fn the_suite_labels_are_what_the_solver_proves() {
    let mut solver = Solver::new(18);
    for e in suite().iter().step_by(10) {
        let verdicts = solver
            .move_verdicts(&e.position(), 50_000_000)
            .expect("the stored positions are proved within their generator's limit");
        let letters: String = verdicts.iter().map(|&v| letter(v)).collect();
        assert_eq!(letters, e.moves, "{}", e.setup);
    }
}

/// Expert's errors with `seconds` a move (in nodes) on every position of the suite.
fn expert_errors(entries: &[SuiteEntry], seconds: f64) -> Vec<String> {
    let mut errors = Vec::new();
    for e in entries {
        let house = expert_move(&e.position(), seconds);
        if !e.keeps_value(house) {
            errors.push(format!("{} ({}): played {house}", e.setup, e.moves));
        }
    }
    errors
}

/// Expert at its 0.25 s budget (in nodes, see [`SOLVER_NODES_PER_SECOND`]) on every
/// position: asserted, no move it plays loses value. Plain's errors at its 0.25 s depth
/// are printed beside them (the yardstick, not a goal).
#[test]
fn expert_never_loses_value_on_the_suite() {
    let entries = suite();
    let errors = expert_errors(&entries, 0.25);
    let plain_errors = entries
        .iter()
        .filter(|e| !e.keeps_value(plain_move(&e.position(), PLAIN_DEPTH)))
        .count();
    println!(
        "Sungka value suite, {} positions: Expert (0.25 s budget) {} errors, plain (depth {PLAIN_DEPTH}) {plain_errors}",
        entries.len(),
        errors.len()
    );
    assert!(errors.is_empty(), "{errors:#?}");
}

/// The same at Expert's own 1 s budget (four times the nodes): more nodes must not
/// change a right move into a wrong one. About a minute of CPU in a release build, many
/// in a debug build, so it runs in release test runs only.
#[test]
#[cfg_attr(debug_assertions, ignore)]
fn expert_at_one_second_never_loses_value_on_the_suite() {
    let errors = expert_errors(&suite(), 1.0);
    assert!(errors.is_empty(), "{errors:#?}");
}

/// From the start, player 1 wins with best play: the solver proves it, and the proving
/// move begins a chain of free turns (the first sowing ends in player 1's store).
#[test]
fn the_start_is_a_proven_first_player_win() {
    let start = Sungka::new(&Default::default());
    let (proof, nodes) = solve(&start, None, 20_000_000, None);
    let Some(Proof::Win { house }) = proof else {
        panic!("not proved a win: {proof:?} ({nodes} nodes)");
    };
    let mut pos = start.clone();
    pos.play(&SungkaMove { house });
    assert_eq!(
        pos.side_to_move(),
        start.side_to_move(),
        "house {house} gives a free turn"
    );
    println!("start: player 1 wins with house {house} ({nodes} nodes)");
}

/// The solver's work on one position (`SK_SETUP`, default the suite's hardest for Expert
/// at 0.25 s): nodes and time of a fresh solve, and of each root move's win test.
#[test]
#[ignore]
fn solver_work_on_one_position() {
    let setup = std::env::var("SK_SETUP")
        .unwrap_or_else(|_| "3 4 0 9 2 6 2 30 / 2 1 3 8 1 0 7 20 / 2".to_string());
    let pos = Sungka::from_setup(&Default::default(), &setup).expect("a valid setup");
    let clock = Instant::now();
    let (proof, nodes) = Solver::new(18).run(&pos, None, u64::MAX, None);
    let t = clock.elapsed().as_secs_f64();
    println!(
        "{setup}: {proof:?} in {nodes} nodes, {:.3} s, {:.2} M nodes/s",
        t,
        nodes as f64 / t / 1e6
    );
}
