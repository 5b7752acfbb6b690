//! `fireside review` and `fireside calibrate` as a user runs them.

use std::process::{Command, Output};

use fireside_core::engine::CancelToken;
use fireside_core::games;
use fireside_core::review::ReviewJob;

fn fireside(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_fireside"))
        .args(args)
        .output()
        .expect("run fireside")
}

fn json_of(args: &[&str]) -> serde_json::Value {
    let out = fireside(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

/// A legal Hare and Hounds game (both sides playing at random), 22 plies.
const HARE_GAME: &str = "a2-b2 b5-c4 b1-a2 c4-b4 a2-a3 b4-b5 c2-c3 b5-b4 c3-b3 b4-c4 b2-c2 \
                         c4-c3 b3-b4 c3-b3 b4-a4 b3-b4 a4-b5 b4-b3 a3-a4 b3-c3 c2-b3 c3-c2";

const MARKS: [&str; 6] = ["best", "good", "inaccuracy", "mistake", "blunder", "forced"];

#[test]
fn json_has_exactly_the_promised_fields_and_the_cores_numbers() {
    let v = json_of(&[
        "review",
        "hare-hounds",
        "--moves",
        HARE_GAME,
        "--json",
        "--time",
        "0.01",
    ]);
    let top: Vec<&String> = v.as_object().unwrap().keys().collect();
    assert_eq!(top, ["accuracy", "plies"]);
    let acc: Vec<&String> = v["accuracy"].as_object().unwrap().keys().collect();
    assert_eq!(acc, ["one", "two"]);
    let plies = v["plies"].as_array().unwrap();
    let moves: Vec<&str> = HARE_GAME.split_whitespace().collect();
    assert_eq!(plies.len(), moves.len());

    // The same review in the core: Hare and Hounds is solved, so it does not depend on time.
    let start = (games::find("hare-hounds").unwrap().start)(None, &[]).unwrap();
    let owned: Vec<String> = moves.iter().map(|m| (*m).to_owned()).collect();
    let mut job = ReviewJob::new(start, &owned, 0.01).unwrap();
    job.run(&CancelToken::new(), |_, _| {});
    let core = job.review();
    for (i, (p, c)) in plies.iter().zip(&core.plies).enumerate() {
        let mut keys: Vec<&String> = p.as_object().unwrap().keys().collect();
        keys.sort();
        assert_eq!(
            keys,
            [
                "best",
                "exact_after",
                "exact_before",
                "loss",
                "mark",
                "move",
                "ply",
                "refutation",
                "side",
                "why"
            ]
        );
        assert_eq!(p["ply"], i + 1);
        assert_eq!(p["move"], moves[i]);
        assert_eq!(p["side"], if i % 2 == 0 { "one" } else { "two" });
        assert!(MARKS.contains(&p["mark"].as_str().unwrap()));
        assert_eq!(p["mark"], c.judgement.mark.id());
        assert_eq!(p["best"].as_str(), c.best.as_deref());
        // An error says why, with the line that refutes it; a good move needs neither.
        let error = ["inaccuracy", "mistake", "blunder"].contains(&p["mark"].as_str().unwrap());
        let refutation = p["refutation"].as_array().unwrap();
        assert_eq!(refutation.len(), c.refutation.len());
        if error {
            assert!(p["why"].as_str().is_some_and(|w| !w.is_empty()), "{p}");
        }
        // Solved: every value is exact.
        for key in ["exact_before", "exact_after"] {
            assert!(
                ["win", "draw", "loss"].contains(&p[key].as_str().unwrap()),
                "{p}"
            );
        }
        let dropped = p["exact_before"] == "win" && p["exact_after"] != "win";
        assert_eq!(
            dropped,
            p["mark"] == "blunder" && p["exact_before"] == "win",
            "{p}"
        );
    }
    let core_one = core.accuracy[0].unwrap();
    assert!((v["accuracy"]["one"].as_f64().unwrap() - core_one).abs() < 0.051);
}

#[test]
fn the_only_legal_move_is_forced_and_never_judged() {
    let v = json_of(&[
        "review",
        "dama-italiana",
        "--setup",
        "W:W22,30:B18,5",
        "--moves",
        "22x13",
        "--json",
        "--time",
        "0.01",
    ]);
    let p = &v["plies"][0];
    assert_eq!(p["mark"], "forced");
    assert_eq!(p["loss"], 0.0);
    // Four pieces: the tables know the values.
    assert!(
        p["exact_before"].is_string() && p["exact_after"].is_string(),
        "{p}"
    );
    // No judged move: no accuracy.
    assert!(v["accuracy"]["one"].is_null());
}

#[test]
fn a_pdn_record_reviews_like_its_moves() {
    let dir = std::env::temp_dir().join(format!("fireside-review-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game.pdn");
    let record = format!("[Game \"hare-hounds\"]\n[Result \"*\"]\n\n{HARE_GAME} *\n");
    std::fs::write(&path, record).unwrap();
    let path = path.to_str().unwrap();
    let from_pdn = json_of(&[
        "review",
        "hare-hounds",
        "--pdn",
        path,
        "--json",
        "--time",
        "0.01",
    ]);
    let from_moves = json_of(&[
        "review",
        "hare-hounds",
        "--moves",
        HARE_GAME,
        "--json",
        "--time",
        "0.01",
    ]);
    assert_eq!(from_pdn, from_moves);

    let out = fireside(&["review", "sungka", "--pdn", path]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not of sungka"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_input_is_refused_with_a_message() {
    let refused = |args: &[&str], needle: &str| {
        let out = fireside(args);
        let err = String::from_utf8_lossy(&out.stderr).into_owned();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
    };
    refused(
        &["review", "hare-hounds", "--moves", "a2-b2 a1-z9"],
        "move 2 `a1-z9`",
    );
    refused(&["review", "hare-hounds", "--time", "0"], "time");
    refused(
        &["review", "hare-hounds", "--pdn", "/nonexistent/x.pdn"],
        "cannot read",
    );
    refused(&["review", "chess"], "unknown game chess: fox-geese");
}

#[test]
fn the_move_list_is_translated() {
    let run = |lang: &str| {
        let out = fireside(&[
            "review",
            "hare-hounds",
            "--moves",
            HARE_GAME,
            "--lang",
            lang,
        ]);
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let en = run("en");
    assert!(en.starts_with("Game review — Hare and Hounds"), "{en}");
    assert!(
        en.contains("lost a proven win") && en.contains("was best"),
        "{en}"
    );
    assert!(
        en.contains("Hounds: accuracy") && en.contains("Hare: accuracy"),
        "{en}"
    );
    assert_eq!(en.lines().count(), 1 + 22 + 2);
    let fi = run("fi");
    assert!(
        fi.contains("menetti todistetun voiton") && fi.contains("tarkkuus"),
        "{fi}"
    );
    for lang in ["th", "ko"] {
        let text = run(lang);
        assert_ne!(text, en, "{lang}");
        assert_eq!(text.lines().count(), en.lines().count(), "{lang}");
    }
}

#[test]
fn calibrate_prints_a_fit() {
    let v = json_of(&[
        "calibrate",
        "fox-geese",
        "--games",
        "1",
        "--time",
        "0.005",
        "--every",
        "10",
        "--json",
    ]);
    assert_eq!(v["game"], "fox-geese");
    assert_eq!(v["games"], 1);
    assert!(v["samples"].as_u64().unwrap() > 0, "{v}");
    assert!(v["k"].as_f64().unwrap() > 0.0, "{v}");
}

#[test]
fn play_offers_the_review_after_the_game() {
    let play = |input: &str| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_fireside"))
            .args([
                "play",
                "hare-hounds",
                "--no-save",
                "--lang",
                "en",
                "--mode",
                "pass-and-play",
                "--moves",
                HARE_GAME,
            ])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write as _;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let declined = play("3\n");
    assert!(declined.contains("or 4 to review"), "{declined}");
    assert!(!declined.contains("Game review"), "{declined}");
    let reviewed = play("4\n3\n");
    let list = reviewed
        .split("Game review — Hare and Hounds")
        .nth(1)
        .expect(&reviewed);
    // The menu comes again after the review.
    let list = list.split("What next?").next().unwrap();
    // The same list as `fireside review` prints for the same moves.
    let out = fireside(&["review", "hare-hounds", "--moves", HARE_GAME]);
    let direct = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        list,
        direct
            .split("Game review — Hare and Hounds")
            .nth(1)
            .unwrap()
    );
}
