package app.fireside.ui

import android.app.Activity
import android.app.AlertDialog
import android.content.Context
import android.content.Intent
import android.graphics.text.LineBreakConfig
import android.os.Build
import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.LinearLayout
import android.content.res.Configuration
import app.fireside.core.Mode
import app.fireside.core.TextId
import app.fireside.game.GameController
import app.fireside.game.GameState
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel

/**
 * The game screen: the board view and a row of buttons (undo, redo, hint, moves, new game).
 * The controller and its coroutine scope survive rotation (retained across the configuration
 * change); after process death the match comes back from the store, where it is saved
 * after every move.
 */
class GameActivity : Activity() {
    private class Retained(val controller: GameController, val scope: CoroutineScope)

    private lateinit var retained: Retained
    private lateinit var board: BoardView
    private lateinit var sounds: Sounds
    /** Every button of an action: one per bar (table mode has a turned bar for the far player). */
    private val buttons = mutableMapOf<TextId, MutableList<Button>>()
    private var resultDialog: AlertDialog? = null

    private val controller get() = retained.controller

    /** Table mode: the far player has their own bar, turned to face them. */
    private val table get() = controller.state.mode is Mode.Table

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val app = fireside
        val game = intent.getStringExtra(EXTRA_GAME) ?: return finish()
        @Suppress("DEPRECATION")
        retained = (lastNonConfigurationInstance as? Retained) ?: run {
            val scope = CoroutineScope(SupervisorJob() + MainDispatcher)
            val c = GameController.resumeOrStart(app.store, game, null, app.translator(), scope)
            if (c == null) {
                // No save to continue, or one that cannot be read: the new-game form, saying so.
                scope.cancel()
                startActivity(NewGameActivity.intent(this, game).putExtra(NewGameActivity.EXTRA_SAVE_LOST, app.store.savedMatch(game) != null))
                return finish()
            }
            Retained(c, scope)
        }
        board = BoardView(this, controller)
        board.animationSpeed = app.store.settings().animationSpeed.toInt()
        sounds = Sounds(this, app.store) { text -> @Suppress("DEPRECATION") board.announceForAccessibility(text) }
        controller.effects = sounds

        // A landscape phone: the buttons in a column beside the board, which gets the height.
        val landscape = resources.configuration.orientation == Configuration.ORIENTATION_LANDSCAPE
        val side = landscape && !table && resources.configuration.smallestScreenWidthDp < 600
        val root = LinearLayout(this).apply {
            orientation = if (side) LinearLayout.HORIZONTAL else LinearLayout.VERTICAL
            setBackgroundColor(themePalette(this@GameActivity).BACKGROUND)
        }
        val across = LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, LinearLayout.LayoutParams.WRAP_CONTENT)
        if (table) root.addView(bar(turned = true, vertical = false), across)
        root.addView(board, if (side) LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.MATCH_PARENT, 1f) else LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, 0, 1f))
        root.addView(bar(turned = false, vertical = side), if (side) LinearLayout.LayoutParams(LinearLayout.LayoutParams.WRAP_CONTENT, LinearLayout.LayoutParams.MATCH_PARENT) else across)
        setScreen(root)

        controller.listener = ::render
        if (lastNonConfigurationInstance == null) controller.start()
        render(controller.state)
        board.requestFocus()
    }

    /** A bar of the game's actions; [turned] faces the far player of table mode. */
    private fun bar(turned: Boolean, vertical: Boolean): LinearLayout {
        val tr = controller.translator
        val bar = (if (vertical) column() else row()).apply {
            setPadding(dp(4f), dp(4f), dp(4f), dp(4f))
            if (turned) rotation = 180f
        }
        fun add(id: TextId, action: () -> Unit) {
            val b = button(tr.text(id), action).apply {
                // Four buttons share a phone's width: little padding, and words kept whole
                // (Korean breaks between phrases, not syllables).
                setPadding(dp(6f), paddingTop, dp(6f), paddingBottom)
                if (Build.VERSION.SDK_INT >= 33) {
                    lineBreakWordStyle = LineBreakConfig.LINE_BREAK_WORD_STYLE_PHRASE
                }
            }
            buttons.getOrPut(id) { mutableListOf() } += b
            bar.addView(b, if (vertical) LinearLayout.LayoutParams(dp(132f), 0, 1f) else LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.WRAP_CONTENT, 1f))
        }
        add(TextId.UNDO) { board.skipAnimations(); controller.undo() }
        add(TextId.REDO) { controller.redo() }
        add(TextId.HINT) { controller.hint() }
        // The move list is the menu's first entry: a fifth button would not fit a phone's
        // width in Finnish or Thai without breaking words.
        add(TextId.MENU) { showMenu(turned) }
        return bar
    }

    /** Turns a dialog to the far player in table mode when it is theirs. */
    private fun AlertDialog.facing(turned: Boolean): AlertDialog {
        if (turned) window?.decorView?.rotation = 180f
        return this
    }

    private fun render(s: GameState) {
        board.show(s)
        buttons[TextId.UNDO]?.forEach { it.isEnabled = s.canUndo }
        buttons[TextId.REDO]?.forEach { it.isEnabled = s.canRedo }
        buttons[TextId.HINT]?.forEach { it.isEnabled = s.canHint && !s.hinting }
        val result = s.result
        if (result != null && resultDialog == null) {
            val tr = controller.translator
            val text = listOf(result.detail, result.pointsText).filter { it.isNotEmpty() }.joinToString("\n")
            resultDialog = AlertDialog.Builder(this)
                .setTitle(result.headline)
                .setMessage(text)
                .setPositiveButton(tr.text(TextId.REMATCH)) { _, _ -> resultDialog = null; controller.rematch() }
                .setNegativeButton(tr.text(TextId.MAIN_MENU)) { _, _ -> finish() }
                .setOnCancelListener { }
                .show()
                // The core turns the status to the far player when it is addressed to them.
                .facing(table && s.model.statusTurned)
        } else if (result == null) {
            resultDialog?.dismiss()
            resultDialog = null
        }
    }

    private fun showMoves(turned: Boolean) {
        val tr = controller.translator
        val lines = controller.state.moveList
        AlertDialog.Builder(this)
            .setTitle(tr.text(TextId.MOVE_LIST))
            .setItems(lines.toTypedArray(), null)
            .setPositiveButton(tr.text(TextId.CLOSE), null)
            .show()
            .facing(turned)
    }

    private fun showMenu(turned: Boolean) {
        val tr = controller.translator
        val items = listOf(TextId.MOVE_LIST, TextId.REMATCH, TextId.NEW_GAME, TextId.HOW_TO_PLAY, TextId.MAIN_MENU)
        AlertDialog.Builder(this)
            .setItems(items.map { tr.text(it) }.toTypedArray()) { _, which ->
                when (items[which]) {
                    TextId.MOVE_LIST -> showMoves(turned)
                    TextId.REMATCH -> controller.rematch()
                    TextId.NEW_GAME -> {
                        startActivity(NewGameActivity.intent(this, controller.game))
                        finish()
                    }
                    TextId.HOW_TO_PLAY -> startActivity(HowToPlayActivity.intent(this, controller.game))
                    else -> finish()
                }
            }
            .show()
            .facing(turned)
    }

    override fun onRetainNonConfigurationInstance(): Any = retained

    override fun onDestroy() {
        // Finished in onCreate (nothing to resume): nothing was built.
        if (!::retained.isInitialized || !::sounds.isInitialized) return super.onDestroy()
        resultDialog?.dismiss()
        controller.listener = null
        controller.onAnimation = null
        sounds.release()
        if (!isChangingConfigurations) {
            // Leaving for good: stop the computer; the match is already saved.
            controller.close()
            retained.scope.cancel()
        } else {
            controller.effects = object : app.fireside.game.GameEffects {}
        }
        super.onDestroy()
    }

    companion object {
        const val EXTRA_GAME = "game"
        fun intent(context: Context, game: String) = Intent(context, GameActivity::class.java).putExtra(EXTRA_GAME, game)
    }
}

internal fun View.visible(on: Boolean) {
    visibility = if (on) View.VISIBLE else View.GONE
}
