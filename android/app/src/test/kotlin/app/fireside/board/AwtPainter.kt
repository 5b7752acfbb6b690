package app.fireside.board

import java.awt.BasicStroke
import java.awt.Color
import java.awt.Font
import java.awt.Graphics2D
import java.awt.RenderingHints
import java.awt.geom.AffineTransform
import java.awt.geom.Ellipse2D
import java.awt.geom.Line2D
import java.awt.geom.Rectangle2D
import java.awt.geom.RoundRectangle2D
import java.awt.image.BufferedImage
import java.io.File
import javax.imageio.ImageIO

/** The board's [Painter] on java.awt.Graphics2D: the tests render boards to PNG files. */
class AwtPainter(val image: BufferedImage) : Painter {
    private val g: Graphics2D = image.createGraphics().apply {
        setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON)
        setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON)
        setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE)
    }
    private val stack = ArrayDeque<AffineTransform>()

    private fun color(c: Int) = Color(c, true)
    private fun stroke(w: Float, dashed: Boolean = false) =
        if (dashed) BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, floatArrayOf(18f, 12f), 0f)
        else BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND)

    override fun fillRect(left: Float, top: Float, right: Float, bottom: Float, color: Int) {
        g.color = color(color)
        g.fill(Rectangle2D.Float(left, top, right - left, bottom - top))
    }

    override fun fillRoundRect(left: Float, top: Float, right: Float, bottom: Float, radius: Float, color: Int) {
        g.color = color(color)
        g.fill(RoundRectangle2D.Float(left, top, right - left, bottom - top, radius * 2, radius * 2))
    }

    override fun strokeRoundRect(left: Float, top: Float, right: Float, bottom: Float, radius: Float, color: Int, width: Float) {
        g.color = color(color)
        g.stroke = stroke(width)
        g.draw(RoundRectangle2D.Float(left, top, right - left, bottom - top, radius * 2, radius * 2))
    }

    override fun fillOval(left: Float, top: Float, right: Float, bottom: Float, color: Int) {
        g.color = color(color)
        g.fill(Ellipse2D.Float(left, top, right - left, bottom - top))
    }

    override fun strokeOval(left: Float, top: Float, right: Float, bottom: Float, color: Int, width: Float) {
        g.color = color(color)
        g.stroke = stroke(width)
        g.draw(Ellipse2D.Float(left, top, right - left, bottom - top))
    }

    override fun line(x1: Float, y1: Float, x2: Float, y2: Float, color: Int, width: Float, dashed: Boolean) {
        g.color = color(color)
        g.stroke = stroke(width, dashed)
        g.draw(Line2D.Float(x1, y1, x2, y2))
    }

    private fun font(size: Float, bold: Boolean) = Font(Font.SANS_SERIF, if (bold) Font.BOLD else Font.PLAIN, 1).deriveFont(size)

    override fun text(text: String, x: Float, y: Float, size: Float, color: Int, align: TextAlign, bold: Boolean) {
        g.color = color(color)
        g.font = font(size, bold)
        val w = textWidth(text, size, bold)
        val left = when (align) {
            TextAlign.LEFT -> x
            TextAlign.CENTER -> x - w / 2
            TextAlign.RIGHT -> x - w
        }
        g.drawString(text, left, y + size * 0.35f)
    }

    override fun textWidth(text: String, size: Float, bold: Boolean): Float =
        g.getFontMetrics(font(size, bold)).stringWidth(text).toFloat()

    override fun save() {
        stack.addLast(g.transform)
    }

    override fun restore() {
        g.transform = stack.removeLast()
    }

    override fun rotate(degrees: Float, pivotX: Float, pivotY: Float) {
        g.rotate(Math.toRadians(degrees.toDouble()), pivotX.toDouble(), pivotY.toDouble())
    }

    fun writePng(file: File) {
        file.parentFile.mkdirs()
        ImageIO.write(image, "png", file)
    }

    companion object {
        fun blank(width: Int, height: Int) = AwtPainter(BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB))
    }
}
