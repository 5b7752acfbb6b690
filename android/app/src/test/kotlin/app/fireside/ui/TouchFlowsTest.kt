package app.fireside.ui

import android.app.Activity
import android.app.AlertDialog
import android.widget.Button
import android.widget.EditText
import android.widget.RadioButton
import android.widget.Spinner
import app.fireside.model.Screen
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The flows a player reaches only through several screens, each by real taps on the
 * widgets the app draws: a whole game by touch, its result's Review, the review's
 * navigation and "learn from your mistakes", the result's Main menu, the History and its
 * review; the profiles (add, rename, switch, delete through their dialogs); the
 * leaderboard's filter; Continue, Undo, Redo and the game menu.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class TouchFlowsTest : ActivityTest() {
    @Before
    fun english() {
        Robo.motion(0f)
        Robo.configure(Variant("en"))
    }

    private fun screen() = Robo.view().screen
    private fun home() = (screen() as Screen.Home).home
    private fun review() = (screen() as? Screen.Review)?.review ?: error("not the review: ${screen()}")
    private fun point(a: Activity, name: String) = Robo.board(a).model.points.indexOfFirst { it.name == name }.also { require(it >= 0) { name } }
    private fun moves() = Robo.gameView().moveList.rows.sumOf { it.moves.size }

    /** The button whose text or spoken label is [label] (the review's arrows are said, not written). */
    private fun said(a: Activity, label: String): Button =
        Robo.all(a.window.decorView, Button::class.java).firstOrNull { it.contentDescription?.toString() == label || TextBreaks.plain(it.text) == label }
            ?: error("no button \"$label\"")

    /** The home card's "New game" of [game], the mode's radio button, Start. */
    private fun newGame(a: Activity, game: String, mode: String) {
        val tile = home().tiles.indexOfFirst { it.game == game }
        Robo.click(a, Robo.button(a, home().tiles[tile].newGameLabel, tile))
        val f = (screen() as Screen.NewGame).newGame
        Robo.click(a, Robo.all(a.window.decorView, RadioButton::class.java).first { TextBreaks.plain(it.text) == f.modes.first { m -> m.id == mode }.label })
        Robo.click(a, Robo.button(a, (screen() as Screen.NewGame).newGame.startLabel))
        assertTrue(screen() is Screen.Game)
    }

    private fun awaitAnalysis() {
        val end = System.currentTimeMillis() + 30_000
        Robo.idle()
        while (Robo.app().shell.analysing > 0) {
            check(System.currentTimeMillis() < end) { "the review did not finish" }
            Thread.sleep(5)
            Robo.idle()
        }
    }

    /** A whole Hare and Hounds game, every move by two taps, then the result's Review, the review by its buttons, learning, Main menu and History. */
    @Test
    fun aWholeGameByTouchThenItsReviewLearningAndHistory() {
        val a = openMain()
        newGame(a, "hare-hounds", "pass-and-play")
        val game = ("a2-b3 b5-b4 b1-b2 b4-a4 c2-c3 a4-b5 b3-a4 b5-b4 a4-b5 b4-b3 b2-c2 b3-a3 c3-c4 " +
            "a3-b3 c4-b4 b3-a2 c2-b2 a2-b3 b2-c2 b3-a4 b4-c4 a4-a3 c2-b3 a3-a2").split(" ")
        for ((n, m) in game.withIndex()) {
            val (from, to) = m.split("-")
            Robo.tap(a, point(a, from))
            Robo.tap(a, point(a, to))
            Robo.finishAnimation(a)
            assertEquals("move ${n + 1} ($m) played by taps", n + 1, moves())
        }
        Robo.awaitResult()
        val result = Robo.gameView().result ?: error("no result after the whole game")
        assertNotNull("the result sheet shows", a.gameScreen?.resultSheet)
        // The result's Review.
        Robo.click(a, Robo.button(a, result.reviewLabel))
        awaitAnalysis()
        val r = review()
        assertEquals("hare-hounds", r.game)
        assertEquals(game.size.toUInt(), r.plies)
        // Navigation by its four buttons and by a move's row.
        Robo.click(a, said(a, r.labels.first))
        assertEquals(0u, review().ply)
        assertFalse(said(a, r.labels.back).isEnabled)
        Robo.click(a, said(a, r.labels.forward))
        Robo.click(a, said(a, r.labels.forward))
        assertEquals(2u, review().ply)
        Robo.click(a, said(a, r.labels.back))
        assertEquals(1u, review().ply)
        Robo.click(a, said(a, r.labels.last))
        assertEquals(r.plies, review().ply)
        assertFalse(said(a, r.labels.forward).isEnabled)
        val row = review().moves[4]
        Robo.click(a, Robo.all(a.window.decorView, android.widget.TextView::class.java).first { it.contentDescription?.toString() == row.spoken })
        assertEquals(row.ply, review().ply)
        // Learn from the mistakes, where the game has any: the solution, skip, close.
        if (review().canLearn) {
            Robo.click(a, Robo.button(a, review().labels.learn))
            awaitAnalysis()
            val learn = review().learn ?: error("no exercise")
            Robo.click(a, Robo.button(a, learn.showSolutionLabel))
            awaitAnalysis()
            val shown = review().learn ?: error("the exercise closed")
            assertTrue("the solution settles the exercise", shown.settled || shown.index > learn.index || shown.finished)
            Robo.click(a, Robo.button(a, shown.closeLabel))
            assertNull("closed", review().learn)
        }
        // The app bar's Back: to the game's result, whose Main menu goes home.
        Robo.click(a, Robo.button(a, Robo.view().backLabel))
        assertTrue("the review closes to the game", screen() is Screen.Game)
        Robo.click(a, Robo.button(a, Robo.gameView().result!!.leaveLabel))
        assertTrue("Main menu → home", screen() is Screen.Home)
        // The History lists the game; its Review opens it again.
        Robo.click(a, Robo.button(a, home().historyLabel))
        val history = (screen() as Screen.History).history
        val entry = history.entries.firstOrNull { it.game == "hare-hounds" } ?: error("the game is not in the history: ${history.entries}")
        Robo.click(a, Robo.button(a, entry.reviewLabel))
        awaitAnalysis()
        assertEquals("hare-hounds", review().game)
        assertEquals(game.size.toUInt(), review().plies)
        Robo.click(a, Robo.button(a, Robo.view().backLabel))
        assertTrue("back to the history", screen() is Screen.History)
    }

    @Test
    fun profilesAreAddedRenamedSwitchedAndDeletedByTouch() {
        val a = openMain()
        Robo.click(a, Robo.button(a, home().profilesLabel))
        fun profiles() = (screen() as Screen.Profiles).profiles
        val before = profiles().profiles.size
        fun typeInDialog(text: String) {
            val d = Robo.dialog(a) as AlertDialog
            val field = Robo.find(d.window!!.decorView, EditText::class.java) ?: error("no field")
            field.setText(text)
            d.getButton(AlertDialog.BUTTON_POSITIVE).performClick()
            Robo.idle()
        }
        Robo.click(a, Robo.button(a, profiles().newLabel))
        typeInDialog("Anna")
        assertEquals(before + 1, profiles().profiles.size)
        val anna = profiles().profiles.first { it.name == "Anna" }
        // Switch: the one Switch button, beside the profile that is not active; then back to Anna.
        val other = profiles().profiles.first { !it.active }
        Robo.click(a, Robo.button(a, profiles().switchLabel))
        assertTrue("switched", profiles().profiles.first { it.id == other.id }.active)
        Robo.click(a, Robo.button(a, profiles().switchLabel))
        assertTrue("Anna is active", profiles().profiles.first { it.id == anna.id }.active)
        // Rename her: the rename button of her row.
        val row = profiles().profiles.indexOfFirst { it.id == anna.id }
        Robo.click(a, Robo.button(a, profiles().renameLabel, row))
        typeInDialog("Anni")
        assertEquals("Anni", profiles().profiles.first { it.id == anna.id }.name)
        // Delete the other profile, confirmed in its dialog.
        val deletable = profiles().profiles.filter { it.canDelete }
        Robo.click(a, Robo.button(a, profiles().deleteLabel, deletable.indexOfFirst { it.id == other.id }))
        (Robo.dialog(a) as AlertDialog).getButton(AlertDialog.BUTTON_POSITIVE).performClick()
        Robo.idle()
        assertTrue("deleted", profiles().profiles.none { it.id == other.id })
        assertEquals("the home screen names the active profile", "Anni", run {
            Robo.click(a, Robo.button(a, Robo.view().backLabel))
            home().profileName
        })
    }

    @Test
    fun theLeaderboardsFilterChoosesAGame() {
        val a = openMain()
        Robo.click(a, Robo.button(a, home().leaderboardLabel))
        fun board() = (screen() as Screen.Leaderboard).leaderboard
        val spinner = Robo.find(a.window.decorView, Spinner::class.java) ?: error("no filter")
        val target = board().filters.indexOfFirst { it.id == "sungka" }
        // Opened by a tap, and the entry picked as its list would.
        Robo.click(a, spinner)
        spinner.setSelection(target)
        Robo.idle()
        assertEquals("sungka", board().filters.first { it.selected }.id)
        assertTrue(Robo.all(a.window.decorView, android.widget.TextView::class.java).any { it.isShown && TextBreaks.plain(it.text) == board().rulesText })
    }

    /** Undo and Redo by their buttons, the game menu's move list, Back home and Continue. */
    @Test
    fun undoRedoTheMenuAndContinue() {
        val a = openMain()
        newGame(a, "fox-geese", "pass-and-play")
        val labels = Robo.gameView().labels
        val h = Robo.gameView().board.highlights
        val goose = h.movable.first().toInt()
        Robo.tap(a, goose)
        Robo.tap(a, Robo.gameView().board.highlights.targets.first().toInt())
        Robo.finishAnimation(a)
        assertEquals(1, moves())
        val last = Robo.gameView().board.highlights.lastMove
        Robo.click(a, Robo.button(a, labels.undo))
        assertEquals(0, moves())
        assertTrue("redo offered", Robo.button(a, labels.redo).isEnabled)
        Robo.click(a, Robo.button(a, labels.redo))
        Robo.finishAnimation(a)
        assertEquals(1, moves())
        assertTrue("the move is marked again", last.contentEquals(Robo.gameView().board.highlights.lastMove))
        // The menu's first entry: the move list.
        Robo.click(a, Robo.button(a, labels.menu))
        val menu = Robo.dialog(a) as SheetDialog
        assertEquals(TextBreaks.plain(labels.moveList), TextBreaks.plain(menu.items[0].text.toString()))
        menu.items[0].performClick()
        Robo.idle()
        assertTrue("the move list opens", Robo.gameView().moveList.open)
        (Robo.dialog(a) as SheetDialog).closeButton!!.performClick()
        Robo.idle()
        assertFalse(Robo.gameView().moveList.open)
        // Back home; the card's Continue resumes the game with its move.
        a.onBackPressed()
        Robo.idle()
        val tile = home().tiles.indexOfFirst { it.game == "fox-geese" }
        assertTrue(home().tiles[tile].canContinue)
        Robo.click(a, Robo.button(a, home().tiles[tile].continueLabel))
        assertTrue(screen() is Screen.Game)
        assertEquals(1, moves())
        // The menu's main menu (leave) goes home.
        Robo.click(a, Robo.button(a, labels.menu))
        val items = (Robo.dialog(a) as SheetDialog).items
        items.first { TextBreaks.plain(it.text.toString()) == TextBreaks.plain(labels.leave) }.performClick()
        Robo.idle()
        assertTrue(screen() is Screen.Home)
    }
}
