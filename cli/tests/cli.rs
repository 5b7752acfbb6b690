//! The terminal front end's behaviour as a user sees it: output formats and error paths.

use std::io::Write;
use std::process::{Child, Command, Output, Stdio};

fn fireside(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_fireside"))
        .args(args)
        .output()
        .expect("run fireside")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Runs `fireside` with arguments it must refuse: exit status 2 and `needle` in the message.
fn refused(args: &[&str], needle: &str) {
    let out = fireside(args);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(err.contains(needle), "{args:?}: {err}");
}

const GAMES: [&str; 4] = ["fox-geese", "hare-hounds", "sungka", "dama-italiana"];

#[test]
fn unknown_game_is_named_with_the_known_ones() {
    let known = "unknown game chess: fox-geese, hare-hounds, sungka, dama-italiana";
    refused(&["perft", "chess", "--depth", "1"], known);
    refused(&["play", "chess"], known);
    refused(&["rules", "chess"], known);
    refused(&["show", "chess"], known);
}

#[test]
fn an_unavailable_language_is_named_with_the_available_ones() {
    let known = "Unknown language `de`. Available: en, th, ko, fi.";
    refused(&["show", "fox-geese", "--lang", "de"], known);
    refused(&["rules", "sungka", "--lang", "de"], known);
    refused(&["play", "sungka", "--lang", "de", "--no-save"], known);
}

#[test]
fn show_follows_lang_as_rules_does() {
    let out = Command::new(env!("CARGO_BIN_EXE_fireside"))
        .args(["show", "sungka"])
        .env("LANG", "fi_FI.UTF-8")
        .output()
        .expect("run fireside");
    assert!(
        stdout(&out).contains("Pelaajan 1 vuoro"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn unknown_preset_option_and_bad_value_are_errors() {
    for game in GAMES {
        refused(
            &["show", game, "--preset", "nonsense"],
            "unknown preset `nonsense`",
        );
        refused(
            &["show", game, "--option", "colour=blue"],
            "unknown option `colour`",
        );
        refused(&["show", game, "--option", "novalue"], "KEY=VALUE");
    }
    refused(
        &["show", "fox-geese", "--option", "geese=14"],
        "option `geese` cannot be `14`",
    );
}

#[test]
fn illegal_and_unreadable_moves_name_the_move() {
    refused(
        &["show", "fox-geese", "--moves", "d4-d5 c3-a1"],
        "move 2 `c3-a1`",
    );
    refused(
        &["show", "dama-italiana", "--moves", "banana"],
        "move 1 `banana`",
    );
}

#[test]
fn perft_prints_one_line_per_depth() {
    let out = fireside(&["perft", "dama-italiana", "--depth", "3"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "perft 1 7\nperft 2 49\nperft 3 302\n");
}

#[test]
fn show_json_is_one_object_with_the_position() {
    for game in GAMES {
        let out = fireside(&["show", game, "--json"]);
        assert!(out.status.success(), "{game}: {}", stderr(&out));
        let v: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("json");
        assert_eq!(v["game"], game);
        assert_eq!(v["outcome"]["kind"], "ongoing");
        assert!(
            v["pieces"].as_array().is_some_and(|p| !p.is_empty()),
            "{game}"
        );
    }
}

/// `fireside` with its standard input, output and error piped to the test.
fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_fireside"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn")
}

/// Runs `fireside` with `input` on its standard input, closed after it.
fn play_bytes(args: &[&str], input: &[u8]) -> Output {
    let mut child = spawn(args);
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

fn play(args: &[&str], input: &str) -> Output {
    play_bytes(args, input.as_bytes())
}

/// `fireside play GAME --mode pass-and-play` and `more` arguments, with `input`.
fn pass_and_play(game: &str, more: &[&str], input: &str) -> Output {
    let args = [&["play", game, "--mode", "pass-and-play"][..], more].concat();
    play(&args, input)
}

#[test]
fn play_rejects_an_illegal_move_and_reprompts() {
    let out = pass_and_play("hare-hounds", &["--no-save"], "b5-b4\na2-a4\nmoves\nquit\n");
    assert!(out.status.success());
    let text = stdout(&out);
    // The hare's move while the hounds are to move names whose turn it is.
    assert!(text.contains("It is the hounds' turn."), "{text}");
    assert!(text.contains("a2-a4 is not a legal move here"), "{text}");
    assert!(
        text.matches("Hounds to move> ").count() >= 3,
        "re-prompted: {text}"
    );
    assert!(text.contains("Legal moves: "), "{text}");
}

#[test]
fn play_against_the_computer_announces_the_result() {
    // The hounds (the computer) trap the hare at once: b3-b4.
    let out = play(
        &[
            "play",
            "hare-hounds",
            "--setup",
            "hounds a4 c4 b3; hare b5; to-move hounds",
            "--mode",
            "vs-computer",
            "--side",
            "two",
            "--level",
            "expert",
            "--no-save",
        ],
        "",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("The computer played b3-b4"), "{text}");
    assert!(text.contains("Game over: The hounds win!"), "{text}");
}

#[test]
fn play_speaks_the_chosen_language() {
    let out = pass_and_play("fox-geese", &["--no-save", "--lang", "fi"], "d4-d5\nquit\n");
    let text = stdout(&out);
    assert!(text.contains("Ketun vuoro"), "{text}");
    assert!(text.contains("Hanhien vuoro"), "{text}");
    let out = fireside(&["rules", "dama-italiana", "--lang", "th", "--no-save"]);
    assert!(out.status.success());
    assert!(
        stdout(&out).contains("ดามา") || stdout(&out).contains("หมาก"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn play_saves_after_every_move_and_resumes() {
    let dir = temp_store("store");
    let store = dir.to_str().unwrap();
    let out = pass_and_play("sungka", &["--store", store], "3\nquit\n");
    assert!(out.status.success(), "{}", stderr(&out));
    // The resumed game has the move to take back; a new game would have nothing to undo.
    let out = pass_and_play("sungka", &["--store", store], "undo\nquit\n");
    let text = stdout(&out);
    assert!(text.contains("Your saved game continues"), "{text}");
    assert!(text.contains("Move taken back."), "{text}");
    let out = pass_and_play("sungka", &["--store", store, "--new"], "quit\n");
    assert!(!stdout(&out).contains("Your saved game continues"));
    let _ = std::fs::remove_dir_all(&dir);
}

// --- The terminal as a shell over the app core (issue 12) ---

fn temp_store(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("fireside-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn invalid_play_flags_are_reported_even_when_a_game_is_saved() {
    let dir = temp_store("flags");
    let store = dir.to_str().unwrap();
    let out = pass_and_play("sungka", &["--store", store], "3\nquit\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let out = play(
        &[
            "play",
            "sungka",
            "--option",
            "colour=blue",
            "--store",
            store,
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
    assert!(stderr(&out).contains("colour"), "{}", stderr(&out));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_byte_that_is_not_utf8_does_not_end_the_game() {
    let out = play_bytes(
        &["play", "fox-geese", "--mode", "pass-and-play", "--no-save"],
        b"\xff\xfe\nd4-d5\nquit\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("played d4-d5"), "{text}");
    assert!(
        text.contains("Goodbye") || text.contains("Bye") || text.ends_with("\n"),
        "{text}"
    );
}

#[test]
fn ratings_without_a_store_show_the_empty_leaderboard() {
    let out = pass_and_play("hare-hounds", &["--no-save"], "ratings\nquit\n");
    let text = stdout(&out);
    assert!(text.contains("Nobody is on the leaderboard yet"), "{text}");
}

#[test]
fn a_setup_win_earns_no_rating_points() {
    let out = play(
        &[
            "play",
            "fox-geese",
            "--option",
            "captures-to-win=10",
            "--setup",
            "fox d2; geese d3 d5 a3 g3; to-move fox",
            "--level",
            "expert",
            "--no-save",
        ],
        "d2xd4\n",
    );
    let text = stdout(&out);
    assert!(text.contains("Game over: The fox wins!"), "{text}");
    assert!(text.contains("Rating unchanged"), "{text}");
    assert!(!text.contains("+100"), "{text}");
}

#[test]
fn a_damaged_store_file_is_named_to_the_player() {
    let dir = temp_dir("damaged");
    std::fs::write(dir.join("profiles.json"), b"{ not json").unwrap();
    let out = pass_and_play("sungka", &["--store", dir.to_str().unwrap()], "quit\n");
    let text = stdout(&out);
    // Named as the player knows it: the profiles and ratings, not "your saved game".
    assert!(
        text.contains("Your profiles and ratings were damaged"),
        "{text}"
    );
    assert!(!text.contains("saved games were damaged"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The script shell: events in, view and effects out, one JSON line each; a kill after a
/// flush loses nothing (the move is on disk when the flush is acknowledged).
#[test]
fn script_runs_a_scenario_and_a_kill_after_a_flush_loses_nothing() {
    let dir = temp_store("script");
    let store = dir.to_str().unwrap();
    let mut child = spawn(&["script", "--store", store]);
    let mut input = child.stdin.take().unwrap();
    input
        .write_all(
            b"{\"event\": \"open-new-game\", \"game\": \"fox-geese\"}\n\
              {\"event\": \"choose-mode\", \"mode\": \"pass-and-play\"}\n\
              {\"event\": \"start\"}\n\
              {\"event\": \"play\", \"notation\": \"d4-d5\"}\n\
              {\"command\": \"flush\"}\n\
              {\"event\": \"open-home\"}\n",
        )
        .unwrap();
    input.flush().unwrap();
    // Wait for the last output (after the flush), then kill without closing stdin.
    let mut pipe = child.stdout.take().unwrap();
    let mut seen = String::new();
    let mut buf = [0u8; 4096];
    while seen.lines().count() < 5 {
        use std::io::Read;
        let n = pipe.read(&mut buf).unwrap();
        assert!(n > 0, "the script ended early: {seen}");
        seen.push_str(&String::from_utf8_lossy(&buf[..n]));
    }
    child.kill().unwrap();
    let _ = child.wait();
    drop(input);
    let first: serde_json::Value = serde_json::from_str(seen.lines().next().unwrap()).unwrap();
    assert_eq!(first["view"]["screen"]["screen"], "new-game");
    let out = play(
        &["script", "--store", store],
        "{\"event\": \"continue\", \"game\": \"fox-geese\"}\n",
    );
    let last: serde_json::Value =
        serde_json::from_str(stdout(&out).lines().last().unwrap()).unwrap();
    assert_eq!(
        last["view"]["screen"]["game"]["move_list"]["rows"][0]["text"],
        "1. d4-d5",
        "{}",
        stdout(&out)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_shared_app_scenario_passes_through_the_script_command() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/vectors/app");
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let out = play(&["script", "--time-scale", "0.05", "--seed", "1"], &text);
        assert!(out.status.success(), "{}: {}", path.display(), stderr(&out));
    }
}

// --- Issue 15: numbers, pipes, paths (store helper) ---

/// [`temp_store`], created.
fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = temp_store(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn no_panic(out: &Output, what: &str) {
    assert_ne!(out.status.code(), Some(101), "{what}: {}", stderr(out));
    assert!(!stderr(out).contains("panicked"), "{what}: {}", stderr(out));
}

// Item 5 (and 16): huge or out-of-range numbers are errors with exit code 2, not panics.
#[test]
fn huge_and_out_of_range_numbers_are_errors() {
    let cases: &[&[&str]] = &[
        &["analyze", "sungka", "--time", "inf"],
        &["analyze", "sungka", "--time", "1e30"],
        &["analyze", "sungka", "--time", "1e19"],
        &["analyze", "sungka", "--time", "NaN"],
        &["analyze", "sungka", "--depth", "100000"],
        &["play", "sungka", "--no-save", "--time-scale", "1e300"],
        &["bench", "sungka", "--time-scale", "1e300"],
        &[
            "tournament",
            "sungka",
            "--a",
            "easy",
            "--b",
            "easy",
            "--games",
            "1",
            "--time-scale",
            "1e300",
        ],
        &[
            "tournament",
            "sungka",
            "--a",
            "easy",
            "--b",
            "easy",
            "--threads",
            "0",
        ],
        &["bench", "sungka", "--positions", "100000000"],
        &["perft", "sungka", "--depth", "1000"],
        &[
            "show",
            "fox-geese",
            "--option",
            "geese=13",
            "--option",
            "captures-to-win=17",
        ],
    ];
    for args in cases {
        let out = fireside(args);
        no_panic(&out, &args.join(" "));
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains("error"), "{args:?}: {}", stderr(&out));
    }
    let long = "x".repeat(100_000);
    refused(&["show", "dama-italiana", "--setup", &long], "limit");
}

// Item 6: a closed pipe ends the program quietly; a full disk is an error, not a panic.
#[test]
fn a_closed_pipe_ends_quietly_and_a_full_disk_is_an_error() {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_fireside"))
        .args(["perft", "fox-geese", "--depth", "7"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with("perft 1 "), "{first}");
    // The reader is dropped: the pipe is closed.
    let out = child.wait_with_output().unwrap();
    no_panic(&out, "closed pipe");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stderr(&out).is_empty(), "{}", stderr(&out));

    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    for args in [
        &["perft", "fox-geese", "--depth", "2"][..],
        &["games"],
        &["show", "sungka"],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_fireside"))
            .args(args)
            .stdout(full.try_clone().unwrap())
            .output()
            .unwrap();
        no_panic(&out, "/dev/full");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(stderr(&out).contains("cannot write"), "{}", stderr(&out));
    }
}

// Item 4: `rules` needs no store: it creates nothing and moves nothing.
#[test]
fn rules_neither_creates_nor_touches_the_store() {
    let dir = temp_dir("rules");
    let store = dir.join("store");
    let out = fireside(&["rules", "sungka", "--store", store.to_str().unwrap()]);
    assert!(out.status.success());
    assert!(!store.exists(), "the store folder was created");
    std::fs::create_dir(&store).unwrap();
    std::fs::write(store.join("matches.json"), b"garbage").unwrap();
    let out = fireside(&["rules", "fox-geese", "--store", store.to_str().unwrap()]);
    assert!(out.status.success());
    assert_eq!(
        std::fs::read(store.join("matches.json")).unwrap(),
        b"garbage"
    );
    assert_eq!(std::fs::read_dir(&store).unwrap().count(), 1);
}

// Item 13: an empty XDG_DATA_HOME or no HOME never puts the store in the current folder.
#[test]
fn no_home_never_puts_the_store_in_the_current_folder() {
    let cwd = temp_dir("no-home");
    for (xdg, home) in [(Some(""), None), (None, None), (Some("rel"), Some(""))] {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_fireside"));
        cmd.args(["play", "sungka"])
            .current_dir(&cwd)
            .env_remove("HOME")
            .env_remove("XDG_DATA_HOME")
            .stdin(Stdio::null());
        if let Some(x) = xdg {
            cmd.env("XDG_DATA_HOME", x);
        }
        if let Some(h) = home {
            cmd.env("HOME", h);
        }
        let out = cmd.output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
        assert!(stderr(&out).contains("--store"), "{}", stderr(&out));
        assert_eq!(
            std::fs::read_dir(&cwd).unwrap().count(),
            0,
            "{xdg:?} {home:?}"
        );
    }
}

// Issue 15, item 6, in the terminal game: a closed pipe ends it quietly, its moves saved.
#[test]
fn the_game_ends_quietly_when_its_output_is_closed() {
    let dir = temp_dir("closed-out");
    let store = dir.to_str().unwrap();
    let mut child = spawn(&[
        "play",
        "fox-geese",
        "--mode",
        "pass-and-play",
        "--store",
        store,
    ]);
    // The reader goes away before the game prints anything.
    drop(child.stdout.take());
    let mut input = child.stdin.take().unwrap();
    let _ = input.write_all(b"d4-d5\nhelp\nmoves\nhelp\n");
    drop(input);
    let out = child.wait_with_output().unwrap();
    no_panic(&out, "play with its output closed");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let _ = std::fs::remove_dir_all(&dir);
}

// --- Issue 24: refused moves explain themselves; Sungka tells what happened ---

#[test]
fn a_refused_capture_names_the_required_one_in_every_language() {
    let expected = [
        ("en", "You must capture: 22x13"),
        ("th", "ต้องเดินกิน: 22x13"),
        ("ko", "잡아야 하는 수: 22x13"),
        ("fi", "Sinun on lyötävä: 22x13"),
    ];
    for (lang, text) in expected {
        let out = pass_and_play(
            "dama-italiana",
            &["--no-save", "--lang", lang, "--setup", "W:W22,29:B18,1"],
            "29-25\nquit\n",
        );
        let shown = stdout(&out);
        assert!(shown.contains(text), "{lang}: {shown}");
    }
}

#[test]
fn hounds_moving_back_and_an_empty_house_say_the_rule() {
    let out = pass_and_play(
        "hare-hounds",
        &[
            "--no-save",
            "--setup",
            "hounds a2 b3 c2; hare b5; to-move hounds",
        ],
        "b3-b2\nquit\n",
    );
    assert!(
        stdout(&out).contains("Hounds never move back"),
        "{}",
        stdout(&out)
    );
    let out = pass_and_play("sungka", &["--no-save"], "1\n1\nquit\n");
    let text = stdout(&out);
    assert!(
        text.contains("The last shell landed in the store: Player 1 plays another turn."),
        "{text}"
    );
    assert!(text.contains("That house is empty"), "{text}");
}

#[test]
fn the_daily_puzzle_is_solved_with_a_hint_then_the_answer() {
    let set: serde_json::Value =
        serde_json::from_str(include_str!("../../core/puzzles/hare-hounds.json")).unwrap();
    let first = &set["puzzles"][0];
    let id = first["id"].as_str().unwrap();
    let line: Vec<&str> = first["line"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["side"] == first["to_move"])
        .map(|m| m["notation"].as_str().unwrap())
        .collect();
    let input = format!("a1-a9\nhint\nhint\n{}\nquit\n", line.join("\n"));
    let out = play(&["puzzle", "hare-hounds", "--id", id, "--no-save"], &input);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    // The first of the set, titled by its place in it.
    assert!(text.contains("Puzzle 1 · difficulty"), "{text}");
    // The prompt says whose move it is, in the game's words.
    assert_eq!(first["to_move"], "one", "the hounds' puzzle");
    assert!(
        text.contains("Hounds to move. Find the only move that keeps the win."),
        "{text}"
    );
    assert!(text.contains("Hint: move the piece on"), "{text}");
    assert!(text.contains(&format!("Try {}", line[0])), "{text}");
    // Solved with the hints' help: not "Solved!", and what it cost is said.
    assert!(!text.contains("Solved!"), "{text}");
    assert!(text.contains("Solved with help, rating −"), "{text}");
    // The daily puzzle of a date is the same on every run, in Finnish too.
    let a = play(
        &[
            "puzzle",
            "sungka",
            "--date",
            "2026-12-01",
            "--lang",
            "fi",
            "--no-save",
        ],
        "quit\n",
    );
    let b = play(
        &[
            "puzzle",
            "sungka",
            "--date",
            "2026-12-01",
            "--lang",
            "fi",
            "--no-save",
        ],
        "quit\n",
    );
    assert_eq!(stdout(&a), stdout(&b));
    assert!(stdout(&a).contains("Tehtävä "), "{}", stdout(&a));
    assert!(
        !stdout(&a).contains("sungka-"),
        "no id in the title: {}",
        stdout(&a)
    );
}

/// The player's moves of the shipped puzzle `index` of `game`: its id and its answer.
fn puzzle_answer(set: &serde_json::Value, index: usize) -> (String, Vec<String>) {
    let p = &set["puzzles"][index];
    let line = p["line"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["side"] == p["to_move"])
        .map(|m| m["notation"].as_str().unwrap().to_owned())
        .collect();
    (p["id"].as_str().unwrap().to_owned(), line)
}

/// The "Solved! Puzzle rating R, streak S." (or "Solved after a miss, …") sentence of a
/// run, without the why that follows it.
fn solved_line(out: &Output) -> String {
    let text = stdout(out);
    text.lines()
        .find_map(|l| {
            let from = &l[l.find("Solved")?..];
            let end = from.find(". ").map_or(from.len(), |i| i + 1);
            Some(from[..end].to_owned())
        })
        .unwrap_or_else(|| panic!("not solved: {text}"))
}

#[test]
fn puzzle_progress_is_the_profiles_and_outlasts_the_run() {
    let set: serde_json::Value =
        serde_json::from_str(include_str!("../../core/puzzles/hare-hounds.json")).unwrap();
    let dir = temp_store("puzzle-progress");
    let store = dir.to_str().unwrap();
    let (first, line) = puzzle_answer(&set, 0);
    let out = play(
        &["puzzle", "hare-hounds", "--id", &first, "--store", store],
        &format!("{}\nquit\n", line.join("\n")),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(solved_line(&out).ends_with("streak 1."), "{}", stdout(&out));
    // A second run on the same store goes on from there: the streak grows.
    let (second, line) = puzzle_answer(&set, 1);
    let out = play(
        &["puzzle", "hare-hounds", "--id", &second, "--store", store],
        &format!("{}\nquit\n", line.join("\n")),
    );
    assert!(solved_line(&out).ends_with("streak 2."), "{}", stdout(&out));
    // The app reads the same progress: the profile's file holds it.
    let profiles = std::fs::read_to_string(dir.join("profiles.json")).unwrap();
    assert!(
        profiles.contains(&first) && profiles.contains(&second),
        "{profiles}"
    );
    // Without a store nothing is kept: a fresh streak.
    let out = play(
        &["puzzle", "hare-hounds", "--id", &second, "--no-save"],
        &format!("{}\nquit\n", line.join("\n")),
    );
    assert!(solved_line(&out).ends_with("streak 1."), "{}", stdout(&out));
}

#[test]
fn the_first_wrong_move_fails_the_puzzle_and_more_tries_cost_nothing() {
    let set: serde_json::Value =
        serde_json::from_str(include_str!("../../core/puzzles/hare-hounds.json")).unwrap();
    let (id, line) = puzzle_answer(&set, 0);
    // A legal move that is not the answer (the vector's: a2-a3).
    let wrong = "a2-a3";
    assert_ne!(line[0], wrong);
    let solve = |wrongs: usize| {
        let dir = temp_store(&format!("puzzle-wrong-{wrongs}"));
        let tries = vec![wrong; wrongs].join("\n");
        let out = play(
            &[
                "puzzle",
                "hare-hounds",
                "--id",
                &id,
                "--store",
                dir.to_str().unwrap(),
            ],
            &format!("{tries}\n{}\nquit\n", line.join("\n")),
        );
        assert!(out.status.success(), "{}", stderr(&out));
        assert_eq!(
            stdout(&out).matches("Not that one").count(),
            wrongs,
            "{}",
            stdout(&out)
        );
        solved_line(&out)
    };
    let clean = solve(0);
    let once = solve(1);
    let thrice = solve(3);
    assert!(
        clean.starts_with("Solved!") && clean.ends_with("streak 1."),
        "{clean}"
    );
    // Failed at the first wrong move: not "Solved!", the rating it cost said...
    assert!(once.starts_with("Solved after a miss, rating −"), "{once}");
    assert_ne!(once, clean);
    // ...and the same rating however many more tries it took.
    assert_eq!(thrice, once);
}

/// Issue 34 through the terminal: the board drawn again after the reply of a puzzle of
/// several moves, a wrong try answered with what it allows, solved after a miss (not
/// "Solved!"), and `next` never the same puzzle again.
#[test]
fn a_puzzle_of_several_moves_is_redrawn_explained_and_never_repeated() {
    use fireside_core::puzzles::player::Attempt;
    let set = fireside_core::puzzles::shipped("hare-hounds").unwrap();
    let puzzle = set
        .puzzles
        .iter()
        .find(|p| p.line.len() >= 3 && p.line[1].side != p.to_move)
        .expect("a puzzle with a reply");
    // The moves the player types: the line's, where the app waits for them.
    let mut attempt = Attempt::new(&set, puzzle).unwrap();
    let mut typed = Vec::new();
    while !attempt.is_solved() {
        let next = puzzle.line[attempt.played().len()].notation.clone();
        attempt.play(&next);
        typed.push(next);
    }
    let wrong = attempt
        .start()
        .legal_moves()
        .into_iter()
        .find(|m| *m != typed[0])
        .unwrap();
    let input = format!("{wrong}\n{}\nnext\nquit\n", typed.join("\n"));
    let out = play(
        &["puzzle", "hare-hounds", "--id", &puzzle.id, "--no-save"],
        &input,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    // The prompt comes with every board drawn: the start, after each reply, the next puzzle.
    let boards = text.matches("Hounds to move.").count() + text.matches("Hare to move.").count();
    assert!(boards > typed.len(), "{boards} boards: {text}");
    assert!(
        text.contains(&format!("Not that one. After {wrong}, ")),
        "{text}"
    );
    assert!(text.contains("Solved after a miss, rating −"), "{text}");
    assert!(!text.contains("Solved!"), "{text}");
    // `next` opens another puzzle.
    let titles: Vec<&str> = text
        .lines()
        .filter_map(|l| l.find("Puzzle ").map(|at| &l[at..]))
        .filter(|l| l.contains("· difficulty"))
        .collect();
    assert!(
        titles.len() >= 2 && titles.first() != titles.last(),
        "{titles:?}"
    );
}

#[test]
fn puzzles_generate_is_deterministic() {
    let a = fireside(&[
        "puzzles",
        "generate",
        "hare-hounds",
        "--seed",
        "3",
        "--count",
        "4",
    ]);
    let b = fireside(&[
        "puzzles",
        "generate",
        "hare-hounds",
        "--seed",
        "3",
        "--count",
        "4",
    ]);
    assert!(a.status.success(), "{}", stderr(&a));
    assert_eq!(stdout(&a), stdout(&b));
    assert!(stdout(&a).contains("--seed 3 --count 4"));
    assert_eq!(stdout(&a).matches("\"id\":").count(), 4);
}

#[test]
fn a_lesson_explains_a_wrong_move_and_ends_in_a_game_against_easy() {
    // Dama: the first step's wrong move, then every step's right move, the offered game
    // accepted, then quit the game.
    let input = "21-17\n22-18\n29-25\n22x13\n22x13x6\n30x21\n22-19\n6-2\n22x13\n22x13x6\n22x13x6\n22x13\n14-10\nyes\nquit\n";
    let out = play(&["lesson", "dama-italiana"], input);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("Rules · Learn to play · step 1 of 12"),
        "{text}"
    );
    assert!(text.contains("Move the man from 22 to 18."), "{text}");
    // The wrong move's answer is told and shown.
    assert!(text.contains("After 21-17"), "{text}");
    assert!(text.contains("You must capture: 22x13"), "{text}");
    assert!(text.contains("Lesson complete."), "{text}");
    assert!(text.contains("It is not saved"), "{text}");
    assert!(text.contains("White to move"), "{text}");
}

#[test]
fn inside_a_lesson_help_hint_moves_and_board_work_and_the_game_is_only_offered() {
    let input = "help\nhint\nhint\nmoves\nboard\nquit\n";
    let out = play(&["lesson", "hare-hounds", "--chapter", "2"], input);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("Tactics · Learn to play · step 1 of 18"),
        "{text}"
    );
    assert!(text.contains("Type a move, or: hint"), "{text}");
    assert!(text.contains("Hint: move the piece on a2."), "{text}");
    assert!(text.contains("Hint: play a2-b3."), "{text}");
    assert!(text.contains("a2-b3"), "{text}");
    assert!(!text.contains("is not a legal move"), "{text}");
    // A set Fox and Geese position shows no "captured" count from a start it never had.
    let out = play(&["lesson", "fox-geese"], "quit\n");
    assert!(!stdout(&out).contains("Captured"), "{}", stdout(&out));
    // The closing game is offered: "no" leaves without playing.
    let steps = "b1-b2\nb3-b4\nb4-b5\nb3-b4\na3-a2\na3-a4\nb4-b5\nno\n";
    let out = play(&["lesson", "hare-hounds"], steps);
    let text = stdout(&out);
    let after = text
        .split("Lesson complete.")
        .nth(1)
        .expect("the chapter completes");
    assert!(!after.contains("to move"), "{text}");
    // The lesson's text is wrapped to the terminal's width.
    let out = play_at_width(
        &["lesson", "hare-hounds", "--chapter", "3"],
        "quit\n",
        Some("40"),
    );
    assert!(
        stdout(&out).lines().all(|l| columns(l) <= 40),
        "{}",
        stdout(&out)
    );
}

/// `fireside` with `input`, `COLUMNS` as given (unset for `None`) and `LANG` unset.
fn play_at_width(args: &[&str], input: &str, columns: Option<&str>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_fireside"));
    cmd.args(args)
        .env_remove("LANG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    match columns {
        Some(c) => cmd.env("COLUMNS", c),
        None => cmd.env_remove("COLUMNS"),
    };
    let mut child = cmd.spawn().expect("spawn");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// Columns a line takes: Hangul two, Thai marks above and below none.
fn columns(line: &str) -> usize {
    line.chars()
        .map(|c| match c as u32 {
            0xAC00..=0xD7A3 | 0x1100..=0x115F | 0x3130..=0x318F => 2,
            0x0E31 | 0x0E34..=0x0E3A | 0x0E47..=0x0E4E => 0,
            _ => 1,
        })
        .sum()
}

#[test]
fn every_board_shows_its_coordinates() {
    let fox = stdout(&fireside(&["show", "fox-geese"]));
    assert!(fox.contains("\n      a   b   c   d   e   f   g\n"), "{fox}");
    // The far side's band above the board, then its top row with its number.
    assert!(
        fox.starts_with("  Fox · 0 geese taken\n  Fox to move\n  7           .---.---.\n"),
        "{fox}"
    );
    assert!(fox.contains("\n  3   g---g---g---g---g---g---g\n"), "{fox}");
    let hare = stdout(&fireside(&["show", "hare-hounds"]));
    assert!(hare.contains("\n      a   b   c\n"), "{hare}");
    assert!(hare.starts_with("  Hare\n  5       H\n"), "{hare}");
    // Dama: the empty squares carry their numbers, each row its range.
    let dama = stdout(&fireside(&["show", "dama-italiana"]));
    assert!(
        dama.contains("\n       13      14      15      16     13-16\n"),
        "{dama}"
    );
    assert!(
        dama.contains("    b       b       b       b         1-4\n"),
        "{dama}"
    );
    // Sungka: the house numbers above and below, the stores in brackets.
    let sungka = stdout(&fireside(&["show", "sungka"]));
    assert!(
        sungka.contains("(7)  (6)  (5)  (4)  (3)  (2)  (1)"),
        "{sungka}"
    );
    assert!(
        sungka.contains("(1)  (2)  (3)  (4)  (5)  (6)  (7)"),
        "{sungka}"
    );
    assert!(
        sungka.contains("[0]") && sungka.matches("[0]").count() == 2,
        "{sungka}"
    );
}

#[test]
fn the_all_diagonals_board_draws_both_diagonals() {
    let all = stdout(&fireside(&[
        "show",
        "fox-geese",
        "--option",
        "diagonals=all",
    ]));
    assert!(all.contains("| X | X |"), "{all}");
    assert!(!all.contains('/') && !all.contains('\\'), "{all}");
    let alternate = stdout(&fireside(&["show", "fox-geese"]));
    assert!(
        !alternate.contains('X') && alternate.contains("| \\ | / |"),
        "{alternate}"
    );
}

#[test]
fn every_line_fits_80_columns_and_no_word_is_cut() {
    for game in GAMES {
        for lang in ["en", "th", "ko", "fi"] {
            let args = [
                "play",
                game,
                "--mode",
                "pass-and-play",
                "--no-save",
                "--lang",
                lang,
            ];
            let input = "help\nboard\nrules\nmoves\nratings\nquit\n";
            let narrow = stdout(&play_at_width(&args, input, None));
            for line in narrow.lines() {
                assert!(columns(line) <= 80, "{game} {lang}: {line}");
            }
            // The same words as on a very wide terminal: no word was broken.
            let wide = stdout(&play_at_width(&args, input, Some("100000")));
            let words = |t: &str| t.split_whitespace().map(str::to_owned).collect::<Vec<_>>();
            assert_eq!(words(&narrow), words(&wide), "{game} {lang}");
            assert!(
                narrow.lines().count() > wide.lines().count(),
                "{game} {lang}"
            );
        }
        // COLUMNS is read, and the rules text follows it too.
        let rules = stdout(&play_at_width(&["rules", game], "", Some("50")));
        assert!(rules.lines().all(|l| columns(l) <= 50), "{game}: {rules}");
    }
}

#[test]
fn each_side_has_one_line_with_its_own_counters_and_the_result_is_said_once() {
    let out = play(
        &["play", "fox-geese", "--level", "easy", "--no-save"],
        "quit\n",
    );
    let text = stdout(&out);
    assert!(
        text.contains("\n  Geese · Computer (Easy) · 13 geese left\n"),
        "{text}"
    );
    assert!(
        text.contains("\n  Fox · Player · 0 geese taken\n"),
        "{text}"
    );
    // The draw counter far from its limit says nothing yet: not shown.
    assert_eq!(text.matches("without progress").count(), 0, "{text}");
    assert!(!text.contains("(Computer"), "{text}");
    let out = pass_and_play(
        "dama-italiana",
        &["--no-save", "--setup", "W:W22:B18"],
        "22x13\n3\n",
    );
    let text = stdout(&out);
    assert_eq!(
        text.matches("Black has no pieces left").count(),
        1,
        "{text}"
    );
    assert!(text.contains("Game over: White wins!"), "{text}");
}

/// `show`, a puzzle and a lesson draw a position between the same bands as the game: the
/// name and one key count, the turn in the band of the side to move, no count that says
/// nothing yet (a draw counter far from its limit), no count kept since the start in a
/// set position.
#[test]
fn a_position_shown_on_its_own_has_the_games_bands() {
    let dama = stdout(&fireside(&["show", "dama-italiana"]));
    assert!(dama.starts_with("  Black · 12 men\n    b  "), "{dama}");
    assert!(
        dama.ends_with("\n  White · 12 men\n  White to move\n"),
        "{dama}"
    );
    for old in ["White men:", "kings", "without", "Moves by"] {
        assert!(!dama.contains(old), "{old}: {dama}");
    }
    let fox = stdout(&fireside(&["show", "fox-geese", "--moves", "d4-d5 c3-c4"]));
    assert!(
        fox.starts_with("  Fox · 0 geese taken\n  Fox to move\n"),
        "{fox}"
    );
    assert!(fox.ends_with("\n  Geese · 13 geese left\n"), "{fox}");
    let set = stdout(&fireside(&[
        "show",
        "fox-geese",
        "--setup",
        "fox d4; geese a3 b3 c3; to-move geese",
    ]));
    // Three geese cannot hold out: the end is said in the bottom band, as on the phones.
    assert!(set.starts_with("  Fox\n  7 "), "{set}");
    assert!(
        set.ends_with(
            "\n  Geese · 3 geese left\n  The fox wins! The fox has captured enough geese.\n"
        ),
        "{set}"
    );
}

#[test]
fn against_the_computer_the_board_is_shown_once_a_turn() {
    let out = play(
        &["play", "hare-hounds", "--level", "easy", "--no-save"],
        "b1-b2\nquit\n",
    );
    let text = stdout(&out);
    // The start, then once after the computer's answer.
    assert_eq!(text.matches("(D hound, H hare)").count(), 2, "{text}");
    // Its move said in the band of the player to move, under the board.
    assert!(
        text.contains("played b1-b2\n  Hare · Computer (Easy)\n"),
        "{text}"
    );
    assert!(
        text.contains("\n  Hounds · Player\n  The computer played "),
        "{text}"
    );
}

#[test]
fn commands_in_any_case_and_in_the_players_language() {
    let out = pass_and_play(
        "hare-hounds",
        &["--no-save", "--lang", "fi"],
        "B1-B2\nPERU\nLopeta\n",
    );
    let text = stdout(&out);
    // The move echoed as the game writes it.
    assert!(text.contains("siirretty b1-b2"), "{text}");
    assert!(text.contains("Siirto peruttu."), "{text}");
    assert!(text.contains("Näkemiin!"), "{text}");
    let out = pass_and_play("hare-hounds", &["--no-save"], "HELP\nQuit\n");
    let text = stdout(&out);
    assert_eq!(text.matches("Commands: ").count(), 2, "{text}");
    assert!(text.contains("Goodbye!"), "{text}");
}

#[test]
fn a_square_off_the_board_and_a_missing_destination_are_named() {
    let out = pass_and_play("dama-italiana", &["--no-save"], "33-29\n22\nquit\n");
    let text = stdout(&out);
    assert!(
        text.contains("There is no square 33 on this board."),
        "{text}"
    );
    assert!(
        text.contains("22 is where the move starts; add where it goes, as in 22-1"),
        "{text}"
    );
    let out = pass_and_play("fox-geese", &["--no-save"], "d4\nd9-d8\n8\nquit\n");
    let text = stdout(&out);
    assert!(
        text.contains("d4 is where the move starts; add where it goes, as in d4-"),
        "{text}"
    );
    assert!(
        text.contains("There is no point d9 on this board."),
        "{text}"
    );
    let out = pass_and_play("sungka", &["--no-save"], "8\nquit\n");
    let text = stdout(&out);
    assert!(
        text.contains("There is no house 8: the houses are numbered 1 to 7."),
        "{text}"
    );
}

#[test]
fn the_end_offers_a_rematch_a_new_game_or_quit() {
    let out = pass_and_play(
        "dama-italiana",
        &["--no-save", "--setup", "W:W22:B18"],
        "22x13\n1\n22x13\n2\n2\nquit\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let next = "What next? Type 1 for a rematch, 2 for a new game, 3 to quit,";
    // The rematch is the same position again, won again; then Hare and Hounds.
    assert_eq!(text.matches(next).count(), 2, "{text}");
    assert_eq!(text.matches("Game over: White wins!").count(), 2, "{text}");
    assert!(text.contains("  2 Hare and Hounds\n"), "{text}");
    assert!(text.contains("Hounds to move> Goodbye!"), "{text}");
}

#[test]
fn a_saved_game_played_otherwise_than_the_flags_asks_which() {
    let dir = temp_store("flags-differ");
    let store = dir.to_str().unwrap();
    let first = play(
        &["play", "hare-hounds", "--level", "easy", "--store", store],
        "b1-b2\nquit\n",
    );
    assert!(first.status.success(), "{}", stderr(&first));
    // No flags: the saved game continues without a question.
    let plain = play(&["play", "hare-hounds", "--store", store], "quit\n");
    assert!(
        !stdout(&plain).contains("not the one you asked for"),
        "{}",
        stdout(&plain)
    );
    let ask = |input: &str| {
        let out = play(
            &["play", "hare-hounds", "--level", "expert", "--store", store],
            input,
        );
        stdout(&out)
    };
    let text = ask("1\nquit\n");
    assert!(
        text.contains(
            "Your saved game is not the one you asked for: --level expert (saved game: easy)."
        ),
        "{text}"
    );
    assert!(text.contains("Your saved game continues."), "{text}");
    assert!(text.contains("Computer (Easy)"), "{text}");
    let text = ask("2\nquit\n");
    assert!(!text.contains("Your saved game continues."), "{text}");
    assert!(text.contains("Computer (Expert)"), "{text}");
    // A level asks for the computer: a saved game between two people is not that.
    let sungka = pass_and_play("sungka", &["--store", store], "3\nquit\n");
    assert!(sungka.status.success(), "{}", stderr(&sungka));
    let out = play(
        &["play", "sungka", "--level", "easy", "--store", store],
        "1\nquit\n",
    );
    // The message is wrapped at 80 columns: read it as one line.
    let text = stdout(&out)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        text.contains("--mode vs-computer (saved game: pass-and-play)"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn table_mode_is_refused_with_its_reason() {
    refused(
        &["play", "fox-geese", "--mode", "table", "--no-save"],
        "a terminal cannot turn its text. Use --mode pass-and-play",
    );
}

#[test]
fn rules_and_help_say_how_to_type_a_move() {
    let rules = stdout(&fireside(&["rules", "dama-italiana"]));
    assert!(rules.contains("22x13x6"), "{rules}");
    let out = pass_and_play("fox-geese", &["--no-save"], "help\nquit\n");
    let text = stdout(&out);
    assert_eq!(text.matches("joined by a").count(), 2, "{text}");
}

#[test]
fn dama_black_first_is_reachable_from_the_terminal() {
    let out = pass_and_play(
        "dama-italiana",
        &["--no-save", "--black-first", "on"],
        "quit\n",
    );
    let text = stdout(&out);
    assert!(text.contains("Black to move> "), "{text}");
    // Black, moving first, is drawn at the bottom, its men on squares 21 to 32 (the board
    // mirrored: the bottom row reads 32 to 29, and its range says so).
    let bottom = text
        .lines()
        .find(|l| l.ends_with("32-29"))
        .unwrap_or_default();
    assert_eq!(bottom.matches('b').count(), 4, "{text}");
    assert!(text.contains("(w white man, b black man)"), "{text}");
}

#[test]
fn the_help_fits_80_columns() {
    for args in [
        &["--help"][..],
        &["play", "--help"],
        &["tournament", "--help"],
    ] {
        let out = play_at_width(args, "", None);
        assert!(out.status.success(), "{args:?}");
        let text = stdout(&out);
        assert!(text.contains("Usage: fireside"), "{text}");
        for line in text.lines() {
            assert!(columns(line) <= 80, "{args:?}: {line}");
        }
    }
}

#[test]
fn a_sungka_move_ending_in_the_store_says_it_is_your_turn_again() {
    // House 1 holds 7 shells: the last lands in the player's store.
    let out = pass_and_play("sungka", &["--no-save"], "1\nquit\n");
    let text = stdout(&out);
    // The sowing's story (issue 24) says it, naming the player in pass and play.
    let again = "The last shell landed in the store: Player 1 plays another turn.";
    // In the band of the player who moves again, under its count, as on the phones.
    assert!(
        text.contains("played 1\n  Player 2 · 0 shells in the store\n"),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "\n  Player 1 · Player · 1 shell in the store\n  {again}\n"
        )),
        "{text}"
    );
    assert_eq!(text.matches(again).count(), 1, "{text}");
    // A move that ends elsewhere passes the turn, without that line.
    let out = pass_and_play("sungka", &["--no-save"], "3\nquit\n");
    assert!(!stdout(&out).contains(again), "{}", stdout(&out));
}

// --- Issue 27: the terminal's leftovers ---

#[test]
fn a_partial_dama_chain_says_the_capture_goes_on() {
    let out = play_at_width(
        &[
            "play",
            "dama-italiana",
            "--mode",
            "pass-and-play",
            "--no-save",
            "--setup",
            "W:W22,23:B18,10,19",
        ],
        "22x13\nquit\n",
        Some("80"),
    );
    let shown = stdout(&out);
    assert!(
        shown.contains("keep capturing with the same piece") && shown.contains("22x13x6"),
        "{shown}"
    );
    assert!(!shown.contains("is not a legal move"), "{shown}");
}

/// The drawn rows of a board: the lines from the first that holds `first` to the column
/// letters (or the end of the drawing).
fn board_lines(text: &str, first: &str) -> Vec<String> {
    text.lines()
        .skip_while(|l| !l.contains(first))
        .take_while(|l| !l.trim_start().starts_with('('))
        .map(str::to_owned)
        .collect()
}

/// The column of `ch` in `line` (in characters), the first from the left.
fn col_of(line: &str, ch: char) -> usize {
    line.chars().position(|c| c == ch).expect("in the line")
}

#[test]
fn a_board_turned_for_the_second_side_reads_its_coordinates_where_the_points_are() {
    // The fox (d4) player of pass-and-play sees the board from the geese's side when
    // playing the second side against the computer: Fox and Geese, playing the fox.
    let out = play_at_width(
        &[
            "play",
            "fox-geese",
            "--side",
            "one",
            "--level",
            "easy",
            "--no-save",
        ],
        "quit\n",
        Some("80"),
    );
    let shown = stdout(&out);
    let rows = board_lines(&shown, "  1 ");
    let letters = rows.last().expect("the letters").clone();
    assert_eq!(
        letters.split_whitespace().collect::<Vec<_>>(),
        ["g", "f", "e", "d", "c", "b", "a"]
    );
    // The fox stands on d4: in the column under the letter d, on the row numbered 4.
    let fox_row = rows.iter().find(|l| l.contains('F')).expect("the fox");
    assert!(fox_row.trim_start().starts_with("4 "), "{shown}");
    assert_eq!(col_of(fox_row, 'F'), col_of(&letters, 'd'), "{shown}");
    // Row 1 (the geese's home) at the top, 7 at the bottom.
    assert!(rows[0].trim_start().starts_with("1 "), "{shown}");

    // Dama for Black: each row's range is written in the order its squares stand.
    let out = play_at_width(
        &[
            "play",
            "dama-italiana",
            "--side",
            "two",
            "--level",
            "easy",
            "--no-save",
        ],
        "quit\n",
        Some("80"),
    );
    let shown = stdout(&out);
    let row = shown
        .lines()
        .find(|l| l.contains("16") && l.contains("13"))
        .expect("the row of 13-16");
    let (squares, range) = row.trim_end().rsplit_once("  ").expect("the range");
    let numbers: Vec<&str> = squares.split_whitespace().collect();
    assert_eq!(numbers, ["16", "15", "14", "13"], "{shown}");
    assert_eq!(range.trim(), "16-13", "{shown}");
}

#[test]
fn sungka_counts_of_two_digits_keep_their_column() {
    // After these sowings houses hold 0 to 22 shells and a store 11.
    let out = play_at_width(
        &["play", "sungka", "--mode", "pass-and-play", "--no-save"],
        "1\n2\n1\n3\nquit\n",
        Some("80"),
    );
    let shown = stdout(&out);
    let drawing: Vec<&str> = shown
        .lines()
        .rev()
        .skip_while(|l| !l.contains("(1)  (2)"))
        .take(5)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    assert_eq!(drawing.len(), 5, "{shown}");
    let [top_numbers, top, _stores, bottom, bottom_numbers] = drawing[..] else {
        unreachable!()
    };
    assert!(
        top.split_whitespace().any(|c| c.len() == 2)
            && bottom.split_whitespace().any(|c| c.len() == 2),
        "two-digit counts in both rows: {shown}"
    );
    // Each count's last figure stands under (or over) its house number's figure.
    for (numbers, counts) in [(top_numbers, top), (bottom_numbers, bottom)] {
        let digits: Vec<usize> = numbers
            .char_indices()
            .filter(|(_, c)| c.is_ascii_digit())
            .map(|(i, _)| i)
            .collect();
        let ends: Vec<usize> = counts
            .char_indices()
            .filter(|&(i, c)| {
                c.is_ascii_digit() && !counts[i + 1..].starts_with(|n: char| n.is_ascii_digit())
            })
            .map(|(i, _)| i)
            .collect();
        assert_eq!(digits, ends, "{numbers}\n{counts}");
    }
    for line in shown.lines() {
        assert!(columns(line) <= 80, "{line}");
    }
}

// Issue 37: a tournament can ask every move of a new process, as an outside engine is
// driven; `pick` answers one move as JSON and refuses a bad move list with a clear error.
#[test]
fn a_tournament_asks_each_move_of_a_new_process() {
    let store = temp_dir("processes");
    let store_arg = store.to_str().unwrap();
    let out = fireside(&[
        "tournament",
        "hare-hounds",
        "--a",
        "expert",
        "--b",
        "plain",
        "--games",
        "2",
        "--time",
        "0.01",
        "--threads",
        "1",
        "--processes",
        "--store",
        store_arg,
        "--json",
    ]);
    no_panic(&out, "tournament --processes");
    assert!(out.status.success(), "{}", stderr(&out));
    let report: serde_json::Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    assert_eq!(report["processes"], true);
    assert_eq!(report["fresh"], true);
    assert_eq!(report["failures"], serde_json::json!([]));
    assert_eq!(report["unfinished"], 0, "both games end");
    let a = &report["a"];
    let played = a["total"]["wins"].as_u64().unwrap()
        + a["total"]["draws"].as_u64().unwrap()
        + a["total"]["losses"].as_u64().unwrap();
    assert_eq!(played, 2);
    assert!(a["mean_process_ms"].as_f64().unwrap() > 0.0, "{a}");

    let out = fireside(&[
        "pick",
        "hare-hounds",
        "--player",
        "expert",
        "--time-scale",
        "0.01",
        "--moves",
        "a2-b3",
        "--store",
        store_arg,
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let picked: serde_json::Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    let mv = picked["mv"].as_str().unwrap().to_owned();
    let shown = fireside(&["show", "hare-hounds", "--moves", &format!("a2-b3 {mv}")]);
    assert!(shown.status.success(), "{mv} is legal: {}", stderr(&shown));
    refused(
        &[
            "pick",
            "hare-hounds",
            "--player",
            "expert",
            "--moves",
            "a2-b3 zz",
        ],
        "move 2 `zz`",
    );
    let _ = std::fs::remove_dir_all(&store);
}
