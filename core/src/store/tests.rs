use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::state::Data;
use super::*;
use crate::engine::Level;
use crate::game::Role;

pub(super) fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "fireside-store-{name}-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

pub(super) fn saved(game: &str, n: i64) -> SavedMatch {
    SavedMatch {
        game: game.to_owned(),
        profile: 1,
        saved_at: 1_700_000_000_000 + n as u64,
        data: serde_json::json!({ "moves": n }),
        review: None,
        extra: Default::default(),
    }
}

/// The moves of the match saved for `game` (a test fails if there is none).
fn moves_of(store: &Store, game: &str) -> serde_json::Value {
    store.saved_match(game).unwrap().data["moves"].clone()
}

fn snapshot(store: &Store) -> Data {
    store.read().data.clone()
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
    assert_eq!(moves_of(&store, "sungka"), 4);
}

#[test]
fn rating_points_follow_the_level_and_only_wins_against_the_computer_count() {
    let dir = temp_dir("points");
    let store = Store::open(&dir).unwrap();
    let p = 1;
    let win = GameResult::Won;
    let expert = Opponent::Computer(Level::Expert);
    for (opponent, role, result, points) in [
        (Opponent::Computer(Level::Easy), Role::PlayerOne, win, 10),
        (Opponent::Computer(Level::Normal), Role::PlayerOne, win, 30),
        (expert, Role::PlayerTwo, win, 100),
        (expert, Role::PlayerTwo, GameResult::Lost, 0),
        (Opponent::Human, Role::PlayerTwo, win, 0),
    ] {
        assert_eq!(
            store
                .record_result(p, "sungka", opponent, role, result)
                .unwrap(),
            points,
            "{opponent:?} {role:?} {result:?}"
        );
    }
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
            drawn: 0,
            extra: Default::default(),
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
    assert_eq!(moves_of(&Store::open(&dir).unwrap(), "sungka"), 5);
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
    assert_eq!(moves_of(&store, "sungka"), 4);
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
        assert_eq!(moves_of(&reopened, &format!("game-{t}")), 24);
    }
}

/// Makes a folder read-only even for root (who ignores the mode bits): the immutable
/// attribute. Returns a guard that makes it writable again.
struct ReadOnly(PathBuf);

impl ReadOnly {
    fn make(dir: &Path) -> ReadOnly {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(dir, fs::Permissions::from_mode(0o555)).unwrap();
        if fs::write(dir.join("probe"), b"x").is_ok() {
            fs::remove_file(dir.join("probe")).unwrap();
            let ok = std::process::Command::new("chattr")
                .arg("+i")
                .arg(dir)
                .status()
                .is_ok_and(|s| s.success());
            assert!(ok, "cannot make {} read-only for this test", dir.display());
        }
        assert!(
            fs::write(dir.join("probe"), b"x").is_err(),
            "still writable"
        );
        ReadOnly(dir.to_owned())
    }
}

impl Drop for ReadOnly {
    fn drop(&mut self) {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::process::Command::new("chattr")
            .arg("-i")
            .arg(&self.0)
            .status();
        let _ = fs::set_permissions(&self.0, fs::Permissions::from_mode(0o755));
    }
}

fn win(store: &Store) -> Result<u32, StoreError> {
    store.record_result(
        1,
        "fox-geese",
        Opponent::Computer(Level::Expert),
        Role::Fox,
        GameResult::Won,
    )
}

// Item 1: two stores on one folder (two processes) no longer undo each other's work.
#[test]
fn two_stores_on_one_folder_keep_both_results_and_both_games() {
    let dir = temp_dir("two-writers");
    let a = Store::open(&dir).unwrap();
    let b = Store::open(&dir).unwrap();
    win(&a).unwrap();
    win(&b).unwrap();
    assert_eq!(a.active_profile().points["fox-geese"], 200);
    assert_eq!(b.active_profile().points["fox-geese"], 200);
    b.save_match(saved("fox-geese", 7)).unwrap();
    a.save_match(saved("sungka", 3)).unwrap();
    let fresh = Store::open(&dir).unwrap();
    assert_eq!(moves_of(&fresh, "fox-geese"), 7);
    assert_eq!(moves_of(&fresh, "sungka"), 3);
    // A reader sees the other's newer move, not its own older copy.
    b.save_match(saved("sungka", 4)).unwrap();
    assert_eq!(moves_of(&a, "sungka"), 4);
    a.set_active_profile(a.add_profile("Aino").unwrap())
        .unwrap();
    b.set_last_rules("sungka", LastRules::default()).unwrap();
    let settings = Store::open(&dir).unwrap().settings();
    assert_ne!(
        settings.active_profile, 1,
        "the other's change to the settings stays"
    );
    assert!(settings.last_rules.contains_key("sungka"));
}

// Item 2 and 14: writers never share a temporary file, and nothing planted under the old
// fixed name (a symlink) is followed.
#[test]
fn a_symlink_at_the_old_temporary_name_is_never_followed() {
    let dir = temp_dir("symlink-tmp");
    let store = Store::open(&dir).unwrap();
    let victim = dir.join("victim.txt");
    fs::write(&victim, b"keep me").unwrap();
    std::os::unix::fs::symlink(&victim, dir.join("matches.json.tmp")).unwrap();
    std::os::unix::fs::symlink(&victim, dir.join(".matches.json.tmp")).unwrap();
    store.save_match(saved("sungka", 1)).unwrap();
    store.save_match(saved("sungka", 2)).unwrap();
    assert_eq!(fs::read(&victim).unwrap(), b"keep me");
    assert_eq!(moves_of(&Store::open(&dir).unwrap(), "sungka"), 2);
}

// Item 11: a stray directory at NAME.tmp or NAME.bak does not break saves.
#[test]
fn stray_directories_at_the_temporary_and_backup_names_do_not_break_saves() {
    let dir = temp_dir("stray-dirs");
    let store = Store::open(&dir).unwrap();
    store.save_match(saved("sungka", 1)).unwrap();
    fs::create_dir(dir.join("matches.json.tmp")).unwrap();
    fs::create_dir(dir.join("matches.json.bak")).unwrap();
    fs::write(dir.join("matches.json.bak").join("inside"), b"x").unwrap();
    store.save_match(saved("sungka", 2)).unwrap();
    store.save_match(saved("sungka", 3)).unwrap();
    let reopened = Store::open(&dir).unwrap();
    assert!(reopened.take_recoveries().is_empty());
    assert_eq!(moves_of(&reopened, "sungka"), 3);
    // The backup works again, and the stray directory was moved, not deleted.
    assert!(dir.join("matches.json.bak").is_file());
    let kept: Vec<_> = unreadable_files(&dir);
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert!(dir.join(&kept[0]).join("inside").is_file());
}

#[test]
fn a_killed_writers_temporary_files_are_removed_by_the_next_write() {
    let dir = temp_dir("stale-temps");
    let store = Store::open(&dir).unwrap();
    fs::write(dir.join(".matches.json.AbC123.tmp"), b"{\"schema\":1,\"da").unwrap();
    store.save_match(saved("sungka", 1)).unwrap();
    let left: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

// Item 14: a FIFO in place of a file neither hangs nor is read; /dev/zero behind a link is
// refused, not read until memory runs out; a huge file is refused.
#[test]
fn special_files_in_place_of_store_files_are_refused_with_a_recovery() {
    let dir = temp_dir("special");
    filled(&dir);
    let fifo = dir.join("settings.json");
    fs::remove_file(&fifo).unwrap();
    let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    fs::remove_file(dir.join("profiles.json")).unwrap();
    std::os::unix::fs::symlink("/dev/zero", dir.join("profiles.json")).unwrap();
    let huge = fs::File::create(dir.join("history.json")).unwrap();
    huge.set_len(MAX_FILE_BYTES + 1).unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    let d = dir.clone();
    std::thread::spawn(move || {
        let store = Store::open(&d).unwrap();
        tx.send(store.take_recoveries()).unwrap();
    });
    let rec = rx
        .recv_timeout(std::time::Duration::from_secs(20))
        .expect("opening the store hung on a special file");
    let by_kind = |k: StoreFile| rec.iter().find(|r| r.kind == k).unwrap();
    assert!(matches!(
        by_kind(StoreFile::Settings).cause,
        RecoveryCause::NotAFile(_)
    ));
    assert!(matches!(
        by_kind(StoreFile::Profiles).cause,
        RecoveryCause::NotAFile(_)
    ));
    assert!(matches!(
        by_kind(StoreFile::History).cause,
        RecoveryCause::TooLarge { .. }
    ));
    // All three were moved aside (the FIFO too); profiles had a backup.
    assert!(rec.iter().all(|r| r.moved_to.is_some()));
    assert!(by_kind(StoreFile::Profiles).restored_from_backup);
    // Written back as a regular file at once, so the next start has nothing to tell.
    assert!(dir
        .join("settings.json")
        .symlink_metadata()
        .unwrap()
        .is_file());
}

// Item 12: a read-only folder with one damaged file still opens, from the backup; the
// damaged file is left as it is and never written over.
#[test]
fn a_read_only_folder_with_a_damaged_file_still_opens() {
    let dir = temp_dir("read-only");
    filled(&dir);
    let main = dir.join("profiles.json");
    fs::write(&main, b"{\"schema\":1,\"data\":{\"next_id\":").unwrap();
    let ro = ReadOnly::make(&dir);
    let store = Store::open(&dir).unwrap();
    let rec = store.take_recoveries();
    assert_eq!(rec.len(), 1);
    assert_eq!(rec[0].kind, StoreFile::Profiles);
    assert!(rec[0].restored_from_backup);
    assert_eq!(rec[0].moved_to, None);
    assert_eq!(store.profiles().len(), 2, "the backup's profiles");
    assert!(store.saved_match("sungka").is_some(), "the other files too");
    assert!(win(&store).is_err(), "nothing can be written here");
    assert!(store.take_recoveries().is_empty(), "reported once");
    drop(ro);
    // Writable again: the damaged file is moved aside before anything is written.
    win(&store).unwrap();
    assert_eq!(
        fs::read(dir.join(&unreadable_files(&dir)[0])).unwrap(),
        b"{\"schema\":1,\"data\":{\"next_id\":"
    );
}

#[test]
fn a_failed_write_changes_nothing_in_memory() {
    let dir = temp_dir("failed-write");
    let store = Store::open(&dir).unwrap();
    store.save_match(saved("sungka", 1)).unwrap();
    let ro = ReadOnly::make(&dir);
    assert!(matches!(
        store.save_match(saved("sungka", 2)),
        Err(StoreError::Io { .. })
    ));
    assert_eq!(moves_of(&store, "sungka"), 1);
    drop(ro);
}

// Item 8: a recovery names its file, so the text can say which part was affected.
#[test]
fn recoveries_say_which_file_was_damaged() {
    let dir = temp_dir("which-file");
    filled(&dir);
    for kind in StoreFile::ALL {
        fs::write(dir.join(kind.file_name()), b"garbage").unwrap();
    }
    let rec = Store::open(&dir).unwrap().take_recoveries();
    let mut keys: Vec<_> = rec.iter().map(|r| (r.kind, r.message_key())).collect();
    keys.sort_by_key(|(k, _)| *k as u8);
    assert_eq!(
        keys,
        vec![
            // Written once by `filled`, so without a backup.
            (StoreFile::Settings, "store-lost-settings"),
            (StoreFile::Profiles, "store-recovered-profiles"),
            (StoreFile::Matches, "store-recovered-matches"),
            (StoreFile::History, "store-lost-history"),
        ]
    );
}

// Item 3 (the store's half): a match set aside is kept in a file of its own that no later
// save touches, with its backup's version.
#[test]
fn a_match_set_aside_is_never_overwritten() {
    let dir = temp_dir("set-aside");
    let store = Store::open(&dir).unwrap();
    store.save_match(saved("sungka", 1)).unwrap();
    store.save_match(saved("sungka", 2)).unwrap();
    let aside = store
        .set_aside_match("sungka", "move 2 `9`: illegal")
        .unwrap()
        .unwrap();
    assert_eq!(aside.game, "sungka");
    let bytes = fs::read(&aside.path).unwrap();
    assert!(store.saved_match("sungka").is_none());
    for n in 0..4 {
        store.save_match(saved("sungka", 10 + n)).unwrap();
    }
    assert!(store.set_aside_match("sungka", "again").unwrap().is_some());
    assert_eq!(fs::read(&aside.path).unwrap(), bytes, "never overwritten");
    let kept = store.set_aside_matches();
    assert_eq!(kept.len(), 2);
    assert_eq!(kept[0].1.saved.data["moves"], 2);
    assert_eq!(kept[0].1.backup.as_ref().unwrap().data["moves"], 1);
    assert_eq!(kept[0].1.reason, "move 2 `9`: illegal");
    assert_eq!(kept[1].1.saved.data["moves"], 13);
    assert!(store
        .set_aside_match("dama-italiana", "x")
        .unwrap()
        .is_none());
}

#[test]
fn a_game_id_from_a_file_cannot_escape_the_set_aside_folder() {
    let dir = temp_dir("set-aside-escape");
    let store = Store::open(&dir).unwrap();
    store.save_match(saved("../../evil", 1)).unwrap();
    let aside = store.set_aside_match("../../evil", "x").unwrap().unwrap();
    assert_eq!(aside.path.parent().unwrap(), dir.join(SET_ASIDE_DIR));
}

/// A file another process removed is read again under the lock the change already
/// holds: it must not wait for its own lock (it did, forever, in `finish_match`).
#[test]
fn a_change_after_another_process_removed_a_file_does_not_wait_for_itself() {
    let dir = temp_dir("relock");
    let a = Store::open(&dir).unwrap();
    a.save_match(saved("fox-geese", 1)).unwrap();
    fs::remove_file(dir.join("matches.json")).unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    let a = Arc::new(a);
    let worker = Arc::clone(&a);
    std::thread::spawn(move || {
        let _ = tx.send(worker.finish_match(saved("fox-geese", 2)));
    });
    let done = rx.recv_timeout(std::time::Duration::from_secs(60));
    assert!(matches!(done, Ok(Ok(()))), "finish_match: {done:?}");
    assert!(a.saved_match("fox-geese").is_none());
    assert_eq!(a.history().len(), 1);
    let _ = fs::remove_dir_all(&dir);
}

/// Issue 22: a 9 MB profile name was written and then refused by the next read.
#[test]
fn nothing_is_written_that_the_next_read_would_refuse() {
    let dir = temp_dir("too-large");
    let store = Store::open(&dir).unwrap();
    let huge = "N".repeat(9 << 20);
    assert!(matches!(
        store.add_profile(&huge),
        Err(StoreError::NameTooLong { .. })
    ));
    assert!(store.rename_profile(1, &huge).is_err());
    // Whatever the content, a file larger than the reads take is refused.
    let big = SavedMatch {
        data: serde_json::json!({ "blob": "x".repeat(MAX_FILE_BYTES as usize) }),
        ..saved("big", 1)
    };
    assert!(matches!(
        store.save_match(big),
        Err(StoreError::TooLarge { .. })
    ));
    drop(store);
    let store = Store::open(&dir).unwrap();
    assert!(store.take_recoveries().is_empty());
    assert_eq!(store.profiles().len(), 1);
    let _ = fs::remove_dir_all(&dir);
}

/// Issue 22: two processes adding a profile each: the second is given another id when
/// the one it shows was taken, and says so.
#[test]
fn a_profile_id_taken_by_another_process_is_replaced_and_returned() {
    let dir = temp_dir("add-as");
    let a = Store::open(&dir).unwrap();
    let b = Store::open(&dir).unwrap();
    assert_eq!(a.add_profile_as(2, "Anna").unwrap(), 2);
    let given = b.add_profile_as(2, "Bert").unwrap();
    assert_eq!(given, 3);
    let names: Vec<(u32, String)> = a.profiles().into_iter().map(|p| (p.id, p.name)).collect();
    assert!(names.contains(&(2, "Anna".into())) && names.contains(&(3, "Bert".into())));
    let _ = fs::remove_dir_all(&dir);
}

/// Issue 22: a refused write says what the player can do: permissions or space.
#[test]
fn a_refused_write_is_told_as_no_permission_or_a_full_disk() {
    let denied = StoreError::io(
        Path::new("x"),
        std::io::Error::from_raw_os_error(libc::EACCES),
    );
    assert_eq!(denied.denial(), IoDenial::Denied);
    let read_only = StoreError::io(
        Path::new("x"),
        std::io::Error::from_raw_os_error(libc::EROFS),
    );
    assert_eq!(read_only.denial(), IoDenial::Denied);
    let full = StoreError::io(
        Path::new("x"),
        std::io::Error::from_raw_os_error(libc::ENOSPC),
    );
    assert_eq!(full.denial(), IoDenial::Full);
    let other = StoreError::io(Path::new("x"), std::io::Error::other("?"));
    assert_eq!(other.denial(), IoDenial::Other);
}

/// Deferred fsyncs: a write is in place at once, and a power loss before its fsync (the
/// new file comes back empty or cut short) falls back to the backup, which holds the last
/// version that was fsynced — never an unsynced one.
#[test]
fn a_power_loss_before_the_fsync_finds_the_last_fsynced_version_in_the_backup() {
    // A change that rewrites its file (moves go to the move log instead: see
    // `move_log_tests`).
    let name_of = |store: &Store, id: u32| {
        let list = store.profiles();
        list.iter().find(|p| p.id == id).unwrap().name.clone()
    };
    for cut in [0usize, 7] {
        let dir = temp_dir(&format!("powerloss-{cut}"));
        let store = Store::open(&dir).unwrap();
        let id = store.active_profile().id;
        store.defer_sync(true);
        store.rename_profile(id, "One").unwrap();
        assert!(store.owes_sync());
        assert!(store.sync_written().unwrap());
        assert!(!store.owes_sync());
        store.rename_profile(id, "Two").unwrap();
        store.rename_profile(id, "Three").unwrap();
        assert!(store.owes_sync(), "the fsyncs of 2 and 3 are owed");
        // Another process (or a crash and a restart) reads the newest at once.
        assert_eq!(name_of(&Store::open(&dir).unwrap(), id), "Three");
        drop(store);
        // The power goes: the unsynced file lost its data.
        let main = dir.join("profiles.json");
        let text = fs::read(&main).unwrap();
        fs::write(&main, &text[..cut]).unwrap();
        let store = Store::open(&dir).unwrap();
        let rec = store.take_recoveries();
        assert_eq!(rec.len(), 1);
        assert!(matches!(rec[0].cause, RecoveryCause::Damaged(_)));
        assert!(rec[0].restored_from_backup);
        assert_eq!(name_of(&store, id), "One", "the fsynced version");
    }
}

#[test]
fn a_write_without_deferral_returns_fsynced() {
    let dir = temp_dir("undeferred");
    let store = Store::open(&dir).unwrap();
    store.save_match(saved("sungka", 1)).unwrap();
    store.save_match(saved("sungka", 2)).unwrap();
    assert!(!store.owes_sync());
    assert!(!store.fsync_times().is_empty());
    // Fsynced, the first version became the backup.
    let bak = fs::read(dir.join("matches.json.bak")).unwrap();
    let bak: serde_json::Value = serde_json::from_slice(&bak).unwrap();
    assert_eq!(bak["data"]["in_progress"]["sungka"]["data"]["moves"], 1);
}

/// A file this process knows nothing of (a previous run's) is fsynced by the syncer at its
/// start, so the first write need not fsync it before it becomes the backup.
#[test]
fn files_from_a_previous_run_are_adopted_as_fsynced() {
    let (from, dir) = (temp_dir("adopt-from"), temp_dir("adopt"));
    Store::open(&from)
        .unwrap()
        .save_match(saved("sungka", 1))
        .unwrap();
    // Copied by hand: not written by any store of this process.
    fs::copy(from.join("matches.json"), dir.join("matches.json")).unwrap();
    let registry = durable::registry();
    let path = dir.join("matches.json");
    assert!(registry.unknown(&path));
    let store = Store::open(&dir).unwrap();
    store.adopt_existing();
    assert!(!registry.unknown(&path));
    store.defer_sync(true);
    store.save_match(saved("sungka", 2)).unwrap();
    // It became the backup without waiting: the deferred write made no fsync.
    let bak = fs::read(dir.join("matches.json.bak")).unwrap();
    let bak: serde_json::Value = serde_json::from_slice(&bak).unwrap();
    assert_eq!(bak["data"]["in_progress"]["sungka"]["data"]["moves"], 1);
    let fsyncs = store.fsync_times().len();
    store.save_match(saved("sungka", 3)).unwrap();
    assert_eq!(
        store.fsync_times().len(),
        fsyncs,
        "a deferred write waits for no fsync"
    );
}

/// A profiles file written before puzzles were kept (no `puzzles` field) loads as it is,
/// with no recovery; puzzle progress written later keeps the fields this version does not
/// know, in the profile and in the progress alike.
#[test]
fn an_older_profiles_file_without_puzzles_loads_and_unknown_fields_survive() {
    let dir = temp_dir("older-profiles");
    fs::write(
        dir.join("profiles.json"),
        br#"{"schema": 1, "data": {"next_id": 3, "list": [
            {"id": 1, "name": "", "points": {}, "stats": []},
            {"id": 2, "name": "Aino", "points": {"sungka": 30}, "stats": [],
             "recorded": ["m1"], "future_profile_field": [1, 2]}
        ]}}"#,
    )
    .unwrap();
    let store = Store::open(&dir).unwrap();
    assert!(store.take_recoveries().is_empty());
    let profiles = store.profiles_data();
    assert_eq!(profiles.list.len(), 2);
    assert!(profiles.list.iter().all(|p| p.puzzles.is_empty()));
    assert_eq!(profiles.get(2).unwrap().points["sungka"], 30);

    // Progress from a newer version: a field unknown here, the daily state absent.
    let mut progress: PuzzleProgress = serde_json::from_value(serde_json::json!({
        "rating": {"rating": 1612.5, "deviation": 120.0, "volatility": 0.06},
        "streak": 4,
        "future_progress_field": "kept"
    }))
    .unwrap();
    assert_eq!((progress.streak, progress.best_streak), (4, 0));
    assert!(progress.daily.is_none() && progress.solved.is_empty());
    progress.solved.push("sungka-0001".into());
    store.set_puzzle_progress(2, "sungka", progress).unwrap();
    assert!(matches!(
        store.set_puzzle_progress(9, "sungka", PuzzleProgress::default()),
        Err(StoreError::UnknownProfile(9))
    ));
    drop(store);

    let text = fs::read_to_string(dir.join("profiles.json")).unwrap();
    assert!(text.contains("future_profile_field"), "{text}");
    assert!(text.contains("future_progress_field"), "{text}");
    let store = Store::open(&dir).unwrap();
    let aino = store.profiles_data().get(2).unwrap().clone();
    let kept = &aino.puzzles["sungka"];
    assert_eq!(kept.rating.rating, 1612.5);
    assert_eq!(kept.streak, 4);
    assert_eq!(kept.solved, vec!["sungka-0001".to_owned()]);
    assert_eq!(aino.recorded, vec!["m1".to_owned()]);
    assert!(store.profiles_data().get(1).unwrap().puzzles.is_empty());
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_review_is_kept_with_its_history_entry_within_a_bound_and_survives_a_reopening() {
    let dir = temp_dir("kept-review");
    let store = Store::open(&dir).unwrap();
    let with_id = |n: i64, id: &str| {
        let mut m = saved("dama-italiana", n);
        m.data["id"] = id.into();
        m
    };
    store.finish_match(with_id(1, "a")).unwrap();
    store.finish_match(with_id(2, "b")).unwrap();
    let bare = saved("sungka", 3);
    store.finish_match(bare.clone()).unwrap();
    let key_b = store.history()[1].key();
    store
        .keep_review(&key_b, serde_json::json!({ "version": 1 }))
        .unwrap();
    store
        .keep_review(&bare.key(), serde_json::json!({ "version": 2 }))
        .unwrap();
    // An entry no longer listed: nothing kept, no failure.
    let gone = HistoryKey {
        match_id: Some("gone".into()),
        ..key_b.clone()
    };
    store.keep_review(&gone, serde_json::json!(0)).unwrap();
    let reviews = |s: &Store| -> Vec<Option<serde_json::Value>> {
        s.history().into_iter().map(|m| m.review).collect()
    };
    let expect = vec![
        None,
        Some(serde_json::json!({ "version": 1 })),
        Some(serde_json::json!({ "version": 2 })),
    ];
    assert_eq!(reviews(&store), expect);
    drop(store);
    assert_eq!(reviews(&Store::open(&dir).unwrap()), expect);

    // Over the bound, the oldest other reviews go first; the one just kept stays.
    let mut list: Vec<SavedMatch> = (0..4).map(|n| with_id(n, &n.to_string())).collect();
    let big = |n: usize| serde_json::json!("x".repeat(n));
    // Three fit (each string is written with its quotes), a fourth does not.
    let third = MAX_KEPT_REVIEW_BYTES / 3 - 2;
    for k in 0..3 {
        let key = list[k].key();
        assert!(keep_review(&mut list, &key, big(third)));
    }
    assert!(list.iter().take(3).all(|m| m.review.is_some()));
    let key = list[3].key();
    assert!(keep_review(&mut list, &key, big(third)));
    let kept: Vec<bool> = list.iter().map(|m| m.review.is_some()).collect();
    assert_eq!(kept, [false, true, true, true]);
    let _ = fs::remove_dir_all(&dir);
}
