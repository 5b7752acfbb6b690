//! Small games for the engine's tests: subtraction Nim, tic-tac-toe, a Nim with free turns,
//! and an endless synthetic tree for limits and timing.

use serde::{Deserialize, Serialize};

use crate::board::{Board, BoardKind, Piece};
use crate::engine::{Evaluate, Score};
use crate::error::RulesError;
use crate::game::{find_move_by_notation, EndReason, Game, OptionSpec, Outcome, Role, Side};

/// The parts of [`Game`] the toys do not care about. Every toy has `u8` moves and keeps one
/// `history` entry a ply.
macro_rules! toy_boilerplate {
    ($config:ty) => {
        fn ply(&self) -> usize {
            self.history.len()
        }
        fn format_move(&self, mv: &u8) -> String {
            mv.to_string()
        }
        fn preset_names() -> &'static [&'static str] {
            &["standard"]
        }
        fn preset(_name: &str) -> Result<$config, RulesError> {
            Ok(<$config>::default())
        }
        fn options(_config: &$config) -> Vec<OptionSpec> {
            Vec::new()
        }
        fn set_option(_config: &mut $config, key: &str, _value: &str) -> Result<(), RulesError> {
            Err(RulesError::UnknownOption {
                key: key.to_owned(),
            })
        }
        fn side_role(side: Side) -> Role {
            match side {
                Side::One => Role::PlayerOne,
                Side::Two => Role::PlayerTwo,
            }
        }
        fn config(&self) -> &$config {
            &self.config
        }
        fn parse_move(&self, text: &str) -> Result<Self::Move, RulesError> {
            find_move_by_notation(self, text).ok_or_else(|| RulesError::illegal(text))
        }
        fn board(_config: &$config) -> Board {
            Board {
                kind: BoardKind::Lines,
                points: Vec::new(),
                lines: Vec::new(),
                width: 1.0,
                height: 1.0,
            }
        }
        fn pieces(&self) -> Vec<Piece> {
            Vec::new()
        }
        fn validate(&self) -> Result<(), RulesError> {
            Ok(())
        }
        fn read_setup(_config: &$config, text: &str) -> Result<Self, RulesError> {
            Err(RulesError::BadPosition {
                why: format!("toys have no setup text: {text}"),
            })
        }
        fn write_setup(&self) -> String {
            String::new()
        }
        fn counters(&self) -> Vec<(&'static str, i64)> {
            Vec::new()
        }
    };
}

/// A win the toys give no particular reason for.
fn win_for(winner: Side) -> Outcome {
    Outcome::Win {
        winner,
        reason: EndReason::NoMoves,
    }
}

/// A draw because nobody can move on (a full board, a leaf).
fn no_moves_draw() -> Outcome {
    Outcome::Draw {
        reason: EndReason::NoMoves,
    }
}

/// A score from side one's point of view, turned to the side to move's.
fn for_side_to_move(side: Side, for_side_one: Score) -> Score {
    match side {
        Side::One => for_side_one,
        Side::Two => -for_side_one,
    }
}

fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

// ---------------------------------------------------------------------------------------
// Nim: take 1 to 3 from a pile (or a pile of the config's size); whoever takes the last wins.
// The side to move loses exactly when the pile is a multiple of 4.

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NimConfig {
    pub pile: u8,
    /// Taking exactly 2 stones (when some remain) gives the mover another turn.
    pub free_turn_on_two: bool,
}

impl Default for NimConfig {
    fn default() -> Self {
        NimConfig {
            pile: 21,
            free_turn_on_two: false,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Nim {
    pub config: NimConfig,
    pub pile: u8,
    pub side: Side,
    /// (stones taken, side that took them).
    pub history: Vec<(u8, Side)>,
}

impl Nim {
    pub fn with_pile(pile: u8, free_turn_on_two: bool) -> Self {
        Nim::new(&NimConfig {
            pile,
            free_turn_on_two,
        })
    }
}

impl Game for Nim {
    type Move = u8;
    type Config = NimConfig;
    const ID: &'static str = "toy-nim";
    toy_boilerplate!(NimConfig);

    fn new(config: &NimConfig) -> Self {
        Nim {
            config: config.clone(),
            pile: config.pile,
            side: Side::One,
            history: Vec::new(),
        }
    }
    fn side_to_move(&self) -> Side {
        self.side
    }
    fn legal_moves(&self, moves: &mut Vec<u8>) {
        moves.extend((1..=3).filter(|&n| n <= self.pile));
    }
    fn play(&mut self, mv: &u8) {
        self.history.push((*mv, self.side));
        self.pile -= mv;
        if !(self.config.free_turn_on_two && *mv == 2 && self.pile > 0) {
            self.side = self.side.other();
        }
    }
    fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some((n, side)) => {
                self.pile += n;
                self.side = side;
                true
            }
            None => false,
        }
    }
    fn outcome(&self) -> Outcome {
        match self.history.last() {
            Some(&(_, mover)) if self.pile == 0 => Outcome::Win {
                winner: mover,
                reason: EndReason::NoPieces,
            },
            _ => Outcome::Ongoing,
        }
    }
    fn hash(&self) -> u64 {
        mix(self.pile as u64 * 2 + self.side as u64 + 1)
    }
}

impl Evaluate for Nim {
    /// Arbitrary but side-dependent, so tests notice a sign slip at the horizon.
    fn evaluate(&self) -> Score {
        let base = (self.pile as i32 * 37 % 23) - 11;
        match self.side {
            Side::One => base * 10,
            Side::Two => -base * 7,
        }
    }
    fn is_noisy(&self, _mv: &u8) -> bool {
        false
    }
}

// ---------------------------------------------------------------------------------------
// Tic-tac-toe. Completing a line is "noisy" so quiescence has something to look at.

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TttConfig {
    /// Supports null moves (passing never helps in tic-tac-toe, so they are sound).
    pub null_move: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ttt {
    pub config: TttConfig,
    /// 0 empty, 1 side one (X), 2 side two (O).
    pub cells: [u8; 9],
    pub side: Side,
    /// Squares played; 9 marks a pass (null move).
    pub history: Vec<u8>,
}

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

impl Ttt {
    /// From 9 characters `x`, `o`, `.`, row by row from the top left; X moves first, so the
    /// side to move follows from the counts.
    pub fn from_text(text: &str) -> Self {
        let mut pos = Ttt::new(&TttConfig::default());
        let mut xs = Vec::new();
        let mut os = Vec::new();
        for (i, c) in text.chars().filter(|c| !c.is_whitespace()).enumerate() {
            match c {
                'x' => xs.push(i as u8),
                'o' => os.push(i as u8),
                _ => {}
            }
        }
        assert!(xs.len() == os.len() || xs.len() == os.len() + 1);
        for (i, x) in xs.iter().enumerate() {
            pos.play(x);
            if let Some(o) = os.get(i) {
                pos.play(o);
            }
        }
        pos
    }

    fn mark(side: Side) -> u8 {
        side as u8 + 1
    }

    fn line_owner(&self) -> Option<u8> {
        LINES.iter().find_map(|l| {
            let c = self.cells[l[0]];
            (c != 0 && c == self.cells[l[1]] && c == self.cells[l[2]]).then_some(c)
        })
    }
}

impl Game for Ttt {
    type Move = u8;
    type Config = TttConfig;
    const ID: &'static str = "toy-ttt";
    toy_boilerplate!(TttConfig);

    fn new(config: &TttConfig) -> Self {
        Ttt {
            config: config.clone(),
            cells: [0; 9],
            side: Side::One,
            history: Vec::new(),
        }
    }
    fn side_to_move(&self) -> Side {
        self.side
    }
    fn legal_moves(&self, moves: &mut Vec<u8>) {
        if self.outcome().is_over() {
            return;
        }
        moves.extend((0..9).filter(|&i| self.cells[i as usize] == 0));
    }
    fn play(&mut self, mv: &u8) {
        self.cells[*mv as usize] = Ttt::mark(self.side);
        self.history.push(*mv);
        self.side = self.side.other();
    }
    fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some(sq) => {
                if sq < 9 {
                    self.cells[sq as usize] = 0;
                }
                self.side = self.side.other();
                true
            }
            None => false,
        }
    }
    fn outcome(&self) -> Outcome {
        match self.line_owner() {
            Some(c) => win_for(if c == 1 { Side::One } else { Side::Two }),
            None if self.cells.iter().all(|&c| c != 0) => no_moves_draw(),
            None => Outcome::Ongoing,
        }
    }
    fn hash(&self) -> u64 {
        let mut h = self.side as u64;
        for c in self.cells {
            h = h * 3 + c as u64;
        }
        mix(h + 1)
    }
}

impl Evaluate for Ttt {
    /// Lines still open for the side to move minus the opponent's.
    fn evaluate(&self) -> Score {
        let me = Ttt::mark(self.side);
        let them = Ttt::mark(self.side.other());
        let mut score = 0;
        for l in LINES {
            let cells = l.map(|i| self.cells[i]);
            if !cells.contains(&them) {
                score += 10 * cells.iter().filter(|&&c| c == me).count() as i32 + 1;
            }
            if !cells.contains(&me) {
                score -= 10 * cells.iter().filter(|&&c| c == them).count() as i32 + 1;
            }
        }
        score
    }
    fn is_noisy(&self, mv: &u8) -> bool {
        let me = Ttt::mark(self.side);
        LINES.iter().any(|l| {
            l.contains(&(*mv as usize))
                && l.iter()
                    .filter(|&&i| i != *mv as usize)
                    .all(|&i| self.cells[i] == me)
        })
    }
    fn order_hint(&self, mv: &u8) -> i32 {
        // Centre, then corners.
        [1, 0, 1, 0, 2, 0, 1, 0, 1][*mv as usize]
    }
    const NULL_MOVES: bool = true;
    fn make_null_move(&mut self) -> bool {
        if !self.config.null_move {
            return false;
        }
        self.history.push(9);
        self.side = self.side.other();
        true
    }
    fn unmake_null_move(&mut self) {
        self.undo();
    }
}

// ---------------------------------------------------------------------------------------
// An endless synthetic game: 6 moves everywhere, pseudo-random evaluation, some free turns
// and some noisy moves, a draw after 400 plies. Searches never run out of tree here.

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TreeConfig;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Tree {
    pub config: TreeConfig,
    pub key: u64,
    pub side: Side,
    pub history: Vec<(u64, Side)>,
}

impl Game for Tree {
    type Move = u8;
    type Config = TreeConfig;
    const ID: &'static str = "toy-tree";
    toy_boilerplate!(TreeConfig);

    fn new(config: &TreeConfig) -> Self {
        Tree {
            config: config.clone(),
            key: 12345,
            side: Side::One,
            history: Vec::new(),
        }
    }
    fn side_to_move(&self) -> Side {
        self.side
    }
    fn legal_moves(&self, moves: &mut Vec<u8>) {
        if !self.outcome().is_over() {
            moves.extend(0..6);
        }
    }
    fn play(&mut self, mv: &u8) {
        self.history.push((self.key, self.side));
        // A few transpositions: the key depends on the move but moves 4 and 5 commute-ish.
        self.key = mix(self.key ^ (*mv as u64 + 1));
        if self.key % 8 != 0 {
            self.side = self.side.other();
        }
    }
    fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some((key, side)) => {
                self.key = key;
                self.side = side;
                true
            }
            None => false,
        }
    }
    fn outcome(&self) -> Outcome {
        if self.history.len() >= 400 {
            Outcome::Draw {
                reason: EndReason::MoveLimit,
            }
        } else if self.key % 97 == 0 {
            win_for(self.history.last().map_or(Side::One, |h| h.1))
        } else {
            Outcome::Ongoing
        }
    }
    fn hash(&self) -> u64 {
        self.key ^ self.side as u64
    }
}

impl Evaluate for Tree {
    fn evaluate(&self) -> Score {
        let v = (mix(self.key ^ 0xabc) % 401) as Score - 200;
        for_side_to_move(self.side, v)
    }
    fn is_noisy(&self, mv: &u8) -> bool {
        *mv == 0
    }
}

// ---------------------------------------------------------------------------------------
// A scripted game tree: every node says who moves, what the evaluation is, whether a capture
// is compulsory there, and which moves are noisy. For hand-made search situations.

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ScriptNode {
    pub side: Side,
    /// Static evaluation for `side`.
    pub eval: Score,
    pub children: Vec<usize>,
    /// The side to move must play a noisy move (all its moves are noisy).
    pub forced: bool,
    /// Reaching this node ends the game with this winner.
    pub winner: Option<Side>,
    /// What an endgame table would say here (see [`Evaluate::oracle`]).
    pub oracle: Option<Score>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ScriptConfig {
    pub nodes: Vec<ScriptNode>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Script {
    pub config: ScriptConfig,
    pub at: usize,
    pub history: Vec<usize>,
}

impl ScriptNode {
    pub fn new(side: Side, eval: Score, children: &[usize]) -> Self {
        ScriptNode {
            side,
            eval,
            children: children.to_vec(),
            forced: false,
            winner: None,
            oracle: None,
        }
    }

    pub fn with_oracle(mut self, score: Score) -> Self {
        self.oracle = Some(score);
        self
    }

    pub fn forced(mut self) -> Self {
        self.forced = true;
        self
    }

    pub fn won_by(mut self, winner: Side) -> Self {
        self.winner = Some(winner);
        self
    }
}

impl Script {
    pub fn start(nodes: Vec<ScriptNode>) -> Self {
        Script::new(&ScriptConfig { nodes })
    }

    fn node(&self) -> &ScriptNode {
        &self.config.nodes[self.at]
    }
}

impl Game for Script {
    type Move = u8;
    type Config = ScriptConfig;
    const ID: &'static str = "toy-script";
    toy_boilerplate!(ScriptConfig);

    fn new(config: &ScriptConfig) -> Self {
        Script {
            config: config.clone(),
            at: 0,
            history: Vec::new(),
        }
    }
    fn side_to_move(&self) -> Side {
        self.node().side
    }
    fn legal_moves(&self, moves: &mut Vec<u8>) {
        if self.node().winner.is_none() {
            moves.extend(0..self.node().children.len() as u8);
        }
    }
    fn play(&mut self, mv: &u8) {
        self.history.push(self.at);
        self.at = self.node().children[*mv as usize];
    }
    fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some(at) => {
                self.at = at;
                true
            }
            None => false,
        }
    }
    fn outcome(&self) -> Outcome {
        match self.node().winner {
            Some(winner) => win_for(winner),
            None if self.node().children.is_empty() => no_moves_draw(),
            None => Outcome::Ongoing,
        }
    }
    fn hash(&self) -> u64 {
        mix(self.at as u64 + 1)
    }
}

impl Evaluate for Script {
    fn evaluate(&self) -> Score {
        self.node().eval
    }
    fn is_noisy(&self, _mv: &u8) -> bool {
        self.node().forced
    }
    fn must_move_noisy(&self) -> bool {
        self.node().forced
    }
    fn oracle(&self) -> Option<Score> {
        self.node().oracle
    }
}

// ---------------------------------------------------------------------------------------
// A corridor of 7 squares: side one pushes the token right towards square 6, side two left
// towards square 0; a third occurrence of a position is a draw, which is where play between
// sensible players ends.

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CorridorConfig {
    pub repetition_is_draw: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Corridor {
    pub config: CorridorConfig,
    pub at: u8,
    pub side: Side,
    pub history: Vec<(u8, Side)>,
}

impl Game for Corridor {
    /// 0 left, 1 right.
    type Move = u8;
    type Config = CorridorConfig;
    const ID: &'static str = "toy-corridor";
    toy_boilerplate!(CorridorConfig);

    fn new(config: &CorridorConfig) -> Self {
        Corridor {
            config: config.clone(),
            at: 3,
            side: Side::One,
            history: Vec::new(),
        }
    }
    fn side_to_move(&self) -> Side {
        self.side
    }
    fn legal_moves(&self, moves: &mut Vec<u8>) {
        if !self.outcome().is_over() {
            moves.extend([0, 1]);
        }
    }
    fn play(&mut self, mv: &u8) {
        self.history.push((self.at, self.side));
        if *mv == 0 {
            self.at -= 1;
        } else {
            self.at += 1;
        }
        self.side = self.side.other();
    }
    fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some((at, side)) => {
                self.at = at;
                self.side = side;
                true
            }
            None => false,
        }
    }
    fn outcome(&self) -> Outcome {
        if self.at == 6 {
            return win_for(Side::One);
        }
        if self.at == 0 {
            return win_for(Side::Two);
        }
        let seen = self
            .history
            .iter()
            .filter(|&&h| h == (self.at, self.side))
            .count();
        if seen >= 2 {
            Outcome::Draw {
                reason: EndReason::Repetition,
            }
        } else {
            Outcome::Ongoing
        }
    }
    fn hash(&self) -> u64 {
        mix(self.at as u64 * 2 + self.side as u64 + 1)
    }
}

impl Evaluate for Corridor {
    fn evaluate(&self) -> Score {
        let v = (self.at as Score - 3) * 50;
        for_side_to_move(self.side, v)
    }
    fn is_noisy(&self, _mv: &u8) -> bool {
        false
    }
    fn repetition_is_draw(&self) -> bool {
        self.config.repetition_is_draw
    }
}

// ---------------------------------------------------------------------------------------
// Connect four on the usual 7×6 board (bitboards, 7 bits per column with a guard bit): big
// enough that pruning and ordering matter, for strength comparisons.

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct FourConfig;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Four {
    pub config: FourConfig,
    /// Stones of each side.
    pub stones: [u64; 2],
    pub heights: [u8; 7],
    pub side: Side,
    pub history: Vec<u8>,
}

impl Four {
    fn has_four(b: u64) -> bool {
        [1, 7, 6, 8].iter().any(|&d| {
            let m = b & (b >> d);
            m & (m >> (2 * d)) != 0
        })
    }
}

impl Game for Four {
    /// A column.
    type Move = u8;
    type Config = FourConfig;
    const ID: &'static str = "toy-four";
    toy_boilerplate!(FourConfig);

    fn new(config: &FourConfig) -> Self {
        Four {
            config: config.clone(),
            stones: [0; 2],
            heights: [0; 7],
            side: Side::One,
            history: Vec::new(),
        }
    }
    fn side_to_move(&self) -> Side {
        self.side
    }
    fn legal_moves(&self, moves: &mut Vec<u8>) {
        if !self.outcome().is_over() {
            // Centre columns first.
            moves.extend(
                [3, 2, 4, 1, 5, 0, 6]
                    .iter()
                    .filter(|&&c| self.heights[c as usize] < 6),
            );
        }
    }
    fn play(&mut self, mv: &u8) {
        let c = *mv as usize;
        self.stones[self.side.index()] |= 1 << (c * 7 + self.heights[c] as usize);
        self.heights[c] += 1;
        self.history.push(*mv);
        self.side = self.side.other();
    }
    fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some(c) => {
                self.side = self.side.other();
                let c = c as usize;
                self.heights[c] -= 1;
                self.stones[self.side.index()] &= !(1 << (c * 7 + self.heights[c] as usize));
                true
            }
            None => false,
        }
    }
    fn outcome(&self) -> Outcome {
        let last = self.side.other();
        if Four::has_four(self.stones[last.index()]) {
            win_for(last)
        } else if self.history.len() == 42 {
            no_moves_draw()
        } else {
            Outcome::Ongoing
        }
    }
    fn hash(&self) -> u64 {
        mix(self.stones[0].wrapping_mul(3) ^ self.stones[1].rotate_left(29) ^ self.side as u64)
    }
}

impl Evaluate for Four {
    /// Windows of four still open to one side, weighted by their stones.
    fn evaluate(&self) -> Score {
        let me = self.stones[self.side.index()];
        let them = self.stones[self.side.other().index()];
        let mut score = 0;
        for c in 0..7 {
            for r in 0..6 {
                for (dc, dr) in [(1i32, 0i32), (0, 1), (1, 1), (1, -1)] {
                    let (ec, er) = (c + 3 * dc, r + 3 * dr);
                    if !(0..7).contains(&ec) || !(0..6).contains(&er) {
                        continue;
                    }
                    let mut window = 0u64;
                    for k in 0..4 {
                        window |= 1 << ((c + k * dc) * 7 + r + k * dr);
                    }
                    let (a, b) = ((me & window).count_ones(), (them & window).count_ones());
                    const W: [Score; 4] = [0, 1, 8, 40];
                    if b == 0 && a < 4 {
                        score += W[a as usize];
                    } else if a == 0 && b < 4 {
                        score -= W[b as usize];
                    }
                }
            }
        }
        score
    }
    fn is_noisy(&self, _mv: &u8) -> bool {
        false
    }
}
