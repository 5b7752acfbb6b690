package app.fireside.board

/**
 * The outlines of the animal pieces, in units of the piece's radius around its centre (y
 * down): a fox's head with pointed ears, white cheeks, a narrow snout and its brush of a
 * tail; a hare's long ears; a hound's drooping ears and muzzle; a goose's long neck, beak and wing. The same
 * numbers as the iOS shell's `PieceShapes`. Curves are flattened to polygons once.
 */
object PieceShapes {
    /** A closed outline as x, y pairs in radius units. */
    class Outline(val xy: FloatArray) {
        /** Placed at ([x], [y]) with radius [r], mirrored left to right when [mirror]. */
        fun at(x: Float, y: Float, r: Float, mirror: Boolean = false): FloatArray {
            val out = FloatArray(xy.size)
            val sx = if (mirror) -r else r
            for (i in xy.indices step 2) {
                out[i] = x + xy[i] * sx
                out[i + 1] = y + xy[i + 1] * r
            }
            return out
        }
    }

    class Builder {
        private val pts = ArrayList<Float>()
        private var cx = 0f
        private var cy = 0f
        fun m(x: Float, y: Float) = l(x, y)
        fun l(x: Float, y: Float) {
            pts += x; pts += y; cx = x; cy = y
        }
        /** A quadratic curve through control ([kx], [ky]), in eight straight steps. */
        fun q(kx: Float, ky: Float, x: Float, y: Float) {
            val x0 = cx
            val y0 = cy
            for (k in 1..CURVE_STEPS) {
                val t = k.toFloat() / CURVE_STEPS
                val u = 1 - t
                l(u * u * x0 + 2 * u * t * kx + t * t * x, u * u * y0 + 2 * u * t * ky + t * t * y)
            }
        }
        fun build() = Outline(pts.toFloatArray())
    }

    private fun outline(draw: Builder.() -> Unit) = Builder().apply(draw).build()
    private const val CURVE_STEPS = 8

    val foxTail = outline { m(0.4f, 0.72f); q(1.5f, 0.95f, 1.22f, -0.15f); q(1.02f, 0.42f, 0.62f, 0.36f) }
    val foxTip = outline { m(1.33f, 0.22f); q(1.4f, 0.02f, 1.22f, -0.15f); q(1.08f, 0.06f, 1.16f, 0.28f) }
    val foxHead = outline { m(0f, 0.92f); q(-0.45f, 0.62f, -0.98f, 0.12f); l(-0.8f, -0.22f); l(-0.9f, -1.05f); l(-0.3f, -0.62f); q(0f, -0.74f, 0.3f, -0.62f); l(0.9f, -1.05f); l(0.8f, -0.22f); l(0.98f, 0.12f); q(0.45f, 0.62f, 0f, 0.92f) }
    val foxCheeks = outline { m(0f, 0.92f); q(-0.42f, 0.62f, -0.9f, 0.16f); q(-0.42f, 0.02f, 0f, 0.3f); q(0.42f, 0.02f, 0.9f, 0.16f); q(0.42f, 0.62f, 0f, 0.92f) }
    val foxEar = outline { m(-0.8f, -0.84f); l(-0.44f, -0.6f); l(-0.74f, -0.38f) }
    val hareEar = outline { m(-0.42f, -0.55f); q(-0.75f, -1.55f, -0.4f, -1.62f); q(-0.12f, -1.5f, -0.12f, -0.65f) }
    val hareEarIn = outline { m(-0.36f, -0.7f); q(-0.58f, -1.4f, -0.38f, -1.46f); q(-0.22f, -1.38f, -0.22f, -0.72f) }
    val houndEar = outline { m(-0.55f, -0.7f); q(-1.15f, -0.55f, -1.05f, 0.35f); q(-0.8f, 0.55f, -0.62f, 0.05f) }
    val houndMuzzle = outline { m(-0.42f, 0.1f); q(-0.45f, 0.8f, 0f, 0.86f); q(0.45f, 0.8f, 0.42f, 0.1f); q(0f, -0.05f, -0.42f, 0.1f) }
    /** A goose seen from the side, facing left: head, long neck, back, upturned tail, belly, breast. */
    val gooseBody = outline {
        m(-0.38f, -0.98f); q(-0.12f, -0.98f, -0.12f, -0.72f); q(-0.14f, -0.35f, 0f, -0.06f)
        q(0.55f, 0f, 1f, -0.26f); q(0.96f, 0.2f, 0.76f, 0.42f); q(0.45f, 0.9f, -0.2f, 0.82f)
        q(-0.82f, 0.76f, -0.72f, 0.3f); q(-0.62f, 0.04f, -0.5f, -0.2f); q(-0.64f, -0.5f, -0.62f, -0.74f)
        q(-0.66f, -0.98f, -0.38f, -0.98f)
    }
    val gooseBeak = outline { m(-0.6f, -0.88f); q(-0.86f, -0.88f, -1.02f, -0.74f); q(-0.84f, -0.64f, -0.6f, -0.68f) }
    /** The wing's line along the body, a thin crescent. */
    val gooseWing = outline { m(-0.34f, 0.34f); q(0.24f, 0.02f, 0.82f, 0.16f); q(0.26f, 0.24f, -0.34f, 0.34f) }

    /** A cowrie shell: an oval [len] long and [wide] across, its long axis at [angle] radians. */
    fun cowrie(x: Float, y: Float, len: Float, wide: Float, angle: Double): FloatArray {
        val out = FloatArray(24)
        val c = kotlin.math.cos(angle).toFloat()
        val s = kotlin.math.sin(angle).toFloat()
        for (k in 0 until 12) {
            val t = 2 * Math.PI * k / 12
            val u = (kotlin.math.cos(t) * len / 2).toFloat()
            val v = (kotlin.math.sin(t) * wide / 2).toFloat()
            out[2 * k] = x + u * c - v * s
            out[2 * k + 1] = y + u * s + v * c
        }
        return out
    }
}
