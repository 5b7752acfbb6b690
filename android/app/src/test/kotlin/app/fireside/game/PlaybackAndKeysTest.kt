package app.fireside.game

import android.view.KeyEvent
import app.fireside.board.BoardLayout
import app.fireside.board.TestMatches
import app.fireside.board.TestMatches.en
import app.fireside.core.Direction
import app.fireside.core.Key
import app.fireside.core.PieceKind
import app.fireside.core.Store
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.nio.file.Path

class PlaybackAndKeysTest {
    @TempDir
    lateinit var dir: Path

    @Test
    fun movesAreAnimatedOneAfterAnotherThenTheModelIsDrawn() = runBlocking {
        val store = Store.open(dir.toString())
        val c = GameController.resumeOrStart(store, "fox-geese", TestMatches.setup("fox-geese"), en, this)!!
        c.start()
        val names = c.state.model.points.map { it.name }
        c.tap(names.indexOf("d4")); c.tap(names.indexOf("d5"))
        c.tap(names.indexOf("c3")); c.tap(names.indexOf("c4"))
        val layout = { m: app.fireside.core.RenderModel -> BoardLayout(m, 1080f, 1920f, 2.75f) }
        val playback = Playback(c)
        assertTrue(playback.running)
        val first = playback.frame(1000, layout, 2)!!
        assertTrue(first.pieces.any { it.kind is PieceKind.Fox })
        // Well into the second move: the fox has arrived, a goose moves.
        val later = playback.frame(1000 + 230, layout, 2)
        assertTrue(later != null)
        assertNull(playback.frame(1000 + 230 + 500, layout, 2), "all moves played")
        assertFalse(playback.running)
        // With animations off nothing is queued for drawing.
        c.tap(names.indexOf("d5")); c.tap(names.indexOf("d6"))
        assertNull(playback.frame(5000, layout, 0))
        c.close()
    }

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

    @Test
    fun aWholeMoveByKeyboard() = runBlocking {
        val store = Store.open(dir.toString())
        val c = GameController.resumeOrStart(store, "fox-geese", TestMatches.setup("fox-geese"), en, this)!!
        c.start()
        fun press(code: Int, ctrl: Boolean = false) = c.key(KeyMapper.map(code, ctrl, false)!!)
        press(KeyEvent.KEYCODE_W) // the cursor appears on the fox
        press(KeyEvent.KEYCODE_ENTER) // select it
        press(KeyEvent.KEYCODE_W) // d5
        press(KeyEvent.KEYCODE_SPACE) // move
        assertEquals(listOf("d4-d5"), c.state.model.moveList)
        press(KeyEvent.KEYCODE_Z, ctrl = true)
        assertEquals(emptyList<String>(), c.state.model.moveList)
        c.close()
    }
}
