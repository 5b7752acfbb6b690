package app.fireside.board

import app.fireside.board.TestMatches.at
import app.fireside.board.TestMatches.match
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class LayoutAndGesturesTest {
    private val density = 2.75f
    private val slop = 8f * density

    @Test
    fun everyPointIsHitAtItsCentreAndNearIt() {
        for (game in TestMatches.GAMES) match(game).use { m ->
            val model = m.render()
            val names = model.points.map { it.name }
            for ((w, h) in listOf(1080f to 1920f, 1920f to 1080f, 600f to 900f)) {
                val l = BoardLayout(model, w, h, density)
                for ((i, p) in l.points.withIndex()) {
                    assertEquals(i, l.hitTest(p.x, p.y, slop, names), "$game ${names[i]} at its centre")
                    // A finger a little off the centre still means the point.
                    val off = minOf(l.hitRadius, l.pitch / 2) * 0.8f
                    assertEquals(i, l.hitTest(p.x + off * 0.7f, p.y - off * 0.7f, slop, names), "$game ${names[i]} off centre")
                    // Touch targets are at least 48 dp.
                    val box = l.targetBox(i, names)
                    assertTrue(box.width >= 48 * density - 0.5f && box.height >= 48 * density - 0.5f, "$game ${names[i]} target ${box.width}")
                }
                // Far outside the board: nothing.
                assertNull(l.hitTest(l.frame.left - 3 * l.hitRadius, l.frame.top - 3 * l.hitRadius, slop, names), game)
                assertTrue(l.pointBox.left >= 0 && l.pointBox.right <= w && l.frame.top >= l.topBand.bottom - 1 && l.frame.bottom <= l.bottomBand.top + 1)
            }
        }
    }

    @Test
    fun theSungkaStoresAreHitOverTheirWholeOval() {
        match("sungka").use { m ->
            val model = m.render()
            val names = model.points.map { it.name }
            val l = BoardLayout(model, 1080f, 1920f, density)
            val store = names.indexOf("p1-store")
            val oval = l.storeBox(l.points[store])
            assertEquals(store, l.hitTest(oval.cx, oval.top + 4, slop, names))
            assertEquals(store, l.hitTest(oval.cx, oval.bottom - 4, slop, names))
        }
    }

    @Test
    fun aShortTouchIsATapAndALongOneADrag() {
        match("fox-geese").use { m ->
            val model = m.render()
            val names = model.points.map { it.name }
            val l = BoardLayout(model, 1080f, 1920f, density)
            val d4 = l.points[m.at("d4")]
            val d5 = l.points[m.at("d5")]
            val t = DragTracker(slop)

            t.down(d4.x, d4.y, l, names)
            t.move(d4.x + slop * 0.5f, d4.y)
            assertEquals(Gesture.Tap(m.at("d4")), t.up(d4.x + slop * 0.6f, d4.y, l, names))

            t.down(d4.x, d4.y, l, names)
            assertTrue(t.move(d4.x, (d4.y + d5.y) / 2))
            assertTrue(t.dragging)
            assertEquals(Gesture.Drag(m.at("d4"), m.at("d5")), t.up(d5.x + 3, d5.y - 3, l, names))
            assertTrue(!t.dragging)

            // Dragged back to where it started, or off the board: nothing happens.
            t.down(d4.x, d4.y, l, names)
            t.move(d5.x, d5.y)
            assertEquals(Gesture.None, t.up(d4.x, d4.y, l, names))
            t.down(d4.x, d4.y, l, names)
            t.move(d5.x, d5.y)
            assertEquals(Gesture.None, t.up(5f, l.height / 2, l, names))
            // A touch on no point.
            t.down(2f, l.height / 2, l, names)
            assertEquals(Gesture.None, t.up(2f, l.height / 2, l, names))
        }
    }
}
