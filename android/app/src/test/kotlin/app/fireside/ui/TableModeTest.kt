package app.fireside.ui

import android.app.Activity
import app.fireside.board.Box
import app.fireside.board.TestMatches
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.Robolectric
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * Issue 27, a tablet between two players: the bands beside the board, which fills the
 * height, and band texts readable from across the table — measured on the real views and
 * from the drawn bitmap.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class TableModeTest : ActivityTest() {
    private fun table(game: String): Activity {
        Robo.configure(Variant("en", Size.TABLET_LAND))
        Robo.startMatch(TestMatches.setup(game, TestMatches.mode("table")))
        return openMain()
    }

    /** The ink heights of the text lines in [band] of the board view, in dp. */
    private fun lineHeights(a: Activity, band: Box): List<Float> {
        val b = Robo.board(a)
        val bmp = Robo.draw(a)
        val loc = IntArray(2)
        b.getLocationInWindow(loc)
        val d = a.resources.displayMetrics.density
        // The band's own colour, away from its texts (the active one has an underline at its bottom).
        val bg = Pixels.rgb(bmp, loc[0] + band.right.toInt() - 3, loc[1] + band.cy.toInt())
        val runs = Pixels.inkRuns(bmp, loc[0] + band.left.toInt() + 4, loc[1] + band.top.toInt() + (6 * d).toInt(), loc[0] + band.right.toInt() - 4, loc[1] + band.bottom.toInt() - (6 * d).toInt(), bg)
        return runs.map { it.count() / d }
    }

    @Test
    fun theBoardFillsTheHeightBetweenBandsBesideIt() {
        for (game in listOf("fox-geese", "hare-hounds", "dama-italiana")) {
            val a = table(game)
            val b = Robo.board(a)
            val l = b.layoutFor(b.model)
            val h = b.height.toFloat()
            assertTrue("$game: the board ${l.frame.height} px tall of $h", l.frame.height >= 0.85f * h)
            assertTrue("$game: the far band left of the board", l.topBand.right <= l.frame.left && l.topBand.top == 0f)
            assertTrue("$game: the near band right of the board", l.bottomBand.left >= l.frame.right && l.bottomBand.bottom == h)
            close()
        }
    }

    @Test
    fun bandTextsAreAtLeast16SpOnATablet() {
        for (game in listOf("dama-italiana", "sungka")) {
            val a = table(game)
            val b = Robo.board(a)
            val l = b.layoutFor(b.model)
            val sp = android.util.TypedValue.applyDimension(android.util.TypedValue.COMPLEX_UNIT_SP, 1f, a.resources.displayMetrics)
            for ((top, band) in listOf(false to l.bottomBand, true to l.topBand)) {
                // Every line as the renderer lays it out: 16 sp or more.
                val laid = b.bandLines(top).lines
                assertTrue("$game: lines in the band", laid.size >= 2)
                for (line in laid) assertTrue("$game: \"${line.text}\" at ${line.size / sp} sp", line.size / sp >= 16f)
                // And as drawn: the ink of each line at least the x-height of 16 sp text
                // (8.4 dp), the tallest (capitals) at least its cap height (11.2 dp).
                val ink = lineHeights(a, band)
                // (The count shares the name's row when it fits: a band without the status may
                // be one row; every row laid out is drawn.)
                val rows = laid.map { it.y }.distinct().size
                assertTrue("$game: ink lines $ink for $rows rows", ink.size >= rows && ink.all { it >= 8.4f } && ink.max() >= 11.2f)
            }
            close()
        }
    }
}
