//! What a game contributes to the search ([`Evaluate`]): its evaluation, its move-ordering
//! hints, its exact knowledge and its adjustments of the levels.

use std::time::Instant;

use crate::engine::calibration;
use crate::engine::level::{Level, LevelSettings};
use crate::engine::limits::CancelToken;
use crate::engine::options::SearchOptions;
use crate::engine::score::{Score, Verdict};
use crate::engine::table;
use crate::game::Game;

/// A move proved best by a game's own exact knowledge ([`Evaluate::solved_move`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Solved<M> {
    pub mv: M,
    /// Its exact score, as [`Evaluate::oracle`] gives scores.
    pub score: Score,
    /// Positions examined to prove it (0 for a table lookup).
    pub nodes: u64,
}

/// The exact value of a position for the side to move, from the game's own exact knowledge
/// (a solved game, an endgame table, an ending solver), for game review.
#[derive(Clone, Debug, PartialEq)]
pub struct Proven<M> {
    pub verdict: Verdict,
    /// Plies to the end with best play, where the source counts them.
    pub plies: Option<u32>,
    /// A move that achieves the verdict, where the source names one.
    pub best: Option<M>,
}

/// What a game contributes to the search: its evaluation and its move-ordering hints.
pub trait Evaluate: Game {
    /// How the review reads this game's scores: the logistic slope fitted on self-play and
    /// the marks' thresholds (`engine/MEASUREMENTS.md`, "Game review").
    const CALIBRATION: calibration::Calibration = calibration::LICHESS;

    /// Static score of an ongoing position for the side to move. About 100 per piece of
    /// material (a goose, a man, a shell ×10), so evaluations of different games share a scale.
    fn evaluate(&self) -> Score;

    /// Moves that change material (captures), searched on in quiescence while they are
    /// pending and ordered first.
    fn is_noisy(&self, mv: &Self::Move) -> bool;

    /// Asked only where [`Evaluate::must_move_noisy`] is false: false when the side to move
    /// surely has no noisy move here, so quiescence stands pat without generating moves
    /// (Dama, whose captures are compulsory; the geese). The default (true) makes
    /// quiescence look at every move.
    fn may_move_noisy(&self) -> bool {
        true
    }

    /// The hash [`Game::hash`] would give after `mv`, without playing it, where the game
    /// computes it cheaply: the search asks for the children's table entries all at once
    /// (their memory loads overlap), before it searches the first. `None` (the default)
    /// leaves it to one load per child when it is reached. Only speed depends on it.
    fn hash_after(&self, _mv: &Self::Move) -> Option<u64> {
        None
    }

    /// Extra ordering score: higher is searched earlier among moves the table and the
    /// killers do not already order.
    fn order_hint(&self, _mv: &Self::Move) -> i32 {
        0
    }

    /// [`Evaluate::is_noisy`] and [`Evaluate::order_hint`] at once, for games where both
    /// need the same work (Sungka sows the move once for both).
    fn order_info(&self, mv: &Self::Move) -> (bool, i32) {
        (self.is_noisy(mv), self.order_hint(mv))
    }

    /// [`Evaluate::order_info`] for every move of the position at once, appended to `out`
    /// as (hint, index in `moves`, noisy): games whose hints share work per position do it
    /// once here (Fox and Geese). The default asks [`Evaluate::order_info`] per move; an
    /// override must give the same values.
    fn order_infos(&self, moves: &[Self::Move], out: &mut Vec<(i32, u16, bool)>) {
        out.extend(moves.iter().enumerate().map(|(i, mv)| {
            let (noisy, hint) = self.order_info(mv);
            (hint, i.min(table::NO_MOVE as usize - 1) as u16, noisy)
        }));
    }

    /// An exact score from a solved game (an endgame table), if the game has one:
    /// `WIN - n` when the side to move wins in `n` plies, `-(WIN - n)` when it loses, 0 for a draw.
    fn oracle(&self) -> Option<Score> {
        None
    }

    /// A move proved best by the game's own exact knowledge (a solved game's table, an
    /// ending solved by a dedicated search), for the level that reads whole solutions
    /// (Expert, `oracle_reach` unlimited): played at once, before and instead of the timed
    /// search, so a loaded machine cannot make it fall back to a worse move. Any work stops
    /// by `deadline` (or when `cancel` is set); `None` when nothing is proved in time, and
    /// then the search runs on the time left. The default proves nothing.
    fn solved_move(
        &self,
        _deadline: Option<Instant>,
        _cancel: &CancelToken,
    ) -> Option<Solved<Self::Move>> {
        None
    }

    /// True when the side to move must play a noisy move here (a compulsory capture, as in
    /// Dama). The static evaluation of such a position is unreliable, so quiescence does not
    /// "stand pat" on it: it searches every legal move. Games with optional captures (Fox and
    /// Geese) keep the default.
    fn must_move_noisy(&self) -> bool {
        false
    }

    /// True when the game's repetition ending is a draw, so the search may score a position
    /// that repeats one earlier on the search path (or in the recent game history) as a draw
    /// at once instead of playing the cycle out to the game's own third occurrence. Off by
    /// default because it is wrong for games whose repetition ending is decided otherwise
    /// (Sungka counts the shells).
    fn repetition_is_draw(&self) -> bool {
        false
    }

    /// The exact value of the position for review ([`crate::review`]), within `work` nodes
    /// of a solver (`None`: unbounded; or until `cancel` is set); `None` when the game does
    /// not know it within that work. Bounded by work, never by time, so a review's values
    /// do not depend on the machine's load. Unlike [`Evaluate::oracle`] it may wait for a
    /// table to be built: a review wants the proof. The default reads the oracle.
    fn proven(&self, _work: Option<u64>, _cancel: &CancelToken) -> Option<Proven<Self::Move>> {
        let (verdict, plies) = Verdict::of_score(self.oracle()?);
        Some(Proven {
            verdict,
            plies,
            best: None,
        })
    }

    /// Forgets whatever a game's exact solver keeps between calls on this thread, so the
    /// review's next [`Evaluate::proven`] calls give the same answers whatever ran before
    /// (a solver bounded by nodes proves more with a warm table). The default keeps nothing.
    fn review_reset() {}

    /// Whether [`Evaluate::make_null_move`] may ever pass: false (the default) lets the
    /// search skip the static evaluation that only a null move would read.
    const NULL_MOVES: bool = false;

    /// Null-move pruning support, opt-in: passes the turn (flips the side to move and the
    /// hash, pushes whatever [`Evaluate::unmake_null_move`] needs) and returns true, or
    /// returns false when passing is unsupported or unsound here (zugzwang-prone positions).
    /// The default never passes.
    fn make_null_move(&mut self) -> bool {
        false
    }

    /// Takes back the pass made by a successful [`Evaluate::make_null_move`].
    fn unmake_null_move(&mut self) {}

    /// Adjusts a level's settings for this game where the shared ones do not give the
    /// intended ladder (Easy < Normal < Expert) because of the game's nature, e.g. how
    /// decisive the first moves are. Budgets and depths should stay as they are: they are
    /// what the level promises. The default changes nothing.
    fn adjust_level(_level: Level, _settings: &mut LevelSettings) {}

    /// Adjusts a level's settings for the side it plays, where one side of the game was
    /// measured too hard to beat at that level (`engine/MEASUREMENTS.md`). The default
    /// changes nothing.
    fn adjust_level_for_side(
        _level: Level,
        _side: crate::game::Side,
        _settings: &mut LevelSettings,
    ) {
    }

    /// Adjusts a level's search switches for this game (see [`SearchOptions`]), where a
    /// tournament showed that a heuristic costs this game strength. The default changes
    /// nothing.
    fn adjust_search(_level: Level, _options: &mut SearchOptions) {}

    /// The plain engine's evaluation ([`crate::engine::plain`]): material only (Fox and Geese adds the
    /// fox's mobility), for the side to move. Kept apart from [`Evaluate::evaluate`] so the
    /// yardstick does not improve when the levels' evaluation does. The default (Hare and
    /// Hounds, which has no material) is the levels' evaluation.
    fn plain_evaluate(&self) -> Score {
        self.evaluate()
    }

    /// What the second yardstick (`plain-mobile`, [`crate::engine::plain`]) adds to
    /// [`Evaluate::plain_evaluate`]: the side to move's mobility against the other side's,
    /// as a plain engine that counts "material and mobility" does. 0 by default: there
    /// the second yardstick is the first (Fox and Geese's plain count has the fox's
    /// mobility already).
    fn yardstick_mobility(&self) -> Score {
        0
    }

    /// What the beginner ([`crate::engine::beginner`]) counts, for the side to move: by default the plain
    /// engine's material and mobility, which is what the rules make visible.
    fn beginner_evaluate(&self) -> Score {
        self.plain_evaluate()
    }

    /// What a level with [`crate::engine::LevelSettings::simple_count`] counts, for the
    /// side to move: by default the levels' evaluation.
    fn easy_evaluate(&self) -> Score {
        self.evaluate()
    }
}
