import Foundation
import XCTest
@testable import Fireside
@testable import FiresideViewModels

let allGames = ["fox-geese", "hare-hounds", "sungka", "dama-italiana"]

/// Records sounds and haptics instead of playing them.
@MainActor
final class RecordingSink: FeedbackSink {
    var sounds: [SoundEffect] = []
    var haptics = 0
    func play(_ sound: SoundEffect) { sounds.append(sound) }
    func captureHaptic() { haptics += 1 }
}

func temporaryStore(_ name: String) -> String {
    NSTemporaryDirectory() + "fireside-vm-\(name)-\(UUID().uuidString)"
}

/// An app on a fresh store (or `dir`), with a fast computer and instant animations.
@MainActor
func makeApp(
    _ name: String, dir: String? = nil, isPad: Bool = false, timeScale: Double = 0.02,
    language: String = "en-US", sink: RecordingSink? = nil
) throws -> AppModel {
    let env = AppEnvironment(
        deviceLanguage: language, isPad: isPad, timeScale: timeScale, hintTimeScale: 0.05,
        sleep: { _ in await Task.yield() })
    return try AppModel(storeDirectory: dir ?? temporaryStore(name), environment: env, feedback: sink)
}

/// A small deterministic random source, so the games played by taps vary but replay.
struct Lcg {
    var state: UInt64
    mutating func next(_ n: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(max(n, 1)))
    }
}

extension GameViewModel {
    /// Plays a human move by taps: a movable piece, then targets until the move is played.
    @MainActor
    func tapAMove(_ rng: inout Lcg, file: StaticString = #filePath, line: UInt = #line) {
        let before = model.moveList.count
        let movable = model.highlights.movable
        guard !movable.isEmpty else {
            return XCTFail("nothing to move: \(status)", file: file, line: line)
        }
        tap(movable[rng.next(movable.count)])
        var taps = 1
        while model.moveList.count == before {
            let targets = model.highlights.targets
            guard !targets.isEmpty, taps < 64 else {
                return XCTFail("no target after \(taps) taps: \(message ?? "")", file: file, line: line)
            }
            tap(targets[rng.next(targets.count)])
            taps += 1
        }
    }

    var isOver: Bool {
        if case .over = model.status { return true }
        return false
    }

    func point(_ name: String) -> UInt32 {
        UInt32(model.points.firstIndex { $0.name == name }!)
    }
}

/// Records how long the animations asked to wait.
final class SleepRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: [Double] = []

    var total: Double {
        lock.lock()
        defer { lock.unlock() }
        return seconds.reduce(0, +)
    }

    func record(_ s: Double) {
        lock.lock()
        seconds.append(s)
        lock.unlock()
    }
}
