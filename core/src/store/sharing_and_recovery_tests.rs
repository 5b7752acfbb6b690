//! One store shared by several processes, and what it recovers (found in issue 38): puzzle
//! progress merged per puzzle under the lock, a finished match archived once, the move log
//! read whenever it is intact (and what may not be used moved aside and named once), a
//! recovered file told once, unknown fields kept at every depth, a removed profile's result
//! kept, a store path that is a file named.

use std::fs;

use super::move_log_tests::{logging, moves_in};
use super::tests::{saved, temp_dir};
use super::*;

fn attempt(id: &str, clean: bool) -> PuzzleAttempt {
    PuzzleAttempt {
        id: id.to_owned(),
        difficulty: 1500,
        clean,
        day: None,
    }
}

fn progress(store: &Store, game: &str) -> PuzzleProgress {
    store
        .active_profile()
        .puzzles
        .get(game)
        .cloned()
        .unwrap_or_default()
}

/// A match as the app saves it: with its id.
fn finished(game: &str, id: &str) -> SavedMatch {
    SavedMatch {
        data: serde_json::json!({ "id": id, "moves": 9 }),
        ..saved(game, 9)
    }
}

/// Two stores on one folder (two processes): each one's attempt at another puzzle of the
/// same game stays, and one puzzle counted by both moves the rating once.
#[test]
fn two_stores_attempts_at_one_games_puzzles_merge_and_count_once() {
    let dir = temp_dir("puzzle-merge");
    let (one, two) = (Store::open(&dir).unwrap(), Store::open(&dir).unwrap());
    let id = one.active_profile().id;
    one.record_puzzle(id, "sungka", &attempt("a", true))
        .unwrap();
    two.record_puzzle(id, "sungka", &attempt("b", true))
        .unwrap();
    let after_two = progress(&two, "sungka");
    // The same puzzle again, from the other process: nothing moves.
    one.record_puzzle(id, "sungka", &attempt("b", false))
        .unwrap();
    let p = progress(&Store::open(&dir).unwrap(), "sungka");
    assert_eq!(p.solved, ["a", "b"]);
    assert_eq!((p.streak, &p.rating), (2, &after_two.rating));
}

#[test]
fn a_finished_match_archived_twice_is_listed_once() {
    let dir = temp_dir("archive-once");
    let store = Store::open(&dir).unwrap();
    store
        .finish_match(finished("dama", "dama:1:7-a:1"))
        .unwrap();
    // A kill after the archive, before the save was cleared: the next start archives again.
    store
        .finish_match(finished("dama", "dama:1:7-a:1"))
        .unwrap();
    store
        .finish_match(finished("dama", "dama:2:7-a:2"))
        .unwrap();
    let ids: Vec<_> = Store::open(&dir)
        .unwrap()
        .history()
        .iter()
        .map(|m| m.match_id().unwrap().to_owned())
        .collect();
    assert_eq!(ids, ["dama:1:7-a:1", "dama:2:7-a:2"]);
}

/// A damaged `matches.json` (its backup gone too) once made the store ignore an intact
/// log: 0 of 4 moves came back.
#[test]
fn a_damaged_matches_file_does_not_hide_an_intact_move_log() {
    let dir = temp_dir("damaged-file-log");
    let store = logging(&dir);
    for n in 1..=4 {
        store.save_match(saved("dama", n)).unwrap();
    }
    drop(store);
    fs::write(dir.join("matches.json"), b"{ garbage").unwrap();
    let _ = fs::remove_file(dir.join("matches.json.bak"));
    let again = Store::open(&dir).unwrap();
    assert_eq!(moves_in(&again, "dama"), Some(4));
    // Folded into the file at the start: read again, it is still there.
    drop(again);
    assert_eq!(moves_in(&Store::open(&dir).unwrap(), "dama"), Some(4));
}

#[test]
fn a_damaged_middle_record_is_kept_aside_and_the_records_after_it_count() {
    let dir = temp_dir("middle-record");
    let store = logging(&dir);
    store.save_match(saved("dama", 1)).unwrap();
    store.save_match(saved("sungka", 2)).unwrap();
    store.save_match(saved("dama", 3)).unwrap();
    drop(store);
    let log = dir.join(MOVE_LOG);
    let text = fs::read_to_string(&log).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    // The header, then three records: the second one damaged, same length.
    let damaged = "x".repeat(lines[2].len());
    let text = [lines[0], lines[1], &damaged, lines[3], ""].join("\n");
    fs::write(&log, text).unwrap();
    let again = Store::open(&dir).unwrap();
    assert_eq!(
        moves_in(&again, "dama"),
        Some(3),
        "the record after the damage"
    );
    let told = again.take_recoveries();
    assert_eq!(told.len(), 1, "{told:?}");
    let kept = told[0].moved_to.clone().expect("kept aside");
    assert_eq!(fs::read_to_string(kept).unwrap().trim_end(), damaged);
    drop(again);
    assert!(
        Store::open(&dir).unwrap().take_recoveries().is_empty(),
        "told once"
    );
}

#[test]
fn a_newer_versions_log_is_kept_aside_unchanged_and_named() {
    let dir = temp_dir("newer-log");
    drop(Store::open(&dir).unwrap());
    let newer = b"{\"fireside-move-log\":2,\"generation\":5}\n{\"what\":\"new\"}\n";
    fs::write(dir.join(MOVE_LOG), newer).unwrap();
    let store = logging(&dir);
    let told = store.take_recoveries();
    assert_eq!(told.len(), 1, "{told:?}");
    assert!(matches!(
        told[0].cause,
        RecoveryCause::NewerSchema {
            found: 2,
            supported: 1
        }
    ));
    let kept = told[0].moved_to.clone().expect("moved aside");
    store.save_match(saved("dama", 1)).unwrap();
    assert_eq!(fs::read(&kept).unwrap(), newer, "never written over");
    assert_eq!(moves_in(&Store::open(&dir).unwrap(), "dama"), Some(1));
}

#[test]
fn a_newer_log_that_cannot_be_moved_is_refused_with_its_version() {
    let dir = temp_dir("newer-log-stuck");
    let store = logging(&dir);
    let mut st = store.guard();
    st.log_blocked = Some(move_log::Unusable::Newer(3));
    let err = store.log_writable(&st).unwrap_err();
    assert!(matches!(
        err,
        StoreError::NewerVersion {
            found: 3,
            supported: 1,
            ..
        }
    ));
    assert!(err.to_string().contains("format 3"), "{err}");
}

/// A folder, a FIFO or a link in the log's place once made every save fail for good.
#[test]
fn a_folder_fifo_or_link_in_the_logs_place_is_moved_aside_and_named() {
    for kind in ["folder", "fifo", "link"] {
        let dir = temp_dir(&format!("log-{kind}"));
        let log = dir.join(MOVE_LOG);
        match kind {
            "folder" => fs::create_dir(&log).unwrap(),
            "fifo" => {
                let c = std::ffi::CString::new(log.to_str().unwrap()).unwrap();
                // SAFETY: a valid NUL-terminated path.
                assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
            }
            _ => std::os::unix::fs::symlink(dir.join("elsewhere"), &log).unwrap(),
        }
        let store = logging(&dir);
        store.save_match(saved("dama", 1)).unwrap();
        let told = store.take_recoveries();
        assert_eq!(told.len(), 1, "{kind}: {told:?}");
        assert!(
            matches!(&told[0].cause, RecoveryCause::NotAFile(_)),
            "{kind}"
        );
        assert!(told[0]
            .moved_to
            .as_ref()
            .is_some_and(|p| p.exists() || p.is_symlink()));
        assert!(fs::symlink_metadata(&log).unwrap().is_file(), "{kind}");
        drop(store);
        assert_eq!(
            moves_in(&Store::open(&dir).unwrap(), "dama"),
            Some(1),
            "{kind}"
        );
    }
}

/// A missing file restored from its backup was told at every start: it is written back.
#[test]
fn a_recovered_file_is_told_once() {
    let dir = temp_dir("told-once");
    let store = Store::open(&dir).unwrap();
    store.add_profile("Aino").unwrap();
    store.add_profile("Beni").unwrap();
    drop(store);
    fs::remove_file(dir.join("profiles.json")).unwrap();
    assert_eq!(Store::open(&dir).unwrap().take_recoveries().len(), 1);
    let again = Store::open(&dir).unwrap();
    assert!(again.take_recoveries().is_empty());
    assert!(again.profiles().iter().any(|p| p.name == "Aino"));
}

#[test]
fn a_store_path_that_is_a_file_is_named_as_such() {
    let dir = temp_dir("path-is-file");
    let path = dir.join("store");
    fs::write(&path, b"").unwrap();
    let err = Store::open(&path).err().expect("refused");
    assert!(matches!(err, StoreError::NotAFolder { .. }), "{err:?}");
    assert!(err.to_string().contains("is a file, not a folder"), "{err}");
}

#[test]
fn unknown_fields_in_nested_records_survive_a_write() {
    let dir = temp_dir("nested-extra");
    let store = Store::open(&dir).unwrap();
    let id = store.active_profile().id;
    store
        .record_result(
            id,
            "dama",
            Opponent::Human,
            crate::game::Role::PlayerOne,
            GameResult::Won,
        )
        .unwrap();
    store
        .record_puzzle(id, "dama", &attempt("a", true))
        .unwrap();
    drop(store);
    let path = dir.join("profiles.json");
    let mut v: serde_json::Value = serde_json::from_slice(&fs::read(&path).unwrap()).unwrap();
    let p = &mut v["data"]["list"][0];
    p["stats"][0]["tally"]["n1"] = 1.into();
    p["stats"][0]["n2"] = 2.into();
    p["puzzles"]["dama"]["rating"]["n3"] = 3.into();
    fs::write(&path, serde_json::to_vec(&v).unwrap()).unwrap();
    let store = Store::open(&dir).unwrap();
    store.rename_profile(id, "Aino").unwrap();
    drop(store);
    let v: serde_json::Value = serde_json::from_slice(&fs::read(&path).unwrap()).unwrap();
    let p = &v["data"]["list"][0];
    assert_eq!(p["stats"][0]["tally"]["n1"], 1);
    assert_eq!(p["stats"][0]["n2"], 2);
    assert_eq!(p["puzzles"]["dama"]["rating"]["n3"], 3);
}

/// A profile another process removed: its result is kept by adding the profile back.
#[test]
fn a_result_for_a_profile_removed_meanwhile_is_kept() {
    let dir = temp_dir("removed-profile");
    let (one, two) = (Store::open(&dir).unwrap(), Store::open(&dir).unwrap());
    let id = one.add_profile("Aino").unwrap();
    two.remove_profile(id).unwrap();
    let entry = ResultEntry {
        match_id: "m".into(),
        profile: id,
        game: "dama".into(),
        opponent: Opponent::Human,
        role: crate::game::Role::PlayerOne,
        result: GameResult::Won,
        rated: false,
    };
    assert!(matches!(
        one.record_once(&entry),
        Err(StoreError::UnknownProfile(_))
    ));
    one.record_restoring(&entry, "Aino").unwrap();
    let back = Store::open(&dir).unwrap();
    let aino = back.profiles().into_iter().find(|p| p.id == id).unwrap();
    assert_eq!((aino.name.as_str(), aino.standing(None).1), ("Aino", 1));
}

/// Two stores in threads (separate file handles, as two processes have), each recording
/// results under unique ids and attempts at its own puzzles, and saving moves: nothing is
/// lost and nothing counted twice.
#[test]
fn two_stores_in_threads_lose_nothing_and_count_nothing_twice() {
    let dir = temp_dir("threads");
    let id = Store::open(&dir).unwrap().active_profile().id;
    const N: usize = 25;
    let threads: Vec<_> = (0..2)
        .map(|t| {
            let dir = dir.clone();
            std::thread::spawn(move || {
                let store = logging(&dir);
                for i in 0..N {
                    let entry = ResultEntry {
                        match_id: format!("dama:{i}:{t}"),
                        profile: id,
                        game: "dama".into(),
                        opponent: Opponent::Human,
                        role: crate::game::Role::PlayerOne,
                        result: GameResult::Won,
                        rated: false,
                    };
                    store.record_once(&entry).unwrap();
                    // The same result again (a repair at the next start) counts nothing.
                    store.record_once(&entry).unwrap();
                    store
                        .record_puzzle(id, "dama", &attempt(&format!("p{t}-{i}"), true))
                        .unwrap();
                    store.save_match(saved(&format!("g{t}"), i as i64)).unwrap();
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    let store = Store::open(&dir).unwrap();
    let profile = store.active_profile();
    assert_eq!(profile.standing(Some("dama")).1, 2 * N as u32, "wins");
    assert_eq!(profile.puzzles["dama"].solved.len(), 2 * N, "puzzles");
    assert_eq!(moves_in(&store, "g0"), Some(N as i64 - 1));
    assert_eq!(moves_in(&store, "g1"), Some(N as i64 - 1));
}
