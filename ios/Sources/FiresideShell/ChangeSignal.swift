// The view models' own change notification: a list of callbacks. No Combine and no
// Observation, so the view models build and are tested on Linux (where linking Observation
// into a test binary hits a Swift 6.0 linker bug); on Apple platforms the SwiftUI layer
// wraps a view model in an ObservableObject that forwards these callbacks.

/// Calls its observers after every change of a view model's state.
@MainActor
public final class ChangeSignal {
    private var observers: [Int: () -> Void] = [:]
    private var nextId = 0
    /// How many changes were sent: lets tests and views see that something changed.
    public private(set) var generation = 0

    public init() {}

    /// Calls `observer` after every change until `cancel(_:)` is called with the result.
    @discardableResult
    public func observe(_ observer: @escaping () -> Void) -> Int {
        nextId += 1
        observers[nextId] = observer
        return nextId
    }

    public func cancel(_ id: Int) {
        observers[id] = nil
    }

    /// Tells every observer that the state changed.
    public func send() {
        generation += 1
        for id in observers.keys.sorted() {
            observers[id]?()
        }
    }
}

/// A view model: state the views read and actions they call; `changed` fires after changes.
@MainActor
public protocol ViewModel: AnyObject {
    var changed: ChangeSignal { get }
}
