import Foundation

extension HUDAppearance {
    /// Sets the colours of the `.custom` style and selects that style, as SVProgressHUD's colour setters
    /// (`setForegroundColor:`, `setForegroundImageColor:`, `setBackgroundColor:`) do: a colour an app sets is shown,
    /// never silently ignored by another style. Each colour left out stays as it is.
    ///
    /// ```swift
    /// var appearance = HUDAppearance()
    /// appearance.selectingCustomStyle(foregroundColor: .white)
    /// appearance.style  // .custom
    /// ```
    /// - Parameters:
    ///   - foregroundColor: The new ``foregroundColor``; `nil` keeps it. `nil` by default.
    ///   - foregroundImageColor: The new ``foregroundImageColor`` (`.some(nil)` clears it); `nil` keeps it. `nil`
    ///     by default.
    ///   - backgroundColor: The new ``backgroundColor``; `nil` keeps it. `nil` by default.
    public mutating func selectingCustomStyle(
        foregroundColor: HUDColor? = nil, foregroundImageColor: HUDColor?? = nil, backgroundColor: HUDColor? = nil
    ) {
        if let foregroundColor { self.foregroundColor = foregroundColor }
        if let foregroundImageColor { self.foregroundImageColor = foregroundImageColor }
        if let backgroundColor { self.backgroundColor = backgroundColor }
        style = .custom
    }
}
