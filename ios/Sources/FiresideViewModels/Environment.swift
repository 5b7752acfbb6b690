// What the view models need from the device, injected so the tests can replace it: the
// device's language, whether it is an iPad, the computer's time scale, the clock, how
// animations wait, and where sounds and haptics go.
import Foundation

/// Sounds the game makes; the app maps them to audio.
public enum SoundEffect: Equatable, Sendable {
    /// A piece put down.
    case move
    /// A piece captured (or shells taken in Sungka).
    case capture
    /// One shell dropped into a hole.
    case drop
    /// The input was refused.
    case refused
    case win
    case lose
    /// A game over without a winner among the players at this device (a draw, or pass and play).
    case gameOver
}

/// Where sounds and haptics go. The app plays them; the tests record them. The view models
/// call it only when the player's settings allow (sound on, vibration on).
@MainActor
public protocol FeedbackSink: AnyObject {
    func play(_ sound: SoundEffect)
    /// A short haptic tap, on a capture.
    func captureHaptic()
}

/// Everything device-specific the view models use.
public struct AppEnvironment: Sendable {
    /// The device's language tag (`fi-FI`, `th`); the settings may override it.
    public var deviceLanguage: String
    /// Table mode is offered on an iPad only.
    public var isPad: Bool
    /// Scales the computer's time budget: 1.0 on devices, small in tests.
    public var timeScale: Double
    /// Scales the hint's search budget.
    public var hintTimeScale: Double
    /// Milliseconds since the Unix epoch, for `SavedMatch.savedAt` and seeds.
    public var now: @Sendable () -> UInt64
    /// Waits between animation frames; tests pass one that returns at once.
    public var sleep: @Sendable (_ seconds: Double) async throws -> Void

    public init(
        deviceLanguage: String,
        isPad: Bool,
        timeScale: Double = 1.0,
        hintTimeScale: Double = 1.0,
        now: @escaping @Sendable () -> UInt64 = {
            UInt64(Date().timeIntervalSince1970 * 1000)
        },
        sleep: @escaping @Sendable (_ seconds: Double) async throws -> Void = { seconds in
            try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
        }
    ) {
        self.deviceLanguage = deviceLanguage
        self.isPad = isPad
        self.timeScale = timeScale
        self.hintTimeScale = hintTimeScale
        self.now = now
        self.sleep = sleep
    }
}
