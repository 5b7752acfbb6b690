import Foundation
import XCTest
@testable import Fireside
@testable import FiresideShell

/// The lesson screen's chapter list and step buttons, through the real core: a chapter's
/// row opens it, Retry waits for a refuted move and takes the board back, Skip moves on.
final class LessonControlsTests: XCTestCase {
    @MainActor
    func lesson(_ shell: AppShell) -> LessonView? {
        if case .lesson(let l) = shell.view.screen { return l }
        return nil
    }

    @MainActor
    func testAChapterRowOpensItsChapter() async throws {
        let shell = try makeShell()
        shell.send(.openLesson(game: "hare-hounds"))
        let first = try XCTUnwrap(lesson(shell))
        let rows = first.chapterRows
        XCTAssertGreaterThanOrEqual(rows.count, 3)
        XCTAssertEqual(rows.map(\.shown), rows.indices.map { $0 == Int(first.chapter) })
        XCTAssertEqual(rows.map(\.progress), first.chapters.map(\.progressText))
        shell.send(rows[2].event)
        let opened = try XCTUnwrap(lesson(shell))
        XCTAssertEqual(opened.chapter, 2)
        XCTAssertEqual(opened.chapterTitle, rows[2].title)
        XCTAssertTrue(opened.chapterRows[2].shown)
    }

    @MainActor
    func testRetryWaitsForARefutedMoveAndSkipMovesOn() async throws {
        let shell = try makeShell()
        shell.send(.openLesson(game: "fox-geese"))
        let step = try XCTUnwrap(lesson(shell))
        XCTAssertEqual(step.stepButtons.map(\.label), [step.hintLabel, step.retryLabel, step.skipLabel])
        XCTAssertEqual(step.stepButtons.map(\.enabled), [true, false, true])
        // The first step wants d4-d5: any other fox move is wrong, and answered on the board.
        let moves = (step.board?.points ?? []).flatMap { $0.actions }.compactMap { action -> String? in
            if case .play(let notation) = action.event { return notation }
            return nil
        }
        let wrong = try XCTUnwrap(moves.first { $0 != "d4-d5" })
        shell.send(.lessonMove(notation: wrong))
        let refuted = try XCTUnwrap(lesson(shell))
        XCTAssertTrue(refuted.refuted)
        XCTAssertTrue(refuted.stepButtons[1].enabled)
        shell.send(refuted.stepButtons[1].event)
        XCTAssertEqual(lesson(shell)?.refuted, false)
        shell.send(refuted.stepButtons[0].event)
        XCTAssertNotNil(lesson(shell)?.message)
        shell.send(refuted.stepButtons[2].event)
        XCTAssertNotEqual(lesson(shell)?.title, step.title)
    }
}
