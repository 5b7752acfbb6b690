use std::sync::atomic::Ordering;
use std::sync::mpsc;
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::progress::lock;
use super::queue::{to_write, Op};
use super::{LagRecorder, Writer};
use crate::store::{ResultEntry, SavedMatch, Settings, Store};

fn save(game: &str, n: u64) -> Op {
    Op::SaveMatch(SavedMatch {
        game: game.into(),
        profile: 1,
        saved_at: n,
        data: serde_json::Value::Null,
        review: None,
        extra: Default::default(),
    })
}

fn entry() -> ResultEntry {
    ResultEntry {
        match_id: "m".into(),
        profile: 1,
        game: "g".into(),
        opponent: crate::store::Opponent::Human,
        role: crate::game::Role::PlayerOne,
        result: crate::store::GameResult::Won,
        rated: false,
    }
}

/// Issue 22: the finished match's save was dropped when its recording and archiving
/// followed in the same batch, so a kill in between brought the game back before its
/// winning move.
#[test]
fn the_finished_save_is_written_before_its_result_and_its_archiving() {
    let finish = Op::FinishMatch(match save("g", 9) {
        Op::SaveMatch(m) => m,
        _ => unreachable!(),
    });
    let batch = [save("g", 8), Op::Record(entry(), String::new()), finish];
    assert_eq!(to_write(&batch), [true, true, true]);
    // Saves of one game in a row still coalesce to the newest; another game's do not.
    let batch = [save("g", 1), save("h", 1), save("g", 2)];
    assert_eq!(to_write(&batch), [false, true, true]);
}

#[test]
fn a_later_change_follows_the_profile_id_the_store_gave() {
    let mut op = Op::Settings(Settings {
        active_profile: 2,
        ..Settings::default()
    });
    op.remap(2, 3);
    assert!(matches!(op, Op::Settings(s) if s.active_profile == 3));
    let mut op = Op::Record(
        ResultEntry {
            profile: 2,
            ..entry()
        },
        String::new(),
    );
    op.remap(2, 3);
    assert!(matches!(op, Op::Record(e, _) if e.profile == 3));
}

#[test]
fn a_ticket_is_acknowledged_once_written_and_the_waiter_returns() {
    let dir = std::env::temp_dir().join(format!("fireside-writer-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let writer = Writer::start(Arc::new(Store::open(&dir).unwrap()));
    let recorder = Arc::new(LagRecorder::default());
    writer.observe(recorder.clone());
    let ticket = writer.send(save("g", 1));
    writer.waiter(ticket).wait();
    assert!(writer.is_acked(ticket));
    let lags = recorder.lags();
    assert_eq!(lags.moves.len(), 1, "a save of a match is a move");
    assert_eq!((lags.written.len(), lags.synced.len()), (1, 1));
    assert!(!writer.fsync_times().is_empty(), "the fsyncs are timed");
    // A flusher does not keep the writer alive.
    let flusher = writer.flusher().unwrap();
    drop(writer);
    flusher.flush();
    let _ = std::fs::remove_dir_all(&dir);
}

/// A writer whose syncer is held back, as by a disk stalling in fsync.
fn held_writer(name: &str) -> (Writer, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("fireside-writer-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let writer = Writer::start(Arc::new(Store::open(&dir).unwrap()));
    *lock(&writer.shared.hold.0) = true;
    (writer, dir)
}

fn release(writer: &Writer) {
    *lock(&writer.shared.hold.0) = false;
    writer.shared.hold.1.notify_all();
}

fn wait_written(writer: &Writer, ticket: u64) {
    let started = Instant::now();
    while !writer.is_written(ticket) {
        assert!(started.elapsed() < Duration::from_secs(10), "never written");
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// The match saved in `file` (`matches.json` or its backup), by its `saved_at`.
fn saved_at(path: &std::path::Path, game: &str) -> u64 {
    let text = std::fs::read(path).unwrap();
    let v: serde_json::Value = serde_json::from_slice(&text).unwrap();
    v["data"]["in_progress"][game]["saved_at"].as_u64().unwrap()
}

/// What identifies the version of a file now (length, time, inode).
fn version(path: &std::path::Path) -> Option<(u64, std::time::SystemTime, u64)> {
    use std::os::unix::fs::MetadataExt;
    let m = std::fs::symlink_metadata(path).ok()?;
    Some((m.len(), m.modified().ok()?, m.ino()))
}

/// The match saved for `game` as another process reads it now.
fn read_back(dir: &std::path::Path, game: &str) -> u64 {
    Store::open(dir)
        .unwrap()
        .saved_match(game)
        .unwrap()
        .saved_at
}

/// The crash-safe point comes before the fsync: with the fsync held back, the change
/// is already on disk (another process reads it) but not acknowledged.
#[test]
fn a_change_is_in_place_before_its_fsync_and_acknowledged_only_after() {
    let (writer, dir) = held_writer("inplace");
    let ticket = writer.send(save("g", 7));
    wait_written(&writer, ticket);
    assert_eq!(read_back(&dir, "g"), 7);
    std::thread::sleep(Duration::from_millis(30));
    assert!(!writer.is_acked(ticket), "acknowledged before its fsync");
    release(&writer);
    writer.waiter(ticket).wait();
    assert!(writer.is_acked(ticket));
    drop(writer);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A result's acknowledgement (what the panel waits for) and a flush both wait for
/// the fsync, not only for the rename.
#[test]
fn a_result_waiter_and_a_flush_wait_for_the_fsync() {
    let (writer, dir) = held_writer("result");
    let _ = writer.send(save("g", 1));
    let ticket = writer.send(Op::Record(entry(), String::new()));
    wait_written(&writer, ticket);
    let waiter = writer.waiter(ticket);
    let flusher = writer.flusher().unwrap();
    let returned = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let threads: Vec<_> = [
        Box::new(move || waiter.wait()) as Box<dyn FnOnce() + Send>,
        Box::new(move || flusher.flush()),
    ]
    .into_iter()
    .map(|f| {
        let returned = returned.clone();
        std::thread::spawn(move || {
            f();
            returned.fetch_add(1, Ordering::SeqCst);
        })
    })
    .collect();
    std::thread::sleep(Duration::from_millis(100));
    assert_eq!(
        returned.load(Ordering::SeqCst),
        0,
        "returned before the fsync"
    );
    release(&writer);
    for t in threads {
        t.join().unwrap();
    }
    assert_eq!(returned.load(Ordering::SeqCst), 2);
    assert!(writer.is_acked(ticket));
    drop(writer);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Moves go to the move log: while the fsyncs are held back, `matches.json` and its
/// backup stay as they were (no rename waits for the disk) and the newest move is read
/// back from the log; a flush folds the log, so the file alone holds the newest.
#[test]
fn moves_leave_the_file_and_its_backup_alone_until_a_flush_folds_them() {
    let (writer, dir) = held_writer("coalesce");
    let recorder = Arc::new(LagRecorder::default());
    writer.observe(recorder.clone());
    release(&writer);
    writer.waiter(writer.send(save("g", 1))).wait();
    *lock(&writer.shared.hold.0) = true;
    let (main, backup) = (dir.join("matches.json"), dir.join("matches.json.bak"));
    let before = (version(&main), version(&backup));
    let mut last = 0;
    for n in 2..=5 {
        last = writer.send(save("g", n));
    }
    wait_written(&writer, last);
    assert_eq!((version(&main), version(&backup)), before);
    release(&writer);
    writer.waiter(last).wait();
    assert_eq!(recorder.lags().synced.len(), 5);
    assert_eq!(read_back(&dir, "g"), 5, "the newest, from the log");
    writer.send(save("g", 6));
    writer.flush();
    assert_eq!(saved_at(&main, "g"), 6, "folded into the file");
    drop(writer);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_flush_between_two_saves_of_a_game_keeps_the_first_written() {
    let (tx, _rx) = mpsc::channel();
    let batch = [save("g", 1), Op::Flush(tx), save("g", 2)];
    assert_eq!(to_write(&batch), [true, true, true]);
}

/// Issue 38, item 9: a profile removed by another process was reported as a storage
/// failure and the result lost; the profile is added back with the result.
#[test]
fn a_result_for_a_profile_another_process_removed_is_kept_without_a_failure() {
    let dir = std::env::temp_dir().join(format!("fireside-writer-removed-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = Arc::new(Store::open(&dir).unwrap());
    let id = store.add_profile("Aino").unwrap();
    let writer = Writer::start(store);
    Store::open(&dir).unwrap().remove_profile(id).unwrap();
    let entry = ResultEntry {
        profile: id,
        ..entry()
    };
    writer
        .waiter(writer.send(Op::Record(entry, "Aino".into())))
        .wait();
    assert!(writer.take_failures().is_empty());
    drop(writer);
    let back = Store::open(&dir).unwrap().profiles();
    let aino = back.iter().find(|p| p.id == id).expect("added back");
    assert_eq!((aino.name.as_str(), aino.standing(None).1), ("Aino", 1));
    let _ = std::fs::remove_dir_all(&dir);
}
