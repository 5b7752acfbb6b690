package app.fireside.ui

import android.app.Activity
import android.content.Context
import android.view.View
import android.view.accessibility.AccessibilityEvent
import android.view.accessibility.AccessibilityManager
import android.view.accessibility.AccessibilityNodeInfo
import android.widget.Button
import android.widget.TextView
import app.fireside.board.BandLines
import app.fireside.board.MarkShapes
import app.fireside.board.Palette
import app.fireside.board.TestMatches
import app.fireside.model.Event
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * What a phone user expects, each checked on the real framework and, where a pixel is the
 * point, measured from the drawn bitmap: edge to edge, dark mode, text in sp that wraps,
 * marks that stand out on Dama's dark squares, table mode's turned controls and dialogs,
 * TalkBack's view of the board, reduced motion, board sizes, a save that cannot be loaded.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class PhoneTest : ActivityTest() {
    /** The game screen of a match from [setup] (JSON, see TestMatches.setup) in [v]. */
    private fun game(setup: String, v: Variant = Variant("en")): Activity {
        Robo.configure(v)
        Robo.startMatch(setup)
        return openMain()
    }

    private fun labels() = Robo.gameView().labels

    private fun point(a: Activity, name: String): Int = Robo.board(a).model.points.indexOfFirst { it.name == name }

    private fun dp(a: Activity) = a.resources.displayMetrics.density

    // --- edge to edge ---

    @Test
    fun theGameScreenKeepsItsButtonsAboveTheNavigationBar() {
        val a = game(TestMatches.setup("fox-geese"))
        val d = dp(a)
        val screen = a.window.decorView.height
        val undo = Robo.button(a, labels().undo)
        val loc = IntArray(2)
        undo.getLocationInWindow(loc)
        assertTrue("undo ends above the navigation bar", loc[1] + undo.height <= screen - Robo.NAV_BAR_DP * d)
        val bmp = Robo.draw(a)
        Pixels.assertPlain(bmp, bmp.height - (Robo.NAV_BAR_DP * d).toInt(), bmp.height, "under the navigation bar")
        Pixels.assertPlain(bmp, 0, (Robo.STATUS_BAR_DP * d).toInt(), "under the status bar")
    }

    // --- dark mode ---

    @Test
    fun darkModeDarkensTheScreensAndKeepsTextReadable() {
        Robo.configure(Variant("en", look = Look.DARK))
        Robo.app().shell.dispatch(Event.OpenHome)
        val home = openMain()
        val pal = themePalette(home)
        assertTrue("a dark background", Palette.contrast(pal.BACKGROUND, 0xFF000000.toInt()) < 1.5)
        assertTrue("light ink on it", Palette.contrast(pal.INK, pal.BACKGROUND) >= 7.0)
        val bmp = Robo.draw(home)
        assertEquals("the drawn background is the night one", pal.BACKGROUND or 0xFF000000.toInt(), Pixels.rgb(bmp, 2, bmp.height / 2))
        val title = Robo.all(home.window.decorView, TextView::class.java).first { it.text == (Robo.view().screen as app.fireside.model.Screen.Home).home.title }
        assertEquals(pal.INK, title.currentTextColor)

        val a = game(TestMatches.setup("hare-hounds"), Variant("en", look = Look.DARK))
        val img = Robo.draw(a)
        val l = Robo.board(a).layoutFor(Robo.board(a).model)
        val loc = IntArray(2)
        Robo.board(a).getLocationInWindow(loc)
        // Beside the board, the screen is dark too.
        assertEquals(pal.BACKGROUND or 0xFF000000.toInt(), Pixels.rgb(img, loc[0] + 2, loc[1] + l.frame.cy.toInt()))
    }

    // --- text in sp ---

    /** The ink heights of the lines of the bottom band, in dp. */
    private fun bandLineHeights(a: Activity): List<Float> {
        val b = Robo.board(a)
        val bmp = Robo.draw(a)
        val l = b.layoutFor(b.model)
        val loc = IntArray(2)
        b.getLocationInWindow(loc)
        val band = l.bottomBand
        val bg = Pixels.rgb(bmp, loc[0] + band.left.toInt() + 2, loc[1] + band.top.toInt() + 2)
        val runs = Pixels.inkRuns(bmp, loc[0] + band.left.toInt() + 4, loc[1] + band.top.toInt() + 2, loc[0] + band.right.toInt() - 4, loc[1] + band.bottom.toInt() - (6 * dp(a)).toInt(), bg)
        return runs.map { it.count() / dp(a) }
    }

    @Test
    fun bandTextsAreAtLeast12SpFollowTheFontScaleAndWrap() {
        // The end of a Sungka game: a long end reason and the final counters.
        val setup = TestMatches.setup("sungka", TestMatches.mode("vs-computer"), SUNGKA_END)
        var a: Activity = game(setup, Variant("fi"))
        Robo.tap(a, Robo.gameView().board.highlights.movable.first().toInt())
        Robo.dialog(a)?.dismiss()
        val normal = bandLineHeights(a)
        assertTrue("some lines: $normal", normal.size >= 2)
        // The cap height of 12 sp text is about 8.4 dp at scale 1: no line is smaller.
        for (h in normal) assertTrue("a line of text $h dp tall (12 sp needs ≥ 8.4)", h >= 8.4f)
        close()

        a = game(setup, Variant("fi", look = Look.FONT_130))
        Robo.tap(a, Robo.gameView().board.highlights.movable.first().toInt())
        Robo.dialog(a)?.dismiss()
        val large = bandLineHeights(a)
        assertTrue("the font scale is honoured: $normal -> $large", large.max() >= normal.max() * 1.2f)

        // A long status wraps instead of shrinking: every line at the full size.
        val painter = CanvasPainter()
        val lines = BandLines.wrap("word ".repeat(40).trim(), 15f * 2, true, 300f, painter, java.util.Locale.ENGLISH)
        assertTrue(lines.size > 3)
        for (line in lines) assertTrue(painter.textWidth(line, 30f, true) <= 300f)
        val thai = BandLines.wrap("เจ้าห่านเดินได้ทุกทิศทางยกเว้นถอยหลังและหมาป่ากระโดดข้ามห่านเพื่อกินมันได้", 30f, false, 240f, painter, java.util.Locale.forLanguageTag("th"))
        assertTrue("Thai wraps too: $thai", thai.size >= 2)
        // Korean breaks between words (at spaces), never inside one.
        val korean = "무승부. 한쪽 집이 모두 비었고, 두 사람의 조개 수가 같습니다."
        val ko = BandLines.wrap(korean, 30f, true, 300f, painter, java.util.Locale.KOREAN)
        assertTrue("Korean wraps: $ko", ko.size >= 2)
        assertEquals("only at spaces: $ko", korean.split(" "), ko.flatMap { it.split(" ") })

        // A band with nothing to say (a review's board) takes no room; one with a name does.
        val blank = app.fireside.board.BandTexts("", "", emptyList(), null, false, false, false)
        assertEquals(0f, BandLines(blank, 300f, 2f, 2f, painter, java.util.Locale.ENGLISH).height, 0f)
        val named = blank.copy(name = "Hare")
        assertTrue(BandLines(named, 300f, 2f, 2f, painter, java.util.Locale.ENGLISH).height > 0f)
    }

    // --- contrast of the marks on Dama's dark squares ---

    @Test
    fun marksOnDamasDarkSquaresHaveAtLeast3To1() {
        // Marks as they stand: no move animations, the capture blink steady.
        Robo.motion(0f)
        val pal = Palette()
        fun List<UByte>.ints() = map { it.toInt() }
        val seen = mutableSetOf<String>()
        fun measure(a: Activity) {
            val b = Robo.board(a)
            val bmp = Robo.draw(a)
            val l = b.layoutFor(b.model)
            val h = b.model.highlights
            val loc = IntArray(2)
            b.getLocationInWindow(loc)
            val r = l.pieceRadius
            fun ring(kind: String, points: Collection<Byte>, radius: Float) {
                for (i in points) {
                    val p = l.points[i.toInt()]
                    val c = Pixels.ringMinContrast(bmp, loc[0] + p.x, loc[1] + p.y, radius, pal.SQUARE_DARK)
                    assertTrue("$kind at ${b.model.points[i.toInt()].name}: $c:1", c >= 3.0)
                    seen += kind
                }
            }
            // The shapes' solid parts (board/MarkShapes.kt): every sample must be the mark.
            fun samples(kind: String, points: Collection<Byte>, at: List<Pair<Float, Float>>) {
                for (i in points) {
                    val p = l.points[i.toInt()]
                    val c = at.minOf { (dx, dy) -> Palette.contrast(Pixels.rgb(bmp, (loc[0] + p.x + dx).toInt(), (loc[1] + p.y + dy).toInt()), pal.SQUARE_DARK) }
                    val worst = at.minByOrNull { (dx, dy) -> Palette.contrast(Pixels.rgb(bmp, (loc[0] + p.x + dx).toInt(), (loc[1] + p.y + dy).toInt()), pal.SQUARE_DARK) }!!
                    assertTrue("$kind at ${b.model.points[i.toInt()].name}: $c:1 at $worst, r $r, pixel ${Integer.toHexString(Pixels.rgb(bmp, (loc[0] + p.x + worst.first).toInt(), (loc[1] + p.y + worst.second).toInt()))}", c >= 3.0)
                    seen += kind
                }
            }
            fun around(radius: Float, n: Int, phase: Double = 0.0) = (0 until n).map { k ->
                val a = phase + 2 * Math.PI * k / n
                (radius * Math.cos(a)).toFloat() to (radius * Math.sin(a)).toFloat()
            }
            val sq = MarkShapes.SQUARE_HALF * r
            samples("last move", h.lastMove.filter { i -> b.model.pieces.none { it.point.toInt() == i.toInt() } }, (-5..5).flatMap { k -> val t = sq * k / 7f; listOf(t to -sq, t to sq, -sq to t, sq to t) })
            samples("target", h.targets.toList(), around(MarkShapes.TARGET_DISC * r * 0.5f, 12) + (0f to 0f))
            ring("landing", h.jumpLandings.toList(), r * 1.05f)
            ring("selected", listOfNotNull(h.selected?.toByte()), r * MarkShapes.SELECTED_OUTER)
            // The arc under the piece (the top left corner holds the square's number).
            val arc = (1..3).map { k ->
                val a = Math.toRadians(MarkShapes.MOVABLE_FROM + (MarkShapes.MOVABLE_TO - MarkShapes.MOVABLE_FROM) * k / 4)
                (MarkShapes.MOVABLE_ARC * r * Math.cos(a)).toFloat() to (MarkShapes.MOVABLE_ARC * r * Math.sin(a)).toFloat()
            }
            // The selected piece and the hint's piece carry their own mark instead.
            samples("movable", h.movable.filter { it.toInt() != h.selected?.toInt() && it.toInt() != h.hint.firstOrNull()?.toInt() }, arc)
            samples("capturable", h.capturable.toList(), around((MarkShapes.TICK_OUT + 1.05f) / 2 * r, 8))
            samples("hint", h.hint.drop(1), around((MarkShapes.CHEVRON_OUT - MarkShapes.CHEVRON_DEPTH) * r, 4))
        }
        var a = game(TestMatches.setup("dama-italiana"))
        Robo.tap(a, Robo.board(a).model.highlights.movable.first().toInt())
        measure(a)
        Robo.tap(a, Robo.board(a).model.highlights.targets.first().toInt())
        Robo.advance(2000)
        // Black to move: ask for a hint (searched in the background) and wait for it.
        Robo.button(a, labels().hint).performClick()
        Robo.awaitSearches()
        measure(a)
        close()
        a = game(TestMatches.setup("dama-italiana", position = "W:WK22:B10,K12,18,19"))
        measure(a)
        Robo.tap(a, point(a, "22"))
        measure(a)
        Robo.tap(a, point(a, "15"))
        measure(a)
        for (kind in listOf("last move", "target", "selected", "movable", "capturable", "hint")) assertTrue("measured $kind: $seen", kind in seen)
    }

    // --- table mode ---

    @Test
    fun tableModeTurnsTheFarPlayersControlsAndDialogs() {
        val a = game(TestMatches.setup("hare-hounds", TestMatches.mode("table")), Variant("en", Size.TABLET_LAND))
        val undos = Robo.all(a.window.decorView, Button::class.java).filter { it.text == labels().undo }
        assertEquals("a bar for each player", 2, undos.size)
        fun turned(v: View): Boolean {
            var p: Any? = v
            var deg = 0f
            while (p is View) { deg += p.rotation; p = p.parent }
            return deg % 360f == 180f
        }
        val far = undos.single { turned(it) }
        val farLoc = IntArray(2)
        far.getLocationInWindow(farLoc)
        assertTrue("the turned bar is at the far edge", farLoc[1] < a.window.decorView.height / 2)
        val menus = Robo.all(a.window.decorView, Button::class.java).filter { it.text == labels().menu }
        menus.single { turned(it) }.performClick()
        Robo.idle()
        assertEquals("its menu faces the far player", 180f, Robo.dialog(a)!!.window!!.decorView.rotation)
        // The menu's first entry, the move list, opens turned too.
        (Robo.dialog(a) as SheetDialog).items[0].performClick()
        Robo.idle()
        assertEquals("and so does its move list", 180f, Robo.dialog(a)!!.window!!.decorView.rotation)
        Robo.dialog(a)!!.dismiss()
        menus.single { !turned(it) }.performClick()
        Robo.idle()
        assertEquals("the near one faces the near player", 0f, Robo.dialog(a)!!.window!!.decorView.rotation)
    }

    // --- TalkBack ---

    @Test
    fun talkBackReadsRolesStatesCountersAndAnnouncements() {
        val am = Robo.app().getSystemService(Context.ACCESSIBILITY_SERVICE) as AccessibilityManager
        shadowOf(am).setEnabled(true)
        val a = game(TestMatches.setup("fox-geese", position = TestMatches.FOX_CHAIN, options = TestMatches.FOX_CHAIN_OPTIONS))
        val b = Robo.board(a)
        val provider = b.accessibilityNodeProvider
        fun node(i: Int): AccessibilityNodeInfo = provider.createAccessibilityNodeInfo(i)!!
        fun label(i: Int) = Robo.gameView().points[i].label
        val host = provider.createAccessibilityNodeInfo(View.NO_ID)!!
        assertEquals("every point and both bands", b.model.points.size + 2, host.childCount)

        // Every node reads the core's label of its point (what stands there and its state).
        for (i in b.model.points.indices) assertEquals(label(i), node(i).contentDescription.toString())
        val fox = point(a, "d2")
        assertEquals("android.widget.Button", node(fox).className)
        assertTrue(node(fox).actionList.contains(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLICK))
        val empty = point(a, "a5")
        assertEquals("an empty point is no button", "android.view.View", node(empty).className)
        assertFalse(node(empty).isClickable)

        // Activating the fox with TalkBack taps it: selected, its landing a target, the goose capturable.
        assertTrue(provider.performAction(fox, AccessibilityNodeInfo.ACTION_CLICK, null))
        Robo.idle()
        assertTrue("the fox is selected", node(fox).isSelected)
        val g = Robo.gameView()
        val h = g.board.highlights
        assertTrue(h.selected?.toInt() == fox && point(a, "d4").toByte() in h.targets && point(a, "d3").toByte() in h.capturable)
        assertEquals("android.widget.Button", node(point(a, "d4")).className)
        val labels = setOf(label(fox), label(point(a, "d4")), label(point(a, "d3")))
        assertEquals("selection, target and capturable read differently", 3, labels.size)

        // The bands are reachable, with their counters.
        val bands = listOf(BoardView.BAND_TOP, BoardView.BAND_BOTTOM).map { provider.createAccessibilityNodeInfo(it)!! }
        val counters = (g.top.counters + g.bottom.counters).map { it.text }
        assertTrue(counters.isNotEmpty())
        for (c in counters) assertTrue("counter $c is read", bands.any { it.text.toString().contains(c) })

        // A refused move is announced: the fox cannot go to a far point.
        shadowOf(am).let { s ->
            val before = s.sentAccessibilityEvents.size
            Robo.drag(a, fox, point(a, "g5"))
            val announced = s.sentAccessibilityEvents.drop(before).filter { it.eventType == AccessibilityEvent.TYPE_ANNOUNCEMENT }
            assertTrue("a refused move is announced", announced.isNotEmpty())
            assertEquals(Robo.gameView().message, (a as MainActivity).announced.last())
        }
    }

    // --- reduced motion ---

    @Test
    fun removedAnimationsStopTheSowingAndTheBlinking() {
        fun sowing(scale: Float): Boolean {
            Robo.motion(scale)
            val a = game(TestMatches.setup("sungka"))
            Robo.tap(a, Robo.board(a).model.highlights.movable.first().toInt())
            val running = Robo.board(a).animating
            close()
            return running
        }
        assertTrue("with animations, the sowing plays", sowing(1f))
        assertFalse("without, the move is shown at once", sowing(0f))

        // Capturable pieces: blinking normally, steady without animations.
        fun capturablePixels(scale: Float): List<Int> {
            Robo.motion(scale)
            val a = game(TestMatches.setup("fox-geese", position = TestMatches.FOX_CHAIN, options = TestMatches.FOX_CHAIN_OPTIONS))
            Robo.tap(a, point(a, "d2"))
            val b = Robo.board(a)
            val l = b.layoutFor(b.model)
            val p = l.points[point(a, "d3")]
            val loc = IntArray(2)
            b.getLocationInWindow(loc)
            val out = (0 until 2).map {
                // Inside the piece, off the cross: where the blink tints it.
                val c = Pixels.rgb(Robo.draw(a), (loc[0] + p.x + l.pieceRadius * 0.75f).toInt(), (loc[1] + p.y).toInt())
                Robo.advance(450)
                c
            }
            close()
            return out
        }
        assertTrue("blinks with animations", capturablePixels(1f).distinct().size == 2)
        assertTrue("steady without", capturablePixels(0f).distinct().size == 1)
    }

    // --- board sizes ---

    @Test
    fun boardsGetFingerSizedPiecesOnPhonesInBothOrientations() {
        var a = game(TestMatches.setup("fox-geese"), Variant("en", Size.PHONE_LAND))
        var l = Robo.board(a).layoutFor(Robo.board(a).model)
        assertTrue("fox and geese on a landscape phone: ${l.pieceRadius * 2 / l.density} dp", l.pieceRadius * 2 / l.density >= 30f)
        close()
        a = game(TestMatches.setup("sungka"), Variant("en", Size.PHONE_LAND))
        l = Robo.board(a).layoutFor(Robo.board(a).model)
        assertTrue("sungka houses on a landscape phone: ${l.pieceRadius * 2 / l.density} dp", l.pieceRadius * 2 / l.density >= 44f)
        close()
        a = game(TestMatches.setup("sungka"), Variant("en"))
        l = Robo.board(a).layoutFor(Robo.board(a).model)
        assertTrue("the sungka board turns upright in portrait", l.turned)
        assertTrue("sungka houses in portrait: ${l.pieceRadius * 2 / l.density} dp", l.pieceRadius * 2 / l.density >= 44f)
        // Every house is still hit where it is drawn.
        val names = Robo.board(a).model.points.map { it.name }
        for (i in names.indices) assertEquals(names[i], i, l.hitTest(l.points[i].x, l.points[i].y, 0f))
    }

    // --- the game's buttons on a phone ---

    @Test
    fun theGameButtonsKeepWordsWholeInEveryLanguage() {
        for (lang in listOf("en", "th", "ko", "fi")) {
            val a = game(TestMatches.setup("sungka"), Variant(lang))
            Robo.draw(a)
            val l = labels()
            val bar = listOf(l.undo, l.redo, l.hint, l.menu)
            val buttons = Robo.all(a.window.decorView, Button::class.java).filter { TextBreaks.plain(it.text) in bar }
            assertEquals(lang, 4, buttons.size)
            for (b in buttons) {
                val layout = b.layout ?: continue
                val text = layout.text.toString()
                for (line in 0 until layout.lineCount - 1) {
                    val end = layout.getLineEnd(line)
                    // A line may end only where the text has a space (Thai has none: one line).
                    assertTrue("$lang: \"$text\" broken inside a word at $end", end < text.length && text[end - 1].isWhitespace())
                }
            }
            close()
        }
    }

    companion object {
        /** Sungka one move from its end: player 1's last house, the stores level after it. */
        const val SUNGKA_END = "0 0 0 0 0 0 1 48 / 0 0 0 0 0 0 0 49 / 1"
    }
}
