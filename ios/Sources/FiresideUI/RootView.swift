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
                .environment(\.appLanguage, view.language)
                .environment(\.locale, Locale(identifier: view.language))
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
            shell.send(.setScreen(smallestDp: Device.smallestPoints))
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
        case .newGame(let form): NewGameScreen(form: form, send: send)
        case .game(let game):
            GameScreen(game: game, scene: shell.scene, send: send, press: { [shell] in shell.press($0) })
        case .settings(let settings): SettingsScreen(settings: settings, send: send)
        case .profiles(let profiles): ProfilesScreen(profiles: profiles, send: send)
        case .leaderboard(let board): LeaderboardScreen(board: board, send: send)
        case .howToPlay(let page): HowToPlayScreen(page: page, send: send)
        case .history(let history): HistoryScreen(history: history, send: send)
        case .review(let review): ReviewScreen(review: review, scene: shell.panelScene, send: send)
        case .puzzle(let puzzle): PuzzleScreen(puzzle: puzzle, scene: shell.panelScene, send: send)
        case .lesson(let lesson): LessonScreen(lesson: lesson, scene: shell.panelScene, send: send)
        }
    }
}

struct HomeScreen: View {
    let home: HomeView
    let send: Send
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Words(home.profileName).font(.headline)
                // Two cards a row where wide (an iPad, a phone on its side): a 2 × 2 grid.
                LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 12), count: sizeClass == .regular ? 2 : 1), spacing: 12) {
                    ForEach(home.tiles, id: \.game) { tile in card(tile) }
                }
            }
            .padding()
            .frame(maxWidth: 880)
            .frame(maxWidth: .infinity)
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

    /// A game's card: a drawing of its board, its name and the player's standing, its actions.
    private func card(_ tile: GameTile) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 12) {
                GameIcon(icon: tile.icon)
                VStack(alignment: .leading) {
                    Words(tile.name).font(.title3.bold())
                    Words(tile.ratingText).font(.subheadline.bold()).foregroundColor(.secondary)
                }
            }
            Words(tile.description).font(.subheadline).foregroundColor(.secondary)
            Words(tile.winsText).font(.footnote)
            HStack(spacing: 6) {
                if tile.canContinue {
                    Button { send(.`continue`(game: tile.game)) } label: { Words(tile.continueLabel) }
                        .buttonStyle(WarmButtonStyle(primary: true))
                }
                Button { send(.openNewGame(game: tile.game)) } label: { Words(tile.newGameLabel) }
                    .buttonStyle(WarmButtonStyle(primary: !tile.canContinue))
                Button { send(.openHowToPlay(game: tile.game)) } label: { Words(tile.howToPlayLabel) }
                    .buttonStyle(WarmButtonStyle())
            }
            .fixedSize(horizontal: false, vertical: true)
            // The puzzles (with the puzzle rating) and "Learn to play".
            HStack(spacing: 6) {
                Button { send(.openPuzzle(game: tile.game, id: nil)) } label: { Words(tile.puzzleLabel) }
                    .buttonStyle(WarmButtonStyle())
                Button { send(.openLesson(game: tile.game)) } label: { Words(tile.lessonLabel) }
                    .buttonStyle(WarmButtonStyle())
            }
            .fixedSize(horizontal: false, vertical: true)
            Words(tile.puzzleRatingText).font(.footnote).foregroundColor(.secondary)
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 16).fill(Warm.band))
        .overlay(RoundedRectangle(cornerRadius: 16).stroke(Warm.edge, lineWidth: 1.5))
    }
}

struct HowToPlayScreen: View {
    let page: HowToPlayView
    let send: Send

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
                if !page.lessonLabel.isEmpty {
                    Button(page.lessonLabel) { send(.openLesson(game: page.game)) }.buttonStyle(.bordered)
                }
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .navigationTitle(page.title)
    }
}
#endif
