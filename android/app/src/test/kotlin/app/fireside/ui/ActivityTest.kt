package app.fireside.ui

import android.app.Activity
import android.os.Bundle
import org.junit.After
import org.junit.Before
import org.robolectric.Robolectric
import org.robolectric.android.controller.ActivityController

/**
 * What every Robolectric test of the app's activity shares: strict mode and quick computer
 * players before each test, the activity started with its system bars, and every activity
 * it opened closed after it.
 */
abstract class ActivityTest {
    protected val opened = mutableListOf<ActivityController<out Activity>>()

    @Before
    fun strictAndQuick() {
        Robo.strictMode()
        Robo.quickComputers()
    }

    @After
    fun close() {
        // A test of process death has stopped (or a recreation replaced) some already.
        for (c in opened) runCatching { c.pause().stop().destroy() }
        opened.clear()
    }

    /** Starts the app's activity, kept for closing. */
    protected fun openMain(): MainActivity {
        val c = Robolectric.buildActivity(MainActivity::class.java)
        opened += c
        return Robo.start(c)
    }

    /**
     * Starts the app's activity (from [saved], as after process death) with the system
     * bars a phone draws; kept for closing. The controller stays in the test's hands to
     * rotate, save and stop it.
     */
    protected fun launch(saved: Bundle? = null): ActivityController<MainActivity> {
        val c = Robolectric.buildActivity(MainActivity::class.java)
        opened += c
        if (saved == null) c.setup() else c.setup(saved)
        Robo.systemBars(c.get())
        return c
    }
}
