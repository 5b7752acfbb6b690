package app.fireside.ui

import android.content.Context
import android.media.AudioAttributes
import android.media.SoundPool
import android.os.VibrationEffect
import android.os.Vibrator
import app.fireside.R
import app.fireside.model.Haptic
import app.fireside.model.Sound

/**
 * The core's sound and haptic effects through SoundPool and the vibrator. Whether to play
 * them at all is the core's (the settings' switches): an effect that arrives is carried out.
 */
class Sounds(private val context: Context) {
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
        Sound.MOVE to pool.load(context, R.raw.move, 1),
        Sound.CAPTURE to pool.load(context, R.raw.capture, 1),
        Sound.WIN to pool.load(context, R.raw.win, 1),
        Sound.LOSS to pool.load(context, R.raw.loss, 1),
        // The end of a draw or of a game between people: the same chime as a win.
        Sound.END to pool.load(context, R.raw.win, 1),
    )

    /** The sounds played, for tests (SoundPool makes no sound on the JVM). */
    val played = mutableListOf<Sound>()
    val buzzed = mutableListOf<Haptic>()

    fun play(sound: Sound) {
        played += sound
        ids[sound]?.let { pool.play(it, 1f, 1f, 1, 0, 1f) }
    }

    fun vibrate(haptic: Haptic) {
        buzzed += haptic
        @Suppress("DEPRECATION")
        val v = context.getSystemService(Context.VIBRATOR_SERVICE) as? Vibrator ?: return
        val ms = when (haptic) {
            Haptic.CAPTURE -> 40L
            Haptic.REFUSED -> 20L
            Haptic.END -> 80L
        }
        if (v.hasVibrator()) v.vibrate(VibrationEffect.createOneShot(ms, VibrationEffect.DEFAULT_AMPLITUDE))
    }

    fun release() = pool.release()
}
