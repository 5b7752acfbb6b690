package app.fireside.ui

import android.content.Context
import android.graphics.Canvas
import android.graphics.Paint
import android.graphics.Path
import android.widget.LinearLayout
import app.fireside.model.Band
import app.fireside.model.Event
import app.fireside.model.FeedbackTone
import app.fireside.model.GameLabels
import app.fireside.model.BoardPanel
import app.fireside.model.GameView
import app.fireside.model.HistoryView
import app.fireside.model.LearnView
import app.fireside.model.Mark
import app.fireside.model.MoveListView
import app.fireside.model.Role
import app.fireside.model.ReviewView
import app.fireside.model.Side
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
        col.addView(c.label(h.title, 24f, bold = true))
        h.emptyText?.let { col.addView(c.label(it)) }
        for (e in h.entries) {
            val row = c.row()
            val text = c.column()
            text.addView(c.label(e.title, 18f, bold = true))
            text.addView(c.label(e.detail, 14f, color = pal().INK_SOFT))
            row.addView(text, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.WRAP_CONTENT, 1f))
            row.addView(c.button(e.reviewLabel) { send(Event.OpenReview(e.entry)) })
            col.addView(row)
        }
        col.addView(c.button(v.backLabel) { send(Event.Back) })
        return col
    }

    fun review(r: ReviewView, v: View): LinearLayout {
        r.learn?.let { return learn(r, it, v) }
        val col = c.column()
        col.addView(c.label(r.title, 22f, bold = true))
        r.progress?.let { col.addView(c.label(it.text, 15f, color = pal().INK_SOFT)) }
        col.addView(board(r.board, r.game, r.title), boardParams())
        col.addView(c.label(r.plyText, 16f, bold = true))
        r.whyText?.let { col.addView(c.label(it, 15f)) }
        r.better?.let { b ->
            col.addView(c.label(b.text, 16f, bold = true, color = HINT_INK).apply { contentDescription = b.text })
        }
        val nav = c.row()
        nav.addView(c.button("⏮") { send(Event.ReviewFirst) }.apply { isEnabled = r.canBack; contentDescription = r.labels.first })
        nav.addView(c.button("◀") { send(Event.ReviewBack) }.apply { isEnabled = r.canBack; contentDescription = r.labels.back })
        nav.addView(c.button("▶") { send(Event.ReviewForward) }.apply { isEnabled = r.canForward; contentDescription = r.labels.forward })
        nav.addView(c.button("⏭") { send(Event.ReviewLast) }.apply { isEnabled = r.canForward; contentDescription = r.labels.last })
        col.addView(nav)
        col.addView(Graph(c, r.graph, r.plies.toInt() + 1, r.ply.toInt()), LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, c.dp(96f)))
        for (a in r.accuracy) col.addView(c.label(a.text, 14f))
        if (r.canLearn) col.addView(c.button(r.labels.learn) { send(Event.StartLearning) })
        r.learnNote?.let { col.addView(c.label(it, 14f, color = pal().INK_SOFT)) }
        for (m in r.moves) {
            col.addView(
                c.label(m.line, 15f, bold = m.current, color = markColour(m.mark)).apply {
                    contentDescription = m.spoken
                    isClickable = true
                    setPadding(0, c.dp(6f), 0, c.dp(6f))
                    setOnClickListener { send(Event.ReviewJump(m.ply)) }
                },
            )
        }
        col.addView(c.button(r.labels.close) { send(Event.Back) })
        return col
    }

    private fun learn(r: ReviewView, l: LearnView, v: View): LinearLayout {
        val col = c.column()
        col.addView(c.label(l.title, 22f, bold = true))
        col.addView(c.label(l.progressText, 16f, bold = true))
        if (l.prompt.isNotEmpty()) col.addView(c.label(l.prompt, 16f))
        if (!l.finished) col.addView(board(l.board, r.game, r.title), boardParams())
        l.feedback?.let { col.addView(c.label(it, 16f, bold = true, color = toneColour(l.feedbackTone, pal().INK))) }
        val buttons = c.row()
        if (!l.finished) {
            buttons.addView(c.button(l.showSolutionLabel) { send(Event.LearnShowSolution) }.apply { isEnabled = !l.settled && !l.judging })
            buttons.addView(c.button(l.skipLabel) { send(Event.LearnSkip) }.apply { isEnabled = !l.judging })
        }
        buttons.addView(c.button(l.closeLabel) { send(Event.CloseLearning) })
        col.addView(buttons)
        return col
    }

    private fun boardParams() = LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, c.dp(320f))

    private fun markColour(mark: Mark?): Int? = when (mark) {
        Mark.BLUNDER -> 0xFFC62828.toInt()
        Mark.MISTAKE -> 0xFFE65100.toInt()
        Mark.INACCURACY -> 0xFFB08800.toInt()
        else -> null
    }

    /** The core's board panel, drawn by the game's own board view. */
    private fun board(panel: BoardPanel, game: String, title: String): BoardView =
        BoardView(c, boardOnly(panel, game, title), send)

    companion object {
        /** A blank band: a panel has none (its side and role are never read: not turned, nothing said). */
        private fun band(side: Side, role: Role) = Band(
            side = side,
            role = role,
            name = "",
            player = "",
            computer = false,
            active = false,
            turned = false,
            counters = emptyList(),
            line = null,
            countersText = "",
            label = "",
        )

        /**
         * The core's board panel in the shape [BoardView] draws: the panel's board, points
         * and screen-reader view (high contrast included) as the core gives them; a panel
         * has no players' bands, buttons or result, so those are empty. Nothing is decided here.
         */
        fun boardOnly(panel: BoardPanel, game: String, title: String): GameView {
            val labels = GameLabels("", "", "", "", "", "", "", "", "", "", "")
            return GameView(
                game = game,
                title = title,
                board = panel.board,
                bottom = band(Side.ONE, Role.PLAYER_ONE),
                top = band(Side.TWO, Role.PLAYER_TWO),
                status = "",
                message = null,
                result = null,
                moveList = MoveListView(false, "", emptyList()),
                hint = null,
                hinting = false,
                thinking = false,
                points = panel.points,
                animation = null,
                canUndo = false,
                canRedo = false,
                canHint = false,
                canStop = false,
                labels = labels,
                access = panel.access,
            )
        }
    }
}

/** The evaluation graph: side one's expected score at each analysed position, as a line. */
internal class Graph(context: Context, private val points: List<Double>, private val positions: Int, private val current: Int) :
    android.view.View(context) {
    private val line = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.STROKE; strokeWidth = context.dp(2f).toFloat() }
    private val axis = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.STROKE; strokeWidth = context.dp(1f).toFloat() }

    init {
        // The marks and accuracy say in words what the graph shows.
        importantForAccessibility = IMPORTANT_FOR_ACCESSIBILITY_NO
    }

    override fun onDraw(canvas: Canvas) {
        val pal = themePalette(context)
        val w = width.toFloat()
        val h = height.toFloat()
        canvas.drawColor(pal.BAND)
        axis.color = pal.INK_SOFT
        canvas.drawLine(0f, h / 2, w, h / 2, axis)
        val step = if (positions > 1) w / (positions - 1) else w
        canvas.drawLine(current * step, 0f, current * step, h, axis)
        if (points.isEmpty()) return
        line.color = pal.INK
        val path = Path()
        points.forEachIndexed { i, e ->
            val x = i * step
            val y = h * (1f - e.toFloat())
            if (i == 0) path.moveTo(x, y) else path.lineTo(x, y)
        }
        canvas.drawPath(path, line)
    }
}
