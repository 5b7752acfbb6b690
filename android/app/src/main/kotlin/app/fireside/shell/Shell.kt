package app.fireside.shell

import app.fireside.core.Core
import app.fireside.core.CoreException
import app.fireside.model.Effect
import app.fireside.model.Event
import app.fireside.model.Haptic
import app.fireside.model.Sound
import app.fireside.model.View
import java.util.concurrent.Executor

/** What the platform does for the core's effects besides drawing (sounds, vibration, the screen reader). */
interface Platform {
    fun sound(sound: Sound) {}
    fun haptic(haptic: Haptic) {}
    fun announce(text: String) {}
}

/**
 * The Android shell of the app core, without Android: it hands events to [core] on the
 * main thread, draws nothing itself but tells [onRender] the new view, and carries out the
 * other effects — a search (`Core.runSearch`) runs on [background] (the computer's move or a hint; it
 * blocks within its budget) and its answer is dispatched back on [main]; a cancelled job is
 * cancelled at once. Every decision (saving, results, whose turn, stale answers) is the
 * core's.
 */
class Shell(
    val core: Core,
    private val main: Executor,
    private val background: Executor,
) {
    /** The view last rendered. */
    var view: View = core.view()
        private set

    /** The screen drawing the view (the activity shown), or null between activities. */
    var onRender: ((View) -> Unit)? = null
    var platform: Platform = object : Platform {}

    private val running = mutableSetOf<ULong>()
    private val reviewing = mutableSetOf<ULong>()

    /** Searches started and not yet answered (for tests that wait for the computer). */
    val searching: Int get() = running.size

    /** Review jobs started and not yet answered. */
    val analysing: Int get() = reviewing.size

    fun dispatch(event: Event) {
        val effects = try {
            core.dispatch(event)
        } catch (e: CoreException) {
            // A caught panic in the core: it keeps the state it had; nothing to carry out.
            return
        }
        carryOut(effects)
    }

    /** Carries out effects the core returned outside `dispatch` (a match started from a setup). */
    fun carryOut(effects: List<Effect>) {
        var render = false
        for (effect in effects) when (effect) {
            is Effect.Render -> render = true
            is Effect.StartSearch -> start(effect.job)
            is Effect.CancelSearch -> if (running.remove(effect.job)) core.cancelSearch(effect.job)
            is Effect.StartReview -> startReview(effect.job)
            // The core gives the job up itself; its answer, when it comes, is dropped.
            is Effect.CancelReview -> if (reviewing.remove(effect.job)) core.cancelSearch(effect.job)
            is Effect.PlaySound -> platform.sound(effect.sound)
            is Effect.Haptic -> platform.haptic(effect.haptic)
            is Effect.Announce -> platform.announce(effect.text)
            is Effect.AwaitSaved -> awaitSaved(effect.ticket)
        }
        if (render) {
            view = core.view()
            onRender?.invoke(view)
        }
    }

    private fun start(id: ULong) {
        // The effect's id is all the search needs: dispatch → runSearch → dispatch.
        running += id
        background.execute {
            val answer = try {
                core.runSearch(id)
            } catch (e: CoreException) {
                Event.ComputerMoved(id, null)
            }
            main.execute {
                // A job cancelled meanwhile is dropped by the core too; its slot is freed here.
                running.remove(id)
                dispatch(answer)
            }
        }
    }

    /** The result panel waits for its result to be on disk: wait off the main thread. */
    private fun awaitSaved(ticket: ULong) {
        background.execute {
            val saved = core.waitSaved(ticket)
            main.execute { dispatch(saved) }
        }
    }

    /** Waits until everything shown is on disk (an orderly stop: `onStop`). */
    fun flush() = core.flush()

    /** A review job (one position analysed) on [background], like a search. */
    private fun startReview(id: ULong) {
        reviewing += id
        background.execute {
            val answer = try {
                core.runReview(id)
            } catch (e: CoreException) {
                // The core asks again or drops it: an answer without a result is stale.
                Event.ReviewAnalysed(id)
            }
            main.execute {
                reviewing.remove(id)
                dispatch(answer)
            }
        }
    }

    /** Stops every search (the process is going away). */
    fun cancelAll() {
        for (id in running) core.cancelSearch(id)
        running.clear()
        // A review runs as a search job: cancelled the same way.
        for (id in reviewing) core.cancelSearch(id)
        reviewing.clear()
    }
}
