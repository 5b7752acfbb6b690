package app.fireside.ui

import android.app.Activity
import android.app.Dialog
import android.graphics.Bitmap
import android.graphics.Canvas
import android.graphics.Insets
import android.os.Looper
import android.os.StrictMode
import android.os.SystemClock
import android.view.MotionEvent
import android.view.View
import android.view.ViewGroup
import android.view.WindowInsets
import android.widget.Button
import app.fireside.model.Event
import app.fireside.model.GameView
import app.fireside.model.Screen
import app.fireside.model.View as CoreView
import org.robolectric.Robolectric
import org.robolectric.RuntimeEnvironment
import org.robolectric.Shadows.shadowOf
import org.robolectric.android.controller.ActivityController
import org.robolectric.shadows.ShadowDialog
import java.io.File
import java.time.Duration

/** A screen size as Robolectric qualifiers. */
enum class Size(val id: String, val qualifiers: String) {
    PHONE("phone", "w411dp-h891dp-port"),
    PHONE_LAND("phone-land", "w891dp-h411dp-land"),
    TABLET_LAND("tablet-land", "w1280dp-h800dp-xlarge-land"),
    ;

    /** Density: a phone at 2.625 would make 1079 px wide shots; xhdpi keeps them sharp and smaller. */
    val density get() = if (this == TABLET_LAND) "hdpi" else "xhdpi"
}

/** Light, dark (values-night) or light with the system font at 130 %. */
/** The looks: the system's light or dark theme, a larger font, or the core's high-contrast setting. */
enum class Look(val id: String) { LIGHT("light"), DARK("dark"), FONT_130("font130"), HIGH_CONTRAST("hc") }

/** One configuration a screenshot is taken in. */
data class Variant(val lang: String, val size: Size = Size.PHONE, val look: Look = Look.LIGHT) {
    val tag get() = "$lang-${size.id}-${look.id}"
}

/**
 * Helpers for driving the real app under Robolectric: configuration, activities, real
 * touch events through the window, the main looper, system-bar insets and screenshots of
 * the real drawing code (decor view → Canvas → Bitmap with native Skia → PNG).
 */
object Robo {
    val screenshots = File(System.getProperty("fireside.screenshots") ?: "build/screenshots")

    /** The status bar and navigation bar of a gesture-navigation phone, in dp. */
    const val STATUS_BAR_DP = 24
    const val NAV_BAR_DP = 48

    fun app(): FiresideApp = RuntimeEnvironment.getApplication() as FiresideApp

    /**
     * Disk reads and writes on the main thread kill the test (StrictMode's penaltyDeath).
     * On the JVM only framework code reports to StrictMode, and the Rust store's file
     * access never does (not on a device either); see android/README.md.
     */
    /**
     * The system's animator duration scale (Settings → Accessibility → remove animations
     * sets 0), in the setting and in ValueAnimator, where the system applies it.
     */
    fun motion(scale: Float) {
        android.provider.Settings.Global.putFloat(app().contentResolver, android.provider.Settings.Global.ANIMATOR_DURATION_SCALE, scale)
        android.animation.ValueAnimator::class.java.getMethod("setDurationScale", Float::class.javaPrimitiveType).invoke(null, scale)
    }

    fun strictMode() {
        motion(1f)
        StrictMode.setThreadPolicy(StrictMode.ThreadPolicy.Builder().detectDiskReads().detectDiskWrites().penaltyDeath().build())
    }

    /** Applies [v]: qualifiers (language, size, night, density), font scale, and the app's language setting. */
    /** The high-contrast setting as the last [configure] left it. */
    private var highContrast = false

    fun configure(v: Variant) {
        val parts = listOf(v.lang, v.size.qualifiers) + (if (v.look == Look.DARK) listOf("night") else emptyList()) + v.size.density
        RuntimeEnvironment.setQualifiers(parts.joinToString("-"))
        RuntimeEnvironment.setFontScale(if (v.look == Look.FONT_130) 1.3f else 1f)
        app().shell.dispatch(Event.SetLanguage(v.lang))
        // Only a change is sent: a setting event before every game is not what a player does.
        val hc = v.look == Look.HIGH_CONTRAST
        if (hc != highContrast) {
            app().shell.dispatch(Event.SetHighContrast(hc))
            highContrast = hc
        }
    }

    /** A fresh core with quick computers (a fortieth of a level's budget) on the app's folder. */
    fun quickComputers() {
        app().timeScale = 0.025
        app().newProcess()
    }

    fun view(): CoreView = app().shell.view

    fun gameView(): GameView = (view().screen as? Screen.Game)?.game ?: error("not the game screen: ${view().screen}")

    /**
     * Lets the computer (or a hint) think on its background thread while the main looper
     * stays under the test's control: the looper runs only what falls due, until no search
     * is left and its answer was dispatched.
     */
    fun awaitSearches(timeoutMs: Long = 20_000) {
        val end = System.currentTimeMillis() + timeoutMs
        idle()
        while (app().shell.searching > 0) {
            check(System.currentTimeMillis() < end) { "the search did not answer in $timeoutMs ms" }
            Thread.sleep(5)
            idle()
        }
        idle()
    }

    /** A match from a set position or after moves, shown at once (what `fireside play --setup` does). */
    fun startMatch(setupJson: String, moves: List<String> = emptyList()) {
        val shell = app().shell
        shell.carryOut(shell.core.startMatch(setupJson, moves))
        idle()
    }

    /** The button of the current screen with this text, or said so (an icon: the app bar's Back) (the [n]th of them). */
    fun button(a: Activity, text: String, n: Int = 0): Button =
        all(a.window.decorView, Button::class.java).filter { TextBreaks.plain(it.text) == TextBreaks.plain(text) || (it.text.isEmpty() && it.contentDescription?.toString() == text) }.getOrNull(n)
            ?: error("no button \"$text\" (#$n) among ${all(a.window.decorView, Button::class.java).map { it.text }}")

    /** A tap on a widget, as a finger gives it: through the window at its centre. */
    fun click(a: Activity, v: View) {
        // Scrolled into view first, as a player scrolls to a button below the fold.
        v.requestRectangleOnScreen(android.graphics.Rect(0, 0, v.width, v.height), true)
        idle()
        val loc = IntArray(2)
        v.getLocationInWindow(loc)
        val x = loc[0] + v.width / 2f
        val y = loc[1] + v.height / 2f
        val down = SystemClock.uptimeMillis()
        check(y >= 0 && y < a.window.decorView.height) { "${'$'}v is off the screen at ${'$'}y" }
        touch(a, MotionEvent.ACTION_DOWN, x, y, down)
        advance(120)
        touch(a, MotionEvent.ACTION_UP, x, y, down)
        idle()
    }

    fun idle() = shadowOf(Looper.getMainLooper()).idle()

    /** The result panel waits for the result to be on disk: the writer's acknowledgement comes
     *  back from the shell's background thread, so the main looper is run until it has. */
    fun awaitResult(timeoutMs: Long = 30_000) {
        val end = System.currentTimeMillis() + timeoutMs
        idle()
        while ((view().screen as? Screen.Game)?.game?.result == null && System.currentTimeMillis() < end) {
            Thread.sleep(5)
            idle()
        }
    }

    /** Lets [ms] pass on the main looper's clock, running what falls due (animation frames). */
    fun advance(ms: Long) = shadowOf(Looper.getMainLooper()).idleFor(Duration.ofMillis(ms))

    /**
     * Lets the board's animation play to its end (the result panel waits for it): the clock
     * moves on and the board draws a frame, as the display would (the timeline ends in a draw).
     */
    fun finishAnimation(a: Activity) {
        val board = board(a)
        val canvas = Canvas(Bitmap.createBitmap(board.width.coerceAtLeast(1), board.height.coerceAtLeast(1), Bitmap.Config.ARGB_8888))
        repeat(400) {
            if ((view().screen as? Screen.Game)?.game?.animation == null) return
            board.draw(canvas)
            advance(250)
        }
        error("the animation did not finish")
    }

    fun <A : Activity> start(c: ActivityController<A>): A {
        c.setup()
        val a = c.get()
        systemBars(a)
        return a
    }

    inline fun <reified A : Activity> start(intent: android.content.Intent? = null): A =
        start(if (intent == null) Robolectric.buildActivity(A::class.java) else Robolectric.buildActivity(A::class.java, intent))

    /** Gives the window a phone's status and navigation bars, as Android 15 does edge to edge. */
    fun systemBars(a: Activity, top: Int = STATUS_BAR_DP, bottom: Int = NAV_BAR_DP) {
        val d = a.resources.displayMetrics.density
        val insets = WindowInsets.Builder()
            .setInsets(WindowInsets.Type.statusBars(), Insets.of(0, (top * d).toInt(), 0, 0))
            .setInsets(WindowInsets.Type.navigationBars(), Insets.of(0, 0, 0, (bottom * d).toInt()))
            .build()
        a.window.decorView.dispatchApplyWindowInsets(insets)
        a.window.decorView.requestLayout()
        idle()
    }

    fun <T : View> find(root: View, type: Class<T>): T? {
        if (type.isInstance(root)) return type.cast(root)
        if (root is ViewGroup) for (i in 0 until root.childCount) find(root.getChildAt(i), type)?.let { return it }
        return null
    }

    fun <T : View> all(root: View, type: Class<T>): List<T> {
        val out = mutableListOf<T>()
        fun walk(v: View) {
            if (type.isInstance(v)) out += type.cast(v)
            if (v is ViewGroup) for (i in 0 until v.childCount) walk(v.getChildAt(i))
        }
        walk(root)
        return out
    }

    fun board(a: Activity): BoardView = find(a.window.decorView, BoardView::class.java) ?: error("no board view")

    /** Window coordinates of point [i] of the board. */
    fun pointInWindow(a: Activity, i: Int): Pair<Float, Float> {
        val b = board(a)
        val p = b.pointAt(i)
        val loc = IntArray(2)
        b.getLocationInWindow(loc)
        return (loc[0] + p.x) to (loc[1] + p.y)
    }

    fun touch(a: Activity, action: Int, x: Float, y: Float, down: Long) {
        val e = MotionEvent.obtain(down, SystemClock.uptimeMillis(), action, x, y, 0)
        a.dispatchTouchEvent(e)
        e.recycle()
    }

    /** A finger tap on point [i], through the activity's window like a real one. */
    fun tap(a: Activity, i: Int) {
        val (x, y) = pointInWindow(a, i)
        val down = SystemClock.uptimeMillis()
        touch(a, MotionEvent.ACTION_DOWN, x, y, down)
        advance(60)
        touch(a, MotionEvent.ACTION_UP, x, y, down)
        idle()
        // A frame, as the display would draw one now (animations start on their first frame).
        draw(a)
    }

    /** A finger drag from point [from] to point [to] in [steps] moves. */
    fun drag(a: Activity, from: Int, to: Int, steps: Int = 8) {
        val (x0, y0) = pointInWindow(a, from)
        val (x1, y1) = pointInWindow(a, to)
        val down = SystemClock.uptimeMillis()
        touch(a, MotionEvent.ACTION_DOWN, x0, y0, down)
        for (s in 1..steps) {
            advance(16)
            touch(a, MotionEvent.ACTION_MOVE, x0 + (x1 - x0) * s / steps, y0 + (y1 - y0) * s / steps, down)
        }
        touch(a, MotionEvent.ACTION_UP, x1, y1, down)
        idle()
        draw(a)
    }

    /** The dialog of [a] that is showing, if any. */
    fun dialog(a: Activity): Dialog? = ShadowDialog.getShownDialogs().lastOrNull { it.isShowing && activityOf(it.context) == a }

    private fun activityOf(c: android.content.Context?): Activity? = when (c) {
        is Activity -> c
        is android.content.ContextWrapper -> activityOf(c.baseContext)
        else -> null
    }

    /** What the player sees: the activity's window and, over it, a dialog it shows. */
    fun draw(a: Activity): Bitmap {
        idle()
        val decor = a.window.decorView
        val bmp = Bitmap.createBitmap(decor.width, decor.height, Bitmap.Config.ARGB_8888)
        val c = Canvas(bmp)
        decor.draw(c)
        dialog(a)?.window?.decorView?.let { dv ->
            c.drawColor(0x99000000.toInt())
            c.save()
            c.translate((bmp.width - dv.width) / 2f, (bmp.height - dv.height) / 2f)
            // A turned dialog (table mode) is drawn turned, as the window manager would.
            c.rotate(dv.rotation, dv.width / 2f, dv.height / 2f)
            dv.draw(c)
            c.restore()
        }
        return bmp
    }

    /** Draws [a] and writes it to android/build/screenshots/[name].png. */
    fun shot(a: Activity, name: String): Bitmap {
        val bmp = draw(a)
        screenshots.mkdirs()
        File(screenshots, "$name.png").outputStream().use { bmp.compress(Bitmap.CompressFormat.PNG, 100, it) }
        return bmp
    }
}
