#if canImport(UIKit)
import UIKit

/// The HUD's button (`HUDOptions.button`): a system button that a hardware keyboard's focus (Tab, the arrow keys)
/// can reach wherever the HUD is in the key window (a HUD in a view, `.appWindow`), as Full Keyboard Access and
/// VoiceOver reach it anywhere; Return or Space then taps it.
final class ButtonControl: UIButton {
    /// Whether the focus system may move to the button: while it is shown. UIKit's buttons are not focusable by
    /// default on iPadOS.
    override var canBecomeFocused: Bool { !isHidden && isEnabled }
}
#endif  // canImport(UIKit)
