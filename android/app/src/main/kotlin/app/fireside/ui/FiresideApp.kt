package app.fireside.ui

import android.app.Application
import android.os.Handler
import android.os.Looper
import app.fireside.core.Store
import app.fireside.core.Translator
import app.fireside.home.SettingsModel
import kotlinx.coroutines.CoroutineDispatcher
import java.util.Locale
import java.util.concurrent.Callable
import java.util.concurrent.Executors
import java.util.concurrent.Future
import kotlin.coroutines.CoroutineContext

/** The process-wide store (in the app's files directory) and the language to show. */
class FiresideApp : Application() {
    private lateinit var opening: Future<Store>

    /**
     * The store, opened on a background thread at launch (finding and creating the files
     * directory is disk access StrictMode rightly flags on the main thread); the first
     * screen waits for it.
     */
    val store: Store by lazy { opening.get() }

    override fun onCreate() {
        super.onCreate()
        val pool = Executors.newSingleThreadExecutor()
        opening = pool.submit(Callable { Store.open(filesDir.resolve("fireside").absolutePath) })
        pool.shutdown()
    }

    /** The translator for the language chosen in the settings, or the device's. */
    fun translator(): Translator = SettingsModel(store).translator(Locale.getDefault().toLanguageTag())
}

val android.content.Context.fireside: FiresideApp get() = applicationContext as FiresideApp

/**
 * The UI thread as a coroutine dispatcher, from the framework's Handler alone (the
 * kotlinx-coroutines-android artifact would do the same; one class fewer to depend on).
 */
object MainDispatcher : CoroutineDispatcher() {
    private val handler = Handler(Looper.getMainLooper())
    // Always posted, never run in place: a coroutine launched from a UI callback starts
    // after the callback returns, as on the JVM tests' event loop.
    override fun isDispatchNeeded(context: CoroutineContext) = true
    override fun dispatch(context: CoroutineContext, block: Runnable) {
        handler.post(block)
    }
}
