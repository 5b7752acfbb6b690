package app.fireside.ui

import app.fireside.board.BandLines
import app.fireside.board.BandTexts
import app.fireside.board.TestMatches
import app.fireside.model.Event
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import java.util.Locale

/**
 * Issue 35, the bands: a band's height follows what it shows (its count on the name line
 * when it fits), the status line lives in the band to move, and the band without it
 * centres its lines in the same height, so the board never jumps when the turn passes and
 * no band ends on a blank line.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class BandsTest : ActivityTest() {
    private val painter = CanvasPainter()
    private val fox = BandTexts("Fox", "", listOf("0 geese taken"), "Fox to move", active = true, turned = false, computer = false)

    @Test
    fun theCountSitsOnTheNameLineAtTheRightEndWhenItFits() {
        val wide = BandLines(fox, 800f, 2f, 2f, painter, Locale.ENGLISH)
        val name = wide.lines.first { it.text == "Fox" }
        val count = wide.lines.first { it.counter }
        assertEquals("on the name line", name.y, count.y, 0.01f)
        assertEquals("at the right end, 12 dp in", 800f - 24f, count.x + painter.textWidth(count.text, count.size, false), 0.5f)
        // Too narrow for both: the count takes a line of its own under the name, the band grows.
        val narrow = BandLines(fox.copy(name = "A name far too long to share"), 330f, 2f, 2f, painter, Locale.ENGLISH)
        val below = narrow.lines.first { it.counter }
        assertTrue("under the name", below.y > narrow.lines.first().y)
        assertTrue("a line taller", narrow.height > BandLines(fox, 330f, 2f, 2f, painter, Locale.ENGLISH).height)
    }

    @Test
    fun theBandWithoutTheStatusHasTheSameHeightItsLinesCentred() {
        for (width in listOf(330f, 800f)) {
            val active = BandLines(fox, width, 2f, 2f, painter, Locale.ENGLISH)
            val idle = BandLines(fox.copy(status = null, active = false), width, 2f, 2f, painter, Locale.ENGLISH)
            assertEquals("$width: as tall with the status as without", active.height, idle.height, 0.01f)
            // The same lines but the status, half a status line lower: the spare line split
            // above and below them.
            val half = BandLines.STATUS_SP * 2f * BandLines.LEADING / 2
            val kept = active.lines.filter { it.text != "Fox to move" }
            assertEquals(kept.size, idle.lines.size)
            for ((a, i) in kept.zip(idle.lines)) assertEquals("$width: ${i.text}", a.y + half, i.y, 0.01f)
        }
    }

    @Test
    fun theBoardStaysPutWhenTheTurnPasses() {
        for (size in listOf(Size.PHONE, Size.PHONE_LAND)) {
            Robo.configure(Variant("fi", size))
            Robo.startMatch(TestMatches.setup("fox-geese"))
            val a = openMain()
            val b = Robo.board(a)
            val before = b.layoutFor(b.model)
            val topBefore = b.bandLines(top = true).height
            Robo.app().shell.dispatch(Event.Hint)
            Robo.awaitSearches()
            Robo.app().shell.dispatch(Event.Play(Robo.gameView().hint!!.notation))
            Robo.finishAnimation(a)
            Robo.idle()
            val after = b.layoutFor(b.model)
            assertTrue("$size: the turn passed", Robo.gameView().top.active != Robo.gameView().bottom.active)
            assertEquals("$size: the board's frame", before.frame, after.frame)
            assertEquals("$size: the far band's height", topBefore, b.bandLines(top = true).height, 0.01f)
            Robo.shot(a, "bands-fox-geese-one-fi-${size.id}-light")
            close()
        }
    }
}
