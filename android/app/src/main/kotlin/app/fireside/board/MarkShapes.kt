package app.fireside.board

import kotlin.math.PI
import kotlin.math.cos
import kotlin.math.max
import kotlin.math.sin

/** The marks a point can carry, each drawn with its own shape (not only its colour). */
enum class Mark { MOVABLE, SELECTED, TARGET, CAPTURABLE, LAST_MOVE, HINT }

/**
 * The shape of each mark, so that marks differ without colour vision (issue #25): selected a
 * double ring, can move a short arc under the piece (calm, and nothing like a selection's
 * handles), target a filled disc in a thin ring,
 * capturable a ring of ticks with a cross, last move a square outline, hint four chevrons
 * pointing in. Every stroke is drawn over a wider halo of the contrasting colour, so the mark
 * holds on a light square, a dark square and on a piece of its own colour alike.
 */
object MarkShapes {
    // Where each shape lies, in piece radii: all inside a Dama square (a piece is 0.42 of
    // its side), so no mark spills onto the light squares. The tests sample these.
    const val SELECTED_INNER = 1.02f
    const val SELECTED_OUTER = 1.18f
    /** The "can move" arc: its radius, and where it runs (degrees, clockwise from east, y down). */
    const val MOVABLE_ARC = 1.12f
    const val MOVABLE_FROM = 40.0
    const val MOVABLE_TO = 140.0
    const val TARGET_DISC = 0.42f
    const val TICK_IN = 0.98f
    const val TICK_OUT = 1.16f
    const val SQUARE_HALF = 1.1f
    const val CHEVRON_OUT = 1.18f
    const val CHEVRON_DEPTH = 0.22f

    /**
     * Draws [mark] around the point (x, y) whose piece has radius [r]; [d] is the density.
     * [numbered]: the point's square number stands in its top left corner (Dama); no mark
     * is drawn over it (the movable arc lies under the piece).
     */
    /** The width of a mark's strokes for a piece of radius [r] at density [d] (their halo is 1.8 times wider). */
    fun strokeWidth(r: Float, d: Float) = max(2.5f * d, r * 0.09f)

    /** How far from the point the widest mark (the hint's chevrons, with their halo) reaches. */
    fun reach(r: Float, d: Float) = r * CHEVRON_OUT + strokeWidth(r, d) * 0.9f

    fun draw(p: Painter, mark: Mark, x: Float, y: Float, r: Float, d: Float, color: Int, halo: Int, numbered: Boolean = false) {
        val w = strokeWidth(r, d)
        fun ring(radius: Float, width: Float) {
            p.strokeCircle(x, y, radius, halo, width * 1.8f)
            p.strokeCircle(x, y, radius, color, width)
        }
        fun seg(x1: Float, y1: Float, x2: Float, y2: Float, width: Float) {
            p.line(x1, y1, x2, y2, halo, width * 1.8f)
            p.line(x1, y1, x2, y2, color, width)
        }
        fun dot(cx: Float, cy: Float, radius: Float) {
            p.fillCircle(cx, cy, radius + w * 0.4f, halo)
            p.fillCircle(cx, cy, radius, color)
        }
        when (mark) {
            Mark.SELECTED -> {
                ring(r * SELECTED_INNER, w)
                ring(r * SELECTED_OUTER, w)
            }
            Mark.MOVABLE -> {
                val k = r * MOVABLE_ARC
                val n = 12
                val at = (0..n).map { i ->
                    val a = Math.toRadians(MOVABLE_FROM + (MOVABLE_TO - MOVABLE_FROM) * i / n)
                    (x + k * cos(a).toFloat()) to (y + k * sin(a).toFloat())
                }
                val width = w * 1.6f
                // The halo of the whole arc first, so no halo covers a piece of the arc.
                for (i in 0 until n) p.line(at[i].first, at[i].second, at[i + 1].first, at[i + 1].second, halo, width * 1.8f)
                for (i in 0 until n) p.line(at[i].first, at[i].second, at[i + 1].first, at[i + 1].second, color, width)
                for (end in listOf(at.first(), at.last())) p.fillCircle(end.first, end.second, width / 2, color)
            }
            Mark.TARGET -> {
                ring(r * 1.05f, w * 0.6f)
                dot(x, y, r * TARGET_DISC)
            }
            Mark.CAPTURABLE -> {
                for (i in 0 until 8) {
                    val a = 2 * PI * i / 8
                    val c = cos(a).toFloat()
                    val s = sin(a).toFloat()
                    seg(x + c * r * TICK_IN, y + s * r * TICK_IN, x + c * r * TICK_OUT, y + s * r * TICK_OUT, w)
                }
                val k = r * 0.5f
                seg(x - k, y - k, x + k, y + k, w)
                seg(x - k, y + k, x + k, y - k, w)
            }
            Mark.LAST_MOVE -> {
                val h = r * SQUARE_HALF
                p.strokeRoundRect(x - h, y - h, x + h, y + h, 2 * d, halo, w * 1.8f)
                p.strokeRoundRect(x - h, y - h, x + h, y + h, 2 * d, color, w)
            }
            Mark.HINT -> {
                // Four chevrons outside the piece, each pointing at it.
                val out = r * CHEVRON_OUT
                val k = r * CHEVRON_DEPTH
                for (i in 0 until 4) {
                    val a = PI / 2 * i
                    val c = cos(a).toFloat()
                    val s = sin(a).toFloat()
                    val tipX = x + c * (out - k)
                    val tipY = y + s * (out - k)
                    val baseX = x + c * out
                    val baseY = y + s * out
                    seg(tipX, tipY, baseX - s * k, baseY + c * k, w)
                    seg(tipX, tipY, baseX + s * k, baseY - c * k, w)
                }
            }
        }
    }
}
