// The new-game screen: the rule set (preset) and its options, who starts, the mode
// (against the computer with side and level, pass and play, table mode on an iPad).
import Fireside

/// How the match is played, as the screen offers it.
public enum ModeChoice: Equatable, Sendable, CaseIterable {
    case vsComputer, passAndPlay, table

    var kind: ModeKind {
        switch self {
        case .vsComputer: return .vsComputer
        case .passAndPlay: return .passAndPlay
        case .table: return .table
        }
    }
}

/// One option as the screen shows it.
public struct OptionRow: Equatable, Sendable, Identifiable {
    public var id: String { key }
    public let key: String
    public let name: String
    public let description: String
    public let value: String
    /// The label of the current value.
    public let valueLabel: String
    /// The values to choose from with their labels (a choice), empty for a number.
    public let choices: [OptionValueInfo]
    /// The range of a number, nil for a choice.
    public let range: ClosedRange<Int64>?
}

@MainActor
public final class NewGameViewModel: ViewModel {
    public let changed = ChangeSignal()
    unowned let app: AppModel
    public let game: GameInfo
    public private(set) var presetId: String
    /// The option values chosen, by key (every option of the preset).
    public private(set) var values: [String: String] = [:]
    public private(set) var mode: ModeChoice = .vsComputer
    public private(set) var humanSide: Side = .one
    public private(set) var level: Level = .normal

    /// The option that says who moves first; shown as "who starts".
    static let firstOption = "first"

    init(app: AppModel, game: GameInfo) {
        self.app = app
        self.game = game
        presetId = game.defaultPreset
        if let last = app.settings.lastRules[game.id], game.presets.contains(where: { $0.id == last.preset }) {
            presetId = last.preset
            resetOptions(notify: false)
            for o in last.options where values[o.key] != nil {
                values[o.key] = o.value
            }
        } else {
            resetOptions(notify: false)
        }
    }

    public var texts: Texts { app.texts }

    public var title: String { game.name }

    public var preset: PresetInfo {
        game.presets.first { $0.id == presetId } ?? game.presets[0]
    }

    public var presets: [PresetInfo] { game.presets }

    /// The options of the rule set, without who starts.
    public var options: [OptionRow] {
        preset.options.filter { $0.key != Self.firstOption }.map(row)
    }

    /// Who starts, when the game lets the players choose.
    public var whoStarts: OptionRow? {
        preset.options.first { $0.key == Self.firstOption }.map(row)
    }

    /// The modes offered: table mode only on an iPad.
    public var modes: [ModeChoice] {
        app.environment.isPad ? ModeChoice.allCases : [.vsComputer, .passAndPlay]
    }

    public func modeName(_ m: ModeChoice) -> String { texts.mode(m.kind) }
    public func modeDescription(_ m: ModeChoice) -> String {
        texts.translator.modeDescription(mode: m.kind)
    }

    /// The sides to play against the computer, named by their roles.
    public var sides: [(side: Side, name: String)] {
        [(Side.one, texts.role(game.roles[0])), (Side.two, texts.role(game.roles[1]))]
    }

    public var levels: [(level: Level, name: String, description: String)] {
        [Level.easy, .normal, .expert].map {
            ($0, texts.level($0), texts.translator.levelDescription(level: $0))
        }
    }

    private func row(_ o: OptionInfo) -> OptionRow {
        let value = values[o.key] ?? o.defaultValue
        var range: ClosedRange<Int64>?
        if case .number(let min, let max) = o.kind { range = min...max }
        let label = o.values.first { $0.value == value }?.label ?? texts.translator.optionValue(value: value)
        return OptionRow(
            key: o.key, name: o.name, description: o.description, value: value, valueLabel: label,
            choices: o.values, range: range)
    }

    // MARK: - Actions

    public func selectPreset(_ id: String) {
        guard game.presets.contains(where: { $0.id == id }) else { return }
        presetId = id
        resetOptions()
    }

    public func setOption(_ key: String, _ value: String) {
        guard let o = preset.options.first(where: { $0.key == key }) else { return }
        switch o.kind {
        case .choice(let allowed):
            guard allowed.contains(value) else { return }
        case .number(let min, let max):
            guard let n = Int64(value), n >= min, n <= max else { return }
        }
        values[key] = value
        changed.send()
    }

    /// Sets the preset's own values again.
    public func resetOptions() { resetOptions(notify: true) }

    private func resetOptions(notify: Bool) {
        values = Dictionary(uniqueKeysWithValues: preset.options.map { ($0.key, $0.defaultValue) })
        if notify { changed.send() }
    }

    public func setMode(_ m: ModeChoice) {
        guard modes.contains(m) else { return }
        mode = m
        changed.send()
    }

    public func setSide(_ s: Side) {
        humanSide = s
        changed.send()
    }

    public func setLevel(_ l: Level) {
        level = l
        changed.send()
    }

    /// The options that differ from the preset's: what the match and the save need.
    var changedOptions: [RuleOption] {
        preset.options.compactMap { o in
            guard let v = values[o.key], v != o.defaultValue else { return nil }
            return RuleOption(key: o.key, value: v)
        }
    }

    public func setup(seed: UInt64) -> MatchSetup {
        let m: Mode
        switch mode {
        case .vsComputer: m = .vsComputer(human: humanSide, level: level)
        case .passAndPlay: m = .passAndPlay
        case .table: m = .table
        }
        return MatchSetup(
            game: game.id, preset: presetId, options: changedOptions, position: nil, mode: m,
            seed: seed)
    }

    /// Starts the match and shows the game; the rules chosen are remembered for next time.
    @discardableResult
    public func start() throws -> GameViewModel {
        try? app.store.setLastRules(game: game.id, rules: LastRules(preset: presetId, options: changedOptions))
        return try app.start(setup(seed: app.environment.now()))
    }
}
