package app.fireside.ui

import android.content.Context
import android.graphics.Canvas
import android.graphics.Paint
import android.graphics.Path
import android.widget.LinearLayout
import app.fireside.model.Event
import app.fireside.model.FeedbackTone
import app.fireside.model.BoardPanel
import app.fireside.model.HistoryView
import app.fireside.model.LearnView
import app.fireside.model.Mark
import app.fireside.model.ReviewChart
import app.fireside.model.ReviewPart
import app.fireside.model.ReviewView
import app.fireside.model.View

/**
 * The History screen and the review screen (with "learn from your mistakes"), built from the
 * core's `HistoryView` and `ReviewView`: the board at the ply shown (the better move is its
 * hint), the move list with each move's mark, the evaluation graph as a line chart, the
 * accuracy of both sides. Every tap is an event for the core ([send]); a tap on an
 * exercise's board is a board tap the core routes to the exercise.
 */
/** The better move and the feedback of an exercise: a dark green readable on the light theme. */
private const val HINT_INK = 0xFF2E7D32.toInt()
private const val WRONG_INK = 0xFFB3261E.toInt()

/** The most of the screen's height a review or exercise board takes. */
internal const val BOARD_SHARE_OF_HEIGHT = 0.4f

/** The core says how a feedback line reads; the shell only picks its colour. */
internal fun toneColour(tone: FeedbackTone, plain: Int): Int = when (tone) {
    FeedbackTone.FOUND -> HINT_INK
    FeedbackTone.WRONG -> WRONG_INK
    FeedbackTone.PLAIN -> plain
}

internal class ReviewScreens(private val c: Context, private val send: (Event) -> Unit) {
    private fun pal() = themePalette(c)

    fun history(h: HistoryView, v: View): LinearLayout {
        val col = c.column()
        h.emptyText?.let { col.addView(c.label(it)) }
        for (e in h.entries) {
            val row = c.row()
            val text = c.column()
            text.addView(c.label(e.title, TypeScale.SECTION, bold = true))
            text.addView(c.label(e.detail, TypeScale.NOTE, color = pal().INK_SOFT))
            row.addView(text, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.WRAP_CONTENT, 1f))
            row.addView(c.button(e.reviewLabel) { send(Event.OpenReview(e.entry)) })
            col.addView(row)
        }
        return col
    }

    /** The review's parts, each drawn in the order the core lists them and none other. */
    fun review(r: ReviewView, v: View): LinearLayout {
        r.learn?.let { return learn(r, it, v) }
        val col = c.column()
        for (part in r.parts) {
            val drawn = drawPart(r, part)
            drawn.tag = part
            col.addView(drawn, when (drawn) {
                is BoardView -> boardParams()
                is Graph -> LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, c.dp(140f))
                else -> matchWidth()
            })
        }
        return col
    }

    private fun drawPart(r: ReviewView, part: ReviewPart): android.view.View = when (part) {
        ReviewPart.PROGRESS -> c.label(r.progress?.text.orEmpty(), TypeScale.NOTE, color = pal().INK_SOFT)
        ReviewPart.BOARD -> board(r.board)
        ReviewPart.EXPLANATION -> group {
            addView(c.label(r.plyText, TypeScale.BODY, bold = true))
            r.whyText?.let { addView(c.label(it, TypeScale.BODY)) }
            r.better?.let { b ->
                addView(c.label(b.text, TypeScale.BODY, bold = true, color = HINT_INK).apply { contentDescription = b.text })
            }
        }
        ReviewPart.NAVIGATION -> c.row().apply {
            addView(c.button("⏮") { send(Event.ReviewFirst) }.apply { isEnabled = r.canBack; contentDescription = r.labels.first })
            addView(c.button("◀") { send(Event.ReviewBack) }.apply { isEnabled = r.canBack; contentDescription = r.labels.back })
            addView(c.button("▶") { send(Event.ReviewForward) }.apply { isEnabled = r.canForward; contentDescription = r.labels.forward })
            addView(c.button("⏭") { send(Event.ReviewLast) }.apply { isEnabled = r.canForward; contentDescription = r.labels.last })
            // The four arrows share the width, as the learning screens' buttons do.
            for (i in 0 until childCount) getChildAt(i).layoutParams = LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.WRAP_CONTENT, 1f)
        }
        ReviewPart.CHART -> Graph(c, r.graph, r.chart, r.plies.toInt() + 1, r.ply.toInt()) { ply -> send(Event.ReviewJump(ply.toUInt())) }
        ReviewPart.ACCURACY -> group {
            for (a in r.accuracy) addView(c.label(a.text, TypeScale.NOTE))
        }
        ReviewPart.LEARN -> group {
            if (r.canLearn) addView(c.actions(listOf(c.button(r.labels.learn, Skin.Tone.PRIMARY) { send(Event.StartLearning) })), matchWidth())
            r.learnNote?.let { addView(c.label(it, TypeScale.NOTE, color = pal().INK_SOFT)) }
        }
        ReviewPart.MOVES -> group {
            for (m in r.moves) {
                addView(
                    c.label(m.line, TypeScale.BODY, bold = m.current, color = markColour(m.mark)).apply {
                        contentDescription = m.spoken
                        isClickable = true
                        setPadding(0, c.dp(6f), 0, c.dp(6f))
                        setOnClickListener { send(Event.ReviewJump(m.ply)) }
                    },
                )
            }
        }
    }

    private fun learn(r: ReviewView, l: LearnView, v: View): LinearLayout {
        val col = c.column()
        col.addView(c.label(l.title, TypeScale.SECTION, bold = true))
        col.addView(c.label(l.progressText, TypeScale.BODY, bold = true))
        if (l.prompt.isNotEmpty()) col.addView(c.label(l.prompt, TypeScale.BODY))
        if (l.showsExercise) col.addView(board(l.board), boardParams())
        l.feedback?.let { col.addView(c.label(it, TypeScale.BODY, bold = true, color = toneColour(l.feedbackTone, pal().INK))) }
        val buttons = mutableListOf<android.widget.Button>()
        if (l.showsExercise) {
            buttons += c.button(l.showSolutionLabel) { send(Event.LearnShowSolution) }.apply { isEnabled = l.canShowSolution }
            buttons += c.button(l.skipLabel) { send(Event.LearnSkip) }.apply { isEnabled = l.canSkip }
        }
        buttons += c.button(l.closeLabel) { send(Event.CloseLearning) }
        col.addView(c.actions(buttons), matchWidth())
        return col
    }

    /** Several views of one part, stacked without a margin of their own. */
    private fun group(fill: LinearLayout.() -> Unit): LinearLayout = c.column().apply {
        setPadding(0, 0, 0, 0)
        fill()
    }

    /**
     * 320 dp, but never more than [BOARD_SHARE_OF_HEIGHT] of the screen's height: on a phone
     * held sideways a 320 dp board ran below the screen's edge under the title and prompt,
     * so the learning board had to be scrolled to be seen whole.
     */
    private fun boardParams() = LinearLayout.LayoutParams(
        LinearLayout.LayoutParams.MATCH_PARENT,
        minOf(c.dp(320f), (c.resources.displayMetrics.heightPixels * BOARD_SHARE_OF_HEIGHT).toInt()),
    )


    /** The core's board panel, drawn by the game's own board view. */
    private fun board(panel: BoardPanel): BoardView = BoardView(c, panel, send)
}

/** A mark's colour, the same in the move list and on the graph (its shape on the graph says it too). */
internal fun markColour(mark: Mark?): Int? = when (mark) {
    Mark.BLUNDER -> 0xFFC62828.toInt()
    Mark.MISTAKE -> 0xFFE65100.toInt()
    Mark.INACCURACY -> 0xFFB08800.toInt()
    else -> null
}

/**
 * The evaluation graph: side one's expected score at each analysed position as a line, in
 * a plot with the core's axes (the winning ends named on the left, move numbers below), the
 * errors on the line (a blunder a filled circle, a mistake a filled square, an inaccuracy a
 * ring, each in its colour) and the position shown as a vertical line. A tap jumps to the
 * nearest position ([onJump] with its ply). Nothing here decides: the core gives every
 * label, tick and mark.
 */
internal class Graph(
    context: Context,
    private val points: List<Double>,
    private val chart: ReviewChart?,
    private val positions: Int,
    private val current: Int,
    private val onJump: (Int) -> Unit,
) : android.view.View(context) {
    private val line = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.STROKE; strokeWidth = context.dp(2f).toFloat() }
    private val axis = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.STROKE; strokeWidth = context.dp(1f).toFloat() }
    private val dot = Paint(Paint.ANTI_ALIAS_FLAG)
    private val text = Paint(Paint.ANTI_ALIAS_FLAG).apply { textSize = context.dp(11f).toFloat() }

    init {
        // The marks and accuracy say in words what the graph shows; the move list jumps too.
        importantForAccessibility = IMPORTANT_FOR_ACCESSIBILITY_NO
        isClickable = true
    }

    /** The plot's area inside the axes' labels: left, top, right, bottom. */
    private fun plot(): FloatArray {
        val pad = context.dp(4f).toFloat()
        val labels = listOfNotNull(chart?.topLabel, chart?.bottomLabel)
        val labelWidth = (labels.maxOfOrNull { text.measureText(it) } ?: 0f).coerceAtMost(width * 0.3f)
        val left = labelWidth + 2 * pad
        val bottom = height - (if (chart?.ticks.isNullOrEmpty()) pad else text.textSize + 2 * pad)
        return floatArrayOf(left, pad + text.textSize / 2, width - 2 * pad, bottom)
    }

    private fun xOf(ply: Int, p: FloatArray): Float =
        p[0] + (if (positions > 1) (p[2] - p[0]) * ply / (positions - 1) else 0f)

    private fun yOf(value: Double, p: FloatArray): Float = p[1] + (p[3] - p[1]) * (1f - value.toFloat())

    /** The position nearest to x, within the game. */
    internal fun plyAt(x: Float): Int {
        val p = plot()
        if (positions <= 1) return 0
        val f = (x - p[0]) / (p[2] - p[0]) * (positions - 1)
        return Math.round(f).coerceIn(0, positions - 1)
    }

    override fun onTouchEvent(event: android.view.MotionEvent): Boolean {
        if (event.action == android.view.MotionEvent.ACTION_UP) {
            onJump(plyAt(event.x))
            performClick()
        }
        return true
    }

    override fun performClick(): Boolean = super.performClick()

    override fun onDraw(canvas: Canvas) {
        val pal = themePalette(context)
        canvas.drawColor(pal.BAND)
        val p = plot()
        axis.color = pal.INK_SOFT
        text.color = pal.INK_SOFT
        // The frame's left side and the middle (an even game).
        canvas.drawLine(p[0], p[1], p[0], p[3], axis)
        canvas.drawLine(p[0], p[3], p[2], p[3], axis)
        axis.alpha = 110
        canvas.drawLine(p[0], (p[1] + p[3]) / 2, p[2], (p[1] + p[3]) / 2, axis)
        axis.alpha = 255
        val pad = context.dp(4f).toFloat()
        chart?.let { c ->
            text.textAlign = Paint.Align.RIGHT
            drawFitted(canvas, c.topLabel, p[0] - pad, p[1] + text.textSize / 2, p[0] - 2 * pad)
            drawFitted(canvas, c.bottomLabel, p[0] - pad, p[3], p[0] - 2 * pad)
            text.textAlign = Paint.Align.CENTER
            for (t in c.ticks) {
                val x = xOf(t.ply.toInt(), p)
                canvas.drawLine(x, p[3], x, p[3] + pad, axis)
                canvas.drawText(t.text, x.coerceAtLeast(p[0] + text.measureText(t.text) / 2), height - pad, text)
            }
        }
        canvas.drawLine(xOf(current, p), p[1], xOf(current, p), p[3], axis)
        if (points.isEmpty()) return
        line.color = pal.INK
        val path = Path()
        points.forEachIndexed { i, e ->
            if (i == 0) path.moveTo(xOf(i, p), yOf(e, p)) else path.lineTo(xOf(i, p), yOf(e, p))
        }
        canvas.drawPath(path, line)
        val r = context.dp(4.5f).toFloat()
        for (m in chart?.marks.orEmpty()) {
            val x = xOf(m.ply.toInt(), p)
            val y = yOf(m.value, p)
            dot.color = markColour(m.mark) ?: pal.INK
            when (m.mark) {
                Mark.BLUNDER -> { dot.style = Paint.Style.FILL; canvas.drawCircle(x, y, r, dot) }
                Mark.MISTAKE -> { dot.style = Paint.Style.FILL; canvas.drawRect(x - r, y - r, x + r, y + r, dot) }
                else -> {
                    dot.style = Paint.Style.STROKE
                    dot.strokeWidth = context.dp(2f).toFloat()
                    canvas.drawCircle(x, y, r, dot)
                }
            }
        }
    }

    /** A label drawn right-aligned at x, shrunk to [room] when it is longer. */
    private fun drawFitted(canvas: Canvas, label: String, x: Float, y: Float, room: Float) {
        val size = text.textSize
        val w = text.measureText(label)
        if (w > room && room > 0f) text.textSize = size * room / w
        canvas.drawText(label, x, y, text)
        text.textSize = size
    }
}
