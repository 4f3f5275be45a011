import Foundation
@_spi(HUDEngine) import HUDCore

/// A fake app screen drawn behind the HUD, so that masks, styles and positions are seen over something: an
/// iPhone 15 (390 × 844 pt) mail app with a status bar, a large-title navigation bar, a search field, a list of
/// messages, a button and the home indicator, in light or dark mode.
struct SampleScreen {
    /// The container size the gallery uses: an iPhone 15 in portrait.
    static let size = CGSize(width: 390, height: 844)
    /// The iPhone 15's safe-area insets in portrait.
    static let safeAreaInsets = HUDEdgeInsets(top: 59, bottom: 34)

    /// The vertical extents of the screen's lines of text and fields (the bar's buttons, the title, the search
    /// field, each message's two lines), so that a crop can keep from cutting one in half.
    static let textBands: [ClosedRange<CGFloat>] =
        [60...90, 94...144, 148...188]
        + messages.indices.map { index in
            let top = 206 + CGFloat(index) * 76
            return (top + 10)...(top + 66)
        }

    /// Light or dark mode.
    let colorScheme: HUDEnvironment.ColorScheme
    /// The search field's text, with a caret; `nil` shows the placeholder.
    var searchText: String?
    /// Whether a tab bar or toolbar covers the screen's bottom: its actions are then in the bar, and the screen
    /// docks no button of its own (a docked button would sit where a bottom message goes) unless
    /// ``docksButtonAboveBar`` says so.
    var hasBottomBar = false
    /// Whether the screen docks its button above its tab bar or toolbar anyway, ending 16 pt above it: a bottom
    /// message then has to be lifted clear of it (by ``dockedButtonClearance``). `false` by default.
    var docksButtonAboveBar = false

    /// The docked button's height.
    static let dockedButtonHeight: CGFloat = 50
    /// How far a bottom message is lifted to sit 16 pt above the docked button instead of on it: the button's
    /// height and the 16 pt between it and the message.
    static let dockedButtonClearance = dockedButtonHeight + HUDLayout.edgeSpacing

    /// `color` in the screen's colour scheme.
    func color(_ color: SystemColor) -> HUDColor {
        color.resolved(for: colorScheme)
    }

    private static let messages: [(sender: String, subject: String, time: String, avatar: UInt32)] = [
        ("Maya Lindqvist", "Quarterly report, final draft", "9:12", 0xFF9500),
        ("Build Server", "Nightly build #1842 passed", "8:47", 0x34C759),
        ("Jonas Weber", "Photos from Saturday", "8:05", 0x5856D6),
        ("Aiko Tanaka", "Re: Design review notes", "Yesterday", 0xFF2D55),
        ("Travel Desk", "Your trip to Lisbon", "Yesterday", 0x32ADE6),
        ("Sam Okafor", "Lunch on Thursday?", "Monday", 0xAF52DE),
    ]

    /// The screen's markup, `size` large at the origin.
    var markup: String {
        var parts = [
            SVGMarkup.rect(x: 0, y: 0, width: Self.size.width, height: Self.size.height, fill: color(.background))
        ]
        parts += statusBar()
        parts += navigationBar()
        for (index, message) in Self.messages.enumerated() {
            parts += row(message, top: 206 + CGFloat(index) * 76)
        }
        if !hasBottomBar || docksButtonAboveBar {
            // Docked 16 pt above the home indicator's safe area, or above the bar.
            let bottom = hasBottomBar ? SampleBars.tabBar.frame.minY : Self.size.height - Self.safeAreaInsets.bottom
            let top = bottom - HUDLayout.edgeSpacing - Self.dockedButtonHeight
            parts.append(
                SVGMarkup.rect(
                    x: 20, y: top, width: 350, height: Self.dockedButtonHeight, fill: color(.tint), radius: 12))
            parts.append(
                SVGMarkup.text(
                    "Check for New Mail", x: 195, y: top + 31, size: 17, weight: "600", fill: .white,
                    anchor: "middle"))
        }
        parts.append(SVGMarkup.rect(x: 128, y: 831, width: 134, height: 5, fill: color(.label), radius: 2.5))
        return SVGMarkup.element("g", [("class", "sample-screen")], children: parts)
    }

    private func statusBar() -> [String] {
        var parts = [
            SVGMarkup.text("9:41", x: 51, y: 37, size: 17, weight: "600", fill: color(.label), anchor: "middle")
        ]
        parts.append(SVGMarkup.rect(x: 134, y: 11, width: 122, height: 36, fill: .black, radius: 18))
        for bar in 0..<4 {
            let height = 4 + CGFloat(bar) * 2.3
            parts.append(
                SVGMarkup.rect(
                    x: 287 + CGFloat(bar) * 4.5, y: 36 - height, width: 3, height: height, fill: color(.label),
                    radius: 1
                ))
        }
        parts.append(
            SVGMarkup.element(
                "path",
                [
                    ("d", "M309,28 a9,9 0 0 1 14,0 M311.5,31 a5.5,5.5 0 0 1 9,0"), ("fill", "none"),
                    ("stroke-width", "2"),
                    ("stroke-linecap", "round"),
                ] + SVGMarkup.paint("stroke", color(.label))))
        parts.append(
            SVGMarkup.element(
                "rect",
                [
                    ("x", "331"), ("y", "24"), ("width", "25"), ("height", "12"), ("rx", "3.5"), ("fill", "none"),
                    ("stroke-width", "1"),
                ] + SVGMarkup.paint("stroke", color(.secondaryLabel))))
        parts.append(SVGMarkup.rect(x: 333, y: 26, width: 18, height: 8, fill: color(.label), radius: 2))
        return parts
    }

    private func navigationBar() -> [String] {
        var parts = [
            SVGMarkup.text("Mailboxes", x: 16, y: 82, size: 17, weight: "400", fill: color(.tint)),
            SVGMarkup.text("Edit", x: 374, y: 82, size: 17, weight: "400", fill: color(.tint), anchor: "end"),
            SVGMarkup.text("Inbox", x: 16, y: 134, size: 34, weight: "700", fill: color(.label)),
            SVGMarkup.rect(x: 16, y: 150, width: 358, height: 36, fill: color(.fill), radius: 10),
            SVGMarkup.element(
                "path",
                [
                    ("d", "M33.5,174.5 l4.5,4.5 M36,168 a6,6 0 1 1 -12,0 a6,6 0 1 1 12,0"), ("fill", "none"),
                    ("stroke-width", "2"), ("stroke-linecap", "round"),
                ] + SVGMarkup.paint("stroke", color(.secondaryLabel))),
        ]
        if let searchText {
            parts.append(SVGMarkup.text(searchText, x: 46, y: 174, size: 17, weight: "400", fill: color(.label)))
            let typed = HUDApproximateTextMeasurer().measure(
                searchText, font: HUDFont(textStyle: .body, pointSize: 17), fontScale: 1,
                maximumSize: CGSize(width: 1000, height: 100))
            let caretX = 47 + typed.size.width
            parts.append(SVGMarkup.rect(x: caretX, y: 158, width: 2, height: 21, fill: color(.tint), radius: 1))
        } else {
            parts.append(SVGMarkup.text("Search", x: 46, y: 174, size: 17, weight: "400", fill: color(.secondaryLabel)))
        }
        return parts
    }

    private func row(
        _ message: (sender: String, subject: String, time: String, avatar: UInt32), top: CGFloat
    ) -> [String] {
        let initials = message.sender.split(separator: " ").compactMap(\.first).map(String.init).joined()
        return [
            SVGMarkup.element(
                "circle",
                [("cx", "40"), ("cy", SVGMarkup.number(top + 38)), ("r", "20")]
                    + SVGMarkup.paint("fill", SVGMarkup.color(message.avatar))),
            SVGMarkup.text(initials, x: 40, y: top + 44, size: 15, weight: "600", fill: .white, anchor: "middle"),
            SVGMarkup.text(message.sender, x: 72, y: top + 30, size: 17, weight: "600", fill: color(.label)),
            SVGMarkup.text(
                message.time, x: 356, y: top + 30, size: 15, weight: "400", fill: color(.secondaryLabel), anchor: "end"),
            SVGMarkup.element(
                "path",
                [
                    ("d", "M364,\(SVGMarkup.number(top + 20)) l5,5 l-5,5"), ("fill", "none"), ("stroke-width", "2"),
                    ("stroke-linecap", "round"), ("stroke-linejoin", "round"),
                ] + SVGMarkup.paint("stroke", color(.separator))),
            SVGMarkup.text(message.subject, x: 72, y: top + 53, size: 15, weight: "400", fill: color(.secondaryLabel)),
            SVGMarkup.rect(x: 72, y: top + 75.5, width: 318, height: 0.5, fill: color(.separator)),
        ]
    }
}
