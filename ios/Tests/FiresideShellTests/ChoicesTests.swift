import Foundation
import XCTest
@testable import Fireside
@testable import FiresideShell

/// The pickers' entries paired with the typed values their events send.
final class ChoicesTests: XCTestCase {
    /// Every entry of the form's pickers sends its own value (the entry is then the one
    /// selected); table mode is left out where the screen is too small for it.
    @MainActor
    func testEveryEntrySendsItsValue() async throws {
        let shell = try makeShell()
        shell.send(.openNewGame(game: "dama-italiana"))
        func form() throws -> NewGameView {
            guard case .newGame(let form) = shell.view.screen else { XCTFail("not the form: \(shell.view.screen)"); throw NotThere() }
            return form
        }
        // An iPad's screen: table mode is offered (the core's rule, as on Android).
        shell.send(.setScreen(smallestDp: 768))
        let all = try form().modeOptions
        XCTAssertEqual(all.count, 3)
        for pick in all {
            shell.send(.chooseMode(mode: pick.value))
            XCTAssertEqual(try form().mode, pick.value)
            XCTAssertEqual(try form().modeOptions.first { $0.choice.selected }?.value, pick.value)
        }
        // A phone's: not offered, and a form showing it falls back to play between people.
        shell.send(.setScreen(smallestDp: 390))
        XCTAssertEqual(try form().modeOptions.map(\.value), [.vsComputer, .passAndPlay])
        XCTAssertEqual(try form().mode, .passAndPlay)
        shell.send(.chooseMode(mode: .vsComputer))
        for pick in try form().sideOptions {
            shell.send(.chooseSide(side: pick.value))
            XCTAssertEqual(try form().side, pick.value)
            XCTAssertTrue(try form().sideOptions.first { $0.value == pick.value }!.choice.selected)
        }
        for pick in try form().levelOptions {
            shell.send(.chooseLevel(level: pick.value))
            XCTAssertEqual(try form().level, pick.value)
        }
        shell.send(.openSettings)
        guard case .settings(let settings) = shell.view.screen else { return XCTFail("\(shell.view.screen)") }
        XCTAssertNil(settings.language, "the device's language")
        XCTAssertEqual(settings.speedOptions.count, 4)
        for pick in settings.speedOptions {
            shell.send(.setAnimationSpeed(speed: pick.value))
            guard case .settings(let s) = shell.view.screen else { return XCTFail() }
            XCTAssertEqual(s.speedOptions.first { $0.choice.selected }?.value, pick.value)
        }
        XCTAssertEqual(settings.verbosityOptions.count, 2)
        for pick in settings.verbosityOptions {
            XCTAssertNotNil(pick.choice.description, "each verbosity says what it does")
            shell.send(.setVerbosity(verbosity: pick.value))
            guard case .settings(let s) = shell.view.screen else { return XCTFail() }
            XCTAssertEqual(s.verbosityOptions.first { $0.choice.selected }?.value, pick.value)
        }
        shell.send(.setHighContrast(on: true))
        guard case .settings(let contrast) = shell.view.screen else { return XCTFail() }
        XCTAssertTrue(contrast.highContrast)
        shell.send(.setHighContrast(on: false))
        let finnish = try XCTUnwrap(settings.languages.first { $0.id == "fi" })
        shell.send(.setLanguage(language: finnish.argument))
        XCTAssertEqual(shell.view.language, "fi")
        guard case .settings(let fi) = shell.view.screen else { return XCTFail() }
        XCTAssertEqual(fi.language, "fi")
    }
}
