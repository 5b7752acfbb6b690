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

    /// The core's rule, in board units: a touch means the point whose ellipse
    /// (`PointView.hit`) holds it most nearly. On a view large enough that no platform
    /// minimum widens a target, the layout hits exactly that point over the same grid the
    /// Kotlin test checks, so both phones hit the same point for the same touch.
    func testATouchMeansThePointTheCoresTargetsSay() throws {
        for name in allGames {
            let driver = try CoreDriver()
            try driver.send(.openNewGame(game: name))
            try driver.send(.chooseMode(mode: .passAndPlay))
            try driver.send(.start)
            let game = try XCTUnwrap(driver.game)
            let board = game.board
            let hits = game.points.map(\.hit)
            let layout = BoardLayout(model: board, hits: hits, viewWidth: 8000, viewHeight: 4000)
            func expected(_ u: Double, _ v: Double) -> UInt8? {
                var best: (Double, Int)?
                for (i, p) in board.points.enumerated() {
                    let dx = (u - Double(p.x)) / Double(hits[i].rx)
                    let dy = (v - Double(p.y)) / Double(hits[i].ry)
                    let e = (dx * dx + dy * dy).squareRoot()
                    if e <= 1, best.map({ e < $0.0 }) ?? true { best = (e, i) }
                }
                return best.map { UInt8($0.1) }
            }
            var hitSome = 0
            var v = -0.05
            while v <= 1.05 {
                var u = -0.05
                while u <= 1.05 {
                    let want = expected(u, v)
                    let got = layout.point(atX: layout.originX + u * layout.width, y: layout.originY + v * layout.height)
                    XCTAssertEqual(got, want, "\(name) at (\(u), \(v))")
                    if want != nil { hitSome += 1 }
                    u += 0.037
                }
                v += 0.037
            }
            XCTAssertGreaterThan(hitSome, 50, name)
        }
    }
}
