package app.fireside.home

import app.fireside.core.GameInfo
import app.fireside.core.LastRules
import app.fireside.core.Level
import app.fireside.core.MatchSetup
import app.fireside.core.Mode
import app.fireside.core.ModeKind
import app.fireside.core.OptionInfo
import app.fireside.core.OptionKind
import app.fireside.core.PresetInfo
import app.fireside.core.RuleOption
import app.fireside.core.Side
import app.fireside.core.Store
import app.fireside.core.Translator

/**
 * The new-game screen: the game's preset and options (starting from the last ones used),
 * the mode — against the computer (side and level), pass-and-play, or table mode — and who
 * starts, which is an option of the games that allow a choice. Produces a [MatchSetup].
 */
class NewGameModel(private val store: Store, private val tr: Translator, gameId: String) {
    val info: GameInfo = tr.game(gameId)
    var preset: PresetInfo = info.presets.first()
        private set
    private val values = linkedMapOf<String, String>()
    var mode: ModeKind = ModeKind.VS_COMPUTER
    var human: Side = Side.ONE
    var level: Level = Level.NORMAL

    init {
        val last = store.settings().lastRules[gameId]
        val remembered = last?.let { l -> info.presets.firstOrNull { it.id == l.preset } }
        choosePreset((remembered ?: info.presets.first { it.id == info.defaultPreset }).id)
        if (remembered != null) for (o in last.options) setOption(o.key, o.value)
    }

    val options: List<OptionInfo> get() = preset.options

    /** "Who starts", where the game lets the players choose (the rules option `first`). */
    val whoStarts: OptionInfo? get() = preset.options.firstOrNull { it.key == "first" }

    /** The other rules options. */
    val ruleOptions: List<OptionInfo> get() = preset.options.filter { it.key != "first" }
    fun value(key: String): String? = values[key]

    fun choosePreset(id: String) {
        preset = info.presets.first { it.id == id }
        values.clear()
        for (o in preset.options) values[o.key] = o.defaultValue
    }

    /** Sets an option if the value is one it takes; returns whether it was taken. */
    fun setOption(key: String, value: String): Boolean {
        val o = preset.options.firstOrNull { it.key == key } ?: return false
        val ok = when (val k = o.kind) {
            is OptionKind.Choice -> value in k.values
            is OptionKind.Number -> value.toLongOrNull()?.let { it in k.min..k.max } ?: false
        }
        if (ok) values[key] = value
        return ok
    }

    /** The sides with the role each plays, for "play as". */
    fun sides(): List<Pair<Side, String>> = listOf(Side.ONE, Side.TWO).zip(info.roles).map { (s, r) -> s to tr.roleName(r) }
    fun modes(): List<Pair<ModeKind, String>> = ModeKind.entries.map { it to tr.modeName(it) }
    fun levels(): List<Pair<Level, String>> = Level.entries.map { it to tr.levelName(it) }

    /** The options that differ from the preset's values (the match takes them over the preset). */
    fun changedOptions(): List<RuleOption> =
        preset.options.filter { values[it.key] != it.defaultValue }.map { RuleOption(it.key, values[it.key]!!) }

    fun setup(seed: ULong): MatchSetup = MatchSetup(
        game = info.id,
        preset = preset.id,
        options = changedOptions(),
        position = null,
        mode = when (mode) {
            ModeKind.VS_COMPUTER -> Mode.VsComputer(human, level)
            ModeKind.PASS_AND_PLAY -> Mode.PassAndPlay
            ModeKind.TABLE -> Mode.Table
        },
        seed = seed,
    )

    /** Keeps the rules for next time. */
    fun remember() = store.setLastRules(info.id, LastRules(preset.id, changedOptions()))
}
