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

/// A game's home-card icon: the core's drawing of its board at the start (`GameTile.icon`),
/// drawn small: the points, the lines or squares, the pieces. Nothing here knows the game
/// (decoration only: the card names it).
struct GameIcon: View {
    let icon: BoardDrawing

    var body: some View {
        Canvas { ctx, size in
            let s = min(size.width, size.height)
            let frame = CGRect(x: 0, y: 0, width: s, height: s)
            ctx.fill(Path(roundedRect: frame, cornerRadius: s * 0.12), with: .color(Warm.board))
            ctx.stroke(Path(roundedRect: frame, cornerRadius: s * 0.12), with: .color(Warm.edge), lineWidth: s * 0.03)
            // The board's box at its aspect, inside a margin.
            let inner = s * 0.8
            let aspect = CGFloat(max(icon.aspect, 0.2))
            let w = aspect >= 1 ? inner : inner * aspect
            let h = aspect >= 1 ? inner / aspect : inner
            let x0 = (s - w) / 2, y0 = (s - h) / 2
            let at = icon.points.map { CGPoint(x: x0 + CGFloat($0.x) * w, y: y0 + CGFloat($0.y) * h) }
            // The smallest distance between two points sizes the squares, holes and pieces.
            var pitch = inner
            for i in at.indices { for j in at.indices where j > i {
                let d = hypot(at[i].x - at[j].x, at[i].y - at[j].y)
                if d > 0.5 { pitch = min(pitch, d) }
            } }
            func dot(_ p: CGPoint, _ r: CGFloat, _ c: Color) {
                ctx.fill(Path(ellipseIn: CGRect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r)), with: .color(c))
            }
            switch icon.kind {
            case .checkerboard:
                // The points are the dark squares' centres; a square's side is their spacing
                // across a diagonal.
                let q = pitch / CGFloat(2).squareRoot()
                for p in at {
                    ctx.fill(Path(CGRect(x: p.x - q / 2, y: p.y - q / 2, width: q, height: q)), with: .color(Color(red: 0.48, green: 0.31, blue: 0.18)))
                }
            case .mancala:
                for p in at { dot(p, pitch * 0.42, Warm.edge.opacity(0.35)) }
            case .lines:
                var lines = Path()
                for l in icon.lines where Int(l.a) < at.count && Int(l.b) < at.count {
                    lines.move(to: at[Int(l.a)]); lines.addLine(to: at[Int(l.b)])
                }
                ctx.stroke(lines, with: .color(Warm.edge), lineWidth: s * 0.02)
            }
            for piece in icon.pieces where Int(piece.point) < at.count {
                let p = at[Int(piece.point)]
                switch piece.kind {
                case .fox: dot(p, pitch * 0.36, .orange)
                case .goose, .whiteMan, .whiteKing: dot(p, pitch * 0.34, .white)
                case .hound: dot(p, pitch * 0.36, Color(red: 0.45, green: 0.33, blue: 0.22))
                case .hare: dot(p, pitch * 0.36, Color(red: 0.78, green: 0.72, blue: 0.6))
                case .blackMan, .blackKing: dot(p, pitch * 0.34, .black)
                case .shells(let count): if count > 0 { dot(p, pitch * 0.18, Color(red: 0.96, green: 0.93, blue: 0.85)) }
                }
            }
        }
        .frame(width: 64, height: 64)
        .accessibilityHidden(true)
    }
}
#endif
