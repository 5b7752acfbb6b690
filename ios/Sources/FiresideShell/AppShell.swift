// The iOS shell over the app core (issue 12): it sends the player's input to `Core` as
// events, keeps the view the core hands back, and carries out the effects — searches on a
// background queue with cancellation, sounds, haptics, screen-reader announcements — and
// plays the core's animation frames, telling the core when they are done. It holds no
// rule, no save, result, rating or computer-turn logic: those are the core's.
// The SwiftUI views draw `view` and `scene` and call `send`; they never call the core.
import Dispatch
import Fireside

/// Where the effects that reach the device go: the app plays and says them, tests record.
/// (The core already leaves out sounds and haptics the settings turned off.)
@MainActor
public protocol EffectSink: AnyObject {
    func play(_ sound: Sound)
    func haptic(_ haptic: Haptic)
    /// Says `text` to VoiceOver.
    func announce(_ text: String)
}

/// Waits between animation frames; the tests pass one that returns at once.
public typealias Sleeper = @Sendable (_ seconds: Double) async throws -> Void

@MainActor
public final class AppShell: ViewModel {
    public let changed = ChangeSignal()
    /// The view to draw: stored, refreshed on `Effect.render` only, so reading it costs no
    /// call into the core (SwiftUI evaluates bodies often).
    public private(set) var view: View
    /// The game screen's pieces with the core's ids, and the animation frame playing.
    public private(set) var scene = BoardScene()
    /// The pieces of the board panel shown (a puzzle's, a lesson's, the review's), with the
    /// core's ids; a panel has no animation.
    public private(set) var panelScene = BoardScene()
    /// A bug the core reported (a caught panic); the app keeps the last view.
    public private(set) var internalError: String?
    public weak var sink: EffectSink?
    private let core: Core
    private let sleep: Sleeper
    /// The searches running, by job id, to cancel when the core says so.
    private var searches: [UInt64: Task<Void, Never>] = [:]
    /// The review jobs running (one position analysed each), by job id.
    private var reviews: [UInt64: Task<Void, Never>] = [:]
    /// The animation playing, by the core's animation id.
    private var playing: (id: UInt64, task: Task<Void, Never>)?

    /// Opens the core (the store in `config.storeDir`) and shows the home screen.
    /// Throws `CoreError.InvalidArgument` or `.Storage` (shown by the app as a start failure).
    public init(
        config: AppConfig, sink: EffectSink? = nil,
        sleep: @escaping Sleeper = { try await Task.sleep(nanoseconds: UInt64(max(0, $0) * 1_000_000_000)) }
    ) throws {
        core = try Core(config: config)
        self.sink = sink
        self.sleep = sleep
        view = try core.view()
        send(.launch)
    }

    /// The searches still running (for the tests, through `@testable import`).
    var runningSearches: Int { searches.count }

    /// The review jobs still running (for the tests).
    var runningReviews: Int { reviews.count }

    /// The game screen shown, if it is the game.
    public var game: GameView? {
        if case .game(let game) = view.screen { return game }
        return nil
    }

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

    /// A hardware key on the game screen (nothing for a key that means nothing there).
    public func press(_ key: HardwareKey) {
        if let event = KeyAction.event(of: key) { send(event) }
    }

    /// The core's snapshot of the screens open (opaque), for the scene storage to keep
    /// when the system may end the app; `restore` opens them again on a fresh core. The
    /// same text Android keeps in its saved instance state.
    public func snapshot() -> String? {
        try? core.snapshot()
    }

    /// Opens the screens of a `snapshot()` again (nothing for an empty or unreadable one).
    public func restore(_ snapshot: String) {
        guard !snapshot.isEmpty else { return }
        send(.restore(snapshot: snapshot))
    }

    /// The app goes to the background (the core stops its search) or comes back.
    public func scenePhase(active: Bool) {
        send(active ? .resumed : .paused)
        // Everything shown is on disk before the system may end the app.
        if !active { core.flush() }
    }

    private func carryOut(_ effect: Effect) {
        switch effect {
        case .render:
            do {
                view = try core.view()
            } catch {
                internalError = "\(error)"
            }
            showBoard()
            if let shown = view.screen.panel { panelScene.show(panel: shown.panel) }
            changed.send()
        case .startSearch(let id):
            // The effect's id is all the search needs: dispatch → runSearch → dispatch.
            let core = self.core
            searches[id] = Task { [weak self] in
                guard let answer = try? await core.searchAnswer(job: id) else { return }
                self?.answered(id, answer)
            }
        case .cancelSearch(let id):
            searches.removeValue(forKey: id)?.cancel()
        case .startReview(let id):
            // A job the app gave up meanwhile answers at once; the core drops that answer.
            let core = self.core
            reviews[id] = Task { [weak self] in
                guard let answer = try? await core.reviewAnswer(job: id) else { return }
                self?.analysed(id, answer)
            }
        case .cancelReview(let id):
            reviews.removeValue(forKey: id)?.cancel()
        case .playSound(let sound):
            sink?.play(sound)
        case .haptic(let haptic):
            sink?.haptic(haptic)
        case .announce(let text):
            sink?.announce(text)
        case .awaitSaved(let ticket):
            // The result panel waits for its result to be on disk: wait off the main thread.
            let core = self.core
            Task { [weak self] in
                // On a Dispatch queue, never on Swift's cooperative pool (it blocks).
                let saved: Event = await withCheckedContinuation { continuation in
                    DispatchQueue.global(qos: .userInitiated).async {
                        continuation.resume(returning: core.waitSaved(ticket: ticket))
                    }
                }
                self?.send(saved)
            }
        }
    }

    private func analysed(_ id: UInt64, _ answer: Event) {
        guard reviews.removeValue(forKey: id) != nil else { return }
        send(answer)
    }

    private func answered(_ id: UInt64, _ answer: Event) {
        guard searches.removeValue(forKey: id) != nil else { return }
        send(answer)
    }

    /// Takes the new game screen into the scene and plays a new animation; an animation
    /// the core no longer shows (a new move, undo, leaving) stops at once.
    private func showBoard() {
        guard let game else {
            stopAnimation()
            return
        }
        let frames = scene.show(game)
        if let playing, playing.id != game.animation?.id {
            playing.task.cancel()
            self.playing = nil
            scene.frame = nil
        }
        guard let frames, let animation = game.animation else { return }
        let id = animation.id
        // The first frame shows with this very view; the task plays the rest.
        scene.frame = frames.first
        playing = (id, Task { [weak self] in
            await self?.play(frames, id: id)
        })
    }

    private func play(_ frames: [AnimationFrame], id: UInt64) async {
        for (i, frame) in frames.enumerated() {
            guard playing?.id == id, !Task.isCancelled else { return }
            if i > 0 {
                scene.frame = frame
                changed.send()
            }
            do {
                try await sleep(frame.duration)
            } catch {
                return
            }
        }
        guard playing?.id == id, !Task.isCancelled else { return }
        playing = nil
        scene.frame = nil
        send(.animationFinished(id: id))
    }

    private func stopAnimation() {
        playing?.task.cancel()
        playing = nil
        scene.frame = nil
    }

    /// The animation playing (for the tests).
    var playingAnimation: UInt64? { playing?.id }
}
