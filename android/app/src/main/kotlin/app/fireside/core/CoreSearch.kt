// A search of the app core as a cancellable suspend function, over the blocking export
// (see bindings/src/lib.rs for why it blocks): `Core.runSearch(job)` runs on a background
// dispatcher, and cancelling the coroutine calls `Core.cancelSearch(job)`, which makes the
// search return within a few hundred nodes. The coroutine resumes only once the native
// search has stopped, so no search outlives its caller.
package app.fireside.core

import app.fireside.model.Event
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.coroutineScope

/** Runs the search of `Effect.StartSearch(job)` on [dispatcher]; the `Event.ComputerMoved` to dispatch on the main thread. */
suspend fun Core.awaitSearch(job: ULong, dispatcher: CoroutineDispatcher = Dispatchers.Default): Event =
    coroutineScope {
        val search = async(dispatcher) { runSearch(job) }
        try {
            search.await()
        } catch (e: CancellationException) {
            cancelSearch(job)
            throw e
        }
    }
