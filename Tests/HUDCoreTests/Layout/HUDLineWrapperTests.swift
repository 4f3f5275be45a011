import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The wrapper's one-line ASCII shortcut gives exactly what the glyph walk gives.
struct HUDLineWrapperTests {
    /// Random texts of ASCII letters, spaces and, now and then, a tab, a newline or an accented letter.
    private func randomText(_ generator: inout SplitMix64) -> String {
        let pieces = ["a", "W", "i", "m", "1", ".", " ", " ", "Loading", "…", "\t", "\n", "é"]
        let count = Int.random(in: 0...12, using: &generator)
        return (0..<count).map { _ in
            // The last three pieces are rare (one in 30), so that most texts are the shortcut's.
            let index = Int.random(in: 0..<300, using: &generator)
            return index < 290 ? pieces[index % 10] : pieces[10 + index % 3]
        }.joined()
    }

    @Test func theOneLineShortcutAgreesWithTheGlyphWalk() {
        // Given 5,000 seeded texts, box widths and line limits
        var generator = SplitMix64(seed: 0x5EED_0022)
        var shortcuts = 0
        var mismatches: [String] = []
        for _ in 0..<5_000 {
            let text = randomText(&generator)
            let width = CGFloat(Int.random(in: 0...500, using: &generator))
            let lines = [nil, 1, 2, 5][Int.random(in: 0..<4, using: &generator)]
            let wrapper = HUDLineWrapper(text: text, maximumWidth: width, maximumLines: lines, emSize: 15)

            // When the text is wrapped with the shortcut and by walking its glyphs
            var walker = wrapper
            let walked = walker.wrapGlyphs()
            let shortcut = wrapper.singleASCIILine()

            // Then a shortcut, when it applies, is the walk's result to the last bit
            if let shortcut {
                shortcuts += 1
                if shortcut != walked { mismatches.append("\(text.debugDescription) in \(width) pt") }
            }
            var full = wrapper
            if full.wrap() != walked {
                mismatches.append("\(text.debugDescription) in \(width) pt, \(lines.map(String.init) ?? "no") limit")
            }
        }
        #expect(mismatches.count == 0, "\(mismatches.count) texts differ; the first: \(mismatches.first ?? "")")
        // And the shortcut was taken often enough to have been compared
        #expect(shortcuts > 1_000, "Only \(shortcuts) texts took the shortcut")
    }

    @Test func theShortcutLeavesWhatItCannotTellToTheWalk() {
        // Given texts the one-line shortcut must not decide
        let texts = [" Loading", "Loading ", "Load\ning", "Load\ting", "Chargement…", "", "Uploading the photos"]
        for text in texts {
            // When the shortcut is asked (the last text does not fit 60 pt on one line)
            let wrapper = HUDLineWrapper(text: text, maximumWidth: 60, maximumLines: nil, emSize: 15)

            // Then it declines
            #expect(wrapper.singleASCIILine() == nil, "\(text.debugDescription)")
        }
    }
}
