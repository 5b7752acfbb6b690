//! The probe goes through the registry: its rules by the entry's functions, a tournament,
//! a rating run and a bench, its puzzles generated and proved, its course read and its
//! answers proved by the search, and a review of a lost game that blames the move that
//! lost it. Every flow here takes the entry, so none of them can hide a list of games.

use super::entry::ENTRY;
use crate::engine::ratings::Entrant;
use crate::engine::{CancelToken, Level, Player};
use crate::game::{Outcome, Side};
use crate::games::{BenchSpec, RatingsSpec, TournamentSpec};
use crate::review::{Mark, ReviewJob};

#[test]
fn the_probes_rules_come_through_its_entry() {
    assert_eq!((ENTRY.preset_names)(), ["standard"]);
    let mut start = (ENTRY.start)(None, &[]).unwrap();
    assert_eq!(start.legal_moves(), ["p1-p2", "p1-p3"]);
    let again = (ENTRY.from_json)(&start.to_json()).unwrap();
    assert_eq!(again.setup_text(), "p1 p7");
    let set = (ENTRY.from_setup)(None, &[], "p3 p4").unwrap();
    assert_eq!(
        set.outcome(),
        Outcome::Win {
            winner: Side::Two,
            reason: crate::game::EndReason::NoMoves
        }
    );
    assert!((ENTRY.from_setup)(None, &[], "p5 p2").is_err());
    assert!(start.play_notation("p1-p4").is_err());
    assert_eq!(start.play_notation("p1-p3").unwrap(), "p1-p3");
}

#[test]
fn the_probe_plays_tournaments_ratings_and_benches() {
    let spec = TournamentSpec {
        preset: None,
        options: &[],
        a: Player::Computer(Level::Expert),
        b: Player::Random,
        games: 4,
        seed: 7,
        time_scale: 0.05,
        threads: 1,
        fresh: Default::default(),
    };
    let report = (ENTRY.tournament)(&spec).unwrap();
    assert_eq!(report.game, "probe");
    // The side to move first wins with best play (a gap of five): Expert never loses it,
    // whether it keeps its table or starts afresh every move.
    assert_eq!(report.a.as_side_one.losses, 0);
    let fresh = (ENTRY.tournament)(&TournamentSpec {
        fresh: crate::engine::Freshness::EveryMove,
        ..spec
    })
    .unwrap();
    assert!(fresh.fresh);
    assert_eq!(fresh.a.as_side_one.losses, 0);
    assert_eq!(fresh.results.len(), 4);
    // Each move asked through the game's `pick`, as a new process is asked: the same
    // games are legal and Expert still never loses the won side.
    let asked = std::sync::atomic::AtomicUsize::new(0);
    let process = |ask: &crate::engine::MoveAsk| {
        asked.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        assert_eq!(
            ask.player,
            Player::Computer(Level::Expert),
            "only searchers are asked"
        );
        (ENTRY.pick)(None, &[], ask).map_err(|e| e.to_string())
    };
    let by_process = (ENTRY.tournament)(&TournamentSpec {
        fresh: crate::engine::Freshness::Process(&process),
        ..spec
    })
    .unwrap();
    assert!(by_process.processes && by_process.fresh);
    assert!(by_process.failures.is_empty(), "{:?}", by_process.failures);
    assert_eq!(by_process.a.as_side_one.losses, 0);
    assert!(by_process.results.iter().all(|g| !g.unfinished));
    let expert_moves =
        std::sync::atomic::AtomicUsize::load(&asked, std::sync::atomic::Ordering::Relaxed);
    assert!(expert_moves >= 4, "{expert_moves} moves asked");
    // A process that fails stops its game, counted and said, with no panic.
    let failing = |_: &crate::engine::MoveAsk| Err("the engine crashed".to_owned());
    let failed = (ENTRY.tournament)(&TournamentSpec {
        fresh: crate::engine::Freshness::Process(&failing),
        ..spec
    })
    .unwrap();
    assert_eq!(failed.failures.len(), 4, "{:?}", failed.failures);
    assert!(failed.failures[0].contains("the engine crashed"));
    assert_eq!(failed.unfinished, 4);
    let entrants = [
        Entrant {
            player: Player::Random,
            time_factor: 1.0,
        },
        Entrant {
            player: Player::Computer(Level::Easy),
            time_factor: 1.0,
        },
    ];
    let ratings = (ENTRY.ratings)(&RatingsSpec {
        preset: None,
        options: &[],
        entrants: &entrants,
        games: 2,
        seed: 3,
        time_scale: 0.05,
        threads: 1,
    })
    .unwrap();
    assert_eq!(ratings.ratings.len(), 2);
    let bench = (ENTRY.bench)(&BenchSpec {
        preset: None,
        options: &[],
        levels: &[Level::Easy],
        positions: 2,
        plies: 1,
        seed: 1,
        time_scale: 0.05,
        plain: true,
    })
    .unwrap();
    assert!(bench.plain.is_some());
}

#[test]
fn the_probes_puzzles_are_its_generators_and_proved() {
    let made = crate::puzzles::generate_for(&ENTRY, 1, 20);
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/games/probe/puzzles.json");
        std::fs::write(path, made.to_text()).unwrap();
        return;
    }
    assert_eq!(
        made.to_text(),
        ENTRY.puzzles.shipped,
        "puzzles.json is stale"
    );
    let set = crate::puzzles::shipped_of(&ENTRY).unwrap();
    assert!(!set.puzzles.is_empty());
    for puzzle in &set.puzzles {
        crate::puzzles::verify_for(&ENTRY, &set, puzzle).unwrap();
    }
    // A wrong answer is refused by the proof.
    let mut wrong = set.puzzles[0].clone();
    let pos = (ENTRY.from_setup)(None, &[], &wrong.position).unwrap();
    let other = pos
        .legal_moves()
        .into_iter()
        .find(|m| *m != wrong.line[0].notation);
    wrong.line[0].notation = other.unwrap();
    assert!(crate::puzzles::verify_for(&ENTRY, &set, &wrong).is_err());
}

#[test]
fn the_probes_course_reads_and_its_answers_win() {
    let course = crate::lessons::lesson_of(&ENTRY).unwrap();
    assert_eq!(course.game, "probe");
    for step in course.steps() {
        let pos = (ENTRY.from_setup)(None, &[], step.position.as_deref().unwrap()).unwrap();
        let report = pos
            .search(Level::Expert, 1, &CancelToken::new(), 0.05)
            .unwrap();
        assert!(report.score >= crate::engine::WIN_THRESHOLD, "{step:?}");
        if let Some(expect) = &step.expect {
            assert_eq!(Some(expect[0].as_str()), report.best_move.as_deref());
        }
    }
}

#[test]
fn a_review_of_the_probe_blames_the_move_that_lost() {
    let start = (ENTRY.start)(None, &[]).unwrap();
    let moves: Vec<String> = ["p1-p2", "p7-p6", "p2-p3", "p6-p4"]
        .map(String::from)
        .to_vec();
    let mut job = ReviewJob::new(start, &moves, 0.05).unwrap();
    job.run(&CancelToken::new(), |_, _| {});
    let review = job.review();
    let marks: Vec<Mark> = review.plies.iter().map(|p| p.judgement.mark).collect();
    assert_eq!(marks[0], Mark::Blunder, "{marks:?}");
    assert_eq!(review.plies[0].best.as_deref(), Some("p1-p3"));
    assert!(marks[1..]
        .iter()
        .all(|m| !matches!(m, Mark::Inaccuracy | Mark::Mistake | Mark::Blunder)));
}

/// Moves read from notation by this thread's probes since the last call.
fn parses() -> u32 {
    super::PARSES.with(|n| n.replace(0))
}

/// A player's move is read from its notation once on its way in: typed, or entered on the
/// board (the tap's move is read, then played as read); a redo and the mark of the last
/// move read nothing again. A board that holds its moves (a puzzle's, a lesson's) hands
/// the move back read and unplayed.
#[test]
fn a_move_is_read_once_on_its_way_in() {
    use crate::session::{InputOutcome, Match, MatchSetup, Mode};
    let setup = MatchSetup {
        game: "probe".into(),
        preset: None,
        options: Vec::new(),
        position: None,
        mode: Mode::PassAndPlay,
        seed: 1,
    };
    let start = || (ENTRY.start)(None, &[]).unwrap();
    let mut m = Match::at_position(setup.clone(), start());
    parses();
    let played = m.play("p1-p3").unwrap();
    assert_eq!((played.notation.as_str(), parses()), ("p1-p3", 1));
    // Black's man on p7 steps to p6 by taps: its point, then its landing.
    assert_eq!(m.tap(6).unwrap(), InputOutcome::Changed);
    assert!(matches!(m.tap(5).unwrap(), InputOutcome::Played(a) if a.notation == "p7-p6"));
    assert_eq!(parses(), 1);
    m.undo().unwrap();
    assert_eq!(m.last_move().map(|a| a.path.clone()), Some(vec![0, 2]));
    m.redo().unwrap();
    assert_eq!(m.move_list(), ["p1-p3", "p7-p6"]);
    assert_eq!(parses(), 0, "undo, redo and the marks read nothing");

    let mut board = Match::at_position(setup, start());
    board.hold_moves();
    board.tap(0).unwrap();
    let InputOutcome::Chosen(mv) = board.tap(1).unwrap() else {
        panic!("a board that holds its moves hands them back");
    };
    assert_eq!((mv.info.notation.as_str(), parses()), ("p1-p2", 1));
    assert!(board.move_list().is_empty(), "not played on the board");
    assert_eq!(board.game().ply(), 0);
    let mut position = start();
    position.play_typed(&mv).unwrap();
    assert_eq!((position.ply(), parses()), (1, 0), "played as read");
}
