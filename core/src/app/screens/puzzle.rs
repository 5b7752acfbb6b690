//! The puzzle screen: the daily puzzle of a game, moves checked against its line, hints
//! (the piece, then the move), retry, the solution, the next puzzle near the rating.

use super::board_panel::{board_at, panel, try_input, Tried};
use super::game::presentation::display_role;
use crate::any_game::AnyGame;
use crate::app::contract::{Effect, Event, FeedbackTone, Haptic, PuzzleView};
use crate::app::model::{GameState, Model, PuzzleState, ScreenState};
use crate::app::ports::{Op, Ports};
use crate::explain::explain;
use crate::i18n::Translator;
use crate::puzzles::player::{Attempt, Hint, Refutation, Verdict};
use crate::puzzles::select::{daily, next_near, Progress};
use crate::puzzles::{shipped, Puzzle};
use crate::store::PuzzleAttempt;

/// The active profile's puzzle progress in `game`, as loaded from the store and kept in
/// step with what was queued for it.
fn progress<'a>(model: &'a Model, game: &str) -> Option<&'a Progress> {
    model.data.active_profile().puzzles.get(game)
}

/// The player's puzzle rating of a game, as the home screen and the puzzle show it:
/// "Puzzle rating 1512?", never to be taken for the game's rating beside it.
pub(in crate::app) fn rating_text(model: &Model, game: &str) -> String {
    rating_in(model, game, |rating| {
        model
            .tr
            .tr("puzzle-rating-value", &[("rating", rating.into())])
    })
}

/// The rating's number, "?" after it while provisional: `words` says the number.
fn rating_in(model: &Model, game: &str, words: impl Fn(i64) -> String) -> String {
    let progress = progress(model, game);
    let rating = progress.map(|p| p.rating.clone()).unwrap_or_default();
    let mut text = words(rating.rating.round() as i64);
    if rating.provisional() {
        text.push('?');
    }
    text
}

/// "Puzzle rating 1,512? · streak 3".
fn standing_text(model: &Model, game: &str) -> String {
    let streak = progress(model, game).map_or(0, |p| p.streak);
    model.tr.tr(
        "puzzle-standing",
        &[
            (
                "rating",
                rating_in(model, game, |r| model.tr.number(r)).into(),
            ),
            ("streak", i64::from(streak).into()),
        ],
    )
}

/// The board the player touches, at the attempt's position.
fn board_of(model: &Model, set: &crate::puzzles::PuzzleSet, attempt: &Attempt) -> GameState {
    let profile = model.data.active_profile().id;
    // Drawn from the side solving the puzzle, also once the last reply has been played.
    board_at(
        &set.game,
        &set.options,
        attempt.position(),
        attempt.puzzle.to_move,
        profile,
    )
}

fn start(model: &mut Model, set: crate::puzzles::PuzzleSet, puzzle: &Puzzle, daily: Option<i64>) {
    match Attempt::new(&set, puzzle) {
        Ok(attempt) => {
            // The daily puzzle already solved today says so (it counts no more).
            let done = daily
                .filter(|&day| progress(model, &set.game).is_some_and(|p| p.daily_solved(day)));
            let message = done.map(|_| model.tr.tr("puzzle-daily-solved", &[]));
            let board = board_of(model, &set, &attempt);
            model.puzzle = Some(PuzzleState {
                set,
                attempt,
                board,
                message,
                tone: FeedbackTone::Plain,
                hint_path: Vec::new(),
                counted: false,
                rating_change: None,
                daily,
                unsaved: None,
            });
        }
        Err(e) => model.notify(model.tr.error(&e)),
    }
}

/// Opens the puzzle `id` of `game`, or its daily puzzle (the day from the app's clock).
pub(in crate::app) fn open(model: &mut Model, game: &str, id: Option<&str>, day: i64) {
    let set = match shipped(game) {
        Ok(set) => set,
        Err(e) => return model.notify(model.tr.error(&e)),
    };
    let found = match id {
        Some(id) => set.puzzles.iter().find(|p| p.id == id),
        None => daily(&set, day),
    };
    let Some(puzzle) = found.cloned() else {
        return;
    };
    start(model, set, &puzzle, id.is_none().then_some(day));
    if model.puzzle.is_some() {
        model.go(ScreenState::Puzzle);
    }
}

/// Counts an attempt in the rating, the streak and the daily puzzle, once, and queues it
/// for the store, which merges it into the progress on disk. The shell is asked to wait
/// for it (`AwaitSaved`), so a refused save is told on this attempt, not a later event.
fn count(model: &mut Model, ports: &Ports, clean: bool, fx: &mut Vec<Effect>) {
    let Some(state) = &mut model.puzzle else {
        return;
    };
    if state.counted {
        return;
    }
    state.counted = true;
    let puzzle = state.attempt.puzzle.clone();
    let (game, day) = (state.set.game.clone(), state.daily);
    let id = model.data.active_profile().id;
    let Some(profile) = model.data.profiles.get_mut(id) else {
        return;
    };
    let name = profile.name.clone();
    let progress = profile.puzzles.entry(game.clone()).or_default();
    let before = progress.clone();
    progress.record_attempt(&puzzle.id, puzzle.difficulty, clean, day);
    let moved =
        progress.solved.len() + progress.failed.len() != before.solved.len() + before.failed.len();
    let change =
        moved.then(|| (progress.rating.rating.round() - before.rating.rating.round()) as i64);
    let attempt = PuzzleAttempt {
        id: puzzle.id.clone(),
        difficulty: puzzle.difficulty,
        clean,
        day,
    };
    let ticket = ports.persist(Op::PuzzleAttempt {
        profile: id,
        name,
        game,
        attempt,
    });
    // Always waited for, even when the writer is done already: a save refused that fast
    // is otherwise told only at the next event.
    if ports.has_store() {
        fx.push(Effect::AwaitSaved { ticket });
    }
    if let Some(state) = &mut model.puzzle {
        state.unsaved = Some((ticket, before));
        state.rating_change = change;
    }
}

/// The disk refused the save of change `ticket`: when it was the counted attempt, the
/// progress shown goes back to what is kept and the message says the attempt is not saved.
pub(in crate::app) fn save_refused(model: &mut Model, ticket: u64, text: &str) {
    let id = model.data.active_profile().id;
    let Some(state) = &mut model.puzzle else {
        return;
    };
    let Some((_, before)) = state.unsaved.take_if(|(t, _)| *t == ticket) else {
        return;
    };
    state.message = Some(text.to_owned());
    state.tone = FeedbackTone::Wrong;
    let game = state.set.game.clone();
    if let Some(profile) = model.data.profiles.get_mut(id) {
        profile.puzzles.insert(game, before);
    }
}

/// A board input on the puzzle's board: a whole move is checked against the line, the
/// rest moves the selection or is refused with the rule's words.
pub(in crate::app) fn input(
    model: &mut Model,
    ports: &Ports,
    event: Event,
    fx: &mut Vec<Effect>,
) -> bool {
    let tr = model.tr;
    let Some(state) = &mut model.puzzle else {
        return false;
    };
    if state.attempt.is_solved() {
        return false;
    }
    match try_input(tr, &mut state.board, event) {
        Tried::Move(notation) => play(model, ports, &notation, fx),
        Tried::Chosen(mv) => {
            let notation = mv.info.notation.clone();
            answer(model, ports, &notation, |a| a.play_move(mv), fx);
        }
        Tried::Changed => state.hint_path.clear(),
        Tried::Refused(text) => refused(state, text, fx),
        Tried::Nothing => return false,
    }
    true
}

fn refused(state: &mut PuzzleState, text: String, fx: &mut Vec<Effect>) {
    super::refused::felt_and_said(&text, fx);
    state.message = Some(text);
    state.tone = FeedbackTone::Wrong;
}

/// A whole move of the player, in notation: right (the engine replies), wrong (the
/// position stays; the attempt is counted a failure at once), or refused with the rule.
pub(in crate::app) fn play(model: &mut Model, ports: &Ports, notation: &str, fx: &mut Vec<Effect>) {
    answer(model, ports, notation, |a| a.play(notation), fx);
}

/// The verdict of a move tried (`notation`, as entered) told, felt and counted.
fn answer(
    model: &mut Model,
    ports: &Ports,
    notation: &str,
    tried: impl FnOnce(&mut Attempt) -> Verdict,
    fx: &mut Vec<Effect>,
) {
    let tr = model.tr;
    let Some(state) = &mut model.puzzle else {
        return;
    };
    let verdict = tried(&mut state.attempt);
    state.hint_path.clear();
    let (message, tone, counted) = match verdict {
        Verdict::Correct { reply, forced } => {
            (correct_text(tr, reply, &forced), FeedbackTone::Found, None)
        }
        Verdict::Solved => (
            String::new(),
            FeedbackTone::Found,
            Some(state.attempt.is_clean()),
        ),
        // Like lichess: the first wrong move fails the puzzle for the rating; the player
        // may go on trying without losing more. What the move allows is said.
        // A wrong move leaves the position as it was: the refutation is told from there.
        Verdict::Wrong { refutation } => (
            wrong_text(tr, state.attempt.position(), &refutation),
            FeedbackTone::Wrong,
            Some(false),
        ),
        Verdict::Refused(Some(reason)) => (tr.refusal(&reason), FeedbackTone::Wrong, None),
        Verdict::Refused(None) => (tr.cli_illegal_move(notation), FeedbackTone::Wrong, None),
    };
    if tone == FeedbackTone::Wrong {
        fx.push(Effect::Haptic {
            haptic: Haptic::Refused,
        });
    }
    state.message = Some(message);
    state.tone = tone;
    if let Some(clean) = counted {
        count(model, ports, clean, fx);
    }
    if let Some(text) = solved_text(model) {
        if let Some(s) = &mut model.puzzle {
            s.message = Some(text);
        }
    }
    reset_board(model);
    if let Some(text) = model.puzzle.as_ref().and_then(|s| s.message.clone()) {
        fx.push(Effect::Announce { text });
    }
}

/// "Right! The reply: 17-13." and the player's only moves, played for them.
fn correct_text(tr: Translator, reply: Option<String>, forced: &[String]) -> String {
    let mut text = tr.tr(
        "puzzle-correct",
        &[("move", reply.unwrap_or_default().into())],
    );
    if !forced.is_empty() {
        let moves = forced.join(" ");
        text.push(' ');
        text.push_str(&tr.tr("puzzle-forced-played", &[("move", moves.into())]));
    }
    text
}

/// "Not that one. After d4-d5, the hare wins by force in 7. Try another move, …": the
/// refutation in the game's words (a free turn told from the move itself).
fn wrong_text(tr: Translator, before: &dyn AnyGame, r: &Refutation) -> String {
    let fallback = tr.tr("puzzle-wrong-try", &[]);
    let normalized = &r.played;
    let why = if r.after.side_to_move() == before.side_to_move() && !r.after.outcome().is_over() {
        // Sungka's free turn: the move itself and what follows, for the same side.
        let mut line = vec![normalized.clone()];
        line.extend(r.line.iter().cloned());
        explain(before, &line, None)
            .idea(tr)
            .map(|idea| tr.tr("explain-idea", &[("idea", idea.into())]))
    } else {
        let text = explain(r.after.as_ref(), &r.line, r.proven).why(tr, normalized);
        (!text.is_empty()).then_some(text)
    };
    match why {
        Some(why) => tr.tr("puzzle-wrong-why", &[("why", why.into())]),
        None => fallback,
    }
}

/// The message once the line is played out: "Solved!" only when the attempt counts as
/// solved; after a miss (or a hint, or the solution) the rating it cost; a puzzle rated
/// before says so. The why follows: what the line achieves.
fn solved_text(model: &Model) -> Option<String> {
    let tr = model.tr;
    let state = model.puzzle.as_ref()?;
    if !state.attempt.is_solved() {
        return None;
    }
    let p = progress(model, &state.set.game);
    let rating = p.map_or(1500.0, |p| p.rating.rating).round() as i64;
    let rating_arg = ("rating", rating.into());
    let headline = match (state.attempt.is_clean(), state.rating_change) {
        (true, Some(_)) => tr.tr(
            "puzzle-solved",
            &[
                rating_arg,
                ("streak", i64::from(p.map_or(0, |p| p.streak)).into()),
            ],
        ),
        (false, Some(change)) => tr.tr(
            if state.attempt.missed() {
                "puzzle-solved-after-miss"
            } else {
                "puzzle-solved-with-help"
            },
            &[rating_arg, ("loss", change.saturating_neg().max(0).into())],
        ),
        (_, None) => tr.tr("puzzle-solved-unrated", &[rating_arg]),
    };
    Some(match solution_why(tr, state) {
        Some(why) => format!("{headline} {why}"),
        None => headline,
    })
}

/// The work a solved puzzle's "why" may spend counting a table's win to the end (about
/// 0.2 s here; most Dama endings need under 10^4 states, the longest of a material up to
/// 10^6: their count is left out).
const COUNT_WORK: u64 = 200_000;

/// Why the answer works, from the puzzle's position: what its line achieves, with the
/// proven result its proof states.
fn solution_why(tr: Translator, state: &PuzzleState) -> Option<String> {
    use crate::puzzles::Proof;
    let p = &state.attempt.puzzle;
    let line: Vec<String> = p.line.iter().map(|m| m.notation.clone()).collect();
    let proven = match p.proof {
        // A table's count may stop at a conversion (Dama's): the count told is the game's
        // exact value to the end, or none where its work runs out.
        Proof::Table { .. } => Some(
            state
                .attempt
                .start()
                .exact_best(COUNT_WORK, &crate::engine::CancelToken::new())
                .map_or((crate::engine::Verdict::Win, None), |(e, _)| {
                    (e.verdict, e.plies)
                }),
        ),
        Proof::Solver { .. } => Some((crate::engine::Verdict::Win, None)),
        Proof::Forced { plies } => Some((crate::engine::Verdict::Win, Some(plies))),
        _ => None,
    };
    let idea = explain(state.attempt.start(), &line, proven).idea(tr)?;
    Some(tr.tr("explain-idea", &[("idea", idea.into())]))
}

/// The board set up again at the attempt's position (after a move, a retry).
fn reset_board(model: &mut Model) {
    let Some(state) = &model.puzzle else { return };
    let board = board_of(model, &state.set, &state.attempt);
    if let Some(state) = &mut model.puzzle {
        state.board = board;
    }
}

/// The points of `notation` in `position`.
fn path_of(position: &dyn crate::any_game::AnyGame, notation: &str) -> Vec<u8> {
    position
        .move_infos()
        .into_iter()
        .find(|m| m.notation == notation)
        .map(|m| m.path)
        .unwrap_or_default()
}

pub(in crate::app) fn hint(model: &mut Model) {
    let tr = model.tr;
    let Some(state) = &mut model.puzzle else {
        return;
    };
    match state.attempt.hint() {
        Some(Hint::Piece { point }) => {
            state.hint_path = vec![point];
            state.message = Some(piece_hint(tr, state.attempt.position(), point));
        }
        Some(Hint::Move { notation }) => {
            state.hint_path = path_of(state.attempt.position(), &notation);
            state.message = Some(tr.hint(&notation));
        }
        None => state.message = Some(tr.tr("hint-none", &[])),
    }
    state.tone = FeedbackTone::Plain;
}

/// The first hint, in what the player types: the start point of the move ("move the
/// piece on d4", "… on 22"); a Sungka move is its house alone, so the hint is the number
/// of shells in the house to sow, which still leaves the counting to the player.
fn piece_hint(tr: Translator, position: &dyn AnyGame, point: u8) -> String {
    let shells = position.pieces().into_iter().find_map(|p| match p.kind {
        crate::board::PieceKind::Shells { count } if p.point == point => Some(count),
        _ => None,
    });
    if let Some(count) = shells {
        return tr.tr("puzzle-hint-shells", &[("count", i64::from(count).into())]);
    }
    let from = position
        .move_infos()
        .into_iter()
        .find(|m| m.path.first() == Some(&point))
        .and_then(|m| m.notation.split(['-', 'x']).next().map(str::to_owned))
        .unwrap_or_default();
    tr.tr("puzzle-hint-piece", &[("point", from.into())])
}

pub(in crate::app) fn retry(model: &mut Model) {
    if let Some(state) = &mut model.puzzle {
        state.attempt.retry();
        state.message = None;
        state.tone = FeedbackTone::Plain;
        state.hint_path.clear();
    }
    reset_board(model);
}

pub(in crate::app) fn solution(model: &mut Model, ports: &Ports, fx: &mut Vec<Effect>) {
    let tr = model.tr;
    if let Some(state) = &mut model.puzzle {
        let moves = state.attempt.solution().join(" ");
        state.message = Some(tr.tr("puzzle-solution", &[("moves", moves.into())]));
        state.tone = FeedbackTone::Plain;
        // The first move of the line drawn where the player stands.
        let first = state.attempt.solution_from_here().into_iter().next();
        state.hint_path = first
            .map(|m| path_of(state.attempt.position(), &m))
            .unwrap_or_default();
    }
    count(model, ports, false, fx);
}

/// The next puzzle near the rating; `day`: today, whose daily puzzle is not served again.
pub(in crate::app) fn next(model: &mut Model, day: i64) {
    let Some(state) = &model.puzzle else { return };
    let game = state.set.game.clone();
    let current = state.attempt.puzzle.id.clone();
    let set = state.set.clone();
    let progress = progress(model, &game).cloned().unwrap_or_default();
    // Never the puzzle just shown, nor today's daily one, nor one already attempted
    // (solved or failed), while others remain.
    let mut done: Vec<String> = progress
        .solved
        .iter()
        .chain(&progress.failed)
        .cloned()
        .collect();
    done.push(current.clone());
    if let Some(d) = daily(&set, day) {
        done.push(d.id.clone());
    }
    if let Some(puzzle) = next_near(&set, progress.rating.rating, &done, &current).cloned() {
        start(model, set, &puzzle, None);
    }
}

/// A puzzle's place in its set, from 1 (0 for one not in it).
fn number_in_set(set: &crate::puzzles::PuzzleSet, id: &str) -> usize {
    set.puzzles
        .iter()
        .position(|q| q.id == id)
        .map_or(0, |i| i + 1)
}

pub(in crate::app) fn view(model: &Model) -> Option<PuzzleView> {
    let tr = model.tr;
    let state = model.puzzle.as_ref()?;
    let p = &state.attempt.puzzle;
    let progress = progress(model, &state.set.game);
    Some(PuzzleView {
        game: state.set.game.clone(),
        id: p.id.clone(),
        title: tr.tr(
            if state.daily.is_some() {
                "puzzle-daily-heading"
            } else {
                "puzzle-heading"
            },
            &[
                // Its place in the set, not its id: "Puzzle 12", not "Puzzle sungka-0012".
                ("number", (number_in_set(&state.set, &p.id) as i64).into()),
                ("rating", i64::from(p.difficulty).into()),
            ],
        ),
        // Whose move it is, as the board shows it (Dama's colours exchanged too).
        prompt: tr.puzzle_prompt(
            display_role(
                model,
                &state.set.game,
                state.attempt.position().role(p.to_move),
            ),
            p.theme.text_key(),
        ),
        board: panel(
            model,
            &state.board,
            !state.attempt.is_solved(),
            &state.hint_path,
        ),
        position: state.attempt.position().setup_text(),
        message: state.message.clone(),
        message_tone: state.tone,
        solved: state.attempt.is_solved(),
        rating_text: rating_text(model, &state.set.game),
        streak: progress.map_or(0, |p| p.streak),
        standing_text: standing_text(model, &state.set.game),
        hint_label: tr.tr("puzzle-hint", &[]),
        retry_label: tr.tr("puzzle-retry", &[]),
        solution_label: tr.tr("puzzle-show-solution", &[]),
        next_label: tr.tr("puzzle-next", &[]),
    })
}
