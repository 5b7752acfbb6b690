// VoiceOver's view of the game screen, from the core's view alone: one element per point
// in the core's reading order with the core's label and its custom actions (each the event that
// plays a whole move), a jump list (rotor) of the pieces that can move, and the board
// summary. Plain Swift, so the shell's tests drive games through it; the SwiftUI views
// only render it (accessibilityLabel, accessibilityActions, accessibilityRotor).
import Fireside

/// One VoiceOver custom action: its name and the event it sends.
public struct VoiceOverAction {
    public let name: String
    public let event: Event
}

/// One point as VoiceOver reads it.
public struct VoiceOverPoint {
    public let point: UInt8
    public let label: String
    /// A tap acts on it (a movable piece, a target, the selection): the "button" trait.
    public let isButton: Bool
    public let isSelected: Bool
    public let actions: [VoiceOverAction]
}

public struct BoardAccessibilityModel {
    /// The points in the core's reading order (`AccessView.readingOrder`).
    public let points: [VoiceOverPoint]
    /// The rotor of the pieces that can move, in the core's order, and its name.
    public let movable: [UInt8]
    public let rotorName: String
    /// The action that says the board summary (on the board and on every point).
    public let summary: VoiceOverAction
    /// The headings VoiceOver's heading rotor lands on.
    public let headings: [String]

    /// The game screen's board.
    public init(_ game: GameView) {
        self.init(board: game.board, points: game.points, access: game.access)
    }

    /// A board panel (a puzzle's, a lesson's, a review's).
    public init(_ panel: BoardPanel) {
        self.init(board: panel.board, points: panel.points, access: panel.access)
    }

    public init(board: BoardDrawing, points shownPoints: [PointView], access: AccessView) {
        var byPoint: [UInt8: PointView] = [:]
        for p in shownPoints { byPoint[p.point] = p }
        points = access.readingOrder.compactMap { byPoint[$0] }.map { p in
            VoiceOverPoint(
                point: p.point,
                label: p.label,
                isButton: p.tappable,
                isSelected: board.highlights.selected == p.point,
                actions: p.actions.map { VoiceOverAction(name: $0.label, event: $0.event) }
            )
        }
        movable = Array(access.movableOrder)
        rotorName = access.movableLabel
        summary = VoiceOverAction(name: access.summaryLabel, event: .describeBoard)
        headings = [access.playersHeading, access.boardHeading, access.buttonsHeading]
    }

    /// The element of a point.
    public func element(_ point: UInt8) -> VoiceOverPoint? {
        points.first { $0.point == point }
    }
}
