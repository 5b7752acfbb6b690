import Foundation
import XCTest
@testable import Fireside

/// Replays tests/vectors/*.json through the bindings, as tests/vectors/README.md describes.
final class VectorsTests: XCTestCase {
    let vectorDir = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("tests/vectors")

    func mode(_ j: [String: Any]) -> Mode {
        switch j["kind"] as! String {
        case "pass-and-play": return .passAndPlay
        case "table": return .table
        case "vs-computer":
            let human: Side = (j["human"] as! String) == "one" ? .one : .two
            let level: Level = ["easy": .easy, "normal": .normal, "expert": .expert][j["level"] as! String]!
            return .vsComputer(human: human, level: level)
        case let other: fatalError("unknown mode \(other)")
        }
    }

    func setup(_ j: [String: Any]) -> MatchSetup {
        let options = (j["options"] as? [[String]] ?? []).map { RuleOption(key: $0[0], value: $0[1]) }
        return MatchSetup(
            game: j["game"] as! String, preset: j["preset"] as? String, options: options,
            position: j["position"] as? String, mode: mode(j["mode"] as! [String: Any]),
            seed: (j["seed"] as? NSNumber)?.uint64Value ?? 0)
    }

    func key(_ text: String) -> Key {
        switch text {
        case "up", "w": return .move(direction: .up)
        case "down", "s": return .move(direction: .down)
        case "left", "a": return .move(direction: .left)
        case "right", "d": return .move(direction: .right)
        case "confirm", "enter", "space": return .confirm
        case "undo", "u": return .undo
        case "redo": return .redo
        case "stop", "esc": return .stop
        default: fatalError("unknown key `\(text)` in a vector")
        }
    }

    func errorKind(_ e: Error) -> String {
        switch e {
        case FiresideError.Input(let reason): return kebab(reason)
        case FiresideError.IllegalMove: return "illegal-move"
        case FiresideError.BadNotation: return "bad-notation"
        default: return "\(e)"
        }
    }

    func outcomeText(_ m: Match, _ o: Outcome) throws -> String {
        switch o {
        case .ongoing: return "ongoing"
        case .win(let winner, let reason): return "win:\(kebab(try m.role(side: winner))):\(kebab(reason))"
        case .draw(let reason): return "draw:\(kebab(reason))"
        }
    }

    func played(_ o: InputOutcome) -> String? {
        if case .played(let a) = o { return a.notation }
        return nil
    }

    func runVector(_ v: [String: Any]) throws {
        let name = v["name"] as! String
        let m = try Match(setup: setup(v["setup"] as! [String: Any]))
        for mv in v["moves"] as? [String] ?? [] { _ = try m.play(notation: mv) }
        for (i, step) in (v["steps"] as! [[String: Any]]).enumerated() {
            let ctx = "\(name) step \(i + 1)"
            let names = try m.render().points.map(\.name)
            func point(_ n: String) -> UInt32 { UInt32(names.firstIndex(of: n)!) }
            var result: String?
            var failure: Error?
            do {
                switch step["input"] {
                case let s as String where s == "undo": try m.undo()
                case let s as String where s == "redo": try m.redo()
                case let input as [String: Any]:
                    if let p = input["tap"] as? String {
                        result = played(try m.tap(point: point(p)))
                    } else if let d = input["drag"] as? [String] {
                        result = played(try m.drag(from: point(d[0]), to: point(d[1])))
                    } else if let k = input["key"] as? String {
                        result = played(try m.key(key: key(k)))
                    } else if let n = input["play"] as? String {
                        result = try m.play(notation: n).notation
                    } else {
                        XCTFail("\(ctx): unknown input \(input)")
                    }
                default: XCTFail("\(ctx): unknown input")
                }
            } catch {
                failure = error
            }
            let e = step["expect"] as! [String: Any]
            switch (failure, e["error"] as? String) {
            case (let err?, let kind?): XCTAssertEqual(errorKind(err), kind, ctx)
            case (let err?, nil): XCTFail("\(ctx): unexpected error \(err)")
            case (nil, let kind?): XCTFail("\(ctx): expected error \(kind)")
            case (nil, nil):
                if let want = e["played"] as? String { XCTAssertEqual(result, want, "\(ctx): played") }
            }
            let r = try m.render()
            let h = r.highlights
            func sortedNames(_ ps: [UInt32]) -> [String] { ps.map { names[Int($0)] }.sorted() }
            if e.keys.contains("selected") {
                XCTAssertEqual(h.selected.map { names[Int($0)] }, e["selected"] as? String, "\(ctx): selected")
            }
            if let want = e["targets"] as? [String] { XCTAssertEqual(sortedNames(h.targets), want, "\(ctx): targets") }
            if let want = e["movable"] as? [String] { XCTAssertEqual(sortedNames(h.movable), want, "\(ctx): movable") }
            if let want = e["capturable"] as? [String] { XCTAssertEqual(sortedNames(h.capturable), want, "\(ctx): capturable") }
            if let want = e["chain"] as? [String] { XCTAssertEqual(h.chain.map { names[Int($0)] }, want, "\(ctx): chain") }
            if let want = e["cursor"] as? String { XCTAssertEqual(h.cursor.map { names[Int($0)] }, want, "\(ctx): cursor") }
            if let counters = e["counters"] as? [String: NSNumber] {
                for (k, v) in counters {
                    XCTAssertEqual(r.counters.first { $0.key == k }?.value, v.int64Value, "\(ctx): counter \(k)")
                }
            }
            if let want = e["status"] as? String {
                let got: String
                switch r.status {
                case .toMove: got = "to-move"
                case .continueChain: got = "continue-chain"
                case .computerToMove: got = "computer-to-move"
                case .over: got = "over"
                }
                XCTAssertEqual(got, want, "\(ctx): status")
            }
            if let want = e["turn"] as? String {
                XCTAssertEqual(try m.outcome(), .ongoing, "\(ctx): turn asked of a finished game")
                XCTAssertEqual(kebab(try m.role(side: try m.sideToMove())), want, "\(ctx): turn")
            }
            if let want = e["outcome"] as? String { XCTAssertEqual(try outcomeText(m, try m.outcome()), want, "\(ctx): outcome") }
            if let want = e["move_list"] as? [String] { XCTAssertEqual(r.moveList, want, "\(ctx): move list") }
            if let want = e["rotated"] as? Bool { XCTAssertEqual(r.rotated, want, "\(ctx): rotated") }
        }
    }

    func testEverySharedVectorReplays() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: vectorDir.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertFalse(files.isEmpty, "no vectors in \(vectorDir.path)")
        var count = 0
        for file in files {
            let data = try Data(contentsOf: vectorDir.appendingPathComponent(file))
            for v in try JSONSerialization.jsonObject(with: data) as! [[String: Any]] {
                try runVector(v)
                count += 1
            }
        }
        XCTAssertGreaterThanOrEqual(count, 8, "expected the shared vectors, found \(count)")
        print("replayed \(count) vectors")
    }
}
