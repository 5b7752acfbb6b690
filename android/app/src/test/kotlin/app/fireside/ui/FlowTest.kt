package app.fireside.ui

import android.app.Activity
import android.os.Bundle
import android.view.KeyEvent
import android.view.View
import android.widget.RadioButton
import app.fireside.board.TestMatches
import app.fireside.model.Screen
import app.fireside.model.Sound
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.Robolectric
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.android.controller.ActivityController
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The app as a player goes through it, on the real framework and the real core: Home → New
 * game → Game for every game and mode by taps on the real widgets, moves by taps, drags and
 * keys as MotionEvents and KeyEvents through the window, the computer thinking on its
 * background thread while the main looper runs under the test's control, hint, undo, the
 * move list, the result and a rematch, rotation and process death, and back.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class FlowTest {
    private val opened = mutableListOf<ActivityController<MainActivity>>()

    @Before
    fun setUp() {
        Robo.strictMode()
        Robo.quickComputers()
        Robo.configure(Variant("en"))
    }

    @After
    fun close() {
        for (c in opened) runCatching { c.pause().stop().destroy() }
        opened.clear()
    }

    private fun launch(saved: Bundle? = null): Pair<ActivityController<MainActivity>, MainActivity> {
        val c = Robolectric.buildActivity(MainActivity::class.java)
        opened += c
        if (saved == null) c.setup() else c.setup(saved)
        Robo.systemBars(c.get())
        return c to c.get()
    }

    private fun screen() = Robo.view().screen

    /** The home screen's "New game" of [game], then the mode's radio button, then Start. */
    private fun newGame(a: Activity, game: String, mode: String) {
        val home = (screen() as Screen.Home).home
        val tile = home.tiles.indexOfFirst { it.game == game }
        Robo.click(a, Robo.button(a, home.tiles[tile].newGameLabel, tile))
        val form = (screen() as Screen.NewGame).newGame
        assertEquals(game, form.game)
        val choice = form.modes.first { it.id == mode }
        Robo.click(a, Robo.all(a.window.decorView, RadioButton::class.java).first { it.text == choice.label })
        val f = (screen() as Screen.NewGame).newGame
        assertEquals("the form shows the mode chosen", mode, f.modes.first { it.selected }.id)
        if (f.showsSideAndLevel) {
            val easy = f.levels.first { it.id == "easy" }
            Robo.click(a, Robo.all(a.window.decorView, RadioButton::class.java).first { it.text == easy.label })
        }
        Robo.click(a, Robo.button(a, (screen() as Screen.NewGame).newGame.startLabel))
        assertTrue("the game screen", screen() is Screen.Game)
    }

    /** One move of the player to move, by taps on the board: the first movable piece with targets, then its first target. */
    private fun tapAMove(a: Activity) {
        val before = Robo.gameView().moveList.rows.sumOf { it.moves.size }
        for (k in 0 until 6) {
            val h = Robo.gameView().board.highlights
            val next = h.targets.firstOrNull() ?: h.movable.first()
            Robo.tap(a, next.toInt())
            if (Robo.gameView().moveList.rows.sumOf { it.moves.size } > before) return
        }
        throw AssertionError("no move after six taps")
    }

    /** A move by a drag: from a movable piece with targets to its first target. */
    private fun dragAMove(a: Activity) {
        val before = Robo.gameView().moveList.rows.sumOf { it.moves.size }
        val h = Robo.gameView().board.highlights
        // The fox and the hare glow their targets without a selection: dragging still starts on the piece.
        val from = h.movable.first().toInt()
        // The core shows the targets when the drag starts; a drag to the first of them plays it.
        val b = Robo.board(a)
        val (x0, y0) = Robo.pointInWindow(a, from)
        val down = android.os.SystemClock.uptimeMillis()
        Robo.touch(a, android.view.MotionEvent.ACTION_DOWN, x0, y0, down)
        Robo.advance(16)
        Robo.touch(a, android.view.MotionEvent.ACTION_MOVE, x0 + 40f, y0 + 40f, down)
        Robo.idle()
        val targets = Robo.gameView().board.highlights.targets
        val house = Robo.gameView().points[from].role is app.fireside.model.PointRole.House
        // A Sungka house has no targets: dropped back on itself, it sows.
        if (house) {
            Robo.touch(a, android.view.MotionEvent.ACTION_MOVE, x0, y0, down)
            Robo.touch(a, android.view.MotionEvent.ACTION_UP, x0, y0, down)
            Robo.idle()
            assertTrue("a house dragged and dropped on itself sows", moves() > before)
            return
        }
        assertTrue("targets show from the start of the drag: from $from ${Robo.gameView().board.highlights} ${Robo.gameView().message} turn ${Robo.gameView().status}", targets.isNotEmpty())
        assertEquals("the piece dragged is selected", from, Robo.gameView().board.highlights.selected?.toInt())
        val (x1, y1) = Robo.pointInWindow(a, targets.first().toInt())
        Robo.touch(a, android.view.MotionEvent.ACTION_MOVE, x1, y1, down)
        Robo.touch(a, android.view.MotionEvent.ACTION_UP, x1, y1, down)
        Robo.idle()
        b.invalidate()
        val after = Robo.gameView().moveList.rows.sumOf { it.moves.size }
        // A Sungka drag from a house onto another point sows only from a drop on the house itself.
        if (after == before) {
            Robo.tap(a, from)
            if (Robo.gameView().moveList.rows.sumOf { it.moves.size } == before) tapAMove(a)
        }
    }

    /** The near player's button of an action (table mode has a turned one for the far player first). */
    private fun near(a: Activity, text: String) =
        Robo.all(a.window.decorView, android.widget.Button::class.java).last { it.text.toString() == text }

    private fun moves() = Robo.gameView().moveList.rows.sumOf { it.moves.size }

    private fun everyGameIn(mode: String) {
        for (game in TestMatches.GAMES) {
            val (_, a) = launch()
            assertTrue(screen() is Screen.Home)
            newGame(a, game, mode)
            val g = Robo.gameView()
            assertEquals(game, g.game)
            assertEquals("table mode turns the far band", mode == "table", g.top.turned)
            if (mode == "table") assertEquals("a bar for each player", 2, Robo.all(a.window.decorView, android.widget.Button::class.java).count { it.text == g.labels.undo })
            if (mode == "vs-computer") {
                // The computer may move first; it thinks on its own thread.
                Robo.awaitSearches()
                val start = moves()
                tapAMove(a)
                Robo.awaitSearches()
                // (A Sungka sowing into the player's own store is a free turn: the player moves again.)
                if (Robo.gameView().result == null) assertTrue("$game: the computer answered", moves() >= start + 2 || game == "sungka" && moves() > start)
                assertTrue("$game: sounds of the moves", (a as MainActivity).soundsPlayed.contains(Sound.MOVE) || a.soundsPlayed.contains(Sound.CAPTURE))
                if (moves() >= start + 2) assertTrue("$game: the computer's move is announced", a.announced.isNotEmpty())
            } else {
                tapAMove(a)
                dragAMove(a)
                assertTrue("$game: two moves", moves() >= 2)
            }
            // Undo by the button takes the last move back (against the computer: its answer and the player's move).
            val before = moves()
            Robo.click(a, near(a, Robo.gameView().labels.undo))
            if (mode == "vs-computer" && moves() == before) {
                // A rated game: the first undo is held back with the core's assist warning, shown until dismissed.
                val notice = Robo.dialog(a) as android.app.AlertDialog
                assertTrue("$game: the warning shown", notice.isShowing)
                notice.dismiss()
                Robo.idle()
                Robo.click(a, near(a, Robo.gameView().labels.undo))
            }
            assertTrue("$game: undone", moves() < before)
            Robo.awaitSearches()
            // A hint, searched in the background and drawn on the board.
            if (Robo.gameView().canHint) {
                Robo.click(a, near(a, Robo.gameView().labels.hint))
                Robo.awaitSearches()
                assertNotNull("$game: a hint", Robo.gameView().hint)
                assertTrue(Robo.gameView().board.highlights.hint.isNotEmpty())
            }
            // The move list, from the menu.
            Robo.click(a, near(a, Robo.gameView().labels.menu))
            (Robo.dialog(a) as SheetDialog).items[0].performClick()
            Robo.idle()
            assertTrue(Robo.gameView().moveList.open)
            val list = Robo.dialog(a) as SheetDialog
            assertEquals(Robo.gameView().moveList.rows.map { it.text }, list.rows.map { it.text.toString() })
            list.dismiss()
            Robo.idle()
            assertFalse("closing the dialog closes the list", Robo.gameView().moveList.open)
            Robo.shot(a, "flow-$game-$mode")
            // Back: home, the game saved to continue.
            a.onBackPressed()
            Robo.idle()
            val home = (screen() as Screen.Home).home
            assertTrue("$game: continue offered", home.tiles.first { it.game == game }.canContinue)
            close()
        }
    }

    @Test
    fun everyGameAgainstTheComputer() = everyGameIn("vs-computer")

    @Test
    fun everyGamePassAndPlay() = everyGameIn("pass-and-play")

    @Test
    fun everyGameInTableMode() {
        Robo.configure(Variant("en", Size.TABLET_LAND))
        everyGameIn("table")
    }

    @Test
    fun aWholeMoveByKeyboard() {
        val (_, a) = launch()
        newGame(a, "hare-hounds", "pass-and-play")
        val b = Robo.board(a)
        fun press(code: Int) {
            b.dispatchKeyEvent(KeyEvent(KeyEvent.ACTION_DOWN, code))
            b.dispatchKeyEvent(KeyEvent(KeyEvent.ACTION_UP, code))
            Robo.idle()
        }
        // Enter on the cursor selects, arrows move the cursor, Enter again plays.
        for (k in 0 until 12) {
            if (moves() > 0) break
            val h = Robo.gameView().board.highlights
            val cursor = h.cursor?.toInt()
            if (cursor != null && (h.movable.any { it.toInt() == cursor } && h.selected == null || h.targets.any { it.toInt() == cursor })) press(KeyEvent.KEYCODE_ENTER)
            else press(listOf(KeyEvent.KEYCODE_DPAD_RIGHT, KeyEvent.KEYCODE_DPAD_UP, KeyEvent.KEYCODE_DPAD_LEFT)[k % 3])
        }
        assertEquals("a move by keyboard", 1, moves())
        // Ctrl+Z undoes it.
        b.dispatchKeyEvent(KeyEvent(0, 0, KeyEvent.ACTION_DOWN, KeyEvent.KEYCODE_Z, 0, KeyEvent.META_CTRL_ON))
        Robo.idle()
        assertEquals(0, moves())
    }

    /** A near end for each game: the move that ends it, played by taps, as the computer's opponent. */
    private class Ending(val game: String, val position: String, val options: List<Pair<String, String>>, val human: String, val from: String, val to: String?)

    @Test
    fun theResultAndARematch() {
        val endings = listOf(
            Ending("fox-geese", TestMatches.FOX_CHAIN, listOf("captures-to-win" to "10"), "one", "d2", "d4"),
            Ending("hare-hounds", "hounds a4 c4 b3; hare b5", emptyList(), "one", "b3", "b4"),
            Ending("sungka", "0 0 0 0 0 0 1 48 / 0 0 0 0 0 0 0 49 / 1", emptyList(), "one", "p1-7", null),
            Ending("dama-italiana", "W:W22:B18", emptyList(), "one", "22", null),
        )
        // Games whose result came only once the deciding move's animation had finished.
        val waited = mutableListOf<String>()
        for (e in endings) {
            val (_, a) = launch()
            Robo.startMatch(TestMatches.setup(e.game, TestMatches.mode("vs-computer", e.human), e.position, e.options))
            val g = Robo.gameView()
            fun at(name: String) = g.board.points.indexOfFirst { it.name == name }.also { require(it >= 0) { "${e.game}: no $name in ${g.board.points.map { p -> p.name }}" } }
            Robo.tap(a, at(e.from))
            e.to?.let { if (Robo.gameView().result == null) Robo.tap(a, at(it)) }
            for (k in 0 until 4) {
                Robo.awaitSearches()
                val animating = Robo.gameView().animation != null
                if (animating) {
                    assertNull("${e.game}: no sheet over the running animation", (a as MainActivity).gameScreen!!.resultSheet)
                    assertNull("${e.game}: no result while the move animates", Robo.gameView().result)
                }
                Robo.finishAnimation(a)
                // The panel also waits for the result to be on disk (acknowledged off the main thread).
                Robo.awaitResult(1_000)
                // Nothing left to play: the game is over and its result waits for the disk,
                // which a loaded machine may take seconds to confirm.
                Robo.gameView().let { if (it.result == null && !it.canStop && it.board.highlights.targets.isEmpty()) Robo.awaitResult(20_000) }
                val now = Robo.gameView()
                if (now.result != null && animating) waited += e.game
                if (now.result != null) break
                if (now.canStop) Robo.click(a, Robo.button(a, now.labels.stop))
                else now.board.highlights.targets.firstOrNull()?.let { Robo.tap(a, it.toInt()) }
            }
            val r = Robo.gameView().result
            assertNotNull("${e.game}: the game ended", r)
            val sheet = (a as MainActivity).gameScreen!!.resultSheet
            assertNotNull("${e.game}: the result sheet shows", sheet)
            assertTrue("${e.game}: the result sheet shows", sheet!!.isShown)
            val message = Robo.all(sheet, android.widget.TextView::class.java).joinToString("\n") { TextBreaks.plain(it.text) }
            assertTrue("${e.game}: it says why: $message", message.contains(r!!.detail))
            r.score?.let { assertTrue("${e.game}: and the score", message.contains(it)) }
            val rating = r.unratedReason ?: r.ratingText
            assertEquals("${e.game}: the rating once: $message", 1, message.split(rating).size - 1)
            assertFalse("${e.game}: no undo after the end", Robo.button(a, Robo.gameView().labels.undo).isEnabled)
            assertTrue((a as MainActivity).soundsPlayed.any { it == Sound.WIN || it == Sound.END || it == Sound.LOSS })
            assertTrue("the result is announced", a.announced.contains(r.headline))
            Robo.shot(a, "flow-result-${e.game}")
            // Rematch: a new match of the same rules, the panel gone.
            Robo.click(a, Robo.button(a, r.rematchLabel))
            Robo.awaitSearches()
            assertNull("${e.game}: a new match", Robo.gameView().result)
            assertNull("and no sheet", a.gameScreen!!.resultSheet)
            close()
        }
        // Animations are on by default, so every ending's panel waited for its last move.
        assertEquals(endings.map { it.game }, waited)
    }

    @Test
    fun rotationAndProcessDeathKeepTheGameAndTheNewGameChoices() {
        var (c, a) = launch()
        // The form, with choices made.
        val home = (screen() as Screen.Home).home
        val tile = home.tiles.indexOfFirst { it.game == "fox-geese" }
        Robo.click(a, Robo.button(a, home.tiles[tile].newGameLabel, tile))
        var f = (screen() as Screen.NewGame).newGame
        Robo.click(a, Robo.all(a.window.decorView, RadioButton::class.java).first { it.text == f.modes.first { m -> m.id == "pass-and-play" }.label })
        f = (screen() as Screen.NewGame).newGame
        val option = f.options.first { it.kind is app.fireside.model.OptionFieldKind.Number || it.kind is app.fireside.model.OptionFieldKind.Choice }
        val other = when (val k = option.kind) {
            is app.fireside.model.OptionFieldKind.Choice -> k.values.first { !it.selected }.id
            is app.fireside.model.OptionFieldKind.Number -> (option.value.toLong() + 1).coerceAtMost(k.max).toString()
        }
        Robo.app().shell.dispatch(app.fireside.model.Event.SetOption(option.key, other))
        Robo.idle()
        fun choices() = (screen() as Screen.NewGame).newGame.let { Triple(it.modes.first { m -> m.selected }.id, it.options.first { o -> o.key == option.key }.value, it.rated) }
        val made = choices()
        assertEquals("pass-and-play", made.first)
        assertEquals(other, made.second)
        // Rotation: the activity is recreated; the form is the same.
        RuntimeEnvironment.setQualifiers("+land")
        c.recreate()
        a = c.get()
        Robo.idle()
        assertEquals(made, choices())
        // Process death: the state saved, a new process with a fresh core on the same folder.
        var saved = Bundle()
        c.saveInstanceState(saved)
        c.pause().stop()
        Robo.app().newProcess()
        val (c2, a2) = launch(saved)
        assertEquals("the form comes back with its choices", made, choices())
        // Start, play, rotate, and kill again: the game comes back where it was.
        Robo.click(a2, Robo.button(a2, (screen() as Screen.NewGame).newGame.startLabel))
        tapAMove(a2)
        val played = Robo.gameView().moveList.rows.map { it.text }
        RuntimeEnvironment.setQualifiers("+port")
        c2.recreate()
        Robo.idle()
        assertEquals(played, Robo.gameView().moveList.rows.map { it.text })
        assertNotNull("the board is drawn again", Robo.board(c2.get()))
        saved = Bundle()
        c2.saveInstanceState(saved)
        c2.pause().stop()
        Robo.app().newProcess()
        val (_, a3) = launch(saved)
        assertEquals("resumed from the store", played, Robo.gameView().moveList.rows.map { it.text })
        assertEquals(1, Robo.gameView().moveList.rows.sumOf { it.moves.size })
        Robo.shot(a3, "flow-after-process-death")
    }

    @Test
    fun backGoesOneScreenUpAndLeavesFromHome() {
        val (_, a) = launch()
        val home = (screen() as Screen.Home).home
        Robo.click(a, Robo.button(a, home.settingsLabel))
        assertTrue(screen() is Screen.Settings)
        // The back key, as the system sends it where predictive back is off.
        a.window.decorView.dispatchKeyEvent(KeyEvent(KeyEvent.ACTION_DOWN, KeyEvent.KEYCODE_BACK))
        a.window.decorView.dispatchKeyEvent(KeyEvent(KeyEvent.ACTION_UP, KeyEvent.KEYCODE_BACK))
        Robo.idle()
        assertTrue("settings → home", screen() is Screen.Home)
        assertFalse(a.isFinishing)
        // From API 33 the same through the back callback the activity registers on inner screens.
        Robo.click(a, Robo.button(a, home.tiles[0].howToPlayLabel))
        assertTrue(screen() is Screen.HowToPlay)
        val dispatcher = a.onBackInvokedDispatcher
        val top = runCatching { dispatcher.javaClass.getMethod("getOnBackInvokedCallback").invoke(dispatcher) as? android.window.OnBackInvokedCallback }.getOrNull()
        if (top != null) {
            top.onBackInvoked()
            Robo.idle()
            assertTrue("how to play → home", screen() is Screen.Home)
        } else {
            a.onBackPressed()
            Robo.idle()
        }
        // A game: back goes home and the game stays to continue.
        newGame(a, "sungka", "pass-and-play")
        tapAMove(a)
        a.onBackPressed()
        Robo.idle()
        assertTrue(screen() is Screen.Home)
        assertTrue((screen() as Screen.Home).home.tiles.first { it.game == "sungka" }.canContinue)
        // On the home screen back leaves the app.
        a.onBackPressed()
        Robo.idle()
        assertTrue("back on home finishes", a.isFinishing)
    }

    private fun View.visibleToUser() = isShown
}
