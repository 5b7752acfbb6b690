//! What a game's puzzles are: the shape of what each game's `puzzles.rs` finds (a puzzle,
//! its line, theme and proof, and a set of them as shipped), and the tools the finders
//! share: random positions to look in, a checked move of a line, and the proof that one
//! move is clearly best. It stands below the games, as `words.rs` does; choosing, rating
//! and playing puzzles is `crate::puzzles`, above them.

use rand::seq::IndexedRandom;
use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::engine::{CancelToken, Evaluate, Limits, Score, Searcher};
use crate::game::{Game, Outcome, Side};

/// One move of a puzzle's line: the player's (the side that starts the puzzle) or the
/// engine's reply.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LineMove {
    pub side: Side,
    pub notation: String,
}

/// What the puzzle asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Theme {
    /// Find the only move that keeps the proven win (Hare and Hounds, Sungka, Dama ≤ 4 pieces).
    OnlyWin,
    /// Sungka: the sowing that captures the most shells.
    MostShells,
    /// Fox and Geese: the fox's jump that wins the game by force (a forced win found by
    /// the search; no other move wins as fast).
    FoxJump,
    /// Fox and Geese: the geese's move that traps the fox by force.
    GeeseTrap,
    /// Fox and Geese: the jump that takes more geese than any other move (counted).
    FoxMostGeese,
    /// Fox and Geese: the geese's only move that does not lose by force (every other
    /// move loses by force within the search's depth).
    GeeseHold,
    /// Dama: the move that wins by force (a forced win found by the search, no other
    /// move winning as fast), in a game not decided before it.
    Tactic,
    /// Fox and Geese: the fox wins the game by force in several moves, each the only one
    /// that wins within the moves left (every reply searched).
    FoxForcedWin,
    /// Fox and Geese: the geese trap the fox by force in several moves, each the only one
    /// that traps it within the moves left (every reply searched).
    GeeseForcedTrap,
}

impl Theme {
    /// The translation key of the puzzle's prompt (one place for the terminal and the app).
    pub fn text_key(self) -> &'static str {
        match self {
            Theme::OnlyWin => "puzzle-theme-only-win",
            Theme::MostShells => "puzzle-theme-most-shells",
            Theme::FoxJump => "puzzle-theme-fox-jump",
            Theme::GeeseTrap => "puzzle-theme-geese-trap",
            Theme::FoxMostGeese => "puzzle-theme-fox-most-geese",
            Theme::GeeseHold => "puzzle-theme-geese-hold",
            Theme::Tactic => "puzzle-theme-tactic",
            Theme::FoxForcedWin => "puzzle-theme-fox-forced-win",
            Theme::GeeseForcedTrap => "puzzle-theme-geese-forced-trap",
        }
    }
}

/// Why the answer is unique: the proof a test repeats for every shipped puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "by", rename_all = "kebab-case")]
pub enum Proof {
    /// A solved game's table (Hare and Hounds) or an endgame table (Dama): every other
    /// move gives up the win; the winner converts in `plies`.
    Table { plies: u32, legal_moves: u32 },
    /// Sungka's exact solver, each move searched to the end within `node_limit` nodes:
    /// only the answer wins.
    Solver { node_limit: u64, legal_moves: u32 },
    /// Counting the captures of every sowing: the answer takes `best` shells, the next
    /// best `second`.
    Count { best: u32, second: u32 },
    /// A fixed-depth search of every move: the answer scores `best`, the next best
    /// `second` (the margin is at least the game's stated threshold).
    Search(MarginProof),
    /// Every reply searched to the end of the line ([`forced_line`]): the player wins in
    /// `plies` and in no fewer, each of the player's moves the only one that wins within
    /// the plies left, each reply the longest resistance.
    Forced { plies: u32 },
}

/// A puzzle: a position, who moves, the line, how hard, and why the answer is unique.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    /// `<game>-<number>`, stable within a shipped set.
    pub id: String,
    /// The position in the game's setup text.
    pub position: String,
    pub to_move: Side,
    pub theme: Theme,
    /// The solution: the player's moves and the engine's replies, in order. The player's
    /// first move is the answer; the puzzle is solved when the line is played out.
    pub line: Vec<LineMove>,
    /// A rating on the puzzle scale (the players' puzzle rating), from how far the win is and how
    /// many moves tempt.
    pub difficulty: u32,
    pub proof: Proof,
}

/// A game's shipped puzzles, with what made them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleSet {
    pub game: String,
    /// The rules options the positions are played under (on top of the default preset).
    #[serde(default)]
    pub options: Vec<(String, String)>,
    /// The command that made this file.
    pub command: String,
    pub seed: u64,
    pub puzzles: Vec<Puzzle>,
}

impl PuzzleSet {
    /// The set as the shipped file holds it: JSON with one puzzle per line, so a change
    /// to one puzzle is a change to one line.
    pub fn to_text(&self) -> String {
        let field = |v: &dyn erased::Json| v.json();
        let mut out = format!(
            "{{\"game\": {}, \"options\": {}, \"command\": {}, \"seed\": {},\n\"puzzles\": [\n",
            field(&self.game),
            field(&self.options),
            field(&self.command),
            self.seed
        );
        let lines: Vec<String> = self.puzzles.iter().map(|p| field(p)).collect();
        out.push_str(&lines.join(",\n"));
        out.push_str("\n]}\n");
        out
    }
}

mod erased {
    /// Compact JSON of anything serializable, behind one object-safe trait.
    pub trait Json {
        fn json(&self) -> String;
    }
    impl<T: serde::Serialize> Json for T {
        fn json(&self) -> String {
            serde_json::to_string(self).unwrap_or_default()
        }
    }
}

/// Plays a move of a puzzle's line after checking it is legal.
pub(crate) fn play_checked<G: Game>(pos: &mut G, notation: &str) -> Result<(), String> {
    let mv = pos
        .parse_move(notation)
        .map_err(|e| format!("{notation}: {e}"))?;
    pos.try_play(&mv).map_err(|e| format!("{notation}: {e}"))
}

// "One move is clearly best": every legal move searched to a fixed depth (a deterministic
// limit, so a test repeats the proof exactly), the best ahead of the next by a margin.

/// The search's table for each proof: small, and new for every move, so the scores depend
/// on the position and the depth alone.
const TABLE_BYTES: usize = 1 << 20;

/// What the search proved: the answer's score and the next best, for the mover, with
/// every reply searched to `depth` plies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MarginProof {
    pub depth: u32,
    pub best: Score,
    pub second: Score,
}

/// Every legal move of `pos` with its score for the mover: the position after it searched
/// to `depth` plies (negated when the turn passes).
fn margins<G: Evaluate>(pos: &G, depth: u32) -> Vec<(G::Move, Score)> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let cancel = CancelToken::new();
    moves
        .into_iter()
        .map(|mv| {
            let mut child = pos.clone();
            child.play(&mv);
            let mut searcher = Searcher::<G>::new(TABLE_BYTES);
            let score = searcher
                .search(&child, &Limits::depth(depth.max(1)), &cancel)
                .score;
            let same = child.side_to_move() == pos.side_to_move();
            (mv, if same { score } else { -score })
        })
        .collect()
}

/// The one move ahead of all others by at least `threshold`, with its proof.
pub fn clear_best<G: Evaluate>(
    pos: &G,
    depth: u32,
    threshold: Score,
) -> Option<(G::Move, MarginProof)> {
    let mut scored = margins(pos, depth);
    if scored.len() < 2 {
        return None;
    }
    scored.sort_by_key(|(_, s)| std::cmp::Reverse(*s));
    let (best, second) = (scored[0].1, scored[1].1);
    (best - second >= threshold).then(|| {
        (
            scored[0].0.clone(),
            MarginProof {
                depth,
                best,
                second,
            },
        )
    })
}

// Positions to look for puzzles in: random games from the start, stopped at a random ply.

/// A position after up to `max_plies` random moves from `start`, or `None` when the game
/// ended on the way (the caller draws again).
pub(crate) fn random_position<G: Game>(
    start: &G,
    rng: &mut impl Rng,
    max_plies: usize,
) -> Option<G> {
    let mut pos = start.clone();
    let plies = rng.random_range(0..=max_plies);
    let mut moves = Vec::new();
    for _ in 0..plies {
        moves.clear();
        pos.legal_moves(&mut moves);
        let mv = moves.choose(rng)?.clone();
        pos.play(&mv);
    }
    (!pos.outcome().is_over()).then_some(pos)
}

// A forced win in a few moves, proved by searching every reply (an AND-OR search: exact,
// no evaluation), and the line a multi-move puzzle asks for.

/// Whether `winner` wins `pos` by force within `plies` plies, every reply searched.
pub fn wins_within<G: Game>(pos: &mut G, winner: Side, plies: u32) -> bool {
    match pos.outcome() {
        Outcome::Win { winner: w, .. } => return w == winner,
        Outcome::Draw { .. } => return false,
        Outcome::Ongoing => {}
    }
    if plies == 0 {
        return false;
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let attacking = pos.side_to_move() == winner;
    for mv in &moves {
        pos.play(mv);
        let won = wins_within(pos, winner, plies - 1);
        pos.undo();
        // The winner needs one winning move; the defender one that escapes.
        if won == attacking {
            return attacking;
        }
    }
    !attacking
}

/// Whether `mv` ends the game at once with a win for `winner`: the last move of a
/// forced line, where any such move completes the puzzle.
pub fn wins_at_once<G: Game>(pos: &G, mv: &G::Move, winner: Side) -> bool {
    let mut after = pos.clone();
    after.play(mv);
    matches!(after.outcome(), Outcome::Win { winner: w, .. } if w == winner)
}

/// The fewest plies within which `winner` wins `pos` by force, up to `most`.
pub fn fastest_win<G: Game>(pos: &mut G, winner: Side, most: u32) -> Option<u32> {
    (0..=most).find(|&plies| wins_within(pos, winner, plies))
}

/// The line of a multi-move puzzle from `pos`, whose side to move wins by force within
/// `plies`: each of its moves the only one that still wins within the plies left (or
/// the only legal move, which the app plays for the player; the last may be any of
/// several that win at once), each reply the one that
/// holds out longest (the first of them in move order). `None` when some move of the
/// winner is not the only winning one.
pub fn forced_line<G: Game>(pos: &G, plies: u32) -> Option<Vec<LineMove>> {
    let winner = pos.side_to_move();
    let mut at = pos.clone();
    let mut left = plies;
    let mut line = Vec::new();
    while !at.outcome().is_over() {
        if left == 0 {
            return None;
        }
        let mut moves = Vec::new();
        at.legal_moves(&mut moves);
        let mut scored = Vec::new();
        for mv in moves {
            at.play(&mv);
            let value = fastest_win(&mut at, winner, left - 1);
            at.undo();
            scored.push((mv, value));
        }
        let side = at.side_to_move();
        let mv = if side == winner {
            let winning: Vec<G::Move> = scored
                .into_iter()
                .filter_map(|(mv, v)| v.map(|_| mv))
                .collect();
            // Several moves may win at once (any of them ends the puzzle, see
            // `wins_at_once`); before that, the winning move must be the only one.
            let at_once = winning.iter().all(|mv| wins_at_once(&at, mv, winner));
            match winning.as_slice() {
                [mv] => mv.clone(),
                [mv, ..] if at_once => mv.clone(),
                _ => return None,
            }
        } else {
            // Every reply loses within the plies left; the one that holds out longest is
            // played (the first of them).
            let mut best: Option<(G::Move, u32)> = None;
            for (mv, value) in scored {
                let value = value?;
                if best.as_ref().is_none_or(|(_, b)| value > *b) {
                    best = Some((mv, value));
                }
            }
            best?.0
        };
        line.push(LineMove {
            side,
            notation: at.format_move(&mv),
        });
        at.play(&mv);
        left -= 1;
    }
    Some(line)
}

/// The line of an only-win puzzle from `pos`: the player's only win (`only_win`), the
/// reply `resist` chooses, and on while the player's move stays the only win, for at most
/// `max` moves. The line ends with the player's move, never with a reply nobody answers.
pub fn only_win_line<G: Game>(
    pos: &G,
    max: usize,
    only_win: impl Fn(&G) -> Option<G::Move>,
    resist: impl Fn(&G) -> Option<G::Move>,
) -> Vec<LineMove> {
    let mut pos = pos.clone();
    let player = pos.side_to_move();
    let mut out = Vec::new();
    for _ in 0..max {
        let Some(mv) = only_win(&pos) else { break };
        out.push(LineMove {
            side: player,
            notation: pos.format_move(&mv),
        });
        pos.play(&mv);
        if pos.outcome().is_over() {
            break;
        }
        let Some(reply) = resist(&pos) else {
            break;
        };
        let mut next = pos.clone();
        next.play(&reply);
        if next.outcome().is_over() || only_win(&next).is_none() {
            break;
        }
        out.push(LineMove {
            side: pos.side_to_move(),
            notation: pos.format_move(&reply),
        });
        pos = next;
    }
    if out.last().is_some_and(|m| m.side != player) {
        out.pop();
    }
    out
}
