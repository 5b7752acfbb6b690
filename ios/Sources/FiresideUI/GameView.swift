// The game screen: nameplates (the far one turned in table mode), the board, the status
// with a thinking indicator, the counters, undo / redo / hint / move list, the result with
// rating points and rematch, and a hardware keyboard on iPad.
#if canImport(SwiftUI)
import Fireside
import FiresideViewModels
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

struct GameView: View {
    @StateObject private var observed: Observed<GameViewModel>
    let app: AppModel
    @State private var resultHidden = false

    init(model: GameViewModel, app: AppModel) {
        _observed = StateObject(wrappedValue: Observed(model))
        self.app = app
    }

    private var vm: GameViewModel { observed.model }

    var body: some View {
        let plates = vm.nameplates
        VStack(spacing: 8) {
            if let top = plates.first(where: { $0.atTop }) {
                NameplateView(info: top, thinking: vm.isThinking && top.active)
            }
            BoardView(observed: observed)
                .aspectRatio(CGFloat(max(vm.model.aspect, 0.2)), contentMode: .fit)
                .padding(.horizontal, 8)
            if let bottom = plates.first(where: { !$0.atTop }) {
                NameplateView(info: bottom, thinking: vm.isThinking && bottom.active)
            }
            statusLine
            if !vm.counters.isEmpty {
                Text(vm.counters.joined(separator: " · "))
                    .font(.footnote)
                    .foregroundColor(.secondary)
                    .multilineTextAlignment(.center)
            }
            controls
        }
        .padding(.vertical, 8)
        .background(keyboardShortcuts)
        .overlay(resultOverlay)
        .sheet(isPresented: Binding(get: { vm.showMoveList }, set: { vm.showMoveList = $0 })) {
            MoveListView(observed: observed)
        }
        .navigationTitle(vm.title)
        .onChange(of: vm.result) { result in
            if result == nil { resultHidden = false }
        }
        .onChange(of: vm.announcement) { announcement in
            #if canImport(UIKit)
            if let announcement {
                UIAccessibility.post(notification: .announcement, argument: announcement.text)
            }
            #endif
        }
    }

    private var statusLine: some View {
        HStack(spacing: 8) {
            if vm.isThinking || vm.isHinting {
                ProgressView()
            }
            VStack(spacing: 2) {
                Text(vm.status)
                    .font(.headline)
                    .multilineTextAlignment(.center)
                if let message = vm.message {
                    Text(message)
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                        .multilineTextAlignment(.center)
                }
            }
        }
        .rotationEffect(.degrees(vm.statusTurned ? 180 : 0))
        .accessibilityElement(children: .combine)
        .padding(.horizontal)
    }

    private var controls: some View {
        HStack(spacing: 16) {
            Button { vm.undo() } label: { Label(vm.text(.undo), systemImage: "arrow.uturn.backward") }
                .disabled(!vm.canUndo)
            Button { vm.redo() } label: { Label(vm.text(.redo), systemImage: "arrow.uturn.forward") }
                .disabled(!vm.canRedo)
            Button { vm.hint() } label: { Label(vm.text(.hint), systemImage: "lightbulb") }
                .disabled(!vm.canHint)
            Button { vm.showMoveList = true } label: { Label(vm.text(.moveList), systemImage: "list.number") }
        }
        .labelStyle(.titleAndIcon)
        .font(.callout)
        .buttonStyle(.bordered)
    }

    @ViewBuilder
    private var resultOverlay: some View {
        if let result = vm.result, !resultHidden {
            VStack(spacing: 12) {
                Text(result.headline).font(.title.bold())
                Text(result.reason).font(.body).multilineTextAlignment(.center)
                if let score = result.score { Text(score).font(.headline) }
                if let rating = result.rating { Text(rating).font(.headline).foregroundColor(.accentColor) }
                HStack {
                    Button(vm.text(.rematch)) { _ = try? vm.rematch() }
                        .buttonStyle(.borderedProminent)
                    Button(vm.text(.mainMenu)) { app.home() }
                        .buttonStyle(.bordered)
                    Button(vm.text(.close)) { resultHidden = true }
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
                Button("") { vm.press(keys[i].2) }
                    .keyboardShortcut(keys[i].0, modifiers: keys[i].1)
            }
        }
        .opacity(0)
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }
}

struct NameplateView: View {
    let info: NameplateInfo
    let thinking: Bool

    var body: some View {
        HStack {
            Circle()
                .fill(info.active ? Color.green : Color.gray.opacity(0.4))
                .frame(width: 10, height: 10)
            Text(info.title).font(.headline)
            if !info.player.isEmpty {
                Text(info.player).font(.subheadline).foregroundColor(.secondary)
            }
            if thinking { ProgressView().scaleEffect(0.7) }
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .background(Capsule().fill(info.active ? Color.accentColor.opacity(0.15) : Color.clear))
        .rotationEffect(.degrees(info.turned ? 180 : 0))
        .accessibilityElement(children: .combine)
    }
}

struct MoveListView: View {
    @ObservedObject var observed: Observed<GameViewModel>

    var body: some View {
        NavigationStack {
            List(observed.model.moveRows) { row in
                HStack {
                    Text(row.number).foregroundColor(.secondary)
                    Spacer()
                    Text(row.notation).font(.body.monospaced())
                }
                .accessibilityElement(children: .combine)
            }
            .navigationTitle(observed.model.text(.moveList))
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button(observed.model.text(.close)) { observed.model.showMoveList = false }
                }
            }
        }
    }
}
#endif
