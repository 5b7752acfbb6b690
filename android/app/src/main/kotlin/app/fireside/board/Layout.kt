package app.fireside.board

import app.fireside.model.BoardKind
import app.fireside.model.HitArea
import app.fireside.model.PointRole
import app.fireside.model.BoardDrawing
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
    fun shift(dx: Float, dy: Float) = Box(left + dx, top + dy, right + dx, bottom + dy)
}

data class Pt(val x: Float, val y: Float) {
    fun lerp(to: Pt, t: Float) = Pt(x + (to.x - x) * t, y + (to.y - y) * t)
    fun dist(o: Pt) = hypot(x - o.x, y - o.y)
}

/**
 * Where the two nameplate bands and the board go on the game screen. Portrait (and table
 * mode, whose far band must face the far player): a band above and one below the board. A
 * landscape phone: the bands stacked in a column beside the board, so the board gets the
 * whole height. Band heights come from their texts ([BandLines]), which wrap instead of
 * shrinking.
 */
data class Arrangement(
    val top: Box,
    val bottom: Box,
    val board: Box,
    val placement: Placement = Placement.STACKED,
    /**
     * Stacked bands and board sit at the bottom of the view, the room above them left whole
     * for the game screen's move list (a tall phone): never an empty gap above and below.
     */
    val roomAbove: Boolean = false,
) {
    /** Where the bands stand against the board: it decides how they close up on the board's frame. */
    enum class Placement { STACKED, BESIDE, TABLE }

    /**
     * The bands closed up on the board's drawn [frame], so no empty band of screen lies
     * between a band and the board: stacked bands move to the frame's top and bottom (the
     * group centred in the height), a side column starts at the frame's right, grows to
     * [column] wide at most and spans the frame's height, table mode's bands take the
     * width beside the frame.
     */
    fun closedUpOn(frame: Box, density: Float, column: Float = top.width): Arrangement {
        val gap = 4f * density
        return when (placement) {
            Placement.STACKED -> {
                val down = (frame.top - gap - top.bottom).coerceAtLeast(0f)
                val up = (bottom.top - gap - frame.bottom).coerceAtLeast(0f)
                copy(top = top.shift(0f, down), bottom = bottom.shift(0f, -up))
            }
            Placement.BESIDE -> {
                val left = (frame.right + 2 * gap).coerceAtMost(top.left)
                val right = minOf(top.right, left + column)
                val t = if (frame.top > top.top && frame.top + top.height <= bottom.top) frame.top else top.top
                val b = if (frame.bottom < bottom.bottom && frame.bottom - bottom.height >= t + top.height) frame.bottom else bottom.bottom
                copy(
                    top = Box(left, t, right, t + top.height),
                    bottom = Box(left, b - bottom.height, right, b),
                )
            }
            Placement.TABLE -> copy(
                top = Box(top.left, top.top, (frame.left - 2 * gap).coerceAtLeast(top.right), top.bottom),
                bottom = Box((frame.right + 2 * gap).coerceAtMost(bottom.left), bottom.top, bottom.right, bottom.bottom),
            )
        }
    }

    companion object {
        /** Bands of [topHeight] and [bottomHeight] above and below the board. */
        fun stacked(width: Float, height: Float, topHeight: Float, bottomHeight: Float, density: Float, roomAbove: Boolean = false) = Arrangement(
            top = Box(0f, 0f, width, topHeight),
            bottom = Box(0f, height - bottomHeight, width, height),
            board = Box(8f * density, topHeight + 4f * density, width - 8f * density, height - bottomHeight - 4f * density),
            roomAbove = roomAbove,
        )

        /** The bands in a column of [sideWidth] at the right, the far player's on top. */
        fun beside(width: Float, height: Float, sideWidth: Float, topHeight: Float, bottomHeight: Float, density: Float) = Arrangement(
            top = Box(width - sideWidth, 0f, width, topHeight),
            bottom = Box(width - sideWidth, height - bottomHeight, width, height),
            board = Box(8f * density, 4f * density, width - sideWidth - 8f * density, height - 4f * density),
            placement = Placement.BESIDE,
        )

        /**
         * Table mode on a wide screen (a tablet lying between two players): the far
         * player's band at the left end of their edge (on their right, turned to them),
         * the near player's at the right end of theirs, each in a column of [sideWidth],
         * and the board between them with the whole height.
         */
        fun table(width: Float, height: Float, sideWidth: Float, topHeight: Float, bottomHeight: Float, density: Float) = Arrangement(
            top = Box(0f, 0f, sideWidth, topHeight),
            bottom = Box(width - sideWidth, height - bottomHeight, width, height),
            board = Box(sideWidth + 8f * density, 4f * density, width - sideWidth - 8f * density, height - 4f * density),
            placement = Placement.TABLE,
        )

        /** Whether table mode puts the bands beside the board: a view much wider than tall. */
        fun wantsTableSides(width: Float, height: Float, anyTurned: Boolean) = anyTurned && width > height * 1.3f

        /** Whether a view of this size puts the bands beside the board (a landscape phone). */
        fun wantsSide(width: Float, height: Float, anyTurned: Boolean) = !anyTurned && width > height * 1.3f

        /** The width of the side column. */
        fun sideWidth(width: Float, density: Float) = (width * 0.34f).coerceIn(180f * density, 320f * density)

        /** The widest a side column grows into the room the board leaves (a tablet): a readable band. */
        fun widestColumn(width: Float, density: Float) = maxOf(sideWidth(width, density), 380f * density)
    }
}

/**
 * Where everything of the game screen goes for a view of [width] × [height] pixels: the two
 * nameplate bands and the board ([arrangement]), the points of the board in pixels, the
 * sizes of pieces and of touch targets. [density] is pixels per dp.
 *
 * The core's board drawing gives the points normalized to 0..1 and already oriented; this
 * only scales them. Point-and-line boards have points on their edges, so a margin of half a
 * line spacing is added around them; the checkerboard and the mancala board fill their box.
 * A mancala board in a tall area is turned a quarter to the right ([turned]): the near
 * player's row runs down the left, its store at the bottom, and sowing still goes
 * counter-clockwise — the houses grow from a thin strip to finger size. A tall
 * point-and-line board (Hare and Hounds) in a wide area turns the same way, its bottom
 * side to the left. A board keeps the turn it was first drawn with ([keepTurn]).
 */
class BoardLayout(
    model: BoardDrawing,
    val width: Float,
    val height: Float,
    val density: Float,
    arrangement: Arrangement? = null,
    /** What each point is (the view's `PointView.role`): stores are drawn as ovals. */
    private val roles: List<PointRole> = emptyList(),
    /** Each point's touch target from the core (`PointView.hit`); a point without one is never hit. */
    private val hits: List<HitArea> = emptyList(),
    /** A mancala board's quarter turn as the screen first drew it: kept while the match shows (the result sheet must not turn it). */
    keepTurn: Boolean? = null,
) {
    val kind: BoardKind = model.kind
    val topBand: Box
    val bottomBand: Box

    /** Where the normalized 0..1 coordinates map to. */
    val pointBox: Box

    /** The board's drawn frame (the point box with its margin). */
    val frame: Box

    /** The smallest distance between two points, in pixels. */
    val pitch: Float
    val points: List<Pt>
    val pieceRadius: Float

    /** Half the side of a point's accessibility target; ≥ 24 dp (48 dp targets). */
    val hitRadius: Float

    /** The board turned a quarter (see the class comment). */
    val turned: Boolean

    /**
     * The room the board and bands leave for the move list: above them on a tall phone
     * ([Arrangement.roomAbove]), between the bands of a side column; null where there is none.
     */
    val room: Box?

    /** Table mode beside the board: the near player's corner and the far player's, for their actions. */
    val corners: Pair<Box, Box>?

    init {
        val band = min(88f * density, height * 0.2f)
        val arr = arrangement ?: Arrangement.stacked(width, height, band, band, density)
        val area = arr.board
        val modelAspect = if (model.aspect > 0f) model.aspect else 1f
        // A tall point-and-line board (Hare and Hounds) in a wide area turns the other way:
        // its bottom side to the left, so a landscape phone's width is used.
        turned = when (kind) {
            is BoardKind.Mancala -> modelAspect > 1f && (keepTurn ?: (area.height > area.width))
            // Only a clearly wide area (a landscape phone's game): a board in a box of a
            // screen (the review's) stays as the game shows it.
            is BoardKind.Lines -> modelAspect < 1f && (keepTurn ?: (area.width > area.height * 1.3f))
            else -> false
        }
        val aspect = if (turned) 1f / modelAspect else modelAspect
        // Fractions of the point box's width and height; a quarter turn right: (x, y) -> (1 - y, x).
        val norm = model.points.map { if (turned) Pt(1f - it.y, it.x) else Pt(it.x, it.y) }
        // The smallest distance between points, in units of the point box's height.
        var dmin = Float.MAX_VALUE
        for (i in norm.indices) for (j in i + 1 until norm.size) {
            val d = hypot((norm[i].x - norm[j].x) * aspect, norm[i].y - norm[j].y)
            if (d > 1e-4f) dmin = min(dmin, d)
        }
        if (dmin == Float.MAX_VALUE) dmin = 1f
        // The margin around the point box, in the same units: 0.72 of a spacing on
        // point-and-line boards (pieces on the edge points, their marks, then the files
        // and ranks), a thin frame otherwise.
        val margin = when (kind) {
            is BoardKind.Lines -> dmin * 0.72f
            else -> 0.03f
        }
        val s = max(1f, min(area.width / (aspect + 2 * margin), area.height / (1 + 2 * margin)))
        val boxW = aspect * s
        // Beside a column of bands the column closes up on the board and grows into the room
        // left (to a readable width); the two are centred together.
        val frameW = boxW + 2 * margin * s
        val gap = 8f * density
        val column = min(arr.top.right - area.left - frameW - gap, Arrangement.widestColumn(width, density))
        val left = if (arr.placement == Arrangement.Placement.BESIDE) {
            area.left + max(0f, (arr.top.right - area.left - frameW - gap - column) / 2) + margin * s
        } else {
            area.cx - boxW / 2
        }
        // At the bottom when the room above is the move list's, else centred.
        val top = if (arr.roomAbove && arr.placement == Arrangement.Placement.STACKED) area.bottom - margin * s - s else area.cy - s / 2
        pointBox = Box(left, top, left + boxW, top + s)
        frame = Box(pointBox.left - margin * s, pointBox.top - margin * s, pointBox.right + margin * s, pointBox.bottom + margin * s)
        val closed = arr.closedUpOn(frame, density, column)
        topBand = closed.top
        bottomBand = closed.bottom
        room = when {
            arr.placement == Arrangement.Placement.BESIDE -> Box(topBand.left, topBand.bottom, topBand.right, bottomBand.top)
            arr.roomAbove && arr.placement == Arrangement.Placement.STACKED -> Box(0f, 0f, width, topBand.top)
            else -> null
        }
        // Table mode's columns: under the far band (the near player's left) and above the near
        // band (the far player's left), each at its player's edge.
        corners = if (arr.placement == Arrangement.Placement.TABLE) {
            Box(topBand.left, topBand.bottom, topBand.right, height) to Box(bottomBand.left, 0f, bottomBand.right, bottomBand.top)
        } else null
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

    /** A Sungka store's oval: long across the two rows (tall, or wide when [turned]). */
    fun storeBox(p: Pt): Box {
        val across = pitch * 0.9f
        val along = (if (turned) pointBox.width else pointBox.height) * 0.78f
        val w = if (turned) along else across
        val h = if (turned) across else along
        return Box(p.x - w / 2, p.y - h / 2, p.x + w / 2, p.y + h / 2)
    }

    /** True for a mancala point drawn as a store. */
    fun isStore(i: Int) = roles.getOrNull(i) is PointRole.Store

    /** Whose house or store point [i] is (null on other boards). */
    fun ownerOf(i: Int): app.fireside.model.Side? = when (val r = roles.getOrNull(i)) {
        is PointRole.House -> r.owner
        is PointRole.Store -> r.owner
        else -> null
    }

    /** A Sungka house's number (1..7 from its owner's left), drawn beside it. */
    fun houseNumber(i: Int): Int? = (roles.getOrNull(i) as? PointRole.House)?.number?.toInt()

    /**
     * The point a touch at (x, y) means, by the core's touch targets (`PointView.hit`, an
     * ellipse in board units): the point whose ellipse, widened to at least 24 dp and by
     * [slop] (the platform's touch slop), holds it most nearly; null when none does.
     */
    fun hitTest(x: Float, y: Float, slop: Float): Int? {
        var best: Int? = null
        var bestE = Float.MAX_VALUE
        for ((i, p) in points.withIndex()) {
            val h = hits.getOrNull(i) ?: continue
            // A quarter turn swaps the board's width and height.
            val rx = max((if (turned) h.ry else h.rx) * pointBox.width, 24f * density) + slop
            val ry = max((if (turned) h.rx else h.ry) * pointBox.height, 24f * density) + slop
            val e = hypot((x - p.x) / rx, (y - p.y) / ry)
            if (e <= 1f && e < bestE) {
                bestE = e
                best = i
            }
        }
        return best
    }

    /** The touch target of a point for accessibility: a square of at least 48 dp. */
    fun targetBox(i: Int): Box {
        val p = points[i]
        if (kind is BoardKind.Mancala && isStore(i)) {
            val oval = storeBox(p)
            val halfW = max(oval.width / 2, 24f * density)
            val halfH = max(oval.height / 2, 24f * density)
            return Box(p.x - halfW, p.y - halfH, p.x + halfW, p.y + halfH)
        }
        val half = max(24f * density, when (kind) {
            is BoardKind.Checkerboard -> pitch / 1.414f / 2f
            else -> pitch / 2f
        })
        return Box(p.x - half, p.y - half, p.x + half, p.y + half)
    }
}
