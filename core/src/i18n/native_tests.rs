//! What a native player checks: the rules stated in every language, the terms of the
//! glossary, grammar that placeholders cannot break, and labels that fit their buttons.

use fluent_syntax::ast;
use fluent_syntax::parser;

use super::glossary_tests::{column_dp, columns, Control, BANNED, CONTROLS, FACTS, TERMS};
use super::how_to_play::source;
use super::tests::{combinations, keys};
use super::translator::ftl_source;
use super::*;

/// The text of every message of a language and of its "How to play" files, comments left
/// out, for word checks.
fn all_text(lang: Lang) -> Vec<(String, String)> {
    let mut texts: Vec<(String, String)> = ftl_source(lang)
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .map(|l| (format!("{}.ftl", lang.code()), l.to_owned()))
        .collect();
    for game in GameId::all() {
        let file = format!("howto/{}/{}.txt", lang.code(), game.id());
        texts.extend(
            source(game, lang)
                .lines()
                .map(|l| (file.clone(), l.to_owned())),
        );
    }
    texts
}

/// The text of one section (by heading id) of a game's "How to play".
fn section(game: GameId, lang: Lang, id: &str) -> String {
    let mut inside = false;
    let mut out = String::new();
    for block in how_to_play(game, lang) {
        match block {
            Block::Heading {
                level: 1, id: sid, ..
            } => inside = sid.as_deref() == Some(id),
            Block::Heading { text, .. } | Block::Paragraph { text } | Block::ListItem { text }
                if inside =>
            {
                out.push_str(&text);
                out.push('\n');
            }
            _ => {}
        }
    }
    out
}

#[test]
fn every_how_to_play_states_the_key_facts() {
    let mut missing = Vec::new();
    for fact in FACTS {
        for lang in Lang::ALL {
            let (_, phrase) = fact.phrases.iter().find(|(l, _)| *l == lang).unwrap();
            let game = GameId::from_id(fact.game).unwrap();
            let text = section(game, lang, fact.section);
            assert!(
                !text.is_empty(),
                "{} {}: no section {}",
                fact.game,
                lang.code(),
                fact.section
            );
            if !text.contains(phrase) {
                missing.push(format!(
                    "{} {}: {} ({phrase:?})",
                    fact.game,
                    lang.code(),
                    fact.id
                ));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "facts not stated:\n{}",
        missing.join("\n")
    );
}

#[test]
fn every_text_keeps_to_the_glossary() {
    let mut problems = Vec::new();
    for banned in BANNED {
        for (file, line) in all_text(banned.lang) {
            let mut line = line.to_lowercase();
            for ok in banned.except {
                line = line.replace(&ok.to_lowercase(), " ");
            }
            if line.contains(&banned.word.to_lowercase()) {
                problems.push(format!(
                    "{file}: “{}” ({}): {line}",
                    banned.word, banned.why
                ));
            }
        }
    }
    for term in TERMS {
        let text = match term.game {
            Some(game) => source(GameId::from_id(game).unwrap(), term.lang).to_owned(),
            None => ftl_source(term.lang).to_owned(),
        }
        .to_lowercase();
        for part in term.term.split(" · ") {
            if !text.contains(&part.to_lowercase()) {
                problems.push(format!(
                    "{} {}: the glossary's “{part}” ({}) is not used",
                    term.lang.code(),
                    term.game.unwrap_or("ftl"),
                    term.concept
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_readme_shows_the_glossary() {
    let readme = include_str!("README.md");
    for term in TERMS {
        assert!(
            readme.contains(term.term),
            "README.md does not list {} “{}”",
            term.lang.code(),
            term.term
        );
    }
    for banned in BANNED {
        assert!(
            readme.contains(banned.word),
            "README.md does not list “{}”",
            banned.word
        );
    }
}

/// Every pattern of a language: (key, pattern).
fn patterns(lang: Lang) -> Vec<(String, ast::Pattern<&'static str>)> {
    let resource = parser::parse(ftl_source(lang)).unwrap_or_else(|(_, e)| panic!("{e:?}"));
    let mut out = Vec::new();
    for entry in resource.body {
        if let ast::Entry::Message(msg) = entry {
            if let Some(value) = msg.value {
                out.push((msg.id.name.to_owned(), value));
            }
            for attr in msg.attributes {
                out.push((format!("{}.{}", msg.id.name, attr.id.name), attr.value));
            }
        }
    }
    out
}

/// Each variable placeable of a pattern (in select variants too) with the text right after
/// it: (variable, following text).
fn placeables_and_what_follows(
    pattern: &ast::Pattern<&'static str>,
    out: &mut Vec<(String, String)>,
) {
    let elements = &pattern.elements;
    for (i, element) in elements.iter().enumerate() {
        let ast::PatternElement::Placeable { expression } = element else {
            continue;
        };
        match expression {
            ast::Expression::Inline(ast::InlineExpression::VariableReference { id }) => {
                let next = match elements.get(i + 1) {
                    Some(ast::PatternElement::TextElement { value }) => value.to_string(),
                    _ => String::new(),
                };
                out.push((id.name.to_owned(), next));
            }
            ast::Expression::Select { variants, .. } => {
                for variant in variants {
                    placeables_and_what_follows(&variant.value, out);
                }
            }
            _ => {}
        }
    }
}

/// Korean particles that change with the word before them (은/는, 이/가, 을/를, 과/와,
/// (으)로, (이)라…): after a placeholder, whose last sound is unknown, they cannot be right.
const KOREAN_ALTERNATING_PARTICLES: &[char] = &[
    '은', '는', '이', '가', '을', '를', '과', '와', '으', '로', '라', '아', '야', '랑',
];

#[test]
fn no_korean_particle_follows_a_placeholder() {
    let mut problems = Vec::new();
    for (key, pattern) in patterns(Lang::Ko) {
        let mut pairs = Vec::new();
        placeables_and_what_follows(&pattern, &mut pairs);
        for (var, next) in pairs {
            // A closing quote or bracket does not change which form the particle takes.
            let next = next.trim_start_matches(['”', '’', '"', '\'', ')', '」']);
            if next.starts_with(KOREAN_ALTERNATING_PARTICLES) {
                problems.push(format!("{key}: {{ ${var} }}{next}"));
            }
        }
    }
    // The "both forms" hack, anywhere: 은(는), (이)라는, (으)로…
    for (file, line) in all_text(Lang::Ko) {
        let chars: Vec<char> = line.chars().collect();
        for w in chars.windows(3) {
            if w[0] == '(' && w[2] == ')' && KOREAN_ALTERNATING_PARTICLES.contains(&w[1]) {
                problems.push(format!("{file}: {line}"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// After a digit written in the text, a Korean particle must agree with how the digit is
/// read: 1 일, 3 삼, 6 육, 7 칠, 8 팔, 0 영 end in a consonant (은, 이, 을, 과), 2 이, 4 사,
/// 5 오, 9 구 in a vowel (는, 가, 를, 와).
#[test]
fn korean_particles_after_digits_agree() {
    let pairs = [('은', '는'), ('이', '가'), ('을', '를'), ('과', '와')];
    let mut problems = Vec::new();
    for (file, line) in all_text(Lang::Ko) {
        let chars: Vec<char> = line.chars().collect();
        for w in chars.windows(2) {
            let (digit, particle) = (w[0], w[1]);
            if !digit.is_ascii_digit() {
                continue;
            }
            let consonant = matches!(digit, '0' | '1' | '3' | '6' | '7' | '8');
            for (after_consonant, after_vowel) in pairs {
                let wrong = if consonant {
                    after_vowel
                } else {
                    after_consonant
                };
                if particle == wrong {
                    problems.push(format!("{file}: {digit}{particle} in {line}"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

fn is_thai_letter(c: char) -> bool {
    ('\u{0E01}'..='\u{0E5B}').contains(&c)
}

/// A number or a name that ends in one ("ผู้เล่น 1") runs into the next Thai word unless
/// a space separates them: "ผู้เล่น 1ชนะ!".
#[test]
fn no_thai_message_joins_a_number_to_a_word() {
    let th = Translator::new(Lang::Th);
    let mut problems = Vec::new();
    // In the patterns: no placeholder is followed directly by a Thai letter, unless it is a
    // side's name after which Thai writes no space (ตาของจิ้งจอก) and no name ends in a digit…
    for (key, pattern) in patterns(Lang::Th) {
        let mut pairs = Vec::new();
        placeables_and_what_follows(&pattern, &mut pairs);
        for (var, next) in pairs {
            if next.starts_with(is_thai_letter) {
                problems.push(format!("{key}: {{ ${var} }}{next}"));
            }
        }
    }
    // …and in what is shown: every message with every sample, the sides by their names.
    let joined = |text: &str| {
        let chars: Vec<char> = text.chars().collect();
        chars
            .windows(2)
            .any(|w| w[0].is_ascii_digit() && is_thai_letter(w[1]))
    };
    for key in keys(Lang::Th) {
        for combo in combinations(&key) {
            let role = combo.iter().find_map(|(name, value)| match (*name, value) {
                ("role", Arg::Str(id)) => ALL_ROLES.iter().copied().find(|&r| role_id(r) == id),
                _ => None,
            });
            let sides: Vec<String> = match role {
                Some(role) => vec![th.role_name(role)],
                None => ALL_ROLES.iter().map(|&r| th.role_name(r)).collect(),
            };
            for side in sides {
                let args: Vec<(&str, Arg)> = combo
                    .iter()
                    .map(|(name, value)| match *name {
                        "side" => (*name, Arg::from(side.clone())),
                        _ => (*name, value.clone()),
                    })
                    .collect();
                let text = th.lookup_checked(&key, &args).unwrap();
                if joined(&text) {
                    problems.push(format!("{key}: {text}"));
                }
            }
        }
    }
    for (file, line) in all_text(Lang::Th) {
        if joined(&line) {
            problems.push(format!("{file}: {line}"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Whether a label fits a width: the column widths are averages, so half a column of
/// slack.
fn fits(cols: f32, lang: Lang, room_dp: f32, scale: f32) -> bool {
    let col = column_dp(lang) * scale;
    cols * col <= room_dp + col / 2.0
}

/// A label broken at spaces into lines as wide as `room_dp` (a word wider stays whole).
fn wrap(label: &str, lang: Lang, room_dp: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in label.split(' ') {
        match lines.last_mut() {
            Some(line) if fits(columns(&format!("{line} {word}")), lang, room_dp, 1.0) => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_owned()),
        }
    }
    lines
}

#[test]
fn button_labels_fit_a_360_dp_phone() {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let tr = Translator::new(lang);
        for (what, control, keys) in CONTROLS {
            let labels: Vec<String> = keys.iter().map(|k| tr.tr(k, &[])).collect();
            match control {
                Control::Bar => {
                    for label in &labels {
                        let lines = wrap(label, lang, 46.0);
                        let too_wide = lines.iter().any(|l| !fits(columns(l), lang, 46.0, 1.0));
                        if lines.len() > 2 || too_wide {
                            problems.push(format!("{} {what}: “{label}” → {lines:?}", lang.code()));
                        }
                    }
                }
                Control::Segment => {
                    for label in &labels {
                        if !fits(columns(label), lang, 90.0, 13.0 / 16.0) {
                            problems.push(format!("{} {what}: “{label}”", lang.code()));
                        }
                    }
                }
                Control::Row { text_dp } => {
                    let total: f32 = labels.iter().map(|l| columns(l)).sum();
                    if !fits(total, lang, *text_dp, 1.0) {
                        problems.push(format!(
                            "{} {what}: {labels:?} take {:.0} dp of {text_dp}",
                            lang.code(),
                            total * column_dp(lang)
                        ));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// On iOS a choice option is a form row: its name on the left, the chosen value on the
/// right, one line, at 17 pt: (360 − 40 − 32 − 24 chevron) = 264 pt, each side 128 pt
/// after an 8 pt gap (on Android they are a label over a spinner: more room).
#[test]
fn option_rows_fit_a_360_dp_phone() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for lang in Lang::ALL {
        let tr = Translator::new(lang);
        for game in GameId::all() {
            let entry = crate::games::find(game.id()).expect("registered");
            let pos = (entry.start)(None, &[]).expect("default preset");
            for option in pos.options() {
                let crate::game::OptionKind::Choice { values } = &option.kind else {
                    continue;
                };
                let mut labels = vec![tr.option_name(game, &option.key).unwrap()];
                labels.extend(values.iter().map(|v| tr.option_value(v).unwrap()));
                for label in labels {
                    checked += 1;
                    if !fits(columns(&label), lang, 128.0, 17.0 / 16.0) {
                        problems.push(format!(
                            "{} {} {}: “{label}”",
                            lang.code(),
                            game.id(),
                            option.key
                        ));
                    }
                }
            }
        }
    }
    assert!(checked > 40, "only {checked} option labels");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The width model itself: Hangul takes two columns, Thai marks none, narrow letters half.
#[test]
fn columns_measure_display_width() {
    assert_eq!(columns("무르기"), 6.0);
    assert_eq!(columns("ที่"), 1.0);
    assert_eq!(columns("ย้อนตา"), 5.0);
    assert_eq!(columns("Undo"), 4.0);
    assert_eq!(columns("list"), 2.5);
}

#[test]
fn headings_are_underlined_by_display_width() {
    for (lang, heading, width) in [
        (Lang::Ko, "판", 3),
        (Lang::Ko, "게임의 끝", 9),
        (Lang::Th, "เคล็ดลับ", 6),
        (Lang::Fi, "Lauta", 5),
    ] {
        let text = render_text(&parse_how_to_play(&format!("# {heading} {{#x}}")));
        let underline = text.lines().nth(1).unwrap();
        assert_eq!(
            underline,
            "=".repeat(width.max(3)),
            "{} {heading}",
            lang.code()
        );
    }
    for game in GameId::all() {
        for lang in Lang::ALL {
            let text = render_text(&how_to_play(game, lang));
            let lines: Vec<&str> = text.lines().collect();
            for pair in lines.windows(2) {
                if pair[1].chars().all(|c| c == '=') && !pair[1].is_empty() {
                    let width = unicode_width::UnicodeWidthStr::width(pair[0]).clamp(3, 60);
                    assert_eq!(
                        pair[1].len(),
                        width,
                        "{} {}: {}",
                        game.id(),
                        lang.code(),
                        pair[0]
                    );
                }
            }
        }
    }
}
