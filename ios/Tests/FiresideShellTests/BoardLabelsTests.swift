import Foundation
import XCTest
@testable import Fireside
@testable import FiresideShell

/// Issue 27: the board's texts across a table, and Dama's square numbers in their corner.
final class BoardLabelsTests: XCTestCase {
    private func game(_ name: String, _ mode: CoreModeKind) throws -> GameView {
        let driver = try CoreDriver()
        try driver.send(.openNewGame(game: name))
        try driver.send(.chooseMode(mode: mode))
        try driver.send(.start)
        return try XCTUnwrap(driver.game)
    }

    func testTheFarPlayersSungkaCountsFaceThemInTableModeOnly() throws {
        let table = try game("sungka", .table)
        let far = BoardLabels.farSide(table)
        XCTAssertEqual(far, table.top.side)
        let turned = table.points.filter { BoardLabels.turned($0.role, farSide: far) }
        // Seven houses and a store of the far player.
        XCTAssertEqual(turned.count, 8)
        XCTAssertEqual(turned.filter(\.isStore).count, 1)
        let people = try game("sungka", .passAndPlay)
        XCTAssertNil(BoardLabels.farSide(people))
        XCTAssertTrue(people.points.allSatisfy { !BoardLabels.turned($0.role, farSide: BoardLabels.farSide(people)) })
    }

    func testNumbersThatReadOtherwiseUpsideDownAreMarked() {
        for n in ["6", "9", "16", "18", "19", "68"] { XCTAssertTrue(BoardLabels.readsOtherwiseTurned(n), n) }
        for n in ["0", "1", "8", "11", "69", "96", "10", "7", "12", "25"] { XCTAssertFalse(BoardLabels.readsOtherwiseTurned(n), n) }
    }

    func testTheTurnLineIsInTheBandOfThePlayerToMove() throws {
        let driver = try CoreDriver()
        try driver.send(.openNewGame(game: "dama-italiana"))
        try driver.send(.chooseMode(mode: .passAndPlay))
        try driver.send(.start)
        var g = try XCTUnwrap(driver.game)
        XCTAssertNotNil(g.bottom.line)
        XCTAssertNil(g.top.line)
        try driver.send(.play(notation: "22-18"))
        g = try XCTUnwrap(driver.game)
        XCTAssertNil(g.bottom.line)
        XCTAssertEqual(g.top.line, g.status)
        XCTAssertTrue(g.top.active)
    }

    func testADamaSquareNumberSitsInItsSquaresTopLeftCornerOutsideThePiece() {
        let cell = 60.0
        let n = BoardLabels.squareNumber(x: 100, y: 200, cell: cell)
        XCTAssertGreaterThanOrEqual(n.x, 100 - cell / 2)
        XCTAssertGreaterThanOrEqual(n.y, 200 - cell / 2)
        // Two bold digits (about 0.58 of the size each, cap height 0.7) end outside the
        // circle a piece covers (0.42 of the side).
        let right = n.x + 2 * 0.58 * n.size
        let bottom = n.y + 0.7 * n.size
        XCTAssertGreaterThan(hypot(100 - right, 200 - bottom), 0.42 * cell)
    }
}
