import Foundation

// How the status and the details are measured: inside the room the container leaves, the details clipped to what
// the status leaves of it, and Chinese, Japanese and Korean lines balanced.
extension HUDRenderDescription {
    /// The measured status and details.
    struct Texts {
        var status: HUDTextMeasurement?
        var details: HUDTextMeasurement?
    }

    /// Measures `status` and `details` in ``HUDAppearance/maximumLabelSize`` cut to `room` (see
    /// ``HUDLayout/textRoom(bounds:safeAreaInsets:keyboardHeight:content:appearance:fontScale:buttonSize:)``):
    /// the status first (in at most ``statusShareWithDetails`` of the room's height when there are details, unless
    /// not one line fits in that), then
    /// the details in the height the status leaves, truncated with "…" at their last line (MBProgressHUD's rule);
    /// details with no line left are not shown. A status with CJK characters is
    /// ``balanced(_:font:fontScale:maximumSize:measurer:)``.
    /// With `reservesPercent` (a determinate progress), a status showing a percentage is as wide as its
    /// ``HUDLayout/steadyPercentTemplate(_:)``, so the bezel keeps one width from 0 % to 100 %.
    static func measureTexts(
        status: String?, details: String?, appearance: HUDAppearance, fontScale: CGFloat, room: CGSize,
        measurer: any HUDTextMeasuring, reservesPercent: Bool = false
    ) -> Texts {
        let limit = appearance.maximumLabelSize
        // The status's own line limit (`HUDAppearance.maximumStatusLines`), if any.
        let statusHeight = appearance.statusLabelSize(fontScale: fontScale).height
        let width = min(limit.width, room.width)
        let share = details == nil ? room.height : (room.height * statusShareWithDetails).rounded(.down)
        func measureStatus(_ status: String, height: CGFloat) -> HUDTextMeasurement {
            let maximumSize = CGSize(width: width, height: min(statusHeight, height))
            var measured = balanced(
                status, font: appearance.font, fontScale: fontScale, maximumSize: maximumSize, measurer: measurer)
            if reservesPercent, let template = HUDLayout.steadyPercentTemplate(status) {
                let widest = measurer.measure(
                    template, font: appearance.font, fontScale: fontScale, maximumSize: maximumSize)
                if widest.size.height <= measured.size.height {
                    measured.size.width = max(measured.size.width, widest.size.width)
                }
            }
            return measured
        }
        let measuredStatus = status.map { status in
            // The share, unless not even one line fits in it: then the whole room.
            let inShare = measureStatus(status, height: share)
            if inShare.size.height > 0 { return inShare }
            let inRoom = measureStatus(status, height: room.height)
            return inRoom.size.height > 0 ? inRoom : HUDTextMeasurement(size: .zero, lines: [], isTruncated: true)
        }
        let used = measuredStatus.map { HUDLayout.wholePoints($0.size.height) + HUDLayout.detailsSpacing } ?? 0
        let detailsHeight = min(limit.height, max(room.height - used, 0))
        let measuredDetails = details.map {
            balanced(
                $0, font: appearance.detailsFont, fontScale: fontScale,
                maximumSize: CGSize(width: width, height: detailsHeight), measurer: measurer)
        }
        return Texts(status: measuredStatus, details: measuredDetails.flatMap { $0.size.height > 0 ? $0 : nil })
    }

    /// The most of the text room's height a status takes when details follow it: `0.6`, so that the details keep
    /// a few lines however long the status is.
    static let statusShareWithDetails: CGFloat = 0.6

    /// `text` measured in `maximumSize` and, when it has CJK characters and is not truncated, in the narrowest
    /// width that keeps its height (its number of lines): the lines come out even, so a wrap neither leaves a
    /// few characters alone on the last line nor splits a word at a fixed width (共享 stays whole in the
    /// gallery's status). Other scripts keep the greedy wrap, which breaks at spaces.
    static func balanced(
        _ text: String, font: HUDFont, fontScale: CGFloat, maximumSize: CGSize, measurer: any HUDTextMeasuring
    ) -> HUDTextMeasurement {
        let greedy = measurer.measure(text, font: font, fontScale: fontScale, maximumSize: maximumSize)
        guard !greedy.isTruncated, greedy.size.width > 0, hasCJK(text) else {
            return greedy
        }
        var (narrow, best) = (CGFloat(0), greedy)
        var wide = greedy.size.width
        for _ in 0..<10 where wide - narrow > 0.5 {
            let width = (narrow + wide) / 2
            let trial = measurer.measure(
                text, font: font, fontScale: fontScale,
                maximumSize: CGSize(width: width, height: maximumSize.height))
            if !trial.isTruncated, trial.size.height <= greedy.size.height {
                (wide, best) = (width, trial)
            } else {
                narrow = width
            }
        }
        return best
    }

    /// Whether `text` has a Han ideograph, kana or Hangul syllable. Every one of them is three or four bytes in UTF-8
    /// with a first byte of `0xE3` or more, so text without such a byte (all Latin text) is not scanned by scalar.
    private static func hasCJK(_ text: String) -> Bool {
        let mayHaveCJK = text.utf8.withContiguousStorageIfAvailable { $0.contains { $0 >= 0xE3 } } ?? true
        return mayHaveCJK && text.unicodeScalars.contains(where: isCJK)
    }

    /// Whether a scalar is a Han ideograph, kana or Hangul syllable: a script that breaks between characters.
    private static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FFFF:
            true
        default:
            false
        }
    }
}
