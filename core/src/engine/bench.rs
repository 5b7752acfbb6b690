//! The benchmark: how deep and how fast each level searches on a fixed set of positions.

use std::time::Instant;

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use crate::engine::computer::ComputerPlayer;
use crate::engine::evaluate::Evaluate;
use crate::engine::level::Level;
use crate::engine::limits::CancelToken;
use crate::engine::plain::PlainPlayer;
use crate::game::Game;

/// One level's figures over the suite.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LevelBench {
    pub level: Level,
    pub moves: usize,
    pub median_ms: f64,
    pub max_ms: f64,
    pub median_depth: u32,
    pub max_depth: u32,
    pub total_nodes: u64,
    pub nodes_per_second: f64,
    /// Nodes per second of the searching thread's own CPU time: steadier than the wall-clock
    /// figure on a shared machine (0 where the platform does not tell).
    pub nodes_per_cpu_second: f64,
}

/// The plain yardstick engine's figures over the suite (see [`crate::engine::plain`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlainBench {
    pub moves: usize,
    pub median_ms: f64,
    pub max_ms: f64,
    pub median_depth: u32,
    pub max_depth: u32,
    pub total_nodes: u64,
    pub nodes_per_second: f64,
    /// Nodes per second of the searching thread's own CPU time: steadier than the wall-clock
    /// figure on a shared machine (0 where the platform does not tell).
    pub nodes_per_cpu_second: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BenchReport {
    pub game: &'static str,
    pub positions: usize,
    pub time_scale: f64,
    pub levels: Vec<LevelBench>,
    /// Present when the bench was asked to time the plain engine too.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub plain: Option<PlainBench>,
}

/// What one player's searches over the suite add up to.
struct Figures {
    moves: usize,
    median_ms: f64,
    max_ms: f64,
    median_depth: u32,
    max_depth: u32,
    total_nodes: u64,
    nodes_per_second: f64,
    nodes_per_cpu_second: f64,
}

impl Figures {
    fn of(mut times: Vec<f64>, mut depths: Vec<u32>, nodes: u64, cpu: f64) -> Figures {
        let total: f64 = times.iter().sum();
        times.sort_by(f64::total_cmp);
        depths.sort_unstable();
        Figures {
            moves: times.len(),
            median_ms: median(&times) * 1000.0,
            max_ms: times.last().copied().unwrap_or(0.0) * 1000.0,
            median_depth: depths.get(depths.len() / 2).copied().unwrap_or(0),
            max_depth: depths.last().copied().unwrap_or(0),
            total_nodes: nodes,
            nodes_per_second: if total > 0.0 {
                nodes as f64 / total
            } else {
                0.0
            },
            nodes_per_cpu_second: if cpu > 0.0 { nodes as f64 / cpu } else { 0.0 },
        }
    }
}

/// The calling thread's CPU time in seconds (0 where the platform does not tell).
fn thread_cpu_seconds() -> f64 {
    #[cfg(unix)]
    {
        let mut t = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: `t` is a valid timespec to write to.
        if unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0 {
            return t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9;
        }
    }
    0.0
}

/// The fixed bench suite of a game: the start, then `count - 1` positions reached by seeded
/// random playouts of `plies` plies (a playout that ends sooner stops one ply before the
/// end, so every position has moves). Positions repeat for the same arguments.
pub fn bench_suite<G: Game>(config: &G::Config, count: usize, plies: usize, seed: u64) -> Vec<G> {
    let start = G::new(config);
    let mut suite = vec![start.clone()];
    let mut moves = Vec::new();
    for i in 1..count {
        let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_add(i as u64));
        let mut pos = start.clone();
        for _ in 0..plies {
            moves.clear();
            pos.legal_moves(&mut moves);
            let Some(mv) = moves.choose(&mut rng).cloned() else {
                break;
            };
            pos.play(&mv);
            if pos.outcome().is_over() {
                pos.undo();
                break;
            }
        }
        suite.push(pos);
    }
    suite
}

/// Searches every position once at every level (one player per level, its table kept from
/// position to position as in a game) and reports times, depths and speed.
pub fn bench<G: Evaluate>(
    positions: &[G],
    levels: &[Level],
    seed: u64,
    time_scale: f64,
) -> BenchReport {
    let cancel = CancelToken::new();
    let levels = levels
        .iter()
        .map(|&level| {
            let mut player = ComputerPlayer::<G>::new(level, seed, time_scale);
            let mut times = Vec::new();
            let mut depths = Vec::new();
            let mut nodes = 0;
            let cpu_start = thread_cpu_seconds();
            for pos in positions {
                let start = Instant::now();
                let r = player.choose(pos, &cancel);
                times.push(start.elapsed().as_secs_f64());
                depths.push(r.depth);
                nodes += r.nodes;
            }
            let f = Figures::of(times, depths, nodes, thread_cpu_seconds() - cpu_start);
            LevelBench {
                level,
                moves: f.moves,
                median_ms: f.median_ms,
                max_ms: f.max_ms,
                median_depth: f.median_depth,
                max_depth: f.max_depth,
                total_nodes: f.total_nodes,
                nodes_per_second: f.nodes_per_second,
                nodes_per_cpu_second: f.nodes_per_cpu_second,
            }
        })
        .collect();
    BenchReport {
        game: G::ID,
        positions: positions.len(),
        time_scale,
        levels,
        plain: None,
    }
}

/// Searches every position once with the plain engine (one player, its table kept from
/// position to position as in a game), as [`bench`] does for the levels.
pub fn bench_plain<G: Evaluate>(positions: &[G], time_scale: f64) -> PlainBench {
    let mut player = PlainPlayer::<G>::new(time_scale);
    let mut times = Vec::new();
    let mut depths = Vec::new();
    let mut nodes = 0;
    let cpu_start = thread_cpu_seconds();
    for pos in positions {
        let start = Instant::now();
        let r = player.choose(pos);
        times.push(start.elapsed().as_secs_f64());
        depths.push(r.depth);
        nodes += r.nodes;
    }
    let f = Figures::of(times, depths, nodes, thread_cpu_seconds() - cpu_start);
    PlainBench {
        moves: f.moves,
        median_ms: f.median_ms,
        max_ms: f.max_ms,
        median_depth: f.median_depth,
        max_depth: f.max_depth,
        total_nodes: f.total_nodes,
        nodes_per_second: f.nodes_per_second,
        nodes_per_cpu_second: f.nodes_per_cpu_second,
    }
}

fn median(sorted: &[f64]) -> f64 {
    match sorted.len() {
        0 => 0.0,
        n if n % 2 == 1 => sorted[n / 2],
        n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0,
    }
}

/// The process's peak resident memory in bytes (VmHWM of /proc/self/status), on Linux.
pub fn peak_memory_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}
