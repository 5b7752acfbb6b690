package app.fireside.ui

import android.graphics.Bitmap
import android.graphics.Canvas
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.Robolectric
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import java.io.File

@RunWith(RobolectricTestRunner::class)
@Config(sdk = [35])
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class SmokeTest {
    @Test
    fun home() {
        RuntimeEnvironment.setQualifiers("w411dp-h891dp-port-xhdpi")
        val a = Robolectric.buildActivity(HomeActivity::class.java).setup().get()
        val d = a.window.decorView
        println("decor ${d.width}x${d.height} insets=${d.rootWindowInsets}")
        val b = Bitmap.createBitmap(d.width, d.height, Bitmap.Config.ARGB_8888)
        d.draw(Canvas(b))
        val dir = File(System.getProperty("fireside.screenshots")).apply { mkdirs() }
        File(dir, "smoke.png").outputStream().use { b.compress(Bitmap.CompressFormat.PNG, 100, it) }
        assertTrue(d.width > 0)
    }
}
