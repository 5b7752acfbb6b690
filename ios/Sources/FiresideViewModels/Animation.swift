// The animation of a move as a timeline of frames, built from the core's MoveAnimation: a
// piece travelling point by point along its path and the captured pieces vanishing as it
// jumps them, or Sungka's sowing shell by shell from the trace in `detail`. Every frame is
// a whole picture of the board, so the view only draws frames; the last frame is always
// the position after the move, as the render model shows it.
import Fireside
import Foundation

/// A piece as the board view draws it, with an identity that follows it from point to
/// point (SwiftUI animates a piece whose id keeps its place in the list).
public struct BoardPiece: Equatable, Sendable, Identifiable {
    public var id: Int
    public var point: UInt32
    public var kind: PieceKind
    /// Jumped in a pending chain: still drawn, marked as taken.
    public var taken: Bool

    public init(id: Int, point: UInt32, kind: PieceKind, taken: Bool) {
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
    /// The point this step happens at: the landing of a jump, the hole a shell drops into.
    public var focus: UInt32?
    /// Sungka: the shells in the mover's hand after this step.
    public var inHand: Int
    /// Seconds the frame stays at normal speed.
    public var duration: Double
    public var sound: SoundEffect?
    /// Something was captured at this step (the haptic).
    public var capture: Bool

    public init(
        pieces: [BoardPiece], focus: UInt32? = nil, inHand: Int = 0, duration: Double,
        sound: SoundEffect? = nil, capture: Bool = false
    ) {
        self.pieces = pieces
        self.focus = focus
        self.inHand = inHand
        self.duration = duration
        self.sound = sound
        self.capture = capture
    }
}

/// The frames of one move.
public struct MoveTimeline: Equatable, Sendable {
    public var notation: String
    public var frames: [AnimationFrame]

    /// Seconds the whole move takes at normal speed.
    public var duration: Double { frames.reduce(0) { $0 + $1.duration } }
}

/// One step of a Sungka sowing, as the core's trace (`MoveAnimation.detail`) writes it.
public enum SowStep: Equatable, Sendable, Decodable {
    case pick(hole: Int, count: Int)
    case drop(hole: Int)
    case relay(hole: Int, count: Int)
    case capture(hole: Int, opposite: Int, store: Int, count: Int)
    case stay(hole: Int)
    case freeTurn
    case bank(hole: Int, store: Int, count: Int)
    case end

    private enum Keys: String, CodingKey {
        case step, hole, count, opposite, store
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let step = try c.decode(String.self, forKey: .step)
        func int(_ key: Keys) throws -> Int { try c.decode(Int.self, forKey: key) }
        switch step {
        case "pick": self = .pick(hole: try int(.hole), count: try int(.count))
        case "drop": self = .drop(hole: try int(.hole))
        case "relay": self = .relay(hole: try int(.hole), count: try int(.count))
        case "capture":
            self = .capture(
                hole: try int(.hole), opposite: try int(.opposite), store: try int(.store),
                count: try int(.count))
        case "stay": self = .stay(hole: try int(.hole))
        case "free-turn": self = .freeTurn
        case "bank": self = .bank(hole: try int(.hole), store: try int(.store), count: try int(.count))
        case "end": self = .end
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .step, in: c, debugDescription: "unknown sowing step \(step)")
        }
    }
}

/// Sungka's sowing trace.
public struct SowingTrace: Equatable, Sendable, Decodable {
    public var house: Int
    public var steps: [SowStep]

    /// The trace in a move's `detail`, or nil when there is none (every game but Sungka).
    public static func parse(_ detail: String?) -> SowingTrace? {
        guard let detail, let data = detail.data(using: .utf8) else { return nil }
        return try? JSONDecoder().decode(SowingTrace.self, from: data)
    }
}

/// Builds the frames of moves.
public enum TimelineBuilder {
    /// Seconds per frame at normal speed.
    static let travel = 0.22
    static let pick = 0.3
    static let drop = 0.14
    static let capture = 0.4
    static let pause = 0.25
    /// A long Sungka relay is sped up to fit in this many seconds.
    static let longest = 6.0

    /// The frames of `animation`, from the board as drawn before it (`before`, with the
    /// piece where the player's input left it) to the position after it (`after`).
    /// `from` is the index in the path where the moving piece is drawn now (0, or further
    /// when the player entered part of a chain or dragged the piece).
    public static func timeline(
        before: [BoardPiece], after: [BoardPiece], animation: MoveAnimation, from: Int = 0
    ) -> MoveTimeline {
        var frames: [AnimationFrame]
        if let trace = SowingTrace.parse(animation.detail) {
            frames = sowing(before: before, trace: trace)
        } else {
            frames = travel(before: before, animation: animation, from: from)
        }
        let captured = !animation.captured.isEmpty
        // The last frame is the position after the move, whatever the steps drew.
        let endSound: SoundEffect? =
            frames.contains { $0.sound != nil } ? nil : (captured ? .capture : .move)
        frames.append(
            AnimationFrame(
                pieces: after, focus: animation.path.last, duration: 0, sound: endSound,
                capture: captured && !frames.contains { $0.capture }))
        let total = frames.reduce(0) { $0 + $1.duration }
        if total > longest {
            let scale = longest / total
            for i in frames.indices { frames[i].duration *= scale }
        }
        return MoveTimeline(notation: animation.notation, frames: frames)
    }

    /// A piece travelling along its path; a jumped piece disappears when jumped.
    static func travel(before: [BoardPiece], animation: MoveAnimation, from: Int) -> [AnimationFrame] {
        let path = animation.path
        guard path.count > 1, from < path.count - 1 else { return [] }
        let start = max(0, from)
        var pieces = before
        guard let mover = pieces.firstIndex(where: { $0.point == path[start] && !$0.taken }) else {
            return []
        }
        let moverId = pieces[mover].id
        // One capture per jump (Fox and Geese, Dama): each goes when it is jumped.
        let perJump = animation.captured.count == path.count - 1
        var frames: [AnimationFrame] = []
        for i in (start + 1)..<path.count {
            if let m = pieces.firstIndex(where: { $0.id == moverId }) {
                pieces[m].point = path[i]
            }
            var captured = false
            if perJump {
                let victim = animation.captured[i - 1]
                if let v = pieces.firstIndex(where: { $0.point == victim && $0.id != moverId }) {
                    pieces.remove(at: v)
                    captured = true
                }
            }
            frames.append(
                AnimationFrame(
                    pieces: pieces, focus: path[i], duration: travel,
                    sound: captured ? .capture : .move, capture: captured))
        }
        return frames
    }

    /// Sungka: the shells picked up, dropped one by one, relayed, captured and banked.
    static func sowing(before: [BoardPiece], trace: SowingTrace) -> [AnimationFrame] {
        var counts: [Int: Int] = [:]
        for p in before { counts[Int(p.point)] = p.shells }
        var hand = 0
        var frames: [AnimationFrame] = []
        func picture() -> [BoardPiece] {
            before.map { p in
                var q = p
                q.kind = .shells(count: UInt8(clamping: counts[Int(p.point)] ?? 0))
                q.taken = false
                return q
            }
        }
        func frame(_ focus: Int?, _ duration: Double, _ sound: SoundEffect? = nil, capture: Bool = false) {
            frames.append(
                AnimationFrame(
                    pieces: picture(), focus: focus.map { UInt32($0) }, inHand: hand,
                    duration: duration, sound: sound, capture: capture))
        }
        for step in trace.steps {
            switch step {
            case .pick(let hole, let count):
                counts[hole] = 0
                hand = count
                frame(hole, pick)
            case .drop(let hole):
                counts[hole, default: 0] += 1
                hand -= 1
                frame(hole, drop, .drop)
            case .relay(let hole, let count):
                counts[hole] = 0
                hand = count
                frame(hole, pick)
            case .capture(let hole, let opposite, let store, let count):
                counts[hole] = 0
                counts[opposite] = 0
                counts[store, default: 0] += count
                frame(store, capture, .capture, capture: true)
            case .stay(let hole):
                frame(hole, pause)
            case .freeTurn:
                frame(nil, pause)
            case .bank(let hole, let store, let count):
                counts[hole] = 0
                counts[store, default: 0] += count
                frame(store, drop)
            case .end:
                break
            }
        }
        return frames
    }
}

/// Gives pieces identities that follow them from move to move, so the views can animate
/// a piece from one point to the next.
struct PieceIdentities {
    private var byPoint: [UInt32: Int] = [:]
    private var nextId = 1

    /// New identities for every piece (a new match, undo, redo, a loaded save).
    mutating func reset(_ model: RenderModel) {
        byPoint = [:]
        for p in model.pieces {
            byPoint[p.point] = nextId
            nextId += 1
        }
    }

    /// The pieces moved by a played move; any piece still without an identity gets one.
    mutating func played(_ animation: MoveAnimation, after model: RenderModel) {
        if case .mancala = model.kind {
            reset(model)
            return
        }
        var next = byPoint
        for c in animation.captured { next[c] = nil }
        if let first = animation.path.first, let last = animation.path.last, let id = byPoint[first] {
            next[first] = nil
            next[last] = id
        }
        byPoint = [:]
        for p in model.pieces {
            if let id = next[p.point] {
                byPoint[p.point] = id
            } else {
                byPoint[p.point] = nextId
                nextId += 1
            }
        }
    }

    /// The pieces of a render model with their identities. A pending chain draws the
    /// moving piece where the chain stands: it keeps the identity of the chain's start.
    func pieces(_ model: RenderModel) -> [BoardPiece] {
        if case .mancala = model.kind {
            return model.pieces.map {
                BoardPiece(id: Int($0.point), point: $0.point, kind: $0.kind, taken: $0.taken)
            }
        }
        let chain = model.highlights.chain
        return model.pieces.map { p in
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
