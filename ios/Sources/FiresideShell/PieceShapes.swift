// The outlines of the animal pieces, in units of the piece's radius around its centre (y
// down), the same numbers as Android's (android/.../board/PieceShapes.kt): a fox's head
// with pointed ears, white cheeks, a narrow snout and its brush of a tail; a hare's long
// ears; a hound's drooping ears and muzzle; a goose's long neck, beak and wing. Curves are flattened to
// polygons once; the SwiftUI board fills and strokes them.
import Foundation

public enum PieceShapes {
    /// One step of an outline: move, line, or a quadratic curve through a control point.
    public enum Step: Sendable {
        case m(Double, Double)
        case l(Double, Double)
        case q(Double, Double, Double, Double)
    }

    /// A closed outline as x, y pairs in radius units.
    public struct Outline: Sendable {
        public let points: [(x: Double, y: Double)]

        /// Each curve in eight straight steps.
        public init(_ steps: [Step]) {
            var pts: [(x: Double, y: Double)] = []
            var cur = (x: 0.0, y: 0.0)
            for step in steps {
                switch step {
                case .m(let x, let y), .l(let x, let y):
                    cur = (x: x, y: y)
                    pts.append(cur)
                case .q(let kx, let ky, let x, let y):
                    let start = cur
                    for k in 1...8 {
                        let t = Double(k) / 8
                        let u = 1 - t
                        cur = (x: u * u * start.x + 2 * u * t * kx + t * t * x, y: u * u * start.y + 2 * u * t * ky + t * t * y)
                        pts.append(cur)
                    }
                }
            }
            points = pts
        }

        /// Placed at (x, y) with radius r, mirrored left to right when asked.
        public func at(x: Double, y: Double, r: Double, mirror: Bool = false) -> [(x: Double, y: Double)] {
            let sx = mirror ? -r : r
            return points.map { (x: x + $0.x * sx, y: y + $0.y * r) }
        }
    }

    public static let foxTail = Outline([.m(0.4, 0.72), .q(1.5, 0.95, 1.22, -0.15), .q(1.02, 0.42, 0.62, 0.36)])
    public static let foxTip = Outline([.m(1.33, 0.22), .q(1.4, 0.02, 1.22, -0.15), .q(1.08, 0.06, 1.16, 0.28)])
    public static let foxHead = Outline([.m(0, 0.92), .q(-0.45, 0.62, -0.98, 0.12), .l(-0.8, -0.22), .l(-0.9, -1.05), .l(-0.3, -0.62), .q(0, -0.74, 0.3, -0.62), .l(0.9, -1.05), .l(0.8, -0.22), .l(0.98, 0.12), .q(0.45, 0.62, 0, 0.92)])
    public static let foxCheeks = Outline([.m(0, 0.92), .q(-0.42, 0.62, -0.9, 0.16), .q(-0.42, 0.02, 0, 0.3), .q(0.42, 0.02, 0.9, 0.16), .q(0.42, 0.62, 0, 0.92)])
    public static let foxEar = Outline([.m(-0.8, -0.84), .l(-0.44, -0.6), .l(-0.74, -0.38)])
    public static let hareEar = Outline([.m(-0.42, -0.55), .q(-0.75, -1.55, -0.4, -1.62), .q(-0.12, -1.5, -0.12, -0.65)])
    public static let hareEarIn = Outline([.m(-0.36, -0.7), .q(-0.58, -1.4, -0.38, -1.46), .q(-0.22, -1.38, -0.22, -0.72)])
    public static let houndEar = Outline([.m(-0.55, -0.7), .q(-1.15, -0.55, -1.05, 0.35), .q(-0.8, 0.55, -0.62, 0.05)])
    public static let houndMuzzle = Outline([.m(-0.42, 0.1), .q(-0.45, 0.8, 0, 0.86), .q(0.45, 0.8, 0.42, 0.1), .q(0, -0.05, -0.42, 0.1)])
    /// A goose seen from the side, facing left: head, long neck, back, upturned tail, belly, breast.
    public static let gooseBody = Outline([
        .m(-0.38, -0.98), .q(-0.12, -0.98, -0.12, -0.72), .q(-0.14, -0.35, 0, -0.06),
        .q(0.55, 0, 1, -0.26), .q(0.96, 0.2, 0.76, 0.42), .q(0.45, 0.9, -0.2, 0.82),
        .q(-0.82, 0.76, -0.72, 0.3), .q(-0.62, 0.04, -0.5, -0.2), .q(-0.64, -0.5, -0.62, -0.74),
        .q(-0.66, -0.98, -0.38, -0.98),
    ])
    public static let gooseBeak = Outline([.m(-0.6, -0.88), .q(-0.86, -0.88, -1.02, -0.74), .q(-0.84, -0.64, -0.6, -0.68)])
    /// The wing's line along the body, a thin crescent.
    public static let gooseWing = Outline([.m(-0.34, 0.34), .q(0.24, 0.02, 0.82, 0.16), .q(0.26, 0.24, -0.34, 0.34)])
}
