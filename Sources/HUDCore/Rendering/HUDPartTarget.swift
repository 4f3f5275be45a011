import Foundation

/// What shows a HUD's parts: HUDKit's HUD view (each requirement an assignment to its views and layers), and in
/// tests a value that models the view's state. ``HUDPartChanges/apply(_:to:)`` calls one requirement per part it
/// sets, so a target that implements each requirement ends in the state the frame describes, whatever it showed
/// before.
@MainActor
@_spi(HUDEngine) public protocol HUDPartTarget {
    /// Draws `mask` over `canvas`.
    mutating func setMask(_ mask: HUDRenderDescription.Mask, canvas: CGRect)
    /// Lays out and styles the bezel.
    mutating func setBezel(_ bezel: HUDRenderDescription.Bezel)
    /// Shows `indicator`'s view with its drawing and hides the others (all of them for `.none`).
    mutating func setIndicator(_ indicator: HUDRenderDescription.Indicator)
    /// Shows the image, or hides the image view (`nil`).
    mutating func setImage(_ image: HUDRenderDescription.Image?)
    /// Shows the status label, or hides it (`nil`).
    mutating func setLabel(_ label: HUDRenderDescription.Label?)
    /// Shows the details label, or hides it (`nil`).
    mutating func setDetails(_ details: HUDRenderDescription.Label?)
    /// Shows the button, or hides it (`nil`).
    mutating func setButton(_ button: HUDRenderDescription.Button?)
    /// Attaches the app's view (detaching the one shown before), or detaches it (`nil`).
    mutating func setCustomView(_ customView: HUDRenderDescription.CustomView?)
    /// Tilts the bezel with the device by ±`amplitude` points (`0`: no motion effect).
    mutating func setMotionEffect(amplitude: CGFloat)
    /// Sets the bezel's accessibility value to the progress in whole percent, or to none (`nil`).
    mutating func setAccessibilityValue(percent: Int?)
    /// Sets the bezel's accessibility label, identifier, modality and elements.
    mutating func setAccessibility(_ accessibility: HUDPartChanges.AccessibilityPart)
}

extension HUDPartChanges {
    /// Carries the changes out on `target` with the values of `frame`, one requirement per part that is set, in a
    /// fixed order: mask, bezel, indicator, image, label, details, button, custom view, motion effect,
    /// accessibility value, accessibility (the elements last, once the bezel and the button they refer to are laid
    /// out).
    ///
    /// ```swift
    /// var view = hudView
    /// HUDPartChanges(from: nil, to: render).apply(render, to: &view)
    /// ```
    /// - Parameters:
    ///   - frame: The frame these changes lead to.
    ///   - target: What shows the parts.
    @MainActor
    public func apply<Target: HUDPartTarget>(_ frame: HUDRenderDescription, to target: inout Target) {
        if parts.contains(.mask) { target.setMask(frame.mask, canvas: frame.canvas) }
        if parts.contains(.bezel) { target.setBezel(frame.bezel) }
        if parts.contains(.indicator) { target.setIndicator(frame.indicator) }
        if parts.contains(.image) { target.setImage(frame.image) }
        if parts.contains(.label) { target.setLabel(frame.label) }
        if parts.contains(.details) { target.setDetails(frame.details) }
        if parts.contains(.button) { target.setButton(frame.button) }
        if parts.contains(.customView) { target.setCustomView(frame.customView) }
        if parts.contains(.motionEffect) { target.setMotionEffect(amplitude: frame.motionEffectAmplitude) }
        if parts.contains(.accessibilityValue) {
            target.setAccessibilityValue(percent: frame.accessibility.progressPercent)
        }
        if parts.contains(.accessibility) { target.setAccessibility(AccessibilityPart(frame)) }
    }
}
