//! Puzzle progress kept through a restart: the rating, the streak, the solved set and the
//! daily puzzle's state are written to the store and read back at launch.

use super::contract::{PuzzleView, Screen, View};
use super::tests::{app_in, temp_dir};
use super::*;
use crate::puzzles::shipped;

fn puzzle_view(v: &View) -> &PuzzleView {
    match &v.screen {
        Screen::Puzzle { puzzle } => puzzle,
        other => panic!("not the puzzle screen: {other:?}"),
    }
}

fn home_rating(app: &App, game: &str) -> String {
    match &app.view().screen {
        Screen::Home { home } => home
            .tiles
            .iter()
            .find(|t| t.game == game)
            .expect("a tile")
            .puzzle_rating_text
            .clone(),
        other => panic!("not the home screen: {other:?}"),
    }
}

/// The player's next move of the puzzle shown: the line's move where the attempt stands
/// (the replies and the player's only moves are played by the app).
fn expected(app: &App) -> Option<String> {
    let state = app.model.puzzle.as_ref()?;
    let line = &state.attempt.puzzle.line;
    line.get(state.attempt.played().len())
        .map(|m| m.notation.clone())
}

/// Plays the player's moves of the puzzle shown, in order (the app plays the replies).
fn solve_shown(app: &mut App) {
    while let Some(notation) = expected(app) {
        app.update(Event::PuzzleMove { notation });
    }
    assert!(puzzle_view(&app.view()).solved);
}

/// The first shipped puzzle of `game` whose answer is replied to and the player still has
/// a choice after the reply.
fn multi_move(game: &str) -> Option<crate::puzzles::Puzzle> {
    let set = shipped(game).unwrap();
    set.puzzles
        .iter()
        .find(|p| {
            let Ok(mut attempt) = crate::puzzles::player::Attempt::new(&set, p) else {
                return false;
            };
            p.line.len() >= 3
                && p.line[1].side != p.to_move
                && !matches!(
                    attempt.play(&p.line[0].notation),
                    crate::puzzles::player::Verdict::Solved
                )
        })
        .cloned()
}

/// The id of the first shipped puzzle of `game`.
fn first_of(game: &str) -> String {
    shipped(game).unwrap().puzzles[0].id.clone()
}

fn open(app: &mut App, game: &str, id: &str) {
    app.update(Event::OpenPuzzle {
        game: game.into(),
        id: Some(id.into()),
    });
}

/// A legal move of the puzzle shown that is not its answer.
fn a_wrong_move(app: &App) -> String {
    let answer = expected(app).unwrap();
    let state = app.model.puzzle.as_ref().unwrap();
    state
        .attempt
        .position()
        .legal_moves()
        .into_iter()
        .find(|m| *m != answer)
        .expect("another move")
}

#[test]
fn the_board_shows_the_position_after_every_reply() {
    for game in ["hare-hounds", "dama-italiana", "sungka"] {
        let Some(puzzle) = multi_move(game) else {
            // Sungka's longer lines are free turns: the same player again, no reply.
            assert_eq!(game, "sungka");
            continue;
        };
        let mut app = app_in(None);
        open(&mut app, game, &puzzle.id);
        let start = puzzle_view(&app.view()).position.clone();
        let first = expected(&app).unwrap();
        app.update(Event::PuzzleMove { notation: first });
        let v = app.view();
        let shown = puzzle_view(&v);
        // The position after the answer and the reply, replayed on its own.
        let state = app.model.puzzle.as_ref().unwrap();
        let set = shipped(game).unwrap();
        let entry = crate::games::find(game).unwrap();
        let mut replayed = (entry.from_setup)(None, &set.options, &puzzle.position).unwrap();
        for m in state.attempt.played() {
            replayed.play_notation(&m.notation).unwrap();
        }
        assert_ne!(shown.position, start, "{game}");
        assert_eq!(shown.position, replayed.setup_text(), "{game}");
        let reply = &state.attempt.played()[1].notation;
        assert!(
            shown
                .message
                .as_deref()
                .unwrap_or("")
                .contains(reply.as_str()),
            "{game}: {:?}",
            shown.message
        );
        assert!(!shown.solved && shown.board.input, "{game}");
    }
}

#[test]
fn a_wrong_try_is_answered_with_what_it_allows() {
    for game in ["hare-hounds", "fox-geese", "dama-italiana"] {
        let mut app = app_in(None);
        open(&mut app, game, &first_of(game));
        let wrong = a_wrong_move(&app);
        app.update(Event::PuzzleMove {
            notation: wrong.clone(),
        });
        let message = puzzle_view(&app.view()).message.clone().unwrap();
        assert!(
            message.starts_with(&format!("Not that one. After {wrong}, ")),
            "{game}: {message}"
        );
    }
}

#[test]
fn solved_after_a_miss_is_not_solved_and_says_what_it_cost() {
    let mut app = app_in(None);
    open(&mut app, "hare-hounds", "hare-hounds-0002");
    let wrong = a_wrong_move(&app);
    app.update(Event::PuzzleMove { notation: wrong });
    solve_shown(&mut app);
    let v = app.view();
    let shown = puzzle_view(&v);
    let message = shown.message.clone().unwrap();
    assert!(!message.contains("Solved!"), "{message}");
    assert!(
        message.starts_with("Solved after a miss, rating −"),
        "{message}"
    );
    assert!(
        message.contains(&format!(
            "(now {})",
            shown
                .rating_text
                .trim_end_matches('?')
                .trim_start_matches("Puzzle rating ")
        )),
        "{message}"
    );
    // Solved again later: rated before, so nothing moves and it says so.
    let before = shown.rating_text.clone();
    open(&mut app, "hare-hounds", "hare-hounds-0002");
    solve_shown(&mut app);
    let v = app.view();
    let again = puzzle_view(&v);
    assert!(
        again
            .message
            .as_deref()
            .unwrap()
            .starts_with("Solved. This puzzle was rated before"),
        "{:?}",
        again.message
    );
    assert_eq!(again.rating_text, before);
}

#[test]
fn a_clean_solve_says_why_the_answer_works() {
    let mut app = app_in(None);
    open(&mut app, "fox-geese", &first_of("fox-geese"));
    solve_shown(&mut app);
    let message = puzzle_view(&app.view()).message.clone().unwrap();
    assert!(message.starts_with("Solved! Puzzle rating"), "{message}");
    let why = message
        .split_once("streak 1. ")
        .map(|(_, w)| w)
        .unwrap_or("");
    assert!(!why.is_empty(), "{message}");
}

#[test]
fn next_never_serves_the_same_puzzle_nor_the_daily_one() {
    for game in ["hare-hounds", "fox-geese", "sungka", "dama-italiana"] {
        let mut app = app_in(None);
        app.update(Event::OpenPuzzle {
            game: game.into(),
            id: None,
        });
        let v = app.view();
        let daily = puzzle_view(&v).clone();
        assert!(
            daily.title.starts_with("Today's puzzle · "),
            "{}",
            daily.title
        );
        solve_shown(&mut app);
        let mut seen = vec![daily.id.clone()];
        for _ in 0..3 {
            app.update(Event::PuzzleNext);
            let v = app.view();
            let shown = puzzle_view(&v);
            assert!(!seen.contains(&shown.id), "{game}: {} again", shown.id);
            assert!(shown.title.starts_with("Puzzle "), "{}", shown.title);
            seen.push(shown.id.clone());
            // Failed at once: a failed puzzle is not served again either.
            app.update(Event::PuzzleSolution);
        }
        // The daily puzzle opened again says it is solved, and counts no more.
        app.update(Event::OpenPuzzle {
            game: game.into(),
            id: None,
        });
        let v = app.view();
        if puzzle_view(&v).id == daily.id {
            assert_eq!(
                puzzle_view(&v).message.as_deref(),
                Some(
                    "You solved today's puzzle. Play it again for practice, or take the next one."
                )
            );
        }
    }
}

#[test]
fn hints_name_what_the_player_types() {
    let mut app = app_in(None);
    open(&mut app, "sungka", "sungka-0001");
    app.update(Event::PuzzleHint);
    let hint = puzzle_view(&app.view()).message.clone().unwrap();
    assert!(hint.starts_with("Hint: sow the house with "), "{hint}");
    assert!(!hint.contains("p1-") && !hint.contains("p2-"), "{hint}");
    let mut app = app_in(None);
    open(&mut app, "dama-italiana", &first_of("dama-italiana"));
    let answer = expected(&app).unwrap();
    app.update(Event::PuzzleHint);
    let from = answer.split(['-', 'x']).next().unwrap();
    assert_eq!(
        puzzle_view(&app.view()).message.as_deref(),
        Some(format!("Hint: move the piece on {from}.").as_str())
    );
}

fn today() -> i64 {
    (crate::store::now_millis() / 86_400_000) as i64
}

#[test]
fn a_solved_puzzle_keeps_its_rating_and_streak_through_a_restart() {
    let dir = temp_dir("puzzle-restart");
    let mut app = app_in(Some(&dir));
    let fresh = home_rating(&app, "hare-hounds");
    app.update(Event::OpenPuzzle {
        game: "hare-hounds".into(),
        id: Some("hare-hounds-0001".into()),
    });
    solve_shown(&mut app);
    let solved = puzzle_view(&app.view()).clone();
    assert_eq!(solved.streak, 1);
    // The daily puzzle of another game, solved cleanly.
    let day = today();
    app.update(Event::OpenPuzzle {
        game: "fox-geese".into(),
        id: None,
    });
    let daily_id = puzzle_view(&app.view()).id.clone();
    solve_shown(&mut app);
    app.update(Event::OpenHome);
    let rated = home_rating(&app, "hare-hounds");
    assert_ne!(rated, fresh, "solving moved the rating");
    assert_eq!(solved.rating_text, rated);
    app.flush();
    drop(app);

    // The next launch on the same folder reads it all back.
    let mut app = app_in(Some(&dir));
    assert_eq!(home_rating(&app, "hare-hounds"), rated);
    let profile = app.model.data.active_profile().clone();
    let progress = &profile.puzzles["hare-hounds"];
    assert_eq!((progress.streak, progress.best_streak), (1, 1));
    assert_eq!(progress.solved, vec!["hare-hounds-0001".to_owned()]);
    assert!(progress.rating.rating > 1500.0);
    let daily = profile.puzzles["fox-geese"].daily.clone().expect("kept");
    assert_eq!(
        (daily.day, daily.id.as_str(), daily.solved),
        (day, daily_id.as_str(), true)
    );
    app.update(Event::OpenPuzzle {
        game: "hare-hounds".into(),
        id: Some("hare-hounds-0001".into()),
    });
    let v = app.view();
    let reopened = puzzle_view(&v);
    assert_eq!(
        (reopened.streak, reopened.rating_text.as_str()),
        (1, rated.as_str())
    );
    // The daily puzzle solved today says so when opened again (unless midnight passed).
    app.update(Event::OpenPuzzle {
        game: "fox-geese".into(),
        id: None,
    });
    if today() == day {
        let v = app.view();
        let message = puzzle_view(&v).message.clone();
        assert_eq!(
            message.as_deref(),
            Some("You solved today's puzzle. Play it again for practice, or take the next one.")
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_failed_puzzle_ends_the_streak_on_disk_too() {
    let dir = temp_dir("puzzle-fail");
    let mut app = app_in(Some(&dir));
    app.update(Event::OpenPuzzle {
        game: "hare-hounds".into(),
        id: Some("hare-hounds-0001".into()),
    });
    solve_shown(&mut app);
    app.update(Event::PuzzleNext);
    app.update(Event::PuzzleSolution);
    app.flush();
    drop(app);
    let app = app_in(Some(&dir));
    let progress = app.model.data.active_profile().puzzles["hare-hounds"].clone();
    assert_eq!((progress.streak, progress.best_streak), (0, 1));
    assert_eq!(progress.solved.len(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_puzzle_is_titled_by_its_place_in_the_set_not_its_id() {
    let mut app = app_in(None);
    app.update(Event::OpenPuzzle {
        game: "hare-hounds".into(),
        id: Some("hare-hounds-0003".into()),
    });
    let title = puzzle_view(&app.view()).title.clone();
    assert!(title.starts_with("Puzzle 3 ·"), "{title}");
    assert!(!title.contains("hare-hounds"), "{title}");
}

/// The first puzzle of `game` that `side` solves.
fn first_for(game: &str, side: crate::game::Side) -> String {
    let set = shipped(game).unwrap();
    set.puzzles
        .iter()
        .find(|p| p.to_move == side)
        .expect("a puzzle for the side")
        .id
        .clone()
}

#[test]
fn a_puzzle_says_which_side_the_player_moves_in_the_games_words() {
    use crate::game::Side;
    let cases = [
        // The theme said the side already: it is said once now.
        (
            "fox-geese",
            Side::One,
            "Fox to move. Find the jump that wins",
        ),
        ("fox-geese", Side::Two, "Geese to move. Find the "),
        ("hare-hounds", Side::One, "Hounds to move. "),
        ("hare-hounds", Side::Two, "Hare to move. "),
        ("sungka", Side::One, "Player 1 to move. "),
        ("sungka", Side::Two, "Player 2 to move. "),
        ("dama-italiana", Side::One, "White to move. "),
        ("dama-italiana", Side::Two, "Black to move. "),
    ];
    let mut app = app_in(None);
    for (game, side, start) in cases {
        let id = first_for(game, side);
        app.update(Event::OpenPuzzle {
            game: game.into(),
            id: Some(id.clone()),
        });
        let prompt = puzzle_view(&app.view()).prompt.clone();
        assert!(prompt.starts_with(start), "{id}: {prompt}");
        // The task follows, said once.
        assert!(prompt.len() > start.len(), "{id}: {prompt}");
        assert_eq!(prompt.matches("to move").count(), 1, "{id}: {prompt}");
        app.update(Event::Back);
    }
    // In the player's language, with its grammar (Finnish: the side in the genitive).
    let mut app = App::new(AppConfig {
        store_dir: None,
        device_language: "fi-FI".into(),
        language: None,
        time_scale: 0.05,
        seed: Some(7),
        screen_dp: 0,
    })
    .unwrap();
    app.update(Event::OpenPuzzle {
        game: "hare-hounds".into(),
        id: Some(first_for("hare-hounds", Side::Two)),
    });
    let prompt = puzzle_view(&app.view()).prompt.clone();
    assert_eq!(
        prompt,
        "Jäniksen vuoro. Löydä ainoa siirto, joka säilyttää voiton."
    );
}

fn on_home(app: &App) -> bool {
    matches!(app.view().screen, Screen::Home { .. })
}

#[test]
fn back_leaves_a_puzzle_opened_over_a_puzzle() {
    let mut app = app_in(None);
    app.update(Event::Launch);
    let open = |id: &str| Event::OpenPuzzle {
        game: "hare-hounds".into(),
        id: Some(id.into()),
    };
    app.update(open("hare-hounds-0001"));
    // A second puzzle (a link, a double tap) takes the screen's place.
    app.update(open("hare-hounds-0002"));
    assert_eq!(puzzle_view(&app.view()).id, "hare-hounds-0002");
    app.update(open("hare-hounds-0002"));
    app.update(Event::Back);
    assert!(on_home(&app), "{:?}", app.view().screen);
    // The daily puzzle over another game's puzzle too.
    app.update(open("hare-hounds-0001"));
    app.update(Event::OpenPuzzle {
        game: "sungka".into(),
        id: None,
    });
    app.update(Event::Back);
    assert!(on_home(&app), "{:?}", app.view().screen);
}

#[test]
fn back_leaves_a_lesson_rules_or_leaderboard_opened_over_itself() {
    let twice: [(Event, Event); 3] = [
        (
            Event::OpenLesson {
                game: "fox-geese".into(),
            },
            Event::OpenLesson {
                game: "sungka".into(),
            },
        ),
        (
            Event::OpenHowToPlay {
                game: "dama-italiana".into(),
            },
            Event::OpenHowToPlay {
                game: "hare-hounds".into(),
            },
        ),
        (
            Event::OpenLeaderboard { game: None },
            Event::OpenLeaderboard {
                game: Some("sungka".into()),
            },
        ),
    ];
    for (first, second) in twice {
        let mut app = app_in(None);
        app.update(Event::Launch);
        app.update(first.clone());
        app.update(first.clone());
        app.update(second.clone());
        app.update(Event::Back);
        assert!(
            on_home(&app),
            "{first:?}, {second:?}: {:?}",
            app.view().screen
        );
    }
    // Another screen in between still comes back: the rules opened from a lesson.
    let mut app = app_in(None);
    app.update(Event::Launch);
    app.update(Event::OpenLesson {
        game: "fox-geese".into(),
    });
    app.update(Event::OpenHowToPlay {
        game: "fox-geese".into(),
    });
    app.update(Event::Back);
    assert!(
        matches!(app.view().screen, Screen::Lesson { .. }),
        "{:?}",
        app.view().screen
    );
}

#[test]
fn a_dama_puzzle_follows_black_first_with_no_dama_match_open() {
    use crate::board::PieceKind;
    use crate::game::Side;
    let id = first_for("dama-italiana", Side::One);
    let open = |app: &mut App| {
        app.update(Event::OpenPuzzle {
            game: "dama-italiana".into(),
            id: Some(id.clone()),
        });
        puzzle_view(&app.view()).clone()
    };
    let mut app = app_in(None);
    let usual = open(&mut app);
    app.update(Event::Back);
    app.update(Event::SetDamaBlackFirst { on: true });
    // No match of any game is open: the puzzle's own game decides the presentation.
    let swapped = open(&mut app);
    assert!(
        usual.prompt.starts_with("White to move"),
        "{}",
        usual.prompt
    );
    assert!(
        swapped.prompt.starts_with("Black to move"),
        "{}",
        swapped.prompt
    );
    let kinds = |p: &PuzzleView| {
        let mut k: Vec<(u8, PieceKind)> = p
            .board
            .board
            .pieces
            .iter()
            .map(|x| (x.point, x.kind))
            .collect();
        k.sort_by_key(|x| x.0);
        k
    };
    let exchanged = |k: PieceKind| match k {
        PieceKind::WhiteMan => PieceKind::BlackMan,
        PieceKind::BlackMan => PieceKind::WhiteMan,
        PieceKind::WhiteKing => PieceKind::BlackKing,
        PieceKind::BlackKing => PieceKind::WhiteKing,
        other => other,
    };
    let want: Vec<(u8, PieceKind)> = kinds(&usual)
        .into_iter()
        .map(|(p, k)| (p, exchanged(k)))
        .collect();
    assert_eq!(
        kinds(&swapped),
        want,
        "the pieces drawn in the other colours"
    );
    assert!(!want.is_empty());
}
