package app.fireside.game

import app.fireside.board.TestMatches
import app.fireside.board.TestMatches.en
import app.fireside.core.Direction
import app.fireside.core.InputErrorKind
import app.fireside.core.Key
import app.fireside.core.Level
import app.fireside.core.Match
import app.fireside.core.MatchSetup
import app.fireside.core.Mode
import app.fireside.core.Opponent
import app.fireside.core.Side
import app.fireside.core.Status
import app.fireside.core.Store
import app.fireside.core.TextId
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.delay
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.nio.file.Path

class GameControllerTest {
    @TempDir
    lateinit var dir: Path

    private class Recorder : GameEffects {
        val sounds = mutableListOf<SoundEvent>()
        val announced = mutableListOf<String>()
        var vibrations = 0
        override fun sound(event: SoundEvent) { sounds += event }
        override fun vibrate() { vibrations++ }
        override fun announce(text: String) { announced += text }
    }

    private fun store() = Store.open(dir.resolve("store").toString())

    private fun CoroutineScope.controller(store: Store, setup: MatchSetup?, game: String = setup!!.game) =
        GameController.resumeOrStart(store, game, setup, en, this, timeScale = 0.02)!!

    private suspend fun GameController.idle() = withTimeout(60_000) {
        while (isThinking || state.hinting) delay(5)
    }

    /** A human move by taps through the controller: the first movable piece, then targets. */
    private fun GameController.tapAMove() {
        val moves = state.moveList.joinToString()
        tap(state.model.highlights.movable.first().toInt())
        var n = 0
        while (state.moveList.joinToString() == moves) {
            tap(state.model.highlights.targets.first().toInt())
            check(++n < 64)
        }
    }

    @Test
    fun theComputerThinksInTheBackgroundAndEveryMoveIsSaved() = runBlocking {
        val store = store()
        val c = controller(store, TestMatches.setup("fox-geese", Mode.VsComputer(Side.TWO, Level.EASY)))
        val seen = mutableListOf<GameState>()
        c.listener = { seen += it }
        c.start()
        // start() returned at once with the computer thinking: the UI thread is free.
        assertTrue(c.state.thinking)
        assertTrue(c.state.model.status is Status.ComputerToMove)
        assertFalse(c.state.canHint)
        c.idle()
        assertEquals(1, c.state.model.moveList.size)
        assertFalse(c.state.thinking)
        assertEquals(c.match.save(), store.savedMatch("fox-geese")!!.data)
        c.tapAMove()
        assertEquals(c.match.save(), store.savedMatch("fox-geese")!!.data, "saved right after the human's move")
        c.idle()
        assertEquals(3, c.state.model.moveList.size)
        assertEquals(c.match.save(), store.savedMatch("fox-geese")!!.data)
        // Three moves to animate, in order.
        val queued = generateSequence { c.nextAnimation() }.map { it.move.notation }.toList()
        assertEquals(c.state.model.moveList, queued)
        assertTrue(seen.any { it.thinking } && !seen.last().thinking)
        c.close()
    }

    @Test
    fun undoCancelsTheComputersSearch() = runBlocking {
        val store = store()
        // An expert with a huge time budget: it would think for minutes.
        val slow = GameController(store, Match(TestMatches.setup("dama-italiana", Mode.VsComputer(Side.ONE, Level.EXPERT))), en, this, timeScale = 500.0)
        slow.start()
        slow.tapAMove()
        assertTrue(slow.isThinking)
        delay(150)
        val started = System.nanoTime()
        slow.undo()
        assertTrue((System.nanoTime() - started) / 1e6 < 500, "undo does not wait for the search")
        assertFalse(slow.isThinking)
        assertEquals(emptyList<String>(), slow.state.model.moveList)
        delay(300)
        assertEquals(emptyList<String>(), slow.match.moveList(), "the cancelled search played nothing")
        assertTrue(slow.state.model.status is Status.ToMove)
        // Leaving cancels too.
        slow.tapAMove()
        assertTrue(slow.isThinking)
        slow.close()
        assertFalse(slow.isThinking)
    }

    @Test
    fun killedAndRelaunchedTheMatchResumesExactly() = runBlocking {
        val setup = TestMatches.setup("hare-hounds", Mode.PassAndPlay)
        val first = controller(store(), setup)
        first.start()
        repeat(5) { first.tapAMove() }
        first.undo()
        val moves = first.state.model.moveList
        val pieces = first.state.model.pieces
        // No close(): the process dies. A new process opens the store again.
        val again = controller(store(), null, "hare-hounds")
        again.start()
        assertEquals(moves, again.state.model.moveList)
        assertEquals(pieces, again.state.model.pieces)
        assertTrue(again.state.canRedo, "the undone move can still be redone")
        again.redo()
        assertEquals(5, again.state.model.moveList.size)
        again.close()
    }

    @Test
    fun aWinAgainstTheComputerIsRecordedOnceWithItsPoints() = runBlocking {
        val store = store()
        val setup = TestMatches.setup("hare-hounds", Mode.VsComputer(Side.ONE, Level.NORMAL), "hounds a4 c4 b3; hare b5; to-move hounds")
        val c = controller(store, setup)
        val fx = Recorder()
        c.effects = fx
        c.start()
        c.drag(c.match.render().points.indexOfFirst { it.name == "b3" }, c.match.render().points.indexOfFirst { it.name == "b4" })
        val result = c.state.result
        assertNotNull(result)
        assertEquals(true, result!!.won)
        assertEquals(30, result.points)
        assertEquals(en.text(TextId.YOU_WIN), result.headline)
        assertEquals(en.ratingChange(30), result.pointsText)
        assertEquals(listOf(SoundEvent.MOVE, SoundEvent.WIN), fx.sounds)
        val profile = store.activeProfile()
        assertEquals(30u, profile.points["hare-hounds"])
        assertEquals(1u, profile.stats.single { it.opponent == Opponent.Computer(Level.NORMAL) }.tally.won)
        assertNull(store.savedMatch("hare-hounds"), "a finished match is no longer in progress")
        assertEquals(1, store.history().size)
        // Undo after the end would let the result be recorded twice: refused.
        c.undo()
        assertNotNull(c.state.result)
        assertFalse(c.state.canUndo)
        assertEquals(30u, store.activeProfile().points["hare-hounds"])
        // A rematch starts afresh.
        c.rematch()
        assertNull(c.state.result)
        assertEquals(emptyList<String>(), c.state.model.moveList)
        c.close()
    }

    @Test
    fun passAndPlayRecordsNoRating() = runBlocking {
        val store = store()
        val c = controller(store, TestMatches.setup("hare-hounds", Mode.Table, "hounds a4 c4 b3; hare b5; to-move hounds"))
        c.start()
        val names = c.state.model.points.map { it.name }
        c.tap(names.indexOf("b3"))
        c.tap(names.indexOf("b4"))
        val result = c.state.result!!
        assertNull(result.won)
        assertEquals(0, result.points)
        assertEquals(en.resultHeadline(app.fireside.core.Role.HOUNDS), result.headline)
        assertEquals(0u, store.activeProfile().totalPoints)
        c.close()
    }

    @Test
    fun refusedInputsAreExplainedInThePlayersLanguage() = runBlocking {
        val c = controller(store(), TestMatches.setup("fox-geese"))
        c.start()
        val c3 = c.state.model.points.indexOfFirst { it.name == "c3" }
        c.tap(c3)
        assertEquals(en.inputError(InputErrorKind.NOTHING_TO_MOVE_HERE), c.state.message)
        assertEquals(c.state.message, c.state.texts.bottom.status, "the message takes the status line")
        c.key(Key.Move(Direction.UP))
        assertNull(c.state.message)
        assertNotNull(c.state.model.highlights.cursor)
        c.key(Key.Undo)
        assertEquals(en.inputError(InputErrorKind.NOTHING_TO_UNDO), c.state.message)
        c.close()
    }

    @Test
    fun aHintIsSearchedInTheBackgroundAndShownOnTheBoard() = runBlocking {
        val c = controller(store(), TestMatches.setup("dama-italiana"))
        c.start()
        c.hint()
        assertTrue(c.state.hinting)
        c.idle()
        assertTrue(c.state.model.highlights.hint.isNotEmpty())
        assertTrue(c.state.message!!.isNotEmpty())
        c.close()
    }

    @Test
    fun capturesSoundAndVibrate() = runBlocking {
        val c = controller(store(), TestMatches.setup("fox-geese", Mode.PassAndPlay, "fox d2; geese d3 d5 a3 g3; to-move fox", listOf("captures-to-win" to "13")))
        val fx = Recorder()
        c.effects = fx
        c.start()
        val names = c.state.model.points.map { it.name }
        c.tap(names.indexOf("d2"))
        c.tap(names.indexOf("d4"))
        c.tap(names.indexOf("d4")) // tapping the fox stops the chain
        assertEquals(listOf("d2xd4"), c.state.model.moveList)
        assertEquals(listOf(SoundEvent.CAPTURE), fx.sounds)
        assertEquals(1, fx.vibrations)
        c.close()
    }
}
