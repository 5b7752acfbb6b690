// The app's root: the screen the core shows, a back button, the core's notice, and the
// app going to the background and back. Every screen below is a rendering of the core's
// typed view record and sends events; none of them calls the core or decides anything.
#if canImport(SwiftUI)
import Fireside
import FiresideShell
import SwiftUI

public struct RootView: SwiftUI.View {
    @StateObject private var observed: Observed<AppShell>
    @Environment(\.scenePhase) private var scenePhase
    /// The core's snapshot of the screens open, kept by the system across the end of the
    /// process (`AppShell.snapshot`), opened again once on a fresh shell.
    @SceneStorage("fireside.snapshot") private var snapshot = ""
    @State private var restored = false

    public init(shell: AppShell) {
        _observed = StateObject(wrappedValue: Observed(shell))
    }

    private var shell: AppShell { observed.model }

    public var body: some SwiftUI.View {
        let view = shell.view
        NavigationStack {
            screen(view.screen)
                .navigationBarBackButtonHidden(true)
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) {
                        if !isHome(view.screen) {
                            Button { shell.send(.back) } label: {
                                Label(view.backLabel, systemImage: "chevron.backward")
                            }
                        }
                    }
                }
        }
        .alert(
            view.notice ?? "",
            isPresented: Binding(
                get: { shell.view.notice != nil },
                set: { if !$0, shell.view.notice != nil { shell.send(.dismissNotice) } })
        ) {
            Button(view.okLabel) { shell.send(.dismissNotice) }
        }
        .onAppear {
            if !restored {
                restored = true
                shell.restore(snapshot)
            }
        }
        .onChange(of: scenePhase) { phase in
            switch phase {
            case .active: shell.scenePhase(active: true)
            case .background:
                snapshot = shell.snapshot() ?? ""
                shell.scenePhase(active: false)
            default: break
            }
        }
    }

    private func isHome(_ screen: Screen) -> Bool {
        if case .home = screen { return true }
        return false
    }

    @ViewBuilder
    private func screen(_ screen: Screen) -> some View {
        let send: Send = { [shell] in shell.send($0) }
        switch screen {
        case .home(let home): HomeScreen(home: home, send: send)
        case .newGame(let form): NewGameScreen(form: form, tableAllowed: Device.isPad, send: send)
        case .game(let game):
            GameScreen(game: game, scene: shell.scene, send: send, press: { [shell] in shell.press($0) })
        case .settings(let settings): SettingsScreen(settings: settings, send: send)
        case .profiles(let profiles): ProfilesScreen(profiles: profiles, send: send)
        case .leaderboard(let board): LeaderboardScreen(board: board, send: send)
        case .howToPlay(let page): HowToPlayScreen(page: page)
        case .history(let history): HistoryScreen(history: history, send: send)
        case .review(let review): ReviewScreen(review: review, send: send)
        // The board of these screens is not drawn on the phones yet (issue 24): their words.
        case .puzzle(let puzzle): LearningText(title: puzzle.title, prompt: puzzle.prompt, message: puzzle.message)
        case .lesson(let lesson): LearningText(title: lesson.title, prompt: lesson.prompt, message: lesson.message)
        }
    }
}

struct LearningText: View {
    let title: String
    let prompt: String
    let message: String?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                Text(title).font(.title2.bold()).accessibilityAddTraits(.isHeader)
                Text(prompt).font(.body)
                if let message { Text(message).font(.body) }
            }
            .padding()
        }
    }
}

struct HomeScreen: View {
    let home: HomeView
    let send: Send

    var body: some View {
        List {
            Section {
                ForEach(home.tiles, id: \.game) { tile in
                    VStack(alignment: .leading, spacing: 6) {
                        Text(tile.name).font(.title3.bold())
                        Text(tile.description).font(.subheadline).foregroundColor(.secondary)
                        Text(tile.ratingText).font(.footnote)
                        Text(tile.winsText)
                            .font(.footnote)
                            .foregroundColor(.secondary)
                        HStack {
                            Button(tile.newGameLabel) { send(.openNewGame(game: tile.game)) }
                                .buttonStyle(.borderedProminent)
                            if tile.canContinue {
                                Button(tile.continueLabel) { send(.`continue`(game: tile.game)) }
                                    .buttonStyle(.bordered)
                            }
                            Spacer()
                            Button(tile.howToPlayLabel) { send(.openHowToPlay(game: tile.game)) }
                                .buttonStyle(.borderless)
                        }
                    }
                    .padding(.vertical, 4)
                }
            } header: {
                Text(home.profileName)
            }
        }
        .navigationTitle(home.title)
        .toolbar {
            ToolbarItemGroup(placement: .navigationBarTrailing) {
                Button { send(.openProfiles) } label: { Label(home.profilesLabel, systemImage: "person.2") }
                Button { send(.openLeaderboard(game: nil)) } label: {
                    Label(home.leaderboardLabel, systemImage: "trophy")
                }
                Button { send(.openHistory) } label: { Label(home.historyLabel, systemImage: "clock") }
                Button { send(.openSettings) } label: { Label(home.settingsLabel, systemImage: "gearshape") }
            }
        }
    }
}

struct HowToPlayScreen: View {
    let page: HowToPlayView

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                ForEach(Array(page.blocks.enumerated()), id: \.offset) { _, block in
                    switch block {
                    case .heading(let level, let text, _):
                        Text(text)
                            .font(level == 1 ? .title2.bold() : .headline)
                            .accessibilityAddTraits(.isHeader)
                            .padding(.top, 6)
                    case .paragraph(let text):
                        Text(text).font(.body)
                    case .listItem(let text):
                        HStack(alignment: .firstTextBaseline, spacing: 8) {
                            Text("•")
                            Text(text).font(.body)
                        }
                    }
                }
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .navigationTitle(page.title)
    }
}
#endif
