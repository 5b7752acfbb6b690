package app.fireside.core

import app.fireside.model.AppConfig
import app.fireside.model.Effect
import app.fireside.model.Event
import org.json.JSONArray
import org.json.JSONObject
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.TestFactory
import java.io.File

/**
 * Replays the app scenarios of tests/vectors/app through `Core`, as the Rust tests do
 * (format in tests/vectors/README.md): every event crosses the bindings into the core, every
 * effect and view crosses back and is checked as JSON.
 */
class AppScenariosTest {
    private class Run(config: AppConfig, val auto: Boolean) {
        val core = Core(config)
        var effects: List<Effect> = emptyList()

        /** Sends an event (or the effects of a command) and, with auto searches, the answers. */
        fun settle(first: List<Effect>) {
            var fx = first
            while (true) {
                effects = fx
                if (!auto) return
                val search = fx.filterIsInstance<Effect.StartSearch>().firstOrNull()?.job
                val review = fx.filterIsInstance<Effect.StartReview>().firstOrNull()?.job
                fx = when {
                    search != null -> core.dispatch(core.runSearch(search))
                    review != null -> core.dispatch(core.runReview(review))
                    else -> return
                }
            }
        }
    }

    /** The scenario's config line over `AppConfig::default()`; without one, the Rust tests' config. */
    private fun config(j: JSONObject?): AppConfig {
        if (j == null) return AppConfig(null, "en", null, 0.05, 1uL)
        fun text(k: String) = if (j.has(k) && !j.isNull(k)) j.getString(k) else null
        return AppConfig(
            storeDir = text("store_dir"),
            deviceLanguage = text("device_language") ?: "en",
            language = text("language"),
            timeScale = if (j.has("time_scale")) j.getDouble("time_scale") else 1.0,
            seed = if (j.has("seed") && !j.isNull("seed")) j.getLong("seed").toULong() else null,
        )
    }

    /** Whether [actual] holds everything [expected] says: objects by the keys given, arrays element-wise. */
    private fun matches(expected: Any?, actual: Any?, path: String): String? = when {
        expected is JSONObject -> {
            if (actual !is JSONObject) "$path: expected an object, found $actual"
            else expected.keys().asSequence().firstNotNullOfOrNull { k ->
                // A field the view does not have is a mismatch, not a null.
                if (!actual.has(k)) "$path.$k: no such field" else matches(expected.get(k), actual.get(k), "$path.$k")
            }
        }
        expected is JSONArray -> {
            if (actual !is JSONArray || actual.length() != expected.length()) "$path: expected $expected, found $actual"
            else (0 until expected.length()).firstNotNullOfOrNull { matches(expected.get(it), actual.get(it), "$path[$it]") }
        }
        expected is Number && actual is Number ->
            if (expected.toDouble() == actual.toDouble()) null else "$path: expected $expected, found $actual"
        expected == actual -> null
        else -> "$path: expected $expected, found $actual"
    }

    private fun check(run: Run, expect: JSONObject, where: String) {
        val effects = JSONArray(effectsToJson(run.effects))
        expect.optJSONObject("view")?.let { want ->
            val view = JSONObject(viewToJson(run.core.view()))
            matches(want, view, "view")?.let { throw AssertionError("$where: $it") }
        }
        expect.optJSONArray("effects")?.let { want ->
            for (i in 0 until want.length()) {
                val w = want.get(i)
                val found = (0 until effects.length()).any { matches(w, effects.get(it), "") == null }
                assertTrue(found, "$where: effect $w not among $effects")
            }
        }
        expect.optJSONArray("effects_exactly")?.let { want ->
            matches(want, effects, "effects")?.let { throw AssertionError("$where: $it") }
        }
    }

    private fun replay(file: File) {
        var run: Run? = null
        fun started(c: JSONObject? = null, auto: Boolean = true) = run ?: Run(config(c), auto).also { run = it }
        file.readLines().forEachIndexed { index, raw ->
            val where = "${file.name}:${index + 1}"
            val text = raw.trim()
            if (text.isEmpty() || text.startsWith("#")) return@forEachIndexed
            val line = JSONObject(text)
            when {
                line.has("config") -> started(line.getJSONObject("config"), line.optString("searches", "auto") == "auto")
                line.has("expect") -> check(checkNotNull(run) { "$where: nothing happened yet" }, line.getJSONObject("expect"), where)
                line.has("command") -> when (val command = line.getString("command")) {
                    "flush" -> started().core.flush()
                    "start-match" -> {
                        val r = started()
                        val moves = line.optJSONArray("moves") ?: JSONArray()
                        r.settle(r.core.startMatch(line.getJSONObject("setup").toString(), (0 until moves.length()).map { moves.getString(it) }))
                    }
                    else -> error("$where: unknown command $command")
                }
                else -> {
                    val r = started()
                    r.settle(r.core.dispatch(eventFromJson(text)))
                }
            }
        }
        run?.core?.close()
    }

    @TestFactory
    fun scenarios(): List<DynamicTest> {
        val dir = File(System.getProperty("fireside.vectors") ?: "../tests/vectors", "app")
        val files = dir.listFiles { f -> f.name.endsWith(".jsonl") }!!.sortedBy { it.name }
        assertTrue(files.size >= 5, "the scenarios are there: $files")
        return files.map { f -> DynamicTest.dynamicTest(f.name) { replay(f) } }
    }
}
