import Foundation
import XCTest
@testable import Fireside
@testable import FiresideViewModels

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

/// The shell's effect handling: searches on a task and their cancellation, feedback.
final class AppShellTests: XCTestCase {
    @MainActor
    func shell(_ sink: RecordingEffects) throws -> AppShell {
        try AppShell(
            config: AppConfig(storeDir: nil, deviceLanguage: "en-US", language: nil, timeScale: 0.05, seed: 3),
            sink: sink)
    }

    /// Fox and Geese against the computer, which plays the geese and moves first.
    @MainActor
    func startVsComputer(_ shell: AppShell) {
        shell.send(.openNewGame(game: "fox-geese"))
        shell.send(.chooseMode(mode: .vsComputer))
        shell.send(.chooseLevel(level: .easy))
        shell.send(.chooseSide(side: .two))
        shell.send(.start)
    }

    @MainActor
    func game(_ shell: AppShell) -> GameView? {
        if case .game(let game) = shell.view.screen { return game }
        return nil
    }

    /// Waits on the main actor until `done` holds (the search answers on a task).
    @MainActor
    func waitUntil(_ what: String, _ done: () -> Bool) async throws {
        for _ in 0..<500 where !done() {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        XCTAssertTrue(done(), "timed out waiting until \(what)")
    }

    @MainActor
    func testLaunchShowsHome() async throws {
        let shell = try shell(RecordingEffects())
        guard case .home = shell.view.screen else { return XCTFail("\(shell.view.screen)") }
    }

    @MainActor
    func testTheComputersSearchRunsOnATaskAndItsMoveIsAnnounced() async throws {
        let sink = RecordingEffects()
        let shell = try shell(sink)
        startVsComputer(shell)
        XCTAssertEqual(shell.runningSearches, 1)
        XCTAssertEqual(game(shell)?.thinking, true)
        try await waitUntil("the computer moved") { game(shell)?.moveList.rows.count == 1 }
        XCTAssertEqual(shell.runningSearches, 0)
        XCTAssertEqual(game(shell)?.thinking, false)
        XCTAssertTrue(sink.sounds.contains(.move), "\(sink.sounds)")
        XCTAssertFalse(sink.announced.isEmpty, "the computer's move is said")
    }

    @MainActor
    func testLeavingCancelsTheSearch() async throws {
        let shell = try shell(RecordingEffects())
        startVsComputer(shell)
        XCTAssertEqual(shell.runningSearches, 1)
        shell.send(.leave)
        XCTAssertEqual(shell.runningSearches, 0, "the core's CancelSearch cancelled the task")
        guard case .home = shell.view.screen else { return XCTFail("\(shell.view.screen)") }
        // A late answer changes nothing.
        try await Task.sleep(nanoseconds: 100_000_000)
        guard case .home = shell.view.screen else { return XCTFail("\(shell.view.screen)") }
    }

    @MainActor
    func testPausingStopsTheSearchAndResumingStartsItAgain() async throws {
        let shell = try shell(RecordingEffects())
        startVsComputer(shell)
        shell.scenePhase(active: false)
        XCTAssertEqual(shell.runningSearches, 0)
        shell.scenePhase(active: true)
        XCTAssertEqual(shell.runningSearches, 1)
        try await waitUntil("the computer moved") { game(shell)?.moveList.rows.count == 1 }
    }

    @MainActor
    func testARefusedTapGivesAHaptic() async throws {
        let sink = RecordingEffects()
        let shell = try shell(sink)
        shell.send(.openNewGame(game: "fox-geese"))
        shell.send(.chooseMode(mode: .passAndPlay))
        shell.send(.start)
        // Nothing to undo yet: refused, felt and said.
        shell.send(.undo)
        XCTAssertEqual(sink.haptics, [.refused])
        XCTAssertNotNil(game(shell)?.message)
        XCTAssertEqual(sink.announced.count, 1)
    }
}
