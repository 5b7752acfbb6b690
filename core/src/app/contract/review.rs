//! The History screen (finished games) and the review screen of one game: the board at a
//! ply, the judged moves, the better move, the evaluation graph, each side's accuracy, and
//! "learn from your mistakes".

use serde::{Deserialize, Serialize};

use super::board::BoardPanel;
use crate::game::{Role, Side};
use crate::review::Mark;

/// The finished games kept, newest first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HistoryView {
    pub title: String,
    pub entries: Vec<HistoryEntry>,
    /// Said when there is no finished game yet.
    pub empty_text: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HistoryEntry {
    /// What `Event::OpenReview` takes.
    pub entry: u32,
    pub game: String,
    /// The game's name.
    pub title: String,
    /// The mode, the number of moves and how it ended.
    pub detail: String,
    pub review_label: String,
}

/// The review of one game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ReviewView {
    pub game: String,
    pub title: String,
    /// The parts the screen shows, in the order it shows them (one order on every phone);
    /// a shell draws these and nothing else.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    #[serde(default)]
    pub parts: Vec<ReviewPart>,
    /// The board after `ply` moves (no input); the better move of the next one is in
    /// `board.highlights.hint`, the move that led here in `board.highlights.last_move`.
    pub board: BoardPanel,
    /// Moves shown on the board (0: the start), of `plies`.
    pub ply: u32,
    pub plies: u32,
    /// "Move 12" / "Start".
    pub ply_text: String,
    pub moves: Vec<ReviewMoveView>,
    /// The better move in the position shown, once analysed and when the move played was
    /// not the best one.
    pub better: Option<BetterMoveView>,
    /// Why the move that led to the position shown was an error (its `why_text`).
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub why_text: Option<String>,
    /// The refutation's first move in the position shown, when the move that led here was
    /// an error: drawn as the board's hint where no better move is (`text`: the why).
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub refutation: Option<BetterMoveView>,
    /// Side one's expected score (0..1) at each analysed position, the start first: the
    /// points of a line chart over `plies + 1` positions.
    pub graph: Vec<f64>,
    /// The graph's axes and the errors on it, so a shell draws it without deciding.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub chart: Option<ReviewChart>,
    /// Side one's and side two's accuracy.
    pub accuracy: Vec<AccuracyView>,
    /// While the analysis runs.
    pub progress: Option<ReviewProgress>,
    pub can_back: bool,
    pub can_forward: bool,
    /// The analysis is finished and there are mistakes to learn from.
    pub can_learn: bool,
    /// Why learning is not offered (no mistakes), once the analysis is finished.
    pub learn_note: Option<String>,
    /// "Learn from your mistakes" while it is open.
    pub learn: Option<LearnView>,
    pub labels: ReviewLabels,
}

/// A part of the review screen (`ReviewView.parts`), each drawn from the fields it names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(rename_all = "kebab-case")]
pub enum ReviewPart {
    /// The analysis running: `progress`.
    Progress,
    /// The board at the position shown: `board`.
    Board,
    /// What the position shown says: `ply_text`, `why_text`, `better`.
    Explanation,
    /// First, back, forward, last: `labels`, `can_back`, `can_forward`.
    Navigation,
    /// The evaluation graph: `graph`, `chart`.
    Chart,
    /// Each side's accuracy: `accuracy`.
    Accuracy,
    /// "Learn from your mistakes" (`can_learn`, `labels.learn`), or why not (`learn_note`).
    Learn,
    /// The judged moves: `moves`.
    Moves,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ReviewMoveView {
    /// 1 for the first move; `Event::ReviewJump { ply }` shows the board after it.
    pub ply: u32,
    /// The round number of the move list ("12.").
    pub number_text: String,
    pub side: Side,
    pub role: Role,
    pub notation: String,
    /// `None` until analysed.
    pub mark: Option<Mark>,
    /// The mark's name, and why where it is more than the loss ("lost a proven win").
    pub mark_text: Option<String>,
    /// "22-18 was best", for an error mark.
    pub best_text: Option<String>,
    /// Why the move was an error, in words, with the better move's idea ("After 26-22,
    /// 18x27 wins a man. 23-20 keeps the material even."); `None` for other moves.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub why_text: Option<String>,
    /// The opponent's best answer to an error and what follows, in notation.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub refutation: Vec<String>,
    /// The move's row as shown, joined here so both phones show it alike:
    /// "12. 21-17 · Mistake: lost a proven win · 22-18 was best".
    #[cfg_attr(feature = "uniffi", uniffi(default = ""))]
    pub line: String,
    /// What a screen reader says of the move.
    pub spoken: String,
    /// The board shows the position after this move.
    pub current: bool,
}

/// The evaluation graph's axes and marks. x is the position (0: the start, `ply`: after
/// that move, as `Event::ReviewJump { ply }` shows it), over `plies + 1` positions; y is
/// side one's expected score, 1 at the top.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ReviewChart {
    /// The top of the y axis: "Hounds win" (side one).
    pub top_label: String,
    /// The bottom: "Hare wins" (side two).
    pub bottom_label: String,
    /// Move numbers along the x axis, numbered like the move list.
    pub ticks: Vec<ChartTick>,
    /// Every inaccuracy, mistake and blunder, where it lands on the line.
    pub marks: Vec<ChartMark>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ChartTick {
    /// The position after the round's first move.
    pub ply: u32,
    /// The round's number ("12").
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ChartMark {
    /// The position after the move marked (its point on the line).
    pub ply: u32,
    pub mark: Mark,
    /// Side one's expected score there (the line's height, 0..1).
    pub value: f64,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BetterMoveView {
    pub notation: String,
    /// Its points on the board, from the start.
    pub path: Vec<u8>,
    /// "The better move: 22-18", also what a screen reader says.
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct AccuracyView {
    pub side: Side,
    pub role: Role,
    /// 0..100; `None` without a judged move.
    pub accuracy: Option<f64>,
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
    /// "White: accuracy 87 · inaccuracies 1 · mistakes 0 · blunders 0".
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ReviewProgress {
    /// Positions analysed of `total` (the start and one after every move).
    pub done: u32,
    pub total: u32,
    /// "Analysing move 23 of 80".
    pub text: String,
}

/// "Learn from your mistakes": one position before a mistake at a time.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LearnView {
    pub title: String,
    /// The position before the mistake; taps, drags and `Play` try a move on it.
    pub board: BoardPanel,
    /// The exercise shown (0-based) of `total`; `index == total` once all are done.
    pub index: u32,
    pub total: u32,
    pub solved: u32,
    /// "Solved 1 of 3".
    pub progress_text: String,
    /// "Find a better move for White."; empty once done.
    pub prompt: String,
    /// What the last try was judged, or the end.
    pub feedback: Option<String>,
    /// How `feedback` reads, for its colour (the words say it too).
    pub feedback_tone: FeedbackTone,
    /// The better move, after "Show solution" (drawn as the board's hint).
    pub solution: Option<BetterMoveView>,
    /// A retry is being judged.
    pub judging: bool,
    /// This exercise is solved or its solution shown: the next button says "Next".
    pub settled: bool,
    pub finished: bool,
    /// The exercise's board, its move entry and its "Show solution" and "Skip" buttons are
    /// shown (not once every exercise is done: then the progress, the feedback and Close).
    #[cfg_attr(feature = "uniffi", uniffi(default = false))]
    #[serde(default)]
    pub shows_exercise: bool,
    /// "Show solution" takes a tap now (not once settled, nor while a try is judged).
    #[cfg_attr(feature = "uniffi", uniffi(default = false))]
    #[serde(default)]
    pub can_show_solution: bool,
    /// "Skip" / "Next" takes a tap now (not while a try is judged).
    #[cfg_attr(feature = "uniffi", uniffi(default = false))]
    #[serde(default)]
    pub can_skip: bool,
    /// A move may be tried now, on the board or typed (not once settled, nor while a try
    /// is judged).
    #[cfg_attr(feature = "uniffi", uniffi(default = false))]
    #[serde(default)]
    pub can_try: bool,
    pub show_solution_label: String,
    /// "Skip", or "Next" once settled.
    pub skip_label: String,
    pub close_label: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ReviewLabels {
    pub first: String,
    pub back: String,
    pub forward: String,
    pub last: String,
    pub learn: String,
    pub close: String,
}

/// How a feedback line of "learn from your mistakes" reads: a shell colours it (a found move
/// in the success colour, a refused one in the error colour, the rest plain).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(rename_all = "kebab-case")]
pub enum FeedbackTone {
    #[default]
    Plain,
    Found,
    Wrong,
}
