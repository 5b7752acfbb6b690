// The effects that reach the device: system sounds (quiet and short), haptics, and
// VoiceOver announcements. The core already left out what the settings turned off.
#if canImport(UIKit)
import AudioToolbox
import Fireside
import FiresideShell
import UIKit

@MainActor
public final class SystemFeedback: EffectSink {
    private let impact = UIImpactFeedbackGenerator(style: .medium)
    private let notification = UINotificationFeedbackGenerator()

    public init() {}

    public func play(_ sound: Sound) {
        let id: SystemSoundID
        switch sound {
        case .move: id = 1104  // keyboard click
        case .capture: id = 1156
        case .win: id = 1025
        case .loss: id = 1024
        case .end: id = 1057
        }
        AudioServicesPlaySystemSound(id)
    }

    public func haptic(_ haptic: Haptic) {
        switch haptic {
        case .capture: impact.impactOccurred()
        case .refused: notification.notificationOccurred(.error)
        case .end: notification.notificationOccurred(.success)
        }
    }

    public func announce(_ text: String) {
        UIAccessibility.post(notification: .announcement, argument: text)
    }
}
#endif
