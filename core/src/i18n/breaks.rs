//! Where a text of the view may break across lines, written once for every shell: the
//! shells' line breakers differ (Android before API 33 breaks Korean between any two
//! syllables, 기/본), so a Korean word's syllables are glued with WORD JOINER (invisible,
//! skipped by screen readers) and a number keeps the word beside it with a no-break space
//! in every language ("3 wins", "คะแนนฝีมือ 1200"). A shell passes each text through
//! [`for_display`] before drawing it.

/// Glues two characters that must stay on one line; invisible.
pub const WORD_JOINER: char = '\u{2060}';
/// A space that does not break.
pub const NO_BREAK_SPACE: char = '\u{00A0}';

/// `text` with its break opportunities made right for `language` (the view's code).
pub fn for_display(text: &str, language: &str) -> String {
    let numbers = glue_numbers(text);
    if language.starts_with("ko") {
        glue_korean_words(&numbers)
    } else {
        numbers
    }
}

/// A Korean word (a run without spaces holding a Hangul letter) breaks only at its ends.
fn glue_korean_words(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    let mut previous: Option<char> = None;
    for c in text.chars() {
        if let Some(p) = previous {
            let inside =
                !p.is_whitespace() && !c.is_whitespace() && p != WORD_JOINER && c != WORD_JOINER;
            if inside && (is_hangul(p) || is_hangul(c)) {
                out.push(WORD_JOINER);
            }
        }
        out.push(c);
        previous = Some(c);
    }
    out
}

/// The space between a number and a word (either way round) does not break.
fn glue_numbers(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = chars.clone();
    for i in 1..chars.len().saturating_sub(1) {
        if chars[i] != ' ' {
            continue;
        }
        let (before, after) = (chars[i - 1], chars[i + 1]);
        if (before.is_numeric() && after.is_alphabetic())
            || (before.is_alphabetic() && after.is_numeric())
        {
            out[i] = NO_BREAK_SPACE;
        }
    }
    out.into_iter().collect()
}

fn is_hangul(c: char) -> bool {
    matches!(c, '\u{AC00}'..='\u{D7A3}' | '\u{1100}'..='\u{11FF}' | '\u{3130}'..='\u{318F}')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(text: &str) -> String {
        text.chars()
            .filter(|&c| c != WORD_JOINER)
            .map(|c| if c == NO_BREAK_SPACE { ' ' } else { c })
            .collect()
    }

    #[test]
    fn a_korean_word_breaks_only_at_its_ends() {
        let glued = for_display("기본 규칙: 같습니다.", "ko");
        assert_eq!(
            glued,
            "기\u{2060}본 규\u{2060}칙\u{2060}: 같\u{2060}습\u{2060}니\u{2060}다\u{2060}."
        );
        assert_eq!(plain(&glued), "기본 규칙: 같습니다.");
        // Other languages keep their own breaks.
        assert_eq!(for_display("기본 규칙", "en"), "기본 규칙");
    }

    #[test]
    fn a_number_keeps_the_word_beside_it() {
        assert_eq!(
            for_display("3 wins at expert level", "en"),
            "3\u{A0}wins at expert level"
        );
        assert_eq!(for_display("คะแนนฝีมือ 1200", "th"), "คะแนนฝีมือ\u{A0}1200");
        assert_eq!(for_display("3 승", "ko"), "3\u{A0}승");
        assert_eq!(for_display("Stop here", "en"), "Stop here");
        assert_eq!(
            for_display("12 - 3", "en"),
            "12 - 3",
            "a sign is not a word"
        );
        assert_eq!(for_display("", "ko"), "");
        assert_eq!(for_display("a 1", "fi"), "a\u{A0}1");
    }

    #[test]
    fn gluing_twice_changes_nothing() {
        for (text, lang) in [("기본 규칙 3 승", "ko"), ("Voitot 3 tasolla", "fi")] {
            let once = for_display(text, lang);
            assert_eq!(for_display(&once, lang), once);
        }
    }
}
