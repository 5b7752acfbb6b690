// The pieces as the board view draws them: the core's board drawing, each piece with the
// core's id that follows it from move to move (so SwiftUI glides a piece instead of fading
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
/// reached over the time since the one before. The pieces, their ids, their moves, leaves
/// and shell counts and every time are the core's; SwiftUI only glides between the pictures.
public enum Timeline {
    /// The pictures of an animation. Its pieces carry the core's ids, the same as the board
    /// drawn before and after the move (`RenderPiece.id`). A change of no duration (a dragged
    /// piece already under the finger) shows in the next picture. The last picture is the
    /// position after the move.
    static func frames(_ animation: AnimationView) -> [AnimationFrame] {
        var pieces = animation.pieces.map { p in
            BoardPiece(id: Int(p.id), point: p.point, kind: p.kind, taken: false)
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
}

/// The board's pieces, each with the id the core gives it (`RenderPiece.id`: it follows
/// the piece from move to move, through undo and redo), and the animation frame playing.
public struct BoardScene: Equatable, Sendable {
    /// The position the core shows.
    public private(set) var pieces: [BoardPiece] = []
    /// The frame of the animation playing, if one plays.
    public var frame: AnimationFrame?
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
        pieces = board.pieces.map { p in
            BoardPiece(id: Int(p.id), point: p.point, kind: p.kind, taken: p.taken)
        }
        guard let a = animation, a.id != lastAnimation else { return nil }
        lastAnimation = a.id
        return Timeline.frames(a)
    }
}

extension PointView {
    /// A store (Sungka's), drawn as the long hole at the end of the board.
    public var isStore: Bool {
        if case .store = role { return true }
        return false
    }
}
