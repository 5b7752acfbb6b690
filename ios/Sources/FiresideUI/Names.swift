// The core's records are named after what they hold (`View`, `GameView`, `Text`…), and so
// are SwiftUI's types: in this module the SwiftUI names win, and the core's whole view is
// `Fireside.View`. The SwiftUI structs here are named `…Screen` for the same reason.
#if canImport(SwiftUI)
import Fireside
import SwiftUI

typealias View = SwiftUI.View
typealias Text = SwiftUI.Text

/// What the screens call to send the core an event (`AppShell.send`).
typealias Send = @MainActor (Fireside.Event) -> Void

#if canImport(UIKit)
import UIKit

@MainActor
enum Device {
    /// Table mode (two players facing each other across the device) needs an iPad's screen.
    static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
}
#else
enum Device {
    static var isPad: Bool { false }
}
#endif
#endif
