//! The pieces' ids: they follow each piece from move to move and come back the same
//! through undo, redo and a reloaded save.

use std::collections::BTreeMap;

use super::*;
use crate::board::PieceKind;

fn at(game: &str, position: &str) -> Match {
    Match::new(MatchSetup {
        game: game.to_owned(),
        preset: None,
        options: vec![("captures-to-win".into(), "13".into())]
            .into_iter()
            .filter(|_| game == "fox-geese")
            .collect(),
        position: Some(position.to_owned()),
        mode: Mode::PassAndPlay,
        seed: 7,
    })
    .expect("setup")
}

fn p(m: &Match, name: &str) -> u8 {
    m.game().board().point_index(name).expect(name) as u8
}

/// The drawing's pieces: point → (id, kind).
fn drawn(m: &Match) -> BTreeMap<u8, (u32, PieceKind)> {
    m.render()
        .board
        .pieces
        .iter()
        .map(|r| (r.point, (r.id, r.kind)))
        .collect()
}

fn id_on(m: &Match, name: &str) -> u32 {
    drawn(m)[&p(m, name)].0
}

#[test]
fn a_capture_keeps_the_movers_id_and_takes_the_captured_ones_away() {
    let mut m = at("fox-geese", "fox d2; geese d3 d5 a3 g3; to-move fox");
    let start = drawn(&m);
    let ids: Vec<u32> = start.values().map(|v| v.0).collect();
    assert_eq!(ids, [1, 2, 3, 4, 5], "1, 2, … in point order");
    let (fox, a3, g3) = (id_on(&m, "d2"), id_on(&m, "a3"), id_on(&m, "g3"));
    let (d3, d5) = (id_on(&m, "d3"), id_on(&m, "d5"));
    m.play("d2xd4xd6").unwrap();
    let after = drawn(&m);
    assert_eq!(id_on(&m, "d6"), fox);
    assert_eq!((id_on(&m, "a3"), id_on(&m, "g3")), (a3, g3));
    assert!(after.values().all(|v| v.0 != d3 && v.0 != d5), "{after:?}");
    assert_eq!(after.len(), 3);

    // A goose's step: it keeps its id; the fox too.
    m.play("a3-a4").unwrap();
    assert_eq!((id_on(&m, "a4"), id_on(&m, "d6")), (a3, fox));
    let two_moves = drawn(&m);

    m.undo().unwrap();
    assert_eq!(drawn(&m), after);
    m.undo().unwrap();
    assert_eq!(drawn(&m), start, "undo gives the ids back");
    m.redo().unwrap();
    m.redo().unwrap();
    assert_eq!(drawn(&m), two_moves, "redo gives the same ids");
    let back = Match::load(&m.save()).unwrap();
    assert_eq!(
        drawn(&back),
        two_moves,
        "a reloaded save gives the same ids"
    );
}

#[test]
fn a_chain_being_entered_draws_its_piece_with_the_id_it_started_with() {
    let mut m = at("fox-geese", "fox d2; geese d3 d5 a3 g3; to-move fox");
    let (fox, d3) = (id_on(&m, "d2"), id_on(&m, "d3"));
    m.tap(p(&m, "d2")).unwrap();
    m.tap(p(&m, "d4")).unwrap();
    let r = m.render();
    let on_d4 = r
        .board
        .pieces
        .iter()
        .find(|x| x.point == p(&m, "d4"))
        .unwrap();
    assert_eq!((on_d4.id, on_d4.kind), (fox, PieceKind::Fox));
    let jumped = r
        .board
        .pieces
        .iter()
        .find(|x| x.point == p(&m, "d3"))
        .unwrap();
    assert_eq!((jumped.id, jumped.taken), (d3, true));
}

#[test]
fn a_promoted_man_keeps_its_id() {
    let mut m = at("dama-italiana", "W:W6,29:B27");
    let man = id_on(&m, "6");
    let moves = m.game().move_infos();
    let step = moves
        .iter()
        .find(|mv| mv.path.first() == Some(&p(&m, "6")))
        .expect("the man steps")
        .clone();
    let to = *step.path.last().unwrap();
    m.play(&step.notation).unwrap();
    let (id, kind) = drawn(&m)[&to];
    assert_eq!(kind, PieceKind::WhiteKing, "{}", step.notation);
    assert_eq!(id, man);
    m.undo().unwrap();
    assert_eq!(id_on(&m, "6"), man);
}

#[test]
fn a_sungka_house_is_one_piece_whose_id_is_its_point_plus_one() {
    let mut m = Match::new(MatchSetup {
        game: "sungka".into(),
        preset: None,
        options: Vec::new(),
        position: None,
        mode: Mode::PassAndPlay,
        seed: 7,
    })
    .unwrap();
    for _ in 0..3 {
        let house_ids = |m: &Match| {
            m.render()
                .board
                .pieces
                .iter()
                .all(|r| r.id == u32::from(r.point) + 1)
        };
        assert!(house_ids(&m));
        let mv = m.game().legal_moves()[0].clone();
        m.play(&mv).unwrap();
        assert!(house_ids(&m));
    }
}
