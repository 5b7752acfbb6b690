import Foundation
import XCTest
@testable import Fireside
@testable import FiresideShell

/// A whole game of each game through the VoiceOver model alone: the rotor's pieces, their
/// custom actions, the announcements; no tap, no point read from the board's geometry.
final class BoardAccessibilityTests: XCTestCase {
    @MainActor
    func game(_ shell: AppShell) -> GameView? {
        if case .game(let game) = shell.view.screen { return game }
        return nil
    }

    @MainActor
    func testEveryGameIsPlayedToItsEndThroughTheVoiceOverModel() async throws {
        let sink = RecordingEffects()
        let shell = try makeShell(sink)
        shell.send(.setAnimationSpeed(speed: .off))
        var rng = Lcg(state: 21)
        for name in allGames {
            shell.startBetweenPeople(name)
            var played = 0
            while let g = game(shell), g.result == nil, played < 3000 {
                let model = BoardAccessibilityModel(g)
                XCTAssertFalse(model.movable.isEmpty, "\(name): \(g.status)")
                // The rotor lands on a piece; VoiceOver offers its actions; one is chosen.
                let piece = model.element(model.movable[rng.next(model.movable.count)])!
                XCTAssertTrue(piece.isButton, "\(name): a movable piece is a button")
                let action = piece.actions[rng.next(piece.actions.count)]
                let heard = sink.announced.count
                shell.send(action.event)
                XCTAssertGreaterThan(sink.announced.count, heard, "\(name): \(action.name) is said")
                played += 1
            }
            let result = try XCTUnwrap(game(shell)?.result, "\(name) ended")
            XCTAssertEqual(sink.announced.last, result.headline, "\(name): the result is said")
            // The summary on demand.
            let model = BoardAccessibilityModel(game(shell)!)
            shell.send(model.summary.event)
            XCTAssertEqual(sink.announced.last, game(shell)?.access.summary)
        }
    }

    @MainActor
    func testTheFoxsElementAndItsTargetsCarryItsMoves() async throws {
        let sink = RecordingEffects()
        let shell = try makeShell(sink)
        shell.startBetweenPeople("fox-geese")
        let g = try XCTUnwrap(game(shell))
        let model = BoardAccessibilityModel(g)
        XCTAssertEqual(model.movable, [point(g, "d4")])
        XCTAssertEqual(model.rotorName, "Pieces that can move")
        XCTAssertEqual(model.summary.name, "Board summary")
        XCTAssertEqual(model.headings, ["Players", "Board", "Game buttons"])
        let fox = try XCTUnwrap(model.element(point(g, "d4")))
        XCTAssertTrue(fox.actions.map(\.name).contains("Move to d5"))
        let target = try XCTUnwrap(model.element(point(g, "d5")))
        XCTAssertEqual(target.actions.map(\.name), ["Move here from d4"])
        // Reading order: the rows from the top of the screen down.
        let ys = model.points.map { g.board.points[Int($0.point)].y }
        XCTAssertEqual(ys, ys.sorted())
        shell.send(target.actions[0].event)
        XCTAssertEqual(sink.announced.last, "Fox: d4-d5. Geese to move")
        XCTAssertEqual(moves(game(shell)), ["d4-d5"])
    }
}
