use serde::{Deserialize, Serialize};

use crate::game::{Role, Side};
use crate::games::sungka::SowingTrace;
use crate::session::RenderModel;

/// The game screen.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameView {
    pub game: String,
    pub title: String,
    /// The board: points, lines, pieces, highlights, oriented for the screen.
    pub board: RenderModel,
    /// The player at the bottom of the screen and the one at the top.
    pub bottom: Band,
    pub top: Band,
    /// The status line (also in the band of the player it concerns).
    pub status: String,
    /// In table mode, the status faces the far player.
    pub status_turned: bool,
    /// Why the last input changed nothing, or what the computer just played.
    pub message: Option<String>,
    /// The end of the game; `None` while it goes on.
    pub result: Option<ResultPanel>,
    pub move_list: MoveListView,
    pub hint: Option<HintView>,
    /// A hint is being searched.
    pub hinting: bool,
    /// The computer is thinking.
    pub thinking: bool,
    /// One label per point for screen readers, with its state, in point order.
    pub points: Vec<PointView>,
    /// The last move to animate; cleared by `Event::AnimationFinished` (never shown when
    /// animations are off).
    pub animation: Option<AnimationView>,
    pub can_undo: bool,
    pub can_redo: bool,
    pub can_hint: bool,
    /// A jump chain is pending and may stop where it stands.
    pub can_stop: bool,
    pub labels: GameLabels,
}

/// A player's band: who plays, what they have, whether it is their turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Band {
    pub side: Side,
    pub role: Role,
    /// The role's name ("Fox", "Player 1", "White").
    pub name: String,
    /// The profile's name, or the computer's level.
    pub player: String,
    pub computer: bool,
    pub active: bool,
    /// Drawn upside down for the far player (table mode).
    pub turned: bool,
    /// The counters that belong to this player, and those of both.
    pub counters: Vec<CounterView>,
    /// The status line, when it concerns this player.
    pub status: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct CounterView {
    pub key: String,
    pub value: i64,
    pub text: String,
}

/// How the game ended for the player holding the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum YourResult {
    Won,
    Lost,
    Drawn,
    /// A game between two people on one device.
    BetweenPeople,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ResultPanel {
    pub result: YourResult,
    /// "You win!", "The geese win!", "Draw."
    pub headline: String,
    /// Why it ended.
    pub detail: String,
    /// The final count where the game is scored (Sungka: the shells of each player).
    pub score: Option<String>,
    /// Rating points this game earned.
    pub points: u32,
    pub rating_text: String,
    /// Why no points were earned, when the game could not earn any.
    pub unrated_reason: Option<String>,
    pub rematch_label: String,
    pub leave_label: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct MoveListView {
    pub open: bool,
    pub title: String,
    /// One row per round: the first side's moves then the second's. A free turn adds a
    /// move to the same row.
    pub rows: Vec<MoveRow>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct MoveRow {
    pub number: u32,
    /// "12." in the player's language.
    pub number_text: String,
    pub moves: Vec<MoveEntry>,
    /// The whole row as one line ("1. d4-d5  c3-c4").
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct MoveEntry {
    pub side: Side,
    pub notation: String,
    /// For screen readers: "Fox: d4-d3".
    pub label: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HintView {
    pub notation: String,
    pub path: Vec<u8>,
    /// "Hint: d4-d3".
    pub text: String,
}

/// A point for screen readers and for drawing its state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PointView {
    pub point: u8,
    pub name: String,
    /// Everything said about the point: what stands there and its state.
    pub label: String,
    pub movable: bool,
    pub selected: bool,
    pub target: bool,
    pub capturable: bool,
    pub last_move: bool,
    pub hint: bool,
    /// What the point is (a line point, a square, a Sungka house with its number, a
    /// store), so that a shell draws houses and stores without reading point names.
    pub role: PointRole,
}

/// A move to animate, as typed steps in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct AnimationView {
    /// Sent back in `Event::AnimationFinished`.
    pub id: u64,
    pub side: Side,
    pub notation: String,
    pub steps: Vec<AnimationStep>,
    /// How long one step takes at the speed chosen in the settings.
    pub step_millis: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum AnimationStep {
    /// A piece slides from one point to the next.
    Slide { from: u8, to: u8 },
    /// A captured piece leaves the board.
    Remove { point: u8 },
    /// A Sungka sowing, every pick, drop, relay and capture.
    Sowing { trace: SowingTrace },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameLabels {
    pub undo: String,
    pub redo: String,
    pub hint: String,
    pub move_list: String,
    pub stop: String,
    pub leave: String,
    pub close: String,
    /// The game menu of a phone (the move list, rematch, new game, how to play, main menu).
    pub menu: String,
    pub rematch: String,
    pub new_game: String,
    pub how_to_play: String,
}

use super::super::play::{human_side, GameState};
use super::super::App;
use crate::board::PieceKind;
use crate::games::{self, CounterOwner, GameEntry, PointRole};
use crate::i18n::{Text, Translator};
use crate::session::{Mode, PlayerKind, Status};

fn swap_kind(kind: PieceKind) -> PieceKind {
    match kind {
        PieceKind::WhiteMan => PieceKind::BlackMan,
        PieceKind::BlackMan => PieceKind::WhiteMan,
        PieceKind::WhiteKing => PieceKind::BlackKing,
        PieceKind::BlackKing => PieceKind::WhiteKing,
        other => other,
    }
}

/// The colours-exchanged presentation: the same position, the colours' names and pieces
/// exchanged, the board mirrored so the first side's double corner is where players of
/// the other 8×8 games expect it.
fn swap_colours(app: &App, model: &mut RenderModel, pairs: &[(&str, &str)]) {
    for p in &mut model.points {
        p.x = 1.0 - p.x;
    }
    for piece in &mut model.pieces {
        piece.kind = swap_kind(piece.kind);
    }
    for plate in &mut model.nameplates {
        plate.role = app.display_role(plate.role);
    }
    match &mut model.status {
        Status::ToMove { role, .. }
        | Status::ContinueChain { role, .. }
        | Status::ComputerToMove { role, .. } => *role = app.display_role(*role),
        Status::Over { .. } => {}
    }
    for c in &mut model.counters {
        if let Some((a, b)) = pairs.iter().find(|(a, b)| c.key == *a || c.key == *b) {
            c.key = if c.key == *a {
                (*b).into()
            } else {
                (*a).into()
            };
        }
    }
}

pub(in crate::app) fn build(app: &App, g: &GameState) -> GameView {
    let tr = app.tr;
    let entry: Option<&GameEntry> = games::find(&g.m.setup().game).ok();
    let mut board = g.m.render();
    if app.colours_swapped() {
        if let Some(pairs) = entry.and_then(|e| e.words.colour_swap) {
            swap_colours(app, &mut board, pairs);
        }
    }
    let over = g.m.outcome().is_over();
    let status = tr.match_status(&board);
    let profile_name = app
        .data
        .profiles
        .get(g.profile)
        .map(|p| super::profile_name(tr, &p.name))
        .unwrap_or_default();
    let mode = g.m.setup().mode;
    let raw_counters = g.m.game().counters();
    let band = |plate: &crate::session::Nameplate| {
        let counters = entry
            .map(|e| e.words.counters)
            .unwrap_or_default()
            .iter()
            .filter(|spec| match spec.owner {
                CounterOwner::Both => true,
                CounterOwner::Side(s) => s == plate.side,
            })
            .filter_map(|spec| {
                // Counter keys in the swapped presentation name the displayed colour.
                let index = raw_counters.iter().position(|(k, _)| *k == spec.key)?;
                let key = board.counters.get(index)?;
                Some(CounterView {
                    key: key.key.clone(),
                    value: key.value,
                    text: tr.counter(&key.key, key.value)?,
                })
            })
            .collect();
        let player = match plate.player {
            PlayerKind::Computer { level } => tr.computer_player(level),
            PlayerKind::Human => match mode {
                Mode::VsComputer { .. } => profile_name.clone(),
                // Between people the profile is the player at the bottom (see README).
                _ if !plate.at_top => profile_name.clone(),
                _ => String::new(),
            },
        };
        let status_here = if plate.at_top {
            board.status_turned
        } else {
            !board.status_turned
        };
        Band {
            side: plate.side,
            role: plate.role,
            name: tr.role_name(plate.role),
            player,
            computer: matches!(plate.player, PlayerKind::Computer { .. }),
            active: plate.active,
            turned: plate.turned,
            counters,
            status: status_here.then(|| status.clone()),
        }
    };
    let bottom = band(&board.nameplates[0]);
    let top = band(&board.nameplates[1]);
    // The panel waits for the last move to be seen: over a running sowing or slide it
    // would hide what decided the game (the shell reports the animation finished).
    // It also waits for the result to be on disk (the writer's acknowledgement).
    let saved = g.recorded.is_none_or(|r| app.is_saved(r.ticket));
    let result =
        (over && g.animation.is_none() && saved).then(|| result_panel(app, g, entry, &board));
    let thinking = g.is_thinking();
    let humans_turn = !over && !g.m.is_computer_turn();
    let entered = g.m.entered();
    let can_stop = entered.len() > 1
        && g.m
            .game()
            .move_infos()
            .iter()
            .any(|m| m.path.as_slice() == entered);
    let hint = g.m.hint_path().map(|path| {
        let notation =
            g.m.game()
                .move_infos()
                .into_iter()
                .find(|m| m.path == path)
                .map(|m| m.notation)
                .unwrap_or_default();
        HintView {
            text: tr.hint(&notation),
            notation,
            path: path.to_vec(),
        }
    });
    GameView {
        game: g.m.setup().game.clone(),
        title: super::game_id(&g.m.setup().game)
            .map(|id| tr.game_name(id))
            .unwrap_or_default(),
        points: point_views(app, g, entry, &board),
        move_list: move_list(app, g),
        bottom,
        top,
        status,
        status_turned: board.status_turned,
        message: g.message.clone(),
        result,
        hint,
        hinting: g.is_hinting(),
        thinking,
        animation: g.animation.clone(),
        can_undo: board.can_undo && !over,
        can_redo: board.can_redo && !over,
        can_hint: humans_turn && g.pending.is_none(),
        can_stop,
        labels: GameLabels {
            undo: tr.text(Text::Undo),
            redo: tr.text(Text::Redo),
            hint: tr.text(Text::Hint),
            move_list: tr.text(Text::MoveList),
            stop: tr.tr("label-stop-here", &[]),
            leave: tr.text(Text::MainMenu),
            close: tr.text(Text::Close),
            menu: tr.text(Text::Menu),
            rematch: tr.text(Text::Rematch),
            new_game: tr.text(Text::NewGame),
            how_to_play: tr.text(Text::HowToPlay),
        },
        board,
    }
}

fn result_panel(
    app: &App,
    g: &GameState,
    entry: Option<&GameEntry>,
    board: &RenderModel,
) -> ResultPanel {
    let tr = app.tr;
    let outcome = g.m.outcome();
    let human = human_side(g.m.setup().mode);
    let (result, detail) = match outcome {
        crate::Outcome::Win { winner, reason } => {
            let role = app.display_role(g.m.role(winner));
            let r = match human {
                Some(h) if h == winner => YourResult::Won,
                Some(_) => YourResult::Lost,
                None => YourResult::BetweenPeople,
            };
            (r, tr.end_reason(reason, Some(role)))
        }
        crate::Outcome::Draw { reason } => (
            if human.is_some() {
                YourResult::Drawn
            } else {
                YourResult::BetweenPeople
            },
            tr.end_reason(reason, None),
        ),
        crate::Outcome::Ongoing => (YourResult::Drawn, String::new()),
    };
    let score = entry
        .and_then(|e| e.words.score_counters)
        .and_then(|[a, b]| {
            let value = |k: &str| board.counters.iter().find(|c| c.key == k).map(|c| c.value);
            Some(tr.sungka_score(value(a)?, value(b)?))
        });
    let points = g.recorded.map_or(0, |r| r.points);
    let unrated_reason = if human.is_none() {
        Some(tr.tr("rating-unrated-people", &[]))
    } else if !g.rated {
        Some(tr.tr("rating-unrated-setup", &[]))
    } else {
        None
    };
    ResultPanel {
        result,
        headline: app.result_headline(),
        detail,
        score,
        points,
        rating_text: tr.rating_change(i64::from(points)),
        unrated_reason,
        rematch_label: tr.text(Text::Rematch),
        leave_label: tr.text(Text::MainMenu),
    }
}

fn move_list(app: &App, g: &GameState) -> MoveListView {
    let tr = app.tr;
    let mut rows: Vec<MoveRow> = Vec::new();
    let mut prev: Option<Side> = None;
    for (side, notation) in g.m.moves_with_sides() {
        // A new round when the first side moves after the second; a free turn (the same
        // side again) stays in its row.
        let new_row = match prev {
            None => true,
            Some(p) => side == Side::One && p == Side::Two,
        };
        if new_row {
            let number = rows.len() as u32 + 1;
            rows.push(MoveRow {
                number,
                number_text: format!("{}.", tr.number(i64::from(number))),
                moves: Vec::new(),
                text: String::new(),
            });
        }
        let role = app.display_role(g.m.role(side));
        let row = rows.last_mut().expect("pushed");
        row.moves.push(MoveEntry {
            side,
            label: tr.describe_move(role, &notation),
            notation,
        });
        prev = Some(side);
    }
    for row in &mut rows {
        let mut parts = vec![row.number_text.clone()];
        if row.moves.first().is_some_and(|m| m.side == Side::Two) {
            parts.push("…".into());
        }
        parts.extend(row.moves.iter().map(|m| m.notation.clone()));
        row.text = parts.join("  ").replacen("  ", " ", 1);
    }
    MoveListView {
        open: g.move_list_open,
        title: tr.text(Text::MoveList),
        rows,
    }
}

fn point_views(
    app: &App,
    g: &GameState,
    entry: Option<&GameEntry>,
    board: &RenderModel,
) -> Vec<PointView> {
    let tr: Translator = app.tr;
    let h = &board.highlights;
    let human = human_side(g.m.setup().mode);
    // Whose "own" houses: the human's against the computer, else the player to move's.
    let listener = human.unwrap_or(board.turn);
    board
        .points
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let i = i as u8;
            let piece = board
                .pieces
                .iter()
                .find(|x| x.point == i && !x.taken)
                .map(|x| x.kind);
            let shells = match piece {
                Some(PieceKind::Shells { count }) => i64::from(count),
                _ => 0,
            };
            let role = entry.map_or(PointRole::Point, |e| (e.words.point_role)(i));
            let mut label = match role {
                PointRole::Point | PointRole::Square => tr.describe_point(&p.name, piece),
                PointRole::House { owner, number } => {
                    tr.describe_house(i64::from(number), shells, owner == listener)
                }
                PointRole::Store { owner } => match human {
                    Some(hs) => tr.describe_store(shells, owner == hs),
                    None => tr.describe_store_of(app.display_role(g.m.role(owner)), shells),
                },
            };
            let v = PointView {
                point: i,
                name: p.name.clone(),
                label: String::new(),
                movable: h.movable.contains(&i),
                selected: h.selected == Some(i),
                target: h.targets.contains(&i),
                capturable: h.capturable.contains(&i),
                last_move: h.last_move.contains(&i),
                hint: h.hint.contains(&i),
                role,
            };
            for (on, key) in [
                (v.selected, "a11y-state-selected"),
                (v.movable && !v.selected, "a11y-state-movable"),
                (v.target, "a11y-state-target"),
                (v.capturable, "a11y-state-capturable"),
                (v.last_move, "a11y-state-last-move"),
                (v.hint, "a11y-state-hint"),
            ] {
                if on {
                    label = tr.tr(
                        "a11y-with-state",
                        &[("point", label.into()), ("state", tr.tr(key, &[]).into())],
                    );
                }
            }
            PointView { label, ..v }
        })
        .collect()
}
