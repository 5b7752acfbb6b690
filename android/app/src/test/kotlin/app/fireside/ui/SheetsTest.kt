package app.fireside.ui

import android.app.Activity
import android.graphics.Bitmap
import android.graphics.Canvas
import android.view.Gravity
import app.fireside.board.TestMatches
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.Robolectric
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import java.io.File

/**
 * Issue 35: the game's menu and the move list are the app's own sheets (not stock dialogs):
 * they rise from the edge of the player who opened them, list the core's entries in order,
 * and close the list through the core; with screenshots drawn as the window manager places
 * them (at the bottom, or turned at the top for the far player of table mode).
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class SheetsTest : ActivityTest() {
    private fun game(setup: String, v: Variant): Activity {
        Robo.configure(v)
        Robo.startMatch(setup)
        val c = Robolectric.buildActivity(MainActivity::class.java)
        opened += c
        return Robo.start(c)
    }

    private fun sheet(a: Activity) = Robo.dialog(a) as SheetDialog

    /** The screen with the sheet where its gravity puts it, over the dimmed screen. */
    private fun shot(a: Activity, name: String) {
        Robo.idle()
        val decor = a.window.decorView
        val bmp = Bitmap.createBitmap(decor.width, decor.height, Bitmap.Config.ARGB_8888)
        val c = Canvas(bmp)
        decor.draw(c)
        val s = sheet(a)
        val dv = s.window!!.decorView
        val top = s.window!!.attributes.gravity and Gravity.VERTICAL_GRAVITY_MASK == Gravity.TOP
        c.drawColor(0x59000000)
        c.save()
        c.translate((bmp.width - dv.width) / 2f, if (top) 0f else (bmp.height - dv.height).toFloat())
        c.rotate(dv.rotation, dv.width / 2f, dv.height / 2f)
        dv.draw(c)
        c.restore()
        Robo.screenshots.mkdirs()
        File(Robo.screenshots, "$name.png").outputStream().use { bmp.compress(Bitmap.CompressFormat.PNG, 100, it) }
    }

    @Test
    fun theMenuAndTheMoveListAreSheetsFromThePlayersEdge() {
        for (v in listOf(Variant("en"), Variant("th", Size.PHONE, Look.DARK), Variant("fi", Size.PHONE_LAND), Variant("ko", Size.PHONE, Look.HIGH_CONTRAST))) {
            val a = game(TestMatches.setup("fox-geese", TestMatches.mode("pass-and-play")), v)
            val l = Robo.gameView().labels
            Robo.tap(a, Robo.gameView().board.highlights.movable.first().toInt())
            Robo.tap(a, Robo.gameView().board.highlights.targets.first().toInt())
            Robo.finishAnimation(a)
            Robo.click(a, Robo.button(a, l.menu))
            val menu = sheet(a)
            assertEquals("${v.tag}: at the bottom", Gravity.BOTTOM, menu.window!!.attributes.gravity and Gravity.VERTICAL_GRAVITY_MASK)
            val want = listOf(l.moveList, l.rematch, l.newGame, l.howToPlay, l.settings, l.leave)
            assertEquals(want.map { TextBreaks.plain(it) }, menu.items.map { TextBreaks.plain(it.text.toString()) })
            // Each entry a full touch target.
            for (item in menu.items) assertTrue(item.minHeight >= (48 * a.resources.displayMetrics.density).toInt())
            shot(a, "sheet-menu-${v.tag}")
            menu.items[0].performClick()
            Robo.idle()
            assertTrue("${v.tag}: the move list opens", Robo.gameView().moveList.open)
            val list = sheet(a)
            assertEquals(Robo.gameView().moveList.rows.map { it.text }, list.rows.map { it.text.toString() })
            assertEquals(Robo.gameView().moveList.rows.map { it.label }, list.rows.map { it.contentDescription.toString() })
            shot(a, "sheet-moves-${v.tag}")
            list.closeButton!!.performClick()
            Robo.idle()
            assertFalse("${v.tag}: Close closes the list in the core", Robo.gameView().moveList.open)
            close()
        }
    }

    @Test
    fun theFarPlayersSheetComesFromTheirEdgeTurned() {
        val a = game(TestMatches.setup("hare-hounds", TestMatches.mode("table")), Variant("en", Size.TABLET_LAND))
        val menus = Robo.all(a.window.decorView, android.widget.Button::class.java).filter { it.text == Robo.gameView().labels.menu }
        fun turned(v: android.view.View): Boolean {
            var p: Any? = v
            var deg = 0f
            while (p is android.view.View) { deg += p.rotation; p = p.parent }
            return deg % 360f == 180f
        }
        menus.single { turned(it) }.performClick()
        Robo.idle()
        val s = sheet(a)
        assertEquals(Gravity.TOP, s.window!!.attributes.gravity and Gravity.VERTICAL_GRAVITY_MASK)
        assertEquals(180f, s.window!!.decorView.rotation)
        shot(a, "sheet-menu-table-en-tablet-land-light")
    }
}
