import HUDKit
import SwiftUI

/// The HUD's indicators as views of their own (`HUDSpinnerView`, `HUDProgressView`, SwiftUI's `HUDSpinner` and
/// `HUDProgress`), and an indicator of the app's own plugged into the HUD (`HUDIndicatorView`).
@MainActor
struct IndicatorViewsDemo: View {
    @State private var value = 0.4

    var body: some View {
        Form {
            Section {
                HStack(spacing: 24) {
                    HUDSpinner(color: .blue)
                        .frame(width: 37, height: 37)
                    ForEach([HUDProgressStyle.ring, .annular, .pie], id: \.self) { style in
                        HUDProgress(value: value, style: style, color: .blue)
                            .frame(width: 37, height: 37)
                    }
                }
                HUDProgress(value: value, style: .bar, color: .blue)
                    .frame(width: 120, height: 10)
                Slider(value: $value, in: 0...1)
            } header: {
                Text("HUDSpinner, HUDProgress")
            } footer: {
                Text("The same drawing as the HUD's: HUDCore's standalone parts in UIKit's HUDSpinnerView and "
                        + "HUDProgressView, which these wrap.")
            }
            Section {
                DemoButton("Annular view in the HUD", code: "HUD.indicatorView = HUDProgressView(style: .annular)") {
                    HUD.indicatorView = HUDProgressView(style: .annular)
                    upload()
                }
                DemoButton("The app's own indicator", code: "HUD.indicatorView = PulseIndicator()") {
                    HUD.indicatorView = PulseIndicator()
                    upload()
                }
                DemoButton("The HUD's own drawing again", code: "HUD.indicatorView = nil") {
                    HUD.indicatorView = nil
                    upload()
                }
            } header: {
                Text("HUDIndicatorView")
            }
        }
        .navigationTitle("Indicator views")
        .hudDismissButton()
    }

    private func upload() {
        Task {
            await PretendUpload.run()
            HUD.dismiss()
        }
    }
}

/// An indicator of the app's own: a dot that pulses while the work is indefinite and fills as it progresses.
private final class PulseIndicator: UIView, HUDIndicatorView {
    func showProgress(_ progress: Double?, color: UIColor) {
        layer.cornerRadius = min(bounds.width, bounds.height) / 2
        backgroundColor = color.withAlphaComponent(progress.map { 0.2 + 0.8 * $0 } ?? 0.5)
    }
}
