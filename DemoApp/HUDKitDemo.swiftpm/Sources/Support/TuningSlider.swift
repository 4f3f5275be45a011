import SwiftUI

/// A slider for one numeric `HUD` setting, labelled with the assignment it makes (`HUD.ringThickness = 2 pt`).
@MainActor
struct TuningSlider<Value: BinaryFloatingPoint>: View where Value.Stride: BinaryFloatingPoint {
    private let name: String
    @Binding private var value: Value
    private let range: ClosedRange<Value>
    private let step: Value.Stride
    private let unit: String

    init(_ name: String, value: Binding<Value>, in range: ClosedRange<Value>, step: Value.Stride, unit: String) {
        self.name = name
        _value = value
        self.range = range
        self.step = step
        self.unit = unit
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("HUD.\(name) = \(Double(value).formatted(.number.precision(.fractionLength(0...1)))) \(unit)")
                .font(.callout.monospaced())
            Slider(value: $value, in: range, step: step) {
                Text(name)
            }
        }
    }
}
