package app.fireside.game

import android.view.KeyEvent
import app.fireside.model.Direction
import app.fireside.model.Key

/**
 * A hardware keyboard as the core expects it: arrows and WASD move the cursor, Enter and
 * Space confirm (a tap on the cursor), Ctrl+Z and U undo, Ctrl+Y and Ctrl+Shift+Z redo, Esc
 * stops a chain or drops the selection. Only the key codes are used here (compile-time
 * constants), so the mapping is tested on the JVM.
 */
object KeyMapper {
    fun map(keyCode: Int, ctrl: Boolean, shift: Boolean): Key? = when (keyCode) {
        KeyEvent.KEYCODE_DPAD_UP -> Key.Move(Direction.UP)
        KeyEvent.KEYCODE_DPAD_DOWN -> Key.Move(Direction.DOWN)
        KeyEvent.KEYCODE_DPAD_LEFT -> Key.Move(Direction.LEFT)
        KeyEvent.KEYCODE_DPAD_RIGHT -> Key.Move(Direction.RIGHT)
        KeyEvent.KEYCODE_W -> if (ctrl) null else Key.Move(Direction.UP)
        KeyEvent.KEYCODE_A -> if (ctrl) null else Key.Move(Direction.LEFT)
        KeyEvent.KEYCODE_S -> if (ctrl) null else Key.Move(Direction.DOWN)
        KeyEvent.KEYCODE_D -> if (ctrl) null else Key.Move(Direction.RIGHT)
        KeyEvent.KEYCODE_ENTER, KeyEvent.KEYCODE_NUMPAD_ENTER, KeyEvent.KEYCODE_SPACE, KeyEvent.KEYCODE_DPAD_CENTER -> Key.Confirm
        KeyEvent.KEYCODE_Z -> if (ctrl) (if (shift) Key.Redo else Key.Undo) else null
        KeyEvent.KEYCODE_U -> Key.Undo
        KeyEvent.KEYCODE_Y -> if (ctrl) Key.Redo else null
        KeyEvent.KEYCODE_ESCAPE -> Key.Stop
        else -> null
    }
}
