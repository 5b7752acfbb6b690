// The iOS shell over the app core (issue 12): it sends the player's input to `Core` as
// events, keeps the view the core hands back, and carries out the effects — searches on a
// background queue with cancellation, sounds, haptics, screen-reader announcements. It
// holds no rule, no save, result, rating or computer-turn logic: those are the core's.
// The SwiftUI views draw `view` and call `send`; they never call the core themselves.
import Fireside

/// Where the effects that reach the device go: the app plays and says them, tests record.
@MainActor
public protocol EffectSink: AnyObject {
    func play(_ sound: Sound)
    func haptic(_ haptic: Haptic)
    /// Says `text` to VoiceOver.
    func announce(_ text: String)
}

@MainActor
public final class AppShell: ViewModel {
    public let changed = ChangeSignal()
    /// The view to draw: stored, refreshed on `Effect.render` only, so reading it costs no
    /// call into the core (SwiftUI evaluates bodies often).
    public private(set) var view: View
    /// A bug the core reported (a caught panic); the app keeps the last view.
    public private(set) var internalError: String?
    public weak var sink: EffectSink?
    private let core: Core
    /// The searches running, by job id, to cancel when the core says so.
    private var searches: [UInt64: Task<Void, Never>] = [:]

    /// Opens the core (the store in `config.storeDir`) and shows the home screen.
    /// Throws `CoreError.InvalidArgument` or `.Storage` (shown by the app as a start failure).
    public init(config: AppConfig, sink: EffectSink? = nil) throws {
        core = try Core(config: config)
        self.sink = sink
        view = try core.view()
        send(.launch)
    }

    /// The searches still running (for the tests, through `@testable import`).
    var runningSearches: Int { searches.count }

    /// Sends one event and carries out what the core asks for, in order.
    public func send(_ event: Event) {
        let effects: [Effect]
        do {
            effects = try core.dispatch(event: event)
        } catch {
            internalError = "\(error)"
            changed.send()
            return
        }
        for effect in effects {
            carryOut(effect)
        }
    }

    private func carryOut(_ effect: Effect) {
        switch effect {
        case .render:
            do {
                view = try core.view()
            } catch {
                internalError = "\(error)"
            }
            changed.send()
        case .startSearch(let id):
            // nil: a later event already gave the search up.
            guard let job = core.searchJob(job: id) else { return }
            searches[id] = Task { [weak self] in
                guard let answer = try? await job.answer() else { return }
                self?.answered(id, answer)
            }
        case .cancelSearch(let id):
            searches.removeValue(forKey: id)?.cancel()
        case .playSound(let sound):
            sink?.play(sound)
        case .haptic(let haptic):
            sink?.haptic(haptic)
        case .announce(let text):
            sink?.announce(text)
        }
    }

    private func answered(_ id: UInt64, _ answer: Event) {
        guard searches.removeValue(forKey: id) != nil else { return }
        send(answer)
    }

    /// The app goes to the background (the core stops its search) or comes back.
    public func scenePhase(active: Bool) {
        send(active ? .resumed : .paused)
    }
}
