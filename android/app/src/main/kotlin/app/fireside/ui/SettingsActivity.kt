package app.fireside.ui

import android.app.Activity
import android.os.Bundle
import android.widget.Switch
import app.fireside.core.TextId
import app.fireside.home.SettingsModel

/** Settings: language (device or chosen), sound, vibration, animation speed. */
class SettingsActivity : Activity() {
    override fun onResume() {
        super.onResume()
        build()
    }

    private fun build() {
        val model = SettingsModel(fireside.store)
        val tr = fireside.translator()
        val col = column()
        col.addView(label(tr.text(TextId.SETTINGS), 24f, bold = true))
        col.addView(label(tr.text(TextId.LANGUAGE), 18f, bold = true))
        col.addView(spinner(model.languages(tr), model.settings.language) { model.setLanguage(it); build() })
        col.addView(Switch(this).apply {
            text = tr.text(TextId.SOUND)
            textSize = 18f
            minHeight = dp(48f)
            isChecked = model.settings.sound
            setOnCheckedChangeListener { _, on -> model.setSound(on) }
        })
        col.addView(Switch(this).apply {
            text = tr.text(TextId.VIBRATION)
            textSize = 18f
            minHeight = dp(48f)
            isChecked = model.settings.vibration
            setOnCheckedChangeListener { _, on -> model.setVibration(on) }
        })
        col.addView(label(tr.text(TextId.ANIMATION_SPEED), 18f, bold = true))
        col.addView(choice(model.speeds(tr), model.settings.animationSpeed.toInt()) { model.setAnimationSpeed(it) })
        col.addView(button(tr.text(TextId.BACK)) { finish() })
        setScreen(scrolling(col))
        title = tr.text(TextId.SETTINGS)
    }
}
