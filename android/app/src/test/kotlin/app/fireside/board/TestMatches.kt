package app.fireside.board

import app.fireside.core.Core
import app.fireside.model.AppConfig
import app.fireside.model.Effect
import app.fireside.model.Event
import app.fireside.model.GameView
import app.fireside.model.Screen
import org.json.JSONArray
import org.json.JSONObject

/** Matches of the app core for the JVM tests (the real library, through JNA). */
object TestMatches {
    val GAMES = listOf("fox-geese", "hare-hounds", "sungka", "dama-italiana")

    /** A mode as the scenarios write it: `pass-and-play`, `table`, or `vs-computer` with its human side and level. */
    fun mode(kind: String = "pass-and-play", human: String = "one", level: String = "easy"): JSONObject =
        JSONObject().put("kind", kind).apply { if (kind == "vs-computer") put("human", human).put("level", level) }

    /** A match setup as JSON (`Core.startMatch`): from a position, with options. */
    fun setup(game: String, mode: JSONObject = mode(), position: String? = null, options: List<Pair<String, String>> = emptyList(), seed: Long = 7): String =
        JSONObject()
            .put("game", game)
            .put("preset", JSONObject.NULL)
            .put("options", JSONArray(options.map { JSONArray(listOf(it.first, it.second)) }))
            .put("position", position ?: JSONObject.NULL)
            .put("mode", mode)
            .put("seed", seed)
            .toString()

    /** A core with nothing on disk, quick computers, and a match of [game] on its game screen. */
    fun core(game: String, mode: JSONObject = mode(), position: String? = null, options: List<Pair<String, String>> = emptyList()): Core {
        val core = Core(AppConfig(null, "en", "en", 0.02, 1uL))
        core.dispatch(Event.Launch)
        settle(core, core.startMatch(setup(game, mode, position, options), emptyList()))
        return core
    }

    /** Runs the searches the effects ask for, here, until none is pending. */
    fun settle(core: Core, effects: List<Effect>): List<Effect> {
        val all = effects.toMutableList()
        var fx = effects
        while (true) {
            val job = fx.filterIsInstance<Effect.StartSearch>().firstOrNull()?.job ?: return all
            fx = core.dispatch(core.runSearch(job))
            all += fx
        }
    }

    fun Core.send(e: Event): List<Effect> = settle(this, dispatch(e))

    fun Core.game(): GameView = (view().screen as Screen.Game).game

    fun Core.at(name: String): Int = game().board.points.indexOfFirst { it.name == name }.also { require(it >= 0) { "no point $name" } }

    /** The fox about to jump twice (d2 over d3 to d4, then over d5 to d6). */
    const val FOX_CHAIN = "fox d2; geese d3 d5 a3 g3; to-move fox"
    val FOX_CHAIN_OPTIONS = listOf("captures-to-win" to "13")
}
