import Foundation
import XCTest
@testable import FiresideShell

/// Each mark has its own shape (issue #25): the primitives differ from mark to mark, and all
/// lie inside a Dama square around the piece (a piece is 0.42 of the square's side).
final class MarkShapesTests: XCTestCase {
    private func kinds(_ prims: [MarkPrimitive]) -> [String: Int] {
        var out: [String: Int] = [:]
        for p in prims {
            let k: String
            switch p {
            case .ring: k = "ring"
            case .dot: k = "dot"
            case .segment: k = "segment"
            case .square: k = "square"
            }
            out[k, default: 0] += 1
        }
        return out
    }

    /// The farthest any primitive reaches from the centre, its width included.
    private func reach(_ prims: [MarkPrimitive], x: Double, y: Double) -> Double {
        prims.map { p -> Double in
            switch p {
            case .ring(_, _, let radius, let width): return radius + width / 2
            case .dot(let px, let py, let radius): return hypot(px - x, py - y) + radius
            case .segment(let x1, let y1, let x2, let y2, let width):
                return max(hypot(x1 - x, y1 - y), hypot(x2 - x, y2 - y)) + width / 2
            case .square(_, _, let half, let width): return (half + width / 2) * 2.0.squareRoot()
            }
        }.max() ?? 0
    }

    func testEveryMarkHasItsOwnShape() {
        let r = 40.0
        let shapes = Mark.allCases.map { kinds(MarkShapes.primitives($0, x: 100, y: 100, r: r)) }
        XCTAssertEqual(Set(shapes.map { $0.description }).count, Mark.allCases.count, "\(shapes)")
        for mark in Mark.allCases {
            XCTAssertFalse(MarkShapes.primitives(mark, x: 100, y: 100, r: r).isEmpty, "\(mark)")
        }
    }

    func testMarksStayInsideADamaSquare() {
        let cell = 100.0
        let r = cell * 0.42
        for mark in Mark.allCases where mark != .lastMove && mark != .movable {
            // Round marks: within the square's half side, but for the widths' last pixels.
            let far = reach(MarkShapes.primitives(mark, x: 0, y: 0, r: r), x: 0, y: 0)
            XCTAssertLessThanOrEqual(far, cell * 0.55, "\(mark): \(far)")
        }
        for mark in [Mark.lastMove, .movable] {
            // Corner marks: within the square's half diagonal.
            let far = reach(MarkShapes.primitives(mark, x: 0, y: 0, r: r), x: 0, y: 0)
            XCTAssertLessThanOrEqual(far, cell * 0.5 * 2.0.squareRoot(), "\(mark): \(far)")
        }
    }

    func testAMovableDotNeverTouchesTheSquareNumber() {
        let cell = 60.0
        let r = cell * 0.42
        let n = BoardLabels.squareNumber(x: 100, y: 200, cell: cell)
        // Two bold digits (about 0.58 of the size each), a line of the size.
        let digits = CGRect(x: n.x, y: n.y, width: 2 * 0.58 * n.size, height: n.size)
        func boxes(numbered: Bool) -> [CGRect] {
            MarkShapes.primitives(.movable, x: 100, y: 200, r: r, numbered: numbered).compactMap { p -> CGRect? in
                guard case .dot(let x, let y, let radius) = p else { return nil }
                // With the halo drawn around it.
                let rr = radius + 1.5
                return CGRect(x: x - rr, y: y - rr, width: 2 * rr, height: 2 * rr)
            }
        }
        XCTAssertTrue(boxes(numbered: false).contains { $0.intersects(digits) }, "the corner the number takes")
        let dots = boxes(numbered: true)
        XCTAssertEqual(dots.count, 3)
        for dot in dots { XCTAssertFalse(dot.intersects(digits), "\(dot) touches \(digits)") }
    }

    func testThePointsFlagsGiveItsMarks() {
        XCTAssertEqual(MarkShapes.marks(movable: true, selected: true, target: false, capturable: false, lastMove: false, hint: false), [.selected])
        XCTAssertEqual(MarkShapes.marks(movable: true, selected: false, target: false, capturable: false, lastMove: true, hint: true), [.lastMove, .movable, .hint])
        XCTAssertEqual(MarkShapes.marks(movable: false, selected: false, target: true, capturable: true, lastMove: false, hint: false), [.target, .capturable])
        XCTAssertTrue(MarkShapes.marks(movable: false, selected: false, target: false, capturable: false, lastMove: false, hint: false).isEmpty)
    }
}
