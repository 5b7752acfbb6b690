//! `fireside ratings-of-levels`: a round robin among the levels, random moves and the plain
//! yardstick, rated in Elo by maximum likelihood.

use clap::Args;
use fireside_core::engine::ratings::{Entrant, RatingsReport, DEFAULT_ENTRANTS};
use fireside_core::games::{self, RatingsSpec};

use crate::numbers;
use crate::out::{outln, Failure};
use crate::position::GameArgs;

#[derive(Args)]
pub struct RatingsArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// The players, comma-separated: random, easy, normal, expert, plain, each optionally
    /// with `@SECONDS` for Expert and plain (a factor on the budget of Easy and Normal).
    #[arg(long, default_value = DEFAULT_ENTRANTS, value_parser = parse_entrants)]
    pub players: Entrants,
    /// Games per pairing (pairs with sides swapped after the same balanced opening).
    #[arg(long, default_value_t = 20, value_parser = numbers::games)]
    pub games: usize,
    #[arg(long, default_value_t = 2026)]
    pub seed: u64,
    /// Scales every player's time (e.g. 0.1 for a quick run; say so with the figures).
    #[arg(long, default_value_t = 1.0, value_parser = numbers::time_scale)]
    pub time_scale: f64,
    /// Games played at once.
    #[arg(long, default_value_t = 1, value_parser = numbers::threads)]
    pub threads: usize,
    /// Print one JSON object instead of the tables.
    #[arg(long)]
    pub json: bool,
}

/// The parsed `--players` list.
#[derive(Clone, Debug)]
pub struct Entrants(pub Vec<Entrant>);

fn parse_entrants(text: &str) -> Result<Entrants, String> {
    let list: Vec<Entrant> = text
        .split(',')
        .map(|t| Entrant::parse(t.trim()))
        .collect::<Result<_, _>>()?;
    if list.len() < 2 {
        return Err("a round robin needs at least two players".into());
    }
    Ok(Entrants(list))
}

pub fn run(args: &RatingsArgs) -> Result<(), Failure> {
    let entry = games::find(&args.game.game).map_err(|e| e.to_string())?;
    let spec = RatingsSpec {
        preset: args.game.preset.as_deref(),
        options: &args.game.options,
        entrants: &args.players.0,
        games: args.games,
        seed: args.seed,
        time_scale: args.time_scale,
        threads: args.threads,
    };
    let report = (entry.ratings)(&spec).map_err(|e| e.to_string())?;
    if args.json {
        outln!(
            "{}",
            serde_json::to_string(&report).map_err(|e| e.to_string())?
        );
    } else {
        print(&report)?;
    }
    Ok(())
}

fn print(report: &RatingsReport) -> Result<(), Failure> {
    outln!(
        "{} — {} games a pairing, seed {}, time scale {}; Elo by maximum likelihood ({} virtual draw a pairing), ± is the 95 % interval",
        report.game,
        report.games_per_pairing,
        report.seed,
        report.time_scale,
        report.prior_draws
    );
    let mut order: Vec<usize> = (0..report.ratings.len()).collect();
    order.sort_by(|&a, &b| report.ratings[b].elo.total_cmp(&report.ratings[a].elo));
    outln!("  player          Elo      ±   score");
    for &i in &order {
        let r = &report.ratings[i];
        outln!(
            "  {:<12} {:>6.0} {:>6.0}   {:>5.1} / {}",
            r.entrant,
            r.elo,
            r.error,
            r.score,
            r.games
        );
    }
    outln!("  pairings (first player's wins/draws/losses; as side one; as side two):");
    for p in &report.pairings {
        let [a, b] = [&report.ratings[p.a].entrant, &report.ratings[p.b].entrant];
        let w = |r: [u32; 3]| format!("{}/{}/{}", r[0], r[1], r[2]);
        outln!(
            "    {a:<12} vs {b:<12} {}/{}/{}   {}   {}",
            p.a_wins,
            p.draws,
            p.a_losses,
            w(p.a_side_one),
            w(p.a_side_two)
        );
    }
    Ok(())
}
