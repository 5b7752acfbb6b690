import Foundation
import XCTest
@testable import Fireside
@testable import FiresideShell

let allGames = ["fox-geese", "hare-hounds", "sungka", "dama-italiana"]

/// Records the effects that reach the device.
@MainActor
final class RecordingEffects: EffectSink {
    var sounds: [Sound] = []
    var haptics: [Haptic] = []
    var announced: [String] = []
    func play(_ sound: Sound) { sounds.append(sound) }
    func haptic(_ haptic: Haptic) { haptics.append(haptic) }
    func announce(_ text: String) { announced.append(text) }
}

func config(language: String = "en-US", timeScale: Double = 0.05) -> AppConfig {
    AppConfig(storeDir: nil, deviceLanguage: language, language: nil, timeScale: timeScale, seed: 3)
}

/// A shell with a fast computer; animations wait `sleep` (by default not at all).
@MainActor
func makeShell(
    _ sink: RecordingEffects = RecordingEffects(),
    sleep: @escaping Sleeper = { _ in await Task.yield() }
) throws -> AppShell {
    try AppShell(config: config(), sink: sink, sleep: sleep)
}

/// A small deterministic random source, so the games played by taps vary but replay.
struct Lcg {
    var state: UInt64
    mutating func next(_ n: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(max(n, 1)))
    }
}

/// The moves shown in a game screen's move list, in order.
func moves(_ game: GameView?) -> [String] {
    (game?.moveList.rows ?? []).flatMap { $0.moves.map(\.notation) }
}

/// The index of the point named `name` on the game screen.
func point(_ game: GameView?, _ name: String) -> UInt8 {
    UInt8(game!.board.points.firstIndex { $0.name == name }!)
}

extension AppShell {
    /// A match between people from the new-game form.
    func startBetweenPeople(_ game: String) {
        send(.openNewGame(game: game))
        send(.chooseMode(mode: .passAndPlay))
        send(.start)
    }

    /// Plays a move by taps: a movable piece, then targets until the move is played.
    func tapAMove(_ rng: inout Lcg, file: StaticString = #filePath, line: UInt = #line) {
        let before = moves(game).count
        guard let movable = game?.board.highlights.movable, !movable.isEmpty else {
            return XCTFail("nothing to move: \(game?.status ?? "")", file: file, line: line)
        }
        send(.tap(point: movable[rng.next(movable.count)]))
        var taps = 1
        while moves(game).count == before {
            guard let targets = game?.board.highlights.targets, !targets.isEmpty, taps < 64 else {
                return XCTFail("no target after \(taps) taps: \(game?.message ?? "")", file: file, line: line)
            }
            send(.tap(point: targets[rng.next(targets.count)]))
            taps += 1
        }
    }

    /// Waits on the main actor until `done` holds (searches and animations run on tasks).
    func waitUntil(_ what: String, _ done: () -> Bool) async throws {
        for _ in 0..<500 where !done() {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        XCTAssertTrue(done(), "timed out waiting until \(what)")
    }
}

/// `Core` driven directly, for the board scene's tests (no shell, no tasks).
final class CoreDriver {
    let core: Core
    init() throws { core = try Core(config: config()) }

    @discardableResult
    func send(_ event: Event) throws -> [Effect] { try core.dispatch(event: event) }

    var game: GameView? {
        guard let view = try? core.view(), case .game(let game) = view.screen else { return nil }
        return game
    }
}

/// Thrown where a test found a screen other than the one it needs (after an XCTFail).
struct NotThere: Error {}
