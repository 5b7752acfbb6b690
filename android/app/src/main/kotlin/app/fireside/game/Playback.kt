package app.fireside.game

import app.fireside.board.AnimationTimeline
import app.fireside.board.BoardLayout
import app.fireside.board.Frame
import app.fireside.board.speedFactor

/**
 * Plays the controller's queue of moves one after another: the view calls [frame] with the
 * time on every animation tick and redraws; when a move's timeline is over the next one
 * starts; [frame] returns null when nothing is left (draw the current model). Plain Kotlin,
 * so the order and timing are tested with a fake clock.
 */
class Playback(private val controller: GameController) {
    private var current: AnimationTimeline? = null
    private var startedAt = 0L

    val running: Boolean get() = current != null || controller.hasAnimations()

    /**
     * [motionScale] is the system's animator duration scale (Settings → Accessibility →
     * remove animations sets 0): it multiplies the speed setting's durations, 0 plays none.
     */
    fun frame(now: Long, layoutFor: (app.fireside.core.RenderModel) -> BoardLayout, speedSetting: Int, motionScale: Float = 1f): Frame? {
        while (true) {
            val tl = current
            if (tl != null) {
                if (now - startedAt < tl.duration) return tl.frame(now - startedAt)
                current = null
            }
            val next = controller.nextAnimation() ?: return null
            val timeline = AnimationTimeline(next.before, next.move, layoutFor(next.before), speedFactor(speedSetting) * motionScale.coerceAtLeast(0f))
            if (timeline.duration > 0) {
                current = timeline
                startedAt = now
            }
        }
    }

    /** Drops what is left (the player undid, or left). */
    fun clear() {
        current = null
        while (controller.nextAnimation() != null) Unit
    }
}
