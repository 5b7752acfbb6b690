package app.fireside.board

import app.fireside.board.TestMatches.at
import app.fireside.board.TestMatches.en
import app.fireside.board.TestMatches.foxChain
import app.fireside.board.TestMatches.match
import app.fireside.board.TestMatches.playToEnd
import app.fireside.core.InputOutcome
import app.fireside.core.Level
import app.fireside.core.Match
import app.fireside.core.Mode
import app.fireside.core.RenderModel
import app.fireside.core.Side
import app.fireside.core.Status
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.awt.image.BufferedImage
import java.io.File
import kotlin.math.abs

/**
 * Renders every game's board in several states through the same [BoardRenderer] the app
 * uses, on java.awt.Graphics2D, to PNG files under android/build/renders/ for a person to
 * look at — and checks a few pixels, so a board drawn wrong fails here.
 */
class RenderBoardsTest {
    private val dir = File(System.getProperty("fireside.renders") ?: "build/renders")
    private val w = 720
    private val h = 1280
    private val density = 2f

    private fun render(name: String, model: RenderModel, overlay: Overlay = Overlay(), width: Int = w, height: Int = h): Pair<BufferedImage, BoardLayout> {
        val painter = AwtPainter.blank(width, height)
        val layout = BoardLayout(model, width.toFloat(), height.toFloat(), density)
        BoardRenderer(painter).draw(model, layout, ScreenTexts.of(model, en, if (model.nameplates.any { it.player is app.fireside.core.PlayerKind.Computer }) "Ada" else null), overlay)
        painter.writePng(File(dir, "$name.png"))
        return painter.image to layout
    }

    private fun assertColor(img: BufferedImage, p: Pt, expected: Int, what: String, tolerance: Int = 40) {
        val got = img.getRGB(p.x.toInt(), p.y.toInt())
        val diff = listOf(16, 8, 0).maxOf { abs(((got shr it) and 0xFF) - ((expected shr it) and 0xFF)) }
        assertTrue(diff <= tolerance, "$what at (${p.x.toInt()}, ${p.y.toInt()}): expected %08x, got %08x".format(expected, got))
    }

    private fun Match.pt(layout: BoardLayout, name: String) = layout.points[at(name)]

    @Test
    fun foxAndGeese() {
        match("fox-geese").use { m ->
            val (img, l) = render("fox-geese-start", m.render())
            val fox = m.pt(l, "d4")
            assertColor(img, Pt(fox.x - l.pieceRadius * 0.6f, fox.y), Palette.FOX, "the fox")
            assertColor(img, m.pt(l, "c1").let { Pt(it.x + l.pieceRadius * 0.6f, it.y) }, Palette.GOOSE, "a goose")
            // The corner of the cross has no point and no line: plain board there.
            assertColor(img, Pt(l.pointBox.left + 2, l.pointBox.top + 2), Palette.BOARD, "outside the cross")
            assertColor(img, Pt(l.frame.left - 8, l.frame.cy), Palette.BACKGROUND, "beside the board")

            m.tap(m.at("d4").toUInt())
            val (sel, l2) = render("fox-geese-selected", m.render())
            for (t in m.render().highlights.targets) assertColor(sel, l2.points[t.toInt()], Palette.TARGET, "a target")
        }
        foxChain().use { m ->
            m.tap(m.at("d2").toUInt())
            render("fox-geese-capturable", m.render())
            m.tap(m.at("d4").toUInt())
            val model = m.render()
            assertTrue(model.status is Status.ContinueChain)
            assertTrue(model.pieces.any { it.taken }, "the jumped goose stays, marked taken")
            val (img, l) = render("fox-geese-chain", model)
            assertColor(img, Pt(l.points[m.at("d4")].x - l.pieceRadius * 0.6f, l.points[m.at("d4")].y), Palette.FOX, "the fox at its landing")
            assertColor(img, l.points[m.at("d6")], Palette.TARGET, "the next landing")
        }
        match("fox-geese", Mode.VsComputer(Side.ONE, Level.EASY)).use { m ->
            m.playToEnd()
            render("fox-geese-over", m.render())
        }
    }

    @Test
    fun hareAndHounds() {
        match("hare-hounds").use { m ->
            render("hare-hounds-start", m.render())
            m.tap(m.at("a2").toUInt())
            val (img, l) = render("hare-hounds-selected-keyboard", m.render(), Overlay(showCursor = true))
            assertColor(img, l.points[m.at("b3")], Palette.TARGET, "a target")
        }
        match("hare-hounds", Mode.Table, "hounds a4 c4 b3; hare b5; to-move hounds").use { m ->
            val model = m.render()
            assertTrue(model.nameplates.any { it.turned }, "table mode turns the far nameplate")
            render("hare-hounds-table", model)
            m.play("b3-b4")
            render("hare-hounds-over", m.render())
        }
    }

    @Test
    fun sungka() {
        match("sungka").use { m ->
            val before = m.render()
            val (img, l) = render("sungka-start", before)
            assertColor(img, Pt(l.points[0].x, l.points[0].y + l.pieceRadius * 0.5f), Palette.HOUSE, "a house")
            val anim = (m.tap(before.highlights.movable.first()) as InputOutcome.Played).animation
            assertNotNull(anim.detail, "a sowing has its trace")
            val tl = AnimationTimeline(before, anim, l, 1f)
            assertTrue(tl.duration > 0)
            val mid = tl.frame(tl.duration / 2)
            assertNotNull(mid.shells)
            assertNotEquals(before.pieces.size, 0)
            render("sungka-sowing", before, Overlay(frame = mid))
            render("sungka-after-move", m.render())
        }
        match("sungka", Mode.Table).use { m ->
            m.play(m.legalMoves().last())
            render("sungka-table", m.render())
        }
        match("sungka", Mode.VsComputer(Side.ONE, Level.EASY)).use { m ->
            m.playToEnd()
            render("sungka-over", m.render())
        }
    }

    @Test
    fun damaItaliana() {
        match("dama-italiana").use { m ->
            val (img, l) = render("dama-italiana-start", m.render())
            val white = m.render().pieces.first { it.kind is app.fireside.core.PieceKind.WhiteMan }
            val p = l.points[white.point.toInt()]
            assertColor(img, Pt(p.x + l.pieceRadius * 0.85f, p.y), Palette.WHITE_MAN, "a white man")
            val m2 = m.render().highlights.movable.first()
            m.tap(m2)
            render("dama-italiana-selected", m.render())
        }
        match("dama-italiana", Mode.VsComputer(Side.TWO, Level.NORMAL)).use { m ->
            val model = m.render()
            assertTrue(model.status is Status.ComputerToMove)
            val (img, l) = render("dama-italiana-computer-thinking", model, Overlay(thinking = 0.2f))
            // The thinking dots sit on the computer's (top, active) band.
            val band = l.topBand
            var dark = 0
            for (x in (band.width * 0.3f).toInt() until band.right.toInt() step 2) {
                if (img.getRGB(x, (band.top + band.height * 0.28f).toInt()) == Palette.INK) dark++
            }
            assertTrue(dark > 0, "thinking dots")
        }
        match("dama-italiana").use { m ->
            m.hint(0.02)
            val model = m.render()
            assertTrue(model.highlights.hint.size >= 2)
            render("dama-italiana-hint", model)
        }
        match("dama-italiana", position = "W:W22,29:B18,1").use { m ->
            render("dama-italiana-must-capture", m.render())
        }
        match("dama-italiana", Mode.VsComputer(Side.TWO, Level.EASY)).use { m ->
            assertTrue(m.render().rotated, "playing black turns the board")
            m.playToEnd()
            render("dama-italiana-over-as-black", m.render())
        }
        match("dama-italiana", Mode.Table).use { m ->
            m.play(m.legalMoves().first())
            val model = m.render()
            assertTrue(model.statusTurned, "black, at the far side, reads its status turned")
            val texts = ScreenTexts.of(model, en)
            assertEquals(null, texts.bottom.status)
            assertNotNull(texts.top.status)
            assertTrue(texts.top.turned)
            render("dama-italiana-table", model)
        }
    }

    @Test
    fun aLandscapeTabletFitsTheBoardBetweenTheBands() {
        for (game in TestMatches.GAMES) match(game).use { m ->
            val (_, l) = render("$game-landscape", m.render(), width = 1600, height = 1000)
            assertTrue(l.frame.top >= l.topBand.bottom - 1 && l.frame.bottom <= l.bottomBand.top + 1, game)
            assertTrue(l.frame.left >= 0 && l.frame.right <= 1600, game)
        }
    }
}
