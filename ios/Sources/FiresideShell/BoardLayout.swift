// Where the board and its points go in a view of a given size, and which point a touch
// is on. Pure arithmetic on the drawing's normalized coordinates, so it is tested
// here and the SwiftUI Canvas and gestures share it.
import Fireside

/// A position in the view, in points.
public struct Spot: Equatable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    func distance(to other: Spot) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}

/// The board fitted into a view.
public struct BoardLayout: Equatable, Sendable {
    /// The board's rectangle in the view.
    public let originX: Double
    public let originY: Double
    public let width: Double
    public let height: Double
    /// The smallest distance between two points, in view points: pieces are drawn a bit
    /// smaller.
    public let spacing: Double
    /// Each point's touch target (the core's `PointView.hit`), as radii in view points,
    /// widened to the platform's smallest target.
    let hitRadiusX: [Double]
    let hitRadiusY: [Double]
    /// Where each point is, by index.
    public let spots: [Spot]

    /// Fits a board of `aspect` (width / height) into `viewWidth` × `viewHeight`.
    /// Boards of points joined by lines get a margin of 0.72 of a spacing, so the
    /// pieces on the outermost points, their marks and then the files and ranks stay inside
    /// (as on Android); squares and holes are already inside their board.
    /// `hits`: the core's touch target of each point (`PointView.hit`); a point without
    /// one is never hit.
    public init(
        points: [CoreRenderPoint], hits: [HitArea], kind: CoreBoardKind, aspect: Float, viewWidth: Double,
        viewHeight: Double
    ) {
        let aspect = aspect > 0 ? Double(aspect) : 1
        // Spacing in board units where the board is aspect × 1.
        var unit = Double.infinity
        for i in points.indices {
            for j in points.indices where j > i {
                let dx = Double(points[i].x - points[j].x) * aspect
                let dy = Double(points[i].y - points[j].y)
                let d = (dx * dx + dy * dy).squareRoot()
                if d > 1e-6 { unit = min(unit, d) }
            }
        }
        if !unit.isFinite { unit = 1 }
        // On a checkerboard the nearest points are diagonal neighbours; a piece fills a square.
        if case .checkerboard(let size) = kind, size > 0 { unit = aspect / Double(size) }
        let margin: Double
        if case .lines = kind { margin = unit * 0.72 } else { margin = 0 }
        // The board with its margin is (aspect + 2 margin) × (1 + 2 margin) units.
        let totalW = aspect + 2 * margin
        let totalH = 1 + 2 * margin
        let scale = max(0, min(viewWidth / totalW, viewHeight / totalH))
        let w = aspect * scale
        let h = scale
        originX = (viewWidth - w) / 2
        originY = (viewHeight - h) / 2
        width = w
        height = h
        spacing = unit * scale
        let (ox, oy) = (originX, originY)
        spots = points.map { Spot(x: ox + Double($0.x) * w, y: oy + Double($0.y) * h) }
        let hits = hits.prefix(points.count)
        hitRadiusX = hits.map { max(Double($0.rx) * w, BoardLayout.smallestTarget) }
        hitRadiusY = hits.map { max(Double($0.ry) * h, BoardLayout.smallestTarget) }
    }

    /// Half of the 44-point touch target of Apple's guidelines.
    static let smallestTarget = 22.0

    public init(model: BoardDrawing, hits: [HitArea], viewWidth: Double, viewHeight: Double) {
        self.init(
            points: model.points, hits: hits, kind: model.kind, aspect: model.aspect, viewWidth: viewWidth,
            viewHeight: viewHeight)
    }

    /// The point a touch at (x, y) is on, by the core's touch targets: the point whose
    /// ellipse holds it most nearly, or nil.
    public func point(atX x: Double, y: Double) -> UInt8? {
        var best: (Double, Int)?
        for i in hitRadiusX.indices {
            let s = spots[i]
            let dx = (x - s.x) / hitRadiusX[i]
            let dy = (y - s.y) / hitRadiusY[i]
            let e = (dx * dx + dy * dy).squareRoot()
            if e <= 1, best.map({ e < $0.0 }) ?? true {
                best = (e, i)
            }
        }
        return best.map { UInt8($0.1) }
    }

    /// The view position of a point.
    public func spot(_ point: UInt8) -> Spot {
        Int(point) < spots.count ? spots[Int(point)] : Spot(x: originX, y: originY)
    }
}
