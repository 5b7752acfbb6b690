package app.fireside.ui

import android.app.Activity
import android.graphics.Rect
import android.text.StaticLayout
import android.text.TextPaint
import android.widget.Button
import android.widget.ScrollView
import android.widget.TableRow
import android.widget.TextView
import app.fireside.board.Palette
import app.fireside.board.TestMatches
import app.fireside.model.Event
import app.fireside.model.Screen
import java.util.Locale
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.Robolectric
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The app's own look around the boards, measured on the real framework: buttons whose
 * disabled state reads as disabled, a button bar of one height in every language, the
 * result as a sheet that leaves the board in view, Start always on the screen, home cards
 * in a grid where wide, the leaderboard's columns, and Korean lines that break at spaces.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class SkinTest : ActivityTest() {
    private fun open(): Activity {
        return openMain()
    }

    private fun game(setup: String, v: Variant = Variant("en")): Activity {
        Robo.configure(v)
        Robo.startMatch(setup)
        return open()
    }

    private fun point(a: Activity, name: String): Int = Robo.board(a).model.points.indexOfFirst { it.name == name }.also { require(it >= 0) { name } }

    private fun rectOf(v: android.view.View): Rect {
        val loc = IntArray(2)
        v.getLocationInWindow(loc)
        return Rect(loc[0], loc[1], loc[0] + v.width, loc[1] + v.height)
    }

    /** The highest contrast any pixel inside [r] has against [against]. */
    private fun maxContrast(bmp: android.graphics.Bitmap, r: Rect, against: Int): Double {
        var best = 1.0
        for (y in r.top until r.bottom step 1) for (x in r.left until r.right step 1) best = maxOf(best, Palette.contrast(Pixels.rgb(bmp, x, y), against))
        return best
    }

    @Test
    fun aDisabledButtonLooksDisabled() {
        val a = game(TestMatches.setup("fox-geese"))
        val labels = Robo.gameView().labels
        val undo = Robo.button(a, labels.undo)
        val hint = Robo.button(a, labels.hint)
        assertFalse("nothing to undo at the start", undo.isEnabled)
        assertTrue(hint.isEnabled)
        val bmp = Robo.draw(a)
        val bg = themePalette(a).BACKGROUND
        val enabled = maxContrast(bmp, rectOf(hint), bg)
        val disabled = maxContrast(bmp, rectOf(undo), bg)
        assertTrue("an enabled button's ink stands out: $enabled", enabled >= 7.0)
        assertTrue("a disabled one's is faded: $disabled (enabled $enabled)", disabled < 3.5 && disabled < enabled / 2)
        for (b in listOf(undo, hint)) {
            assertEquals("flat", 0f, b.elevation)
            assertEquals("no raise on press", null, b.stateListAnimator)
            assertFalse("no capitals", b.isAllCaps)
        }
        assertNotNull("with an icon", undo.compoundDrawablesRelative[1])
    }

    @Test
    fun stopHereKeepsTheButtonBarOneHeightInEveryLanguage() {
        for (lang in ScreenshotsTest.LANGS) {
            val a = game(TestMatches.setup("fox-geese", position = "fox d2; geese d3 d5 a3 g3; to-move fox", options = listOf("captures-to-win" to "13")), Variant(lang))
            Robo.tap(a, point(a, "d2"))
            Robo.tap(a, point(a, "d4"))
            val g = Robo.gameView()
            assertTrue("$lang: the chain may stop", g.canStop)
            Robo.idle()
            Robo.draw(a)
            val stop = Robo.button(a, g.labels.stop)
            val bar = stop.parent as android.view.ViewGroup
            val shown = (0 until bar.childCount).map { bar.getChildAt(it) as Button }.filter { it.visibility == android.view.View.VISIBLE }
            assertEquals("$lang: five buttons", 5, shown.size)
            assertEquals("$lang: one height ${shown.map { it.text.toString() to it.height }}", 1, shown.map { it.height }.distinct().size)
            val screen = a.window.decorView.width
            for (b in shown) {
                val l = b.layout
                assertTrue("$lang: \"${b.text}\" within two lines", l.lineCount <= 2)
                for (i in 0 until l.lineCount) assertEquals("$lang: \"${b.text}\" not cut", 0, l.getEllipsisCount(i))
                assertTrue("$lang: \"${b.text}\" breaks only at spaces", breaksAtSpaces(l))
                assertTrue("$lang: on the screen", rectOf(b).right <= screen)
            }
            close()
        }
    }

    /** Every line of [l] but the last ends at a space (or the line ends where a word longer than the width is cut). */
    private fun breaksAtSpaces(l: android.text.Layout): Boolean {
        val t = l.text
        return (0 until l.lineCount - 1).all { i ->
            val end = l.getLineEnd(i)
            end > 0 && (t[end - 1].isWhitespace() || t[end - 1] == '\n')
        }
    }

    @Test
    fun theResultSheetLeavesTheFinalPositionInView() {
        for (v in listOf(Variant("fi", Size.PHONE, Look.FONT_130), Variant("en", Size.PHONE_LAND), Variant("ko", Size.PHONE))) {
            val size = v.size
            val a = game(TestMatches.setup("dama-italiana", TestMatches.mode("vs-computer"), "W:W22:B18"), v)
            playDamaToEnd(a)
            val r = Robo.gameView().result
            assertNotNull("the game ended", r)
            assertEquals("no system dialog", null, Robo.dialog(a))
            val sheet = (a as MainActivity).gameScreen!!.resultSheet!!
            Robo.draw(a)
            val board = rectOf(Robo.board(a))
            val panel = rectOf(sheet)
            assertFalse("$size: the sheet $panel does not cover the board $board", Rect.intersects(board, panel))
            val screenH = a.window.decorView.height
            val screenW = a.window.decorView.width
            assertTrue("$size: the board keeps most of the screen", board.width() * board.height() > 0.4 * screenW * screenH)
            assertTrue("$size: the sheet is on the screen", panel.bottom <= screenH - Robo.NAV_BAR_DP * a.resources.displayMetrics.density)
            val text = Robo.all(sheet, TextView::class.java).filter { it !is Button }.joinToString("\n") { TextBreaks.plain(it.text) }
            assertTrue(text.contains(r!!.headline))
            assertEquals("the rating once: $text", 1, text.split(r.unratedReason ?: r.ratingText).size - 1)
            val choices = Robo.all(sheet, Button::class.java).map { TextBreaks.plain(it.text) }
            assertEquals(listOf(Robo.gameView().labels.close, r.rematchLabel, r.reviewLabel, r.leaveLabel), choices)
            assertTrue("no capitals", Robo.all(sheet, Button::class.java).none { it.isAllCaps })
            for (b in Robo.all(sheet, Button::class.java)) assertTrue("${v.tag}: \"${b.text}\" breaks only at spaces", breaksAtSpaces(b.layout))
            close()
        }
    }

    @Test
    fun onATabletTheResultSheetIsCentredAtAReadableWidth() {
        for (size in listOf(Size.TABLET_LAND)) {
            val a = game(TestMatches.setup("dama-italiana", TestMatches.mode("vs-computer"), "W:W22:B18"), Variant("en", size))
            playDamaToEnd(a)
            val sheet = (a as MainActivity).gameScreen!!.resultSheet!!
            Robo.draw(a)
            val panel = rectOf(sheet)
            val screenW = a.window.decorView.width
            val density = a.resources.displayMetrics.density
            assertTrue("$size: the sheet ${panel.width() / density} dp wide", panel.width() <= RESULT_SHEET_MAX_WIDTH_DP * density + 1)
            assertTrue("$size: the sheet $panel centred on $screenW", kotlin.math.abs(panel.left - (screenW - panel.right)) <= 2)
            close()
        }
    }

    /** The white man on 22 takes the black one and the game ends (the position "W:W22:B18"). */
    private fun playDamaToEnd(a: Activity) {
        Robo.tap(a, point(a, "22"))
        for (k in 0 until 4) {
            Robo.awaitSearches()
            Robo.finishAnimation(a)
            Robo.awaitResult(1_000)
            val g = Robo.gameView()
            if (g.result != null) break
            g.board.highlights.targets.firstOrNull()?.let { Robo.tap(a, it.toInt()) }
        }
    }

    @Test
    fun startIsOnTheScreenWithoutScrolling() {
        for (lang in ScreenshotsTest.LANGS) for (game in listOf("fox-geese", "hare-hounds", "sungka", "dama-italiana")) {
            Robo.configure(Variant(lang, look = Look.FONT_130))
            Robo.app().shell.dispatch(Event.OpenHome)
            Robo.app().shell.dispatch(Event.OpenNewGame(game))
            val a = open()
            val f = (Robo.view().screen as Screen.NewGame).newGame
            val start = Robo.button(a, f.startLabel)
            val r = rectOf(start)
            val d = a.resources.displayMetrics.density
            assertEquals("$lang $game: not scrolled", 0, Robo.find(a.window.decorView, ScrollView::class.java)!!.scrollY)
            assertTrue("$lang $game: Start $r is above the navigation bar", r.top >= 0 && r.bottom <= a.window.decorView.height - Robo.NAV_BAR_DP * d)
            assertTrue("$lang $game: and tall enough to tap", start.height >= 48 * d - 1)
            close()
        }
    }

    @Test
    fun homeIsATwoByTwoGridWhereWideAndEachCardDrawsItsBoard() {
        for ((size, columns) in listOf(Size.PHONE to 1, Size.PHONE_LAND to 2, Size.TABLET_LAND to 2)) {
            Robo.configure(Variant("en", size))
            Robo.app().shell.dispatch(Event.OpenHome)
            val a = open()
            Robo.draw(a)
            val icons = Robo.all(a.window.decorView, GameIcon::class.java)
            assertEquals(listOf("fox-geese", "hare-hounds", "sungka", "dama-italiana").sorted(), icons.map { it.game }.sorted())
            val xs = icons.map { rectOf(it).left }.distinct()
            val ys = icons.map { rectOf(it).top }.distinct()
            assertEquals("$size: columns", columns, xs.size)
            assertEquals("$size: rows", 4 / columns, ys.size)
            // The cards' actions of a row stand level.
            val newGames = Robo.all(a.window.decorView, Button::class.java).filter { TextBreaks.plain(it.text) == (Robo.view().screen as Screen.Home).home.tiles[0].newGameLabel }
            assertEquals("$size: a row's actions level", 4 / columns, newGames.map { rectOf(it).top }.distinct().size)
            val width = a.window.decorView.width
            val col = Robo.find(a.window.decorView, Readable::class.java)!!.getChildAt(0)
            assertTrue("$size: a readable width", col.width <= a.resources.displayMetrics.density * MENU_MAX_WIDTH_DP + 1 && col.width <= width)
            for (icon in icons) {
                val bmp = android.graphics.Bitmap.createBitmap(icon.width, icon.height, android.graphics.Bitmap.Config.ARGB_8888)
                icon.draw(android.graphics.Canvas(bmp))
                val colors = (0 until bmp.width step 3).flatMap { x -> (0 until bmp.height step 3).map { y -> bmp.getPixel(x, y) } }.toSet()
                assertTrue("${icon.game}: a drawing (${colors.size} colors)", colors.size >= 4)
            }
            close()
        }
    }

    @Test
    fun theLeaderboardIsATableWithAlignedColumns() {
        Robo.configure(Variant("fi"))
        // A finished game, so the profile is ranked.
        val a = game(TestMatches.setup("dama-italiana", TestMatches.mode("vs-computer"), "W:W22:B18"), Variant("fi"))
        playDamaToEnd(a)
        Robo.app().shell.dispatch(Event.OpenLeaderboard(null))
        Robo.idle()
        val l = (Robo.view().screen as Screen.Leaderboard).leaderboard
        assertTrue("ranked: ${l.rows}", l.rows.isNotEmpty())
        Robo.draw(a)
        val rows = Robo.all(a.window.decorView, TableRow::class.java)
        assertEquals("a header and a row per profile", l.rows.size + 1, rows.size)
        for (col in 0 until 4) {
            val lefts = rows.map { rectOf(it.getChildAt(col)).left }.distinct()
            assertEquals("column $col aligned", 1, lefts.size)
        }
        for (r in rows) for (col in 1 until 4) assertTrue("cells side by side", rectOf(r.getChildAt(col - 1)).right <= rectOf(r.getChildAt(col)).left)
        val first = rows[1]
        assertEquals(l.rows[0].name, TextBreaks.plain((first.getChildAt(1) as TextView).text))
        assertEquals(l.rows[0].pointsCell, TextBreaks.plain((first.getChildAt(2) as TextView).text))
        assertEquals(l.rows[0].playedCell, TextBreaks.plain((first.getChildAt(3) as TextView).text))
        assertTrue("the name column is the widest", rectOf(first.getChildAt(1)).width() >= rectOf(first.getChildAt(2)).width())
    }

    @Test
    fun koreanBreaksOnlyAtSpacesAndNumbersStayWithTheirWords() {
        Robo.configure(Variant("ko"))
        Robo.app().shell.dispatch(Event.OpenHowToPlay("fox-geese"))
        val a = open()
        val texts = Robo.all(a.window.decorView, TextView::class.java).map { TextBreaks.plain(it.text) }.filter { it.length > 30 }
        assertTrue("Korean paragraphs", texts.size >= 3)
        val label = Robo.all(a.window.decorView, TextView::class.java).first { it.text.length > 30 }
        assertEquals("the view's locale is the app's language", Locale.KOREAN, label.textLocale)
        val paint = TextPaint().apply { textSize = 16f * a.resources.displayMetrics.scaledDensity; textLocale = Locale.KOREAN }
        val width = (200 * a.resources.displayMetrics.density).toInt()
        var unglued = 0
        for (t in texts) {
            fun layout(s: String) = StaticLayout.Builder.obtain(s, 0, s.length, paint, width).build()
            val glued = layout(TextBreaks.forLanguage(t, "ko"))
            assertTrue("at spaces only: $t", breaksAtSpaces(glued))
            if (!breaksAtSpaces(layout(t))) unglued++
        }
        assertTrue("without the glue some Korean line breaks inside a word", unglued > 0)
        // The core's rule (i18n::breaks), as every shell draws its texts.
        assertEquals("3\u00A0wins", TextBreaks.forLanguage("3 wins", "en"))
        assertEquals("คะแนนฝีมือ\u00A01200", TextBreaks.forLanguage("คะแนนฝีมือ 1200", "th"))
        assertEquals("기\u2060본 규\u2060칙", TextBreaks.forLanguage("기본 규칙", "ko"))
        assertEquals("plain English stays", "Stop here", TextBreaks.forLanguage("Stop here", "en"))
    }
}
