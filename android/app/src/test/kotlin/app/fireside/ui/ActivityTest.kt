package app.fireside.ui

import android.app.Activity
import org.junit.After
import org.junit.Before
import org.robolectric.Robolectric
import org.robolectric.android.controller.ActivityController

/**
 * What every Robolectric test of the app's activity shares: strict mode and quick computer
 * players before each test, and every activity it opened closed after it.
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
        for (c in opened) c.pause().stop().destroy()
        opened.clear()
    }

    /** Starts the app's activity, kept for closing. */
    protected fun openMain(): MainActivity {
        val c = Robolectric.buildActivity(MainActivity::class.java)
        opened += c
        return Robo.start(c)
    }
}
