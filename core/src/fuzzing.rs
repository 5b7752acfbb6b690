//! Entry points for fuzzing every parser of outside data: move notation, setup texts (PDN
//! FEN), positions as JSON, game records, saved matches, rules options and the store's
//! files. The cargo-fuzz targets in `core/fuzz/` and the regression tests in
//! `core/tests/fuzz_regressions.rs` both call these, so each check lives once.
//!
//! Each function takes raw bytes, never panics on bad input (that is the main property),
//! and asserts what must hold for input that was accepted: round trips, undo restoring the
//! position, the store never losing a file. A panic here is a bug, in the core or in a
//! check. Inputs that pick a game start with one selector byte (see [`pick`]); the rest
//! is the text to parse. See `core/fuzz/README.md`.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use crate::any_game::AnyGame;
use crate::engine::Level;
use crate::game::Role;
use crate::games::{self, GameEntry, GAMES};
use crate::session::{export_record, import_record, Match, MatchSetup, Mode};
use crate::store::{GameResult, LastRules, Opponent, SavedMatch, Store, MOVE_LOG};

/// Most moves any check plays, so one input stays quick.
const MAX_PLIES: usize = 12;

/// The game and preset a selector byte names: the low two bits pick the game, the rest
/// the preset (`None`, the default, when past the game's list).
fn pick(selector: u8) -> (&'static GameEntry, Option<&'static str>) {
    let entry = &GAMES[usize::from(selector) % GAMES.len()];
    let presets = (entry.preset_names)();
    let preset = presets.get(usize::from(selector) / GAMES.len()).copied();
    (entry, preset)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Plays up to `choices.len()` legal moves picked by the bytes; returns how many it played.
fn play_choices(game: &mut dyn AnyGame, choices: &[u8]) -> usize {
    let mut played = 0;
    for &c in choices.iter().take(MAX_PLIES) {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = &moves[usize::from(c) % moves.len()];
        let normalized = game
            .play_notation(mv)
            .unwrap_or_else(|e| panic!("a legal move `{mv}` is refused: {e}"));
        assert_eq!(&normalized, mv, "a legal move's notation is already normal");
        played += 1;
    }
    played
}

/// Uses a position every way the apps and the engine do, checking what must hold: pieces
/// on the board, no moves once the game is over, every legal move playable and undone
/// exactly, the JSON and the setup text read back to the same position.
fn exercise(game: &mut dyn AnyGame, choices: &[u8]) {
    let entry = games::find(game.id()).expect("a game knows its own id");
    let board = game.board();
    let n = board.points.len();
    assert!(n > 0 && n <= 256, "a board has 1 to 256 points");
    for &(a, b) in &board.lines {
        assert!(
            usize::from(a) < n && usize::from(b) < n,
            "lines join points"
        );
    }
    for p in game.pieces() {
        assert!(usize::from(p.point) < n, "pieces stand on points");
    }
    let _ = game.counters();
    let _ = game.options();
    let _ = game.role(game.side_to_move());
    let over = game.outcome().is_over();

    let start_hash = game.hash();
    let start_ply = game.ply();
    let start_json = game.to_json();
    let start_setup = game.setup_text();

    // The position's JSON reads back (validate accepts it) to the same position.
    let back = (entry.from_json)(&start_json)
        .unwrap_or_else(|e| panic!("a position's own JSON is refused: {e}\n{start_json}"));
    assert_eq!(back.hash(), start_hash, "JSON round trip keeps the hash");
    assert_eq!(
        back.to_json(),
        start_json,
        "JSON round trip keeps the position"
    );

    let infos = game.move_infos();
    if over {
        assert!(infos.is_empty(), "a finished game has no moves");
    }
    assert_eq!(
        game.perft(1),
        infos.len() as u64,
        "perft 1 counts the moves"
    );
    for m in &infos {
        assert!(!m.path.is_empty(), "a move has a path: {}", m.notation);
        assert!(m.path.iter().all(|&p| usize::from(p) < n));
        assert!(m.captures.iter().all(|&p| usize::from(p) < n));
        let _ = game.move_detail(&m.notation);
    }

    // Play moves chosen by the input, then undo them: every step restores hash and JSON.
    let mut trail = vec![(game.hash(), game.to_json())];
    for &c in choices.iter().take(MAX_PLIES) {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[usize::from(c) % moves.len()].clone();
        let before = game.ply();
        let normalized = game
            .play_notation(&mv)
            .unwrap_or_else(|e| panic!("a legal move `{mv}` is refused: {e}"));
        assert_eq!(normalized, mv);
        assert_eq!(game.ply(), before + 1, "a move adds one ply");
        let _ = game.pieces();
        let _ = game.counters();
        let _ = game.outcome();
        trail.push((game.hash(), game.to_json()));
    }
    trail.pop();
    while let Some((hash, json)) = trail.pop() {
        assert!(game.undo(), "a move played can be undone");
        assert_eq!(game.hash(), hash, "undo restores the hash");
        assert_eq!(game.to_json(), json, "undo restores the position");
    }
    assert_eq!(game.ply(), start_ply);
    assert_eq!(game.hash(), start_hash);

    // The setup text reads back under the same rules (from the options the position
    // reports) to the same setup text, when those rules are a configuration of the game.
    let options: Vec<(String, String)> = game
        .options()
        .into_iter()
        .map(|o| (o.key, o.value))
        .collect();
    if let Ok(again) = (entry.from_setup)(None, &options, &start_setup) {
        if again.options() == game.options() {
            assert_eq!(again.setup_text(), start_setup, "setup text round trip");
        }
    }

    // Undo past the moves played here, into a history that came from outside.
    let mut guard = start_ply + 1;
    while game.undo() {
        let _ = game.hash();
        let _ = game.legal_moves();
        guard -= 1;
        assert!(guard > 0, "undo stops at the start of the history");
    }
}

/// Plays through a match the way the apps do (render, moves, undo, redo), then saves and
/// exports it: the save loads and the record imports to the same moves.
fn exercise_match(m: &mut Match, choices: &[u8]) {
    let _ = m.render();
    for &c in choices.iter().take(4) {
        let moves = m.game().legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = &moves[usize::from(c) % moves.len()];
        // The computer's turn: its answer arrives through a job, as from the search thread.
        let played = if m.is_computer_turn() {
            let job = m.computer_job().expect("the computer's turn has a job");
            m.apply_computer_move(&job, mv)
        } else {
            m.play(mv)
        };
        played.unwrap_or_else(|e| panic!("the match refuses a legal move `{mv}`: {e}"));
        let _ = m.render();
    }
    if m.can_undo() {
        m.undo().expect("undo when it can");
        let _ = m.render();
        if m.can_redo() {
            m.redo().expect("redo what was undone");
        }
    }
    let _ = m.render();
    check_match_round_trips(m);
}

/// A match's save loads back and its record imports back to the same setup and moves.
fn check_match_round_trips(m: &Match) {
    let saved = m.save();
    let loaded = Match::load(&saved)
        .unwrap_or_else(|e| panic!("a match's own save is refused: {e}\n{saved}"));
    assert_eq!(loaded.setup(), m.setup(), "save round trip keeps the setup");
    assert_eq!(
        loaded.move_list(),
        m.move_list(),
        "save round trip keeps the moves"
    );
    assert_eq!(loaded.game().hash(), m.game().hash());

    let record = export_record(m);
    let imported = import_record(&record, m.setup().mode)
        .unwrap_or_else(|e| panic!("a match's own record is refused: {e}\n{record}"));
    assert_eq!(
        imported.move_list(),
        m.move_list(),
        "record keeps the moves"
    );
    assert_eq!(imported.setup().game, m.setup().game);
    assert_eq!(imported.setup().preset, m.setup().preset);
    assert_eq!(imported.setup().options, m.setup().options);
    // A setup text over several lines is written as the game's own one-line text.
    if !m.setup().position.as_deref().unwrap_or("").contains('\n') {
        assert_eq!(imported.setup().position, m.setup().position);
    }
    assert_eq!(imported.game().hash(), m.game().hash());
}

/// Move notation. Byte 0 picks the game and preset, byte 1 (mod 8) how many legal moves
/// the following bytes choose before the text (the rest) is read as a move there.
pub fn move_notation(data: &[u8]) {
    let [selector, prefix, rest @ ..] = data else {
        return;
    };
    let (entry, preset) = pick(*selector);
    let mut game = (entry.start)(preset, &[]).expect("every preset starts");
    let k = (usize::from(*prefix) % 8).min(rest.len());
    play_choices(game.as_mut(), &rest[..k]);
    let notation = text(&rest[k..]);

    let legal = game.legal_moves();
    let hash = game.hash();
    let ply = game.ply();
    let _ = game.move_detail(&notation);
    match game.play_notation(&notation) {
        Ok(normalized) => {
            assert!(
                legal.contains(&normalized),
                "`{notation}` was read as `{normalized}`, which is not a legal move"
            );
            assert_eq!(game.ply(), ply + 1);
            // The normalized move is the same move.
            let after = game.hash();
            assert!(game.undo());
            assert_eq!(game.hash(), hash, "undo restores the hash");
            assert_eq!(game.play_notation(&normalized).as_ref(), Ok(&normalized));
            assert_eq!(game.hash(), after, "the normalized text is the same move");
        }
        Err(_) => {
            assert_eq!(game.hash(), hash, "a refused move changes nothing");
            assert_eq!(game.ply(), ply);
            assert!(
                !legal.contains(&notation),
                "the legal move `{notation}` is refused"
            );
        }
    }
}

/// Setup texts (Dama Italiana: PDN FEN). Byte 0 picks the game and preset; the rest is the
/// text. An accepted setup is exercised as a position and as a match started from it.
pub fn setup_text(data: &[u8]) {
    let [selector, rest @ ..] = data else {
        return;
    };
    let (entry, preset) = pick(*selector);
    let setup = text(rest);
    let Ok(mut game) = (entry.from_setup)(preset, &[], &setup) else {
        return;
    };
    // What it writes reads back to the same thing.
    let written = game.setup_text();
    let again = (entry.from_setup)(preset, &[], &written)
        .unwrap_or_else(|e| panic!("the written setup `{written}` is refused: {e}"));
    assert_eq!(again.setup_text(), written, "setup text round trip");
    assert_eq!(
        again.hash(),
        game.hash(),
        "setup text round trip keeps the hash"
    );

    exercise(game.as_mut(), rest);

    let mut m = Match::new(MatchSetup {
        game: entry.id.to_owned(),
        preset: preset.map(str::to_owned),
        options: Vec::new(),
        position: Some(setup),
        mode: Mode::PassAndPlay,
        seed: 0,
    })
    .expect("a match starts from an accepted setup");
    exercise_match(&mut m, rest);
}

/// Positions as JSON (saves of the engine's and the CLI's positions). Byte 0 picks the
/// game; the rest is the JSON. An accepted position is exercised.
pub fn position_json(data: &[u8]) {
    let [selector, rest @ ..] = data else {
        return;
    };
    let (entry, _) = pick(*selector);
    let Ok(value) = serde_json::from_slice::<serde_json::Value>(rest) else {
        return;
    };
    let Ok(mut game) = (entry.from_json)(&value) else {
        return;
    };
    exercise(game.as_mut(), rest);
}

/// Game records (PDN). An imported record is exercised as a match; it exports to a record
/// that imports to the same match.
pub fn game_record(data: &[u8]) {
    let record = text(data);
    let Ok(mut m) = import_record(&record, Mode::PassAndPlay) else {
        return;
    };
    check_match_round_trips(&m);
    exercise_match(&mut m, data);
}

/// Saved matches, as the store holds them (the JSON of [`Match::save`]).
pub fn saved_match(data: &[u8]) {
    let Ok(value) = serde_json::from_slice::<serde_json::Value>(data) else {
        return;
    };
    let Ok(mut m) = Match::load(&value) else {
        return;
    };
    check_match_round_trips(&m);
    exercise_match(&mut m, data);
}

/// Rules options. Byte 0 picks the game; then lines: the preset (empty: the default), and
/// `key=value` for each option. Accepted options are reported back within their kinds,
/// start the same game again, and the position is exercised.
pub fn options(data: &[u8]) {
    let [selector, rest @ ..] = data else {
        return;
    };
    let (entry, _) = pick(*selector);
    let body = text(rest);
    let mut lines = body.split('\n');
    let preset = lines.next().filter(|p| !p.is_empty());
    let pairs: Vec<(String, String)> = lines
        .map(|l| match l.split_once('=') {
            Some((k, v)) => (k.to_owned(), v.to_owned()),
            None => (l.to_owned(), String::new()),
        })
        .collect();
    let Ok(mut game) = (entry.start)(preset, &pairs) else {
        return;
    };
    let specs = game.options();
    for spec in &specs {
        match &spec.kind {
            crate::game::OptionKind::Choice { values } => {
                assert!(values.contains(&spec.value), "{spec:?} holds a choice")
            }
            crate::game::OptionKind::Number { min, max } => {
                let v: i64 = spec.value.parse().expect("a number option holds a number");
                assert!((*min..=*max).contains(&v), "{spec:?} within its range");
            }
        }
    }
    // The reported options, applied to the same preset, give the same game. (Not always
    // the same configuration: Fox and Geese states its win rule two ways, and the last
    // option applied decides which way the configuration keeps it.)
    let reported: Vec<(String, String)> = specs
        .iter()
        .map(|o| (o.key.clone(), o.value.clone()))
        .collect();
    let again = (entry.start)(preset, &reported)
        .unwrap_or_else(|e| panic!("the reported options {reported:?} are refused: {e}"));
    assert_eq!(again.options(), specs, "options round trip");
    assert_eq!(again.hash(), game.hash(), "options round trip, same start");
    assert_eq!(again.setup_text(), game.setup_text());
    assert_eq!(again.legal_moves(), game.legal_moves());

    exercise(game.as_mut(), rest);

    let mut m = Match::new(MatchSetup {
        game: entry.id.to_owned(),
        preset: preset.map(str::to_owned),
        options: pairs,
        position: None,
        mode: Mode::VsComputer {
            human: game.side_to_move(),
            level: Level::Easy,
        },
        seed: 0,
    })
    .expect("a match starts with accepted options");
    exercise_match(&mut m, rest);
}

/// The store's files, in the order the selector's bits and the parts follow.
const STORE_FILES: [&str; 8] = [
    "settings.json",
    "settings.json.bak",
    "profiles.json",
    "profiles.json.bak",
    "matches.json",
    "matches.json.bak",
    "history.json",
    "history.json.bak",
];

fn fresh_dir() -> PathBuf {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!(
        "fireside-fuzz-store-{}-{n}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    dir
}

/// Every file of a directory with its bytes, sorted by name.
fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .expect("the store's directory")
        .map(|e| {
            let e = e.expect("a directory entry");
            let name = e.file_name().to_string_lossy().into_owned();
            (name, std::fs::read(e.path()).expect("a file's bytes"))
        })
        .collect();
    out.sort();
    out
}

/// Removes the temporary directory even when a check panics.
struct TempDir(PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The saved matches a store in `dir` opens to without its move log (a copy of the
/// other files, opened elsewhere): what `matches.json` or its backup holds by itself; and
/// whether it read `matches.json` (kept it in place).
fn matches_without_log(dir: &Path) -> (Vec<SavedMatch>, bool) {
    let copy = TempDir(fresh_dir());
    let mut main = None;
    for (name, bytes) in files(dir) {
        if name == "matches.json" {
            main = Some(bytes.clone());
        }
        if name != MOVE_LOG {
            std::fs::write(copy.0.join(name), bytes).expect("copying a test file");
        }
    }
    let store = Store::open(&copy.0).expect("the store opens over any files");
    let read = main.is_some_and(|bytes| {
        files(&copy.0)
            .iter()
            .any(|(n, b)| n == "matches.json" && *b == bytes)
    });
    (store.saved_matches(), read)
}

/// The records of a move log that read as saves, wherever they stand.
fn log_records(log: &[u8]) -> Vec<SavedMatch> {
    log.split(|&b| b == b'\n')
        .filter_map(|line| serde_json::from_slice(line).ok())
        .collect()
}

/// The store's files. Byte 0 says which of the eight files ([`STORE_FILES`]) exist (bit i:
/// file i); the rest, split at NUL bytes, are their contents in order (missing parts: empty
/// files); whatever follows the eighth NUL (NULs too) is the move log, `matches.log`,
/// absent without it. The store opens without panicking, keeps every file it could read
/// where it was, moves every file it could not read aside (never deletes one), never
/// loses a saved match to the log (a match of the files is still there, or replaced by
/// one of the log's records), is used (read and written) without panicking, and reopens to
/// what it holds.
pub fn store_files(data: &[u8]) {
    let _ = check_store_files(data);
}

/// [`store_files`]'s checks; the matches in progress the store opened to.
fn check_store_files(data: &[u8]) -> Vec<SavedMatch> {
    let [mask, rest @ ..] = data else {
        return Vec::new();
    };
    let dir = TempDir(fresh_dir());
    let log = write_store_files(&dir.0, *mask, rest);
    let before = files(&dir.0);
    let without_log = log.map(|_| matches_without_log(&dir.0));

    let store = Store::open(&dir.0).expect("the store opens over any files");
    let recoveries = store.take_recoveries();
    let after = files(&dir.0);
    let opened = store.saved_matches();

    if let (Some(log), Some((alone, _))) = (log, &without_log) {
        check_log_kept_matches(log, alone, &opened);
    }
    // A live log's records are folded into `matches.json` at opening, and the log starts
    // anew: those two (and the backup the rewrite keeps) may change; what they held is
    // checked above, as the matches the store opened to.
    let main_read = without_log.as_ref().is_some_and(|(_, read)| *read);
    // With no `matches.json` at all, folding a log's records writes one.
    let main_absent = log.is_some() && !before.iter().any(|(n, _)| n == "matches.json");
    let in_fold = |name: &str| {
        name == MOVE_LOG
            || (main_read || main_absent) && ["matches.json", "matches.json.bak"].contains(&name)
    };
    let moved_reported = recoveries.iter().any(|r| r.moved_to.is_some());
    check_nothing_lost(&before, &after, &in_fold, moved_reported);

    read_everything(&store);
    write_a_little_of_everything(&store, *mask);
    check_reopens(&dir.0, &store, &after);
    opened
}

/// Writes the files `rest` holds into `dir` (see [`store_files`]); the move log's bytes,
/// when there is one.
fn write_store_files<'a>(dir: &Path, mask: u8, rest: &'a [u8]) -> Option<&'a [u8]> {
    let mut parts = rest.splitn(STORE_FILES.len() + 1, |&b| b == 0);
    for (i, name) in STORE_FILES.iter().enumerate() {
        let part = parts.next().unwrap_or(&[]);
        if mask & (1 << i) != 0 {
            std::fs::write(dir.join(name), part).expect("writing a test file");
        }
    }
    let log = parts.next();
    if let Some(log) = log {
        std::fs::write(dir.join(MOVE_LOG), log).expect("writing a test file");
    }
    log
}

/// The log only replaces a game's match with one of its records: a corrupt, torn, stale
/// or foreign log loses none of the matches the files hold (`alone`).
fn check_log_kept_matches(log: &[u8], alone: &[SavedMatch], opened: &[SavedMatch]) {
    let records = log_records(log);
    for m in alone {
        assert!(
            opened.iter().any(|o| o.game == m.game),
            "the saved match of {} was lost to the move log",
            m.game
        );
    }
    for o in opened {
        assert!(
            alone.contains(o) || records.contains(o),
            "the saved match of {} is neither the file's nor the log's",
            o.game
        );
    }
}

/// Nothing is lost at opening: each file is where it was, or (unreadable) moved aside
/// unchanged; and opening creates nothing but the files it moves aside (and the writers'
/// lock). `in_fold`: the files the folding of a live log may change.
fn check_nothing_lost(
    before: &[(String, Vec<u8>)],
    after: &[(String, Vec<u8>)],
    in_fold: &dyn Fn(&str) -> bool,
    moved_reported: bool,
) {
    for (name, bytes) in before.iter().filter(|(n, _)| !in_fold(n)) {
        let in_place = after.iter().any(|(n, b)| n == name && b == bytes);
        let aside = after
            .iter()
            .any(|(n, b)| n.starts_with(&format!("{name}.unreadable-")) && b == bytes);
        assert!(in_place || aside, "{name} was lost when opening the store");
        if !in_place {
            assert!(
                moved_reported,
                "{name} was moved aside without a recovery report"
            );
        }
    }
    for (name, _) in after {
        assert!(
            before.iter().any(|(n, _)| n == name)
                || in_fold(name)
                || name.contains(".unreadable-")
                // Whole records of the log that did not parse are kept beside it, never dropped.
                || name.starts_with(&format!("{MOVE_LOG}.damaged-"))
                || name == crate::store::LOCK_FILE,
            "opening the store made {name}"
        );
    }
}

/// Reads everything the apps read, including the saved matches themselves.
fn read_everything(store: &Store) {
    let settings = store.settings();
    let profiles = store.profiles();
    assert!(!profiles.is_empty(), "there is always a profile");
    let mut ids: Vec<u32> = profiles.iter().map(|p| p.id).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), profiles.len(), "profile ids are unique");
    assert!(
        profiles.iter().any(|p| p.id == settings.active_profile),
        "the active profile exists"
    );
    let _ = store.leaderboard(None);
    for entry in GAMES {
        let _ = store.leaderboard(Some(entry.id));
        if let Some(saved) = store.saved_match(entry.id) {
            let _ = Match::load(&saved.data);
        }
    }
    for saved in store.saved_matches().iter().chain(store.history().iter()) {
        let _ = Match::load(&saved.data);
    }
}

/// Writes a little of everything.
fn write_a_little_of_everything(store: &Store, mask: u8) {
    let game = GAMES[usize::from(mask) % GAMES.len()].id;
    let active = store.active_profile();
    let id = store.add_profile("fuzz").expect("adding a profile");
    store
        .record_result(
            active.id,
            game,
            Opponent::Computer(Level::Expert),
            Role::Fox,
            GameResult::Won,
        )
        .expect("recording a result");
    store
        .set_last_rules(
            game,
            LastRules {
                preset: "classic".to_owned(),
                options: vec![("k".to_owned(), "v".to_owned())],
                extra: Default::default(),
            },
        )
        .expect("remembering the rules");
    store
        .set_active_profile(id)
        .expect("a new profile is active");
    let saved = SavedMatch {
        game: game.to_owned(),
        profile: id,
        saved_at: 1,
        data: serde_json::json!({ "moves": [] }),
        review: None,
        extra: Default::default(),
    };
    store.save_match(saved.clone()).expect("saving a match");
    store.finish_match(saved).expect("finishing a match");
    store.remove_profile(id).expect("removing the new profile");
    let _ = store.leaderboard(None);
}

/// Reopening gives back the same data, with nothing to recover, and the files moved
/// aside `after` the first opening are still there.
fn check_reopens(dir: &Path, store: &Store, after: &[(String, Vec<u8>)]) {
    let reopened = Store::open(dir).expect("reopening");
    assert!(
        reopened.take_recoveries().is_empty(),
        "written files read back"
    );
    assert_eq!(reopened.settings(), store.settings());
    assert_eq!(reopened.profiles(), store.profiles());
    assert_eq!(reopened.saved_matches(), store.saved_matches());
    assert_eq!(reopened.history(), store.history());
    // The files moved aside are still there.
    let last = files(dir);
    for (name, bytes) in after.iter().filter(|(n, _)| n.contains(".unreadable-")) {
        assert!(
            last.iter().any(|(n, b)| n == name && b == bytes),
            "{name} disappeared"
        );
    }
}

/// A fuzz target's check.
pub type Target = fn(&[u8]);

/// Every target by name, for the regression test (the names of `core/fuzz/fuzz_targets/`).
pub const TARGETS: &[(&str, Target)] = &[
    ("move_notation", move_notation),
    ("setup_text", setup_text),
    ("position_json", position_json),
    ("game_record", game_record),
    ("saved_match", saved_match),
    ("options", options),
    ("store_files", store_files),
];

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// A log of generation 7 starts with this line (the layout of `store::move_log`).
    const HEADER: &str = "{\"fireside-move-log\":1,\"generation\":7}\n";

    fn saved(saved_at: u64) -> SavedMatch {
        serde_json::from_value(json!({
            "game": "fox-geese",
            "profile": 1,
            "saved_at": saved_at,
            "data": { "moves": [] },
        }))
        .unwrap()
    }

    fn line(saved_at: u64) -> String {
        format!("{}\n", serde_json::to_string(&saved(saved_at)).unwrap())
    }

    /// `matches.json` holding fox-geese's match saved at 5, marked as holding the log of
    /// `generation` up to `upto` bytes.
    fn matches(generation: u64, upto: u64) -> String {
        json!({
            "schema": 1,
            "data": {
                "in_progress": { "fox-geese": saved(5) },
                "log": { "generation": generation, "upto": upto },
            },
        })
        .to_string()
    }

    /// The fuzz input of `matches.json` alone (`matches` `None`: no files) and `log`.
    fn input(matches: Option<&str>, log: &[u8]) -> Vec<u8> {
        let mut data = vec![if matches.is_some() { 1 << 4 } else { 0 }];
        for (i, _) in STORE_FILES.iter().enumerate() {
            if i == 4 {
                data.extend_from_slice(matches.unwrap_or_default().as_bytes());
            }
            data.push(0);
        }
        data.extend_from_slice(log);
        data
    }

    /// When the fox-geese match the store opened to was saved.
    fn opened_at(data: &[u8]) -> Vec<u64> {
        check_store_files(data)
            .iter()
            .map(|m| {
                assert_eq!(m.game, "fox-geese");
                m.saved_at
            })
            .collect()
    }

    #[test]
    fn the_store_target_replays_a_live_log_and_keeps_the_file_over_a_bad_one() {
        let upto = HEADER.len() as u64;
        let file = matches(7, upto);
        let live = format!("{HEADER}{}", line(9));
        let torn = format!("{live}{}", &line(11)[..20]);
        let other_generation = format!(
            "{}{}",
            HEADER.replace("\"generation\":7", "\"generation\":8"),
            line(9)
        );
        let too_big = format!(
            "{}{}",
            HEADER.replace("\"generation\":7", "\"generation\":18446744073709551616"),
            line(9)
        );
        let last = HEADER.replace("\"generation\":7", &format!("\"generation\":{}", u64::MAX));
        let huge_field = format!("{HEADER}{}", line(9).replace(":9,", ":1e400,"));
        // What it is, `matches.json`, the log, when the matches opened were saved.
        type Case = (&'static str, Option<String>, Vec<u8>, Vec<u64>);
        let cases: Vec<Case> = vec![
            (
                "a live log",
                Some(file.clone()),
                live.clone().into(),
                vec![9],
            ),
            ("a torn last line", Some(file.clone()), torn.into(), vec![9]),
            (
                "a torn only record",
                Some(file.clone()),
                format!("{HEADER}{}", &line(9)[..30]).into(),
                vec![5],
            ),
            (
                "another generation",
                Some(file.clone()),
                other_generation.into(),
                vec![5],
            ),
            (
                "a generation past u64",
                Some(file.clone()),
                too_big.into(),
                vec![5],
            ),
            (
                "a number past any field",
                Some(file.clone()),
                huge_field.into(),
                vec![5],
            ),
            (
                "garbage",
                Some(file.clone()),
                b"\xff\xfe\0garbage\n{not json}\n\n".to_vec(),
                vec![5],
            ),
            ("an empty log", Some(file.clone()), Vec::new(), vec![5]),
            (
                "a mark past the log's end",
                Some(matches(7, u64::MAX)),
                live.clone().into(),
                vec![5],
            ),
            (
                "the last generation there is",
                Some(matches(u64::MAX, last.len() as u64)),
                format!("{last}{}", line(9)).into(),
                vec![9],
            ),
            // Issue 38: an intact log is read even when its file is gone.
            ("a log without its file", None, live.into(), vec![9]),
        ];
        for (what, file, log, expected) in cases {
            let data = input(file.as_deref(), &log);
            assert_eq!(opened_at(&data), expected, "{what}");
        }
    }
}
