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

/// What a key press does on the game screen: the core's event for it.
public enum KeyAction {
    /// The event of a key press, or nil for a key that does nothing here.
    public static func event(of key: HardwareKey) -> Event? {
        coreKey(of: key).map { .key(key: $0) }
    }

    /// The core's key of a key press (cursor, confirm, stop, undo, redo).
    public static func coreKey(of key: HardwareKey) -> CoreKey? {
        switch key.name {
        case .up: return .move(.up)
        case .down: return .move(.down)
        case .left: return .move(.left)
        case .right: return .move(.right)
        case .enter, .space: return .confirm
        case .escape: return .stop
        case .character(let c):
            switch (c.lowercased(), key.command || key.control, key.shift) {
            case ("z", true, false): return .undo
            case ("z", true, true): return .redo
            case (_, true, _): return nil
            case ("w", _, _): return .move(.up)
            case ("s", _, _): return .move(.down)
            case ("a", _, _): return .move(.left)
            case ("d", _, _): return .move(.right)
            case ("u", _, _): return .undo
            default: return nil
            }
        }
    }
}
