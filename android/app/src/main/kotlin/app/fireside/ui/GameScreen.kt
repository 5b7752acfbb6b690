package app.fireside.ui

import android.app.Activity
import android.app.AlertDialog
import android.content.res.Configuration
import android.graphics.text.LineBreakConfig
import android.content.Context
import android.os.Build
import android.text.InputType
import android.view.accessibility.AccessibilityManager
import android.view.inputmethod.EditorInfo
import android.widget.Button
import android.widget.EditText
import android.widget.LinearLayout
import app.fireside.model.Event
import app.fireside.model.GameView
import app.fireside.model.View

/**
 * The game screen: the board view and a bar of buttons (undo, redo, hint, menu, and stop
 * while a chain may stop), one more bar turned to the far player in table mode, and the
 * dialogs the view asks for (the result panel, the move list). Kept while the same match
 * is shown, so an animation and the board's accessibility focus survive each render.
 */
internal class GameScreen(private val a: Activity, initial: GameView, private val send: (Event) -> Unit) {
    val game: String = initial.game

    /** Table mode: the far player has their own bar, turned to face them. */
    val table: Boolean = initial.top.turned

    val board = BoardView(a, initial, send)
    val root: LinearLayout
    private val bars = mutableListOf<Bar>()
    private var resultDialog: AlertDialog? = null
    private var movesDialog: AlertDialog? = null
    private var shown: GameView = initial

    /**
     * The move-entry field (a move in the game's notation), for screen-reader users: shown
     * while touch exploration is on, between the board and the buttons in TalkBack's order.
     */
    val moveEntry: EditText? =
        if ((a.getSystemService(Context.ACCESSIBILITY_SERVICE) as AccessibilityManager).isTouchExplorationEnabled) {
            EditText(a).apply {
                isSingleLine = true
                inputType = InputType.TYPE_CLASS_TEXT or InputType.TYPE_TEXT_FLAG_NO_SUGGESTIONS
                imeOptions = EditorInfo.IME_ACTION_DONE
                setOnEditorActionListener { v, _, _ ->
                    val typed = v.text.toString().trim()
                    if (typed.isNotEmpty()) send(Event.Play(typed))
                    v.text = ""
                    true
                }
            }
        } else null

    private class Bar(val undo: Button, val redo: Button, val hint: Button, val menu: Button, val stop: Button)

    init {
        // A landscape phone: the buttons in a column beside the board, which gets the height.
        val cfg = a.resources.configuration
        val side = cfg.orientation == Configuration.ORIENTATION_LANDSCAPE && !table && cfg.smallestScreenWidthDp < 600
        root = LinearLayout(a).apply {
            orientation = if (side) LinearLayout.HORIZONTAL else LinearLayout.VERTICAL
            setBackgroundColor(themePalette(a).BACKGROUND)
        }
        val across = LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, LinearLayout.LayoutParams.WRAP_CONTENT)
        if (table) root.addView(bar(turned = true, vertical = false), across)
        root.addView(board, if (side) LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.MATCH_PARENT, 1f) else LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, 0, 1f))
        moveEntry?.let { root.addView(it, across) }
        root.addView(bar(turned = false, vertical = side), if (side) LinearLayout.LayoutParams(LinearLayout.LayoutParams.WRAP_CONTENT, LinearLayout.LayoutParams.MATCH_PARENT) else across)
        update(initial)
    }

    /** A bar of the game's actions; [turned] faces the far player of table mode. */
    private fun bar(turned: Boolean, vertical: Boolean): LinearLayout {
        val bar = (if (vertical) a.column() else a.row()).apply {
            setPadding(a.dp(4f), a.dp(4f), a.dp(4f), a.dp(4f))
            if (turned) rotation = 180f
        }
        fun add(action: () -> Unit): Button {
            val b = a.button("", action).apply {
                // Four buttons share a phone's width: little padding, and words kept whole
                // (Korean breaks between phrases, not syllables).
                setPadding(a.dp(6f), paddingTop, a.dp(6f), paddingBottom)
                if (Build.VERSION.SDK_INT >= 33) lineBreakWordStyle = LineBreakConfig.LINE_BREAK_WORD_STYLE_PHRASE
            }
            bar.addView(b, if (vertical) LinearLayout.LayoutParams(a.dp(132f), 0, 1f) else LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.WRAP_CONTENT, 1f))
            return b
        }
        bars += Bar(
            undo = add { send(Event.Undo) },
            redo = add { send(Event.Redo) },
            hint = add { send(Event.Hint) },
            // The move list is the menu's first entry: a fifth button would not fit a
            // phone's width in Finnish or Thai without breaking words.
            menu = add { showMenu(turned) },
            stop = add { send(Event.StopChain) },
        )
        return bar
    }

    fun update(g: GameView, v: View? = null) {
        shown = g
        v?.let { board.setLanguage(it.language) }
        board.show(g)
        val l = g.labels
        moveEntry?.let {
            it.hint = g.access.moveEntryLabel
            it.tooltipText = g.access.moveEntryHint
        }
        for (b in bars) {
            b.undo.text = l.undo
            b.redo.text = l.redo
            b.hint.text = l.hint
            b.menu.text = l.menu
            b.stop.text = l.stop
            b.undo.isEnabled = g.canUndo
            b.redo.isEnabled = g.canRedo
            b.hint.isEnabled = g.canHint && !g.hinting
            b.stop.visible(g.canStop)
        }
        result(g)
        moves(g)
    }

    /** The far player's dialogs face them in table mode when the view turns the status to them. */
    private fun AlertDialog.facing(turned: Boolean): AlertDialog {
        if (turned) window?.decorView?.rotation = 180f
        return this
    }

    private fun result(g: GameView) {
        val r = g.result
        if (r != null && resultDialog == null) {
            val text = r.summary
            resultDialog = AlertDialog.Builder(a)
                .setTitle(r.headline)
                .setMessage(text)
                .setPositiveButton(r.rematchLabel) { _, _ -> send(Event.Rematch) }
                .setNegativeButton(r.leaveLabel) { _, _ -> send(Event.Leave) }
                .setNeutralButton(r.reviewLabel) { _, _ -> send(Event.ReviewGame) }
                .show()
                .phraseBreaks()
                .facing(table && g.statusTurned)
        } else if (r == null) {
            resultDialog?.dismiss()
            resultDialog = null
        }
    }

    private var movesTurned = false

    private fun moves(g: GameView) {
        val list = g.moveList
        if (list.open && movesDialog == null) {
            movesDialog = AlertDialog.Builder(a)
                .setTitle(list.title)
                .setItems(list.rows.map { it.text }.toTypedArray(), null)
                .setPositiveButton(g.labels.close, null)
                .setOnDismissListener { if (movesDialog != null) { movesDialog = null; send(Event.CloseMoveList) } }
                .show()
                .facing(movesTurned)
        } else if (!list.open && movesDialog != null) {
            val d = movesDialog
            movesDialog = null
            d?.dismiss()
        }
    }

    private fun showMenu(turned: Boolean) {
        val l = shown.labels
        val items = listOf<Pair<String, () -> Unit>>(
            l.moveList to { movesTurned = turned; send(Event.OpenMoveList) },
            l.rematch to { send(Event.Rematch) },
            l.newGame to { send(Event.OpenNewGame(game)) },
            l.howToPlay to { send(Event.OpenHowToPlay(game)) },
            l.leave to { send(Event.Leave) },
        )
        AlertDialog.Builder(a)
            .setItems(items.map { it.first }.toTypedArray()) { _, which -> items[which].second() }
            .show()
            .facing(turned)
    }

    /** The screen goes away (another screen, or the activity ends): its dialogs with it. */
    fun close() {
        resultDialog?.dismiss()
        resultDialog = null
        val d = movesDialog
        movesDialog = null
        d?.dismiss()
    }
}

internal fun android.view.View.visible(on: Boolean) {
    visibility = if (on) android.view.View.VISIBLE else android.view.View.GONE
}
