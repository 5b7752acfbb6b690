import XCTest
@testable import Fireside

/// `Core` through the bindings: typed errors, events out of turn, a search in a task.
final class CoreTests: XCTestCase {
    func config(timeScale: Double = 0.05) -> AppConfig {
        AppConfig(storeDir: nil, deviceLanguage: "en-US", language: nil, timeScale: timeScale, seed: 7)
    }

    func jobs(_ effects: [Effect]) -> [UInt64] {
        effects.compactMap { if case .startSearch(let job) = $0 { return job } else { return nil } }
    }

    /// Fox and Geese against the computer at Easy, which plays the geese and so moves first.
    func startVsComputer(_ core: Core) throws -> [Effect] {
        _ = try core.dispatch(event: .openNewGame(game: "fox-geese"))
        _ = try core.dispatch(event: .chooseMode(mode: .vsComputer))
        _ = try core.dispatch(event: .chooseLevel(level: .easy))
        _ = try core.dispatch(event: .chooseSide(side: .two))
        return try core.dispatch(event: .start)
    }

    func testABadTimeScaleIsATypedError() {
        for t in [0.0, -1.0, Double.nan, Double.infinity, 1e300] {
            XCTAssertThrowsError(try Core(config: config(timeScale: t))) { error in
                guard case CoreError.InvalidArgument(let detail) = error else {
                    return XCTFail("time_scale \(t): \(error)")
                }
                XCTAssertTrue(detail.contains("time_scale"), detail)
            }
        }
    }

    func testLaunchShowsHome() throws {
        let core = try Core(config: config())
        XCTAssertEqual(try core.dispatch(event: .launch).last, .render)
        let view = try core.view()
        guard case .home = view.screen else { return XCTFail("\(view.screen)") }
        XCTAssertEqual(view.language, "en")
    }

    func testEventsOutOfTurnAreIgnored() throws {
        let core = try Core(config: config())
        _ = try core.dispatch(event: .launch)
        let events: [Event] = [.tap(point: 200), .undo, .computerMoved(job: 99, notation: "d4-d5"), .start]
        for event in events {
            XCTAssertTrue(jobs(try core.dispatch(event: event)).isEmpty, "\(event)")
            guard case .home = try core.view().screen else { return XCTFail("\(event)") }
        }
        XCTAssertEqual(try core.runSearch(job: 99), .computerMoved(job: 99, notation: nil), "a job nobody asked for answers nothing")
    }

    func testTheComputerMovesThroughATask() async throws {
        let core = try Core(config: config())
        _ = try core.dispatch(event: .launch)
        let id = try XCTUnwrap(jobs(try startVsComputer(core)).first)
        let answer = try await core.searchAnswer(job: id)
        guard case .computerMoved(let answered, let notation) = answer else { return XCTFail("\(answer)") }
        XCTAssertEqual(answered, id)
        XCTAssertNotNil(notation)
        XCTAssertTrue(try core.dispatch(event: answer).contains(.render))
        guard case .game(let game) = try core.view().screen else { return XCTFail("not the game") }
        XCTAssertEqual(game.moveList.rows.count, 1, "the geese moved once")
    }

    func testLeavingCancelsTheSearch() throws {
        let core = try Core(config: config())
        _ = try core.dispatch(event: .launch)
        let id = try XCTUnwrap(jobs(try startVsComputer(core)).first)
        XCTAssertTrue(try core.dispatch(event: .leave).contains(.cancelSearch(job: id)))
        let answer = try core.runSearch(job: id)
        XCTAssertEqual(answer, .computerMoved(job: id, notation: nil), "a job the app gave up answers nothing")
        _ = try core.dispatch(event: answer)
        guard case .home = try core.view().screen else { return XCTFail("not home") }
    }
}
