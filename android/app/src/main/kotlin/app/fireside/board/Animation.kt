package app.fireside.board

import app.fireside.model.AnimationStep
import app.fireside.model.AnimationView
import app.fireside.model.PieceKind
import app.fireside.model.RenderModel
import app.fireside.model.SowStep
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
    /** The hole the current step acts on (highlighted). */
    val active: Int? = null,
)

/**
 * The timeline of one move: from the render model the player saw before it ([before]), the
 * core's typed [AnimationView] (slides, removals, or a Sungka sowing trace) and the layout;
 * [frame] gives what to draw at a time. Slides go point by point along the path (jumps arc
 * up, captured pieces fade as they are passed); a sowing is replayed shell by shell.
 * Durations follow the core's step length (the speed setting) times [motionScale] (the
 * system's animator duration scale; 0 plays nothing). Plain Kotlin, tested on the JVM.
 */
class AnimationTimeline(
    before: RenderModel,
    val animation: AnimationView,
    layout: BoardLayout,
    motionScale: Float = 1f,
) {
    private data class Segment(val from: Pt, val to: Pt, val start: Long, val duration: Long, val jump: Boolean, val toPoint: Int)
    private data class TimedStep(val step: SowStep, val start: Long, val duration: Long)

    private val static = mutableListOf<FramePiece>()
    private var mover: PieceKind? = null
    private val segments = mutableListOf<Segment>()
    private val capturedAt = mutableMapOf<Int, Long>()
    private val capturedPieces = mutableListOf<FramePiece>()
    private val sowing: List<TimedStep>
    private val startShells: List<Int>?
    private val points = layout.points

    /** Total duration in milliseconds (0: nothing to animate). */
    val duration: Long

    init {
        // The core's step is 250 ms at the normal speed; each kind of step takes its share.
        val scale = animation.stepMillis.toFloat() / 250f * motionScale.coerceAtLeast(0f)
        val trace = animation.steps.filterIsInstance<AnimationStep.Sowing>().firstOrNull()?.trace
        if (trace != null) {
            val counts = MutableList(before.points.size) { 0 }
            for (p in before.pieces) (p.kind as? PieceKind.Shells)?.let { counts[p.point.toInt()] = it.count.toInt() }
            startShells = counts
            var t = 0L
            sowing = trace.steps.map { step ->
                val d = (stepMillis(step) * scale).toLong()
                TimedStep(step, t, d).also { t += d }
            }
            duration = if (scale == 0f) 0 else t
        } else {
            startShells = null
            sowing = emptyList()
            val slides = animation.steps.filterIsInstance<AnimationStep.Slide>()
            val path = if (slides.isEmpty()) emptyList() else listOf(slides.first().from.toInt()) + slides.map { it.to.toInt() }
            val captured = animation.steps.filterIsInstance<AnimationStep.Remove>().map { it.point.toInt() }.toSet()
            // A chain entered tap by tap already shows the piece at its last landing: animate
            // only the rest of the path.
            val chain = before.highlights.chain.map { it.toInt() }
            val start = if (chain.size > 1 && path.size >= chain.size && path.take(chain.size) == chain) chain.size - 1 else 0
            val from = path.getOrNull(start)
            for (p in before.pieces) {
                val at = p.point.toInt()
                when {
                    at == from && mover == null -> mover = p.kind
                    at in captured -> capturedPieces += FramePiece(p.kind, points[at], at)
                    else -> static += FramePiece(p.kind, points[at], at)
                }
            }
            val jump = captured.isNotEmpty()
            var t = 0L
            for (i in start until path.size - 1) {
                val d = ((if (jump) 320 else 220) * scale).toLong()
                segments += Segment(points[path[i]], points[path[i + 1]], t, d, jump, path[i + 1])
                t += d
            }
            // Each captured piece fades when the mover passes it: the nearest segment.
            for (c in capturedPieces) {
                val seg = segments.minByOrNull { it.to.lerp(it.from, 0.5f).dist(c.at) }
                capturedAt[c.point!!] = seg?.let { it.start + it.duration / 2 } ?: 0L
            }
            duration = if (scale == 0f || mover == null) 0 else t
        }
    }

    private fun stepMillis(step: SowStep): Long = when (step) {
        is SowStep.Pick -> 260
        is SowStep.Drop -> 170
        is SowStep.Relay -> 300
        is SowStep.Capture -> 480
        is SowStep.Stay -> 120
        is SowStep.FreeTurn -> 120
        is SowStep.Bank -> 200
        is SowStep.End -> 0
    }

    /** What to draw at [time] milliseconds from the start (clamped to the timeline). */
    fun frame(time: Long): Frame {
        val t = time.coerceIn(0, duration)
        return if (startShells != null) sowingFrame(t) else pieceFrame(t)
    }

    private fun pieceFrame(t: Long): Frame {
        val out = static.toMutableList()
        for (c in capturedPieces) {
            val fadeAt = capturedAt[c.point] ?: 0L
            val alpha = if (t < fadeAt) 1f else (1f - (t - fadeAt) / 160f).coerceIn(0f, 1f)
            if (alpha > 0f && t < duration) out += c.copy(alpha = alpha)
        }
        val kind = mover ?: return Frame(out)
        val seg = segments.lastOrNull { t >= it.start } ?: segments.firstOrNull() ?: return Frame(out)
        val f = if (seg.duration == 0L) 1f else ((t - seg.start).toFloat() / seg.duration).coerceIn(0f, 1f)
        val at = seg.from.lerp(seg.to, ease(f))
        val lift = if (seg.jump) sin(Math.PI * f).toFloat() else 0f
        out += FramePiece(kind, at, if (f >= 1f) seg.toPoint else null, 1f, lift)
        return Frame(out)
    }

    private fun sowingFrame(t: Long): Frame {
        val counts = startShells!!.toMutableList()
        var hand = 0
        var handHole: Int? = null
        var handAt: Pt? = null
        var active: Int? = null
        for (ts in sowing) {
            if (t < ts.start) break
            val done = t >= ts.start + ts.duration
            active = hole(ts.step)
            when (val s = ts.step) {
                is SowStep.Pick -> { counts[s.hole.toInt()] = 0; hand = s.count.toInt(); handHole = s.hole.toInt(); handAt = points[s.hole.toInt()] }
                is SowStep.Drop -> {
                    val to = s.hole.toInt()
                    val from = handHole?.let { points[it] } ?: points[to]
                    if (done) {
                        counts[to] += 1; hand -= 1; handHole = to; handAt = points[to]
                    } else {
                        handAt = from.lerp(points[to], ease(((t - ts.start).toFloat() / ts.duration).coerceIn(0f, 1f)))
                    }
                }
                is SowStep.Relay -> { counts[s.hole.toInt()] = 0; hand = s.count.toInt(); handHole = s.hole.toInt(); handAt = points[s.hole.toInt()] }
                is SowStep.Capture -> if (done) {
                    counts[s.hole.toInt()] = 0; counts[s.opposite.toInt()] = 0; counts[s.store.toInt()] += s.count.toInt()
                }
                is SowStep.Bank -> if (done) { counts[s.hole.toInt()] = 0; counts[s.store.toInt()] += s.count.toInt() }
                is SowStep.Stay, is SowStep.FreeTurn, is SowStep.End -> Unit
            }
        }
        if (t >= duration) active = null
        return Frame(emptyList(), counts, hand, if (hand > 0) handAt else null, active)
    }

    private fun hole(step: SowStep): Int? = when (step) {
        is SowStep.Pick -> step.hole.toInt()
        is SowStep.Drop -> step.hole.toInt()
        is SowStep.Relay -> step.hole.toInt()
        is SowStep.Capture -> step.hole.toInt()
        is SowStep.Stay -> step.hole.toInt()
        is SowStep.Bank -> step.hole.toInt()
        else -> null
    }

    private fun ease(f: Float) = f * f * (3 - 2 * f)
}
