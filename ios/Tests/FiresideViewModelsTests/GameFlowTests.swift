import Foundation
import XCTest
@testable import Fireside
@testable import FiresideViewModels

final class GameFlowTests: XCTestCase {
    /// Every game to its end in every mode, by taps through the screens, with the computer
    /// answering in its task; the result is shown, saved into the history, and counted.
    @MainActor
    func testEveryGameInEveryModePlaysToTheEnd() async throws {
        let modes: [(ModeChoice, Side)] = [(.vsComputer, .one), (.vsComputer, .two), (.passAndPlay, .one), (.table, .one)]
        var rng = Lcg(state: 11)
        for game in allGames {
            for (mode, side) in modes {
                let app = try makeApp("full-\(game)", isPad: true)
                app.openNewGame(game)
                guard case .newGame(let setup)? = app.screen else { return XCTFail("no new-game screen") }
                setup.setMode(mode)
                setup.setSide(side)
                setup.setLevel(.easy)
                let g = try setup.start()
                guard case .game? = app.screen else { return XCTFail("no game screen") }
                var plies = 0
                while !g.isOver && plies < 900 {
                    if g.isThinking {
                        XCTAssertEqual(g.status, app.texts(.computerThinking))
                        await g.settle()
                    } else {
                        g.tapAMove(&rng)
                    }
                    plies += 1
                }
                await g.settle()
                let label = "\(game) \(mode) \(side)"
                XCTAssertTrue(g.isOver, "\(label) did not end")
                guard let result = g.result else { return XCTFail("\(label): no result") }
                XCTAssertFalse(result.headline.isEmpty)
                XCTAssertFalse(result.reason.isEmpty)
                XCTAssertEqual(result.score != nil, game == "sungka", label)
                XCTAssertFalse(g.isAnimating)
                XCTAssertNil(try app.store.savedMatch(game: game), "\(label): a finished match is not in progress")
                let history = try app.store.history()
                XCTAssertEqual(history.count, 1, label)
                XCTAssertEqual(try Match.load(json: history[0].data).moveList(), g.model.moveList)
                let stats = app.activeProfile.stats.filter { $0.game == game }
                if mode == .vsComputer {
                    XCTAssertNotNil(result.rating, label)
                    XCTAssertEqual(stats.map(\.tally.played), [1], label)
                    let tile = app.tiles.first { $0.id == game }!
                    XCTAssertEqual(tile.points, result.pointsGained, label)
                    XCTAssertEqual(tile.wins.reduce(0) { $0 + $1.wins }, result.humanWon == true ? 1 : 0, label)
                } else {
                    XCTAssertNil(result.rating, label)
                    XCTAssertNil(result.humanWon, label)
                    XCTAssertTrue(stats.isEmpty, label)
                }
                // Rematch: the same rules and mode, a fresh board.
                let again = try g.rematch()
                XCTAssertEqual(again.model.moveList, [])
                XCTAssertEqual(again.setup.mode, g.setup.mode)
                XCTAssertNil(again.result)
                guard case .game(let top)? = app.screen, top === again else { return XCTFail("rematch not shown") }
                again.suspend()
            }
        }
    }

    /// A win against the computer earns the level's rating points, shown on the result,
    /// the home tile and the leaderboard.
    @MainActor
    func testAWinAgainstTheComputerEarnsRatingPoints() async throws {
        let sink = RecordingSink()
        let app = try makeApp("win", sink: sink)
        let info = app.game("hare-hounds")!
        let hounds: Side = info.roles[0] == .hounds ? .one : .two
        let g = try app.start(MatchSetup(
            game: "hare-hounds", preset: nil, options: [], position: "hounds a4 c4 b3; hare b5; to-move hounds",
            mode: .vsComputer(human: hounds, level: .normal), seed: 1))
        g.drag(from: g.point("b3"), to: g.point("b4"))
        await g.settle()
        XCTAssertTrue(g.isOver)
        let result = try XCTUnwrap(g.result)
        XCTAssertEqual(result.humanWon, true)
        XCTAssertEqual(result.headline, app.texts(.youWin))
        XCTAssertEqual(result.pointsGained, Int(pointsForWin(level: .normal)))
        XCTAssertEqual(result.rating, app.texts.translator.ratingChange(points: Int64(pointsForWin(level: .normal))))
        let tile = app.tiles.first { $0.id == "hare-hounds" }!
        XCTAssertEqual(tile.points, 30)
        XCTAssertEqual(tile.wins.first { $0.level == .normal }?.wins, 1)
        XCTAssertEqual(sink.sounds.last, .win)
        app.back()
        app.openLeaderboard()
        guard case .leaderboard(let board)? = app.screen else { return XCTFail("no leaderboard") }
        XCTAssertEqual(board.lines.count, 1)
        XCTAssertEqual(board.lines[0].rating, app.texts.translator.rating(rating: 30))
        XCTAssertNil(board.emptyText)
        board.show("sungka")
        XCTAssertEqual(board.lines[0].rating, app.texts.translator.rating(rating: 0))
    }

    /// Undo and redo against the computer: back to before the human's move, and forward
    /// again through the computer's answer.
    @MainActor
    func testUndoAndRedoAgainstTheComputer() async throws {
        let app = try makeApp("undo")
        app.openNewGame("fox-geese")
        guard case .newGame(let setup)? = app.screen else { return XCTFail() }
        setup.setMode(.vsComputer)
        setup.setSide(.two)
        setup.setLevel(.easy)
        let g = try setup.start()
        let foxSide = app.game("fox-geese")!.roles[0] == .fox ? Side.one : Side.two
        // Whoever starts, let the computer answer first if it is its turn.
        await g.settle()
        var rng = Lcg(state: 3)
        g.tapAMove(&rng)
        await g.settle()
        let afterTwo = g.model.moveList
        XCTAssertGreaterThanOrEqual(afterTwo.count, 2)
        XCTAssertTrue(g.canUndo)
        g.undo()
        await g.settle()
        XCTAssertLessThan(g.model.moveList.count, afterTwo.count)
        XCTAssertTrue(g.canRedo)
        XCTAssertFalse(g.isThinking)
        XCTAssertEqual(try app.store.savedMatch(game: "fox-geese").map { try Match.load(json: $0.data).moveList() }, g.model.moveList)
        g.redo()
        await g.settle()
        XCTAssertEqual(g.model.moveList, afterTwo)
        XCTAssertFalse(g.canRedo)
        g.redo()
        XCTAssertEqual(g.message, app.texts.translator.inputError(reason: .nothingToRedo))
        _ = foxSide
    }

    /// Undo and redo in pass and play take back one move each.
    @MainActor
    func testUndoAndRedoInPassAndPlay() async throws {
        let app = try makeApp("undo-pp")
        let g = try app.start(MatchSetup(game: "dama-italiana", preset: nil, options: [], position: nil, mode: .passAndPlay, seed: 0))
        var rng = Lcg(state: 5)
        g.tapAMove(&rng)
        g.tapAMove(&rng)
        let two = g.model.moveList
        g.undo()
        XCTAssertEqual(g.model.moveList, Array(two.prefix(1)))
        g.undo()
        XCTAssertEqual(g.model.moveList, [])
        g.undo()
        XCTAssertEqual(g.message, app.texts(.nothingToUndo))
        g.redo()
        g.redo()
        XCTAssertEqual(g.model.moveList, two)
    }

    /// The computer thinks in a task that undo, leaving the screen and the background
    /// cancel at once; coming back makes it think again.
    @MainActor
    func testTheComputersMoveIsCancelled() async throws {
        let app = try makeApp("cancel", timeScale: 500)
        let g = try app.start(MatchSetup(
            game: "dama-italiana", preset: nil, options: [], position: nil,
            mode: .vsComputer(human: .two, level: .expert), seed: 9))
        XCTAssertTrue(g.isThinking)
        XCTAssertEqual(g.status, app.texts(.computerThinking))
        try await Task.sleep(nanoseconds: 150_000_000)
        let started = Date()
        app.suspend()
        XCTAssertFalse(g.isThinking)
        await g.settle()
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        XCTAssertEqual(g.model.moveList, [])
        // Back with a quick computer: it moves.
        app.environment.timeScale = 0.02
        app.resume()
        XCTAssertTrue(g.isThinking)
        await g.settle()
        XCTAssertEqual(g.model.moveList.count, 1)
        XCTAssertFalse(g.isThinking)
        XCTAssertEqual(g.message, app.texts.translator.computerPlayed(notation: g.model.moveList[0]))
    }

    /// Undo while the computer thinks takes back the human's move and stops the search.
    @MainActor
    func testUndoWhileTheComputerThinks() async throws {
        let app = try makeApp("undo-thinking", timeScale: 500)
        let g = try app.start(MatchSetup(
            game: "sungka", preset: nil, options: [], position: nil,
            mode: .vsComputer(human: .one, level: .expert), seed: 2))
        var rng = Lcg(state: 1)
        // Sungka may give the human another turn: play until the computer thinks.
        while !g.isThinking { g.tapAMove(&rng) }
        let played = g.model.moveList
        g.undo()
        XCTAssertFalse(g.isThinking)
        await g.settle()
        XCTAssertLessThan(g.model.moveList.count, played.count)
        XCTAssertTrue(g.canRedo)
        g.suspend()
    }

    /// The match is saved after every move and continues after the app is killed.
    @MainActor
    func testAMatchResumesAfterReopeningTheStore() async throws {
        let dir = temporaryStore("resume")
        var moves: [String] = []
        do {
            let app = try makeApp("resume", dir: dir)
            let g = try app.start(MatchSetup(game: "fox-geese", preset: "13-diagonals", options: [], position: nil, mode: .passAndPlay, seed: 4))
            var rng = Lcg(state: 8)
            for _ in 0..<5 { g.tapAMove(&rng) }
            moves = g.model.moveList
            g.undo()
            // Killed here: nothing else runs.
        }
        let app = try makeApp("resume", dir: dir)
        let tile = try XCTUnwrap(app.tiles.first { $0.id == "fox-geese" })
        XCTAssertTrue(tile.canContinue)
        XCTAssertFalse(app.tiles.first { $0.id == "sungka" }!.canContinue)
        let g = try XCTUnwrap(app.continueGame("fox-geese"))
        XCTAssertEqual(g.model.moveList, Array(moves.dropLast()))
        XCTAssertEqual(g.setup.preset, "13-diagonals")
        XCTAssertTrue(g.canRedo, "the redo list is saved too")
        g.redo()
        XCTAssertEqual(g.model.moveList, moves)
        // A damaged save is dropped and the player told.
        try app.store.saveMatch(saved: SavedMatch(game: "sungka", profile: 1, savedAt: 0, data: "{\"setup\": 1}"))
        app.back()
        XCTAssertNil(app.continueGame("sungka"))
        XCTAssertEqual(app.notice, app.texts(.saveLost))
        XCTAssertNil(try app.store.savedMatch(game: "sungka"))
    }

    /// A computer that starts a resumed match thinks as soon as the game shows.
    @MainActor
    func testAResumedMatchWithTheComputerToMoveContinues() async throws {
        let dir = temporaryStore("resume-computer")
        do {
            let app = try makeApp("rc", dir: dir, timeScale: 500)
            let g = try app.start(MatchSetup(game: "hare-hounds", preset: nil, options: [], position: nil, mode: .vsComputer(human: .two, level: .easy), seed: 4))
            XCTAssertTrue(g.isThinking)
            app.suspend()
        }
        let app = try makeApp("rc", dir: dir)
        let g = try XCTUnwrap(app.continueGame("hare-hounds"))
        XCTAssertTrue(g.isThinking)
        await g.settle()
        XCTAssertEqual(g.model.moveList.count, 1)
    }
}
