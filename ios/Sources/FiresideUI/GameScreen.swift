// The game screen, as the core shows it: the two players' bands (the far one turned in
// table mode), the board, the message, undo / redo / hint / stop / move list, the result
// panel, the move list, and a hardware keyboard on iPad. On a phone on its side the board
// stands beside the bands.
#if canImport(SwiftUI)
import Fireside
import FiresideShell
import SwiftUI

struct GameScreen: View {
    let game: GameView
    let scene: BoardScene
    let send: Send
    let press: @MainActor (HardwareKey) -> Void
    /// The player closed the result panel to look at the board.
    @State private var resultHidden = false

    var body: some View {
        GeometryReader { geo in
            if geo.size.width > geo.size.height * 1.2 {
                HStack(spacing: 12) {
                    board
                    VStack(spacing: 8) {
                        BandView(band: game.top, thinking: game.thinking && game.top.active)
                        Spacer()
                        messageLine
                        controls
                        Spacer()
                        BandView(band: game.bottom, thinking: game.thinking && game.bottom.active)
                    }
                    .frame(maxWidth: geo.size.width * 0.4)
                }
                .padding(8)
            } else {
                VStack(spacing: 8) {
                    BandView(band: game.top, thinking: game.thinking && game.top.active)
                    board
                    BandView(band: game.bottom, thinking: game.thinking && game.bottom.active)
                    messageLine
                    controls
                }
                .padding(.vertical, 8)
            }
        }
        .background(keyboardShortcuts)
        .overlay(resultOverlay)
        .sheet(isPresented: Binding(get: { game.moveList.open }, set: { if !$0 { send(.closeMoveList) } })) {
            MoveListSheet(list: game.moveList, closeLabel: game.labels.close, send: send)
        }
        .navigationTitle(game.title)
        .onChange(of: game.result == nil) { ongoing in
            if ongoing { resultHidden = false }
        }
    }

    private var board: some View {
        BoardView(game: game, scene: scene, send: send)
            .aspectRatio(CGFloat(max(game.board.aspect, 0.2)), contentMode: .fit)
            .padding(.horizontal, 8)
    }

    @ViewBuilder
    private var messageLine: some View {
        HStack(spacing: 8) {
            if game.hinting { ProgressView() }
        }
        .padding(.horizontal)
    }

    private var controls: some View {
        let labels = game.labels
        return HStack(spacing: 12) {
            Button { send(.undo) } label: { Label(labels.undo, systemImage: "arrow.uturn.backward") }
                .disabled(!game.canUndo)
            Button { send(.redo) } label: { Label(labels.redo, systemImage: "arrow.uturn.forward") }
                .disabled(!game.canRedo)
            Button { send(.hint) } label: { Label(labels.hint, systemImage: "lightbulb") }
                .disabled(!game.canHint)
            if game.canStop {
                Button { send(.stopChain) } label: { Label(labels.stop, systemImage: "hand.raised") }
            }
            Button { send(.openMoveList) } label: { Label(labels.moveList, systemImage: "list.number") }
        }
        .labelStyle(.titleAndIcon)
        .font(.callout)
        .buttonStyle(.bordered)
    }

    @ViewBuilder
    private var resultOverlay: some View {
        if let result = game.result, !resultHidden {
            VStack(spacing: 12) {
                Text(result.headline).font(.title.bold())
                Text(result.detail).font(.body).multilineTextAlignment(.center)
                if let score = result.score { Text(score).font(.headline) }
                Text(result.ratingText).font(.headline).foregroundColor(.accentColor)
                if let why = result.unratedReason {
                    Text(why).font(.footnote).foregroundColor(.secondary).multilineTextAlignment(.center)
                }
                HStack {
                    Button(result.rematchLabel) { send(.rematch) }
                        .buttonStyle(.borderedProminent)
                    Button(result.leaveLabel) { send(.leave) }
                        .buttonStyle(.bordered)
                    Button(result.reviewLabel) { send(.reviewGame) }
                        .buttonStyle(.bordered)
                    Button(game.labels.close) { resultHidden = true }
                        .buttonStyle(.bordered)
                }
            }
            .padding(24)
            .background(RoundedRectangle(cornerRadius: 16).fill(.regularMaterial))
            .padding()
            .accessibilityElement(children: .contain)
        }
    }

    /// Hidden buttons that carry the hardware keyboard's shortcuts (iPad).
    private var keyboardShortcuts: some View {
        let keys: [(KeyEquivalent, EventModifiers, HardwareKey)] = [
            (.upArrow, [], HardwareKey(.up)), (.downArrow, [], HardwareKey(.down)),
            (.leftArrow, [], HardwareKey(.left)), (.rightArrow, [], HardwareKey(.right)),
            ("w", [], HardwareKey(.character("w"))), ("a", [], HardwareKey(.character("a"))),
            ("s", [], HardwareKey(.character("s"))), ("d", [], HardwareKey(.character("d"))),
            (.return, [], HardwareKey(.enter)), (.space, [], HardwareKey(.space)),
            (.escape, [], HardwareKey(.escape)), ("u", [], HardwareKey(.character("u"))),
            ("z", .command, HardwareKey(.character("z"), command: true)),
            ("z", [.command, .shift], HardwareKey(.character("z"), command: true, shift: true)),
            ("z", .control, HardwareKey(.character("z"), control: true)),
            ("z", [.control, .shift], HardwareKey(.character("z"), control: true, shift: true)),
        ]
        return ZStack {
            ForEach(keys.indices, id: \.self) { i in
                Button("") { press(keys[i].2) }
                    .keyboardShortcut(keys[i].0, modifiers: keys[i].1)
            }
        }
        .opacity(0)
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }
}

/// A player's band: the role, who plays it, their counters, and the status when it
/// concerns them; turned for the far player in table mode.
struct BandView: View {
    let band: Band
    let thinking: Bool

    var body: some View {
        VStack(spacing: 2) {
            HStack {
                Circle()
                    .fill(band.active ? Color.green : Color.gray.opacity(0.4))
                    .frame(width: 10, height: 10)
                Text(band.name).font(.headline)
                if !band.player.isEmpty {
                    Text(band.player).font(.subheadline).foregroundColor(.secondary)
                }
                if thinking { ProgressView().scaleEffect(0.7) }
            }
            // The core's line: the status, or in its place the message of the last input.
            if let line = band.line {
                Text(line).font(.subheadline.bold()).multilineTextAlignment(.center)
            }
            if !band.counters.isEmpty {
                Text(band.countersText)
                    .font(.footnote)
                    .foregroundColor(.secondary)
                    .multilineTextAlignment(.center)
            }
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .background(RoundedRectangle(cornerRadius: 12).fill(band.active ? Color.accentColor.opacity(0.15) : Color.clear))
        .rotationEffect(.degrees(band.turned ? 180 : 0))
        .accessibilityElement(children: .combine)
    }
}

struct MoveListSheet: View {
    let list: MoveListView
    let closeLabel: String
    let send: Send

    var body: some View {
        NavigationStack {
            List(list.rows, id: \.number) { row in
                HStack {
                    Text(row.numberText).foregroundColor(.secondary)
                    Spacer()
                    Text(row.movesText).font(.body.monospaced())
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(Text(row.label))
            }
            .navigationTitle(list.title)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button(closeLabel) { send(.closeMoveList) }
                }
            }
        }
    }
}
#endif
