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
        // An error says why, with the opponent's answer; another move says nothing.
        let error = ["inaccuracy", "mistake", "blunder"].contains(&p["mark"].as_str().unwrap());
        assert_eq!(p["why"].is_string(), error, "{p}");
        assert_eq!(
            !p["refutation"].as_array().unwrap().is_empty(),
            error,
            "{p}"
        );
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
        let args = [
            "play",
            "hare-hounds",
            "--no-save",
            "--lang",
            "en",
            "--mode",
            "pass-and-play",
            "--moves",
            HARE_GAME,
        ];
        let (ok, out, err) = fireside_typed(&args, input);
        assert!(ok, "{out}\n{err}");
        out
    };
    let declined = play("3\n");
    assert!(declined.contains("or 4 to review"), "{declined}");
    assert!(!declined.contains("review> "), "{declined}");
    // The review screen on the game's own input, then the same question again.
    let reviewed = play("4\nlist\nq\n3\n");
    let screen = reviewed.split("or 4 to review").nth(1).expect(&reviewed);
    assert!(
        screen.contains("Hare and Hounds — Start position"),
        "{screen}"
    );
    let listed = screen.split("review> ").nth(1).unwrap();
    assert_eq!(reviewed.matches("or 4 to review").count(), 2, "{reviewed}");
    // The same marks as `fireside review` gives the same moves.
    let v = json_of(&["review", "hare-hounds", "--moves", HARE_GAME, "--json"]);
    assert_rows_are_the_marks(listed, &v);
}

/// The rows of the review screen's `list` (`> 2. b1-a2 · blunder: …`) carry the marks of
/// `fireside review --json` for the same moves, in order.
fn assert_rows_are_the_marks(listed: &str, v: &serde_json::Value) {
    let rows: Vec<String> = listed
        .lines()
        .filter(|l| l.len() > 2 && l[2..].starts_with(|c: char| c.is_ascii_digit()))
        .map(str::to_lowercase)
        .collect();
    let plies = v["plies"].as_array().unwrap();
    assert_eq!(rows.len(), plies.len(), "{listed}");
    for (row, p) in rows.iter().zip(plies) {
        let word = match p["mark"].as_str().unwrap() {
            "best" => "best move",
            "good" => "good move",
            "forced" => "only move",
            other => other,
        };
        let played = format!(" {} · {word}", p["move"].as_str().unwrap());
        assert!(row.contains(&played), "{row} / {p}");
    }
}

/// Runs `fireside` with `input` on standard input: (status ok, stdout, stderr).
fn fireside_typed(args: &[&str], input: &str) -> (bool, String, String) {
    use std::io::Write as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_fireside"))
        .args(args)
        .env("COLUMNS", "200")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run fireside");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A fresh folder for a test's store and files.
fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("fireside-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Plays `moves` of `game` between people in the store `dir` (the game ends with them),
/// then quits at the menu.
fn finish_a_game(dir: &str, game: &str, setup: Option<&str>, moves: &str) {
    let mut args = vec![
        "play",
        game,
        "--store",
        dir,
        "--lang",
        "en",
        "--mode",
        "pass-and-play",
        "--moves",
        moves,
    ];
    if let Some(text) = setup {
        args.extend(["--setup", text]);
    }
    let (ok, out, err) = fireside_typed(&args, "3\n");
    assert!(ok && out.contains("What next?"), "{out}\n{err}");
}

#[test]
fn the_last_finished_game_of_the_store_is_stepped_through_with_its_board() {
    let dir = temp_dir("review-store");
    let store = dir.to_str().unwrap();
    finish_a_game(store, "hare-hounds", None, HARE_GAME);

    let (ok, list, _) = fireside_typed(&["review", "--store", store, "--list", "--lang", "en"], "");
    assert!(ok, "{list}");
    assert!(list.contains("  1. Hare and Hounds · "), "{list}");

    let input = "first\nf\nm\nlist\nlast\nq\n";
    let (ok, out, err) = fireside_typed(
        &["review", "--store", store, "--last", "--lang", "en"],
        input,
    );
    assert!(ok, "{out}\n{err}");
    // The progress while analysing, then the board at the end.
    assert!(err.contains("Analysing move 1 of 22"), "{err}");
    assert!(out.contains("Hare and Hounds — Start position"), "{out}");
    // Numbered like the phones: by moves (a round of both sides), not by plies.
    assert!(out.contains("1. a2-b2 · "), "{out}");
    assert!(out.contains("11. c3-c2 · "), "{out}");
    assert!(!out.contains("22. c3-c2"), "{out}");
    // `m` goes to the first mistake: its row, why, and the better move are shown.
    let after_m = out.split("review> ").nth(3).unwrap();
    assert!(after_m.contains("lost a proven win"), "{after_m}");
    assert!(after_m.contains("After "), "{after_m}");
    assert!(
        out.contains("Hounds: accuracy") && out.contains("Hare: accuracy"),
        "{out}"
    );

    // The marks are those `fireside review --moves` gives the same game.
    let v = json_of(&["review", "hare-hounds", "--moves", HARE_GAME, "--json"]);
    let listed = out.split("review> ").nth(4).unwrap();
    assert_rows_are_the_marks(listed, &v);

    // The review was kept with the game: opened again it shows at once, the same.
    let (ok, again, err) = fireside_typed(
        &["review", "--store", store, "--last", "--lang", "en"],
        input,
    );
    assert!(ok, "{again}\n{err}");
    assert!(!err.contains("Analysing"), "no analysis: {err}");
    assert_eq!(again, out);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A Fox and Geese ending the geese win in five plies (they trap the fox).
const FG_SETUP: &str = "fox c6; geese e5 a5 e7 b5 d7 d5 c5 d4 d6 e6 g5; to-move geese";
const FG_MOVES: &str = "d4-c4 c6-c7 g5-f5 c7-c6 d7-c7";

#[test]
fn the_analysis_can_be_stopped_and_resumed_and_mistakes_learned_from() {
    let dir = temp_dir("review-stop");
    let store = dir.to_str().unwrap();
    finish_a_game(store, "fox-geese", Some(FG_SETUP), FG_MOVES);
    finish_a_game(store, "hare-hounds", None, HARE_GAME);
    // Enter stops the analysis at once; `analyse` goes on to the end.
    let (ok, out, err) = fireside_typed(
        &[
            "review",
            "fox-geese",
            "--store",
            store,
            "--last",
            "--lang",
            "en",
            // A long analysis per position: Enter comes before it ends.
            "--time",
            "1",
        ],
        "\nanalyse\nlast\nq\n",
    );
    assert!(ok, "{out}\n{err}");
    assert!(err.contains("(press Enter to stop)"), "{err}");
    assert!(out.contains("Analysis stopped after "), "{out}");
    assert!(out.contains("Fox and Geese — Start position"), "{out}");
    assert!(out.contains("Geese: accuracy"), "{out}");
    // The list numbers the games; the Hare and Hounds game is the newest.
    let (_, list, _) = fireside_typed(&["review", "--store", store, "--list"], "");
    assert!(list.contains("  1. Hare and Hounds") && list.contains("  2. Fox and Geese"));
    // Learning from the Hare and Hounds game's mistakes: the first exercise, its solution.
    let (ok, out, err) = fireside_typed(
        &[
            "review",
            "--store",
            store,
            "--game-index",
            "1",
            "--lang",
            "en",
        ],
        "learn\nsolution\nskip\nclose\nq\n",
    );
    assert!(ok, "{out}\n{err}");
    assert!(
        out.contains("Learn from your mistakes — Hare and Hounds · Solved 0 of"),
        "{out}"
    );
    assert!(out.contains("Find a better move for Hounds."), "{out}");
    assert!(out.contains("The better move: "), "{out}");
    // A number outside the list is refused with the range.
    let (ok, _, err) = fireside_typed(&["review", "--store", store, "--game-index", "9"], "");
    assert!(!ok && err.contains("numbered 1 to 2"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_game_exported_by_play_reviews_like_its_moves_in_every_game() {
    let dir = temp_dir("review-export");
    let games: [(&str, Option<&str>, &str); 5] = [
        ("fox-geese", None, "d4-c4 d3-d4 c4xe4 c3-d3"),
        ("fox-geese", Some(FG_SETUP), FG_MOVES),
        ("hare-hounds", None, HARE_GAME),
        ("sungka", None, "1 3 2"),
        ("dama-italiana", None, "24-20 11-15 20x11 6x15 23-20 15x24"),
    ];
    for (i, (game, setup, moves)) in games.into_iter().enumerate() {
        let file = dir.join(format!("{i}.pdn"));
        let file = file.to_str().unwrap();
        let mut args = vec![
            "play",
            game,
            "--no-save",
            "--lang",
            "en",
            "--mode",
            "pass-and-play",
            "--moves",
            moves,
            "--export",
            file,
        ];
        if let Some(text) = setup {
            args.extend(["--setup", text]);
        }
        // Quit at once (or at the menu of a finished game): the record is written.
        let (ok, out, err) = fireside_typed(&args, "quit\n3\n");
        assert!(ok, "{game}: {out}\n{err}");
        assert!(
            out.contains("The game record is written to"),
            "{game}: {out}"
        );
        let record = std::fs::read_to_string(file).unwrap();
        assert!(record.contains(&format!("[Game \"{game}\"]")), "{record}");
        let mut direct = vec!["review", game, "--moves", moves, "--json", "--time", "0.01"];
        if let Some(text) = setup {
            direct.extend(["--setup", text]);
        }
        let from_record = json_of(&["review", game, "--pdn", file, "--json", "--time", "0.01"]);
        assert_eq!(from_record, json_of(&direct), "{game}");
        assert_eq!(
            from_record["plies"].as_array().unwrap().len(),
            moves.split_whitespace().count()
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
