// A search or a review analysis of the app core as a cancellable async function, over the
// blocking export (see bindings/src/lib.rs for why it blocks): `Core.runSearch(job:)` and
// `Core.runReview(job:)` run on a Dispatch queue, never on Swift's cooperative pool, and
// cancelling the task calls `Core.cancelSearch(job:)`, which makes either return within a
// few hundred nodes.
import Dispatch

extension Core {
    /// Runs the search of `Effect.startSearch(job)` on a background queue; the
    /// `Event.computerMoved` to dispatch on the main actor. A cancelled task gets
    /// `CancellationError` once the search has stopped.
    public func searchAnswer(job: UInt64) async throws -> Event {
        try await offMain(job: job) { try self.runSearch(job: job) }
    }

    /// Runs the analysis of `Effect.startReview(job)` on a background queue; the
    /// `Event.reviewAnalysed` to dispatch on the main actor.
    public func reviewAnswer(job: UInt64) async throws -> Event {
        try await offMain(job: job) { try self.runReview(job: job) }
    }

    private func offMain(job: UInt64, _ run: @escaping @Sendable () throws -> Event) async throws -> Event {
        let event: Event = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                DispatchQueue.global(qos: .userInitiated).async {
                    continuation.resume(with: Result { try run() })
                }
            }
        } onCancel: {
            self.cancelSearch(job: job)
        }
        try Task.checkCancellation()
        return event
    }
}
