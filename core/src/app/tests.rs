//! Every decision of the app, as `update` → view and effects.

use std::path::PathBuf;

use super::contract::{self as view, Screen, View};
use super::*;
use crate::engine::CancelToken;
use crate::engine::Level;
use crate::game::Side;
use crate::i18n::{Lang, Translator};
use crate::session::ModeKind;

pub(crate) fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "fireside-app-{name}-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

pub(crate) fn app_in(dir: Option<&std::path::Path>) -> App {
    App::new(AppConfig {
        store_dir: dir.map(|d| d.display().to_string()),
        device_language: "en-US".into(),
        language: None,
        time_scale: 0.05,
        seed: Some(7),
        screen_dp: 0,
    })
    .unwrap()
}

pub(crate) fn game_view(v: &View) -> &view::GameView {
    match &v.screen {
        Screen::Game { game } => game,
        other => panic!("not the game screen: {other:?}"),
    }
}

pub(crate) fn point(app: &App, name: &str) -> u8 {
    let v = app.view();
    game_view(&v)
        .board
        .points
        .iter()
        .position(|p| p.name == name)
        .unwrap_or_else(|| panic!("no point {name}")) as u8
}

/// Runs every search the effects ask for, on this thread, and feeds the answers back
/// until no search is pending.
pub(crate) fn settle(app: &mut App, mut fx: Vec<Effect>) -> Vec<Effect> {
    let mut all = Vec::new();
    loop {
        let job = job_of(&fx);
        all.extend(fx.iter().cloned());
        let Some(job) = job else { return all };
        let cancelled = fx.contains(&Effect::CancelSearch { job });
        if cancelled {
            return all;
        }
        let task = app.search_job(job).expect("a pending job");
        let notation = task.run(&CancelToken::new());
        fx = app.update(Event::ComputerMoved { job, notation });
    }
}

/// Reports the board's animation finished, as a shell does once it has played it.
pub(crate) fn animation_seen(app: &mut App) {
    let id = game_view(&app.view()).animation.as_ref().map(|a| a.id);
    if let Some(id) = id {
        app.update(Event::AnimationFinished { id });
    }
}

/// The search job the effects start, if any.
pub(crate) fn job_of(fx: &[Effect]) -> Option<u64> {
    fx.iter().find_map(|e| match e {
        Effect::StartSearch { job } => Some(*job),
        _ => None,
    })
}

fn open_form(app: &mut App, game: &str) {
    app.update(Event::OpenNewGame { game: game.into() });
}

/// Opens the form for `game`, makes these choices on it and starts.
pub(crate) fn start_with(app: &mut App, game: &str, choices: &[Event]) -> Vec<Effect> {
    open_form(app, game);
    for choice in choices {
        app.update(choice.clone());
    }
    app.update(Event::Start)
}

pub(crate) fn start(app: &mut App, game: &str, mode: ModeKind) -> Vec<Effect> {
    start_with(app, game, &[Event::ChooseMode { mode }])
}

pub(crate) fn play(app: &mut App, notation: &str) -> Vec<Effect> {
    app.update(Event::Play {
        notation: notation.into(),
    })
}

pub(crate) fn home_screen(app: &App) -> view::HomeView {
    match app.view().screen {
        Screen::Home { home } => home,
        other => panic!("not the home screen: {other:?}"),
    }
}

pub(crate) fn leaderboard_screen(app: &App) -> view::LeaderboardView {
    match app.view().screen {
        Screen::Leaderboard { leaderboard } => leaderboard,
        other => panic!("not the leaderboard: {other:?}"),
    }
}

#[test]
fn home_new_game_game_and_moves() {
    let mut app = app_in(None);
    let fx = app.update(Event::Launch);
    assert_eq!(fx, vec![Effect::Render]);
    let home = home_screen(&app);
    assert_eq!(home.tiles.len(), 4);
    assert_eq!(home.tiles[0].game, "fox-geese");
    assert!(!home.tiles[0].can_continue);

    open_form(&mut app, "fox-geese");
    let new_game = form(&app);
    assert_eq!(new_game.mode, ModeKind::VsComputer);
    assert!(new_game.rated);
    assert!(!new_game.options.is_empty());

    app.update(Event::ChooseMode {
        mode: ModeKind::PassAndPlay,
    });
    let fx = app.update(Event::Start);
    assert_eq!(fx, vec![Effect::Render], "no search between people");
    let v = app.view();
    let g = game_view(&v);
    assert_eq!(g.bottom.role, crate::game::Role::Geese);
    assert!(g.status.contains("to move"), "{}", g.status);
    // The fox moves first in the classic preset: its targets glow without a selection.
    assert!(g.board.highlights.selected.is_none());
    assert!(!g.board.highlights.targets.is_empty());
    // No move yet: the list says so (the phones show it in the room the board leaves).
    assert!(g.move_list.rows.is_empty());
    assert_eq!(g.move_list.empty, "No moves yet");
    // And what each side plays for, the game's goal in a line.
    assert_eq!(
        g.move_list.goal,
        "The fox tries to eat enough geese; the geese try to trap the fox so it cannot move."
    );

    let target = g.board.highlights.targets[0];
    let fx = app.update(Event::Tap { point: target });
    assert!(
        fx.contains(&Effect::PlaySound { sound: Sound::Move }),
        "{fx:?}"
    );
    let v = app.view();
    let g = game_view(&v);
    assert_eq!(g.move_list.rows.len(), 1);
    assert_eq!(g.move_list.rows[0].moves.len(), 1);
    assert_eq!(
        g.move_list.empty, "",
        "a move played: nothing to say in its place"
    );
    assert_eq!(g.move_list.goal, "", "the moves take the goal's place");
    assert!(g.can_undo);
    assert!(g.animation.is_some());
}

#[test]
fn the_computer_answers_through_a_search_job() {
    let mut app = app_in(None);
    let fx = start_with(
        &mut app,
        "fox-geese",
        &[
            Event::ChooseSide { side: Side::Two },
            Event::ChooseLevel { level: Level::Easy },
        ],
    );
    let job = job_of(&fx).expect("the computer (fox) moves first");
    let v = app.view();
    let g = game_view(&v);
    assert!(g.thinking);
    // Each band says who holds its side: the computer with its level, the player's profile.
    assert_eq!(g.top.player, "Computer (Easy)");
    assert!(g.top.computer && !g.bottom.computer);
    assert_eq!(g.bottom.player, "Player");
    let fx = settle(&mut app, fx);
    assert!(fx.iter().any(|e| matches!(e, Effect::Announce { .. })));
    let v = app.view();
    let g = game_view(&v);
    assert!(!g.thinking);
    assert_eq!(g.move_list.rows[0].moves.len(), 1);
    assert!(app.search_job(job).is_none(), "the job is done");
}

#[test]
fn every_move_is_saved_and_continues_after_a_restart() {
    let dir = temp_dir("continue");
    {
        let mut app = app_in(Some(&dir));
        start(&mut app, "hare-hounds", ModeKind::PassAndPlay);
        let v = app.view();
        let g = game_view(&v);
        let mv = g.board.highlights.movable[0];
        app.update(Event::DragStart { point: mv });
        let v = app.view();
        let targets = game_view(&v).board.highlights.targets.clone();
        assert!(!targets.is_empty(), "a drag shows the targets at once");
        app.update(Event::DragEnd {
            point: Some(targets[0]),
        });
        app.flush();
        // Dropped without any goodbye: the writer has acknowledged the move (flush).
        std::mem::forget(app);
    }
    let mut app = app_in(Some(&dir));
    let home = home_screen(&app);
    let tile = home.tiles.iter().find(|t| t.game == "hare-hounds").unwrap();
    assert!(tile.can_continue);
    app.update(Event::Continue {
        game: "hare-hounds".into(),
    });
    let v = app.view();
    assert_eq!(game_view(&v).move_list.rows[0].moves.len(), 1);
    let _ = point(&app, "b2");
    let _ = std::fs::remove_dir_all(&dir);
}

fn fox_setup(mode: crate::session::Mode) -> crate::session::MatchSetup {
    crate::session::MatchSetup {
        game: "fox-geese".into(),
        preset: None,
        options: vec![("captures-to-win".into(), "10".into())],
        position: Some("fox d2; geese d3 d5 a3 g3; to-move fox".into()),
        mode,
        seed: 0,
    }
}

fn stats_played(app: &App) -> u32 {
    app.model
        .data
        .active_profile()
        .stats
        .iter()
        .map(|l| l.tally.played)
        .sum()
}

#[test]
fn a_result_is_recorded_once_and_a_finished_game_takes_no_undo() {
    let dir = temp_dir("once");
    let vs = crate::session::Mode::VsComputer {
        human: Side::One,
        level: Level::Expert,
    };
    {
        let mut app = app_in(Some(&dir));
        app.start_match(fox_setup(vs), &[]).unwrap();
        let fx = play(&mut app, "d2xd4");
        assert!(
            fx.contains(&Effect::PlaySound { sound: Sound::Win }),
            "{fx:?}"
        );
        // The panel waits for the winning jump to be seen.
        let g = game_view(&app.view()).clone();
        assert!(g.animation.is_some() && g.result.is_none(), "{g:?}");
        animation_seen(&mut app);
        // And for the result to be on disk: a panel shown is a result kept.
        if game_view(&app.view()).result.is_none() {
            app.flush();
        }
        let v = app.view();
        let g = game_view(&v);
        let result = g.result.as_ref().expect("the fox won");
        assert_eq!(result.result, view::YourResult::Won);
        // From a set-up position: counted, but no rating points, and the panel says why.
        assert_eq!(result.points, 0);
        assert!(result.unrated_reason.is_some());
        assert!(!g.can_undo, "a finished game is final");
        assert_eq!(stats_played(&app), 1);
        app.update(Event::Undo);
        app.update(Event::Key {
            key: crate::session::Key::Undo,
        });
        let v = app.view();
        assert!(game_view(&v).result.is_some(), "undo changes nothing");
        assert_eq!(stats_played(&app), 1);
        app.update(Event::Leave);
        let home = home_screen(&app);
        assert!(
            !home.tiles[0].can_continue,
            "the finished game is in the history"
        );
        app.flush();
    }
    let app = app_in(Some(&dir));
    assert_eq!(stats_played(&app), 1, "a relaunch counts nothing again");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_crash_between_the_end_and_its_recording_is_repaired_once() {
    let dir = temp_dir("repair");
    let vs = crate::session::Mode::VsComputer {
        human: Side::One,
        level: Level::Easy,
    };
    // A finished match left in progress, as a kill right after the last move leaves it.
    let saved = {
        let mut app = app_in(None);
        app.start_match(fox_setup(vs), &[]).unwrap();
        let g = app.model.game.as_mut().unwrap();
        g.session.play("d2xd4").unwrap();
        model::save::snapshot(app.model.game.as_ref().unwrap(), crate::store::now_millis())
    };
    {
        let store = crate::store::Store::open(&dir).unwrap();
        store.save_match(saved.clone()).unwrap();
    }
    {
        let app = app_in(Some(&dir));
        assert_eq!(stats_played(&app), 1, "recorded at the start");
        assert!(!app.model.data.saved.contains_key("fox-geese"));
        app.flush();
    }
    // Even if the save came back (the crash hit before the history write), no second count.
    {
        let store = crate::store::Store::open(&dir).unwrap();
        store.save_match(saved).unwrap();
    }
    let app = app_in(Some(&dir));
    assert_eq!(stats_played(&app), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn stale_computer_answers_are_dropped() {
    let mut app = app_in(None);
    let fx = start_with(&mut app, "hare-hounds", &[]);
    assert!(!fx.iter().any(|e| matches!(e, Effect::StartSearch { .. })));
    let v = app.view();
    let movable = game_view(&v).board.highlights.movable[0];
    app.update(Event::DragStart { point: movable });
    let v = app.view();
    let target = game_view(&v).board.highlights.targets[0];
    let fx = app.update(Event::DragEnd {
        point: Some(target),
    });
    let job = job_of(&fx).expect("the computer's turn");
    let task = app.search_job(job).unwrap();
    let answer = task.run(&CancelToken::new());
    // In a rated game the first undo only warns that help makes a win assisted.
    let fx = app.update(Event::Undo);
    assert!(!fx.contains(&Effect::CancelSearch { job }), "{fx:?}");
    assert!(app.view().notice.is_some(), "warned before the first undo");
    app.update(Event::DismissNotice);
    let fx = app.update(Event::Undo);
    assert!(fx.contains(&Effect::CancelSearch { job }), "{fx:?}");
    let fx = app.update(Event::ComputerMoved {
        job,
        notation: answer,
    });
    assert!(fx.is_empty(), "a stale answer changes nothing: {fx:?}");
    let v = app.view();
    assert!(game_view(&v).move_list.rows.is_empty());
}

#[test]
fn games_between_people_count_for_the_bottom_player_without_points() {
    let mut app = app_in(None);
    app.update(Event::OpenLeaderboard { game: None });
    let leaderboard = leaderboard_screen(&app);
    assert!(leaderboard.rows.is_empty());
    assert_eq!(
        leaderboard.empty_text.as_deref(),
        Some("Nobody is on the leaderboard yet. Finish a game against the computer!")
    );
    app.start_match(fox_setup(crate::session::Mode::PassAndPlay), &[])
        .unwrap();
    play(&mut app, "d2xd4");
    animation_seen(&mut app);
    let v = app.view();
    let g = game_view(&v);
    assert_eq!(
        g.result.as_ref().unwrap().result,
        view::YourResult::BetweenPeople
    );
    let line = &app.model.data.active_profile().stats[0];
    assert_eq!(line.opponent, crate::store::Opponent::Human);
    // The bottom player of Fox and Geese is the geese: they lost.
    assert_eq!(line.role, crate::game::Role::Geese);
    assert_eq!(line.tally.lost, 1);
    app.update(Event::OpenLeaderboard { game: None });
    let leaderboard = leaderboard_screen(&app);
    assert_eq!(leaderboard.rows.len(), 1);
    assert_eq!(leaderboard.rows[0].points, 0);
    // The table's cells: the numbers alone, under the column labels.
    assert_eq!(
        (
            leaderboard.rows[0].points_cell.as_str(),
            leaderboard.rows[0].played_cell.as_str()
        ),
        ("0", "1")
    );
}

/// The new-game form on screen (a test fails if another screen shows).
pub(crate) fn form(app: &App) -> view::NewGameView {
    match app.view().screen {
        Screen::NewGame { new_game } => *new_game,
        other => panic!("not the new-game form: {other:?}"),
    }
}

#[test]
fn the_form_plays_exactly_what_it_shows_and_says_whether_it_is_rated() {
    let mut app = app_in(None);
    open_form(&mut app, "fox-geese");
    let before = form(&app);
    let sideways = before.options.iter().find(|o| o.key == "sideways").unwrap();
    let original = sideways.value.clone();
    let other = if original == "on" { "off" } else { "on" };
    app.update(Event::SetOption {
        key: "sideways".into(),
        value: other.into(),
    });
    let changed = form(&app);
    assert!(!changed.rated, "changed rules earn no points");
    assert!(changed
        .options
        .iter()
        .any(|o| o.key == "sideways" && o.changed));
    // Changed back: the form and the match agree again (the Android bug).
    app.update(Event::SetOption {
        key: "sideways".into(),
        value: original.clone(),
    });
    let back = form(&app);
    assert!(back.rated);
    assert!(back.options.iter().all(|o| !o.changed));
    // Who starts may be chosen without losing the rating.
    app.update(Event::SetOption {
        key: "first".into(),
        value: "geese".into(),
    });
    assert!(form(&app).rated);
    // A value out of range is refused and said.
    app.update(Event::SetOption {
        key: "no-progress".into(),
        value: "99999999999999999999".into(),
    });
    assert!(form(&app).error.is_some());
    app.update(Event::ChooseMode {
        mode: ModeKind::PassAndPlay,
    });
    app.update(Event::Start);
    let g = app.model.game.as_ref().unwrap();
    assert_eq!(
        g.session.setup().options,
        vec![("first".to_owned(), "geese".to_owned())]
    );
    assert!(!g.rated, "between people");
}

#[test]
fn table_mode_turns_the_far_players_texts() {
    let mut app = app_in(None);
    start(&mut app, "dama-italiana", ModeKind::Table);
    let v = app.view();
    let g = game_view(&v);
    assert!(g.top.turned && !g.bottom.turned);
    // White (bottom) moves first: the status is in the bottom band, upright.
    assert!(g.bottom.line.is_some() && g.top.line.is_none());
    play(&mut app, "22-18");
    let v = app.view();
    let g = game_view(&v);
    // Black's turn: the status is in the top band, which faces Black.
    assert!(g.top.line.is_some() && g.bottom.line.is_none());
}

/// Issue 27: between people the turn line and the hint stand in the band of the player
/// whose turn it is, not under the other player's name.
#[test]
fn the_turn_line_and_the_hint_go_to_the_band_of_the_player_to_move() {
    let mut app = app_in(None);
    start(&mut app, "dama-italiana", ModeKind::PassAndPlay);
    let holder = |app: &App| {
        let v = app.view();
        let g = game_view(&v).clone();
        let (to_move, other) = if g.bottom.active {
            (g.bottom.clone(), g.top.clone())
        } else {
            (g.top.clone(), g.bottom.clone())
        };
        assert!(to_move.active && !other.active);
        assert!(to_move.line.is_some() && other.line.is_none());
        (g, to_move)
    };
    // White (at the bottom) moves first.
    let (g, band) = holder(&app);
    assert_eq!(band.name, "White");
    assert_eq!(
        band.line,
        Some(g.status),
        "no message: the line is the status"
    );
    play(&mut app, "22-18");
    let (g, band) = holder(&app);
    assert_eq!(band.name, "Black");
    assert!(g.top.active, "Black's band is the top one");
    assert_eq!(band.line, Some(g.status.clone()));
    assert!(g.status.contains("Black"));
    // Black's hint is said in Black's band.
    let fx = app.update(Event::Hint);
    settle(&mut app, fx);
    let (g, band) = holder(&app);
    let hint = g.hint.as_ref().expect("a hint");
    assert_eq!(band.name, "Black");
    assert_eq!(band.line.as_deref(), g.message.as_deref());
    assert!(band.line.as_deref().unwrap().contains(&hint.notation));
    // A refused move is said where the player who tried it looks.
    play(&mut app, "1-2");
    let (g, band) = holder(&app);
    assert_eq!(band.name, "Black");
    assert!(g.message.is_some() && band.line == g.message);
}

#[test]
fn sungka_free_turns_stay_in_their_round_and_the_score_shows() {
    let mut app = app_in(None);
    start(&mut app, "sungka", ModeKind::PassAndPlay);
    // House 1 ends in the store: a free turn.
    play(&mut app, "1");
    let v = app.view();
    let g = game_view(&v);
    assert!(g.bottom.line.is_some(), "a free turn: player 1 again");
    let sowing = g.animation.as_ref().expect("animated");
    assert!(sowing
        .frames
        .iter()
        .all(|f| matches!(f.change, view::FrameChange::Sow { .. })));
    // Counters by owner: each band holds its own store.
    assert!(g.bottom.counters.iter().any(|c| c.key == "store-1"));
    assert!(g.top.counters.iter().all(|c| !c.key.ends_with("-1")));
    // The store's count waits for the sowing: the count before it while it plays, the
    // shell that landed once the animation is done.
    let store = |g: &view::GameView| {
        g.bottom
            .counters
            .iter()
            .find(|c| c.key == "store-1")
            .map(|c| c.value)
    };
    assert_eq!(store(g), Some(0));
    let id = sowing.id;
    app.update(Event::AnimationFinished { id });
    let v = app.view();
    assert_eq!(store(game_view(&v)), Some(1));
    play(&mut app, "2");
    let v = app.view();
    let rows = &game_view(&v).move_list.rows;
    assert_eq!(rows.len(), 1);
    assert!(rows[0].moves.len() >= 2);
    // Houses are said as houses, with whose they are.
    let label = &game_view(&v).points[0].label;
    assert!(label.contains("house"), "{label}");
}

/// A band reads as a name, the turn and one key count: the draw counter is shown once, in
/// the band that holds the status, and only from half its limit; kings only once there are
/// some; Sungka's houses are on the board, the store is the band's count.
#[test]
fn bands_say_one_key_count_each() {
    let texts = |b: &view::Band| {
        b.counters
            .iter()
            .map(|c| c.text.clone())
            .collect::<Vec<_>>()
    };
    let mut app = app_in(None);
    start(&mut app, "fox-geese", ModeKind::PassAndPlay);
    let v = app.view();
    let g = game_view(&v);
    let mut all = [texts(&g.top), texts(&g.bottom)];
    all.sort();
    assert_eq!(
        all,
        [
            vec!["0 geese taken".to_owned()],
            vec!["13 geese left".to_owned()]
        ]
    );
    let mut app = app_in(None);
    start(&mut app, "dama-italiana", ModeKind::PassAndPlay);
    let v = app.view();
    let g = game_view(&v);
    assert_eq!(texts(&g.top), ["12 men"]);
    assert_eq!(texts(&g.bottom), ["12 men"]);
    let mut app = app_in(None);
    start(&mut app, "sungka", ModeKind::PassAndPlay);
    let v = app.view();
    let g = game_view(&v);
    assert_eq!(texts(&g.bottom), ["0 shells in the store"]);
    assert_eq!(texts(&g.top), ["0 shells in the store"]);
    // The band on one line (what the terminal prints): the name, the player, the count.
    assert_eq!(g.bottom.text, "Player 1 · Player · 0 shells in the store");
    assert_eq!(g.top.text, "Player 2 · 0 shells in the store");
}

/// A position shown without a match (the terminal's `show`, puzzle, lesson) has the same
/// bands: the top one first, the status in the band of the side to move, the draw count
/// from half its limit only; a set position leaves out the count kept since the start.
#[test]
fn a_position_on_its_own_has_the_games_bands() {
    let tr = crate::i18n::Translator::new(crate::i18n::Lang::En);
    let entry = crate::games::find("fox-geese").unwrap();
    let start = (entry.start)(None, &[]).unwrap();
    let [top, bottom] = crate::app::position_bands(tr, start.as_ref(), true);
    assert_eq!((top.name.as_str(), bottom.name.as_str()), ("Fox", "Geese"));
    assert_eq!(top.text, "Fox · 0 geese taken");
    assert_eq!(top.line.as_deref(), Some("Fox to move"));
    assert_eq!(bottom.text, "Geese · 13 geese left");
    assert_eq!(bottom.line, None);
    let [set_top, _] = crate::app::position_bands(tr, start.as_ref(), false);
    assert_eq!(set_top.text, "Fox");
    assert!(set_top.counters.is_empty());
}

/// The scenarios' matcher: the keys given, arrays element by element, and a field the
/// view does not have fails (even against `null`), so a renamed field cannot pass unseen.
#[test]
fn the_scenario_matcher_fails_on_a_field_the_view_lacks() {
    use serde_json::json;
    let view = json!({"status": "Fox to move", "result": null, "moves": [1, 2]});
    assert!(script::matches(&json!({"status": "Fox to move"}), &view).is_ok());
    assert!(script::matches(&json!({"result": null}), &view).is_ok());
    let gone = script::matches(&json!({"status_turned": null}), &view).unwrap_err();
    assert!(gone.contains("no such field"), "{gone}");
    assert!(script::matches(&json!({"moves": [1]}), &view).is_err());
    assert!(script::matches(&json!({"status": "Geese to move"}), &view).is_err());
}

/// Replays the shared app scenarios of `tests/vectors/app/` (format in its README).
#[test]
fn shared_app_scenarios_pass() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/vectors/app");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/vectors/app")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .collect();
    files.sort();
    assert!(files.len() >= 8, "{} scenarios", files.len());
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let config = AppConfig {
            time_scale: 0.05,
            seed: Some(1),
            ..AppConfig::default()
        };
        if let Err(e) = script::run(&text, config) {
            panic!("{}: {e}", f.display());
        }
    }
}

#[test]
fn back_from_a_screen_opened_over_the_game_returns_to_it_and_the_computer_still_moves() {
    let mut app = app_in(None);
    start_with(&mut app, "hare-hounds", &[]);
    let fx = play(&mut app, "a2-a3");
    app.update(Event::OpenLeaderboard { game: None });
    let fx = settle(&mut app, fx);
    assert!(fx.iter().any(|e| matches!(e, Effect::Announce { .. })));
    app.update(Event::Back);
    let v = app.view();
    let g = game_view(&v);
    assert_eq!(g.move_list.rows[0].moves.len(), 2, "the computer answered");
    assert!(!g.thinking);
    app.update(Event::Back);
    assert!(matches!(app.view().screen, Screen::Home { .. }));
    app.update(Event::Back);
    assert!(matches!(app.view().screen, Screen::Home { .. }));
}

#[test]
fn every_point_says_its_state_to_the_screen_reader() {
    let mut app = app_in(None);
    start(&mut app, "fox-geese", ModeKind::PassAndPlay);
    let v = app.view();
    let g = game_view(&v);
    let fox = &g.points[point(&app, "d4") as usize];
    assert_eq!(fox.label, "d4, fox, can move");
    let target = &g.points[point(&app, "d5") as usize];
    assert_eq!(target.label, "d5, empty, can move here");
    play(&mut app, "d4-d5");
    let v = app.view();
    let g = game_view(&v);
    let d4 = point(&app, "d4");
    let from = &g.points[d4 as usize];
    assert!(
        g.board.highlights.last_move.contains(&d4) && from.label.ends_with("last move"),
        "{}",
        from.label
    );
}

#[test]
fn settings_profiles_and_pausing() {
    let dir = temp_dir("settings");
    {
        let mut app = app_in(Some(&dir));
        app.update(Event::SetLanguage {
            language: Some("fi".into()),
        });
        assert_eq!(app.view().language, "fi");
        app.update(Event::AddProfile {
            name: "  Anna ".into(),
        });
        app.update(Event::OpenProfiles);
        let v = app.view();
        let Screen::Profiles { profiles } = &v.screen else {
            panic!()
        };
        assert_eq!(profiles.profiles.len(), 2);
        let anna = profiles.profiles.iter().find(|p| p.name == "Anna").unwrap();
        assert!(anna.active);
        let first = profiles.profiles[0].id;
        app.update(Event::RemoveProfile { id: anna.id });
        app.update(Event::RemoveProfile { id: first });
        assert!(app.view().notice.is_some(), "the last profile stays");
        app.update(Event::SetAnimationSpeed {
            speed: crate::store::AnimationSpeed::Off,
        });
        // Paused on the computer's turn: the search stops; resumed: it starts again.
        let fx = start_with(&mut app, "sungka", &[Event::ChooseSide { side: Side::Two }]);
        let job = job_of(&fx).unwrap();
        let fx = app.update(Event::Paused);
        assert!(fx.contains(&Effect::CancelSearch { job }));
        let fx = app.update(Event::Resumed);
        assert!(fx
            .iter()
            .any(|e| matches!(e, Effect::StartSearch { job: j } if *j != job)));
        let fx = settle(&mut app, fx);
        assert!(fx.iter().any(|e| matches!(e, Effect::PlaySound { .. })));
        assert!(game_view(&app.view()).animation.is_none(), "animations off");
        app.flush();
    }
    let app = app_in(Some(&dir));
    assert_eq!(app.view().language, "fi", "the settings were saved");
    assert_eq!(app.model.data.profiles.list.len(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn hints_imports_and_rematches() {
    let mut app = app_in(None);
    start(&mut app, "hare-hounds", ModeKind::PassAndPlay);
    let fx = app.update(Event::Hint);
    assert!(game_view(&app.view()).hinting);
    settle(&mut app, fx);
    let v = app.view();
    let g = game_view(&v);
    let hint = g.hint.as_ref().expect("a hint");
    assert!(g.message.as_deref().unwrap().contains(&hint.notation));
    assert_eq!(g.board.highlights.hint, hint.path);

    // An imported record against the computer is never rated; its rematch from the
    // usual start is.
    open_form(&mut app, "dama-italiana");
    app.update(Event::ImportRecord {
        text: "[GameType \"22\"]\n\n1. 22-18 *\n".into(),
    });
    let g = app.model.game.as_ref().unwrap();
    assert_eq!(g.session.move_list(), vec!["22-18".to_owned()]);
    assert!(!g.rated);
    app.update(Event::Rematch);
    let g = app.model.game.as_ref().unwrap();
    assert!(g.rated && g.session.move_list().is_empty());
}

/// Issue 15, item 3: a save that no longer replays whole is set aside unchanged at start
/// (never overwritten), the player is told which game, and Continue offers its longest
/// valid prefix.
#[test]
fn a_save_that_no_longer_replays_is_set_aside_and_its_prefix_offered() {
    let dir = temp_dir("set-aside");
    let mut saved = {
        let mut app = app_in(None);
        let setup = crate::session::MatchSetup {
            game: "fox-geese".into(),
            preset: None,
            options: Vec::new(),
            position: None,
            mode: crate::session::Mode::PassAndPlay,
            seed: 1,
        };
        app.start_match(setup, &[]).unwrap();
        let g = app.model.game.as_mut().unwrap();
        for _ in 0..2 {
            let mv = g.session.game().legal_moves()[0].clone();
            g.session.play(&mv).unwrap();
        }
        model::save::snapshot(app.model.game.as_ref().unwrap(), crate::store::now_millis())
    };
    // A newer build changed the second move's notation.
    saved.data["match"]["moves"][1] = serde_json::json!("zz9-zz8");
    {
        let store = crate::store::Store::open(&dir).unwrap();
        store.save_match(saved.clone()).unwrap();
    }
    let app = app_in(Some(&dir));
    let notice = app.view().notice.expect("the player is told");
    assert!(notice.contains("Fox and Geese"), "{notice}");
    assert!(notice.contains("1 move of 2"), "{notice}");
    let offered = &app.model.data.saved["fox-geese"];
    assert_eq!(offered.data["match"]["moves"].as_array().unwrap().len(), 1);
    app.flush();
    drop(app);
    let store = crate::store::Store::open(&dir).unwrap();
    let kept = store.set_aside_matches();
    assert_eq!(kept.len(), 1, "kept aside");
    // The next start finds nothing more to set aside: the prefix replays.
    drop(store);
    let app = app_in(Some(&dir));
    assert!(app.view().notice.is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

// --- Behaviours the iOS view-model tests covered before the app moved onto `Core` ---

pub(crate) fn moves_shown(app: &App) -> Vec<String> {
    let v = app.view();
    game_view(&v)
        .move_list
        .rows
        .iter()
        .flat_map(|r| r.moves.iter().map(|m| m.notation.clone()))
        .collect()
}

#[test]
fn a_rated_win_earns_the_levels_points_on_the_result_the_tile_and_the_leaderboard() {
    let mut app = app_in(None);
    let mut fx = start_with(
        &mut app,
        "hare-hounds",
        &[
            Event::ChooseSide { side: Side::Two },
            Event::ChooseLevel { level: Level::Easy },
        ],
    );
    // The computer's answers are the test's: the hounds shuffle sideways until the stall
    // limit (10) gives the hare the game; the hare steps between b5 and b4.
    let hounds = ["a2-b2", "b2-a2"];
    let hare = ["b5-b4", "b4-b5"];
    for i in 0..10 {
        let job = job_of(&fx).expect("the hounds' turn");
        fx = app.update(Event::ComputerMoved {
            job,
            notation: Some(hounds[i % 2].into()),
        });
        if i < 9 {
            fx = play(&mut app, hare[i % 2]);
        }
    }
    assert!(
        fx.contains(&Effect::PlaySound { sound: Sound::Win }),
        "{fx:?}"
    );
    animation_seen(&mut app);
    let v = app.view();
    let result = game_view(&v).result.clone().expect("the hare won");
    let points = crate::store::points_for_win(Level::Easy);
    assert_eq!(result.result, view::YourResult::Won);
    assert_eq!(result.points, points);
    assert!(result.unrated_reason.is_none());
    assert_eq!(
        result.rating_text,
        app.model.tr.rating_change(i64::from(points))
    );
    app.update(Event::Leave);
    let home = home_screen(&app);
    let tile = home.tiles.iter().find(|t| t.game == "hare-hounds").unwrap();
    assert_eq!(tile.rating, points);
    let easy = tile.wins.iter().find(|w| w.level == Level::Easy).unwrap();
    assert_eq!(easy.wins, 1);
    app.update(Event::OpenLeaderboard { game: None });
    let leaderboard = leaderboard_screen(&app);
    assert_eq!(leaderboard.rows.len(), 1);
    assert_eq!(leaderboard.rows[0].points, points);
    assert!(leaderboard.empty_text.is_none());
    app.update(Event::OpenLeaderboard {
        game: Some("sungka".into()),
    });
    let leaderboard = leaderboard_screen(&app);
    assert!(leaderboard.rows.is_empty(), "no Sungka game finished");
}

#[test]
fn undo_and_redo_against_the_computer_and_between_people() {
    let mut app = app_in(None);
    start_with(&mut app, "hare-hounds", &[]);
    let fx = play(&mut app, "a2-a3");
    let job = job_of(&fx).expect("the computer answers");
    app.update(Event::ComputerMoved {
        job,
        notation: Some("b5-b4".into()),
    });
    assert_eq!(moves_shown(&app), ["a2-a3", "b5-b4"]);
    // The first undo of a rated game is held back with the assist warning.
    app.update(Event::Undo);
    assert_eq!(moves_shown(&app), ["a2-a3", "b5-b4"], "held back");
    app.update(Event::DismissNotice);
    // Undo takes back the computer's answer and the player's move: the player's turn again.
    let fx = app.update(Event::Undo);
    assert!(job_of(&fx).is_none(), "{fx:?}");
    let v = app.view();
    let g = game_view(&v);
    assert!(moves_shown(&app).is_empty());
    assert!(g.can_redo && !g.thinking);
    // Redo replays both again.
    let fx = app.update(Event::Redo);
    assert!(job_of(&fx).is_none(), "{fx:?}");
    assert_eq!(moves_shown(&app), ["a2-a3", "b5-b4"]);
    assert!(!game_view(&app.view()).can_redo);
    let fx = app.update(Event::Redo);
    assert!(fx.contains(&Effect::Haptic {
        haptic: Haptic::Refused
    }));
    assert_eq!(
        game_view(&app.view()).message.as_deref(),
        Some(
            app.model
                .tr
                .input_error(crate::session::InputError::NothingToRedo)
                .as_str()
        )
    );

    // Between people one move each.
    start(&mut app, "dama-italiana", ModeKind::PassAndPlay);
    play(&mut app, "22-18");
    play(&mut app, "11-15");
    app.update(Event::Undo);
    assert_eq!(moves_shown(&app), ["22-18"]);
    app.update(Event::Undo);
    assert!(moves_shown(&app).is_empty());
    app.update(Event::Undo);
    assert_eq!(
        game_view(&app.view()).message.as_deref(),
        Some(
            app.model
                .tr
                .input_error(crate::session::InputError::NothingToUndo)
                .as_str()
        )
    );
    app.update(Event::Redo);
    app.update(Event::Redo);
    assert_eq!(moves_shown(&app), ["22-18", "11-15"]);
}

#[test]
fn a_continued_match_with_the_computer_to_move_starts_its_search() {
    let dir = temp_dir("continue-computer");
    {
        let mut app = app_in(Some(&dir));
        let fx = start_with(
            &mut app,
            "hare-hounds",
            &[Event::ChooseSide { side: Side::Two }],
        );
        let job = job_of(&fx).expect("the hounds move first");
        assert!(app
            .update(Event::Paused)
            .contains(&Effect::CancelSearch { job }));
        app.flush();
    }
    let mut app = app_in(Some(&dir));
    let fx = app.update(Event::Continue {
        game: "hare-hounds".into(),
    });
    assert!(job_of(&fx).is_some(), "{fx:?}");
    assert!(game_view(&app.view()).thinking);
    settle(&mut app, fx);
    assert_eq!(moves_shown(&app).len(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sounds_and_haptics_follow_the_settings() {
    let mut app = app_in(None);
    start(&mut app, "fox-geese", ModeKind::PassAndPlay);
    app.update(Event::SetSound { on: false });
    let fx = play(&mut app, "d4-d5");
    assert!(
        !fx.iter().any(|e| matches!(e, Effect::PlaySound { .. })),
        "{fx:?}"
    );
    app.update(Event::SetVibration { on: false });
    app.update(Event::Undo);
    app.update(Event::Undo);
    let fx = app.update(Event::Undo);
    assert!(
        !fx.iter().any(|e| matches!(e, Effect::Haptic { .. })),
        "{fx:?}"
    );
    assert!(
        fx.iter().any(|e| matches!(e, Effect::Announce { .. })),
        "still said"
    );
    app.update(Event::SetSound { on: true });
    app.update(Event::SetVibration { on: true });
    let fx = app.update(Event::Undo);
    assert!(fx.contains(&Effect::Haptic {
        haptic: Haptic::Refused
    }));
    let fx = play(&mut app, "d4-d5");
    assert!(fx.contains(&Effect::PlaySound { sound: Sound::Move }));
}

#[test]
fn the_device_language_and_the_rules_chosen_last_time() {
    let mut app = App::new(AppConfig {
        device_language: "fi-FI".into(),
        time_scale: 0.05,
        seed: Some(1),
        ..AppConfig::default()
    })
    .unwrap();
    app.update(Event::Launch);
    assert_eq!(app.view().language, "fi");
    let fi = Translator::new(Lang::Fi);
    let home = home_screen(&app);
    assert_eq!(home.title, fi.text(crate::i18n::Text::AppName));
    assert_eq!(
        home.tiles[0].new_game_label,
        fi.text(crate::i18n::Text::NewGame)
    );

    open_form(&mut app, "fox-geese");
    let sideways = |f: &view::NewGameView| {
        f.options
            .iter()
            .find(|o| o.key == "sideways")
            .unwrap()
            .value
            .clone()
    };
    let other = if sideways(&form(&app)) == "on" {
        "off"
    } else {
        "on"
    };
    app.update(Event::SetOption {
        key: "sideways".into(),
        value: other.into(),
    });
    app.update(Event::ChooseMode {
        mode: ModeKind::PassAndPlay,
    });
    app.update(Event::Start);
    app.update(Event::Leave);
    open_form(&mut app, "fox-geese");
    assert_eq!(sideways(&form(&app)), other, "the rules are remembered");
}

#[test]
fn typed_choices_match_their_entries() {
    let mut app = app_in(None);
    open_form(&mut app, "fox-geese");
    let f = form(&app);
    assert_eq!(f.modes.len(), f.mode_values.len());
    assert_eq!(f.sides.len(), f.side_values.len());
    assert_eq!(f.levels.len(), f.level_values.len());
    for (i, &mode) in f.mode_values.iter().enumerate() {
        app.update(Event::ChooseMode { mode });
        let f = form(&app);
        assert!(f.modes[i].selected && f.mode == mode);
    }
    for (i, &side) in f.side_values.iter().enumerate() {
        app.update(Event::ChooseSide { side });
        assert!(form(&app).sides[i].selected);
    }
    for (i, &level) in f.level_values.iter().enumerate() {
        app.update(Event::ChooseLevel { level });
        assert!(form(&app).levels[i].selected);
    }
    app.update(Event::OpenSettings);
    let settings = |app: &App| match app.view().screen {
        Screen::Settings { settings } => settings,
        _ => panic!(),
    };
    let s = settings(&app);
    assert_eq!(s.animation_speeds.len(), s.animation_speed_values.len());
    for (i, &speed) in s.animation_speed_values.iter().enumerate() {
        app.update(Event::SetAnimationSpeed { speed });
        assert!(settings(&app).animation_speeds[i].selected);
    }
    assert!(!app.view().ok_label.is_empty());
}

#[test]
fn the_speed_setting_times_the_steps_and_a_new_move_replaces_the_animation() {
    let mut app = app_in(None);
    let mut millis = Vec::new();
    for speed in [
        crate::store::AnimationSpeed::Slow,
        crate::store::AnimationSpeed::Normal,
        crate::store::AnimationSpeed::Fast,
    ] {
        app.update(Event::SetAnimationSpeed { speed });
        start(&mut app, "fox-geese", ModeKind::PassAndPlay);
        play(&mut app, "d4-d5");
        let v = app.view();
        millis.push(game_view(&v).animation.as_ref().unwrap().total_millis);
    }
    assert!(millis[0] > millis[1] && millis[1] > millis[2], "{millis:?}");
    let first = game_view(&app.view()).animation.clone().unwrap();
    assert_eq!(first.frames.len(), 1);
    let goose = game_view(&app.view()).board.highlights.movable[0];
    app.update(Event::Tap { point: goose });
    let target = game_view(&app.view()).board.highlights.targets[0];
    app.update(Event::Tap { point: target });
    let second = game_view(&app.view()).animation.clone().unwrap();
    assert_ne!(first.id, second.id);
    // The first one's end comes late: it does not clear the second.
    app.update(Event::AnimationFinished { id: first.id });
    assert!(game_view(&app.view()).animation.is_some());
    app.update(Event::AnimationFinished { id: second.id });
    assert!(game_view(&app.view()).animation.is_none());
}

#[test]
fn every_point_of_every_game_has_its_own_label_in_every_language() {
    for lang in ["en", "th", "ko", "fi"] {
        let mut app = app_in(None);
        app.update(Event::SetLanguage {
            language: Some(lang.into()),
        });
        for entry in crate::games::GAMES {
            start(&mut app, entry.id, ModeKind::PassAndPlay);
            let v = app.view();
            let g = game_view(&v);
            assert_eq!(g.points.len(), g.board.points.len(), "{}", entry.id);
            let labels: std::collections::HashSet<_> = g.points.iter().map(|p| &p.label).collect();
            assert_eq!(
                labels.len(),
                g.points.len(),
                "{lang} {}: every label differs",
                entry.id
            );
            assert!(
                g.points
                    .iter()
                    .all(|p| !p.label.is_empty() && !p.label.contains('{')),
                "{lang} {}",
                entry.id
            );
            // A move made from the board's marks alone, as a player sees them.
            let before = g.move_list.rows.len();
            let mut taps = 0;
            while game_view(&app.view()).move_list.rows.len() == before && taps < 20 {
                let v = app.view();
                let g = game_view(&v);
                let h = &g.board.highlights;
                let next = *h
                    .targets
                    .first()
                    .or_else(|| h.movable.first())
                    .expect("something to do");
                app.update(Event::Tap { point: next });
                taps += 1;
            }
            assert!(
                !game_view(&app.view()).move_list.rows.is_empty(),
                "{lang} {}",
                entry.id
            );
        }
    }
}

/// Plays the side to move by taps from the board's marks (a target, else a movable piece),
/// choosing among them with `rng`; the computer's turns are settled through its jobs.
pub(crate) fn play_to_the_end(app: &mut App, mut fx: Vec<Effect>, rng: &mut u64) -> usize {
    let mut inputs = 0;
    loop {
        settle(app, std::mem::take(&mut fx));
        animation_seen(app);
        let v = app.view();
        let g = game_view(&v);
        if g.result.is_some() || inputs > 4000 {
            return inputs;
        }
        let pick = |list: Vec<u8>, rng: &mut u64| {
            *rng = rng
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            list[((*rng >> 33) % list.len() as u64) as usize]
        };
        let targets = g.board.highlights.targets.clone();
        let movable = g.board.highlights.movable.clone();
        let point = if !targets.is_empty() {
            pick(targets, rng)
        } else {
            pick(movable, rng)
        };
        fx = app.update(Event::Tap { point });
        inputs += 1;
    }
}

#[test]
fn every_game_in_every_mode_plays_to_its_end_and_counts_once() {
    let mut app = app_in(None);
    let mut rng = 11u64;
    let mut played = 0;
    for entry in crate::games::GAMES {
        for (mode, side) in [
            (ModeKind::PassAndPlay, Side::One),
            (ModeKind::Table, Side::One),
            (ModeKind::VsComputer, Side::One),
            (ModeKind::VsComputer, Side::Two),
        ] {
            let fx = start_with(
                &mut app,
                entry.id,
                &[
                    Event::ChooseMode { mode },
                    Event::ChooseSide { side },
                    Event::ChooseLevel { level: Level::Easy },
                ],
            );
            play_to_the_end(&mut app, fx, &mut rng);
            let v = app.view();
            let g = game_view(&v);
            let result = g
                .result
                .as_ref()
                .unwrap_or_else(|| panic!("{} {mode:?} {side:?} did not end", entry.id));
            assert!(!result.headline.is_empty() && !result.detail.is_empty());
            assert!(!g.can_undo && !g.can_redo && !g.can_hint);
            played += 1;
            assert_eq!(stats_played(&app), played, "{} {mode:?}", entry.id);
            // A rematch: the same rules and mode, from the start.
            app.update(Event::Rematch);
            let v = app.view();
            let again = game_view(&v);
            assert!(again.result.is_none());
            assert_eq!(again.game, entry.id);
            app.update(Event::Leave);
            let home = home_screen(&app);
            let tile = home.tiles.iter().find(|t| t.game == entry.id).unwrap();
            assert!(tile.can_continue, "the rematch is saved");
            assert_eq!(stats_played(&app), played, "leaving counts nothing");
        }
    }
}

#[test]
fn the_redo_list_survives_a_restart() {
    let dir = temp_dir("redo-restart");
    {
        let mut app = app_in(Some(&dir));
        start(&mut app, "dama-italiana", ModeKind::PassAndPlay);
        play(&mut app, "22-18");
        play(&mut app, "11-15");
        app.update(Event::Undo);
        app.flush();
        std::mem::forget(app);
    }
    let mut app = app_in(Some(&dir));
    app.update(Event::Continue {
        game: "dama-italiana".into(),
    });
    assert_eq!(moves_shown(&app), ["22-18"]);
    assert!(
        game_view(&app.view()).can_redo,
        "the redo list is saved too"
    );
    app.update(Event::Redo);
    assert_eq!(moves_shown(&app), ["22-18", "11-15"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn profiles_are_renamed_and_switched() {
    let mut app = app_in(None);
    app.update(Event::AddProfile {
        name: "Anna".into(),
    });
    app.update(Event::OpenProfiles);
    let list = |app: &App| match app.view().screen {
        Screen::Profiles { profiles } => profiles.profiles,
        _ => panic!(),
    };
    let anna = list(&app).into_iter().find(|p| p.name == "Anna").unwrap();
    let first = list(&app).into_iter().find(|p| p.id != anna.id).unwrap();
    assert!(anna.active && first.can_delete);
    app.update(Event::RenameProfile {
        id: anna.id,
        name: " Ben ".into(),
    });
    app.update(Event::SwitchProfile { id: first.id });
    let now = list(&app);
    let ben = now.iter().find(|p| p.id == anna.id).unwrap();
    assert_eq!(ben.name, "Ben");
    assert!(!ben.active);
    assert!(now.iter().find(|p| p.id == first.id).unwrap().active);
    app.update(Event::SwitchProfile { id: 999 });
    assert!(app.view().notice.is_some(), "an unknown profile is told");
    app.update(Event::OpenHome);
    let home = home_screen(&app);
    assert_eq!(home.profile_name, first.name);
}

// --- android: what the phone shell draws from the view alone ---

#[test]
fn points_carry_their_role_so_shells_draw_houses_and_stores_without_names() {
    use crate::games::PointRole;
    let mut app = app_in(None);
    start(&mut app, "sungka", ModeKind::PassAndPlay);
    let v = app.view();
    let g = game_view(&v);
    let stores: Vec<_> = g
        .points
        .iter()
        .filter_map(|p| match p.role {
            PointRole::Store { owner } => Some(owner),
            _ => None,
        })
        .collect();
    assert_eq!(stores, vec![Side::One, Side::Two]);
    let houses: Vec<u8> = g
        .points
        .iter()
        .filter_map(|p| match p.role {
            PointRole::House {
                owner: Side::One,
                number,
            } => Some(number),
            _ => None,
        })
        .collect();
    assert_eq!(houses, (1..=7).collect::<Vec<_>>());
    // The game menu's labels and the dialogs' buttons come with the view.
    assert_eq!(g.labels.menu, "Menu");
    assert_eq!(g.labels.rematch, "Rematch");
    assert_eq!(g.labels.new_game, "New game");
    assert_eq!(g.labels.how_to_play, "How to play");
    assert_eq!(
        (v.ok_label.as_str(), v.cancel_label.as_str()),
        ("OK", "Cancel")
    );

    start(&mut app, "dama-italiana", ModeKind::PassAndPlay);
    let v = app.view();
    assert!(game_view(&v)
        .points
        .iter()
        .all(|p| p.role == PointRole::Square));
    start(&mut app, "fox-geese", ModeKind::PassAndPlay);
    let v = app.view();
    assert!(game_view(&v)
        .points
        .iter()
        .all(|p| p.role == PointRole::Point));
}

#[test]
fn sounds_and_vibration_follow_their_switches() {
    let mut app = app_in(None);
    start(&mut app, "fox-geese", ModeKind::PassAndPlay);
    // The fox's targets show without selecting it; a tap on one moves it.
    let target = game_view(&app.view()).board.highlights.targets[0];
    let fx = app.update(Event::Tap { point: target });
    assert!(
        fx.contains(&Effect::PlaySound { sound: Sound::Move }),
        "{fx:?}"
    );
    app.update(Event::SetSound { on: false });
    app.update(Event::SetVibration { on: false });
    app.update(Event::Undo);
    let fx = app.update(Event::Tap { point: target });
    assert!(
        !fx.iter().any(|e| matches!(e, Effect::PlaySound { .. })),
        "{fx:?}"
    );
    // The geese to move: a tap on the fox is refused, silently without vibration...
    let fx = app.update(Event::Tap { point: target });
    assert!(
        !fx.iter().any(|e| matches!(e, Effect::Haptic { .. })),
        "{fx:?}"
    );
    // ...and with a buzz when it is on.
    app.update(Event::SetVibration { on: true });
    let fx = app.update(Event::Tap { point: target });
    assert!(
        fx.contains(&Effect::Haptic {
            haptic: Haptic::Refused
        }),
        "{fx:?}"
    );
}

/// A Dama position where White's forced capture forks after its first jump, so a chain
/// stays pending after two taps: the position and those two points.
fn dama_fork() -> (String, [u8; 2]) {
    for w in 21..=28 {
        for b1 in 9..=20 {
            for b2 in b1 + 1..=20 {
                for b3 in b2 + 1..=20 {
                    let fen = format!("W:W{w}:B{b1},{b2},{b3}");
                    let Ok(m) = crate::session::Match::new(chain_setup("dama-italiana", &fen))
                    else {
                        continue;
                    };
                    let infos = m.game().move_infos();
                    let fork = infos.iter().find(|a| {
                        a.path.len() >= 3
                            && infos
                                .iter()
                                .any(|b| b.path != a.path && b.path[..2] == a.path[..2])
                    });
                    if let Some(a) = fork {
                        return (fen, [a.path[0], a.path[1]]);
                    }
                }
            }
        }
    }
    panic!("no Dama position with a forked chain")
}

fn chain_setup(game: &str, position: &str) -> crate::session::MatchSetup {
    crate::session::MatchSetup {
        game: game.into(),
        preset: None,
        options: if game == "fox-geese" {
            vec![("captures-to-win".to_owned(), "13".to_owned())]
        } else {
            Vec::new()
        },
        position: Some(position.into()),
        mode: crate::session::Mode::PassAndPlay,
        seed: 1,
    }
}

/// Issue 21: the status of a jump chain offers to stop only where the rules let the chain
/// stop (Fox and geese: the fox may; Dama Italiana: the capture must be completed), and
/// says it in the band of the player, in every language, with the Stop button to match.
#[test]
fn a_chain_status_offers_a_stop_only_where_the_rules_allow_one() {
    let fox = "fox d2; geese d3 d5 a3 g3; to-move fox";
    let fox_taps = {
        let mut app = app_in(None);
        app.start_match(chain_setup("fox-geese", fox), &[]).unwrap();
        [point(&app, "d2"), point(&app, "d4")]
    };
    let (dama, dama_taps) = dama_fork();
    let cases = [
        (
            "fox-geese",
            fox.to_owned(),
            fox_taps,
            crate::game::Role::Fox,
            true,
        ),
        (
            "dama-italiana",
            dama,
            dama_taps,
            crate::game::Role::White,
            false,
        ),
    ];
    for (game, position, taps, role, can_stop) in cases {
        let mut app = app_in(None);
        app.start_match(chain_setup(game, &position), &[]).unwrap();
        for p in taps {
            app.update(Event::Tap { point: p });
        }
        for lang in Lang::ALL {
            app.update(Event::SetLanguage {
                language: Some(lang.code().into()),
            });
            let v = app.view();
            let g = game_view(&v);
            assert_eq!(g.can_stop, can_stop, "{game} {position}");
            let tr = Translator::new(lang);
            let args = [
                ("role", crate::i18n::role_id(role).into()),
                ("side", tr.role_name(role).into()),
            ];
            let (said, not_said) = if can_stop {
                ("status-continue-chain", "status-finish-chain")
            } else {
                ("status-finish-chain", "status-continue-chain")
            };
            assert_eq!(
                g.status,
                tr.tr(said, &args),
                "{game} {position} in {lang:?}"
            );
            assert_ne!(g.status, tr.tr(not_said, &args), "{game} in {lang:?}");
            // In the band of the player whose chain it is (issue 27).
            let (mover, other) = if g.bottom.active {
                (&g.bottom, &g.top)
            } else {
                (&g.top, &g.bottom)
            };
            assert_eq!(mover.role, role, "{game} {position}");
            assert_eq!(mover.line.as_deref(), Some(g.status.as_str()));
            assert!(other.line.is_none());
        }
    }
    let en = Translator::new(Lang::En);
    assert!(en
        .tr("status-continue-chain", &[("side", "Fox".into())])
        .contains("stop"));
    assert!(!en
        .tr("status-finish-chain", &[("side", "White".into())])
        .contains("stop"));
}

/// Which point a touch at (x, y) of the board means, by the view's hit areas (as both
/// shells test it).
fn hit_at(game: &view::GameView, x: f32, y: f32) -> Option<usize> {
    let mut best: Option<(f32, usize)> = None;
    for (i, (p, v)) in game.board.points.iter().zip(&game.points).enumerate() {
        let e = ((x - p.x) / v.hit.rx).hypot((y - p.y) / v.hit.ry);
        if e <= 1.0 && best.is_none_or(|(b, _)| e < b) {
            best = Some((e, i));
        }
    }
    best.map(|(_, i)| i)
}

#[test]
fn every_point_is_hit_at_its_centre_and_near_it_and_nothing_far_off() {
    for entry in crate::games::GAMES {
        let mut app = app_in(None);
        app.update(Event::Launch);
        start(&mut app, entry.id, ModeKind::PassAndPlay);
        let v = app.view();
        let game = game_view(&v);
        let aspect = game.board.aspect;
        for (i, p) in game.board.points.iter().enumerate() {
            let hit = game.points[i].hit;
            assert!(hit.rx > 0.0 && hit.ry > 0.0, "{} {}", entry.id, p.name);
            assert_eq!(hit_at(game, p.x, p.y), Some(i), "{} {}", entry.id, p.name);
            // A touch a third of the way to the nearest neighbour still means the point.
            let near = game
                .board
                .points
                .iter()
                .filter(|q| q.name != p.name)
                .min_by(|a, b| {
                    let da = ((a.x - p.x) * aspect).hypot(a.y - p.y);
                    let db = ((b.x - p.x) * aspect).hypot(b.y - p.y);
                    da.total_cmp(&db)
                })
                .unwrap();
            let (x, y) = (p.x + (near.x - p.x) / 3.0, p.y + (near.y - p.y) / 3.0);
            assert_eq!(
                hit_at(game, x, y),
                Some(i),
                "{} {} off centre",
                entry.id,
                p.name
            );
        }
        assert_eq!(hit_at(game, -0.5, -0.5), None, "{}", entry.id);
    }
}

#[test]
fn the_bands_and_move_rows_come_with_their_joined_texts() {
    let mut app = app_in(None);
    app.update(Event::Launch);
    start(&mut app, "fox-geese", ModeKind::PassAndPlay);
    let first = {
        let v = app.view();
        game_view(&v).move_list.rows.len()
    };
    assert_eq!(first, 0);
    // Any legal move of the side to move: the first target of the first movable piece.
    let from = {
        let v = app.view();
        game_view(&v).board.highlights.movable[0]
    };
    app.update(Event::Tap { point: from });
    let to = {
        let v = app.view();
        game_view(&v).board.highlights.targets[0]
    };
    app.update(Event::Tap { point: to });
    let v = app.view();
    let game = game_view(&v);
    for band in [&game.bottom, &game.top] {
        assert!(band.label.starts_with(&band.name), "{}", band.label);
        for c in &band.counters {
            assert!(
                band.counters_text.contains(&c.text),
                "{}",
                band.counters_text
            );
            assert!(band.label.contains(&c.text), "{}", band.label);
        }
        if band.line.is_some() {
            assert!(band.label.ends_with(&game.status), "{}", band.label);
        }
    }
    let row = &game.move_list.rows[0];
    assert!(row.label.starts_with(&row.number_text), "{}", row.label);
    assert!(row.label.contains(&row.moves[0].label), "{}", row.label);
}

/// The computer's Sungka move and what its sowing did read as two parts of one line
/// ("The computer played 6 · The last shell …"): the first has no full stop of its own, so
/// joined by a space they ran together (seen in the terminal).
#[test]
fn the_computers_sowing_story_is_a_part_of_its_own() {
    let mut app = app_in(None);
    let fx = start_with(
        &mut app,
        "sungka",
        &[
            Event::ChooseSide { side: Side::Two },
            Event::ChooseLevel { level: Level::Easy },
        ],
    );
    settle(&mut app, fx);
    let v = app.view();
    let message = game_view(&v)
        .message
        .clone()
        .expect("the computer's move said");
    let played = game_view(&v).move_list.rows[0].moves[0].label.clone();
    assert!(message.starts_with("The computer played "), "{message}");
    // Every first move of Sungka sows on past a house with shells: a story follows.
    let (first, story) = message.split_once(" · ").expect("two parts");
    assert!(!first.contains("shell"), "{first} ({played})");
    assert!(story.starts_with("The last shell"), "{story}");
}

/// The last shell in the store that ends the game says no "another turn" (the screenshot of
/// the end showed one under the result).
#[test]
fn a_sowing_that_ends_the_game_gives_no_other_turn() {
    let mut app = app_in(None);
    let setup = crate::session::MatchSetup {
        game: "sungka".into(),
        preset: None,
        options: Vec::new(),
        position: Some("0 0 0 0 0 0 1 48 / 0 0 0 0 0 0 0 49 / 1".into()),
        mode: crate::session::Mode::PassAndPlay,
        seed: 1,
    };
    app.start_match(setup, &[]).unwrap();
    app.update(Event::Play {
        notation: "7".into(),
    });
    assert!(app.is_over());
    let message = game_view(&app.view()).message.clone().unwrap_or_default();
    assert!(!message.contains("another turn"), "{message}");
}

/// Issue 21: the line a band shows and the board's spoken name are the core's: the status,
/// or in its place the message of the last input; the move list's moves without their
/// number on one line.
#[test]
fn the_band_line_and_the_board_label_carry_the_message_in_place_of_the_status() {
    let mut app = app_in(None);
    start(&mut app, "fox-geese", ModeKind::PassAndPlay);
    let v = app.view();
    let g = game_view(&v);
    let (here, other) = if g.bottom.line.is_some() {
        (&g.bottom, &g.top)
    } else {
        (&g.top, &g.bottom)
    };
    assert_eq!(here.line.as_deref(), Some(g.status.as_str()));
    assert_eq!(other.line, None);
    assert_eq!(g.board_label, g.status);
    // A move the rules refuse: its message takes the status's place.
    play(&mut app, "a1-a2");
    let v = app.view();
    let g = game_view(&v);
    let message = g.message.clone().expect("refused");
    let here = if g.bottom.line.is_some() {
        &g.bottom
    } else {
        &g.top
    };
    assert_eq!(here.line.as_deref(), Some(message.as_str()));
    assert_ne!(g.status, message);
    assert_eq!(g.board_label, message);
    play(&mut app, "d4-d5");
    let v = app.view();
    let row = &game_view(&v).move_list.rows[0];
    assert_eq!(row.moves_text, "d4-d5");
    assert_eq!(row.text, format!("{} d4-d5", row.number_text));
}
