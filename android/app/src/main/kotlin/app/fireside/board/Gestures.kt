package app.fireside.board

import kotlin.math.hypot

/** What a finished touch meant. */
sealed class Gesture {
    data class Tap(val point: Int) : Gesture()
    data class Drag(val from: Int, val to: Int) : Gesture()
    /** A touch on no point, or a drag released off the board or where it started. */
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

    fun down(x: Float, y: Float, layout: BoardLayout, names: List<String>?) {
        downX = x
        downY = y
        fingerX = x
        fingerY = y
        downPoint = layout.hitTest(x, y, slop, names)
        dragging = false
    }

    /** Returns true when the view must redraw (the dragged piece moved). */
    fun move(x: Float, y: Float): Boolean {
        fingerX = x
        fingerY = y
        if (!dragging && downPoint != null && hypot(x - downX, y - downY) > slop) dragging = true
        return dragging
    }

    fun up(x: Float, y: Float, layout: BoardLayout, names: List<String>?): Gesture {
        move(x, y)
        val from = downPoint
        val wasDragging = dragging
        reset()
        if (from == null) return Gesture.None
        if (!wasDragging) return Gesture.Tap(from)
        val to = layout.hitTest(x, y, slop, names) ?: return Gesture.None
        return if (to == from) Gesture.None else Gesture.Drag(from, to)
    }

    fun cancel() = reset()

    private fun reset() {
        downPoint = null
        dragging = false
    }
}
