import SwiftUI

/// A segmented picker over named values (HUDKit's styles, mask types, transitions…), labelled by their names.
@MainActor
struct SegmentedPicker<Value: RawRepresentable<String> & Hashable>: View {
    let title: String
    @Binding var selection: Value
    let values: [Value]

    init(_ title: String, selection: Binding<Value>, values: [Value]) {
        self.title = title
        _selection = selection
        self.values = values
    }

    var body: some View {
        Picker(title, selection: $selection) {
            ForEach(values, id: \.self) { value in
                Text(value.rawValue).tag(value)
            }
        }
        .pickerStyle(.segmented)
    }
}
