// Where lines may break in a text of the core: the core's rule (`i18n::breaks`, the
// bindings' `breakText`), the same as on Android: a Korean word's syllables glued with
// WORD JOINER, a number kept with the word beside it by a no-break space.
import Fireside

public enum TextBreaks {
    public static let wordJoiner: Character = "\u{2060}"
    public static let noBreakSpace: Character = "\u{00A0}"

    /// `text` with its break opportunities made right for `language` (the view's code).
    public static func forLanguage(_ text: String, _ language: String) -> String {
        breakText(text: text, language: language)
    }

    /// The text a player reads, without the invisible marks (for comparisons).
    public static func plain(_ text: String) -> String {
        String(text.filter { $0 != wordJoiner }.map { $0 == noBreakSpace ? " " : $0 })
    }
}
