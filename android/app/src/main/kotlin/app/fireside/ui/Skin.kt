package app.fireside.ui

import android.content.Context
import android.content.res.ColorStateList
import android.graphics.drawable.Drawable
import android.graphics.drawable.GradientDrawable
import android.graphics.drawable.StateListDrawable
import android.widget.Button
import app.fireside.R

/**
 * The app's own look for buttons, in the warm colors of the boards: the main action filled
 * brown (gold in the dark), the others a light band with a wooden edge. A disabled button
 * is flat and faded (its ink and edge at about a third), so it does not look tappable.
 */
object Skin {
    enum class Tone { PRIMARY, PLAIN }

    /** Ink and edges of a disabled button keep this share of their opacity. */
    const val DISABLED_ALPHA = 0.38f

    fun style(b: Button, tone: Tone) {
        val c = b.context
        val pal = themePalette(c)
        val radius = c.dp(12f).toFloat()
        val edge = c.dp(1.5f)
        val (fill, pressed, ink, stroke) = when (tone) {
            Tone.PRIMARY -> listOf(c.getColor(R.color.fireside_primary), mix(c.getColor(R.color.fireside_primary), pal.INK, 0.2f), c.getColor(R.color.fireside_on_primary), c.getColor(R.color.fireside_primary))
            Tone.PLAIN -> listOf(pal.BAND, mix(pal.BAND, pal.BOARD_EDGE, 0.25f), pal.INK, pal.BOARD_EDGE)
        }
        fun shape(color: Int, line: Int) = GradientDrawable().apply {
            setColor(color)
            cornerRadius = radius
            setStroke(edge, line)
        }
        val faded = withAlpha(pal.INK_SOFT, DISABLED_ALPHA)
        // Inset, so buttons side by side have a gap while each keeps its 48 dp touch target.
        b.background = android.graphics.drawable.InsetDrawable(StateListDrawable().apply {
            addState(intArrayOf(-android.R.attr.state_enabled), shape(pal.BACKGROUND, faded))
            addState(intArrayOf(android.R.attr.state_pressed), shape(pressed, stroke))
            addState(intArrayOf(android.R.attr.state_focused), shape(fill, pal.INK))
            addState(intArrayOf(), shape(fill, stroke))
        }, c.dp(3f))
        b.setPadding(c.dp(16f), c.dp(10f), c.dp(16f), c.dp(10f))
        val inks = ColorStateList(
            arrayOf(intArrayOf(-android.R.attr.state_enabled), intArrayOf()),
            intArrayOf(withAlpha(pal.INK, DISABLED_ALPHA), ink),
        )
        b.setTextColor(inks)
        b.compoundDrawableTintList = inks
        // Flat in every state: the framework's raised button lifts even when disabled.
        b.stateListAnimator = null
        b.elevation = 0f
        b.isAllCaps = false
    }

    /** An icon above the button's text, tinted as its text. */
    fun icon(b: Button, res: Int) {
        val d: Drawable = b.context.getDrawable(res)!!.mutate()
        val size = b.context.dp(22f)
        d.setBounds(0, 0, size, size)
        d.setTintList(b.textColors)
        b.setCompoundDrawablesRelative(null, d, null, null)
        b.compoundDrawableTintList = b.textColors
        b.compoundDrawablePadding = b.context.dp(2f)
    }

    fun withAlpha(color: Int, alpha: Float): Int = (color and 0x00FFFFFF) or ((alpha * 255).toInt() shl 24)

    /** [a] moved [t] of the way toward [b]. */
    fun mix(a: Int, b: Int, t: Float): Int {
        fun ch(shift: Int) = ((((a shr shift) and 0xFF) * (1 - t) + ((b shr shift) and 0xFF) * t).toInt() and 0xFF) shl shift
        return (0xFF shl 24) or ch(16) or ch(8) or ch(0)
    }
}
