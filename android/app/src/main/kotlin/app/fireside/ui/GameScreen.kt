package app.fireside.ui

import android.app.Activity
import android.content.res.Configuration
import android.content.Context
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

    /** Table mode (the core's seating): the far player has their own bar, turned to face them. */
    val table: Boolean = initial.seating.table

    val board = BoardView(a, initial, send)
    val root: LinearLayout
    private val bars = mutableListOf<Bar>()
    private var movesDialog: SheetDialog? = null
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

    /** The moves so far, in the room the board leaves; a tap opens the move list. */
    val movePanel = MovePanel(a) { movesTurned = false; send(Event.OpenMoveList) }

    private fun placeMoves(room: app.fireside.board.Box?) {
        val margin = a.dp(8f)
        val fits = room != null && room.height >= a.dp(MOVES_MIN_DP) + 2 * margin
        movePanel.visible(fits)
        if (!fits || room == null) return
        val lp = movePanel.layoutParams as android.widget.FrameLayout.LayoutParams
        // Across the screen, in from its edges as the board is; in a column, flush with its bands.
        val side = if (room.width >= board.width - 1) margin else 0
        lp.leftMargin = room.left.toInt() + side
        lp.topMargin = room.top.toInt() + margin
        lp.width = room.width.toInt() - 2 * side
        lp.height = room.height.toInt() - 2 * margin
        movePanel.layoutParams = lp
    }

    private class Bar(val undo: Button, val redo: Button, val hint: Button, val menu: Button, val stop: Button, val showResult: Button, val view: LinearLayout, val turned: Boolean, val vertical: Boolean, var grid: Boolean = false) {
        val buttons get() = listOf(undo, redo, hint, menu, stop, showResult)
    }

    /**
     * Table mode on a wide screen: each player's actions in the corner at their edge beside
     * the board (`BoardLayout.corners`), two buttons a row, so the board has the whole height,
     * and the moves above them, facing the same player.
     */
    private val corners: Boolean
    private val nearCorner = LinearLayout(a).apply { orientation = LinearLayout.VERTICAL; gravity = android.view.Gravity.BOTTOM }
    private val farCorner = LinearLayout(a).apply { orientation = LinearLayout.VERTICAL; gravity = android.view.Gravity.BOTTOM; rotation = 180f }

    /** Whether the board's first layout gave the corners (then the bars stay in them). */
    private var cornersDecided = false
    private var inCorners = false

    /** The moves in each corner, the far player's first (for tests: both show the core's list). */
    internal val cornerPanels = mutableListOf<MovePanel>()

    /**
     * The bars into the corners the board reports, two buttons a row; decided at the first
     * layout (a wide Sungka board keeps its bands above and below, and the bars across the
     * edges), so the board does not switch back and forth as the bars move.
     */
    private fun placeCorners(c: Pair<app.fireside.board.Box, app.fireside.board.Box>?, stage: android.widget.FrameLayout) {
        if (!cornersDecided) {
            cornersDecided = true
            if (c == null) return
            inCorners = true
            for (v in listOf(farCorner, nearCorner)) {
                root.removeView(v)
                stage.addView(v, android.widget.FrameLayout.LayoutParams(0, 0))
            }
            for (b in bars) arrange(b, grid = true)
            // Above each player's actions, the moves, facing them (the far corner is turned).
            for ((corner, turned) in listOf(farCorner to true, nearCorner to false)) {
                val p = MovePanel(a) { movesTurned = turned; send(Event.OpenMoveList) }
                cornerPanels += p
                corner.addView(p, 0, LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, 0, 1f).apply { bottomMargin = a.dp(8f) })
            }
        }
        if (!inCorners || c == null) return
        val edge = a.dp(4f)
        for ((view, box) in listOf(nearCorner to c.first, farCorner to c.second)) {
            val lp = view.layoutParams as android.widget.FrameLayout.LayoutParams
            lp.leftMargin = box.left.toInt() + edge
            lp.topMargin = box.top.toInt() + edge
            lp.width = box.width.toInt() - 2 * edge
            lp.height = box.height.toInt() - 2 * edge
            view.layoutParams = lp
        }
        update(shown)
    }

    /** The buttons of [b] in one row, or two a row in a column of rows (a corner's). */
    private fun arrange(b: Bar, grid: Boolean) {
        val bar = b.view
        for (btn in b.buttons) (btn.parent as? android.view.ViewGroup)?.removeView(btn)
        bar.removeAllViews()
        b.grid = grid
        bar.orientation = if (grid) LinearLayout.VERTICAL else LinearLayout.HORIZONTAL
        if (!grid) {
            for (btn in b.buttons) bar.addView(btn, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.MATCH_PARENT, 1f))
            return
        }
        for (pair in b.buttons.chunked(2)) {
            val row = a.row()
            for (btn in pair) row.addView(btn, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.MATCH_PARENT, 1f))
            bar.addView(row, LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, LinearLayout.LayoutParams.WRAP_CONTENT))
        }
    }

    init {
        // A landscape phone: the buttons in a column beside the board, which gets the height.
        val cfg = a.resources.configuration
        val side = cfg.orientation == Configuration.ORIENTATION_LANDSCAPE && !table && cfg.smallestScreenWidthDp < 600
        corners = table && cfg.orientation == Configuration.ORIENTATION_LANDSCAPE && cfg.smallestScreenWidthDp >= 600
        root = LinearLayout(a).apply {
            orientation = if (side) LinearLayout.HORIZONTAL else LinearLayout.VERTICAL
            setBackgroundColor(themePalette(a).BACKGROUND)
        }
        val across = LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, LinearLayout.LayoutParams.WRAP_CONTENT)
        if (table && !corners) root.addView(bar(turned = true, vertical = false), across)
        if (corners) {
            // Across the edges until the board's first layout says whether corners beside it
            // hold them; the far player's turned as a whole.
            farCorner.addView(bar(turned = true, vertical = false), across)
            nearCorner.addView(bar(turned = false, vertical = false), across)
            root.addView(farCorner, across)
        }
        val stage = android.widget.FrameLayout(a).apply {
            addView(board)
            addView(movePanel, android.widget.FrameLayout.LayoutParams(0, 0))
        }
        movePanel.visible(false)
        // Outside table mode the board leaves a room for the moves (above it, or between the
        // bands of a side column): the panel takes it when a line of moves fits.
        if (!table) board.onRoom = { room -> movePanel.post { placeMoves(room) } }
        if (corners) board.onCorners = { c -> nearCorner.post { placeCorners(c, stage) } }
        root.addView(stage, if (side) LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.MATCH_PARENT, 1f) else LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, 0, 1f))
        moveEntry?.let { root.addView(it, across) }
        if (corners) root.addView(nearCorner, across)
        else root.addView(bar(turned = false, vertical = side), if (side) LinearLayout.LayoutParams(LinearLayout.LayoutParams.WRAP_CONTENT, LinearLayout.LayoutParams.MATCH_PARENT) else across)
        update(initial)
    }

    /** A bar of the game's actions; [turned] faces the far player of table mode. */
    private fun bar(turned: Boolean, vertical: Boolean): LinearLayout {
        val bar = (if (vertical) a.column() else a.row()).apply {
            setPadding(a.dp(4f), a.dp(4f), a.dp(4f), a.dp(4f))
            // A corner is turned as a whole.
            if (turned && !corners) rotation = 180f
        }
        fun add(icon: Int, action: () -> Unit): Button {
            val b = a.button("", onClick = action).apply {
                // Five buttons may share a phone's width: little padding, an icon above a
                // word or two, words kept whole (TextBreaks) and the text shrunk to fit
                // rather than wrapped to a third line.
                setPadding(a.dp(6f), a.dp(6f), a.dp(6f), a.dp(6f))
                Skin.icon(this, icon)
                maxLines = 2
                ellipsize = android.text.TextUtils.TruncateAt.END
                gravity = android.view.Gravity.CENTER
            }
            // Every button of a row the height of the tallest (the row measures them again).
            bar.addView(b, if (vertical) LinearLayout.LayoutParams(a.dp(132f), 0, 1f) else LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.MATCH_PARENT, 1f))
            return b
        }
        bars += Bar(
            undo = add(app.fireside.R.drawable.ic_undo) { send(Event.Undo) },
            redo = add(app.fireside.R.drawable.ic_redo) { send(Event.Redo) },
            hint = add(app.fireside.R.drawable.ic_hint) { send(Event.Hint) },
            // The move list is the menu's first entry: a fifth button would not fit a
            // phone's width in Finnish or Thai without breaking words.
            menu = add(app.fireside.R.drawable.ic_menu) { showMenu(turned) },
            stop = add(app.fireside.R.drawable.ic_stop) { send(Event.StopChain) },
            // The result sheet closed (`ResultPanel.folded`): the core's button shows it again.
            showResult = a.button("") { send(Event.FoldResult(false)) }.also {
                it.visible(false)
                bar.addView(it, if (vertical) LinearLayout.LayoutParams(a.dp(132f), 0, 1f) else LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.MATCH_PARENT, 1f))
            },
            view = bar,
            turned = turned,
            vertical = vertical,
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
            b.undo.say(l.undo)
            b.redo.say(l.redo)
            b.hint.say(l.hint)
            b.menu.say(l.menu)
            b.stop.say(l.stop)
            b.undo.isEnabled = g.canUndo
            b.redo.isEnabled = g.canRedo
            b.hint.isEnabled = g.canHint
            b.stop.visible(g.canStop)
            val folded = g.result?.folded == true
            g.result?.let { b.showResult.say(it.showLabel) }
            b.showResult.visible(folded)
            val shown = listOf(b.undo, b.redo, b.hint, b.menu) + (if (g.canStop) listOf(b.stop) else emptyList()) + (if (folded) listOf(b.showResult) else emptyList())
            val across = when {
                b.vertical -> a.dp(132f)
                b.grid -> a.dp(GRID_BUTTON_DP)
                else -> (a.resources.displayMetrics.widthPixels - a.dp(8f)) / shown.size
            }
            fitOneSize(shown, across - a.dp(12f))
        }
        movePanel.show(g.moveList)
        for (p in cornerPanels) p.show(g.moveList)
        result(g)
        moves(g)
    }

    /**
     * The result as a sheet in place of the button bar (of the player it faces in table
     * mode): the board above keeps the final position in view.
     */
    private fun result(g: GameView) {
        // A closed sheet (`ResultPanel.folded`) gives its place back to the bar.
        val r = g.result?.takeUnless { it.folded }
        if (r != null && resultSheet == null) {
            // The core says whether the sheet faces the far player.
            val turned = g.seating.resultTurned
            val bar = bars.firstOrNull { it.turned == turned } ?: bars.last()
            val parent = bar.view.parent as LinearLayout
            val at = parent.indexOfChild(bar.view)
            val side = parent.orientation == LinearLayout.HORIZONTAL
            // Under the board: the screen's width, at most a readable one, centred (a
            // tablet); in a corner, the corner's width.
            val across = when {
                side -> a.dp(300f)
                bar.grid -> (parent.layoutParams.width).coerceAtLeast(a.dp(GRID_BUTTON_DP))
                else -> minOf(a.resources.displayMetrics.widthPixels, a.dp(RESULT_SHEET_MAX_WIDTH_DP))
            }
            val sheet = ResultSheet.build(a, r, g.labels.close, across, send)
            // A corner is turned as a whole.
            if (turned && !corners) sheet.rotation = 180f
            parent.addView(
                sheet, at,
                if (side) LinearLayout.LayoutParams(across, LinearLayout.LayoutParams.MATCH_PARENT)
                else LinearLayout.LayoutParams(across, LinearLayout.LayoutParams.WRAP_CONTENT).apply { gravity = android.view.Gravity.CENTER_HORIZONTAL },
            )
            bar.view.visible(false)
            resultSheet = sheet
            resultBar = bar.view
        } else if (r == null && resultSheet != null) {
            (resultSheet?.parent as? LinearLayout)?.removeView(resultSheet)
            resultBar?.visible(true)
            resultSheet = null
            resultBar = null
        }
    }

    /** The result sheet while it shows (for tests: where it is against the board). */
    internal var resultSheet: LinearLayout? = null
        private set
    private var resultBar: android.view.View? = null

    private var movesTurned = false

    private fun moves(g: GameView) {
        val list = g.moveList
        if (list.open && movesDialog == null) {
            val sheet = SheetDialog(a, list.title, movesTurned)
            for (row in list.rows) sheet.row(row.text, row.label)
            sheet.close(g.labels.close)
            sheet.setOnDismissListener { if (movesDialog != null) { movesDialog = null; send(Event.CloseMoveList) } }
            movesDialog = sheet
            sheet.show()
        } else if (!list.open && movesDialog != null) {
            val d = movesDialog
            movesDialog = null
            d?.dismiss()
        }
    }

    /** The game's menu, as a sheet from the edge of the player who opened it. */
    private fun showMenu(turned: Boolean) {
        val l = shown.labels
        SheetDialog(a, null, turned)
            .item(l.moveList) { movesTurned = turned; send(Event.OpenMoveList) }
            .item(l.rematch) { send(Event.Rematch) }
            .item(l.newGame) { send(Event.OpenNewGame(game)) }
            .item(l.howToPlay) { send(Event.OpenHowToPlay(game)) }
            .item(l.settings) { send(Event.OpenSettings) }
            .item(l.leave) { send(Event.Leave) }
            .show()
    }

    /** The screen goes away (another screen, or the activity ends): its dialogs with it. */
    fun close() {
        val d = movesDialog
        movesDialog = null
        d?.dismiss()
    }
}

/**
 * The buttons of a bar at one text size, the largest (up to their own) at which every
 * label fits two lines of its button without breaking a word: a long word (Finnish,
 * Korean "Stop here") shrinks the row a little instead of making one button odd.
 */
/** The least height of the move panel: a line of moves under its title. */
private const val MOVES_MIN_DP = 52f

/** The text width of a corner's button (two a row in a column of about 320 dp). */
private const val GRID_BUTTON_DP = 136f

internal fun fitOneSize(buttons: List<Button>, textWidth: Int) {
    if (buttons.isEmpty() || textWidth <= 0) return
    val d = buttons.first().resources.displayMetrics.scaledDensity
    val paint = android.text.TextPaint(buttons.first().paint)
    fun fits(sp: Float): Boolean {
        paint.textSize = sp * d
        // The widest unbreakable piece (words glued by TextBreaks) must fit the width.
        return buttons.all { b -> b.text.toString().split(' ', '\n').all { w -> paint.measureText(w) <= textWidth } }
    }
    var size = 16f
    while (size > 11f && !fits(size)) size -= 1f
    for (b in buttons) if (b.textSize != size * d) b.setTextSize(android.util.TypedValue.COMPLEX_UNIT_SP, size)
}

internal fun android.view.View.visible(on: Boolean) {
    visibility = if (on) android.view.View.VISIBLE else android.view.View.GONE
}
