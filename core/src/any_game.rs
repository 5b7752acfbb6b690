//! The object-safe face of every [`Game`], for code that works with whichever game the
//! player chose. Moves cross this boundary in notation, which is what players and files use.

use std::any::Any;
use std::fmt::Debug;
use std::sync::Arc;

use serde::Serialize;

use crate::board::{Board, Piece};
use crate::engine::calibration::Calibration;
use crate::engine::{choose_move, CancelToken, Evaluate, Level, Limits, SearchReport, Searcher};
use crate::error::RulesError;
use crate::game::{Game, OptionSpec, Outcome, Role, Side};
use crate::perft::perft;

pub trait AnyGame: Debug + Send + Sync {
    fn id(&self) -> &'static str;
    /// How the review reads this game's scores ([`Evaluate::CALIBRATION`]).
    fn calibration(&self) -> Calibration;
    fn side_to_move(&self) -> Side;
    fn role(&self, side: Side) -> Role;
    /// The legal moves in notation.
    fn legal_moves(&self) -> Vec<String>;
    /// Plays a move given in notation after checking it; returns its normalized notation.
    fn play_notation(&mut self, text: &str) -> Result<String, RulesError>;
    /// Reads a move given in notation, once: the game's typed move with what is shown of
    /// it (normalized notation, path, captures, detail), found from this position. A
    /// finished game reads no move.
    fn read_move(&self, text: &str) -> Result<TypedMove, RulesError>;
    /// Plays a move read by [`AnyGame::read_move`] in this position (checked again, not
    /// parsed again).
    fn play_typed(&mut self, mv: &TypedMove) -> Result<(), RulesError>;
    fn undo(&mut self) -> bool;
    fn ply(&self) -> usize;
    fn outcome(&self) -> Outcome;
    fn hash(&self) -> u64;
    fn board(&self) -> Board;
    fn pieces(&self) -> Vec<Piece>;
    fn counters(&self) -> Vec<(&'static str, i64)>;
    fn options(&self) -> Vec<OptionSpec>;
    fn perft(&mut self, depth: u32) -> u64;
    /// The legal moves with the points they pass through and capture.
    fn move_infos(&self) -> Vec<MoveInfo>;
    /// The side whose home edge is at the bottom of the board's coordinates.
    fn bottom_side(&self) -> Side;
    /// See [`Game::threats`].
    fn threats(&self) -> Vec<(u8, u8)>;
    /// The animation detail of a legal move given in notation (see [`Game::move_detail`]).
    fn move_detail(&self, notation: &str) -> Option<crate::game::MoveDetail>;
    /// The computer's move at a level (see [`crate::engine::choose_move`]); `None` when the
    /// game is over.
    fn search(
        &self,
        level: Level,
        seed: u64,
        cancel: &CancelToken,
        time_scale: f64,
    ) -> Option<SearchReport>;
    /// A full-strength analysis within `limits`, reporting every finished iteration.
    fn analyze(
        &self,
        limits: &Limits,
        cancel: &CancelToken,
        on_iteration: &mut dyn FnMut(&SearchReport),
    ) -> SearchReport;
    /// Why the rules refuse the move entered along `path` (see [`Game::refusal`]); a
    /// finished game refuses every move.
    fn refusal(&self, path: &[u8]) -> Option<crate::refusal::Refusal>;
    /// Why the rules refuse a typed move (see [`Game::attempt_path`]).
    fn refusal_of_text(&self, text: &str) -> Option<crate::refusal::Refusal>;
    /// The position's value for game review within `budget`: exact where the game knows
    /// it, else the engine's estimate (see [`crate::engine::position`]).
    /// `prior`: what the position before the move proved (see
    /// [`crate::engine::position::Prior`]).
    fn review_position(
        &self,
        budget: std::time::Duration,
        prior: Option<&crate::engine::position::Prior>,
        cancel: &CancelToken,
    ) -> crate::engine::position::PositionEval;
    /// The exact value for the side to move and the best move by it, where the game knows
    /// it within `work` nodes (see [`crate::engine::position::exact_best`]).
    fn exact_best(
        &self,
        work: u64,
        cancel: &CancelToken,
    ) -> Option<(crate::engine::position::Exact, Option<String>)>;
    /// The setup text of the position (Dama Italiana: PDN FEN).
    fn setup_text(&self) -> String;
    /// The whole position (configuration, pieces, history) as JSON.
    fn to_json(&self) -> serde_json::Value;
    fn clone_box(&self) -> Box<dyn AnyGame>;
}

impl<G: Evaluate> AnyGame for G {
    fn id(&self) -> &'static str {
        G::ID
    }
    fn calibration(&self) -> Calibration {
        G::CALIBRATION
    }
    fn side_to_move(&self) -> Side {
        Game::side_to_move(self)
    }
    fn role(&self, side: Side) -> Role {
        G::side_role(side)
    }
    fn legal_moves(&self) -> Vec<String> {
        let mut moves = Vec::new();
        Game::legal_moves(self, &mut moves);
        moves.iter().map(|m| self.format_move(m)).collect()
    }
    fn play_notation(&mut self, text: &str) -> Result<String, RulesError> {
        if Game::outcome(self).is_over() {
            return Err(RulesError::GameOver);
        }
        let mv = self.parse_move(&crate::refusal::normalize_typed(text))?;
        let normalized = self.format_move(&mv);
        self.try_play(&mv)?;
        Ok(normalized)
    }
    fn read_move(&self, text: &str) -> Result<TypedMove, RulesError> {
        if Game::outcome(self).is_over() {
            return Err(RulesError::GameOver);
        }
        let mv = self.parse_move(&crate::refusal::normalize_typed(text))?;
        Ok(TypedMove {
            info: MoveInfo {
                notation: self.format_move(&mv),
                path: self.move_path(&mv),
                captures: self.move_captures(&mv),
            },
            detail: Game::move_detail(self, &mv),
            mv: Arc::new(mv),
        })
    }
    fn play_typed(&mut self, mv: &TypedMove) -> Result<(), RulesError> {
        match mv.mv.downcast_ref::<G::Move>() {
            Some(typed) => self.try_play(typed),
            // Read by another game: no move of this one.
            None => Err(RulesError::illegal(&mv.info.notation)),
        }
    }
    fn undo(&mut self) -> bool {
        Game::undo(self)
    }
    fn ply(&self) -> usize {
        Game::ply(self)
    }
    fn outcome(&self) -> Outcome {
        Game::outcome(self)
    }
    fn hash(&self) -> u64 {
        Game::hash(self)
    }
    fn board(&self) -> Board {
        G::board(self.config())
    }
    fn pieces(&self) -> Vec<Piece> {
        Game::pieces(self)
    }
    fn counters(&self) -> Vec<(&'static str, i64)> {
        Game::counters(self)
    }
    fn options(&self) -> Vec<OptionSpec> {
        G::options(self.config())
    }
    fn perft(&mut self, depth: u32) -> u64 {
        perft(self, depth)
    }
    fn move_infos(&self) -> Vec<MoveInfo> {
        let mut moves = Vec::new();
        Game::legal_moves(self, &mut moves);
        moves
            .iter()
            .map(|m| MoveInfo {
                notation: self.format_move(m),
                path: self.move_path(m),
                captures: self.move_captures(m),
            })
            .collect()
    }
    fn bottom_side(&self) -> Side {
        G::bottom_side()
    }
    fn threats(&self) -> Vec<(u8, u8)> {
        Game::threats(self)
    }
    fn move_detail(&self, notation: &str) -> Option<crate::game::MoveDetail> {
        let mv = self
            .parse_move(&crate::refusal::normalize_typed(notation))
            .ok()?;
        Game::move_detail(self, &mv)
    }
    fn search(
        &self,
        level: Level,
        seed: u64,
        cancel: &CancelToken,
        time_scale: f64,
    ) -> Option<SearchReport> {
        if Game::outcome(self).is_over() {
            return None;
        }
        let result = choose_move(self, level, seed, cancel, time_scale);
        result.best_move.as_ref()?;
        Some(result.report(self))
    }
    fn analyze(
        &self,
        limits: &Limits,
        cancel: &CancelToken,
        on_iteration: &mut dyn FnMut(&SearchReport),
    ) -> SearchReport {
        let mut searcher = Searcher::<G>::default();
        let result = searcher.search_with(self, limits, cancel, |r| on_iteration(&r.report(self)));
        result.report(self)
    }
    fn refusal(&self, path: &[u8]) -> Option<crate::refusal::Refusal> {
        if Game::outcome(self).is_over() {
            return Some(crate::refusal::Refusal::GameOver);
        }
        Game::refusal(self, path)
    }
    fn refusal_of_text(&self, text: &str) -> Option<crate::refusal::Refusal> {
        let path = self.attempt_path(&crate::refusal::normalize_typed(text));
        AnyGame::refusal(self, &path).or_else(|| other_sides_turn(self, &path))
    }
    fn review_position(
        &self,
        budget: std::time::Duration,
        prior: Option<&crate::engine::position::Prior>,
        cancel: &CancelToken,
    ) -> crate::engine::position::PositionEval {
        crate::engine::position::evaluate(self, budget, prior, cancel)
    }
    fn exact_best(
        &self,
        work: u64,
        cancel: &CancelToken,
    ) -> Option<(crate::engine::position::Exact, Option<String>)> {
        crate::engine::position::exact_best(self, work, cancel)
    }
    fn setup_text(&self) -> String {
        self.write_setup()
    }
    fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or(serde_json::Value::Null)
    }
    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }
}

/// A typed move whose first point holds a piece of the side not to move: the refusal
/// names the side whose turn it is ("It is the hounds' turn").
fn other_sides_turn<G: Game>(game: &G, path: &[u8]) -> Option<crate::refusal::Refusal> {
    let &from = path.first()?;
    let to_move = G::side_role(Game::side_to_move(game));
    let other = G::side_role(Game::side_to_move(game).other());
    let piece = Game::pieces(game).into_iter().find(|p| p.point == from)?;
    (piece.kind.owner() == Some(other))
        .then_some(crate::refusal::Refusal::OtherSidesTurn { role: to_move })
}

/// A move read once from its notation ([`AnyGame::read_move`]): the game's own typed move,
/// kept behind `Any` (the session holds every game the same way), and what is shown of it.
#[derive(Clone)]
pub struct TypedMove {
    pub info: MoveInfo,
    /// The game's step-by-step detail of the move (Sungka's sowing), from the position
    /// before it.
    pub detail: Option<crate::game::MoveDetail>,
    mv: Arc<dyn Any + Send + Sync>,
}

/// Two reads of one position's move are the same move: what is shown of it tells it.
impl PartialEq for TypedMove {
    fn eq(&self, other: &Self) -> bool {
        self.info == other.info
    }
}

impl Eq for TypedMove {}

impl Debug for TypedMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("TypedMove")
            .field(&self.info.notation)
            .finish()
    }
}

/// A legal move as the interaction layer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveInfo {
    pub notation: String,
    /// Points passed through, from the start point to the last landing point.
    pub path: Vec<u8>,
    /// Points whose pieces are captured.
    pub captures: Vec<u8>,
}

/// A summary of a position for `show --json` and tests.
#[derive(Debug, Serialize)]
pub struct PositionSummary {
    pub game: &'static str,
    pub side_to_move: Side,
    pub role_to_move: Role,
    pub outcome: Outcome,
    pub ply: usize,
    pub pieces: Vec<NamedPiece>,
    pub counters: std::collections::BTreeMap<&'static str, i64>,
    pub hash: String,
}

#[derive(Debug, Serialize)]
pub struct NamedPiece {
    pub point: String,
    #[serde(flatten)]
    pub kind: crate::board::PieceKind,
}

impl PositionSummary {
    pub fn of(game: &dyn AnyGame) -> Self {
        let board = game.board();
        let side = game.side_to_move();
        PositionSummary {
            game: game.id(),
            side_to_move: side,
            role_to_move: game.role(side),
            outcome: game.outcome(),
            ply: game.ply(),
            pieces: game
                .pieces()
                .into_iter()
                .map(|p| NamedPiece {
                    point: board.points[p.point as usize].name.clone(),
                    kind: p.kind,
                })
                .collect(),
            counters: game.counters().into_iter().collect(),
            hash: format!("{:016x}", game.hash()),
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::seq::IndexedRandom;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use crate::games::GAMES;

    /// The interaction layer relies on paths and captures: every path starts where a piece
    /// of the mover stands (a Sungka move: on one of the mover's houses), every path point
    /// is a board point, distinct moves have distinct notation, and playing a move empties
    /// its captured points of the opponent's pieces.
    #[test]
    fn move_paths_and_captures_match_the_pieces() {
        for entry in GAMES {
            for seed in 0..12 {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                let mut pos = (entry.start)(None, &[]).unwrap();
                let n_points = pos.board().points.len();
                for _ in 0..300 {
                    let infos = pos.move_infos();
                    if infos.is_empty() {
                        break;
                    }
                    let mut names: Vec<_> = infos.iter().map(|m| m.notation.clone()).collect();
                    names.sort();
                    names.dedup();
                    assert_eq!(names.len(), infos.len(), "{}: distinct notation", entry.id);
                    let pieces = pos.pieces();
                    for m in &infos {
                        assert!(!m.path.is_empty(), "{}: {}", entry.id, m.notation);
                        assert!(m.path.iter().all(|&p| (p as usize) < n_points));
                        let start = pieces.iter().find(|p| p.point == m.path[0]);
                        assert!(
                            start.is_some(),
                            "{}: {} starts on a piece",
                            entry.id,
                            m.notation
                        );
                        for c in &m.captures {
                            assert!(
                                pieces.iter().any(|p| p.point == *c),
                                "{}: {} captures a piece",
                                entry.id,
                                m.notation
                            );
                        }
                    }
                    let m = infos.choose(&mut rng).unwrap().clone();
                    let before: Vec<_> = pos.pieces();
                    pos.play_notation(&m.notation).unwrap();
                    let after = pos.pieces();
                    for c in &m.captures {
                        let was = before.iter().find(|p| p.point == *c).unwrap().kind;
                        assert!(
                            !after.iter().any(|p| p.point == *c && p.kind == was),
                            "{}: {} removes the piece on {c}",
                            entry.id,
                            m.notation
                        );
                    }
                }
            }
        }
    }
}
