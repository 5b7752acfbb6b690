// A search of the app core as a cancellable async function, over the blocking export (see
// bindings/src/lib.rs for why it blocks): `SearchJob.run()` runs on a Dispatch queue, never
// on Swift's cooperative pool, and cancelling the task calls `SearchJob.cancel()`, which
// makes the search return within a few hundred nodes.
import Dispatch

extension SearchJob {
    /// Searches on a background queue; the `Event.computerMoved` to dispatch on the main
    /// actor. A cancelled task gets `CancellationError` once the search has stopped.
    public func answer() async throws -> Event {
        let event: Event = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                DispatchQueue.global(qos: .userInitiated).async {
                    continuation.resume(with: Result { try self.run() })
                }
            }
        } onCancel: {
            self.cancel()
        }
        try Task.checkCancellation()
        return event
    }
}
