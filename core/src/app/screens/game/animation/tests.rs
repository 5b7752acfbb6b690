//! The frames of moves played through the app: applied in time they end on the position
//! the view shows next, at the speed chosen, with no shell left to work anything out.

use std::collections::BTreeMap;

use crate::app::contract::{AnimationView, Event, FrameChange};
use crate::app::tests::{app_in, game_view, point};
use crate::app::App;
use crate::board::PieceKind;
use crate::session::{MatchSetup, Mode};
use crate::store::AnimationSpeed;

fn setup(game: &str, position: Option<&str>) -> MatchSetup {
    MatchSetup {
        game: game.into(),
        preset: None,
        options: if game == "fox-geese" {
            vec![("captures-to-win".into(), "13".into())]
        } else {
            Vec::new()
        },
        position: position.map(Into::into),
        mode: Mode::PassAndPlay,
        seed: 3,
    }
}

const FOX_CHAIN: &str = "fox d2; geese d3 d5 a3 g3; to-move fox";

fn animation(app: &App) -> AnimationView {
    game_view(&app.view())
        .animation
        .clone()
        .expect("an animation")
}

/// The pieces once every frame has run: point → (id, kind).
fn end_pieces(a: &AnimationView) -> BTreeMap<u8, (u32, PieceKind)> {
    let mut at: BTreeMap<u32, (u8, PieceKind)> =
        a.pieces.iter().map(|p| (p.id, (p.point, p.kind))).collect();
    let mut frames = a.frames.clone();
    frames.sort_by_key(|f| f.start_millis + f.duration_millis);
    for f in &frames {
        match &f.change {
            FrameChange::Move {
                piece, from, to, ..
            } => {
                let p = at.get_mut(piece).expect("a piece of the start");
                assert_eq!(p.0, *from, "moves from where it stands");
                p.0 = *to;
            }
            FrameChange::Leave { piece, point } => {
                assert_eq!(at.remove(piece).map(|p| p.0), Some(*point));
            }
            FrameChange::Sow { houses, .. } => {
                for h in houses {
                    let piece = a.pieces.iter().find(|p| p.point == h.point).unwrap();
                    at.insert(piece.id, (h.point, PieceKind::Shells { count: h.count }));
                }
            }
        }
    }
    at.into_iter().map(|(id, (p, k))| (p, (id, k))).collect()
}

/// The drawing's pieces: point → (id, kind).
fn board_pieces(app: &App) -> BTreeMap<u8, (u32, PieceKind)> {
    game_view(&app.view())
        .board
        .pieces
        .iter()
        .map(|p| (p.point, (p.id, p.kind)))
        .collect()
}

/// The animation's pieces at its start: point → (id, kind).
fn start_pieces(a: &AnimationView) -> BTreeMap<u8, (u32, PieceKind)> {
    a.pieces.iter().map(|p| (p.point, (p.id, p.kind))).collect()
}

#[test]
fn a_chain_played_at_once_jumps_leg_by_leg_and_each_goose_leaves_as_the_fox_passes() {
    let mut app = app_in(None);
    app.start_match(setup("fox-geese", Some(FOX_CHAIN)), &[])
        .unwrap();
    let (d2, d4, d6) = (point(&app, "d2"), point(&app, "d4"), point(&app, "d6"));
    let (d3, d5) = (point(&app, "d3"), point(&app, "d5"));
    let drawn = board_pieces(&app);
    app.update(Event::Play {
        notation: "d2xd4xd6".into(),
    });
    let a = animation(&app);
    // The animation starts from the drawing before, with its ids, and ends on the next.
    assert_eq!(start_pieces(&a), drawn);
    let fox = a.pieces.iter().find(|p| p.kind == PieceKind::Fox).unwrap();
    assert_eq!(fox.point, d2);
    let moves: Vec<_> = a
        .frames
        .iter()
        .filter_map(|f| match f.change {
            FrameChange::Move {
                piece,
                from,
                to,
                jump,
            } => Some((piece, from, to, jump, f.start_millis, f.duration_millis)),
            _ => None,
        })
        .collect();
    assert_eq!(moves.len(), 2);
    assert_eq!(
        (moves[0].0, moves[0].1, moves[0].2, moves[0].3),
        (fox.id, d2, d4, true)
    );
    assert_eq!((moves[1].1, moves[1].2), (d4, d6));
    assert_eq!(
        moves[1].4,
        moves[0].4 + moves[0].5,
        "the second leg follows the first"
    );
    let leaves: Vec<_> = a
        .frames
        .iter()
        .filter_map(|f| match f.change {
            FrameChange::Leave { point, .. } => Some((point, f.start_millis)),
            _ => None,
        })
        .collect();
    // Each goose leaves halfway through the leg that jumps it.
    assert_eq!(
        leaves,
        vec![(d3, moves[0].5 / 2), (d5, moves[1].4 + moves[1].5 / 2)]
    );
    assert_eq!(
        a.total_millis,
        a.frames
            .iter()
            .map(|f| f.start_millis + f.duration_millis)
            .max()
            .unwrap()
    );
    assert_eq!(end_pieces(&a), board_pieces(&app));
}

#[test]
fn a_chain_entered_jump_by_jump_plays_only_the_rest_from_where_the_board_showed_it() {
    let mut app = app_in(None);
    app.start_match(setup("fox-geese", Some(FOX_CHAIN)), &[])
        .unwrap();
    let (d2, d4, d6, d3) = (
        point(&app, "d2"),
        point(&app, "d4"),
        point(&app, "d6"),
        point(&app, "d3"),
    );
    app.update(Event::Tap { point: d2 });
    app.update(Event::Tap { point: d4 });
    let drawn = board_pieces(&app);
    app.update(Event::Tap { point: d6 });
    let a = animation(&app);
    // The fox drawn on d4 mid-chain starts there with the id it was drawn with.
    assert_eq!(start_pieces(&a), drawn);
    let fox = a.pieces.iter().find(|p| p.kind == PieceKind::Fox).unwrap();
    assert_eq!(fox.point, d4, "the board showed the fox on d4");
    let moves: Vec<_> = a
        .frames
        .iter()
        .filter(|f| matches!(f.change, FrameChange::Move { .. }))
        .collect();
    assert_eq!(moves.len(), 1);
    assert!(
        matches!(moves[0].change, FrameChange::Move { from, to, .. } if from == d4 && to == d6)
    );
    // The goose jumped before leaves at once.
    assert!(a.frames.iter().any(|f| f.start_millis == 0
        && matches!(f.change, FrameChange::Leave { point, .. } if point == d3)));
    assert_eq!(end_pieces(&a), board_pieces(&app));
}

#[test]
fn a_dragged_capture_moves_at_once_and_its_captured_piece_still_leaves() {
    let mut app = app_in(None);
    app.start_match(setup("dama-italiana", Some("W:W22,29:B18,1")), &[])
        .unwrap();
    let (p22, p13, p18) = (point(&app, "22"), point(&app, "13"), point(&app, "18"));
    app.update(Event::DragStart { point: p22 });
    app.update(Event::DragEnd { point: Some(p13) });
    let a = animation(&app);
    let mv = a
        .frames
        .iter()
        .find(|f| matches!(f.change, FrameChange::Move { .. }))
        .unwrap();
    assert_eq!((mv.start_millis, mv.duration_millis), (0, 0));
    let leave = a
        .frames
        .iter()
        .find(|f| matches!(f.change, FrameChange::Leave { point, .. } if point == p18))
        .unwrap();
    assert!(leave.duration_millis > 0);
    assert_eq!(a.total_millis, leave.duration_millis);
}

#[test]
fn sungka_sowings_keep_every_shell_and_end_on_the_next_position() {
    let mut app = app_in(None);
    app.start_match(setup("sungka", None), &[]).unwrap();
    let mut relays_or_captures = 0;
    for n in 0..40 {
        let v = app.view();
        let g = game_view(&v);
        if g.result.is_some() {
            break;
        }
        let movable = &g.board.highlights.movable;
        let house = movable[n % movable.len()];
        let total: u32 = board_pieces(&app)
            .values()
            .map(|(_, k)| match k {
                PieceKind::Shells { count } => u32::from(*count),
                _ => 0,
            })
            .sum();
        app.update(Event::Tap { point: house });
        let a = animation(&app);
        // After each frame the houses and the hand hold every shell.
        let mut counts: BTreeMap<u8, u8> = a
            .pieces
            .iter()
            .map(|p| match p.kind {
                PieceKind::Shells { count } => (p.point, count),
                other => panic!("a Sungka piece: {other:?}"),
            })
            .collect();
        let mut t = 0;
        for f in &a.frames {
            assert_eq!(f.start_millis, t, "one after the other");
            assert!(f.duration_millis > 0);
            t += f.duration_millis;
            let FrameChange::Sow {
                houses, in_hand, ..
            } = &f.change
            else {
                panic!("a sowing frame: {f:?}");
            };
            for h in houses {
                counts.insert(h.point, h.count);
            }
            let now: u32 =
                counts.values().map(|&c| u32::from(c)).sum::<u32>() + u32::from(*in_hand);
            assert_eq!(now, total, "move {n}");
            relays_or_captures += usize::from(houses.len() > 1 || f.duration_millis >= 300);
        }
        assert!(matches!(
            a.frames.last().unwrap().change,
            FrameChange::Sow { in_hand: 0, .. }
        ));
        // Each house is one piece, its id its point + 1.
        let end: BTreeMap<u8, (u32, PieceKind)> = counts
            .into_iter()
            .map(|(p, count)| (p, (u32::from(p) + 1, PieceKind::Shells { count })))
            .collect();
        assert_eq!(end, board_pieces(&app), "move {n}");
        assert!(a.total_millis <= 6000, "a long relay is sped up");
        app.update(Event::AnimationFinished { id: a.id });
    }
    assert!(relays_or_captures > 0);
}

#[test]
fn the_speed_setting_scales_every_frame_and_off_sends_none() {
    let mut totals = Vec::new();
    for speed in [
        AnimationSpeed::Slow,
        AnimationSpeed::Normal,
        AnimationSpeed::Fast,
        AnimationSpeed::Off,
    ] {
        let mut app = app_in(None);
        app.update(Event::SetAnimationSpeed { speed });
        app.start_match(setup("fox-geese", None), &[]).unwrap();
        app.update(Event::Play {
            notation: "d4-d5".into(),
        });
        totals.push(
            game_view(&app.view())
                .animation
                .as_ref()
                .map(|a| a.total_millis),
        );
    }
    assert!(totals[0] > totals[1] && totals[1] > totals[2], "{totals:?}");
    assert_eq!(totals[3], None);
}
