import Foundation
import XCTest
@testable import Fireside
@testable import FiresideShell

/// The board panels of the puzzle, lesson and review screens: what the board view draws
/// (the core's board, points and screen-reader view, high contrast included), and a puzzle
/// solved by taps on its points.
final class BoardPanelsTests: XCTestCase {
    @MainActor
    func puzzle(_ shell: AppShell) -> PuzzleView? {
        if case .puzzle(let p) = shell.view.screen { return p }
        return nil
    }

    @MainActor
    func at(_ shell: AppShell, _ name: String) -> UInt8 {
        UInt8(shell.view.screen.panel!.panel.board.points.firstIndex { $0.name == name }!)
    }

    @MainActor
    func testAPuzzleIsSolvedByTapsOnItsPanel() async throws {
        let sink = RecordingEffects()
        let shell = try makeShell(sink)
        // The first Hare and Hounds puzzle, whose answer is b2-b3 (core/puzzles).
        shell.send(.openPuzzle(game: "hare-hounds", id: "hare-hounds-0001"))
        let shown = try XCTUnwrap(shell.view.screen.panel)
        XCTAssertTrue(shown.panel.input)
        XCTAssertEqual(shown.game, "hare-hounds")
        // The board view takes the panel as it is: its pieces, and VoiceOver's points.
        XCTAssertEqual(shell.panelScene.shown.count, shown.panel.board.pieces.count)
        let voiceOver = BoardAccessibilityModel(shown.panel)
        XCTAssertEqual(voiceOver.points.count, shown.panel.points.count)
        XCTAssertEqual(voiceOver.movable, Array(shown.panel.access.movableOrder))
        // A wrong move by taps: the core's words, said.
        shell.send(.tap(point: at(shell, "a2")))
        shell.send(.tap(point: at(shell, "a3")))
        XCTAssertEqual(puzzle(shell)?.messageTone, .wrong)
        XCTAssertEqual(sink.announced.last, puzzle(shell)?.message)
        // The answer by a drag.
        shell.send(.dragStart(point: at(shell, "b2")))
        shell.send(.dragEnd(point: at(shell, "b3")))
        let solved = try XCTUnwrap(puzzle(shell))
        XCTAssertTrue(solved.solved)
        XCTAssertFalse(solved.board.input)
        XCTAssertTrue(solved.board.points.allSatisfy { $0.actions.isEmpty })
    }

    @MainActor
    func testHighContrastReachesTheLessonBoard() async throws {
        let shell = try makeShell()
        shell.send(.openLesson(game: "sungka"))
        XCTAssertEqual(shell.view.screen.panel?.panel.access.highContrast, false)
        shell.send(.setHighContrast(on: true))
        shell.send(.openLesson(game: "sungka"))
        let shown = try XCTUnwrap(shell.view.screen.panel)
        XCTAssertTrue(shown.panel.access.highContrast)
        // Its sowings are VoiceOver actions on the houses.
        XCTAssertTrue(shown.panel.points.contains { !$0.actions.isEmpty })
    }
}
