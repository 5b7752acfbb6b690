import Foundation
import XCTest
@testable import Fireside
@testable import FiresideViewModels

final class ScreensTests: XCTestCase {
    /// Home shows the four games from the catalogue, in the device's language.
    @MainActor
    func testHomeListsTheGamesInTheDevicesLanguage() async throws {
        let app = try makeApp("home", language: "fi-FI")
        XCTAssertEqual(app.tiles.map(\.id), allGames)
        XCTAssertEqual(app.tiles[0].name, "Kettu ja hanhet")
        XCTAssertTrue(app.tiles.allSatisfy { $0.wins.count == 3 && $0.points == 0 && !$0.canContinue })
        XCTAssertNil(app.notice)
        XCTAssertNil(app.screen)
    }

    /// Changing the language in the settings changes every text at once, and is kept.
    @MainActor
    func testSettingsChangeTheLanguageAndAreKept() async throws {
        let dir = temporaryStore("settings")
        do {
            let app = try makeApp("settings", dir: dir)
            XCTAssertEqual(app.tiles[0].name, "Fox and Geese")
            app.openSettings()
            guard case .settings(let s)? = app.screen else { return XCTFail() }
            XCTAssertEqual(s.languages.count, 5)
            XCTAssertNil(s.languages[0].code)
            XCTAssertEqual(s.speeds.count, 4)
            s.setLanguage("ko")
            XCTAssertEqual(app.texts.lang, .ko)
            XCTAssertEqual(app.tiles[0].name, try app.texts.translator.gameName(game: "fox-geese"))
            XCTAssertNotEqual(app.tiles[0].name, "Fox and Geese")
            s.setAnimationSpeed(3)
            s.setSound(false)
            app.back()
            XCTAssertNil(app.screen)
        }
        let app = try makeApp("settings", dir: dir)
        XCTAssertEqual(app.texts.lang, .ko)
        XCTAssertEqual(app.settings.animationSpeed, 3)
        XCTAssertFalse(app.settings.sound)
    }

    /// Profiles: add, switch, rename, delete; the last one cannot be deleted.
    @MainActor
    func testProfiles() async throws {
        let app = try makeApp("profiles")
        app.openProfiles()
        guard case .profiles(let p)? = app.screen else { return XCTFail() }
        XCTAssertEqual(p.rows.count, 1)
        XCTAssertEqual(p.rows[0].name, app.texts(.profileDefaultName))
        XCTAssertTrue(p.rows[0].isActive)
        let id = try XCTUnwrap(p.add("Aino"))
        p.activate(id)
        XCTAssertEqual(app.activeProfile.id, id)
        XCTAssertEqual(p.rows.first { $0.isActive }?.name, "Aino")
        p.rename(id, "Aino K")
        XCTAssertEqual(app.activeProfile.name, "Aino K")
        XCTAssertTrue(p.deleteQuestion(id).contains("Aino K"))
        p.remove(id)
        XCTAssertEqual(p.rows.count, 1)
        XCTAssertEqual(app.activeProfile.id, p.rows[0].id)
        p.remove(p.rows[0].id)
        XCTAssertNotNil(p.error, "the last profile stays")
        XCTAssertEqual(p.rows.count, 1)
        app.back()
        app.openLeaderboard()
        guard case .leaderboard(let board)? = app.screen else { return XCTFail() }
        XCTAssertEqual(board.emptyText, app.texts(.leaderboardEmpty))
        XCTAssertEqual(board.filters.count, 5)
    }

    /// The new-game screen: presets, options, who starts, the mode, side and level; the
    /// rules chosen are remembered for the next game.
    @MainActor
    func testNewGameOptionsAndWhoStarts() async throws {
        let app = try makeApp("new-game")
        app.openNewGame("fox-geese")
        guard case .newGame(let s)? = app.screen else { return XCTFail() }
        XCTAssertEqual(s.title, "Fox and Geese")
        XCTAssertGreaterThan(s.presets.count, 1)
        let starts = try XCTUnwrap(s.whoStarts)
        XCTAssertEqual(starts.value, "fox")
        XCTAssertFalse(s.options.contains { $0.key == "first" })
        XCTAssertEqual(s.sides.map(\.name), ["Fox", "Geese"])
        XCTAssertEqual(s.levels.count, 3)
        s.selectPreset("17-diagonals")
        s.setOption("first", "geese")
        XCTAssertEqual(s.whoStarts?.valueLabel, "Geese")
        s.setOption("first", "badger")
        XCTAssertEqual(s.whoStarts?.value, "geese", "a value outside the choices is refused")
        if let number = s.options.first(where: { $0.range != nil }), let range = number.range {
            s.setOption(number.key, String(range.upperBound + 1))
            XCTAssertEqual(s.options.first { $0.key == number.key }?.value, number.value)
            s.setOption(number.key, String(range.lowerBound))
            XCTAssertEqual(s.options.first { $0.key == number.key }?.value, String(range.lowerBound))
        }
        s.setMode(.passAndPlay)
        let g = try s.start()
        XCTAssertEqual(g.setup.preset, "17-diagonals")
        XCTAssertTrue(g.setup.options.contains(RuleOption(key: "first", value: "geese")))
        XCTAssertEqual(g.model.nameplates.first { $0.active }?.role, .geese)
        XCTAssertEqual(g.setup.mode, .passAndPlay)
        app.back()
        app.openNewGame("fox-geese")
        guard case .newGame(let again)? = app.screen else { return XCTFail() }
        XCTAssertEqual(again.presetId, "17-diagonals")
        XCTAssertEqual(again.whoStarts?.value, "geese")
        again.resetOptions()
        XCTAssertEqual(again.whoStarts?.value, "fox")
        app.back()
        app.openHowToPlay("sungka")
        guard case .howToPlay(let how)? = app.screen else { return XCTFail() }
        XCTAssertEqual(how.title, "Sungka")
        XCTAssertGreaterThan(how.blocks.count, 5)
    }

    /// A damaged store file is recovered and the player told once.
    @MainActor
    func testARecoveredStoreIsTold() async throws {
        let dir = temporaryStore("recover")
        do {
            let app = try makeApp("recover", dir: dir)
            _ = try app.start(MatchSetup(game: "sungka", preset: nil, options: [], position: nil, mode: .passAndPlay, seed: 0))
            try app.store.saveMatch(saved: SavedMatch(game: "sungka", profile: 1, savedAt: 1, data: "{}"))
        }
        try "garbage".write(toFile: dir + "/matches.json", atomically: true, encoding: .utf8)
        let app = try makeApp("recover", dir: dir)
        XCTAssertEqual(app.notice, app.texts(.saveRecovered))
        app.dismissNotice()
        XCTAssertNil(app.notice)
    }
}
