package app.fireside.board

import app.fireside.model.Band
import app.fireside.model.GameView
import app.fireside.model.Side
import java.text.BreakIterator
import java.util.Locale

/** The texts of one nameplate band: who plays, their counters, and the status when it is theirs. */
data class BandTexts(
    val name: String,
    val detail: String,
    val counters: List<String>,
    val status: String?,
    val active: Boolean,
    val turned: Boolean,
    val computer: Boolean,
    /** The band as a screen reader says it (the core's `Band.label`). */
    val label: String = "",
    /** The side the band is of (a Sungka row's and store's owner). */
    val side: Side? = null,
    /** The band's player is the computer, thinking now (the core's `Band.thinking`). */
    val thinking: Boolean = false,
)

/**
 * Every text drawn on the game screen, as the core's view gives them, and how the core
 * seats the players: [table] mode, the points whose texts face the far player
 * ([turnedPoints], `PointView.turned`) and the numbers underlined because upside down they
 * read as others ([underlined], `Seating.underlined`).
 */
data class ScreenTexts(
    val bottom: BandTexts,
    val top: BandTexts,
    val table: Boolean = false,
    /** The board keeps its way up, never turned a quarter (`Seating.upright`). */
    val upright: Boolean = false,
    val turnedPoints: Set<Int> = emptySet(),
    val underlined: Set<Int> = emptySet(),
) {
    companion object {
        /**
         * The two bands of the view: each with its own counters and the game's (split by
         * owner in the core), and the band's line where the core puts it (`Band.line`: the
         * message of the last input, or the status, in the band of the player to move).
         */
        fun of(g: GameView): ScreenTexts {
            fun band(b: Band) = BandTexts(
                name = b.name,
                detail = b.player,
                counters = b.counters.map { it.text },
                status = b.line,
                active = b.active,
                turned = b.turned,
                computer = b.computer,
                label = b.label,
                side = b.side,
                thinking = b.thinking,
            )
            return ScreenTexts(
                band(g.bottom), band(g.top),
                table = g.seating.table,
                upright = g.seating.upright,
                turnedPoints = g.points.filter { it.turned }.map { it.point.toInt() }.toSet(),
                underlined = g.seating.underlined.map { it.toInt() }.toSet(),
            )
        }
    }
}

/** One line of a nameplate band, relative to the band's top left corner. */
data class BandLine(
    val text: String,
    val x: Float,
    val y: Float,
    val size: Float,
    val bold: Boolean,
    val soft: Boolean,
    /** A counter (on the name line, at the band's right end, or on a line of its own). */
    val counter: Boolean = false,
)

/**
 * The texts of a nameplate band broken into lines for a band [width] pixels wide. Sizes are
 * in sp ([sp] pixels each, the density times the system font scale), so the player's font
 * size setting is honoured; a text that does not fit wraps onto more lines (at the
 * language's line breaks, Thai included) instead of shrinking, and the band grows with it.
 */
class BandLines(t: BandTexts, width: Float, sp: Float, density: Float, p: Painter, locale: Locale) {
    val lines: List<BandLine>
    val height: Float

    init {
        val pad = 12f * density
        val room = width - 2 * pad
        val out = mutableListOf<BandLine>()
        var y = 8f * density
        fun add(text: String, size: Float, bold: Boolean, soft: Boolean, x: Float = pad) {
            out += BandLine(text, x, y + size * 0.5f + size * 0.15f, size, bold, soft)
        }
        // The name and, when it fits beside it, the player (level or profile name).
        val nameSize = NAME_SP * sp
        val detailSize = DETAIL_SP * sp
        val nameLines = wrap(t.name, nameSize, true, room, p, locale)
        for (line in nameLines) {
            add(line, nameSize, bold = true, soft = false)
            y += nameSize * LEADING
        }
        if (t.detail.isNotEmpty()) {
            val afterName = pad + p.textWidth(nameLines.last(), nameSize, true) + 10f * density
            val thinking = if (t.computer) 48f * density else 0f
            if (afterName + p.textWidth(t.detail, detailSize, false) + thinking <= width - pad) {
                out += BandLine(t.detail, afterName, out.last().y, detailSize, false, true)
            } else {
                for (line in wrap(t.detail, detailSize, false, room, p, locale)) {
                    add(line, detailSize, bold = false, soft = true)
                    y += detailSize * LEADING
                }
            }
        }
        // The counters on the name line, at the band's right end (as a clock or a material
        // count beside a name), when they all fit there; else flowed on lines of their own.
        val counterSize = COUNTER_SP * sp
        val gapCounters = 16f * density
        val widths = t.counters.map { p.textWidth(it, counterSize, false) }
        val nameLineEnd = out.lastOrNull()?.let { it.x + p.textWidth(it.text, it.size, it.bold) } ?: pad
        val thinkingRoom = if (t.computer) 48f * density else 0f
        val besideName = nameLines.size == 1 && out.size <= 2 && out.all { it.y == out.first().y } && t.counters.isNotEmpty() &&
            nameLineEnd + thinkingRoom + gapCounters + widths.sum() + gapCounters * (widths.size - 1) <= width - pad
        if (besideName) {
            val baseline = out.first().y
            var right = width - pad
            for ((c, w) in t.counters.zip(widths).reversed()) {
                out += BandLine(c, right - w, baseline, counterSize, false, true, counter = true)
                right -= w + gapCounters
            }
        }
        var x = pad
        var lineOpen = false
        for ((c, w) in t.counters.zip(widths)) {
            if (besideName) break
            if (lineOpen && x + w > width - pad) {
                y += counterSize * LEADING
                x = pad
                lineOpen = false
            }
            if (w > room) {
                for (line in wrap(c, counterSize, false, room, p, locale)) {
                    out += BandLine(line, pad, y + counterSize * 0.65f, counterSize, false, true, counter = true)
                    y += counterSize * LEADING
                }
                x = pad
                lineOpen = false
                continue
            }
            out += BandLine(c, x, y + counterSize * 0.65f, counterSize, false, true, counter = true)
            x += w + gapCounters
            lineOpen = true
        }
        if (lineOpen) y += counterSize * LEADING
        // The band is as tall with the status line as without: the status moves from band to
        // band each turn, and the board must not jump. The band without it centres its lines
        // in that height, so the spare line reads as even padding, not a blank last line.
        val reserve = STATUS_SP * sp * LEADING
        var shift = 0f
        t.status?.let { status ->
            val size = STATUS_SP * sp
            for (line in wrap(status, size, true, room, p, locale)) {
                add(line, size, bold = true, soft = false)
                y += size * LEADING
            }
            Unit
        } ?: run {
            y += reserve
            shift = reserve / 2
        }
        // A band with nothing to say (a review's board) takes no room.
        val empty = t.name.isEmpty() && t.detail.isEmpty() && t.counters.isEmpty() && t.status == null
        lines = if (empty) emptyList() else out.map { it.copy(y = it.y + shift) }
        height = if (empty) 0f else maxOf(y + 8f * density, 56f * density)
    }

    companion object {
        const val NAME_SP = 18f
        const val DETAIL_SP = 14f
        const val COUNTER_SP = 14f
        const val STATUS_SP = 15f
        const val LEADING = 1.3f

        /** Breaks [text] into lines no wider than [room], at the language's line breaks. */
        fun wrap(text: String, size: Float, bold: Boolean, room: Float, p: Painter, locale: Locale): List<String> {
            if (text.isEmpty() || p.textWidth(text, size, bold) <= room) return listOf(text)
            // Korean is written with spaces between phrases and read badly when a word is cut
            // between syllables (which the default line breaking allows): break at spaces.
            val it = if (locale.language == "ko") SpaceBreaks() else BreakIterator.getLineInstance(locale)
            it.setText(text)
            val lines = mutableListOf<String>()
            var start = 0
            var lastFit = -1
            var end = it.next()
            while (end != BreakIterator.DONE) {
                val piece = text.substring(start, end).trimEnd()
                if (p.textWidth(piece, size, bold) <= room) {
                    lastFit = end
                    end = it.next()
                    continue
                }
                if (lastFit > start) {
                    lines += text.substring(start, lastFit).trimEnd()
                    start = lastFit
                    lastFit = -1
                    continue
                }
                // One word wider than the line: break it where it must.
                var cut = start + 1
                while (cut < end && p.textWidth(text.substring(start, cut + 1), size, bold) <= room) cut++
                lines += text.substring(start, cut)
                start = cut
            }
            if (start < text.length) lines += text.substring(start).trimEnd()
            return lines.filter { it.isNotEmpty() }.ifEmpty { listOf(text) }
        }
    }
}

/** Line break opportunities after each run of spaces only. */
private class SpaceBreaks : BreakIterator() {
    private var text = ""
    private var pos = 0
    private var iter: java.text.CharacterIterator = java.text.StringCharacterIterator("")

    override fun setText(newText: java.text.CharacterIterator) {
        val sb = StringBuilder()
        var c = newText.first()
        while (c != java.text.CharacterIterator.DONE) { sb.append(c); c = newText.next() }
        text = sb.toString()
        iter = newText
        pos = 0
    }

    override fun getText(): java.text.CharacterIterator = iter
    override fun first(): Int { pos = 0; return 0 }
    override fun last(): Int { pos = text.length; return pos }
    override fun current(): Int = pos

    override fun next(): Int {
        if (pos >= text.length) return DONE
        var i = pos
        while (i < text.length && text[i] != ' ') i++
        while (i < text.length && text[i] == ' ') i++
        pos = i
        return pos
    }

    override fun next(n: Int): Int { var r = current(); repeat(n) { r = next() }; return r }
    override fun previous(): Int {
        if (pos <= 0) return DONE
        var i = pos - 1
        while (i > 0 && text[i - 1] == ' ') i--
        while (i > 0 && text[i - 1] != ' ') i--
        pos = i
        return pos
    }
    override fun following(offset: Int): Int { pos = offset; return next() }
}
