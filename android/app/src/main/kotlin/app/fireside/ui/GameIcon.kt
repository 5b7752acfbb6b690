package app.fireside.ui

import android.content.Context
import android.graphics.Canvas
import android.graphics.Paint
import android.graphics.RectF
import android.view.View

/**
 * A small drawing of a game's board for its home card, in the board's colors: Fox and
 * Geese's cross of points, Hare and Hounds' small board, Sungka's two rows of houses and
 * stores, Dama's checkered squares. Decoration only (the card names the game).
 */
class GameIcon(context: Context, val game: String) : View(context) {
    private val pal = themePalette(context)
    private val fill = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.FILL }
    private val line = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.STROKE; strokeCap = Paint.Cap.ROUND }
    private val r = RectF()

    init {
        importantForAccessibility = IMPORTANT_FOR_ACCESSIBILITY_NO
    }

    override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
        val size = context.dp(72f)
        setMeasuredDimension(resolveSize(size, widthMeasureSpec), resolveSize(size, heightMeasureSpec))
    }

    override fun onDraw(canvas: Canvas) {
        val s = minOf(width, height).toFloat()
        val x0 = (width - s) / 2f
        val y0 = (height - s) / 2f
        fill.color = pal.BOARD
        r.set(x0, y0, x0 + s, y0 + s)
        canvas.drawRoundRect(r, s * 0.12f, s * 0.12f, fill)
        line.color = pal.BOARD_EDGE
        line.strokeWidth = s * 0.03f
        canvas.drawRoundRect(r, s * 0.12f, s * 0.12f, line)
        when (game) {
            "fox-geese" -> cross(canvas, x0, y0, s)
            "hare-hounds" -> hare(canvas, x0, y0, s)
            "sungka" -> sungka(canvas, x0, y0, s)
            "dama-italiana" -> dama(canvas, x0, y0, s)
        }
    }

    private fun dot(c: Canvas, x: Float, y: Float, rad: Float, color: Int) {
        fill.color = color
        c.drawCircle(x, y, rad, fill)
    }

    /** The 33-point cross with the fox and a few geese. */
    private fun cross(c: Canvas, x0: Float, y0: Float, s: Float) {
        val step = s * 0.8f / 6f
        fun px(i: Int) = x0 + s * 0.1f + i * step
        fun py(j: Int) = y0 + s * 0.1f + j * step
        fun on(i: Int, j: Int) = (i in 2..4) || (j in 2..4)
        line.color = pal.BOARD_EDGE
        line.strokeWidth = s * 0.02f
        for (k in 0..6) {
            val (a, b) = if (k in 2..4) 0 to 6 else 2 to 4
            c.drawLine(px(a), py(k), px(b), py(k), line)
            c.drawLine(px(k), py(a), px(k), py(b), line)
        }
        for (i in 0..6) for (j in 0..6) if (on(i, j)) {
            val color = when {
                i == 3 && j == 2 -> 0xFFC0581E.toInt()
                j >= 4 -> 0xFFFFFFFF.toInt()
                else -> null
            }
            if (color != null) {
                dot(c, px(i), py(j), step * 0.36f, color)
                line.strokeWidth = s * 0.015f
                c.drawCircle(px(i), py(j), step * 0.36f, line)
            } else dot(c, px(i), py(j), step * 0.12f, pal.BOARD_EDGE)
        }
    }

    /** The 11-point board, the hare against three hounds. */
    private fun hare(c: Canvas, x0: Float, y0: Float, s: Float) {
        val cx = x0 + s / 2f
        val dx = s * 0.18f
        val top = y0 + s * 0.22f
        val mid = y0 + s * 0.5f
        val bot = y0 + s * 0.78f
        line.color = pal.BOARD_EDGE
        line.strokeWidth = s * 0.025f
        val left = cx - 2 * dx
        val right = cx + 2 * dx
        for (y in listOf(top, mid, bot)) c.drawLine(cx - dx, y, cx + dx, y, line)
        c.drawLine(left, mid, right, mid, line)
        for (k in -1..1) c.drawLine(cx + k * dx, top, cx + k * dx, bot, line)
        c.drawLine(left, mid, cx - dx, top, line); c.drawLine(left, mid, cx - dx, bot, line)
        c.drawLine(right, mid, cx + dx, top, line); c.drawLine(right, mid, cx + dx, bot, line)
        c.drawLine(cx - dx, top, cx + dx, bot, line); c.drawLine(cx - dx, bot, cx + dx, top, line)
        val rad = s * 0.065f
        for ((x, y) in listOf(left to mid, cx - dx to top, cx - dx to bot)) dot(c, x, y, rad, 0xFF3B3B3B.toInt())
        dot(c, right, mid, rad, 0xFFFFFFFF.toInt())
        line.strokeWidth = s * 0.015f
        c.drawCircle(right, mid, rad, line)
    }

    /** Two rows of seven houses between the two stores, shells in some. */
    private fun sungka(c: Canvas, x0: Float, y0: Float, s: Float) {
        val house = s * 0.085f
        val step = s * 0.62f / 6f
        val left = x0 + s * 0.19f
        line.color = pal.BOARD_EDGE
        line.strokeWidth = s * 0.02f
        for (row in 0..1) for (i in 0..6) {
            val x = left + i * step
            val y = y0 + s * (if (row == 0) 0.38f else 0.62f)
            dot(c, x, y, house * 0.55f, pal.BOARD_EDGE and 0x55FFFFFF)
            c.drawCircle(x, y, house * 0.55f, line)
            if ((i + row) % 2 == 0) dot(c, x, y, house * 0.22f, 0xFFFFFFFF.toInt())
        }
        for (side in listOf(x0 + s * 0.075f, x0 + s * 0.925f)) {
            r.set(side - s * 0.05f, y0 + s * 0.3f, side + s * 0.05f, y0 + s * 0.7f)
            fill.color = pal.BOARD_EDGE and 0x55FFFFFF
            c.drawRoundRect(r, s * 0.05f, s * 0.05f, fill)
            c.drawRoundRect(r, s * 0.05f, s * 0.05f, line)
        }
    }

    /** A corner of the checkered board with a man of each color. */
    private fun dama(c: Canvas, x0: Float, y0: Float, s: Float) {
        val n = 6
        val inset = s * 0.1f
        val q = (s - 2 * inset) / n
        for (i in 0 until n) for (j in 0 until n) if ((i + j) % 2 == 1) {
            fill.color = 0xFF7A4E2D.toInt()
            c.drawRect(x0 + inset + i * q, y0 + inset + j * q, x0 + inset + (i + 1) * q, y0 + inset + (j + 1) * q, fill)
        }
        for ((i, j, white) in listOf(Triple(1, 0, false), Triple(3, 0, false), Triple(2, 1, false), Triple(1, 4, true), Triple(0, 5, true), Triple(4, 5, true))) {
            val cx = x0 + inset + (i + 0.5f) * q
            val cy = y0 + inset + (j + 0.5f) * q
            dot(c, cx, cy, q * 0.38f, if (white) 0xFFFFFFFF.toInt() else 0xFF222222.toInt())
        }
    }
}
