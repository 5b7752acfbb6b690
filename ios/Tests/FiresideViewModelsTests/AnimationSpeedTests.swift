import Foundation
import XCTest
@testable import Fireside
@testable import FiresideViewModels

final class AnimationSpeedTests: XCTestCase {
    /// The speed setting scales the frames' waits: slow is longer than normal, fast shorter.
    @MainActor
    func testTheSpeedSettingScalesTheAnimation() async throws {
        var totals: [UInt8: Double] = [:]
        for speed: UInt8 in [1, 2, 3] {
            let recorder = SleepRecorder()
            let env = AppEnvironment(
                deviceLanguage: "en", isPad: false, timeScale: 0.02,
                sleep: { s in recorder.record(s); await Task.yield() })
            let app = try AppModel(storeDirectory: temporaryStore("speed"), environment: env)
            app.openSettings()
            guard case .settings(let settings)? = app.screen else { return XCTFail() }
            settings.setAnimationSpeed(speed)
            app.back()
            let g = try app.start(MatchSetup(game: "sungka", preset: nil, options: [], position: nil, mode: .passAndPlay, seed: 0))
            g.tap(g.point("p1-3"))
            let frames = try XCTUnwrap(g.playing).duration
            await g.settle()
            XCTAssertGreaterThan(frames, 0)
            totals[speed] = recorder.total
            XCTAssertEqual(recorder.total, frames * [1: 1.6, 2: 1.0, 3: 0.5][speed]!, accuracy: 1e-9)
        }
        XCTAssertGreaterThan(totals[1]!, totals[2]!)
        XCTAssertGreaterThan(totals[2]!, totals[3]!)
    }

    /// An input while a move animates ends the animation at once and is handled.
    @MainActor
    func testAnInputEndsTheAnimation() async throws {
        let app = try makeApp("skip")
        let g = try app.start(MatchSetup(game: "sungka", preset: nil, options: [], position: nil, mode: .passAndPlay, seed: 0))
        g.tap(g.point("p1-1"))
        XCTAssertTrue(g.isAnimating)
        XCTAssertTrue(g.highlights.movable.isEmpty, "no next-turn highlights while animating")
        let movable = g.model.highlights.movable
        g.tap(movable[0])
        XCTAssertEqual(g.model.moveList.count, 2)
        await g.settle()
        XCTAssertFalse(g.isAnimating)
        XCTAssertEqual(g.pieces.map(\.shells), g.model.pieces.map { p -> Int in
            if case .shells(let n) = p.kind { return Int(n) } else { return -1 }
        })
    }

    /// Observers hear every change until they stop listening.
    @MainActor
    func testChangeSignal() async {
        let signal = ChangeSignal()
        var heard = 0
        let id = signal.observe { heard += 1 }
        signal.send()
        signal.send()
        signal.cancel(id)
        signal.send()
        XCTAssertEqual(heard, 2)
        XCTAssertEqual(signal.generation, 3)
    }
}
