package app.fireside.ui

import android.app.Activity
import android.app.AlertDialog
import android.graphics.drawable.GradientDrawable
import android.os.Bundle
import android.widget.LinearLayout
import app.fireside.core.Recovery
import app.fireside.core.TextId
import app.fireside.home.HomeModel

/** The home screen: the four games (wins per level, rating, continue), profiles, leaderboard, settings. */
class HomeActivity : Activity() {
    private var recoveriesShown = false

    override fun onResume() {
        super.onResume()
        build()
    }

    private fun build() {
        val app = fireside
        val tr = app.translator()
        val model = HomeModel(app.store, tr)
        val pal = themePalette(this)
        val col = column()
        col.addView(label(tr.text(TextId.APP_NAME), 28f, bold = true))
        val head = row()
        head.addView(label(model.profileName(), 18f), LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.WRAP_CONTENT, 1f))
        head.addView(button(tr.text(TextId.PROFILES)) { startActivity(android.content.Intent(this, ProfilesActivity::class.java)) })
        head.addView(button(tr.text(TextId.SETTINGS)) { startActivity(android.content.Intent(this, SettingsActivity::class.java)) })
        col.addView(head)
        for (card in model.cards()) {
            val box = column().apply {
                background = GradientDrawable().apply {
                    setColor(pal.BAND)
                    cornerRadius = dp(12f).toFloat()
                    setStroke(dp(2f), pal.BOARD_EDGE)
                }
            }
            box.addView(label(card.name, 22f, bold = true))
            box.addView(label(card.description, 15f, color = pal.INK_SOFT))
            box.addView(label(card.pointsText, 16f, bold = true))
            for (line in card.winsPerLevel) box.addView(label(line, 15f))
            val buttons = row()
            if (card.canContinue) buttons.addView(button(tr.text(TextId.CONTINUE)) { startActivity(GameActivity.intent(this, card.id)) })
            buttons.addView(button(tr.text(TextId.NEW_GAME)) { startActivity(NewGameActivity.intent(this, card.id)) })
            buttons.addView(button(tr.text(TextId.HOW_TO_PLAY)) { startActivity(HowToPlayActivity.intent(this, card.id)) })
            box.addView(buttons)
            col.addView(box, LinearLayout.LayoutParams(matchWidth()).apply { topMargin = dp(12f) })
        }
        col.addView(button(tr.text(TextId.LEADERBOARD)) { startActivity(ProfilesActivity.leaderboard(this)) })
        setScreen(scrolling(col))
        title = tr.text(TextId.APP_NAME)

        // A damaged save was recovered: say so once.
        val recoveries: List<Recovery> = if (recoveriesShown) emptyList() else app.store.takeRecoveries()
        recoveriesShown = true
        if (recoveries.isNotEmpty()) {
            val text = if (recoveries.all { it.restoredFromBackup }) TextId.SAVE_RECOVERED else TextId.SAVE_LOST
            AlertDialog.Builder(this).setMessage(tr.text(text)).setPositiveButton(tr.text(TextId.OK), null).show()
        }
    }
}
