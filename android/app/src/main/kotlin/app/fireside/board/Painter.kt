package app.fireside.board

/**
 * The few drawing operations the board needs, in pixels with y going down. The app
 * implements it on android.graphics.Canvas, the tests on java.awt.Graphics2D, so the same
 * drawing code is rendered to PNG files on the JVM. Colors are ARGB ints.
 */
interface Painter {
    fun fillRect(left: Float, top: Float, right: Float, bottom: Float, color: Int)
    fun fillRoundRect(left: Float, top: Float, right: Float, bottom: Float, radius: Float, color: Int)
    fun strokeRoundRect(left: Float, top: Float, right: Float, bottom: Float, radius: Float, color: Int, width: Float)
    fun fillOval(left: Float, top: Float, right: Float, bottom: Float, color: Int)
    fun strokeOval(left: Float, top: Float, right: Float, bottom: Float, color: Int, width: Float)
    fun line(x1: Float, y1: Float, x2: Float, y2: Float, color: Int, width: Float, dashed: Boolean = false)

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

/** Colors chosen for contrast in bright light: dark lines on a light board, saturated marks. */
object Palette {
    const val BACKGROUND = 0xFFFFF8EC.toInt()
    const val BAND = 0xFFEFE4D0.toInt()
    const val BAND_ACTIVE = 0xFFFFD66B.toInt()
    const val INK = 0xFF1B1209.toInt()
    const val INK_SOFT = 0xFF4A3B2A.toInt()
    const val BOARD = 0xFFF3DFB8.toInt()
    const val BOARD_EDGE = 0xFF6B4423.toInt()
    const val LINE = 0xFF3B2614.toInt()
    const val POINT = 0xFF3B2614.toInt()

    const val FOX = 0xFFD2480B.toInt()
    const val GOOSE = 0xFFFFFFFF.toInt()
    const val HOUND = 0xFF23303F.toInt()
    const val HARE = 0xFFB7791F.toInt()
    const val WHITE_MAN = 0xFFFCFAF5.toInt()
    const val BLACK_MAN = 0xFF1A1A1A.toInt()
    const val KING_MARK = 0xFFE0A100.toInt()

    const val SQUARE_LIGHT = 0xFFF2E3C6.toInt()
    const val SQUARE_DARK = 0xFF3F7A4F.toInt()

    const val MANCALA_WOOD = 0xFF7A4A22.toInt()
    const val MANCALA_EDGE = 0xFF3E230D.toInt()
    const val HOUSE = 0xFFF6E7C9.toInt()
    const val SHELL = 0xFFFFFBF2.toInt()
    const val SHELL_EDGE = 0xFF8A6A45.toInt()

    const val MOVABLE = 0xFF2F6FEB.toInt()
    const val SELECTED = 0xFF1740C2.toInt()
    const val TARGET = 0xFF0E9F4A.toInt()
    const val CAPTURABLE = 0xFFE01B1B.toInt()
    const val LANDING = 0xFFFF9F0A.toInt()
    const val LAST_MOVE = 0xFF8E44AD.toInt()
    const val HINT = 0xFF0891B2.toInt()
    const val CURSOR = 0xFF000000.toInt()
    const val TAKEN_VEIL = 0x99FFFFFF.toInt()

    /** The same color with another alpha (0..255). */
    fun alpha(color: Int, a: Int): Int = (color and 0x00FFFFFF) or (a.coerceIn(0, 255) shl 24)
}
