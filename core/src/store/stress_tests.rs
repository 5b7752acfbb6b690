//! Several processes writing one store, some killed with SIGKILL at random moments.
//!
//! The test re-executes its own binary: each child runs [`child`] (ignored in a normal
//! run, and a no-op without the environment it is given), which records results and saves
//! moves in a loop and prints an acknowledgement after each write returned `Ok`. Each
//! result goes to a stat line of its own (`stress-<child>-<n>`), so the parent can check
//! that every acknowledged result is counted exactly once; each child saves its own match,
//! whose move count may never fall below the last acknowledged one.

use std::collections::{BTreeMap, BTreeSet};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};

use super::file::JsonFile;
use super::*;
use crate::engine::Level;
use crate::game::Role;

const DIR_VAR: &str = "FIRESIDE_STRESS_DIR";
const ID_VAR: &str = "FIRESIDE_STRESS_ID";
const ROUNDS: usize = 4;
const PER_ROUND: usize = 5;
const WRITES_PER_CHILD: usize = 30;

fn result_game(child: usize, n: usize) -> String {
    format!("stress-{child}-{n}")
}

fn match_game(child: usize) -> String {
    format!("match-{child}")
}

/// One writer. Runs only when the parent test starts it.
#[test]
#[ignore = "run by stress_tests::many_processes_share_one_store_through_kills"]
fn child() {
    let (Some(dir), Some(id)) = (std::env::var_os(DIR_VAR), std::env::var_os(ID_VAR)) else {
        return;
    };
    let id: usize = id.to_str().unwrap().parse().unwrap();
    let store = Store::open(Path::new(&dir)).unwrap();
    let mut out = std::io::stdout().lock();
    for n in 0..WRITES_PER_CHILD {
        store
            .record_result(
                1,
                &result_game(id, n),
                Opponent::Computer(Level::Easy),
                Role::PlayerOne,
                GameResult::Won,
            )
            .unwrap();
        writeln!(out, "ack result {n}").unwrap();
        out.flush().unwrap();
        store
            .save_match(SavedMatch {
                game: match_game(id),
                profile: 1,
                saved_at: n as u64,
                data: serde_json::json!({ "moves": n }),
                review: None,
                extra: Default::default(),
            })
            .unwrap();
        writeln!(out, "ack move {n}").unwrap();
        out.flush().unwrap();
    }
}

#[derive(Default)]
struct Acks {
    results: BTreeSet<usize>,
    last_move: Option<usize>,
}

#[test]
fn many_processes_share_one_store_through_kills() {
    let dir = std::env::temp_dir().join(format!("fireside-stress-{}", std::process::id()));
    let _ = fs_remove(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // A new seed each run, printed, so a failure can be replayed.
    let seed = std::env::var("FIRESIDE_STRESS_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64)
        });
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let exe = std::env::current_exe().unwrap();
    let started = Instant::now();
    let acks: Arc<Mutex<BTreeMap<usize, Acks>>> = Default::default();
    let mut killed = BTreeSet::new();
    let mut processes = 0;
    for round in 0..ROUNDS {
        let mut children = Vec::new();
        for k in 0..PER_ROUND {
            let id = round * PER_ROUND + k;
            let mut child = Command::new(&exe)
                .args([
                    "--exact",
                    "store::stress_tests::child",
                    "--ignored",
                    "--nocapture",
                ])
                .args(["--test-threads", "1"])
                .env(DIR_VAR, &dir)
                .env(ID_VAR, id.to_string())
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .unwrap();
            processes += 1;
            let stdout = child.stdout.take().unwrap();
            let acks = Arc::clone(&acks);
            let reader = std::thread::spawn(move || {
                for line in BufReader::new(stdout).lines() {
                    let Ok(line) = line else { break };
                    // The harness's "test ... " may share the first line.
                    let Some(at) = line.find("ack ") else {
                        continue;
                    };
                    let mut words = line[at..].split_whitespace().skip(1);
                    let what = words.next().unwrap_or_default().to_owned();
                    let n: usize = words.next().and_then(|w| w.parse().ok()).unwrap();
                    let mut acks = acks.lock().unwrap();
                    let a = acks.entry(id).or_default();
                    if what == "result" {
                        a.results.insert(n);
                    } else {
                        a.last_move = Some(n);
                    }
                }
            });
            // Two of each round's writers die at a random moment of their work.
            let kill_after = (k < 2).then(|| Duration::from_millis(rng.random_range(5..400)));
            children.push((id, child, reader, kill_after));
        }
        let round_start = Instant::now();
        for (id, mut child, reader, kill_after) in children {
            if let Some(after) = kill_after {
                std::thread::sleep(after.saturating_sub(round_start.elapsed()));
                if child.try_wait().unwrap().is_none() {
                    child.kill().unwrap(); // SIGKILL
                    killed.insert(id);
                }
            }
            let status = child.wait().unwrap();
            reader.join().unwrap();
            assert!(
                killed.contains(&id) || status.success(),
                "writer {id} failed: {status}"
            );
        }
    }

    // Every file parses, backups included, and opening finds nothing to recover.
    let mut unreadable = Vec::new();
    for kind in StoreFile::ALL {
        let f = JsonFile::new(&dir, kind.file_name(), kind);
        for path in [f.path().to_owned(), f.backup_path()] {
            let ok = match kind {
                StoreFile::Settings => file::read_capped(&path)
                    .ok()
                    .and_then(|b| file::parse::<Settings>(&b).ok())
                    .is_some(),
                StoreFile::Profiles => file::read_capped(&path)
                    .ok()
                    .and_then(|b| file::parse::<Profiles>(&b).ok())
                    .is_some(),
                StoreFile::Matches => file::read_capped(&path)
                    .ok()
                    .and_then(|b| file::parse::<Matches>(&b).ok())
                    .is_some(),
                StoreFile::History => true,
            };
            if !ok && path.exists() {
                unreadable.push(path);
            }
        }
    }
    let store = Store::open(&dir).unwrap();
    let recoveries = store.take_recoveries();
    let profile = store.active_profile();
    let acks = acks.lock().unwrap();
    let mut lost = Vec::new();
    let mut twice = Vec::new();
    let mut unacked_on_disk = 0;
    let mut writes = 0;
    for (&id, a) in acks.iter() {
        writes += a.results.len() + a.last_move.map_or(0, |n| n + 1);
        for n in 0..WRITES_PER_CHILD {
            let game = result_game(id, n);
            let played: u32 = profile
                .stats
                .iter()
                .filter(|l| l.game == game)
                .map(|l| l.tally.played)
                .sum();
            let points = profile.points.get(&game).copied().unwrap_or(0);
            if a.results.contains(&n) {
                if played == 0 || points == 0 {
                    lost.push(game.clone());
                }
            } else if played > 0 {
                unacked_on_disk += 1;
            }
            if played > 1 || points > points_for_win(Level::Easy) {
                twice.push(game);
            }
        }
        if let Some(n) = a.last_move {
            let on_disk = store
                .saved_match(&match_game(id))
                .and_then(|m| m.data["moves"].as_u64());
            if on_disk.is_none_or(|m| (m as usize) < n) {
                lost.push(match_game(id));
            }
        }
    }
    println!(
        "store stress (seed {seed}): {processes} processes, {writes} acknowledged writes, \
         {} killed, {} lost updates, {} counted twice, {} unacknowledged writes on disk, \
         {} unreadable files, {} recoveries, {:.1} s",
        killed.len(),
        lost.len(),
        twice.len(),
        unacked_on_disk,
        unreadable.len(),
        recoveries.len(),
        started.elapsed().as_secs_f64()
    );
    assert!(
        !killed.is_empty(),
        "no writer was killed: the test proves less"
    );
    assert!(lost.is_empty(), "lost: {lost:?} (seed {seed})");
    assert!(twice.is_empty(), "counted twice: {twice:?} (seed {seed})");
    assert!(
        unreadable.is_empty(),
        "unreadable: {unreadable:?} (seed {seed})"
    );
    assert!(recoveries.is_empty(), "{recoveries:?} (seed {seed})");
    // A killed writer had at most one write in flight.
    assert!(unacked_on_disk <= killed.len(), "seed {seed}");
    let _ = fs_remove(&dir);
}

fn fs_remove(dir: &Path) -> std::io::Result<()> {
    std::fs::remove_dir_all(dir)
}
