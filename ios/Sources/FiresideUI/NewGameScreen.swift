// The new-game form, as the core shows it: what it shows is what `start` plays.
#if canImport(SwiftUI)
import Fireside
import FiresideShell
import SwiftUI

struct NewGameScreen: View {
    let form: NewGameView
    let send: Send

    var body: some View {
        let modes = form.modeOptions
        Form {
            // Who plays first (the level with its strength, then the side), the rules after.
            Section(form.modeLabel) {
                Picker(form.modeLabel, selection: Binding(get: { form.mode }, set: { send(.chooseMode(mode: $0)) })) {
                    ForEach(modes) { m in Text(m.choice.label).tag(m.value) }
                }
                .pickerStyle(.segmented)
                if let description = modes.first(where: { $0.value == form.mode })?.choice.description {
                    Text(description).font(.footnote).foregroundColor(.secondary)
                }
                if form.showsSideAndLevel {
                    Picker(form.levelLabel, selection: Binding(get: { form.level }, set: { send(.chooseLevel(level: $0)) })) {
                        ForEach(form.levelOptions) { l in Text(l.choice.label).tag(l.value) }
                    }
                    if let description = form.levelOptions.first(where: { $0.value == form.level })?.choice.description {
                        Text(description).font(.footnote).foregroundColor(.secondary)
                    }
                    Picker(form.sideLabel, selection: Binding(get: { form.side }, set: { send(.chooseSide(side: $0)) })) {
                        ForEach(form.sideOptions) { s in Text(s.choice.label).tag(s.value) }
                    }
                }
            }
            Section(form.presetLabel) {
                Picker(form.presetLabel, selection: Binding(get: { form.preset }, set: { send(.choosePreset(preset: $0)) })) {
                    ForEach(form.presets, id: \.id) { p in Text(p.label).tag(p.id) }
                }
                if let description = form.presets.first(where: \.selected)?.description {
                    Text(description).font(.footnote).foregroundColor(.secondary)
                }
            }
            if !form.options.isEmpty {
                Section(form.optionsLabel) {
                    ForEach(form.options, id: \.key) { field in
                        OptionControl(field: field, send: send)
                    }
                    if form.canReset {
                        Button(form.resetLabel) { send(.resetOptions) }
                    }
                }
            }
            if let error = form.error {
                Section { Text(error).foregroundColor(.red) }
            }
        }
        // Start pinned below the form (always reachable), with the sentence on rating.
        .safeAreaInset(edge: .bottom) {
            VStack(alignment: .leading, spacing: 4) {
                Words(form.ratedText).font(.footnote).foregroundColor(.secondary)
                Button { send(.start) } label: { Words(form.startLabel).font(.headline) }
                    .buttonStyle(WarmButtonStyle(primary: true))
                    .fixedSize(horizontal: false, vertical: true)
            }
            .padding()
            .frame(maxWidth: 880)
            .frame(maxWidth: .infinity)
            .background(Warm.band)
        }
        .navigationTitle(form.title)
    }
}

/// One option of the rules: a choice among values, or a number in a range.
struct OptionControl: View {
    let field: OptionField
    let send: Send

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            switch field.kind {
            case .choice(let values):
                Picker(field.name, selection: Binding(get: { field.value }, set: { send(.setOption(key: field.key, value: $0)) })) {
                    ForEach(values, id: \.id) { v in Text(v.label).tag(v.id) }
                }
            case .number:
                // The values the core gives each button; none at the end of the range,
                // where the button is disabled.
                Stepper(
                    label: {
                        HStack {
                            Text(field.name)
                            Spacer()
                            Text(field.valueLabel).foregroundColor(.secondary)
                        }
                    },
                    onIncrement: field.higher.map { value in { send(.setOption(key: field.key, value: value)) } },
                    onDecrement: field.lower.map { value in { send(.setOption(key: field.key, value: value)) } }
                )
            }
            if let description = field.description {
                Text(description).font(.footnote).foregroundColor(.secondary)
            }
        }
    }
}
#endif
