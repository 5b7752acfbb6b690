package app.fireside.ui

import app.fireside.model.Event
import app.fireside.model.ModeKind
import app.fireside.model.NewGameView
import app.fireside.model.OptionFieldKind
import app.fireside.model.Screen
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * Issue 35: the shell decides nothing the core can say. Table mode is offered on a large
 * screen only (the screen's size is told to the core, which offers the modes), and the
 * new-game form's stepper and reset button do what the core's fields say.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class ContractTest : ActivityTest() {
    private fun form(): NewGameView = (Robo.view().screen as Screen.NewGame).newGame

    @Test
    fun tableModeIsOfferedOnATabletOnly() {
        for ((size, offered) in listOf(Size.PHONE to false, Size.TABLET_LAND to true, Size.PHONE_LAND to false)) {
            Robo.configure(Variant("en", size))
            Robo.app().shell.dispatch(Event.OpenNewGame("sungka"))
            openMain()
            assertEquals("$size", offered, ModeKind.TABLE in form().modeValues)
            assertEquals("$size: the choices and their values agree", form().modes.size, form().modeValues.size)
            close()
        }
    }

    @Test
    fun theStepperSendsTheCoresValuesAndStopsAtTheEnds() {
        Robo.configure(Variant("en"))
        Robo.app().shell.dispatch(Event.OpenNewGame("fox-geese"))
        val a = openMain()
        // The first number option is the first stepper.
        val field = form().options.first { it.kind is OptionFieldKind.Number }
        val higher = field.higher ?: error("${field.key} can grow")
        Robo.click(a, Robo.button(a, "+"))
        assertEquals(higher, form().options.first { it.key == field.key }.value)
        assertTrue("a change: the reset shows", Robo.all(a.window.decorView, android.widget.Button::class.java).any { TextBreaks.plain(it.text) == form().resetLabel })
        // At the bottom of its range the core gives no lower value: "−" is off.
        val min = (field.kind as OptionFieldKind.Number).min
        Robo.app().shell.dispatch(Event.SetOption(field.key, min.toString()))
        Robo.idle()
        val at = form().options.first { it.key == field.key }
        assertEquals(null, at.lower)
        assertFalse(Robo.button(a, "−").isEnabled)
        assertTrue(Robo.button(a, "+").isEnabled)
        // Back to the preset: no reset button.
        Robo.click(a, Robo.button(a, form().resetLabel))
        assertFalse(form().canReset)
        assertFalse(Robo.all(a.window.decorView, android.widget.Button::class.java).any { TextBreaks.plain(it.text) == form().resetLabel })
    }
}
