import HUDKit
import SwiftUI

/// MBProgressHUD's modes and parts on HUDKit's engine: the determinate styles, changing the HUD on screen in place,
/// the transitions, the bezel settings and the `onDisappear` handler. Each control writes straight to `HUD`.
@MainActor
struct MBProgressHUDDemo: View {
    @State private var progressStyle = HUD.progressStyle
    @State private var transition = HUD.transition
    @State private var bezelMaterial = HUD.bezelMaterial
    @State private var margin = Double(HUD.margin)
    @State private var labelSpacing = Double(HUD.labelSpacing)
    @State private var isSquare = HUD.isSquare
    @State private var usesContentColor = HUD.contentColor != nil
    @State private var contentColor = Color.orange
    @State private var usesBezelColor = HUD.bezelColor != nil
    @State private var bezelColor = Color(white: 0.2, opacity: 0.9)
    @State private var lastDisappearance = "—"

    var body: some View {
        Form {
            Section("HUD.progressStyle") {
                SegmentedPicker("Style", selection: $progressStyle, values: HUDProgressStyle.allCases)
                    .onChange(of: progressStyle) { HUD.progressStyle = $0 }
                DemoButton("Upload", code: #"HUD.show(progress: x, status: "Uploading…") ×10, then showSuccess"#) {
                    upload()
                }
            }
            Section {
                DemoButton("Spinner → pie → success", code: "HUD.update(progress:) … HUD.updateToSuccess(status:)") {
                    changeInPlace()
                }
            } header: {
                Text("In place")
            } footer: {
                Text("One presentation: no new fade-in, one hudWillAppear.")
            }
            Section("HUD.transition") {
                SegmentedPicker("Transition", selection: $transition, values: HUDTransition.allCases)
                    .onChange(of: transition) { HUD.transition = $0 }
                DemoButton("Without animation", code: #"HUDOptions(duration: 1, animated: false)"#) {
                    HUD.show(status: "At once", options: HUDOptions(duration: 1, animated: false))
                }
            }
            Section("Bezel") {
                SegmentedPicker("Material", selection: $bezelMaterial, values: HUDBezelMaterial.allCases)
                    .onChange(of: bezelMaterial) { HUD.bezelMaterial = $0 }
                Stepper("margin \(Int(margin))", value: $margin, in: 0...40, step: 4)
                    .onChange(of: margin) { HUD.margin = $0 }
                Stepper("labelSpacing \(Int(labelSpacing))", value: $labelSpacing, in: 0...24, step: 2)
                    .onChange(of: labelSpacing) { HUD.labelSpacing = $0 }
                Toggle("isSquare", isOn: $isSquare)
                    .onChange(of: isSquare) { HUD.isSquare = $0 }
                Toggle("contentColor", isOn: $usesContentColor)
                    .onChange(of: usesContentColor) { _ in applyColors() }
                ColorPicker("Content colour", selection: $contentColor)
                    .onChange(of: contentColor) { _ in applyColors() }
                Toggle("bezelColor", isOn: $usesBezelColor)
                    .onChange(of: usesBezelColor) { _ in applyColors() }
                ColorPicker("Bezel colour", selection: $bezelColor)
                    .onChange(of: bezelColor) { _ in applyColors() }
            }
            Section {
                DemoButton("Success with onDisappear", code: #"HUD.showSuccess(status: "Saved", onDisappear: …)"#) {
                    HUD.showSuccess(status: "Saved", onDisappear: { lastDisappearance = Date().formatted() })
                }
                Text("Last onDisappear: \(lastDisappearance)")
            } header: {
                Text("onDisappear")
            }
        }
        .navigationTitle("MBProgressHUD modes")
    }

    private func upload() {
        Task {
            for step in 0...10 {
                HUD.show(progress: Double(step) / 10, status: "Uploading…")
                try? await Task.sleep(nanoseconds: 200_000_000)
            }
            HUD.showSuccess(status: "Uploaded")
        }
    }

    private func changeInPlace() {
        Task {
            await PretendUpload.run()
            HUD.updateToSuccess(status: "Uploaded")
        }
    }

    private func applyColors() {
        HUD.contentColor = usesContentColor ? UIColor(contentColor) : nil
        HUD.bezelColor = usesBezelColor ? UIColor(bezelColor) : nil
    }

}
