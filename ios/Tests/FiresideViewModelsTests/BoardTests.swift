import Foundation
import XCTest
@testable import Fireside
@testable import FiresideViewModels

final class BoardTests: XCTestCase {
    /// Sungka's sowing is animated shell by shell; replaying the frames' counts lands on
    /// the position after the move, for every move of random games.
    @MainActor
    func testSungkaSowingFramesEndOnTheNextPosition() async throws {
        let app = try makeApp("sow")
        let g = try app.start(MatchSetup(game: "sungka", preset: nil, options: [], position: nil, mode: .passAndPlay, seed: 0))
        var rng = Lcg(state: 21)
        var moves = 0
        var sawRelayOrCapture = false
        while !g.isOver && moves < 300 {
            let before = g.pieces.map(\.shells)
            let total = before.reduce(0, +)
            g.tapAMove(&rng)
            moves += 1
            let timeline = try XCTUnwrap(g.playing, "a move animates")
            let frames = timeline.frames
            XCTAssertGreaterThan(frames.count, 2)
            // Shells are never created or lost: on the board plus in the hand.
            for f in frames {
                XCTAssertEqual(f.pieces.map(\.shells).reduce(0, +) + f.inHand, total)
            }
            let trace = try XCTUnwrap(SowingTrace.parse(try g.match.lastMove()?.detail))
            let drops = trace.steps.filter { if case .drop = $0 { return true } else { return false } }.count
            XCTAssertEqual(frames.filter { $0.sound == .drop }.count, drops)
            sawRelayOrCapture = sawRelayOrCapture || trace.steps.contains {
                switch $0 { case .relay, .capture: return true; default: return false }
            }
            // The last sowing frame already shows the next position; the final frame is it.
            XCTAssertEqual(frames[frames.count - 2].pieces.map(\.shells), g.model.pieces.map { p -> Int in
                if case .shells(let n) = p.kind { return Int(n) } else { return -1 }
            })
            XCTAssertEqual(frames[frames.count - 2].inHand, 0)
            g.finishAnimation()
            XCTAssertNil(g.playing)
            XCTAssertEqual(frames.last?.pieces, g.pieces)
        }
        XCTAssertTrue(sawRelayOrCapture)
    }

    /// A fox's chain is entered point by point, shows the jumped geese as taken, and ends
    /// with a tap on the fox; pieces keep their identity through the move.
    @MainActor
    func testAJumpChainPointByPointAndATapOnTheFoxStopsIt() async throws {
        let app = try makeApp("chain")
        let g = try app.start(MatchSetup(
            game: "fox-geese", preset: "classic", options: [RuleOption(key: "captures-to-win", value: "13")],
            position: "fox d2; geese d3 d5 a3 g3; to-move fox", mode: .passAndPlay, seed: 0))
        let foxId = g.pieces.first { $0.kind == .fox }!.id
        g.tap(g.point("d2"))
        XCTAssertEqual(g.model.highlights.selected, g.point("d2"))
        XCTAssertEqual(g.model.highlights.capturable.sorted(), [g.point("d3"), g.point("d5")].sorted())
        g.tap(g.point("d4"))
        XCTAssertEqual(g.model.highlights.chain, [g.point("d2"), g.point("d4")])
        XCTAssertEqual(g.status, try app.texts.translator.matchStatus(model: g.model))
        XCTAssertTrue(g.status.hasPrefix("Fox: jump again"))
        let fox = g.pieces.first { $0.kind == .fox }!
        XCTAssertEqual(fox.id, foxId, "the fox keeps its identity in the chain")
        XCTAssertEqual(fox.point, g.point("d4"))
        XCTAssertTrue(g.pieces.contains { $0.point == g.point("d3") && $0.taken })
        g.tap(g.point("c4"))
        XCTAssertEqual(g.message, app.texts.translator.inputError(reason: .finishCapture))
        g.tap(g.point("d4"))
        XCTAssertEqual(g.model.moveList, ["d2xd4"])
        XCTAssertEqual(g.announcement?.text, app.texts.translator.describeMove(role: .fox, notation: "d2xd4"))
        let after = g.pieces
        XCTAssertEqual(after.first { $0.kind == .fox }?.id, foxId)
        XCTAssertEqual(after.first { $0.kind == .fox }?.point, g.point("d4"))
        XCTAssertFalse(after.contains { $0.point == g.point("d3") })
        XCTAssertEqual(Set(after.map(\.id)).count, after.count, "identities are unique")
    }

    /// A whole chain played at once travels point by point, each goose vanishing as it is jumped.
    @MainActor
    func testAChainAnimatesJumpByJump() async throws {
        let app = try makeApp("chain-anim")
        let g = try app.start(MatchSetup(
            game: "fox-geese", preset: "classic", options: [RuleOption(key: "captures-to-win", value: "13")],
            position: "fox d2; geese d3 d5 a3 g3; to-move fox", mode: .passAndPlay, seed: 0))
        let foxId = g.pieces.first { $0.kind == .fox }!.id
        let before = g.pieces
        let animation = try g.match.play(notation: "d2xd4xd6")
        let timeline = TimelineBuilder.timeline(before: before, after: before, animation: animation)
        XCTAssertEqual(timeline.frames.count, 3)
        let f0 = timeline.frames[0].pieces, f1 = timeline.frames[1].pieces
        XCTAssertEqual(f0.first { $0.id == foxId }?.point, g.point("d4"))
        XCTAssertFalse(f0.contains { $0.point == g.point("d3") })
        XCTAssertTrue(f0.contains { $0.point == g.point("d5") })
        XCTAssertEqual(f1.first { $0.id == foxId }?.point, g.point("d6"))
        XCTAssertFalse(f1.contains { $0.point == g.point("d5") })
        XCTAssertEqual(timeline.frames.filter(\.capture).count, 2)
    }

    /// Dama: a capture is compulsory and a single tap completes it; a dragged capture shows
    /// no travel (the piece is under the finger) but still sounds and is felt.
    @MainActor
    func testDamaCaptureByTapAndByDrag() async throws {
        let sink = RecordingSink()
        let app = try makeApp("dama-drag", sink: sink)
        let setup = MatchSetup(game: "dama-italiana", preset: nil, options: [], position: "W:W22,29:B18,1", mode: .passAndPlay, seed: 0)
        var g = try app.start(setup)
        g.tap(g.point("29"))
        XCTAssertEqual(g.message, app.texts.translator.inputError(reason: .mustCapture))
        XCTAssertEqual(sink.sounds, [.refused])
        XCTAssertEqual(g.model.highlights.capturable, [g.point("18")])
        g.tap(g.point("22"))
        XCTAssertEqual(g.model.moveList, ["22x13"])
        XCTAssertEqual(g.playing?.frames.count, 2, "the jump, then the position")
        await g.settle()
        XCTAssertEqual(sink.sounds.filter { $0 == .capture }.count, 1)
        XCTAssertEqual(sink.haptics, 1)

        sink.sounds = []
        sink.haptics = 0
        g = try app.start(setup)
        XCTAssertTrue(g.canDrag(from: g.point("22")))
        XCTAssertFalse(g.canDrag(from: g.point("18")), "not the mover's piece")
        g.drag(from: g.point("22"), to: g.point("13"))
        XCTAssertEqual(g.model.moveList, ["22x13"])
        XCTAssertEqual(g.playing?.frames.count, 1, "no travel after a drag")
        await g.settle()
        XCTAssertEqual(sink.sounds, [.capture])
        XCTAssertEqual(sink.haptics, 1)
        XCTAssertFalse(g.pieces.contains { $0.point == g.point("18") })
    }

    /// Sounds and haptics follow the settings.
    @MainActor
    func testSoundsAndHapticsFollowTheSettings() async throws {
        let sink = RecordingSink()
        let app = try makeApp("sound", sink: sink)
        let g = try app.start(MatchSetup(
            game: "fox-geese", preset: "classic", options: [RuleOption(key: "captures-to-win", value: "13")],
            position: "fox d2; geese d3 d5 a3 g3; to-move fox", mode: .passAndPlay, seed: 0))
        func chain() {
            g.tap(g.point("d2"))
            g.tap(g.point("d4"))
            g.tap(g.point("d6"))
            XCTAssertEqual(g.model.moveList, ["d2xd4xd6"])
        }
        // Animated: a capture sound and a haptic at each jump.
        chain()
        XCTAssertNotNil(g.playing)
        await g.settle()
        XCTAssertNil(g.playing)
        XCTAssertEqual(sink.sounds.filter { $0 == .capture }.count, 2)
        XCTAssertEqual(sink.haptics, 2)
        app.openSettings()
        guard case .settings(let settings)? = app.screen else { return XCTFail() }
        settings.setSound(false)
        settings.setVibration(false)
        settings.setAnimationSpeed(0)
        XCTAssertEqual(app.settings.animationSpeed, 0)
        sink.sounds = []
        sink.haptics = 0
        g.undo()
        chain()
        XCTAssertNil(g.playing, "animation off")
        XCTAssertEqual(sink.sounds, [])
        XCTAssertEqual(sink.haptics, 0)
        settings.setSound(true)
        settings.setVibration(true)
        g.undo()
        // Without animation: the first jump is felt when entered, the move when played.
        chain()
        XCTAssertEqual(sink.sounds, [.capture, .capture])
        XCTAssertEqual(sink.haptics, 2)
        g.tap(g.point("d1"))
        XCTAssertEqual(sink.sounds.last, .refused)
        XCTAssertEqual(g.message, app.texts.translator.inputError(reason: .nothingToMoveHere))
    }

    /// The board fits the view and a touch finds the nearest point.
    @MainActor
    func testLayoutFitsTheBoardAndFindsThePointTouched() async throws {
        let app = try makeApp("layout")
        for game in allGames {
            let g = try app.start(MatchSetup(game: game, preset: nil, options: [], position: nil, mode: .passAndPlay, seed: 0))
            for (w, h) in [(390.0, 500.0), (1024.0, 700.0), (300.0, 300.0)] {
                let layout = BoardLayout(model: g.model, viewWidth: w, viewHeight: h)
                XCTAssertGreaterThan(layout.spacing, 10, game)
                XCTAssertLessThanOrEqual(layout.width, w + 1e-6)
                XCTAssertLessThanOrEqual(layout.height, h + 1e-6)
                XCTAssertEqual(layout.width / layout.height, Double(g.model.aspect), accuracy: 1e-3)
                for (i, s) in layout.spots.enumerated() {
                    XCTAssertGreaterThanOrEqual(s.x - layout.spacing * 0.45, -1e-6, "\(game) point \(i) inside")
                    XCTAssertLessThanOrEqual(s.x + layout.spacing * 0.45, w + 1e-6)
                    XCTAssertEqual(layout.point(atX: s.x, y: s.y), UInt32(i))
                    XCTAssertEqual(layout.point(atX: s.x + layout.spacing * 0.3, y: s.y - layout.spacing * 0.2), UInt32(i))
                }
                XCTAssertNil(layout.point(atX: -500, y: -500))
            }
            g.suspend()
        }
    }

    /// Against the computer as the second side, the board is turned so the human's pieces
    /// are at the bottom; in table mode the far player's nameplate and status are turned.
    @MainActor
    func testTableModeTurnsTheFarPlayersTexts() async throws {
        let phone = try makeApp("phone", isPad: false)
        phone.openNewGame("fox-geese")
        guard case .newGame(let s1)? = phone.screen else { return XCTFail() }
        XCTAssertEqual(s1.modes, [.vsComputer, .passAndPlay])
        s1.setMode(.table)
        XCTAssertEqual(s1.mode, .vsComputer, "no table mode on a phone")

        let pad = try makeApp("pad", isPad: true)
        pad.openNewGame("hare-hounds")
        guard case .newGame(let s2)? = pad.screen else { return XCTFail() }
        XCTAssertEqual(s2.modes, ModeChoice.allCases)
        s2.setMode(.table)
        let g = try s2.start()
        let plates = g.nameplates
        XCTAssertEqual(plates.map(\.atTop), [false, true])
        XCTAssertEqual(plates.map(\.turned), [false, true])
        let bottom = plates[0].side
        var rng = Lcg(state: 2)
        for _ in 0..<4 {
            let farToMove = g.model.turn != bottom
            XCTAssertEqual(g.statusTurned, farToMove)
            XCTAssertEqual(g.nameplates.first { $0.active }?.turned, farToMove)
            g.tapAMove(&rng)
        }
        XCTAssertFalse(g.model.rotated)

        // Against the computer the human's side is drawn at the bottom, turning the board
        // for one of the two sides; nothing is turned for the far player.
        var rotations: [Bool] = []
        for human in [Side.one, .two] {
            let vs = try pad.start(MatchSetup(game: "fox-geese", preset: nil, options: [], position: nil, mode: .vsComputer(human: human, level: .easy), seed: 0))
            vs.suspend()
            XCTAssertEqual(vs.nameplates[0].side, human)
            XCTAssertFalse(vs.statusTurned)
            XCTAssertTrue(vs.nameplates.allSatisfy { !$0.turned })
            rotations.append(vs.model.rotated)
        }
        XCTAssertEqual(rotations.filter { $0 }.count, 1)
    }

    /// VoiceOver reaches every point with a label and makes a move with double taps.
    @MainActor
    func testVoiceOverReachesEveryPointAndMakesAMove() async throws {
        let app = try makeApp("a11y", language: "fi-FI")
        for game in allGames {
            let g = try app.start(MatchSetup(game: game, preset: nil, options: [], position: nil, mode: .vsComputer(human: .one, level: .easy), seed: 0))
            g.suspend()
            let points = g.accessibilityPoints
            XCTAssertEqual(points.count, g.model.points.count)
            XCTAssertEqual(Set(points.map(\.label)).count, points.count, "\(game): every label differs")
            XCTAssertTrue(points.allSatisfy { !$0.label.isEmpty && !$0.label.contains("{") })
            let before = g.model.moveList.count
            var guardCount = 0
            while g.model.moveList.count == before && guardCount < 20 {
                let next = try XCTUnwrap(g.accessibilityPoints.first { $0.isActionable }, game)
                g.activate(next.id)
                guardCount += 1
            }
            XCTAssertEqual(g.model.moveList.count, before + 1, game)
            XCTAssertNotNil(g.announcement)
        }
        let g = try app.start(MatchSetup(game: "sungka", preset: nil, options: [], position: nil, mode: .vsComputer(human: .one, level: .easy), seed: 0))
        g.suspend()
        let labels = g.accessibilityPoints.map(\.label)
        XCTAssertEqual(labels[0], app.texts.translator.describeHouse(number: 1, shells: 7, own: true))
        XCTAssertEqual(labels[8], app.texts.translator.describeHouse(number: 1, shells: 7, own: false))
        XCTAssertEqual(labels[7], app.texts.translator.describeStore(shells: 0, own: true))
    }

    /// A hardware keyboard moves the cursor, plays with Enter, stops with Esc, undoes with
    /// Cmd+Z or U.
    @MainActor
    func testAHardwareKeyboardPlays() async throws {
        XCTAssertEqual(KeyAction.of(HardwareKey(.up)), .match(.move(direction: .up)))
        XCTAssertEqual(KeyAction.of(HardwareKey(.character("W"))), .match(.move(direction: .up)))
        XCTAssertEqual(KeyAction.of(HardwareKey(.character("a"))), .match(.move(direction: .left)))
        XCTAssertEqual(KeyAction.of(HardwareKey(.character("s"))), .match(.move(direction: .down)))
        XCTAssertEqual(KeyAction.of(HardwareKey(.character("d"))), .match(.move(direction: .right)))
        XCTAssertEqual(KeyAction.of(HardwareKey(.space)), .match(.confirm))
        XCTAssertEqual(KeyAction.of(HardwareKey(.enter)), .match(.confirm))
        XCTAssertEqual(KeyAction.of(HardwareKey(.escape)), .match(.stop))
        XCTAssertEqual(KeyAction.of(HardwareKey(.character("z"), command: true)), .undo)
        XCTAssertEqual(KeyAction.of(HardwareKey(.character("z"), command: true, shift: true)), .redo)
        XCTAssertEqual(KeyAction.of(HardwareKey(.character("z"), control: true)), .undo, "Ctrl+Z as well")
        XCTAssertEqual(KeyAction.of(HardwareKey(.character("z"), control: true, shift: true)), .redo)
        XCTAssertNil(KeyAction.of(HardwareKey(.character("d"), control: true)))
        XCTAssertEqual(KeyAction.of(HardwareKey(.character("u"))), .undo)
        XCTAssertNil(KeyAction.of(HardwareKey(.character("q"))))
        XCTAssertNil(KeyAction.of(HardwareKey(.character("d"), command: true)))

        let app = try makeApp("keys")
        let g = try app.start(MatchSetup(game: "fox-geese", preset: nil, options: [], position: nil, mode: .passAndPlay, seed: 0))
        XCTAssertTrue(g.press(HardwareKey(.up)))
        let first = try XCTUnwrap(g.model.highlights.cursor)
        XCTAssertTrue(g.model.highlights.movable.contains(first), "the cursor starts on a movable piece")
        XCTAssertTrue(g.press(HardwareKey(.enter)))
        XCTAssertEqual(g.model.highlights.selected, first)
        XCTAssertTrue(g.press(HardwareKey(.escape)))
        XCTAssertNil(g.model.highlights.selected)
        // Select again and walk the cursor to a target.
        g.press(HardwareKey(.space))
        let target = try XCTUnwrap(g.model.highlights.targets.first)
        var steps = 0
        while g.model.highlights.cursor != target && steps < 30 {
            let c = g.model.points[Int(g.model.highlights.cursor!)]
            let t = g.model.points[Int(target)]
            if abs(c.y - t.y) > 1e-3 {
                g.press(HardwareKey(.character(c.y > t.y ? "w" : "s")))
            } else {
                g.press(HardwareKey(c.x > t.x ? .left : .right))
            }
            steps += 1
        }
        XCTAssertEqual(g.model.highlights.cursor, target)
        g.press(HardwareKey(.enter))
        XCTAssertEqual(g.model.moveList.count, 1)
        XCTAssertFalse(g.press(HardwareKey(.character("x"))))
        g.press(HardwareKey(.character("z"), command: true))
        XCTAssertEqual(g.model.moveList.count, 0)
        g.press(HardwareKey(.character("z"), command: true, shift: true))
        XCTAssertEqual(g.model.moveList.count, 1)
        g.press(HardwareKey(.character("u")))
        XCTAssertEqual(g.model.moveList.count, 0)
    }

    /// The hint runs off the main thread, draws its path and says the move.
    @MainActor
    func testHint() async throws {
        let app = try makeApp("hint")
        let g = try app.start(MatchSetup(game: "fox-geese", preset: nil, options: [], position: nil, mode: .passAndPlay, seed: 0))
        XCTAssertTrue(g.canHint)
        g.hint()
        XCTAssertTrue(g.isHinting)
        await g.settle()
        XCTAssertFalse(g.isHinting)
        XCTAssertFalse(g.model.highlights.hint.isEmpty)
        let message = try XCTUnwrap(g.message)
        XCTAssertTrue(try g.match.legalMoves().contains { message == app.texts.translator.hint(notation: $0) })
        // An input while hinting stops the hint and is played.
        g.hint()
        var rng = Lcg(state: 4)
        g.tapAMove(&rng)
        await g.settle()
        XCTAssertEqual(g.model.moveList.count, 1)
        XCTAssertTrue(g.model.highlights.hint.isEmpty)
    }
}
