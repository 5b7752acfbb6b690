import Foundation
import XCTest
@testable import Fireside

final class StoreAndTextsTests: XCTestCase {
    func testStoreRoundTripAndErrors() throws {
        let dir = temporaryDirectory("store")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        do {
            let store = try Store.open(dir: dir)
            XCTAssertEqual(try store.takeRecoveries(), [])
            let anna = try store.addProfile(name: "Anna")
            try store.setActiveProfile(id: anna)
            XCTAssertEqual(try store.activeProfile().id, anna)
            let gained = try store.recordResult(
                profile: anna, game: "fox-geese", opponent: .computer(level: .normal), role: .geese, result: .won)
            XCTAssertEqual(gained, pointsForWin(level: .normal))
            XCTAssertEqual(try store.leaderboard(game: nil).first?.profile, anna)
            let m = try Match(setup: setup("sungka", .passAndPlay))
            _ = try m.play(notation: try m.legalMoves()[0])
            try store.saveMatch(saved: SavedMatch(game: "sungka", profile: anna, savedAt: 1, data: try m.save()))
            guard case FiresideError.UnknownProfile? = thrown({ try store.removeProfile(id: 99) }) else {
                return XCTFail("unknown profile")
            }
            guard case FiresideError.InvalidArgument? = thrown({
                try store.saveMatch(saved: SavedMatch(game: "sungka", profile: anna, savedAt: 1, data: "{oops"))
            }) else { return XCTFail("bad JSON") }
        }
        do {
            let store = try Store.open(dir: dir)
            let saved = try XCTUnwrap(try store.savedMatch(game: "sungka"))
            XCTAssertEqual(try Match.load(json: saved.data).moveList().count, 1)
            try store.finishMatch(finished: saved)
            XCTAssertNil(try store.savedMatch(game: "sungka"))
            XCTAssertEqual(try store.history().count, 1)
        }
        try "{ truncated".write(toFile: dir + "/profiles.json", atomically: false, encoding: .utf8)
        let recovered = try Store.open(dir: dir).takeRecoveries()
        XCTAssertEqual(recovered.count, 1)
        guard case .damaged = recovered[0].cause else { return XCTFail("damaged") }
        let file = dir + "/plain-file"
        try "x".write(toFile: file, atomically: false, encoding: .utf8)
        guard case FiresideError.Storage? = thrown({ try Store.open(dir: file) }) else {
            return XCTFail("a file is not a directory")
        }
    }

    func testTwoThreadsShareAStore() throws {
        let dir = temporaryDirectory("threads")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = try Store.open(dir: dir)
        DispatchQueue.concurrentPerform(iterations: 2) { t in
            for i in 0..<25 {
                _ = try! store.addProfile(name: "p\(t)-\(i)")
                _ = try! store.leaderboard(game: nil)
            }
        }
        XCTAssertEqual(try store.profiles().count, 51)
    }

    func testTextsInEveryLanguage() throws {
        for lang in allLangs() {
            let tr = Translator(lang: lang)
            let catalogue = try tr.catalogue()
            XCTAssertEqual(catalogue.map(\.id), games)
            for g in catalogue {
                XCTAssertFalse(g.name.isEmpty)
                XCTAssertEqual(g.roles.count, 2)
                XCTAssertFalse(g.presets.isEmpty)
                XCTAssertTrue(try tr.howToPlay(game: g.id).contains { if case .heading = $0 { return true } else { return false } })
                for role in g.roles { XCTAssertFalse(tr.roleName(role: role).isEmpty) }
            }
            for id in allTextIds() { XCTAssertFalse(tr.text(id: id).isEmpty) }
            XCTAssertFalse(languageName(lang: lang).isEmpty)
        }
        let en = Translator(lang: .en)
        XCTAssertEqual(en.describePoint(point: "d4", piece: .fox), "d4, fox")
        XCTAssertEqual(en.describeHouse(number: 3, shells: 7, own: true), "house 3, 7 shells")
        XCTAssertEqual(try en.matchStatus(model: try Match(setup: setup("fox-geese", .passAndPlay)).render()), "Fox to move")
        XCTAssertEqual(resolveLang(setting: nil, deviceTag: "th-TH"), .th)
        initLogging()
        initLogging()
    }
}
