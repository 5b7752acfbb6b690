package app.fireside.board

import app.fireside.model.BoardKind
import app.fireside.model.PieceKind
import app.fireside.model.BoardDrawing
import java.util.Locale
import kotlin.math.PI
import kotlin.math.cos
import kotlin.math.floor
import kotlin.math.max
import kotlin.math.min
import kotlin.math.sin

/** A piece being dragged: hidden on [from], drawn under the finger. */
data class DragState(val from: Int, val x: Float, val y: Float)

/** Everything that changes from one frame to the next besides the board drawing. */
data class Overlay(
    val frame: Frame? = null,
    val drag: DragState? = null,
    /** The blink phase of capturable pieces: drawn red when true. */
    val blinkOn: Boolean = true,
    /** 0..1 while the computer thinks (the dots of the indicator), null otherwise. */
    val thinking: Float? = null,
    /** The keyboard cursor is drawn once the player has used the keyboard. */
    val showCursor: Boolean = false,
)

/**
 * Draws the game screen — the two nameplate bands and the board — from the core's board
 * drawing and band texts through a [Painter]. No rules here: what is movable, targeted,
 * capturable comes from the drawing's highlights.
 */
class BoardRenderer(
    private val p: Painter,
    /** The theme's colors (light or dark). */
    var pal: Palette = Palette(),
    /** The language of the texts, for its line breaks. */
    var locale: Locale = Locale.getDefault(),
) {
    /** Pixels per sp; 0 means the density (font scale 1). */
    var sp: Float = 0f

    /** The band texts' size over the phone's (larger on a tablet). */
    var bandScale: Float = 1f

    /** The marks of this board: light tints on Dama's dark squares and Sungka's wood. */
    private var mk: Marks = pal.onLight

    private fun mark(m: Mark, pt: Pt, r: Float, d: Float, numbered: Boolean = false) = MarkShapes.draw(p, m, pt.x, pt.y, r, d, mk.of(m), mk.halo, numbered)

    fun draw(model: BoardDrawing, layout: BoardLayout, texts: ScreenTexts, overlay: Overlay = Overlay()) {
        val d = layout.density
        mk = if (model.kind is BoardKind.Lines) pal.onLight else pal.onDark
        p.fillRect(0f, 0f, layout.width, layout.height, pal.BACKGROUND)
        band(layout.bottomBand, texts.bottom, d, overlay.thinking)
        band(layout.topBand, texts.top, d, overlay.thinking)
        when (val kind = model.kind) {
            is BoardKind.Lines -> linesBoard(model, layout)
            is BoardKind.Checkerboard -> checkerboard(model, layout, kind.size.toInt())
            is BoardKind.Mancala -> mancala(model, layout, overlay.frame, texts)
        }
        if (model.kind !is BoardKind.Mancala) {
            highlightsUnder(model, layout, overlay)
            pieces(model, layout, overlay)
            highlightsOver(model, layout, overlay)
            // Last, over the rings that reach the corner: always readable.
            (model.kind as? BoardKind.Checkerboard)?.let { squareNumbers(model, layout, it.size.toInt()) }
            coordinates(model, layout)
        } else {
            mancalaHighlights(model, layout, overlay)
            houseNumbers(layout, texts)
        }
    }

    // --- the nameplate bands ---

    private fun band(box: Box, t: BandTexts, d: Float, thinking: Float?) {
        if (box.bottom - box.top <= 0f) return
        p.save()
        if (t.turned) p.rotate(180f, box.cx, box.cy)
        p.fillRect(box.left, box.top, box.right, box.bottom, if (t.active) pal.BAND_ACTIVE else pal.BAND)
        if (t.active) p.fillRect(box.left, box.bottom - 4 * d, box.right, box.bottom, pal.INK_ON_ACTIVE)
        val ink = if (t.active) pal.INK_ON_ACTIVE else pal.INK
        val soft = if (t.active) pal.INK_ON_ACTIVE else pal.INK_SOFT
        val lines = BandLines(t, box.width, textScale(d) * bandScale, d, p, locale)
        for (line in lines.lines) {
            p.text(line.text, box.left + line.x, box.top + line.y, line.size, if (line.soft) soft else ink, TextAlign.LEFT, line.bold)
        }
        if (t.thinking && thinking != null) {
            val first = lines.lines.first()
            val after = lines.lines.getOrNull(1)?.takeIf { it.y == first.y } ?: first
            val x = box.left + after.x + p.textWidth(after.text, after.size, after.bold) + 10 * d
            for (i in 0 until 3) {
                val phase = ((thinking * 3 - i) % 3 + 3) % 3
                val r = (3f + 2f * (if (phase < 1) 1 - phase else 0f)) * d
                p.fillCircle(x + 6 * d + i * 12 * d, box.top + first.y, r, ink)
            }
        }
        p.restore()
    }

    /** Pixels per sp: the density times the system font scale (set by the view). */
    private fun textScale(d: Float) = if (sp > 0f) sp else d

    /** How tall a band's texts make it in a band [width] pixels wide. */
    fun bandHeight(t: BandTexts, width: Float, density: Float): Float = BandLines(t, width, textScale(density) * bandScale, density, p, locale).height

    /** The band's lines as drawn in a band [width] pixels wide (for tests of their sizes). */
    fun bandLines(t: BandTexts, width: Float, density: Float): BandLines = BandLines(t, width, textScale(density) * bandScale, density, p, locale)

    // --- boards ---

    private fun linesBoard(model: BoardDrawing, l: BoardLayout) {
        val f = l.frame
        p.fillRoundRect(f.left, f.top, f.right, f.bottom, l.pitch * 0.3f, pal.BOARD)
        p.strokeRoundRect(f.left, f.top, f.right, f.bottom, l.pitch * 0.3f, pal.BOARD_EDGE, max(2f, 3 * l.density))
        val w = max(2f * l.density, l.pitch * 0.045f)
        for (line in model.lines) {
            val a = l.points[line.a.toInt()]
            val b = l.points[line.b.toInt()]
            p.line(a.x, a.y, b.x, b.y, pal.LINE, w)
        }
        for (pt in l.points) p.fillCircle(pt.x, pt.y, w * 1.6f, pal.POINT)
    }

    /**
     * The core's files and ranks (the names the hints and reviews write, d4-e5) in the
     * frame's margin: each file's letter under its column, each rank's number left of its
     * row, beyond the reach of the widest mark (the hint's chevrons and their halo, about
     * 0.46 of a spacing from the point) and inside the frame (0.72): never under a piece or
     * a mark.
     */
    private fun coordinates(model: BoardDrawing, l: BoardLayout) {
        if (model.files.isEmpty() && model.ranks.isEmpty()) return
        val b = l.pointBox
        val size = max(10f * l.density, l.pitch * 0.17f)
        val ink = Palette.alpha(pal.LINE, 200)
        // A small board keeps the labels' 10 dp and the marks' strokes: then past the marks' reach.
        val out = max(l.pitch * COORDINATE_OUT, MarkShapes.reach(l.pieceRadius, l.density) + l.density + size * 0.5f)
        val below = b.bottom + out
        val left = b.left - out
        if (l.turned) {
            // A quarter turn (x, y) -> (1 - y, x): the files run down the left, the ranks along the bottom.
            for (f in model.files) p.text(f.text, left, b.top + f.at * b.height, size, ink, TextAlign.CENTER, bold = true)
            for (r in model.ranks) p.text(r.text, b.left + (1f - r.at) * b.width, below, size, ink, TextAlign.CENTER, bold = true)
            return
        }
        for (f in model.files) p.text(f.text, b.left + f.at * b.width, below, size, ink, TextAlign.CENTER, bold = true)
        for (r in model.ranks) p.text(r.text, left, b.top + r.at * b.height, size, ink, TextAlign.CENTER, bold = true)
    }

    private fun checkerboard(model: BoardDrawing, l: BoardLayout, size: Int) {
        val f = l.frame
        p.fillRect(f.left, f.top, f.right, f.bottom, pal.BOARD_EDGE)
        val b = l.pointBox
        val cell = l.cellSize(size)
        // The dark squares are the ones holding points.
        val first = l.points.firstOrNull()
        val parity = if (first == null) 1 else {
            val c = floor((first.x - b.left) / cell).toInt()
            val r = floor((first.y - b.top) / cell).toInt()
            (c + r) % 2
        }
        for (r in 0 until size) for (c in 0 until size) {
            val color = if ((r + c) % 2 == parity) pal.SQUARE_DARK else pal.SQUARE_LIGHT
            p.fillRect(b.left + c * cell, b.top + r * cell, b.left + (c + 1) * cell, b.top + (r + 1) * cell, color)
        }
    }

    /**
     * The square numbers (the notation's names), bold and opaque, tucked into the top left
     * corner of each dark square, outside the circle a piece covers (a piece is 0.42 of the
     * side from the centre; the digits end 0.44 from it): never under a piece. The movable
     * mark leaves this corner's dot out; the number is drawn over the other marks.
     */
    private fun squareNumbers(model: BoardDrawing, l: BoardLayout, size: Int) {
        val cell = l.cellSize(size)
        val textSize = cell * SQUARE_NUMBER
        for ((i, pt) in l.points.withIndex()) {
            val left = pt.x - cell / 2 + cell * SQUARE_NUMBER_INSET
            val top = pt.y - cell / 2 + cell * SQUARE_NUMBER_INSET
            // text() centres the digits on y: their top a third of the size above it.
            p.text(model.points[i].name, left, top + textSize * 0.35f, textSize, pal.SQUARE_LIGHT, TextAlign.LEFT, bold = true)
        }
    }

    /**
     * Draws [text] at ([x], [y]), turned half a turn about that point when [turned] (the far
     * player's numbers in table mode), and underlined when the core says it would read as
     * another number upside down ([underline]: 6 and 9, on a board read from both sides).
     */
    private fun boardNumber(text: String, x: Float, y: Float, size: Float, color: Int, align: TextAlign, bold: Boolean, turned: Boolean, underline: Boolean) {
        p.save()
        if (turned) p.rotate(180f, x, y)
        // Half a turn about (x, y) mirrors the alignment: the text still reaches away from the house.
        val a = if (!turned) align else when (align) {
            TextAlign.LEFT -> TextAlign.RIGHT
            TextAlign.RIGHT -> TextAlign.LEFT
            TextAlign.CENTER -> TextAlign.CENTER
        }
        p.text(text, x, y, size, color, a, bold)
        if (underline) {
            val w = p.textWidth(text, size, bold)
            val x0 = when (a) {
                TextAlign.LEFT -> x
                TextAlign.CENTER -> x - w / 2
                TextAlign.RIGHT -> x - w
            }
            p.line(x0, y + size * 0.55f, x0 + w, y + size * 0.55f, color, max(1.5f, size * 0.08f))
        }
        p.restore()
    }

    private fun mancala(model: BoardDrawing, l: BoardLayout, frame: Frame?, texts: ScreenTexts) {
        val f = l.frame
        p.fillRoundRect(f.left, f.top, f.right, f.bottom, l.pitch * 0.5f, pal.MANCALA_WOOD)
        p.strokeRoundRect(f.left, f.top, f.right, f.bottom, l.pitch * 0.5f, pal.MANCALA_EDGE, 3 * l.density)
        val counts = frame?.shells ?: model.points.indices.map { i ->
            (model.pieces.firstOrNull { it.point.toInt() == i }?.kind as? PieceKind.Shells)?.count?.toInt() ?: 0
        }
        for ((i, pt) in l.points.withIndex()) {
            val store = l.isStore(i)
            val box = if (store) l.storeBox(pt) else Box(pt.x - l.pieceRadius, pt.y - l.pieceRadius, pt.x + l.pieceRadius, pt.y + l.pieceRadius)
            p.fillOval(box.left, box.top, box.right, box.bottom, pal.HOUSE)
            p.strokeOval(box.left, box.top, box.right, box.bottom, pal.MANCALA_EDGE, 2.5f * l.density)
            shells(box, counts[i])
            // Table mode: the far player's row and store read the right way up for them.
            val far = i in texts.turnedPoints
            // The count, large and dark: readable in sunlight.
            val size = if (store) l.pitch * 0.42f else l.pitch * 0.34f
            boardNumber(counts[i].toString(), box.cx, box.cy, size, pal.PIECE_EDGE, TextAlign.CENTER, bold = true, turned = far, underline = counts[i] in texts.underlined)
        }
        if (frame?.handAt != null && frame.hand > 0) {
            val h = frame.handAt
            val r = l.pitch * 0.2f
            p.fillCircle(h.x, h.y - l.pitch * 0.25f, r, Palette.alpha(pal.PIECE_EDGE, 210))
            p.text(frame.hand.toString(), h.x, h.y - l.pitch * 0.25f, r * 1.1f, pal.SHELL, TextAlign.CENTER, bold = true)
        }
    }

    /**
     * The house numbers (1..7 from the owner's left), outside the houses and drawn after
     * the marks, beyond their reach (a mark reaches about 1.16 radii out):
     * never covered.
     */
    private fun houseNumbers(l: BoardLayout, texts: ScreenTexts) {
        for ((i, pt) in l.points.withIndex()) {
            val number = l.houseNumber(i) ?: continue
            if (l.isStore(i)) continue
            val far = i in texts.turnedPoints
            val underline = number in texts.underlined
            val label = number.toString()
            val size = max(l.pitch * 0.16f, 12f * textScale(l.density))
            val reach = l.pieceRadius * 1.16f
            if (l.turned) {
                // Beside the house, on the outer side of its column.
                val left = pt.x < l.pointBox.cx
                val lx = if (left) pt.x - reach - l.pitch * 0.04f else pt.x + reach + l.pitch * 0.04f
                boardNumber(label, lx, pt.y, size, Palette.alpha(pal.HOUSE, 230), if (left) TextAlign.RIGHT else TextAlign.LEFT, false, far, underline)
            } else {
                val above = pt.y < l.pointBox.cy
                val ly = if (above) pt.y - reach - size * 0.55f else pt.y + reach + size * 0.55f
                boardNumber(label, pt.x, ly, size, Palette.alpha(pal.HOUSE, 230), TextAlign.CENTER, false, far, underline)
            }
        }
    }

    /**
     * Small cowrie shells around the rim of a hole, up to a dozen (the number says the
     * rest), each lying along the rim with the slit of its mouth.
     */
    private fun shells(box: Box, count: Int) {
        val n = min(count, 12)
        val rx = box.width * 0.36f
        val ry = box.height * 0.36f
        val r = min(box.width, box.height) * 0.075f
        for (i in 0 until n) {
            val a = 2 * PI * i / max(n, 1) - PI / 2
            val x = box.cx + (rx * cos(a)).toFloat()
            val y = box.cy + (ry * sin(a)).toFloat()
            val along = a + PI / 2
            val shell = PieceShapes.cowrie(x, y, r * 2.3f, r * 1.6f, along)
            p.fillPath(shell, pal.SHELL)
            p.strokePath(shell, pal.SHELL_EDGE, max(1f, r * 0.28f))
            val dx = (cos(along) * r * 0.7f).toFloat()
            val dy = (sin(along) * r * 0.7f).toFloat()
            p.line(x - dx, y - dy, x + dx, y + dy, pal.SHELL_EDGE, max(1f, r * 0.22f))
        }
    }

    private fun mancalaHighlights(model: BoardDrawing, l: BoardLayout, o: Overlay) {
        val h = model.highlights
        fun ring(i: Int, color: Int, width: Float) {
            val pt = l.points[i]
            val box = if (l.isStore(i)) l.storeBox(pt) else Box(pt.x - l.pieceRadius, pt.y - l.pieceRadius, pt.x + l.pieceRadius, pt.y + l.pieceRadius)
            val g = width / 2 + 2 * l.density
            p.strokeOval(box.left - g, box.top - g, box.right + g, box.bottom + g, color, width)
        }
        // A house's marks have the same shapes as a piece's; a store's, around its width.
        fun shape(m: Mark, i: Int) {
            val pt = l.points[i]
            val r = if (l.isStore(i)) l.storeBox(pt).width / 2 else l.pieceRadius
            mark(m, pt, r, l.density)
        }
        val w = 4 * l.density
        if (o.frame == null) {
            for (i in h.lastMove) shape(Mark.LAST_MOVE, i.toInt())
            for (i in h.movable) shape(Mark.MOVABLE, i.toInt())
            for (i in h.hint) shape(Mark.HINT, i.toInt())
            if (o.showCursor) h.cursor?.let { cursor(l.points[it.toInt()], l.pitch * 0.5f, l.density) }
        } else {
            o.frame.active?.let { ring(it, mk.landing, w * 1.3f) }
        }
    }

    // --- highlights and pieces of point-and-line boards and the checkerboard ---

    private fun highlightsUnder(model: BoardDrawing, l: BoardLayout, o: Overlay) {
        if (o.frame != null) return
        val h = model.highlights
        val r = l.pieceRadius
        val d = l.density
        // The last move stays marked: its path, and crosses where it captured.
        val last = h.lastMove.map { l.points[it.toInt()] }
        for (i in 0 until last.size - 1) p.line(last[i].x, last[i].y, last[i + 1].x, last[i + 1].y, Palette.alpha(mk.lastMove, 150), r * 0.35f)
        // A glow, and a square outline that keeps 3:1 against the square or board under it.
        for (pt in last) {
            p.fillCircle(pt.x, pt.y, r * 1.08f, Palette.alpha(mk.lastMove, 90))
            mark(Mark.LAST_MOVE, pt, r, d)
        }
        for (c in h.lastCaptured) cross(l.points[c.toInt()], r * 0.45f, mk.lastMove, 3 * d)
        // The hint: a dashed path.
        val hint = h.hint.map { l.points[it.toInt()] }
        for (i in 0 until hint.size - 1) p.line(hint[i].x, hint[i].y, hint[i + 1].x, hint[i + 1].y, mk.hint, r * 0.3f, dashed = true)
        for (pt in hint.drop(1)) mark(Mark.HINT, pt, r, d)
        // A pending chain: the path so far.
        val chain = h.chain.map { l.points[it.toInt()] }
        for (i in 0 until chain.size - 1) p.line(chain[i].x, chain[i].y, chain[i + 1].x, chain[i + 1].y, Palette.alpha(mk.selected, 200), r * 0.3f)
        // The selected piece's whole square glows on the checkerboard: seen on a white man too.
        val board = model.kind
        if (board is BoardKind.Checkerboard) h.selected?.let {
            val pt = l.points[it.toInt()]
            val half = l.cellSize(board.size.toInt()) / 2
            p.fillRect(pt.x - half, pt.y - half, pt.x + half, pt.y + half, Palette.alpha(mk.selected, 120))
        }
        // Jump landings glow amber, legal targets green.
        for (i in h.jumpLandings) {
            val pt = l.points[i.toInt()]
            p.fillCircle(pt.x, pt.y, r * 1.05f, Palette.alpha(mk.landing, 110))
            p.strokeCircle(pt.x, pt.y, r * 1.05f, mk.landing, 3 * d)
        }
        for (i in h.targets) {
            val pt = l.points[i.toInt()]
            p.fillCircle(pt.x, pt.y, r * 1.1f, Palette.alpha(mk.target, 90))
            mark(Mark.TARGET, pt, r, d)
        }
    }

    private fun pieces(model: BoardDrawing, l: BoardLayout, o: Overlay) {
        val r = l.pieceRadius
        val frame = o.frame
        if (frame != null) {
            for (fp in frame.pieces) {
                val lift = fp.lift * l.pitch * 0.35f
                if (fp.lift > 0f) p.fillCircle(fp.at.x + r * 0.12f, fp.at.y + r * 0.18f, r, Palette.alpha(pal.PIECE_EDGE, 60))
                piece(fp.kind, fp.at.x, fp.at.y - lift, r * (1f + fp.lift * 0.18f), fp.alpha, l.density)
            }
            return
        }
        for (pc in model.pieces) {
            val i = pc.point.toInt()
            if (o.drag != null && o.drag.from == i) continue
            val pt = l.points[i]
            piece(pc.kind, pt.x, pt.y, r, 1f, l.density)
            if (pc.taken) {
                // Jumped in a pending chain: veiled and crossed, still on the board.
                p.fillCircle(pt.x, pt.y, r, pal.TAKEN_VEIL)
                cross(pt, r * 0.55f, mk.capturable, 3 * l.density)
            }
        }
        o.drag?.let { dr ->
            model.pieces.firstOrNull { it.point.toInt() == dr.from }?.let { pc ->
                p.fillCircle(dr.x + r * 0.15f, dr.y + r * 0.25f, r * 1.15f, Palette.alpha(pal.PIECE_EDGE, 60))
                piece(pc.kind, dr.x, dr.y, r * 1.15f, 1f, l.density)
            }
        }
    }

    private fun highlightsOver(model: BoardDrawing, l: BoardLayout, o: Overlay) {
        if (o.frame != null) return
        val h = model.highlights
        val r = l.pieceRadius
        val d = l.density
        // Dama's squares carry their number in the top left corner (the arc lies under the piece).
        val numbered = model.kind is BoardKind.Checkerboard
        for (i in h.movable) {
            // The selection's rings and the hint's chevrons say more than "can move": one mark a piece.
            if (h.selected?.toInt() == i.toInt() || h.hint.firstOrNull()?.toInt() == i.toInt()) continue
            mark(Mark.MOVABLE, l.points[i.toInt()], r, d, numbered)
        }
        // The blink only tints the piece: the shape stays, so the mark never depends on timing.
        for (i in h.capturable) {
            val pt = l.points[i.toInt()]
            if (o.blinkOn) p.fillCircle(pt.x, pt.y, r, Palette.alpha(mk.capturable, 70))
            mark(Mark.CAPTURABLE, pt, r, d)
        }
        // The hint's piece, over the movable marks, so the suggestion stands out.
        h.hint.firstOrNull()?.let { mark(Mark.HINT, l.points[it.toInt()], r, d) }
        h.selected?.let { mark(Mark.SELECTED, l.points[it.toInt()], r, d) }
        if (o.showCursor) h.cursor?.let { cursor(l.points[it.toInt()], r + 8 * d, d) }
    }

    /**
     * A cross over a point, over a wider stroke of the marks' halo, so it holds on a light
     * square, a veiled white man and a dark square alike.
     */
    private fun cross(pt: Pt, k: Float, color: Int, w: Float) {
        for ((c, width) in listOf(mk.halo to w * 2f, color to w)) {
            p.line(pt.x - k, pt.y - k, pt.x + k, pt.y + k, c, width)
            p.line(pt.x - k, pt.y + k, pt.x + k, pt.y - k, c, width)
        }
    }

    /** The keyboard cursor: four corner marks around a point. */
    private fun cursor(pt: Pt, half: Float, d: Float) {
        val k = half * 0.45f
        val w = 3.5f * d
        for (sx in listOf(-1f, 1f)) for (sy in listOf(-1f, 1f)) {
            val cx = pt.x + sx * half
            val cy = pt.y + sy * half
            p.line(cx, cy, cx - sx * k, cy, pal.CURSOR, w)
            p.line(cx, cy, cx, cy - sy * k, pal.CURSOR, w)
        }
    }

    /** An outline of [PieceShapes] at a piece, filled, and stroked when [stroke] is given. */
    private fun shape(o: PieceShapes.Outline, x: Float, y: Float, r: Float, fill: Int, stroke: Int? = null, w: Float = 0f, mirror: Boolean = false) {
        val xy = o.at(x, y, r, mirror)
        p.fillPath(xy, fill)
        if (stroke != null) p.strokePath(xy, stroke, w)
    }

    /** Two eyes a little apart, and a nose under them when there is one. */
    private fun face(x: Float, y: Float, r: Float, eyeY: Float, eye: Int, nose: Int?, noseY: Float = 0f, noseR: Float = 0f) {
        for (sx in listOf(-1f, 1f)) p.fillCircle(x + sx * r * 0.33f, y + eyeY * r, r * 0.1f, eye)
        if (nose != null) p.fillCircle(x, y + noseY * r, noseR * r, nose)
    }

    /** One piece, drawn with shapes only (no letters: the same in every language). */
    fun piece(kind: PieceKind, x: Float, y: Float, r: Float, alpha: Float, d: Float) {
        fun c(color: Int) = Palette.alpha(color, ((color ushr 24) * alpha).toInt())
        val edge = c(pal.PIECE_EDGE)
        val w = max(2f * d, r * 0.1f)
        when (kind) {
            is PieceKind.Fox -> {
                // The brush behind the head, then the head with its ears, cheeks and snout.
                shape(PieceShapes.foxTail, x, y, r, c(pal.FOX), edge, w)
                shape(PieceShapes.foxTip, x, y, r, c(pal.CREAM))
                shape(PieceShapes.foxHead, x, y, r, c(pal.FOX), edge, w)
                shape(PieceShapes.foxCheeks, x, y, r, c(pal.CREAM))
                for (m in listOf(false, true)) shape(PieceShapes.foxEar, x, y, r, edge, mirror = m)
                face(x, y, r, eyeY = -0.14f, eye = edge, nose = edge, noseY = 0.84f, noseR = 0.13f)
            }
            is PieceKind.Goose -> {
                // A side view (neck, beak, wing), never a round face: a round one reads as a chick.
                shape(PieceShapes.gooseBody, x, y, r, c(pal.GOOSE), edge, w)
                shape(PieceShapes.gooseBeak, x, y, r, c(pal.BEAK), edge, w * 0.6f)
                shape(PieceShapes.gooseWing, x, y, r, edge)
                p.fillCircle(x - r * 0.4f, y - r * 0.8f, r * 0.08f, edge)
            }
            is PieceKind.Hound -> {
                p.fillCircle(x, y, r, c(pal.HOUND))
                p.strokeCircle(x, y, r, edge, w)
                shape(PieceShapes.houndMuzzle, x, y, r, c(pal.HOUND_MUZZLE))
                for (m in listOf(false, true)) shape(PieceShapes.houndEar, x, y, r, c(pal.HOUND_EAR), edge, w, m)
                face(x, y, r, eyeY = -0.2f, eye = c(pal.HOUND_MUZZLE), nose = edge, noseY = 0.32f, noseR = 0.15f)
            }
            is PieceKind.Hare -> {
                for (m in listOf(false, true)) {
                    shape(PieceShapes.hareEar, x, y, r, c(pal.HARE), edge, w, m)
                    shape(PieceShapes.hareEarIn, x, y, r, c(pal.HARE_EAR_INSIDE), mirror = m)
                }
                p.fillCircle(x, y, r, c(pal.HARE))
                p.strokeCircle(x, y, r, edge, w)
                p.fillCircle(x, y + r * 0.42f, r * 0.34f, c(pal.CREAM))
                face(x, y, r, eyeY = -0.12f, eye = edge, nose = c(0xFF8A3B3B.toInt()), noseY = 0.3f, noseR = 0.09f)
            }
            is PieceKind.WhiteMan, is PieceKind.WhiteKing, is PieceKind.BlackMan, is PieceKind.BlackKing -> {
                val white = kind is PieceKind.WhiteMan || kind is PieceKind.WhiteKing
                val body = if (white) pal.WHITE_MAN else pal.BLACK_MAN
                val rim = if (white) pal.PIECE_EDGE else 0xFFBDBDBD.toInt()
                p.fillCircle(x, y, r, c(body))
                p.strokeCircle(x, y, r, edge, w)
                p.strokeCircle(x, y, r * 0.66f, c(rim), w * 0.8f)
                if (kind is PieceKind.WhiteKing || kind is PieceKind.BlackKing) {
                    // A crown: a gold disc with three points.
                    p.fillCircle(x, y, r * 0.45f, c(pal.KING_MARK))
                    for (i in -1..1) p.fillCircle(x + i * r * 0.3f, y - r * 0.42f, r * 0.13f, c(pal.KING_MARK))
                    p.strokeCircle(x, y, r * 0.45f, edge, w * 0.6f)
                }
            }
            is PieceKind.Shells -> Unit
        }
    }
}

/** Where the files' and ranks' labels stand outside the point box, in spacings. */
const val COORDINATE_OUT = 0.56f

/** The square numbers' size and their inset from the square's corner, in sides of a square. */
private const val SQUARE_NUMBER = 0.19f
private const val SQUARE_NUMBER_INSET = 0.02f

