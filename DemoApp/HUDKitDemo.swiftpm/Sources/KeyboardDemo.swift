import HUDKit
import SwiftUI

/// A text field and a text editor to check keyboard avoidance: the HUD moves above the keyboard, and the keyboard
/// stays up because the HUD's window never becomes key.
@MainActor
struct KeyboardDemo: View {
    private enum Field: Hashable {
        case name
        case notes
    }

    @State private var name = ""
    @State private var notes = "The HUD sits above the keyboard while you type."
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            Section {
                TextField("Type here", text: $name)
                    .focused($focusedField, equals: .name)
                TextEditor(text: $notes)
                    .frame(minHeight: 120)
                    .focused($focusedField, equals: .notes)
            } footer: {
                Text("Use the buttons on the keyboard's toolbar: the text field keeps its focus while the HUD shows.")
            }
            Section("Show") {
                DemoButton("Focus the field, then show", code: "HUDOptions(duration: 3)") {
                    focusedField = .name
                    HUD.show(status: "Typing stays on", options: HUDOptions(duration: 3))
                }
                DemoButton("Blocking mask over the keyboard", code: "HUDOptions(maskType: .black, duration: 3)") {
                    focusedField = .name
                    HUD.show(status: "Mask .black", options: HUDOptions(maskType: .black, duration: 3))
                }
            }
        }
        .navigationTitle("Keyboard")
        .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                Button("Spinner") { HUD.show(status: "Keyboard stays up", options: HUDOptions(duration: 2)) }
                Button("Ring") { HUD.show(progress: 0.5, status: "Half way", options: HUDOptions(duration: 2)) }
                Button("Success") { HUD.showSuccess(status: "Saved") }
                Spacer()
                Button("Done") { focusedField = nil }
            }
        }
    }
}
