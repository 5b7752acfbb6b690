package app.fireside.board

import app.fireside.core.BoardKind
import app.fireside.core.Mode
import app.fireside.core.PieceKind
import app.fireside.core.RenderModel
import app.fireside.core.Role
import app.fireside.core.Side
import app.fireside.core.Translator

/** One virtual view of the board for screen readers: a point, its bounds and its description. */
data class VirtualPoint(
    val id: Int,
    val bounds: Box,
    val description: String,
    /** Tapping it does something now (a movable piece or a target). */
    val actionable: Boolean,
    val selected: Boolean,
)

/**
 * The board as TalkBack sees it: one virtual view per point, described in the player's
 * language by the core ("d4, fox", "house 3, 7 shells"), in reading order (top row first).
 * Activating one is a tap on the point, so a whole move can be made with TalkBack. The
 * Android AccessibilityNodeProvider only copies these into AccessibilityNodeInfos.
 */
object BoardAccessibility {
    fun points(model: RenderModel, layout: BoardLayout, tr: Translator, mode: Mode): List<VirtualPoint> {
        val h = model.highlights
        val actionable = (h.movable + h.targets + h.chain).map { it.toInt() }.toSet()
        val names = model.points.map { it.name }
        val nodes = model.points.indices.map { i ->
            VirtualPoint(
                id = i,
                bounds = layout.targetBox(i, names),
                description = describe(model, i, tr, mode),
                actionable = i in actionable,
                selected = h.selected?.toInt() == i,
            )
        }
        // Reading order: by rows from the top, then left to right.
        return nodes.sortedWith(compareBy({ Math.round(it.bounds.cy / (layout.pitch * 0.5f)) }, { it.bounds.cx }))
    }

    fun describe(model: RenderModel, i: Int, tr: Translator, mode: Mode): String {
        val name = model.points[i].name
        val piece = model.pieces.firstOrNull { it.point.toInt() == i }?.kind
        if (model.kind !is BoardKind.Mancala) return tr.describePoint(name, piece)
        val shells = ((piece as? PieceKind.Shells)?.count ?: 0u).toLong()
        val owner = if (name.startsWith("p1")) Side.ONE else Side.TWO
        // "Own" is the listener's row: the human's against the computer, else the side to move's.
        val listener = (mode as? Mode.VsComputer)?.human ?: model.turn
        return if (name.endsWith("store")) {
            if (mode is Mode.VsComputer) tr.describeStore(shells, owner == listener)
            else tr.describeStoreOf(roleOf(model, owner), shells)
        } else {
            val number = name.substringAfterLast('-').toLongOrNull() ?: 0L
            tr.describeHouse(number, shells, owner == listener)
        }
    }

    private fun roleOf(model: RenderModel, side: Side): Role = model.nameplates.first { it.side == side }.role
}
