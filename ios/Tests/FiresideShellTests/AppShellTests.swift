import Foundation
import XCTest
@testable import Fireside
@testable import FiresideShell

/// The shell's effect handling: searches on a task and their cancellation, feedback.
final class AppShellTests: XCTestCase {
    @MainActor
    func shell(_ sink: RecordingEffects) throws -> AppShell {
        try makeShell(sink)
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

    @MainActor
    func waitUntil(_ what: String, _ done: () -> Bool) async throws {
        for _ in 0..<500 where !done() {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        XCTAssertTrue(done(), "timed out waiting until \(what)")
    }

    /// Hare and Hounds between people to its end: a fixed game the hare wins.
    @MainActor
    func finishHareAndHounds(_ shell: AppShell) {
        shell.send(.setAnimationSpeed(speed: .off))
        shell.send(.openNewGame(game: "hare-hounds"))
        shell.send(.chooseMode(mode: .passAndPlay))
        shell.send(.start)
        let moves = "a2-b3 b5-b4 b1-b2 b4-a4 c2-c3 a4-b5 b3-a4 b5-b4 a4-b5 b4-b3 b2-c2 b3-a3 c3-c4 "
            + "a3-b3 c4-b4 b3-a2 c2-b2 a2-b3 b2-c2 b3-a4 b4-c4 a4-a3 c2-b3 a3-a2"
        for move in moves.split(separator: " ") {
            shell.send(.play(notation: String(move)))
        }
    }

    @MainActor
    func review(_ shell: AppShell) -> ReviewView? {
        if case .review(let review) = shell.view.screen { return review }
        return nil
    }

    @MainActor
    func testTheReviewRunsItsJobsOnTasksUntilEveryMoveIsMarked() async throws {
        let shell = try shell(RecordingEffects())
        finishHareAndHounds(shell)
        shell.send(.reviewGame)
        XCTAssertEqual(shell.runningReviews, 1)
        XCTAssertNotNil(review(shell)?.progress)
        try await waitUntil("the review finished") { review(shell)?.progress == nil }
        XCTAssertEqual(shell.runningReviews, 0)
        XCTAssertEqual(review(shell)?.graph.count, 25)
        XCTAssertTrue(review(shell)?.moves.allSatisfy { $0.mark != nil } ?? false)
    }

    /// The graph laid out from the core's chart: its ends named, the errors on the line in
    /// their shapes, and a tap where an error is drawn jumps to the board after that move.
    @MainActor
    func testTheReviewGraphShowsTheErrorsAndATapJumpsToTheNearestMove() async throws {
        let shell = try shell(RecordingEffects())
        finishHareAndHounds(shell)
        shell.send(.reviewGame)
        try await waitUntil("the review finished") { review(shell)?.progress == nil }
        let shown = try XCTUnwrap(review(shell))
        let chart = try XCTUnwrap(shown.chart)
        let layout = ReviewGraphLayout(review: shown, width: 320, height: 120)
        XCTAssertEqual(layout.topLabel, "Hounds win")
        XCTAssertEqual(layout.bottomLabel, "Hare wins")
        XCTAssertEqual(layout.line.count, 25)
        XCTAssertEqual(layout.marks.map(\.ply), chart.marks.map(\.ply))
        let errors = shown.moves.filter { m in
            m.mark.map { [Fireside.Mark.inaccuracy, .mistake, .blunder].contains($0) } ?? false
        }.map(\.ply)
        XCTAssertEqual(layout.marks.map(\.ply), errors)
        XCTAssertEqual(layout.ticks.first?.text, "1")
        let target = try XCTUnwrap(layout.marks.last)
        XCTAssertEqual(target.shape, ReviewGraphLayout.shape(target.mark))
        // A tap a little off the mark still finds it: the nearest position.
        let step = (layout.right - layout.left) / Double(layout.positions - 1)
        shell.send(layout.tap(atX: target.at.x + step * 0.4))
        XCTAssertEqual(review(shell)?.ply, target.ply)
    }

    @MainActor
    func testLeavingTheReviewCancelsItsJob() async throws {
        let shell = try shell(RecordingEffects())
        finishHareAndHounds(shell)
        shell.send(.reviewGame)
        XCTAssertEqual(shell.runningReviews, 1)
        shell.send(.back)
        XCTAssertEqual(shell.runningReviews, 0, "the core's CancelReview cancelled the task")
        guard case .game = shell.view.screen else { return XCTFail("\(shell.view.screen)") }
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

    /// A move's animation plays frame by frame, each as long as the core's step says, and
    /// the shell tells the core when it is done (the core then drops it from the view).
    @MainActor
    func testTheAnimationPlaysAndTheCoreIsToldWhenItEnds() async throws {
        let waits = WaitRecorder()
        let shell = try makeShell(sleep: { seconds in
            waits.record(seconds)
            await Task.yield()
        })
        shell.send(.setAnimationSpeed(speed: .slow))
        shell.startBetweenPeople("fox-geese")
        // The fox's targets glow without a selection: one tap moves it.
        shell.send(.tap(point: point(game(shell), "d5")))
        let animation = try XCTUnwrap(game(shell)?.animation)
        XCTAssertEqual(shell.playingAnimation, animation.id)
        try await waitUntil("the animation ended") { game(shell)?.animation == nil }
        XCTAssertNil(shell.playingAnimation)
        XCTAssertNil(shell.scene.frame)
        XCTAssertEqual(waits.all, [Double(animation.totalMillis) / 1000], "one slide: one picture, for as long as the core says")
        XCTAssertEqual(shell.scene.shown.first { $0.kind == .fox }?.point, point(game(shell), "d5"))
    }

    /// A new move, an undo or leaving stops the animation playing at once; its end is
    /// never reported for a move the core no longer shows.
    @MainActor
    func testANewPositionStopsTheAnimation() async throws {
        // Frames that take a minute: nothing ends by itself in this test.
        let shell = try makeShell(sleep: { _ in try await Task.sleep(nanoseconds: 60_000_000_000) })
        shell.startBetweenPeople("hare-hounds")
        var rng = Lcg(state: 5)
        shell.tapAMove(&rng)
        let first = try XCTUnwrap(shell.playingAnimation)
        XCTAssertNotNil(shell.scene.frame)
        shell.tapAMove(&rng)
        let second = try XCTUnwrap(shell.playingAnimation)
        XCTAssertNotEqual(first, second)
        shell.send(.undo)
        XCTAssertNil(shell.playingAnimation)
        XCTAssertNil(shell.scene.frame)
        XCTAssertEqual(moves(game(shell)).count, 1)
        shell.tapAMove(&rng)
        XCTAssertNotNil(shell.playingAnimation)
        shell.send(.leave)
        XCTAssertNil(shell.playingAnimation)
        XCTAssertNil(shell.scene.frame)
    }

    /// Sounds and haptics the settings turned off never reach the device (the core leaves
    /// them out); the announcement still does.
    @MainActor
    func testTheSettingsSilenceTheDevice() async throws {
        let sink = RecordingEffects()
        let shell = try shell(sink)
        shell.send(.setSound(on: false))
        shell.send(.setVibration(on: false))
        shell.startBetweenPeople("hare-hounds")
        var rng = Lcg(state: 1)
        shell.tapAMove(&rng)
        shell.send(.redo)
        XCTAssertEqual(sink.sounds, [])
        XCTAssertEqual(sink.haptics, [])
        // Every move is said (the screen reader hears the player's own moves too), and so
        // is the refused redo.
        XCTAssertEqual(sink.announced.count, 2, "the move and the refused redo are said: \(sink.announced)")
    }
}

/// Records how long the animations asked to wait.
final class WaitRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: [Double] = []

    var all: [Double] {
        lock.lock()
        defer { lock.unlock() }
        return seconds
    }

    func record(_ s: Double) {
        lock.lock()
        seconds.append(s)
        lock.unlock()
    }
}
