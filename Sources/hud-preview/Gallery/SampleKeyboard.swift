import Foundation
@_spi(HUDEngine) import HUDCore

/// The system keyboard drawn over the bottom of the sample screen: a suggestion bar, three rows of letters,
/// the bottom row (123, space, return) and the globe/microphone strip, in light or dark mode; optionally with the
/// app's reply bar docked on top of it (an input accessory view, which UIKit counts in the keyboard's frame).
struct SampleKeyboard {
    /// The iPhone 15's keyboard height in portrait, suggestion bar included.
    static let height: CGFloat = 336
    /// The height of the reply bar docked on the keyboard.
    static let accessoryHeight: CGFloat = 52

    /// Light or dark mode.
    let colorScheme: HUDEnvironment.ColorScheme
    /// The keyboard's height, the reply bar's included; it is drawn from `SampleScreen.size.height - height` down.
    var height: CGFloat = SampleKeyboard.height
    /// The text typed into the reply bar docked on the keyboard (shown with a caret); `nil`: no reply bar.
    var accessoryText: String?

    private static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    private static let keyWidth: CGFloat = 33
    private static let keyHeight: CGFloat = 42
    private static let keyGap: CGFloat = 6
    private static let rowPitch: CGFloat = 54

    /// The keyboard's markup.
    var markup: String {
        let isDark = colorScheme == .dark
        let background = isDark ? SVGMarkup.color(0x2B2B2B) : SVGMarkup.color(0xD1D3D9)
        let key = isDark ? SVGMarkup.color(0x6B6B6B) : .white
        let functionKey = isDark ? SVGMarkup.color(0x474747) : SVGMarkup.color(0xABB0BA)
        let label = SystemColor.label.resolved(for: colorScheme)
        var top = SampleScreen.size.height - height
        var parts = [SVGMarkup.rect(x: 0, y: top, width: SampleScreen.size.width, height: height, fill: background)]
        if let accessoryText {
            parts += accessory(accessoryText, top: top, isDark: isDark)
            top += Self.accessoryHeight
        }
        for (index, word) in ["report", "reports", "reporting"].enumerated() {
            let x = 65 + CGFloat(index) * 130
            parts.append(
                SVGMarkup.text(word, x: x, y: top + 28, size: 16, weight: "400", fill: label, anchor: "middle"))
        }
        for divider in 1...2 {
            let x = CGFloat(divider) * 130
            parts.append(SVGMarkup.rect(x: x, y: top + 12, width: 1, height: 22, fill: functionKey))
        }
        let keysTop = top + 50
        for (row, letters) in Self.rows.enumerated() {
            let count = CGFloat(letters.count)
            let left = (SampleScreen.size.width - count * Self.keyWidth - (count - 1) * Self.keyGap) / 2
            let y = keysTop + CGFloat(row) * Self.rowPitch
            for (column, letter) in letters.enumerated() {
                let x = left + CGFloat(column) * (Self.keyWidth + Self.keyGap)
                parts += Key(String(letter), x: x, width: Self.keyWidth, size: 22, baseline: 29)
                    .markup(top: y, fill: key, label: label)
            }
        }
        let thirdRow = keysTop + 2 * Self.rowPitch
        let bottomRow = keysTop + 3 * Self.rowPitch
        let functionKeys = [
            (Key("⇧", x: 3, width: 42, size: 20, baseline: 28), thirdRow, functionKey),
            (Key("⌫", x: 345, width: 42, size: 20, baseline: 28), thirdRow, functionKey),
            (Key("123", x: 3, width: 87, size: 16, baseline: 27), bottomRow, functionKey),
            (Key("space", x: 96, width: 198, size: 16, baseline: 27), bottomRow, key),
            (
                Key(accessoryText == nil ? "search" : "return", x: 300, width: 87, size: 16, baseline: 27), bottomRow,
                functionKey
            ),
        ]
        for (cap, top, fill) in functionKeys {
            parts += cap.markup(top: top, fill: fill, label: label)
        }
        parts.append(
            SVGMarkup.rect(x: 128, y: SampleScreen.size.height - 13, width: 134, height: 5, fill: label, radius: 2.5))
        return SVGMarkup.element("g", [("class", "keyboard")], children: parts)
    }

    /// One key: its rounded cap and its label centred on it, `baseline` points below its top.
    private struct Key {
        let title: String
        let x: CGFloat
        let width: CGFloat
        let size: CGFloat
        let baseline: CGFloat

        init(_ title: String, x: CGFloat, width: CGFloat, size: CGFloat, baseline: CGFloat) {
            (self.title, self.x, self.width, self.size, self.baseline) = (title, x, width, size, baseline)
        }

        func markup(top: CGFloat, fill: HUDColor, label: HUDColor) -> [String] {
            [
                SVGMarkup.rect(x: x, y: top, width: width, height: SampleKeyboard.keyHeight, fill: fill, radius: 5),
                SVGMarkup.text(
                    title, x: x + width / 2, y: top + baseline, size: size, weight: "400", fill: label,
                    anchor: "middle"),
            ]
        }
    }

    /// The reply bar: a rounded field holding `text` and the caret, and a send button.
    private func accessory(_ text: String, top: CGFloat, isDark: Bool) -> [String] {
        let bar = isDark ? SVGMarkup.color(0x1C1C1E) : SVGMarkup.color(0xF6F6F6)
        let field = isDark ? SVGMarkup.color(0x2C2C2E) : HUDColor.white
        let ink = SystemColor.label.resolved(for: colorScheme)
        let accent = SystemColor.tint.resolved(for: colorScheme)
        let typed = HUDApproximateTextMeasurer().measure(
            text, font: HUDFont(textStyle: .body, pointSize: 17), fontScale: 1,
            maximumSize: CGSize(width: 1000, height: 100))
        return [
            SVGMarkup.rect(x: 0, y: top, width: SampleScreen.size.width, height: Self.accessoryHeight, fill: bar),
            SVGMarkup.rect(x: 12, y: top + 8, width: 320, height: 36, fill: field, radius: 18),
            SVGMarkup.text(text, x: 26, y: top + 32, size: 17, weight: "400", fill: ink),
            SVGMarkup.rect(x: 27 + typed.size.width, y: top + 16, width: 2, height: 21, fill: accent, radius: 1),
            SVGMarkup.element(
                "circle",
                [("cx", "359"), ("cy", SVGMarkup.number(top + 26)), ("r", "16")] + SVGMarkup.paint("fill", accent)),
            SVGMarkup.text("↑", x: 359, y: top + 32, size: 18, weight: "700", fill: .white, anchor: "middle"),
        ]
    }
}
