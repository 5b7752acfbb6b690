//! Serde round trips and `validate` against corrupt positions.

use serde_json::{json, Value};

use super::*;
use crate::games;

/// A game some way in, with a capture and a forward move in its history.
fn mid_game() -> FoxGeese {
    let mut pos = setup(
        "classic",
        &[],
        "fox c4; geese c5 d3 c1 d1 e1 c2 d2 e2 a3 g3",
    );
    for mv in ["c4xc6", "a3-b3", "c6-d6", "b3-b4", "d6-d5"] {
        play(&mut pos, mv);
    }
    pos
}

fn corrupt(pos: &FoxGeese, change: impl Fn(&mut Value)) -> Result<FoxGeese, String> {
    let mut value = serde_json::to_value(pos).unwrap();
    change(&mut value);
    let back: FoxGeese = serde_json::from_value(value).map_err(|e| e.to_string())?;
    back.validate().map_err(|e| e.to_string())?;
    Ok(back)
}

#[test]
fn round_trips() {
    for name in FoxGeese::preset_names() {
        let pos = FoxGeese::new(&config(name, &[]));
        let json = serde_json::to_string(&pos).unwrap();
        let back: FoxGeese = serde_json::from_str(&json).unwrap();
        assert_eq!(back, pos);
        back.validate().unwrap();
        let cfg_json = serde_json::to_string(pos.config()).unwrap();
        let cfg: Config = serde_json::from_str(&cfg_json).unwrap();
        assert_eq!(&cfg, pos.config());
    }
    let pos = mid_game();
    let back = corrupt(&pos, |_| {}).unwrap();
    assert_eq!(back, pos);
    assert_eq!(back.hash(), pos.hash());
    // Undo still works after loading, all the way back.
    let mut back = back;
    for _ in 0..5 {
        assert!(back.undo());
    }
    assert!(!back.undo());
    assert_eq!(
        back,
        setup(
            "classic",
            &[],
            "fox c4; geese c5 d3 c1 d1 e1 c2 d2 e2 a3 g3"
        )
    );
    // Through the list of games and the dynamic face.
    let entry = games::find("fox-geese").unwrap();
    let dynamic = (entry.from_json)(&serde_json::to_value(&pos).unwrap()).unwrap();
    assert_eq!(dynamic.hash(), pos.hash());
    assert_eq!(dynamic.ply(), 5);
    let fresh = (entry.start)(Some("table"), &[("geese".into(), "17".into())]).unwrap();
    assert_eq!(fresh.pieces().len(), 18);
    assert_eq!(fresh.legal_moves().len(), 5);
}

/// A named way to spoil a saved position.
type Change = Box<dyn Fn(&mut Value)>;

#[test]
fn validate_rejects_corrupt_positions() {
    let pos = mid_game();
    let cases: Vec<(&str, Change)> = vec![
        ("fox off the cross", Box::new(|v| v["fox"] = json!(0))),
        ("fox off the grid", Box::new(|v| v["fox"] = json!(200))),
        ("fox on a goose", Box::new(|v| v["fox"] = json!(2))),
        (
            "goose off the cross",
            Box::new(|v| {
                let g = v["geese"].as_u64().unwrap();
                v["geese"] = json!(g | 1);
            }),
        ),
        (
            "goose beyond the grid",
            Box::new(|v| {
                let g = v["geese"].as_u64().unwrap();
                v["geese"] = json!(g | (1u64 << 60));
            }),
        ),
        (
            "a goose more",
            Box::new(|v| {
                let g = v["geese"].as_u64().unwrap();
                v["geese"] = json!(g | (1u64 << 28)); // a5
            }),
        ),
        (
            "wrong hash",
            Box::new(|v| {
                let h = v["hash"].as_u64().unwrap();
                v["hash"] = json!(h ^ 1);
            }),
        ),
        ("wrong side", Box::new(|v| v["to_move"] = json!("one"))),
        ("wrong counter", Box::new(|v| v["quiet"] = json!(7))),
        (
            "finished but playing",
            Box::new(|v| v["outcome"] = json!({"kind": "draw", "reason": "no-progress"})),
        ),
        (
            "bad geese count",
            Box::new(|v| v["config"]["geese"] = json!(14)),
        ),
        (
            "zero captures to win",
            Box::new(|v| v["config"]["win"] = json!({"kind": "captures", "count": 0})),
        ),
        (
            "fox-wins-below too big",
            Box::new(|v| v["config"]["win"] = json!({"kind": "geese-below", "count": 40})),
        ),
        (
            "no-progress too big",
            Box::new(|v| v["config"]["no-progress"] = json!(5000)),
        ),
        (
            "illegal move in history",
            Box::new(|v| {
                v["history"][1]["mv"]["path"][1] = json!(30);
            }),
        ),
        (
            "garbage move length",
            Box::new(|v| v["history"][2]["mv"]["len"] = json!(200)),
        ),
        (
            "history counter",
            Box::new(|v| v["history"][3]["quiet"] = json!(9)),
        ),
        (
            "history hash",
            Box::new(|v| v["history"][0]["hash"] = json!(12345)),
        ),
        (
            "history placement",
            Box::new(|v| v["history"][4]["fox"] = json!(24)),
        ),
        (
            "history entry missing",
            Box::new(|v| {
                v["history"].as_array_mut().unwrap().remove(2);
            }),
        ),
    ];
    for (what, change) in cases {
        assert!(corrupt(&pos, change).is_err(), "{what}");
    }
}

#[test]
fn validate_rejects_a_finished_game_with_the_wrong_outcome() {
    let mut pos = setup("classic", &[], "fox a4; geese b4 d4 f4 c1 d1 e1 c2");
    play(&mut pos, "a4xc4");
    assert!(pos.outcome().is_over());
    corrupt(&pos, |_| {}).unwrap();
    assert!(corrupt(&pos, |v| v["outcome"] = json!({"kind": "ongoing"})).is_err());
}

#[test]
fn validate_rejects_more_geese_than_configured() {
    let pos = FoxGeese::new(&config("classic", &[("geese", "17")]));
    corrupt(&pos, |_| {}).unwrap();
    let err = corrupt(&pos, |v| v["config"]["geese"] = json!(13)).unwrap_err();
    assert!(err.contains("more geese"), "{err}");
}

#[test]
fn a_start_from_a_corrupt_configuration_does_not_panic() {
    let mut value = serde_json::to_value(Config::default()).unwrap();
    value["geese"] = json!(3);
    value["win"] = json!({"kind": "geese-below", "count": 99});
    value["no-progress"] = json!(9999);
    let cfg: Config = serde_json::from_value(value).unwrap();
    assert!(cfg.check().is_err());
    let pos = FoxGeese::new(&cfg);
    pos.validate().unwrap();
    assert_eq!(pos.config().geese, 13);
    assert_eq!(pos.config().fox_wins_below(), 13);
    assert_eq!(pos.config().no_progress, 1000);
    assert!(!pos.outcome().is_over());
}
