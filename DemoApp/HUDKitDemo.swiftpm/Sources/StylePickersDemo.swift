import HUDKit
import SwiftUI

/// Pickers for the mask type, the style and the indefinite animation, the colours of the `.custom` style and mask,
/// the status font, the whole appearance at once, and preview buttons whose HUDs dismiss themselves.
@MainActor
struct StylePickersDemo: View {
    @EnvironmentObject private var settings: HUDSettings

    var body: some View {
        SettingsForm("Mask, style, animation") {
            Section {
                SegmentedPicker("Mask type", selection: $settings.maskType, values: HUDMaskType.allCases)
            } header: {
                Text("HUD.maskType")
            } footer: {
                Text("Every type but .none blocks touches; .none lets every touch outside the bezel through.")
            }
            Section {
                SegmentedPicker("Style", selection: $settings.style, values: HUDStyle.allCases)
            } header: {
                Text("HUD.style")
            } footer: {
                Text(".automatic follows light and dark mode live, even while the HUD is on screen.")
            }
            Section("HUD.animationType") {
                SegmentedPicker("Animation", selection: $settings.animationType, values: HUDAnimationType.allCases)
            }
            Section {
                ColorPicker("foregroundColor", selection: $settings.foregroundColor)
                ColorPicker("backgroundColor", selection: $settings.backgroundColor)
                Toggle("Own image and ring colour", isOn: $settings.usesOwnImageColor)
                if settings.usesOwnImageColor {
                    ColorPicker("foregroundImageColor", selection: $settings.foregroundImageColor)
                }
                ColorPicker("borderColor", selection: $settings.borderColor)
            } header: {
                Text("The .custom style")
            } footer: {
                Text("Used when the style is .custom. Give the border a width under Sizes and timing.")
            }
            Section {
                ColorPicker("backgroundLayerColor", selection: $settings.backgroundLayerColor)
            } header: {
                Text("The .custom mask")
            }
            Section {
                Picker("Font", selection: $settings.font) {
                    ForEach(DemoFont.allCases) { font in
                        Text(font.rawValue).tag(font)
                    }
                }
                .pickerStyle(.segmented)
                Text(settings.font.code)
                    .font(.caption.monospaced())
                    .foregroundColor(.secondary)
            } header: {
                Text("HUD.font")
            } footer: {
                Text("The status font scales with Dynamic Type by its text style.")
            }
            Section {
                DemoButton("Dark with a black mask", code: Self.wholeAppearanceCode) {
                    settings.replaceAppearance(with: HUDAppearance { $0.style = .dark; $0.maskType = .black })
                    HUD.show(status: "One value", options: Self.twoSeconds)
                }
            } header: {
                Text("HUD.appearance")
            } footer: {
                Text("Every style and timing setting at once; the settings not given get their defaults.")
            }
            preview
        }
    }

    private var preview: some View {
        Section {
            DemoButton("Spinner", code: #"HUD.show(status: "Loading…", options: twoSeconds)"#) {
                HUD.show(status: "Loading…", options: Self.twoSeconds)
            }
            DemoButton("Spinner without status", code: "HUD.show(options: twoSeconds)") {
                HUD.show(options: Self.twoSeconds)
            }
            DemoButton("Ring at 60 %", code: #"HUD.show(progress: 0.6, status: "Uploading…", options: twoSeconds)"#) {
                HUD.show(progress: 0.6, status: "Uploading…", options: Self.twoSeconds)
            }
            DemoButton("Success", code: #"HUD.showSuccess(status: "Saved")"#) { HUD.showSuccess(status: "Saved") }
            DemoButton("Error", code: #"HUD.showError(status: "Failed")"#) { HUD.showError(status: "Failed") }
        } header: {
            Text("Preview")
        } footer: {
            Text("twoSeconds is HUDOptions(duration: 2): these HUDs dismiss themselves, whatever the mask.")
        }
    }


    private static let twoSeconds = HUDOptions(duration: 2)
    private static let wholeAppearanceCode = "HUD.appearance = HUDAppearance { $0.style = .dark; $0.maskType = .black }"
}
