//! What a puzzle is: its line, theme and proof, and a set of them as shipped. The games'
//! puzzle finders build these; they import this file, not the registry in `mod.rs`.

use serde::{Deserialize, Serialize};

use crate::game::Side;

pub use super::margin::MarginProof;

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
    /// Fox and Geese: the fox's winning jump.
    FoxJump,
    /// Fox and Geese: the geese's move that closes the trap.
    GeeseTrap,
    /// Dama: the one clearly best move, by a deep search.
    Tactic,
}

impl Theme {
    /// The translation key of the puzzle's prompt (one place for the terminal and the app).
    pub fn text_key(self) -> &'static str {
        match self {
            Theme::OnlyWin => "puzzle-theme-only-win",
            Theme::MostShells => "puzzle-theme-most-shells",
            Theme::FoxJump => "puzzle-theme-fox-jump",
            Theme::GeeseTrap => "puzzle-theme-geese-trap",
            Theme::Tactic => "puzzle-theme-tactic",
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
    /// A rating on the puzzle scale (see [`rating`]), from how far the win is and how
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
pub(crate) fn play_checked<G: crate::game::Game>(
    pos: &mut G,
    notation: &str,
) -> Result<(), String> {
    let mv = pos
        .parse_move(notation)
        .map_err(|e| format!("{notation}: {e}"))?;
    pos.try_play(&mv).map_err(|e| format!("{notation}: {e}"))
}
