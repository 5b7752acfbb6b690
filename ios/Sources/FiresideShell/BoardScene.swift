// The pieces as the board view draws them: the core's render model with an identity per
// piece that follows it from move to move (so SwiftUI glides a piece instead of fading
// it), and the frames of the core's typed animation steps (`AnimationView`): a piece
// sliding point by point, a captured piece leaving, Sungka's sowing shell by shell. Pure
// drawing arithmetic on what the core hands over; the rules and the timing per step are
// the core's.
import Fireside

/// A piece as the board view draws it.
public struct BoardPiece: Equatable, Sendable, Identifiable {
    public var id: Int
    public var point: UInt8
    public var kind: CorePieceKind
    /// Jumped in a pending chain: still drawn, marked as taken.
    public var taken: Bool

    public init(id: Int, point: UInt8, kind: CorePieceKind, taken: Bool) {
        self.id = id
        self.point = point
        self.kind = kind
        self.taken = taken
    }

    /// The shells on a Sungka hole (0 for any other piece).
    public var shells: Int {
        if case .shells(let count) = kind { return Int(count) }
        return 0
    }
}

/// One picture of an animation.
public struct AnimationFrame: Equatable, Sendable {
    public var pieces: [BoardPiece]
    /// The point this step happens at: the landing of a slide, the hole a shell drops into.
    public var focus: UInt8?
    /// Sungka: the shells in the mover's hand after this step.
    public var inHand: Int
    /// Seconds the frame stays.
    public var duration: Double
}

/// Builds the frames of an animation.
public enum Timeline {
    /// How long a step of each kind lasts, in steps of the core's `stepMillis`: a shell
    /// dropped is quicker than a piece sliding, a capture is left to be seen.
    static let pick = 1.2
    static let drop = 0.5
    static let capture = 1.6
    static let pause = 1.0
    /// A long Sungka relay is sped up to fit in this many seconds.
    static let longest = 6.0

    /// The frames from the board as drawn before the move (`before`) through the core's
    /// steps. The last frame is not the position after the move: the board shows that
    /// once the frames are done. `dragged`: the piece is already under the finger where it
    /// was dropped, so its slides are not shown (captures still are).
    static func frames(before: [BoardPiece], animation: AnimationView, dragged: Bool = false)
        -> [AnimationFrame]
    {
        let step = Double(animation.stepMillis) / 1000
        var pieces = before
        var frames: [AnimationFrame] = []
        var mover: Int?
        for s in animation.steps {
            switch s {
            case .slide(let from, let to):
                // The piece may already stand further along (a chain entered point by point).
                if mover == nil {
                    mover = pieces.firstIndex { $0.point == from && !$0.taken }.map { pieces[$0].id }
                }
                guard let id = mover, let i = pieces.firstIndex(where: { $0.id == id }) else { continue }
                pieces[i].point = to
                if !dragged {
                    frames.append(AnimationFrame(pieces: pieces, focus: to, inHand: 0, duration: step))
                }
            case .remove(let point):
                guard let i = pieces.firstIndex(where: { $0.point == point && $0.id != mover }) else {
                    continue
                }
                pieces.remove(at: i)
                frames.append(AnimationFrame(pieces: pieces, focus: point, inHand: 0, duration: step))
            case .sowing(let trace):
                frames += sowing(before: pieces, trace: trace, step: step)
            }
        }
        let total = frames.reduce(0) { $0 + $1.duration }
        if total > longest {
            for i in frames.indices { frames[i].duration *= longest / total }
        }
        return frames
    }

    /// Sungka: the shells picked up, dropped one by one, relayed, captured and banked.
    static func sowing(before: [BoardPiece], trace: SowingTrace, step: Double) -> [AnimationFrame] {
        var counts: [UInt8: Int] = [:]
        for p in before { counts[p.point] = p.shells }
        var hand = 0
        var frames: [AnimationFrame] = []
        func frame(_ focus: UInt8?, _ length: Double) {
            let pieces = before.map { p in
                BoardPiece(
                    id: p.id, point: p.point, kind: .shells(count: UInt8(clamping: counts[p.point] ?? 0)),
                    taken: false)
            }
            frames.append(AnimationFrame(pieces: pieces, focus: focus, inHand: hand, duration: length * step))
        }
        for s in trace.steps {
            switch s {
            case .pick(let hole, let count), .relay(let hole, let count):
                counts[hole] = 0
                hand = Int(count)
                frame(hole, pick)
            case .drop(let hole):
                counts[hole, default: 0] += 1
                hand -= 1
                frame(hole, drop)
            case .capture(let hole, let opposite, let store, let count):
                counts[hole] = 0
                counts[opposite] = 0
                counts[store, default: 0] += Int(count)
                frame(store, capture)
            case .stay(let hole):
                frame(hole, pause)
            case .freeTurn:
                frame(nil, pause)
            case .bank(let hole, let store, let count):
                counts[hole] = 0
                counts[store, default: 0] += Int(count)
                frame(store, drop)
            case .end:
                break
            }
        }
        return frames
    }
}

/// The board's pieces with identities that follow them from move to move.
public struct BoardScene: Equatable, Sendable {
    /// The position the core shows, with identities.
    public private(set) var pieces: [BoardPiece] = []
    /// The frame of the animation playing, if one plays.
    public var frame: AnimationFrame?
    private var byPoint: [UInt8: Int] = [:]
    private var nextId = 1
    private var lastAnimation: UInt64?

    public init() {}

    /// What to draw now: the animation's frame, else the position.
    public var shown: [BoardPiece] { frame?.pieces ?? pieces }

    /// Takes the game screen the core hands over. Returns the frames to play when it
    /// brings an animation not seen before (nil otherwise).
    mutating func show(_ game: GameView, dragged: Bool = false) -> [AnimationFrame]? {
        let board = game.board
        let before = pieces
        var played: AnimationView?
        if let a = game.animation, a.id != lastAnimation {
            lastAnimation = a.id
            played = a
        }
        if let played {
            follow(played, after: board)
        } else if board.highlights.chain.count < 2,
            Set(board.pieces.map(\.point)) != Set(byPoint.keys) || byPoint.isEmpty
        {
            // A position that did not come from a move (a new match, undo, redo, a move
            // with animations off): every piece gets a new identity. (A chain being entered
            // moves its piece ahead without a move: it keeps its identity.)
            reset(board)
        }
        pieces = identified(board)
        guard let played else { return nil }
        return Timeline.frames(before: before, animation: played, dragged: dragged)
    }

    private mutating func reset(_ board: CoreRenderModel) {
        byPoint = [:]
        for p in board.pieces {
            byPoint[p.point] = nextId
            nextId += 1
        }
    }

    /// The identities after a move: the slides carry the mover's, the removed lose theirs.
    private mutating func follow(_ animation: AnimationView, after board: CoreRenderModel) {
        if case .mancala = board.kind {
            // Shells have no identity: each hole is one piece.
            byPoint = Dictionary(uniqueKeysWithValues: board.pieces.map { ($0.point, Int($0.point) + 1_000_000) })
            return
        }
        var next = byPoint
        var moving: (from: UInt8, to: UInt8)?
        for s in animation.steps {
            switch s {
            case .slide(let from, let to): moving = (moving?.from ?? from, to)
            case .remove(let point): next[point] = nil
            case .sowing: break
            }
        }
        if let m = moving, let id = byPoint[m.from] {
            next[m.from] = nil
            next[m.to] = id
        }
        byPoint = [:]
        for p in board.pieces {
            if let id = next[p.point] {
                byPoint[p.point] = id
            } else {
                byPoint[p.point] = nextId
                nextId += 1
            }
        }
    }

    /// The render model's pieces with their identities. A pending chain draws the moving
    /// piece where the chain stands: it keeps the identity of the chain's start.
    private func identified(_ board: CoreRenderModel) -> [BoardPiece] {
        let chain = board.highlights.chain
        return board.pieces.map { p in
            var id = byPoint[p.point] ?? -Int(p.point) - 1
            if let first = chain.first, let last = chain.last, chain.count > 1, p.point == last,
                let moving = byPoint[first]
            {
                id = moving
            }
            return BoardPiece(id: id, point: p.point, kind: p.kind, taken: p.taken)
        }
    }
}

extension PointView {
    /// A store (Sungka's), drawn as the long hole at the end of the board.
    public var isStore: Bool {
        if case .store = role { return true }
        return false
    }
}
