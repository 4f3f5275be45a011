import Foundation

extension HUDContent {
    /// The appearance this content is drawn with: the kind's mask (``HUDIndicator/MaskRule``; a message has none),
    /// then the options' non-`nil` settings over `appearance`.
    ///
    /// ```swift
    /// HUDContent(indicator: .none, status: "Copied").appearance(from: HUDAppearance { $0.maskType = .black })
    ///     .maskType // .none
    /// ```
    public func appearance(from appearance: HUDAppearance) -> HUDAppearance {
        var base = appearance
        switch indicator.rules.mask {
        case .appearance: break
        case .none: base.maskType = .none
        }
        return base.applying(options)
    }

    /// Where this content's bezel sits: the options' position, else the kind's (``HUDIndicator/PositionRule``).
    ///
    /// ```swift
    /// HUDContent(indicator: .none, status: "Copied").position(in: HUDAppearance()) // .bottom
    /// ```
    public func position(in appearance: HUDAppearance) -> HUDPosition {
        if let position = options.position { return position }
        switch indicator.rules.position {
        case .center: return .center
        case .message: return appearance.messagePosition
        }
    }
}
