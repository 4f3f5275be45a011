import Foundation
@_spi(HUDEngine) import HUDCore

/// A bottom bar drawn over the sample screen, for the messages that keep clear of it: a tab bar or a toolbar, at
/// the frame UIKit gives it on an iPhone 15 in portrait (the bar plus the home indicator's safe area).
enum SampleBars: String {
    /// A tab bar of four items: 49 pt over the 34 pt home-indicator area.
    case tabBar
    /// A toolbar of three items: 49 pt over the 34 pt home-indicator area.
    case toolbar

    /// The bar's frame as HUDKit reads it (in the screen's coordinates).
    var frame: CGRect {
        CGRect(x: 0, y: SampleScreen.size.height - 83, width: SampleScreen.size.width, height: 83)
    }

    /// The bars HUDCore's message layout keeps clear of.
    var messageBars: HUDMessageBars {
        switch self {
        case .tabBar: HUDMessageBars(tabBar: frame)
        case .toolbar: HUDMessageBars(toolbar: frame)
        }
    }

    /// The bar's markup over the screen.
    func markup(colorScheme: HUDEnvironment.ColorScheme) -> String {
        let dark = colorScheme == .dark
        let background = dark ? SVGMarkup.color(0x1C1C1E, alpha: 0.94) : SVGMarkup.color(0xF9F9F9, alpha: 0.94)
        let separator = SystemColor.separator.resolved(for: colorScheme)
        let accent = SystemColor.tint.resolved(for: colorScheme)
        let inactive = SVGMarkup.color(0x8A8A8E)
        var parts = [
            SVGMarkup.rect(x: 0, y: frame.minY, width: frame.width, height: frame.height, fill: background),
            SVGMarkup.rect(x: 0, y: frame.minY, width: frame.width, height: 0.5, fill: separator),
        ]
        let items: [String] =
            self == .tabBar ? ["Inbox", "Flagged", "Search", "Settings"] : ["Archive", "Move", "Reply"]
        let width = frame.width / CGFloat(items.count)
        for (index, item) in items.enumerated() {
            let x = width * (CGFloat(index) + 0.5)
            let color = index == 0 || self == .toolbar ? accent : inactive
            if self == .tabBar {
                parts.append(
                    SVGMarkup.rect(x: x - 12, y: frame.minY + 7, width: 24, height: 20, fill: color, radius: 5))
                parts.append(
                    SVGMarkup.text(
                        item, x: x, y: frame.minY + 42, size: 10, weight: "500", fill: color, anchor: "middle"))
            } else {
                parts.append(
                    SVGMarkup.text(
                        item, x: x, y: frame.minY + 30, size: 17, weight: "400", fill: color, anchor: "middle"))
            }
        }
        return SVGMarkup.element("g", [("class", "sample-bar")], children: parts)
    }
}
