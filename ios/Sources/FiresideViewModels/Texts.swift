// Every text the player reads comes from the core's translations; this wraps the
// Translator with the few combinations the screens need.
import Fireside

/// The texts of one language.
public struct Texts: Sendable {
    public let translator: Translator
    public let lang: Lang

    public init(lang: Lang) {
        self.lang = lang
        translator = Translator(lang: lang)
    }

    public func callAsFunction(_ id: TextId) -> String {
        translator.text(id: id)
    }

    public func role(_ role: Role) -> String { translator.roleName(role: role) }
    public func level(_ level: Level) -> String { translator.levelName(level: level) }
    public func mode(_ mode: ModeKind) -> String { translator.modeName(mode: mode) }
    public func number(_ n: Int) -> String { translator.number(n: Int64(n)) }

    /// A profile's name; the default profile has none and is called "Player".
    public func profileName(_ name: String) -> String {
        name.isEmpty ? self(.profileDefaultName) : name
    }

    /// Who plays a side: the computer's level, else the profile or nothing (pass and play).
    public func player(_ kind: PlayerKind) -> String {
        switch kind {
        case .human: return ""
        case .computer(let l): return self.level(l)
        }
    }

    /// Why an input or an action failed, as the player reads it.
    public func error(_ error: Error) -> String {
        if let e = error as? FiresideError {
            return translator.errorMessage(error: e)
        }
        return self(.damagedPosition)
    }
}
