import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The two public initializers of `HUDOptions` store every field through one stored-field initializer, so a field
/// added to the struct but not to that initializer (or to one of the public argument lists) fails here.
struct HUDOptionsInitializerTests {
    private let button = HUDButton("Cancel", role: .cancel) {}

    /// Every argument of the mask-less initializer, each away from its default.
    private func everyField(maskType: HUDMaskType?) -> HUDOptions {
        let onBezelTap: @MainActor @Sendable () -> Void = {}
        let onOutsideTap: @MainActor @Sendable () -> Void = {}
        guard let maskType else {
            return HUDOptions(
                style: .dark, animationType: .native, duration: 2, dismissOnTap: true, hapticsEnabled: false,
                progressStyle: .bar, transition: .zoom, animated: false, position: .top, details: "Details",
                button: button, windowMode: .appWindow, interaction: .blockNone, blocksTouchesUntilHidden: true,
                onBezelTap: onBezelTap, onOutsideTap: onOutsideTap, accessibilityLabel: "Label",
                customViewIsInteractive: true)
        }
        return HUDOptions(
            maskType: maskType, style: .dark, animationType: .native, duration: 2, dismissOnTap: true,
            hapticsEnabled: false, progressStyle: .bar, transition: .zoom, animated: false, position: .top,
            details: "Details", button: button, windowMode: .appWindow, interaction: .blockNone,
            blocksTouchesUntilHidden: true, onBezelTap: onBezelTap, onOutsideTap: onOutsideTap,
            accessibilityLabel: "Label", customViewIsInteractive: true)
    }

    /// The stored fields of `options`, with its boxed settings (`HUDOptions.Extras`) as fields of their own,
    /// labelled and described.
    private func storedFields(_ options: HUDOptions) -> [(label: String, value: String)] {
        Mirror(reflecting: options).children.flatMap { child -> [(label: String, value: String)] in
            let label = child.label ?? ""
            guard label == "box" else { return [(label, String(describing: child.value))] }
            let extras = (child.value as? HUDOptions.ExtrasBox)?.extras ?? HUDOptions.Extras()
            return Mirror(reflecting: extras).children.map { ($0.label ?? "", String(describing: $0.value)) }
        }
    }

    /// The stored fields of `options` whose value differs from that of empty options.
    private func fieldsAwayFromDefault(_ options: HUDOptions) -> [String] {
        let defaults = Dictionary(uniqueKeysWithValues: storedFields(HUDOptions()).map { ($0.label, $0.value) })
        return storedFields(options).compactMap { defaults[$0.label] == $0.value ? nil : $0.label }
    }

    @Test func theMasklessInitializerStoresEveryFieldButTheMask() {
        // Given
        let options = everyField(maskType: nil)

        // When
        let set = fieldsAwayFromDefault(options)

        // Then
        let stored = storedFields(options).map(\.label)
        #expect(set == stored.filter { $0 != "maskType" }, "A stored field the initializer does not set")
        #expect(options.maskType == nil)
    }

    @Test func theMaskInitializerStoresEveryField() {
        // Given
        let options = everyField(maskType: HUDMaskType.none)

        // When
        let set = fieldsAwayFromDefault(options)

        // Then
        #expect(set == storedFields(options).map(\.label), "A stored field it does not set")
        #expect(options.maskType == HUDMaskType.none)
    }

    @Test func bothInitializersAgreeOnEveryFieldButTheMask() {
        // Given
        var withMask = everyField(maskType: .black)

        // When
        withMask.maskType = nil

        // Then
        #expect(withMask == everyField(maskType: nil), "The two initializers store the same arguments differently")
    }
}
