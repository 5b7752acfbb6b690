use std::fs;
use std::path::Path;
use std::sync::Arc;

use super::*;
use crate::engine::Level;
use crate::game::Role;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "fireside-store-{name}-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn saved(game: &str, n: i64) -> SavedMatch {
    SavedMatch {
        game: game.to_owned(),
        profile: 1,
        saved_at: 1_700_000_000_000 + n as u64,
        data: serde_json::json!({ "moves": n }),
    }
}

fn snapshot(store: &Store) -> Data {
    store.lock().0.clone()
}

fn unreadable_files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".unreadable-"))
        .collect();
    names.sort();
    names
}

/// A store with some of everything in it.
fn filled(dir: &Path) -> Store {
    let store = Store::open(dir).unwrap();
    let id = store.add_profile("Aino").unwrap();
    store.set_active_profile(id).unwrap();
    store
        .record_result(
            id,
            "fox-geese",
            Opponent::Computer(Level::Expert),
            Role::Geese,
            GameResult::Won,
        )
        .unwrap();
    store.save_match(saved("sungka", 3)).unwrap();
    store.save_match(saved("sungka", 4)).unwrap();
    store.finish_match(saved("dama-italiana", 80)).unwrap();
    store
}

#[test]
fn a_new_store_has_a_default_profile_and_settings() {
    let dir = temp_dir("new");
    let store = Store::open(&dir).unwrap();
    assert_eq!(store.profiles().len(), 1);
    assert_eq!(store.active_profile().id, 1);
    assert_eq!(store.settings(), Settings::default());
    assert!(store.take_recoveries().is_empty());
}

#[test]
fn reopening_gives_back_exactly_what_was_stored() {
    let dir = temp_dir("reopen");
    let before = snapshot(&filled(&dir));
    let store = Store::open(&dir).unwrap();
    assert_eq!(snapshot(&store), before);
    assert!(store.take_recoveries().is_empty());
    assert_eq!(store.saved_match("sungka").unwrap().data["moves"], 4);
}

#[test]
fn rating_points_follow_the_level_and_only_wins_against_the_computer_count() {
    let dir = temp_dir("points");
    let store = Store::open(&dir).unwrap();
    let p = 1;
    let win = GameResult::Won;
    assert_eq!(
        store
            .record_result(
                p,
                "sungka",
                Opponent::Computer(Level::Easy),
                Role::PlayerOne,
                win
            )
            .unwrap(),
        10
    );
    assert_eq!(
        store
            .record_result(
                p,
                "sungka",
                Opponent::Computer(Level::Normal),
                Role::PlayerOne,
                win
            )
            .unwrap(),
        30
    );
    assert_eq!(
        store
            .record_result(
                p,
                "sungka",
                Opponent::Computer(Level::Expert),
                Role::PlayerTwo,
                win
            )
            .unwrap(),
        100
    );
    assert_eq!(
        store
            .record_result(
                p,
                "sungka",
                Opponent::Computer(Level::Expert),
                Role::PlayerTwo,
                GameResult::Lost
            )
            .unwrap(),
        0
    );
    assert_eq!(
        store
            .record_result(p, "sungka", Opponent::Human, Role::PlayerTwo, win)
            .unwrap(),
        0
    );
    let prof = store.active_profile();
    assert_eq!(prof.points["sungka"], 140);
    let expert_p2 = prof
        .stats
        .iter()
        .find(|l| l.opponent == Opponent::Computer(Level::Expert) && l.role == Role::PlayerTwo)
        .unwrap();
    assert_eq!(
        expert_p2.tally,
        Tally {
            played: 2,
            won: 1,
            lost: 1,
            drawn: 0
        }
    );
}

#[test]
fn leaderboard_ranks_profiles_overall_and_per_game() {
    let dir = temp_dir("board");
    let store = Store::open(&dir).unwrap();
    let b = store.add_profile("Somchai").unwrap();
    let easy = Opponent::Computer(Level::Easy);
    let expert = Opponent::Computer(Level::Expert);
    store
        .record_result(1, "sungka", expert, Role::PlayerOne, GameResult::Won)
        .unwrap();
    store
        .record_result(b, "sungka", easy, Role::PlayerOne, GameResult::Won)
        .unwrap();
    store
        .record_result(b, "fox-geese", expert, Role::Fox, GameResult::Won)
        .unwrap();
    store
        .record_result(b, "fox-geese", expert, Role::Fox, GameResult::Won)
        .unwrap();
    let overall = store.leaderboard(None);
    assert_eq!(
        overall
            .iter()
            .map(|r| (r.profile, r.points))
            .collect::<Vec<_>>(),
        vec![(b, 210), (1, 100)]
    );
    let sungka = store.leaderboard(Some("sungka"));
    assert_eq!(
        sungka
            .iter()
            .map(|r| (r.profile, r.points, r.won))
            .collect::<Vec<_>>(),
        vec![(1, 100, 1), (b, 10, 1)]
    );
}

#[test]
fn profiles_can_be_added_renamed_and_removed_but_not_the_last() {
    let dir = temp_dir("profiles");
    let store = Store::open(&dir).unwrap();
    let id = store.add_profile("  Min-jun ").unwrap();
    store.rename_profile(id, "Minjun").unwrap();
    store.set_active_profile(id).unwrap();
    assert_eq!(store.active_profile().name, "Minjun");
    store.remove_profile(id).unwrap();
    assert_eq!(
        store.active_profile().id,
        1,
        "removing the active profile falls back"
    );
    assert!(matches!(
        store.remove_profile(1),
        Err(StoreError::LastProfile(1))
    ));
    assert!(matches!(
        store.rename_profile(99, "x"),
        Err(StoreError::UnknownProfile(99))
    ));
    assert!(matches!(
        store.set_active_profile(99),
        Err(StoreError::UnknownProfile(99))
    ));
}

#[test]
fn history_keeps_the_last_fifty_and_clears_the_match_in_progress() {
    let dir = temp_dir("history");
    let store = Store::open(&dir).unwrap();
    store.save_match(saved("fox-geese", 1)).unwrap();
    for n in 0..60 {
        store.finish_match(saved("fox-geese", n)).unwrap();
    }
    let history = store.history();
    assert_eq!(history.len(), HISTORY_LEN);
    assert_eq!(history[0].data["moves"], 10);
    assert_eq!(history[49].data["moves"], 59);
    assert!(store.saved_match("fox-geese").is_none());
}

#[test]
fn a_torn_temporary_file_is_ignored() {
    let dir = temp_dir("torn");
    let before = snapshot(&filled(&dir));
    fs::write(
        dir.join("matches.json.tmp"),
        b"{\"schema\":1,\"data\":{\"in_pro",
    )
    .unwrap();
    let store = Store::open(&dir).unwrap();
    assert_eq!(snapshot(&store), before);
    assert!(store.take_recoveries().is_empty());
    // The next write replaces the torn temporary file and succeeds.
    store.save_match(saved("sungka", 5)).unwrap();
    assert_eq!(
        Store::open(&dir)
            .unwrap()
            .saved_match("sungka")
            .unwrap()
            .data["moves"],
        5
    );
}

#[test]
fn a_truncated_main_file_is_moved_aside_and_the_backup_used() {
    let dir = temp_dir("truncated");
    let before = snapshot(&filled(&dir));
    let main = dir.join("matches.json");
    let text = fs::read(&main).unwrap();
    fs::write(&main, &text[..text.len() / 2]).unwrap();
    let store = Store::open(&dir).unwrap();
    let rec = store.take_recoveries();
    assert_eq!(rec.len(), 1);
    assert!(matches!(rec[0].cause, RecoveryCause::Damaged(_)));
    assert!(rec[0].restored_from_backup);
    // The backup is the version before the last save (which only cleared the finished
    // dama match, never saved in progress): sungka after 4 moves.
    assert_eq!(store.saved_match("sungka").unwrap().data["moves"], 4);
    assert_eq!(
        snapshot(&store).profiles,
        before.profiles,
        "other files untouched"
    );
    // The damaged file is kept, byte for byte.
    let aside = rec[0].moved_to.clone().unwrap();
    assert_eq!(fs::read(aside).unwrap(), &text[..text.len() / 2]);
}

#[test]
fn garbage_in_main_and_backup_starts_afresh_and_keeps_both_files() {
    let dir = temp_dir("garbage");
    filled(&dir);
    fs::write(dir.join("profiles.json"), b"\x00\xffnot json at all").unwrap();
    fs::write(dir.join("profiles.json.bak"), b"[1,2,3]").unwrap();
    let store = Store::open(&dir).unwrap();
    let rec = store.take_recoveries();
    assert_eq!(rec.len(), 1);
    assert!(!rec[0].restored_from_backup);
    assert_eq!(store.profiles(), Profiles::default().list);
    assert_eq!(store.active_profile().id, 1, "active profile repaired");
    assert_eq!(
        unreadable_files(&dir).len(),
        2,
        "{:?}",
        unreadable_files(&dir)
    );
    // Both unreadable files are still there after further writes.
    store.add_profile("Ville").unwrap();
    assert_eq!(unreadable_files(&dir).len(), 2);
}

#[test]
fn a_file_from_a_newer_schema_is_kept_aside_not_overwritten() {
    let dir = temp_dir("newer");
    filled(&dir);
    let newer = format!(
        "{{\"schema\": {}, \"data\": {{\"future\": true}}}}",
        SCHEMA + 1
    );
    fs::write(dir.join("settings.json"), &newer).unwrap();
    let store = Store::open(&dir).unwrap();
    let rec = store.take_recoveries();
    assert_eq!(rec.len(), 1);
    assert_eq!(
        rec[0].cause,
        RecoveryCause::NewerSchema {
            found: SCHEMA + 1,
            supported: SCHEMA
        }
    );
    let aside = rec[0].moved_to.clone().unwrap();
    store
        .set_settings(Settings {
            sound: false,
            ..store.settings()
        })
        .unwrap();
    assert_eq!(fs::read_to_string(aside).unwrap(), newer);
}

#[test]
fn a_missing_main_file_with_a_backup_uses_the_backup() {
    let dir = temp_dir("missing");
    filled(&dir);
    // profiles.json was written twice, so it has a backup.
    fs::remove_file(dir.join("profiles.json")).unwrap();
    let store = Store::open(&dir).unwrap();
    let rec = store.take_recoveries();
    assert_eq!(rec.len(), 1);
    assert_eq!(rec[0].cause, RecoveryCause::Missing);
    assert!(rec[0].restored_from_backup);
}

#[test]
fn concurrent_writers_lose_nothing() {
    let dir = temp_dir("concurrent");
    let store = Arc::new(Store::open(&dir).unwrap());
    let threads: Vec<_> = (0..4)
        .map(|t| {
            let store = Arc::clone(&store);
            std::thread::spawn(move || {
                for n in 0..25 {
                    store
                        .record_result(
                            1,
                            "hare-hounds",
                            Opponent::Computer(Level::Easy),
                            Role::Hare,
                            GameResult::Won,
                        )
                        .unwrap();
                    store.save_match(saved(&format!("game-{t}"), n)).unwrap();
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    let reopened = Store::open(&dir).unwrap();
    assert!(reopened.take_recoveries().is_empty());
    assert_eq!(reopened.active_profile().points["hare-hounds"], 100 * 10);
    assert_eq!(reopened.saved_matches().len(), 4);
    for t in 0..4 {
        assert_eq!(
            reopened.saved_match(&format!("game-{t}")).unwrap().data["moves"],
            24
        );
    }
}

#[test]
fn a_failed_write_changes_nothing_in_memory() {
    let dir = temp_dir("readonly");
    let store = Store::open(&dir).unwrap();
    store.save_match(saved("sungka", 1)).unwrap();
    // A directory where the temporary file should go makes the write fail.
    fs::create_dir(dir.join("matches.json.tmp")).unwrap();
    assert!(matches!(
        store.save_match(saved("sungka", 2)),
        Err(StoreError::Io { .. })
    ));
    assert_eq!(store.saved_match("sungka").unwrap().data["moves"], 1);
}
