import Foundation

/// Where the bezel sits in its container: near the top, at the centre or near the bottom of the region left by the
/// safe area and the keyboard, moved by an offset.
///
/// A struct with static members rather than an enum, so that new positions do not break callers' switches.
/// Whatever the position and offset, the bezel stays inside the safe area and above the keyboard.
///
/// ```swift
/// HUD.showMessage("Copied", options: HUDOptions(position: .top))
/// HUD.showMessage("Saved", options: HUDOptions(position: .bottom.offset(vertical: -40)))
/// ```
public struct HUDPosition: Hashable, Sendable {
    /// The edge or centre a position starts from.
    enum Anchor: String, Hashable, Sendable {
        /// ``HUDLayout/edgeSpacing`` below the top of the safe area.
        case top
        /// SVProgressHUD's place: 0.45 of the height above the keyboard, moved by
        /// ``HUDAppearance/offsetFromCenter``.
        case center
        /// ``HUDLayout/edgeSpacing`` above the bottom of the safe area or the keyboard.
        case bottom
    }

    let anchor: Anchor

    /// Points the bezel moves from its anchor (positive: right and down). ``HUDOffset/zero`` by default.
    public var offset: HUDOffset

    private init(_ anchor: Anchor, offset: HUDOffset = .zero) {
        self.anchor = anchor
        self.offset = offset
    }

    /// Near the top: 16 points below the top of the safe area (below the status bar and the notch); a message also
    /// keeps 16 points below the top screen's navigation bar.
    public static let top = HUDPosition(.top)
    /// SVProgressHUD's place, the default of every HUD but messages: horizontally centred, its centre at 0.45 of
    /// the height above the keyboard, moved by ``HUDAppearance/offsetFromCenter``.
    public static let center = HUDPosition(.center)
    /// Near the bottom, the default of messages (``HUDAppearance/messagePosition``): 16 points above the bottom of
    /// the safe area, or above the keyboard when it is shown; a message also keeps 16 points above the top screen's
    /// tab bar or toolbar (no offset to guess).
    public static let bottom = HUDPosition(.bottom)

    /// The same position moved by more points; non-finite offsets count as `0` when the HUD is laid out.
    ///
    /// ```swift
    /// let higher = HUDPosition.bottom.offset(vertical: -24)
    /// ```
    /// - Parameters:
    ///   - horizontal: Points to the right (negative: left). `0` by default.
    ///   - vertical: Points down (negative: up). `0` by default.
    public func offset(horizontal: CGFloat = 0, vertical: CGFloat = 0) -> HUDPosition {
        HUDPosition(
            anchor,
            offset: HUDOffset(horizontal: offset.horizontal + horizontal, vertical: offset.vertical + vertical))
    }
}
