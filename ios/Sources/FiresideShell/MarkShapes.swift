// The shape of each board mark, so that marks differ without colour (issue #25), as the
// Android board draws them (android/.../board/MarkShapes.kt): selected a double ring, can
// move four corner dots, target a filled disc in a thin ring, capturable a ring of ticks
// with a cross, last move a square outline, hint four chevrons pointing in. Plain geometry
// on a point's centre and its piece's radius; the SwiftUI board strokes each primitive over
// a wider halo of the contrasting colour.
import Foundation

/// The marks a point can carry.
public enum Mark: CaseIterable, Sendable {
    case movable, selected, target, capturable, lastMove, hint
}

/// One drawing primitive of a mark, in the board's points.
public enum MarkPrimitive: Equatable, Sendable {
    case ring(x: Double, y: Double, radius: Double, width: Double)
    case dot(x: Double, y: Double, radius: Double)
    case segment(x1: Double, y1: Double, x2: Double, y2: Double, width: Double)
    case square(x: Double, y: Double, half: Double, width: Double)
}

public enum MarkShapes {
    // Where each shape lies, in piece radii (the same figures as Android's): inside a Dama square.
    public static let selectedInner = 1.02
    public static let selectedOuter = 1.18
    public static let movableDot = 0.95
    public static let targetDisc = 0.42
    public static let tickIn = 0.98
    public static let tickOut = 1.16
    public static let squareHalf = 1.1
    public static let chevronOut = 1.18
    public static let chevronDepth = 0.22

    /// The marks of a point, in drawing order, from the core's flags.
    public static func marks(movable: Bool, selected: Bool, target: Bool, capturable: Bool, lastMove: Bool, hint: Bool) -> [Mark] {
        var out: [Mark] = []
        if lastMove { out.append(.lastMove) }
        if target { out.append(.target) }
        if movable && !selected { out.append(.movable) }
        if capturable { out.append(.capturable) }
        if hint { out.append(.hint) }
        if selected { out.append(.selected) }
        return out
    }

    /// The primitives of [mark] around (x, y) for a piece of radius [r]; [scale] is points per unit.
    /// `numbered`: the point's square number stands in its top left corner (Dama), so the
    /// movable mark leaves that corner's dot out and the two never touch.
    public static func primitives(_ mark: Mark, x: Double, y: Double, r: Double, scale: Double = 1, numbered: Bool = false) -> [MarkPrimitive] {
        let w = max(2.5 * scale, r * 0.09)
        switch mark {
        case .selected:
            return [.ring(x: x, y: y, radius: r * selectedInner, width: w), .ring(x: x, y: y, radius: r * selectedOuter, width: w)]
        case .movable:
            let k = r * movableDot
            let dot = max(2.5 * scale, r * 0.12)
            let corners = [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)].filter { !numbered || $0 != (-1.0, -1.0) }
            return corners.map { .dot(x: x + $0.0 * k, y: y + $0.1 * k, radius: dot) }
        case .target:
            return [.ring(x: x, y: y, radius: r * 1.05, width: w * 0.6), .dot(x: x, y: y, radius: r * targetDisc)]
        case .capturable:
            var out: [MarkPrimitive] = (0..<8).map { i in
                let a = 2 * Double.pi * Double(i) / 8
                return .segment(
                    x1: x + cos(a) * r * tickIn, y1: y + sin(a) * r * tickIn,
                    x2: x + cos(a) * r * tickOut, y2: y + sin(a) * r * tickOut, width: w)
            }
            let k = r * 0.5
            out.append(.segment(x1: x - k, y1: y - k, x2: x + k, y2: y + k, width: w))
            out.append(.segment(x1: x - k, y1: y + k, x2: x + k, y2: y - k, width: w))
            return out
        case .lastMove:
            return [.square(x: x, y: y, half: r * squareHalf, width: w)]
        case .hint:
            let out = r * chevronOut
            let k = r * chevronDepth
            return (0..<4).flatMap { i -> [MarkPrimitive] in
                let a = Double.pi / 2 * Double(i)
                let c = cos(a)
                let s = sin(a)
                let tipX = x + c * (out - k)
                let tipY = y + s * (out - k)
                let baseX = x + c * out
                let baseY = y + s * out
                return [
                    .segment(x1: tipX, y1: tipY, x2: baseX - s * k, y2: baseY + c * k, width: w),
                    .segment(x1: tipX, y1: tipY, x2: baseX + s * k, y2: baseY - c * k, width: w),
                ]
            }
        }
    }
}
