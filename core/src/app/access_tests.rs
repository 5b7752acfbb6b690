//! Screen-reader play: the actions of each point, the jump order, the summary, the
//! verbosity and the announcement of every move (issue 25).

use super::contract::{self as view, ActionKind, PointAction};
use super::tests::{app_in, game_view, point, settle};
use super::*;
use crate::engine::Level;
use crate::game::Side;
use crate::i18n::Lang;
use crate::session::ModeKind;
use crate::store::Verbosity;

fn start(app: &mut App, game: &str, choices: &[Event]) -> Vec<Effect> {
    app.update(Event::OpenNewGame { game: game.into() });
    for c in choices {
        app.update(c.clone());
    }
    app.update(Event::Start)
}

fn people(app: &mut App, game: &str) -> Vec<Effect> {
    start(
        app,
        game,
        &[Event::ChooseMode {
            mode: ModeKind::PassAndPlay,
        }],
    )
}

fn announcements(fx: &[Effect]) -> Vec<String> {
    fx.iter()
        .filter_map(|e| match e {
            Effect::Announce { text } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

fn game(app: &App) -> view::GameView {
    game_view(&app.view()).clone()
}

fn actions_at(app: &App, name: &str) -> Vec<PointAction> {
    let g = game(app);
    g.points[point(app, name) as usize].actions.clone()
}

fn labels(actions: &[PointAction]) -> Vec<String> {
    actions.iter().map(|a| a.label.clone()).collect()
}

#[test]
fn the_foxs_node_and_its_targets_carry_its_moves_with_their_events() {
    let mut app = app_in(None);
    people(&mut app, "fox-geese");
    let on_fox = actions_at(&app, "d4");
    assert!(
        labels(&on_fox).contains(&"Move to d5".to_owned()),
        "{on_fox:?}"
    );
    assert!(on_fox.iter().all(|a| a.kind == ActionKind::Move));
    let to_d5 = on_fox.iter().find(|a| a.label == "Move to d5").unwrap();
    assert_eq!(
        to_d5.event,
        Event::Play {
            notation: "d4-d5".into()
        }
    );
    // The target carries the same move, said from its side.
    let on_target = actions_at(&app, "d5");
    assert_eq!(labels(&on_target), vec!["Move here from d4".to_owned()]);
    assert_eq!(on_target[0].event, to_d5.event);
    // A goose has no action on the fox's turn; the jump list holds the fox alone.
    let g = game(&app);
    assert_eq!(g.access.movable_order, vec![point(&app, "d4")]);
    // Sending the action's event plays the move and announces it.
    let fx = app.update(to_d5.event.clone());
    let said = announcements(&fx);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].starts_with("Fox: d4-d5"), "{said:?}");
    assert!(said[0].ends_with("Geese to move"), "{said:?}");
    // Now every goose that can move is in the jump list, in reading order.
    let g = game(&app);
    assert!(g.access.movable_order.len() > 1);
    let y: Vec<f32> = g
        .access
        .movable_order
        .iter()
        .map(|&p| g.board.points[p as usize].y)
        .collect();
    assert!(y.windows(2).all(|w| w[0] <= w[1]), "{y:?}");
    for &p in &g.access.movable_order {
        assert!(g.board.highlights.movable.contains(&p));
        assert!(g.points[p as usize].tappable);
        assert!(!g.points[p as usize].actions.is_empty());
    }
}

#[test]
fn a_capture_a_chain_stop_and_a_sowing_are_actions_too() {
    let mut app = app_in(None);
    people(&mut app, "fox-geese");
    // Play at random (a new game when one ends) until a capture is offered.
    let mut found_capture = false;
    let mut rng = 3u64;
    for _ in 0..400 {
        let g = game(&app);
        if g.result.is_some() {
            people(&mut app, "fox-geese");
            continue;
        }
        let all: Vec<&PointAction> = g.points.iter().flat_map(|p| &p.actions).collect();
        if let Some(c) = all.iter().find(|a| a.kind == ActionKind::Capture) {
            let Event::Play { notation } = &c.event else {
                panic!("a capture plays a move")
            };
            assert_eq!(c.label, format!("Capture: {notation}"));
            found_capture = true;
            break;
        }
        app.update(random_action(&g, &mut rng).event);
    }
    assert!(found_capture, "the fox reached a capture");

    // Sungka: every house of the player to move is sown by its action.
    people(&mut app, "sungka");
    let g = game(&app);
    let sows: Vec<&PointAction> = g
        .points
        .iter()
        .flat_map(|p| &p.actions)
        .filter(|a| a.kind == ActionKind::Sow)
        .collect();
    assert_eq!(sows.len(), 7, "{sows:?}");
    assert!(sows.iter().any(|a| a.label == "Sow house 3"));
    assert_eq!(g.access.movable_order.len(), 7);
}

#[test]
fn a_pending_chain_offers_stop_here_where_the_rules_allow_it() {
    let mut app = app_in(None);
    people(&mut app, "fox-geese");
    // Play until the fox can jump twice, then enter the first jump by taps.
    let mut rng = 1u64;
    for _ in 0..3000 {
        let g = game(&app);
        if g.result.is_some() {
            people(&mut app, "fox-geese");
            continue;
        }
        let fox_turn = g.status.starts_with("Fox");
        let chain = g
            .points
            .iter()
            .flat_map(|p| &p.actions)
            .filter_map(|a| match &a.event {
                Event::Play { notation } if fox_turn && notation.matches('x').count() >= 2 => {
                    Some(notation.clone())
                }
                _ => None,
            })
            .next();
        if let Some(notation) = chain {
            let names: Vec<&str> = notation.split('x').collect();
            app.update(Event::Tap {
                point: point(&app, names[0]),
            });
            app.update(Event::Tap {
                point: point(&app, names[1]),
            });
            let g = game(&app);
            let here = &g.points[point(&app, names[1]) as usize].actions;
            let stop = here.iter().find(|a| a.kind == ActionKind::Stop);
            assert_eq!(g.can_stop, stop.is_some(), "{here:?}");
            if let Some(stop) = stop {
                assert_eq!(stop.label, "Stop here");
                assert_eq!(stop.event, Event::StopChain);
                let fx = app.update(Event::StopChain);
                assert!(announcements(&fx)[0].starts_with("Fox:"));
            }
            return;
        }
        app.update(random_action(&g, &mut rng).event);
    }
    panic!("no double jump came up");
}

#[test]
fn the_board_summary_names_every_piece_the_turn_and_the_moves() {
    let mut app = app_in(None);
    people(&mut app, "fox-geese");
    let g = game(&app);
    let s = &g.access.summary;
    assert!(s.starts_with("fox on d4"), "{s}");
    assert!(s.contains("13 × goose: "), "{s}");
    assert!(s.contains("Fox to move"), "{s}");
    assert!(s.contains("moves possible"), "{s}");
    // Every goose point is named.
    for p in g
        .board
        .pieces
        .iter()
        .filter(|p| p.kind == crate::board::PieceKind::Goose)
    {
        assert!(s.contains(&g.board.points[p.point as usize].name), "{s}");
    }
    // On demand: the event says the summary.
    let fx = app.update(Event::DescribeBoard);
    assert_eq!(announcements(&fx), vec![s.clone()]);
    // Short: the counts without the points.
    app.update(Event::SetVerbosity {
        verbosity: Verbosity::Short,
    });
    let short = game(&app).access.summary;
    assert!(
        short.contains("13 × goose") && !short.contains("13 × goose:"),
        "{short}"
    );
    assert!(short.len() < s.len());

    // Sungka: houses and stores with their shells.
    app.update(Event::SetVerbosity {
        verbosity: Verbosity::Full,
    });
    people(&mut app, "sungka");
    let s = game(&app).access.summary;
    assert!(s.contains("house 1, 7 shells"), "{s}");
    assert!(s.contains("store"), "{s}");
}

#[test]
fn verbosity_is_a_saved_setting_with_typed_values() {
    let dir = super::tests::temp_dir("verbosity");
    let mut app = app_in(Some(&dir));
    app.update(Event::Launch);
    app.update(Event::OpenSettings);
    let settings = |app: &App| match app.view().screen {
        Screen::Settings { settings } => settings,
        other => panic!("{other:?}"),
    };
    let s = settings(&app);
    assert_eq!(s.verbosity_values, Verbosity::ALL.to_vec());
    assert_eq!(s.verbosities.len(), 2);
    assert!(s.verbosities[1].selected, "full by default");
    assert!(!s.high_contrast);
    app.update(Event::SetVerbosity {
        verbosity: Verbosity::Short,
    });
    app.update(Event::SetHighContrast { on: true });
    let s = settings(&app);
    assert!(s.verbosities[0].selected && s.high_contrast);
    app.flush();
    drop(app);
    let mut app = app_in(Some(&dir));
    app.update(Event::Launch);
    app.update(Event::OpenSettings);
    let s = settings(&app);
    assert!(s.verbosities[0].selected && s.high_contrast, "kept");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn short_and_full_announcements_differ_and_the_computers_move_is_said() {
    let mut app = app_in(None);
    app.update(Event::SetVerbosity {
        verbosity: Verbosity::Short,
    });
    let fx = start(
        &mut app,
        "fox-geese",
        &[
            Event::ChooseMode {
                mode: ModeKind::VsComputer,
            },
            Event::ChooseSide { side: Side::Two },
            Event::ChooseLevel { level: Level::Easy },
        ],
    );
    // The fox (the computer) moves first: its move is announced.
    let fx = settle(&mut app, fx);
    let said = announcements(&fx);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].starts_with("Fox: "), "{said:?}");
    assert!(!said[0].contains("to move"), "short says no turn: {said:?}");
    // The player's own move is said too, and in full with the next turn.
    app.update(Event::SetVerbosity {
        verbosity: Verbosity::Full,
    });
    let g = game(&app);
    let a = g.points[g.access.movable_order[0] as usize].actions[0].clone();
    let fx = app.update(a.event);
    let said = announcements(&fx);
    assert!(said[0].starts_with("Geese: "), "{said:?}");
    assert!(said[0].ends_with("Fox to move"), "{said:?}");
}

/// One action of one piece of the jump list, chosen by `rng`.
fn random_action(g: &view::GameView, rng: &mut u64) -> PointAction {
    *rng = rng
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    let order = &g.access.movable_order;
    let piece = order[((*rng >> 33) % order.len() as u64) as usize];
    let actions = &g.points[piece as usize].actions;
    actions[((*rng >> 40) % actions.len() as u64) as usize].clone()
}

/// Plays a whole game between people by actions alone: an action of a piece in the jump
/// list (chosen by `rng`). Returns every announcement, each with the view after.
fn play_by_actions(app: &mut App, game: &str, rng: &mut u64) -> Vec<(String, view::GameView)> {
    let mut said = Vec::new();
    // The result panel waits for the last animation; with none it shows at once.
    app.update(Event::SetAnimationSpeed {
        speed: crate::store::AnimationSpeed::Off,
    });
    let fx = people(app, game);
    assert!(announcements(&fx).is_empty());
    for _ in 0..3000 {
        let g = self::game(app);
        if g.result.is_some() {
            return said;
        }
        assert!(!g.access.movable_order.is_empty(), "{game}: {}", g.status);
        let a = &random_action(&g, rng);
        assert_ne!(a.kind, ActionKind::Stop);
        let fx = app.update(a.event.clone());
        let after = self::game(app);
        assert!(
            !fx.contains(&Effect::Haptic {
                haptic: view::Haptic::Refused
            }),
            "{game}: {:?} refused",
            a.event
        );
        for text in announcements(&fx) {
            said.push((text, after.clone()));
        }
    }
    panic!("{game} did not end");
}

/// Every game's board is walked row by row from the top, each row left to right, every
/// point once, in table mode too; the jump list follows the same order.
#[test]
fn the_reading_order_walks_every_point_row_by_row_and_the_jump_list_follows_it() {
    let mut app = app_in(None);
    for entry in crate::games::GAMES {
        for mode in [ModeKind::PassAndPlay, ModeKind::Table] {
            start(&mut app, entry.id, &[Event::ChooseMode { mode }]);
            let g = game(&app);
            let order = &g.access.reading_order;
            let mut all = order.clone();
            all.sort_unstable();
            let every: Vec<u8> = (0..g.board.points.len() as u8).collect();
            assert_eq!(all, every, "{}: every point once", entry.id);
            let at = |p: u8| &g.board.points[p as usize];
            for w in order.windows(2) {
                let (a, b) = (at(w[0]), at(w[1]));
                let same_row = (a.y - b.y).abs() < 1e-3;
                assert!(
                    (same_row && a.x < b.x) || (!same_row && a.y < b.y),
                    "{}: {} before {}",
                    entry.id,
                    a.name,
                    b.name
                );
            }
            let in_order: Vec<u8> = order
                .iter()
                .copied()
                .filter(|p| g.access.movable_order.contains(p))
                .collect();
            assert_eq!(in_order, g.access.movable_order, "{}", entry.id);
            assert!(!in_order.is_empty(), "{}", entry.id);
        }
    }
}

#[test]
fn every_game_plays_to_its_end_by_actions_and_every_move_and_the_end_are_said() {
    let mut app = app_in(None);
    let mut rng = 5u64;
    let mut crowned = 0;
    let mut free_turns = 0;
    let mut relays = 0;
    for entry in crate::games::GAMES {
        let said = play_by_actions(&mut app, entry.id, &mut rng);
        let moves: usize = game(&app)
            .move_list
            .rows
            .iter()
            .map(|r| r.moves.len())
            .sum();
        let end = &said.last().expect("something was said").0;
        let headline = game(&app).result.unwrap().headline;
        assert_eq!(end, &headline, "{}: the end is said last", entry.id);
        assert_eq!(
            said.len(),
            moves + 1,
            "{}: one per move and the end",
            entry.id
        );
        for (text, _) in &said {
            crowned += usize::from(text.contains("crowned"));
            free_turns += usize::from(text.contains("free turn"));
            relays += usize::from(text.contains("relay"));
        }
    }
    assert!(crowned > 0, "a Dama man was crowned and it was said");
    assert!(
        free_turns > 0 && relays > 0,
        "Sungka's free turns and relays were said"
    );
}

#[test]
fn a_promotion_is_said_exactly_when_a_man_becomes_a_king() {
    let mut app = app_in(None);
    let mut rng = 9u64;
    let said = play_by_actions(&mut app, "dama-italiana", &mut rng);
    let kings = |g: &view::GameView| {
        g.board
            .pieces
            .iter()
            .filter(|p| {
                matches!(
                    p.kind,
                    crate::board::PieceKind::WhiteKing | crate::board::PieceKind::BlackKing
                )
            })
            .count()
    };
    let mut before = 0;
    let mut crowned = 0;
    for (text, after) in said.iter().filter(|(t, _)| t.contains(": ")) {
        let now = kings(after);
        // A move crowns at most one man; captures may take kings away meanwhile.
        let says = text.contains("crowned");
        if says {
            crowned += 1;
        }
        if now > before {
            assert!(says, "a new king, unsaid: {text}");
        }
        before = now;
    }
    assert!(crowned > 0);
}

#[test]
fn every_new_text_exists_in_every_language() {
    for lang in Lang::ALL {
        let mut app = app_in(None);
        app.update(Event::SetLanguage {
            language: Some(lang.code().into()),
        });
        for game_id in ["fox-geese", "sungka"] {
            people(&mut app, game_id);
            let g = game(&app);
            let texts = [
                &g.access.summary,
                &g.access.summary_label,
                &g.access.movable_label,
                &g.access.move_entry_label,
                &g.access.move_entry_hint,
                &g.access.players_heading,
                &g.access.board_heading,
                &g.access.buttons_heading,
            ];
            for t in texts {
                assert!(!t.is_empty() && !t.contains('{'), "{lang:?}: {t}");
            }
            let a = g.points[g.access.movable_order[0] as usize].actions[0].clone();
            assert!(!a.label.is_empty());
            let fx = app.update(a.event);
            assert!(!announcements(&fx)[0].is_empty());
        }
    }
}
