// A search of the app core as a cancellable async function, over the blocking export (see
// bindings/src/lib.rs for why it blocks): `Core.runSearch(job:)` runs on a Dispatch queue,
// never on Swift's cooperative pool, and cancelling the task calls `Core.cancelSearch(job:)`,
// which makes the search return within a few hundred nodes.
import Dispatch

extension Core {
    /// Runs the search of `Effect.startSearch(job)` on a background queue; the
    /// `Event.computerMoved` to dispatch on the main actor. A cancelled task gets
    /// `CancellationError` once the search has stopped.
    public func searchAnswer(job: UInt64) async throws -> Event {
        let event: Event = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                DispatchQueue.global(qos: .userInitiated).async {
                    continuation.resume(with: Result { try self.runSearch(job: job) })
                }
            }
        } onCancel: {
            self.cancelSearch(job: job)
        }
        try Task.checkCancellation()
        return event
    }
}
