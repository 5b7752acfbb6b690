package app.fireside.board

import app.fireside.board.TestMatches.at
import app.fireside.board.TestMatches.en
import app.fireside.board.TestMatches.match
import app.fireside.core.InputOutcome
import app.fireside.core.Lang
import app.fireside.core.Level
import app.fireside.core.Mode
import app.fireside.core.PieceKind
import app.fireside.core.Side
import app.fireside.core.Translator
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class AccessibilityTest {
    private fun layout(m: app.fireside.core.RenderModel) = BoardLayout(m, 1080f, 1920f, 2.75f)

    @Test
    fun everyPointHasAVirtualViewWithATranslatedDescription() {
        for (game in TestMatches.GAMES) match(game).use { m ->
            val model = m.render()
            val nodes = BoardAccessibility.points(model, layout(model), en, Mode.PassAndPlay)
            assertEquals(model.points.indices.toSet(), nodes.map { it.id }.toSet(), game)
            for (n in nodes) {
                assertTrue(n.description.startsWith(model.points[n.id].name) || model.kind is app.fireside.core.BoardKind.Mancala, n.description)
                assertTrue(n.bounds.width >= 48 * 2.75f - 0.5f, "48 dp targets")
            }
            // Reading order: top to bottom.
            assertTrue(nodes.zipWithNext().all { (a, b) -> a.bounds.cy <= b.bounds.cy + layout(model).pitch * 0.3f }, game)
        }
        match("fox-geese").use { m ->
            val model = m.render()
            val d4 = BoardAccessibility.points(model, layout(model), en, Mode.PassAndPlay).first { it.id == m.at("d4") }
            assertEquals(en.describePoint("d4", PieceKind.Fox), d4.description)
            assertEquals("d4, fox", d4.description.lowercase())
            assertTrue(d4.actionable)
            val fi = Translator(Lang.FI)
            assertEquals(fi.describePoint("d4", PieceKind.Fox), BoardAccessibility.describe(model, m.at("d4"), fi, Mode.PassAndPlay))
        }
    }

    @Test
    fun sungkaHousesAndStoresAreNamedForTheListener() {
        match("sungka", Mode.VsComputer(Side.ONE, Level.EASY)).use { m ->
            val model = m.render()
            val d = { name: String -> BoardAccessibility.describe(model, m.at(name), en, Mode.VsComputer(Side.ONE, Level.EASY)) }
            assertEquals(en.describeHouse(3, 7, true), d("p1-3"))
            assertEquals(en.describeHouse(3, 7, false), d("p2-3"))
            assertEquals(en.describeStore(0, true), d("p1-store"))
        }
        match("sungka").use { m ->
            val model = m.render()
            assertEquals(en.describeStoreOf(model.nameplates.first { it.side == Side.TWO }.role, 0), BoardAccessibility.describe(model, m.at("p2-store"), en, Mode.PassAndPlay))
        }
    }

    @Test
    fun aMoveCanBeMadeByActivatingVirtualViews() {
        match("hare-hounds").use { m ->
            // What TalkBack does: find the node by its description, activate it (a tap).
            fun activate(description: String): InputOutcome {
                val model = m.render()
                val node = BoardAccessibility.points(model, layout(model), en, Mode.PassAndPlay).first { it.description == description }
                return m.tap(node.id.toUInt())
            }
            val hound = en.describePoint("a2", PieceKind.Hound)
            activate(hound)
            val model = m.render()
            val selected = BoardAccessibility.points(model, layout(model), en, Mode.PassAndPlay).single { it.selected }
            assertEquals(hound, selected.description)
            val played = activate(en.describePoint("a3", null))
            assertTrue(played is InputOutcome.Played)
            assertEquals(listOf("a2-a3"), m.moveList())
        }
    }
}
