//! Numbers as each language writes them: `1,234.5` in English, Thai and Korean,
//! `1 234,5` in Finnish (a no-break space groups thousands).

use fluent_bundle::FluentValue;

use super::lang::Lang;

/// A number written the way the language writes it.
pub fn format_number(lang: Lang, n: f64) -> String {
    match lang {
        Lang::Fi => format_with(n, '\u{a0}', ','),
        Lang::En | Lang::Th | Lang::Ko => format_with(n, ',', '.'),
    }
}

/// A whole number written the way the language writes it.
pub fn format_int(lang: Lang, n: i64) -> String {
    format_number(lang, n as f64)
}

fn format_with(n: f64, group: char, decimal: char) -> String {
    if !n.is_finite() {
        return n.to_string();
    }
    // At most two decimals are ever shown (a win rate, a rating); trailing zeros go.
    let text = format!("{:.2}", n.abs());
    let (int_part, frac) = text.split_once('.').unwrap_or((&text, ""));
    let frac = frac.trim_end_matches('0');
    let mut out = String::new();
    if n < 0.0 && (int_part != "0" || !frac.is_empty()) {
        // U+2212 MINUS SIGN would be typographically nicer, but players type and read "-".
        out.push('-');
    }
    let digits = int_part.len();
    for (i, c) in int_part.chars().enumerate() {
        if i > 0 && (digits - i) % 3 == 0 {
            out.push(group);
        }
        out.push(c);
    }
    if !frac.is_empty() {
        out.push(decimal);
        out.push_str(frac);
    }
    out
}

pub(crate) fn fluent_comma<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(format_with(n.value, ',', '.')),
        _ => None,
    }
}

pub(crate) fn fluent_fi<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(format_with(n.value, '\u{a0}', ',')),
        _ => None,
    }
}
