import SwiftUI

/// A slider for one numeric `HUD` setting, labelled with the assignment it makes (`HUD.ringThickness = 2 pt`).
@MainActor
struct TuningSlider: View {
    private let name: String
    @Binding private var value: Double
    private let range: ClosedRange<Double>
    private let step: Double
    private let unit: String

    init(_ name: String, value: Binding<Double>, in range: ClosedRange<Double>, step: Double, unit: String) {
        self.name = name
        _value = value
        self.range = range
        self.step = step
        self.unit = unit
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("HUD.\(name) = \(value.formatted(.number.precision(.fractionLength(0...1)))) \(unit)")
                .font(.callout.monospaced())
            Slider(value: $value, in: range, step: step) {
                Text(name)
            }
        }
    }
}
