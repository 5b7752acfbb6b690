package app.fireside.board

import app.fireside.board.TestMatches.match
import app.fireside.core.Counter
import app.fireside.core.Lang
import app.fireside.core.Level
import app.fireside.core.Mode
import app.fireside.core.Side
import app.fireside.core.Translator
import app.fireside.core.allLangs
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class ScreenTextsTest {
    @Test
    fun everyTextOnTheGameScreenIsTranslated() {
        for (lang in allLangs()) {
            val tr = Translator(lang)
            for (game in TestMatches.GAMES) match(game, Mode.VsComputer(Side.ONE, Level.EXPERT)).use { m ->
                val texts = ScreenTexts.of(m.render(), tr, "Ada")
                for (band in listOf(texts.bottom, texts.top)) {
                    assertTrue(band.name.isNotBlank())
                    for (t in band.counters + listOfNotNull(band.status, band.detail)) assertFalse('{' in t || t.isBlank(), "$lang $game: $t")
                }
                assertEquals(tr.levelName(Level.EXPERT), texts.top.detail, "the computer's level on its nameplate")
                assertEquals("Ada", texts.bottom.detail)
                assertTrue(texts.top.computer && !texts.bottom.computer)
                assertNull(texts.top.status)
            }
        }
        val fi = ScreenTexts.of(match("fox-geese").use { it.render() }, Translator(Lang.FI))
        val en = ScreenTexts.of(match("fox-geese").use { it.render() }, Translator(Lang.EN))
        assertNotEquals(en.bottom.status, fi.bottom.status)
    }

    @Test
    fun eachCounterGoesToTheNameplateOfItsSide() {
        match("dama-italiana").use { m ->
            val plates = m.render().nameplates
            val white = plates.first { it.role == app.fireside.core.Role.WHITE }.side
            assertEquals(white, ScreenTexts.owner(Counter("white-men", 12), plates))
            assertEquals(white.let { if (it == Side.ONE) Side.TWO else Side.ONE }, ScreenTexts.owner(Counter("black-kings", 0), plates))
            assertNull(ScreenTexts.owner(Counter("quiet-plies", 3), plates), "shared counters go to both bands")
        }
        match("sungka").use { m ->
            val plates = m.render().nameplates
            assertEquals(Side.ONE, ScreenTexts.owner(Counter("store-1", 0), plates))
            assertEquals(Side.TWO, ScreenTexts.owner(Counter("houses-2", 49), plates))
        }
    }
}
