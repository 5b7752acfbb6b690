// The app's own look around the boards (the Android shell's ui/Skin.kt, ui/GameIcon.kt and
// ui/TextBreaks.kt): warm flat buttons whose disabled state is faded, words that break
// only where the language allows, and a small drawing of each game's board for home.
#if canImport(SwiftUI)
import FiresideShell
import SwiftUI

enum Warm {
    static let primary = Color(red: 0x6B / 255, green: 0x44 / 255, blue: 0x23 / 255)
    static let band = Color(red: 0xEF / 255, green: 0xE4 / 255, blue: 0xD0 / 255)
    static let board = Color(red: 0xF3 / 255, green: 0xDF / 255, blue: 0xB8 / 255)
    static let edge = Color(red: 0x6B / 255, green: 0x44 / 255, blue: 0x23 / 255)
    static let ink = Color(red: 0x1B / 255, green: 0x12 / 255, blue: 0x09 / 255)
    static let onPrimary = Color(red: 0xFF / 255, green: 0xF8 / 255, blue: 0xEC / 255)
}

/// A flat button in the warm palette; disabled: no fill, faded ink and edge.
struct WarmButtonStyle: ButtonStyle {
    var primary = false
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .lineLimit(2)
            .minimumScaleFactor(0.7)
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity, minHeight: 48, maxHeight: .infinity)
            .padding(.horizontal, 6)
            .foregroundColor(primary ? Warm.onPrimary : Warm.ink)
            .background(
                RoundedRectangle(cornerRadius: 12)
                    .fill(isEnabled ? (primary ? Warm.primary : Warm.band) : Color.clear)
                    .overlay(RoundedRectangle(cornerRadius: 12).stroke(Warm.edge, lineWidth: 1.5))
            )
            .opacity(isEnabled ? (configuration.isPressed ? 0.8 : 1) : 0.38)
    }
}

/// The icon above the title, as on the Android bar.
struct IconAboveTitle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon
            configuration.title
        }
    }
}

private struct AppLanguageKey: EnvironmentKey {
    static let defaultValue = "en"
}

extension EnvironmentValues {
    /// The app's language as the core's view says it (RootView sets it).
    var appLanguage: String {
        get { self[AppLanguageKey.self] }
        set { self[AppLanguageKey.self] = newValue }
    }
}

/// A text of the core with its line breaks made right for the app's language.
struct Words: View {
    let text: String
    @Environment(\.appLanguage) private var language

    init(_ text: String) { self.text = text }

    var body: some View { Text(TextBreaks.forLanguage(text, language)) }
}

/// A small drawing of a game's board for its home card (decoration only).
struct GameIcon: View {
    let game: String

    var body: some View {
        Canvas { ctx, size in
            let s = min(size.width, size.height)
            let frame = CGRect(x: 0, y: 0, width: s, height: s)
            ctx.fill(Path(roundedRect: frame, cornerRadius: s * 0.12), with: .color(Warm.board))
            ctx.stroke(Path(roundedRect: frame, cornerRadius: s * 0.12), with: .color(Warm.edge), lineWidth: s * 0.03)
            func dot(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat, _ c: Color) {
                ctx.fill(Path(ellipseIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)), with: .color(c))
            }
            switch game {
            case "dama-italiana":
                let q = s * 0.8 / 6
                for i in 0..<6 { for j in 0..<6 where (i + j) % 2 == 1 {
                    ctx.fill(Path(CGRect(x: s * 0.1 + CGFloat(i) * q, y: s * 0.1 + CGFloat(j) * q, width: q, height: q)), with: .color(Color(red: 0.48, green: 0.31, blue: 0.18)))
                } }
                for (i, j, white) in [(1, 0, false), (3, 0, false), (2, 1, false), (1, 4, true), (0, 5, true), (4, 5, true)] {
                    dot(s * 0.1 + (CGFloat(i) + 0.5) * q, s * 0.1 + (CGFloat(j) + 0.5) * q, q * 0.38, white ? .white : .black)
                }
            case "sungka":
                let step = s * 0.62 / 6
                for row in 0..<2 { for i in 0..<7 {
                    dot(s * 0.19 + CGFloat(i) * step, s * (row == 0 ? 0.38 : 0.62), s * 0.047, Warm.edge.opacity(0.35))
                } }
                for x in [s * 0.075, s * 0.925] {
                    ctx.fill(Path(roundedRect: CGRect(x: x - s * 0.05, y: s * 0.3, width: s * 0.1, height: s * 0.4), cornerRadius: s * 0.05), with: .color(Warm.edge.opacity(0.35)))
                }
            default:
                // The cross of Fox and Geese, or Hare and Hounds' small board: points on lines.
                let n = game == "fox-geese" ? 7 : 5
                let step = s * 0.8 / CGFloat(n - 1)
                var lines = Path()
                for k in 0..<n {
                    let p = s * 0.1 + CGFloat(k) * step
                    lines.move(to: CGPoint(x: s * 0.1, y: p)); lines.addLine(to: CGPoint(x: s * 0.9, y: p))
                    lines.move(to: CGPoint(x: p, y: s * 0.1)); lines.addLine(to: CGPoint(x: p, y: s * 0.9))
                }
                ctx.stroke(lines, with: .color(Warm.edge), lineWidth: s * 0.02)
                dot(s * 0.5, s * 0.1 + step * 2, step * 0.35, .orange)
                for k in 0..<n { dot(s * 0.1 + CGFloat(k) * step, s * 0.9, step * 0.3, .white) }
            }
        }
        .frame(width: 64, height: 64)
        .accessibilityHidden(true)
    }
}
#endif
