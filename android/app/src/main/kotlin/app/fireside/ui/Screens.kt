package app.fireside.ui

import android.app.AlertDialog
import android.content.Context
import android.graphics.drawable.GradientDrawable
import android.widget.EditText
import android.widget.LinearLayout
import android.widget.Switch
import android.widget.TableLayout
import android.widget.TableRow
import app.fireside.model.Block
import app.fireside.model.Choice
import app.fireside.model.Event
import app.fireside.model.GameTile
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
            c.choice(
                pairs.map { it.first to it.second.label },
                (pairs.firstOrNull { it.second.selected } ?: pairs.first()).first,
                pairs.map { it.second.description },
            ) { onPick(it) }
        }

    private fun <T> dropdown(items: List<Choice>, id: (Choice) -> T, onPick: (T) -> Unit) =
        c.spinner(items.map { id(it) to it.label }, id(items.firstOrNull { it.selected } ?: items.first())) { onPick(it) }

    /** The actions the last screen built puts in its app bar (home's profiles and settings). */
    private var pendingActions: List<android.view.View> = emptyList()

    fun takeActions(): List<android.view.View> = pendingActions.also { pendingActions = emptyList() }

    fun home(h: HomeView, v: View): LinearLayout {
        val col = c.column()
        pendingActions = listOf(
            c.button(h.profilesLabel) { send(Event.OpenProfiles) },
            c.button(h.settingsLabel) { send(Event.OpenSettings) },
        )
        col.addView(c.label(h.profileName, TypeScale.SECTION, bold = true))
        // The first launch: the lessons offered above the cards (each card's "Learn to play").
        h.lessonOffer?.let { offer ->
            col.addView(c.label(offer, 16f, color = pal().INK).apply {
                background = GradientDrawable().apply {
                    setColor(pal().BAND)
                    cornerRadius = c.dp(12f).toFloat()
                    setStroke(c.dp(2f), c.getColor(app.fireside.R.color.fireside_primary))
                }
                setPadding(c.dp(14f), c.dp(10f), c.dp(14f), c.dp(10f))
            }, LinearLayout.LayoutParams(matchWidth()).apply { topMargin = c.dp(8f) })
        }
        // Two cards a row where the screen is wide (a landscape phone, a tablet): a 2 × 2 grid.
        val perRow = if (c.wide()) 2 else 1
        for (pair in h.tiles.chunked(perRow)) {
            val r = LinearLayout(c).apply { orientation = LinearLayout.HORIZONTAL }
            for ((k, tile) in pair.withIndex()) {
                r.addView(card(tile), LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.MATCH_PARENT, 1f).apply {
                    if (k > 0) marginStart = c.dp(12f)
                })
            }
            // An odd last card keeps a column's width.
            if (pair.size < perRow) r.addView(android.widget.Space(c), LinearLayout.LayoutParams(0, 0, 1f).apply { marginStart = c.dp(12f) })
            col.addView(r, LinearLayout.LayoutParams(matchWidth()).apply { topMargin = c.dp(12f) })
        }
        val more = c.row()
        more.addView(c.button(h.leaderboardLabel) { send(Event.OpenLeaderboard(null)) }, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.MATCH_PARENT, 1f))
        more.addView(c.button(h.historyLabel) { send(Event.OpenHistory) }, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.MATCH_PARENT, 1f))
        col.addView(more, LinearLayout.LayoutParams(matchWidth()).apply { topMargin = c.dp(12f) })
        return col
    }

    /** A game's card: a small drawing of its board, its name and the player's standing, its actions. */
    private fun card(tile: GameTile): LinearLayout {
        val pal = pal()
        val box = c.column().apply {
            background = GradientDrawable().apply {
                setColor(pal.BAND)
                cornerRadius = c.dp(16f).toFloat()
                setStroke(c.dp(1.5f), pal.BOARD_EDGE)
            }
        }
        val top = c.row()
        top.addView(GameIcon(c, tile.icon, tile.game))
        val names = LinearLayout(c).apply {
            orientation = LinearLayout.VERTICAL
            setPadding(c.dp(12f), 0, 0, 0)
        }
        names.addView(c.label(tile.name, TypeScale.HEADLINE, bold = true))
        // The two standings together, each named for what it is (games, puzzles).
        names.addView(c.label(tile.ratingText, TypeScale.BODY, bold = true, color = pal.INK_SOFT).apply { setPadding(0, 0, 0, 0) })
        names.addView(c.label(tile.puzzleRatingText, TypeScale.BODY, color = pal.INK_SOFT).apply { setPadding(0, 0, 0, 0) })
        top.addView(names, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.WRAP_CONTENT, 1f))
        box.addView(top)
        box.addView(c.label(tile.description, TypeScale.NOTE, color = pal.INK_SOFT))
        box.addView(c.label(tile.winsText, TypeScale.NOTE))
        // The actions at the card's foot, level with the other card of the row.
        box.addView(android.widget.Space(c), LinearLayout.LayoutParams(0, 0, 1f))
        // The card's actions share its width at one height; the first is the main one.
        val buttons = c.row()
        fun add(text: String, tone: Skin.Tone, e: Event) =
            buttons.addView(c.button(text, tone) { send(e) }.apply { maxLines = 2 }, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.MATCH_PARENT, 1f))
        if (tile.canContinue) add(tile.continueLabel, Skin.Tone.PRIMARY, Event.Continue(tile.game))
        add(tile.newGameLabel, if (tile.canContinue) Skin.Tone.PLAIN else Skin.Tone.PRIMARY, Event.OpenNewGame(tile.game))
        add(tile.howToPlayLabel, Skin.Tone.PLAIN, Event.OpenHowToPlay(tile.game))
        box.addView(buttons, LinearLayout.LayoutParams(matchWidth()).apply { topMargin = c.dp(4f) })
        // The puzzles and "Learn to play".
        val learn = c.row()
        learn.addView(c.button(tile.puzzleLabel) { send(Event.OpenPuzzle(tile.game, null)) }.apply { maxLines = 2 }, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.MATCH_PARENT, 1f))
        learn.addView(c.button(tile.lessonLabel) { send(Event.OpenLesson(tile.game)) }.apply { maxLines = 2 }, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.MATCH_PARENT, 1f))
        box.addView(learn, LinearLayout.LayoutParams(matchWidth()))
        return box
    }

    /** The bar a screen keeps at the bottom, outside its scrolling (the new-game form's Start). */
    private var pendingFooter: android.view.View? = null

    /** [scroll] with the footer the last screen built asked for, pinned below it. */
    fun framed(scroll: android.view.View): android.view.View {
        val footer = pendingFooter ?: return scroll
        pendingFooter = null
        return LinearLayout(c).apply {
            orientation = LinearLayout.VERTICAL
            setBackgroundColor(pal().BACKGROUND)
            addView(scroll, LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, 0, 1f))
            addView(footer, matchWidth())
        }
    }

    fun newGame(f: NewGameView, v: View): LinearLayout {
        val col = c.column()
        f.error?.let { col.addView(c.label(it, 16f, bold = true)) }
        // Who plays first (the mode, then the level with its strength and the side), the
        // rules after: where wide, who plays on the left and the rules on the right.
        val wide = c.wide()
        val rules = LinearLayout(c).apply { orientation = LinearLayout.VERTICAL }
        val players = LinearLayout(c).apply { orientation = LinearLayout.VERTICAL }
        rules.addView(c.label(f.presetLabel, TypeScale.SECTION, bold = true))
        rules.addView(dropdown(f.presets, { it.id }) { send(Event.ChoosePreset(it)) })
        f.presets.firstOrNull { it.selected }?.description?.let { rules.addView(c.label(it, 14f)) }
        if (f.options.isNotEmpty()) rules.addView(c.label(f.optionsLabel, TypeScale.SECTION, bold = true))
        for (o in f.options) {
            rules.addView(c.label(o.name, 16f, bold = true))
            o.description?.let { rules.addView(c.label(it, 14f)) }
            when (val k = o.kind) {
                is OptionFieldKind.Choice -> rules.addView(dropdown(k.values, { it.id }) { send(Event.SetOption(o.key, it)) })
                is OptionFieldKind.Number -> {
                    // A stepper: the value as the core words it, and the values the core
                    // gives each side's button (none at the end of the range: disabled).
                    val r = c.row()
                    r.addView(c.button("−") { o.lower?.let { send(Event.SetOption(o.key, it)) } }.apply { isEnabled = o.lower != null })
                    r.addView(c.label(o.valueLabel, TypeScale.SECTION, bold = true).apply { setPadding(c.dp(16f), 0, c.dp(16f), 0) })
                    r.addView(c.button("+") { o.higher?.let { send(Event.SetOption(o.key, it)) } }.apply { isEnabled = o.higher != null })
                    rules.addView(r)
                }
            }
        }
        if (f.canReset) rules.addView(c.button(f.resetLabel) { send(Event.ResetOptions) })
        players.addView(c.label(f.modeLabel, TypeScale.SECTION, bold = true))
        players.addView(typed(f.modes, f.modeValues) { send(Event.ChooseMode(it)) })
        if (f.showsSideAndLevel) {
            players.addView(c.label(f.levelLabel, TypeScale.SECTION, bold = true))
            players.addView(typed(f.levels, f.levelValues) { send(Event.ChooseLevel(it)) })
            players.addView(c.label(f.sideLabel, TypeScale.SECTION, bold = true))
            players.addView(typed(f.sides, f.sideValues) { send(Event.ChooseSide(it)) })
        }
        if (wide) {
            val two = LinearLayout(c).apply { orientation = LinearLayout.HORIZONTAL }
            two.addView(players, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.WRAP_CONTENT, 1f))
            two.addView(rules, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.WRAP_CONTENT, 1f).apply { marginStart = c.dp(24f) })
            col.addView(two, matchWidth())
        } else {
            col.addView(players, matchWidth())
            col.addView(rules, LinearLayout.LayoutParams(matchWidth()).apply { topMargin = c.dp(12f) })
        }
        // Start is pinned below the form (always reachable), with the sentence on rating.
        val bar = c.column().apply {
            setBackgroundColor(pal().BAND)
            setPadding(c.dp(16f), c.dp(4f), c.dp(16f), c.dp(8f))
        }
        bar.addView(c.label(f.ratedText, 14f, color = pal().INK_SOFT))
        bar.addView(c.button(f.startLabel, Skin.Tone.PRIMARY) { send(Event.Start) }, matchWidth())
        pendingFooter = Readable(c, c.dp(MENU_MAX_WIDTH_DP)).apply {
            setBackgroundColor(pal().BAND)
            addView(bar, matchWidth())
        }
        return col
    }

    fun settings(s: SettingsView, v: View): LinearLayout {
        val col = c.column()
        col.addView(c.label(s.languageLabel, TypeScale.SECTION, bold = true))
        col.addView(dropdown(s.languages, { it.id }) { send(Event.SetLanguage(it.ifEmpty { null })) })
        col.addView(switch(s.soundLabel, s.sound) { send(Event.SetSound(it)) })
        col.addView(switch(s.vibrationLabel, s.vibration) { send(Event.SetVibration(it)) })
        col.addView(c.label(s.animationLabel, TypeScale.SECTION, bold = true))
        col.addView(typed(s.animationSpeeds, s.animationSpeedValues) { send(Event.SetAnimationSpeed(it)) })
        col.addView(switch(s.damaBlackFirstLabel, s.damaBlackFirst) { send(Event.SetDamaBlackFirst(it)) })
        col.addView(c.label(s.damaBlackFirstDescription, 14f, color = pal().INK_SOFT))
        // Accessibility: the high-contrast boards (an open game is redrawn with them on
        // Back) and how much the screen reader says.
        col.addView(switch(s.highContrastLabel, s.highContrast) { send(Event.SetHighContrast(it)) })
        col.addView(c.label(s.highContrastDescription, 14f, color = pal().INK_SOFT))
        col.addView(c.label(s.verbosityLabel, TypeScale.SECTION, bold = true))
        col.addView(typed(s.verbosities, s.verbosityValues) { send(Event.SetVerbosity(it)) })
        return col
    }

    private fun switch(text: String, on: Boolean, onChange: (Boolean) -> Unit) = Switch(c).apply {
        say(text)
        textSize = TypeScale.SECTION
        minHeight = c.dp(48f)
        setTextColor(pal().INK)
        isChecked = on
        setOnCheckedChangeListener { _, checked -> onChange(checked) }
    }

    fun profiles(p: ProfilesView, v: View): LinearLayout {
        val col = c.column()
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
        return col
    }

    private fun ask(title: String, initial: String, v: View, done: (String) -> Unit) {
        val input = EditText(c).apply { setText(initial); minHeight = c.dp(48f) }
        AlertDialog.Builder(c).setTitle(title).setView(input)
            .setPositiveButton(v.okLabel) { _, _ -> if (input.text.isNotBlank()) done(input.text.toString()) }
            .setNegativeButton(v.cancelLabel, null).show()
    }

    fun leaderboard(l: LeaderboardView, v: View): LinearLayout {
        val pal = pal()
        val col = c.column()
        col.addView(dropdown(l.filters, { it.id }) { send(Event.OpenLeaderboard(it.ifEmpty { null })) })
        l.emptyText?.let { col.addView(c.label(it)) }
        if (l.rows.isNotEmpty()) col.addView(leaderboardTable(l), matchWidth())
        col.addView(c.label(l.rulesText, 14f, color = pal.INK_SOFT))
        return col
    }

    /** The ranking as a table: rank, player (the rest of the width), rating, games, each column aligned. */
    private fun leaderboardTable(l: LeaderboardView): TableLayout {
        val pal = pal()
        val table = TableLayout(c).apply {
            setColumnStretchable(1, true)
            setColumnShrinkable(1, true)
            setPadding(0, c.dp(8f), 0, c.dp(8f))
        }
        fun cell(text: String, bold: Boolean, color: Int? = null, end: Boolean = false) = c.label(text, 16f, bold = bold, color = color).apply {
            setPadding(c.dp(8f), c.dp(10f), c.dp(8f), c.dp(10f))
            gravity = if (end) android.view.Gravity.END else android.view.Gravity.START
        }
        val header = TableRow(c)
        header.addView(cell("", true))
        header.addView(cell(l.playerLabel, true, pal.INK_SOFT))
        header.addView(cell(l.ratingLabel, true, pal.INK_SOFT, end = true))
        header.addView(cell(l.gamesLabel, true, pal.INK_SOFT, end = true))
        table.addView(header)
        for ((i, row) in l.rows.withIndex()) {
            val r = TableRow(c).apply {
                setBackgroundColor(if (row.active) pal.BAND_ACTIVE else if (i % 2 == 0) pal.BAND else pal.BACKGROUND)
                contentDescription = row.text
            }
            val ink = if (row.active) pal.INK_ON_ACTIVE else pal.INK
            r.addView(cell(row.rankText, row.active, ink, end = true))
            r.addView(cell(row.name, row.active, ink))
            // The numbers alone under their column's label (the whole row is its description).
            r.addView(cell(row.pointsCell, row.active, ink, end = true))
            r.addView(cell(row.playedCell, row.active, ink, end = true))
            table.addView(r)
        }
        return table
    }

    fun howToPlay(h: HowToPlayView, v: View): LinearLayout {
        val col = c.column()
        for (block in h.blocks) col.addView(
            when (block) {
                is Block.Heading -> c.label(block.text, if (block.level.toInt() == 1) TypeScale.HEADLINE else TypeScale.SECTION, bold = true)
                is Block.Paragraph -> c.label(block.text, 16f)
                is Block.ListItem -> c.label("•  " + block.text, 16f).apply { setPadding(c.dp(12f), c.dp(2f), 0, c.dp(2f)) }
            },
        )
        if (h.lessonLabel.isNotEmpty()) col.addView(c.button(h.lessonLabel) { send(Event.OpenLesson(h.game)) })
        return col
    }
}
