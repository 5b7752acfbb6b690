package app.fireside.ui

import android.app.Activity
import android.content.Context
import android.view.View
import android.view.accessibility.AccessibilityManager
import android.view.accessibility.AccessibilityNodeInfo
import app.fireside.board.BoardAccessibility
import app.fireside.board.TestMatches
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.Robolectric
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * A whole game of each of the four games by TalkBack alone: only AccessibilityNodeInfo
 * actions (focus a node, perform one of its custom actions), reading only the nodes'
 * texts and the announcements — no MotionEvent, no pixel. A simple move takes at most
 * three accessibility actions; every move and the result are announced.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class TalkBackPlayTest : ActivityTest() {
    @Before
    fun noMotion() {
        Robo.motion(0f)
    }

    private fun open(game: String): MainActivity {
        Robo.configure(Variant("en"))
        Robo.startMatch(TestMatches.setup(game))
        return openMain()
    }

    /** The virtual view id in a child's node id (its upper half). */
    private fun virtualId(childId: Long): Int = (childId ushr 32).toInt()

    /** The custom actions of a node: the core's moves (and the summary). */
    private fun moves(n: AccessibilityNodeInfo) =
        n.actionList.filter { BoardAccessibility.actionIndex(it.id, 1000) != null }

    @Test
    fun everyGameIsPlayedToItsEndWithTalkBackActionsAlone() {
        val am = Robo.app().getSystemService(Context.ACCESSIBILITY_SERVICE) as AccessibilityManager
        shadowOf(am).setEnabled(true)
        var rng = 17L
        for (game in TestMatches.GAMES) {
            val a = open(game)
            val provider = Robo.board(a).accessibilityNodeProvider
            var played = 0
            while (played < 3000) {
                val host = provider.createAccessibilityNodeInfo(View.NO_ID)!!
                // The summary is on the board itself, in the player's words.
                val summary = host.actionList.first { it.id == BoardAccessibility.SUMMARY_ACTION }
                assertEquals("Board summary", summary.label.toString())
                // The nodes TalkBack reaches, in its order; those with moves are the pieces (and targets).
                val ids = (0 until host.childCount).map { virtualId(host.getChildId(it)) }
                val withMoves = ids.map { it to provider.createAccessibilityNodeInfo(it)!! }.filter { moves(it.second).isNotEmpty() }
                if (withMoves.isEmpty()) break
                rng = rng * 6364136223846793005L + 1442695040888963407L
                val (id, node) = withMoves[((rng ushr 33) % withMoves.size).toInt()]
                val choices = moves(node)
                val action = choices[((rng ushr 40) % choices.size).toInt()]
                val said = a.announced.size
                // Two accessibility actions per move: focus the node, perform its action.
                assertTrue(provider.performAction(id, AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS, null))
                assertTrue(provider.performAction(id, action.id, null))
                Robo.idle()
                val heard = a.announced.drop(said)
                assertTrue("$game: the move ${action.label} is announced: $heard", heard.isNotEmpty())
                played++
            }
            // The result panel waits for the writer's acknowledgement, which comes back from
            // the shell's background thread.
            Robo.awaitResult()
            val result = Robo.gameView().result
            assertTrue("$game ended in $played moves", result != null)
            assertTrue("$game: the result is announced", a.announced.contains(result!!.headline))
            // Asking for the summary says it.
            val before = a.announced.size
            assertTrue(provider.performAction(View.NO_ID, BoardAccessibility.SUMMARY_ACTION, null))
            Robo.idle()
            assertEquals(Robo.gameView().access.summary, a.announced.drop(before).single())
        }
    }

    @Test
    fun aMoveTypedInTheMoveEntryFieldIsPlayed() {
        val am = Robo.app().getSystemService(Context.ACCESSIBILITY_SERVICE) as AccessibilityManager
        shadowOf(am).setEnabled(true)
        shadowOf(am).setTouchExplorationEnabled(true)
        val a = open("fox-geese")
        val field = Robo.find(a.window.decorView, android.widget.EditText::class.java)!!
        assertEquals("Type a move", field.hint.toString())
        field.setText("d4-d5")
        field.onEditorAction(android.view.inputmethod.EditorInfo.IME_ACTION_DONE)
        Robo.idle()
        assertEquals("Fox: d4-d5. Geese to move", a.announced.last())
        assertEquals("", field.text.toString())
    }

    @Test
    fun theFoxMovesInTwoActionsFromItsNodeOrFromItsTarget() {
        val am = Robo.app().getSystemService(Context.ACCESSIBILITY_SERVICE) as AccessibilityManager
        shadowOf(am).setEnabled(true)
        val a = open("fox-geese")
        val b = Robo.board(a)
        val provider = b.accessibilityNodeProvider
        val fox = b.model.points.indexOfFirst { it.name == "d4" }
        val labels = moves(provider.createAccessibilityNodeInfo(fox)!!).map { it.label.toString() }
        assertTrue(labels.toString(), labels.contains("Move to d5"))
        val d5 = b.model.points.indexOfFirst { it.name == "d5" }
        val there = moves(provider.createAccessibilityNodeInfo(d5)!!)
        assertEquals(listOf("Move here from d4"), there.map { it.label.toString() })
        // The bands are headings, read before and after the board.
        val host = provider.createAccessibilityNodeInfo(View.NO_ID)!!
        assertEquals(BoardView.BAND_TOP, virtualId(host.getChildId(0)))
        assertTrue(provider.createAccessibilityNodeInfo(BoardView.BAND_TOP)!!.isHeading)
        assertTrue(provider.performAction(d5, AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS, null))
        assertTrue(provider.performAction(d5, there.single().id, null))
        Robo.idle()
        assertEquals("Fox: d4-d5. Geese to move", a.announced.last())
        assertEquals(listOf("d4-d5"), Robo.gameView().moveList.rows.flatMap { r -> r.moves.map { it.notation } })
    }
}
