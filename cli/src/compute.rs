//! The computer's commands: bench, tournament and analyze.

use clap::Args;
use fireside_core::engine::{
    check_search_seconds, peak_memory_bytes, CancelToken, Freshness, Level, Limits, MoveAsk,
    Player, Record,
};
use fireside_core::games::{self, BenchSpec, TournamentSpec};
use fireside_core::Side;

use crate::numbers;
use crate::out::{outln, Failure};
use crate::position::{self, GameArgs, MovesArg};
use crate::processes::Spawner;

#[derive(Args)]
pub struct BenchArgs {
    /// One game; all of them when left out.
    pub game: Option<String>,
    /// Levels to time (repeatable): easy, normal, expert. All three by default.
    #[arg(long = "level")]
    pub levels: Vec<Level>,
    /// Positions in the suite: the start and seeded random playouts.
    #[arg(long, default_value_t = 12, value_parser = numbers::positions)]
    pub positions: usize,
    /// Plies of each random playout.
    #[arg(long, default_value_t = 16, value_parser = numbers::plies)]
    pub plies: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Scales every level's time budget.
    #[arg(long, default_value_t = 1.0, value_parser = numbers::time_scale)]
    pub time_scale: f64,
    /// Time the plain yardstick engine too (its own row, `plain` in the JSON).
    #[arg(long)]
    pub plain: bool,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args)]
pub struct TournamentArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Player A: easy, normal, expert, plain (the yardstick engine), plain-mobile (the
    /// second yardstick: material and mobility), random or beginner
    /// (knows only the rules: reads two plies, counts material and mobility, picks loosely).
    #[arg(long)]
    pub a: Player,
    /// Player B: easy, normal, expert, plain, plain-mobile, random or beginner.
    #[arg(long)]
    pub b: Player,
    #[arg(long, default_value_t = 200, value_parser = numbers::games)]
    pub games: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Scales every level's time budget (e.g. 0.1 for long runs).
    #[arg(long, default_value_t = 1.0, value_parser = numbers::time_scale)]
    pub time_scale: f64,
    /// Seconds per move for Expert and plain (both think 1 s at time scale 1, so this sets
    /// the time scale to the same number); overrides --time-scale. From 0.001 to 60.
    #[arg(long, value_parser = parse_move_time)]
    pub time: Option<f64>,
    /// Games played at once.
    #[arg(long, default_value_t = 2, value_parser = numbers::threads)]
    pub threads: usize,
    /// Every move by a new player with an empty table (as an engine started afresh for
    /// each move), instead of one player per game keeping its table.
    #[arg(long)]
    pub fresh: bool,
    /// Every move of Expert, Normal, Easy or plain asked of a new process of this program
    /// (`fireside pick`), as an outside engine is driven move by move; implies --fresh.
    #[arg(long)]
    pub processes: bool,
    /// With --processes: the store folder whose `cache/` keeps Dama's endgame tables for
    /// the move processes (default: the one `play` uses).
    #[arg(long)]
    pub store: Option<std::path::PathBuf>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Args)]
pub struct AnalyzeArgs {
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub moves: MovesArg,
    /// Seconds to think.
    #[arg(long, default_value_t = 1.0, value_parser = numbers::seconds)]
    pub time: f64,
    /// Stop at this depth.
    #[arg(long, value_parser = numbers::search_depth)]
    pub depth: Option<u32>,
    #[arg(long)]
    pub json: bool,
}

/// A per-move time in seconds: a finite number from 0.001 to 60.
fn parse_move_time(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(t) if t.is_finite() && (0.001..=60.0).contains(&t) => Ok(t),
        _ => Err(format!(
            "`{text}` is not a time per move: expected seconds from 0.001 to 60"
        )),
    }
}

fn record_line(r: &Record) -> String {
    let games = r.wins + r.draws + r.losses;
    let score = if games == 0 {
        0.0
    } else {
        100.0 * (r.wins as f64 + r.draws as f64 / 2.0) / games as f64
    };
    format!(
        "won {:>4}  drawn {:>4}  lost {:>4}  score {:>5.1}%",
        r.wins, r.draws, r.losses, score
    )
}

pub fn bench(args: &BenchArgs) -> Result<(), Failure> {
    let levels = if args.levels.is_empty() {
        Level::ALL.to_vec()
    } else {
        args.levels.clone()
    };
    let entries: Vec<_> = match &args.game {
        Some(id) => vec![games::find(id).map_err(|e| e.to_string())?],
        None => games::GAMES.iter().collect(),
    };
    let mut reports = Vec::new();
    for entry in entries {
        if entry.id == <fireside_core::games::dama::Dama as fireside_core::Game>::ID && !args.json {
            // Built once per process (on its own thread in the app); built here first so
            // the bench measures searches with the tables, and their cost is shown.
            let start = std::time::Instant::now();
            let tables = fireside_core::games::dama::endgame::tables();
            outln!(
                "{}: endgame tables (up to {} pieces) {} bytes, built in {:.2} s",
                entry.id,
                fireside_core::games::dama::endgame::MAX_PIECES,
                tables.bytes(),
                start.elapsed().as_secs_f64()
            );
        }
        let spec = BenchSpec {
            preset: None,
            options: &[],
            levels: &levels,
            positions: args.positions,
            plies: args.plies,
            seed: args.seed,
            time_scale: args.time_scale,
            plain: args.plain,
        };
        let report = (entry.bench)(&spec).map_err(|e| e.to_string())?;
        if !args.json {
            outln!(
                "{} — {} positions, time scale {}",
                report.game,
                report.positions,
                report.time_scale
            );
            outln!(
                "  level   moves  median ms  max ms  median depth  max depth  nodes/s  nodes/cpu-s"
            );
            for l in &report.levels {
                outln!(
                    "  {:<7} {:>5}  {:>9.1}  {:>6.1}  {:>12}  {:>9}  {:>7.0}  {:>11.0}",
                    l.level.name(),
                    l.moves,
                    l.median_ms,
                    l.max_ms,
                    l.median_depth,
                    l.max_depth,
                    l.nodes_per_second,
                    l.nodes_per_cpu_second
                );
            }
            if let Some(p) = &report.plain {
                outln!(
                    "  {:<7} {:>5}  {:>9.1}  {:>6.1}  {:>12}  {:>9}  {:>7.0}  {:>11.0}",
                    "plain",
                    p.moves,
                    p.median_ms,
                    p.max_ms,
                    p.median_depth,
                    p.max_depth,
                    p.nodes_per_second,
                    p.nodes_per_cpu_second
                );
            }
        }
        reports.push(report);
    }
    let peak = peak_memory_bytes();
    if args.json {
        let v = serde_json::json!({ "reports": reports, "peak_memory_bytes": peak });
        outln!("{v}");
    } else if let Some(bytes) = peak {
        outln!("peak memory {:.1} MiB", bytes as f64 / (1024.0 * 1024.0));
    }
    Ok(())
}

pub fn tournament(args: &TournamentArgs) -> Result<(), Failure> {
    let entry = games::find(&args.game.game).map_err(|e| e.to_string())?;
    let spawner = match args.processes {
        true => Some(Spawner::new(&args.game, args.store.as_deref())?),
        false => None,
    };
    let process = |ask: &MoveAsk| match &spawner {
        Some(spawner) => spawner.ask(ask),
        None => Err("no move processes were asked for".to_owned()),
    };
    let fresh = if spawner.is_some() {
        Freshness::Process(&process)
    } else if args.fresh {
        Freshness::EveryMove
    } else {
        Freshness::Kept
    };
    let spec = TournamentSpec {
        preset: args.game.preset.as_deref(),
        options: &args.game.options,
        a: args.a,
        b: args.b,
        games: args.games,
        seed: args.seed,
        time_scale: args.time.unwrap_or(args.time_scale),
        threads: args.threads,
        fresh,
    };
    let report = (entry.tournament)(&spec).map_err(|e| e.to_string())?;
    if args.json {
        let mut v = serde_json::to_value(&report).map_err(|e| e.to_string())?;
        // The per-game records make the object long; scripts read the totals.
        if let Some(o) = v.as_object_mut() {
            o.remove("results");
        }
        outln!("{v}");
        return Ok(());
    }
    outln!(
        "{} — {} games, seed {}, time scale {}{}",
        report.game,
        report.games,
        report.seed,
        report.time_scale,
        match (report.processes, report.fresh) {
            (true, _) => ", every move of a searching player by a new process",
            (false, true) => ", a fresh player every move",
            (false, false) => "",
        }
    );
    let start = (entry.start)(spec.preset, spec.options).map_err(|e| e.to_string())?;
    let roles = [
        format!("{:?}", start.role(Side::One)),
        format!("{:?}", start.role(Side::Two)),
    ];
    for (name, p) in [("A", &report.a), ("B", &report.b)] {
        outln!(
            "  {name} {:<7} {}   ({:.0} ms/move mean, {:.0} max, mean depth {:.1}, {:.0} nodes/s)",
            p.player,
            record_line(&p.total),
            p.mean_move_ms,
            p.max_move_ms,
            p.mean_depth,
            p.nodes_per_second
        );
        if report.processes && p.mean_process_ms > 0.0 {
            outln!(
                "      {:.0} ms/move on the clock, the process's start included",
                p.mean_process_ms
            );
        }
        for (role, r) in roles.iter().zip([&p.as_side_one, &p.as_side_two]) {
            outln!("      as {role:<9} {}", record_line(r));
        }
    }
    // How the games ended, by the winner's role: the first thing to read when a side loses.
    let mut endings: std::collections::BTreeMap<String, usize> = Default::default();
    for g in &report.results {
        let key = match g.outcome {
            fireside_core::Outcome::Win { winner, reason } => {
                format!("{} by {reason:?}", roles[winner.index()])
            }
            fireside_core::Outcome::Draw { reason } => format!("draw by {reason:?}"),
            fireside_core::Outcome::Ongoing => "unfinished".to_owned(),
        };
        *endings.entry(key).or_default() += 1;
    }
    let endings: Vec<String> = endings.iter().map(|(k, n)| format!("{k} {n}")).collect();
    outln!("  endings: {}", endings.join(", "));
    for failure in &report.failures {
        outln!("  a move process failed, its game stopped: {failure}");
    }
    if report.unfinished > 0 {
        outln!(
            "  {} games stopped unfinished (counted as draws)",
            report.unfinished
        );
    }
    outln!("  mean game length {:.1} plies", report.mean_plies);
    let pairs = report.games.div_ceil(2);
    outln!(
        "  pairs the same side won twice (the opening decided): {} of {pairs}",
        report.same_side_pairs
    );
    outln!(
        "  openings: {} distinct for {pairs} pairs{}{}",
        report.distinct_openings,
        match report.unbalanced_openings {
            0 => String::new(),
            n => format!(", {n} of them unbalanced (too few balanced ones)"),
        },
        if report.distinct_openings < pairs {
            ", some repeated (the game has too few)"
        } else {
            ""
        }
    );
    Ok(())
}

pub fn analyze(args: &AnalyzeArgs) -> Result<(), Failure> {
    let pos = position::start(&args.game, &args.moves)?;
    if pos.outcome().is_over() {
        return Err(Failure::Invalid(
            "the game is over: nothing to analyze".into(),
        ));
    }
    let time = check_search_seconds(args.time).map_err(|e| e.to_string())?;
    let mut limits = Limits::time(time);
    if let Some(d) = args.depth {
        limits = limits.with_depth(d);
    }
    let cancel = CancelToken::new();
    let json = args.json;
    let mut failed = None;
    let report = pos.analyze(&limits, &cancel, &mut |r| {
        if json || failed.is_some() {
            return;
        }
        use std::io::Write as _;
        let line = writeln!(
            std::io::stdout(),
            "depth {:>2}  score {:>7}  nodes {:>9}  pv {}",
            r.depth,
            r.score,
            r.nodes,
            r.pv.join(" ")
        );
        if let Err(e) = line {
            // Nobody reads any more: stop thinking.
            failed = Some(e);
            cancel.cancel();
        }
    });
    if let Some(e) = failed {
        return Err(e.into());
    }
    if json {
        outln!(
            "{}",
            serde_json::to_string(&report).map_err(|e| e.to_string())?
        );
    } else {
        let best = report.best_move.clone().unwrap_or_default();
        match report.win_in {
            Some(n) if n > 0 => outln!("best {best}  (wins in {n} plies)"),
            Some(n) => outln!("best {best}  (loses in {} plies)", -n),
            None => outln!("best {best}  score {}", report.score),
        }
        outln!(
            "depth {}  nodes {}  {:.0} nodes/s  {:.0} ms",
            report.depth,
            report.nodes,
            report.nodes_per_second,
            report.elapsed_ms
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::parse_move_time;

    #[test]
    fn move_time_is_checked() {
        assert_eq!(parse_move_time("0.25"), Ok(0.25));
        assert_eq!(parse_move_time("60"), Ok(60.0));
        for bad in ["0", "-1", "0.0001", "61", "nan", "inf", "1e9", "soon", ""] {
            let err = parse_move_time(bad).unwrap_err();
            assert!(err.contains("seconds from 0.001 to 60"), "{bad}: {err}");
        }
    }
}

#[derive(Args)]
pub struct TablesArgs {
    /// The store folder whose `cache/` keeps the tables (default: the one `play` uses).
    #[arg(long)]
    pub store: Option<std::path::PathBuf>,
}

/// How long a cold process waits for Dama's endgame tables, and where they came from.
pub fn endgame_tables(args: &TablesArgs) -> Result<(), Failure> {
    use fireside_core::games::dama::{endgame, endgame_file};
    let store = match &args.store {
        Some(dir) => dir.clone(),
        None => crate::paths::default_store_dir()?,
    };
    endgame_file::keep_in(&store.join("cache"));
    let file = endgame_file::path().ok_or_else(|| "no cache folder".to_owned())?;
    let kept = endgame::read_kept(&file).is_some();
    let start = std::time::Instant::now();
    let tables = endgame::tables();
    let ms = start.elapsed().as_secs_f64() * 1000.0;
    let how = if kept {
        "read from the cache"
    } else {
        "built and kept"
    };
    outln!(
        "endgame tables ({} bytes) {how} in {ms:.0} ms: {}",
        tables.bytes(),
        file.display()
    );
    Ok(())
}
