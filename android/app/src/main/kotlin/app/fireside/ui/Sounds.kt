package app.fireside.ui

import android.content.Context
import android.media.AudioAttributes
import android.media.SoundPool
import android.os.VibrationEffect
import android.os.Vibrator
import app.fireside.R
import app.fireside.core.Store
import app.fireside.game.GameEffects
import app.fireside.game.SoundEvent

/** Sound effects through SoundPool and a short vibration on capture, both behind their switches. */
class Sounds(private val context: Context, private val store: Store, private val announcer: (String) -> Unit) : GameEffects {
    private val pool = SoundPool.Builder()
        .setMaxStreams(2)
        .setAudioAttributes(
            AudioAttributes.Builder()
                .setUsage(AudioAttributes.USAGE_GAME)
                .setContentType(AudioAttributes.CONTENT_TYPE_SONIFICATION)
                .build(),
        )
        .build()
    private val ids = mapOf(
        SoundEvent.MOVE to pool.load(context, R.raw.move, 1),
        SoundEvent.CAPTURE to pool.load(context, R.raw.capture, 1),
        SoundEvent.WIN to pool.load(context, R.raw.win, 1),
        SoundEvent.LOSS to pool.load(context, R.raw.loss, 1),
    )

    override fun sound(event: SoundEvent) {
        if (!store.settings().sound) return
        ids[event]?.let { pool.play(it, 1f, 1f, 1, 0, 1f) }
    }

    override fun vibrate() {
        @Suppress("DEPRECATION")
        val v = context.getSystemService(Context.VIBRATOR_SERVICE) as? Vibrator ?: return
        if (v.hasVibrator()) v.vibrate(VibrationEffect.createOneShot(40, VibrationEffect.DEFAULT_AMPLITUDE))
    }

    override fun announce(text: String) = announcer(text)

    fun release() = pool.release()
}
