//! Issue 22: what the terminal shows is what the disk keeps. Each test is one failure an
//! outside test found; `FIRESIDE_BIN` runs them against another build (to see them fail
//! on the build before the fix).

use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Output, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

fn bin() -> PathBuf {
    std::env::var_os("FIRESIDE_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_fireside")))
}

fn command(args: &[&str]) -> Command {
    let mut c = Command::new(bin());
    c.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    c
}

fn run(args: &[&str], input: &[u8]) -> Output {
    run_with(command(args), input)
}

fn run_with(mut c: Command, input: &[u8]) -> Output {
    let mut child = c.spawn().expect("spawn fireside");
    let mut stdin = child.stdin.take().unwrap();
    // A refused input may end the process before it read everything.
    let _ = stdin.write_all(input);
    drop(stdin);
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn temp(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("fireside-durability-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// The JSON lines a script printed.
fn lines(out: &Output) -> Vec<Value> {
    text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

fn last_view(out: &Output) -> Value {
    lines(out)
        .last()
        .unwrap_or_else(|| panic!("no output: {}", text(&out.stderr)))["view"]
        .clone()
}

fn moves_of(view: &Value) -> usize {
    view["screen"]["game"]["move_list"]["rows"]
        .as_array()
        .map_or(0, |rows| {
            rows.iter()
                .map(|r| r["moves"].as_array().map_or(0, Vec::len))
                .sum()
        })
}

/// The hare-and-hounds shuffle: the hounds step a2-b2-a2, the hare b5-b4-b5, until the
/// stall limit gives the hare the game (after ten hound moves, the 19th move).
fn shuffle(n: usize) -> &'static str {
    ["a2-b2", "b5-b4", "b2-a2", "b4-b5"][n % 4]
}

const SHUFFLE_TO_THE_END: usize = 19;

fn event(e: Value) -> String {
    format!("{}\n", json!(e))
}

fn play_event(n: usize) -> String {
    event(json!({"event": "play", "notation": shuffle(n)}))
}

fn new_people_game(game: &str) -> String {
    [
        event(json!({"event": "open-new-game", "game": game})),
        event(json!({"event": "choose-mode", "mode": "pass-and-play"})),
        event(json!({"event": "start"})),
    ]
    .concat()
}

/// How many moves the saved hare-and-hounds game of `store` has (0: none saved).
fn saved_moves(store: &Path) -> usize {
    let out = run(
        &["script", "--store", s(store)],
        event(json!({"event": "continue", "game": "hare-hounds"})).as_bytes(),
    );
    moves_of(&last_view(&out))
}

fn kill9(child: &mut Child) {
    let _ = child.kill();
    let _ = child.wait();
}

/// A small random source (the tests need no crate for it).
struct Rng(u64);

impl Rng {
    fn new() -> Rng {
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos() as u64;
        Rng(t | 1)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }
}

/// Reads `out` until `needle` has appeared `count` times; what was read.
fn read_until(out: &mut ChildStdout, seen: &mut String, needle: &str, count: usize) {
    let mut buf = [0u8; 4096];
    while seen.matches(needle).count() < count {
        let n = out.read(&mut buf).unwrap();
        assert!(n > 0, "ended before {needle:?} x{count}: {seen}");
        seen.push_str(&text(&buf[..n]));
    }
}

/// The moves `play` printed as played (every notation here starts with a or b).
fn count_played(seen: &str) -> usize {
    seen.matches("played a").count() + seen.matches("played b").count()
}

fn read_until_played(out: &mut ChildStdout, seen: &mut String, count: usize) {
    let mut buf = [0u8; 4096];
    while count_played(seen) < count {
        let n = out.read(&mut buf).unwrap();
        assert!(n > 0, "ended before {count} moves: {seen}");
        seen.push_str(&text(&buf[..n]));
    }
}

// --- 1, 2: `play` killed or stopped right after it printed a move ---

fn play_child(store: &Path) -> (Child, ChildStdin, ChildStdout) {
    let mut child = command(&[
        "play",
        "hare-hounds",
        "--mode",
        "pass-and-play",
        "--store",
        s(store),
    ])
    .spawn()
    .unwrap();
    let stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    (child, stdin, stdout)
}

#[test]
fn play_killed_right_after_printing_a_move_keeps_it() {
    for trial in 0..6 {
        let store = temp(&format!("play-kill-{trial}"));
        let (mut child, mut stdin, mut stdout) = play_child(&store);
        let mut seen = String::new();
        read_until(&mut stdout, &mut seen, "to move> ", 1);
        stdin.write_all(b"a2-b2\n").unwrap();
        read_until(&mut stdout, &mut seen, "played a2-b2", 1);
        kill9(&mut child);
        assert_eq!(
            saved_moves(&store),
            1,
            "trial {trial}: the move printed was lost"
        );
        let _ = std::fs::remove_dir_all(&store);
    }
}

#[test]
fn play_stopped_by_a_signal_flushes_and_ends_in_order() {
    for (name, number) in [("INT", 2), ("TERM", 15), ("HUP", 1)] {
        for trial in 0..2 {
            let store = temp(&format!("play-sig{name}-{trial}"));
            let (mut child, mut stdin, mut stdout) = play_child(&store);
            let mut seen = String::new();
            read_until(&mut stdout, &mut seen, "to move> ", 1);
            stdin.write_all(b"a2-b2\nb5-b4\n").unwrap();
            read_until(&mut stdout, &mut seen, "played b5-b4", 1);
            let pid = child.id().to_string();
            let status = Command::new("kill")
                .args([format!("-{name}"), pid])
                .status()
                .unwrap();
            assert!(status.success());
            let status = child.wait().unwrap();
            assert_eq!(
                status.code(),
                Some(128 + number),
                "SIG{name}: an orderly stop ends with 128+signal after its flush"
            );
            assert_eq!(saved_moves(&store), 2, "SIG{name} lost a move");
            let _ = std::fs::remove_dir_all(&store);
        }
    }
}

// --- 3, 4, 5: `script` killed right after it printed a move ---

#[test]
fn script_killed_right_after_printing_a_move_keeps_it() {
    let mut rng = Rng::new();
    for trial in 0..8 {
        let store = temp(&format!("script-kill-{trial}"));
        let mut child = command(&["script", "--store", s(&store)]).spawn().unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut input = new_people_game("hare-hounds");
        for n in 0..8 {
            input.push_str(&play_event(n));
        }
        stdin.write_all(input.as_bytes()).unwrap();
        // The three lines of the start, then some of the moves.
        let read = 3 + 1 + rng.below(7) as usize;
        let mut shown = 0;
        let mut line = String::new();
        for _ in 0..read {
            line.clear();
            stdout.read_line(&mut line).unwrap();
            let v: Value = serde_json::from_str(&line).unwrap();
            shown = moves_of(&v["view"]);
        }
        kill9(&mut child);
        assert!(shown > 0);
        assert!(
            saved_moves(&store) >= shown,
            "trial {trial}: {shown} moves shown, fewer kept"
        );
        let _ = std::fs::remove_dir_all(&store);
    }
}

// --- 6, 7: a result shown is a result kept, and the finished game stays finished ---

/// A rated hare-and-hounds game against the easy computer (the hounds), its answers
/// given by the test, up to the hare's win; `on_panel` sees the script right after the
/// first output with the result panel.
fn rated_win(store: &Path, manual: &mut dyn FnMut(&mut Child)) -> Option<Value> {
    let mut child = command(&["script"]).spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    fn send(stdin: &mut ChildStdin, line: String) {
        stdin.write_all(line.as_bytes()).unwrap();
    }
    fn recv(stdout: &mut BufReader<ChildStdout>) -> Value {
        let mut line = String::new();
        stdout.read_line(&mut line).unwrap();
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line}"))
    }
    send(
        &mut stdin,
        event(json!({"config": {"store_dir": s(store), "time_scale": 0.05}, "searches": "manual"})),
    );
    for e in [
        json!({"event": "open-new-game", "game": "hare-hounds"}),
        json!({"event": "choose-side", "side": "two"}),
        json!({"event": "choose-level", "level": "easy"}),
    ] {
        send(&mut stdin, event(e));
        recv(&mut stdout);
    }
    send(&mut stdin, event(json!({"event": "start"})));
    let mut out = recv(&mut stdout);
    let hounds = ["a2-b2", "b2-a2"];
    let hare = ["b5-b4", "b4-b5"];
    for i in 0..10 {
        let job = out["effects"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["effect"] == "start-search")
            .map(|e| e["job"].clone())
            .expect("the hounds' turn");
        send(
            &mut stdin,
            event(json!({"event": "computer-moved", "job": job, "notation": hounds[i % 2]})),
        );
        out = recv(&mut stdout);
        if out["view"]["screen"]["game"]["result"].is_object() {
            manual(&mut child);
            return Some(out);
        }
        if i == 9 {
            // The panel waits for the winning move's animation.
            let id = out["view"]["screen"]["game"]["animation"]["id"].clone();
            send(
                &mut stdin,
                event(json!({"event": "animation-finished", "id": id})),
            );
            out = recv(&mut stdout);
            if out["view"]["screen"]["game"]["result"].is_object() {
                manual(&mut child);
                return Some(out);
            }
        } else {
            send(
                &mut stdin,
                event(json!({"event": "play", "notation": hare[i % 2]})),
            );
            out = recv(&mut stdout);
        }
    }
    kill9(&mut child);
    None
}

#[test]
fn a_result_panel_shown_is_on_disk_and_the_game_is_not_offered_again() {
    for trial in 0..4 {
        let store = temp(&format!("panel-{trial}"));
        let shown = rated_win(&store, &mut |child| kill9(child)).expect("the panel came");
        let result = &shown["view"]["screen"]["game"]["result"];
        assert_eq!(result["points"], 10, "{result}");
        // After the kill: the win is counted once, with its points, and the finished game
        // is not offered as "Continue" at the position before the winning move.
        let out = run(
            &["script", "--store", s(&store)],
            event(json!({"event": "open-leaderboard", "game": null})).as_bytes(),
        );
        let board = &last_view(&out)["screen"]["leaderboard"];
        assert_eq!(board["rows"][0]["points"], 10, "trial {trial}: {board}");
        let out = run(
            &["script", "--store", s(&store)],
            event(json!({"event": "launch"})).as_bytes(),
        );
        let tiles = last_view(&out)["screen"]["home"]["tiles"].clone();
        let tile = tiles
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["game"] == "hare-hounds")
            .unwrap()
            .clone();
        assert_eq!(tile["can_continue"], false, "trial {trial}: {tile}");
        let _ = std::fs::remove_dir_all(&store);
    }
}

// --- 8, 10-13: permissions (run as an ordinary user: root reads everything) ---

fn euid() -> u32 {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata("/proc/self")
        .map(|m| m.uid())
        .unwrap_or(0)
}

/// `fireside` as a user without privileges (nobody) when the tests run as root, so that
/// file modes apply.
fn unprivileged(args: &[&str]) -> Command {
    let mut c = command(args);
    if euid() == 0 {
        c.uid(65534).gid(65534);
    }
    c
}

fn chmod(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

/// A store made by the unprivileged user, with a hare-and-hounds game of `moves` moves
/// saved one move at a time (so the backup holds one move fewer).
fn store_of_user(name: &str, moves: usize) -> PathBuf {
    let dir = temp(name);
    chmod(&dir, 0o777);
    let mut input = new_people_game("hare-hounds");
    for n in 0..moves {
        input.push_str(&play_event(n));
    }
    input.push_str(&event(json!({"event": "add-profile", "name": "Anna"})));
    let out = run_with(
        unprivileged(&["script", "--store", s(&dir)]),
        input.as_bytes(),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    dir
}

fn moved_aside(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".unreadable-"))
        .collect()
}

#[test]
fn a_file_that_may_not_be_read_is_named_so_and_never_moved_aside() {
    let dir = store_of_user("perm-profiles", 2);
    chmod(&dir.join("profiles.json"), 0o000);
    let out = run_with(
        unprivileged(&["script", "--store", s(&dir)]),
        event(json!({"event": "launch"})).as_bytes(),
    );
    let notice = last_view(&out)["notice"].as_str().unwrap_or("").to_owned();
    assert!(notice.contains("may not read"), "{notice}");
    assert!(!notice.contains("damaged"), "{notice}");
    assert!(moved_aside(&dir).is_empty(), "{:?}", moved_aside(&dir));
    assert!(dir.join("profiles.json").exists());
    // The saved games file at 000: its older backup is not played instead.
    chmod(&dir.join("profiles.json"), 0o644);
    chmod(&dir.join("matches.json"), 0o000);
    let out = run_with(
        unprivileged(&["script", "--store", s(&dir)]),
        event(json!({"event": "continue", "game": "hare-hounds"})).as_bytes(),
    );
    let view = last_view(&out);
    assert_ne!(
        moves_of(&view),
        1,
        "the backup (one move) was played: {view}"
    );
    assert!(moved_aside(&dir).is_empty(), "{:?}", moved_aside(&dir));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_store_folder_or_lock_that_may_not_be_used_is_an_error_with_what_to_do() {
    let dir = store_of_user("perm-folder", 1);
    chmod(&dir, 0o000);
    let out = run_with(
        unprivileged(&["play", "hare-hounds", "--store", s(&dir)]),
        b"quit\n",
    );
    chmod(&dir, 0o777);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("--no-save"), "{err}");
    std::fs::write(dir.join(".lock"), b"").unwrap();
    chmod(&dir.join(".lock"), 0o000);
    let out = run_with(
        unprivileged(&["play", "hare-hounds", "--store", s(&dir)]),
        b"quit\n",
    );
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("lock") && err.contains("permission"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_lock_that_is_not_a_file_says_what_to_do() {
    let dir = temp("lock-dir");
    std::fs::create_dir_all(dir.join(".lock")).unwrap();
    let out = run(
        &[
            "play",
            "hare-hounds",
            "--mode",
            "pass-and-play",
            "--store",
            s(&dir),
        ],
        b"quit\n",
    );
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("remove it"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn play_tells_at_once_that_a_save_failed_and_ends_with_an_error() {
    let dir = store_of_user("read-only", 0);
    // Everything the user made is now the administrator's, and the folder read-only.
    for entry in std::fs::read_dir(&dir).unwrap().flatten() {
        std::os::unix::fs::chown(entry.path(), Some(0), Some(0)).ok();
        chmod(&entry.path(), 0o644);
    }
    chmod(&dir, 0o755);
    if euid() != 0 {
        // Without root the files stay the user's: the folder's mode decides alone.
        chmod(&dir, 0o555);
    }
    let out = run_with(
        unprivileged(&[
            "play",
            "hare-hounds",
            "--mode",
            "pass-and-play",
            "--new",
            "--store",
            s(&dir),
        ]),
        b"a2-b2\nquit\n",
    );
    chmod(&dir, 0o777);
    let said = text(&out.stdout);
    let played = said.find("played a2-b2").expect("the move was played");
    let told = said
        .find("could not be saved")
        .unwrap_or_else(|| panic!("not told: {said}"));
    let bye = said.find("Goodbye").unwrap_or(said.len());
    assert!(told < bye, "told before the end: {said}");
    assert!(told < played + 400, "told at once: {said}");
    assert_ne!(out.status.code(), Some(0), "an unsaved game is no success");
    let _ = std::fs::remove_dir_all(&dir);
}

// --- 9: two processes adding a profile each ---

struct Script {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Script {
    fn start(store: &Path) -> Script {
        let mut child = command(&["script", "--store", s(store)]).spawn().unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Script {
            child,
            stdin,
            stdout,
        }
    }
    fn send(&mut self, e: Value) -> Value {
        self.stdin.write_all(event(e).as_bytes()).unwrap();
        let mut line = String::new();
        self.stdout.read_line(&mut line).unwrap();
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line}"))
    }
    fn flush(&mut self) {
        self.stdin
            .write_all(event(json!({"command": "flush"})).as_bytes())
            .unwrap();
    }
    fn end(mut self) {
        drop(self.stdin);
        let _ = self.child.wait();
    }
}

#[test]
fn two_processes_adding_a_profile_each_agree_on_the_ids() {
    let dir = temp("two-profiles");
    let mut a = Script::start(&dir);
    let mut b = Script::start(&dir);
    a.send(json!({"event": "launch"}));
    b.send(json!({"event": "launch"}));
    a.send(json!({"event": "add-profile", "name": "Anna"}));
    a.flush();
    a.send(json!({"event": "open-home"}));
    b.send(json!({"event": "add-profile", "name": "Bert"}));
    b.flush();
    b.send(json!({"event": "open-home"}));
    let v = b.send(json!({"event": "open-profiles"}));
    let list = v["view"]["screen"]["profiles"]["profiles"].clone();
    let bert = list
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Bert")
        .unwrap_or_else(|| panic!("{list}"))
        .clone();
    assert_eq!(bert["active"], true);
    a.end();
    b.end();
    let profiles: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("profiles.json")).unwrap()).unwrap();
    let on_disk = profiles["data"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Bert")
        .unwrap()["id"]
        .clone();
    let names: Vec<&Value> = profiles["data"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| &p["name"])
        .collect();
    assert_eq!(names.len(), 3, "{names:?}");
    // Refreshed from the disk (the app may have taken the store's id by now).
    let out = run(
        &["script", "--store", s(&dir)],
        event(json!({"event": "open-profiles"})).as_bytes(),
    );
    let active: Vec<Value> = last_view(&out)["screen"]["profiles"]["profiles"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["active"] == true)
        .map(|p| p["name"].clone())
        .collect();
    assert_eq!(active, vec![json!("Bert")], "the active profile on disk");
    assert_eq!(
        bert["id"], on_disk,
        "the id shown for Bert is the id on disk"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

// --- 14-18: `script` input ---

#[test]
fn a_config_line_keeps_the_store_and_the_language_of_the_command_line() {
    let dir = temp("config-line");
    let input = [
        event(json!({"config": {"time_scale": 0.05}})),
        new_people_game("hare-hounds"),
        play_event(0),
    ]
    .concat();
    let fi = run(
        &["script", "--store", s(&dir), "--lang", "fi"],
        input.as_bytes(),
    );
    assert!(fi.status.success(), "{}", text(&fi.stderr));
    assert!(dir.join("matches.json").exists(), "nothing was saved");
    let en = run(&["script", "--lang", "en"], input.as_bytes());
    assert_ne!(
        last_view(&fi)["screen"]["game"]["status"],
        last_view(&en)["screen"]["game"]["status"],
        "--lang fi was dropped"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn script_has_the_time_scale_limits_of_play() {
    for bad in ["1e300", "-1", "0"] {
        let flag = format!("--time-scale={bad}");
        let out = run(&["script", &flag], b"");
        assert_eq!(out.status.code(), Some(2), "--time-scale {bad}");
        let line = event(json!({"config": {"time_scale": bad.parse::<f64>().unwrap()}}));
        let out = run(&["script"], line.as_bytes());
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "config {bad}: {err}");
        assert!(err.contains("time"), "{err}");
        assert_eq!(err.lines().count(), 1, "one clear line: {err}");
    }
}

#[test]
fn a_refused_or_empty_computer_answer_asks_the_computer_again() {
    for answer in [Value::Null, json!("zz9-zz8")] {
        let input = [
            event(json!({"config": {"time_scale": 0.05}, "searches": "manual"})),
            event(json!({"event": "open-new-game", "game": "hare-hounds"})),
            event(json!({"event": "choose-side", "side": "two"})),
            event(json!({"event": "start"})),
        ]
        .concat();
        let mut child = command(&["script"]).spawn().unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        stdin.write_all(input.as_bytes()).unwrap();
        let mut line = String::new();
        for _ in 0..3 {
            line.clear();
            stdout.read_line(&mut line).unwrap();
        }
        let started: Value = serde_json::from_str(&line).unwrap();
        let job = started["effects"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["effect"] == "start-search")
            .unwrap()["job"]
            .clone();
        stdin
            .write_all(
                event(json!({"event": "computer-moved", "job": job, "notation": answer}))
                    .as_bytes(),
            )
            .unwrap();
        drop(stdin);
        line.clear();
        stdout.read_line(&mut line).unwrap();
        let _ = child.wait();
        let after: Value = serde_json::from_str(&line).unwrap();
        let again = after["effects"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["effect"] == "start-search" && e["job"] != job);
        assert!(again, "{answer}: the computer is left thinking: {after}");
    }
}

#[test]
fn a_line_that_is_not_utf8_is_refused() {
    let mut input = br#"{"event": "add-profile", "name": "An"#.to_vec();
    input.extend([0xff, 0xfe]);
    input.extend(b"na\"}\n");
    let out = run(&["script"], &input);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("UTF-8"), "{err}");
}

#[test]
fn a_huge_line_is_refused_not_echoed() {
    let notation = "a".repeat(2 << 20);
    let line = event(json!({"event": "play", "notation": notation}));
    let input = [new_people_game("hare-hounds"), line].concat();
    let out = run(&["script"], input.as_bytes());
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(
        out.stdout.len() < 1 << 20,
        "{} bytes echoed",
        out.stdout.len()
    );
}

#[test]
fn an_unknown_language_is_an_error_naming_the_languages() {
    for args in [
        &["script", "--lang", "klingon"][..],
        &["play", "hare-hounds", "--no-save", "--lang", "klingon"][..],
    ] {
        let out = run(args, b"quit\n");
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("en, th, ko, fi"), "{err}");
    }
    let out = run(
        &["play", "hare-hounds", "--no-save", "--lang", "th-TH"],
        b"quit\n",
    );
    assert!(out.status.success(), "a tag of a known language");
}

// --- 19-21: what the store keeps ---

#[test]
fn fields_this_version_does_not_know_survive_a_write() {
    let dir = temp("unknown-fields");
    std::fs::write(
        dir.join("settings.json"),
        r#"{"schema": 1, "data": {"sound": true, "theme": {"wood": "oak"}}}"#,
    )
    .unwrap();
    std::fs::write(
        dir.join("profiles.json"),
        r#"{"schema": 1, "data": {"next_id": 2, "avatars": true, "list": [
            {"id": 1, "name": "", "points": {}, "stats": [], "avatar": "fox"}]}}"#,
    )
    .unwrap();
    let input = [
        event(json!({"event": "set-sound", "on": false})),
        event(json!({"event": "add-profile", "name": "Anna"})),
    ]
    .concat();
    let out = run(&["script", "--store", s(&dir)], input.as_bytes());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let settings = std::fs::read_to_string(dir.join("settings.json")).unwrap();
    assert!(settings.contains("\"oak\""), "{settings}");
    assert!(settings.contains("\"sound\": false"), "{settings}");
    let profiles = std::fs::read_to_string(dir.join("profiles.json")).unwrap();
    assert!(profiles.contains("\"avatar\": \"fox\""), "{profiles}");
    assert!(profiles.contains("\"avatars\": true"), "{profiles}");
    assert!(profiles.contains("Anna"), "{profiles}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_name_longer_than_the_store_keeps_is_refused_before_writing() {
    let dir = temp("long-name");
    let name = "N".repeat(41);
    let out = run(
        &["script", "--store", s(&dir)],
        event(json!({"event": "add-profile", "name": name})).as_bytes(),
    );
    let notice = last_view(&out)["notice"].as_str().unwrap_or("").to_owned();
    assert!(notice.contains("at most 40"), "{notice}");
    let profiles = std::fs::read_to_string(dir.join("profiles.json")).unwrap_or_default();
    assert!(!profiles.contains(&name), "written: {profiles}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The first array under a key `moves` anywhere in `v`.
fn moves_array(v: &mut Value) -> Option<&mut Vec<Value>> {
    match v {
        Value::Object(map) => {
            if map.get("moves").is_some_and(Value::is_array) {
                return map.get_mut("moves").and_then(Value::as_array_mut);
            }
            map.values_mut().find_map(moves_array)
        }
        Value::Array(list) => list.iter_mut().find_map(moves_array),
        _ => None,
    }
}

fn saved_store(name: &str, moves: usize) -> (PathBuf, Value) {
    let dir = temp(name);
    let mut input = new_people_game("hare-hounds");
    for n in 0..moves {
        input.push_str(&play_event(n));
    }
    let out = run(&["script", "--store", s(&dir)], input.as_bytes());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let matches: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("matches.json")).unwrap()).unwrap();
    (dir, matches)
}

#[test]
fn a_save_kept_under_another_games_name_is_not_opened() {
    let (dir, mut matches) = saved_store("other-key", 2);
    let mut saved = matches["data"]["in_progress"]["hare-hounds"].take();
    saved["game"] = json!("sungka");
    matches["data"]["in_progress"] = json!({ "sungka": saved });
    std::fs::write(dir.join("matches.json"), matches.to_string()).unwrap();
    let out = run(
        &["script", "--store", s(&dir)],
        event(json!({"event": "continue", "game": "sungka"})).as_bytes(),
    );
    let view = last_view(&out);
    assert_ne!(view["screen"]["screen"], "game", "{view}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_set_aside_save_with_no_move_that_replays_does_not_offer_to_continue() {
    let (dir, mut matches) = saved_store("zero-moves", 2);
    let moves = moves_array(&mut matches["data"]["in_progress"]["hare-hounds"]).unwrap();
    moves[0] = json!("zz9-zz8");
    std::fs::write(dir.join("matches.json"), matches.to_string()).unwrap();
    let out = run(
        &["script", "--store", s(&dir)],
        event(json!({"event": "launch"})).as_bytes(),
    );
    let view = last_view(&out);
    let notice = view["notice"].as_str().unwrap_or("").to_owned();
    assert!(notice.contains("kept aside"), "{notice}");
    assert!(!notice.contains("continue"), "{notice}");
    let _ = std::fs::remove_dir_all(&dir);
}

// --- 25-28: "damaged" only of what is damaged ---

fn launch_notice(dir: &Path, e: Value) -> String {
    let out = run(&["script", "--store", s(dir)], event(e).as_bytes());
    last_view(&out)["notice"].as_str().unwrap_or("").to_owned()
}

#[test]
fn newer_missing_unknown_and_garbage_are_not_called_damaged() {
    let dir = temp("words");
    std::fs::write(
        dir.join("settings.json"),
        r#"{"schema": 99, "data": {"sound": true}}"#,
    )
    .unwrap();
    let notice = launch_notice(&dir, json!({"event": "launch"}));
    assert!(notice.contains("newer version"), "{notice}");
    assert!(!notice.contains("damaged"), "{notice}");

    let (dir2, _) = saved_store("words-missing", 1);
    std::fs::rename(dir2.join("matches.json"), dir2.join("matches.json.bak")).unwrap();
    let notice = launch_notice(&dir2, json!({"event": "launch"}));
    assert!(notice.contains("missing"), "{notice}");
    assert!(!notice.contains("damaged"), "{notice}");

    let empty = temp("words-empty");
    for e in [
        json!({"event": "continue", "game": "hare-hounds"}),
        json!({"event": "continue", "game": "klingon-chess"}),
        json!({"event": "import-record", "text": "this is no record"}),
    ] {
        let notice = launch_notice(&empty, e.clone());
        assert!(!notice.is_empty(), "{e}: nothing said");
        assert!(!notice.contains("damaged"), "{e}: {notice}");
    }
    for d in [dir, dir2, empty] {
        let _ = std::fs::remove_dir_all(&d);
    }
}

// --- The contract's stress: `script` and `play` killed mid-game at random moments ---

#[derive(Default, Debug)]
struct Tally {
    kills: usize,
    shown_lost: usize,
    unshown_lost: usize,
    results_shown: usize,
    results_lost: usize,
    counted_twice: usize,
    unreadable: usize,
}

/// One process plays the hare-and-hounds shuffle from where the store is, and is killed
/// after a random number of printed moves (or ends the game). Returns (moves shown, moves
/// sent, result shown).
fn one_life(
    store: &Path,
    use_play: bool,
    rng: &mut Rng,
    tally: &mut Tally,
) -> (usize, usize, bool) {
    let at = saved_moves(store);
    let kill_after = rng.below(6) as usize;
    let mut shown = at;
    let mut sent = at;
    let mut result = false;
    if use_play {
        let mut child = command(&[
            "play",
            "hare-hounds",
            "--mode",
            "pass-and-play",
            "--store",
            s(store),
        ])
        .spawn()
        .unwrap();
        let mut stdin = child.stdin.take();
        let mut stdout = child.stdout.take().unwrap();
        let mut seen = String::new();
        read_until(&mut stdout, &mut seen, "to move> ", 1);
        for k in 0..=kill_after {
            if sent >= SHUFFLE_TO_THE_END {
                break;
            }
            stdin
                .as_mut()
                .expect("open until the end")
                .write_all(format!("{}\n", shuffle(sent)).as_bytes())
                .unwrap();
            sent += 1;
            if k == kill_after {
                // Killed at a random moment while the move is being made.
                std::thread::sleep(Duration::from_micros(rng.below(3000)));
                break;
            }
            let before = count_played(&seen);
            read_until_played(&mut stdout, &mut seen, before + 1);
            if sent == SHUFFLE_TO_THE_END {
                // The end of the input answers what `play` offers after the end.
                drop(stdin.take());
                let mut rest = String::new();
                let _ = stdout.read_to_string(&mut rest);
                seen.push_str(&rest);
            }
        }
        // What was printed up to the kill counts as shown.
        let mut buf = [0u8; 1 << 16];
        kill9(&mut child);
        if let Ok(n) = stdout.read(&mut buf) {
            seen.push_str(&text(&buf[..n]));
        }
        shown = at + count_played(&seen);
        result = seen.contains("Game over");
    } else {
        let mut child = command(&["script", "--store", s(store)]).spawn().unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let start = if at == 0 {
            new_people_game("hare-hounds")
        } else {
            event(json!({"event": "continue", "game": "hare-hounds"}))
        };
        let start_lines = start.lines().count();
        stdin.write_all(start.as_bytes()).unwrap();
        let mut line = String::new();
        for _ in 0..start_lines {
            line.clear();
            stdout.read_line(&mut line).unwrap();
        }
        for k in 0..=kill_after {
            if sent >= SHUFFLE_TO_THE_END {
                break;
            }
            stdin.write_all(play_event(sent).as_bytes()).unwrap();
            sent += 1;
            if k == kill_after {
                std::thread::sleep(Duration::from_micros(rng.below(3000)));
                break;
            }
            line.clear();
            stdout.read_line(&mut line).unwrap();
            let v: Value = serde_json::from_str(&line).unwrap();
            shown = moves_of(&v["view"]);
            result |= v["view"]["screen"]["game"]["result"].is_object();
        }
        kill9(&mut child);
        // A line printed in the last moment is shown too.
        let mut rest = String::new();
        let _ = stdout.read_to_string(&mut rest);
        for l in rest.lines() {
            if let Ok(v) = serde_json::from_str::<Value>(l) {
                shown = shown.max(moves_of(&v["view"]));
                result |= v["view"]["screen"]["game"]["result"].is_object();
            }
        }
    }
    tally.kills += 1;
    if !moved_aside(store).is_empty() {
        tally.unreadable += 1;
    }
    (shown, sent, result)
}

fn games_played(store: &Path) -> u64 {
    let out = run(
        &["script", "--store", s(store)],
        event(json!({"event": "open-leaderboard", "game": null})).as_bytes(),
    );
    let profiles: Value = std::fs::read_to_string(store.join("profiles.json"))
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or(Value::Null);
    assert!(out.status.success());
    profiles["data"]["list"][0]["stats"]
        .as_array()
        .map_or(0, |l| {
            l.iter()
                .map(|s| s["tally"]["played"].as_u64().unwrap_or(0))
                .sum()
        })
}

#[test]
fn script_and_play_killed_at_random_moments_lose_nothing_they_showed() {
    let started = Instant::now();
    let mut rng = Rng::new();
    let mut tally = Tally::default();
    for (i, use_play) in [false, true, false, true].into_iter().enumerate() {
        let store = temp(&format!("stress-{i}"));
        let mut finished = 0;
        while finished < 2 {
            // A life: from where the store is until killed (or the game's end).
            let before = games_played(&store);
            let (shown, sent, result) = one_life(&store, use_play, &mut rng, &mut tally);
            // The next start repairs and records what a kill left.
            let after = games_played(&store);
            let kept = saved_moves(&store);
            let counted = after.saturating_sub(before);
            let reached_the_end = sent >= SHUFFLE_TO_THE_END;
            if counted > 1 || (counted == 1 && !reached_the_end) {
                tally.counted_twice += 1;
            }
            if counted >= 1 {
                // Finished and recorded: every move shown is in the history.
                finished += 1;
                if result {
                    tally.results_shown += 1;
                }
                assert_eq!(kept, 0, "a finished game offered again");
                continue;
            }
            if result {
                tally.results_lost += 1;
            }
            if kept < shown {
                tally.shown_lost += shown - kept;
            }
            if kept < sent {
                tally.unshown_lost += sent - kept.max(shown);
            }
        }
        let _ = std::fs::remove_dir_all(&store);
    }
    eprintln!(
        "stress: {tally:?} in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    assert_eq!(tally.shown_lost, 0, "{tally:?}");
    assert_eq!(tally.results_lost, 0, "{tally:?}");
    assert_eq!(tally.counted_twice, 0, "{tally:?}");
    assert_eq!(tally.unreadable, 0, "{tally:?}");
    // Only the move in flight at the kill may be lost (it was never printed).
    assert!(tally.unshown_lost <= tally.kills, "{tally:?}");
}

// --- Issue 38: puzzles, two processes, the move log's edges, bounded inputs ---

/// Item 1: `puzzle` on a read-only store printed "Solved! Puzzle rating 1,519", ended
/// with 0, and the progress was gone. Now it says the attempt is not saved and ends with
/// an error status.
#[test]
fn puzzle_on_a_read_only_store_says_the_save_failed_and_ends_with_an_error() {
    let dir = store_of_user("puzzle-read-only", 0);
    for entry in std::fs::read_dir(&dir).unwrap().flatten() {
        std::os::unix::fs::chown(entry.path(), Some(0), Some(0)).ok();
        chmod(&entry.path(), 0o644);
    }
    chmod(&dir, 0o755);
    if euid() != 0 {
        chmod(&dir, 0o555);
    }
    let out = run_with(
        unprivileged(&[
            "puzzle",
            "hare-hounds",
            "--id",
            "hare-hounds-0001",
            "--store",
            s(&dir),
        ]),
        b"a2-a3\nquit\n",
    );
    chmod(&dir, 0o777);
    let said = text(&out.stdout);
    assert!(said.contains("could not be saved"), "not told: {said}");
    assert!(!said.contains("Not that one"), "shown as counted: {said}");
    assert_ne!(
        out.status.code(),
        Some(0),
        "an unsaved attempt is no success"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The script lines of `games` people's games of hare and hounds played to the end, then
/// an attempt at each puzzle of `puzzles` (the solution shown: a failed attempt, counted).
fn games_and_puzzles(games: usize, puzzles: &[String]) -> String {
    let mut input = String::new();
    for _ in 0..games {
        input.push_str(&new_people_game("hare-hounds"));
        for n in 0..SHUFFLE_TO_THE_END {
            input.push_str(&play_event(n));
        }
    }
    for id in puzzles {
        input.push_str(&event(
            json!({"event": "open-puzzle", "game": "hare-hounds", "id": id}),
        ));
        input.push_str(&event(json!({"event": "puzzle-solution"})));
    }
    input
}

/// The first profile's puzzle progress in hare and hounds, as on disk.
fn puzzle_progress(store: &Path) -> Value {
    let profiles: Value =
        serde_json::from_str(&std::fs::read_to_string(store.join("profiles.json")).unwrap())
            .unwrap();
    profiles["data"]["list"][0]["puzzles"]["hare-hounds"].clone()
}

/// Items 2 and 3, and the issue's "done when": `processes` real `fireside script`
/// processes at once on one store, each finishing `games` games and attempting its own
/// puzzles and one they all attempt. Returns (games counted, puzzles counted, the shared
/// puzzle's count) against what was played.
fn concurrent_trial(name: &str, processes: usize, games: usize) -> (u64, usize, usize) {
    let store = temp(name);
    // The store and its first profile exist before the processes race.
    assert!(run(&["script", "--store", s(&store)], b"").status.success());
    let children: Vec<Child> = (0..processes)
        .map(|p| {
            let mut ids: Vec<String> = (0..games)
                .map(|i| format!("hare-hounds-{:04}", 10 + p * games + i))
                .collect();
            ids.push("hare-hounds-0002".into());
            let input = games_and_puzzles(games, &ids);
            let mut child = command(&["script", "--store", s(&store)])
                .stdout(Stdio::null())
                .spawn()
                .unwrap();
            let mut stdin = child.stdin.take().unwrap();
            std::thread::spawn(move || {
                let _ = stdin.write_all(input.as_bytes());
            });
            child
        })
        .collect();
    for mut child in children {
        assert!(child.wait().unwrap().success());
    }
    let progress = puzzle_progress(&store);
    let failed: Vec<&str> = progress["failed"]
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let shared = failed
        .iter()
        .filter(|&&id| id == "hare-hounds-0002")
        .count();
    let counted = (games_played(&store), failed.len(), shared);
    let _ = std::fs::remove_dir_all(&store);
    counted
}

#[test]
fn two_processes_on_one_store_lose_nothing_and_count_nothing_twice() {
    let (processes, games) = (2, 6);
    let (played, puzzles, shared) = concurrent_trial("two-processes", processes, games);
    eprintln!(
        "two processes: {played} of {} games counted, {puzzles} of {} puzzles, shared puzzle counted {shared} time(s)",
        processes * games,
        processes * games + 1
    );
    assert_eq!(
        played,
        (processes * games) as u64,
        "results lost or doubled"
    );
    assert_eq!(
        puzzles,
        processes * games + 1,
        "puzzle progress lost or doubled"
    );
    assert_eq!(shared, 1, "one puzzle counted once by two processes");
}

/// The figures in `core/src/app/README.md`: `FIRESIDE_TRIALS` rounds of four processes.
#[test]
#[ignore = "a measurement: cargo test --test durability concurrent_trials -- --ignored --nocapture"]
fn concurrent_trials() {
    let rounds: usize = std::env::var("FIRESIDE_TRIALS")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or(10);
    let (processes, games) = (4, 5);
    let (mut lost, mut doubled, mut puzzles_off) = (0i64, 0i64, 0i64);
    let started = Instant::now();
    for round in 0..rounds {
        let (played, puzzles, shared) =
            concurrent_trial(&format!("trial-{round}"), processes, games);
        let want = (processes * games) as i64;
        lost += (want - played as i64).max(0);
        doubled += (played as i64 - want).max(0);
        puzzles_off += (puzzles as i64 - want - 1).abs() + (shared as i64 - 1).abs();
    }
    eprintln!(
        "{rounds} rounds of {processes} processes x {games} games and {} puzzles: {} results, {lost} lost, {doubled} counted twice, {puzzles_off} puzzle counts off, in {:.1} s",
        games + 1,
        rounds * processes * games,
        started.elapsed().as_secs_f64()
    );
    assert_eq!((lost, doubled, puzzles_off), (0, 0, 0));
}

/// Item 8: a folder in the move log's place made every save fail for good with "the
/// storage refused to write"; it is moved aside, named, and the game saved.
#[test]
fn a_folder_in_the_move_logs_place_is_moved_aside_and_named() {
    let store = temp("log-folder");
    std::fs::create_dir(store.join("matches.log")).unwrap();
    let mut input = new_people_game("hare-hounds");
    input.push_str(&play_event(0));
    let out = run(&["script", "--store", s(&store)], input.as_bytes());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(said.contains("matches.log"), "not named: {said}");
    assert!(!said.contains("could not be saved"), "{said}");
    assert_eq!(saved_moves(&store), 1);
    let _ = std::fs::remove_dir_all(&store);
}

/// Item 10: a store path that is a file said "File exists (os error 17)".
#[test]
fn a_store_path_that_is_a_file_says_so() {
    let dir = temp("store-is-file");
    let file = dir.join("store");
    std::fs::write(&file, b"").unwrap();
    let out = run(&["play", "hare-hounds", "--store", s(&file)], b"quit\n");
    let err = text(&out.stderr);
    assert!(err.contains("is a file, not a folder"), "{err}");
    assert!(!err.contains("os error 17"), "{err}");
    assert_ne!(out.status.code(), Some(0));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Item 11: `review --pdn /dev/zero` read 5.6 GB in 7 s and a FIFO blocked for ever.
#[test]
fn review_reads_only_a_regular_file() {
    let dir = temp("review-special");
    let fifo = dir.join("fifo.pdn");
    assert!(Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    for path in ["/dev/zero", s(&fifo)] {
        let started = Instant::now();
        let out = run(&["review", "dama-italiana", "--pdn", path], b"");
        let err = text(&out.stderr);
        assert!(err.contains("not a regular file"), "{path}: {err}");
        assert_eq!(out.status.code(), Some(2), "{path}");
        assert!(started.elapsed() < Duration::from_secs(20), "{path}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Item 11: a 50 MB line took `play` to 887 MB; it is read within a bound.
#[test]
fn a_fifty_megabyte_line_to_play_is_read_within_a_bound() {
    let store = temp("huge-line");
    let mut child = command(&[
        "play",
        "hare-hounds",
        "--mode",
        "pass-and-play",
        "--new",
        "--store",
        s(&store),
    ])
    .stdout(Stdio::null())
    .spawn()
    .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let chunk = vec![b'x'; 1 << 20];
    for _ in 0..50 {
        stdin.write_all(&chunk).unwrap();
    }
    stdin.write_all(b"\n").unwrap();
    stdin.flush().unwrap();
    std::thread::sleep(Duration::from_millis(300));
    // The peak resident memory of the process so far.
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap();
    let peak_kb: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap();
    stdin.write_all(b"quit\n").unwrap();
    drop(stdin);
    assert!(child.wait().unwrap().success());
    assert!(peak_kb < 100 * 1024, "peak {peak_kb} kB for a 50 MB line");
    let _ = std::fs::remove_dir_all(&store);
}

/// Item 11: a line that is not UTF-8 ended `puzzle` and `lesson` with "cannot write the
/// output"; it is refused like any move and the session goes on.
#[test]
fn a_line_that_is_not_utf8_does_not_end_puzzle_or_lesson() {
    let store = temp("puzzle-utf8");
    let out = run(
        &[
            "puzzle",
            "hare-hounds",
            "--id",
            "hare-hounds-0001",
            "--store",
            s(&store),
        ],
        b"\xff\xfe\nhint\nquit\n",
    );
    let said = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(said.contains("Hint: move the piece"), "{said}");
    let out = run(&["lesson", "hare-hounds"], b"\xff\xfe\nquit\n");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let _ = std::fs::remove_dir_all(&store);
}

/// Item 11: options taken silently; now each refusal names what is allowed.
#[test]
fn bad_options_are_refused_naming_the_allowed_values() {
    let cases: [(&[&str], &str); 4] = [
        (&["puzzle", "--date", "2026-02-31", "--no-save"], "01 to 28"),
        (&["puzzle", "--date", "2026-13-01", "--no-save"], "01 to 12"),
        (&["calibrate", "hare-hounds", "--every", "0"], "from 1"),
        (
            &["lesson", "hare-hounds", "--lang", "klingon"],
            "en, th, ko, fi",
        ),
    ];
    for (args, allowed) in cases {
        let out = run(args, b"quit\n");
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(allowed), "{args:?}: {err}");
    }
}
