package app.fireside.ui

import android.graphics.Canvas
import android.graphics.DashPathEffect
import android.graphics.Paint
import android.graphics.RectF
import android.graphics.Typeface
import app.fireside.board.Painter
import app.fireside.board.TextAlign

/** The board's [Painter] on an android.graphics.Canvas. */
class CanvasPainter : Painter {
    var canvas: Canvas? = null
    private val fill = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.FILL }
    private val stroke = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.STROKE; strokeCap = Paint.Cap.ROUND }
    private val text = Paint(Paint.ANTI_ALIAS_FLAG)
    private val rect = RectF()
    private val dash = DashPathEffect(floatArrayOf(18f, 12f), 0f)

    private fun c() = canvas!!

    override fun fillRect(left: Float, top: Float, right: Float, bottom: Float, color: Int) {
        fill.color = color
        c().drawRect(left, top, right, bottom, fill)
    }

    override fun fillRoundRect(left: Float, top: Float, right: Float, bottom: Float, radius: Float, color: Int) {
        fill.color = color
        rect.set(left, top, right, bottom)
        c().drawRoundRect(rect, radius, radius, fill)
    }

    override fun strokeRoundRect(left: Float, top: Float, right: Float, bottom: Float, radius: Float, color: Int, width: Float) {
        stroke.color = color
        stroke.strokeWidth = width
        stroke.pathEffect = null
        rect.set(left, top, right, bottom)
        c().drawRoundRect(rect, radius, radius, stroke)
    }

    override fun fillOval(left: Float, top: Float, right: Float, bottom: Float, color: Int) {
        fill.color = color
        rect.set(left, top, right, bottom)
        c().drawOval(rect, fill)
    }

    override fun strokeOval(left: Float, top: Float, right: Float, bottom: Float, color: Int, width: Float) {
        stroke.color = color
        stroke.strokeWidth = width
        stroke.pathEffect = null
        rect.set(left, top, right, bottom)
        c().drawOval(rect, stroke)
    }

    override fun line(x1: Float, y1: Float, x2: Float, y2: Float, color: Int, width: Float, dashed: Boolean) {
        stroke.color = color
        stroke.strokeWidth = width
        stroke.pathEffect = if (dashed) dash else null
        c().drawLine(x1, y1, x2, y2, stroke)
    }

    private val path = android.graphics.Path()

    private fun trace(xy: FloatArray): android.graphics.Path {
        path.reset()
        if (xy.size < 4) return path
        path.moveTo(xy[0], xy[1])
        for (i in 2 until xy.size step 2) path.lineTo(xy[i], xy[i + 1])
        path.close()
        return path
    }

    override fun fillPath(xy: FloatArray, color: Int) {
        fill.color = color
        c().drawPath(trace(xy), fill)
    }

    override fun strokePath(xy: FloatArray, color: Int, width: Float) {
        stroke.color = color
        stroke.strokeWidth = width
        stroke.pathEffect = null
        stroke.strokeJoin = Paint.Join.ROUND
        c().drawPath(trace(xy), stroke)
    }

    override fun text(text: String, x: Float, y: Float, size: Float, color: Int, align: TextAlign, bold: Boolean) {
        this.text.color = color
        this.text.textSize = size
        this.text.typeface = if (bold) Typeface.DEFAULT_BOLD else Typeface.DEFAULT
        this.text.textAlign = when (align) {
            TextAlign.LEFT -> Paint.Align.LEFT
            TextAlign.CENTER -> Paint.Align.CENTER
            TextAlign.RIGHT -> Paint.Align.RIGHT
        }
        c().drawText(text, x, y + size * 0.35f, this.text)
    }

    override fun textWidth(text: String, size: Float, bold: Boolean): Float {
        this.text.textSize = size
        this.text.typeface = if (bold) Typeface.DEFAULT_BOLD else Typeface.DEFAULT
        return this.text.measureText(text)
    }

    override fun save() {
        c().save()
    }

    override fun restore() {
        c().restore()
    }

    override fun rotate(degrees: Float, pivotX: Float, pivotY: Float) {
        c().rotate(degrees, pivotX, pivotY)
    }
}
