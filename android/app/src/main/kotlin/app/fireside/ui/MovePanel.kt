package app.fireside.ui

import android.content.Context
import android.graphics.Typeface
import android.graphics.drawable.GradientDrawable
import android.view.View
import android.view.ViewGroup
import android.widget.LinearLayout
import android.widget.ScrollView
import android.widget.TextView
import app.fireside.model.MoveListView

/**
 * The moves of the game so far, as the core's move list gives them, in the room the board
 * leaves (above it on a tall phone, between the bands of a landscape phone's column): the
 * rows' numbers and moves flowed line after line, the latest move marked and kept in view.
 * A tap opens the full move list (the core's `OpenMoveList`).
 */
internal class MovePanel(private val c: Context, onTap: () -> Unit) : ScrollView(c) {
    private val pal = themePalette(c)
    private val title = c.label("", TypeScale.NOTE, bold = true, color = pal.INK_SOFT)
    private val flow = Flow(c)
    private val inner = LinearLayout(c)
    private var shownRows: Pair<List<app.fireside.model.MoveRow>, String>? = null

    /** The moves as drawn, in order (for tests: the core's notations, the latest marked). */
    internal val moveViews = mutableListOf<TextView>()
    internal var marked: TextView? = null
        private set

    /** The core's words for no move yet, while shown. */
    internal var emptyText: TextView? = null
        private set

    init {
        background = GradientDrawable().apply {
            setColor(pal.BAND)
            cornerRadius = c.dp(12f).toFloat()
        }
        // The content fills the panel and takes the tap (a scroll view takes none itself;
        // it still takes the drag that scrolls).
        isFillViewport = true
        inner.apply {
            orientation = LinearLayout.VERTICAL
            setPadding(c.dp(12f), c.dp(6f), c.dp(12f), c.dp(8f))
            addView(title)
            addView(flow)
            setOnClickListener { onTap() }
        }
        addView(inner, ViewGroup.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.WRAP_CONTENT))
    }

    fun show(list: MoveListView) {
        title.say(list.title)
        inner.contentDescription = list.title
        if (list.rows to list.empty == shownRows) return
        shownRows = list.rows to list.empty
        flow.removeAllViews()
        moveViews.clear()
        marked = null
        // What the list says with no move yet (the core's `empty`, blank once there is one).
        emptyText = list.empty.takeIf { it.isNotEmpty() }?.let { e ->
            text(e, soft = true).apply { importantForAccessibility = IMPORTANT_FOR_ACCESSIBILITY_YES }.also { flow.addView(it) }
        }
        for ((r, row) in list.rows.withIndex()) {
            // A row's number stays with its first move when the line wraps.
            var item: ViewGroup = LinearLayout(c).apply { orientation = LinearLayout.HORIZONTAL }
            item.addView(text(row.numberText, soft = true))
            for ((k, m) in row.moves.withIndex()) {
                val latest = r == list.rows.lastIndex && k == row.moves.lastIndex
                val v = text(m.notation, soft = false, latest = latest).apply { contentDescription = m.label }
                moveViews += v
                if (latest) marked = v
                if (k > 0) item = LinearLayout(c).apply { orientation = LinearLayout.HORIZONTAL }
                item.addView(v)
                if (item.parent == null) flow.addView(item)
            }
            if (item.parent == null) flow.addView(item)
        }
        // The latest move in view once the lines are laid out.
        post { fullScroll(View.FOCUS_DOWN) }
    }

    private fun text(s: String, soft: Boolean, latest: Boolean = false): TextView = TextView(c).apply {
        text = s
        textSize = if (soft) TypeScale.NOTE else 15f
        setTextColor(if (latest) pal.INK_ON_ACTIVE else if (soft) pal.INK_SOFT else pal.INK)
        if (latest) {
            typeface = Typeface.DEFAULT_BOLD
            background = GradientDrawable().apply {
                setColor(pal.BAND_ACTIVE)
                cornerRadius = c.dp(6f).toFloat()
            }
        }
        setPadding(c.dp(5f), c.dp(3f), c.dp(5f), c.dp(3f))
        importantForAccessibility = if (soft) IMPORTANT_FOR_ACCESSIBILITY_NO else IMPORTANT_FOR_ACCESSIBILITY_YES
    }

    /** Its children left to right, on as many lines as they need. */
    private class Flow(c: Context) : ViewGroup(c) {
        private val gapX = c.dp(6f)
        private val gapY = c.dp(2f)

        override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
            val width = MeasureSpec.getSize(widthMeasureSpec)
            var x = 0
            var y = 0
            var line = 0
            for (i in 0 until childCount) {
                val ch = getChildAt(i)
                ch.measure(MeasureSpec.makeMeasureSpec(width, MeasureSpec.AT_MOST), MeasureSpec.makeMeasureSpec(0, MeasureSpec.UNSPECIFIED))
                if (x > 0 && x + ch.measuredWidth > width) {
                    x = 0
                    y += line + gapY
                    line = 0
                }
                x += ch.measuredWidth + gapX
                line = maxOf(line, ch.measuredHeight)
            }
            setMeasuredDimension(width, y + line)
        }

        override fun onLayout(changed: Boolean, l: Int, t: Int, r: Int, b: Int) {
            val width = r - l
            var x = 0
            var y = 0
            var line = 0
            for (i in 0 until childCount) {
                val ch = getChildAt(i)
                if (x > 0 && x + ch.measuredWidth > width) {
                    x = 0
                    y += line + gapY
                    line = 0
                }
                ch.layout(x, y, x + ch.measuredWidth, y + ch.measuredHeight)
                x += ch.measuredWidth + gapX
                line = maxOf(line, ch.measuredHeight)
            }
        }
    }
}
