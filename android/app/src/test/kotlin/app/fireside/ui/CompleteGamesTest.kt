package app.fireside.ui

import android.app.Activity
import android.widget.RadioButton
import app.fireside.board.TestMatches
import app.fireside.model.Screen
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * A complete game of each game by touch, from the home screen's New game to the result
 * sheet: pass and play, every move by finger taps on the board (a piece the core marks as
 * able to move, then a target it marks; a Sungka house is sown by one tap), the players'
 * choices varied by a fixed seed so the games reach their ends.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class CompleteGamesTest : ActivityTest() {
    @Before
    fun english() {
        Robo.motion(0f)
        Robo.configure(Variant("en"))
    }

    private fun moves() = Robo.gameView().moveList.rows.sumOf { it.moves.size }

    private fun newGame(a: Activity, game: String) {
        val home = (Robo.view().screen as Screen.Home).home
        val tile = home.tiles.indexOfFirst { it.game == game }
        Robo.click(a, Robo.button(a, home.tiles[tile].newGameLabel, tile))
        val f = (Robo.view().screen as Screen.NewGame).newGame
        val pass = f.modes.first { it.id == "pass-and-play" }.label
        Robo.click(a, Robo.all(a.window.decorView, RadioButton::class.java).first { TextBreaks.plain(it.text) == pass })
        Robo.click(a, Robo.button(a, (Robo.view().screen as Screen.NewGame).newGame.startLabel))
        assertTrue(Robo.view().screen is Screen.Game)
    }

    /** One move by taps: a piece the core marks movable (chosen by [pick]), then its targets until the move is played. */
    private fun oneMove(a: Activity, pick: (Int) -> Int) {
        val before = moves()
        val movable = Robo.gameView().board.highlights.movable
        Robo.tap(a, movable[pick(movable.size)].toInt())
        var taps = 0
        while (moves() == before && Robo.gameView().result == null) {
            val targets = Robo.gameView().board.highlights.targets
            check(targets.isNotEmpty() && taps++ < 12) { "no move after the taps: ${Robo.gameView().board.highlights}" }
            Robo.tap(a, targets[pick(targets.size)].toInt())
        }
        Robo.finishAnimation(a)
    }

    @Test
    fun everyGameFromStartToResultByTouch() {
        val a = openMain()
        for (game in TestMatches.GAMES) {
            val random = java.util.Random(game.hashCode().toLong())
            newGame(a, game)
            var n = 0
            // Until no piece may move: the game is over.
            while (Robo.gameView().board.highlights.movable.isNotEmpty()) {
                check(n++ < MAX_MOVES) { "$game: no result after $MAX_MOVES moves" }
                oneMove(a) { random.nextInt(it) }
            }
            Robo.awaitResult()
            val result = Robo.gameView().result
            assertNotNull("$game: the result", result)
            assertNotNull("$game: the result sheet", a.gameScreen?.resultSheet)
            assertEquals("$game: every move in the list", n, moves())
            println("$game: a complete game by touch in $n moves: ${result!!.headline}")
            Robo.click(a, Robo.button(a, result.leaveLabel))
            assertTrue(Robo.view().screen is Screen.Home)
        }
    }

    companion object {
        const val MAX_MOVES = 600
    }
}
