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
    /// The screen's smallest side in points, for the core (`Event.setScreen`): it offers
    /// table mode on a large screen, the same rule as on Android.
    static var smallestPoints: UInt32 {
        let b = UIScreen.main.bounds
        return UInt32(max(1, min(b.width, b.height)))
    }
}
#else
enum Device {
    static var smallestPoints: UInt32 { 0 }
}
#endif
#endif
