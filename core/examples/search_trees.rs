//! Prints the trees every level searches at a fixed depth, with no time limit: for each
//! game, each position of a small bench suite and each level, the nodes, the best move and
//! the score; then the shallow scores behind a weak choice, and the plain engine's tree.
//! Run it before and after a change to the search and compare the output: a refactoring
//! must leave it identical.
//!
//! `cargo run -q -p fireside-core --example search_trees > trees.txt`

use fireside_core::engine::limits::{CancelToken, Limits};
use fireside_core::engine::{settings_for, Evaluate, Level, PlainPlayer, SearchOptions, Searcher};
use fireside_core::games::{dama, fox_geese, hare_hounds, sungka};
use std::time::Duration;

/// Fixed depths per level, shallow enough for a debug build.
const DEPTHS: [(Level, u32); 3] = [(Level::Easy, 2), (Level::Normal, 4), (Level::Expert, 5)];

fn trees<G: Evaluate>() {
    let config = G::configure(None, &[]).expect("default rules");
    let suite = fireside_core::engine::bench_suite::<G>(&config, 4, 12, 7);
    let cancel = CancelToken::new();
    for (i, pos) in suite.iter().enumerate() {
        for (level, depth) in DEPTHS {
            let settings = settings_for::<G>(level);
            let mut options = SearchOptions {
                oracle_reach: settings.oracle_reach,
                ..SearchOptions::default()
            };
            G::adjust_search(level, &mut options);
            let mut searcher = Searcher::<G>::new(settings.table_bytes).with_options(options);
            let r = searcher.search(pos, &Limits::depth(depth), &cancel);
            let mv = r.best_move.as_ref().map(|m| pos.format_move(m));
            println!(
                "{} #{i} {level} d{depth}: nodes {} move {:?} score {} pv {}",
                G::ID,
                r.nodes,
                mv,
                r.score,
                r.pv.len()
            );
            let (scored, nodes) =
                searcher.score_moves(pos, settings.weak_depth.max(1), &Limits::depth(64), &cancel);
            let scores: Vec<String> = scored
                .iter()
                .map(|(m, s)| format!("{}={s:?}", pos.format_move(m)))
                .collect();
            println!("  weak nodes {nodes}: {}", scores.join(" "));
        }
        let mut plain = PlainPlayer::<G>::new(1.0);
        let r = plain.search(pos, Duration::from_secs(3600), 4);
        let mv = r.best_move.as_ref().map(|m| pos.format_move(m));
        println!(
            "{} #{i} plain d4: nodes {} move {:?} score {}",
            G::ID,
            r.nodes,
            mv,
            r.score
        );
    }
}

fn main() {
    trees::<fox_geese::FoxGeese>();
    trees::<hare_hounds::HareHounds>();
    trees::<sungka::Sungka>();
    trees::<dama::Dama>();
}
