package app.fireside.ui

import android.app.Application
import android.os.Handler
import android.os.Looper
import app.fireside.core.Core
import app.fireside.model.AppConfig
import app.fireside.model.Event
import app.fireside.shell.Shell
import java.util.Locale
import java.util.concurrent.Callable
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors
import java.util.concurrent.Future

/**
 * The process: one app core for every activity (so a rotation, which recreates the
 * activity, keeps the game, the form and the search going), over the store in the app's
 * files directory. A new process opens a fresh core on the same folder, which continues
 * from what it saved after every move.
 */
class FiresideApp : Application() {
    private lateinit var opening: Future<Core>
    private val searches: ExecutorService = Executors.newCachedThreadPool { r ->
        Thread(r, "fireside-search").apply { isDaemon = true; priority = Thread.NORM_PRIORITY - 1 }
    }
    private var current: Shell? = null

    /** True until the first screen of this process is shown (it may restore a saved one). */
    internal var freshProcess = true

    /** Scales the computer's thinking time (1 on devices; tests make it quicker). */
    internal var timeScale = 1.0

    override fun onCreate() {
        super.onCreate()
        open()
    }

    /**
     * Opens the core on a background thread (finding and creating the files directory is
     * disk access StrictMode rightly flags on the main thread); the first screen waits.
     */
    private fun open() {
        val lang = Locale.getDefault().toLanguageTag()
        val scale = timeScale
        // The screen's size: the core offers table mode on a large one (the same rule on iOS).
        val screenDp = resources.configuration.smallestScreenWidthDp.coerceAtLeast(1).toUInt()
        val pool = Executors.newSingleThreadExecutor()
        opening = pool.submit(Callable { Core(AppConfig(filesDir.resolve("fireside").absolutePath, lang, null, scale, null, screenDp)) })
        pool.shutdown()
    }

    /** The shell over the core; on first use it shows the home screen (`Launch`). */
    val shell: Shell
        get() = current ?: run {
            val main = Handler(Looper.getMainLooper())
            Shell(opening.get(), { main.post(it) }, searches).also {
                current = it
                it.dispatch(Event.Launch)
            }
        }

    /**
     * What the system does when it ends the process and starts it again: the old core is
     * dropped (after what it wrote is on disk, as a killed process leaves it) and a new one
     * opens on the same folder. For tests.
     */
    internal fun newProcess() {
        current?.let { it.cancelAll(); it.onRender = null; it.core.flush(); it.core.destroy() }
        current = null
        freshProcess = true
        open()
    }
}

val android.content.Context.fireside: FiresideApp get() = applicationContext as FiresideApp
