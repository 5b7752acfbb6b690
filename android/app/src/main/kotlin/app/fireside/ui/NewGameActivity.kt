package app.fireside.ui

import android.app.Activity
import android.content.Context
import android.content.Intent
import android.os.Bundle
import android.text.InputType
import android.widget.EditText
import app.fireside.core.Match
import app.fireside.core.ModeKind
import app.fireside.core.OptionKind
import app.fireside.core.SavedMatch
import app.fireside.core.TextId
import app.fireside.home.NewGameModel

/**
 * The new-game screen: preset and options, mode (computer with side and level, pass-and-play,
 * table), and who starts (an option where the game has one). Starting saves the new match,
 * replacing the game's saved one, and opens the game screen, which resumes it from the store.
 */
class NewGameActivity : Activity() {
    private lateinit var model: NewGameModel

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val game = intent.getStringExtra(EXTRA_GAME) ?: return finish()
        model = NewGameModel(fireside.store, fireside.translator(), game)
        build()
    }

    private fun build() {
        val tr = fireside.translator()
        val col = column()
        col.addView(label(model.info.name, 24f, bold = true))
        // Continue found a save it could not read: say so here, where a new game starts.
        if (intent.getBooleanExtra(EXTRA_SAVE_LOST, false)) col.addView(label(tr.text(TextId.SAVE_LOST), 16f, bold = true))
        col.addView(label(tr.text(TextId.PRESET), 18f, bold = true))
        col.addView(spinner(model.info.presets.map { it.id to it.name }, model.preset.id) { model.choosePreset(it); build() })
        col.addView(label(model.preset.description, 14f))
        if (model.ruleOptions.isNotEmpty()) col.addView(label(tr.text(TextId.OPTIONS), 18f, bold = true))
        for (o in model.ruleOptions) option(col, o)
        col.addView(label(tr.text(TextId.MODE), 18f, bold = true))
        col.addView(choice(model.modes(), model.mode) { model.mode = it; build() })
        if (model.mode == ModeKind.VS_COMPUTER) {
            col.addView(label(tr.text(TextId.PLAY_AS), 18f, bold = true))
            col.addView(choice(model.sides(), model.human) { model.human = it })
            col.addView(label(tr.text(TextId.LEVEL), 18f, bold = true))
            col.addView(choice(model.levels(), model.level) { model.level = it })
        }
        // Who starts, with the mode: it is about the players, not the board.
        model.whoStarts?.let { option(col, it) }
        col.addView(button(tr.text(TextId.START)) { start() })
        setScreen(scrolling(col))
    }

    private fun option(col: android.widget.LinearLayout, o: app.fireside.core.OptionInfo) {
        val tr = fireside.translator()
        col.addView(label(o.name, 16f, bold = true))
        if (o.description.isNotEmpty()) col.addView(label(o.description, 14f))
        when (val k = o.kind) {
            is OptionKind.Choice -> col.addView(spinner(o.values.map { it.value to it.label }, model.value(o.key) ?: o.defaultValue) { model.setOption(o.key, it) })
            is OptionKind.Number -> if (k.max - k.min <= 60) {
                col.addView(spinner((k.min..k.max).map { it.toString() to tr.number(it) }, model.value(o.key) ?: o.defaultValue) { model.setOption(o.key, it) })
            } else {
                col.addView(EditText(this).apply {
                    inputType = InputType.TYPE_CLASS_NUMBER
                    setText(model.value(o.key))
                    minHeight = dp(48f)
                    setOnFocusChangeListener { _, has -> if (!has && !model.setOption(o.key, text.toString())) setText(model.value(o.key)) }
                })
            }
        }
    }

    private fun start() {
        val store = fireside.store
        currentFocus?.clearFocus()
        model.remember()
        Match(model.setup(System.currentTimeMillis().toULong())).use { m ->
            store.saveMatch(SavedMatch(model.info.id, store.activeProfile().id, System.currentTimeMillis().toULong(), m.save()))
        }
        startActivity(GameActivity.intent(this, model.info.id))
        finish()
    }

    companion object {
        const val EXTRA_GAME = "game"
        const val EXTRA_SAVE_LOST = "save-lost"
        fun intent(context: Context, game: String) = Intent(context, NewGameActivity::class.java).putExtra(EXTRA_GAME, game)
    }
}
