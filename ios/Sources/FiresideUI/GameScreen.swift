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

    var body: some View {
        GeometryReader { geo in
            if geo.size.width > geo.size.height * 1.2 && game.seating.table {
                // Table mode on a wide screen: each player's band at their right-hand end of
                // the board (the far one turned), the board between them with the height.
                HStack(spacing: 12) {
                    VStack {
                        BandView(band: game.top)
                        Spacer()
                    }
                    .frame(maxWidth: geo.size.width * 0.25)
                    board
                    VStack(spacing: 8) {
                        Spacer()
                        messageLine
                        controls
                        BandView(band: game.bottom)
                    }
                    .frame(maxWidth: geo.size.width * 0.25)
                }
                .padding(8)
            } else if geo.size.width > geo.size.height * 1.2 {
                HStack(spacing: 12) {
                    board
                    VStack(spacing: 8) {
                        BandView(band: game.top)
                        // The moves between the bands, in the room the column leaves.
                        MovePanel(list: game.moveList, send: send)
                        actions
                        BandView(band: game.bottom)
                    }
                    .frame(maxWidth: geo.size.width * 0.4)
                }
                .padding(8)
            } else {
                VStack(spacing: 8) {
                    // The moves above the far band, in the height the board leaves.
                    MovePanel(list: game.moveList, send: send)
                        .padding(.horizontal, 8)
                    BandView(band: game.top)
                    board.layoutPriority(1)
                    BandView(band: game.bottom)
                    actions
                }
                .padding(.vertical, 8)
            }
        }
        .background(keyboardShortcuts)
        .sheet(isPresented: Binding(get: { game.moveList.open }, set: { if !$0 { send(.closeMoveList) } })) {
            MoveListSheet(list: game.moveList, closeLabel: game.labels.close, send: send)
        }
        .navigationTitle(game.title)
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
            // The message itself is the band's line (`Band.line`), under the name of the
            // player to move.
        }
        .padding(.horizontal)
    }

    /// The bar: equal-height warm buttons, an icon above a word or two (shrunk, not
    /// wrapped to a third line); a disabled one is faded.
    private var controls: some View {
        let labels = game.labels
        return HStack(spacing: 6) {
            Button { send(.undo) } label: { Label { Words(labels.undo) } icon: { Image(systemName: "arrow.uturn.backward") } }
                .disabled(!game.canUndo)
            Button { send(.redo) } label: { Label { Words(labels.redo) } icon: { Image(systemName: "arrow.uturn.forward") } }
                .disabled(!game.canRedo)
            Button { send(.hint) } label: { Label { Words(labels.hint) } icon: { Image(systemName: "lightbulb") } }
                .disabled(!game.canHint)
            if game.canStop {
                Button { send(.stopChain) } label: { Label { Words(labels.stop) } icon: { Image(systemName: "stop.fill") } }
            }
            Button { send(.openMoveList) } label: { Label { Words(labels.moveList) } icon: { Image(systemName: "list.number") } }
            // The result sheet closed: the core's button shows it again.
            if let result = game.result, result.folded {
                Button { send(.foldResult(folded: false)) } label: { Label { Words(result.showLabel) } icon: { Image(systemName: "flag.checkered") } }
            }
        }
        .fixedSize(horizontal: false, vertical: true)
        .labelStyle(IconAboveTitle())
        .font(.callout)
        .buttonStyle(WarmButtonStyle())
        .padding(.horizontal, 8)
    }

    /// The message and the bar, or at the end the result sheet in their place.
    @ViewBuilder
    private var actions: some View {
        if game.result.map({ !$0.folded }) ?? false {
            resultSheet
        } else {
            messageLine
            controls
        }
    }

    /// The result as a sheet where the buttons were, so the final position stays in view;
    /// the rating stated once (or why none was earned).
    @ViewBuilder
    private var resultSheet: some View {
        if let result = game.result {
            VStack(alignment: .leading, spacing: 8) {
                Words(result.headline).font(.title2.bold())
                // The core's lines: why it ended, the score, the points or why none, a new best.
                ForEach(result.lines, id: \.self) { line in Words(line).font(.body) }
                HStack(spacing: 6) {
                    Button { send(.rematch) } label: { Words(result.rematchLabel) }
                        .buttonStyle(WarmButtonStyle(primary: true))
                    Button { send(.reviewGame) } label: { Words(result.reviewLabel) }
                        .buttonStyle(WarmButtonStyle())
                    Button { send(.leave) } label: { Words(result.leaveLabel) }
                        .buttonStyle(WarmButtonStyle())
                    Button { send(.foldResult(folded: true)) } label: { Words(game.labels.close) }
                        .buttonStyle(WarmButtonStyle())
                }
                .fixedSize(horizontal: false, vertical: true)
            }
            .padding(20)
            .frame(maxWidth: 640)
            .background(
                UnevenRoundedRectangleCompat(radius: 20).fill(Warm.band)
            )
            .accessibilityElement(children: .contain)
            // In table mode the core says whether the sheet faces the far player.
            .rotationEffect(.degrees(game.seating.resultTurned ? 180 : 0))
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
    /// An iPad is read from further away (and across a table): larger texts.
    @Environment(\.horizontalSizeClass) private var sizeClass

    private var large: Bool { sizeClass == .regular }

    var body: some View {
        VStack(spacing: 2) {
            HStack {
                Circle()
                    .fill(band.active ? Color.green : Color.gray.opacity(0.4))
                    .frame(width: 10, height: 10)
                Text(band.name).font(large ? .title2.bold() : .headline)
                if !band.player.isEmpty {
                    Text(band.player).font(large ? .title3 : .subheadline).foregroundColor(.secondary)
                }
                if band.thinking { ProgressView().scaleEffect(0.7) }
            }
            // The message of the last input or the status, in the band of the player to move.
            if let line = band.line {
                Text(line).font(large ? .title3.bold() : .subheadline.bold()).multilineTextAlignment(.center)
            }
            if !band.counters.isEmpty {
                Text(band.countersText)
                    .font(large ? .body : .footnote)
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

/// The moves so far in the room the board leaves, as the core's move list gives them: the
/// goal and "No moves yet" before the first move, then the rows, the latest kept in view;
/// a tap opens the move list (`OpenMoveList`).
struct MovePanel: View {
    let list: MoveListView
    let send: Send

    var body: some View {
        ScrollViewReader { reader in
            ScrollView {
                VStack(alignment: .leading, spacing: 4) {
                    Text(list.title).font(.footnote.bold()).foregroundColor(.secondary)
                    if !list.goal.isEmpty { Words(list.goal).font(.subheadline) }
                    if !list.empty.isEmpty { Text(list.empty).font(.footnote).foregroundColor(.secondary) }
                    ForEach(list.rows, id: \.number) { row in
                        Text(row.text)
                            .font(.body.monospaced())
                            .accessibilityLabel(Text(row.label))
                            .id(row.number)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
            }
            .onChange(of: list.rows.count) { _ in
                if let last = list.rows.last { reader.scrollTo(last.number, anchor: .bottom) }
            }
        }
        .frame(minHeight: 52, maxHeight: .infinity)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.secondary.opacity(0.12)))
        .contentShape(Rectangle())
        .onTapGesture { send(.openMoveList) }
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isButton)
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
/// Rounded top corners only (iOS 16 has no UnevenRoundedRectangle).
struct UnevenRoundedRectangleCompat: Shape {
    let radius: CGFloat

    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.minY + radius))
        p.addQuadCurve(to: CGPoint(x: rect.minX + radius, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX - radius, y: rect.minY))
        p.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + radius), control: CGPoint(x: rect.maxX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.closeSubpath()
        return p
    }
}
#endif
