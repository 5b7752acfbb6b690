// A board without the game screen around it — the review's, an exercise's, a puzzle's, a
// lesson's: the core's `BoardPanel` (its board drawing, points and screen-reader view, high
// contrast included), in the shape the board view draws. Nothing is decided here: a panel
// has no players' bands, buttons or result, so those are empty (the blank bands' side and
// role are never read: they are not turned and say nothing).
import Fireside

extension BoardPanel {
    /// The panel as the board view takes it.
    public func gameView(game: String, title: String) -> GameView {
        func band(_ side: CoreSide, _ role: CoreRole) -> Band {
            Band(
                side: side, role: role, name: "", player: "", computer: false, active: false,
                turned: false, counters: [], line: nil, countersText: "", label: "")
        }
        return GameView(
            game: game, title: title, board: board, bottom: band(.one, .playerOne),
            top: band(.two, .playerTwo), status: "", message: nil, result: nil,
            moveList: MoveListView(open: false, title: "", rows: []), hint: nil, hinting: false,
            thinking: false, points: points, animation: nil, canUndo: false, canRedo: false,
            canHint: false, canStop: false,
            labels: GameLabels(
                undo: "", redo: "", hint: "", moveList: "", stop: "", leave: "", close: "",
                menu: "", rematch: "", newGame: "", howToPlay: "", settings: ""),
            access: access)
    }
}

/// The board panel a screen shows, with its game and title.
public struct ShownPanel: Sendable {
    public let panel: BoardPanel
    public let game: String
    public let title: String

    /// The panel as the board view takes it.
    public var gameView: GameView { panel.gameView(game: game, title: title) }
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
                return learn.finished ? nil : ShownPanel(panel: learn.board, game: r.game, title: r.title)
            }
            return ShownPanel(panel: r.board, game: r.game, title: r.title)
        default:
            return nil
        }
    }
}
