package app.fireside.ui

import android.app.Activity
import android.app.AlertDialog
import android.os.Bundle
import android.widget.EditText
import android.widget.LinearLayout
import app.fireside.core.TextId
import app.fireside.home.HomeModel
import app.fireside.home.ProfilesModel

/** Profiles (switch, add, rename, delete) and the local leaderboard, overall or per game. */
class ProfilesActivity : Activity() {
    private var leaderboardGame: String? = null

    override fun onResume() {
        super.onResume()
        build()
    }

    private fun build() {
        val app = fireside
        val tr = app.translator()
        val profiles = ProfilesModel(app.store, tr)
        val home = HomeModel(app.store, tr)
        val col = column()
        // From the home screen's Leaderboard button: the leaderboard alone.
        val onlyLeaderboard = intent.getBooleanExtra(EXTRA_LEADERBOARD, false)
        if (!onlyLeaderboard) col.addView(label(tr.text(TextId.PROFILES), 24f, bold = true))
        if (!onlyLeaderboard) for (p in profiles.entries()) {
            col.addView(label((if (p.active) "▶ " else "") + p.name, 18f, bold = p.active))
            col.addView(label(p.rating + " · " + p.record, 14f))
            val r = row()
            if (!p.active) r.addView(button(tr.text(TextId.PROFILE_SWITCH)) { profiles.switchTo(p.id); build() })
            r.addView(button(tr.text(TextId.RENAME)) { ask(tr.text(TextId.PROFILE_NAME), p.name) { profiles.rename(p.id, it); build() } })
            r.addView(button(tr.text(TextId.DELETE)) {
                AlertDialog.Builder(this).setMessage(tr.deleteProfileQuestion(p.name))
                    .setPositiveButton(tr.text(TextId.YES)) { _, _ -> profiles.remove(p.id); build() }
                    .setNegativeButton(tr.text(TextId.NO), null).show()
            })
            col.addView(r)
        }
        if (!onlyLeaderboard) col.addView(button(tr.text(TextId.PROFILE_NEW)) { ask(tr.text(TextId.PROFILE_NAME), "") { profiles.add(it); build() } })

        col.addView(label(tr.text(TextId.LEADERBOARD), 24f, bold = true), LinearLayout.LayoutParams(matchWidth()).apply { topMargin = dp(if (onlyLeaderboard) 0f else 16f) })
        val games = listOf<Pair<String?, String>>(null to tr.text(TextId.LEADERBOARD)) + tr.catalogue().map { it.id to it.name }
        col.addView(spinner(games, leaderboardGame) { leaderboardGame = it; build() })
        val rows = home.leaderboard(leaderboardGame)
        if (rows.isEmpty()) col.addView(label(tr.text(TextId.LEADERBOARD_EMPTY)))
        for (row in rows) col.addView(label("${row.rank}  ${row.name}  ${row.points}  ${row.played}", 16f, bold = row.active))
        setScreen(scrolling(col))
        title = tr.text(TextId.PROFILES)
    }

    private fun ask(title: String, initial: String, done: (String) -> Unit) {
        val tr = fireside.translator()
        val input = EditText(this).apply { setText(initial); minHeight = dp(48f) }
        AlertDialog.Builder(this).setTitle(title).setView(input)
            .setPositiveButton(tr.text(TextId.OK)) { _, _ -> if (input.text.isNotBlank()) done(input.text.toString()) }
            .setNegativeButton(tr.text(TextId.CANCEL), null).show()
    }

    companion object {
        const val EXTRA_LEADERBOARD = "leaderboard"
        fun leaderboard(context: android.content.Context) =
            android.content.Intent(context, ProfilesActivity::class.java).putExtra(EXTRA_LEADERBOARD, true)
    }
}
