//! Finds candidate positions for the courses (run by hand: `cargo test -p fireside-core
//! --lib lessons::generate_tests -- --ignored --nocapture`). Its output is read by a person
//! who picks the positions that teach; the tests then prove every step picked.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::proof::{judge, Goal, Value};
use crate::any_game::AnyGame;
use crate::games;

fn setup(game: &str, text: &str) -> Option<Box<dyn AnyGame>> {
    (games::find(game).ok()?.from_setup)(None, &[], text).ok()
}

/// The line printed for a candidate: setup, legal count, right moves, value.
fn report(tag: &str, pos: &dyn AnyGame, goal: Goal) -> Option<String> {
    if pos.outcome().is_over() {
        return None;
    }
    let j = judge(pos, goal).ok()?;
    let right = j.right();
    let legal = j.moves.len();
    let win = match (goal, j.exact) {
        (Goal::Exact, Some(e)) => e.verdict == crate::engine::Verdict::Win,
        (Goal::Exact, None) => false,
        _ => matches!(j.best, Value::Score(s) if s > 0),
    };
    (win && right.len() < legal && legal >= 2).then(|| {
        format!(
            "{tag} | {} | legal {legal} | right {right:?} | {:?} {:?}",
            pos.setup_text(),
            j.best,
            j.exact.and_then(|e| e.plies)
        )
    })
}

const HH_POINTS: [&str; 11] = [
    "a2", "a3", "a4", "b1", "b2", "b3", "b4", "b5", "c2", "c3", "c4",
];

#[test]
#[ignore]
fn hare_hounds_candidates() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut lines = Vec::new();
    for _ in 0..6000 {
        let mut pts = HH_POINTS.to_vec();
        let mut pick = || pts.swap_remove(rng.random_range(0..pts.len()));
        let (h1, h2, h3, hare) = (pick(), pick(), pick(), pick());
        let stall = [0, 0, 0, 6, 8, 9][rng.random_range(0..6)];
        let mover = if rng.random_bool(0.8) {
            "hounds"
        } else {
            "hare"
        };
        let text = format!("hounds {h1} {h2} {h3}; hare {hare}; to-move {mover}; stall {stall}");
        let Some(pos) = setup("hare-hounds", &text) else {
            continue;
        };
        if let Some(line) = report(mover, pos.as_ref(), Goal::Exact) {
            lines.push(line);
        }
    }
    lines.sort();
    lines.dedup();
    for l in lines {
        println!("{l}");
    }
}

#[test]
#[ignore]
fn dama_candidates() {
    crate::games::dama::endgame::tables();
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let materials: [(&str, &str); 6] = [
        ("K,M", "K"),
        ("M,M", "M"),
        ("M,M", "M,M"),
        ("K", "M"),
        ("K,M", "M,M"),
        ("M", "M"),
    ];
    let mut lines = Vec::new();
    for _ in 0..4000 {
        let (w, b) = materials[rng.random_range(0..materials.len())];
        let mut squares: Vec<u32> = (1..=32).collect();
        let mut place = |kinds: &str, white: bool| -> Vec<String> {
            kinds
                .split(',')
                .map(|k| {
                    let s = loop {
                        let s = squares.swap_remove(rng.random_range(0..squares.len()));
                        // Men never stand on their crowning row.
                        let crown = if white { s <= 4 } else { s >= 29 };
                        if k == "K" || !crown {
                            break s;
                        }
                    };
                    if k == "K" {
                        format!("K{s}")
                    } else {
                        s.to_string()
                    }
                })
                .collect()
        };
        let (ws, bs) = (place(w, true), place(b, false));
        let text = format!("W:W{}:B{}", ws.join(","), bs.join(","));
        let Some(pos) = setup("dama-italiana", &text) else {
            continue;
        };
        let tag = format!("{w} v {b}");
        if let Some(line) = report(&tag, pos.as_ref(), Goal::Exact) {
            lines.push(line);
        }
    }
    lines.sort();
    for l in lines {
        println!("{l}");
    }
}

#[test]
#[ignore]
fn dama_shots() {
    let entry = games::find("dama-italiana").unwrap();
    let mut lines = Vec::new();
    for seed in 300..2300u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut pos = (entry.start)(None, &[]).unwrap();
        for _ in 0..rng.random_range(10..40) {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.random_range(0..moves.len())].clone();
            pos.play_notation(&mv).unwrap();
        }
        if pos.outcome().is_over() || pos.move_infos().iter().any(|m| !m.captures.is_empty()) {
            continue;
        }
        let Ok(j) = judge(pos.as_ref(), Goal::Gain { plies: 4 }) else {
            continue;
        };
        let right = j.right();
        let sacrifice = right.iter().all(|mv| {
            let mut after = pos.clone_box();
            after.play_notation(mv).is_ok()
                && after.move_infos().iter().any(|m| !m.captures.is_empty())
        });
        if matches!(j.best, Value::Score(s) if s >= 2) && right.len() == 1 && sacrifice {
            lines.push(format!(
                "shot | {} | legal {} | right {right:?} | {:?}",
                pos.setup_text(),
                j.moves.len(),
                j.best
            ));
        }
    }
    for l in lines {
        println!("{l}");
    }
}

#[test]
#[ignore]
fn sungka_candidates() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut lines = Vec::new();
    for _ in 0..1500 {
        let mut row = |n: u32| -> Vec<u32> {
            (0..7)
                .map(|_| {
                    if rng.random_bool(0.5) {
                        0
                    } else {
                        rng.random_range(1..=n)
                    }
                })
                .collect()
        };
        let (a, b) = (row(4), row(4));
        let total: u32 = a.iter().chain(b.iter()).sum();
        if total == 0 {
            continue;
        }
        let s1 = (98 - total) / 2;
        let s2 = 98 - total - s1;
        let show = |r: &[u32]| r.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
        let text = format!("{} {s1} / {} {s2} / 1", show(&a), show(&b));
        let Some(pos) = setup("sungka", &text) else {
            continue;
        };
        if let Some(line) = report("sungka", pos.as_ref(), Goal::Exact) {
            lines.push(line);
        }
    }
    for l in lines {
        println!("{l}");
    }
}

#[test]
#[ignore]
fn fox_geese_candidates() {
    use super::proof::balance;
    let entry = games::find("fox-geese").unwrap();
    let options = vec![("captures-to-win".to_owned(), "13".to_owned())];
    for seed in 0..400u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut pos = (entry.start)(None, &options).unwrap();
        for _ in 0..rng.random_range(6..40) {
            let moves = pos.legal_moves();
            if moves.is_empty() || pos.outcome().is_over() {
                break;
            }
            let mv = moves[rng.random_range(0..moves.len())].clone();
            pos.play_notation(&mv).unwrap();
        }
        if pos.outcome().is_over() {
            continue;
        }
        let me = pos.side_to_move();
        let now = balance(pos.as_ref(), me);
        let fox = pos.role(me) == crate::game::Role::Fox;
        let goal = if fox {
            Goal::Gain { plies: 3 }
        } else {
            Goal::Gain { plies: 2 }
        };
        if let Ok(j) = judge(pos.as_ref(), goal) {
            let right = j.right();
            let Value::Score(best) = j.best else { continue };
            let tag = if fox && best > now && right.len() <= 2 {
                "fox-gain"
            } else if !fox && best >= now && right.len() <= 3 && right.len() < j.moves.len() {
                "geese-safe"
            } else {
                ""
            };
            if !tag.is_empty() {
                println!(
                    "{tag} | {} | legal {} | right {right:?} | {best} vs {now}",
                    pos.setup_text(),
                    j.moves.len()
                );
            }
        }
        if !fox {
            if let Ok(j) = judge(pos.as_ref(), Goal::Win { plies: 3 }) {
                if matches!(j.best, Value::Score(s) if s > 0) && j.right().len() < j.moves.len() {
                    println!("geese-trap | {} | right {:?}", pos.setup_text(), j.right());
                }
            }
        }
    }
}

/// Geese positions where the trap closes by force in two to four goose moves, not fewer:
/// the candidates of the "closing the trap" steps. The geese play the engine's move, the
/// fox a random one now and then, so the fox is often nearly caught.
#[test]
#[ignore]
fn fox_geese_trap_candidates() {
    let entry = games::find("fox-geese").unwrap();
    let options = vec![("captures-to-win".to_owned(), "13".to_owned())];
    let limits = crate::engine::Limits {
        depth: Some(3),
        nodes: Some(20_000),
        ..Default::default()
    };
    let cancel = crate::engine::CancelToken::new();
    let mut seen = std::collections::HashSet::new();
    for seed in 0..600u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut pos = (entry.start)(None, &options).unwrap();
        for _ in 0..rng.random_range(10..80) {
            let moves = pos.legal_moves();
            if moves.is_empty() || pos.outcome().is_over() {
                break;
            }
            let fox = pos.role(pos.side_to_move()) == crate::game::Role::Fox;
            let mv = if fox && rng.random_bool(0.5) {
                moves[rng.random_range(0..moves.len())].clone()
            } else {
                let pv = pos.analyze(&limits, &cancel, &mut |_| {}).pv;
                pv.first().cloned().unwrap_or_else(|| moves[0].clone())
            };
            pos.play_notation(&mv).unwrap();
            if pos.outcome().is_over() || pos.role(pos.side_to_move()) == crate::game::Role::Fox {
                continue;
            }
            for plies in [5u32, 7] {
                let quick = judge(pos.as_ref(), Goal::Win { plies: plies - 2 }).ok();
                if quick.is_some_and(|j| j.best == Value::Score(1)) {
                    break;
                }
                let Ok(j) = judge(pos.as_ref(), Goal::Win { plies }) else {
                    break;
                };
                let right = j.right();
                if j.best == Value::Score(1) && right.len() <= 3 && seen.insert(pos.setup_text()) {
                    println!(
                        "trap {plies} | {} | legal {} | right {right:?}",
                        pos.setup_text(),
                        j.moves.len()
                    );
                    break;
                }
            }
        }
    }
}

/// Sungka positions near the end where one sowing ends the game (the side to move then
/// has nothing to sow) and the count decides: the candidates of the rules steps on the
/// end and the count. Prints whether each right and wrong move ends the game.
#[test]
#[ignore]
fn sungka_end_candidates() {
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for _ in 0..20_000 {
        let mut row = |n: u32, p: f64| -> Vec<u32> {
            (0..7)
                .map(|_| {
                    if rng.random_bool(p) {
                        rng.random_range(1..=n)
                    } else {
                        0
                    }
                })
                .collect()
        };
        let (a, b) = (row(3, 0.3), row(3, 0.2));
        let total: u32 = a.iter().chain(b.iter()).sum();
        if total == 0 || total > 12 {
            continue;
        }
        let rest = 98 - total;
        let s1 = rest / 2 + rng.random_range(0..4) - 2;
        let s2 = rest - s1;
        let show = |r: &[u32]| r.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
        let text = format!("{} {s1} / {} {s2} / 1", show(&a), show(&b));
        let Some(pos) = setup("sungka", &text) else {
            continue;
        };
        if pos.outcome().is_over() {
            continue;
        }
        let Ok(j) = judge(pos.as_ref(), Goal::Exact) else {
            continue;
        };
        let right = j.right();
        if right.len() >= j.moves.len() || j.moves.len() < 2 {
            continue;
        }
        let ends = |mv: &String| {
            let mut p = pos.clone_box();
            p.play_notation(mv).unwrap();
            p.outcome().is_over()
        };
        let right_ends = right.iter().all(ends);
        let wrong_ends = j.moves.iter().any(|(m, _)| !right.contains(m) && ends(m));
        if right_ends || wrong_ends {
            println!(
                "end {right_ends} wrong-ends {wrong_ends} | {text} | right {right:?} | {:?}",
                j.exact.map(|e| e.verdict)
            );
        }
    }
}

/// Dama endings with a drawn value where some move loses: the candidates of the draw
/// steps (a king against a king cannot be won).
#[test]
#[ignore]
fn dama_draw_candidates() {
    crate::games::dama::endgame::tables();
    let mut rng = ChaCha8Rng::seed_from_u64(13);
    for _ in 0..3000 {
        let mut squares: Vec<u32> = (1..=32).collect();
        let mut pick = || squares.swap_remove(rng.random_range(0..squares.len()));
        let (wk, bk, bm) = (pick(), pick(), pick());
        if bm >= 29 {
            continue;
        }
        let text = format!("W:WK{wk}:BK{bk},{bm}");
        let Some(pos) = setup("dama-italiana", &text) else {
            continue;
        };
        if pos.outcome().is_over() {
            continue;
        }
        let Ok(j) = judge(pos.as_ref(), Goal::Exact) else {
            continue;
        };
        let right = j.right();
        let draw = j
            .exact
            .is_some_and(|e| e.verdict == crate::engine::Verdict::Draw);
        if draw && right.len() < j.moves.len() && j.moves.len() >= 3 {
            println!("draw | {text} | legal {} | right {right:?}", j.moves.len());
        }
    }
}
