package app.fireside.board

import app.fireside.board.TestMatches.core
import app.fireside.board.TestMatches.game
import app.fireside.board.TestMatches.send
import app.fireside.model.Event
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import kotlin.math.abs

/**
 * Issue 27: what the board draws for two players across a table, measured through a
 * painter that records every text with the turn it is drawn under; the band that holds the
 * turn line; the square numbers of Dama drawn over the pieces.
 */
class TableAndLabelsTest {
    private val density = 2f

    /** A text drawn, with the rotation in force and its pivot. */
    data class Drawn(val text: String, val x: Float, val y: Float, val degrees: Float, val pivotX: Float, val pivotY: Float)

    /** Records texts with the transform they are drawn under; everything else is ignored. */
    class Recorder : Painter {
        val texts = mutableListOf<Drawn>()
        val fills = mutableListOf<Pair<Box, Int>>()
        private val stack = ArrayDeque<Triple<Float, Float, Float>>()
        private var current = Triple(0f, 0f, 0f)

        override fun fillRect(left: Float, top: Float, right: Float, bottom: Float, color: Int) {}
        override fun fillRoundRect(left: Float, top: Float, right: Float, bottom: Float, radius: Float, color: Int) {
            fills += Box(left, top, right, bottom) to color
        }
        override fun strokeRoundRect(left: Float, top: Float, right: Float, bottom: Float, radius: Float, color: Int, width: Float) {}
        val ovals = mutableListOf<Box>()
        override fun fillOval(left: Float, top: Float, right: Float, bottom: Float, color: Int) {
            ovals += Box(left, top, right, bottom)
        }
        override fun strokeOval(left: Float, top: Float, right: Float, bottom: Float, color: Int, width: Float) {}
        /** Each line drawn, as the box its stroke covers. */
        val lines = mutableListOf<Box>()
        override fun line(x1: Float, y1: Float, x2: Float, y2: Float, color: Int, width: Float, dashed: Boolean) {
            lines += Box(minOf(x1, x2) - width / 2, minOf(y1, y2) - width / 2, maxOf(x1, x2) + width / 2, maxOf(y1, y2) + width / 2)
        }
        /** Each outline filled, as the box around it. */
        val paths = mutableListOf<Box>()
        override fun fillPath(xy: FloatArray, color: Int) {
            val xs = xy.filterIndexed { i, _ -> i % 2 == 0 }
            val ys = xy.filterIndexed { i, _ -> i % 2 == 1 }
            paths += Box(xs.min(), ys.min(), xs.max(), ys.max())
        }
        override fun strokePath(xy: FloatArray, color: Int, width: Float) {}
        override fun text(text: String, x: Float, y: Float, size: Float, color: Int, align: TextAlign, bold: Boolean) {
            texts += Drawn(text, x, y, current.first, current.second, current.third)
        }
        override fun textWidth(text: String, size: Float, bold: Boolean) = text.length * size * 0.55f
        override fun save() { stack.addLast(current) }
        override fun restore() { current = stack.removeLast() }
        override fun rotate(degrees: Float, pivotX: Float, pivotY: Float) {
            current = Triple(current.first + degrees, pivotX, pivotY)
        }
    }

    @Test
    fun sungkasFarRowAndStoreAreTurnedToTheFarPlayerInTableMode() {
        core("sungka", TestMatches.mode("table")).use { m ->
            val g = m.game()
            val texts = ScreenTexts.of(g)
            assertTrue(texts.top.turned)
            val roles = g.points.map { it.role }
            val far = g.top.side
            for ((w, h) in listOf(1920f to 1200f, 1080f to 1920f)) {
                val layout = BoardLayout(g.board, w, h, density, null, roles, g.points.map { it.hit })
                val rec = Recorder()
                BoardRenderer(rec).draw(g.board, layout, texts)
                for ((i, pt) in layout.points.withIndex()) {
                    val owner = layout.ownerOf(i)
                    assertNotNull(owner)
                    // The count, drawn at the house's centre.
                    val count = rec.texts.single { abs(it.x - pt.x) < 1f && abs(it.y - pt.y) < 1f }
                    if (owner == far) {
                        assertEquals(180f, count.degrees, "far count at ${g.board.points[i].name} ($w × $h)")
                        assertEquals(count.x, count.pivotX, 0.5f, "turned about itself")
                        assertEquals(count.y, count.pivotY, 0.5f)
                    } else {
                        assertEquals(0f, count.degrees, "near count at ${g.board.points[i].name}")
                    }
                }
                // The house numbers: 1..7 of each row, the far ones turned (and nothing else on the board turned).
                val numbers = rec.texts.filter { it.text in (1..7).map(Int::toString) && layout.points.none { p -> abs(p.x - it.x) < 1f && abs(p.y - it.y) < 1f } }
                assertEquals(14, numbers.size, "$numbers")
                assertEquals(7, numbers.count { it.degrees == 180f }, "$numbers")
                for (n in numbers.filter { it.degrees == 180f }) assertEquals(n.x, n.pivotX, 0.5f)
            }
        }
        // Across a table only: against the computer nothing on the board is turned.
        core("sungka", TestMatches.mode("vs-computer")).use { m ->
            val g = m.game()
            val layout = BoardLayout(g.board, 1920f, 1200f, density, null, g.points.map { it.role }, g.points.map { it.hit })
            val rec = Recorder()
            BoardRenderer(rec).draw(g.board, layout, ScreenTexts.of(g))
            val boardTexts = rec.texts.filter { layout.frame.contains(it.x, it.y) }
            assertTrue(boardTexts.isNotEmpty() && boardTexts.all { it.degrees == 0f })
        }
    }

    @Test
    fun numbersThatReadOtherwiseUpsideDownAreTheCoresAndOnlyAcrossATable() {
        core("sungka", TestMatches.mode("table")).use { m ->
            val t = ScreenTexts.of(m.game())
            assertTrue(t.table)
            for (n in listOf(6, 9, 16, 18, 19, 68)) assertTrue(n in t.underlined, "$n")
            for (n in listOf(0, 1, 8, 11, 69, 96, 10, 7, 12, 25)) assertFalse(n in t.underlined, "$n")
            // The far player's houses and store, as the core turns them.
            assertEquals(m.game().points.filter { it.turned }.map { it.point.toInt() }.toSet(), t.turnedPoints)
            assertEquals(8, t.turnedPoints.size, "seven houses and a store")
        }
        core("sungka", TestMatches.mode("pass-and-play")).use { m ->
            val t = ScreenTexts.of(m.game())
            assertFalse(t.table)
            assertTrue(t.underlined.isEmpty() && t.turnedPoints.isEmpty())
        }
    }

    @Test
    fun tableModeOnATabletPutsTheBandsBesideTheBoard() {
        val w = 1920f
        val h = 1050f
        val d = 1.5f
        val side = Arrangement.sideWidth(w, d)
        assertTrue(Arrangement.wantsTableSides(w, h, anyTurned = true))
        assertFalse(Arrangement.wantsTableSides(w, h, anyTurned = false), "a landscape phone's own arrangement")
        assertFalse(Arrangement.wantsTableSides(1200f, 1800f, anyTurned = true), "portrait: above and below")
        val a = Arrangement.table(w, h, side, 300f, 280f, d)
        assertTrue(a.top.left == 0f && a.top.top == 0f, "the far band at the far edge, on the far player's right")
        assertTrue(a.bottom.right == w && a.bottom.bottom == h, "the near band at the near edge, on the near player's right")
        assertTrue(a.board.left >= a.top.right && a.board.right <= a.bottom.left)
        core("dama-italiana", TestMatches.mode("table")).use { m ->
            val g = m.game()
            val l = BoardLayout(g.board, w, h, d, a, g.points.map { it.role }, g.points.map { it.hit })
            assertTrue(l.frame.height >= 0.85f * h, "the board takes the height: ${l.frame.height} of $h")
        }
    }

    @Test
    fun theTurnLineIsDrawnInTheBandOfThePlayerToMove() {
        core("dama-italiana").use { m ->
            var t = ScreenTexts.of(m.game())
            assertEquals("White to move", t.bottom.status)
            assertNull(t.top.status)
            m.send(Event.Play("22-18"))
            t = ScreenTexts.of(m.game())
            assertEquals(m.game().top.line, t.top.status)
            assertTrue(t.top.status!!.contains("Black"), "${t.top}")
            assertNull(t.bottom.status)
            // Black's hint stands under Black's name.
            m.send(Event.Hint)
            val g = m.game()
            assertNotNull(g.hint)
            t = ScreenTexts.of(g)
            assertEquals(g.message, t.top.status)
            assertTrue(t.top.status!!.contains(g.hint!!.notation))
            assertNull(t.bottom.status)
        }
    }

    /**
     * Issue 35: the hint's chevrons (the widest mark) on any point of Fox and Geese and
     * Hare and Hounds, upright and turned a quarter, keep off the files' and ranks' labels.
     */
    @Test
    fun marksKeepOffTheCoordinateLabels() {
        for (game in listOf("hare-hounds", "fox-geese")) core(game).use { m ->
            val g = m.game()
            for ((w, h) in listOf(1080f to 1920f, 1920f to 1080f)) {
                val l = BoardLayout(g.board, w, h, 2.75f, null, g.points.map { it.role }, g.points.map { it.hit })
                val names = (g.board.files.map { it.text } + g.board.ranks.map { it.text }).toSet()
                for (i in g.board.points.indices) {
                    val plain = Recorder().also { BoardRenderer(it).draw(g.board, l, ScreenTexts.of(g)) }
                    val hinted = g.board.copy(highlights = g.board.highlights.copy(hint = byteArrayOf(i.toByte())))
                    val rec = Recorder().also { BoardRenderer(it).draw(hinted, l, ScreenTexts.of(g)) }
                    val chevrons = rec.lines.filter { it !in plain.lines }
                    assertTrue(chevrons.size >= 8, "$game ${g.board.points[i].name}: the chevrons drawn")
                    val labels = rec.texts.filter { it.text in names && !l.pointBox.contains(it.x, it.y) }
                    assertTrue(labels.size >= names.size, "$game: the labels drawn")
                    for (t in labels) {
                        val size = maxOf(10f * 2.75f, l.pitch * 0.17f)
                        val half = rec.textWidth(t.text, size, true) / 2
                        val box = Box(t.x - half, t.y - size * 0.5f, t.x + half, t.y + size * 0.5f)
                        for (c in chevrons) {
                            val apart = c.right < box.left || c.left > box.right || c.bottom < box.top || c.top > box.bottom
                            assertTrue(apart, "$game ${g.board.points[i].name} ($w×$h): a chevron touches \"${t.text}\"")
                        }
                    }
                }
            }
        }
    }

    @Test
    fun aMovablePiecesMarkNeverTouchesItsSquareNumber() {
        core("dama-italiana").use { m ->
            val g = m.game()
            val movable = g.board.highlights.movable.map { it.toInt() }
            assertTrue(movable.isNotEmpty())
            for ((w, h) in listOf(1080f to 1920f, 1920f to 1080f)) {
                val l = BoardLayout(g.board, w, h, 2.75f, null, g.points.map { it.role }, g.points.map { it.hit })
                val rec = Recorder()
                BoardRenderer(rec).draw(g.board, l, ScreenTexts.of(g))
                val cell = l.cellSize(8)
                val size = cell * 0.19f
                for (i in movable) {
                    val pt = l.points[i]
                    val name = g.board.points[i].name
                    val label = rec.texts.single { it.text == name && l.frame.contains(it.x, it.y) }
                    // The digits' box (the recorder's widths are generous), from the top of the corner.
                    val digits = Box(label.x, label.y - size * 0.35f, label.x + rec.textWidth(name, size, true), label.y + size * 0.35f)
                    // The movable mark's arc (its strokes with their halo): the short lines
                    // around the piece inside this square, and the discs capping its ends.
                    val arc = rec.lines.filter { abs(it.cx - pt.x) < cell / 2 && abs(it.cy - pt.y) < cell / 2 && it.width < l.pieceRadius } +
                        rec.ovals.filter { it.width < l.pieceRadius * 0.5f && abs(it.cx - pt.x) < cell / 2 && abs(it.cy - pt.y) < cell / 2 }
                    assertTrue(arc.size >= 12, "$name: the mark's strokes ${arc.size}")
                    for (part in arc) {
                        val apart = part.right < digits.left || part.left > digits.right || part.bottom < digits.top || part.top > digits.bottom
                        assertTrue(apart, "$name: a stroke at ${part.cx - pt.x}, ${part.cy - pt.y} touches the number")
                    }
                }
            }
        }
    }

    @Test
    fun damasSquareNumbersSitInTheirCornerOutsideThePieces() {
        core("dama-italiana").use { m ->
            val g = m.game()
            for ((w, h) in listOf(1080f to 1920f, 1920f to 1080f)) {
                val l = BoardLayout(g.board, w, h, 2.75f, null, g.points.map { it.role }, g.points.map { it.hit })
                val rec = Recorder()
                BoardRenderer(rec).draw(g.board, l, ScreenTexts.of(g))
                val cell = l.cellSize(8)
                for ((i, pt) in l.points.withIndex()) {
                    val name = g.board.points[i].name
                    val label = rec.texts.single { it.text == name && l.frame.contains(it.x, it.y) }
                    // In the top left corner of its own square...
                    assertTrue(label.x >= pt.x - cell / 2 && label.y >= pt.y - cell / 2, "$name at ${label.x}, ${label.y}")
                    // ...and the digits' inner corner (the recorder's widths are generous)
                    // outside the circle a piece covers, with its outline.
                    val size = cell * 0.19f
                    val right = label.x + rec.textWidth(name, size, true)
                    val bottom = label.y + size * 0.35f
                    val gap = kotlin.math.hypot(pt.x - right, pt.y - bottom)
                    assertTrue(gap >= l.pieceRadius * 1.02f, "$name: digits ${gap / cell} of a side from the centre, a piece ${l.pieceRadius / cell}")
                }
            }
        }
    }
}
