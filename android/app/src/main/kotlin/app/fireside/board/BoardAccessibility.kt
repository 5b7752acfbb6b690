package app.fireside.board

import app.fireside.core.BoardKind
import app.fireside.core.Mode
import app.fireside.core.PieceKind
import app.fireside.core.RenderModel
import app.fireside.core.Role
import app.fireside.core.Side
import app.fireside.core.TextId
import app.fireside.core.Translator

/** One virtual view of the board for screen readers: a point, its bounds and its description. */
data class VirtualPoint(
    val id: Int,
    val bounds: Box,
    val description: String,
    /** Tapping it does something now (a movable piece or a target): TalkBack says "button". */
    val actionable: Boolean,
    val selected: Boolean,
    /** What else is true of it, in the player's language: movable, target, capturable, … */
    val states: List<String> = emptyList(),
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
                states = states(model, i, tr),
            )
        }
        // Reading order: by rows from the top, then left to right.
        return nodes.sortedWith(compareBy({ Math.round(it.bounds.cy / (layout.pitch * 0.5f)) }, { it.bounds.cx }))
    }

    /** The states of point [i] TalkBack reads after its description (selection is its own flag). */
    fun states(model: RenderModel, i: Int, tr: Translator): List<String> {
        val h = model.highlights
        fun has(list: List<UInt>) = list.any { it.toInt() == i }
        val out = mutableListOf<String>()
        if (h.selected?.toInt() == i) out += tr.text(TextId.POINT_SELECTED)
        else if (has(h.movable)) out += tr.text(TextId.POINT_MOVABLE)
        if (has(h.targets) || has(h.jumpLandings)) out += tr.text(TextId.POINT_TARGET)
        if (has(h.capturable)) out += tr.text(TextId.POINT_CAPTURABLE)
        if (has(h.hint)) out += tr.text(TextId.POINT_HINT)
        if (has(h.lastMove)) out += tr.text(TextId.POINT_LAST_MOVE)
        return out
    }

    /** A nameplate band as one node: who plays, their counters and the status, in reading order. */
    fun band(t: BandTexts): String = (listOf(t.name, t.detail) + t.counters + listOfNotNull(t.status)).filter { it.isNotEmpty() }.joinToString(", ")

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
