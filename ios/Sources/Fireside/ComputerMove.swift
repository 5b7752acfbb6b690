// The computer's move as a cancellable async function, over the blocking export of the
// bindings (see bindings/src/lib.rs for why the export blocks): the search runs on a
// Dispatch queue, never on Swift's cooperative pool, and cancelling the task calls
// `ComputerJob.cancel()`, which makes the search return within a few hundred nodes.
import Dispatch

extension ComputerJob {
    /// Searches on a background queue: the move in notation, or nil when there is none.
    /// A cancelled task gets `CancellationError` once the search has stopped.
    public func search(timeScale: Double = 1.0) async throws -> String? {
        let notation: String? = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                DispatchQueue.global(qos: .userInitiated).async {
                    continuation.resume(with: Result { try self.run(timeScale: timeScale) })
                }
            }
        } onCancel: {
            self.cancel()
        }
        try Task.checkCancellation()
        return notation
    }
}

extension Match {
    /// Makes the computer's job, searches, and plays the answer: the move played, or nil
    /// when there was none. Throws `FiresideError.NotComputersTurn` on a human's turn,
    /// `.StaleComputerMove` when the match moved on meanwhile, and `CancellationError`
    /// when the task was cancelled (nothing is played then).
    public func computerMove(timeScale: Double = 1.0) async throws -> MoveAnimation? {
        let job = try computerJob()
        guard let notation = try await job.search(timeScale: timeScale) else { return nil }
        return try applyComputerMove(job: job, notation: notation)
    }
}
