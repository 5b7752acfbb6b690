package app.fireside.core

import org.json.JSONArray
import org.json.JSONObject
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Assertions.fail
import org.junit.jupiter.api.Test
import java.io.File

/** Replays the JSON files of tests/vectors through the bindings, as its README.md describes. */
class VectorsTest {
    private fun mode(j: JSONObject): Mode = when (val kind = j.getString("kind")) {
        "pass-and-play" -> Mode.PassAndPlay
        "table" -> Mode.Table
        "vs-computer" -> Mode.VsComputer(
            if (j.getString("human") == "one") Side.ONE else Side.TWO,
            Level.valueOf(j.getString("level").uppercase()),
        )
        else -> error("unknown mode $kind")
    }

    private fun setup(j: JSONObject): MatchSetup {
        val options = j.optJSONArray("options") ?: JSONArray()
        return MatchSetup(
            game = j.getString("game"),
            preset = if (j.has("preset") && !j.isNull("preset")) j.getString("preset") else null,
            options = (0 until options.length()).map {
                val pair = options.getJSONArray(it)
                RuleOption(pair.getString(0), pair.getString(1))
            },
            position = if (j.has("position") && !j.isNull("position")) j.getString("position") else null,
            mode = mode(j.getJSONObject("mode")),
            seed = j.optLong("seed", 0).toULong(),
        )
    }

    private fun key(text: String): Key = when (text) {
        "up", "w" -> Key.Move(Direction.UP)
        "down", "s" -> Key.Move(Direction.DOWN)
        "left", "a" -> Key.Move(Direction.LEFT)
        "right", "d" -> Key.Move(Direction.RIGHT)
        "confirm", "enter", "space" -> Key.Confirm
        "undo", "u" -> Key.Undo
        "redo" -> Key.Redo
        "stop", "esc" -> Key.Stop
        else -> error("unknown key `$text` in a vector")
    }

    private fun errorKind(e: FiresideException): String = when (e) {
        is FiresideException.Input -> kebab(e.reason)
        is FiresideException.IllegalMove -> "illegal-move"
        is FiresideException.BadNotation -> "bad-notation"
        else -> e.toString()
    }

    private fun outcomeText(m: Match, o: Outcome): String = when (o) {
        is Outcome.Ongoing -> "ongoing"
        is Outcome.Win -> "win:${kebab(m.role(o.winner))}:${kebab(o.reason)}"
        is Outcome.Draw -> "draw:${kebab(o.reason)}"
    }

    private fun strings(a: JSONArray) = (0 until a.length()).map { a.getString(it) }

    private fun played(o: InputOutcome) = (o as? InputOutcome.Played)?.animation?.notation

    private fun runVector(v: JSONObject) {
        val name = v.getString("name")
        Match(setup(v.getJSONObject("setup"))).use { m ->
            v.optJSONArray("moves")?.let { moves -> strings(moves).forEach { m.play(it) } }
            val steps = v.getJSONArray("steps")
            for (i in 0 until steps.length()) {
                val step = steps.getJSONObject(i)
                val ctx = "$name step ${i + 1}"
                val names = m.render().points.map { it.name }
                fun point(n: String) = names.indexOf(n).also { require(it >= 0) { "$ctx: no point $n" } }.toUInt()
                val result: Result<String?> = runCatching {
                    when (val input = step.get("input")) {
                        "undo" -> { m.undo(); null }
                        "redo" -> { m.redo(); null }
                        is JSONObject -> when {
                            input.has("tap") -> played(m.tap(point(input.getString("tap"))))
                            input.has("drag") -> {
                                val d = input.getJSONArray("drag")
                                played(m.drag(point(d.getString(0)), point(d.getString(1))))
                            }
                            input.has("key") -> played(m.key(key(input.getString("key"))))
                            input.has("play") -> m.play(input.getString("play")).notation
                            else -> error("$ctx: unknown input $input")
                        }
                        else -> error("$ctx: unknown input $input")
                    }
                }
                val e = step.getJSONObject("expect")
                val err = result.exceptionOrNull()
                if (err != null && err !is FiresideException) throw err
                when {
                    err != null && e.has("error") -> assertEquals(e.getString("error"), errorKind(err as FiresideException), ctx)
                    err != null -> fail("$ctx: unexpected error $err")
                    e.has("error") -> fail("$ctx: expected error ${e.getString("error")}")
                    e.has("played") -> assertEquals(e.getString("played"), result.getOrNull(), "$ctx: played")
                }
                val r = m.render()
                val h = r.highlights
                fun sortedNames(ps: List<UInt>) = ps.map { names[it.toInt()] }.sorted()
                if (e.has("selected")) {
                    val want = if (e.isNull("selected")) null else e.getString("selected")
                    assertEquals(want, h.selected?.let { names[it.toInt()] }, "$ctx: selected")
                }
                if (e.has("targets")) assertEquals(strings(e.getJSONArray("targets")), sortedNames(h.targets), "$ctx: targets")
                if (e.has("movable")) assertEquals(strings(e.getJSONArray("movable")), sortedNames(h.movable), "$ctx: movable")
                if (e.has("capturable")) assertEquals(strings(e.getJSONArray("capturable")), sortedNames(h.capturable), "$ctx: capturable")
                if (e.has("chain")) assertEquals(strings(e.getJSONArray("chain")), h.chain.map { names[it.toInt()] }, "$ctx: chain")
                if (e.has("cursor")) assertEquals(e.getString("cursor"), h.cursor?.let { names[it.toInt()] }, "$ctx: cursor")
                e.optJSONObject("counters")?.let { counters ->
                    for (k in counters.keySet()) {
                        assertEquals(counters.getLong(k), r.counters.firstOrNull { it.key == k }?.value, "$ctx: counter $k")
                    }
                }
                if (e.has("status")) {
                    val got = when (r.status) {
                        is Status.ToMove -> "to-move"
                        is Status.ContinueChain -> "continue-chain"
                        is Status.ComputerToMove -> "computer-to-move"
                        is Status.Over -> "over"
                    }
                    assertEquals(e.getString("status"), got, "$ctx: status")
                }
                if (e.has("turn")) {
                    assertTrue(m.outcome() is Outcome.Ongoing, "$ctx: turn asked of a finished game")
                    assertEquals(e.getString("turn"), kebab(m.role(m.sideToMove())), "$ctx: turn")
                }
                if (e.has("outcome")) assertEquals(e.getString("outcome"), outcomeText(m, m.outcome()), "$ctx: outcome")
                if (e.has("move_list")) assertEquals(strings(e.getJSONArray("move_list")), r.moveList, "$ctx: move list")
                if (e.has("rotated")) assertEquals(e.getBoolean("rotated"), r.rotated, "$ctx: rotated")
            }
        }
    }

    @Test
    fun everySharedVectorReplays() {
        val dir = File(System.getProperty("fireside.vectors") ?: "../tests/vectors")
        val files = dir.listFiles { f -> f.name.endsWith(".json") }?.sortedBy { it.name }.orEmpty()
        assertFalse(files.isEmpty(), "no vectors in $dir")
        var count = 0
        for (file in files) {
            val vectors = JSONArray(file.readText())
            for (i in 0 until vectors.length()) {
                runVector(vectors.getJSONObject(i))
                count++
            }
        }
        assertTrue(count >= 8, "expected the shared vectors, found $count")
        println("replayed $count vectors")
    }
}
