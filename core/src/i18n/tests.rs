//! Checks that every language has every text, that every text formats with the arguments
//! the code passes, and that the "How to play" texts are complete.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;
use fluent_syntax::parser;

use super::how_to_play::source;
use super::translator::ftl_source;
use super::*;
use crate::board::PieceKind;
use crate::error::RulesError;
use crate::game::{EndReason, Role};
use crate::session::ModeKind;
use crate::store::AnimationSpeed;

/// Every message id and `id.attribute` of a language's file.
pub(super) fn keys(lang: Lang) -> BTreeSet<String> {
    let resource = parser::parse(ftl_source(lang))
        .unwrap_or_else(|(_, errors)| panic!("{}.ftl: {errors:?}", lang.code()));
    let mut keys = BTreeSet::new();
    for entry in resource.body {
        match entry {
            ast::Entry::Message(msg) => {
                if msg.value.is_some() {
                    keys.insert(msg.id.name.to_owned());
                }
                for attr in msg.attributes {
                    keys.insert(format!("{}.{}", msg.id.name, attr.id.name));
                }
            }
            ast::Entry::Term(term) => {
                keys.insert(format!("-{}", term.id.name));
            }
            ast::Entry::Junk { content } => panic!("{}.ftl: junk {content:?}", lang.code()),
            _ => {}
        }
    }
    keys
}

/// The arguments each message takes, by exact key or by key prefix.
const ARGS: &[(&str, &[&str])] = &[
    ("piece-shells", &["count"]),
    ("profile-rating-value", &["rating"]),
    ("profile-delete-confirm", &["name"]),
    ("rating-gained", &["points"]),
    ("rating-lost", &["points"]),
    ("leaderboard-rank", &["rank"]),
    ("stats-wins-at-level", &["count", "level"]),
    ("level-strength-easy", &["gap", "percent"]),
    ("level-strength-normal", &["above", "below"]),
    ("level-strength-expert", &["gap", "percent"]),
    ("stats-record", &["wins", "draws", "losses"]),
    ("stats-games-played", &["count"]),
    ("status-to-move", &["role", "side"]),
    ("status-continue-chain", &["role", "side"]),
    ("status-finish-chain", &["role", "side"]),
    ("status-computer-played", &["move"]),
    ("move-number", &["number"]),
    ("hint-move", &["move"]),
    ("hint-lost", &["role", "side", "move"]),
    ("result-new-best", &["game", "standing"]),
    (
        "result-new-best-rank",
        &["game", "standing", "rank", "count"],
    ),
    ("leaderboard-solo-title", &["name"]),
    ("result-win", &["role", "side"]),
    ("end-reason-", &["winner"]),
    ("counter-", &["count"]),
    ("band-counter-", &["count"]),
    ("sungka-score", &["one", "two"]),
    ("error-illegal-move", &["move"]),
    ("refusal-other-sides-turn", &["role", "side", "moves"]),
    ("refusal-", &["moves"]),
    ("lesson-heading", &["number", "total"]),
    ("puzzle-heading", &["number", "rating"]),
    ("puzzle-daily-heading", &["number", "rating"]),
    ("puzzle-forced-played", &["move"]),
    ("puzzle-wrong-why", &["why"]),
    ("puzzle-solved-after-miss", &["rating", "loss"]),
    ("puzzle-solved-with-help", &["rating", "loss"]),
    ("puzzle-solved-unrated", &["rating"]),
    ("puzzle-hint-shells", &["count"]),
    ("puzzle-prompt", &["role", "side", "task"]),
    ("puzzle-correct", &["move"]),
    ("puzzle-solved", &["rating", "streak"]),
    ("puzzle-standing", &["rating", "streak"]),
    ("puzzle-rating-value", &["rating"]),
    ("puzzle-hint-piece", &["point"]),
    ("puzzle-solution", &["moves"]),
    ("sungka-story-relay", &["count"]),
    ("sungka-story-relays", &["count", "times"]),
    ("sungka-story-free-turn", &["role", "side"]),
    ("sungka-story-capture", &["role", "side", "count", "house"]),
    ("error-bad-notation", &["move"]),
    ("error-unknown-game", &["name"]),
    ("error-unknown-preset", &["name"]),
    ("error-unknown-option", &["option"]),
    ("error-bad-option-value", &["option", "value"]),
    ("a11y-point", &["point", "piece"]),
    ("a11y-point-empty", &["point"]),
    ("a11y-house", &["number", "count"]),
    ("a11y-house-opponent", &["number", "count"]),
    ("a11y-store-own", &["count"]),
    ("a11y-store-opponent", &["count"]),
    ("a11y-store-of", &["role", "side", "count"]),
    ("a11y-move", &["role", "side", "move"]),
    ("cli-prompt", &["role", "side"]),
    ("cli-saved-at", &["path"]),
    ("cli-played", &["move"]),
    ("cli-illegal-move", &["move"]),
    ("cli-game-over", &["result"]),
    ("cli-unknown-command", &["command"]),
    ("cli-no-such-point", &["kind", "point"]),
    ("cli-missing-destination", &["point", "example"]),
    ("cli-flags-differ", &["differences"]),
    ("cli-flag-differs", &["flag", "asked", "saved"]),
    ("cli-review-analysing", &["progress"]),
    ("cli-review-stopped", &["number", "total"]),
    ("cli-review-unknown", &["command"]),
    ("cli-exported", &["path"]),
    // App core (issue 12).
    ("a11y-with-state", &["point", "state"]),
    ("store-set-aside-partial", &["game", "moves", "total"]),
    ("store-set-aside-unplayable", &["game"]),
    ("band-computer", &["name"]),
    // Game review (issue 23).
    ("review-best-was", &["move"]),
    (
        "review-accuracy",
        &[
            "role",
            "side",
            "accuracy",
            "inaccuracies",
            "mistakes",
            "blunders",
        ],
    ),
    ("review-accuracy-none", &["role", "side"]),
    ("review-progress", &["number", "total"]),
    ("review-learn-prompt", &["role", "side"]),
    ("review-learn-solution", &["move"]),
    ("review-learn-progress", &["solved", "total"]),
    (
        "a11y-review-move",
        &["number", "role", "side", "move", "mark"],
    ),
    ("a11y-review-better", &["move"]),
    ("review-at-move", &["number", "role", "side", "move"]),
    ("review-graph-wins", &["role", "side"]),
    // An engine line in words (issue 33).
    ("explain-material", &["stuff", "count"]),
    ("explain-after", &["played", "what"]),
    ("explain-best-line", &["line"]),
    ("explain-and", &["first", "then"]),
    ("explain-wins", &["move", "material"]),
    ("explain-fox-jumps", &["move", "material"]),
    ("explain-crowns", &["role", "side"]),
    ("explain-relays", &["move", "times"]),
    ("explain-captures", &["move", "material"]),
    ("explain-free-turn", &["move"]),
    ("explain-proven-win", &["role", "side", "count"]),
    ("explain-idea", &["idea"]),
    ("explain-idea-even", &["move"]),
    ("explain-idea-proven-win", &["move", "count"]),
    ("explain-idea-proven-draw", &["move"]),
    // The store's words (issue 22).
    ("store-denied", &["part", "file"]),
    ("store-newer-", &["part"]),
    ("store-missing-restored", &["part"]),
    ("store-log-set-aside", &["file", "moved"]),
    ("store-log-stuck", &["file"]),
    ("store-open-denied", &["path", "why"]),
    ("store-open-lock", &["path", "why"]),
    ("error-name-too-long", &["limit"]),
    ("cli-unknown-language", &["lang", "available"]),
    ("cli-unknown-game", &["game", "games"]),
    ("history-entry", &["mode", "moves"]),
    ("a11y-action-move-to", &["to"]),
    ("a11y-action-move-from", &["from"]),
    ("a11y-action-capture", &["move"]),
    ("a11y-action-sow", &["number"]),
    ("a11y-summary-pieces", &["count", "piece", "points"]),
    ("a11y-summary-count", &["count", "piece"]),
    ("a11y-summary-captures", &["count", "moves"]),
    ("a11y-summary-moves", &["count"]),
    ("a11y-then", &["first", "then"]),
    ("a11y-announce-captures", &["count", "points"]),
    ("a11y-announce-captures-short", &["count"]),
    ("a11y-announce-house", &["number"]),
    ("a11y-announce-relays", &["count", "houses"]),
    ("a11y-announce-relays-short", &["count"]),
    ("a11y-announce-sungka-capture", &["count"]),
    ("lesson-computer-answers", &["line"]),
    ("lesson-stars", &["stars"]),
    ("lesson-hint-from", &["from"]),
    ("lesson-hint-move", &["move"]),
    ("lesson-answer", &["played", "line"]),
    ("lesson-chapter-progress", &["done", "total", "stars"]),
    ("lesson-hole-own", &["house"]),
    ("lesson-hole-their", &["house"]),
    ("lesson-sow-take", &["count", "hole"]),
    ("lesson-sow-drop", &["holes"]),
    ("lesson-sow-relay", &["count"]),
    ("lesson-sow-capture", &["count"]),
    ("lesson-forced-win-kept", &["moves"]),
    ("lesson-forced-win-lost", &["moves"]),
];

fn args_of(key: &str) -> &'static [&'static str] {
    ARGS.iter()
        .find(|(k, _)| *k == key)
        .or_else(|| {
            ARGS.iter()
                .find(|(k, _)| k.ends_with('-') && key.starts_with(k))
        })
        .map(|(_, a)| *a)
        .unwrap_or(&[])
}

/// Sample values of each argument: every plural category and every selector value.
fn samples(arg: &str) -> Vec<Arg<'static>> {
    let nums = |v: &[i64]| v.iter().map(|&n| Arg::from(n)).collect::<Vec<_>>();
    let strs = |v: &[&'static str]| v.iter().map(|&s| Arg::from(s)).collect::<Vec<_>>();
    match arg {
        "count" | "points" | "wins" | "draws" | "losses" | "one" | "two" | "moves" | "total"
        | "inaccuracies" | "mistakes" | "blunders" | "solved" | "times" | "streak" => {
            nums(&[1, 0, 2, 7, 21, 1234])
        }
        "rating" => nums(&[1500, 987, 12345]),
        "gap" | "above" | "below" | "loss" => nums(&[50, 300, 1250]),
        "percent" => nums(&[57, 85, 100]),
        "accuracy" => nums(&[0, 87, 100]),
        "mark" => strs(&["MARK"]),
        "mode" => strs(&["MODE"]),
        "rank" | "number" | "house" => nums(&[1, 3, 12]),
        "role" => ALL_ROLES.iter().map(|&r| Arg::from(role_id(r))).collect(),
        "winner" => {
            let mut v: Vec<Arg> = ALL_ROLES.iter().map(|&r| Arg::from(role_id(r))).collect();
            v.push("none".into());
            v
        }
        "level" => Level::ALL
            .iter()
            .map(|l| Arg::from(&level_key(*l)[6..]))
            .collect(),
        "side" => strs(&["SIDE"]),
        "move" => strs(&["d4-d3"]),
        "name" => strs(&["Anna"]),
        "option" => strs(&["sideways"]),
        "value" => strs(&["maybe"]),
        "point" | "to" | "from" => strs(&["d4"]),
        "first" | "then" => strs(&["SENTENCE"]),
        "stuff" => strs(&["man", "king", "goose", "shells"]),
        "played" => strs(&["26-22"]),
        "what" => strs(&["17x26 WINS"]),
        "line" => strs(&["17x26 31-27"]),
        "material" => strs(&["MATERIAL"]),
        "idea" => strs(&["23-20 KEEPS"]),
        "houses" => strs(&["HOUSES"]),
        "hole" | "holes" => strs(&["HOLE"]),
        "stars" | "done" => nums(&[1, 0, 2, 3, 21]),
        "piece" => strs(&["PIECE"]),
        "result" => strs(&["RESULT"]),
        "command" => strs(&["frob"]),
        "path" => strs(&["/home/anna/.local/share/fireside"]),
        "state" => strs(&["STATE"]),
        "game" => strs(&["GAME"]),
        "standing" => strs(&["STANDING"]),
        "games" => strs(&["fox-geese, hare-hounds, sungka, dama-italiana"]),
        "part" => strs(&["PART"]),
        "progress" => strs(&["Analysing move 3 of 12"]),
        "moved" => strs(&["/home/anna/.local/share/fireside/moves.log.bad"]),
        "task" => strs(&["TASK"]),
        "file" => strs(&["/home/anna/.local/share/fireside/profiles.json"]),
        "why" => strs(&["Permission denied (os error 13)"]),
        "lang" => strs(&["klingon"]),
        "available" => strs(&["en, th, ko, fi"]),
        "limit" => nums(&[40]),
        "id" => strs(&["sungka-0001"]),
        "kind" => strs(&["square", "house", "point"]),
        "example" => strs(&["d4-d5"]),
        "differences" => strs(&["--level expert (saved game: normal)"]),
        "flag" => strs(&["--level"]),
        "asked" => strs(&["expert"]),
        "saved" => strs(&["normal"]),
        other => panic!("no samples for argument {other}"),
    }
}

/// Every combination of sample arguments for a message.
pub(super) fn combinations(key: &str) -> Vec<Vec<(&'static str, Arg<'static>)>> {
    let mut out = vec![Vec::new()];
    for &name in args_of(key) {
        let mut next = Vec::new();
        for combo in &out {
            for value in samples(name) {
                let mut c: Vec<(&'static str, Arg<'static>)> = combo.clone();
                c.push((name, value));
                next.push(c);
            }
        }
        out = next;
    }
    out
}

#[test]
fn every_language_has_the_same_keys() {
    let english = keys(Lang::En);
    assert!(english.len() > 200, "English has {} keys", english.len());
    for lang in [Lang::Th, Lang::Ko, Lang::Fi] {
        let other = keys(lang);
        let missing: Vec<_> = english.difference(&other).collect();
        let extra: Vec<_> = other.difference(&english).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{}: missing {missing:?}, extra {extra:?}",
            lang.code()
        );
    }
}

#[test]
fn every_message_formats_with_its_arguments() {
    let mut failures = Vec::new();
    for lang in Lang::ALL {
        let tr = Translator::new(lang);
        for key in keys(lang) {
            if key.starts_with('-') {
                continue;
            }
            for args in combinations(&key) {
                let text = tr.lookup_checked(&key, &args);
                match text {
                    Err(e) => failures.push(format!("{}: {key}: {e}", lang.code())),
                    Ok(text) => {
                        if text.trim().is_empty() || text.contains(['{', '}']) {
                            failures.push(format!("{}: {key}: {text:?}", lang.code()));
                        }
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Texts that are rightly the same as in English.
const SAME_AS_ENGLISH: &[(&str, &str)] = &[
    ("app-name", "*"),
    ("game-sungka", "fi"),
    ("label-ok", "*"),
    ("a11y-point", "*"),
    ("a11y-point-empty", "*"),
    ("a11y-move", "*"),
    ("cli-prompt", "*"),
    ("status-to-move", "*"),
    ("option-value-player-1", "*"),
    ("option-value-player-2", "*"),
    ("a11y-with-state", "*"),
    ("explain-idea", "*"),
    ("a11y-then", "*"),
];

#[test]
fn no_message_is_left_in_english() {
    let en = Translator::new(Lang::En);
    let mut same = Vec::new();
    for lang in [Lang::Th, Lang::Ko, Lang::Fi] {
        let tr = Translator::new(lang);
        for key in keys(lang) {
            if key.starts_with('-') {
                continue;
            }
            let allowed = SAME_AS_ENGLISH
                .iter()
                .any(|(k, l)| *k == key && (*l == "*" || *l == lang.code()));
            let args = &combinations(&key)[0];
            let ours = tr.lookup_checked(&key, args).unwrap();
            let theirs = en.lookup_checked(&key, args).unwrap();
            if ours == theirs && !allowed {
                same.push(format!("{}: {key} = {ours:?}", lang.code()));
            }
        }
    }
    assert!(same.is_empty(), "still English:\n{}", same.join("\n"));
}

#[test]
fn typed_helpers_cover_every_variant() {
    for lang in Lang::ALL {
        let tr = Translator::new(lang);
        let check = |key: &str| assert!(tr.has(key), "{}: missing {key}", lang.code());
        for game in GameId::all() {
            check(&keys::game_key(game));
            check(&format!("{}.desc", keys::game_key(game)));
            check(&format!("{}.goal", keys::game_key(game)));
            for preset in &presets_of(game) {
                check(&keys::preset_key(game, preset));
                check(&format!("{}.desc", keys::preset_key(game, preset)));
            }
            for option in &options_of(game) {
                check(&keys::option_key(game, option));
                check(&format!("{}.desc", keys::option_key(game, option)));
            }
        }
        for value in [
            "on",
            "off",
            "none",
            "alternate",
            "all",
            "fox",
            "geese",
            "hounds",
            "hare",
            "player-1",
            "player-2",
        ] {
            check(&keys::option_value_key(value));
        }
        for role in ALL_ROLES {
            check(role_key(role));
        }
        for reason in ALL_END_REASONS {
            check(end_reason_key(reason));
        }
        for piece in ALL_PIECES {
            check(piece_key(piece));
        }
        for counter in KNOWN_COUNTERS {
            check(&keys::counter_key(counter));
        }
        for counter in keys::BAND_COUNTERS {
            check(&keys::band_counter_key(counter));
        }
        for text in Text::ALL {
            check(text.key());
        }
        for level in Level::ALL {
            check(level_key(level));
            check(&format!("{}.desc", level_key(level)));
        }
        for &mode in ModeKind::ALL {
            check(mode_key(mode));
            check(&format!("{}.desc", mode_key(mode)));
        }
        for &speed in AnimationSpeed::ALL {
            check(animation_speed_key(speed));
        }
        for mark in crate::review::Mark::ALL {
            check(&keys::review_mark_key(mark));
        }
        for reason in crate::review::Reason::ALL {
            check(keys::review_reason_key(reason));
        }
    }
}

#[test]
fn typed_helpers_format_without_problems() {
    let mut texts = Vec::new();
    for lang in Lang::ALL {
        let tr = Translator::new(lang);
        for game in GameId::all() {
            texts.push(tr.game_name(game));
            texts.push(tr.game_description(game));
            for preset in &presets_of(game) {
                texts.push(tr.preset_name(game, preset).unwrap());
                texts.push(tr.preset_description(game, preset).unwrap());
            }
            for option in &options_of(game) {
                texts.push(tr.option_name(game, option).unwrap());
                texts.push(tr.option_description(game, option).unwrap());
            }
        }
        assert_eq!(tr.option_value("17").unwrap(), "17");
        assert!(tr.option_value("maybe").is_none());
        assert!(tr
            .preset_name(GameId::from_id("sungka").unwrap(), "nope")
            .is_none());
        for role in ALL_ROLES {
            texts.push(tr.role_name(role));
            texts.push(tr.to_move(role));
            texts.push(tr.result_headline(Some(role)));
            texts.push(tr.cli_prompt(role));
            texts.push(tr.describe_store_of(role, 12));
            texts.push(tr.describe_move(role, "d4-d3"));
            for reason in ALL_END_REASONS {
                texts.push(tr.end_reason(reason, Some(role)));
            }
        }
        for reason in ALL_END_REASONS {
            texts.push(tr.end_reason(reason, None));
        }
        texts.push(tr.result_headline(None));
        for piece in ALL_PIECES {
            texts.push(tr.describe_point("d4", Some(piece)));
        }
        texts.push(tr.describe_point("d4", None));
        texts.push(tr.describe_house(3, 7, true));
        texts.push(tr.describe_house(3, 0, false));
        texts.push(tr.describe_store(12, true));
        texts.push(tr.describe_store(1, false));
        for counter in KNOWN_COUNTERS {
            texts.push(tr.counter(counter, 9).unwrap());
        }
        assert!(tr.counter("no-such-counter", 1).is_none());
        for level in Level::ALL {
            texts.push(tr.level_name(level));
            texts.push(tr.level_description(level));
            texts.push(tr.wins_at_level(level, 3));
        }
        for mode in ModeKind::ALL {
            texts.push(tr.mode_name(*mode));
            texts.push(tr.mode_description(*mode));
        }
        for speed in AnimationSpeed::ALL {
            texts.push(tr.animation_speed(*speed));
        }
        for text in Text::ALL {
            texts.push(tr.text(*text));
        }
        for points in [-3, -1, 0, 1, 12] {
            texts.push(tr.rating_change(points));
        }
        texts.push(tr.rating(1234));
        texts.push(tr.record(1, 0, 2));
        texts.push(tr.games_played(3));
        texts.push(tr.leaderboard_rank(2));
        texts.push(tr.delete_profile_question("Anna"));
        texts.push(tr.hint("d4-d3"));
        texts.push(tr.computer_played("d4-d3"));
        texts.push(tr.move_number(12));
        texts.push(tr.sungka_score(52, 46));
        texts.push(tr.cli_illegal_move("d4-d9"));
        texts.push(tr.cli_played("d4-d3"));
        texts.push(tr.cli_game_over("x"));
        texts.push(tr.cli_unknown_command("frob"));
        for error in [
            RulesError::UnknownGame {
                name: "chess".into(),
            },
            RulesError::UnknownPreset { name: "x".into() },
            RulesError::UnknownOption { key: "x".into() },
            RulesError::bad_option_value("geese", "12", "13, 15 or 17"),
            RulesError::bad_notation("zz", "no such point"),
            RulesError::illegal("d4-d9"),
            RulesError::GameOver,
            RulesError::BadPosition { why: "x".into() },
        ] {
            texts.push(tr.error(&error));
        }
        texts.push(Translator::language_name(lang));
    }
    for text in &texts {
        assert!(
            !text.trim().is_empty() && !text.contains(['{', '}']),
            "{text:?}"
        );
    }
    let problems: Vec<_> = take_problems()
        .into_iter()
        .filter(|p| !p.contains("no-such-key"))
        .collect();
    assert!(problems.is_empty(), "{problems:?}");
}

#[test]
fn helpers_read_naturally() {
    let en = Translator::new(Lang::En);
    assert_eq!(en.describe_point("d4", Some(PieceKind::Fox)), "d4, fox");
    assert_eq!(en.describe_point("d4", None), "d4, empty");
    assert_eq!(en.describe_house(3, 7, true), "house 3, 7 shells");
    assert_eq!(en.describe_store(12, true), "your store, 12 shells");
    assert_eq!(en.rating_change(12), "+12 rating points");
    assert_eq!(en.rating_change(1), "+1 rating point");
    assert_eq!(en.to_move(Role::Geese), "Geese to move");
    assert_eq!(en.counter("geese-left", 1).unwrap(), "1 goose left");
    assert_eq!(en.counter("geese-left", 9).unwrap(), "9 geese left");
    assert_eq!(en.rating(12345), "Rating 12,345");
    let fi = Translator::new(Lang::Fi);
    assert_eq!(fi.counter("geese-left", 1).unwrap(), "1 hanhi jäljellä");
    assert_eq!(fi.counter("geese-left", 9).unwrap(), "9 hanhea jäljellä");
    assert_eq!(fi.rating(12345), "Vahvuusluku 12\u{a0}345");
    assert_eq!(
        fi.game_name(GameId::from_id("fox-geese").unwrap()),
        "Kettu ja hanhet"
    );
    let ko = Translator::new(Lang::Ko);
    assert_eq!(
        ko.game_name(GameId::from_id("fox-geese").unwrap()),
        "여우와 거위"
    );
    assert_eq!(ko.counter("geese-left", 1).unwrap(), "남은 거위 1마리");
    let th = Translator::new(Lang::Th);
    assert_eq!(th.counter("geese-left", 1).unwrap(), "เหลือห่าน 1 ตัว");
    assert_eq!(
        en.end_reason(EndReason::NoPieces, Some(Role::White)),
        "Black has no pieces left."
    );
}

#[test]
fn missing_key_falls_back_and_is_reported() {
    let th = Translator::new(Lang::Th);
    assert_eq!(th.tr("no-such-key", &[]), "no-such-key");
    assert!(!th.has("no-such-key"));
}

#[test]
fn negotiation_and_resolution() {
    assert_eq!(Lang::negotiate("th-TH"), Lang::Th);
    assert_eq!(Lang::negotiate("fi"), Lang::Fi);
    assert_eq!(Lang::negotiate("ko-KR"), Lang::Ko);
    assert_eq!(Lang::negotiate("en-US"), Lang::En);
    assert_eq!(Lang::negotiate("fi_FI.UTF-8"), Lang::Fi);
    assert_eq!(Lang::negotiate("TH"), Lang::Th);
    assert_eq!(Lang::negotiate("de-DE"), Lang::En);
    assert_eq!(Lang::negotiate("!!garbage"), Lang::En);
    assert_eq!(Lang::negotiate(""), Lang::En);
    assert_eq!(Lang::resolve(None, "ko-KR"), Lang::Ko);
    assert_eq!(Lang::resolve(Some(Lang::Fi), "ko-KR"), Lang::Fi);
    assert_eq!(serde_json::to_string(&Lang::Th).unwrap(), "\"th\"");
    assert_eq!(serde_json::from_str::<Lang>("\"ko\"").unwrap(), Lang::Ko);
    let names: BTreeSet<String> = Lang::ALL
        .iter()
        .map(|&l| Translator::language_name(l))
        .collect();
    assert_eq!(names.len(), 4);
}

#[test]
fn numbers_per_language() {
    assert_eq!(format_int(Lang::En, 1234567), "1,234,567");
    assert_eq!(format_int(Lang::Ko, -1234), "-1,234");
    assert_eq!(format_int(Lang::Th, 999), "999");
    assert_eq!(format_int(Lang::Fi, 1234), "1\u{a0}234");
    assert_eq!(format_number(Lang::Fi, 12.5), "12,5");
    assert_eq!(format_number(Lang::En, 0.25), "0.25");
    assert_eq!(format_number(Lang::En, 3.0), "3");
}

#[test]
fn markup_parses_into_blocks() {
    let blocks = parse_how_to_play(
        "# Goal {#goal}\n\nCatch the\nhare.\n\n- one\n  more\n- two\n## Sub\ntext",
    );
    assert_eq!(
        blocks,
        vec![
            Block::Heading {
                level: 1,
                text: "Goal".into(),
                id: Some("goal".into())
            },
            Block::Paragraph {
                text: "Catch the hare.".into()
            },
            Block::ListItem {
                text: "one more".into()
            },
            Block::ListItem { text: "two".into() },
            Block::Heading {
                level: 2,
                text: "Sub".into(),
                id: None
            },
            Block::Paragraph {
                text: "text".into()
            },
        ]
    );
    let json = serde_json::to_string(&blocks).unwrap();
    assert_eq!(serde_json::from_str::<Vec<Block>>(&json).unwrap(), blocks);
}

fn section_ids(blocks: &[Block]) -> Vec<String> {
    blocks
        .iter()
        .filter_map(|b| match b {
            Block::Heading { id: Some(id), .. } => Some(id.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn every_game_has_a_complete_how_to_play_in_every_language() {
    for game in GameId::all() {
        let english = section_ids(&how_to_play(game, Lang::En));
        for lang in Lang::ALL {
            let blocks = how_to_play(game, lang);
            let ids = section_ids(&blocks);
            for required in REQUIRED_SECTIONS {
                assert!(
                    ids.iter().any(|id| id == required),
                    "{} {}: no section {required}",
                    game.id(),
                    lang.code()
                );
            }
            assert_eq!(
                ids,
                english,
                "{} {}: sections differ from English",
                game.id(),
                lang.code()
            );
            let mut paragraphs = BTreeMap::new();
            for block in &blocks {
                let (kind, text) = match block {
                    Block::Heading { text, .. } => ("heading", text),
                    Block::Paragraph { text } => ("paragraph", text),
                    Block::ListItem { text } => ("item", text),
                };
                assert!(
                    !text.trim().is_empty(),
                    "{} {}: empty {kind}",
                    game.id(),
                    lang.code()
                );
                assert!(
                    !text.contains(['{', '}']),
                    "{} {}: {text}",
                    game.id(),
                    lang.code()
                );
                *paragraphs.entry(kind).or_insert(0) += 1;
            }
            assert!(paragraphs.get("item").copied().unwrap_or(0) >= 5);
            if lang != Lang::En {
                assert_ne!(source(game, lang), source(game, Lang::En));
            }
        }
    }
}

/// The rendered "How to play" of every game in each language, stored so that a change of
/// text shows in review. `UPDATE_SNAPSHOTS=1 cargo test -p fireside-core i18n` rewrites them.
#[test]
fn how_to_play_snapshots() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/i18n/snapshots");
    let mut failures = Vec::new();
    for (game, lang) in GameId::all().flat_map(|g| Lang::ALL.iter().map(move |&l| (g, l))) {
        let rendered = render_text(&how_to_play(game, lang));
        let path = dir.join(format!("{}.{}.txt", game.id(), lang.code()));
        if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
            std::fs::write(&path, &rendered).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&path).unwrap_or_default();
        if expected != rendered {
            let mut diff = format!("{} differs:\n", path.display());
            let (old, new): (Vec<_>, Vec<_>) =
                (expected.lines().collect(), rendered.lines().collect());
            for i in 0..old.len().max(new.len()) {
                match (old.get(i), new.get(i)) {
                    (Some(a), Some(b)) if a == b => {}
                    (a, b) => {
                        if let Some(a) = a {
                            diff.push_str(&format!("- {a}\n"));
                        }
                        if let Some(b) = b {
                            diff.push_str(&format!("+ {b}\n"));
                        }
                    }
                }
            }
            failures.push(diff);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every game in the registry has names for its presets, options, option values, roles
/// and counters.
#[test]
fn registry_games_are_all_named() {
    for entry in crate::games::GAMES {
        let game = GameId::from_id(entry.id).unwrap_or_else(|| panic!("no texts for {}", entry.id));
        for lang in Lang::ALL {
            let tr = Translator::new(lang);
            for preset in (entry.preset_names)() {
                assert!(
                    tr.preset_name(game, preset).is_some(),
                    "{} preset {preset}",
                    entry.id
                );
                let pos = (entry.start)(Some(preset), &[]).unwrap();
                for option in pos.options() {
                    assert!(
                        tr.option_name(game, &option.key).is_some(),
                        "{} option {}",
                        entry.id,
                        option.key
                    );
                    if let crate::game::OptionKind::Choice { values } = &option.kind {
                        for value in values {
                            assert!(
                                tr.option_value(value).is_some(),
                                "{} value {value}",
                                entry.id
                            );
                        }
                    }
                }
                for (counter, value) in pos.counters() {
                    assert!(
                        tr.counter(counter, value).is_some(),
                        "{} counter {counter}",
                        entry.id
                    );
                }
                for side in crate::game::Side::BOTH {
                    assert!(tr.has(role_key(pos.role(side))));
                }
            }
        }
    }
}

/// The presets of a game, as the games declare them.
fn presets_of(game: GameId) -> Vec<&'static str> {
    let entry = crate::games::find(game.id()).expect("registered");
    (entry.preset_names)().to_vec()
}

/// The option keys of a game, as the games declare them.
fn options_of(game: GameId) -> Vec<String> {
    let entry = crate::games::find(game.id()).expect("registered");
    let pos = (entry.start)(None, &[]).expect("default preset");
    pos.options().into_iter().map(|o| o.key).collect()
}

/// The terminal's texts derived from a game or a kind of point exist in every language
/// (the key lists above cannot name them).
#[test]
fn terminal_move_texts_exist_in_every_language() {
    for &lang in &Lang::ALL {
        let tr = Translator::new(lang);
        for game in GameId::all() {
            let key = format!("cli-how-to-move-{}", game.id());
            assert!(tr.has(&key), "{} lacks {key}", lang.code());
            assert!(
                tr.cli_how_to_move(game).contains('-')
                    || game == GameId::from_id("sungka").unwrap()
            );
        }
        for kind in ["square", "house", "point"] {
            let text = tr.cli_no_such_point(kind, "33");
            assert!(text.contains("33"), "{}: {text}", lang.code());
        }
        // Each kind of point reads differently.
        assert_ne!(
            tr.cli_no_such_point("square", "33"),
            tr.cli_no_such_point("house", "33")
        );
        let text = tr.cli_missing_destination("d4", "d4-d5");
        assert!(text.contains("d4") && text.contains("d4-d5"), "{text}");
    }
}

/// Hare and Hounds' tip on the middle point names the side hounds that take it and warns
/// against b2-b3 after b1-b2 b5-a4 (a forced loss, see the game's RULES.md), in every
/// language.
#[test]
fn the_hounds_tip_does_not_lead_to_b2_b3() {
    for &lang in &Lang::ALL {
        let text = render_text(&how_to_play(GameId::from_id("hare-hounds").unwrap(), lang));
        let tip = text
            .lines()
            .find(|l| l.contains("c2-b3"))
            .unwrap_or_else(|| panic!("{}: no tip naming c2-b3", lang.code()));
        assert!(tip.contains("a2-b3"), "{}: {tip}", lang.code());
        assert!(tip.contains("b1-b2 b5-a4"), "{}: {tip}", lang.code());
        assert!(tip.contains("b2-b3"), "{}: {tip}", lang.code());
    }
}
