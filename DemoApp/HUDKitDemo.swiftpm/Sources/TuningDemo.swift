import HUDKit
import SwiftUI

/// Sliders for the ring, the bezel, the position and the timing settings, and tasks of different lengths to see grace
/// time, minimum display time, the dismiss times and the fades at work.
@MainActor
struct TuningDemo: View {
    @EnvironmentObject private var settings: HUDSettings
    @StateObject private var results = ResultLog()

    var body: some View {
        SettingsForm("Sizes and timing") {
            Section("Ring and spinner") {
                TuningSlider("ringThickness", value: $settings.ringThickness, in: 0.5...10, step: 0.5, unit: "pt")
                TuningSlider("ringRadius", value: $settings.ringRadius, in: 6...40, step: 1, unit: "pt")
                TuningSlider("ringNoTextRadius", value: $settings.ringNoTextRadius, in: 6...48, step: 1, unit: "pt")
            }
            Section("Bezel") {
                TuningSlider("cornerRadius", value: $settings.cornerRadius, in: 0...40, step: 1, unit: "pt")
                TuningSlider("borderWidth", value: $settings.borderWidth, in: 0...6, step: 0.5, unit: "pt")
                TuningSlider("minimumSize.width", value: $settings.minimumSize.width, in: 0...300, step: 10, unit: "pt")
                TuningSlider(
                    "minimumSize.height", value: $settings.minimumSize.height, in: 0...300, step: 10, unit: "pt")
                Toggle("motionEffectEnabled", isOn: $settings.motionEffectEnabled)
                Toggle("bezelShadow = .none", isOn: $settings.removesShadow)
                Toggle("animatesProgress", isOn: $settings.animatesProgress)
                Toggle("drawsGlyphs", isOn: $settings.drawsGlyphs)
            }
            Section("Position") {
                TuningSlider(
                    "offsetFromCenter.horizontal", value: $settings.offsetFromCenter.horizontal, in: -150...150,
                    step: 10, unit: "pt")
                TuningSlider(
                    "offsetFromCenter.vertical", value: $settings.offsetFromCenter.vertical, in: -300...300, step: 10,
                    unit: "pt")
                DemoButton("Back to the centre", code: "HUD.offsetFromCenter = .zero") {
                    settings.offsetFromCenter = .zero
                }
            }
            Section {
                TuningSlider("graceTimeInterval", value: $settings.graceTimeInterval, in: 0...2, step: 0.1, unit: "s")
                TuningSlider("minimumDisplayTime", value: $settings.minimumDisplayTime, in: 0...3, step: 0.1, unit: "s")
                TuningSlider(
                    "minimumDismissTimeInterval", value: $settings.minimumDismissTimeInterval, in: 0...5, step: 0.5,
                    unit: "s")
                Toggle("Limit maximumDismissTimeInterval (.infinity when off)", isOn: $settings.limitsDismissTime)
                if settings.limitsDismissTime {
                    TuningSlider(
                        "maximumDismissTimeInterval", value: $settings.maximumDismissTimeInterval, in: 0.5...10,
                        step: 0.5, unit: "s")
                }
                TuningSlider(
                    "fadeInAnimationDuration", value: $settings.fadeInAnimationDuration, in: 0...2, step: 0.05,
                    unit: "s")
                TuningSlider(
                    "fadeOutAnimationDuration", value: $settings.fadeOutAnimationDuration, in: 0...2, step: 0.05,
                    unit: "s")
            } header: {
                Text("Timing")
            } footer: {
                Text(
                    "A task shorter than the grace time shows nothing. Once shown, the HUD stays at least the "
                        + "minimum display time. Image HUDs stay between minimumDismissTimeInterval and "
                        + "maximumDismissTimeInterval. Slow fades make the grace and display times easy to see.")
            }
            Section("Try it") {
                task("Task of 0.3 s", seconds: 0.3)
                task("Task of 1 s", seconds: 1)
                task("Task of 3 s", seconds: 3)
                DemoButton("Ring at 75 % for 2 s", code: "HUD.show(progress: 0.75, options: HUDOptions(duration: 2))") {
                    HUD.show(progress: 0.75, options: HUDOptions(duration: 2))
                }
                DemoButton("Success", code: #"HUD.showSuccess(status: "Tuned")"#) { HUD.showSuccess(status: "Tuned") }
                DemoButton("Success with a long status", code: "HUD.showSuccess(status: longStatus)") {
                    HUD.showSuccess(status: Self.longStatus)
                }
            }
            ResultLogSection(log: results)
        }
    }

    private func task(_ title: String, seconds: Double) -> some View {
        DemoButton(title, code: "HUD.show(status: …); then HUD.dismiss() after \(seconds) s") {
            let started = Date()
            HUD.show(status: "Working for \(seconds) s…")
            Task {
                try await Task.sleep(seconds: seconds)
                HUD.dismiss { [results] in
                    let elapsed = Date().timeIntervalSince(started)
                    results.add("\(title): the HUD was gone \(String(format: "%.2f", elapsed)) s after the show")
                }
            }
        }
    }

    /// Long enough that `displayDuration(for:)` passes a `maximumDismissTimeInterval` of a few seconds.
    private static let longStatus = "Tuned: every setting of this screen now applies to the next HUD you show."
}
