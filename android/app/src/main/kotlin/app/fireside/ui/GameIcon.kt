package app.fireside.ui

import android.content.Context
import android.graphics.Canvas
import android.view.View
import app.fireside.board.Arrangement
import app.fireside.board.BandTexts
import app.fireside.board.BoardLayout
import app.fireside.board.BoardRenderer
import app.fireside.board.Box
import app.fireside.board.ScreenTexts
import app.fireside.model.BoardDrawing

/**
 * A game's home-card icon: the core's drawing of the game's board at the start
 * (`GameTile.icon`), drawn small by the board's own renderer, so it looks like the board
 * the card opens and is the same picture on every phone. Nothing here knows the game;
 * [game] only names the card (for tests). Decoration only (the card names the game).
 */
class GameIcon(context: Context, private val icon: BoardDrawing, val game: String) : View(context) {
    private val painter = CanvasPainter()
    private val renderer = BoardRenderer(painter, themePalette(context))

    init {
        importantForAccessibility = IMPORTANT_FOR_ACCESSIBILITY_NO
    }

    override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
        val size = context.dp(72f)
        setMeasuredDimension(resolveSize(size, widthMeasureSpec), resolveSize(size, heightMeasureSpec))
    }

    override fun onDraw(canvas: Canvas) {
        val w = width.toFloat()
        val h = height.toFloat()
        if (w <= 0f || h <= 0f) return
        val d = resources.displayMetrics.density
        // No bands: the whole square is the board's.
        val none = Box(0f, 0f, 0f, 0f)
        val layout = BoardLayout(icon, w, h, d, Arrangement(none, none, Box(0f, 0f, w, h)))
        val blank = BandTexts("", "", emptyList(), null, active = false, turned = false, computer = false)
        painter.canvas = canvas
        renderer.draw(icon, layout, ScreenTexts(blank, blank))
        painter.canvas = null
    }
}
