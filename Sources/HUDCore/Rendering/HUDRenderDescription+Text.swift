import Foundation

// How the status and the details are measured: inside the room the container leaves, the details clipped to what
// the status leaves of it, and Chinese, Japanese and Korean lines balanced.
extension HUDRenderDescription {
    /// What a frame says, measured: the status and the details when they are not empty, and the button when it has
    /// a title; the builder lays them out and makes them into parts (``parts(in:appearance:palette:)``).
    struct Texts {
        /// The status and its measurement.
        var status: (text: String, measurement: HUDTextMeasurement)?
        /// The details and their measurement; `nil` also when not one line of them fits.
        var details: (text: String, measurement: HUDTextMeasurement)?
        /// The button, its title's font and measurement, and its size (``measureButton(_:statusFont:fontScale:maximumWidth:measurer:)``).
        var button: (button: HUDButton, font: HUDFont, title: HUDTextMeasurement, size: CGSize)?
        /// The Dynamic Type scale the texts were measured at.
        var fontScale: CGFloat

        /// Measures what `content` says in the room the container leaves for text around a bezel with `kind` and
        /// the button (``HUDLayout/textRoom(bounds:safeAreaInsets:keyboardHeight:content:appearance:fontScale:buttonSize:)``):
        /// the status first (in at most ``statusShareWithDetails`` of the room's height when there are details,
        /// unless not one line fits in that), then the details in the height the status leaves, truncated with "…"
        /// at their last line (MBProgressHUD's rule); details with no line left are not shown. A text with CJK
        /// characters is ``balanced(_:font:fontScale:maximumSize:measurer:)``. A determinate progress's status that
        /// shows a percentage is as wide as its ``HUDLayout/steadyPercentTemplate(_:)``, so the bezel keeps one
        /// width from 0 % to 100 %.
        init(
            _ content: HUDContent, appearance: HUDAppearance, environment: HUDEnvironment, kind: HUDLayout.ContentKind,
            metrics: HUDLayout.Metrics, fontScale: CGFloat, measurer: any HUDTextMeasuring
        ) {
            self.fontScale = fontScale
            button = content.options.button.flatMap { button in
                guard button.isShown else { return nil }
                let (font, title, size) = measureButton(
                    button, statusFont: appearance.font, fontScale: fontScale,
                    maximumWidth: appearance.maximumLabelSize.width, measurer: measurer)
                return (button, font, title, size)
            }
            let room = HUDLayout.textRoom(
                bounds: environment.bounds, safeAreaInsets: environment.safeAreaInsets,
                keyboardHeight: environment.keyboardHeight, content: kind, metrics: metrics, buttonSize: button?.size)
            let status = content.status.flatMap { $0.isEmpty ? nil : $0 }
            let details = content.options.details.flatMap { $0.isEmpty ? nil : $0 }
            let width = min(appearance.maximumLabelSize.width, room.width)
            let statusHeight = appearance.statusLabelSize(fontScale: fontScale).height
            let share = details == nil ? room.height : (room.height * statusShareWithDetails).rounded(.down)
            let reservesPercent = content.indicator.rules.progressFraction != nil
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
            self.status = status.map { status in
                // The share, unless not even one line fits in it: then the whole room.
                let inShare = measureStatus(status, height: share)
                if inShare.size.height > 0 { return (status, inShare) }
                let inRoom = measureStatus(status, height: room.height)
                return (
                    status,
                    inRoom.size.height > 0 ? inRoom : HUDTextMeasurement(size: .zero, lines: [], isTruncated: true)
                )
            }
            let used =
                self.status.map { HUDLayout.wholePoints($0.measurement.size.height) + HUDLayout.detailsSpacing } ?? 0
            let detailsHeight = min(appearance.maximumLabelSize.height, max(room.height - used, 0))
            self.details = details.flatMap { details in
                let measurement = balanced(
                    details, font: appearance.detailsFont, fontScale: fontScale,
                    maximumSize: CGSize(width: width, height: detailsHeight), measurer: measurer)
                return measurement.size.height > 0 ? (details, measurement) : nil
            }
        }

        /// The status label, the details label and the button, placed where `layout` puts them.
        func parts(in layout: HUDLayout, appearance: HUDAppearance, palette: HUDPalette) -> (
            label: Label?, details: Label?, button: Button?
        ) {
            let label = all(status, layout.labelFrame).map { status, frame in
                Label(
                    text: status.text, lines: status.measurement.lines, frame: frame, color: palette.foreground,
                    font: appearance.font, pointSize: CGFloat(appearance.font.pointSize) * fontScale)
            }
            let details = all(details, layout.detailsFrame).map { details, frame in
                Label(
                    text: details.text, lines: details.measurement.lines, frame: frame,
                    color: appearance.detailsColor ?? palette.secondaryForeground, font: appearance.detailsFont,
                    pointSize: CGFloat(appearance.detailsFont.pointSize) * fontScale)
            }
            let button = all(button, layout.buttonFrame).map { button, frame in
                Button(
                    title: button.button.title, line: button.title.lines.first ?? button.button.title, frame: frame,
                    role: button.button.role, font: button.font, pointSize: CGFloat(button.font.pointSize) * fontScale,
                    titleColor: palette.foreground, fill: palette.foreground.withAlpha(buttonFillAlpha))
            }
            return (label, details, button)
        }

        private func all<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
            guard let a, let b else { return nil }
            return (a, b)
        }
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

    /// Whether `text` has a Han ideograph, kana or Hangul syllable.
    private static func hasCJK(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isCJK)
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
