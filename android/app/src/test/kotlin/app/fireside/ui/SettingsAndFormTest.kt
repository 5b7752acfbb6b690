package app.fireside.ui

import android.app.Activity
import android.widget.RadioButton
import android.widget.Switch
import android.widget.TextView
import app.fireside.model.Level
import app.fireside.model.Screen
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
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
 * The settings, the new-game form and the home cards by real taps: every settings widget
 * changes the core's setting it names (high contrast and the screen reader's verbosity
 * included), high contrast chosen from a game's menu redraws that game's board at once, the
 * level comes first in the form with the strength the core states, and the home cards name
 * their two ratings.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class SettingsAndFormTest {
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

    private fun launch(): MainActivity {
        val c = Robolectric.buildActivity(MainActivity::class.java)
        opened += c
        c.setup()
        Robo.systemBars(c.get())
        return c.get()
    }

    private fun screen() = Robo.view().screen
    private fun settings() = (screen() as Screen.Settings).settings

    private fun switchOf(a: Activity, label: String): Switch =
        Robo.all(a.window.decorView, Switch::class.java).firstOrNull { TextBreaks.plain(it.text) == label }
            ?: error("no switch \"$label\"")

    private fun radioOf(a: Activity, label: String): RadioButton =
        Robo.all(a.window.decorView, RadioButton::class.java).firstOrNull { TextBreaks.plain(it.text) == label }
            ?: error("no radio button \"$label\"")

    private fun textShown(a: Activity, text: String): TextView? =
        Robo.all(a.window.decorView, TextView::class.java).firstOrNull { it.isShown && TextBreaks.plain(it.text) == text }

    @Test
    fun everySettingsWidgetChangesItsSetting() {
        val a = launch()
        Robo.click(a, Robo.button(a, (screen() as Screen.Home).home.settingsLabel))
        val s = settings()
        Robo.click(a, switchOf(a, s.soundLabel))
        assertEquals("sound", !s.sound, settings().sound)
        Robo.click(a, switchOf(a, s.vibrationLabel))
        assertEquals("vibration", !s.vibration, settings().vibration)
        Robo.click(a, switchOf(a, s.damaBlackFirstLabel))
        assertEquals("Dama's black first", !s.damaBlackFirst, settings().damaBlackFirst)
        val off = s.animationSpeeds.first { it.id == "off" }
        Robo.click(a, radioOf(a, off.label))
        assertEquals("animation speed", "off", settings().animationSpeeds.first { it.selected }.id)
        // High contrast, with the core's description under it.
        assertFalse(s.highContrast)
        assertNotNull("the high-contrast description", textShown(a, s.highContrastDescription))
        Robo.click(a, switchOf(a, s.highContrastLabel))
        assertTrue("high contrast", settings().highContrast)
        // The verbosity: each entry with its description; the other one chosen by a tap.
        val other = s.verbosities.first { !it.selected }
        for (v in s.verbosities) assertNotNull("the description of ${v.id}", textShown(a, v.description!!))
        Robo.click(a, radioOf(a, other.label))
        assertEquals(other.id, settings().verbosities.first { it.selected }.id)
        // Put back for the tests that follow in this process.
        Robo.click(a, switchOf(a, settings().highContrastLabel))
        assertFalse(settings().highContrast)
    }

    @Test
    fun highContrastFromTheGameMenuRedrawsTheGame() {
        val a = launch()
        val home = (screen() as Screen.Home).home
        val tile = home.tiles.indexOfFirst { it.game == "fox-geese" }
        Robo.click(a, Robo.button(a, home.tiles[tile].newGameLabel, tile))
        Robo.click(a, Robo.button(a, (screen() as Screen.NewGame).newGame.startLabel))
        Robo.awaitSearches()
        assertFalse(Robo.board(a).drawnInHighContrast)
        val labels = Robo.gameView().labels
        Robo.click(a, Robo.button(a, labels.menu))
        val menu = Robo.dialog(a) as SheetDialog
        val items = menu.items.map { it.text.toString() }
        val at = items.indexOfFirst { TextBreaks.plain(it) == labels.settings }
        assertTrue("the menu offers the settings: $items", at >= 0)
        menu.items[at].performClick()
        Robo.idle()
        assertTrue("the settings over the game", screen() is Screen.Settings)
        Robo.click(a, switchOf(a, settings().highContrastLabel))
        Robo.click(a, Robo.button(a, Robo.view().backLabel))
        assertTrue("back to the game", screen() is Screen.Game)
        assertTrue("the core's view says high contrast", Robo.gameView().access.highContrast)
        assertTrue("the board is drawn in high contrast at once", Robo.board(a).drawnInHighContrast)
        // And back again.
        a.onBackPressed()
        Robo.idle()
        Robo.click(a, Robo.button(a, (screen() as Screen.Home).home.settingsLabel))
        Robo.click(a, switchOf(a, settings().highContrastLabel))
        assertFalse(settings().highContrast)
    }

    @Test
    fun theLevelComesFirstWithItsStrength() {
        val a = launch()
        val home = (screen() as Screen.Home).home
        for ((i, tile) in home.tiles.withIndex()) {
            Robo.click(a, Robo.button(a, tile.newGameLabel, i))
            val f = (screen() as Screen.NewGame).newGame
            assertTrue(f.showsSideAndLevel)
            // Every level's strength, in the core's words, under its button.
            for (l in f.levels) {
                val words = l.description
                assertNotNull("${tile.game}: the core words ${l.id}", words)
                assertNotNull("${tile.game}: ${l.id}'s strength is shown", textShown(a, words!!))
            }
            // The level above the side and above the rules.
            fun top(v: android.view.View): Int = IntArray(2).also { v.getLocationInWindow(it) }[1]
            val level = top(textShown(a, f.levelLabel)!!)
            assertTrue("${tile.game}: the level above the side", level < top(textShown(a, f.sideLabel)!!))
            assertTrue("${tile.game}: the level above the rule set", level < top(textShown(a, f.presetLabel)!!))
            val expert = f.levels.first { it.id == "expert" }
            Robo.click(a, radioOf(a, expert.label))
            assertEquals(Level.EXPERT, (screen() as Screen.NewGame).newGame.level)
            // A tap on the strength's words picks its level too.
            val easy = f.levels.first { it.id == "easy" }
            Robo.click(a, textShown(a, easy.description!!)!!)
            assertEquals(Level.EASY, (screen() as Screen.NewGame).newGame.level)
            Robo.click(a, Robo.button(a, Robo.view().backLabel))
            assertTrue(screen() is Screen.Home)
        }
    }

    @Test
    fun homeNamesTheTwoRatingsAndOffersTheLessons() {
        val a = launch()
        val home = (screen() as Screen.Home).home
        val offer = home.lessonOffer
        assertNotNull("a fresh profile is offered the lessons", offer)
        assertNotNull("the offer is drawn", textShown(a, offer!!))
        for (t in home.tiles) {
            assertTrue(t.puzzleRatingText, t.puzzleRatingText.startsWith("Puzzle rating "))
            assertTrue(t.ratingText, t.ratingText.startsWith("Rating "))
            assertNotNull(textShown(a, t.puzzleRatingText))
        }
        // The offer's lesson: a card's "Learn to play" opens it.
        Robo.click(a, Robo.button(a, home.tiles[0].lessonLabel))
        assertTrue(screen() is Screen.Lesson)
    }
}
