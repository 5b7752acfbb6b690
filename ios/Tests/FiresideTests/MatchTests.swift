import Foundation
import XCTest
@testable import Fireside

final class MatchTests: XCTestCase {
    func testEveryGamePlaysToTheEndByTapsAgainstTheComputer() async throws {
        let en = Translator(lang: .en)
        for game in games {
            let m = try Match(setup: setup(game, vsComputer(.one)))
            var plies = 0
            while try m.outcome() == .ongoing && plies < 600 {
                if try m.isComputerTurn() {
                    guard case .computerToMove = try m.render().status else {
                        return XCTFail("\(game): status should say the computer moves")
                    }
                    let played = try await m.computerMove(timeScale: 0.02)
                    XCTAssertNotNil(played)
                } else {
                    let animation = try m.tapAMove()
                    XCTAssertEqual(animation.notation, try m.moveList().last)
                }
                plies += 1
            }
            XCTAssertNotEqual(try m.outcome(), .ongoing, "\(game) did not end")
            let r = try m.render()
            guard case .over = r.status else { return XCTFail("\(game): status should be over") }
            XCTAssertFalse(try en.matchStatus(model: r).isEmpty)
            guard case FiresideError.Input(.gameOver)? = thrown({ try m.tap(point: 0) }) else {
                return XCTFail("\(game): a tap after the end should be refused")
            }
            XCTAssertEqual(try Match.load(json: try m.save()).moveList(), try m.moveList())
            XCTAssertEqual(
                try Match.importRecord(text: try m.exportRecord(), mode: .passAndPlay).moveList(),
                try m.moveList())
        }
    }

    func testTheComputersMoveIsCancellable() async throws {
        let m = try Match(setup: setup("dama-italiana", vsComputer(.two, .expert)))
        let started = Date()
        // Expert with a huge time scale would think for minutes; cancel after 200 ms.
        let search = Task { try await m.computerMove(timeScale: 500) }
        try await Task.sleep(nanoseconds: 200_000_000)
        search.cancel()
        do {
            _ = try await search.value
            XCTFail("a cancelled search should throw")
        } catch is CancellationError {
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        XCTAssertEqual(try m.moveList(), [])
        XCTAssertTrue(try m.isComputerTurn())
        let next = try await m.computerMove(timeScale: 0.02)
        XCTAssertNotNil(next)
        XCTAssertEqual(try m.moveList().count, 1)
    }

    func testAStaleComputerMoveIsRefused() async throws {
        let m = try Match(setup: setup("fox-geese", vsComputer(.one)))
        _ = try m.play(notation: try m.legalMoves()[0])
        let job = try m.computerJob()
        let answer = try await job.search(timeScale: 0.05)
        XCTAssertNotNil(answer)
        try m.undo()
        guard case FiresideError.StaleComputerMove? = thrown({ try m.applyComputerMove(job: job, notation: answer!) }) else {
            return XCTFail("a stale move should be refused")
        }
    }

    func testErrorsAreTyped() throws {
        guard case FiresideError.UnknownGame? = thrown({ try Match(setup: setup("chess", .passAndPlay)) }) else {
            return XCTFail("unknown game")
        }
        guard case FiresideError.UnknownOption? = thrown({
            try Match(setup: setup("fox-geese", .passAndPlay, options: [RuleOption(key: "colour", value: "red")]))
        }) else { return XCTFail("unknown option") }
        let m = try Match(setup: setup("fox-geese", .passAndPlay))
        let n = UInt32(try m.render().points.count)
        guard case FiresideError.Input(.noSuchPoint)? = thrown({ try m.tap(point: n) }) else { return XCTFail("point") }
        guard case FiresideError.Input(.nothingToUndo)? = thrown({ try m.undo() }) else { return XCTFail("undo") }
        guard case FiresideError.NotComputersTurn? = thrown({ try m.computerJob() }) else { return XCTFail("turn") }
        guard case FiresideError.BadNotation? = thrown({ try m.play(notation: "nonsense") }) else { return XCTFail("notation") }
        guard case FiresideError.InvalidArgument? = thrown({ try m.hint(timeScale: -1) }) else { return XCTFail("hint") }
        let c = try Match(setup: setup("sungka", vsComputer(.two)))
        guard case FiresideError.Input(.notYourTurn)? = thrown({ try c.tap(point: 0) }) else { return XCTFail("out of turn") }
        guard case FiresideError.CorruptSave? = thrown({ try Match.load(json: "{not json") }) else { return XCTFail("save") }
        guard case FiresideError.BadRecord? = thrown({
            try Match.importRecord(text: "[Game \"sungka\"]\n\n1. 99 *", mode: .passAndPlay)
        }) else { return XCTFail("record") }
        let fi = Translator(lang: .fi)
        let e = thrown({ try Match(setup: setup("sungka", .passAndPlay)).stop() }) as! FiresideError
        XCTAssertEqual(fi.errorMessage(error: e), fi.inputError(reason: .nothingSelected))
    }

    func testTwoThreadsShareAMatch() throws {
        let m = try Match(setup: setup("sungka", .passAndPlay))
        let tally = Tally()
        let group = DispatchGroup()
        for t in 0..<2 {
            DispatchQueue.global().async(group: group) {
                for i in 0..<40 {
                    do {
                        let moves = try m.legalMoves()
                        if moves.isEmpty { break }
                        do {
                            _ = try m.play(notation: moves[(i + t) % moves.count])
                            tally.add(played: 1)
                        } catch FiresideError.IllegalMove, FiresideError.Input {
                            // The other thread moved first.
                        }
                        _ = try m.render()
                    } catch {
                        tally.add(failure: "\(error)")
                    }
                }
            }
        }
        group.wait()
        XCTAssertEqual(tally.failures, [])
        XCTAssertEqual(try m.moveList().count, tally.played)
    }

    func testHintAndKeys() throws {
        let m = try Match(setup: setup("fox-geese", .passAndPlay))
        let hint = try m.hint(timeScale: 0.05)
        XCTAssertTrue(try m.legalMoves().contains(hint))
        XCTAssertFalse(try m.render().highlights.hint.isEmpty)
        XCTAssertEqual(try m.key(key: .move(direction: .up)), .changed)
        XCTAssertNotNil(try m.render().highlights.cursor)
    }
}

/// Counts shared by the threads of a test, behind a lock.
final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var played = 0
    private(set) var failures: [String] = []

    func add(played n: Int) {
        lock.lock(); defer { lock.unlock() }
        played += n
    }

    func add(failure: String) {
        lock.lock(); defer { lock.unlock() }
        failures.append(failure)
    }
}
