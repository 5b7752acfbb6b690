// Where lines may break in a text of the core: a Korean word (a run without spaces holding
// a Hangul letter) is glued with WORD JOINER, so it breaks only at spaces; a number and
// the word beside it are kept together with a no-break space in every language. The same
// rule as the Android shell's ui/TextBreaks.kt.

public enum TextBreaks {
    public static let wordJoiner: Character = "\u{2060}"
    public static let noBreakSpace: Character = "\u{00A0}"

    /// `text` with its break opportunities made right for `language` (the view's code).
    public static func forLanguage(_ text: String, _ language: String) -> String {
        let numbers = glueNumbers(text)
        return language.hasPrefix("ko") ? glueKoreanWords(numbers) : numbers
    }

    public static func glueKoreanWords(_ text: String) -> String {
        var out = ""
        var previous: Character?
        for c in text {
            if let p = previous, !p.isWhitespace, !c.isWhitespace, p != wordJoiner, c != wordJoiner,
               isHangul(p) || isHangul(c) {
                out.append(wordJoiner)
            }
            out.append(c)
            previous = c
        }
        return out
    }

    public static func glueNumbers(_ text: String) -> String {
        let chars = Array(text)
        guard chars.count >= 3 else { return text }
        var out = chars
        for i in 1..<(chars.count - 1) where chars[i] == " " {
            let before = chars[i - 1]
            let after = chars[i + 1]
            if (before.isNumber && after.isLetter) || (before.isLetter && after.isNumber) {
                out[i] = noBreakSpace
            }
        }
        return String(out)
    }

    /// The text a player reads, without the invisible marks (for comparisons).
    public static func plain(_ text: String) -> String {
        String(text.filter { $0 != wordJoiner }.map { $0 == noBreakSpace ? " " : $0 })
    }

    static func isHangul(_ c: Character) -> Bool {
        c.unicodeScalars.contains { s in
            (0xAC00...0xD7A3).contains(s.value) || (0x1100...0x11FF).contains(s.value) || (0x3130...0x318F).contains(s.value)
        }
    }
}
