package app.fireside.board

/**
 * The few drawing operations the board needs, in pixels with y going down, implemented on
 * android.graphics.Canvas ([app.fireside.ui.CanvasPainter]). Colors are ARGB ints.
 */
interface Painter {
    fun fillRect(left: Float, top: Float, right: Float, bottom: Float, color: Int)
    fun fillRoundRect(left: Float, top: Float, right: Float, bottom: Float, radius: Float, color: Int)
    fun strokeRoundRect(left: Float, top: Float, right: Float, bottom: Float, radius: Float, color: Int, width: Float)
    fun fillOval(left: Float, top: Float, right: Float, bottom: Float, color: Int)
    fun strokeOval(left: Float, top: Float, right: Float, bottom: Float, color: Int, width: Float)
    fun line(x1: Float, y1: Float, x2: Float, y2: Float, color: Int, width: Float, dashed: Boolean = false)

    /** A closed outline through the points [xy] (x0, y0, x1, y1, …), filled. */
    fun fillPath(xy: FloatArray, color: Int)

    /** The same outline, stroked with round joins. */
    fun strokePath(xy: FloatArray, color: Int, width: Float)

    /** Draws text with its baseline centred vertically on [y] (approximately) and [align] on [x]. */
    fun text(text: String, x: Float, y: Float, size: Float, color: Int, align: TextAlign = TextAlign.CENTER, bold: Boolean = false)
    fun textWidth(text: String, size: Float, bold: Boolean = false): Float

    fun save()
    fun restore()
    fun rotate(degrees: Float, pivotX: Float, pivotY: Float)

    fun fillCircle(cx: Float, cy: Float, r: Float, color: Int) = fillOval(cx - r, cy - r, cx + r, cy + r, color)
    fun strokeCircle(cx: Float, cy: Float, r: Float, color: Int, width: Float) =
        strokeOval(cx - r, cy - r, cx + r, cy + r, color, width)
}

enum class TextAlign { LEFT, CENTER, RIGHT }

/**
 * Colors of the whole app: the screen's (background, bands, ink — from the theme, light or
 * dark, see [app.fireside.ui.themePalette]) and the game's (boards, pieces — the same in
 * both themes, a board is wood and shells in any light). Marks come in two sets: for the
 * light boards, and light tints for Dama's dark squares (each at least 3:1 against them).
 */
data class Palette(
    val BACKGROUND: Int = 0xFFFFF8EC.toInt(),
    val BAND: Int = 0xFFEFE4D0.toInt(),
    val BAND_ACTIVE: Int = 0xFFFFD66B.toInt(),
    /** Text and the active band's underline. */
    val INK: Int = 0xFF1B1209.toInt(),
    val INK_SOFT: Int = 0xFF4A3B2A.toInt(),
    /** Ink on the active band (the band may be light in a dark theme too). */
    val INK_ON_ACTIVE: Int = 0xFF1B1209.toInt(),
    val BOARD: Int = 0xFFF3DFB8.toInt(),
    val BOARD_EDGE: Int = 0xFF6B4423.toInt(),
    val LINE: Int = 0xFF3B2614.toInt(),
    val SQUARE_LIGHT: Int = 0xFFF2E3C6.toInt(),
    val SQUARE_DARK: Int = 0xFF3F7A4F.toInt(),
    val MANCALA_WOOD: Int = 0xFF7A4A22.toInt(),
    val MANCALA_EDGE: Int = 0xFF3E230D.toInt(),
    /** Marks on the light boards (the cross, the hare's board): dark, each ≥ 3:1 against both themes' boards. */
    val onLight: Marks = Marks(
        movable = 0xFF1D4ED8.toInt(),
        selected = 0xFF1740C2.toInt(),
        target = 0xFF0B6B32.toInt(),
        capturable = 0xFFB91C1C.toInt(),
        landing = 0xFF9A4A00.toInt(),
        lastMove = 0xFF7B2F9E.toInt(),
        hint = 0xFF0E6377.toInt(),
        halo = 0xFFFFFFFF.toInt(),
    ),
    /**
     * Marks on Dama's dark squares and Sungka's wood: light tints, each ≥ 3:1 against
     * [SQUARE_DARK] and [MANCALA_WOOD], over a dark halo (for the light squares and white men).
     */
    val onDark: Marks = Marks(
        movable = 0xFFB3D1FF.toInt(),
        selected = 0xFFFFE14D.toInt(),
        target = 0xFF9CFF9C.toInt(),
        capturable = 0xFFFFB8B8.toInt(),
        landing = 0xFFFFC46B.toInt(),
        lastMove = 0xFFE6CCFF.toInt(),
        hint = 0xFF7DF9FF.toInt(),
        halo = 0xFF1B1209.toInt(),
    ),
    /** The high-contrast theme is on (the core's setting, through the game view). */
    val highContrast: Boolean = false,
) {
    val POINT = LINE
    /** Dark outlines of pieces and the counts in the houses: on wood and light pieces. */
    val PIECE_EDGE = 0xFF1B1209.toInt()

    val FOX = 0xFFD2480B.toInt()
    /** The fox's cheeks and tail tip, the hare's muzzle. */
    val CREAM = 0xFFFFF3E6.toInt()
    val HARE_EAR_INSIDE = 0xFFE9B7A6.toInt()
    val HOUND_EAR = 0xFF4A5A6E.toInt()
    val HOUND_MUZZLE = 0xFFD8DEE6.toInt()
    val BEAK = 0xFFF59E0B.toInt()
    val GOOSE = 0xFFFFFFFF.toInt()
    val HOUND = 0xFF23303F.toInt()
    val HARE = 0xFFB7791F.toInt()
    val WHITE_MAN = 0xFFFCFAF5.toInt()
    val BLACK_MAN = 0xFF1A1A1A.toInt()
    val KING_MARK = 0xFFE0A100.toInt()

    val HOUSE = 0xFFF6E7C9.toInt()
    val SHELL = 0xFFFFFBF2.toInt()
    val SHELL_EDGE = 0xFF8A6A45.toInt()

    val CURSOR = 0xFF000000.toInt()
    val TAKEN_VEIL = 0x99FFFFFF.toInt()

    /**
     * The high-contrast theme: a white board with black lines, darker squares and wood, and
     * marks at their strongest (each ≥ 6:1 against the surface it stands on).
     */
    fun highContrast(): Palette = copy(
        BOARD = 0xFFFFFFFF.toInt(),
        BOARD_EDGE = 0xFF000000.toInt(),
        LINE = 0xFF000000.toInt(),
        SQUARE_LIGHT = 0xFFFFFFFF.toInt(),
        SQUARE_DARK = 0xFF1E3A28.toInt(),
        MANCALA_WOOD = 0xFF3A2410.toInt(),
        MANCALA_EDGE = 0xFF000000.toInt(),
        onLight = Marks(
            movable = 0xFF0033CC.toInt(),
            selected = 0xFF000000.toInt(),
            target = 0xFF006B1F.toInt(),
            capturable = 0xFFB00000.toInt(),
            landing = 0xFF8A3B00.toInt(),
            lastMove = 0xFF5B1A86.toInt(),
            hint = 0xFF004E64.toInt(),
            halo = 0xFFFFFFFF.toInt(),
        ),
        onDark = Marks(
            movable = 0xFFBFD9FF.toInt(),
            selected = 0xFFFFFF00.toInt(),
            target = 0xFFB8FFB8.toInt(),
            capturable = 0xFFFFD0D0.toInt(),
            landing = 0xFFFFD27F.toInt(),
            lastMove = 0xFFF0DDFF.toInt(),
            hint = 0xFFA0FBFF.toInt(),
            halo = 0xFF000000.toInt(),
        ),
        highContrast = true,
    )

    companion object {
        /** The same color with another alpha (0..255). */
        fun alpha(color: Int, a: Int): Int = (color and 0x00FFFFFF) or (a.coerceIn(0, 255) shl 24)

        /** WCAG contrast ratio of two opaque colors (1..21). */
        fun contrast(a: Int, b: Int): Double {
            fun lum(c: Int): Double {
                fun ch(v: Int): Double {
                    val s = v / 255.0
                    return if (s <= 0.03928) s / 12.92 else Math.pow((s + 0.055) / 1.055, 2.4)
                }
                return 0.2126 * ch((c shr 16) and 0xFF) + 0.7152 * ch((c shr 8) and 0xFF) + 0.0722 * ch(c and 0xFF)
            }
            val la = lum(a)
            val lb = lum(b)
            return (maxOf(la, lb) + 0.05) / (minOf(la, lb) + 0.05)
        }
    }
}

/** The colors of the marks on one kind of board. */
data class Marks(
    val movable: Int,
    val selected: Int,
    val target: Int,
    val capturable: Int,
    val landing: Int,
    val lastMove: Int,
    val hint: Int,
    /** Drawn wider under every mark's stroke: the mark's outline on any surface. */
    val halo: Int,
) {
    fun of(mark: Mark): Int = when (mark) {
        Mark.MOVABLE -> movable
        Mark.SELECTED -> selected
        Mark.TARGET -> target
        Mark.CAPTURABLE -> capturable
        Mark.LAST_MOVE -> lastMove
        Mark.HINT -> hint
    }
}
