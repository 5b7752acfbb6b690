package app.fireside.ui

import android.os.Bundle
import app.fireside.model.Event
import app.fireside.model.Screen
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.Robolectric
import org.robolectric.RobolectricTestRunner
import org.robolectric.android.controller.ActivityController
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The screen across process death, from the core's snapshot in the saved instance state:
 * every screen comes back the same on a fresh core (puzzle and lesson included, which used
 * to go home), with the same way back.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class ProcessDeathTest : ActivityTest() {
    @Before
    fun english() {
        Robo.configure(Variant("en"))
    }

    private fun send(e: Event) {
        Robo.app().shell.dispatch(e)
        Robo.idle()
    }

    /** Saves the state, ends the process and starts the activity again from the state. */
    private fun killAndRecreate(c: ActivityController<MainActivity>): ActivityController<MainActivity> {
        val saved = Bundle()
        c.saveInstanceState(saved)
        c.pause().stop()
        Robo.app().newProcess()
        return launch(saved).also { Robo.idle() }
    }

    private fun screen() = Robo.view().screen

    /**
     * Where two views differ, field by field (`null`: nowhere). A record's `equals` compares
     * its byte arrays (the highlights' point lists) by identity, so two equal screens from
     * two processes are never `==`.
     */
    private fun difference(a: Any?, b: Any?, path: String = "screen"): String? {
        if (a == b) return null
        if (a is ByteArray && b is ByteArray) return if (a.contentEquals(b)) null else "$path: ${a.toList()} vs ${b.toList()}"
        if (a == null || b == null || a.javaClass != b.javaClass) return "$path: $a vs $b"
        if (a is List<*> && b is List<*>) {
            if (a.size != b.size) return "$path: ${a.size} vs ${b.size} items"
            return a.indices.firstNotNullOfOrNull { difference(a[it], b[it], "$path[$it]") }
        }
        val fields = generateSequence<Class<*>>(a.javaClass) { it.superclass }
            .flatMap { it.declaredFields.asSequence() }
            .filter { !java.lang.reflect.Modifier.isStatic(it.modifiers) }
            .toList()
        if (fields.isEmpty()) return "$path: $a vs $b"
        return fields.firstNotNullOfOrNull { f -> f.isAccessible = true; difference(f.get(a), f.get(b), "$path.${f.name}") }
    }

    @Test
    fun aPuzzleComesBackAfterProcessDeath() {
        val c = launch()
        send(Event.OpenPuzzle("fox-geese", null))
        val before = screen()
        assertTrue(before is Screen.Puzzle)
        killAndRecreate(c)
        assertNull(difference(before, screen()))
    }

    @Test
    fun aLessonComesBackAfterProcessDeath() {
        val c = launch()
        send(Event.OpenLesson("hare-hounds"))
        val before = screen()
        assertTrue(before is Screen.Lesson)
        killAndRecreate(c)
        assertNull(difference(before, screen()))
    }

    @Test
    fun howToPlayOverAGameComesBackAndBackReturnsToTheGame() {
        val c = launch()
        send(Event.OpenNewGame("fox-geese"))
        send(Event.ChooseMode(app.fireside.model.ModeKind.PASS_AND_PLAY))
        send(Event.Start)
        send(Event.Play("d4-d5"))
        val moves = Robo.gameView().moveList.rows.map { it.text }
        send(Event.OpenHowToPlay("fox-geese"))
        val before = screen()
        assertTrue(before is Screen.HowToPlay)
        killAndRecreate(c)
        assertNull(difference(before, screen()))
        send(Event.Back)
        assertTrue("back to the game under it", screen() is Screen.Game)
        assertEquals(moves, Robo.gameView().moveList.rows.map { it.text })
    }
}
