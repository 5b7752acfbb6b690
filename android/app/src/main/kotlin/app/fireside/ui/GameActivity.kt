package app.fireside.ui

import android.app.Activity
import android.app.AlertDialog
import android.content.Context
import android.content.Intent
import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.LinearLayout
import app.fireside.board.Palette
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
    private val buttons = mutableMapOf<TextId, Button>()
    private var resultDialog: AlertDialog? = null

    private val controller get() = retained.controller

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val app = fireside
        val game = intent.getStringExtra(EXTRA_GAME) ?: return finish()
        @Suppress("DEPRECATION")
        retained = (lastNonConfigurationInstance as? Retained) ?: run {
            val scope = CoroutineScope(SupervisorJob() + MainDispatcher)
            val c = GameController.resumeOrStart(app.store, game, null, app.translator(), scope)
                ?: run { scope.cancel(); return finish() }
            Retained(c, scope)
        }
        board = BoardView(this, controller)
        board.animationSpeed = app.store.settings().animationSpeed.toInt()
        sounds = Sounds(this, app.store) { text -> @Suppress("DEPRECATION") board.announceForAccessibility(text) }
        controller.effects = sounds

        val tr = controller.translator
        val root = LinearLayout(this).apply {
            orientation = LinearLayout.VERTICAL
            setBackgroundColor(Palette.BACKGROUND)
        }
        root.addView(board, LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, 0, 1f))
        val bar = row().apply { setPadding(dp(4f), dp(4f), dp(4f), dp(4f)) }
        fun add(id: TextId, action: () -> Unit) {
            val b = button(tr.text(id), action)
            buttons[id] = b
            bar.addView(b, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.WRAP_CONTENT, 1f))
        }
        add(TextId.UNDO) { board.skipAnimations(); controller.undo() }
        add(TextId.REDO) { controller.redo() }
        add(TextId.HINT) { controller.hint() }
        add(TextId.MOVE_LIST) { showMoves() }
        add(TextId.MENU) { showMenu() }
        root.addView(bar)
        setContentView(root)

        controller.listener = ::render
        if (lastNonConfigurationInstance == null) controller.start()
        render(controller.state)
        board.requestFocus()
    }

    private fun render(s: GameState) {
        board.show(s)
        buttons[TextId.UNDO]?.isEnabled = s.canUndo
        buttons[TextId.REDO]?.isEnabled = s.canRedo
        buttons[TextId.HINT]?.isEnabled = s.canHint && !s.hinting
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
        } else if (result == null) {
            resultDialog?.dismiss()
            resultDialog = null
        }
    }

    private fun showMoves() {
        val tr = controller.translator
        val lines = controller.state.moveList
        AlertDialog.Builder(this)
            .setTitle(tr.text(TextId.MOVE_LIST))
            .setItems(lines.toTypedArray(), null)
            .setPositiveButton(tr.text(TextId.CLOSE), null)
            .show()
    }

    private fun showMenu() {
        val tr = controller.translator
        val items = listOf(TextId.REMATCH, TextId.NEW_GAME, TextId.HOW_TO_PLAY, TextId.MAIN_MENU)
        AlertDialog.Builder(this)
            .setItems(items.map { tr.text(it) }.toTypedArray()) { _, which ->
                when (items[which]) {
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
    }

    override fun onRetainNonConfigurationInstance(): Any = retained

    override fun onDestroy() {
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
