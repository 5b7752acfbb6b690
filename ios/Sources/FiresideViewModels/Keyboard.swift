// A hardware keyboard on the game screen (iPad): arrows or WASD move the cursor, Enter or
// Space taps the point under it, Esc stops a chain (or drops the selection), Cmd+Z, Ctrl+Z
// or U undoes, Shift+Cmd+Z or Shift+Ctrl+Z redoes (Ctrl: keyboards made for other systems).
import Fireside

/// A key press as the app sees it, before it means anything.
public struct HardwareKey: Equatable, Sendable {
    public enum Name: Equatable, Sendable {
        case up, down, left, right, enter, space, escape
        case character(Character)
    }

    public var name: Name
    public var command: Bool
    public var control: Bool
    public var shift: Bool

    public init(_ name: Name, command: Bool = false, control: Bool = false, shift: Bool = false) {
        self.name = name
        self.command = command
        self.control = control
        self.shift = shift
    }
}

/// What a key press does on the game screen.
public enum KeyAction: Equatable, Sendable {
    /// Sent to the match as a core `Key` (cursor, confirm, stop).
    case match(Key)
    case undo
    case redo

    /// The action of a key press, or nil for a key that does nothing here.
    public static func of(_ key: HardwareKey) -> KeyAction? {
        switch key.name {
        case .up: return .match(.move(direction: .up))
        case .down: return .match(.move(direction: .down))
        case .left: return .match(.move(direction: .left))
        case .right: return .match(.move(direction: .right))
        case .enter, .space: return .match(.confirm)
        case .escape: return .match(.stop)
        case .character(let c):
            switch (c.lowercased(), key.command || key.control, key.shift) {
            case ("z", true, false): return .undo
            case ("z", true, true): return .redo
            case (_, true, _): return nil
            case ("w", _, _): return .match(.move(direction: .up))
            case ("s", _, _): return .match(.move(direction: .down))
            case ("a", _, _): return .match(.move(direction: .left))
            case ("d", _, _): return .match(.move(direction: .right))
            case ("u", _, _): return .undo
            default: return nil
            }
        }
    }
}
