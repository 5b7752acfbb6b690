//! `fireside bench-writes`: the write-behind lag under load — how long after a move is
//! shown it is on disk (the contract: 50 ms at the 99th percentile). Several apps play on
//! one store at once (each write takes the store's lock) while other threads keep the CPU
//! busy. A lag recorder attached to each app's writer times each change twice: until it
//! is *written* (renamed into place: a crash or `kill -9` of the process keeps it) and
//! until it is *fsynced* (with its folder: a power loss keeps it too). Every fsync's own time is printed as well,
//! so the disk's stalls show apart from the writer's.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::Args;
use fireside_core::app::{App, AppConfig, Effect, Event, LagRecorder, WriteLags};
use fireside_core::session::{MatchSetup, Mode};

use crate::out::{outln, Failure};

#[derive(Args)]
pub struct WriteLagArgs {
    /// Apps playing on the one store at once (threads).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub players: u32,
    /// Moves each app plays.
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub moves: u32,
    /// Milliseconds between one app's moves (0: as fast as it can).
    #[arg(long, default_value_t = 50, value_parser = clap::value_parser!(u32).range(0..=10_000))]
    pub interval_ms: u32,
    /// Threads that only burn CPU meanwhile.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(0..=64))]
    pub busy: u32,
    /// The store's folder (default: a new one in the temporary folder, removed after).
    #[arg(long)]
    pub store: Option<PathBuf>,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    pub json: bool,
}

/// The hare-and-hounds shuffle: legal from the start, the hare wins on the 19th move.
const SHUFFLE: [&str; 4] = ["a2-b2", "b5-b4", "b2-a2", "b4-b5"];

fn player(store: &str, moves: u32, interval: Duration) -> Result<WriteLags, String> {
    let mut app = App::new(AppConfig {
        store_dir: Some(store.to_owned()),
        device_language: "en".into(),
        language: None,
        time_scale: 0.05,
        seed: Some(1),
        screen_dp: 0,
    })
    .map_err(|e| e.to_string())?;
    let recorder = Arc::new(LagRecorder::default());
    app.observe_writes(recorder.clone());
    let setup = MatchSetup {
        game: "hare-hounds".into(),
        preset: None,
        options: Vec::new(),
        position: None,
        mode: Mode::PassAndPlay,
        seed: 1,
    };
    app.start_match(setup, &[]).map_err(|e| e.to_string())?;
    let mut n = 0;
    for _ in 0..moves {
        if app.is_over() {
            app.update(Event::Rematch);
            n = 0;
        }
        let effects = app.update(Event::Play {
            notation: SHUFFLE[n % 4].into(),
        });
        // As on a phone: Rematch is on the result panel, which shows once the result is
        // on disk.
        for effect in effects {
            if let Effect::AwaitSaved { ticket } = effect {
                if let Some(waiter) = app.save_waiter(ticket) {
                    waiter.wait();
                }
                app.update(Event::Saved { ticket });
            }
        }
        n += 1;
        std::thread::sleep(interval);
    }
    app.flush();
    Ok(WriteLags {
        fsyncs: app.fsync_times(),
        ..recorder.lags()
    })
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

pub fn run(args: &WriteLagArgs) -> Result<(), Failure> {
    let (dir, temporary) = match &args.store {
        Some(d) => (d.clone(), false),
        None => (
            std::env::temp_dir().join(format!("fireside-bench-writes-{}", std::process::id())),
            true,
        ),
    };
    std::fs::create_dir_all(&dir).map_err(|e| Failure::Invalid(e.to_string()))?;
    let store = dir.display().to_string();
    let stop = Arc::new(AtomicBool::new(false));
    let busy: Vec<_> = (0..args.busy)
        .map(|_| {
            let stop = stop.clone();
            std::thread::spawn(move || {
                let mut x = 1u64;
                while !stop.load(Ordering::Relaxed) {
                    x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
                    std::hint::black_box(x);
                }
            })
        })
        .collect();
    let started = Instant::now();
    let interval = Duration::from_millis(u64::from(args.interval_ms));
    let players: Vec<_> = (0..args.players)
        .map(|_| {
            let store = store.clone();
            let moves = args.moves;
            std::thread::spawn(move || player(&store, moves, interval))
        })
        .collect();
    let mut lags = WriteLags::default();
    let mut failure = None;
    for p in players {
        match p.join() {
            Ok(Ok(l)) => {
                lags.written.extend(l.written);
                lags.moves.extend(l.moves);
                lags.synced.extend(l.synced);
                lags.fsyncs.extend(l.fsyncs);
            }
            Ok(Err(e)) => failure = Some(e),
            Err(_) => failure = Some("a player stopped".into()),
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    stop.store(true, Ordering::Relaxed);
    for b in busy {
        let _ = b.join();
    }
    if temporary {
        let _ = std::fs::remove_dir_all(&dir);
    }
    if let Some(e) = failure {
        return Err(Failure::Invalid(e));
    }
    let written = Figures::of(lags.written);
    let moves = Figures::of(lags.moves);
    let synced = Figures::of(lags.synced);
    let fsyncs = Figures::of(lags.fsyncs);
    if args.json {
        outln!(
            "{}",
            serde_json::json!({
                "players": args.players, "moves": args.moves, "interval_ms": args.interval_ms,
                "busy": args.busy, "changes": written.count, "seconds": seconds,
                "crash_safe": written.json(), "crash_safe_moves": moves.json(), "power_safe": synced.json(), "fsync": fsyncs.json(),
            })
        );
    } else {
        outln!(
            "write-behind lag, {} apps on one store, {} moves each {} ms apart, {} busy threads:",
            args.players,
            args.moves,
            args.interval_ms,
            args.busy
        );
        outln!(
            "  {} changes in {seconds:.1} s (lag from shown to ...)",
            written.count
        );
        outln!("  crash-safe (on disk, kill-proof): {}", written.line());
        outln!(
            "    of them the moves ({:>5}):    {}",
            moves.count,
            moves.line()
        );
        outln!("  power-safe (fsynced):             {}", synced.line());
        outln!(
            "  each fsync ({:>5} of them):       {}",
            fsyncs.count,
            fsyncs.line()
        );
    }
    Ok(())
}

/// Median, 99th percentile and maximum of some durations, in milliseconds.
struct Figures {
    count: usize,
    median: f64,
    p99: f64,
    max: f64,
}

impl Figures {
    fn of(mut all: Vec<Duration>) -> Figures {
        all.sort();
        let at = |q: f64| {
            let i = ((all.len() as f64 - 1.0) * q).round() as usize;
            all.get(i).copied().map_or(0.0, ms)
        };
        Figures {
            count: all.len(),
            median: at(0.5),
            p99: at(0.99),
            max: all.last().copied().map_or(0.0, ms),
        }
    }

    fn json(&self) -> serde_json::Value {
        serde_json::json!({
            "count": self.count, "median_ms": self.median, "p99_ms": self.p99, "max_ms": self.max,
        })
    }

    fn line(&self) -> String {
        format!(
            "median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            self.median, self.p99, self.max
        )
    }
}
