package app.fireside.ui

import android.app.AlertDialog
import android.content.Context
import android.graphics.drawable.GradientDrawable
import android.widget.EditText
import android.widget.LinearLayout
import android.widget.Switch
import app.fireside.model.Block
import app.fireside.model.Choice
import app.fireside.model.Event
import app.fireside.model.HomeView
import app.fireside.model.HowToPlayView
import app.fireside.model.LeaderboardView
import app.fireside.model.NewGameView
import app.fireside.model.OptionFieldKind
import app.fireside.model.ProfilesView
import app.fireside.model.SettingsView
import app.fireside.model.View

/**
 * The screens besides the game, each built from its record of the core's view with
 * framework widgets; every tap is an event for the core ([send]). Built anew on every
 * render (they are small); the activity keeps the scroll position.
 */
internal class Screens(private val c: Context, private val send: (Event) -> Unit) {
    private fun pal() = themePalette(c)

    /** A list whose event takes a typed value: the view gives the values in its entries' order, so no id is read. */
    private fun <T> typed(items: List<Choice>, values: List<T>, onPick: (T) -> Unit) =
        values.zip(items).let { pairs ->
            c.choice(pairs.map { it.first to it.second.label }, (pairs.firstOrNull { it.second.selected } ?: pairs.first()).first) { onPick(it) }
        }

    private fun <T> dropdown(items: List<Choice>, id: (Choice) -> T, onPick: (T) -> Unit) =
        c.spinner(items.map { id(it) to it.label }, id(items.firstOrNull { it.selected } ?: items.first())) { onPick(it) }

    private fun back(col: LinearLayout, v: View) = col.addView(c.button(v.backLabel) { send(Event.Back) })

    fun home(h: HomeView, v: View): LinearLayout {
        val pal = pal()
        val col = c.column()
        col.addView(c.label(h.title, 28f, bold = true))
        val head = c.row()
        head.addView(c.label(h.profileName, 18f), LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.WRAP_CONTENT, 1f))
        head.addView(c.button(h.profilesLabel) { send(Event.OpenProfiles) })
        head.addView(c.button(h.settingsLabel) { send(Event.OpenSettings) })
        col.addView(head)
        for (tile in h.tiles) {
            val box = c.column().apply {
                background = GradientDrawable().apply {
                    setColor(pal.BAND)
                    cornerRadius = c.dp(12f).toFloat()
                    setStroke(c.dp(2f), pal.BOARD_EDGE)
                }
            }
            box.addView(c.label(tile.name, 22f, bold = true))
            box.addView(c.label(tile.description, 15f, color = pal.INK_SOFT))
            box.addView(c.label(tile.ratingText, 16f, bold = true))
            for (w in tile.wins) box.addView(c.label(w.text, 15f))
            val buttons = c.row()
            if (tile.canContinue) buttons.addView(c.button(tile.continueLabel) { send(Event.Continue(tile.game)) })
            buttons.addView(c.button(tile.newGameLabel) { send(Event.OpenNewGame(tile.game)) })
            buttons.addView(c.button(tile.howToPlayLabel) { send(Event.OpenHowToPlay(tile.game)) })
            box.addView(buttons)
            // The puzzles (with the puzzle rating) and "Learn to play".
            val learn = c.row()
            learn.addView(c.button(tile.puzzleLabel) { send(Event.OpenPuzzle(tile.game, null)) })
            learn.addView(c.button(tile.lessonLabel) { send(Event.OpenLesson(tile.game)) })
            learn.addView(c.label(tile.puzzleRatingText, 15f, color = pal.INK_SOFT).apply { setPadding(c.dp(8f), 0, 0, 0) })
            box.addView(learn)
            col.addView(box, LinearLayout.LayoutParams(matchWidth()).apply { topMargin = c.dp(12f) })
        }
        col.addView(c.button(h.leaderboardLabel) { send(Event.OpenLeaderboard(null)) })
        col.addView(c.button(h.historyLabel) { send(Event.OpenHistory) })
        return col
    }

    fun newGame(f: NewGameView, v: View): LinearLayout {
        val col = c.column()
        col.addView(c.label(f.title, 24f, bold = true))
        f.error?.let { col.addView(c.label(it, 16f, bold = true)) }
        col.addView(c.label(f.presetLabel, 18f, bold = true))
        col.addView(dropdown(f.presets, { it.id }) { send(Event.ChoosePreset(it)) })
        f.presets.firstOrNull { it.selected }?.description?.let { col.addView(c.label(it, 14f)) }
        if (f.options.isNotEmpty()) col.addView(c.label(f.optionsLabel, 18f, bold = true))
        for (o in f.options) {
            col.addView(c.label(o.name, 16f, bold = true))
            o.description?.let { col.addView(c.label(it, 14f)) }
            when (val k = o.kind) {
                is OptionFieldKind.Choice -> col.addView(dropdown(k.values, { it.id }) { send(Event.SetOption(o.key, it)) })
                is OptionFieldKind.Number -> {
                    // A stepper: the value as the core words it, and a button on each side.
                    val value = o.value.toLongOrNull() ?: k.min
                    val r = c.row()
                    r.addView(c.button("−") { send(Event.SetOption(o.key, (value - 1).toString())) }.apply { isEnabled = value > k.min })
                    r.addView(c.label(o.valueLabel, 18f, bold = true).apply { setPadding(c.dp(16f), 0, c.dp(16f), 0) })
                    r.addView(c.button("+") { send(Event.SetOption(o.key, (value + 1).toString())) }.apply { isEnabled = value < k.max })
                    col.addView(r)
                }
            }
        }
        if (f.options.any { it.changed }) col.addView(c.button(f.resetLabel) { send(Event.ResetOptions) })
        col.addView(c.label(f.modeLabel, 18f, bold = true))
        col.addView(typed(f.modes, f.modeValues) { send(Event.ChooseMode(it)) })
        if (f.showsSideAndLevel) {
            col.addView(c.label(f.sideLabel, 18f, bold = true))
            col.addView(typed(f.sides, f.sideValues) { send(Event.ChooseSide(it)) })
            col.addView(c.label(f.levelLabel, 18f, bold = true))
            col.addView(typed(f.levels, f.levelValues) { send(Event.ChooseLevel(it)) })
        }
        col.addView(c.label(f.ratedText, 14f, color = pal().INK_SOFT))
        col.addView(c.button(f.startLabel) { send(Event.Start) })
        return col
    }

    fun settings(s: SettingsView, v: View): LinearLayout {
        val col = c.column()
        col.addView(c.label(s.title, 24f, bold = true))
        col.addView(c.label(s.languageLabel, 18f, bold = true))
        col.addView(dropdown(s.languages, { it.id }) { send(Event.SetLanguage(it.ifEmpty { null })) })
        col.addView(switch(s.soundLabel, s.sound) { send(Event.SetSound(it)) })
        col.addView(switch(s.vibrationLabel, s.vibration) { send(Event.SetVibration(it)) })
        col.addView(c.label(s.animationLabel, 18f, bold = true))
        col.addView(typed(s.animationSpeeds, s.animationSpeedValues) { send(Event.SetAnimationSpeed(it)) })
        col.addView(switch(s.damaBlackFirstLabel, s.damaBlackFirst) { send(Event.SetDamaBlackFirst(it)) })
        col.addView(c.label(s.damaBlackFirstDescription, 14f, color = pal().INK_SOFT))
        back(col, v)
        return col
    }

    private fun switch(text: String, on: Boolean, onChange: (Boolean) -> Unit) = Switch(c).apply {
        this.text = text
        textSize = 18f
        minHeight = c.dp(48f)
        setTextColor(pal().INK)
        isChecked = on
        setOnCheckedChangeListener { _, checked -> onChange(checked) }
    }

    fun profiles(p: ProfilesView, v: View): LinearLayout {
        val col = c.column()
        col.addView(c.label(p.title, 24f, bold = true))
        for (e in p.profiles) {
            col.addView(c.label((if (e.active) "▶ " else "") + e.name, 18f, bold = e.active))
            col.addView(c.label(e.summary, 14f))
            val r = c.row()
            if (!e.active) r.addView(c.button(p.switchLabel) { send(Event.SwitchProfile(e.id)) })
            r.addView(c.button(p.renameLabel) { ask(p.nameLabel, e.name, v) { send(Event.RenameProfile(e.id, it)) } })
            if (e.canDelete) r.addView(c.button(p.deleteLabel) {
                AlertDialog.Builder(c).setMessage(e.deleteQuestion)
                    .setPositiveButton(p.deleteLabel) { _, _ -> send(Event.RemoveProfile(e.id)) }
                    .setNegativeButton(v.cancelLabel, null).show()
            })
            col.addView(r)
        }
        col.addView(c.button(p.newLabel) { ask(p.nameLabel, "", v) { send(Event.AddProfile(it)) } })
        back(col, v)
        return col
    }

    private fun ask(title: String, initial: String, v: View, done: (String) -> Unit) {
        val input = EditText(c).apply { setText(initial); minHeight = c.dp(48f) }
        AlertDialog.Builder(c).setTitle(title).setView(input)
            .setPositiveButton(v.okLabel) { _, _ -> if (input.text.isNotBlank()) done(input.text.toString()) }
            .setNegativeButton(v.cancelLabel, null).show()
    }

    fun leaderboard(l: LeaderboardView, v: View): LinearLayout {
        val col = c.column()
        col.addView(c.label(l.title, 24f, bold = true))
        col.addView(dropdown(l.filters, { it.id }) { send(Event.OpenLeaderboard(it.ifEmpty { null })) })
        l.emptyText?.let { col.addView(c.label(it)) }
        if (l.rows.isNotEmpty()) col.addView(c.label(l.header, 14f, bold = true, color = pal().INK_SOFT))
        for (row in l.rows) col.addView(c.label(row.text, 16f, bold = row.active))
        col.addView(c.label(l.rulesText, 14f, color = pal().INK_SOFT))
        back(col, v)
        return col
    }

    fun howToPlay(h: HowToPlayView, v: View): LinearLayout {
        val col = c.column()
        col.addView(c.label(h.title, 26f, bold = true))
        for (block in h.blocks) col.addView(
            when (block) {
                is Block.Heading -> c.label(block.text, if (block.level.toInt() == 1) 21f else 18f, bold = true)
                is Block.Paragraph -> c.label(block.text, 16f)
                is Block.ListItem -> c.label("•  " + block.text, 16f).apply { setPadding(c.dp(12f), c.dp(2f), 0, c.dp(2f)) }
            },
        )
        if (h.lessonLabel.isNotEmpty()) col.addView(c.button(h.lessonLabel) { send(Event.OpenLesson(h.game)) })
        back(col, v)
        return col
    }
}
