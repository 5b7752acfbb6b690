package app.fireside.board

import app.fireside.core.BoardKind
import app.fireside.core.RenderModel
import kotlin.math.hypot
import kotlin.math.max
import kotlin.math.min

/** A rectangle in pixels (plain, so the layout math runs on the JVM without Android). */
data class Box(val left: Float, val top: Float, val right: Float, val bottom: Float) {
    val width get() = right - left
    val height get() = bottom - top
    val cx get() = (left + right) / 2
    val cy get() = (top + bottom) / 2
    fun contains(x: Float, y: Float) = x in left..right && y in top..bottom
    fun inset(d: Float) = Box(left + d, top + d, right - d, bottom - d)
}

data class Pt(val x: Float, val y: Float) {
    fun lerp(to: Pt, t: Float) = Pt(x + (to.x - x) * t, y + (to.y - y) * t)
    fun dist(o: Pt) = hypot(x - o.x, y - o.y)
}

/**
 * Where everything of the game screen goes for a view of [width] × [height] pixels: the two
 * nameplate bands (top and bottom) and the board between them, the points of the board in
 * pixels, the sizes of pieces and of touch targets. [density] is pixels per dp.
 *
 * The core's render model gives the points normalized to 0..1 and already oriented; this
 * only scales them. Point-and-line boards have points on their edges, so a margin of half a
 * line spacing is added around them; the checkerboard and the mancala board fill their box.
 */
class BoardLayout(
    model: RenderModel,
    val width: Float,
    val height: Float,
    val density: Float,
) {
    val kind: BoardKind = model.kind
    val bandHeight: Float = min(88f * density, height * 0.2f)
    val topBand = Box(0f, 0f, width, bandHeight)
    val bottomBand = Box(0f, height - bandHeight, width, height)

    /** Where the normalized 0..1 coordinates map to. */
    val pointBox: Box

    /** The board's drawn frame (the point box with its margin). */
    val frame: Box

    /** The smallest distance between two points, in pixels. */
    val pitch: Float
    val points: List<Pt>
    val pieceRadius: Float

    /** A tap within this distance of a point's centre (plus slop) selects it; ≥ 24 dp (48 dp targets). */
    val hitRadius: Float

    init {
        val aspect = if (model.aspect > 0f) model.aspect else 1f
        val norm = model.points.map { Pt(it.x, it.y) }
        // The smallest distance between points, in units of the point box's height.
        var dmin = Float.MAX_VALUE
        for (i in norm.indices) for (j in i + 1 until norm.size) {
            val d = hypot((norm[i].x - norm[j].x) * aspect, norm[i].y - norm[j].y)
            if (d > 1e-4f) dmin = min(dmin, d)
        }
        if (dmin == Float.MAX_VALUE) dmin = 1f
        // The margin around the point box, in the same units: half a spacing and a bit on
        // point-and-line boards (pieces sit on the edge points), a thin frame otherwise.
        val margin = when (kind) {
            is BoardKind.Lines -> dmin * 0.62f
            else -> 0.03f
        }
        val area = Box(8f * density, bandHeight + 4f * density, width - 8f * density, height - bandHeight - 4f * density)
        val s = max(1f, min(area.width / (aspect + 2 * margin), area.height / (1 + 2 * margin)))
        val boxW = aspect * s
        val left = area.cx - boxW / 2
        val top = area.cy - s / 2
        pointBox = Box(left, top, left + boxW, top + s)
        frame = Box(pointBox.left - margin * s, pointBox.top - margin * s, pointBox.right + margin * s, pointBox.bottom + margin * s)
        points = norm.map { Pt(pointBox.left + it.x * boxW, pointBox.top + it.y * s) }
        pitch = dmin * s
        pieceRadius = when (kind) {
            is BoardKind.Lines -> pitch * 0.36f
            is BoardKind.Checkerboard -> pitch * 0.5f * 0.42f * 1.414f
            is BoardKind.Mancala -> pitch * 0.42f
        }
        hitRadius = max(24f * density, when (kind) {
            is BoardKind.Checkerboard -> pitch * 0.72f
            else -> pitch * 0.5f
        })
    }

    /** The side of a square of the checkerboard (its points are the dark squares' centres). */
    fun cellSize(size: Int): Float = pointBox.width / size

    /** A Sungka store's oval: tall, in the middle row (stores are the points at mid height). */
    fun storeBox(p: Pt): Box {
        val w = pitch * 0.9f
        val h = pointBox.height * 0.78f
        return Box(p.x - w / 2, p.y - h / 2, p.x + w / 2, p.y + h / 2)
    }

    /** True for a mancala point drawn as a store. */
    fun isStore(name: String) = name.endsWith("store")

    /**
     * The point a touch at (x, y) means: the nearest point within the hit radius plus
     * [slop] (the platform's touch slop), or a store's oval; null when none is near.
     */
    fun hitTest(x: Float, y: Float, slop: Float, names: List<String>? = null): Int? {
        var best: Int? = null
        var bestD = Float.MAX_VALUE
        val mancala = kind is BoardKind.Mancala && names != null
        for ((i, p) in points.withIndex()) {
            // On the mancala board, the distance to the drawn hole (0 inside it): the stores
            // are tall ovals, the houses circles.
            val d = if (mancala && isStore(names!![i])) {
                val b = storeBox(p)
                hypot(max(0f, max(b.left - x, x - b.right)), max(0f, max(b.top - y, y - b.bottom)))
            } else if (mancala) {
                max(0f, hypot(x - p.x, y - p.y) - pieceRadius)
            } else {
                hypot(x - p.x, y - p.y)
            }
            if (d < bestD) {
                bestD = d
                best = i
            }
        }
        val reach = if (mancala) max(0f, hitRadius - pieceRadius) + slop else hitRadius + slop
        return if (best != null && bestD <= reach) best else null
    }

    /** The touch target of a point for accessibility: a square of at least 48 dp. */
    fun targetBox(i: Int, names: List<String>? = null): Box {
        val p = points[i]
        if (kind is BoardKind.Mancala && names != null && isStore(names[i])) {
            val oval = storeBox(p)
            val halfW = max(oval.width / 2, 24f * density)
            return Box(p.x - halfW, oval.top, p.x + halfW, oval.bottom)
        }
        val half = max(24f * density, when (kind) {
            is BoardKind.Checkerboard -> pitch / 1.414f / 2f
            else -> pitch / 2f
        })
        return Box(p.x - half, p.y - half, p.x + half, p.y + half)
    }
}
