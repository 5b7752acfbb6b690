// Settings, profiles and the leaderboard, as the core shows them.
#if canImport(SwiftUI)
import Fireside
import FiresideShell
import SwiftUI

struct SettingsScreen: View {
    let settings: SettingsView
    let send: Send

    var body: some View {
        let speed = settings.speedOptions.first { $0.choice.selected }?.value
        Form {
            Picker(settings.languageLabel, selection: Binding(get: { settings.language }, set: { send(.setLanguage(language: $0)) })) {
                ForEach(settings.languages, id: \.id) { l in Text(l.label).tag(l.argument) }
            }
            Toggle(settings.soundLabel, isOn: Binding(get: { settings.sound }, set: { send(.setSound(on: $0)) }))
            Toggle(settings.vibrationLabel, isOn: Binding(get: { settings.vibration }, set: { send(.setVibration(on: $0)) }))
            Picker(settings.animationLabel, selection: Binding(get: { speed }, set: { if let s = $0 { send(.setAnimationSpeed(speed: s)) } })) {
                ForEach(settings.speedOptions) { s in Text(s.choice.label).tag(Optional(s.value)) }
            }
            Section {
                Toggle(
                    settings.damaBlackFirstLabel,
                    isOn: Binding(get: { settings.damaBlackFirst }, set: { send(.setDamaBlackFirst(on: $0)) }))
                Text(settings.damaBlackFirstDescription).font(.footnote).foregroundColor(.secondary)
            }
            // Accessibility: the high-contrast boards and how much the screen reader says.
            Section {
                Toggle(
                    settings.highContrastLabel,
                    isOn: Binding(get: { settings.highContrast }, set: { send(.setHighContrast(on: $0)) }))
                Text(settings.highContrastDescription).font(.footnote).foregroundColor(.secondary)
                let verbosity = settings.verbosityOptions.first { $0.choice.selected }?.value
                Picker(settings.verbosityLabel, selection: Binding(get: { verbosity }, set: { if let v = $0 { send(.setVerbosity(verbosity: v)) } })) {
                    ForEach(settings.verbosityOptions) { v in Text(v.choice.label).tag(Optional(v.value)) }
                }
                if let description = settings.verbosityOptions.first(where: { $0.choice.selected })?.choice.description {
                    Text(description).font(.footnote).foregroundColor(.secondary)
                }
            }
        }
        .navigationTitle(settings.title)
    }
}

struct ProfilesScreen: View {
    let profiles: ProfilesView
    let send: Send
    @State private var newName = ""
    @State private var renaming: UInt32?
    @State private var renameText = ""
    @State private var deleting: ProfileEntry?

    var body: some View {
        List {
            Section {
                ForEach(profiles.profiles, id: \.id) { profile in
                    VStack(alignment: .leading, spacing: 4) {
                        HStack {
                            Text(profile.name).font(.headline)
                            if profile.active {
                                Image(systemName: "checkmark.circle.fill").foregroundColor(.green)
                            }
                        }
                        Text(profile.summary)
                            .font(.footnote)
                            .foregroundColor(.secondary)
                        HStack {
                            if !profile.active {
                                Button(profiles.switchLabel) { send(.switchProfile(id: profile.id)) }
                            }
                            Button(profiles.renameLabel) {
                                renaming = profile.id
                                renameText = profile.name
                            }
                            if profile.canDelete {
                                Button(profiles.deleteLabel, role: .destructive) { deleting = profile }
                            }
                        }
                        .buttonStyle(.borderless)
                    }
                    .accessibilityElement(children: .contain)
                }
            }
            Section(profiles.newLabel) {
                TextField(profiles.nameLabel, text: $newName)
                Button(profiles.newLabel) {
                    send(.addProfile(name: newName))
                    newName = ""
                }
                .disabled(newName.trimmingCharacters(in: .whitespaces).isEmpty)
            }
        }
        .navigationTitle(profiles.title)
        .alert(profiles.renameLabel, isPresented: Binding(get: { renaming != nil }, set: { if !$0 { renaming = nil } })) {
            TextField(profiles.nameLabel, text: $renameText)
            Button(profiles.renameLabel) {
                if let id = renaming { send(.renameProfile(id: id, name: renameText)) }
                renaming = nil
            }
            Button(profiles.cancelLabel, role: .cancel) { renaming = nil }
        }
        .alert(
            deleting?.deleteQuestion ?? "",
            isPresented: Binding(get: { deleting != nil }, set: { if !$0 { deleting = nil } })
        ) {
            Button(profiles.deleteLabel, role: .destructive) {
                if let id = deleting?.id { send(.removeProfile(id: id)) }
                deleting = nil
            }
            Button(profiles.cancelLabel, role: .cancel) { deleting = nil }
        }
    }
}

struct LeaderboardScreen: View {
    let board: LeaderboardView
    let send: Send

    var body: some View {
        let filter = board.filters.first(where: \.selected)?.argument
        List {
            Picker(board.title, selection: Binding(get: { filter }, set: { send(.openLeaderboard(game: $0)) })) {
                ForEach(board.filters, id: \.id) { f in Text(f.label).tag(f.argument) }
            }
            if let empty = board.emptyText {
                Text(empty).foregroundColor(.secondary)
            } else {
                // A table: rank, player, rating, games, each column aligned.
                Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                    GridRow {
                        Text("")
                        Words(board.playerLabel).font(.footnote.bold()).foregroundColor(.secondary)
                        Words(board.ratingLabel).font(.footnote.bold()).foregroundColor(.secondary).gridColumnAlignment(.trailing)
                        Words(board.gamesLabel).font(.footnote.bold()).foregroundColor(.secondary).gridColumnAlignment(.trailing)
                    }
                    ForEach(board.rows, id: \.profile) { row in
                        GridRow {
                            Words(row.rankText).foregroundColor(.secondary).gridColumnAlignment(.trailing)
                            Words(row.name).font(row.active ? .headline.bold() : .headline)
                            Words(row.pointsCell)
                            Words(row.playedCell)
                        }
                    }
                }
            }
            Section {
                Text(board.rulesText).font(.footnote).foregroundColor(.secondary)
            }
        }
        .navigationTitle(board.title)
    }
}
#endif
