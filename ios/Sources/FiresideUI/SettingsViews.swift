// Settings, profiles and the leaderboard.
#if canImport(SwiftUI)
import Fireside
import FiresideViewModels
import SwiftUI

struct SettingsView: View {
    @StateObject private var observed: Observed<SettingsViewModel>

    init(model: SettingsViewModel) {
        _observed = StateObject(wrappedValue: Observed(model))
    }

    private var vm: SettingsViewModel { observed.model }

    var body: some View {
        let texts = vm.texts
        Form {
            Picker(texts(.language), selection: Binding(get: { vm.settings.language }, set: { vm.setLanguage($0) })) {
                ForEach(vm.languages.indices, id: \.self) { i in Text(vm.languages[i].name).tag(vm.languages[i].code) }
            }
            Toggle(texts(.sound), isOn: Binding(get: { vm.settings.sound }, set: { vm.setSound($0) }))
            Toggle(texts(.vibration), isOn: Binding(get: { vm.settings.vibration }, set: { vm.setVibration($0) }))
            Picker(texts(.animationSpeed), selection: Binding(get: { vm.settings.animationSpeed }, set: { vm.setAnimationSpeed($0) })) {
                ForEach(vm.speeds.indices, id: \.self) { i in Text(vm.speeds[i].name).tag(vm.speeds[i].value) }
            }
            if let error = vm.error { Text(error).foregroundColor(.red) }
        }
        .navigationTitle(texts(.settings))
    }
}

struct ProfilesView: View {
    @StateObject private var observed: Observed<ProfilesViewModel>
    @State private var newName = ""
    @State private var renaming: UInt32?
    @State private var renameText = ""
    @State private var deleting: UInt32?

    init(model: ProfilesViewModel) {
        _observed = StateObject(wrappedValue: Observed(model))
    }

    private var vm: ProfilesViewModel { observed.model }

    var body: some View {
        let texts = vm.texts
        List {
            Section {
                ForEach(vm.rows) { row in
                    VStack(alignment: .leading, spacing: 4) {
                        HStack {
                            Text(row.name).font(.headline)
                            if row.isActive { Image(systemName: "checkmark.circle.fill").foregroundColor(.green) }
                        }
                        Text(row.rating).font(.subheadline)
                        Text(row.played + " · " + row.record).font(.footnote).foregroundColor(.secondary)
                        HStack {
                            if !row.isActive {
                                Button(texts(.profileSwitch)) { vm.activate(row.id) }
                            }
                            Button(texts(.rename)) {
                                renaming = row.id
                                renameText = row.name
                            }
                            Button(texts(.delete), role: .destructive) { deleting = row.id }
                        }
                        .buttonStyle(.borderless)
                    }
                    .accessibilityElement(children: .contain)
                }
            }
            Section(texts(.profileNew)) {
                TextField(texts(.profileName), text: $newName)
                Button(texts(.save)) {
                    vm.add(newName)
                    newName = ""
                }
                .disabled(newName.trimmingCharacters(in: .whitespaces).isEmpty)
            }
            if let error = vm.error {
                Text(error).foregroundColor(.red)
            }
        }
        .navigationTitle(texts(.profiles))
        .alert(texts(.rename), isPresented: Binding(get: { renaming != nil }, set: { if !$0 { renaming = nil } })) {
            TextField(texts(.profileName), text: $renameText)
            Button(texts(.save)) {
                if let id = renaming { vm.rename(id, renameText) }
                renaming = nil
            }
            Button(texts(.cancel), role: .cancel) { renaming = nil }
        }
        .alert(
            deleting.map { vm.deleteQuestion($0) } ?? "",
            isPresented: Binding(get: { deleting != nil }, set: { if !$0 { deleting = nil } })
        ) {
            Button(texts(.delete), role: .destructive) {
                if let id = deleting { vm.remove(id) }
                deleting = nil
            }
            Button(texts(.cancel), role: .cancel) { deleting = nil }
        }
    }
}

struct LeaderboardView: View {
    @StateObject private var observed: Observed<LeaderboardViewModel>

    init(model: LeaderboardViewModel) {
        _observed = StateObject(wrappedValue: Observed(model))
    }

    private var vm: LeaderboardViewModel { observed.model }

    var body: some View {
        let texts = vm.texts
        List {
            Picker(texts(.leaderboard), selection: Binding(get: { vm.game }, set: { vm.show($0) })) {
                ForEach(vm.filters.indices, id: \.self) { i in Text(vm.filters[i].name).tag(vm.filters[i].game) }
            }
            if let empty = vm.emptyText {
                Text(empty).foregroundColor(.secondary)
            } else {
                ForEach(vm.lines) { line in
                    HStack {
                        Text(line.rank).foregroundColor(.secondary)
                        Text(line.name).font(.headline)
                        Spacer()
                        VStack(alignment: .trailing) {
                            Text(line.rating)
                            Text(line.games).font(.footnote).foregroundColor(.secondary)
                        }
                    }
                    .accessibilityElement(children: .combine)
                }
            }
        }
        .navigationTitle(texts(.leaderboard))
    }
}
#endif
