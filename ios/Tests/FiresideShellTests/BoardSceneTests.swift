import Foundation
import XCTest
@testable import Fireside
@testable import FiresideShell

/// The board's pieces and the pictures of the core's animation frames.
final class BoardSceneTests: XCTestCase {
    /// Fox and Geese from a set position, between people: the fox on d2 can jump d3 and d5.
    func foxChain(_ driver: CoreDriver) throws {
        _ = try driver.core.startMatch(
            setupJson: """
                {"game": "fox-geese", "preset": "classic", "options": [["captures-to-win", "13"]],
                 "position": "fox d2; geese d3 d5 a3 g3; to-move fox", "mode": {"kind": "pass-and-play"}, "seed": 0}
                """,
            moves: [])
    }

    /// The core says which points are stores: Sungka has two, Fox and Geese none.
    func testStoresComeFromThePointsRole() throws {
        let driver = try CoreDriver()
        try driver.send(.openNewGame(game: "sungka"))
        try driver.send(.chooseMode(mode: .passAndPlay))
        try driver.send(.start)
        XCTAssertEqual(try XCTUnwrap(driver.game).points.filter(\.isStore).count, 2)
    }

    /// Sungka's sowing, shell by shell, for every move of random games: no shell is made or
    /// lost in any picture (on the board plus in the hand), there is a picture per frame of
    /// the core, for as long as it says, and the last is the position after the move.
    func testSungkaSowingFramesEndOnTheNextPosition() throws {
        let driver = try CoreDriver()
        try driver.send(.openNewGame(game: "sungka"))
        try driver.send(.chooseMode(mode: .passAndPlay))
        try driver.send(.start)
        var scene = BoardScene()
        XCTAssertNil(scene.show(try XCTUnwrap(driver.game)), "no move yet")
        var rng = Lcg(state: 21)
        var played = 0
        var sawRelayOrCapture = false
        while let game = driver.game, game.result == nil, played < 300 {
            let total = scene.pieces.map(\.shells).reduce(0, +)
            let movable = game.board.highlights.movable
            try driver.send(.tap(point: movable[rng.next(movable.count)]))
            played += 1
            let after = try XCTUnwrap(driver.game)
            let animation = try XCTUnwrap(after.animation)
            let frames = try XCTUnwrap(scene.show(after))
            for f in frames {
                XCTAssertEqual(f.pieces.map(\.shells).reduce(0, +) + f.inHand, total)
            }
            XCTAssertEqual(frames.count, animation.frames.count)
            XCTAssertEqual(frames.map(\.duration), animation.frames.map { Double($0.durationMillis) / 1000 })
            XCTAssertEqual(frames.map(\.focus), animation.frames.map(\.focus))
            XCTAssertEqual(frames.last?.pieces.map(\.shells), scene.pieces.map(\.shells), "ends on the position")
            XCTAssertEqual(frames.last?.inHand, 0)
            // A relay lifts shells again, a capture empties two houses into a store.
            sawRelayOrCapture = sawRelayOrCapture || animation.frames.dropFirst().contains {
                if case .sow(let houses, _, let from, let to) = $0.change { return houses.count > 1 || (from == to && from != nil) }
                return false
            }
            try driver.send(.animationFinished(id: after.animation!.id))
            XCTAssertNil(scene.show(try XCTUnwrap(driver.game)), "the same animation is not played twice")
        }
        XCTAssertGreaterThan(played, 10)
        XCTAssertTrue(sawRelayOrCapture)
    }

    /// A fox's chain entered point by point: the fox keeps its id where the chain stands,
    /// the jumped goose is drawn taken; a tap on the fox stops the chain, and the fox keeps
    /// its id through the move.
    func testAChainEnteredPointByPointKeepsTheFoxsIdentity() throws {
        let driver = try CoreDriver()
        try foxChain(driver)
        var scene = BoardScene()
        _ = scene.show(try XCTUnwrap(driver.game))
        let foxId = try XCTUnwrap(scene.pieces.first { $0.kind == .fox }).id
        // The fox's targets glow without a selection: a tap on d4 jumps d3.
        try driver.send(.tap(point: point(driver.game, "d4")))
        let g = try XCTUnwrap(driver.game)
        XCTAssertTrue(g.canStop)
        XCTAssertNil(scene.show(g))
        let fox = try XCTUnwrap(scene.pieces.first { $0.kind == .fox })
        XCTAssertEqual(fox.id, foxId)
        XCTAssertEqual(fox.point, point(g, "d4"))
        XCTAssertTrue(scene.pieces.contains { $0.point == point(g, "d3") && $0.taken })
        try driver.send(.tap(point: point(g, "d4")))
        let after = try XCTUnwrap(driver.game)
        XCTAssertEqual(moves(after), ["d2xd4"])
        let frames = try XCTUnwrap(scene.show(after))
        XCTAssertEqual(scene.pieces.first { $0.kind == .fox }?.id, foxId)
        XCTAssertFalse(scene.pieces.contains { $0.point == point(after, "d3") })
        XCTAssertEqual(Set(scene.pieces.map(\.id)).count, scene.pieces.count, "ids are unique")
        // The fox stands on d4 already: only the goose leaving is shown.
        XCTAssertEqual(frames.count, 1)
        XCTAssertFalse(frames[0].pieces.contains { $0.point == point(after, "d3") })
    }

    /// The ids are the core's: a move with animations off keeps the mover's id, and undo
    /// gives every piece its id back.
    func testTheCoresIdsHoldThroughAMoveAndUndo() throws {
        let driver = try CoreDriver()
        try driver.send(.setAnimationSpeed(speed: .off))
        try foxChain(driver)
        var scene = BoardScene()
        let start = try XCTUnwrap(driver.game)
        _ = scene.show(start)
        let before = scene.pieces
        XCTAssertEqual(before.map(\.id), start.board.pieces.map { Int($0.id) })
        let foxId = try XCTUnwrap(before.first { $0.kind == .fox }).id
        try driver.send(.play(notation: "d2xd4xd6"))
        XCTAssertNil(scene.show(try XCTUnwrap(driver.game)))
        let fox = try XCTUnwrap(scene.pieces.first { $0.kind == .fox })
        XCTAssertEqual(fox.id, foxId)
        XCTAssertEqual(fox.point, point(driver.game, "d6"))
        try driver.send(.undo)
        _ = scene.show(try XCTUnwrap(driver.game))
        XCTAssertEqual(scene.pieces, before)
    }

    /// A whole chain played at once: a picture per jump, the goose jumped gone in it.
    func testAChainPlayedAtOnceSlidesJumpByJump() throws {
        let driver = try CoreDriver()
        try foxChain(driver)
        var scene = BoardScene()
        let start = try XCTUnwrap(driver.game)
        _ = scene.show(start)
        let foxId = try XCTUnwrap(scene.pieces.first { $0.kind == .fox }).id
        try driver.send(.play(notation: "d2xd4xd6"))
        let after = try XCTUnwrap(driver.game)
        let animation = try XCTUnwrap(after.animation)
        let frames = try XCTUnwrap(scene.show(after))
        XCTAssertEqual(frames.count, 2)
        XCTAssertEqual(frames[0].pieces.first { $0.id == foxId }?.point, point(after, "d4"))
        XCTAssertFalse(frames[0].pieces.contains { $0.point == point(after, "d3") })
        XCTAssertTrue(frames[0].pieces.contains { $0.point == point(after, "d5") })
        XCTAssertEqual(frames[1].pieces.first { $0.id == foxId }?.point, point(after, "d6"))
        XCTAssertFalse(frames[1].pieces.contains { $0.point == point(after, "d5") })
        // Each jump's picture lasts as long as the core's frame of that jump.
        let jumps = animation.frames.filter { if case .move = $0.change { return true } else { return false } }
        XCTAssertEqual(frames.map(\.duration), jumps.map { Double($0.durationMillis) / 1000 })
        XCTAssertEqual(frames.map(\.duration).reduce(0, +), Double(animation.totalMillis) / 1000, accuracy: 1e-9)
        XCTAssertEqual(frames.last?.pieces.map(\.point).sorted(), scene.pieces.map(\.point).sorted())
        XCTAssertEqual(scene.pieces.first { $0.kind == .fox }?.id, foxId)
    }

    /// A dragged capture shows no slide (the piece is under the finger where it was dropped);
    /// the captured piece still leaves.
    func testADraggedMoveShowsNoSlide() throws {
        let driver = try CoreDriver()
        _ = try driver.core.startMatch(
            setupJson: """
                {"game": "dama-italiana", "preset": null, "options": [], "position": "W:W22,29:B18,1",
                 "mode": {"kind": "pass-and-play"}, "seed": 0}
                """,
            moves: [])
        var scene = BoardScene()
        _ = scene.show(try XCTUnwrap(driver.game))
        try driver.send(.dragStart(point: point(driver.game, "22")))
        XCTAssertEqual(driver.game.map { Array($0.board.highlights.targets) }, [point(driver.game, "13")])
        try driver.send(.dragEnd(point: point(driver.game, "13")))
        let after = try XCTUnwrap(driver.game)
        XCTAssertEqual(moves(after), ["22x13"])
        let frames = try XCTUnwrap(scene.show(after))
        XCTAssertEqual(frames.count, 1)
        XCTAssertTrue(frames[0].pieces.contains { $0.point == point(after, "13") })
        XCTAssertFalse(frames[0].pieces.contains { $0.point == point(after, "18") })
    }

    /// With animations off the core sends none, and the position is drawn at once.
    func testNoFramesWhenAnimationsAreOff() throws {
        let driver = try CoreDriver()
        try driver.send(.setAnimationSpeed(speed: .off))
        try driver.send(.openNewGame(game: "hare-hounds"))
        try driver.send(.chooseMode(mode: .passAndPlay))
        try driver.send(.start)
        var scene = BoardScene()
        _ = scene.show(try XCTUnwrap(driver.game))
        try driver.send(.play(notation: "a2-a3"))
        let after = try XCTUnwrap(driver.game)
        XCTAssertNil(after.animation)
        XCTAssertNil(scene.show(after))
        XCTAssertEqual(scene.shown.map(\.point).sorted(), after.board.pieces.map(\.point).sorted())
    }
}
