// Sounds (system sounds, quiet and short) and the haptic on a capture.
#if canImport(UIKit)
import AudioToolbox
import FiresideViewModels
import UIKit

@MainActor
public final class SystemFeedback: FeedbackSink {
    private let impact = UIImpactFeedbackGenerator(style: .medium)

    public init() {}

    public func play(_ sound: SoundEffect) {
        let id: SystemSoundID
        switch sound {
        case .move: id = 1104  // keyboard click
        case .drop: id = 1105
        case .capture: id = 1156
        case .refused: id = 1053
        case .win: id = 1025
        case .lose: id = 1024
        case .gameOver: id = 1057
        }
        AudioServicesPlaySystemSound(id)
    }

    public func captureHaptic() {
        impact.impactOccurred()
    }
}
#endif
