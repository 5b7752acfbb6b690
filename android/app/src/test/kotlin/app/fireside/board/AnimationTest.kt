package app.fireside.board

import app.fireside.board.TestMatches.at
import app.fireside.board.TestMatches.core
import app.fireside.board.TestMatches.game
import app.fireside.board.TestMatches.send
import app.fireside.core.Core
import app.fireside.model.AnimationSpeed
import app.fireside.model.Event
import app.fireside.model.FrameChange
import app.fireside.model.PieceKind
import app.fireside.model.BoardDrawing
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The timelines drawn from the core's frames (moves, leaves, sowing changes, each with its start and duration). */
class AnimationTest {
    private fun layout(m: Core, model: BoardDrawing) = BoardLayout(model, 1080f, 1920f, 2.75f, null, m.game().points.map { it.role }, m.game().points.map { it.hit })

    private fun shells(model: BoardDrawing): List<Int> =
        model.points.indices.map { i -> (model.pieces.first { it.point.toInt() == i }.kind as PieceKind.Shells).count.toInt() }

    @Test
    fun aSungkaSowingReplayedShellByShellEndsWhereTheRulesEnd() {
        core("sungka").use { m ->
            for (move in 0 until 30) {
                val g = m.game()
                if (g.result != null) break
                val before = g.board
                val house = before.highlights.movable[move % before.highlights.movable.size]
                m.send(Event.Tap(house.toUByte()))
                val after = m.game().board
                val anim = m.game().animation!!
                val tl = AnimationTimeline(anim, layout(m, before), 1f)
                assertEquals(anim.totalMillis.toLong(), tl.duration, "the core's times")
                assertTrue(anim.frames.all { it.change is FrameChange.Sow })
                assertEquals(shells(after), tl.frame(tl.duration).shells, "move $move")
                assertEquals(shells(before), tl.frame(0).shells, "the pick has not ended yet")
                // Halfway through the first drop the hand is between the two holes.
                val drop = anim.frames[1]
                val c = drop.change as FrameChange.Sow
                val mid = tl.frame(drop.startMillis.toLong() + drop.durationMillis.toLong() / 2)
                if (c.handFrom != null && c.handTo != null && c.handFrom != c.handTo) {
                    val l = layout(m, before)
                    val a = l.points[c.handFrom!!.toInt()]
                    val b = l.points[c.handTo!!.toInt()]
                    assertTrue(mid.handAt!!.dist(a) > 1f && mid.handAt!!.dist(b) > 1f, "the hand on its way")
                    assertEquals(drop.focus?.toInt(), mid.active)
                }
                // The total number of shells never changes during the animation.
                val total = shells(before).sum()
                for (t in 0..tl.duration step 97) {
                    val f = tl.frame(t)
                    assertEquals(total, f.shells!!.sum() + f.hand, "at $t ms of move $move")
                }
                m.send(Event.AnimationFinished(anim.id))
            }
        }
    }

    @Test
    fun theSpeedSettingAndTheSystemsMotionScaleScaleTheTimeline() {
        fun played(speed: AnimationSpeed) = core("sungka").use { m ->
            m.send(Event.SetAnimationSpeed(speed))
            val before = m.game().board
            m.send(Event.Tap(before.highlights.movable.first().toUByte()))
            m.game().animation!! to layout(m, before)
        }
        val (anim, l) = played(AnimationSpeed.NORMAL)
        val normal = AnimationTimeline(anim, l, 1f).duration
        assertTrue(normal > 0)
        val (slow, _) = played(AnimationSpeed.SLOW)
        assertTrue(AnimationTimeline(slow, l, 1f).duration > normal, "the speed setting is the core's")
        assertEquals(normal / 2, AnimationTimeline(anim, l, 0.5f).duration)
        assertEquals(0L, AnimationTimeline(anim, l, 0f).duration, "animations removed")
    }

    @Test
    fun aSlideGoesFromItsPointToItsTarget() {
        core("fox-geese").use { m ->
            val before = m.game().board
            val l = layout(m, before)
            m.send(Event.Play("d4-d5"))
            val tl = AnimationTimeline(m.game().animation!!, l, 1f)
            val start = tl.frame(0).pieces.first { it.kind is PieceKind.Fox }
            val mid = tl.frame(tl.duration / 2).pieces.first { it.kind is PieceKind.Fox }
            val end = tl.frame(tl.duration).pieces.first { it.kind is PieceKind.Fox }
            assertEquals(l.points[m.at("d4")], start.at)
            assertEquals(l.points[m.at("d5")], end.at)
            assertTrue(mid.at.y < start.at.y && mid.at.y > end.at.y, "halfway between")
            assertEquals(0f, mid.lift, "a slide does not jump")
            assertEquals(13, tl.frame(tl.duration / 2).pieces.count { it.kind is PieceKind.Goose }, "the geese stay put")
        }
    }

    @Test
    fun aJumpChainArcsAndTheJumpedGeeseFade() {
        core("fox-geese", position = TestMatches.FOX_CHAIN, options = TestMatches.FOX_CHAIN_OPTIONS).use { m ->
            val before = m.game().board
            val l = layout(m, before)
            m.send(Event.Play("d2xd4xd6"))
            val anim = m.game().animation!!
            assertEquals(2, anim.frames.count { it.change is FrameChange.Leave })
            val tl = AnimationTimeline(anim, l, 1f)
            assertTrue(tl.frame(tl.duration / 4).pieces.first { it.kind is PieceKind.Fox }.lift > 0.5f, "a jump arcs")
            assertEquals(4, tl.frame(0).pieces.count { it.kind is PieceKind.Goose })
            assertEquals(3, tl.frame(tl.duration * 3 / 4).pieces.count { it.kind is PieceKind.Goose && it.alpha > 0.99f })
            assertEquals(2, tl.frame(tl.duration).pieces.count { it.kind is PieceKind.Goose })
        }
    }

    @Test
    fun aChainEnteredJumpByJumpAnimatesOnlyItsLastJump() {
        core("fox-geese", position = TestMatches.FOX_CHAIN, options = TestMatches.FOX_CHAIN_OPTIONS).use { m ->
            m.send(Event.Tap(m.at("d2").toUByte()))
            m.send(Event.Tap(m.at("d4").toUByte()))
            val before = m.game().board
            val l = layout(m, before)
            m.send(Event.Tap(m.at("d6").toUByte()))
            val tl = AnimationTimeline(m.game().animation!!, l, 1f)
            assertEquals(l.points[m.at("d4")], tl.frame(0).pieces.first { it.kind is PieceKind.Fox }.at)
            assertEquals(l.points[m.at("d6")], tl.frame(tl.duration).pieces.first { it.kind is PieceKind.Fox }.at)
        }
    }
}
