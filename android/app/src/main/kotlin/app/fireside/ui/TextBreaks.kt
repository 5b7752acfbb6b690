package app.fireside.ui

import android.widget.TextView
import java.util.Locale

/**
 * Where lines may break in a text, for every API level from 26: the framework breaks Korean
 * between any two syllables (기/본) and keeps words whole only from API 33
 * (LineBreakConfig), so the syllables of each Korean word are glued with WORD JOINER
 * (invisible, and ignored by screen readers); a number and the word beside it are kept
 * together with a no-break space in every language ("3 wins", "คะแนนฝีมือ 1200").
 */
object TextBreaks {
    const val WORD_JOINER = '\u2060'
    const val NO_BREAK_SPACE = '\u00A0'

    /** The app's language as the core's view last said it (set on every render). */
    @Volatile var language: String = "en"

    /** [text] with its break opportunities made right for [language]. */
    fun forLanguage(text: String, language: String): String {
        val numbers = glueNumbers(text)
        return if (language.startsWith("ko")) glueKoreanWords(numbers) else numbers
    }

    /** A Korean word (a run without spaces holding a Hangul letter) breaks only at its ends. */
    fun glueKoreanWords(text: String): String {
        val out = StringBuilder(text.length * 2)
        for (i in text.indices) {
            val c = text[i]
            if (i > 0) {
                val p = text[i - 1]
                if (!p.isWhitespace() && !c.isWhitespace() && p != WORD_JOINER && c != WORD_JOINER &&
                    !p.isHighSurrogate() && (isHangul(p) || isHangul(c))
                ) out.append(WORD_JOINER)
            }
            out.append(c)
        }
        return out.toString()
    }

    /** The space between a number and a word (either way round) does not break. */
    fun glueNumbers(text: String): String {
        if (text.length < 3) return text
        val chars = text.toCharArray()
        for (i in 1 until chars.size - 1) {
            if (chars[i] != ' ') continue
            val before = chars[i - 1]
            val after = chars[i + 1]
            if ((before.isDigit() && after.isLetter()) || (before.isLetter() && after.isDigit())) chars[i] = NO_BREAK_SPACE
        }
        return String(chars)
    }

    /** The text a player reads, without the invisible break marks (for comparisons). */
    fun plain(text: CharSequence): String = text.toString().replace(WORD_JOINER.toString(), "").replace(NO_BREAK_SPACE, ' ')

    private fun isHangul(c: Char): Boolean =
        c in '\uAC00'..'\uD7A3' || c in '\u1100'..'\u11FF' || c in '\u3130'..'\u318F'
}

/** The one place a text view gets a text of the core: the app's locale (for the font and
 *  the line breaker) and the breaks of [TextBreaks]. */
fun TextView.say(text: String) {
    val lang = TextBreaks.language
    val locale = Locale.forLanguageTag(lang)
    if (textLocale != locale) textLocale = locale
    this.text = TextBreaks.forLanguage(text, lang)
}
