//! The game screen's view, built from the model: the board as the player sees it, the
//! players' bands, the status, the move list, the hint and the result panel.

use super::accessibility::{actionable_moves, movable_order, point_views, reading_order};
use super::bands;
use super::presentation::{colours_swapped, display_role, human_side, result_headline};
use super::summary::board_summary;
use crate::app::contract::{
    AccessView, Band, CounterView, GameLabels, GameView, HintView, MoveEntry, MoveListView,
    MoveRow, ResultPanel, Seating, YourResult,
};
use crate::app::model::{GameState, Model};
use crate::app::screens::names::{game_id, profile_name};
use crate::app::screens::{joined, leaderboard};
use crate::board::PieceKind;
use crate::game::{Outcome, Side};
use crate::games::{self, GameEntry};
use crate::i18n::{Text, Translator};
use crate::session::{BoardDrawing, Mode, Nameplate, PlayerKind, RenderModel, Status};

/// `result_saved`: whether the recorded result is on disk (the writer's acknowledgement).
pub(in crate::app) fn build(model: &Model, g: &GameState, result_saved: bool) -> GameView {
    let tr = model.tr;
    let entry: Option<&GameEntry> = games::find(&g.session.setup().game).ok();
    let shown = board_as_shown(model, g, entry);
    let over = g.is_over();
    let status = tr.match_status(&shown);
    let bands = Bands {
        model,
        g,
        entry,
        shown: &shown,
        status: &status,
    };
    let humans_turn = !over && !g.session.is_computer_turn();
    let bottom = bands.band(&shown.nameplates[0]);
    let top = bands.band(&shown.nameplates[1]);
    let seating = seating(&shown, over);
    GameView {
        game: g.session.setup().game.clone(),
        title: game_id(&g.session.setup().game)
            .map(|id| tr.game_name(id))
            .unwrap_or_default(),
        points: point_views(model, g, entry, &shown),
        move_list: move_list(model, g),
        board_label: board_label(&bottom, &top, &status),
        bottom,
        top,
        status,
        message: g.message.clone(),
        // The panel waits for the last move to be seen: over a running sowing or slide it
        // would hide what decided the game (the shell reports the animation finished).
        // It also waits for the result to be on disk: a result shown is a result kept.
        result: (over && g.animation.is_none() && result_saved)
            .then(|| result_panel(model, g, entry, &shown)),
        hint: hint(tr, g),
        hinting: g.is_hinting(),
        thinking: g.is_thinking(),
        animation: g.animation.clone(),
        can_undo: shown.can_undo && !over,
        can_redo: shown.can_redo && !over,
        can_hint: humans_turn && g.pending.is_none(),
        can_stop: g.session.can_stop(),
        labels: labels(tr),
        access: access(model, g, entry, &shown),
        board: shown.board,
        seating,
    }
}

/// Where the players sit: in table mode the far player (the top band's) faces the top
/// edge, and what concerns them faces them.
pub(in crate::app) fn seating(shown: &RenderModel, over: bool) -> Seating {
    let far = shown.nameplates.iter().find(|p| p.turned);
    let table = far.is_some();
    Seating {
        table,
        far_side: far.map(|p| p.side),
        // The result sheet goes where the status is shown: the band that holds it.
        result_turned: far.is_some_and(|p| holds_status(p, over)),
        underlined: if table {
            underlined_numbers(largest_number(&shown.board))
        } else {
            Vec::new()
        },
        upright: table,
    }
}

/// The largest number a board may show: a point's number, or every shell in one house.
fn largest_number(board: &BoardDrawing) -> u32 {
    let shells: u32 = board
        .pieces
        .iter()
        .map(|p| match p.kind {
            PieceKind::Shells { count } => u32::from(count),
            _ => 0,
        })
        .sum();
    shells.max(board.points.len() as u32)
}

/// The numbers up to `max` that read as another number upside down (6 and 9, 16 and 91,
/// 18 and 81): a board read from both sides underlines them. "10" turned is "01", which no
/// one reads as a number, and "69" turned is itself.
pub(in crate::app) fn underlined_numbers(max: u32) -> Vec<u32> {
    (0..=max)
        .filter(|n| {
            let text = n.to_string();
            let turned: Option<String> = text
                .chars()
                .rev()
                .map(|c| match c {
                    '0' | '1' | '8' => Some(c),
                    '6' => Some('9'),
                    '9' => Some('6'),
                    _ => None,
                })
                .collect();
            turned.is_some_and(|t| t != text && !t.starts_with('0'))
        })
        .collect()
}

/// The screen reader's jump list, summary, move entry and headings.
pub(in crate::app) fn access(
    model: &Model,
    g: &GameState,
    entry: Option<&GameEntry>,
    shown: &RenderModel,
) -> AccessView {
    let tr = model.tr;
    let s = &model.data.settings;
    AccessView {
        movable_order: movable_order(&shown.board, &actionable_moves(g)),
        reading_order: reading_order(&shown.board),
        movable_label: tr.tr("a11y-movable-pieces", &[]),
        summary: board_summary(model, g, entry, shown),
        summary_label: tr.tr("a11y-board-summary", &[]),
        move_entry_label: tr.tr("a11y-move-entry", &[]),
        move_entry_hint: tr.tr("a11y-move-entry.hint", &[]),
        players_heading: tr.tr("a11y-heading-players", &[]),
        board_heading: tr.tr("a11y-heading-board", &[]),
        buttons_heading: tr.tr("a11y-heading-buttons", &[]),
        verbosity: s.verbosity,
        high_contrast: s.high_contrast,
    }
}

/// The board summary as the player sees the board now (for `Event::DescribeBoard`).
pub(in crate::app) fn summary_now(model: &Model, g: &GameState) -> String {
    let entry: Option<&GameEntry> = games::find(&g.session.setup().game).ok();
    let shown = board_as_shown(model, g, entry);
    board_summary(model, g, entry, &shown)
}

/// The render model, in the swapped presentation when the settings ask for it.
pub(in crate::app) fn board_as_shown(
    model: &Model,
    g: &GameState,
    entry: Option<&GameEntry>,
) -> RenderModel {
    let mut shown = g.session.render();
    if colours_swapped(model, g.game()) {
        if let Some(pairs) = entry.and_then(|e| e.words.colour_swap) {
            swap_colours(model, &mut shown, pairs);
        }
    }
    shown
}

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
fn swap_colours(model: &Model, shown: &mut RenderModel, pairs: &[(&str, &str)]) {
    let game = shown.game.clone();
    for p in &mut shown.board.points {
        p.x = 1.0 - p.x;
    }
    for piece in &mut shown.board.pieces {
        piece.kind = swap_kind(piece.kind);
    }
    for plate in &mut shown.nameplates {
        plate.role = display_role(model, &game, plate.role);
    }
    match &mut shown.status {
        Status::ToMove { role, .. }
        | Status::ContinueChain { role, .. }
        | Status::ComputerToMove { role, .. } => *role = display_role(model, &game, *role),
        Status::Over { .. } => {}
    }
    for c in &mut shown.counters {
        if let Some((a, b)) = pairs.iter().find(|(a, b)| c.key == *a || c.key == *b) {
            c.key = if c.key == *a {
                (*b).into()
            } else {
                (*a).into()
            };
        }
    }
}

/// What the players' bands are built from.
struct Bands<'a> {
    model: &'a Model,
    g: &'a GameState,
    entry: Option<&'a GameEntry>,
    shown: &'a RenderModel,
    status: &'a str,
}

impl Bands<'_> {
    /// A player's band: who plays, their counters, the status when it is their turn.
    fn band(&self, plate: &Nameplate) -> Band {
        let tr = self.model.tr;
        let status_here = holds_status(plate, self.g.is_over());
        let name = tr.role_name(plate.role);
        let player = self.player(plate);
        let counters = self.counters(plate.side, status_here);
        let status = status_here.then_some(self.status);
        let line = status.map(|status| self.g.message.clone().unwrap_or_else(|| status.to_owned()));
        let counter_texts = || counters.iter().map(|c| c.text.as_str());
        let label = joined::spoken(
            [name.as_str(), player.as_str()]
                .into_iter()
                .chain(counter_texts())
                .chain(status),
        );
        Band {
            side: plate.side,
            role: plate.role,
            computer: matches!(plate.player, PlayerKind::Computer { .. }),
            active: plate.active,
            turned: plate.turned,
            thinking: plate.active
                && matches!(plate.player, PlayerKind::Computer { .. })
                && self.g.is_thinking(),
            counters_text: joined::line(counter_texts()),
            text: bands::text(&name, &player, &counters),
            label,
            name,
            player,
            counters,
            line,
        }
    }

    /// The profile's name, or the computer's level.
    fn player(&self, plate: &Nameplate) -> String {
        let tr = self.model.tr;
        let profile = || {
            self.model
                .data
                .profiles
                .get(self.g.profile)
                .map(|p| profile_name(tr, &p.name))
                .unwrap_or_default()
        };
        match plate.player {
            PlayerKind::Computer { level } => tr.computer_player(level),
            PlayerKind::Human => match self.g.session.setup().mode {
                Mode::VsComputer { .. } => profile(),
                // Between people the profile is the player at the bottom (see README).
                _ if !plate.at_top => profile(),
                _ => String::new(),
            },
        }
    }

    /// The band's counters (`bands::counters`), each under the key of the colours shown.
    fn counters(&self, side: Side, holds_status: bool) -> Vec<CounterView> {
        let raw = self.g.session.game().counters();
        let specs = self.entry.map(|e| e.words.counters).unwrap_or_default();
        bands::counters(self.model.tr, specs, &raw, side, holds_status, |index| {
            // Counter keys in the swapped presentation name the displayed colour.
            let shown = self.shown.counters.get(index)?;
            // While the move is animated, the count before it (it changes when the
            // animation has put the shells or pieces where they go).
            let value = match (&self.g.animation, self.g.counters_before.get(index)) {
                (Some(_), Some((key, before))) if *key == raw[index].0 => *before,
                _ => shown.value,
            };
            Some((shown.key.clone(), value))
        })
    }
}

/// Whether a band holds the status line (and the last input's message): the band of the
/// player whose turn it is, so between people "Fox to move" and the hint stand under the
/// name of the player who moves; the bottom band once the game is over. In table mode the
/// far player's band is turned, so their turn's texts face them.
fn holds_status(plate: &Nameplate, over: bool) -> bool {
    if over {
        !plate.at_top
    } else {
        plate.active
    }
}

fn hint(tr: Translator, g: &GameState) -> Option<HintView> {
    let path = g.session.hint_path()?;
    let notation = g
        .session
        .game()
        .move_infos()
        .into_iter()
        .find(|m| m.path == path)
        .map(|m| m.notation)
        .unwrap_or_default();
    Some(HintView {
        text: super::presentation::hint_text(tr, g, &notation),
        notation,
        path: path.to_vec(),
    })
}

fn labels(tr: Translator) -> GameLabels {
    GameLabels {
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
        settings: tr.text(Text::Settings),
    }
}

fn result_panel(
    model: &Model,
    g: &GameState,
    entry: Option<&GameEntry>,
    shown: &RenderModel,
) -> ResultPanel {
    let tr = model.tr;
    let human = human_side(g.session.setup().mode);
    let between_people_or = |r| {
        if human.is_some() {
            r
        } else {
            YourResult::BetweenPeople
        }
    };
    let (result, detail) = match g.session.outcome() {
        Outcome::Win { winner, reason } => {
            let role = display_role(model, g.game(), g.session.role(winner));
            let r = if human == Some(winner) {
                YourResult::Won
            } else {
                YourResult::Lost
            };
            (between_people_or(r), tr.end_reason(reason, Some(role)))
        }
        Outcome::Draw { reason } => (
            between_people_or(YourResult::Drawn),
            tr.end_reason(reason, None),
        ),
        Outcome::Ongoing => (YourResult::Drawn, String::new()),
    };
    let score = entry
        .and_then(|e| e.words.score_counters)
        .and_then(|[a, b]| {
            let value = |k: &str| shown.counters.iter().find(|c| c.key == k).map(|c| c.value);
            Some(tr.sungka_score(value(a)?, value(b)?))
        });
    let points = g.recorded.map_or(0, |r| r.points);
    let unrated_reason = if human.is_none() {
        Some(tr.tr("rating-unrated-people", &[]))
    } else if !g.rated {
        Some(tr.tr("rating-unrated-setup", &[]))
    } else if g.assisted && result == YourResult::Won {
        Some(tr.tr("rating-unrated-assisted", &[]))
    } else {
        None
    };
    let rating_text = tr.rating_change(i64::from(points));
    let new_best = (points > 0).then(|| new_best(model, g)).flatten();
    let summary = joined::lines(
        [
            Some(&detail),
            score.as_ref(),
            Some(&rating_text),
            unrated_reason.as_ref(),
            new_best.as_ref(),
        ]
        .into_iter()
        .flatten(),
    );
    let lines = sheet_lines(&detail, &score, &rating_text, &unrated_reason, &new_best);
    ResultPanel {
        lines,
        result,
        headline: result_headline(model, g),
        detail,
        score,
        points,
        rating_text,
        unrated_reason,
        new_best,
        summary,
        rematch_label: tr.text(Text::Rematch),
        leave_label: tr.text(Text::MainMenu),
        review_label: tr.text(Text::Review),
        folded: g.result_folded,
        show_label: tr.tr("label-show-result", &[]),
    }
}

/// The result sheet's lines: why it ended, the score, the rating points or why none were
/// earned, a new best; each once, none empty.
fn sheet_lines(
    detail: &str,
    score: &Option<String>,
    rating_text: &str,
    unrated_reason: &Option<String>,
    new_best: &Option<String>,
) -> Vec<String> {
    let rating = unrated_reason.as_deref().unwrap_or(rating_text);
    let mut lines: Vec<String> = Vec::new();
    for line in [
        Some(detail),
        score.as_deref(),
        Some(rating),
        new_best.as_deref(),
    ]
    .into_iter()
    .flatten()
    {
        if !line.trim().is_empty() && !lines.iter().any(|l| l == line) {
            lines.push(line.to_owned());
        }
    }
    lines
}

/// The profile's new best in this game (points only grow, so every win with points is
/// one), with its place when others are on the game's leaderboard.
fn new_best(model: &Model, g: &GameState) -> Option<String> {
    let tr = model.tr;
    let rows = leaderboard::ranked(model, Some(g.game()));
    let me = rows.iter().find(|r| r.profile == g.profile)?;
    let game = tr.game_name(game_id(g.game())?);
    let rating = tr.rating(i64::from(me.points));
    Some(if rows.len() > 1 {
        tr.tr(
            "result-new-best-rank",
            &[
                ("game", game.into()),
                ("standing", rating.into()),
                ("rank", i64::from(me.rank).into()),
                ("count", (rows.len() as i64).into()),
            ],
        )
    } else {
        tr.tr(
            "result-new-best",
            &[("game", game.into()), ("standing", rating.into())],
        )
    })
}

/// The move list, numbered by rounds: a new number when the first side moves after the
/// second; a free turn (the same side again) stays in its row.
fn move_list(model: &Model, g: &GameState) -> MoveListView {
    let tr = model.tr;
    let mut rows: Vec<MoveRow> = Vec::new();
    let mut prev: Option<Side> = None;
    for (side, notation) in g.session.moves_with_sides() {
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
                moves_text: String::new(),
                label: String::new(),
            });
        }
        let role = display_role(model, g.game(), g.session.role(side));
        let row = rows.last_mut().expect("pushed");
        row.moves.push(MoveEntry {
            side,
            label: tr.describe_move(role, &notation),
            notation,
        });
        prev = Some(side);
    }
    for row in &mut rows {
        row.moves_text = moves_text(row);
        row.text = format!("{} {}", row.number_text, row.moves_text);
        row.label = std::iter::once(row.number_text.as_str())
            .chain(row.moves.iter().map(|m| m.label.as_str()))
            .collect::<Vec<_>>()
            .join(" ");
    }
    MoveListView {
        open: g.move_list_open,
        title: tr.text(Text::MoveList),
        empty: if rows.is_empty() {
            tr.text(Text::NoMovesYet)
        } else {
            String::new()
        },
        goal: if rows.is_empty() {
            crate::i18n::GameId::from_id(g.game())
                .map(|id| tr.game_goal(id))
                .unwrap_or_default()
        } else {
            String::new()
        },
        rows,
    }
}

/// The row's moves on one line ("d4-d5  c3-c4"; "…  c3-c4" when the second side began).
fn moves_text(row: &MoveRow) -> String {
    let mut parts = Vec::new();
    if row.moves.first().is_some_and(|m| m.side == Side::Two) {
        parts.push("…".to_owned());
    }
    parts.extend(row.moves.iter().map(|m| m.notation.clone()));
    parts.join("  ")
}

/// The board as a screen reader names it: the line of the band that holds the status
/// (with the message of the last input in its place), else the status.
fn board_label(bottom: &Band, top: &Band, status: &str) -> String {
    bottom
        .line
        .clone()
        .or_else(|| top.line.clone())
        .unwrap_or_else(|| status.to_owned())
}
