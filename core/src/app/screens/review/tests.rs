//! The review screen's decisions, as `update` → view and effects.

use crate::app::contract::{self as view, Screen, View};
use crate::app::tests::{app_in, temp_dir};
use crate::app::{App, Effect, Event};
use crate::engine::CancelToken;
use crate::review::Mark;
use crate::session::ModeKind;

/// The moves played on the review's board (its position).
fn review_board_moves(app: &App) -> Vec<String> {
    let r = app.model.review.as_ref().expect("a review");
    r.board.session.move_list()
}

/// How many moves stand on the exercise's board (the position before its mistake).
fn exercise_ply(app: &App) -> usize {
    let r = app.model.review.as_ref().expect("a review");
    let l = r.learn.as_ref().expect("learning open");
    l.board.session.move_list().len()
}

pub(super) fn review_view(v: &View) -> &view::ReviewView {
    match &v.screen {
        Screen::Review { review } => review,
        other => panic!("not the review screen: {other:?}"),
    }
}

pub(super) fn review_job(fx: &[Effect]) -> Option<u64> {
    fx.iter().find_map(|e| match e {
        Effect::StartReview { job } => Some(*job),
        _ => None,
    })
}

/// A Hare and Hounds game between people to its end, each move picked from the legal
/// ones by a fixed rule (so the game has mistakes to review, and is the same every run).
pub(super) fn finished_game(app: &mut App) -> Vec<String> {
    app.update(Event::OpenNewGame {
        game: "hare-hounds".into(),
    });
    app.update(Event::ChooseMode {
        mode: ModeKind::PassAndPlay,
    });
    app.update(Event::Start);
    let mut played = Vec::new();
    for k in 0..400usize {
        if app.is_over() {
            break;
        }
        let legal = app.position().expect("a match").legal_moves();
        let mv = legal[(k * 7 + 3) % legal.len()].clone();
        app.update(Event::Play {
            notation: mv.clone(),
        });
        played.push(mv);
    }
    assert!(app.is_over(), "the game ended");
    // The result panel waits for the last move's animation, as a shell reports it seen.
    let id = crate::app::tests::game_view(&app.view())
        .animation
        .as_ref()
        .map(|a| a.id);
    if let Some(id) = id {
        app.update(Event::AnimationFinished { id });
    }
    played
}

/// Runs review jobs as a shell would until none is asked for; every view on the way.
pub(super) fn run_jobs(app: &mut App, mut fx: Vec<Effect>) -> Vec<View> {
    let mut views = Vec::new();
    while let Some(job) = review_job(&fx) {
        let task = app.review_job(job).expect("the job is wanted");
        assert!(task.run(&CancelToken::new()));
        fx = app.update(Event::ReviewAnalysed { job });
        views.push(app.view());
    }
    views
}

#[test]
fn review_from_the_result_panel_analyses_every_position_with_progress_and_marks_as_they_come() {
    let mut app = app_in(None);
    let moves = finished_game(&mut app);
    let v = app.view();
    let panel = crate::app::tests::game_view(&v)
        .result
        .clone()
        .expect("result panel");
    assert_eq!(panel.review_label, "Review");
    let fx = app.update(Event::ReviewGame);
    assert!(
        review_job(&fx).is_some(),
        "the first job is asked for: {fx:?}"
    );
    let first = app.view();
    let r = review_view(&first);
    assert_eq!(r.plies as usize, moves.len());
    assert_eq!(r.ply, 0);
    assert_eq!(r.ply_text, "Start position");
    assert_eq!(
        r.progress.as_ref().map(|p| p.text.clone()),
        Some(format!("Analysing move 1 of {}", moves.len()))
    );
    assert!(r.moves.iter().all(|m| m.mark.is_none()));
    let views = run_jobs(&mut app, fx);
    assert_eq!(views.len(), moves.len() + 1, "one job per position");
    // The marks come one by one: after the k-th answer, k-1 moves are judged.
    for (k, v) in views.iter().enumerate() {
        let marked = review_view(v)
            .moves
            .iter()
            .filter(|m| m.mark.is_some())
            .count();
        assert_eq!(marked, k);
    }
    let last = app.view();
    let r = review_view(&last);
    assert!(r.progress.is_none());
    assert_eq!(r.graph.len(), moves.len() + 1);
    assert!(r.graph.iter().all(|e| (0.0..=1.0).contains(e)));
    assert_eq!(r.accuracy.len(), 2);
    for m in &r.moves {
        let mark = m.mark.expect("every move judged");
        assert!(m.spoken.contains(&m.notation), "{}", m.spoken);
        assert!(m.mark_text.is_some());
        if m.best_text.is_some() {
            assert!(mark.is_error(), "only an error names the best move");
        }
        // The row as both phones show it, joined in the core: number and move, the mark,
        // the better move where there is one.
        let mut want = format!(
            "{} {} · {}",
            m.number_text,
            m.notation,
            m.mark_text.as_ref().unwrap()
        );
        if let Some(best) = &m.best_text {
            want = format!("{want} · {best}");
        }
        assert_eq!(m.line, want);
    }
}

#[test]
fn the_board_goes_to_any_ply_and_draws_the_better_move_before_an_error() {
    let mut app = app_in(None);
    let moves = finished_game(&mut app);
    let fx = app.update(Event::ReviewGame);
    run_jobs(&mut app, fx);
    app.update(Event::ReviewLast);
    assert_eq!(review_view(&app.view()).ply as usize, moves.len());
    assert!(!review_view(&app.view()).can_forward);
    app.update(Event::ReviewBack);
    assert_eq!(review_view(&app.view()).ply as usize, moves.len() - 1);
    app.update(Event::ReviewFirst);
    assert!(!review_view(&app.view()).can_back);
    app.update(Event::ReviewForward);
    let v = app.view();
    let r = review_view(&v);
    assert_eq!(r.ply, 1);
    assert!(r.moves[0].current);
    assert_eq!(review_board_moves(&app), moves[..1].to_vec());
    // Jump to the position before the first error: the better move is drawn and spoken.
    let error = r
        .moves
        .iter()
        .position(|m| m.mark.is_some_and(Mark::is_error))
        .expect("the fixed game has an error");
    app.update(Event::ReviewJump { ply: error as u32 });
    let v = app.view();
    let r = review_view(&v);
    assert_eq!(r.ply as usize, error);
    let better = r.better.as_ref().expect("the better move");
    assert_ne!(better.notation, moves[error]);
    assert!(!better.path.is_empty());
    assert_eq!(r.board.board.highlights.hint, better.path);
    assert_eq!(better.text, format!("The better move: {}", better.notation));
    assert!(
        r.board.board.highlights.movable.is_empty(),
        "the review's board takes no input"
    );
}

#[test]
fn leaving_the_review_cancels_its_job_and_drops_a_late_answer() {
    let mut app = app_in(None);
    finished_game(&mut app);
    let fx = app.update(Event::ReviewGame);
    let job = review_job(&fx).unwrap();
    let task = app.review_job(job).unwrap();
    let fx = app.update(Event::Back);
    assert!(fx.contains(&Effect::CancelReview { job }), "{fx:?}");
    assert!(app.review_job(job).is_none(), "no longer wanted");
    assert!(
        matches!(app.view().screen, Screen::Game { .. }),
        "back to the result"
    );
    task.run(&CancelToken::new());
    let fx = app.update(Event::ReviewAnalysed { job });
    assert!(fx.is_empty(), "a stale answer changes nothing: {fx:?}");
}

#[test]
fn pausing_cancels_the_analysis_and_resuming_asks_again() {
    let mut app = app_in(None);
    finished_game(&mut app);
    let fx = app.update(Event::ReviewGame);
    let job = review_job(&fx).unwrap();
    let fx = app.update(Event::Paused);
    assert!(fx.contains(&Effect::CancelReview { job }));
    let fx = app.update(Event::Resumed);
    let again = review_job(&fx).expect("asked again");
    assert_ne!(again, job);
}

#[test]
fn learning_from_mistakes_refuses_the_mistake_accepts_the_best_and_counts_the_solved() {
    let mut app = app_in(None);
    let moves = finished_game(&mut app);
    let fx = app.update(Event::ReviewGame);
    // Not offered while the analysis runs.
    assert!(!review_view(&app.view()).can_learn);
    assert!(!app.update(Event::StartLearning).contains(&Effect::Render));
    run_jobs(&mut app, fx);
    assert!(review_view(&app.view()).can_learn);
    app.update(Event::StartLearning);
    let v = app.view();
    let l = review_view(&v).learn.clone().expect("learning open");
    assert!(l.total >= 1);
    assert_eq!(l.index, 0);
    assert_eq!(l.progress_text, format!("Solved 0 of {}", l.total));
    assert!(l.shows_exercise && l.can_show_solution && l.can_skip && l.can_try);
    assert!(
        l.prompt.starts_with("Find a better move for "),
        "{}",
        l.prompt
    );
    // The exercise's board is the position before the mistake: its move list says which.
    let ply = exercise_ply(&app);
    let played = moves[ply].clone();
    let fx = app.update(Event::Play {
        notation: played.clone(),
    });
    assert!(
        review_job(&fx).is_none(),
        "the mistake itself needs no analysis"
    );
    let l = review_view(&app.view()).learn.clone().unwrap();
    assert_eq!(
        l.feedback.as_deref(),
        Some("Not that one: try another move.")
    );
    assert_eq!(
        l.feedback_tone,
        view::FeedbackTone::Wrong,
        "a refused try reads as wrong"
    );
    assert_eq!(l.solved, 0);
    assert_eq!(exercise_ply(&app), ply, "the board stays on the exercise");
    // Show the solution, then play it: settled, so "Next".
    app.update(Event::LearnShowSolution);
    let l = review_view(&app.view()).learn.clone().unwrap();
    let best = l.solution.clone().expect("the solution").notation;
    assert_eq!(l.board.board.highlights.hint, l.solution.unwrap().path);
    assert_eq!(l.skip_label, "Next");
    // Settled: no solution to show again and no try, only Next.
    assert!(l.shows_exercise && !l.can_show_solution && !l.can_try && l.can_skip);
    app.update(Event::LearnSkip);
    let l = review_view(&app.view()).learn.clone().unwrap();
    assert_eq!(l.index, 1);
    assert_eq!(l.skip_label, "Skip");
    if l.total >= 2 {
        let v = app.view();
        let r = review_view(&v);
        let at = exercise_ply(&app);
        // The best move of the analysis is accepted at once.
        let best_here = r.moves[at].best_text.clone().unwrap();
        let notation = best_here.trim_end_matches(" was best").to_owned();
        let fx = app.update(Event::Play { notation });
        if review_job(&fx).is_some() {
            // While the try is judged nothing else takes a tap.
            let l = review_view(&app.view()).learn.clone().unwrap();
            assert!(l.judging && !l.can_show_solution && !l.can_skip && !l.can_try);
        }
        let fx = run_jobs_learn(&mut app, fx);
        let l = review_view(&app.view()).learn.clone().unwrap();
        assert_eq!(
            l.feedback.as_deref(),
            Some("Well found: that move keeps the game."),
            "{fx:?}"
        );
        assert_eq!(l.feedback_tone, view::FeedbackTone::Found);
        assert_eq!(l.solved, 1);
        assert_eq!(l.progress_text, format!("Solved 1 of {}", l.total));
    }
    let _ = best;
    // Skipped to the end: no exercise, no step, only Close.
    for _ in 0..20 {
        if review_view(&app.view()).learn.clone().unwrap().finished {
            break;
        }
        app.update(Event::LearnSkip);
    }
    let l = review_view(&app.view()).learn.clone().unwrap();
    assert!(l.finished);
    assert!(!l.shows_exercise && !l.can_show_solution && !l.can_skip && !l.can_try);
    // Back closes learning first, then the review.
    app.update(Event::Back);
    assert!(review_view(&app.view()).learn.is_none());
}

/// Runs the retry job the effects ask for, if any; the effects of its answer.
fn run_jobs_learn(app: &mut App, fx: Vec<Effect>) -> Vec<Effect> {
    match review_job(&fx) {
        Some(job) => {
            app.review_job(job).unwrap().run(&CancelToken::new());
            app.update(Event::ReviewAnalysed { job })
        }
        None => fx,
    }
}

#[test]
fn the_history_lists_finished_games_newest_first_and_reviews_them_after_a_restart() {
    let dir = temp_dir("review-history");
    {
        let mut app = app_in(Some(&dir));
        app.update(Event::OpenHistory);
        let v = app.view();
        let Screen::History { history } = &v.screen else {
            panic!("not the history")
        };
        assert!(history.entries.is_empty());
        assert_eq!(
            history.empty_text.as_deref(),
            Some("No finished games yet.")
        );
        finished_game(&mut app);
        app.flush();
    }
    let mut app = app_in(Some(&dir));
    app.update(Event::Launch);
    let v = app.view();
    let Screen::Home { home } = &v.screen else {
        panic!("home")
    };
    assert_eq!(home.history_label, "History");
    app.update(Event::OpenHistory);
    let v = app.view();
    let Screen::History { history } = &v.screen else {
        panic!("not the history")
    };
    assert_eq!(history.entries.len(), 1);
    let e = &history.entries[0];
    assert_eq!(e.title, "Hare and Hounds");
    assert!(e.detail.starts_with("Pass and play · "), "{}", e.detail);
    let fx = app.update(Event::OpenReview { entry: e.entry });
    assert!(review_job(&fx).is_some());
    assert_eq!(review_view(&app.view()).title, "Hare and Hounds");
    let fx = app.update(Event::Back);
    assert!(fx.iter().any(|f| matches!(f, Effect::CancelReview { .. })));
    assert!(matches!(app.view().screen, Screen::History { .. }));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_review_text_is_translated() {
    for lang in ["th", "ko", "fi"] {
        let mut app = app_in(None);
        app.update(Event::SetLanguage {
            language: Some(lang.into()),
        });
        finished_game(&mut app);
        let fx = app.update(Event::ReviewGame);
        run_jobs(&mut app, fx);
        app.update(Event::StartLearning);
        let v = app.view();
        let r = review_view(&v);
        let en = crate::i18n::Translator::new(crate::i18n::Lang::En);
        for (text, key) in [
            (&r.labels.first, crate::i18n::Text::ReviewFirst),
            (&r.labels.last, crate::i18n::Text::ReviewLast),
            (&r.ply_text, crate::i18n::Text::ReviewStart),
            (
                &r.learn.as_ref().unwrap().skip_label,
                crate::i18n::Text::LearnSkip,
            ),
        ] {
            assert_ne!(*text, en.text(key), "{lang}: {text}");
        }
    }
}

#[test]
fn the_review_and_exercise_boards_follow_the_high_contrast_setting() {
    let mut app = app_in(None);
    app.update(Event::SetHighContrast { on: true });
    finished_game(&mut app);
    let fx = app.update(Event::ReviewGame);
    run_jobs(&mut app, fx);
    let v = app.view();
    let r = review_view(&v);
    assert!(
        r.board.access.high_contrast,
        "the review's board is drawn in high contrast"
    );
    assert!(!r.board.input);
    assert!(r.board.points.iter().all(|p| p.actions.is_empty()));
    assert!(r.board.access.movable_order.is_empty());
    app.update(Event::StartLearning);
    let v = app.view();
    let l = review_view(&v).learn.as_ref().expect("an exercise");
    assert!(l.board.access.high_contrast && l.board.input);
    assert!(
        l.board.points.iter().any(|p| !p.actions.is_empty()),
        "the exercise is played"
    );
    // Off again: the next view of the same board says so.
    app.update(Event::SetHighContrast { on: false });
    let v = app.view();
    assert!(
        !review_view(&v)
            .learn
            .as_ref()
            .unwrap()
            .board
            .access
            .high_contrast
    );
}

#[test]
fn back_leaves_a_review_opened_over_a_review() {
    let mut app = app_in(None);
    finished_game(&mut app);
    app.update(Event::OpenHistory);
    let v = app.view();
    let Screen::History { history } = &v.screen else {
        panic!("not the history")
    };
    let entry = history.entries[0].entry;
    // A double tap on the entry opens it once.
    app.update(Event::OpenReview { entry });
    app.update(Event::OpenReview { entry });
    assert_eq!(review_view(&app.view()).title, "Hare and Hounds");
    app.update(Event::Back);
    assert!(
        matches!(app.view().screen, Screen::History { .. }),
        "{:?}",
        app.view().screen
    );
}

/// The review's parts come in one order decided here, for both phones: the board first,
/// then what it shows and the arrows, the graph and accuracy, learning, the move list;
/// the progress only while the analysis runs, learning only once it is decided.
#[test]
fn the_review_screen_lists_its_parts_in_one_order() {
    use view::ReviewPart::*;
    let mut app = app_in(None);
    finished_game(&mut app);
    let fx = app.update(Event::ReviewGame);
    let analysing = app.view();
    let r = review_view(&analysing);
    assert!(r.progress.is_some() && !r.can_learn && r.learn_note.is_none());
    assert_eq!(
        r.parts,
        [
            Progress,
            Board,
            Explanation,
            Navigation,
            Chart,
            Accuracy,
            Moves
        ]
    );
    run_jobs(&mut app, fx);
    let done = app.view();
    let r = review_view(&done);
    assert!(r.progress.is_none());
    assert!(r.can_learn || r.learn_note.is_some());
    assert_eq!(
        r.parts,
        [
            Board,
            Explanation,
            Navigation,
            Chart,
            Accuracy,
            Learn,
            Moves
        ]
    );
}
