package app.fireside.ui

import android.graphics.Bitmap
import app.fireside.board.Palette
import org.junit.Assert.assertTrue

/** Measurements on drawn bitmaps: plain strips, contrast, text height. */
object Pixels {
    fun rgb(bmp: Bitmap, x: Int, y: Int): Int = bmp.getPixel(x.coerceIn(0, bmp.width - 1), y.coerceIn(0, bmp.height - 1)) or 0xFF000000.toInt()

    /** Rows [top] until [bottom] hold one color only (nothing drawn there but the background). */
    fun assertPlain(bmp: Bitmap, top: Int, bottom: Int, what: String) {
        val first = rgb(bmp, 0, top)
        for (y in top until bottom) for (x in 0 until bmp.width step 2) {
            val c = rgb(bmp, x, y)
            if (c != first) throw AssertionError("$what: pixel (%d, %d) is %08x, the strip's background %08x".format(x, y, c, first))
        }
    }

    /** The highest contrast any pixel of the ring of radius [r] around (cx, cy) has against [against]. */
    fun ringContrast(bmp: Bitmap, cx: Float, cy: Float, r: Float, against: Int): Double {
        var best = 1.0
        for (k in 0 until 72) {
            val a = Math.PI * 2 * k / 72
            val c = rgb(bmp, (cx + r * Math.cos(a)).toInt(), (cy + r * Math.sin(a)).toInt())
            best = maxOf(best, Palette.contrast(c, against))
        }
        return best
    }

    /** The lowest contrast along the ring (every sample must be the mark): a solid ring's worst pixel. */
    fun ringMinContrast(bmp: Bitmap, cx: Float, cy: Float, r: Float, against: Int): Double {
        var worst = 21.0
        for (k in 0 until 72) {
            val a = Math.PI * 2 * k / 72
            val c = rgb(bmp, (cx + r * Math.cos(a)).toInt(), (cy + r * Math.sin(a)).toInt())
            worst = minOf(worst, Palette.contrast(c, against))
        }
        return worst
    }

    /**
     * The heights of the runs of rows that hold ink (pixels far from the background) in the
     * box: one run per line of text, its height about the line's ascent plus descent.
     */
    fun inkRuns(bmp: Bitmap, left: Int, top: Int, right: Int, bottom: Int, background: Int): List<IntRange> {
        val runs = mutableListOf<IntRange>()
        var start = -1
        for (y in top until bottom) {
            var ink = false
            for (x in left until right) if (Palette.contrast(rgb(bmp, x, y), background) > 2.0) { ink = true; break }
            if (ink && start < 0) start = y
            if (!ink && start >= 0) { runs += start until y; start = -1 }
        }
        if (start >= 0) runs += start until bottom
        return runs
    }
}
