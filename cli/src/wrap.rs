//! Lines broken at spaces to the terminal's width, never inside a word (unless a word is
//! wider than the whole line). The width is `COLUMNS` when set, as terminal programs read
//! it, and 80 otherwise. Korean counts two columns a syllable, Thai's combining vowels and
//! tone marks none.

/// The width to wrap to.
pub fn width() -> usize {
    std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse::<usize>().ok())
        .filter(|&w| w >= 20)
        .unwrap_or(80)
}

/// The columns a character takes in a terminal.
fn char_width(c: char) -> usize {
    match c as u32 {
        0x0300..=0x036F | 0x0E31 | 0x0E34..=0x0E3A | 0x0E47..=0x0E4E | 0x200B..=0x200D => 0,
        0x1100..=0x115F
        | 0x2E80..=0x303E
        | 0x3041..=0x33FF
        | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF
        | 0xA960..=0xA97F
        | 0xAC00..=0xD7A3
        | 0xF900..=0xFAFF
        | 0xFE30..=0xFE4F
        | 0xFF00..=0xFF60
        | 0xFFE0..=0xFFE6 => 2,
        _ => 1,
    }
}

/// The columns a text takes in a terminal.
pub fn text_width(s: &str) -> usize {
    s.chars().map(char_width).sum()
}

/// Every line of `text` broken to `width` columns; lines that fit are left as they are.
pub fn wrap(text: &str, width: usize) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        wrap_line(line, width, &mut out);
    }
    out
}

/// The indent of a line's continuation: its own indent, past a bullet ("• ", "- ") when it
/// has one, and two more for an indented line without one.
fn hanging_indent(line: &str) -> usize {
    let lead = line.len() - line.trim_start().len();
    let rest = &line[lead..];
    for bullet in ["• ", "- ", "* "] {
        if rest.starts_with(bullet) {
            return text_width(&line[..lead]) + text_width(bullet);
        }
    }
    // A table row ("  --mode <MODE>    Who plays…") continues under its second column.
    if let Some(gap) = rest.find("  ") {
        let column = lead + gap + rest[gap..].len() - rest[gap..].trim_start().len();
        if text_width(&line[..column]) <= 40 {
            return text_width(&line[..column]);
        }
    }
    text_width(&line[..lead]) + if lead > 0 { 2 } else { 0 }
}

/// The words of a text, each with the spaces before it (kept inside a line: they align
/// columns; dropped where the line breaks).
fn words(text: &str) -> Vec<(&str, &str)> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let gap = rest.len() - rest.trim_start_matches(' ').len();
        let after = &rest[gap..];
        let word = after.find(' ').map_or(after.len(), |i| i);
        out.push((&rest[..gap], &after[..word]));
        rest = &after[word..];
    }
    out
}

fn wrap_line(line: &str, width: usize, out: &mut String) {
    if text_width(line) <= width {
        out.push_str(line);
        return;
    }
    let indent = hanging_indent(line).min(width / 2);
    let lead = line.len() - line.trim_start().len();
    out.push_str(&line[..lead]);
    let mut col = text_width(&line[..lead]);
    let mut first = true;
    for (gap, word) in words(&line[lead..]) {
        if word.is_empty() {
            continue;
        }
        let w = text_width(word);
        let g = if first { 0 } else { gap.len() };
        if !first && col + g + w > width {
            out.push('\n');
            out.push_str(&" ".repeat(indent));
            col = indent;
            first = true;
        }
        if !first {
            out.push_str(gap);
            col += gap.len();
        }
        // A word wider than a whole line is broken where it must be.
        for c in word.chars() {
            let cw = char_width(c);
            if col + cw > width && col > indent {
                out.push('\n');
                out.push_str(&" ".repeat(indent));
                col = indent;
            }
            out.push(c);
            col += cw;
        }
        first = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn widest(text: &str) -> usize {
        text.lines().map(text_width).max().unwrap_or(0)
    }

    #[test]
    fn lines_break_at_spaces_within_the_width() {
        let text = "Commands: moves (legal moves), board, names (point names), undo, redo, hint, rules (how to play), ratings (leaderboard), help, quit.";
        let wrapped = wrap(text, 40);
        assert!(widest(&wrapped) <= 40, "{wrapped}");
        // No word was cut: the words are the same, in the same order.
        let words: Vec<&str> = text.split_whitespace().collect();
        let again: Vec<&str> = wrapped.split_whitespace().collect();
        assert_eq!(words, again);
        assert!(wrapped.lines().count() >= 4);
    }

    #[test]
    fn a_bullet_continues_under_its_text() {
        let wrapped = wrap(
            "  • A man moves one square diagonally forward to an empty square.",
            30,
        );
        let lines: Vec<&str> = wrapped.lines().collect();
        assert_eq!(lines[0], "  • A man moves one square");
        assert!(lines[1].starts_with("    diagonally"), "{wrapped}");
    }

    #[test]
    fn korean_counts_two_columns_a_syllable() {
        let text = "게임 기보법으로 수를 입력하거나 명령어를 입력하세요. 명령어: moves (둘 수 있는 수), board (판 보기)";
        let wrapped = wrap(text, 30);
        assert!(widest(&wrapped) <= 30, "{wrapped}");
        assert!(wrapped.lines().all(|l| !l.ends_with('입')), "{wrapped}");
        assert_eq!(text_width("기본"), 4);
        // Thai tone marks and vowels above take no column.
        assert_eq!(text_width("ที่"), 1);
    }

    #[test]
    fn spaces_inside_a_line_are_kept() {
        let wrapped = wrap(
            "      --level <LEVEL>  The computer's level: easy, normal or expert",
            40,
        );
        assert!(
            wrapped.starts_with("      --level <LEVEL>  The computer's\n"),
            "{wrapped}"
        );
    }

    #[test]
    fn a_line_that_fits_is_left_alone() {
        assert_eq!(wrap("Fox to move> ", 80), "Fox to move> ");
        assert_eq!(wrap("  a\n\n  b", 80), "  a\n\n  b");
    }
}
