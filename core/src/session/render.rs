//! The render model: a match as shown, with no rules left to know. Coordinates are
//! normalized to 0..1 with y going down the screen, already turned so that the human's side
//! (or the game's usual side) is at the bottom.
//!
//! Two records: [`BoardDrawing`], what drawing the board needs and nothing else (the one
//! the app's contract hands the shells), and [`RenderModel`], the session's whole snapshot:
//! the drawing plus the facts the app's view builders turn into the bands, the status and
//! the move list (and that the terminal and the session's tests read).

use serde::{Deserialize, Serialize};

use super::match_state::Match;
use super::setup::{Mode, PlayerKind};
use crate::any_game::MoveInfo;
use crate::board::{BoardKind, PieceKind};
use crate::engine::Level;
use crate::game::{Outcome, Role, Side};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RenderPoint {
    pub name: String,
    pub x: f32,
    pub y: f32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RenderPiece {
    /// The piece's id: the same from move to move while the piece stays on the board
    /// (through a promotion, undo and redo; the match keeps it, see `session/ids.rs`), so a
    /// shell glides a piece without guessing which is which. Sungka's shells are counted,
    /// not followed: a house's (or store's) id is its point + 1.
    #[cfg_attr(feature = "uniffi", uniffi(default = 0))]
    #[serde(default)]
    pub id: u32,
    pub point: u8,
    pub kind: PieceKind,
    /// Jumped in a pending chain: still drawn, marked as taken.
    pub taken: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Highlights {
    /// Points with a piece that may move now.
    pub movable: Vec<u8>,
    pub selected: Option<u8>,
    /// Where the selected piece (or pending chain) may go next.
    pub targets: Vec<u8>,
    /// Pieces that can be captured by the side to move, and the landing points of those jumps.
    pub capturable: Vec<u8>,
    pub jump_landings: Vec<u8>,
    /// The last move's path and what it captured.
    pub last_move: Vec<u8>,
    pub last_captured: Vec<u8>,
    pub cursor: Option<u8>,
    /// The points of a pending jump chain, from the start.
    pub chain: Vec<u8>,
    /// The path of the hint, until the next move.
    pub hint: Vec<u8>,
}

/// A coordinate written at the board's edge: a file's letter under its column (`at` the
/// column's x) or a rank's number beside its row (`at` the row's y), in the drawing's
/// normalized, oriented coordinates. The notation the hints, reviews and rules write
/// (`d4-e5`) names the points by them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct AxisLabel {
    pub text: String,
    pub at: f32,
}

/// The files and ranks of a board whose points are named by a letter and a number (Fox
/// and Geese, Hare and Hounds): each letter once with its column's x, each number once
/// with its row's y, in screen order. None when a point's name is not of that shape (the
/// numbered squares of Dama, Sungka's houses).
fn axis_labels(names: &[&str], screen: &[(f32, f32)]) -> (Vec<AxisLabel>, Vec<AxisLabel>) {
    let mut files: Vec<AxisLabel> = Vec::new();
    let mut ranks: Vec<AxisLabel> = Vec::new();
    for (name, &(x, y)) in names.iter().zip(screen) {
        let split = name.find(|c: char| c.is_ascii_digit()).unwrap_or(0);
        let (file, rank) = name.split_at(split);
        let shaped = !file.is_empty()
            && file.chars().all(|c| c.is_ascii_lowercase())
            && !rank.is_empty()
            && rank.chars().all(|c| c.is_ascii_digit());
        if !shaped {
            return (Vec::new(), Vec::new());
        }
        if !files.iter().any(|f| f.text == file) {
            files.push(AxisLabel {
                text: file.to_owned(),
                at: x,
            });
        }
        if !ranks.iter().any(|r| r.text == rank) {
            ranks.push(AxisLabel {
                text: rank.to_owned(),
                at: y,
            });
        }
    }
    files.sort_by(|a, b| a.at.total_cmp(&b.at));
    ranks.sort_by(|a, b| a.at.total_cmp(&b.at));
    (files, ranks)
}

/// A line of the board between two points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Line {
    pub a: u8,
    pub b: u8,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Counter {
    pub key: String,
    pub value: i64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Nameplate {
    pub side: Side,
    pub role: Role,
    pub player: PlayerKind,
    /// This side is to move.
    pub active: bool,
    /// Drawn at the top of the screen.
    pub at_top: bool,
    /// Turned 180° for the far player (table mode).
    pub turned: bool,
}

/// What the status line says; the translations turn it into text.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Status {
    /// A human is to move.
    ToMove {
        side: Side,
        role: Role,
    },
    /// A jump chain is pending: continue, or stop where it stands when `can_stop`.
    ContinueChain {
        side: Side,
        role: Role,
        can_stop: bool,
    },
    /// The computer is to move.
    ComputerToMove {
        side: Side,
        role: Role,
        level: Level,
    },
    Over {
        outcome: Outcome,
    },
}

/// What drawing a board needs, and nothing else: its kind and shape, the points as drawn,
/// the lines, the pieces and the marks. The game screen (`GameView.board`) and the boards
/// without it (`BoardPanel.board`) carry it; whose turn it is, the counters, the status and
/// the move list are each in their own place of the view, once.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BoardDrawing {
    pub kind: BoardKind,
    /// Width over height of the board.
    pub aspect: f32,
    pub points: Vec<RenderPoint>,
    pub lines: Vec<Line>,
    pub pieces: Vec<RenderPiece>,
    pub highlights: Highlights,
    /// The board was turned 180° from its usual orientation.
    pub rotated: bool,
    /// The files' letters, drawn under their columns, left to right (empty where the
    /// points are not named by file and rank).
    #[serde(default)]
    pub files: Vec<AxisLabel>,
    /// The ranks' numbers, drawn beside their rows, top to bottom.
    #[serde(default)]
    pub ranks: Vec<AxisLabel>,
}

/// The session's whole snapshot of a match as shown: the drawing, and the facts the app's
/// view builders make the players' bands, the status line and the move list of. Not part of
/// the FFI contract: the view hands the shells only `board`, and each other fact once, in
/// the record where it is shown.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RenderModel {
    pub game: String,
    pub board: BoardDrawing,
    pub counters: Vec<Counter>,
    /// The side drawn at the bottom first, the top one second (always two).
    pub nameplates: Vec<Nameplate>,
    pub turn: Side,
    pub status: Status,
    /// In table mode, the status is turned when it concerns the far player.
    pub status_turned: bool,
    pub can_undo: bool,
    pub can_redo: bool,
    pub move_list: Vec<String>,
}

/// The role of the owner of a piece, for nameplates and "your piece" checks.
pub(super) fn piece_role(kind: PieceKind) -> Option<Role> {
    kind.owner()
}

fn sorted(mut v: Vec<u8>) -> Vec<u8> {
    v.sort_unstable();
    v.dedup();
    v
}

impl Match {
    /// The side drawn at the bottom: the human's against the computer, else the game's usual.
    pub fn bottom_side(&self) -> Side {
        match self.setup.mode {
            Mode::VsComputer { human, .. } => human,
            _ => self.game.bottom_side(),
        }
    }

    /// The points on the screen, normalized and oriented.
    pub(super) fn screen_points(&self) -> Vec<(f32, f32)> {
        let board = self.game.board();
        let rotated = self.bottom_side() != self.game.bottom_side();
        board
            .points
            .iter()
            .map(|p| {
                let x = if board.width > 0.0 {
                    p.x / board.width
                } else {
                    0.5
                };
                let y = if board.height > 0.0 {
                    1.0 - p.y / board.height
                } else {
                    0.5
                };
                if rotated {
                    (1.0 - x, 1.0 - y)
                } else {
                    (x, y)
                }
            })
            .collect()
    }

    pub fn render(&self) -> RenderModel {
        let board = self.game.board();
        let screen = self.screen_points();
        let fits = self.fitting_moves();
        let side = self.side_to_move();
        let bottom = self.bottom_side();
        let names: Vec<&str> = board.points.iter().map(|p| p.name.as_str()).collect();
        let (files, ranks) = match board.kind {
            BoardKind::Lines => axis_labels(&names, &screen),
            _ => (Vec::new(), Vec::new()),
        };
        RenderModel {
            game: self.game.id().to_owned(),
            board: BoardDrawing {
                kind: board.kind,
                aspect: if board.height > 0.0 {
                    board.width / board.height
                } else {
                    1.0
                },
                points: board
                    .points
                    .iter()
                    .zip(&screen)
                    .map(|(p, &(x, y))| RenderPoint {
                        name: p.name.clone(),
                        x,
                        y,
                    })
                    .collect(),
                lines: board.lines.iter().map(|&(a, b)| Line { a, b }).collect(),
                pieces: self.render_pieces(&fits),
                highlights: self.highlights(&fits),
                rotated: bottom != self.game.bottom_side(),
                files,
                ranks,
            },
            counters: self
                .game
                .counters()
                .into_iter()
                .map(|(k, v)| Counter {
                    key: k.to_owned(),
                    value: v,
                })
                .collect(),
            nameplates: vec![self.nameplate(bottom), self.nameplate(bottom.other())],
            turn: side,
            status: self.status(),
            status_turned: self.setup.mode == Mode::Table
                && !self.outcome().is_over()
                && side != bottom,
            can_undo: self.can_undo(),
            can_redo: self.can_redo(),
            move_list: self.move_list(),
        }
    }

    /// The marks on the board; `fits`: the moves the input so far fits.
    fn highlights(&self, fits: &[MoveInfo]) -> Highlights {
        let moves = self.game.move_infos();
        let prefix = &self.input.prefix;
        let over = self.outcome().is_over();
        let mut h = Highlights {
            cursor: self.input.cursor,
            hint: self.hint.clone().unwrap_or_default(),
            ..Default::default()
        };
        if !over && !self.is_computer_turn() {
            h.movable = sorted(
                moves
                    .iter()
                    .filter_map(|m| m.path.first().copied())
                    .collect(),
            );
            h.selected = prefix.last().copied();
            if let Some(mover) = self.sole_mover() {
                h.targets = sorted(
                    moves
                        .iter()
                        .filter(|m| m.path.first() == Some(&mover))
                        .filter_map(|m| m.path.get(1).copied())
                        .collect(),
                );
            } else if !prefix.is_empty() {
                h.targets = sorted(
                    fits.iter()
                        .filter_map(|m| m.path.get(prefix.len()).copied())
                        .collect(),
                );
            }
            if prefix.len() > 1 {
                h.chain = prefix.clone();
                // Mid-chain only the jumping piece moves, and it is marked selected: no
                // "can move" mark on the empty point the chain started from.
                h.movable.clear();
            }
        }
        if !over {
            // Captures open to the side to move, whoever plays it; otherwise what the other
            // side threatens (the geese the fox could take while the geese think).
            let capturing: Vec<_> = moves.iter().filter(|m| !m.captures.is_empty()).collect();
            if capturing.is_empty() {
                let threats = self.game.threats();
                h.capturable = sorted(threats.iter().map(|t| t.0).collect());
                h.jump_landings = sorted(threats.iter().map(|t| t.1).collect());
            } else {
                h.capturable = sorted(capturing.iter().flat_map(|m| m.captures.clone()).collect());
                h.jump_landings = sorted(
                    capturing
                        .iter()
                        .flat_map(|m| m.path[1..].to_vec())
                        .collect(),
                );
            }
        }
        if let Some(last) = &self.last {
            h.last_move = last.path.clone();
            h.last_captured = last.captured.clone();
        }
        h
    }

    /// The pieces; a pending chain shows the piece where it stands now and the jumped
    /// pieces as taken.
    fn render_pieces(&self, fits: &[MoveInfo]) -> Vec<RenderPiece> {
        let prefix = &self.input.prefix;
        let taken: Vec<u8> = if prefix.len() > 1 {
            fits.iter()
                .find(|m| m.path.len() >= prefix.len())
                .map(|m| {
                    let jumps = prefix.len() - 1;
                    m.captures.iter().take(jumps).copied().collect()
                })
                .unwrap_or_default()
        } else {
            Vec::new()
        };
        self.identified_pieces()
            .into_iter()
            .map(|(id, p)| {
                let point = if prefix.len() > 1 && p.point == prefix[0] {
                    *prefix.last().expect("non-empty")
                } else {
                    p.point
                };
                RenderPiece {
                    id,
                    point,
                    kind: p.kind,
                    taken: taken.contains(&p.point),
                }
            })
            .collect()
    }

    fn nameplate(&self, s: Side) -> Nameplate {
        let bottom = self.bottom_side();
        let table = self.setup.mode == Mode::Table;
        Nameplate {
            side: s,
            role: self.role(s),
            player: self.player(s),
            active: !self.outcome().is_over() && s == self.side_to_move(),
            at_top: s != bottom,
            turned: table && s != bottom,
        }
    }

    fn status(&self) -> Status {
        let side = self.side_to_move();
        let role = self.role(side);
        if self.outcome().is_over() {
            Status::Over {
                outcome: self.outcome(),
            }
        } else if let PlayerKind::Computer { level } = self.player(side) {
            Status::ComputerToMove { side, role, level }
        } else if self.input.prefix.len() > 1 {
            Status::ContinueChain {
                side,
                role,
                can_stop: self.can_stop(),
            }
        } else {
            Status::ToMove { side, role }
        }
    }
}
