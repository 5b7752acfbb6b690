// SwiftUI sees the view models through this ObservableObject, which forwards their change
// callbacks. (The view models themselves use no Combine and no Observation, so they build
// and are tested on Linux.)
#if canImport(SwiftUI)
import Combine
import FiresideViewModels
import SwiftUI

@MainActor
public final class Observed<Model: ViewModel>: ObservableObject {
    public let model: Model
    private let signal: ChangeSignal
    nonisolated(unsafe) private var token: Int?

    public init(_ model: Model) {
        self.model = model
        signal = model.changed
        token = signal.observe { [weak self] in
            self?.objectWillChange.send()
        }
    }

    deinit {
        let signal = signal
        if let token {
            Task { @MainActor in signal.cancel(token) }
        }
    }
}
#endif
