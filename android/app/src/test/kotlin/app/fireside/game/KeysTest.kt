package app.fireside.game

import android.view.KeyEvent
import app.fireside.model.Direction
import app.fireside.model.Key
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Test

/** A hardware keyboard mapped to the core's keys (the whole move by keyboard is in the Robolectric flow tests). */
class KeysTest {
    @Test
    fun theKeyboardWorksAsInTheCore() {
        assertEquals(Key.Move(Direction.UP), KeyMapper.map(KeyEvent.KEYCODE_DPAD_UP, false, false))
        assertEquals(Key.Move(Direction.UP), KeyMapper.map(KeyEvent.KEYCODE_W, false, false))
        assertEquals(Key.Move(Direction.LEFT), KeyMapper.map(KeyEvent.KEYCODE_A, false, false))
        assertEquals(Key.Move(Direction.DOWN), KeyMapper.map(KeyEvent.KEYCODE_S, false, false))
        assertEquals(Key.Move(Direction.RIGHT), KeyMapper.map(KeyEvent.KEYCODE_D, false, false))
        assertEquals(Key.Confirm, KeyMapper.map(KeyEvent.KEYCODE_ENTER, false, false))
        assertEquals(Key.Confirm, KeyMapper.map(KeyEvent.KEYCODE_SPACE, false, false))
        assertEquals(Key.Undo, KeyMapper.map(KeyEvent.KEYCODE_Z, true, false))
        assertEquals(Key.Undo, KeyMapper.map(KeyEvent.KEYCODE_U, false, false))
        assertEquals(Key.Redo, KeyMapper.map(KeyEvent.KEYCODE_Z, true, true))
        assertEquals(Key.Redo, KeyMapper.map(KeyEvent.KEYCODE_Y, true, false))
        assertEquals(Key.Stop, KeyMapper.map(KeyEvent.KEYCODE_ESCAPE, false, false))
        assertNull(KeyMapper.map(KeyEvent.KEYCODE_Z, false, false))
        assertNull(KeyMapper.map(KeyEvent.KEYCODE_Q, false, false))
    }
}
