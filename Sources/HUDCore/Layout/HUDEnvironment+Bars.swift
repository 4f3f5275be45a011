import Foundation

// A HUD at the top or the bottom keeps clear of the app's bars by the rule a message follows.
extension HUDEnvironment {
    /// This environment with its safe area grown to cover ``bars`` (``HUDMessageBars/insets(in:safeAreaInsets:)``)
    /// for a HUD at a ``HUDPosition/top`` or ``HUDPosition/bottom`` position, so it sits ``HUDLayout/edgeSpacing``
    /// below the navigation bar or above the tab bar or toolbar as a message does; unchanged for a centred HUD
    /// (and when no bar shows).
    ///
    /// ```swift
    /// var environment = HUDEnvironment()
    /// environment.bars = HUDMessageBars(navigationBar: CGRect(x: 0, y: 59, width: 390, height: 96))
    /// environment.clearingBars(at: .top).safeAreaInsets.top  // 155
    /// ```
    public func clearingBars(at position: HUDPosition) -> HUDEnvironment {
        guard position.anchor != .center, !bars.topBars.isEmpty || !bars.bottomBars.isEmpty else { return self }
        var environment = self
        environment.safeAreaInsets = bars.insets(in: bounds, safeAreaInsets: safeAreaInsets)
        return environment
    }
}
