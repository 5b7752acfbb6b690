//! What a screen reader says of each point: what stands there (Sungka: whose house, how
//! many shells; "your" store against the computer, else the store named by its owner) and
//! its state (selected, can move, can move here, can be captured, last move, hint), and
//! what the player can do there: each action with the event it sends.

use super::hit;
use super::presentation::{display_role, human_side};
use crate::any_game::MoveInfo;
use crate::app::contract::{ActionKind, Event, PointAction, PointView};
use crate::app::model::{GameState, Model};
use crate::board::PieceKind;
use crate::games::{GameEntry, PointRole};
use crate::session::{BoardDrawing, Highlights, RenderModel};

/// One view per point of `shown`, in point order.
pub(in crate::app) fn point_views(
    model: &Model,
    g: &GameState,
    entry: Option<&GameEntry>,
    shown: &RenderModel,
) -> Vec<PointView> {
    let board = &shown.board;
    let roles: Vec<PointRole> = (0..board.points.len())
        .map(|i| entry.map_or(PointRole::Point, |e| (e.words.point_role)(i as u8)))
        .collect();
    let hits = hit::areas(board, &roles);
    let moves = actionable_moves(g);
    // Table mode: the far player's houses and store show their texts turned to them.
    let far = shown.nameplates.iter().find(|p| p.turned).map(|p| p.side);
    roles
        .iter()
        .zip(hits)
        .enumerate()
        .map(|(i, (&role, hit))| {
            let i = i as u8;
            let state = PointState::of(&board.highlights, i);
            PointView {
                point: i,
                label: state.said(model, what_stands(model, g, shown, i, role)),
                tappable: state.movable || state.target || state.selected,
                role,
                actions: actions_at(model, g, board, &moves, i, role),
                hit,
                turned: far.is_some() && owner(role) == far,
            }
        })
        .collect()
}

/// The side a house or store belongs to.
fn owner(role: PointRole) -> Option<crate::game::Side> {
    match role {
        PointRole::House { owner, .. } | PointRole::Store { owner } => Some(owner),
        PointRole::Point | PointRole::Square => None,
    }
}

/// The legal moves a person may play now (none on the computer's turn or after the end).
pub(in crate::app) fn actionable_moves(g: &GameState) -> Vec<MoveInfo> {
    if g.is_over() || g.session.is_computer_turn() {
        return Vec::new();
    }
    g.session.game().move_infos()
}

/// Every point in reading order as drawn: the rows from the top down, each from left to
/// right. Points drawn within a thousandth of the board's height of each other are one row
/// (the drawing's coordinates are computed, not exact).
pub(in crate::app) fn reading_order(board: &BoardDrawing) -> Vec<u8> {
    let mut order: Vec<u8> = (0..board.points.len() as u8).collect();
    let key = |i: u8| {
        let p = &board.points[i as usize];
        ((p.y * 1000.0).round() as i64, p.x)
    };
    order.sort_by(|&a, &b| {
        let (ra, xa) = key(a);
        let (rb, xb) = key(b);
        ra.cmp(&rb).then(xa.total_cmp(&xb))
    });
    order
}

/// The points whose pieces can move, in reading order, each once.
pub(in crate::app) fn movable_order(board: &BoardDrawing, moves: &[MoveInfo]) -> Vec<u8> {
    reading_order(board)
        .into_iter()
        .filter(|&i| moves.iter().any(|m| m.path.first() == Some(&i)))
        .collect()
}

/// What the player can do at point `i`: the moves of the piece standing here, then the
/// moves that end here, then "Stop here" where a pending chain may stop.
fn actions_at(
    model: &Model,
    g: &GameState,
    board: &BoardDrawing,
    moves: &[MoveInfo],
    i: u8,
    role: PointRole,
) -> Vec<PointAction> {
    let tr = model.tr;
    let name = |p: u8| board.points[p as usize].name.clone();
    let play = |m: &MoveInfo| Event::Play {
        notation: m.notation.clone(),
    };
    let mut out = Vec::new();
    for m in moves.iter().filter(|m| m.path.first() == Some(&i)) {
        let action = match (role, m.path.last()) {
            (PointRole::House { number, .. }, _) => PointAction {
                kind: ActionKind::Sow,
                label: tr.tr("a11y-action-sow", &[("number", i64::from(number).into())]),
                event: play(m),
            },
            _ if !m.captures.is_empty() => capture(model, m),
            (_, Some(&to)) => PointAction {
                kind: ActionKind::Move,
                label: tr.tr("a11y-action-move-to", &[("to", name(to).into())]),
                event: play(m),
            },
            (_, None) => continue,
        };
        out.push(action);
    }
    for m in moves
        .iter()
        .filter(|m| m.path.len() > 1 && m.path.last() == Some(&i) && m.path.first() != Some(&i))
    {
        out.push(if m.captures.is_empty() {
            PointAction {
                kind: ActionKind::Move,
                label: tr.tr("a11y-action-move-from", &[("from", name(m.path[0]).into())]),
                event: play(m),
            }
        } else {
            capture(model, m)
        });
    }
    if !moves.is_empty() && g.session.can_stop() && g.session.entered().last() == Some(&i) {
        out.push(PointAction {
            kind: ActionKind::Stop,
            label: tr.tr("label-stop-here", &[]),
            event: Event::StopChain,
        });
    }
    out
}

fn capture(model: &Model, m: &MoveInfo) -> PointAction {
    PointAction {
        kind: ActionKind::Capture,
        label: model.tr.tr(
            "a11y-action-capture",
            &[("move", m.notation.clone().into())],
        ),
        event: Event::Play {
            notation: m.notation.clone(),
        },
    }
}

/// The marks on a point, from the board's highlights.
struct PointState {
    movable: bool,
    selected: bool,
    target: bool,
    capturable: bool,
    last_move: bool,
    hint: bool,
}

impl PointState {
    fn of(h: &Highlights, i: u8) -> PointState {
        PointState {
            movable: h.movable.contains(&i),
            selected: h.selected == Some(i),
            target: h.targets.contains(&i),
            capturable: h.capturable.contains(&i),
            last_move: h.last_move.contains(&i),
            hint: h.hint.contains(&i),
        }
    }

    /// `label` with each state of the point said after it.
    fn said(&self, model: &Model, mut label: String) -> String {
        let tr = model.tr;
        for (on, key) in [
            (self.selected, "a11y-state-selected"),
            (self.movable && !self.selected, "a11y-state-movable"),
            (self.target, "a11y-state-target"),
            (self.capturable, "a11y-state-capturable"),
            (self.last_move, "a11y-state-last-move"),
            (self.hint, "a11y-state-hint"),
        ] {
            if on {
                label = tr.tr(
                    "a11y-with-state",
                    &[("point", label.into()), ("state", tr.tr(key, &[]).into())],
                );
            }
        }
        label
    }
}

/// What stands on the point, in the player's words.
pub(in crate::app) fn what_stands(
    model: &Model,
    g: &GameState,
    shown: &RenderModel,
    i: u8,
    role: PointRole,
) -> String {
    let tr = model.tr;
    let board = &shown.board;
    let piece = board
        .pieces
        .iter()
        .find(|x| x.point == i && !x.taken)
        .map(|x| x.kind);
    let shells = match piece {
        Some(PieceKind::Shells { count }) => i64::from(count),
        _ => 0,
    };
    let human = human_side(g.session.setup().mode);
    // Whose "own" houses: the human's against the computer, else the player to move's.
    let listener = human.unwrap_or(shown.turn);
    match role {
        PointRole::Point | PointRole::Square => {
            tr.describe_point(&board.points[i as usize].name, piece)
        }
        PointRole::House { owner, number } => {
            tr.describe_house(i64::from(number), shells, owner == listener)
        }
        PointRole::Store { owner } => match human {
            Some(hs) => tr.describe_store(shells, owner == hs),
            None => {
                tr.describe_store_of(display_role(model, g.game(), g.session.role(owner)), shells)
            }
        },
    }
}
