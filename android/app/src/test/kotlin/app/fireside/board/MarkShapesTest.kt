package app.fireside.board

import android.content.res.Configuration
import android.graphics.Bitmap
import android.graphics.Canvas
import app.fireside.model.PieceKind
import app.fireside.ui.CanvasPainter
import app.fireside.ui.themePalette
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * Marks without colour (issue #25): each mark drawn alone on an empty point by the real
 * [MarkShapes] through the real Canvas painter, then seen in greyscale (WCAG relative
 * luminance per pixel). Each must differ from the empty point and from every other mark by
 * its shape, and its solid part must have at least 3:1 against the surface under it in the
 * light, dark and high-contrast themes. The measured ratios are printed.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class MarkShapesTest {
    private val size = 160
    private val r = 40f
    private val d = 2f
    private val c = size / 2f

    /** One surface marks stand on: its colour, the marks drawn there, and what an empty point looks like. */
    private class Surface(val name: String, val color: Int, val marks: Marks, val kinds: List<Mark>, val empty: (Painter) -> Unit = {})

    private fun surfaces(pal: Palette): List<Surface> = listOf(
        Surface("lines board", pal.BOARD, pal.onLight, Mark.values().toList()) { it.fillCircle(c, c, r * 0.13f, pal.POINT) },
        Surface("Dama dark square", pal.SQUARE_DARK, pal.onDark, Mark.values().toList()),
        // Sungka marks houses only with these three; they lie on the wood around the house.
        Surface("Sungka wood", pal.MANCALA_WOOD, pal.onDark, listOf(Mark.LAST_MOVE, Mark.MOVABLE, Mark.HINT)) { it.fillCircle(c, c, r, pal.HOUSE) },
    )

    private fun render(bg: Int, draw: (Painter) -> Unit): Bitmap {
        val bmp = Bitmap.createBitmap(size, size, Bitmap.Config.ARGB_8888)
        val canvas = Canvas(bmp)
        val p = CanvasPainter().also { it.canvas = canvas }
        p.fillRect(0f, 0f, size.toFloat(), size.toFloat(), bg)
        draw(p)
        return bmp
    }

    /** The WCAG relative luminance of each pixel: the picture in greyscale. */
    private fun grey(bmp: Bitmap): DoubleArray = DoubleArray(size * size) { i -> luminance(bmp.getPixel(i % size, i / size)) }

    /** From the contrast against black, (L + 0.05) / 0.05: the one luminance formula the app has. */
    private fun luminance(color: Int): Double = (Palette.contrast(color or 0xFF000000.toInt(), 0xFF000000.toInt()) * 0.05) - 0.05

    /** The pixels whose grey differs from the empty point's. */
    private fun mask(g: DoubleArray, empty: DoubleArray): BooleanArray = BooleanArray(g.size) { Math.abs(g[it] - empty[it]) > 0.03 }

    /** The best contrast against [against] among the colours that fill at least 20 of the mark's pixels (its solid part). */
    private fun solidContrast(bmp: Bitmap, m: BooleanArray, against: Int): Double {
        val counts = HashMap<Int, Int>()
        for (i in m.indices) if (m[i]) counts.merge(bmp.getPixel(i % size, i / size) or 0xFF000000.toInt(), 1, Int::plus)
        return counts.filter { it.value >= 20 }.keys.maxOfOrNull { Palette.contrast(it, against) } ?: 1.0
    }

    private fun themes(): List<Pair<String, Palette>> {
        val app = RuntimeEnvironment.getApplication()
        val night = Configuration(app.resources.configuration).apply {
            uiMode = Configuration.UI_MODE_NIGHT_YES or (uiMode and Configuration.UI_MODE_NIGHT_MASK.inv())
        }
        val light = themePalette(app)
        val dark = themePalette(app.createConfigurationContext(night))
        assertNotEquals("the dark theme's board is its own", light.BOARD, dark.BOARD)
        return listOf("light" to light, "dark" to dark, "high contrast" to light.highContrast())
    }

    @Test
    fun eachMarkHasItsOwnShapeAndAtLeast3To1InEveryTheme() {
        val report = StringBuilder("mark contrast against its surface (solid part of the drawn mark : 1)\n")
        for ((theme, pal) in themes()) for (s in surfaces(pal)) {
            val emptyBmp = render(s.color, s.empty)
            val empty = grey(emptyBmp)
            val masks = s.kinds.associateWith { k ->
                val bmp = render(s.color) { p -> s.empty(p); MarkShapes.draw(p, k, c, c, r, d, s.marks.of(k), s.marks.halo) }
                val m = mask(grey(bmp), empty)
                val ratio = solidContrast(bmp, m, s.color)
                report.append("%-14s %-17s %-10s %5.2f  (its colour %5.2f)\n".format(theme, s.name, k, ratio, Palette.contrast(s.marks.of(k), s.color)))
                assertTrue("$theme, ${s.name}, $k: $ratio:1", ratio >= 3.0)
                assertTrue("$theme, ${s.name}, $k's colour", Palette.contrast(s.marks.of(k), s.color) >= 3.0)
                m
            }
            for ((k, m) in masks) assertTrue("$theme, ${s.name}: $k differs from the empty point", m.count { it } > 100)
            // In greyscale, two marks differ in at least a fifth of the pixels either covers.
            for ((a, ma) in masks) for ((b, mb) in masks) if (a < b) {
                val union = ma.indices.count { ma[it] || mb[it] }
                val differ = ma.indices.count { ma[it] != mb[it] }
                assertTrue("$theme, ${s.name}: $a and $b differ in shape ($differ of $union pixels)", differ >= union / 5)
            }
        }
        println(report)
    }

    @Test
    fun damasMarksHoldOnTheLightSquaresAndOnAWhiteMan() {
        val report = StringBuilder("Dama marks off the dark square (solid part : 1)\n")
        for ((theme, pal) in themes()) {
            // A selection ring on a white man standing on its dark square: the white man is what it must stand out from.
            val man: (Painter) -> Unit = { p ->
                BoardRenderer(p, pal).piece(PieceKind.WhiteMan, c, c, r, 1f, d)
            }
            for (k in listOf(Mark.SELECTED, Mark.CAPTURABLE)) {
                val empty = grey(render(pal.SQUARE_DARK, man))
                val bmp = render(pal.SQUARE_DARK) { p -> man(p); MarkShapes.draw(p, k, c, c, r, d, pal.onDark.of(k), pal.onDark.halo) }
                val ratio = solidContrast(bmp, mask(grey(bmp), empty), pal.WHITE_MAN)
                report.append("%-14s %-10s against a white man   %5.2f\n".format(theme, k, ratio))
                assertTrue("$theme: $k against a white man: $ratio:1", ratio >= 3.0)
            }
            // The capture marks where they reach a light square (issue #27): the halo carries them.
            for (k in listOf(Mark.CAPTURABLE, Mark.SELECTED, Mark.HINT)) {
                val empty = grey(render(pal.SQUARE_LIGHT) {})
                val bmp = render(pal.SQUARE_LIGHT) { p -> MarkShapes.draw(p, k, c, c, r, d, pal.onDark.of(k), pal.onDark.halo) }
                val ratio = solidContrast(bmp, mask(grey(bmp), empty), pal.SQUARE_LIGHT)
                report.append("%-14s %-10s on a light square     %5.2f\n".format(theme, k, ratio))
                assertTrue("$theme: $k on a light square: $ratio:1", ratio >= 3.0)
            }
        }
        println(report)
    }
}
