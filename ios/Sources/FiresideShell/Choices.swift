// The core's lists to choose from, paired with their typed values (the view gives both,
// in the same order), so a picker's selection is a typed value and choosing sends the
// event with it: no identifier is read or matched here.
import Fireside

/// One entry of a picker: what it shows and the value choosing it sends.
public struct Pick<Value: Hashable>: Identifiable {
    public let value: Value
    public let choice: Choice
    public var id: Value { value }
}

func paired<Value: Hashable>(_ values: [Value], _ choices: [Choice]) -> [Pick<Value>] {
    zip(values, choices).map { Pick(value: $0, choice: $1) }
}

extension NewGameView {
    /// The modes the core offers (table mode only on a large screen: `Event.setScreen`).
    public var modeOptions: [Pick<CoreModeKind>] { paired(modeValues, modes) }

    public var sideOptions: [Pick<CoreSide>] { paired(sideValues, sides) }
    public var levelOptions: [Pick<CoreLevel>] { paired(levelValues, levels) }
}

extension SettingsView {
    public var speedOptions: [Pick<CoreAnimationSpeed>] { paired(animationSpeedValues, animationSpeeds) }
    /// How much the screen reader says, each entry with its description.
    public var verbosityOptions: [Pick<Verbosity>] { paired(verbosityValues, verbosities) }

    /// The language chosen: `nil` follows the device (the entry whose id is empty).
    public var language: String? {
        languages.first(where: \.selected).flatMap { $0.id.isEmpty ? nil : $0.id }
    }
}

extension Choice {
    /// The `OpenLeaderboard` / `SetLanguage` argument of an entry: `nil` for "all" / "the
    /// device's", whose id is empty.
    public var argument: String? { id.isEmpty ? nil : id }
}
