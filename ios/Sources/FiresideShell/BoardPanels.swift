// A board without the game screen around it — the review's, an exercise's, a puzzle's, a
// lesson's: the core's `BoardPanel` (its board drawing, points and screen-reader view, high
// contrast included), which the board view takes as it is.
import Fireside

/// The board panel a screen shows, with its game and title.
public struct ShownPanel: Sendable {
    public let panel: BoardPanel
    public let game: String
    public let title: String
}

extension Screen {
    /// The board panel of this screen: a puzzle's, a lesson step's, the review's, or its
    /// exercise's while "learn from your mistakes" is open (none once it is finished).
    public var panel: ShownPanel? {
        switch self {
        case .puzzle(let p):
            return ShownPanel(panel: p.board, game: p.game, title: p.title)
        case .lesson(let l):
            return l.board.map { ShownPanel(panel: $0, game: l.game, title: l.title) }
        case .review(let r):
            if let learn = r.learn {
                return learn.showsExercise ? ShownPanel(panel: learn.board, game: r.game, title: r.title) : nil
            }
            return ShownPanel(panel: r.board, game: r.game, title: r.title)
        default:
            return nil
        }
    }
}
