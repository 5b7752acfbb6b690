package app.fireside.ui

import android.content.Context
import android.widget.LinearLayout
import app.fireside.model.Event
import app.fireside.model.LessonChapterView
import app.fireside.model.LessonView
import app.fireside.model.PuzzleView
import app.fireside.model.Screen
import app.fireside.model.View

/**
 * The puzzle and lesson screens, drawn from the core's `PuzzleView` and `LessonView`: the
 * title, the prompt, the board (the core's `BoardPanel`, drawn and touched by the game's
 * [BoardView]), what the last move did in the colour of its tone, and the buttons. Kept
 * while the same screen of the same game shows, so a drag on the board survives the renders
 * it causes (the core answers the drag's start with the targets). The board is never in a
 * scroll view, so a vertical drag on it is never taken for a scroll: on a phone held
 * upright it sits under the prompt as tall as its drawing needs (at most [BOARD_SHARE] of
 * the screen) and the texts and buttons below it scroll; on a wide screen (a landscape
 * phone, a tablet) it takes the left and the texts and buttons scroll beside it. Every move
 * is the core's to judge: a tap, a drag or a point's screen-reader action is an event. The
 * lesson's chapter list, its Hint / Retry / Skip and the sowing told shell by shell are the
 * core's, drawn as they come.
 */
internal class LearningScreen(private val c: Context, first: Screen, private val send: (Event) -> Unit) {
    private val kind = kindOf(first)
    private val game = gameOf(first)
    private val wide = c.wide()
    private val column = c.column().apply {
        setBackgroundColor(themePalette(c).BACKGROUND)
        if (wide) orientation = LinearLayout.HORIZONTAL
    }
    private val head = LinearLayout(c).apply { orientation = LinearLayout.VERTICAL }
    private val foot = LinearLayout(c).apply { orientation = LinearLayout.VERTICAL }
    private var board: BoardView? = null
    private val boardBox = AspectBox(c, BOARD_SHARE)
    val root: LinearLayout = column

    /** The screen's title, for the window. */
    var title: String = ""
        private set

    init {
        if (wide) {
            // The texts beside the board scroll; the board itself is never in a scroll view.
            val side = LinearLayout(c).apply {
                orientation = LinearLayout.VERTICAL
                setPadding(c.dp(16f), 0, 0, 0)
                addView(head, matchWidth())
                addView(foot, matchWidth())
            }
            val scroll = android.widget.ScrollView(c).apply { addView(side, matchWidth()) }
            column.addView(scroll, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.MATCH_PARENT, 1f))
        } else {
            column.addView(head, matchWidth())
            column.addView(boardBox, matchWidth())
            // Below the board, the message, the sowing, the buttons and the chapters take the
            // rest of the height and scroll when they need more.
            val scroll = android.widget.ScrollView(c).apply { addView(foot, matchWidth()) }
            column.addView(scroll, LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, 0, 1f))
        }
    }

    /** Whether [s] is this screen (the same kind, the same game): then [update] redraws it in place. */
    fun shows(s: Screen) = kindOf(s) == kind && gameOf(s) == game

    fun update(s: Screen, v: View) {
        when (s) {
            is Screen.Puzzle -> puzzle(s.puzzle, v)
            is Screen.Lesson -> lesson(s.lesson, v)
            else -> Unit
        }
    }

    private fun puzzle(p: PuzzleView, v: View) {
        title = p.title
        head.removeAllViews()
        head.addView(c.label(p.prompt, TypeScale.BODY))
        head.addView(c.label(p.standingText, TypeScale.NOTE, color = themePalette(c).INK_SOFT))
        showBoard(p.board, v)
        foot.removeAllViews()
        p.message?.let { foot.addView(message(it, p.messageTone)) }
        foot.addView(c.actions(listOf(
            c.button(p.hintLabel) { send(Event.PuzzleHint) }.apply { isEnabled = !p.solved },
            c.button(p.retryLabel) { send(Event.PuzzleRetry) },
            c.button(p.solutionLabel) { send(Event.PuzzleSolution) }.apply { isEnabled = !p.solved },
            c.button(p.nextLabel, Skin.Tone.PRIMARY) { send(Event.PuzzleNext) },
        )), matchWidth())
    }

    private fun lesson(l: LessonView, v: View) {
        title = l.title
        head.removeAllViews()
        head.addView(c.label(l.chapterTitle, TypeScale.BODY, bold = true, color = themePalette(c).INK_SOFT))
        head.addView(c.label(l.prompt, TypeScale.BODY))
        val panel = l.board
        if (panel != null) showBoard(panel, v) else {
            board?.visible(false)
            boardBox.visible(false)
        }
        foot.removeAllViews()
        l.message?.let { foot.addView(message(it, l.messageTone)) }
        for (line in l.sowing) foot.addView(c.label(line, 14f, color = themePalette(c).INK_SOFT).apply { setPadding(0, 0, 0, 0) })
        if (l.closingGame) foot.addView(c.button(l.playLabel) { send(Event.LessonPlayEasy) })
        // What a button can do is read from the view: a step on the board takes a hint or a
        // skip; Retry goes back once the board shows the answer to a wrong move.
        foot.addView(c.actions(listOf(
            c.button(l.hintLabel) { send(Event.LessonHint) }.apply { isEnabled = panel != null },
            c.button(l.retryLabel) { send(Event.LessonRetry) }.apply { isEnabled = l.refuted },
            c.button(l.skipLabel) { send(Event.LessonSkip) }.apply { isEnabled = panel != null },
        )), matchWidth())
        for (ch in l.chapters) foot.addView(chapterRow(l, ch), matchWidth())
    }

    /** A chapter of the course: its name and progress on one row; the one shown is marked. */
    private fun chapterRow(l: LessonView, ch: LessonChapterView): android.view.View {
        val shown = ch.index == l.chapter
        val b = c.button("", if (shown) Skin.Tone.PRIMARY else Skin.Tone.PLAIN) { send(Event.OpenLessonChapter(l.game, ch.index)) }
        b.isAllCaps = false
        b.textSize = 14f
        b.gravity = android.view.Gravity.START or android.view.Gravity.CENTER_VERTICAL
        b.say(ch.text)
        b.isSelected = shown
        return b
    }

    private fun message(text: String, tone: app.fireside.model.FeedbackTone) =
        c.label(text, 16f, bold = true, color = toneColour(tone, themePalette(c).INK)).apply {
            // Said as it changes, besides the core's announcement, for a focus left on it.
            accessibilityLiveRegion = android.view.View.ACCESSIBILITY_LIVE_REGION_POLITE
        }

    /** The board drawn from the core's panel: made once, then shown anew (its touch state kept). */
    private fun showBoard(panel: app.fireside.model.BoardPanel, v: View) {
        val b = board ?: BoardView(c, panel, send).also {
            board = it
            if (wide) {
                column.addView(it, 0, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.MATCH_PARENT, 1.2f))
            } else {
                boardBox.addView(it, android.widget.FrameLayout.LayoutParams(android.widget.FrameLayout.LayoutParams.MATCH_PARENT, android.widget.FrameLayout.LayoutParams.MATCH_PARENT))
            }
        }
        b.visible(true)
        boardBox.visible(true)
        boardBox.aspect = panel.board.aspect
        b.setLanguage(v.language)
        b.show(panel)
    }

    internal val boardView: BoardView? get() = board

    /**
     * Holds the board on a phone held upright: as tall as the board's drawing needs at the
     * width given (the core's aspect), at most [share] of the screen's height, so a wide
     * board (Sungka's) leaves no empty bands and a tall one leaves room for the texts.
     */
    private class AspectBox(c: Context, private val share: Float) : android.widget.FrameLayout(c) {
        var aspect = 1f
            set(value) {
                if (value != field) requestLayout()
                field = value
            }

        override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
            val width = MeasureSpec.getSize(widthMeasureSpec) - paddingLeft - paddingRight
            val cap = (resources.displayMetrics.heightPixels * share).toInt()
            val given = MeasureSpec.getSize(heightMeasureSpec)
            val room = if (MeasureSpec.getMode(heightMeasureSpec) == MeasureSpec.UNSPECIFIED) cap else minOf(given, cap)
            val needed = (width / aspect.coerceAtLeast(0.2f)).toInt() + paddingTop + paddingBottom
            super.onMeasure(widthMeasureSpec, MeasureSpec.makeMeasureSpec(minOf(room, needed), MeasureSpec.EXACTLY))
        }
    }

    companion object {
        /** The most of the screen's height the board takes on a phone held upright. */
        private const val BOARD_SHARE = 0.42f

        private fun kindOf(s: Screen) = when (s) {
            is Screen.Puzzle -> "puzzle"
            is Screen.Lesson -> "lesson"
            else -> null
        }

        private fun gameOf(s: Screen) = when (s) {
            is Screen.Puzzle -> s.puzzle.game
            is Screen.Lesson -> s.lesson.game
            else -> null
        }
    }
}
