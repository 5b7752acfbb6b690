// The game screen: the board (the render model, or the frame of the animation playing),
// the player's inputs (taps, drags, keys), undo, redo, hint, the computer's move in a
// cancellable Task, the result with rating points, rematch, and saving after every move.
import Dispatch
import Fireside

/// A nameplate as the screen shows it.
public struct NameplateInfo: Equatable, Sendable {
    public let side: Side
    /// The role's name ("Fox").
    public let title: String
    /// Who plays it: the computer's level, the profile's name, or nothing.
    public let player: String
    public let isComputer: Bool
    public let active: Bool
    public let atTop: Bool
    /// Turned 180° for the far player at the table.
    public let turned: Bool
}

/// The end of a match as the result panel shows it.
public struct ResultSummary: Equatable, Sendable {
    /// "You win!", "The geese win!", "Draw."
    public let headline: String
    /// Why the game ended.
    public let reason: String
    /// Sungka's final count, nil for the other games.
    public let score: String?
    /// Against the computer: "+30 rating points" / "Rating unchanged"; nil in pass and play.
    public let rating: String?
    public let pointsGained: Int
    /// Against the computer: whether the human won (nil for a draw or pass and play).
    public let humanWon: Bool?
}

/// One line of the move list.
public struct MoveRow: Equatable, Sendable, Identifiable {
    public let id: Int
    /// "Move 3".
    public let number: String
    public let notation: String
}

/// A point for VoiceOver: what it says, and what a double tap does (a tap on the point).
public struct PointAccessibility: Equatable, Sendable, Identifiable {
    public let id: UInt32
    public let label: String
    public let isSelected: Bool
    /// A piece that may move, or a point the selected piece may go to: a double tap acts.
    public let isActionable: Bool
    public let x: Float
    public let y: Float
}

/// Something for VoiceOver to announce; `id` changes with every announcement.
public struct Announcement: Equatable, Sendable {
    public let id: Int
    public let text: String
}

@MainActor
public final class GameViewModel: ViewModel {
    public let changed = ChangeSignal()
    unowned let app: AppModel
    public private(set) var match: Match
    public let setup: MatchSetup
    /// The profile whose match this is (its results are recorded there).
    public let profile: UInt32
    public private(set) var model: RenderModel

    /// The animation playing and its frame.
    public private(set) var playing: MoveTimeline?
    public private(set) var frameIndex = 0
    private var queue: [MoveTimeline] = []
    private var playbackTask: Task<Void, Never>?
    private var identities = PieceIdentities()

    public private(set) var isThinking = false
    private var computerTask: Task<Void, Never>?
    private var computerToken = 0

    public private(set) var isHinting = false
    private var hintTask: Task<Void, Never>?
    private var hintToken = 0

    /// The last refusal, hint or computer's move, as a sentence; cleared by the next input.
    public private(set) var message: String?
    public private(set) var result: ResultSummary?
    public private(set) var announcement: Announcement?
    public var showMoveList = false {
        didSet { changed.send() }
    }
    private var resultRecorded = false
    private var suspended = false

    init(app: AppModel, match: Match, profile: UInt32, fresh: Bool) throws {
        self.app = app
        self.match = match
        self.profile = profile
        setup = try match.setup()
        model = try match.render()
        identities.reset(model)
        if case .over = model.status {
            // A finished match reopened: show the result without recording it again.
            resultRecorded = true
            result = summary(recordedPoints: nil)
        }
        if fresh { persist() }
        scheduleComputer()
    }

    public var texts: Texts { app.texts }
    var translator: Translator { app.texts.translator }

    // MARK: - What the screen shows

    public var title: String { app.game(setup.game)?.name ?? setup.game }

    public var isAnimating: Bool { playing != nil }

    /// The frame being shown, while an animation plays.
    public var frame: AnimationFrame? {
        guard let playing, frameIndex < playing.frames.count else { return nil }
        return playing.frames[frameIndex]
    }

    /// The pieces to draw now.
    public var pieces: [BoardPiece] { frame?.pieces ?? identities.pieces(model) }

    /// The highlights to draw now: none of the next turn's while a move is still animating.
    public var highlights: Highlights {
        guard isAnimating else { return model.highlights }
        var h = Highlights(
            movable: [], selected: nil, targets: [], capturable: [], jumpLandings: [],
            lastMove: [], lastCaptured: [], cursor: model.highlights.cursor, chain: [], hint: [])
        if let focus = frame?.focus { h.lastMove = [focus] }
        return h
    }

    public var status: String {
        (try? translator.matchStatus(model: model)) ?? ""
    }

    /// Table mode: the status line concerns the far player and is turned for them.
    public var statusTurned: Bool { model.statusTurned }

    public var counters: [String] {
        model.counters.compactMap { translator.counter(counter: $0.key, value: $0.value) }
    }

    public var nameplates: [NameplateInfo] {
        let vsComputer: Bool
        if case .vsComputer = setup.mode { vsComputer = true } else { vsComputer = false }
        let profileName = texts.profileName(
            ((try? app.store.profiles()) ?? []).first { $0.id == profile }?.name ?? "")
        return model.nameplates.map { n in
            let isComputer: Bool
            let player: String
            switch n.player {
            case .computer(let level):
                isComputer = true
                player = texts.level(level)
            case .human:
                isComputer = false
                player = vsComputer ? profileName : ""
            }
            return NameplateInfo(
                side: n.side, title: texts.role(n.role), player: player, isComputer: isComputer,
                active: n.active, atTop: n.atTop, turned: n.turned)
        }
    }

    public var moveRows: [MoveRow] {
        model.moveList.enumerated().map {
            MoveRow(id: $0.offset, number: translator.moveNumber(n: Int64($0.offset + 1)), notation: $0.element)
        }
    }

    /// A number written the way the player's language writes it.
    public func numberText(_ n: Int) -> String { texts.number(n) }

    /// A fixed text in the player's language (button labels).
    public func text(_ id: TextId) -> String { texts(id) }

    public var canUndo: Bool { model.canUndo }
    public var canRedo: Bool { model.canRedo }
    public var canHint: Bool { result == nil && !isThinking && !isHinting && !isComputersTurn }

    var isComputersTurn: Bool {
        if case .computerToMove = model.status { return true }
        return false
    }

    /// Whether a drag may start on a point: a piece that may move, or the one selected.
    public func canDrag(from point: UInt32) -> Bool {
        let h = model.highlights
        return h.movable.contains(point) || h.selected == point || h.chain.last == point
    }

    /// Every point for VoiceOver, in the render model's order.
    public var accessibilityPoints: [PointAccessibility] {
        let h = model.highlights
        var pieceAt: [UInt32: PieceKind] = [:]
        for p in model.pieces where !p.taken { pieceAt[p.point] = p.kind }
        return model.points.enumerated().map { i, p in
            let index = UInt32(i)
            let label: String
            if case .mancala = model.kind {
                label = sungkaLabel(p.name, shells: pieceAt[index].map(shellCount) ?? 0)
            } else {
                label = translator.describePoint(point: p.name, piece: pieceAt[index])
            }
            let actionable = h.targets.contains(index) || (h.selected == nil && h.movable.contains(index))
            return PointAccessibility(
                id: index, label: label, isSelected: h.selected == index, isActionable: actionable,
                x: p.x, y: p.y)
        }
    }

    private func shellCount(_ kind: PieceKind) -> Int {
        if case .shells(let n) = kind { return Int(n) }
        return 0
    }

    /// A Sungka hole (`p1-3`, `p2-store`) for screen readers, from the listener's side:
    /// the human's against the computer, else the side at the bottom of the screen.
    private func sungkaLabel(_ name: String, shells: Int) -> String {
        let parts = name.split(separator: "-")
        guard parts.count == 2 else { return name }
        let owner: Side = parts[0] == "p2" ? .two : .one
        let listener: Side
        var nobodyIsYou = false
        switch setup.mode {
        case .vsComputer(let human, _): listener = human
        default:
            listener = model.nameplates.first?.side ?? .one
            nobodyIsYou = true
        }
        if parts[1] == "store" {
            if nobodyIsYou {
                let role = model.nameplates.first { $0.side == owner }?.role ?? .playerOne
                return translator.describeStoreOf(owner: role, shells: Int64(shells))
            }
            return translator.describeStore(shells: Int64(shells), own: owner == listener)
        }
        let number = Int64(parts[1]) ?? 0
        return translator.describeHouse(number: number, shells: Int64(shells), own: owner == listener)
    }

    // MARK: - Inputs

    public func tap(_ point: UInt32) {
        let from = max(0, model.highlights.chain.count - 1)
        input(from: from, shown: from) { try $0.tap(point: point) }
    }

    /// A drag from one point to another; the piece is already where the finger left it.
    public func drag(from: UInt32, to: UInt32) {
        let start = max(0, model.highlights.chain.count - 1)
        input(from: start, shownAt: to) { try $0.drag(from: from, to: to) }
    }

    /// Stops a pending chain where it stands (the fox's multiple jump), if it may end there.
    public func stop() {
        let from = max(0, model.highlights.chain.count - 1)
        input(from: from, shown: from) { try $0.stop() }
    }

    /// A hardware key; false when the key means nothing here.
    @discardableResult
    public func press(_ key: HardwareKey) -> Bool {
        guard let action = KeyAction.of(key) else { return false }
        switch action {
        case .undo: undo()
        case .redo: redo()
        case .match(let k):
            let from = max(0, model.highlights.chain.count - 1)
            input(from: from, shown: from) { try $0.key(key: k) }
        }
        return true
    }

    /// VoiceOver's double tap on a point.
    public func activate(_ point: UInt32) { tap(point) }

    private func input(from: Int, shownAt point: UInt32, _ body: (Match) throws -> InputOutcome) {
        input(from: from, shown: nil, shownAt: point, body)
    }

    private func input(from: Int, shown: Int?, shownAt point: UInt32? = nil, _ body: (Match) throws -> InputOutcome) {
        finishAnimation()
        stopHint()
        let before = identities.pieces(model)
        do {
            let outcome = try body(match)
            message = nil
            switch outcome {
            case .changed:
                let takenBefore = model.pieces.filter(\.taken).count
                model = try match.render()
                if model.pieces.filter(\.taken).count > takenBefore {
                    // A jump of a chain entered point by point: the capture is felt now.
                    app.play(.capture)
                    app.captureHaptic()
                }
                changed.send()
            case .played(let animation):
                var shownIndex = shown ?? from
                if let point, let i = animation.path.lastIndex(of: point), i >= from {
                    shownIndex = i
                }
                played(animation, before: before, from: from, shown: shownIndex)
            }
        } catch {
            refuse(error)
        }
    }

    private func refuse(_ error: Error) {
        message = texts.error(error)
        app.play(.refused)
        changed.send()
    }

    public func undo() {
        history { try $0.undo() }
    }

    public func redo() {
        history { try $0.redo() }
    }

    private func history(_ body: (Match) throws -> Void) {
        finishAnimation()
        stopHint()
        cancelComputer()
        do {
            try body(match)
            message = nil
            model = try match.render()
            identities.reset(model)
            if case .over = model.status {
                result = summary(recordedPoints: nil)
            } else {
                result = nil
            }
            persist()
            changed.send()
        } catch {
            refuse(error)
        }
        scheduleComputer()
    }

    /// Asks the engine for a move for the player to move; it shows as a path on the board
    /// and a sentence. The search runs off the main thread.
    public func hint() {
        guard canHint else { return }
        finishAnimation()
        isHinting = true
        hintToken += 1
        let token = hintToken
        let m = match
        let scale = app.environment.hintTimeScale
        hintTask = Task { [weak self] in
            let answer: Result<String, Error> = await withCheckedContinuation { c in
                DispatchQueue.global(qos: .userInitiated).async {
                    c.resume(returning: Result { try m.hint(timeScale: scale) })
                }
            }
            guard let self, self.hintToken == token else { return }
            self.hintTask = nil
            self.isHinting = false
            switch answer {
            case .success(let notation):
                self.message = self.translator.hint(notation: notation)
                self.model = (try? self.match.render()) ?? self.model
            case .failure(let error):
                self.message = self.texts.error(error)
            }
            self.changed.send()
        }
        changed.send()
    }

    /// Stops a running hint (an input came first); its answer is dropped.
    private func stopHint() {
        guard isHinting else { return }
        match.cancelHint()
        hintToken += 1
        hintTask = nil
        isHinting = false
    }

    /// A new match with the same rules and mode.
    @discardableResult
    public func rematch() throws -> GameViewModel {
        suspend()
        var next = setup
        next.seed = app.environment.now() ^ (setup.seed &* 0x9E37_79B9_7F4A_7C15)
        let vm = try GameViewModel(app: app, match: Match(setup: next), profile: profile, fresh: true)
        app.replaceGame(vm)
        return vm
    }

    /// Leaves the screen or goes to the background: the computer and the hint stop, the
    /// animation jumps to its end. The match was saved after its last move.
    public func suspend() {
        suspended = true
        cancelComputer()
        stopHint()
        finishAnimation()
    }

    /// Back on screen: the computer thinks again if it is its turn.
    public func resume() {
        suspended = false
        scheduleComputer()
    }

    // MARK: - A move was played

    private func played(_ animation: MoveAnimation, before: [BoardPiece], from: Int, shown: Int) {
        do {
            model = try match.render()
        } catch {
            refuse(error)
            return
        }
        identities.played(animation, after: model)
        let after = identities.pieces(model)
        var timeline = TimelineBuilder.timeline(before: before, after: after, animation: animation, from: from)
        // Frames the player already saw (a dragged piece, entered jumps) are dropped.
        let skip = max(0, shown - from)
        if skip > 0, timeline.frames.count > 1 {
            let seen = timeline.frames.prefix(min(skip, timeline.frames.count - 1))
            timeline.frames.removeFirst(seen.count)
            // What those frames would have sounded is heard with the first frame shown.
            if seen.contains(where: \.capture) {
                timeline.frames[0].capture = true
                timeline.frames[0].sound = .capture
            }
        }
        enqueue(timeline)
        let role = (try? match.role(side: animation.side)) ?? .fox
        announce(translator.describeMove(role: role, notation: animation.notation))
        persist()
        if case .over = model.status, result == nil {
            finish()
        }
        changed.send()
        scheduleComputer()
    }

    private func announce(_ text: String) {
        announcement = Announcement(id: (announcement?.id ?? 0) + 1, text: text)
    }

    /// Saves the match after every move: in progress, or into the history when it is over.
    private func persist() {
        guard let data = try? match.save() else { return }
        let saved = SavedMatch(game: setup.game, profile: profile, savedAt: app.environment.now(), data: data)
        do {
            if case .over = model.status {
                try app.store.finishMatch(finished: saved)
            } else {
                try app.store.saveMatch(saved: saved)
            }
        } catch {
            message = texts(.saveLost)
        }
    }

    /// The match just ended: record it for the profile (against the computer) and show it.
    private func finish() {
        var points: Int?
        if !resultRecorded, case .vsComputer(let human, let level) = setup.mode,
            case .over(let outcome) = model.status
        {
            resultRecorded = true
            let gameResult: GameResult
            switch outcome {
            case .win(let winner, _): gameResult = winner == human ? .won : .lost
            default: gameResult = .drawn
            }
            let role = (try? match.role(side: human)) ?? .fox
            if let gained = try? app.store.recordResult(
                profile: profile, game: setup.game, opponent: .computer(level: level), role: role,
                result: gameResult)
            {
                points = Int(gained)
            }
            app.profilesChanged()
        }
        resultRecorded = true
        result = summary(recordedPoints: points)
        switch result?.humanWon {
        case true?: app.play(.win)
        case false?: app.play(.lose)
        case nil: app.play(.gameOver)
        }
    }

    private func summary(recordedPoints: Int?) -> ResultSummary? {
        guard case .over(let outcome) = model.status else { return nil }
        let roleOf: (Side) -> Role? = { side in self.model.nameplates.first { $0.side == side }?.role }
        var humanWon: Bool?
        var headline: String
        let reason: String
        switch outcome {
        case .win(let winner, let why):
            reason = translator.endReason(reason: why, winner: roleOf(winner))
            if case .vsComputer(let human, _) = setup.mode {
                humanWon = winner == human
                headline = winner == human ? texts(.youWin) : texts(.youLose)
            } else {
                headline = translator.resultHeadline(winner: roleOf(winner))
            }
        case .draw(let why):
            reason = translator.endReason(reason: why, winner: nil)
            headline = translator.resultHeadline(winner: nil)
        case .ongoing:
            return nil
        }
        var score: String?
        if case .mancala = model.kind {
            let count = { (key: String) in self.model.counters.first { $0.key == key }?.value ?? 0 }
            score = translator.sungkaScore(playerOne: count("store-1"), playerTwo: count("store-2"))
        }
        var rating: String?
        if case .vsComputer = setup.mode, let p = recordedPoints {
            rating = translator.ratingChange(points: Int64(p))
        }
        return ResultSummary(
            headline: headline, reason: reason, score: score, rating: rating,
            pointsGained: recordedPoints ?? 0, humanWon: humanWon)
    }

    // MARK: - The computer

    private func scheduleComputer() {
        guard !suspended, computerTask == nil, (try? match.isComputerTurn()) == true,
            let job = try? match.computerJob()
        else { return }
        isThinking = true
        computerToken += 1
        let token = computerToken
        let scale = app.environment.timeScale
        computerTask = Task { [weak self] in
            let notation: String?
            do {
                notation = try await job.search(timeScale: scale)
            } catch {
                return  // cancelled: whoever cancelled has moved on
            }
            guard let self, self.computerToken == token, !Task.isCancelled else { return }
            self.computerAnswered(job, notation)
        }
        changed.send()
    }

    private func computerAnswered(_ job: ComputerJob, _ notation: String?) {
        computerTask = nil
        isThinking = false
        guard let notation else {
            changed.send()
            return
        }
        do {
            // The computer's move starts from the position after the last move, even if
            // that move is still animating.
            let before = identities.pieces(model)
            let animation = try match.applyComputerMove(job: job, notation: notation)
            message = translator.computerPlayed(notation: notation)
            played(animation, before: before, from: 0, shown: 0)
        } catch {
            // The match moved on (undo): think again about the position now.
            model = (try? match.render()) ?? model
            changed.send()
            scheduleComputer()
        }
    }

    private func cancelComputer() {
        computerToken += 1
        computerTask?.cancel()
        computerTask = nil
        if isThinking {
            isThinking = false
            changed.send()
        }
    }

    // MARK: - Animation

    /// Animation speed from the settings: 0 off, 1 slow, 2 normal, 3 fast.
    private var speedFactor: Double? {
        switch app.settings.animationSpeed {
        case 0: return nil
        case 1: return 1.6
        case 3: return 0.5
        default: return 1.0
        }
    }

    private func enqueue(_ timeline: MoveTimeline) {
        guard let factor = speedFactor else {
            // No animation: the move's sound and haptic still play.
            if let last = timeline.frames.last { feedback(last, all: timeline) }
            return
        }
        queue.append(timeline)
        guard playbackTask == nil else { return }
        // The first frame shows at once; the task steps through the frames.
        let first = nextTimeline()
        let sleep = app.environment.sleep
        playbackTask = Task { [weak self] in
            var current = first
            while let timeline = current {
                for (i, frame) in timeline.frames.enumerated() {
                    guard let self, !Task.isCancelled else { return }
                    self.frameIndex = i
                    self.feedback(frame, all: nil)
                    self.changed.send()
                    if frame.duration > 0 {
                        try? await sleep(frame.duration * factor)
                    }
                }
                guard let self, !Task.isCancelled else { return }
                current = self.nextTimeline()
            }
            guard let self, !Task.isCancelled else { return }
            self.playing = nil
            self.playbackTask = nil
            self.changed.send()
        }
    }

    private func nextTimeline() -> MoveTimeline? {
        guard !queue.isEmpty else { return nil }
        playing = queue.removeFirst()
        frameIndex = 0
        return playing
    }

    /// Ends the animations at once: the board shows the position now.
    public func finishAnimation() {
        guard playbackTask != nil || playing != nil else { return }
        playbackTask?.cancel()
        playbackTask = nil
        queue.removeAll()
        playing = nil
        changed.send()
    }

    private func feedback(_ frame: AnimationFrame, all: MoveTimeline?) {
        if let all {
            // Without animation: one sound for the move, the strongest of its frames.
            let sounds = all.frames.compactMap(\.sound)
            if sounds.contains(.capture) {
                app.play(.capture)
            } else if !sounds.isEmpty {
                app.play(.move)
            }
            if all.frames.contains(where: \.capture) { app.captureHaptic() }
            return
        }
        if let s = frame.sound { app.play(s) }
        if frame.capture { app.captureHaptic() }
    }

    /// Waits until the computer, the hint and the animations are done (for the tests,
    /// through `@testable import`; not part of the app's API).
    func settle() async {
        while true {
            if let t = computerTask {
                await t.value
                if computerTask == t { computerTask = nil }
                continue
            }
            if let t = hintTask {
                await t.value
                if hintTask == t { hintTask = nil }
                continue
            }
            if let t = playbackTask {
                await t.value
                if playbackTask == t { playbackTask = nil }
                continue
            }
            return
        }
    }
}
