package app.fireside.core

import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.async
import kotlinx.coroutines.delay
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import java.util.concurrent.CyclicBarrier
import kotlin.concurrent.thread

class MatchTest {
    @Test
    fun everyGamePlaysToTheEndByTapsAgainstTheComputer() = runBlocking {
        val en = Translator(Lang.EN)
        for (game in GAMES) {
            Match(setup(game, vsComputer(Side.ONE))).use { m ->
                var plies = 0
                while (m.outcome() is Outcome.Ongoing && plies < 600) {
                    if (m.isComputerTurn()) {
                        assertTrue(m.render().status is Status.ComputerToMove)
                        assertNotNull(m.computerMove(timeScale = 0.02))
                    } else {
                        val anim = m.tapAMove()
                        assertEquals(anim.notation, m.moveList().last())
                    }
                    plies++
                }
                assertNotEquals(Outcome.Ongoing, m.outcome(), "$game did not end")
                val r = m.render()
                assertTrue(r.status is Status.Over)
                assertFalse(en.matchStatus(r).isEmpty())
                val e = assertThrows<FiresideException.Input> { m.tap(0u) }
                assertEquals(InputErrorKind.GAME_OVER, e.reason)
                // The finished game survives save/load and a PDN record.
                assertEquals(m.moveList(), Match.load(m.save()).use { it.moveList() })
                assertEquals(m.moveList(), Match.importRecord(m.exportRecord(), Mode.PassAndPlay).use { it.moveList() })
            }
        }
    }

    @Test
    fun theComputersMoveIsCancellable() = runBlocking {
        Match(setup("dama-italiana", vsComputer(Side.TWO, Level.EXPERT))).use { m ->
            val started = System.nanoTime()
            // Expert with a huge time scale would think for minutes; cancel after 200 ms.
            val search = async { m.computerMove(timeScale = 500.0) }
            delay(200)
            search.cancel()
            assertThrows<CancellationException> { runBlocking { search.await() } }
            val seconds = (System.nanoTime() - started) / 1e9
            assertTrue(seconds < 10, "cancelling took $seconds s")
            assertEquals(emptyList<String>(), m.moveList())
            assertTrue(m.isComputerTurn())
            // The match is still usable: a real move follows.
            withTimeout(30_000) { assertNotNull(m.computerMove(timeScale = 0.02)) }
            assertEquals(1, m.moveList().size)
        }
    }

    @Test
    fun aStaleComputerMoveIsRefused() = runBlocking {
        Match(setup("fox-geese", vsComputer(Side.ONE))).use { m ->
            m.play(m.legalMoves().first())
            val job = m.computerJob()
            val answer = job.await(timeScale = 0.05)
            assertNotNull(answer)
            m.undo()
            assertThrows<FiresideException.StaleComputerMove> { m.applyComputerMove(job, answer!!) }
            job.close()
        }
    }

    @Test
    fun errorsAreTyped() {
        assertThrows<FiresideException.UnknownGame> { Match(setup("chess", Mode.PassAndPlay)) }
        assertThrows<FiresideException.UnknownOption> {
            Match(setup("fox-geese", Mode.PassAndPlay, listOf(RuleOption("colour", "red"))))
        }
        Match(setup("fox-geese", Mode.PassAndPlay)).use { m ->
            val n = m.render().points.size.toUInt()
            assertEquals(InputErrorKind.NO_SUCH_POINT, assertThrows<FiresideException.Input> { m.tap(n) }.reason)
            assertEquals(InputErrorKind.NOTHING_TO_UNDO, assertThrows<FiresideException.Input> { m.undo() }.reason)
            assertThrows<FiresideException.NotComputersTurn> { m.computerJob() }
            assertThrows<FiresideException.BadNotation> { m.play("nonsense") }
            assertThrows<FiresideException.InvalidArgument> { m.hint(-1.0) }
        }
        Match(setup("sungka", vsComputer(Side.TWO))).use { m ->
            assertEquals(InputErrorKind.NOT_YOUR_TURN, assertThrows<FiresideException.Input> { m.tap(0u) }.reason)
        }
        assertThrows<FiresideException.CorruptSave> { Match.load("{not json") }
        assertThrows<FiresideException.CorruptSave> { Match.load("""{"setup": 1}""") }
        assertThrows<FiresideException.BadRecord> { Match.importRecord("[Game \"sungka\"]\n\n1. 99 *", Mode.PassAndPlay) }
        // Every error has a text for the player.
        val fi = Translator(Lang.FI)
        val e = assertThrows<FiresideException.Input> { Match(setup("sungka", Mode.PassAndPlay)).use { it.stop() } }
        assertEquals(fi.inputError(InputErrorKind.NOTHING_SELECTED), fi.errorMessage(e))
    }

    @Test
    fun twoThreadsShareAMatch() {
        Match(setup("sungka", Mode.PassAndPlay)).use { m ->
            val barrier = CyclicBarrier(2)
            val counts = IntArray(2)
            val failures = java.util.Collections.synchronizedList(mutableListOf<Throwable>())
            val threads = (0..1).map { t ->
                thread {
                    try {
                        barrier.await()
                        for (i in 0 until 40) {
                            val moves = m.legalMoves()
                            if (moves.isEmpty()) break
                            try {
                                m.play(moves[(i + t) % moves.size]); counts[t]++
                            } catch (e: FiresideException.IllegalMove) {
                                // The other thread moved first.
                            } catch (e: FiresideException.Input) {
                            }
                            m.render()
                        }
                    } catch (e: Throwable) {
                        failures.add(e)
                    }
                }
            }
            threads.forEach { it.join() }
            assertEquals(emptyList<Throwable>(), failures)
            assertEquals(counts.sum(), m.moveList().size)
        }
    }

    @Test
    fun hintAndKeys() {
        Match(setup("fox-geese", Mode.PassAndPlay)).use { m ->
            val hint = m.hint(0.05)
            assertTrue(hint in m.legalMoves())
            assertFalse(m.render().highlights.hint.isEmpty())
            assertEquals(InputOutcome.Changed, m.key(Key.Move(Direction.UP)))
            assertNotNull(m.render().highlights.cursor)
        }
    }
}
