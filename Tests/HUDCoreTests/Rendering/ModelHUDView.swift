import Foundation

@_spi(HUDEngine) @testable import HUDCore

/// A model of HUDKit's HUD view as a value: what each of its parts shows. `nil` means "never set" (whatever a
/// kept view showed before); a set optional part holds `.some(nil)` when it is hidden. HUDCore's
/// ``HUDPartChanges/apply(to:)`` mutates it exactly as it drives the UIKit view, one requirement per part.
struct ModelHUDView: Equatable {
    var mask: HUDRenderDescription.Mask?
    var canvas: CGRect?
    var bezel: HUDRenderDescription.Bezel?
    var indicator: HUDRenderDescription.Indicator?
    var image: HUDRenderDescription.Image??
    var label: HUDRenderDescription.Label??
    var details: HUDRenderDescription.Label??
    var button: HUDRenderDescription.Button??
    var customView: HUDRenderDescription.CustomView??
    var motionEffectAmplitude: CGFloat?
    var accessibilityValue: Int??
    var accessibility: HUDPartChanges.AccessibilityPart?
    /// How many requirements were called, to tell a tick's few changes from a full set.
    var setCount = 0

    /// Whether every part has been set at least once.
    var isFullySet: Bool {
        mask != nil && canvas != nil && bezel != nil && indicator != nil && image != nil && label != nil
            && details != nil && button != nil && customView != nil && motionEffectAmplitude != nil
            && accessibilityValue != nil && accessibility != nil
    }

    /// The state without the count of calls, to compare a kept view with a fresh one.
    var state: ModelHUDView {
        var copy = self
        copy.setCount = 0
        return copy
    }
}

extension ModelHUDView: HUDPartTarget {
    mutating func setMask(_ mask: HUDRenderDescription.Mask, canvas: CGRect) {
        record(\.canvas, canvas)
        self.mask = mask
    }
    mutating func setBezel(_ bezel: HUDRenderDescription.Bezel) { record(\.bezel, bezel) }
    mutating func setIndicator(_ indicator: HUDRenderDescription.Indicator) { record(\.indicator, indicator) }
    mutating func setImage(_ image: HUDRenderDescription.Image?) { record(\.image, .some(image)) }
    mutating func setLabel(_ label: HUDRenderDescription.Label?) { record(\.label, .some(label)) }
    mutating func setDetails(_ details: HUDRenderDescription.Label?) { record(\.details, .some(details)) }
    mutating func setButton(_ button: HUDRenderDescription.Button?) { record(\.button, .some(button)) }
    mutating func setCustomView(_ view: HUDRenderDescription.CustomView?) { record(\.customView, .some(view)) }
    mutating func setMotionEffect(amplitude: CGFloat) { record(\.motionEffectAmplitude, amplitude) }
    mutating func setAccessibilityValue(percent: Int?) { record(\.accessibilityValue, .some(percent)) }
    mutating func setAccessibility(_ part: HUDPartChanges.AccessibilityPart) { record(\.accessibility, part) }

    /// Sets one part and counts the call.
    private mutating func record<Value>(_ part: WritableKeyPath<ModelHUDView, Value>, _ value: Value) {
        self[keyPath: part] = value
        setCount += 1
    }
}
