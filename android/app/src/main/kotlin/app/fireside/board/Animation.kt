package app.fireside.board

import app.fireside.model.AnimationFrame
import app.fireside.model.AnimationView
import app.fireside.model.FrameChange
import app.fireside.model.PieceKind
import kotlin.math.sin

/** A piece where the animation draws it at one moment. */
data class FramePiece(val kind: PieceKind, val at: Pt, val point: Int?, val alpha: Float = 1f, val lift: Float = 0f)

/**
 * What the board shows at one moment of an animation: the pieces (with the moving one
 * between points), or for Sungka the shell counts of every hole and the shells in hand.
 */
data class Frame(
    val pieces: List<FramePiece>,
    val shells: List<Int>? = null,
    val hand: Int = 0,
    val handAt: Pt? = null,
    /** The hole the current frame acts on (highlighted). */
    val active: Int? = null,
)

/**
 * Plays the core's frames of one move ([AnimationView]: the pieces at the start with ids,
 * then each move, leave and sowing change with its start and duration). Only interpolation
 * is left here: a frame under way is drawn part done (a slide eased, a jump arced, a
 * leaving piece fading, the hand carried between holes). The core's times are scaled by
 * [motionScale] (the system's animator duration scale; 0 plays nothing). Plain Kotlin,
 * tested on the JVM.
 */
class AnimationTimeline(
    val animation: AnimationView,
    layout: BoardLayout,
    motionScale: Float = 1f,
) {
    private val points = layout.points
    private val scale = motionScale.coerceAtLeast(0f)
    private val sowing = animation.frames.any { it.change is FrameChange.Sow }

    /** Total duration in milliseconds (0: nothing to animate). */
    val duration: Long = (animation.totalMillis.toLong() * scale).toLong()

    /** How far [f] is at [t]: 0 before it starts, 1 once it has ended. */
    private fun progress(f: AnimationFrame, t: Long): Float {
        val start = f.startMillis.toLong() * scale
        val end = start + f.durationMillis.toLong() * scale
        return when {
            t >= end -> 1f
            t < start -> 0f
            else -> ((t - start) / (end - start)).coerceIn(0f, 1f)
        }
    }

    private fun started(f: AnimationFrame, t: Long) = t >= f.startMillis.toLong() * scale

    /** What to draw at [time] milliseconds from the start (clamped to the timeline). */
    fun frame(time: Long): Frame {
        val t = time.coerceIn(0, duration)
        return if (sowing) sowingFrame(t) else pieceFrame(t)
    }

    private fun pieceFrame(t: Long): Frame {
        val drawn = animation.pieces.associate { it.id to FramePiece(it.kind, points[it.point.toInt()], it.point.toInt()) }.toMutableMap()
        for (f in animation.frames) {
            if (!started(f, t)) continue
            val p = progress(f, t)
            when (val c = f.change) {
                is FrameChange.Move -> {
                    val piece = drawn[c.piece] ?: continue
                    drawn[c.piece] = if (p >= 1f) {
                        piece.copy(at = points[c.to.toInt()], point = c.to.toInt(), lift = 0f)
                    } else {
                        val at = points[c.from.toInt()].lerp(points[c.to.toInt()], ease(p))
                        piece.copy(at = at, point = null, lift = if (c.jump) sin(Math.PI * p).toFloat() else 0f)
                    }
                }
                is FrameChange.Leave -> {
                    val piece = drawn[c.piece] ?: continue
                    if (p >= 1f) drawn.remove(c.piece) else drawn[c.piece] = piece.copy(alpha = 1f - p)
                }
                is FrameChange.Sow -> Unit
            }
        }
        return Frame(drawn.values.toList())
    }

    private fun sowingFrame(t: Long): Frame {
        val counts = MutableList(points.size) { 0 }
        for (p in animation.pieces) (p.kind as? PieceKind.Shells)?.let { counts[p.point.toInt()] = it.count.toInt() }
        var hand = 0
        var handAt: Pt? = null
        var active: Int? = null
        for (f in animation.frames) {
            if (!started(f, t)) break
            val c = f.change as? FrameChange.Sow ?: continue
            active = f.focus?.toInt()
            val p = progress(f, t)
            val to = c.handTo?.let { points[it.toInt()] }
            if (p >= 1f) {
                for (h in c.houses) counts[h.point.toInt()] = h.count.toInt()
                hand = c.inHand.toInt()
                handAt = to
            } else {
                val from = c.handFrom?.let { points[it.toInt()] } ?: to
                handAt = if (from != null && to != null) from.lerp(to, ease(p)) else to
            }
        }
        if (t >= duration) active = null
        return Frame(emptyList(), counts, hand, if (hand > 0) handAt else null, active)
    }

    private fun ease(f: Float) = f * f * (3 - 2 * f)
}
