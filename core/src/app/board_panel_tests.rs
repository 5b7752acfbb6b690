//! The boards of the puzzle and lesson screens: played by touch like the game's board,
//! a refused move explained by the rule's words, and the settings' high contrast carried.

use super::contract::{BoardPanel, FeedbackTone, LessonView, PuzzleView, Screen, View};
use super::tests::app_in;
use super::*;
use crate::games;
use crate::i18n::{Lang, Translator};
use crate::puzzles::shipped;

fn puzzle_view(v: &View) -> &PuzzleView {
    match &v.screen {
        Screen::Puzzle { puzzle } => puzzle,
        other => panic!("not the puzzle screen: {other:?}"),
    }
}

fn lesson_view(v: &View) -> &LessonView {
    match &v.screen {
        Screen::Lesson { lesson } => lesson,
        other => panic!("not the lesson screen: {other:?}"),
    }
}

fn announced(fx: &[Effect]) -> Option<&str> {
    fx.iter().find_map(|e| match e {
        Effect::Announce { text } => Some(text.as_str()),
        _ => None,
    })
}

/// Taps the points of `notation` on `board` (as drawn: the position's own moves) until
/// the screen takes the move (it says so).
fn tap_move(app: &mut App, board: &BoardPanel, path: &[u8]) -> String {
    assert!(board.input, "the board takes input");
    for &p in path {
        let fx = app.update(Event::Tap { point: p });
        if let Some(text) = announced(&fx) {
            return text.to_owned();
        }
    }
    panic!("tapping {path:?} played no move")
}

fn is_legal_in(game: &str, options: &[(String, String)], setup: &str, notation: &str) -> bool {
    let entry = games::find(game).unwrap();
    let pos = (entry.from_setup)(None, options, setup).unwrap();
    pos.move_infos().iter().any(|m| m.notation == notation)
}

/// The path of `notation` in the position `setup` of `game`.
fn path_in(game: &str, options: &[(String, String)], setup: &str, notation: &str) -> Vec<u8> {
    let entry = games::find(game).unwrap();
    let pos = (entry.from_setup)(None, options, setup).unwrap();
    pos.move_infos()
        .into_iter()
        .find(|m| m.notation == notation)
        .map(|m| m.path)
        .unwrap_or_else(|| panic!("{notation} is legal in {setup}"))
}

#[test]
fn a_puzzle_of_every_game_is_solved_by_taps_on_its_board() {
    for game in ["hare-hounds", "fox-geese", "sungka", "dama-italiana"] {
        let mut app = app_in(None);
        let set = shipped(game).unwrap();
        let puzzle = &set.puzzles[0];
        app.update(Event::OpenPuzzle {
            game: game.into(),
            id: Some(puzzle.id.clone()),
        });
        for m in puzzle.line.iter().filter(|m| m.side == puzzle.to_move) {
            let v = app.view();
            let shown = puzzle_view(&v);
            // The player's only moves are played by the app itself (with their replies),
            // up to the end of the line.
            if shown.solved {
                break;
            }
            if !is_legal_in(game, &set.options, &shown.position, &m.notation) {
                continue;
            }
            // The board stands at the position the puzzle is at, drawn for its side.
            let path = path_in(game, &set.options, &shown.position, &m.notation);
            tap_move(&mut app, &shown.board, &path);
        }
        let v = app.view();
        let solved = puzzle_view(&v);
        assert!(solved.solved, "{game}: solved by taps");
        let board = &app.model.puzzle.as_ref().expect("a puzzle").board;
        assert_eq!(
            board.session.bottom_side(),
            puzzle.to_move,
            "{game}: the solver's side stays at the bottom"
        );
        assert_eq!(solved.message_tone, FeedbackTone::Found);
        assert!(
            !solved.board.input,
            "{game}: a solved puzzle's board is to look at"
        );
        assert!(solved.board.points.iter().all(|p| p.actions.is_empty()));
        assert_eq!(solved.streak, 1, "{game}: counted as a clean solve");
        assert!(
            solved.standing_text.ends_with("streak 1"),
            "{}",
            solved.standing_text
        );
    }
}

/// A puzzle of `game` and a move between two of its points that the rules refuse with a
/// reason, as typed (`Play`) and as its two points.
fn refused_in(game: &str) -> Option<(String, String, [u8; 2], crate::refusal::Refusal)> {
    let set = shipped(game).unwrap();
    let entry = games::find(game).unwrap();
    for p in &set.puzzles {
        let pos = (entry.from_setup)(None, &set.options, &p.position).unwrap();
        let names: Vec<String> = pos.board().points.iter().map(|q| q.name.clone()).collect();
        for (a, from) in names.iter().enumerate() {
            for (b, to) in names.iter().enumerate() {
                let notation = format!("{from}-{to}");
                if let Some(reason) = pos.refusal_of_text(&notation) {
                    return Some((p.id.clone(), notation, [a as u8, b as u8], reason));
                }
            }
        }
    }
    None
}

#[test]
fn a_refused_move_on_a_puzzle_board_says_the_rule_and_costs_nothing() {
    let tr = Translator::new(Lang::En);
    // Hounds never move back: typed, and tapped on the board.
    let (id, notation, points, reason) =
        refused_in("hare-hounds").expect("a hound move back in a puzzle");
    assert_eq!(reason, crate::refusal::Refusal::HoundsNeverBack);
    let said = tr.refusal(&reason);
    let mut app = app_in(None);
    app.update(Event::OpenPuzzle {
        game: "hare-hounds".into(),
        id: Some(id),
    });
    let before = puzzle_view(&app.view()).clone();
    // A move from a point's action or the move-entry field arrives as `Play`.
    let fx = app.update(Event::Play { notation });
    let v = app.view();
    let after = puzzle_view(&v);
    assert_eq!(after.message.as_deref(), Some(said.as_str()));
    assert_eq!(
        announced(&fx),
        Some(said.as_str()),
        "said to the screen reader"
    );
    assert!(fx.contains(&Effect::Haptic {
        haptic: Haptic::Refused
    }));
    assert_eq!(after.message_tone, FeedbackTone::Wrong);
    assert_eq!(after.position, before.position, "the position stays");
    assert!(after.board.input);
    // The same move tapped on the board: the same words.
    app.update(Event::PuzzleRetry);
    app.update(Event::Tap { point: points[0] });
    let fx = app.update(Event::Tap { point: points[1] });
    assert_eq!(announced(&fx), Some(said.as_str()), "tapped: {fx:?}");
    assert_eq!(
        puzzle_view(&app.view()).message.as_deref(),
        Some(said.as_str())
    );
    // An illegal move is no attempt: the rating and streak are untouched.
    assert_eq!(puzzle_view(&app.view()).rating_text, before.rating_text);
    assert!(!app
        .model
        .data
        .active_profile()
        .puzzles
        .contains_key("hare-hounds"));
}

#[test]
fn a_wrong_legal_move_is_told_and_the_hint_shows_on_the_board() {
    let set = shipped("hare-hounds").unwrap();
    let puzzle = &set.puzzles[0];
    let entry = games::find("hare-hounds").unwrap();
    let pos = (entry.from_setup)(None, &set.options, &puzzle.position).unwrap();
    let wrong = pos
        .move_infos()
        .into_iter()
        .find(|m| m.notation != puzzle.line[0].notation)
        .expect("another legal move");
    let mut app = app_in(None);
    app.update(Event::OpenPuzzle {
        game: "hare-hounds".into(),
        id: Some(puzzle.id.clone()),
    });
    let board = puzzle_view(&app.view()).board.clone();
    let said = tap_move(&mut app, &board, &wrong.path);
    let v = app.view();
    let shown = puzzle_view(&v);
    assert_eq!(shown.message.as_deref(), Some(said.as_str()));
    assert_eq!(shown.message_tone, FeedbackTone::Wrong);
    assert!(!shown.solved);
    assert_eq!(
        shown.position, puzzle.position,
        "the board is back where it was"
    );
    assert!(shown.board.board.highlights.selected.is_none());
    // The hint: the piece first, drawn on the board, then the whole move.
    app.update(Event::PuzzleHint);
    let hinted = puzzle_view(&app.view()).board.board.highlights.hint.clone();
    let right = path_in(
        "hare-hounds",
        &set.options,
        &puzzle.position,
        &puzzle.line[0].notation,
    );
    assert_eq!(hinted, vec![right[0]]);
    app.update(Event::PuzzleHint);
    assert_eq!(puzzle_view(&app.view()).board.board.highlights.hint, right);
}

#[test]
fn the_lesson_board_is_played_by_taps_and_explains_a_wrong_move() {
    let mut app = app_in(None);
    app.update(Event::OpenLesson {
        game: "fox-geese".into(),
    });
    let lesson = crate::lessons::lesson("fox-geese").unwrap();
    let tr = Translator::new(Lang::En);
    // Step 1: the fox from d4 up to d5. A wrong step first (any other legal move).
    let first = &lesson.chapters[0].steps[0];
    let setup = first.position.clone().unwrap();
    let expect = &first.expect.as_ref().unwrap()[0];
    let entry = games::find("fox-geese").unwrap();
    let pos = (entry.from_setup)(None, &lesson.options, &setup).unwrap();
    let wrong = pos
        .move_infos()
        .into_iter()
        .find(|m| &m.notation != expect)
        .unwrap();
    let board = lesson_view(&app.view()).board.clone().expect("a board");
    let said = tap_move(&mut app, &board, &wrong.path);
    let explained = tr.tr(&format!("{}-wrong", first.text), &[]);
    assert!(said.starts_with(&explained), "{said}");
    let v = app.view();
    assert_eq!(lesson_view(&v).message.as_deref(), Some(said.as_str()));
    assert_eq!(lesson_view(&v).message_tone, FeedbackTone::Wrong);
    // The board shows the fox's answer until the player tries again.
    assert!(lesson_view(&v).refuted);
    app.update(Event::LessonRetry);
    assert!(!lesson_view(&app.view()).refuted);
    // The right move: the next step, its board and prompt.
    let right = path_in("fox-geese", &lesson.options, &setup, expect);
    let board = lesson_view(&app.view()).board.clone().unwrap();
    let said = tap_move(&mut app, &board, &right);
    assert!(said.starts_with(&tr.tr("lesson-right", &[])));
    let v = app.view();
    let next = lesson_view(&v);
    assert_eq!(next.prompt, tr.tr(&lesson.chapters[0].steps[1].text, &[]));
    assert!(said.ends_with(&next.prompt), "the next prompt is said too");
    assert_ne!(next.board.as_ref().unwrap().board, board.board);
}

#[test]
fn the_high_contrast_setting_reaches_the_puzzle_and_lesson_boards() {
    let mut app = app_in(None);
    app.update(Event::OpenPuzzle {
        game: "sungka".into(),
        id: None,
    });
    assert!(!puzzle_view(&app.view()).board.access.high_contrast);
    app.update(Event::SetHighContrast { on: true });
    app.update(Event::OpenPuzzle {
        game: "sungka".into(),
        id: None,
    });
    assert!(puzzle_view(&app.view()).board.access.high_contrast);
    app.update(Event::OpenLesson {
        game: "dama-italiana".into(),
    });
    let v = app.view();
    let board = lesson_view(&v).board.as_ref().unwrap();
    assert!(board.access.high_contrast);
    assert!(
        !board.access.movable_order.is_empty(),
        "the jump list of the pieces that can move"
    );
}

#[test]
fn the_board_summary_is_said_on_the_puzzle_screen() {
    let mut app = app_in(None);
    app.update(Event::OpenPuzzle {
        game: "fox-geese".into(),
        id: None,
    });
    let fx = app.update(Event::DescribeBoard);
    let summary = puzzle_view(&app.view()).board.access.summary.clone();
    assert_eq!(announced(&fx), Some(summary.as_str()));
    assert!(!summary.is_empty());
}

/// A course's chapters: a step done is kept with the profile (its stars) across a restart;
/// a chapter opens at its first step not done; hint, skip and retry act on the step.
#[test]
fn lesson_chapters_keep_their_progress_and_take_hint_skip_and_retry() {
    let dir = super::tests::temp_dir("lesson-progress");
    let mut app = app_in(Some(&dir));
    app.update(Event::OpenLessonChapter {
        game: "hare-hounds".into(),
        chapter: 1,
    });
    let v = app.view();
    let lesson = lesson_view(&v);
    assert_eq!(lesson.chapter, 1);
    assert_eq!(lesson.chapter_title, "Tactics");
    assert_eq!(lesson.chapters.len(), 3);
    assert_eq!(lesson.chapters[1].done, 0);
    app.update(Event::LessonHint);
    let hint = lesson_view(&app.view()).message.clone().unwrap();
    assert!(hint.starts_with("Hint: move the piece on "), "{hint}");
    // The step's proved answer: the hint's second level names it.
    app.update(Event::LessonHint);
    let hint = lesson_view(&app.view()).message.clone().unwrap();
    let right = hint
        .trim_start_matches("Hint: play ")
        .trim_end_matches('.')
        .to_owned();
    app.update(Event::LessonMove { notation: right });
    let v = app.view();
    let lesson = lesson_view(&v);
    assert_eq!(lesson.chapters[1].done, 1);
    assert_eq!(lesson.chapters[1].stars, 1, "two hints cost two stars");
    // The row is one text, joined in the core for both phones.
    let row = &lesson.chapters[1];
    assert_eq!(row.text, format!("{} · {}", row.title, row.progress_text));
    assert!(
        row.progress_text.contains("1 star"),
        "{}",
        row.progress_text
    );
    app.update(Event::LessonSkip);
    assert_eq!(
        lesson_view(&app.view()).title,
        "Learn to play · step 3 of 18"
    );
    app.flush();
    drop(app);
    let mut app = app_in(Some(&dir));
    app.update(Event::OpenLessonChapter {
        game: "hare-hounds".into(),
        chapter: 1,
    });
    let v = app.view();
    let lesson = lesson_view(&v);
    assert_eq!(lesson.chapters[1].done, 1, "kept across a restart");
    assert_eq!(
        lesson.title, "Learn to play · step 2 of 18",
        "the first step not done"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
