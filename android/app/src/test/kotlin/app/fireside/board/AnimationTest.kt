package app.fireside.board

import app.fireside.board.TestMatches.at
import app.fireside.board.TestMatches.foxChain
import app.fireside.board.TestMatches.match
import app.fireside.core.InputOutcome
import app.fireside.core.Mode
import app.fireside.core.PieceKind
import app.fireside.core.RenderModel
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class AnimationTest {
    private fun layout(model: RenderModel) = BoardLayout(model, 1080f, 1920f, 2.75f)

    private fun shells(model: RenderModel): List<Int> =
        model.points.indices.map { i -> (model.pieces.first { it.point.toInt() == i }.kind as PieceKind.Shells).count.toInt() }

    @Test
    fun aSungkaSowingReplayedShellByShellEndsWhereTheRulesEnd() {
        match("sungka").use { m ->
            var moves = 0
            while (moves < 40 && m.legalMoves().isNotEmpty()) {
                val before = m.render()
                val house = before.highlights.movable[moves % before.highlights.movable.size]
                val anim = (m.tap(house) as InputOutcome.Played).animation
                val after = m.render()
                val tl = AnimationTimeline(before, anim, layout(before), 1f)
                val steps = SowStep.parse(anim.detail)
                assertTrue(steps.first() is SowStep.Pick, "a sowing starts by picking up the house")
                assertEquals(shells(after), tl.frame(tl.duration).shells, "move $moves")
                assertEquals(shells(before), tl.frame(0).shells!!.let { s ->
                    // At time 0 the hand holds the picked shells: put them back to compare.
                    s.toMutableList().also { it[(steps.first() as SowStep.Pick).hole] += (steps.first() as SowStep.Pick).count }
                })
                // The total number of shells never changes during the animation.
                val total = shells(before).sum()
                for (t in 0..tl.duration step 97) {
                    val f = tl.frame(t)
                    assertEquals(total, f.shells!!.sum() + f.hand, "at $t ms of move $moves")
                }
                moves++
            }
        }
    }

    @Test
    fun theSpeedSettingScalesTheTimeline() {
        match("sungka").use { m ->
            val before = m.render()
            val anim = (m.tap(before.highlights.movable.first()) as InputOutcome.Played).animation
            val normal = AnimationTimeline(before, anim, layout(before), speedFactor(2)).duration
            assertTrue(AnimationTimeline(before, anim, layout(before), speedFactor(1)).duration > normal)
            assertTrue(AnimationTimeline(before, anim, layout(before), speedFactor(3)).duration < normal)
            assertEquals(0L, AnimationTimeline(before, anim, layout(before), speedFactor(0)).duration)
        }
    }

    @Test
    fun aSlideGoesFromItsPointToItsTarget() {
        match("fox-geese").use { m ->
            val before = m.render()
            val l = layout(before)
            val anim = m.play("d4-d5")
            val tl = AnimationTimeline(before, anim, l, 1f)
            val start = tl.frame(0).pieces.first { it.kind is PieceKind.Fox }
            val mid = tl.frame(tl.duration / 2).pieces.first { it.kind is PieceKind.Fox }
            val end = tl.frame(tl.duration).pieces.first { it.kind is PieceKind.Fox }
            assertEquals(l.points[m.at("d4")], start.at)
            assertEquals(l.points[m.at("d5")], end.at)
            assertTrue(mid.at.y < start.at.y && mid.at.y > end.at.y, "halfway between")
            assertEquals(0f, mid.lift, "a slide does not jump")
            // The geese stay put.
            assertEquals(13, tl.frame(tl.duration / 2).pieces.count { it.kind is PieceKind.Goose })
        }
    }

    @Test
    fun aJumpChainArcsAndTheJumpedGeeseFade() {
        foxChain().use { m ->
            val before = m.render()
            val l = layout(before)
            val anim = m.play("d2xd4xd6")
            assertEquals(2, anim.captured.size)
            val tl = AnimationTimeline(before, anim, l, 1f)
            val firstJumpMid = tl.frame(tl.duration / 4)
            assertTrue(firstJumpMid.pieces.first { it.kind is PieceKind.Fox }.lift > 0.5f, "a jump arcs")
            assertEquals(4, tl.frame(0).pieces.count { it.kind is PieceKind.Goose })
            assertEquals(3, tl.frame(tl.duration * 3 / 4).pieces.count { it.kind is PieceKind.Goose && it.alpha > 0.99f })
            assertEquals(2, tl.frame(tl.duration).pieces.count { it.kind is PieceKind.Goose })
        }
    }

    @Test
    fun aChainEnteredJumpByJumpAnimatesOnlyItsLastJump() {
        foxChain().use { m ->
            m.tap(m.at("d2").toUInt())
            m.tap(m.at("d4").toUInt())
            val before = m.render()
            val l = layout(before)
            val anim = (m.tap(m.at("d6").toUInt()) as InputOutcome.Played).animation
            val tl = AnimationTimeline(before, anim, l, 1f)
            assertEquals(l.points[m.at("d4")], tl.frame(0).pieces.first { it.kind is PieceKind.Fox }.at)
            assertEquals(l.points[m.at("d6")], tl.frame(tl.duration).pieces.first { it.kind is PieceKind.Fox }.at)
        }
    }

    @Test
    fun nothingToAnimateWithTheSettingOff() {
        match("dama-italiana", Mode.PassAndPlay).use { m ->
            val before = m.render()
            val anim = m.play(m.legalMoves().first())
            assertEquals(0L, AnimationTimeline(before, anim, layout(before), 0f).duration)
        }
    }
}
