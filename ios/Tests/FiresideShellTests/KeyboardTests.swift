import Foundation
import XCTest
@testable import Fireside
@testable import FiresideShell

/// A hardware keyboard on the game screen (iPad).
final class KeyboardTests: XCTestCase {
    func testKeysMapToTheCoresKeys() {
        XCTAssertEqual(KeyAction.coreKey(of: HardwareKey(.up)), .move(.up))
        XCTAssertEqual(KeyAction.coreKey(of: HardwareKey(.character("W"))), .move(.up))
        XCTAssertEqual(KeyAction.coreKey(of: HardwareKey(.character("a"))), .move(.left))
        XCTAssertEqual(KeyAction.coreKey(of: HardwareKey(.character("s"))), .move(.down))
        XCTAssertEqual(KeyAction.coreKey(of: HardwareKey(.character("d"))), .move(.right))
        XCTAssertEqual(KeyAction.coreKey(of: HardwareKey(.space)), .confirm)
        XCTAssertEqual(KeyAction.coreKey(of: HardwareKey(.enter)), .confirm)
        XCTAssertEqual(KeyAction.coreKey(of: HardwareKey(.escape)), .stop)
        XCTAssertEqual(KeyAction.coreKey(of: HardwareKey(.character("z"), command: true)), .undo)
        XCTAssertEqual(KeyAction.coreKey(of: HardwareKey(.character("z"), command: true, shift: true)), .redo)
        XCTAssertEqual(KeyAction.coreKey(of: HardwareKey(.character("z"), control: true)), .undo, "Ctrl+Z as well")
        XCTAssertEqual(KeyAction.coreKey(of: HardwareKey(.character("z"), control: true, shift: true)), .redo)
        XCTAssertNil(KeyAction.coreKey(of: HardwareKey(.character("d"), control: true)))
        XCTAssertEqual(KeyAction.coreKey(of: HardwareKey(.character("u"))), .undo)
        XCTAssertNil(KeyAction.coreKey(of: HardwareKey(.character("q"))))
        XCTAssertNil(KeyAction.coreKey(of: HardwareKey(.character("d"), command: true)))
        XCTAssertEqual(KeyAction.event(of: HardwareKey(.escape)), .key(key: .stop))
    }

    /// A move made with keys only: the cursor onto the board, to one of the fox's targets
    /// (they glow without a selection), Enter; Cmd+Z, Shift+Ctrl+Z and U undo and redo.
    @MainActor
    func testAMoveWithKeysOnly() async throws {
        let shell = try makeShell()
        shell.startBetweenPeople("fox-geese")
        shell.press(HardwareKey(.up))
        let first = try XCTUnwrap(shell.game?.board.highlights.cursor)
        XCTAssertTrue(shell.game!.board.highlights.movable.contains(first), "the cursor starts on a movable piece")
        let target = try XCTUnwrap(shell.game?.board.highlights.targets.first)
        var steps = 0
        while let g = shell.game, g.board.highlights.cursor != target, steps < 30 {
            let c = g.board.points[Int(g.board.highlights.cursor!)]
            let t = g.board.points[Int(target)]
            if abs(c.y - t.y) > 1e-3 {
                shell.press(HardwareKey(.character(c.y > t.y ? "w" : "s")))
            } else {
                shell.press(HardwareKey(c.x > t.x ? .left : .right))
            }
            steps += 1
        }
        XCTAssertEqual(shell.game?.board.highlights.cursor, target)
        shell.press(HardwareKey(.enter))
        XCTAssertEqual(moves(shell.game).count, 1)
        shell.press(HardwareKey(.character("x")))
        XCTAssertEqual(moves(shell.game).count, 1)
        shell.press(HardwareKey(.character("z"), command: true))
        XCTAssertEqual(moves(shell.game).count, 0)
        shell.press(HardwareKey(.character("z"), control: true, shift: true))
        XCTAssertEqual(moves(shell.game).count, 1)
        shell.press(HardwareKey(.character("u")))
        XCTAssertEqual(moves(shell.game).count, 0)
    }
}
