package app.fireside.ui

import android.widget.TextView
import java.util.Locale

/**
 * Where lines may break in a text: the core's rule (`i18n::breaks`, the bindings'
 * `breakText`), the same on every shell. The framework breaks Korean between any two
 * syllables before API 33, so the core glues a Korean word's syllables with WORD JOINER and
 * keeps a number with the word beside it by a no-break space.
 */
object TextBreaks {
    const val WORD_JOINER = '\u2060'
    const val NO_BREAK_SPACE = '\u00A0'

    /** The app's language as the core's view last said it (set on every render). */
    @Volatile var language: String = "en"

    /** [text] with its break opportunities made right for [language], by the core. */
    fun forLanguage(text: String, language: String): String = app.fireside.core.breakText(text, language)

    /** The text a player reads, without the invisible break marks (for comparisons). */
    fun plain(text: CharSequence): String = text.toString().replace(WORD_JOINER.toString(), "").replace(NO_BREAK_SPACE, ' ')
}

/** The one place a text view gets a text of the core: the app's locale (for the font and
 *  the line breaker) and the breaks of [TextBreaks]. */
fun TextView.say(text: String) {
    val lang = TextBreaks.language
    val locale = Locale.forLanguageTag(lang)
    if (textLocale != locale) textLocale = locale
    this.text = TextBreaks.forLanguage(text, lang)
}
