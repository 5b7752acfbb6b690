//! The move log ([`super::move_log`]): a save appended, read back after a crash, a torn
//! record cut off, a stale log ignored, a finished match never coming back.

use std::fs;
use std::io::Write;
use std::path::Path;

use super::stamp::Stamp;
use super::tests::{saved, temp_dir};
use super::*;

/// A store as the app's writer uses it: saves go to the move log.
pub(super) fn logging(dir: &Path) -> Store {
    let store = Store::open(dir).unwrap();
    store.defer_sync(true);
    store
}

pub(super) fn moves_in(store: &Store, game: &str) -> Option<i64> {
    store
        .saved_match(game)
        .and_then(|m| m.data["moves"].as_i64())
}

/// The moves of `game` in `matches.json` alone, without the log.
fn moves_in_file(dir: &Path, game: &str) -> Option<i64> {
    let text = fs::read_to_string(dir.join("matches.json")).ok()?;
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    json["data"]["in_progress"][game]["data"]["moves"].as_i64()
}

#[test]
fn a_logged_save_is_one_append_and_survives_a_crash() {
    let dir = temp_dir("append");
    let store = logging(&dir);
    store.save_match(saved("dama", 1)).unwrap();
    let file = Stamp::current(&dir.join("matches.json"));
    let log_len = fs::metadata(dir.join(MOVE_LOG)).unwrap().len();
    store.save_match(saved("dama", 2)).unwrap();
    store.save_match(saved("sungka", 7)).unwrap();
    // No rename: matches.json is the same version; the log grew.
    assert_eq!(Stamp::current(&dir.join("matches.json")), file);
    assert!(fs::metadata(dir.join(MOVE_LOG)).unwrap().len() > log_len);
    assert_eq!(moves_in(&store, "dama"), Some(2));
    // A crash: the store is gone without a flush or an fsync. The next start reads
    // matches.json and the log's records after its mark.
    drop(store);
    let again = Store::open(&dir).unwrap();
    assert_eq!(moves_in(&again, "dama"), Some(2));
    assert_eq!(moves_in(&again, "sungka"), Some(7));
    // Opening folded the records into matches.json.
    assert_eq!(moves_in_file(&dir, "dama"), Some(2));
}

#[test]
fn another_process_sees_the_logged_saves() {
    let dir = temp_dir("other");
    let one = logging(&dir);
    let two = logging(&dir);
    one.save_match(saved("dama", 3)).unwrap();
    assert_eq!(moves_in(&two, "dama"), Some(3));
    two.save_match(saved("fox", 4)).unwrap();
    one.save_match(saved("dama", 5)).unwrap();
    assert_eq!(moves_in(&two, "dama"), Some(5));
    assert_eq!(moves_in(&one, "fox"), Some(4));
}

#[test]
fn a_torn_record_ends_the_log_and_the_next_save_cuts_it_off() {
    let dir = temp_dir("torn");
    let store = logging(&dir);
    store.save_match(saved("dama", 1)).unwrap();
    drop(store);
    // A power loss in the middle of a write left half a record.
    let mut log = fs::OpenOptions::new()
        .append(true)
        .open(dir.join(MOVE_LOG))
        .unwrap();
    log.write_all(b"{\"game\":\"dama\",\"profile\":1,\"sav")
        .unwrap();
    drop(log);
    let store = Store::open(&dir).unwrap();
    assert_eq!(moves_in(&store, "dama"), Some(1));
    store.defer_sync(true);
    store.save_match(saved("dama", 2)).unwrap();
    drop(store);
    let again = Store::open(&dir).unwrap();
    assert_eq!(moves_in(&again, "dama"), Some(2));
}

#[test]
fn a_torn_record_appended_to_a_live_log_is_cut_before_the_next_record() {
    let dir = temp_dir("torn-live");
    let store = logging(&dir);
    store.save_match(saved("dama", 1)).unwrap();
    let mut log = fs::OpenOptions::new()
        .append(true)
        .open(dir.join(MOVE_LOG))
        .unwrap();
    log.write_all(b"{\"game\":\"da").unwrap();
    drop(log);
    store.save_match(saved("dama", 2)).unwrap();
    drop(store);
    assert_eq!(moves_in(&Store::open(&dir).unwrap(), "dama"), Some(2));
}

#[test]
fn a_log_of_another_generation_is_ignored() {
    let dir = temp_dir("stale");
    let store = logging(&dir);
    store.save_match(saved("dama", 1)).unwrap();
    store.fold_moves().unwrap();
    drop(store);
    // A log left by another version or written by hand: its generation is not the one
    // matches.json goes with.
    let mut stale = move_log::header(99);
    stale.extend(move_log::record(&saved("dama", 40)).unwrap());
    fs::write(dir.join(MOVE_LOG), stale).unwrap();
    let store = Store::open(&dir).unwrap();
    assert_eq!(moves_in(&store, "dama"), Some(1));
}

#[test]
fn a_finished_match_does_not_come_back_from_its_records() {
    let dir = temp_dir("finished");
    let store = logging(&dir);
    store.save_match(saved("dama", 1)).unwrap();
    store.save_match(saved("dama", 2)).unwrap();
    store.finish_match(saved("dama", 3)).unwrap();
    assert_eq!(moves_in(&store, "dama"), None);
    drop(store);
    let again = Store::open(&dir).unwrap();
    assert_eq!(moves_in(&again, "dama"), None);
    assert_eq!(again.history().len(), 1);
}

#[test]
fn folding_leaves_every_move_in_matches_json_and_a_short_log() {
    let dir = temp_dir("fold");
    let store = logging(&dir);
    for n in 1..=20 {
        store.save_match(saved("dama", n)).unwrap();
    }
    assert_ne!(moves_in_file(&dir, "dama"), Some(20));
    store.fold_moves().unwrap();
    assert_eq!(moves_in_file(&dir, "dama"), Some(20));
    let log = fs::read(dir.join(MOVE_LOG)).unwrap();
    assert_eq!(
        log.iter().filter(|&&b| b == b'\n').count(),
        1,
        "only a header"
    );
    // The log goes on after the fold.
    store.save_match(saved("dama", 21)).unwrap();
    drop(store);
    assert_eq!(moves_in(&Store::open(&dir).unwrap(), "dama"), Some(21));
}

#[test]
fn a_full_log_starts_anew_without_losing_a_save() {
    let dir = temp_dir("full");
    let store = logging(&dir);
    let big = |n: i64| {
        let mut m = saved("dama", n);
        m.data["pad"] = "x".repeat(100_000).into();
        m
    };
    for n in 1..=25 {
        store.save_match(big(n)).unwrap();
    }
    assert!(fs::metadata(dir.join(MOVE_LOG)).unwrap().len() <= move_log::LOG_CAP);
    drop(store);
    assert_eq!(moves_in(&Store::open(&dir).unwrap(), "dama"), Some(25));
}

#[test]
fn a_logged_save_is_owed_until_synced() {
    let dir = temp_dir("owed");
    let store = logging(&dir);
    store.save_match(saved("dama", 1)).unwrap();
    assert!(store.owes_sync());
    while !store.sync_written().unwrap() {}
    assert!(!store.owes_sync());
}

#[test]
fn a_power_loss_after_an_acknowledged_move_and_a_fold_keeps_it() {
    let dir = temp_dir("power");
    let store = logging(&dir);
    store.save_match(saved("dama", 1)).unwrap();
    store.save_match(saved("dama", 2)).unwrap();
    while !store.sync_written().unwrap() {}
    // Folding cuts the log only once matches.json (holding move 2) is fsynced: what a
    // power loss could undo now is nothing acknowledged.
    store.fold_moves().unwrap();
    assert!(!durable::registry().owes(&dir.join("matches.json")));
    // A power loss that empties the new log's page cache keeps what was fsynced.
    fs::write(dir.join(MOVE_LOG), b"").unwrap();
    drop(store);
    assert_eq!(moves_in(&Store::open(&dir).unwrap(), "dama"), Some(2));
}

/// Issue 38: a folder in the log's place made every save fail for good; it is moved
/// aside and named, and the save goes to a new log (`sharing_and_recovery_tests` tries a
/// FIFO and a link too).
#[test]
fn a_special_file_in_place_of_the_log_is_moved_aside() {
    let dir = temp_dir("special");
    fs::create_dir(dir.join(MOVE_LOG)).unwrap();
    let store = logging(&dir);
    store.save_match(saved("dama", 1)).unwrap();
    assert_eq!(moves_in(&store, "dama"), Some(1));
    assert!(fs::metadata(dir.join(MOVE_LOG)).unwrap().is_file());
}
