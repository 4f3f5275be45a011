import Foundation

/// Greedy word wrapping for ``HUDApproximateTextMeasurer``, one character at a time, in time linear in the
/// characters read (see the measurer for the rules). Lines are kept as ranges of the text and copied out once.
struct HUDLineWrapper {
    /// How much wider than the box a line may add up to and still fit, in points: `0.001`. Widths are sums of
    /// floating-point advances, and the measurer reports them rounded to thousandths, so without it a text laid out
    /// again in a box of its own measured width could wrap.
    static let tolerance: CGFloat = 0.001

    /// The wrapped lines, their widest width in points, and whether the text was cut.
    struct Result: Equatable {
        var lines: [String]
        var width: CGFloat
        var isTruncated: Bool
    }

    /// Where the current line's last word starts and, before the whitespace ahead of it, where its content ends.
    private struct WordBreak {
        var start: String.Index
        var widthBefore: CGFloat
        var contentEnd: String.Index
        var contentWidth: CGFloat
    }

    private let text: String
    private let maximumWidth: CGFloat
    private let maximumLines: Int?
    private let emSize: CGFloat

    private var lines: [String] = []
    private var widest: CGFloat = 0
    private var isTruncated = false

    /// The current line's content, without trailing whitespace; `nil` while the line has none.
    private var lineStart: String.Index?
    private var lineEnd: String.Index
    private var lineWidth: CGFloat = 0
    /// The whitespace read after the line's content.
    private var pendingStart: String.Index?
    private var pendingWidth: CGFloat = 0
    /// The last place the line can wrap at; `nil` while the line is a single word.
    private var lastBreak: WordBreak?

    init(text: String, maximumWidth: CGFloat, maximumLines: Int?, emSize: CGFloat) {
        self.text = text
        self.maximumWidth = maximumWidth
        self.maximumLines = maximumLines
        self.emSize = emSize
        self.lineEnd = text.startIndex
    }

    /// Wraps the text, reading only as far as the box holds.
    mutating func wrap() -> Result {
        var index = text.startIndex
        while index < text.endIndex {
            let (glyph, next) = glyph(at: index)
            guard append(glyph, at: index, next: next) else { break }
            index = next
        }
        if !isTruncated {
            lines.append(lineStart.map { String(text[$0..<lineEnd]) } ?? "")
            widest = max(widest, lineWidth)
        }
        return Result(lines: lines, width: widest, isTruncated: isTruncated)
    }

    /// The character at `index` and the index after it.
    private func glyph(at index: String.Index) -> (HUDApproximateTextMeasurer.Glyph, next: String.Index) {
        (HUDApproximateTextMeasurer.Glyph(text[index]), text.index(after: index))
    }

    /// Adds the character at `index`; returns `false` once the box is full.
    private mutating func append(_ glyph: HUDApproximateTextMeasurer.Glyph, at index: String.Index, next: String.Index)
        -> Bool
    {
        if glyph.isNewline {
            return finishLine(lineStart.map { $0..<lineEnd }, width: lineWidth)
        }
        let width = glyph.advance * emSize
        if glyph.isWhitespace {
            pendingStart = pendingStart ?? index
            pendingWidth += width
            return true
        }
        if lineStart == nil {
            // Leading whitespace of a paragraph is kept when it fits with the first glyph.
            let keepsWhitespace = pendingStart != nil && fits(pendingWidth + width)
            lineStart = keepsWhitespace ? pendingStart : index
            lineWidth = keepsWhitespace ? pendingWidth : 0
        } else if !fits(lineWidth + pendingWidth + width) {
            guard wrap(before: index, width: width) else { return false }
        } else if pendingStart != nil {
            lastBreak = WordBreak(
                start: index, widthBefore: lineWidth + pendingWidth, contentEnd: lineEnd, contentWidth: lineWidth)
            lineWidth += pendingWidth
        }
        pendingStart = nil
        pendingWidth = 0
        lineEnd = next
        lineWidth += width
        return true
    }

    /// Ends the current line before the glyph at `index` (`width` wide), at the last word break or, for a single word or a
    /// wrap on whitespace, right there; the line then continues from the carried word or from `index`.
    private mutating func wrap(before index: String.Index, width: CGFloat) -> Bool {
        guard let start = lineStart else { return true }
        if let word = lastBreak, pendingStart == nil {
            let carriedEnd = lineEnd
            let carriedWidth = lineWidth - word.widthBefore
            guard finishLine(start..<word.contentEnd, width: word.contentWidth) else { return false }
            if !fits(carriedWidth + width) {
                guard finishLine(word.start..<carriedEnd, width: carriedWidth) else { return false }
            } else {
                lineStart = word.start
                lineWidth = carriedWidth
                return true
            }
        } else {
            guard finishLine(start..<lineEnd, width: lineWidth) else { return false }
        }
        lineStart = index
        return true
    }

    /// Adds a line that more text follows and resets the current line; returns `false` (after ending the line in
    /// "…") when it was the last that fits.
    private mutating func finishLine(_ range: Range<String.Index>?, width: CGFloat) -> Bool {
        lineStart = nil
        lineWidth = 0
        pendingStart = nil
        pendingWidth = 0
        lastBreak = nil
        let content = range ?? text.startIndex..<text.startIndex
        if let maximumLines, lines.count + 1 >= maximumLines {
            let (line, truncatedWidth) = truncated(content, width: width)
            lines.append(line)
            widest = max(widest, truncatedWidth)
            isTruncated = true
            return false
        }
        lines.append(String(text[content]))
        widest = max(widest, width)
        return true
    }

    /// Whether a line `width` wide fits the box.
    private func fits(_ width: CGFloat) -> Bool {
        width <= maximumWidth + Self.tolerance
    }

    /// The line shortened until "…" fits after it, without trailing whitespace or punctuation (never "album.…"),
    /// followed by "…".
    private func truncated(_ range: Range<String.Index>, width: CGFloat) -> (String, CGFloat) {
        let ellipsisWidth = HUDApproximateTextMeasurer.advance(of: "…") * emSize
        var end = range.upperBound
        var keptWidth = width
        while end > range.lowerBound {
            let previous = text.index(before: end)
            let glyph = HUDApproximateTextMeasurer.Glyph(text[previous])
            guard !fits(keptWidth + ellipsisWidth) || glyph.isWhitespace || text[previous].isPunctuation else { break }
            keptWidth -= glyph.advance * emSize
            end = previous
        }
        return (String(text[range.lowerBound..<end]) + "…", max(keptWidth, 0) + ellipsisWidth)
    }
}
