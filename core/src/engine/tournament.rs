//! Computer-against-computer matches, for strength checks: plain data for the command line.

use std::collections::HashSet;
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize, Serializer};

use crate::engine::beginner::beginner_move;
use crate::engine::computer::ComputerPlayer;
use crate::engine::evaluate::Evaluate;
use crate::engine::level::Level;
use crate::engine::limits::CancelToken;
use crate::engine::plain::PlainPlayer;
use crate::engine::score::Score;
use crate::game::{Outcome, Side};

/// A tournament player: a level, the plain yardstick engine ([`crate::engine::plain`]), or
/// uniformly random legal moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    Computer(Level),
    Plain,
    /// The second yardstick: plain counting mobility beside material, as the outside
    /// engine of issue 37 did ([`PlainPlayer::with_mobility`]).
    PlainMobile,
    Random,
    /// Knows only the rules: reads two plies, counts material and mobility, picks loosely
    /// ([`crate::engine::beginner`]).
    Beginner,
}

impl Player {
    /// A level or the plain engine: a player with a search and its table.
    pub fn searches(self) -> bool {
        matches!(
            self,
            Player::Computer(_) | Player::Plain | Player::PlainMobile
        )
    }

    pub fn name(self) -> &'static str {
        match self {
            Player::Computer(level) => level.name(),
            Player::Plain => "plain",
            Player::PlainMobile => "plain-mobile",
            Player::Random => "random",
            Player::Beginner => "beginner",
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Player {
    type Err = String;
    /// `easy`, `normal`, `expert`, `plain` or `random`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "random" => return Ok(Player::Random),
            "beginner" => return Ok(Player::Beginner),
            "plain" => return Ok(Player::Plain),
            "plain-mobile" => return Ok(Player::PlainMobile),
            _ => {}
        }
        Level::from_name(s).map(Player::Computer).ok_or_else(|| {
            format!(
                "unknown player `{s}`: expected easy, normal, expert, plain, plain-mobile, \
                 random or beginner"
            )
        })
    }
}

impl Serialize for Player {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

// A move asked of another process ([`crate::engine::one_move`]).

/// What a player is asked for one move.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveAsk<'a> {
    pub player: Player,
    /// Every move from the start, in notation: the position and its history (repetitions
    /// count), as the tournament played them.
    pub moves: &'a [String],
    pub seed: u64,
    pub time_scale: f64,
}

/// The move chosen (none when the game is over or the side has none) and what the search
/// says of it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Picked {
    pub mv: Option<String>,
    pub depth: u32,
    pub nodes: u64,
    /// Time spent choosing, inside the process (its start is timed by the caller).
    pub ms: f64,
}

/// Asks for one move in another process; the tournament plays what it answers.
pub type MoveProcess<'a> = &'a (dyn Fn(&MoveAsk) -> Result<Picked, String> + Sync);

/// Wins, draws and losses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Record {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Record {
    fn add(&mut self, result: Option<bool>) {
        match result {
            Some(true) => self.wins += 1,
            Some(false) => self.losses += 1,
            None => self.draws += 1,
        }
    }
}

/// One player's results, in total and by the side they played.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct PlayerRecord {
    pub player: String,
    pub total: Record,
    pub as_side_one: Record,
    pub as_side_two: Record,
    /// Per move, over the whole tournament.
    pub mean_move_ms: f64,
    pub max_move_ms: f64,
    pub mean_depth: f64,
    /// Nodes searched per second of thinking, over the whole tournament.
    pub nodes_per_second: f64,
    /// With moves asked of other processes: clock time per move, the process's start
    /// included (0 otherwise).
    pub mean_process_ms: f64,
}

/// One game of a tournament.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TournamentGame {
    pub index: usize,
    /// The side player `a` played.
    pub a_side: Side,
    /// The random opening, in notation.
    pub opening: Vec<String>,
    pub outcome: Outcome,
    /// Stopped at the ply cap with no result (counted as a draw).
    pub unfinished: bool,
    pub plies: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TournamentReport {
    pub game: &'static str,
    pub games: usize,
    pub seed: u64,
    pub time_scale: f64,
    /// Each move by a fresh player ([`Schedule::fresh`]).
    pub fresh: bool,
    /// Each searching player's move asked of a new process ([`Freshness::Process`]).
    pub processes: bool,
    /// Games stopped because a process failed to answer, and why (none when all went well).
    pub failures: Vec<String>,
    pub a: PlayerRecord,
    pub b: PlayerRecord,
    pub unfinished: usize,
    pub mean_plies: f64,
    /// Distinct opening positions over the pairs: fewer than the pairs only when the game
    /// has too few (see [`tournament_openings`]).
    pub distinct_openings: usize,
    /// Of those, how many failed the balance test (taken as there were too few balanced).
    pub unbalanced_openings: usize,
    /// Pairs whose two games the same side won: there the opening, not the players,
    /// decided (each player won once, with that side).
    pub same_side_pairs: usize,
    pub results: Vec<TournamentGame>,
}

/// Random plies that start each pair of games.
const OPENING_PLIES: usize = 2;
/// When a game has too few distinct balanced openings of [`OPENING_PLIES`], longer ones
/// are drawn, up to this many plies (Sungka has only five balanced two-ply openings).
const MAX_OPENING_PLIES: usize = 4;
/// A random opening is kept only when the plain engine, searching it [`BALANCE_DEPTH`] plies
/// deep, scores it within this of even (a piece and a half, 15 Sungka shells); otherwise
/// the next seeded opening is tried, up to [`BALANCE_TRIES`] times. Why: in Sungka most
/// random openings hand one side a chain of free turns worth the game, and then the
/// opening, not the players, decides — Expert against plain scored exactly what Expert
/// against Expert and plain against plain did (every pair won by the same side twice);
/// judged 4 plies deep, the same was still true, so the judge looks about as far as plain
/// does in a quarter of a second.
const BALANCE_MARGIN: Score = 150;
const BALANCE_DEPTH: u32 = 8;
const BALANCE_TRIES: u64 = 64;
/// A game still going after this many plies is stopped and counted as a draw.
pub const MAX_GAME_PLIES: usize = 1000;

#[derive(Default)]
struct MoveStats {
    moves: u64,
    total_ms: f64,
    max_ms: f64,
    depth_sum: u64,
    nodes: u64,
    /// With moves asked of other processes: the clock time of each ask, start included.
    wall_ms: f64,
}

/// One game played, its players' timings, and why it stopped early if a process failed.
struct PlayedGame {
    game: TournamentGame,
    a: MoveStats,
    b: MoveStats,
    failure: Option<String>,
}

impl MoveStats {
    fn add(&mut self, ms: f64, depth: u32, nodes: u64) {
        self.moves += 1;
        self.total_ms += ms;
        self.max_ms = self.max_ms.max(ms);
        self.depth_sum += depth as u64;
        self.nodes += nodes;
    }

    fn merge(&mut self, other: &MoveStats) {
        self.moves += other.moves;
        self.total_ms += other.total_ms;
        self.max_ms = self.max_ms.max(other.max_ms);
        self.depth_sum += other.depth_sum;
        self.nodes += other.nodes;
        self.wall_ms += other.wall_ms;
    }
}

pub(crate) enum Seat<G: Evaluate> {
    Computer(Box<ComputerPlayer<G>>),
    Plain(Box<PlainPlayer<G>>),
    Random(Box<ChaCha8Rng>),
    Beginner(Box<ChaCha8Rng>),
}

impl<G: Evaluate> Seat<G> {
    pub(crate) fn new(player: Player, seed: u64, time_scale: f64) -> Self {
        match player {
            Player::Computer(level) => {
                Seat::Computer(Box::new(ComputerPlayer::new(level, seed, time_scale)))
            }
            Player::Plain => Seat::Plain(Box::new(PlainPlayer::new(time_scale))),
            Player::PlainMobile => Seat::Plain(Box::new(PlainPlayer::with_mobility(time_scale))),
            Player::Random => Seat::Random(Box::new(ChaCha8Rng::seed_from_u64(seed))),
            Player::Beginner => Seat::Beginner(Box::new(ChaCha8Rng::seed_from_u64(seed))),
        }
    }

    /// The move, the depth reached and the nodes searched.
    pub(crate) fn think(&mut self, pos: &G) -> (Option<G::Move>, u32, u64) {
        match self {
            Seat::Computer(p) => {
                let r = p.choose(pos, &CancelToken::new());
                (r.best_move, r.depth, r.nodes)
            }
            Seat::Plain(p) => {
                let r = p.choose(pos);
                (r.best_move, r.depth, r.nodes)
            }
            Seat::Random(rng) => {
                let mut moves = Vec::new();
                pos.legal_moves(&mut moves);
                (moves.choose(rng.as_mut()).cloned(), 0, 0)
            }
            Seat::Beginner(rng) => (beginner_move(pos, rng.as_mut()), 0, 0),
        }
    }

    fn choose(&mut self, pos: &G, stats: &mut MoveStats) -> Option<G::Move> {
        let start = Instant::now();
        let (mv, depth, nodes) = self.think(pos);
        stats.add(start.elapsed().as_secs_f64() * 1000.0, depth, nodes);
        mv
    }
}

/// How a tournament is played: how many games, the seed, the time scale, how many at once,
/// and whether each move is chosen by a fresh player.
#[derive(Clone, Copy, Debug)]
pub struct Schedule<'a> {
    pub games: usize,
    pub seed: u64,
    pub time_scale: f64,
    pub threads: usize,
    pub fresh: Freshness<'a>,
}

/// What a searching player keeps from one move to the next.
#[derive(Clone, Copy, Default)]
pub enum Freshness<'a> {
    /// One player per game keeps its table, as the app's computer does.
    #[default]
    Kept,
    /// Every move by a new player with an empty table, in this process.
    EveryMove,
    /// Every move asked of a new process ([`crate::engine::one_move`]): nothing learnt on
    /// earlier moves is kept, not even memory the allocator kept warm.
    Process(MoveProcess<'a>),
}

impl Freshness<'_> {
    /// Whether every move is chosen afresh.
    pub fn is_fresh(&self) -> bool {
        !matches!(self, Freshness::Kept)
    }
}

impl fmt::Debug for Freshness<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Freshness::Kept => "Kept",
            Freshness::EveryMove => "EveryMove",
            Freshness::Process(_) => "Process",
        })
    }
}

/// Plays `games` games between `a` and `b` from the start of `config`, `threads` at once.
/// Sides alternate: in each pair of games both players get each side after the same seeded
/// random opening of a couple of plies, chosen balanced ([`BALANCE_MARGIN`]) and different
/// from every other pair's ([`tournament_openings`]). Deterministic for a seed up to
/// time-limited search.
pub fn tournament<G: Evaluate>(
    config: &G::Config,
    a: Player,
    b: Player,
    schedule: &Schedule,
) -> TournamentReport {
    let Schedule {
        games,
        seed,
        time_scale,
        threads,
        fresh,
    } = *schedule;
    let start = G::new(config);
    let openings = tournament_openings(&start, games.div_ceil(2), seed);
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<PlayedGame>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads.clamp(1, games.max(1)) {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= games {
                    break;
                }
                let opening = &openings.pairs[index / 2];
                let played = play_game_scaled(
                    opening,
                    (a, time_scale),
                    (b, time_scale),
                    index,
                    (seed, fresh),
                );
                results.lock().expect("no thread panicked").push(played);
            });
        }
    });
    let mut results = results.into_inner().expect("no thread panicked");
    results.sort_by_key(|played| played.game.index);

    let mut rec_a = PlayerRecord {
        player: a.to_string(),
        ..PlayerRecord::default()
    };
    let mut rec_b = PlayerRecord {
        player: b.to_string(),
        ..PlayerRecord::default()
    };
    let (mut stats_a, mut stats_b) = (MoveStats::default(), MoveStats::default());
    let mut unfinished = 0;
    let mut plies = 0;
    let failures: Vec<String> = results.iter().filter_map(|p| p.failure.clone()).collect();
    for PlayedGame {
        game: g,
        a: sa,
        b: sb,
        ..
    } in &results
    {
        stats_a.merge(sa);
        stats_b.merge(sb);
        unfinished += g.unfinished as usize;
        plies += g.plies;
        let a_won = match g.outcome {
            Outcome::Win { winner, .. } => Some(winner == g.a_side),
            _ => None,
        };
        rec_a.total.add(a_won);
        rec_b.total.add(a_won.map(|w| !w));
        match g.a_side {
            Side::One => {
                rec_a.as_side_one.add(a_won);
                rec_b.as_side_two.add(a_won.map(|w| !w));
            }
            Side::Two => {
                rec_a.as_side_two.add(a_won);
                rec_b.as_side_one.add(a_won.map(|w| !w));
            }
        }
    }
    for (rec, stats) in [(&mut rec_a, &stats_a), (&mut rec_b, &stats_b)] {
        let n = stats.moves.max(1) as f64;
        rec.mean_move_ms = stats.total_ms / n;
        rec.max_move_ms = stats.max_ms;
        rec.mean_depth = stats.depth_sum as f64 / n;
        rec.mean_process_ms = stats.wall_ms / n;
        rec.nodes_per_second = if stats.total_ms > 0.0 {
            stats.nodes as f64 / (stats.total_ms / 1000.0)
        } else {
            0.0
        };
    }
    TournamentReport {
        game: G::ID,
        games,
        seed,
        time_scale,
        fresh: fresh.is_fresh(),
        processes: matches!(fresh, Freshness::Process(_)),
        failures,
        a: rec_a,
        b: rec_b,
        unfinished,
        mean_plies: plies as f64 / games.max(1) as f64,
        distinct_openings: openings.distinct,
        unbalanced_openings: openings.unbalanced,
        same_side_pairs: same_side_pairs(results.iter().map(|p| &p.game)),
        results: results.into_iter().map(|p| p.game).collect(),
    }
}

/// How many pairs of games (2k, 2k + 1, in index order) the same side won twice.
fn same_side_pairs<'a>(games: impl Iterator<Item = &'a TournamentGame>) -> usize {
    let winners: Vec<(usize, Option<Side>)> = games
        .map(|g| match g.outcome {
            Outcome::Win { winner, .. } => (g.index, Some(winner)),
            _ => (g.index, None),
        })
        .collect();
    winners
        .chunks(2)
        .filter(|pair| match pair {
            [(i, Some(x)), (j, Some(y))] => i / 2 == j / 2 && x == y,
            _ => false,
        })
        .count()
}

/// The openings of a tournament, one per pair of games.
pub(crate) struct Openings<G> {
    /// Per pair: the position and the opening in notation.
    pub pairs: Vec<(G, Vec<String>)>,
    /// Distinct positions among `pairs`.
    pub distinct: usize,
    /// Pairs whose opening failed the balance test (there were too few balanced ones).
    pub unbalanced: usize,
}

/// One opening per pair, each reaching a different position while the game has enough:
/// [`OPENING_PLIES`] random plies from one stream seeded by `seed`, a position already
/// seen skipped, each new one judged (see [`BALANCE_MARGIN`]), for up to
/// [`BALANCE_TRIES`] draws per pair; while balanced ones are short, the same with one ply
/// more, up to [`MAX_OPENING_PLIES`]. Why distinct: Sungka has few balanced two-ply
/// openings, and pair-by-pair retries fell on the same four in 20 pairs, so the openings,
/// not the players, decided the score. When balanced ones still run short, the distinct
/// unbalanced ones follow, nearest to even first; only then do openings repeat.
pub(crate) fn tournament_openings<G: Evaluate>(start: &G, pairs: usize, seed: u64) -> Openings<G> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut seen = HashSet::new();
    let mut balanced = Vec::new();
    let mut unbalanced = Vec::new();
    let mut moves = Vec::new();
    let draws = (pairs as u64).saturating_mul(BALANCE_TRIES);
    let lengths =
        (OPENING_PLIES..=MAX_OPENING_PLIES).flat_map(|plies| (0..draws).map(move |_| plies));
    for plies in lengths {
        if balanced.len() >= pairs {
            break;
        }
        let mut pos = start.clone();
        let mut opening = Vec::new();
        for _ in 0..plies {
            moves.clear();
            pos.legal_moves(&mut moves);
            let Some(mv) = moves.choose(&mut rng).cloned() else {
                break;
            };
            opening.push(pos.format_move(&mv));
            pos.play(&mv);
        }
        // The position's 64-bit key, as the search tables know it.
        if pos.outcome().is_over() || !seen.insert(pos.hash()) {
            continue;
        }
        // A fresh judge each time: a verdict does not depend on what was judged before.
        let score = PlainPlayer::<G>::new(1.0)
            .search(&pos, Duration::from_secs(3600), BALANCE_DEPTH)
            .score;
        if score.abs() <= BALANCE_MARGIN {
            balanced.push((pos, opening));
        } else {
            unbalanced.push((score.abs(), pos, opening));
        }
    }
    // Stable: equally uneven openings keep the order they were drawn in.
    unbalanced.sort_by_key(|(margin, _, _)| *margin);
    let taken_unbalanced = unbalanced.len().min(pairs - balanced.len().min(pairs));
    let mut chosen: Vec<(G, Vec<String>)> = balanced;
    chosen.truncate(pairs);
    chosen.extend(
        unbalanced
            .into_iter()
            .take(taken_unbalanced)
            .map(|(_, pos, opening)| (pos, opening)),
    );
    if chosen.is_empty() {
        chosen.push((start.clone(), Vec::new()));
    }
    let distinct = chosen.len().min(pairs);
    let mut all = chosen.clone();
    while all.len() < pairs {
        all.push(chosen[all.len() % chosen.len()].clone());
    }
    Openings {
        pairs: all,
        distinct,
        unbalanced: taken_unbalanced,
    }
}

/// One game of a pair from `opening` (index even: `a` plays side one), each player with
/// its own time scale, for rating runs ([`crate::engine::ratings`]).
pub(crate) fn play_pair_game<G: Evaluate>(
    opening: &(G, Vec<String>),
    a: (Player, f64),
    b: (Player, f64),
    index: usize,
    seed: u64,
) -> TournamentGame {
    play_game_scaled(opening, a, b, index, (seed, Freshness::Kept)).game
}

fn play_game_scaled<G: Evaluate>(
    (start, opening): &(G, Vec<String>),
    (a, a_scale): (Player, f64),
    (b, b_scale): (Player, f64),
    index: usize,
    (seed, fresh): (u64, Freshness),
) -> PlayedGame {
    let a_side = if index % 2 == 0 { Side::One } else { Side::Two };
    let game_seed = seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let mut pos = start.clone();
    let mut seat_a = Seat::<G>::new(a, game_seed, a_scale);
    let mut seat_b = Seat::<G>::new(b, game_seed ^ 0x5555_5555, b_scale);
    let (mut stats_a, mut stats_b) = (MoveStats::default(), MoveStats::default());
    let mut history = opening.clone();
    let mut failure = None;
    let mut plies = 0;
    while !pos.outcome().is_over() && plies < MAX_GAME_PLIES {
        // Engines start afresh; random movers and the beginner keep their dice.
        let ply_seed = game_seed ^ (plies as u64).wrapping_mul(0xD1B5_4A32_D192_ED03);
        if matches!(fresh, Freshness::EveryMove) {
            if a.searches() {
                seat_a = Seat::<G>::new(a, ply_seed, a_scale);
            }
            if b.searches() {
                seat_b = Seat::<G>::new(b, ply_seed ^ 0x5555_5555, b_scale);
            }
        }
        let (player, seat, stats, scale, seed) = if pos.side_to_move() == a_side {
            (a, &mut seat_a, &mut stats_a, a_scale, ply_seed)
        } else {
            (
                b,
                &mut seat_b,
                &mut stats_b,
                b_scale,
                ply_seed ^ 0x5555_5555,
            )
        };
        let mv = match fresh {
            Freshness::Process(process) if player.searches() => {
                let ask = MoveAsk {
                    player,
                    moves: &history,
                    seed,
                    time_scale: scale,
                };
                match asked_move(process, &ask, &pos, stats) {
                    Ok(mv) => mv,
                    Err(why) => {
                        failure = Some(format!("game {index}, ply {plies}: {why}"));
                        break;
                    }
                }
            }
            _ => seat.choose(&pos, stats),
        };
        let Some(mv) = mv else { break };
        history.push(pos.format_move(&mv));
        pos.play(&mv);
        plies += 1;
    }
    let outcome = pos.outcome();
    let game = TournamentGame {
        index,
        a_side,
        opening: opening.clone(),
        outcome,
        unfinished: !outcome.is_over(),
        plies: pos.ply(),
    };
    PlayedGame {
        game,
        a: stats_a,
        b: stats_b,
        failure,
    }
}

/// A move asked of another process, read back as a legal move of `pos`; its time in the
/// process and on the clock (with the process's start) go into `stats`.
fn asked_move<G: Evaluate>(
    process: MoveProcess,
    ask: &MoveAsk,
    pos: &G,
    stats: &mut MoveStats,
) -> Result<Option<G::Move>, String> {
    let start = Instant::now();
    let picked = process(ask)?;
    stats.wall_ms += start.elapsed().as_secs_f64() * 1000.0;
    stats.add(picked.ms, picked.depth, picked.nodes);
    match picked.mv {
        None => Ok(None),
        Some(text) => pos
            .parse_move(&text)
            .map(Some)
            .map_err(|e| format!("the process answered `{text}`: {e}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::games::sungka::Sungka;
    use crate::testkit::toys::Nim;

    fn schedule(games: usize, seed: u64) -> Schedule<'static> {
        Schedule {
            games,
            seed,
            time_scale: 1.0,
            threads: 2,
            fresh: Freshness::Kept,
        }
    }

    fn replay<G: Game>(start: &G, opening: &[String]) -> G {
        let mut pos = start.clone();
        for text in opening {
            let mv = pos.parse_move(text).expect("the opening is legal");
            pos.play(&mv);
        }
        pos
    }

    /// The results without the timings, which vary from run to run.
    fn games(report: &TournamentReport) -> (Record, Record, usize, usize, &[TournamentGame]) {
        (
            report.a.total,
            report.a.as_side_one,
            report.distinct_openings,
            report.unbalanced_openings,
            &report.results,
        )
    }

    #[test]
    fn a_sungka_tournament_plays_a_different_opening_in_every_pair() {
        let config = Default::default();
        let start = Sungka::new(&config);
        let run =
            || tournament::<Sungka>(&config, Player::Random, Player::Random, &schedule(40, 2026));
        let report = run();
        assert_eq!(report.results.len(), 40);
        let mut reached = HashSet::new();
        for pair in report.results.chunks(2) {
            assert_eq!(
                pair[0].opening, pair[1].opening,
                "a pair shares its opening"
            );
            assert!(pair[0].opening.len() >= OPENING_PLIES);
            reached.insert(replay(&start, &pair[0].opening).hash());
        }
        assert_eq!(reached.len(), 20, "20 pairs, 20 positions");
        assert_eq!(report.distinct_openings, 20);
        assert_eq!(
            report.unbalanced_openings, 0,
            "longer openings make up the balanced ones"
        );
        // The count of pairs won twice by one side agrees with the games.
        let twice = report
            .results
            .chunks(2)
            .filter(|p| {
                matches!((p[0].outcome, p[1].outcome),
                    (Outcome::Win { winner: x, .. }, Outcome::Win { winner: y, .. }) if x == y)
            })
            .count();
        assert_eq!(report.same_side_pairs, twice);
        // Deterministic: random players make the whole tournament repeat, not only openings.
        assert_eq!(games(&run()), games(&report));
        assert_eq!(run().same_side_pairs, report.same_side_pairs);
        let other = tournament::<Sungka>(&config, Player::Random, Player::Random, &schedule(40, 7));
        assert_ne!(other.results, report.results, "and the seed matters");
    }

    #[test]
    fn pairs_won_twice_by_one_side_are_counted_pair_by_pair() {
        let game = |index, winner: Option<Side>| TournamentGame {
            index,
            a_side: if index % 2 == 0 { Side::One } else { Side::Two },
            opening: Vec::new(),
            outcome: match winner {
                Some(winner) => Outcome::Win {
                    winner,
                    reason: crate::game::EndReason::NoMoves,
                },
                None => Outcome::Draw {
                    reason: crate::game::EndReason::MoveLimit,
                },
            },
            unfinished: false,
            plies: 1,
        };
        let (one, two) = (Some(Side::One), Some(Side::Two));
        // Pairs: (one, one) counts, (one, two) not, (two, two) counts, a draw not, and
        // games 7 and 8 won by one side belong to different pairs.
        let games = [
            game(0, one),
            game(1, one),
            game(2, one),
            game(3, two),
            game(4, two),
            game(5, two),
            game(6, None),
            game(7, one),
            game(8, one),
        ];
        assert_eq!(same_side_pairs(games.iter()), 2);
    }

    #[test]
    fn when_the_distinct_openings_run_out_they_repeat_and_say_so() {
        // Nim from 21: up to four plies reach only piles 9 to 19, each with a side to move.
        let start = Nim::with_pile(21, false);
        let openings = tournament_openings(&start, 30, 5);
        assert_eq!(openings.pairs.len(), 30);
        let reached: Vec<u64> = openings.pairs.iter().map(|(p, _)| p.hash()).collect();
        let unique: HashSet<&u64> = reached.iter().collect();
        assert!(openings.distinct < 30, "{}", openings.distinct);
        assert_eq!(unique.len(), openings.distinct);
        // Every distinct one first, then the same again.
        let first: HashSet<&u64> = reached[..openings.distinct].iter().collect();
        assert_eq!(first.len(), openings.distinct);
        for (pos, text) in &openings.pairs {
            assert_eq!(replay(&start, text).hash(), pos.hash());
        }
    }
}
