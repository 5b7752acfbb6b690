//! The core's data types mirrored as uniffi records and enums, with `From` conversions.
//! The core has no FFI types; everything that crosses the boundary is declared here.
//!
//! Point indices, counts and ids are `u32` (the core uses `u8` for points): a wider type
//! lets a bad index from the app reach the core's range check and come back as a typed
//! error instead of being cut off silently.

use fireside_core::engine::Level as CoreLevel;
use fireside_core::game::{EndReason as CoreEndReason, Outcome as CoreOutcome};
use fireside_core::session as s;
use fireside_core::{BoardKind as CoreBoardKind, PieceKind as CorePieceKind, Role as CoreRole};
use fireside_core::{OptionKind as CoreOptionKind, Side as CoreSide};

/// Converts between a mirrored fieldless enum and the core's, both ways.
macro_rules! mirror_enum {
    ($(#[$meta:meta])* $name:ident = $core:path { $($variant:ident),* $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
        pub enum $name {
            $($variant,)*
        }

        impl From<$core> for $name {
            fn from(v: $core) -> Self {
                use $core as C;
                match v {
                    $(C::$variant => $name::$variant,)*
                }
            }
        }

        impl From<$name> for $core {
            fn from(v: $name) -> Self {
                use $core as C;
                match v {
                    $($name::$variant => C::$variant,)*
                }
            }
        }
    };
}
pub(crate) use mirror_enum;

mirror_enum! {
    /// One of the two sides of a game; [`Role`] names what it plays.
    Side = CoreSide { One, Two }
}

mirror_enum! {
    /// The role a side plays.
    Role = CoreRole { Fox, Geese, Hounds, Hare, PlayerOne, PlayerTwo, White, Black }
}

mirror_enum! {
    /// The computer's strength.
    Level = CoreLevel { Easy, Normal, Expert }
}

mirror_enum! {
    /// Why a game ended.
    EndReason = CoreEndReason {
        FoxTrapped, GeeseCaptured, GeeseBlocked, NoProgress, Repetition, HareTrapped,
        HareEscaped, HoundsStalled, HoundsBlocked, HousesEmpty, RepetitionCounted, NoPieces,
        NoMoves, MoveLimit,
    }
}

mirror_enum! {
    /// A direction of the keyboard cursor, on the screen as the player sees it.
    Direction = s::Direction { Up, Down, Left, Right }
}

mirror_enum! {
    /// Why an input changed nothing.
    InputErrorKind = s::InputError {
        GameOver, NotYourTurn, NoSuchPoint, NothingToMoveHere, MustCapture, NotATarget,
        FinishCapture, NothingSelected, NothingToUndo, NothingToRedo,
    }
}

/// The state of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Outcome {
    Ongoing,
    Win { winner: Side, reason: EndReason },
    Draw { reason: EndReason },
}

impl From<CoreOutcome> for Outcome {
    fn from(o: CoreOutcome) -> Self {
        match o {
            CoreOutcome::Ongoing => Outcome::Ongoing,
            CoreOutcome::Win { winner, reason } => Outcome::Win {
                winner: winner.into(),
                reason: reason.into(),
            },
            CoreOutcome::Draw { reason } => Outcome::Draw {
                reason: reason.into(),
            },
        }
    }
}

impl From<Outcome> for CoreOutcome {
    fn from(o: Outcome) -> Self {
        match o {
            Outcome::Ongoing => CoreOutcome::Ongoing,
            Outcome::Win { winner, reason } => CoreOutcome::Win {
                winner: winner.into(),
                reason: reason.into(),
            },
            Outcome::Draw { reason } => CoreOutcome::Draw {
                reason: reason.into(),
            },
        }
    }
}

/// A key the core understands (the apps map arrows/WASD, Enter/Space, Ctrl+Z/U, Esc).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Key {
    Move { direction: Direction },
    Confirm,
    Undo,
    Redo,
    Stop,
}

impl From<Key> for s::Key {
    fn from(k: Key) -> Self {
        match k {
            Key::Move { direction } => s::Key::Move(direction.into()),
            Key::Confirm => s::Key::Confirm,
            Key::Undo => s::Key::Undo,
            Key::Redo => s::Key::Redo,
            Key::Stop => s::Key::Stop,
        }
    }
}

/// How a match is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Mode {
    /// Against the computer: the human plays `human`, the computer the other side.
    VsComputer { human: Side, level: Level },
    /// Two players sharing one screen.
    PassAndPlay,
    /// Two players facing each other across a tablet.
    Table,
}

impl From<Mode> for s::Mode {
    fn from(m: Mode) -> Self {
        match m {
            Mode::VsComputer { human, level } => s::Mode::VsComputer {
                human: human.into(),
                level: level.into(),
            },
            Mode::PassAndPlay => s::Mode::PassAndPlay,
            Mode::Table => s::Mode::Table,
        }
    }
}

impl From<s::Mode> for Mode {
    fn from(m: s::Mode) -> Self {
        match m {
            s::Mode::VsComputer { human, level } => Mode::VsComputer {
                human: human.into(),
                level: level.into(),
            },
            s::Mode::PassAndPlay => Mode::PassAndPlay,
            s::Mode::Table => Mode::Table,
        }
    }
}

/// One rules option and its value (`forced-capture` = `on`).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RuleOption {
    pub key: String,
    pub value: String,
}

pub(crate) fn options_to_core(options: &[RuleOption]) -> Vec<(String, String)> {
    options
        .iter()
        .map(|o| (o.key.clone(), o.value.clone()))
        .collect()
}

pub(crate) fn options_from_core(options: &[(String, String)]) -> Vec<RuleOption> {
    options
        .iter()
        .map(|(k, v)| RuleOption {
            key: k.clone(),
            value: v.clone(),
        })
        .collect()
}

/// Everything that defines a new match.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct MatchSetup {
    /// A game id of the catalogue (`fox-geese`, `hare-hounds`, `sungka`, `dama-italiana`).
    pub game: String,
    /// A preset id; `None` for the game's default.
    pub preset: Option<String>,
    pub options: Vec<RuleOption>,
    /// A start position in the game's setup text instead of the usual start.
    pub position: Option<String>,
    pub mode: Mode,
    /// Seeds the computer's choices, so a match can be replayed.
    pub seed: u64,
}

impl From<MatchSetup> for s::MatchSetup {
    fn from(m: MatchSetup) -> Self {
        s::MatchSetup {
            options: options_to_core(&m.options),
            game: m.game,
            preset: m.preset,
            position: m.position,
            mode: m.mode.into(),
            seed: m.seed,
        }
    }
}

impl From<&s::MatchSetup> for MatchSetup {
    fn from(m: &s::MatchSetup) -> Self {
        MatchSetup {
            game: m.game.clone(),
            preset: m.preset.clone(),
            options: options_from_core(&m.options),
            position: m.position.clone(),
            mode: m.mode.into(),
            seed: m.seed,
        }
    }
}

/// What a move did, for the apps to animate.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct MoveAnimation {
    pub side: Side,
    pub notation: String,
    /// The points the piece passes through (a Sungka move: its house).
    pub path: Vec<u32>,
    pub captured: Vec<u32>,
    /// The game's step-by-step detail (Sungka's sowing trace) as JSON text.
    pub detail: Option<String>,
}

pub(crate) fn points(v: &[u8]) -> Vec<u32> {
    v.iter().map(|&p| u32::from(p)).collect()
}

impl From<s::MoveAnimation> for MoveAnimation {
    fn from(a: s::MoveAnimation) -> Self {
        MoveAnimation {
            side: a.side.into(),
            notation: a.notation,
            path: points(&a.path),
            captured: points(&a.captured),
            // The apps written before the typed trace read the trace itself as JSON.
            detail: a.detail.and_then(|d| match d {
                fireside_core::MoveDetail::Sowing { trace } => serde_json::to_string(&trace).ok(),
            }),
        }
    }
}

/// What an input did.
#[derive(Clone, Debug, PartialEq, uniffi::Enum)]
pub enum InputOutcome {
    /// The selection, the cursor or the pending chain changed.
    Changed,
    /// A move was played.
    Played { animation: MoveAnimation },
}

/// How a board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum BoardKind {
    /// Points joined by lines (Fox and Geese, Hare and Hounds).
    Lines,
    /// A square board; the points are the playable squares' centres.
    Checkerboard { size: u8 },
    /// Houses and stores of a mancala board.
    Mancala,
}

impl From<CoreBoardKind> for BoardKind {
    fn from(k: CoreBoardKind) -> Self {
        match k {
            CoreBoardKind::Lines => BoardKind::Lines,
            CoreBoardKind::Checkerboard { size } => BoardKind::Checkerboard { size },
            CoreBoardKind::Mancala => BoardKind::Mancala,
        }
    }
}

impl From<BoardKind> for CoreBoardKind {
    fn from(k: BoardKind) -> Self {
        match k {
            BoardKind::Lines => CoreBoardKind::Lines,
            BoardKind::Checkerboard { size } => CoreBoardKind::Checkerboard { size },
            BoardKind::Mancala => CoreBoardKind::Mancala,
        }
    }
}

/// What stands on a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PieceKind {
    Fox,
    Goose,
    Hound,
    Hare,
    WhiteMan,
    WhiteKing,
    BlackMan,
    BlackKing,
    /// A Sungka house or store with this many shells.
    Shells {
        count: u8,
    },
}

impl From<CorePieceKind> for PieceKind {
    fn from(k: CorePieceKind) -> Self {
        match k {
            CorePieceKind::Fox => PieceKind::Fox,
            CorePieceKind::Goose => PieceKind::Goose,
            CorePieceKind::Hound => PieceKind::Hound,
            CorePieceKind::Hare => PieceKind::Hare,
            CorePieceKind::WhiteMan => PieceKind::WhiteMan,
            CorePieceKind::WhiteKing => PieceKind::WhiteKing,
            CorePieceKind::BlackMan => PieceKind::BlackMan,
            CorePieceKind::BlackKing => PieceKind::BlackKing,
            CorePieceKind::Shells { count } => PieceKind::Shells { count },
        }
    }
}

impl From<PieceKind> for CorePieceKind {
    fn from(k: PieceKind) -> Self {
        match k {
            PieceKind::Fox => CorePieceKind::Fox,
            PieceKind::Goose => CorePieceKind::Goose,
            PieceKind::Hound => CorePieceKind::Hound,
            PieceKind::Hare => CorePieceKind::Hare,
            PieceKind::WhiteMan => CorePieceKind::WhiteMan,
            PieceKind::WhiteKing => CorePieceKind::WhiteKing,
            PieceKind::BlackMan => CorePieceKind::BlackMan,
            PieceKind::BlackKing => CorePieceKind::BlackKing,
            PieceKind::Shells { count } => CorePieceKind::Shells { count },
        }
    }
}

/// A point of the board on the screen: 0..1, y down, already oriented.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct RenderPoint {
    /// The point's name in the game's notation (`d4`, `17`, `p1-3`…).
    pub name: String,
    pub x: f32,
    pub y: f32,
}

/// A line joining two points (indices into `RenderModel.points`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct BoardLine {
    pub from: u32,
    pub to: u32,
}

#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct RenderPiece {
    pub point: u32,
    pub kind: PieceKind,
    /// Jumped in a pending chain: still drawn, marked as taken.
    pub taken: bool,
}

#[derive(Clone, Debug, Default, PartialEq, uniffi::Record)]
pub struct Highlights {
    /// Points with a piece that may move now.
    pub movable: Vec<u32>,
    pub selected: Option<u32>,
    /// Where the selected piece (or pending chain) may go next.
    pub targets: Vec<u32>,
    /// Pieces the side to move can capture, and the landing points of those jumps.
    pub capturable: Vec<u32>,
    pub jump_landings: Vec<u32>,
    /// The last move's path and what it captured.
    pub last_move: Vec<u32>,
    pub last_captured: Vec<u32>,
    pub cursor: Option<u32>,
    /// The points of a pending jump chain, from the start.
    pub chain: Vec<u32>,
    /// The path of the hint, until the next move.
    pub hint: Vec<u32>,
}

impl From<s::Highlights> for Highlights {
    fn from(h: s::Highlights) -> Self {
        Highlights {
            movable: points(&h.movable),
            selected: h.selected.map(u32::from),
            targets: points(&h.targets),
            capturable: points(&h.capturable),
            jump_landings: points(&h.jump_landings),
            last_move: points(&h.last_move),
            last_captured: points(&h.last_captured),
            cursor: h.cursor.map(u32::from),
            chain: points(&h.chain),
            hint: points(&h.hint),
        }
    }
}

/// A counter of the game (`geese-left`, `store-1`…); `Translator.counter` labels it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Counter {
    pub key: String,
    pub value: i64,
}

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PlayerKind {
    Human,
    Computer { level: Level },
}

impl From<s::PlayerKind> for PlayerKind {
    fn from(p: s::PlayerKind) -> Self {
        match p {
            s::PlayerKind::Human => PlayerKind::Human,
            s::PlayerKind::Computer { level } => PlayerKind::Computer {
                level: level.into(),
            },
        }
    }
}

impl From<PlayerKind> for s::PlayerKind {
    fn from(p: PlayerKind) -> Self {
        match p {
            PlayerKind::Human => s::PlayerKind::Human,
            PlayerKind::Computer { level } => s::PlayerKind::Computer {
                level: level.into(),
            },
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
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

impl From<&s::Nameplate> for Nameplate {
    fn from(n: &s::Nameplate) -> Self {
        Nameplate {
            side: n.side.into(),
            role: n.role.into(),
            player: n.player.into(),
            active: n.active,
            at_top: n.at_top,
            turned: n.turned,
        }
    }
}

impl From<&Nameplate> for s::Nameplate {
    fn from(n: &Nameplate) -> Self {
        s::Nameplate {
            side: n.side.into(),
            role: n.role.into(),
            player: n.player.into(),
            active: n.active,
            at_top: n.at_top,
            turned: n.turned,
        }
    }
}

/// What the status line says; `Translator.match_status` turns it into text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Status {
    /// A human is to move.
    ToMove {
        side: Side,
        role: Role,
    },
    /// A jump chain is pending: continue or stop.
    ContinueChain {
        side: Side,
        role: Role,
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

impl From<&s::Status> for Status {
    fn from(st: &s::Status) -> Self {
        match *st {
            s::Status::ToMove { side, role } => Status::ToMove {
                side: side.into(),
                role: role.into(),
            },
            s::Status::ContinueChain { side, role } => Status::ContinueChain {
                side: side.into(),
                role: role.into(),
            },
            s::Status::ComputerToMove { side, role, level } => Status::ComputerToMove {
                side: side.into(),
                role: role.into(),
                level: level.into(),
            },
            s::Status::Over { outcome } => Status::Over {
                outcome: outcome.into(),
            },
        }
    }
}

impl From<Status> for s::Status {
    fn from(st: Status) -> Self {
        match st {
            Status::ToMove { side, role } => s::Status::ToMove {
                side: side.into(),
                role: role.into(),
            },
            Status::ContinueChain { side, role } => s::Status::ContinueChain {
                side: side.into(),
                role: role.into(),
            },
            Status::ComputerToMove { side, role, level } => s::Status::ComputerToMove {
                side: side.into(),
                role: role.into(),
                level: level.into(),
            },
            Status::Over { outcome } => s::Status::Over {
                outcome: outcome.into(),
            },
        }
    }
}

/// Everything the apps draw, with no rules left to know.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct RenderModel {
    pub game: String,
    pub kind: BoardKind,
    /// Width over height of the board.
    pub aspect: f32,
    pub points: Vec<RenderPoint>,
    pub lines: Vec<BoardLine>,
    pub pieces: Vec<RenderPiece>,
    pub highlights: Highlights,
    pub counters: Vec<Counter>,
    /// Two nameplates: the side drawn at the bottom first, the top one second.
    pub nameplates: Vec<Nameplate>,
    pub turn: Side,
    pub status: Status,
    /// In table mode, the status is turned when it concerns the far player.
    pub status_turned: bool,
    /// The board was turned 180° from its usual orientation.
    pub rotated: bool,
    pub can_undo: bool,
    pub can_redo: bool,
    pub move_list: Vec<String>,
}

impl From<s::RenderModel> for RenderModel {
    fn from(r: s::RenderModel) -> Self {
        RenderModel {
            game: r.game,
            kind: r.kind.into(),
            aspect: r.aspect,
            points: r
                .points
                .into_iter()
                .map(|p| RenderPoint {
                    name: p.name,
                    x: p.x,
                    y: p.y,
                })
                .collect(),
            lines: r
                .lines
                .iter()
                .map(|l| BoardLine {
                    from: l.a.into(),
                    to: l.b.into(),
                })
                .collect(),
            pieces: r
                .pieces
                .iter()
                .map(|p| RenderPiece {
                    point: p.point.into(),
                    kind: p.kind.into(),
                    taken: p.taken,
                })
                .collect(),
            highlights: r.highlights.into(),
            counters: r
                .counters
                .into_iter()
                .map(|c| Counter {
                    key: c.key,
                    value: c.value,
                })
                .collect(),
            nameplates: r.nameplates.iter().map(Nameplate::from).collect(),
            turn: r.turn.into(),
            status: (&r.status).into(),
            status_turned: r.status_turned,
            rotated: r.rotated,
            can_undo: r.can_undo,
            can_redo: r.can_redo,
            move_list: r.move_list,
        }
    }
}

/// The kind of value an option takes.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum OptionKind {
    /// One of a list of words (`on`/`off` for a switch).
    Choice { values: Vec<String> },
    /// A whole number in an inclusive range.
    Number { min: i64, max: i64 },
}

impl From<CoreOptionKind> for OptionKind {
    fn from(k: CoreOptionKind) -> Self {
        match k {
            CoreOptionKind::Choice { values } => OptionKind::Choice { values },
            CoreOptionKind::Number { min, max } => OptionKind::Number { min, max },
        }
    }
}
