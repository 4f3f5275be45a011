import Foundation
@_spi(HUDEngine) import HUDCore

/// A fake app screen drawn behind the HUD, so that masks, styles and positions are seen over something: an
/// iPhone 15 (390 × 844 pt) mail app with a status bar, a large-title navigation bar, a search field, a list of
/// messages, a button and the home indicator, in light or dark mode.
struct SampleScreen {
    /// The screen's colours.
    struct Palette {
        let background: HUDColor
        let grouped: HUDColor
        let text: HUDColor
        let secondary: HUDColor
        let separator: HUDColor
        let accent: HUDColor
        let field: HUDColor

        static let light = Palette(
            background: SVGMarkup.color(0xFFFFFF), grouped: SVGMarkup.color(0xF2F2F7), text: .black,
            secondary: SVGMarkup.color(0x8A8A8E), separator: SVGMarkup.color(0xC6C6C8),
            accent: SVGMarkup.color(0x007AFF), field: SVGMarkup.color(0x767680, alpha: 0.12))
        static let dark = Palette(
            background: .black, grouped: SVGMarkup.color(0x1C1C1E), text: .white,
            secondary: SVGMarkup.color(0x8D8D93), separator: SVGMarkup.color(0x38383A),
            accent: SVGMarkup.color(0x0A84FF), field: SVGMarkup.color(0x767680, alpha: 0.24))
    }

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

    /// The colours of the screen's colour scheme.
    var palette: Palette { colorScheme == .dark ? .dark : .light }

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
        let palette = self.palette
        var parts = [
            SVGMarkup.rect(x: 0, y: 0, width: Self.size.width, height: Self.size.height, fill: palette.background)
        ]
        parts += statusBar(palette)
        parts += navigationBar(palette)
        for (index, message) in Self.messages.enumerated() {
            parts += row(message, top: 206 + CGFloat(index) * 76, palette: palette)
        }
        if !hasBottomBar || docksButtonAboveBar {
            // Docked 16 pt above the home indicator's safe area, or above the bar.
            let bottom = hasBottomBar ? SampleBars.tabBar.frame.minY : Self.size.height - Self.safeAreaInsets.bottom
            let top = bottom - HUDLayout.edgeSpacing - Self.dockedButtonHeight
            parts.append(
                SVGMarkup.rect(
                    x: 20, y: top, width: 350, height: Self.dockedButtonHeight, fill: palette.accent, radius: 12))
            parts.append(
                SVGMarkup.text(
                    "Check for New Mail", x: 195, y: top + 31, size: 17, weight: "600", fill: .white,
                    anchor: "middle"))
        }
        parts.append(SVGMarkup.rect(x: 128, y: 831, width: 134, height: 5, fill: palette.text, radius: 2.5))
        return SVGMarkup.element("g", [("class", "sample-screen")], children: parts)
    }

    private func statusBar(_ palette: Palette) -> [String] {
        var parts = [
            SVGMarkup.text("9:41", x: 51, y: 37, size: 17, weight: "600", fill: palette.text, anchor: "middle")
        ]
        parts.append(SVGMarkup.rect(x: 134, y: 11, width: 122, height: 36, fill: .black, radius: 18))
        for bar in 0..<4 {
            let height = 4 + CGFloat(bar) * 2.3
            parts.append(
                SVGMarkup.rect(
                    x: 287 + CGFloat(bar) * 4.5, y: 36 - height, width: 3, height: height, fill: palette.text, radius: 1
                ))
        }
        parts.append(
            SVGMarkup.element(
                "path",
                [
                    ("d", "M309,28 a9,9 0 0 1 14,0 M311.5,31 a5.5,5.5 0 0 1 9,0"), ("fill", "none"),
                    ("stroke-width", "2"),
                    ("stroke-linecap", "round"),
                ] + SVGMarkup.paint("stroke", palette.text)))
        parts.append(
            SVGMarkup.element(
                "rect",
                [
                    ("x", "331"), ("y", "24"), ("width", "25"), ("height", "12"), ("rx", "3.5"), ("fill", "none"),
                    ("stroke-width", "1"),
                ] + SVGMarkup.paint("stroke", palette.secondary)))
        parts.append(SVGMarkup.rect(x: 333, y: 26, width: 18, height: 8, fill: palette.text, radius: 2))
        return parts
    }

    private func navigationBar(_ palette: Palette) -> [String] {
        var parts = [
            SVGMarkup.text("Mailboxes", x: 16, y: 82, size: 17, weight: "400", fill: palette.accent),
            SVGMarkup.text("Edit", x: 374, y: 82, size: 17, weight: "400", fill: palette.accent, anchor: "end"),
            SVGMarkup.text("Inbox", x: 16, y: 134, size: 34, weight: "700", fill: palette.text),
            SVGMarkup.rect(x: 16, y: 150, width: 358, height: 36, fill: palette.field, radius: 10),
            SVGMarkup.element(
                "path",
                [
                    ("d", "M33.5,174.5 l4.5,4.5 M36,168 a6,6 0 1 1 -12,0 a6,6 0 1 1 12,0"), ("fill", "none"),
                    ("stroke-width", "2"), ("stroke-linecap", "round"),
                ] + SVGMarkup.paint("stroke", palette.secondary)),
        ]
        if let searchText {
            parts.append(SVGMarkup.text(searchText, x: 46, y: 174, size: 17, weight: "400", fill: palette.text))
            let typed = HUDApproximateTextMeasurer().measure(
                searchText, font: HUDFont(textStyle: .body, pointSize: 17), fontScale: 1,
                maximumSize: CGSize(width: 1000, height: 100))
            let caretX = 47 + typed.size.width
            parts.append(SVGMarkup.rect(x: caretX, y: 158, width: 2, height: 21, fill: palette.accent, radius: 1))
        } else {
            parts.append(SVGMarkup.text("Search", x: 46, y: 174, size: 17, weight: "400", fill: palette.secondary))
        }
        return parts
    }

    private func row(
        _ message: (sender: String, subject: String, time: String, avatar: UInt32), top: CGFloat, palette: Palette
    ) -> [String] {
        let initials = message.sender.split(separator: " ").compactMap(\.first).map(String.init).joined()
        return [
            SVGMarkup.element(
                "circle",
                [("cx", "40"), ("cy", SVGMarkup.number(top + 38)), ("r", "20")]
                    + SVGMarkup.paint("fill", SVGMarkup.color(message.avatar))),
            SVGMarkup.text(initials, x: 40, y: top + 44, size: 15, weight: "600", fill: .white, anchor: "middle"),
            SVGMarkup.text(message.sender, x: 72, y: top + 30, size: 17, weight: "600", fill: palette.text),
            SVGMarkup.text(
                message.time, x: 356, y: top + 30, size: 15, weight: "400", fill: palette.secondary, anchor: "end"),
            SVGMarkup.element(
                "path",
                [
                    ("d", "M364,\(SVGMarkup.number(top + 20)) l5,5 l-5,5"), ("fill", "none"), ("stroke-width", "2"),
                    ("stroke-linecap", "round"), ("stroke-linejoin", "round"),
                ] + SVGMarkup.paint("stroke", palette.separator)),
            SVGMarkup.text(message.subject, x: 72, y: top + 53, size: 15, weight: "400", fill: palette.secondary),
            SVGMarkup.rect(x: 72, y: top + 75.5, width: 318, height: 0.5, fill: palette.separator),
        ]
    }
}
