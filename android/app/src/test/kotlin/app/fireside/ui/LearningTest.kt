package app.fireside.ui

import android.app.Activity
import android.content.Context
import android.view.accessibility.AccessibilityManager
import android.view.accessibility.AccessibilityNodeInfo
import app.fireside.board.BoardAccessibility
import app.fireside.model.Event
import app.fireside.model.FeedbackTone
import app.fireside.model.ReviewPart
import app.fireside.model.Screen
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertSame
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.Robolectric
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The puzzle and lesson screens on the phone: reached from the home screen, their board
 * drawn from the core's panel and played by finger (and by TalkBack's actions), the core's
 * words for a wrong or refused move, the board kept across the renders a move causes.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class LearningTest : ActivityTest() {
    @Before
    fun noMotion() {
        Robo.motion(0f)
    }

    private fun open(): MainActivity {
        Robo.configure(Variant("en"))
        return openMain()
    }

    private fun puzzle() = (Robo.view().screen as? Screen.Puzzle)?.puzzle ?: error("not the puzzle screen: ${Robo.view().screen}")
    private fun lesson() = (Robo.view().screen as? Screen.Lesson)?.lesson ?: error("not the lesson screen: ${Robo.view().screen}")
    private fun point(a: Activity, name: String) = Robo.board(a).model.points.indexOfFirst { it.name == name }.also { require(it >= 0) { name } }

    @Test
    fun aPuzzleOpenedFromHomeIsSolvedByTouchOnItsBoard() {
        val a = open()
        // The Hare and Hounds tile's puzzle button (the second game on the home screen).
        Robo.click(a, Robo.button(a, "Puzzles", 1))
        assertEquals("hare-hounds", puzzle().game)
        Robo.click(a, Robo.button(a, Robo.view().backLabel))
        assertTrue(Robo.view().screen is Screen.Home)
        // From home, its first puzzle, whose answer is b2-b3 (core/puzzles/hare-hounds.json).
        Robo.app().shell.dispatch(Event.OpenPuzzle("hare-hounds", "hare-hounds-0001"))
        Robo.idle()
        val board = Robo.board(a)
        // A wrong move first, by finger: the core's words, and the position stays.
        Robo.tap(a, point(a, "a2"))
        Robo.tap(a, point(a, "a3"))
        assertEquals(FeedbackTone.WRONG, puzzle().messageTone)
        assertTrue(a.announced.contains(puzzle().message))
        assertNotNull(Robo.find(a.window.decorView, android.widget.TextView::class.java))
        assertTrue(Robo.all(a.window.decorView, android.widget.TextView::class.java).any { TextBreaks.plain(it.text) == TextBreaks.plain(puzzle().message ?: "") })
        // The answer by a drag, on the same board view (kept across the renders).
        Robo.drag(a, point(a, "b2"), point(a, "b3"))
        assertSame("the board survives the renders of its own moves", board, Robo.board(a))
        val solved = puzzle()
        assertTrue("solved by touch", solved.solved)
        assertFalse("a solved board takes no more input", solved.board.input)
        assertTrue(a.announced.contains(solved.message))
        assertTrue(Robo.all(a.window.decorView, android.widget.TextView::class.java).any { TextBreaks.plain(it.text) == TextBreaks.plain(solved.standingText) })
        // Back leads home.
        Robo.click(a, Robo.button(a, Robo.view().backLabel))
        assertTrue(Robo.view().screen is Screen.Home)
    }

    @Test
    fun aLessonStepIsPlayedByTapsAndByTalkBackActions() {
        val am = Robo.app().getSystemService(Context.ACCESSIBILITY_SERVICE) as AccessibilityManager
        shadowOf(am).setEnabled(true)
        val a = open()
        Robo.click(a, Robo.button(a, "Learn to play", 0))
        assertEquals("fox-geese", lesson().game)
        // Step 1, by taps: the fox from d4 up to d5.
        Robo.tap(a, point(a, "d4"))
        Robo.tap(a, point(a, "d5"))
        assertEquals(FeedbackTone.FOUND, lesson().messageTone)
        assertTrue(lesson().title, lesson().title.contains("2"))
        // Step 2, by TalkBack alone: the fox's node's action that jumps d5 (d4xd6).
        val provider = Robo.board(a).accessibilityNodeProvider
        val fox = point(a, "d4")
        val node = provider.createAccessibilityNodeInfo(fox)!!
        val jump = node.actionList.first { BoardAccessibility.actionIndex(it.id, 1000) != null && it.label.toString().contains("d6") }
        assertTrue(provider.performAction(fox, AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS, null))
        assertTrue(provider.performAction(fox, jump.id, null))
        Robo.idle()
        assertEquals(FeedbackTone.FOUND, lesson().messageTone)
        assertTrue(lesson().title, lesson().title.contains("3"))
        assertTrue("the next prompt is said", a.announced.last().endsWith(lesson().prompt))
    }

    @Test
    fun aChapterRowOpensItsChapterAndTheStepButtonsSendTheirEvents() {
        val a = open()
        Robo.app().shell.dispatch(Event.OpenLesson("hare-hounds"))
        Robo.idle()
        val first = lesson()
        assertEquals(0u, first.chapter)
        assertTrue("three chapters or more", first.chapters.size >= 3)
        // The third chapter's row, by its words as drawn: the view's chapter changes.
        val endgames = first.chapters[2]
        Robo.click(a, Robo.button(a, endgames.text))
        assertEquals(2u, lesson().chapter)
        assertEquals(endgames.title, lesson().chapterTitle)
        assertTrue(Robo.all(a.window.decorView, android.widget.TextView::class.java).any { TextBreaks.plain(it.text) == TextBreaks.plain(endgames.title) })
        // Retry waits for a refuted move; a wrong move enables it, and it takes the board back.
        assertFalse(Robo.button(a, lesson().retryLabel).isEnabled)
        val refuted = Learning.wrongTry()
        assertTrue("a wrong move is refuted on the board", refuted)
        Robo.idle()
        assertTrue(Robo.button(a, lesson().retryLabel).isEnabled)
        Robo.click(a, Robo.button(a, lesson().retryLabel))
        assertFalse(lesson().refuted)
        // Hint: the core's words for the step show.
        Robo.click(a, Robo.button(a, lesson().hintLabel))
        val hint = lesson().message ?: error("no hint")
        assertTrue(Robo.all(a.window.decorView, android.widget.TextView::class.java).any { TextBreaks.plain(it.text) == TextBreaks.plain(hint) })
        // Skip: the next step.
        val before = lesson().title
        Robo.click(a, Robo.button(a, lesson().skipLabel))
        assertFalse("skipped to another step", before == lesson().title)
    }

    /**
     * The review's graph: drawn with the core's chart (its errors on the line), and a finger's
     * tap where an error is drawn shows the board after that move (`ReviewJump` to the
     * nearest position).
     */
    /** A Hare and Hounds game between people with errors in it, its review opened (the analysis run to its end when [analysed]). */
    private fun reviewed(analysed: Boolean) {
        val moves = ("a2-b3 b5-b4 b1-b2 b4-a4 c2-c3 a4-b5 b3-a4 b5-b4 a4-b5 b4-b3 b2-c2 b3-a3 c3-c4 " +
            "a3-b3 c4-b4 b3-a2 c2-b2 a2-b3 b2-c2 b3-a4 b4-c4 a4-a3 c2-b3 a3-a2").split(" ")
        val setup = """{"game": "hare-hounds", "preset": null, "options": [], "position": null, "mode": {"kind": "pass-and-play"}, "seed": 1}"""
        Robo.configure(Variant("en"))
        Robo.startMatch(setup, moves.dropLast(1))
        Robo.app().shell.dispatch(Event.Play(moves.last()))
        Robo.app().shell.dispatch(Event.ReviewGame)
        if (!analysed) return
        val end = System.currentTimeMillis() + 20_000
        Robo.idle()
        while (Robo.app().shell.analysing > 0) {
            check(System.currentTimeMillis() < end) { "the review did not finish" }
            Thread.sleep(5)
            Robo.idle()
        }
    }

    private fun review() = (Robo.view().screen as? Screen.Review)?.review ?: error("not the review: ${Robo.view().screen}")

    /** The review's parts as the screen stands, top to bottom: each drawn view tagged with the part it is. */
    private fun drawnParts(a: Activity): List<Pair<ReviewPart, android.view.View>> =
        Robo.all(a.window.decorView, android.view.View::class.java)
            .mapNotNull { v -> (v.tag as? ReviewPart)?.let { it to v } }

    /** The parts are drawn in the core's order, top to bottom, and nothing else is. */
    private fun assertPartsInOrder(a: Activity) {
        val want = review().parts
        val drawn = drawnParts(a)
        assertEquals(want, drawn.map { it.first })
        val column = drawn.first().second.parent as android.view.ViewGroup
        assertEquals("every view of the review is a part", want.size, column.childCount)
        val tops = drawn.map { (_, v) -> IntArray(2).also { v.getLocationInWindow(it) }[1] }
        assertEquals("drawn top to bottom in that order", tops.sorted(), tops)
        assertTrue("no two parts at one height", tops.zipWithNext().all { (x, y) -> x < y })
        fun part(p: ReviewPart) = drawn.first { it.first == p }.second
        assertTrue("the board part is the board", part(ReviewPart.BOARD) is BoardView)
        assertTrue("the chart part is the graph", part(ReviewPart.CHART) is Graph)
        val rows = Robo.all(part(ReviewPart.MOVES), android.widget.TextView::class.java).map { TextBreaks.plain(it.text) }
        assertEquals(review().moves.map { TextBreaks.plain(it.line) }, rows)
        val arrows = Robo.all(part(ReviewPart.NAVIGATION), android.widget.Button::class.java).map { it.contentDescription?.toString() }
        assertEquals(review().labels.let { listOf(it.first, it.back, it.forward, it.last) }, arrows)
    }

    /** Both phones show the review's parts in the one order the core lists, while analysing and after. */
    @Test
    fun theReviewDrawsItsPartsInTheCoresOrder() {
        reviewed(analysed = false)
        var a = openMain()
        assertPartsInOrder(a)
        // The analysis runs on its own thread: while it does, its progress comes first.
        review().progress?.let { p ->
            assertEquals(ReviewPart.PROGRESS, review().parts.first())
            assertEquals(TextBreaks.plain(p.text), TextBreaks.plain((drawnParts(a).first().second as android.widget.TextView).text))
        }
        close()
        reviewed(analysed = true)
        a = openMain()
        assertTrue("learning is a part once decided", ReviewPart.LEARN in review().parts)
        assertFalse("no progress once analysed", ReviewPart.PROGRESS in review().parts)
        assertPartsInOrder(a)
    }

    /**
     * The review's graph: drawn with the core's chart (its errors on the line), and a finger's
     * tap where an error is drawn shows the board after that move (`ReviewJump` to the
     * nearest position).
     */
    @Test
    fun aTapOnTheReviewGraphJumpsToTheNearestMove() {
        reviewed(analysed = true)
        val chart = review().chart ?: error("no chart")
        val target = chart.marks.last().ply.toInt()
        assertTrue("the shown position is another", review().ply.toInt() != target)
        val a = openMain()
        val graph = Robo.find(a.window.decorView, Graph::class.java) ?: error("no graph")
        graph.requestRectangleOnScreen(android.graphics.Rect(0, 0, graph.width, graph.height), true)
        Robo.idle()
        // The columns of the graph nearest to the error's position, and their middle.
        val columns = (0 until graph.width).filter { graph.plyAt(it.toFloat()) == target }
        assertTrue("the position has columns", columns.isNotEmpty())
        val loc = IntArray(2)
        graph.getLocationInWindow(loc)
        val x = loc[0] + (columns.first() + columns.last()) / 2f
        val y = loc[1] + graph.height / 2f
        val down = android.os.SystemClock.uptimeMillis()
        Robo.touch(a, android.view.MotionEvent.ACTION_DOWN, x, y, down)
        Robo.advance(80)
        Robo.touch(a, android.view.MotionEvent.ACTION_UP, x, y, down)
        Robo.idle()
        assertEquals(target.toUInt(), review().ply)
        assertEquals(chart.marks.last().mark, review().moves[target - 1].mark)
    }
}

/** Lesson helpers shared by the behaviour and screenshot tests. */
object Learning {
    fun lesson() = (Robo.view().screen as? Screen.Lesson)?.lesson ?: error("not the lesson screen: ${Robo.view().screen}")

    /** The step's legal moves, read from the board's screen-reader actions (the core's). */
    private fun legal(): List<String> =
        lesson().board?.points.orEmpty().flatMap { p -> p.actions.mapNotNull { (it.event as? Event.Play)?.notation } }.distinct()

    /**
     * Plays legal moves until one is refuted (a right one goes on with the step or the next
     * one, whose moves are tried in turn); whether the board shows a refutation.
     */
    fun wrongTry(): Boolean {
        repeat(40) {
            val moves = legal()
            if (moves.isEmpty()) return false
            for (m in moves.asReversed()) {
                val title = lesson().title
                val board = lesson().board
                Robo.app().shell.dispatch(Event.LessonMove(m))
                Robo.idle()
                if (lesson().refuted) return true
                if (lesson().title != title || lesson().board != board) return@repeat
            }
        }
        return lesson().refuted
    }
}
