package app.fireside.board

import app.fireside.core.MoveAnimation
import app.fireside.core.PieceKind
import app.fireside.core.RenderModel
import org.json.JSONObject
import kotlin.math.sin

/** One step of a Sungka sowing, as the core's trace (`MoveAnimation.detail`) lists it. */
sealed class SowStep {
    data class Pick(val hole: Int, val count: Int) : SowStep()
    data class Drop(val hole: Int) : SowStep()
    data class Relay(val hole: Int, val count: Int) : SowStep()
    data class Capture(val hole: Int, val opposite: Int, val store: Int, val count: Int) : SowStep()
    data class Stay(val hole: Int) : SowStep()
    object FreeTurn : SowStep()
    data class Bank(val hole: Int, val store: Int, val count: Int) : SowStep()
    object End : SowStep()

    companion object {
        /** The steps of a sowing trace (JSON text); empty when there is none or it cannot be read. */
        fun parse(detail: String?): List<SowStep> {
            if (detail.isNullOrBlank()) return emptyList()
            return try {
                val steps = JSONObject(detail).optJSONArray("steps") ?: return emptyList()
                (0 until steps.length()).mapNotNull { i ->
                    val s = steps.getJSONObject(i)
                    when (s.optString("step")) {
                        "pick" -> Pick(s.getInt("hole"), s.getInt("count"))
                        "drop" -> Drop(s.getInt("hole"))
                        "relay" -> Relay(s.getInt("hole"), s.getInt("count"))
                        "capture" -> Capture(s.getInt("hole"), s.getInt("opposite"), s.getInt("store"), s.getInt("count"))
                        "stay" -> Stay(s.getInt("hole"))
                        "free-turn" -> FreeTurn
                        "bank" -> Bank(s.getInt("hole"), s.getInt("store"), s.getInt("count"))
                        "end" -> End
                        else -> null
                    }
                }
            } catch (e: Exception) {
                emptyList()
            }
        }
    }
}

/** Animation speed from the settings (0 off, 1 slow, 2 normal, 3 fast) as a duration factor. */
fun speedFactor(setting: Int): Float = when (setting) {
    0 -> 0f
    1 -> 1.7f
    3 -> 0.5f
    else -> 1f
}

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
 * The timeline of one move: built from the render model the player saw before the input
 * that played it, the core's [MoveAnimation] and the layout; [frame] gives what to draw at a
 * time. Slides and jumps go point by point along the path (jumps arc up, captured pieces fade
 * as they are passed); a Sungka move replays its sowing trace shell by shell. Plain Kotlin,
 * so its timing is tested on the JVM; the view drives it with a ValueAnimator.
 */
class AnimationTimeline(
    before: RenderModel,
    val move: MoveAnimation,
    layout: BoardLayout,
    speed: Float,
) {
    private data class Segment(val from: Pt, val to: Pt, val start: Long, val duration: Long, val jump: Boolean, val toPoint: Int)
    private data class TimedStep(val step: SowStep, val start: Long, val duration: Long)

    private val static = mutableListOf<FramePiece>()
    private var mover: PieceKind? = null
    private val segments = mutableListOf<Segment>()
    private val capturedAt = mutableMapOf<Int, Long>() // captured point -> time it fades
    private val capturedPieces = mutableListOf<FramePiece>()
    private val sowing: List<TimedStep>
    private val startShells: List<Int>?
    private val points = layout.points

    /** Total duration in milliseconds (0: nothing to animate). */
    val duration: Long

    init {
        val path = move.path.map { it.toInt() }
        val shells = before.pieces.filter { it.kind is PieceKind.Shells }
        if (shells.isNotEmpty()) {
            val counts = MutableList(before.points.size) { 0 }
            for (p in shells) counts[p.point.toInt()] = (p.kind as PieceKind.Shells).count.toInt()
            startShells = counts
            var t = 0L
            sowing = SowStep.parse(move.detail).map { step ->
                val d = (stepMillis(step) * speed).toLong()
                TimedStep(step, t, d).also { t += d }
            }
            duration = if (speed == 0f) 0 else t
        } else {
            startShells = null
            sowing = emptyList()
            // A chain entered tap by tap already shows the piece at its last landing: animate
            // only the rest of the path.
            val chain = before.highlights.chain.map { it.toInt() }
            val start = if (chain.size > 1 && path.size >= chain.size && path.take(chain.size) == chain) chain.size - 1 else 0
            val from = path.getOrNull(start)
            val captured = move.captured.map { it.toInt() }.toSet()
            for (p in before.pieces) {
                val at = p.point.toInt()
                when {
                    at == from && mover == null -> mover = p.kind
                    at in captured && !p.taken -> capturedPieces += FramePiece(p.kind, points[at], at)
                    at in captured -> capturedPieces += FramePiece(p.kind, points[at], at)
                    else -> static += FramePiece(p.kind, points[at], at)
                }
            }
            val jump = captured.isNotEmpty()
            var t = 0L
            for (i in start until path.size - 1) {
                val a = points[path[i]]
                val b = points[path[i + 1]]
                val d = ((if (jump) 320 else 220) * speed).toLong()
                segments += Segment(a, b, t, d, jump, path[i + 1])
                t += d
            }
            // Each captured piece fades when the mover lands past it: the nearest landing to it.
            for (c in capturedPieces) {
                val seg = segments.minByOrNull { it.to.lerp(it.from, 0.5f).dist(c.at) }
                capturedAt[c.point!!] = (seg?.let { it.start + it.duration / 2 } ?: 0L)
            }
            duration = if (speed == 0f || mover == null) 0 else t
        }
    }

    private fun stepMillis(step: SowStep): Long = when (step) {
        is SowStep.Pick -> 260
        is SowStep.Drop -> 170
        is SowStep.Relay -> 300
        is SowStep.Capture -> 480
        is SowStep.Stay -> 120
        SowStep.FreeTurn -> 120
        is SowStep.Bank -> 200
        SowStep.End -> 0
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
        val kind = mover
        if (kind != null) {
            val seg = segments.lastOrNull { t >= it.start } ?: segments.firstOrNull()
            if (seg == null) return Frame(out)
            val f = if (seg.duration == 0L) 1f else ((t - seg.start).toFloat() / seg.duration).coerceIn(0f, 1f)
            val e = ease(f)
            val at = seg.from.lerp(seg.to, e)
            val lift = if (seg.jump) sin(Math.PI * f).toFloat() else 0f
            out += FramePiece(kind, at, if (f >= 1f) seg.toPoint else null, 1f, lift)
        }
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
            active = ts.step.hole()
            when (val s = ts.step) {
                is SowStep.Pick -> { counts[s.hole] = 0; hand = s.count; handHole = s.hole; handAt = points[s.hole] }
                is SowStep.Drop -> {
                    val from = handHole?.let { points[it] } ?: points[s.hole]
                    if (done) {
                        counts[s.hole] += 1; hand -= 1; handHole = s.hole; handAt = points[s.hole]
                    } else {
                        val f = ease(((t - ts.start).toFloat() / ts.duration).coerceIn(0f, 1f))
                        handAt = from.lerp(points[s.hole], f)
                    }
                }
                is SowStep.Relay -> { counts[s.hole] = 0; hand = s.count; handHole = s.hole; handAt = points[s.hole] }
                is SowStep.Capture -> if (done) {
                    counts[s.hole] = 0; counts[s.opposite] = 0; counts[s.store] += s.count
                }
                is SowStep.Bank -> if (done) { counts[s.hole] = 0; counts[s.store] += s.count }
                is SowStep.Stay, SowStep.FreeTurn, SowStep.End -> Unit
            }
        }
        if (t >= duration) active = null
        return Frame(emptyList(), counts, hand, if (hand > 0) handAt else null, active)
    }

    private fun SowStep.hole(): Int? = when (this) {
        is SowStep.Pick -> hole
        is SowStep.Drop -> hole
        is SowStep.Relay -> hole
        is SowStep.Capture -> hole
        is SowStep.Stay -> hole
        is SowStep.Bank -> hole
        else -> null
    }

    private fun ease(f: Float) = f * f * (3 - 2 * f)
}
