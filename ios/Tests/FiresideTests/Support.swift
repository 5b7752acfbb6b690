import Foundation
import XCTest
@testable import Fireside

let games = ["fox-geese", "hare-hounds", "sungka", "dama-italiana"]

func setup(_ game: String, _ mode: Mode, options: [RuleOption] = []) -> MatchSetup {
    MatchSetup(game: game, preset: nil, options: options, position: nil, mode: mode, seed: 7)
}

func vsComputer(_ human: Side, _ level: Level = .easy) -> Mode {
    .vsComputer(human: human, level: level)
}

extension Match {
    /// Plays a human move by taps only: the first movable piece, then its first target.
    func tapAMove() throws -> MoveAnimation {
        var outcome = try tap(point: try render().highlights.movable[0])
        var taps = 1
        while true {
            if case .played(let animation) = outcome { return animation }
            outcome = try tap(point: try render().highlights.targets[0])
            taps += 1
            precondition(taps < 64, "a move needs too many taps")
        }
    }
}

/// The kebab-case name of an enum case (`playerOne` -> `player-one`).
func kebab<T>(_ value: T) -> String {
    let name = "\(value)".split(separator: "(").first.map(String.init) ?? "\(value)"
    var out = ""
    for c in name {
        if c.isUppercase {
            out += "-" + c.lowercased()
        } else {
            out.append(c)
        }
    }
    return out
}

/// The error an expression throws, or nil.
func thrown<T>(_ body: () throws -> T) -> Error? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}

func temporaryDirectory(_ name: String) -> String {
    let path = NSTemporaryDirectory() + "fireside-swift-\(name)-\(UUID().uuidString)"
    return path
}
