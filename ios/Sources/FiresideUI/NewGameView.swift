// The new-game screen.
#if canImport(SwiftUI)
import Fireside
import FiresideViewModels
import SwiftUI

struct NewGameView: View {
    @StateObject private var observed: Observed<NewGameViewModel>
    @State private var error: String?

    init(model: NewGameViewModel) {
        _observed = StateObject(wrappedValue: Observed(model))
    }

    private var vm: NewGameViewModel { observed.model }
    private var texts: Texts { vm.texts }

    var body: some View {
        Form {
            Section(texts(.preset)) {
                Picker(texts(.preset), selection: Binding(get: { vm.presetId }, set: { vm.selectPreset($0) })) {
                    ForEach(vm.presets, id: \.id) { p in Text(p.name).tag(p.id) }
                }
                if !vm.preset.description.isEmpty {
                    Text(vm.preset.description).font(.footnote).foregroundColor(.secondary)
                }
            }
            if let starts = vm.whoStarts {
                Section(starts.name) { optionControl(starts) }
            }
            if !vm.options.isEmpty {
                Section(texts(.options)) {
                    ForEach(vm.options) { optionControl($0) }
                    Button(texts(.resetOptions)) { vm.resetOptions() }
                }
            }
            Section(texts(.mode)) {
                Picker(texts(.mode), selection: Binding(get: { vm.mode }, set: { vm.setMode($0) })) {
                    ForEach(vm.modes, id: \.self) { m in Text(vm.modeName(m)).tag(m) }
                }
                .pickerStyle(.segmented)
                Text(vm.modeDescription(vm.mode)).font(.footnote).foregroundColor(.secondary)
                if vm.mode == .vsComputer {
                    Picker(texts(.playAs), selection: Binding(get: { vm.humanSide }, set: { vm.setSide($0) })) {
                        ForEach(vm.sides.indices, id: \.self) { i in Text(vm.sides[i].name).tag(vm.sides[i].side) }
                    }
                    Picker(texts(.level), selection: Binding(get: { vm.level }, set: { vm.setLevel($0) })) {
                        ForEach(vm.levels.indices, id: \.self) { i in Text(vm.levels[i].name).tag(vm.levels[i].level) }
                    }
                }
            }
            Section {
                Button(texts(.start)) {
                    do { try vm.start() } catch { self.error = texts.error(error) }
                }
                .font(.headline)
                if let error { Text(error).foregroundColor(.red) }
            }
        }
        .navigationTitle(vm.title)
    }

    @ViewBuilder
    private func optionControl(_ row: OptionRow) -> some View {
        if let range = row.range {
            Stepper(value: Binding(
                get: { Int64(row.value) ?? range.lowerBound },
                set: { vm.setOption(row.key, String($0)) }), in: range) {
                HStack {
                    Text(row.name)
                    Spacer()
                    Text(row.valueLabel).foregroundColor(.secondary)
                }
            }
        } else {
            Picker(row.name, selection: Binding(get: { row.value }, set: { vm.setOption(row.key, $0) })) {
                ForEach(row.choices, id: \.value) { c in Text(c.label).tag(c.value) }
            }
        }
    }
}
#endif
