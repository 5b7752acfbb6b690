// The review's evaluation graph laid out from the core's `ReviewView` (its `graph` and
// `chart`): where the line, the axes' labels, the move-number ticks and each error go in a
// plot of a given size, and which position a tap nearest to. The same geometry as
// Android's `Graph`; the SwiftUI view only strokes and fills what it is given.
import Fireside

/// The shape an error takes on the graph, so marks differ without colour.
public enum GraphMarkShape: Equatable, Sendable {
    /// A blunder.
    case disc
    /// A mistake.
    case square
    /// An inaccuracy.
    case ring
}

public struct GraphPoint: Equatable, Sendable {
    public let x: Double
    public let y: Double
}

public struct GraphMark: Equatable {
    public let ply: UInt32
    public let mark: Fireside.Mark
    public let shape: GraphMarkShape
    public let at: GraphPoint
}

public struct GraphTick: Equatable {
    public let text: String
    public let x: Double
}

/// The graph in a plot of `width` × `height` points.
public struct ReviewGraphLayout: Equatable {
    public let width: Double
    public let height: Double
    /// The plot inside the labels.
    public let left: Double
    public let top: Double
    public let right: Double
    public let bottom: Double
    public let positions: Int
    public let topLabel: String
    public let bottomLabel: String
    public let line: [GraphPoint]
    public let ticks: [GraphTick]
    public let marks: [GraphMark]
    /// The position shown (a vertical line).
    public let currentX: Double

    /// `labelWidth`: the room the ends' names take at the left; `tickHeight`: the row of
    /// move numbers below.
    public init(review: ReviewView, width: Double, height: Double, labelWidth: Double = 64, tickHeight: Double = 14) {
        self.width = width
        self.height = height
        let chart = review.chart
        left = chart == nil ? 4 : labelWidth + 8
        top = 8
        right = width - 8
        bottom = height - ((chart?.ticks.isEmpty ?? true) ? 4 : tickHeight + 8)
        positions = Int(review.plies) + 1
        topLabel = chart?.topLabel ?? ""
        bottomLabel = chart?.bottomLabel ?? ""
        let (l, t, r, b, n) = (left, top, right, bottom, positions)
        func x(_ ply: Int) -> Double { n > 1 ? l + (r - l) * Double(ply) / Double(n - 1) : l }
        func y(_ v: Double) -> Double { t + (b - t) * (1 - v) }
        line = review.graph.enumerated().map { GraphPoint(x: x($0.offset), y: y($0.element)) }
        ticks = (chart?.ticks ?? []).map { GraphTick(text: $0.text, x: x(Int($0.ply))) }
        marks = (chart?.marks ?? []).map { m in
            GraphMark(ply: m.ply, mark: m.mark, shape: ReviewGraphLayout.shape(m.mark), at: GraphPoint(x: x(Int(m.ply)), y: y(m.value)))
        }
        currentX = x(Int(review.ply))
    }

    /// The mark's shape, as Android draws it.
    public static func shape(_ mark: Fireside.Mark) -> GraphMarkShape {
        switch mark {
        case .blunder: return .disc
        case .mistake: return .square
        default: return .ring
        }
    }

    /// The position nearest to a tap at `x`, within the game.
    public func ply(atX x: Double) -> UInt32 {
        guard positions > 1, right > left else { return 0 }
        let f = (x - left) / (right - left) * Double(positions - 1)
        return UInt32(min(max(f.rounded(), 0), Double(positions - 1)))
    }

    /// The event a tap at `x` sends: the board after the nearest move.
    public func tap(atX x: Double) -> Event {
        .reviewJump(ply: ply(atX: x))
    }
}
