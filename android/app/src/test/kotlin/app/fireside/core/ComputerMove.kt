// The computer's move as a cancellable suspend function, over the blocking export of the
// bindings (see bindings/src/lib.rs for why the export blocks): the search runs on a
// background dispatcher, and cancelling the coroutine calls ComputerJob.cancel(), which
// makes the search return within a few hundred nodes. The coroutine resumes only after the
// native search has stopped, so no search outlives its caller.
package app.fireside.core

import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.coroutineScope

/** Searches on [dispatcher]; the move in notation, or null when the position has none. */
suspend fun ComputerJob.await(
    timeScale: Double = 1.0,
    dispatcher: CoroutineDispatcher = Dispatchers.Default,
): String? = coroutineScope {
    val search = async(dispatcher) { run(timeScale) }
    try {
        search.await()
    } catch (e: CancellationException) {
        cancel()
        throw e
    }
}

/**
 * Makes the computer's job, searches, and plays the answer: the move played, or null when
 * there was none. Throws [FiresideException.NotComputersTurn] on a human's turn and
 * [FiresideException.StaleComputerMove] when the match moved on during the search (an undo
 * from another thread); a cancelled coroutine plays nothing.
 */
suspend fun Match.computerMove(
    timeScale: Double = 1.0,
    dispatcher: CoroutineDispatcher = Dispatchers.Default,
): MoveAnimation? = computerJob().use { job ->
    val notation = job.await(timeScale, dispatcher) ?: return null
    applyComputerMove(job, notation)
}
