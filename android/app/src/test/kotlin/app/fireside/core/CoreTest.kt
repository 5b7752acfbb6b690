package app.fireside.core

import app.fireside.model.AppConfig
import app.fireside.model.Effect
import app.fireside.model.Event
import app.fireside.model.ModeKind
import app.fireside.model.Screen
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import app.fireside.model.Level as CoreLevel
import app.fireside.model.Side as CoreSide

/** `Core` through the bindings: typed errors, events out of turn, a search on a coroutine. */
class CoreTest {
    private fun config(timeScale: Double = 0.05) =
        AppConfig(storeDir = null, deviceLanguage = "en-US", language = null, timeScale = timeScale, seed = 7uL)

    private fun jobs(fx: List<Effect>) = fx.filterIsInstance<Effect.StartSearch>().map { it.job }

    /** Fox and Geese against the computer at Easy, which plays the geese and so moves first. */
    private fun Core.startVsComputer(): List<Effect> {
        dispatch(Event.OpenNewGame("fox-geese"))
        dispatch(Event.ChooseMode(ModeKind.VS_COMPUTER))
        dispatch(Event.ChooseLevel(CoreLevel.EASY))
        dispatch(Event.ChooseSide(CoreSide.TWO))
        return dispatch(Event.Start)
    }

    @Test
    fun aBadTimeScaleIsATypedError() {
        for (t in listOf(0.0, -1.0, Double.NaN, Double.POSITIVE_INFINITY, 1e300)) {
            val e = assertThrows<CoreException.InvalidArgument> { Core(config(t)) }
            assertTrue("time_scale" in e.detail, e.detail)
        }
    }

    @Test
    fun launchShowsHome() {
        Core(config()).use { core ->
            assertEquals(Effect.Render, core.dispatch(Event.Launch).last())
            val view = core.view()
            assertTrue(view.screen is Screen.Home, "${view.screen}")
            assertEquals("en", view.language)
        }
    }

    @Test
    fun eventsOutOfTurnAreIgnored() {
        Core(config()).use { core ->
            core.dispatch(Event.Launch)
            for (e in listOf(Event.Tap(200u), Event.Undo, Event.ComputerMoved(99uL, "d4-d5"), Event.Start)) {
                assertTrue(jobs(core.dispatch(e)).isEmpty(), "$e")
                assertTrue(core.view().screen is Screen.Home, "$e")
            }
            assertEquals(Event.ComputerMoved(99uL, null), core.runSearch(99uL), "a job nobody asked for answers nothing")
        }
    }

    @Test
    fun theComputerMovesThroughACoroutine() = runBlocking {
        Core(config()).use { core ->
            core.dispatch(Event.Launch)
            val id = jobs(core.startVsComputer()).single()
            val answer = core.awaitSearch(id)
            assertTrue(answer is Event.ComputerMoved && answer.job == id && answer.notation != null, "$answer")
            assertTrue(Effect.Render in core.dispatch(answer))
            val game = (core.view().screen as Screen.Game).game
            assertEquals(1, game.moveList.rows.size, "the geese moved once")
        }
    }

    @Test
    fun leavingCancelsTheSearch() {
        Core(config()).use { core ->
            core.dispatch(Event.Launch)
            val id = jobs(core.startVsComputer()).single()
            assertTrue(Effect.CancelSearch(id) in core.dispatch(Event.Leave))
            val answer = core.runSearch(id)
            assertEquals(Event.ComputerMoved(id, null), answer, "a job the app gave up answers nothing")
            core.dispatch(answer)
            assertTrue(core.view().screen is Screen.Home)
        }
    }
}
