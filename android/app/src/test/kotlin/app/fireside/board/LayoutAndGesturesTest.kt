package app.fireside.board

import app.fireside.board.TestMatches.at
import app.fireside.board.TestMatches.core
import app.fireside.board.TestMatches.game
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class LayoutAndGesturesTest {
    private val density = 2.75f
    private val slop = 8f * density

    @Test
    fun everyPointIsHitAtItsCentreAndNearIt() {
        for (game in TestMatches.GAMES) core(game).use { m ->
            val model = m.game().board
            val roles = m.game().points.map { it.role }
            val hits = m.game().points.map { it.hit }
            val names = model.points.map { it.name }
            for ((w, h) in listOf(1080f to 1920f, 1920f to 1080f, 600f to 900f)) {
                val l = BoardLayout(model, w, h, density, null, roles, hits)
                for ((i, p) in l.points.withIndex()) {
                    assertEquals(i, l.hitTest(p.x, p.y, slop), "$game ${names[i]} at its centre")
                    // A finger a little off the centre still means the point.
                    val off = minOf(l.hitRadius, l.pitch / 2) * 0.8f
                    assertEquals(i, l.hitTest(p.x + off * 0.7f, p.y - off * 0.7f, slop), "$game ${names[i]} off centre")
                    // Touch targets are at least 48 dp.
                    val box = l.targetBox(i)
                    assertTrue(box.width >= 48 * density - 0.5f && box.height >= 48 * density - 0.5f, "$game ${names[i]} target ${box.width}")
                }
                // Far outside the board: nothing.
                assertNull(l.hitTest(l.frame.left - 3 * l.hitRadius, l.frame.top - 3 * l.hitRadius, slop), game)
                assertTrue(l.pointBox.left >= 0 && l.pointBox.right <= w && l.frame.top >= l.topBand.bottom - 1 && l.frame.bottom <= l.bottomBand.top + 1)
            }
        }
    }

    /**
     * The core's rule, in board units: a touch means the point whose ellipse (`PointView.hit`)
     * holds it most nearly. On a view large enough that no platform minimum widens a target,
     * the layout hits exactly that point everywhere on the board (the Swift test checks the
     * same grid), so both phones hit the same point for the same touch.
     */
    /** TalkBack walks the points in the core's reading order, every point once; the shell sorts nothing. */
    @Test
    fun theScreenReaderWalksThePointsInTheCoresOrder() {
        for (game in TestMatches.GAMES) core(game).use { m ->
            val g = m.game()
            val l = BoardLayout(g.board, 1080f, 1920f, density, null, g.points.map { it.role }, g.points.map { it.hit })
            val nodes = BoardAccessibility.points(g.points, g.access.readingOrder, null, l)
            assertEquals(g.access.readingOrder.map { it.toInt() }, nodes.map { it.id }, game)
            assertEquals(g.points.size, nodes.map { it.id }.toSet().size, "$game: every point once")
        }
    }

    @Test
    fun aTouchMeansThePointTheCoresTargetsSay() {
        for (game in TestMatches.GAMES) core(game).use { m ->
            val model = m.game().board
            val hits = m.game().points.map { it.hit }
            // Unturned (a wide area would turn Hare and Hounds: the turned mapping is the same ellipses, swapped).
            val l = BoardLayout(model, 4000f, 2000f, 0.05f, null, m.game().points.map { it.role }, hits, keepTurn = false)
            assertTrue(!l.turned)
            fun expected(u: Float, v: Float): Int? = model.points.indices
                .map { i -> i to kotlin.math.hypot((u - model.points[i].x) / hits[i].rx, (v - model.points[i].y) / hits[i].ry) }
                .filter { it.second <= 1f }
                .minByOrNull { it.second }?.first
            var hitSome = 0
            var v = -0.05f
            while (v <= 1.05f) {
                var u = -0.05f
                while (u <= 1.05f) {
                    val x = l.pointBox.left + u * l.pointBox.width
                    val y = l.pointBox.top + v * l.pointBox.height
                    val want = expected(u, v)
                    assertEquals(want, l.hitTest(x, y, 0f), "$game at ($u, $v)")
                    if (want != null) hitSome++
                    u += 0.037f
                }
                v += 0.037f
            }
            assertTrue(hitSome > 50, "$game: $hitSome")
        }
    }

    @Test
    fun theSungkaStoresAreHitOverTheirWholeOval() {
        core("sungka").use { m ->
            val model = m.game().board
            val l = BoardLayout(model, 1080f, 1920f, density, null, m.game().points.map { it.role }, m.game().points.map { it.hit })
            val store = m.game().points.indexOfFirst { it.role is app.fireside.model.PointRole.Store }
            val oval = l.storeBox(l.points[store])
            assertEquals(store, l.hitTest(oval.cx, oval.top + 4, slop))
            assertEquals(store, l.hitTest(oval.cx, oval.bottom - 4, slop))
        }
    }

    @Test
    fun aShortTouchIsATapAndALongOneADrag() {
        core("fox-geese").use { m ->
            val model = m.game().board
            val l = BoardLayout(model, 1080f, 1920f, density, null, m.game().points.map { it.role }, m.game().points.map { it.hit })
            val d4 = l.points[m.at("d4")]
            val d5 = l.points[m.at("d5")]
            val t = DragTracker(slop)

            t.down(d4.x, d4.y, l)
            t.move(d4.x + slop * 0.5f, d4.y)
            assertEquals(Gesture.Tap(m.at("d4")), t.up(d4.x + slop * 0.6f, d4.y, l))

            t.down(d4.x, d4.y, l)
            assertTrue(t.move(d4.x, (d4.y + d5.y) / 2))
            assertTrue(t.dragging)
            assertEquals(Gesture.Drop(m.at("d4"), m.at("d5")), t.up(d5.x + 3, d5.y - 3, l))
            assertTrue(!t.dragging)

            // The drag starts once, when the finger leaves the slop (the core shows the targets then).
            val started = mutableListOf<Int>()
            t.down(d4.x, d4.y, l)
            t.move(d4.x + slop * 0.5f, d4.y) { started += it }
            assertEquals(emptyList<Int>(), started)
            t.move(d5.x, d5.y) { started += it }
            t.move(d5.x + 1, d5.y) { started += it }
            assertEquals(listOf(m.at("d4")), started)
            // Dropped where it started, or off the board (null): the core decides.
            assertEquals(Gesture.Drop(m.at("d4"), m.at("d4")), t.up(d4.x, d4.y, l))
            t.down(d4.x, d4.y, l)
            t.move(d5.x, d5.y)
            assertEquals(Gesture.Drop(m.at("d4"), null), t.up(5f, l.height / 2, l))
            // A touch on no point.
            t.down(2f, l.height / 2, l)
            assertEquals(Gesture.None, t.up(2f, l.height / 2, l))
        }
    }
}
