//! Texts joined from parts, so that every shell shows and says them alike.

/// Parts shown on one line: "1450 points · 12 wins".
pub(in crate::app) fn line<S: AsRef<str>>(parts: impl IntoIterator<Item = S>) -> String {
    join(parts, " · ")
}

/// Parts said in one breath by a screen reader: "Fox, Anna, 3 geese taken".
pub(in crate::app) fn spoken<S: AsRef<str>>(parts: impl IntoIterator<Item = S>) -> String {
    join(parts, ", ")
}

/// Parts on lines of their own.
pub(in crate::app) fn lines<S: AsRef<str>>(parts: impl IntoIterator<Item = S>) -> String {
    join(parts, "\n")
}

fn join<S: AsRef<str>>(parts: impl IntoIterator<Item = S>, separator: &str) -> String {
    let parts: Vec<S> = parts.into_iter().collect();
    let kept: Vec<&str> = parts
        .iter()
        .map(AsRef::as_ref)
        .filter(|p| !p.is_empty())
        .collect();
    kept.join(separator)
}
