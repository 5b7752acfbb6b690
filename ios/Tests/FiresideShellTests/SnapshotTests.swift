import Foundation
import XCTest
@testable import Fireside
@testable import FiresideShell

/// The screens across the end of the process: the core's snapshot (what the scene storage
/// keeps) opens the same screens on a fresh shell over the same store, as on Android.
final class SnapshotTests: XCTestCase {
    private func storeDir() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fireside-snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.path
    }

    @MainActor
    private func shell(_ dir: String) throws -> AppShell {
        try AppShell(
            config: AppConfig(storeDir: dir, deviceLanguage: "en-US", language: nil, timeScale: 0.05, seed: 3),
            sleep: { _ in await Task.yield() })
    }

    /// A fresh shell after `events` on another one: the snapshot restored.
    @MainActor
    private func roundTrip(_ events: [Event]) throws -> (before: Screen, after: Screen, fresh: AppShell) {
        let dir = try storeDir()
        let first = try shell(dir)
        for e in events { first.send(e) }
        let snapshot = try XCTUnwrap(first.snapshot())
        first.scenePhase(active: false)
        let fresh = try shell(dir)
        fresh.restore(snapshot)
        return (first.view.screen, fresh.view.screen, fresh)
    }

    @MainActor
    func testAPuzzleAndALessonComeBackTheSame() async throws {
        let puzzle = try roundTrip([.openPuzzle(game: "fox-geese", id: nil)])
        guard case .puzzle = puzzle.before else { return XCTFail("a puzzle: \(puzzle.before)") }
        XCTAssertEqual(puzzle.after, puzzle.before)
        let lesson = try roundTrip([.openLesson(game: "hare-hounds")])
        guard case .lesson = lesson.before else { return XCTFail("a lesson: \(lesson.before)") }
        XCTAssertEqual(lesson.after, lesson.before)
    }

    @MainActor
    func testHowToPlayOverAGameComesBackAndBackReturnsToTheGame() async throws {
        let r = try roundTrip([
            .openNewGame(game: "fox-geese"), .chooseMode(mode: .passAndPlay), .start,
            .play(notation: "d4-d5"), .openHowToPlay(game: "fox-geese"),
        ])
        guard case .howToPlay = r.before else { return XCTFail("how to play: \(r.before)") }
        XCTAssertEqual(r.after, r.before)
        r.fresh.send(.back)
        XCTAssertEqual(moves(r.fresh.game), ["d4-d5"], "the game under it, from the store")
    }

    @MainActor
    func testNoSnapshotLeavesTheHomeScreen() async throws {
        let fresh = try shell(try storeDir())
        fresh.restore("")
        fresh.restore("not a snapshot")
        guard case .home = fresh.view.screen else { return XCTFail("home: \(fresh.view.screen)") }
    }
}
