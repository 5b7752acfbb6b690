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
        // The core seats the players: the far player's houses and store are turned.
        let table = try game("sungka", .table)
        XCTAssertTrue(table.seating.table)
        XCTAssertEqual(table.seating.farSide, table.top.side)
        let turned = table.points.filter(\.turned)
        // Seven houses and a store of the far player.
        XCTAssertEqual(turned.count, 8)
        XCTAssertEqual(turned.filter(\.isStore).count, 1)
        let people = try game("sungka", .passAndPlay)
        XCTAssertFalse(people.seating.table)
        XCTAssertNil(people.seating.farSide)
        XCTAssertTrue(people.points.allSatisfy { !$0.turned })
    }

    func testNumbersThatReadOtherwiseUpsideDownAreTheCoresAcrossATableOnly() throws {
        let underlined = Set(try game("sungka", .table).seating.underlined)
        for n: UInt32 in [6, 9, 16, 18, 19, 68] { XCTAssertTrue(underlined.contains(n), "\(n)") }
        for n: UInt32 in [0, 1, 8, 11, 69, 96, 10, 7, 12, 25] { XCTAssertFalse(underlined.contains(n), "\(n)") }
        XCTAssertTrue(try game("sungka", .passAndPlay).seating.underlined.isEmpty)
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
