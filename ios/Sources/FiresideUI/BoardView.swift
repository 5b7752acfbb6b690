// The board: drawn from the core's board drawing with a Canvas (lines, squares or holes,
// and the highlights: glowing targets, blinking capturable pieces, the last move, the
// hint, the chain), the pieces as views so they glide from frame to frame (`BoardScene`),
// taps and drags sent as events, and one VoiceOver element per point with the core's label.
#if canImport(SwiftUI)
import Fireside
import FiresideShell
import Foundation
import SwiftUI

struct BoardView: View {
    /// The board shown: the core's drawing, one view per point, the screen reader's view, and
    /// the numbers underlined on a board read from both sides (the core's `Seating`).
    let board: BoardDrawing
    let points: [PointView]
    let access: AccessView
    let underlined: Set<UInt32>
    let scene: BoardScene
    let send: Send

    /// The game screen's board.
    init(game: GameView, scene: BoardScene, send: @escaping Send) {
        board = game.board
        points = game.points
        access = game.access
        underlined = Set(game.seating.underlined)
        self.scene = scene
        self.send = send
    }

    /// A board without the game screen around it: the core's panel, as it is.
    init(panel: BoardPanel, scene: BoardScene, send: @escaping Send) {
        board = panel.board
        points = panel.points
        access = panel.access
        underlined = []
        self.scene = scene
        self.send = send
    }

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// The VoiceOver rotor's entries (the pieces that can move) live in this namespace.
    @Namespace private var rotorSpace
    /// The point a touch started on, and whether it became a drag (sent as `dragStart`).
    @State private var touchStart: UInt8?
    @State private var touching = false
    @State private var dragging = false
    @State private var dragAt: CGPoint?

    var body: some View {
        GeometryReader { geo in
            let layout = BoardLayout(
                model: board, hits: points.map(\.hit), viewWidth: Double(geo.size.width),
                viewHeight: Double(geo.size.height))
            ZStack {
                TimelineView(.animation(minimumInterval: 1.0 / 30, paused: reduceMotion)) { timeline in
                    Canvas { context, _ in
                        BoardPainter(
                            board: board, points: points, layout: layout,
                            time: timeline.date.timeIntervalSinceReferenceDate, steady: reduceMotion,
                            highContrast: access.highContrast
                        ).paint(&context)
                    }
                }
                .accessibilityHidden(true)
                piecesLayer(layout)
                    .accessibilityHidden(true)
                // The marks that sit on a piece (selected, can move, capturable, the hint's piece), over it.
                Canvas { context, _ in
                    BoardPainter(
                        board: board, points: points, layout: layout, time: 0, steady: true,
                        highContrast: access.highContrast
                    ).paintOverPieces(&context)
                }
                .allowsHitTesting(false)
                .accessibilityHidden(true)
                accessibilityLayer(layout)
            }
            .contentShape(Rectangle())
            .gesture(gesture(layout))
        }
    }

    // MARK: Pieces

    private func piecesLayer(_ layout: BoardLayout) -> some View {
        let isMancala: Bool = { if case .mancala = board.kind { return true } else { return false } }()
        let size = CGFloat(layout.spacing) * (isMancala ? 0.9 : 0.78)
        let pieces = scene.shown
        // Table mode: the far player's counts face them (the core's `PointView.turned`).
        let turned = points.map(\.turned)
        return ZStack {
            ForEach(pieces) { piece in
                let count: UInt32 = { if case .shells(let n) = piece.kind { return UInt32(n) } else { return 0 } }()
                PieceView(
                    piece: piece, size: size,
                    turned: Int(piece.point) < turned.count && turned[Int(piece.point)],
                    underlined: underlined.contains(count))
                    .position(position(of: piece, layout))
                    .opacity(piece.taken ? 0.35 : 1)
                    .zIndex(dragging && piece.point == touchStart ? 1 : 0)
            }
            if let frame = scene.frame, frame.inHand > 0, let focus = frame.focus {
                let s = layout.spot(focus)
                Text("\(frame.inHand)")
                    .font(.caption.bold())
                    .padding(4)
                    .background(Circle().fill(Color.orange.opacity(0.85)))
                    .position(x: CGFloat(s.x), y: CGFloat(s.y) - CGFloat(layout.spacing) * 0.6)
            }
        }
        // A picture of an animation is reached over the time the core gave it.
        .animation(dragAt != nil || reduceMotion ? nil : .easeInOut(duration: scene.frame?.duration ?? 0.18), value: pieces)
    }

    private func position(of piece: BoardPiece, _ layout: BoardLayout) -> CGPoint {
        // The piece the core selected for the drag follows the finger.
        if let dragAt, dragging, piece.point == touchStart, board.highlights.selected == piece.point,
            !piece.taken
        {
            return dragAt
        }
        let s = layout.spot(piece.point)
        return CGPoint(x: s.x, y: s.y)
    }

    // MARK: Touch

    /// A touch that moves more than a quarter of a point's spacing is a drag (`dragStart`
    /// at once, `dragEnd` where it ends); otherwise it is a tap on the point it started on.
    private func gesture(_ layout: BoardLayout) -> some Gesture {
        DragGesture(minimumDistance: 0)
            .onChanged { value in
                if !touching {
                    touching = true
                    touchStart = layout.point(atX: Double(value.startLocation.x), y: Double(value.startLocation.y))
                }
                let moved = hypot(value.translation.width, value.translation.height)
                if !dragging, let start = touchStart, moved > CGFloat(layout.spacing) * 0.25 {
                    dragging = true
                    send(.dragStart(point: start))
                }
                if dragging { dragAt = value.location }
            }
            .onEnded { value in
                defer {
                    touching = false
                    dragging = false
                    touchStart = nil
                    dragAt = nil
                }
                if dragging {
                    send(.dragEnd(point: layout.point(atX: Double(value.location.x), y: Double(value.location.y))))
                } else if let start = touchStart {
                    send(.tap(point: start))
                }
            }
    }

    // MARK: VoiceOver

    /// Renders the shell's `BoardAccessibilityModel` (tested on Linux): an element per point
    /// in reading order, its custom actions (whole moves) and the summary, and a rotor of
    /// the pieces that can move.
    private func accessibilityLayer(_ layout: BoardLayout) -> some View {
        let side = CGFloat(layout.spacing) * 0.9
        let model = BoardAccessibilityModel(board: board, points: points, access: access)
        return ZStack {
            ForEach(model.points, id: \.point) { point in
                let s = layout.spot(point.point)
                Color.clear
                    .frame(width: side, height: side)
                    .contentShape(Rectangle())
                    .position(x: CGFloat(s.x), y: CGFloat(s.y))
                    .accessibilityElement()
                    .accessibilityLabel(Text(point.label))
                    .accessibilityAddTraits(point.isSelected ? [.isSelected] : [])
                    .accessibilityAddTraits(point.isButton ? [.isButton] : [])
                    .accessibilityAction { send(.tap(point: point.point)) }
                    .accessibilityActions {
                        ForEach(point.actions.indices, id: \.self) { k in
                            Button(point.actions[k].name) { send(point.actions[k].event) }
                        }
                        Button(model.summary.name) { send(model.summary.event) }
                    }
                    .accessibilityRotorEntry(id: point.point, in: rotorSpace)
                    .allowsHitTesting(false)
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityRotor(Text(model.rotorName)) {
            ForEach(model.movable, id: \.self) { p in
                AccessibilityRotorEntry(Text(model.element(p)?.label ?? ""), id: p, in: rotorSpace)
            }
        }
    }
}

/// A piece (or a Sungka hole's shells).
struct PieceView: View {
    let piece: BoardPiece
    let size: CGFloat
    /// A Sungka count of the far player in table mode: turned half a turn, towards them.
    var turned = false
    /// The count reads as another number upside down on a board read from both sides (the
    /// core's `Seating.underlined`): underlined.
    var underlined = false

    var body: some View {
        switch piece.kind {
        case .fox, .goose, .hound, .hare: animal(piece.kind)
        case .whiteMan: token(fill: Color(white: 0.95), mark: nil)
        case .whiteKing: token(fill: Color(white: 0.95), mark: Color(red: 0.8, green: 0.6, blue: 0.1))
        case .blackMan: token(fill: Color(white: 0.15), mark: nil)
        case .blackKing: token(fill: Color(white: 0.15), mark: Color(red: 0.9, green: 0.7, blue: 0.2))
        case .shells(let count): shells(Int(count))
        }
    }

    private func token(fill: Color, mark: Color?) -> some View {
        ZStack {
            Circle().fill(fill)
            Circle().stroke(Color.black.opacity(0.55), lineWidth: max(1, size * 0.05))
            if let mark {
                Circle().stroke(mark, lineWidth: max(2, size * 0.12)).padding(size * 0.2)
            }
        }
        .frame(width: size * 0.86, height: size * 0.86)
        .shadow(color: .black.opacity(0.3), radius: size * 0.05, x: 0, y: size * 0.04)
    }

    /// An animal piece from `PieceShapes`, as Android draws it: the fox's head, ears,
    /// cheeks and tail; the hare's long ears; the hound's ears and muzzle; the goose's beak.
    private func animal(_ kind: CorePieceKind) -> some View {
        let r = Double(size) * 0.43
        return Canvas { context, area in
            let cx = Double(area.width) / 2
            let cy = Double(area.height) / 2
            let edge = Color(red: 0.106, green: 0.071, blue: 0.035)
            let w = max(1.0, r * 0.1)
            func outline(_ o: PieceShapes.Outline, _ fill: Color, stroke: Bool = false, mirror: Bool = false) {
                let pts = o.at(x: cx, y: cy, r: r, mirror: mirror)
                guard let first = pts.first else { return }
                var p = Path()
                p.move(to: CGPoint(x: first.x, y: first.y))
                for q in pts.dropFirst() { p.addLine(to: CGPoint(x: q.x, y: q.y)) }
                p.closeSubpath()
                context.fill(p, with: .color(fill))
                if stroke { context.stroke(p, with: .color(edge), style: StrokeStyle(lineWidth: w, lineJoin: .round)) }
            }
            func disc(_ x: Double, _ y: Double, _ radius: Double, _ fill: Color, stroke: Bool = false) {
                let p = Path(ellipseIn: CGRect(x: cx + (x - radius) * r, y: cy + (y - radius) * r, width: 2 * radius * r, height: 2 * radius * r))
                context.fill(p, with: .color(fill))
                if stroke { context.stroke(p, with: .color(edge), lineWidth: w) }
            }
            func face(eyeY: Double, eye: Color, nose: Color?, noseY: Double = 0, noseR: Double = 0) {
                disc(-0.33, eyeY, 0.1, eye)
                disc(0.33, eyeY, 0.1, eye)
                if let nose { disc(0, noseY, noseR, nose) }
            }
            let cream = Color(red: 1.0, green: 0.953, blue: 0.902)
            switch kind {
            case .fox:
                let fox = Color(red: 0.824, green: 0.282, blue: 0.043)
                outline(PieceShapes.foxTail, fox, stroke: true)
                outline(PieceShapes.foxTip, cream)
                outline(PieceShapes.foxHead, fox, stroke: true)
                outline(PieceShapes.foxCheeks, cream)
                outline(PieceShapes.foxEar, edge)
                outline(PieceShapes.foxEar, edge, mirror: true)
                face(eyeY: -0.14, eye: edge, nose: edge, noseY: 0.84, noseR: 0.13)
            case .goose:
                // A side view (neck, beak, wing), never a round face: a round one reads as a chick.
                outline(PieceShapes.gooseBody, .white, stroke: true)
                outline(PieceShapes.gooseBeak, Color(red: 0.961, green: 0.620, blue: 0.043), stroke: true)
                outline(PieceShapes.gooseWing, edge)
                disc(-0.4, -0.8, 0.08, edge)
            case .hound:
                let muzzle = Color(red: 0.847, green: 0.871, blue: 0.902)
                disc(0, 0, 1, Color(red: 0.137, green: 0.188, blue: 0.247), stroke: true)
                outline(PieceShapes.houndMuzzle, muzzle)
                for m in [false, true] {
                    outline(PieceShapes.houndEar, Color(red: 0.290, green: 0.353, blue: 0.431), stroke: true, mirror: m)
                }
                face(eyeY: -0.2, eye: muzzle, nose: edge, noseY: 0.32, noseR: 0.15)
            default:
                let hare = Color(red: 0.718, green: 0.475, blue: 0.122)
                for m in [false, true] {
                    outline(PieceShapes.hareEar, hare, stroke: true, mirror: m)
                    outline(PieceShapes.hareEarIn, Color(red: 0.914, green: 0.718, blue: 0.651), mirror: m)
                }
                disc(0, 0, 1, hare, stroke: true)
                disc(0, 0.42, 0.34, cream)
                face(eyeY: -0.12, eye: edge, nose: Color(red: 0.541, green: 0.231, blue: 0.231), noseY: 0.3, noseR: 0.09)
            }
        }
        // Room for the ears above and the fox's tail beside the round body.
        .frame(width: size * 1.6, height: size * 1.6)
        .allowsHitTesting(false)
        .shadow(color: .black.opacity(0.3), radius: size * 0.05, x: 0, y: size * 0.04)
    }

    private func shells(_ count: Int) -> some View {
        ZStack {
            ForEach(0..<min(count, 12), id: \.self) { i in
                let angle = Double(i) * 2.4
                let r = Double(size) * 0.09 * (Double(i).squareRoot())
                Ellipse()
                    .fill(Color(red: 0.96, green: 0.93, blue: 0.85))
                    .overlay(Ellipse().stroke(Color.brown.opacity(0.6), lineWidth: 0.5))
                    .frame(width: size * 0.16, height: size * 0.12)
                    .offset(x: CGFloat(cos(angle) * r), y: CGFloat(sin(angle) * r))
            }
            if count > 0 {
                Text("\(count)")
                    .font(.system(size: max(10, size * 0.26), weight: .bold, design: .rounded))
                    .underline(underlined)
                    .foregroundColor(.white)
                    .shadow(color: .black, radius: 1)
                    .rotationEffect(.degrees(turned ? 180 : 0))
                    .offset(y: size * (turned ? -0.32 : 0.32))
            }
        }
        .frame(width: size, height: size)
    }
}

/// Draws the board and the highlights of the board drawing.
struct BoardPainter {
    let board: BoardDrawing
    /// The core's points with their state (a Sungka store is drawn long).
    let points: [PointView]
    let layout: BoardLayout
    let time: Double
    /// Reduce Motion: no blinking, no pulsing.
    let steady: Bool
    /// The core's high-contrast setting (`GameView.access.highContrast`).
    let highContrast: Bool

    /// The radius of a piece as `PieceView` draws it (0.78 × 0.86 of the spacing, halved).
    private var pieceRadius: CGFloat { CGFloat(layout.spacing) * 0.335 }

    /// Dark marks on the light lines board; light tints over a dark halo on Dama's dark
    /// squares and Sungka's wood (as Android's palette, board/Painter.kt).
    private var onLightBoard: Bool { if case .lines = board.kind { return true } else { return false } }

    private func rgb(_ hex: UInt32) -> Color {
        Color(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }

    private func color(_ mark: Mark) -> Color {
        let light: [Mark: UInt32] = highContrast
            ? [.movable: 0x0033CC, .selected: 0x000000, .target: 0x006B1F, .capturable: 0xB00000, .lastMove: 0x5B1A86, .hint: 0x004E64]
            : [.movable: 0x1D4ED8, .selected: 0x1740C2, .target: 0x0B6B32, .capturable: 0xB91C1C, .lastMove: 0x7B2F9E, .hint: 0x0E6377]
        let dark: [Mark: UInt32] = highContrast
            ? [.movable: 0xBFD9FF, .selected: 0xFFFF00, .target: 0xB8FFB8, .capturable: 0xFFD0D0, .lastMove: 0xF0DDFF, .hint: 0xA0FBFF]
            : [.movable: 0xB3D1FF, .selected: 0xFFE14D, .target: 0x9CFF9C, .capturable: 0xFFB8B8, .lastMove: 0xE6CCFF, .hint: 0x7DF9FF]
        return rgb((onLightBoard ? light : dark)[mark] ?? 0)
    }

    private var halo: Color { onLightBoard ? .white : rgb(highContrast ? 0x000000 : 0x1B1209) }

    /// One mark with its own shape (FiresideShell's `MarkShapes`), each stroke over a wider halo.
    private func mark(_ m: Mark, at i: UInt8, _ context: inout GraphicsContext) {
        let c = p(i)
        // Dama's squares carry their number in the top left corner: no dot there.
        var numbered = false
        if case .checkerboard = board.kind { numbered = true }
        let prims = MarkShapes.primitives(m, x: Double(c.x), y: Double(c.y), r: Double(pieceRadius), numbered: numbered)
        for (ink, grow) in [(halo, 1.8), (color(m), 1.0)] {
            for prim in prims {
                switch prim {
                case .ring(let x, let y, let radius, let width):
                    let box = CGRect(x: x - radius, y: y - radius, width: radius * 2, height: radius * 2)
                    context.stroke(Path(ellipseIn: box), with: .color(ink), lineWidth: width * grow)
                case .dot(let x, let y, let radius):
                    let rr = grow > 1 ? radius + 1.5 : radius
                    context.fill(Path(ellipseIn: CGRect(x: x - rr, y: y - rr, width: rr * 2, height: rr * 2)), with: .color(ink))
                case .segment(let x1, let y1, let x2, let y2, let width):
                    var path = Path()
                    path.move(to: CGPoint(x: x1, y: y1))
                    path.addLine(to: CGPoint(x: x2, y: y2))
                    context.stroke(path, with: .color(ink), style: StrokeStyle(lineWidth: width * grow, lineCap: .round))
                case .square(let x, let y, let half, let width):
                    let box = CGRect(x: x - half, y: y - half, width: half * 2, height: half * 2)
                    context.stroke(Path(roundedRect: box, cornerRadius: 2), with: .color(ink), lineWidth: width * grow)
                }
            }
        }
    }

    /// The marks drawn over the pieces: can move, capturable, the hint's piece, the selection.
    func paintOverPieces(_ context: inout GraphicsContext) {
        let h = board.highlights
        for q in h.movable where q != h.selected { mark(.movable, at: q, &context) }
        for q in h.capturable { mark(.capturable, at: q, &context) }
        if let first = h.hint.first { mark(.hint, at: first, &context) }
        if let s = h.selected { mark(.selected, at: s, &context) }
        // Last, over the rings that reach the corner: always readable.
        if case .checkerboard(let size) = board.kind { squareNumbers(Double(layout.width) / Double(max(size, 1)), &context) }
        coordinates(&context)
    }

    /// The core's files and ranks (the names the hints and reviews write, d4-e5) in the
    /// margin: each file's letter under its column, each rank's number left of its row,
    /// beyond the reach of the hint's chevrons (as on Android, 0.56 of a spacing out).
    private func coordinates(_ context: inout GraphicsContext) {
        let size = max(10, layout.spacing * 0.17)
        let ink = Color.secondary
        let below = layout.originY + layout.height + layout.spacing * 0.56
        for f in board.files {
            context.draw(
                Text(f.text).font(.system(size: size, weight: .bold)).foregroundColor(ink),
                at: CGPoint(x: layout.originX + Double(f.at) * layout.width, y: below))
        }
        let left = layout.originX - layout.spacing * 0.56
        for r in board.ranks {
            context.draw(
                Text(r.text).font(.system(size: size, weight: .bold)).foregroundColor(ink),
                at: CGPoint(x: left, y: layout.originY + Double(r.at) * layout.height))
        }
    }

    /// Dama's square numbers, bold, tucked into the top left corner of each dark square
    /// outside the circle a piece covers, so none is half hidden under a piece.
    private func squareNumbers(_ cell: Double, _ context: inout GraphicsContext) {
        for (i, point) in board.points.enumerated() {
            let c = p(UInt8(i))
            let n = BoardLabels.squareNumber(x: Double(c.x), y: Double(c.y), cell: cell)
            context.draw(
                Text(point.name).font(.system(size: n.size, weight: .bold)).foregroundColor(Color(white: 0.95)),
                at: CGPoint(x: n.x, y: n.y), anchor: .topLeading)
        }
    }

    private func p(_ i: UInt8) -> CGPoint {
        let s = layout.spot(i)
        return CGPoint(x: s.x, y: s.y)
    }

    private var r: CGFloat { CGFloat(layout.spacing) / 2 }

    private func circle(_ i: UInt8, _ radius: CGFloat) -> Path {
        let c = p(i)
        return Path(ellipseIn: CGRect(x: c.x - radius, y: c.y - radius, width: radius * 2, height: radius * 2))
    }

    /// The drawing's point lists are `Data` in Swift (uniffi's bytes).
    private func polyline<Points: Sequence<UInt8>>(_ points: Points) -> Path {
        var path = Path()
        for (i, q) in points.enumerated() {
            if i == 0 { path.move(to: p(q)) } else { path.addLine(to: p(q)) }
        }
        return path
    }

    func paint(_ context: inout GraphicsContext) {
        let rect = CGRect(x: layout.originX, y: layout.originY, width: layout.width, height: layout.height)
        let wood = Color(red: 0.86, green: 0.72, blue: 0.5)
        switch board.kind {
        case .lines:
            context.fill(Path(roundedRect: rect.insetBy(dx: -r, dy: -r), cornerRadius: r * 0.5), with: .color(wood))
            for line in board.lines {
                var path = Path()
                path.move(to: p(line.a))
                path.addLine(to: p(line.b))
                context.stroke(path, with: .color(.black.opacity(0.7)), lineWidth: max(1.5, r * 0.08))
            }
            for i in board.points.indices {
                context.fill(circle(UInt8(i), r * 0.14), with: .color(.black.opacity(0.75)))
            }
        case .checkerboard(let size):
            context.fill(Path(rect), with: .color(Color(red: 0.93, green: 0.86, blue: 0.7)))
            let cell = layout.width / Double(max(size, 1))
            for i in board.points.indices {
                let c = p(UInt8(i))
                let square = CGRect(x: c.x - cell / 2, y: c.y - cell / 2, width: cell, height: cell)
                context.fill(Path(square), with: .color(Color(red: 0.45, green: 0.3, blue: 0.18)))
            }
            context.stroke(Path(rect), with: .color(.black.opacity(0.6)), lineWidth: 2)
        case .mancala:
            context.fill(Path(roundedRect: rect, cornerRadius: r), with: .color(Color(red: 0.55, green: 0.35, blue: 0.2)))
            for point in points {
                let c = p(point.point)
                let hole = point.isStore
                    ? CGRect(x: c.x - r * 0.85, y: c.y - r * 1.9, width: r * 1.7, height: r * 3.8)
                    : CGRect(x: c.x - r * 0.85, y: c.y - r * 0.85, width: r * 1.7, height: r * 1.7)
                context.fill(Path(ellipseIn: hole), with: .color(Color(red: 0.33, green: 0.2, blue: 0.1)))
            }
        }

        let h = board.highlights
        let pulse = steady ? 0.75 : 0.55 + 0.45 * sin(time * 2 * .pi * 1.2)
        let blink = steady ? 1.0 : (sin(time * 2 * .pi * 1.6) > -0.2 ? 1.0 : 0.25)

        if h.lastMove.count > 1 {
            context.stroke(
                polyline(h.lastMove), with: .color(.yellow.opacity(0.55)),
                style: StrokeStyle(lineWidth: r * 0.22, lineCap: .round, lineJoin: .round))
        }
        for q in h.lastMove { mark(.lastMove, at: q, &context) }
        for q in h.lastCaptured {
            // Over a halo: seen on a light square and a white man too.
            context.stroke(circle(q, r * 0.35), with: .color(halo), lineWidth: 4)
            context.stroke(
                circle(q, r * 0.35), with: .color(.red.opacity(0.5)), style: StrokeStyle(lineWidth: 2, dash: [3, 3]))
        }
        if !h.hint.isEmpty {
            context.stroke(
                polyline(h.hint), with: .color(.blue.opacity(0.8)),
                style: StrokeStyle(lineWidth: r * 0.18, lineCap: .round, dash: [r * 0.3, r * 0.25]))
            for q in h.hint.dropFirst() { mark(.hint, at: q, &context) }
        }
        if h.chain.count > 1 {
            context.stroke(
                polyline(h.chain), with: .color(.orange),
                style: StrokeStyle(lineWidth: r * 0.2, lineCap: .round, lineJoin: .round))
        }
        // The blink tints under the piece only; the capturable shape itself stays (paintOverPieces).
        for q in h.capturable {
            context.fill(circle(q, pieceRadius * 1.1), with: .color(color(.capturable).opacity(0.5 * blink)))
        }
        for q in h.targets {
            let glow = circle(q, r * CGFloat(0.45 + 0.25 * pulse))
            context.fill(
                glow,
                with: .radialGradient(
                    Gradient(colors: [Color.green.opacity(0.9), Color.green.opacity(0)]),
                    center: p(q), startRadius: 0, endRadius: r * 0.75))
            mark(.target, at: q, &context)
        }
        // The selected piece's whole square glows on the checkerboard: seen on a white man too.
        if case .checkerboard(let size) = board.kind, let s = h.selected {
            let cell = layout.width / Double(max(size, 1))
            let c = p(s)
            context.fill(
                Path(CGRect(x: c.x - cell / 2, y: c.y - cell / 2, width: cell, height: cell)),
                with: .color(color(.selected).opacity(0.45)))
        }
        if let c = h.cursor {
            let q = p(c)
            let square = CGRect(x: q.x - r, y: q.y - r, width: 2 * r, height: 2 * r)
            context.stroke(Path(roundedRect: square, cornerRadius: r * 0.2), with: .color(.blue), lineWidth: 3)
        }
    }
}
#endif
