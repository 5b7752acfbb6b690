package app.fireside.ui

import android.app.Activity
import app.fireside.board.TestMatches
import app.fireside.model.Event
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * Screenshots of every screen from the real drawing code, written to
 * android/build/screenshots/<screen>[-<game>-<state>]-<lang>-<size>-<look>.png: each in
 * English, Thai, Korean and Finnish on a portrait phone, and each once on a landscape
 * phone, a landscape tablet (games in table mode), in dark mode and at font scale 1.3 (and
 * each game state once in the high-contrast theme) —
 * the languages of those four rotate from screen to screen. Every shot is checked: the
 * window is filled, nothing is drawn under the system bars, a game screen shows the state
 * it was driven to.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class ScreenshotsTest : ActivityTest() {

    /** The portrait phone in four languages, then the four other sizes and looks once each. */
    private fun plan(screen: Int): List<Variant> {
        fun lang(k: Int) = LANGS[(screen + k) % LANGS.size]
        return LANGS.map { Variant(it) } + listOf(
            Variant(lang(0), Size.PHONE_LAND),
            Variant(lang(1), Size.TABLET_LAND),
            Variant(lang(2), Size.PHONE, Look.DARK),
            Variant(lang(3), Size.PHONE, Look.FONT_130),
        )
    }

    private fun check(a: Activity, name: String) {
        val bmp = Robo.shot(a, name)
        val d = a.resources.displayMetrics.density
        assertTrue(name, bmp.width > 300 && bmp.height > 300)
        if (Robo.dialog(a) == null) {
            // Edge to edge: the bars' strips show only the window's background.
            Pixels.assertPlain(bmp, 0, (Robo.STATUS_BAR_DP * d).toInt(), "$name: under the status bar")
            Pixels.assertPlain(bmp, bmp.height - (Robo.NAV_BAR_DP * d).toInt(), bmp.height, "$name: under the navigation bar")
        }
        close()
    }

    @Test
    fun menus() {
        val game = "fox-geese"
        val screens = listOf<Pair<String, Event>>(
            "home" to Event.OpenHome,
            "new-game" to Event.OpenNewGame(game),
            "settings" to Event.OpenSettings,
            "profiles" to Event.OpenProfiles,
            "leaderboard" to Event.OpenLeaderboard(null),
            "how-to-play" to Event.OpenHowToPlay(game),
        )
        // A profile with results, so the home screen and the leaderboard have something to show.
        Robo.configure(Variant("en"))
        Robo.startMatch(TestMatches.setup(game, TestMatches.mode("vs-computer"), TestMatches.FOX_CHAIN, listOf("captures-to-win" to "10")))
        Robo.app().shell.dispatch(Event.Play("d2xd4"))
        Robo.awaitSearches()
        for ((i, s) in screens.withIndex()) for (v in plan(i)) {
            Robo.configure(v)
            Robo.app().shell.dispatch(Event.OpenHome)
            Robo.app().shell.dispatch(s.second)
            check(openMain(), "${s.first}-${v.tag}")
        }
    }

    /** Runs the review jobs the shell started until none is left. */
    private fun awaitReviews(timeoutMs: Long = 20_000) {
        val end = System.currentTimeMillis() + timeoutMs
        Robo.idle()
        while (Robo.app().shell.analysing > 0) {
            check(System.currentTimeMillis() < end) { "the review did not finish in $timeoutMs ms" }
            Thread.sleep(5)
            Robo.idle()
        }
        Robo.idle()
    }

    /**
     * The review of a Hare and Hounds game between people (the hare escapes; the hounds'
     * third move lost their proven win): at the position before that blunder, with the better
     * move drawn, in four languages; right after it, with why it was one and the hare's
     * refutation drawn on the board, on a phone and a tablet, light and dark; then learning
     * from it after a wrong try.
     */
    @Test
    fun reviewAndLearning() {
        val moves = ("a2-b3 b5-b4 b1-b2 b4-a4 c2-c3 a4-b5 b3-a4 b5-b4 a4-b5 b4-b3 b2-c2 b3-a3 c3-c4 " +
            "a3-b3 c4-b4 b3-a2 c2-b2 a2-b3 b2-c2 b3-a4 b4-c4 a4-a3 c2-b3 a3-a2").split(" ")
        val setup = """{"game": "hare-hounds", "preset": null, "options": [], "position": null, "mode": {"kind": "pass-and-play"}, "seed": 1}"""
        for (lang in LANGS) {
            val v = Variant(lang)
            Robo.configure(v)
            Robo.app().shell.dispatch(Event.SetAnimationSpeed(app.fireside.model.AnimationSpeed.OFF))
            Robo.startMatch(setup, moves.dropLast(1))
            Robo.app().shell.dispatch(Event.Play(moves.last()))
            Robo.app().shell.dispatch(Event.ReviewGame)
            awaitReviews()
            Robo.app().shell.dispatch(Event.ReviewJump(2u))
            val review = (Robo.app().shell.view.screen as app.fireside.model.Screen.Review).review
            assertNotNull("the better move", review.better)
            assertTrue("every move marked", review.moves.all { it.mark != null })
            check(openMain(), "review-hare-hounds-${v.tag}")
            Robo.app().shell.dispatch(Event.ReviewJump(3u))
            val why = (Robo.app().shell.view.screen as app.fireside.model.Screen.Review).review
            assertNotNull("why", why.whyText)
            assertNotNull("the refutation", why.refutation)
            if (lang == "en") for (w in listOf(Variant(lang), Variant(lang, Size.TABLET_LAND), Variant(lang, look = Look.DARK), Variant(lang, Size.TABLET_LAND, Look.DARK))) {
                Robo.configure(w)
                check(openMain(), "review-why-hare-hounds-${w.tag}")
            }
            Robo.configure(v)
            Robo.app().shell.dispatch(Event.StartLearning)
            Robo.app().shell.dispatch(Event.Play("b1-b2"))
            awaitReviews()
            val learn = (Robo.app().shell.view.screen as app.fireside.model.Screen.Review).review.learn
            assertNotNull("learning", learn?.feedback)
            check(openMain(), "learn-hare-hounds-${v.tag}")
            Robo.app().shell.dispatch(Event.OpenHome)
        }
    }

    /**
     * The four learning screens — the review (why a move was an error), learning from it,
     * a puzzle, a lesson step — beyond the portrait phone: a landscape phone, a landscape
     * tablet, dark and high contrast, a language each (rotating from look to look).
     */
    @Test
    fun learningScreensInEveryLook() {
        val moves = ("a2-b3 b5-b4 b1-b2 b4-a4 c2-c3 a4-b5 b3-a4 b5-b4 a4-b5 b4-b3 b2-c2 b3-a3 c3-c4 " +
            "a3-b3 c4-b4 b3-a2 c2-b2 a2-b3 b2-c2 b3-a4 b4-c4 a4-a3 c2-b3 a3-a2").split(" ")
        val setup = """{"game": "hare-hounds", "preset": null, "options": [], "position": null, "mode": {"kind": "pass-and-play"}, "seed": 1}"""
        val looks = listOf(Size.PHONE_LAND to Look.LIGHT, Size.TABLET_LAND to Look.LIGHT, Size.PHONE to Look.DARK, Size.PHONE to Look.HIGH_CONTRAST)
        for ((k, look) in looks.withIndex()) for ((j, screen) in listOf("review-why", "learn", "puzzle", "lesson").withIndex()) {
            val v = Variant(LANGS[(k + j) % LANGS.size], look.first, look.second)
            Robo.configure(v)
            Robo.app().shell.dispatch(Event.SetAnimationSpeed(app.fireside.model.AnimationSpeed.OFF))
            when (screen) {
                "review-why", "learn" -> {
                    Robo.startMatch(setup, moves.dropLast(1))
                    Robo.app().shell.dispatch(Event.Play(moves.last()))
                    Robo.app().shell.dispatch(Event.ReviewGame)
                    awaitReviews()
                    Robo.app().shell.dispatch(Event.ReviewJump(3u))
                    if (screen == "learn") {
                        Robo.app().shell.dispatch(Event.StartLearning)
                        Robo.app().shell.dispatch(Event.Play("b1-b2"))
                        awaitReviews()
                    }
                }
                "puzzle" -> Robo.app().shell.dispatch(Event.OpenPuzzle("hare-hounds", "hare-hounds-0001"))
                else -> {
                    Robo.app().shell.dispatch(Event.OpenLesson("fox-geese"))
                    Robo.app().shell.dispatch(Event.LessonMove("d4-d5"))
                }
            }
            val a = openMain()
            if (screen != "review-why" && screen != "learn") assertNotNull("$screen: the board", Robo.find(a.window.decorView, BoardView::class.java))
            if (screen == "learn") {
                // The exercise's board is seen whole without scrolling, in every size.
                val board = Robo.find(a.window.decorView, BoardView::class.java)
                assertNotNull("learn: the board", board)
                val at = IntArray(2).also { board!!.getLocationInWindow(it) }
                val bottom = at[1] + board!!.height
                val content = a.findViewById<android.view.View>(android.R.id.content)!!
                val end = IntArray(2).also { content.getLocationInWindow(it) }[1] + content.height
                assertTrue("learn ${v.tag}: the board ends at $bottom, below the screen's content at $end", bottom <= end)
            }
            check(a, "$screen-looks-${v.tag}")
            Robo.app().shell.dispatch(Event.OpenHome)
        }
    }

    /** A state of a game screen: its match (JSON setup for a mode), how to drive it there, and whether it ends. */
    private class State(val name: String, val setup: (org.json.JSONObject) -> String, val resultMode: Boolean = false, val drive: (Activity) -> Unit = {})

    private fun point(a: Activity, name: String): Int = Robo.board(a).model.points.indexOfFirst { it.name == name }.also { require(it >= 0) { name } }

    /** Each state of a game also once in the high-contrast theme (the core's setting). */
    private fun games(game: String, states: List<State>) {
        for ((i, s) in states.withIndex()) for (v in plan(i) + Variant(LANGS[i % LANGS.size], look = Look.HIGH_CONTRAST)) {
            Robo.configure(v)
            val mode = when {
                s.resultMode -> TestMatches.mode("vs-computer")
                v.size == Size.TABLET_LAND -> TestMatches.mode("table")
                else -> TestMatches.mode("pass-and-play")
            }
            Robo.startMatch(s.setup(mode))
            val a = openMain()
            s.drive(a)
            if (s.resultMode) {
                Robo.awaitSearches()
                Robo.finishAnimation(a)
                Robo.awaitResult()
                assertNotNull("${s.name}: the result is shown (${Robo.gameView().status}, ${Robo.gameView().moveList.rows.map { it.text }})", (a as MainActivity).gameScreen?.resultSheet)
            }
            assertEquals("${s.name}: the view says high contrast", v.look == Look.HIGH_CONTRAST, Robo.gameView().access.highContrast)
            check(a, "game-$game-${s.name}-${v.tag}")
        }
    }

    /** Selects a piece with a choice of targets (one that plays at once is undone and the next tried). */
    private fun selectFirstMovable(a: Activity) {
        for (m in Robo.board(a).model.highlights.movable.map { it.toInt() }) {
            Robo.tap(a, m)
            val h = Robo.board(a).model.highlights
            if (h.selected?.toInt() == m) {
                assertTrue("targets shown", h.targets.isNotEmpty())
                return
            }
            if (Robo.gameView().moveList.rows.isNotEmpty()) {
                Robo.app().shell.dispatch(Event.Undo)
                Robo.idle()
            }
        }
        throw AssertionError("no piece to select")
    }

    /** Taps [from], then [to] if given, then stops a chain or takes the first target until the game ends. */
    private fun playToEnd(a: Activity, from: String, to: String? = null) {
        Robo.tap(a, point(a, from))
        to?.let { if (Robo.gameView().result == null) Robo.tap(a, point(a, it)) }
        for (k in 0 until 4) {
            Robo.awaitSearches()
            Robo.finishAnimation(a)
            val g = Robo.gameView()
            if (g.result != null) return
            if (g.canStop) Robo.app().shell.dispatch(Event.StopChain) else g.board.highlights.targets.firstOrNull()?.let { Robo.tap(a, it.toInt()) }
        }
        Robo.idle()
    }

    @Test
    fun foxAndGeese() {
        val chain = "fox d2; geese d3 d5 a3 g3; to-move fox"
        val chainOptions = listOf("captures-to-win" to "13")
        games(
            "fox-geese",
            listOf(
                State("start", { TestMatches.setup("fox-geese", it) }),
                State("selected", { TestMatches.setup("fox-geese", it) }) { selectFirstMovable(it) },
                State("capturable", { TestMatches.setup("fox-geese", it, chain, chainOptions) }) { a ->
                    Robo.tap(a, point(a, "d2"))
                    assertTrue(Robo.board(a).model.highlights.capturable.isNotEmpty())
                },
                State("chain", { TestMatches.setup("fox-geese", it, chain, chainOptions) }) { a ->
                    Robo.tap(a, point(a, "d2"))
                    Robo.tap(a, point(a, "d4"))
                    assertTrue(Robo.board(a).model.highlights.chain.isNotEmpty())
                },
                State("result", { TestMatches.setup("fox-geese", it, chain, listOf("captures-to-win" to "10")) }, resultMode = true) { playToEnd(it, "d2", "d4") },
            ),
        )
    }

    @Test
    fun hareAndHounds() {
        games(
            "hare-hounds",
            listOf(
                State("start", { TestMatches.setup("hare-hounds", it) }),
                State("selected", { TestMatches.setup("hare-hounds", it) }) { selectFirstMovable(it) },
                State("result", { TestMatches.setup("hare-hounds", it, "hounds a4 c4 b3; hare b5") }, resultMode = true) { playToEnd(it, "b3", "b4") },
            ),
        )
    }

    @Test
    fun sungka() {
        games(
            "sungka",
            listOf(
                State("start", { TestMatches.setup("sungka", it) }),
                State("sowing", { TestMatches.setup("sungka", it) }) { a ->
                    Robo.tap(a, Robo.board(a).model.highlights.movable.first().toInt())
                    // Into the middle of the sowing (it started with the tap's frame).
                    Robo.advance(900)
                },
                State("result", { TestMatches.setup("sungka", it, PhoneTest.SUNGKA_END) }, resultMode = true) { playToEnd(it, "p1-7") },
            ),
        )
    }

    @Test
    fun damaItaliana() {
        games(
            "dama-italiana",
            listOf(
                State("start", { TestMatches.setup("dama-italiana", it) }),
                State("selected", { TestMatches.setup("dama-italiana", it) }) { selectFirstMovable(it) },
                State("capturable", { TestMatches.setup("dama-italiana", it, "W:W22,29:B18,1") }) { a ->
                    assertTrue(Robo.board(a).model.highlights.capturable.isNotEmpty())
                },
                // 29 takes 26 landing on 22, then 18 or 19: the chain waits at 22 for the choice.
                State("chain", { TestMatches.setup("dama-italiana", it, "W:W29:B26,18,19") }) { a ->
                    Robo.tap(a, point(a, "29"))
                    Robo.tap(a, point(a, "22"))
                    assertTrue(Robo.board(a).model.highlights.chain.isNotEmpty())
                },
                State("result", { TestMatches.setup("dama-italiana", it, "W:W22:B18") }, resultMode = true) { playToEnd(it, "22") },
            ),
        )
    }

    /**
     * A puzzle (Hare and Hounds), the same after a wrong move, solved; a lesson step (Dama
     * Italiana) and the same after a refused move, whose rule the core explains; in four
     * languages, and the puzzle once more in high contrast. The boards are the core's
     * panels: each shot checks that the screen shows the state it was driven to.
     */
    @Test
    fun puzzlesAndLessons() {
        fun puzzle() = (Robo.app().shell.view.screen as app.fireside.model.Screen.Puzzle).puzzle
        fun lesson() = (Robo.app().shell.view.screen as app.fireside.model.Screen.Lesson).lesson
        for (v in LANGS.map { Variant(it) } + Variant(LANGS[1], look = Look.HIGH_CONTRAST)) {
            Robo.configure(v)
            Robo.app().shell.dispatch(Event.OpenPuzzle("hare-hounds", "hare-hounds-0001"))
            assertEquals(v.look == Look.HIGH_CONTRAST, puzzle().board.access.highContrast)
            check(openMain(), "puzzle-hare-hounds-${v.tag}")
            if (v.look == Look.HIGH_CONTRAST) continue
            Robo.app().shell.dispatch(Event.PuzzleMove("a2-a3"))
            assertEquals(app.fireside.model.FeedbackTone.WRONG, puzzle().messageTone)
            check(openMain(), "puzzle-wrong-hare-hounds-${v.tag}")
            Robo.app().shell.dispatch(Event.PuzzleMove("b2-b3"))
            assertTrue(puzzle().solved)
            check(openMain(), "puzzle-solved-hare-hounds-${v.tag}")
            Robo.app().shell.dispatch(Event.OpenLesson("dama-italiana"))
            Robo.app().shell.dispatch(Event.LessonMove("22-18"))
            assertNotNull(lesson().board)
            check(openMain(), "lesson-dama-italiana-${v.tag}")
            // Step 2: a capture is compulsory; a plain step is refused with the rule's words.
            Robo.app().shell.dispatch(Event.LessonMove("29-25"))
            assertEquals(app.fireside.model.FeedbackTone.WRONG, lesson().messageTone)
            check(openMain(), "lesson-refused-dama-italiana-${v.tag}")
            Robo.app().shell.dispatch(Event.OpenHome)
        }
    }

    /**
     * The lesson course (issue 34): the chapter list with progress, a tactics step, an
     * endgame step and the same after a wrong move (the perfect defence's answer on the
     * board), a Sungka step's sowing told shell by shell, and a puzzle after a wrong try —
     * on phones and tablets, in four languages, light and dark.
     */
    @Test
    fun lessonCourse() {
        fun lesson() = Learning.lesson()
        val variants = LANGS.map { Variant(it) } + listOf(
            Variant("en", Size.TABLET_LAND),
            Variant("th", Size.TABLET_LAND),
            Variant("ko", Size.TABLET_LAND, Look.DARK),
            Variant("ko", Size.PHONE, Look.DARK),
            Variant("fi", Size.PHONE_LAND),
            Variant("th", Size.PHONE, Look.FONT_130),
        )
        for (v in variants) {
            Robo.configure(v)
            Robo.app().shell.dispatch(Event.OpenLesson("dama-italiana"))
            if (lesson().chapter == 0u && lesson().board != null) Robo.app().shell.dispatch(Event.LessonMove("22-18"))
            assertTrue("the chapter list", lesson().chapters.size >= 3)
            assertTrue("progress kept", lesson().chapters[0].done >= 1u)
            check(openMain(), "lesson-chapters-dama-italiana-${v.tag}")
            Robo.app().shell.dispatch(Event.OpenLessonChapter("fox-geese", 1u))
            assertEquals(1u, lesson().chapter)
            assertNotNull(lesson().board)
            check(openMain(), "lesson-tactics-fox-geese-${v.tag}")
            Robo.app().shell.dispatch(Event.OpenLessonChapter("dama-italiana", 2u))
            assertEquals(2u, lesson().chapter)
            assertNotNull(lesson().board)
            check(openMain(), "lesson-endgame-dama-italiana-${v.tag}")
            Robo.app().shell.dispatch(Event.OpenLessonChapter("hare-hounds", 2u))
            assertTrue("a wrong move refuted", Learning.wrongTry())
            assertEquals(app.fireside.model.FeedbackTone.WRONG, lesson().messageTone)
            check(openMain(), "lesson-endgame-refuted-hare-hounds-${v.tag}")
            Robo.app().shell.dispatch(Event.OpenLessonChapter("sungka", 1u))
            assertTrue("a wrong sowing refuted", Learning.wrongTry())
            assertTrue("the sowing told", lesson().sowing.isNotEmpty())
            check(openMain(), "lesson-sowing-sungka-${v.tag}")
            // The light portrait phone's are taken in puzzlesAndLessons.
            if (v.size != Size.PHONE || v.look != Look.LIGHT) {
                Robo.app().shell.dispatch(Event.OpenPuzzle("hare-hounds", "hare-hounds-0001"))
                Robo.app().shell.dispatch(Event.PuzzleMove("a2-a3"))
                assertEquals(app.fireside.model.FeedbackTone.WRONG, (Robo.app().shell.view.screen as app.fireside.model.Screen.Puzzle).puzzle.messageTone)
                check(openMain(), "puzzle-wrong-hare-hounds-${v.tag}")
            }
            Robo.app().shell.dispatch(Event.OpenHome)
        }
    }

    companion object {
        val LANGS = listOf("en", "th", "ko", "fi")
    }
}
