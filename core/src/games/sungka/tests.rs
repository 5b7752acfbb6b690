//! Tests of the rules. The perft numbers are checked against a second, naive simulator
//! written here with a different board representation.

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::error::RulesError;
use crate::game::{EndReason, Game, Outcome, Side};
use crate::perft::perft;
use crate::testing::{perft_agrees, random_playout, undo_all};

// ---------------------------------------------------------------------------------------
// The naive simulator: rows of houses and stores kept apart, holes named by (kind, side, i).

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Hole {
    House(usize, usize),
    Store(usize),
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Naive {
    rows: [[u32; 7]; 2],
    stores: [u32; 2],
    mover: usize,
    over: bool,
}

impl Naive {
    fn from(pos: &Sungka) -> Self {
        let b = pos.holes();
        let mut rows = [[0; 7]; 2];
        for i in 0..7 {
            rows[0][i] = b[i] as u32;
            rows[1][i] = b[8 + i] as u32;
        }
        Naive {
            rows,
            stores: [b[7] as u32, b[15] as u32],
            mover: pos.side_to_move().index(),
            over: pos.outcome().is_over(),
        }
    }

    fn get(&mut self, h: Hole) -> &mut u32 {
        match h {
            Hole::House(s, i) => &mut self.rows[s][i],
            Hole::Store(s) => &mut self.stores[s],
        }
    }

    fn moves(&self) -> Vec<usize> {
        if self.over {
            return vec![];
        }
        (0..7).filter(|&i| self.rows[self.mover][i] > 0).collect()
    }

    fn play(&self, i: usize) -> Naive {
        let mut n = self.clone();
        let me = n.mover;
        let mut at = Hole::House(me, i);
        let mut hand = std::mem::take(n.get(at));
        let mut again = false;
        loop {
            while hand > 0 {
                at = match at {
                    Hole::House(s, 6) => Hole::Store(s),
                    Hole::House(s, k) => Hole::House(s, k + 1),
                    Hole::Store(s) => Hole::House(1 - s, 0),
                };
                if at == Hole::Store(1 - me) {
                    at = Hole::House(me, 0);
                }
                *n.get(at) += 1;
                hand -= 1;
            }
            match at {
                Hole::Store(_) => {
                    again = true;
                    break;
                }
                Hole::House(s, k) => {
                    if n.rows[s][k] > 1 {
                        hand = std::mem::take(&mut n.rows[s][k]);
                    } else if s == me {
                        let taken = 1 + std::mem::take(&mut n.rows[1 - s][6 - k]);
                        n.rows[s][k] = 0;
                        n.stores[me] += taken;
                        break;
                    } else {
                        break;
                    }
                }
            }
        }
        if !again {
            n.mover = 1 - me;
        }
        if n.rows[n.mover].iter().sum::<u32>() == 0 {
            for s in 0..2 {
                n.stores[s] += n.rows[s].iter().sum::<u32>();
                n.rows[s] = [0; 7];
            }
            n.over = true;
        }
        n
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.moves()
            .into_iter()
            .map(|i| self.play(i).perft(depth - 1))
            .sum()
    }
}

// ---------------------------------------------------------------------------------------
// Helpers.

fn classic() -> SungkaConfig {
    SungkaConfig::default()
}

fn setup(text: &str) -> Sungka {
    Sungka::from_setup(&classic(), text).unwrap()
}

fn mv(house: u8) -> SungkaMove {
    SungkaMove { house }
}

fn played(text: &str, house: u8) -> Sungka {
    let mut pos = setup(text);
    pos.try_play(&mv(house)).unwrap();
    pos
}

/// A random position of `total` shells with some in the stores, ongoing.
fn random_position(rng: &mut ChaCha8Rng, config: &SungkaConfig) -> Sungka {
    loop {
        let mut houses = [[0u8; 7]; 2];
        let mut stores = [0u8; 2];
        let in_stores = rng.random_range(0..config.total());
        for _ in 0..in_stores {
            stores[rng.random_range(0..2)] += 1;
        }
        // Houses: sometimes sparse, sometimes spread.
        let spread = rng.random_range(1..=7);
        for _ in in_stores..config.total() {
            let side = rng.random_range(0..2);
            houses[side][rng.random_range(0..spread)] += 1;
        }
        let side = if rng.random_bool(0.5) {
            Side::One
        } else {
            Side::Two
        };
        let pos = Sungka::from_counts(config, houses, stores, side).unwrap();
        if !pos.outcome().is_over() {
            return pos;
        }
    }
}

/// Replays a trace on a board, checking every step, and returns the board after it.
fn replay_trace(before: &Sungka, trace: &SowingTrace) -> [u8; HOLES] {
    let total = before.config().total() as i64;
    let mut board: [i64; HOLES] = before.holes().map(|c| c as i64);
    let mut hand = 0i64;
    let mut last: Option<usize> = None;
    let opponent_store = store(trace.side.other());
    for (k, step) in trace.steps.iter().enumerate() {
        match *step {
            SowStep::Pick { hole, count } => {
                assert_eq!(k, 0, "pick comes first");
                assert_eq!(hole as usize, house(trace.side, trace.house as usize - 1));
                assert_eq!(board[hole as usize], count as i64);
                board[hole as usize] = 0;
                hand = count as i64;
                last = Some(hole as usize);
            }
            SowStep::Drop { hole } => {
                assert!(hand > 0, "drop from an empty hand");
                let h = hole as usize;
                assert_ne!(h, opponent_store, "the opponent's store is skipped");
                let prev = last.unwrap();
                let mut expect = (prev + 1) % HOLES;
                if expect == opponent_store {
                    expect = (expect + 1) % HOLES;
                }
                assert_eq!(h, expect, "drops go one hole onward");
                board[h] += 1;
                hand -= 1;
                last = Some(h);
            }
            SowStep::Relay { hole, count } => {
                assert_eq!(hand, 0);
                assert_eq!(Some(hole as usize), last);
                assert!(count >= 2);
                assert_eq!(board[hole as usize], count as i64);
                board[hole as usize] = 0;
                hand = count as i64;
            }
            SowStep::Capture {
                hole,
                opposite: opp,
                store: s,
                count,
            } => {
                assert_eq!(hand, 0);
                assert_eq!(Some(hole as usize), last);
                assert_eq!(opp as usize, opposite(hole as usize));
                assert_eq!(s as usize, store(trace.side));
                assert_eq!(board[hole as usize], 1);
                assert_eq!(board[hole as usize] + board[opp as usize], count as i64);
                board[hole as usize] = 0;
                board[opp as usize] = 0;
                board[s as usize] += count as i64;
            }
            SowStep::Stay { hole } => {
                assert_eq!(hand, 0);
                assert_eq!(Some(hole as usize), last);
                assert_eq!(board[hole as usize], 1);
            }
            SowStep::FreeTurn => {
                assert_eq!(hand, 0);
                assert_eq!(last, Some(store(trace.side)));
            }
            SowStep::Bank {
                hole,
                store: s,
                count,
            } => {
                assert_eq!(hand, 0);
                assert_eq!(board[hole as usize], count as i64);
                board[hole as usize] = 0;
                board[s as usize] += count as i64;
            }
            SowStep::End { .. } => assert_eq!(k, trace.steps.len() - 1, "end comes last"),
        }
        assert!(board.iter().all(|&c| c >= 0));
        assert_eq!(board.iter().sum::<i64>() + hand, total, "shells kept at step {k}");
    }
    assert_eq!(hand, 0);
    board.map(|c| c as u8)
}

// ---------------------------------------------------------------------------------------
// Perft.

#[test]
fn perft_from_the_start() {
    let mut pos = Sungka::new(&classic());
    let naive = Naive::from(&pos);
    let expected = [7, 36, 230, 1406, 8293, 48263, 276132];
    for (d, &n) in expected.iter().enumerate() {
        let depth = d as u32 + 1;
        assert_eq!(perft(&mut pos, depth), n, "depth {depth}");
        // Depth 7 was compared with the naive simulator once when the number was written;
        // it is too slow to repeat on every run.
        if depth <= 6 {
            assert_eq!(naive.perft(depth), n, "naive, depth {depth}");
        }
    }
    perft_agrees(&pos, 3);
}

#[test]
fn perft_with_player_two_first() {
    let mut config = classic();
    Sungka::set_option(&mut config, "first", "player-2").unwrap();
    let mut pos = Sungka::new(&config);
    assert_eq!(pos.side_to_move(), Side::Two);
    let naive = Naive::from(&pos);
    let expected = [7, 36, 230, 1406, 8293, 48263, 276132];
    for (d, &n) in expected.iter().enumerate() {
        let depth = d as u32 + 1;
        assert_eq!(perft(&mut pos, depth), n, "depth {depth}");
        // Depth 7 was compared with the naive simulator once when the number was written;
        // it is too slow to repeat on every run.
        if depth <= 6 {
            assert_eq!(naive.perft(depth), n, "naive, depth {depth}");
        }
    }
}

#[test]
fn perft_with_three_shells() {
    let mut config = classic();
    Sungka::set_option(&mut config, "shells", "3").unwrap();
    let mut pos = Sungka::new(&config);
    let naive = Naive::from(&pos);
    let expected = [7, 31, 161, 816, 4180, 20827, 101200];
    for (d, &n) in expected.iter().enumerate() {
        let depth = d as u32 + 1;
        assert_eq!(perft(&mut pos, depth), n, "depth {depth}");
        // Depth 7 was compared with the naive simulator once when the number was written;
        // it is too slow to repeat on every run.
        if depth <= 6 {
            assert_eq!(naive.perft(depth), n, "naive, depth {depth}");
        }
    }
}

#[test]
fn agrees_with_the_naive_simulator_on_random_positions() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for shells in [7, 3, 9] {
        let config = SungkaConfig {
            first: Side::One,
            shells,
        };
        for round in 0..300 {
            let pos = random_position(&mut rng, &config);
            let naive = Naive::from(&pos);
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            let houses: Vec<usize> = moves.iter().map(|m| m.house as usize - 1).collect();
            assert_eq!(houses, naive.moves());
            for m in &moves {
                let mut after = pos.clone();
                after.play(m);
                assert_eq!(
                    Naive::from(&after),
                    naive.play(m.house as usize - 1),
                    "{} then {}",
                    pos.setup(),
                    m.house
                );
            }
            if round % 30 == 0 {
                let mut p = pos.clone();
                assert_eq!(perft(&mut p, 3), naive.perft(3), "{}", pos.setup());
            }
        }
    }
}


// ---------------------------------------------------------------------------------------
// Each landing case, on hand-built positions.

#[test]
fn last_shell_in_own_store_gives_a_free_turn() {
    let mut pos = Sungka::new(&classic());
    pos.play(&mv(1));
    assert_eq!(pos.side_to_move(), Side::One);
    assert_eq!(pos.store_count(Side::One), 1);
    assert_eq!(pos.houses(Side::One), [0, 8, 8, 8, 8, 8, 8]);
    assert_eq!(pos.ply(), 1);
    // The free turn is an ordinary ply: the next move is player 1's again.
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    assert_eq!(moves.len(), 6);
    assert!(pos.undo());
    assert_eq!(pos, Sungka::new(&classic()));

    // The same for player 2.
    let pos = played("0 0 0 0 0 0 1 48 / 0 0 0 0 0 2 1 46 / 2", 7);
    assert_eq!(pos.side_to_move(), Side::Two);
    assert_eq!(pos.store_count(Side::Two), 47);
}

#[test]
fn relay_then_capture_of_a_full_opposite_house() {
    // House 1 (2 shells) ends on house 3 (3 shells, now 4): relay 4 shells from there,
    // the last falls into empty house 7, which captures with the 5 of player 2's house 1.
    let before = setup("2 0 3 0 0 0 0 40 / 5 1 1 1 1 1 1 42 / 1");
    let trace = before.trace(&mv(1));
    let steps = vec![
        SowStep::Pick { hole: 0, count: 2 },
        SowStep::Drop { hole: 1 },
        SowStep::Drop { hole: 2 },
        SowStep::Relay { hole: 2, count: 4 },
        SowStep::Drop { hole: 3 },
        SowStep::Drop { hole: 4 },
        SowStep::Drop { hole: 5 },
        SowStep::Drop { hole: 6 },
        SowStep::Capture {
            hole: 6,
            opposite: 8,
            store: 7,
            count: 6,
        },
    ];
    assert_eq!(trace.steps, steps);
    assert_eq!(trace.side, Side::One);
    assert_eq!(trace.house, 1);
    let mut pos = before.clone();
    pos.play(&mv(1));
    assert_eq!(pos.setup(), "0 1 0 1 1 1 0 46 / 0 1 1 1 1 1 1 42 / 2");
    assert_eq!(replay_trace(&before, &trace), pos.holes());
}

#[test]
fn relay_from_a_house_of_the_opponent() {
    // Player 1's house 7 (2 shells): store, then player 2's house 1 (3, now 4): relay on
    // through player 2's houses 2..5; the last falls into empty house 5 there and stays.
    // Player 1 is left without shells, but player 2 is to move: the game goes on.
    let before = setup("0 0 0 0 0 0 2 44 / 3 0 0 0 0 0 1 48 / 1");
    let trace = before.trace(&mv(7));
    assert_eq!(
        trace.steps,
        vec![
            SowStep::Pick { hole: 6, count: 2 },
            SowStep::Drop { hole: 7 },
            SowStep::Drop { hole: 8 },
            SowStep::Relay { hole: 8, count: 4 },
            SowStep::Drop { hole: 9 },
            SowStep::Drop { hole: 10 },
            SowStep::Drop { hole: 11 },
            SowStep::Drop { hole: 12 },
            SowStep::Stay { hole: 12 },
        ]
    );
    let mut pos = before.clone();
    pos.play(&mv(7));
    assert_eq!(pos.setup(), "0 0 0 0 0 0 0 45 / 0 1 1 1 1 0 1 48 / 2");
    assert_eq!(pos.outcome(), Outcome::Ongoing);
}

#[test]
fn capture_with_an_empty_opposite_house() {
    let pos = played("1 0 0 0 0 0 3 40 / 4 4 4 4 4 0 4 30 / 1", 1);
    // The single shell and nothing from player 2's house 6.
    assert_eq!(pos.setup(), "0 0 0 0 0 0 3 41 / 4 4 4 4 4 0 4 30 / 2");
}

#[test]
fn last_shell_in_an_empty_house_of_the_opponent_stays() {
    let pos = played("0 0 0 0 0 1 2 44 / 0 3 3 3 3 3 3 33 / 1", 7);
    assert_eq!(pos.setup(), "0 0 0 0 0 1 0 45 / 1 3 3 3 3 3 3 33 / 2");
    assert_eq!(pos.outcome(), Outcome::Ongoing);
}

#[test]
fn sowing_skips_the_opponents_store() {
    // Ten shells from player 1's house 7: own store, player 2's seven houses, not player 2's
    // store, then houses 1 and 2; the last lands in empty house 2 and captures.
    let before = setup("0 0 0 0 0 0 10 40 / 1 1 1 1 1 1 1 41 / 1");
    let trace = before.trace(&mv(7));
    let drops: Vec<u8> = trace
        .steps
        .iter()
        .filter_map(|s| match s {
            SowStep::Drop { hole } => Some(*hole),
            _ => None,
        })
        .collect();
    assert_eq!(drops, [7, 8, 9, 10, 11, 12, 13, 14, 0, 1]);
    let mut pos = before.clone();
    pos.play(&mv(7));
    assert_eq!(pos.setup(), "1 0 0 0 0 0 0 44 / 2 2 2 2 2 0 2 41 / 2");

    // And player 2 skips player 1's store.
    let pos = played("1 1 1 1 1 1 1 41 / 0 0 0 0 0 0 10 40 / 2", 7);
    assert_eq!(pos.setup(), "2 2 2 2 2 0 2 41 / 1 0 0 0 0 0 0 44 / 1");
}

#[test]
fn a_long_sowing_passes_its_own_house() {
    // 15 shells from house 1: once round (14 holes), then back into house 1 itself, which
    // the pick emptied, so the shell captures.
    let before = setup("15 0 0 0 0 0 0 30 / 0 0 0 0 0 0 0 53 / 1");
    let mut pos = before.clone();
    pos.play(&mv(1));
    let trace = before.trace(&mv(1));
    assert!(trace.steps.contains(&SowStep::Capture {
        hole: 0,
        opposite: 14,
        store: 7,
        count: 2
    }));
    // Player 2 has six shells left (the seventh was captured) and the game goes on.
    assert_eq!(pos.setup(), "0 1 1 1 1 1 1 33 / 1 1 1 1 1 1 0 53 / 2");
}

// ---------------------------------------------------------------------------------------
// The end.

#[test]
fn the_game_ends_when_the_player_to_move_has_no_shells() {
    // A free turn leaves player 1 to move with empty houses: player 2 banks its 3 shells.
    let before = setup("0 0 0 0 0 0 1 47 / 3 0 0 0 0 0 0 47 / 1");
    let mut pos = before.clone();
    pos.play(&mv(7));
    assert_eq!(
        pos.outcome(),
        Outcome::Win {
            winner: Side::Two,
            reason: EndReason::HousesEmpty
        }
    );
    assert_eq!(pos.setup(), "0 0 0 0 0 0 0 48 / 0 0 0 0 0 0 0 50 / 1");
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    assert!(moves.is_empty());
    assert_eq!(pos.try_play(&mv(1)), Err(RulesError::GameOver));
    assert!(pos.undo());
    assert_eq!(pos, before);

    // After a capture the turn passes to player 2, who has nothing: player 1 banks.
    let pos = played("1 0 5 0 0 0 0 50 / 0 0 0 0 0 0 0 42 / 1", 1);
    assert_eq!(
        pos.outcome(),
        Outcome::Win {
            winner: Side::One,
            reason: EndReason::HousesEmpty
        }
    );
    assert_eq!(pos.counters(), vec![
        ("store-1", 56),
        ("store-2", 42),
        ("houses-1", 0),
        ("houses-2", 0)
    ]);
}

#[test]
fn forty_nine_all_is_a_draw() {
    let pos = played("0 0 0 0 0 0 1 48 / 2 0 0 0 0 0 0 47 / 1", 7);
    assert_eq!(
        pos.outcome(),
        Outcome::Draw {
            reason: EndReason::HousesEmpty
        }
    );
    assert_eq!(pos.store_count(Side::One), 49);
    assert_eq!(pos.store_count(Side::Two), 49);
}

#[test]
fn a_hand_built_position_without_shells_to_move_is_already_over() {
    let pos = setup("0 0 0 0 0 0 0 40 / 1 2 3 0 0 0 0 52 / 1");
    assert_eq!(
        pos.outcome(),
        Outcome::Win {
            winner: Side::Two,
            reason: EndReason::HousesEmpty
        }
    );
    assert_eq!(pos.store_count(Side::Two), 58);
    pos.validate().unwrap();
}

#[test]
fn the_third_occurrence_ends_the_game_by_counting() {
    // Repetition cannot arise in play (every move puts a shell into a store, see RULES.md),
    // so the rule is tested on a history made by hand.
    let mut pos = setup("3 0 0 0 0 0 2 40 / 0 4 0 0 0 0 1 48 / 2");
    let earlier = Undo {
        board: pos.board,
        to_move: pos.to_move,
        house: 1,
    };
    pos.history.push(earlier);
    assert!(!pos.third_occurrence(), "second occurrence");
    pos.history.push(earlier);
    assert!(pos.third_occurrence(), "third occurrence");
    // A different side to move is a different position.
    pos.history[1].to_move = Side::One;
    assert!(!pos.third_occurrence());
    pos.history[1].to_move = Side::Two;
    // An earlier position with fewer shells in the stores stops the scan.
    let mut fewer = earlier;
    fewer.board[7] -= 1;
    fewer.board[0] += 1;
    pos.history.insert(1, fewer);
    assert!(!pos.third_occurrence());
    pos.history.remove(1);

    let mut trace = Vec::new();
    pos.check_end(&mut trace);
    assert_eq!(
        pos.outcome(),
        Outcome::Win {
            winner: Side::Two,
            reason: EndReason::RepetitionCounted
        }
    );
    // Each side banked its own houses.
    assert_eq!(pos.store_count(Side::One), 45);
    assert_eq!(pos.store_count(Side::Two), 53);
    assert_eq!(pos.house_total(Side::One) + pos.house_total(Side::Two), 0);
    assert_eq!(trace.len(), 5, "four banks and the end: {trace:?}");
}

#[test]
fn every_move_puts_a_shell_into_a_store() {
    // The fact that makes repetition impossible and bounds a game by the shell count.
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for _ in 0..500 {
        let pos = random_position(&mut rng, &classic());
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        for m in &moves {
            let mut after = pos.clone();
            after.play(m);
            let mover = pos.side_to_move();
            assert!(after.store_count(mover) > pos.store_count(mover));
        }
    }
}
