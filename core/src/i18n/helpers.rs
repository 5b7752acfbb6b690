//! The typed lookups: every derived key goes through one of these.

use crate::any_game::AnyGame;
use crate::board::PieceKind;
use crate::error::RulesError;
use crate::game::{EndReason, Outcome, Role};
use crate::session::ModeKind;
use crate::store::AnimationSpeed;

use super::keys::*;
use super::number::format_int;
use super::translator::{Arg, Translator};

impl Translator {
    /// A fixed text: a button, a menu entry, a setting, a prompt.
    pub fn text(self, text: Text) -> String {
        self.tr(text.key(), &[])
    }

    /// A number written the way this language writes it.
    pub fn number(self, n: i64) -> String {
        format_int(self.lang(), n)
    }

    pub fn game_name(self, game: GameId) -> String {
        self.tr(&game_key(game), &[])
    }

    /// One line about the game, for the game chooser.
    pub fn game_description(self, game: GameId) -> String {
        self.tr(&format!("{}.desc", game_key(game)), &[])
    }

    /// What each side plays for, in a line: the move list's words before the first move.
    pub fn game_goal(self, game: GameId) -> String {
        self.tr(&format!("{}.goal", game_key(game)), &[])
    }

    /// The name of a preset, or `None` for a preset the texts do not know.
    pub fn preset_name(self, game: GameId, preset: &str) -> Option<String> {
        let key = preset_key(game, preset);
        self.has(&key).then(|| self.tr(&key, &[]))
    }

    pub fn preset_description(self, game: GameId, preset: &str) -> Option<String> {
        let key = format!("{}.desc", preset_key(game, preset));
        self.has(&key).then(|| self.tr(&key, &[]))
    }

    pub fn option_name(self, game: GameId, option: &str) -> Option<String> {
        let key = option_key(game, option);
        self.has(&key).then(|| self.tr(&key, &[]))
    }

    pub fn option_description(self, game: GameId, option: &str) -> Option<String> {
        let key = format!("{}.desc", option_key(game, option));
        self.has(&key).then(|| self.tr(&key, &[]))
    }

    /// The label of an option's value: a word (`on`, `alternate`, `player-1`…) or a number.
    pub fn option_value(self, value: &str) -> Option<String> {
        let key = option_value_key(value);
        if self.has(&key) {
            return Some(self.tr(&key, &[]));
        }
        value.parse::<i64>().ok().map(|n| self.number(n))
    }

    pub fn role_name(self, role: Role) -> String {
        self.tr(role_key(role), &[])
    }

    pub fn level_name(self, level: Level) -> String {
        self.tr(level_key(level), &[])
    }

    /// "Computer (Normal)": the player of a side the computer holds.
    pub fn computer_player(self, level: Level) -> String {
        self.tr("band-computer", &[("name", self.level_name(level).into())])
    }

    pub fn level_description(self, level: Level) -> String {
        self.tr(&format!("{}.desc", level_key(level)), &[])
    }

    /// What a level is worth in `game`, from the round robin's Elo: "For a first game:
    /// about 300 Elo below Normal, which would score 85 % against it." `None` for a game
    /// not measured.
    pub fn level_strength(self, game: GameId, level: Level) -> Option<String> {
        use crate::engine::strength::{expected_percent, rounded_gap};
        let elo = game.entry().measured_elo;
        let gap = |low: Level, high: Level| rounded_gap(elo.of(high) - elo.of(low));
        let num = |n: i32| Arg::Num(f64::from(n));
        Some(match level {
            Level::Easy => {
                let g = gap(Level::Easy, Level::Normal);
                self.tr(
                    "level-strength-easy",
                    &[("gap", num(g)), ("percent", num(expected_percent(g)))],
                )
            }
            Level::Normal => self.tr(
                "level-strength-normal",
                &[
                    ("above", num(gap(Level::Easy, Level::Normal))),
                    ("below", num(gap(Level::Normal, Level::Expert))),
                ],
            ),
            Level::Expert => {
                let g = gap(Level::Normal, Level::Expert);
                self.tr(
                    "level-strength-expert",
                    &[("gap", num(g)), ("percent", num(expected_percent(g)))],
                )
            }
        })
    }

    pub fn mode_name(self, mode: ModeKind) -> String {
        self.tr(mode_key(mode), &[])
    }

    pub fn mode_description(self, mode: ModeKind) -> String {
        self.tr(&format!("{}.desc", mode_key(mode)), &[])
    }

    pub fn animation_speed(self, speed: AnimationSpeed) -> String {
        self.tr(animation_speed_key(speed), &[])
    }

    /// The name of a language in that language (the language menu shows every language so).
    pub fn language_name(lang: super::Lang) -> String {
        Translator::new(lang).tr("language-name", &[])
    }

    /// Whose turn it is: "Fox to move".
    pub fn to_move(self, role: Role) -> String {
        self.tr("status-to-move", &self.role_args(role))
    }

    /// A puzzle's prompt: whose move it is, then what to find (the text of `task_key`):
    /// "Hounds to move. Find the only move that keeps the win."
    pub fn puzzle_prompt(self, role: Role, task_key: &str) -> String {
        let mut args = self.role_args(role);
        args.push(("task", self.tr(task_key, &[]).into()));
        self.tr("puzzle-prompt", &args)
    }

    /// The headline of a result: "The geese win!" or "Draw".
    pub fn result_headline(self, winner: Option<Role>) -> String {
        match winner {
            Some(role) => self.tr("result-win", &self.role_args(role)),
            None => self.text(Text::Draw),
        }
    }

    /// Why the game ended, naming the winner (`None` for a draw).
    pub fn end_reason(self, reason: EndReason, winner: Option<Role>) -> String {
        let winner = winner.map(role_id).unwrap_or("none");
        self.tr(end_reason_key(reason), &[("winner", winner.into())])
    }

    /// The status line of a position: whose turn, or the result and why.
    pub fn status(self, pos: &dyn AnyGame) -> String {
        match pos.outcome() {
            Outcome::Ongoing => self.to_move(pos.role(pos.side_to_move())),
            Outcome::Win { winner, reason } => self.result_line(Some(pos.role(winner)), reason),
            Outcome::Draw { reason } => self.result_line(None, reason),
        }
    }

    /// The headline of a result and why the game ended, as one status line.
    pub(super) fn result_line(self, winner: Option<Role>, reason: EndReason) -> String {
        format!(
            "{} {}",
            self.result_headline(winner),
            self.end_reason(reason, winner)
        )
    }

    /// A counter of `Game::counters` with its value ("9 geese left"), or `None` for a
    /// counter the texts do not know.
    pub fn counter(self, counter: &str, value: i64) -> Option<String> {
        let key = counter_key(counter);
        self.has(&key)
            .then(|| self.tr(&key, &[("count", value.into())]))
    }

    /// A counter in a player's band, in its short words where it has them ("2 kings" in
    /// White's band), else as `counter` says it.
    pub fn band_counter(self, counter: &str, value: i64) -> Option<String> {
        let key = band_counter_key(counter);
        if self.has(&key) {
            Some(self.tr(&key, &[("count", value.into())]))
        } else {
            self.counter(counter, value)
        }
    }

    /// Sungka's final count: "Player 1: 52 shells · Player 2: 46 shells".
    pub fn sungka_score(self, player_one: i64, player_two: i64) -> String {
        self.tr(
            "sungka-score",
            &[("one", player_one.into()), ("two", player_two.into())],
        )
    }

    /// "+12 rating points", "−5 rating points", "Rating unchanged".
    pub fn rating_change(self, points: i64) -> String {
        match points {
            0 => self.text(Text::RatingUnchanged),
            p if p > 0 => self.tr("rating-gained", &[("points", p.into())]),
            p => self.tr("rating-lost", &[("points", (-p).into())]),
        }
    }

    /// "Rating 1,234".
    pub fn rating(self, rating: i64) -> String {
        self.tr("profile-rating-value", &[("rating", rating.into())])
    }

    /// "3 wins at expert level".
    pub fn wins_at_level(self, level: Level, wins: i64) -> String {
        self.tr(
            "stats-wins-at-level",
            &[
                ("count", wins.into()),
                ("level", level_key(level)[6..].into()),
            ],
        )
    }

    /// "12 wins · 3 draws · 7 losses".
    pub fn record(self, wins: i64, draws: i64, losses: i64) -> String {
        self.tr(
            "stats-record",
            &[
                ("wins", wins.into()),
                ("draws", draws.into()),
                ("losses", losses.into()),
            ],
        )
    }

    /// "Games played: 22".
    pub fn games_played(self, count: i64) -> String {
        self.tr("stats-games-played", &[("count", count.into())])
    }

    /// A review mark: "mistake", "only move".
    pub fn review_mark(self, mark: crate::review::Mark) -> String {
        self.tr(&review_mark_key(mark), &[])
    }

    /// Why a move got its mark: "lost a proven win".
    pub fn review_reason(self, reason: crate::review::Reason) -> String {
        self.tr(review_reason_key(reason), &[])
    }

    /// "22-18 was best".
    pub fn review_best_was(self, notation: &str) -> String {
        self.tr("review-best-was", &[("move", notation.into())])
    }

    /// A side's summary: accuracy (rounded, 0..100) and its counts of inaccuracies,
    /// mistakes and blunders; "no move to judge" without an accuracy.
    pub fn review_accuracy(self, role: Role, accuracy: Option<f64>, counts: [usize; 3]) -> String {
        let mut args = self.role_args(role);
        let Some(accuracy) = accuracy else {
            return self.tr("review-accuracy-none", &args);
        };
        args.push(("accuracy", (accuracy.round() as i64).into()));
        args.push(("inaccuracies", (counts[0] as i64).into()));
        args.push(("mistakes", (counts[1] as i64).into()));
        args.push(("blunders", (counts[2] as i64).into()));
        self.tr("review-accuracy", &args)
    }

    /// "Analysing move 23 of 80".
    pub fn review_progress(self, number: usize, total: usize) -> String {
        self.tr(
            "review-progress",
            &[
                ("number", (number as i64).into()),
                ("total", (total as i64).into()),
            ],
        )
    }

    /// "Find a better move for White."
    pub fn learn_prompt(self, role: Role) -> String {
        self.tr("review-learn-prompt", &self.role_args(role))
    }

    /// "The better move: 22-18".
    pub fn learn_solution(self, notation: &str) -> String {
        self.tr("review-learn-solution", &[("move", notation.into())])
    }

    /// A finished game in the history: "Pass and play · 34 moves".
    pub fn history_entry(self, mode: ModeKind, moves: usize) -> String {
        let mode = self.mode_name(mode);
        self.tr(
            "history-entry",
            &[
                ("mode", mode.as_str().into()),
                ("moves", (moves as i64).into()),
            ],
        )
    }

    /// "Solved 2 of 5".
    pub fn learn_progress(self, solved: usize, total: usize) -> String {
        self.tr(
            "review-learn-progress",
            &[
                ("solved", (solved as i64).into()),
                ("total", (total as i64).into()),
            ],
        )
    }

    /// What a screen reader says of a reviewed move: "Move 14, White: 22-18, mistake".
    pub fn review_move_spoken(
        self,
        number: usize,
        role: Role,
        notation: &str,
        mark: crate::review::Mark,
    ) -> String {
        let mut args = self.role_args(role);
        args.push(("number", (number as i64).into()));
        args.push(("move", notation.into()));
        let mark = self.review_mark(mark);
        args.push(("mark", mark.as_str().into()));
        self.tr("a11y-review-move", &args)
    }

    /// The review's heading at a move, numbered like the move list: "Move 12, White: 21-17".
    pub fn review_at_move(self, number: u32, role: Role, notation: &str) -> String {
        let mut args = self.role_args(role);
        args.push(("number", i64::from(number).into()));
        args.push(("move", notation.into()));
        self.tr("review-at-move", &args)
    }

    /// An end of the review's graph: "Hounds win".
    pub fn review_graph_wins(self, role: Role) -> String {
        self.tr("review-graph-wins", &self.role_args(role))
    }

    /// What a screen reader says of the better move drawn on the board.
    pub fn review_better_spoken(self, notation: &str) -> String {
        self.tr("a11y-review-better", &[("move", notation.into())])
    }

    /// "No. 3" on a leaderboard.
    pub fn leaderboard_rank(self, rank: i64) -> String {
        self.tr("leaderboard-rank", &[("rank", rank.into())])
    }

    /// "Delete the profile Anna?"
    pub fn delete_profile_question(self, name: &str) -> String {
        self.tr("profile-delete-confirm", &[("name", name.into())])
    }

    /// "Hint: d4-d3".
    pub fn hint(self, mv: &str) -> String {
        self.tr("hint-move", &[("move", mv.into())])
    }

    /// "The hare wins with best play; b5-b4 resists longest."
    pub fn hint_lost(self, winner: Role, mv: &str) -> String {
        let mut args = self.role_args(winner);
        args.push(("move", mv.to_owned().into()));
        self.tr("hint-lost", &args)
    }

    /// "The computer played d4-d3".
    pub fn computer_played(self, mv: &str) -> String {
        self.tr("status-computer-played", &[("move", mv.into())])
    }

    /// "Move 12".
    pub fn move_number(self, n: i64) -> String {
        self.tr("move-number", &[("number", n.into())])
    }

    /// A rules error as a player reads it.
    pub fn error(self, error: &RulesError) -> String {
        match error {
            RulesError::UnknownGame { name } => {
                self.tr("error-unknown-game", &[("name", name.as_str().into())])
            }
            RulesError::UnknownPreset { name } => {
                self.tr("error-unknown-preset", &[("name", name.as_str().into())])
            }
            RulesError::UnknownOption { key } => {
                self.tr("error-unknown-option", &[("option", key.as_str().into())])
            }
            RulesError::BadOptionValue { key, value, .. } => self.tr(
                "error-bad-option-value",
                &[
                    ("option", key.as_str().into()),
                    ("value", value.as_str().into()),
                ],
            ),
            RulesError::BadNotation { text, .. } => {
                self.tr("error-bad-notation", &[("move", text.as_str().into())])
            }
            RulesError::IllegalMove { text } => {
                self.tr("error-illegal-move", &[("move", text.as_str().into())])
            }
            RulesError::GameOver => self.text(Text::GameOver),
            RulesError::BadPosition { .. } => self.text(Text::DamagedPosition),
        }
    }

    /// The name of what stands on a point, for screen readers.
    pub fn piece_name(self, kind: PieceKind) -> String {
        match kind {
            PieceKind::Shells { count } => {
                self.tr(piece_key(kind), &[("count", i64::from(count).into())])
            }
            _ => self.tr(piece_key(kind), &[]),
        }
    }

    /// A point for screen readers: "d4, fox" or "d4, empty".
    pub fn describe_point(self, point: &str, piece: Option<PieceKind>) -> String {
        match piece {
            Some(kind) => self.tr(
                "a11y-point",
                &[
                    ("point", point.into()),
                    ("piece", self.piece_name(kind).into()),
                ],
            ),
            None => self.tr("a11y-point-empty", &[("point", point.into())]),
        }
    }

    /// A Sungka house for screen readers: "house 3, 7 shells" (`own`: the listener's row).
    pub fn describe_house(self, number: i64, shells: i64, own: bool) -> String {
        let key = if own {
            "a11y-house"
        } else {
            "a11y-house-opponent"
        };
        self.tr(key, &[("number", number.into()), ("count", shells.into())])
    }

    /// A Sungka store for screen readers: "your store, 12 shells".
    pub fn describe_store(self, shells: i64, own: bool) -> String {
        let key = if own {
            "a11y-store-own"
        } else {
            "a11y-store-opponent"
        };
        self.tr(key, &[("count", shells.into())])
    }

    /// A store named by its owner, when nobody is "you" (pass and play).
    pub fn describe_store_of(self, owner: Role, shells: i64) -> String {
        let mut args = self.role_args(owner);
        args.push(("count", shells.into()));
        self.tr("a11y-store-of", &args)
    }

    /// Announces a move for screen readers: "Fox: d4 to d3".
    pub fn describe_move(self, role: Role, mv: &str) -> String {
        let mut args = self.role_args(role);
        args.push(("move", mv.into()));
        self.tr("a11y-move", &args)
    }

    /// The terminal's prompt: "Fox to move" with the side.
    pub fn cli_prompt(self, role: Role) -> String {
        self.tr("cli-prompt", &self.role_args(role))
    }

    /// "illegal move d4-d9".
    pub fn cli_illegal_move(self, mv: &str) -> String {
        self.tr("cli-illegal-move", &[("move", mv.into())])
    }

    /// "played d4-d3".
    pub fn cli_played(self, mv: &str) -> String {
        self.tr("cli-played", &[("move", mv.into())])
    }

    /// "Game over: …".
    pub fn cli_game_over(self, status: &str) -> String {
        self.tr("cli-game-over", &[("result", status.into())])
    }

    /// How to type a move in the terminal, in the game's notation.
    pub fn cli_how_to_move(self, game: GameId) -> String {
        self.tr(&format!("cli-how-to-move-{}", game.id()), &[])
    }

    /// "There is no square 33 on this board." `kind` is `square`, `house` or `point`.
    pub fn cli_no_such_point(self, kind: &str, point: &str) -> String {
        self.tr(
            "cli-no-such-point",
            &[
                ("kind", kind.to_owned().into()),
                ("point", point.to_owned().into()),
            ],
        )
    }

    /// "d4 is where the move starts; add where it goes, as in d4-d5."
    pub fn cli_missing_destination(self, point: &str, example: &str) -> String {
        self.tr(
            "cli-missing-destination",
            &[
                ("point", point.to_owned().into()),
                ("example", example.to_owned().into()),
            ],
        )
    }

    /// "Your saved game is not the one you asked for: …" with the differences listed.
    pub fn cli_flags_differ(self, differences: &[String]) -> String {
        self.tr(
            "cli-flags-differ",
            &[("differences", differences.join(", ").into())],
        )
    }

    /// "--level expert (saved game: normal)".
    pub fn cli_flag_differs(self, flag: &str, asked: &str, saved: &str) -> String {
        self.tr(
            "cli-flag-differs",
            &[
                ("flag", flag.to_owned().into()),
                ("asked", asked.to_owned().into()),
                ("saved", saved.to_owned().into()),
            ],
        )
    }

    /// "unknown command frob".
    pub fn cli_unknown_command(self, command: &str) -> String {
        self.tr("cli-unknown-command", &[("command", command.into())])
    }

    /// `$role` (the id, for messages that select on it) and `$side` (the translated name).
    pub(super) fn role_args(self, role: Role) -> Vec<(&'static str, Arg<'static>)> {
        vec![
            ("role", role_id(role).into()),
            ("side", self.role_name(role).into()),
        ]
    }
}
