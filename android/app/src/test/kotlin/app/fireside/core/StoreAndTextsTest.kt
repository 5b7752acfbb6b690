package app.fireside.core

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.io.TempDir
import java.io.File
import kotlin.concurrent.thread

class StoreAndTextsTest {
    @Test
    fun storeRoundTripAndErrors(@TempDir dir: File) {
        Store.open(dir.path).use { store ->
            assertTrue(store.takeRecoveries().isEmpty())
            val anna = store.addProfile("Anna")
            store.setActiveProfile(anna)
            assertEquals(anna, store.activeProfile().id)
            val gained = store.recordResult(anna, "fox-geese", Opponent.Computer(Level.NORMAL), Role.GEESE, GameResult.WON)
            assertEquals(pointsForWin(Level.NORMAL), gained)
            assertEquals(anna, store.leaderboard(null).first().profile)
            assertEquals(anna, store.leaderboard("fox-geese").first().profile)
            Match(setup("sungka", Mode.PassAndPlay)).use { m ->
                m.play(m.legalMoves().first())
                store.saveMatch(SavedMatch("sungka", anna, 1uL, m.save()))
            }
            assertThrows<FiresideException.UnknownProfile> { store.removeProfile(99u) }
            assertThrows<FiresideException.UnknownGame> {
                store.recordResult(anna, "chess", Opponent.Human, Role.FOX, GameResult.LOST)
            }
            assertThrows<FiresideException.InvalidArgument> { store.saveMatch(SavedMatch("sungka", anna, 1uL, "{oops")) }
        }
        Store.open(dir.path).use { store ->
            val saved = store.savedMatch("sungka")
            assertNotNull(saved)
            assertEquals(1, Match.load(saved!!.data).use { it.moveList().size })
            store.finishMatch(saved)
            assertNull(store.savedMatch("sungka"))
            assertEquals(1, store.history().size)
        }
        // A damaged file is moved aside and reported.
        File(dir, "profiles.json").writeText("{ truncated")
        Store.open(dir.path).use { store ->
            val r = store.takeRecoveries()
            assertEquals(1, r.size)
            assertTrue(r[0].cause is RecoveryCause.Damaged)
        }
        // A directory that is a file cannot be used.
        val file = File(dir, "plain-file").apply { writeText("x") }
        assertThrows<FiresideException.Storage> { Store.open(file.path) }
    }

    @Test
    fun twoThreadsShareAStore(@TempDir dir: File) {
        Store.open(dir.path).use { store ->
            val threads = (0..1).map { t -> thread { repeat(25) { store.addProfile("p$t-$it"); store.leaderboard(null) } } }
            threads.forEach { it.join() }
            assertEquals(51, store.profiles().size)
        }
    }

    @Test
    fun textsInEveryLanguage() {
        for (lang in allLangs()) {
            val tr = Translator(lang)
            val catalogue = tr.catalogue()
            assertEquals(GAMES, catalogue.map { it.id })
            for (g in catalogue) {
                assertFalse(g.name.isEmpty())
                assertEquals(2, g.roles.size)
                assertTrue(g.presets.isNotEmpty())
                assertTrue(tr.howToPlay(g.id).any { it is HowToBlock.Heading })
                g.roles.forEach { assertFalse(tr.roleName(it).isEmpty()) }
            }
            for (id in allTextIds()) assertFalse(tr.text(id).isEmpty())
            Level.entries.forEach { assertFalse(tr.levelName(it).isEmpty()) }
            ModeKind.entries.forEach { assertFalse(tr.modeName(it).isEmpty()) }
            assertFalse(languageName(lang).isEmpty())
        }
        val en = Translator(Lang.EN)
        assertEquals("d4, fox", en.describePoint("d4", PieceKind.Fox))
        assertEquals("house 3, 7 shells", en.describeHouse(3, 7, true))
        Match(setup("fox-geese", Mode.PassAndPlay)).use { assertEquals("Fox to move", en.matchStatus(it.render())) }
        assertEquals(Lang.TH, resolveLang(null, "th-TH"))
        assertThrows<FiresideException.UnknownGame> { en.howToPlay("chess") }
        initLogging()
        initLogging()
    }
}
