import Foundation

/// Greedy word wrapping for ``HUDApproximateTextMeasurer``, one character at a time, in time linear in the
/// characters read (see the measurer for the rules).
struct HUDLineWrapper {
    /// The wrapped lines, their widest width in points, and whether the text was cut.
    struct Result: Equatable {
        var lines: [String]
        var width: CGFloat
        var isTruncated: Bool
    }

    private let maximumWidth: CGFloat
    private let maximumLines: Int?
    private let emSize: CGFloat

    private var lines: [String] = []
    private var widest: CGFloat = 0
    private var isTruncated = false

    /// The current line, without trailing whitespace.
    private var line: [Character] = []
    private var lineWidth: CGFloat = 0
    /// Whitespace read after the current line's last character; kept only while it could still fit.
    private var pending: [Character] = []
    private var pendingWidth: CGFloat = 0
    /// Where the current line's last word starts and, before the whitespace ahead of it, where its content ends;
    /// `nil` while the line is a single word.
    private var lastWord: (start: Int, widthBefore: CGFloat, contentEnd: Int, contentWidth: CGFloat)?

    init(maximumWidth: CGFloat, maximumLines: Int?, emSize: CGFloat) {
        self.maximumWidth = maximumWidth
        self.maximumLines = maximumLines
        self.emSize = emSize
    }

    /// Adds one character; returns `false` once the box is full and the rest of the text can be skipped.
    mutating func append(_ character: Character) -> Bool {
        if character.isNewline {
            return finishLine(line[...], width: lineWidth)
        }
        let width = HUDApproximateTextMeasurer.advance(of: character) * emSize
        if character.isWhitespace {
            if pendingWidth <= maximumWidth { pending.append(character) }
            pendingWidth += width
            return true
        }
        if line.isEmpty {
            if pendingWidth + width <= maximumWidth { commitPending() } else { clearPending() }
        } else if lineWidth + pendingWidth + width > maximumWidth {
            return wrap(before: character, width: width)
        } else if !pending.isEmpty {
            let contentEnd = line.count
            let contentWidth = lineWidth
            commitPending()
            lastWord = (line.count, lineWidth, contentEnd, contentWidth)
        }
        line.append(character)
        lineWidth += width
        return true
    }

    /// Ends the text: the last line is added when the box has room for it.
    mutating func finish() -> Result {
        if !isTruncated {
            lines.append(String(line))
            widest = max(widest, lineWidth)
        }
        return Result(lines: lines, width: widest, isTruncated: isTruncated)
    }

    private mutating func wrap(before character: Character, width: CGFloat) -> Bool {
        if let word = lastWord, pending.isEmpty {
            let carried = Array(line[word.start...])
            let carriedWidth = lineWidth - word.widthBefore
            guard finishLine(line[..<word.contentEnd], width: word.contentWidth) else { return false }
            if carriedWidth + width > maximumWidth {
                guard finishLine(carried[...], width: carriedWidth) else { return false }
            } else {
                line = carried
                lineWidth = carriedWidth
            }
        } else {
            // Either the wrap falls on whitespace, or the line is one word too long for it and breaks here.
            guard finishLine(line[...], width: lineWidth) else { return false }
        }
        line.append(character)
        lineWidth += width
        return true
    }

    /// Adds a line that more text follows; returns `false` (after ending it in "…") when it was the last that fits.
    private mutating func finishLine(_ content: ArraySlice<Character>, width: CGFloat) -> Bool {
        line = []
        lineWidth = 0
        lastWord = nil
        clearPending()
        if let maximumLines, lines.count + 1 >= maximumLines {
            let (text, truncatedWidth) = truncated(content, width: width)
            lines.append(text)
            widest = max(widest, truncatedWidth)
            isTruncated = true
            return false
        }
        lines.append(String(content))
        widest = max(widest, width)
        return true
    }

    /// `content` shortened until "…" fits after it, without trailing whitespace, followed by "…".
    private func truncated(_ content: ArraySlice<Character>, width: CGFloat) -> (String, CGFloat) {
        let ellipsis: Character = "…"
        let ellipsisWidth = HUDApproximateTextMeasurer.advance(of: ellipsis) * emSize
        var kept = content
        var keptWidth = width
        while let last = kept.last, keptWidth + ellipsisWidth > maximumWidth || last.isWhitespace {
            keptWidth -= HUDApproximateTextMeasurer.advance(of: last) * emSize
            kept.removeLast()
        }
        return (String(kept) + String(ellipsis), max(keptWidth, 0) + ellipsisWidth)
    }

    private mutating func commitPending() {
        line.append(contentsOf: pending)
        lineWidth += pendingWidth
        clearPending()
    }

    private mutating func clearPending() {
        pending = []
        pendingWidth = 0
    }
}
