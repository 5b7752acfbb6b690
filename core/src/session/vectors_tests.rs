//! Replays the shared test vectors of `tests/vectors/*.json`: a match setup, a sequence of
//! inputs, and the render-model facts expected after each. The Kotlin and Swift tests
//! replay the same files through the bindings. The format is documented in
//! `tests/vectors/README.md`.

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::Deserialize;

use super::{Direction, Key, Match, MatchSetup, SessionError, Status};
use crate::game::Outcome;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Vector {
    name: String,
    setup: MatchSetup,
    #[serde(default)]
    moves: Vec<String>,
    steps: Vec<Step>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Step {
    input: Input,
    expect: Expect,
}

#[derive(Deserialize)]
#[serde(rename_all = "lowercase", deny_unknown_fields)]
enum Input {
    Tap(String),
    Drag(String, String),
    Key(String),
    Play(String),
    Undo,
    Redo,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Expect {
    /// The kind of error the input gave (`not-a-target`, …); absent means it succeeded.
    error: Option<String>,
    /// The notation of the move the input played.
    played: Option<String>,
    /// The selected point's name, or null for none.
    #[serde(default, with = "double_option")]
    selected: Option<Option<String>>,
    targets: Option<Vec<String>>,
    movable: Option<Vec<String>>,
    capturable: Option<Vec<String>>,
    chain: Option<Vec<String>>,
    cursor: Option<String>,
    counters: Option<BTreeMap<String, i64>>,
    /// The status kind: to-move, continue-chain, computer-to-move, over.
    status: Option<String>,
    /// The role to move (absent when the game is over).
    turn: Option<String>,
    /// The outcome: ongoing, or `win:<role>:<reason>`, or `draw:<reason>`.
    outcome: Option<String>,
    move_list: Option<Vec<String>>,
    rotated: Option<bool>,
}

mod double_option {
    use serde::{Deserialize, Deserializer};
    pub fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<Option<Option<String>>, D::Error> {
        Option::<String>::deserialize(d).map(Some)
    }
}

fn kebab<T: serde::Serialize>(v: &T) -> String {
    match serde_json::to_value(v) {
        Ok(serde_json::Value::String(s)) => s,
        Ok(other) => other.to_string(),
        Err(_) => String::new(),
    }
}

fn outcome_text(m: &Match, o: Outcome) -> String {
    match o {
        Outcome::Ongoing => "ongoing".into(),
        Outcome::Win { winner, reason } => {
            format!("win:{}:{}", kebab(&m.role(winner)), kebab(&reason))
        }
        Outcome::Draw { reason } => format!("draw:{}", kebab(&reason)),
    }
}

fn key_of(text: &str) -> Key {
    match text {
        "up" | "w" => Key::Move(Direction::Up),
        "down" | "s" => Key::Move(Direction::Down),
        "left" | "a" => Key::Move(Direction::Left),
        "right" | "d" => Key::Move(Direction::Right),
        "confirm" | "enter" | "space" => Key::Confirm,
        "undo" | "u" => Key::Undo,
        "redo" => Key::Redo,
        "stop" | "esc" => Key::Stop,
        other => panic!("unknown key `{other}` in a vector"),
    }
}

fn error_kind(e: &SessionError) -> String {
    match e {
        SessionError::Input(i) => kebab(i),
        SessionError::Refused(r) => r.key().trim_start_matches("refusal-").into(),
        SessionError::Rules(r) => match r {
            crate::error::RulesError::IllegalMove { .. } => "illegal-move".into(),
            crate::error::RulesError::BadNotation { .. } => "bad-notation".into(),
            crate::error::RulesError::GameOver => "game-over".into(),
            other => format!("{other:?}"),
        },
        other => format!("{other:?}"),
    }
}

fn names(m: &Match, points: &[u8]) -> Vec<String> {
    let board = m.game().board();
    let mut v: Vec<String> = points
        .iter()
        .map(|&p| board.points[p as usize].name.clone())
        .collect();
    v.sort();
    v
}

fn point(m: &Match, name: &str) -> u8 {
    m.game()
        .board()
        .point_index(name)
        .unwrap_or_else(|| panic!("no point `{name}`")) as u8
}

fn run_vector(v: &Vector) {
    let mut m = Match::new(v.setup.clone()).expect("setup");
    for mv in &v.moves {
        m.play(mv)
            .unwrap_or_else(|e| panic!("{}: prelude move {mv}: {e}", v.name));
    }
    for (i, step) in v.steps.iter().enumerate() {
        let ctx = format!("{} step {}", v.name, i + 1);
        let result = match &step.input {
            Input::Tap(p) => {
                let p = point(&m, p);
                m.tap(p).map(|o| match o {
                    super::input::InputOutcome::Played(a) => Some(a.notation),
                    _ => None,
                })
            }
            Input::Drag(a, b) => {
                let (a, b) = (point(&m, a), point(&m, b));
                m.drag(a, b).map(|o| match o {
                    super::input::InputOutcome::Played(a) => Some(a.notation),
                    _ => None,
                })
            }
            Input::Key(k) => m.key(key_of(k)).map(|o| match o {
                super::input::InputOutcome::Played(a) => Some(a.notation),
                _ => None,
            }),
            Input::Play(n) => m.play(n).map(|a| Some(a.notation)),
            Input::Undo => m.undo().map(|_| None),
            Input::Redo => m.redo().map(|_| None),
        };
        let e = &step.expect;
        match (&result, &e.error) {
            (Err(err), Some(kind)) => assert_eq!(&error_kind(err), kind, "{ctx}"),
            (Err(err), None) => panic!("{ctx}: unexpected error {err:?}"),
            (Ok(_), Some(kind)) => panic!("{ctx}: expected error {kind}"),
            (Ok(played), None) => {
                if let Some(want) = &e.played {
                    assert_eq!(played.as_ref(), Some(want), "{ctx}: played");
                }
            }
        }
        let r = m.render();
        let h = &r.board.highlights;
        if let Some(want) = &e.selected {
            let got = h.selected.map(|s| names(&m, &[s])[0].clone());
            assert_eq!(&got, want, "{ctx}: selected");
        }
        if let Some(want) = &e.targets {
            assert_eq!(&names(&m, &h.targets), want, "{ctx}: targets");
        }
        if let Some(want) = &e.movable {
            assert_eq!(&names(&m, &h.movable), want, "{ctx}: movable");
        }
        if let Some(want) = &e.capturable {
            assert_eq!(&names(&m, &h.capturable), want, "{ctx}: capturable");
        }
        if let Some(want) = &e.chain {
            let board = m.game().board();
            let got: Vec<String> = h
                .chain
                .iter()
                .map(|&p| board.points[p as usize].name.clone())
                .collect();
            assert_eq!(&got, want, "{ctx}: chain");
        }
        if let Some(want) = &e.cursor {
            let got = h.cursor.map(|c| names(&m, &[c])[0].clone());
            assert_eq!(got.as_ref(), Some(want), "{ctx}: cursor");
        }
        if let Some(want) = &e.counters {
            for (k, v) in want {
                let got = r.counters.iter().find(|c| &c.key == k).map(|c| c.value);
                assert_eq!(got, Some(*v), "{ctx}: counter {k}");
            }
        }
        if let Some(want) = &e.status {
            let got = match &r.status {
                Status::ToMove { .. } => "to-move",
                Status::ContinueChain { .. } => "continue-chain",
                Status::ComputerToMove { .. } => "computer-to-move",
                Status::Over { .. } => "over",
            };
            assert_eq!(got, want, "{ctx}: status");
        }
        if let Some(want) = &e.turn {
            assert!(
                !m.outcome().is_over(),
                "{ctx}: turn asked of a finished game"
            );
            assert_eq!(&kebab(&m.role(m.side_to_move())), want, "{ctx}: turn");
        }
        if let Some(want) = &e.outcome {
            assert_eq!(&outcome_text(&m, m.outcome()), want, "{ctx}: outcome");
        }
        if let Some(want) = &e.move_list {
            assert_eq!(&r.move_list, want, "{ctx}: move list");
        }
        if let Some(want) = e.rotated {
            assert_eq!(r.board.rotated, want, "{ctx}: rotated");
        }
    }
}

fn vector_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/vectors")
}

#[test]
fn every_shared_vector_replays() {
    let mut count = 0;
    let mut entries: Vec<_> = std::fs::read_dir(vector_dir())
        .expect("tests/vectors")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    entries.sort();
    for path in entries {
        let text = std::fs::read_to_string(&path).expect("read vector");
        let vectors: Vec<Vector> =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for v in &vectors {
            run_vector(v);
            count += 1;
        }
    }
    assert!(count >= 8, "expected the shared vectors, found {count}");
}
