package app.fireside.board

import app.fireside.model.PointAction
import app.fireside.model.PointView

/** One virtual view of the board for screen readers: a point, its bounds and what the core says of it. */
data class VirtualPoint(
    val id: Int,
    val bounds: Box,
    /** The core's label: what stands there and its state (selected, can move, target, …). */
    val description: String,
    /** Tapping it does something now (a movable piece, a target, the selection): a button. */
    val actionable: Boolean,
    val selected: Boolean,
    /** The core's actions here ("Move to d5", "Capture: …", "Sow house 3", "Stop here"), each with its event. */
    val actions: List<PointAction>,
)

/**
 * The board as TalkBack sees it: one virtual view per point with the core's label, in
 * the core's reading order (`AccessView.readingOrder`). Activating one is a tap on the point;
 * its custom actions (the core's `PointView.actions`) play a whole move at once, so a
 * simple move is two gestures: focus the piece, pick the action. The Android AccessibilityNodeProvider only
 * copies these into AccessibilityNodeInfos.
 */
object BoardAccessibility {
    /** The id of the custom accessibility action [k] of a point (clear of the framework's ids). */
    fun actionId(k: Int): Int = ACTION_BASE + k

    /** Which of a point's actions a custom action id names, or null. */
    fun actionIndex(id: Int, count: Int): Int? = (id - ACTION_BASE).takeIf { it in 0 until count }

    /** The id of the "board summary" action, on the board and on every point. */
    const val SUMMARY_ACTION = 0x0F1A_FFFF
    private const val ACTION_BASE = 0x0F1A_0000

    fun points(points: List<PointView>, readingOrder: ByteArray, selected: Int?, layout: BoardLayout): List<VirtualPoint> {
        val byPoint = points.associateBy { it.point }
        return readingOrder.toList().mapNotNull { byPoint[it.toUByte()] }.map { p ->
            val i = p.point.toInt()
            VirtualPoint(
                id = i,
                bounds = layout.targetBox(i),
                description = p.label,
                actionable = p.tappable,
                selected = selected == i,
                actions = p.actions,
            )
        }
    }

    /** A nameplate band as one node: the core's label (who plays, their counters and the status, in reading order). */
    fun band(t: BandTexts): String = t.label
}
