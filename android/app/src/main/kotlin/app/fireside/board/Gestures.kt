package app.fireside.board

import kotlin.math.hypot

/** What a finished touch meant. */
sealed class Gesture {
    data class Tap(val point: Int) : Gesture()
    /** A drag that started on [from] (its targets showed from the start) ends on [to], or off the board (null). */
    data class Drop(val from: Int, val to: Int?) : Gesture()
    /** A touch on no point. */
    object None : Gesture()
}

/**
 * Turns touch events into taps and drags. A touch that moves less than the touch slop is a
 * tap on the point it went down on (generous: a finger is wide); once it moves farther it is
 * a drag, and the piece follows the finger until it is released on a point. Plain Kotlin:
 * the view feeds it MotionEvent coordinates, the tests feed it numbers.
 */
class DragTracker(private val slop: Float) {
    private var downX = 0f
    private var downY = 0f
    private var downPoint: Int? = null

    /** True while a piece is being dragged. */
    var dragging = false
        private set

    /** Where the finger is while dragging. */
    var fingerX = 0f
        private set
    var fingerY = 0f
        private set

    /** The point the drag started from. */
    val origin: Int? get() = downPoint

    fun down(x: Float, y: Float, layout: BoardLayout) {
        downX = x
        downY = y
        fingerX = x
        fingerY = y
        downPoint = layout.hitTest(x, y, slop)
        dragging = false
    }

    /**
     * The finger moved: true when the view must redraw (the dragged piece moved). [started]
     * is called once, when the touch becomes a drag (the core shows its targets then).
     */
    fun move(x: Float, y: Float, started: (Int) -> Unit = {}): Boolean {
        fingerX = x
        fingerY = y
        val from = downPoint
        if (!dragging && from != null && hypot(x - downX, y - downY) > slop) {
            dragging = true
            started(from)
        }
        return dragging
    }

    fun up(x: Float, y: Float, layout: BoardLayout, started: (Int) -> Unit = {}): Gesture {
        move(x, y, started)
        val from = downPoint
        val wasDragging = dragging
        reset()
        if (from == null) return Gesture.None
        if (!wasDragging) return Gesture.Tap(from)
        return Gesture.Drop(from, layout.hitTest(x, y, slop))
    }

    fun cancel() = reset()

    private fun reset() {
        downPoint = null
        dragging = false
    }
}
