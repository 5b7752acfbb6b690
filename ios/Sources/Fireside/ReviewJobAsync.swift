// A review job of the app core (one position analysed) as a cancellable async function,
// over the blocking export, the same way as `SearchJob.answer()`: `ReviewJob.run()` runs on
// a Dispatch queue, and cancelling the task calls `ReviewJob.cancel()`.
import Dispatch

extension ReviewJob {
    /// Analyses on a background queue; the `Event.reviewAnalysed` to dispatch on the main
    /// actor. A cancelled task gets `CancellationError` once the analysis has stopped.
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
