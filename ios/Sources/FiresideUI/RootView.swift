// The app's root: home, or the screen on top of the route stack, with a back button;
// the notice of a recovered save; the app going to the background and back.
#if canImport(SwiftUI)
import Fireside
import FiresideViewModels
import SwiftUI

public struct RootView: View {
    @StateObject private var observed: Observed<AppModel>
    @Environment(\.scenePhase) private var scenePhase

    public init(app: AppModel) {
        _observed = StateObject(wrappedValue: Observed(app))
    }

    private var app: AppModel { observed.model }

    public var body: some View {
        NavigationStack {
            content
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) {
                        if !app.routes.isEmpty {
                            Button { app.back() } label: {
                                Label(app.texts(.back), systemImage: "chevron.backward")
                            }
                        }
                    }
                }
                .navigationBarTitleDisplayMode(.inline)
        }
        .alert(
            app.notice ?? "",
            isPresented: Binding(get: { app.notice != nil }, set: { if !$0 { app.dismissNotice() } })
        ) {
            Button(app.texts(.ok)) { app.dismissNotice() }
        }
        .onChange(of: scenePhase) { phase in
            switch phase {
            case .active: app.resume()
            case .background: app.suspend()
            default: break
            }
        }
    }

    @ViewBuilder
    private var content: some View {
        switch app.screen {
        case nil: HomeView(app: app)
        case .newGame(let vm)?: NewGameView(model: vm)
        case .game(let vm)?: GameView(model: vm, app: app).id(ObjectIdentifier(vm))
        case .settings(let vm)?: SettingsView(model: vm)
        case .profiles(let vm)?: ProfilesView(model: vm)
        case .leaderboard(let vm)?: LeaderboardView(model: vm)
        case .howToPlay(let vm)?: HowToPlayView(model: vm)
        }
    }
}

struct HomeView: View {
    let app: AppModel

    var body: some View {
        List {
            Section {
                ForEach(app.tiles) { tile in
                    VStack(alignment: .leading, spacing: 6) {
                        Text(tile.name).font(.title3.bold())
                        Text(tile.description).font(.subheadline).foregroundColor(.secondary)
                        Text(tile.rating).font(.footnote)
                        Text(tile.wins.map(\.text).joined(separator: " · "))
                            .font(.footnote)
                            .foregroundColor(.secondary)
                        HStack {
                            Button(app.texts(.newGame)) { app.openNewGame(tile.id) }
                                .buttonStyle(.borderedProminent)
                            if tile.canContinue {
                                Button(app.texts(.continue)) { app.continueGame(tile.id) }
                                    .buttonStyle(.bordered)
                            }
                            Spacer()
                            Button(app.texts(.howToPlay)) { app.openHowToPlay(tile.id) }
                                .buttonStyle(.borderless)
                        }
                    }
                    .padding(.vertical, 4)
                }
            } header: {
                Text(app.texts.profileName(app.activeProfile.name))
            }
        }
        .navigationTitle(app.texts(.appName))
        .toolbar {
            ToolbarItemGroup(placement: .navigationBarTrailing) {
                Button { app.openProfiles() } label: { Label(app.texts(.profiles), systemImage: "person.2") }
                Button { app.openLeaderboard() } label: { Label(app.texts(.leaderboard), systemImage: "trophy") }
                Button { app.openSettings() } label: { Label(app.texts(.settings), systemImage: "gearshape") }
            }
        }
    }
}

struct HowToPlayView: View {
    let model: HowToPlayViewModel

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                ForEach(Array(model.blocks.enumerated()), id: \.offset) { _, block in
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
        .navigationTitle(model.title)
    }
}
#endif
