// SwiftUI sees the shell through this ObservableObject, which forwards its change
// callbacks. (The shell itself uses no Combine and no Observation, so it builds
// and is tested on Linux.)
#if canImport(SwiftUI)
import Combine
import FiresideShell
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
