package app.fireside.ui

import android.app.Activity
import android.view.View
import app.fireside.board.TestMatches
import app.fireside.model.Event
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * Issue 35, the game screen's space: the room a phone's board leaves holds the moves from
 * the core's move list (above the board in portrait, between the bands of a landscape
 * column), the latest marked, a tap opening the move list; the board takes the width and
 * no empty gap is left above or below the board's group.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class MovePanelTest : ActivityTest() {
    private fun game(game: String, size: Size = Size.PHONE, moves: Int = 0): MainActivity {
        Robo.configure(Variant("en", size))
        Robo.startMatch(TestMatches.setup(game))
        val a = openMain()
        // The moves the core's hint suggests, played as a player would.
        repeat(moves) {
            Robo.app().shell.dispatch(Event.Hint)
            Robo.awaitSearches()
            val hint = Robo.gameView().hint ?: error("no hint")
            Robo.app().shell.dispatch(Event.Play(hint.notation))
            Robo.finishAnimation(a)
        }
        Robo.idle()
        return a
    }

    private fun panel(a: Activity): MovePanel = Robo.find(a.window.decorView, MovePanel::class.java) ?: error("no move panel")

    /** Top and bottom of [v] in the window. */
    private fun span(v: View): Pair<Int, Int> {
        val loc = IntArray(2)
        v.getLocationInWindow(loc)
        return loc[1] to loc[1] + v.height
    }

    @Test
    fun theMovesAreTheCoresTheLatestMarkedAndATapOpensTheList() {
        for (size in listOf(Size.PHONE, Size.PHONE_LAND)) {
            val a = game("fox-geese", size, moves = 3)
            val p = panel(a)
            assertEquals("$size: shown", View.VISIBLE, p.visibility)
            val core = Robo.gameView().moveList.rows.flatMap { r -> r.moves.map { it.notation } }
            assertEquals("$size: three moves", 3, core.size)
            assertEquals("$size: the core's notations in order", core, p.moveViews.map { it.text.toString() })
            assertEquals("$size: the latest marked", p.moveViews.last(), p.marked)
            assertEquals("$size: no words for an empty list", null, p.emptyText)
            assertEquals("$size: read as the core says", Robo.gameView().moveList.rows.last().moves.last().label, p.marked!!.contentDescription)
            assertFalse(Robo.gameView().moveList.open)
            Robo.shot(a, "moves-fox-geese-three-en-${size.id}-light")
            Robo.click(a, p)
            assertTrue("$size: the tap opens the core's move list", Robo.gameView().moveList.open)
            assertNotNull("$size: as a sheet", Robo.dialog(a))
            close()
        }
    }

    @Test
    fun portraitBoardsTakeTheWidthAndLeaveNoGapAboveOrBelow() {
        for (g in TestMatches.GAMES) {
            val a = game(g)
            val b = Robo.board(a)
            val l = b.layoutFor(b.model)
            val d = a.resources.displayMetrics.density
            // Sungka's board stands upright in portrait, its height the limit.
            if (g != "sungka") assertTrue("$g: the board ${l.frame.width} of ${b.width} px wide", l.frame.width >= 0.9f * b.width)
            val (boardTop, boardBottom) = span(b)
            val (barTop, _) = span(Robo.button(a, Robo.gameView().labels.undo).parent as View)
            // Below the group: the bottom band ends where the bar begins.
            assertTrue("$g: ${barTop - (boardTop + l.bottomBand.bottom)} px between the band and the bar", barTop - (boardTop + l.bottomBand.bottom) <= 1f)
            // Above it: the move panel, 8 dp from the status bar and from the top band, or
            // (no line of moves fits) less room than one line would need.
            val p = panel(a)
            val above = l.topBand.top / d
            if (p.visibility == View.VISIBLE) {
                // No move yet: the panel says so in the core's words.
                assertEquals("$g: no moves yet", Robo.gameView().moveList.empty, p.emptyText?.text?.toString())
                assertTrue("$g: the core's words", Robo.gameView().moveList.empty.isNotEmpty())
                val (pTop, pBottom) = span(p)
                assertTrue("$g: the panel starts 8 dp under the status bar", (pTop - boardTop) / d <= 8.5f)
                assertTrue("$g: and ends 8 dp over the band", (boardTop + l.topBand.top - pBottom) / d <= 8.5f)
            } else {
                assertTrue("$g: $above dp above the group, under a line of moves", above < 52f + 16f)
            }
            assertTrue("$g: the group fills the rest", boardBottom - boardTop >= l.bottomBand.bottom - 1)
            Robo.shot(a, "moves-$g-start-en-phone-light")
            close()
        }
    }

    @Test
    fun aLandscapeColumnHoldsTheMovesBetweenTheBands() {
        for (g in listOf("fox-geese", "dama-italiana", "hare-hounds")) {
            val a = game(g, Size.PHONE_LAND, moves = 1)
            val b = Robo.board(a)
            val l = b.layoutFor(b.model)
            val p = panel(a)
            assertEquals("$g: shown", View.VISIBLE, p.visibility)
            val loc = IntArray(2)
            val at = IntArray(2)
            b.getLocationInWindow(loc)
            p.getLocationInWindow(at)
            val d = a.resources.displayMetrics.density
            assertTrue("$g: in the column", at[0] >= loc[0] + l.topBand.left - 1 && at[0] + p.width <= loc[0] + l.topBand.right + 1)
            assertTrue("$g: under the far band", at[1] >= loc[1] + l.topBand.bottom)
            assertTrue("$g: over the near band", at[1] + p.height <= loc[1] + l.bottomBand.top)
            // The column's room between the bands all the panel's but its margins.
            assertTrue("$g: fills it", (l.bottomBand.top - l.topBand.bottom - p.height) / d <= 16.5f)
            Robo.shot(a, "moves-$g-one-en-phone-land-light")
            close()
        }
    }

    @Test
    fun aTablesPlayersHaveTheirActionsInTheCornersBesideTheBoard() {
        for (g in TestMatches.GAMES) {
            Robo.configure(Variant("en", Size.TABLET_LAND))
            Robo.startMatch(TestMatches.setup(g, TestMatches.mode("table")))
            val a = openMain()
            assertEquals("$g: no move panel above the board, which would face one player", View.GONE, panel(a).visibility)
            val b = Robo.board(a)
            val l = b.layoutFor(b.model)
            if (g == "sungka") {
                // Its wide board keeps the bands above and below it, the bars across the edges.
                assertEquals("$g: no corners", null, l.corners)
                Robo.shot(a, "corners-$g-start-en-tablet-land-light")
                close()
                continue
            }
            val root = b.parent.parent as View
            assertTrue("$g: the board view has the screen's height but the insets", b.height >= root.height - root.paddingTop - root.paddingBottom - 1)
            assertTrue("$g: the board ${l.frame.height} of ${b.height}", l.frame.height >= 0.85f * b.height)
            val undos = Robo.all(a.window.decorView, android.widget.Button::class.java).filter { it.text.toString() == Robo.gameView().labels.undo }
            assertEquals("$g: an undo for each player", 2, undos.size)
            val (corner, farCorner) = l.corners ?: error("$g: no corners")
            fun box(v: View): app.fireside.board.Box {
                // In the board view's coordinates, as drawn (a turned corner included).
                val r = android.graphics.Rect()
                v.getGlobalVisibleRect(r)
                val o = android.graphics.Rect()
                b.getGlobalVisibleRect(o)
                return app.fireside.board.Box((r.left - o.left).toFloat(), (r.top - o.top).toFloat(), (r.right - o.left).toFloat(), (r.bottom - o.top).toFloat())
            }
            fun within(v: View, c: app.fireside.board.Box) = box(v).let { it.left >= c.left - 1 && it.right <= c.right + 1 && it.top >= c.top - 1 && it.bottom <= c.bottom + 1 }
            fun turned(v: View): Boolean {
                var p: View? = v
                var deg = 0f
                while (p != null) { deg += p.rotation; p = p.parent as? View }
                return deg % 360f == 180f
            }
            val (far, near) = undos.partition { turned(it) }
            assertEquals("$g: one undo turned to the far player", 1, far.size)
            assertTrue("$g: the near player's in their corner, under the far band ${box(near[0])} in $corner", within(near[0], corner))
            assertTrue("$g: the far player's in theirs, over the near band ${box(far[0])} in $farCorner", within(far[0], farCorner))
            assertTrue("$g: each at its player's edge", box(near[0]).bottom >= b.height * 0.6f && box(far[0]).top <= b.height * 0.4f)
            // The moves in both corners, each facing its player.
            val panels = Robo.all(a.window.decorView, MovePanel::class.java).filter { it.visibility == View.VISIBLE }
            assertEquals("$g: a move panel for each player", 2, panels.size)
            assertEquals("$g: one of them turned", 1, panels.count { turned(it) })
            assertTrue("$g: the near one in the near corner", within(panels.first { !turned(it) }, corner))
            assertTrue("$g: the far one in the far corner", within(panels.first { turned(it) }, farCorner))
            Robo.shot(a, "corners-$g-start-en-tablet-land-light")
            close()
        }
    }
}
