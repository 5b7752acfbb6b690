import Foundation
import XCTest
@testable import Fireside
@testable import FiresideShell

/// Where the board goes in a view, and which point a touch is on.
final class BoardLayoutTests: XCTestCase {
    /// The board fits the view and a touch finds the nearest point, for every board and
    /// several view sizes (a phone upright and on its side, an iPad, a square).
    func testLayoutFitsTheBoardAndFindsThePointTouched() throws {
        for name in allGames {
            let driver = try CoreDriver()
            try driver.send(.openNewGame(game: name))
            try driver.send(.chooseMode(mode: .passAndPlay))
            try driver.send(.start)
            let game = try XCTUnwrap(driver.game)
            let board = game.board
            for (w, h) in [(390.0, 500.0), (844.0, 300.0), (1024.0, 700.0), (300.0, 300.0)] {
                let layout = BoardLayout(model: board, hits: game.points.map(\.hit), viewWidth: w, viewHeight: h)
                XCTAssertGreaterThan(layout.spacing, 10, name)
                XCTAssertLessThanOrEqual(layout.width, w + 1e-6)
                XCTAssertLessThanOrEqual(layout.height, h + 1e-6)
                XCTAssertEqual(layout.width / layout.height, Double(board.aspect), accuracy: 1e-3)
                for (i, s) in layout.spots.enumerated() {
                    XCTAssertGreaterThanOrEqual(s.x - layout.spacing * 0.45, -1e-6, "\(name) point \(i) inside")
                    XCTAssertLessThanOrEqual(s.x + layout.spacing * 0.45, w + 1e-6)
                    XCTAssertEqual(layout.point(atX: s.x, y: s.y), UInt8(i))
                    XCTAssertEqual(
                        layout.point(atX: s.x + layout.spacing * 0.3, y: s.y - layout.spacing * 0.2), UInt8(i))
                }
                XCTAssertNil(layout.point(atX: -500, y: -500))
                XCTAssertEqual(layout.spot(200), Spot(x: layout.originX, y: layout.originY), "no such point")
            }
        }
    }
}
