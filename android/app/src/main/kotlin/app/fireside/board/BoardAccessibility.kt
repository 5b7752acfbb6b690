package app.fireside.board

import app.fireside.model.GameView

/** One virtual view of the board for screen readers: a point, its bounds and what the core says of it. */
data class VirtualPoint(
    val id: Int,
    val bounds: Box,
    /** The core's label: what stands there and its state (selected, can move, target, …). */
    val description: String,
    /** Tapping it does something now (a movable piece, a target, the selection): a button. */
    val actionable: Boolean,
    val selected: Boolean,
)

/**
 * The board as TalkBack sees it: one virtual view per point with the core's label, in
 * reading order (top row first, then left to right). Activating one is a tap on the point,
 * so a whole move can be made with TalkBack. The Android AccessibilityNodeProvider only
 * copies these into AccessibilityNodeInfos.
 */
object BoardAccessibility {
    fun points(g: GameView, layout: BoardLayout): List<VirtualPoint> {
        val nodes = g.points.map { p ->
            val i = p.point.toInt()
            VirtualPoint(
                id = i,
                bounds = layout.targetBox(i),
                description = p.label,
                actionable = p.movable || p.target || p.selected,
                selected = p.selected,
            )
        }
        return nodes.sortedWith(compareBy({ Math.round(it.bounds.cy / (layout.pitch * 0.5f)) }, { it.bounds.cx }))
    }

    /** A nameplate band as one node: the core's label (who plays, their counters and the status, in reading order). */
    fun band(t: BandTexts): String = t.label
}
