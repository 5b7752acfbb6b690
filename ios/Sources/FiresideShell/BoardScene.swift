// The pieces as the board view draws them: the core's board drawing with an identity per
// piece that follows it from move to move (so SwiftUI glides a piece instead of fading
// it), and the pictures of the core's animation frames (`AnimationView`: the pieces at
// the start with ids, each move, leave and sowing change with its start and duration).
// What moves, when and for how long is the core's; this only turns the frames into
// pictures for SwiftUI to glide between.
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
    /// Seconds the view takes to glide from the picture before to this one.
    public var duration: Double
}

/// The pictures of the core's frames (`AnimationView`): one where frames end, each
/// reached over the time since the one before. The pieces, their moves, leaves and shell
/// counts and every time are the core's; SwiftUI only glides between the pictures.
public enum Timeline {
    /// The pictures from the board as drawn before the move (`shown`, whose identities the
    /// pieces keep). A change of no duration (a dragged piece already under the finger)
    /// shows in the next picture. The last picture is the position after the move.
    static func frames(shown: [BoardPiece], animation: AnimationView) -> [AnimationFrame] {
        let ids = identities(animation, shown: shown)
        var pieces = animation.pieces.map { p in
            BoardPiece(id: ids[p.id] ?? -Int(p.id) - 2_000_000, point: p.point, kind: p.kind, taken: false)
        }
        var index: [UInt32: Int] = [:]
        for (i, p) in animation.pieces.enumerated() { index[p.id] = i }
        var gone = Set<UInt32>()
        let ends = Set(animation.frames.map { $0.startMillis + $0.durationMillis }).sorted()
        var frames: [AnimationFrame] = []
        var shownUntil: UInt32 = 0
        var inHand = 0
        for end in ends {
            var focus: UInt8?
            for f in animation.frames where f.startMillis + f.durationMillis == end {
                focus = f.focus
                switch f.change {
                case .move(let piece, _, let to, _):
                    if let i = index[piece] { pieces[i].point = to }
                case .leave(let piece, _):
                    gone.insert(piece)
                case .sow(let houses, let hand, _, _):
                    for h in houses {
                        for i in pieces.indices where pieces[i].point == h.point {
                            pieces[i].kind = .shells(count: h.count)
                        }
                    }
                    inHand = Int(hand)
                }
            }
            guard end > shownUntil else { continue }
            let drawn = zip(animation.pieces, pieces).filter { !gone.contains($0.0.id) }.map { $0.1 }
            frames.append(
                AnimationFrame(pieces: drawn, focus: focus, inHand: inHand, duration: Double(end - shownUntil) / 1000))
            shownUntil = end
        }
        return frames
    }

    /// The identity the board drew each of the core's pieces with: the one standing on
    /// its start point.
    static func identities(_ animation: AnimationView, shown: [BoardPiece]) -> [UInt32: Int] {
        var ids: [UInt32: Int] = [:]
        for p in animation.pieces {
            let here = shown.first { $0.point == p.point && !$0.taken } ?? shown.first { $0.point == p.point }
            if let here { ids[p.id] = here.id }
        }
        return ids
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
    mutating func show(_ game: GameView) -> [AnimationFrame]? {
        show(board: game.board, animation: game.animation)
    }

    /// Takes a board panel the core hands over (it has no animation).
    mutating func show(panel: BoardPanel) {
        _ = show(board: panel.board, animation: nil)
    }

    private mutating func show(board: BoardDrawing, animation: AnimationView?) -> [AnimationFrame]? {
        let before = pieces
        var played: AnimationView?
        if let a = animation, a.id != lastAnimation {
            lastAnimation = a.id
            played = a
        }
        if let played {
            follow(played, shown: before, after: board)
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
        return Timeline.frames(shown: before, animation: played)
    }

    private mutating func reset(_ board: BoardDrawing) {
        byPoint = [:]
        for p in board.pieces {
            byPoint[p.point] = nextId
            nextId += 1
        }
    }

    /// The identities after a move: a moved piece keeps the one it was drawn with, a
    /// piece that left loses its own.
    private mutating func follow(_ animation: AnimationView, shown: [BoardPiece], after board: BoardDrawing) {
        if case .mancala = board.kind {
            // Shells have no identity: each hole is one piece.
            byPoint = Dictionary(uniqueKeysWithValues: board.pieces.map { ($0.point, Int($0.point) + 1_000_000) })
            return
        }
        let ids = Timeline.identities(animation, shown: shown)
        var at: [UInt32: UInt8] = [:]
        for p in animation.pieces { at[p.id] = p.point }
        for f in animation.frames {
            switch f.change {
            case .move(let piece, _, let to, _): at[piece] = to
            case .leave(let piece, _): at[piece] = nil
            case .sow: break
            }
        }
        var next: [UInt8: Int] = [:]
        for (piece, point) in at {
            if let id = ids[piece] { next[point] = id }
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

    /// The drawing's pieces with their identities. A pending chain draws the moving
    /// piece where the chain stands: it keeps the identity of the chain's start.
    private func identified(_ board: BoardDrawing) -> [BoardPiece] {
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
