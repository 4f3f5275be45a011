import Foundation

/// What shows a HUD's parts: HUDKit's HUD view (each requirement an assignment to its views and layers), and in
/// tests a value that models the view's state. ``HUDPartChanges/apply(to:)`` calls one requirement per part it
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
    /// Carries the changes out on `target`, one requirement per part that is set, in a fixed order: mask, bezel,
    /// indicator, image, label, details, button, custom view, motion effect, accessibility value, accessibility
    /// (the elements last, once the bezel and the button they refer to are laid out).
    ///
    /// ```swift
    /// var view = hudView
    /// HUDPartChanges(from: nil, to: render).apply(to: &view)
    /// ```
    @MainActor
    public func apply<Target: HUDPartTarget>(to target: inout Target) {
        if case .set(let part) = mask { target.setMask(part.mask, canvas: part.canvas) }
        if case .set(let part) = bezel { target.setBezel(part) }
        if case .set(let part) = indicator { target.setIndicator(part) }
        if case .set(let part) = image { target.setImage(part) }
        if case .set(let part) = label { target.setLabel(part) }
        if case .set(let part) = details { target.setDetails(part) }
        if case .set(let part) = button { target.setButton(part) }
        if case .set(let part) = customView { target.setCustomView(part) }
        if case .set(let amplitude) = motionEffectAmplitude { target.setMotionEffect(amplitude: amplitude) }
        if case .set(let percent) = accessibilityValue { target.setAccessibilityValue(percent: percent) }
        if case .set(let part) = accessibility { target.setAccessibility(part) }
    }
}
