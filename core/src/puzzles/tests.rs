//! Every shipped puzzle is proved again, and the sets are what their files say.

use super::*;
use crate::puzzles::player::{Attempt, Hint, Verdict};

/// Every registered game: a game added to `GAMES` without its puzzles fails here.
fn games() -> impl Iterator<Item = &'static str> {
    crate::games::GAMES.iter().map(|g| g.id)
}

#[test]
fn every_shipped_puzzle_is_proved_again() {
    for game in games() {
        let set = shipped(game).unwrap();
        assert_eq!(set.game, game);
        assert!(set.puzzles.len() >= 150, "{game}: {}", set.puzzles.len());
        assert!(set.command.contains(&format!("--seed {}", set.seed)));
        let mut failures = Vec::new();
        let started = std::time::Instant::now();
        for p in &set.puzzles {
            if let Err(why) = verify(&set, p) {
                failures.push(format!("{}: {why}", p.id));
            }
        }
        eprintln!(
            "{game}: {} puzzles proved again in {:?}",
            set.puzzles.len(),
            started.elapsed()
        );
        assert!(failures.is_empty(), "{game}:\n{}", failures.join("\n"));
        let mut ids: Vec<&str> = set.puzzles.iter().map(|p| p.id.as_str()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), set.puzzles.len(), "{game}: unique ids");
    }
}

#[test]
fn generation_is_deterministic_and_matches_the_first_shipped_puzzles() {
    // A small run with the shipped seed gives the shipped file's first puzzles (the
    // generator stops early, so the first ones are the same whatever the count).
    let set = shipped("hare-hounds").unwrap();
    let again = generate("hare-hounds", set.seed, 5).unwrap();
    assert_eq!(again.puzzles[..], set.puzzles[..5]);
    assert_eq!(
        generate("hare-hounds", 99, 3),
        generate("hare-hounds", 99, 3)
    );
}

#[test]
fn a_wrong_move_a_hint_and_the_answer() {
    let set = shipped("hare-hounds").unwrap();
    let puzzle = &set.puzzles[0];
    let mut attempt = Attempt::new(&set, puzzle).unwrap();
    let answer = puzzle.line[0].notation.clone();
    let wrong = attempt
        .position()
        .legal_moves()
        .into_iter()
        .find(|m| *m != answer)
        .expect("puzzles have several moves");
    assert!(matches!(attempt.play(&wrong), Verdict::Wrong { .. }));
    match attempt.hint() {
        Some(Hint::Piece { point }) => {
            let info = attempt.position().move_infos();
            let start = info.iter().find(|m| m.notation == answer).unwrap().path[0];
            assert_eq!(point, start);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        attempt.hint(),
        Some(Hint::Move {
            notation: answer.clone()
        })
    );
    let mut verdict = attempt.play(&answer);
    let mut i = 1;
    while let Verdict::Correct { reply, forced } = &verdict {
        assert_eq!(reply.as_deref(), Some(puzzle.line[i].notation.as_str()));
        i += 2 + forced.len() * 2;
        verdict = attempt.play(&puzzle.line[i - 1].notation.clone());
    }
    assert_eq!(verdict, Verdict::Solved);
    assert!(attempt.is_solved() && !attempt.is_clean());
    attempt.retry();
    assert!(!attempt.is_solved());
    assert_eq!(attempt.play("zz"), Verdict::Refused(None));
}

/// Issue 34: a line never asks the player for a move there is no choice about: every
/// shipped line played through the attempt stops only where the player has a choice.
#[test]
fn the_player_is_never_asked_for_an_only_move() {
    for game in games() {
        let set = shipped(game).unwrap();
        let mut auto_played = 0;
        for puzzle in &set.puzzles {
            let mut attempt = Attempt::new(&set, puzzle).unwrap();
            let mut typed = 0;
            while !attempt.is_solved() {
                let next = puzzle.line[attempt.played().len()].notation.clone();
                assert!(
                    !crate::puzzles::player::is_only_move(attempt.position(), &next),
                    "{}: asked for an only move",
                    puzzle.id
                );
                typed += 1;
                match attempt.play(&next) {
                    Verdict::Correct { .. } | Verdict::Solved => {}
                    other => panic!("{}: {other:?}", puzzle.id),
                }
            }
            let mine = puzzle
                .line
                .iter()
                .filter(|m| m.side == puzzle.to_move)
                .count();
            auto_played += mine - typed;
            assert!(attempt.is_clean(), "{}", puzzle.id);
        }
        eprintln!("{game}: {auto_played} only moves played for the player");
    }
}

/// Prints a shipped set with each puzzle's theme as its proof shows it, and without the
/// puzzles that have no forced result behind them (issue 34): how the shipped files were
/// brought to their proofs. `cargo test -p fireside-core --lib reclassify -- --ignored
/// --nocapture` with `RECLASSIFY=<game>`.
#[test]
#[ignore = "a tool: rewrites a shipped set's themes from its proofs"]
fn reclassify_shipped_set() {
    let Ok(game) = std::env::var("RECLASSIFY") else {
        return;
    };
    let mut set = shipped(&game).unwrap();
    let themes = [
        crate::puzzles::Theme::FoxJump,
        crate::puzzles::Theme::FoxMostGeese,
        crate::puzzles::Theme::GeeseTrap,
        crate::puzzles::Theme::GeeseHold,
        crate::puzzles::Theme::Tactic,
        crate::puzzles::Theme::OnlyWin,
        crate::puzzles::Theme::MostShells,
        crate::puzzles::Theme::FoxForcedWin,
        crate::puzzles::Theme::GeeseForcedTrap,
    ];
    let all = set.clone();
    set.puzzles = all
        .puzzles
        .iter()
        .filter_map(|p| {
            themes.iter().find_map(|&theme| {
                let q = crate::puzzles::Puzzle { theme, ..p.clone() };
                verify(&all, &q).is_ok().then_some(q)
            })
        })
        .collect();
    println!("{}", set.to_text());
}

/// Issue 34: multi-move Fox and Geese puzzles — the fox's forced win and the geese's
/// forced trap in 3 to 7 plies, every move of the player's a choice the search proves
/// the only one that wins in time (re-proved by `every_shipped_puzzle_is_proved_again`),
/// the replies played by the app. Any other move that wins at once ends the puzzle too.
#[test]
fn fox_geese_has_multi_move_forced_puzzles() {
    use crate::puzzles::{Proof, Theme};
    let set = shipped("fox-geese").unwrap();
    let forced: Vec<&Puzzle> = set
        .puzzles
        .iter()
        .filter(|p| matches!(p.proof, Proof::Forced { .. }))
        .collect();
    for theme in [Theme::FoxForcedWin, Theme::GeeseForcedTrap] {
        let n = forced.iter().filter(|p| p.theme == theme).count();
        assert!(n >= 15, "{theme:?}: {n}");
    }
    let mut alternatives = 0;
    for p in forced {
        let Proof::Forced { plies } = p.proof else {
            unreachable!()
        };
        assert!((3..=7).contains(&plies), "{}", p.id);
        assert_eq!(p.line.len(), plies as usize, "{}", p.id);
        let mut attempt = Attempt::new(&set, p).unwrap();
        let mut typed = 0;
        while !attempt.is_solved() {
            let next = p.line[attempt.played().len()].notation.clone();
            let last = attempt.played().len() + 1 == p.line.len();
            if last {
                // Every other move that wins at once is accepted as well.
                for other in attempt.position().legal_moves() {
                    let mut after = attempt.position().clone_box();
                    after.play_notation(&other).unwrap();
                    let won = matches!(after.outcome(), crate::game::Outcome::Win { winner, .. }
                        if winner == p.to_move);
                    if other != next && won {
                        let mut again = Attempt::new(&set, p).unwrap();
                        for m in attempt.played().iter().filter(|m| m.side == p.to_move) {
                            again.play(&m.notation);
                        }
                        assert_eq!(again.play(&other), Verdict::Solved, "{}", p.id);
                        alternatives += 1;
                    }
                }
            }
            typed += 1;
            match attempt.play(&next) {
                Verdict::Correct { reply, .. } => assert!(reply.is_some(), "{}", p.id),
                Verdict::Solved => {}
                other => panic!("{}: {other:?}", p.id),
            }
        }
        assert!(typed >= 2, "{}: one move only", p.id);
    }
    assert!(alternatives > 0, "the other winning last moves are tried");
}
