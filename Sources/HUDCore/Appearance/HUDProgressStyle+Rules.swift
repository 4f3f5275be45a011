import Foundation

/// Every rule that differs per progress style, as the style's own constants in one exhaustive `switch` (no
/// `default`): which part draws it and with what, and its line in the gallery. The layout, the HUD's drawing, the
/// part drawn alone (HUDKit's `HUDProgressView`, its intrinsic size) and the preview tool read them from here, so a
/// new style that draws with one of the parts is a case in ``HUDProgressStyle`` and a row here.
extension HUDProgressStyle {
    /// Which determinate part draws a style, with the style's constants.
    enum Drawing: Equatable, Sendable {
        /// A ring (``HUDRenderDescription/Ring``) with the layout's outer edge: `widthScale` times the ring's line
        /// width, with `lineCap` ends, over a track at `trackAlpha`.
        case ring(widthScale: CGFloat, lineCap: HUDRenderDescription.LineCap, trackAlpha: Double)
        /// A pie (``HUDRenderDescription/Pie``): the ring's outline at `trackAlpha` and a sector inside it.
        case pie(trackAlpha: Double)
        /// A bar (``HUDRenderDescription/Bar``) of `size`, centred in its box in the HUD (filling the bounds drawn
        /// alone), its outline the ring's line width up to `maximumLineWidth`.
        case bar(size: CGSize, maximumLineWidth: CGFloat)
    }

    /// What one style answers.
    struct Rules: Equatable, Sendable {
        /// The part that draws it, with its constants.
        var drawing: Drawing
        /// One sentence on the style, for the preview gallery's caption.
        var summary: String
    }

    /// The rules of this style.
    var rules: Rules {
        switch storage {
        case .ring:
            Rules(
                drawing: .ring(widthScale: 1, lineCap: .round, trackAlpha: HUDRenderDescription.trackAlpha),
                summary: "SVProgressHUD's thin ring with round ends over a faint track (the default).")
        case .annular:
            Rules(
                drawing: .ring(widthScale: 1, lineCap: .square, trackAlpha: HUDRenderDescription.annularTrackAlpha),
                summary: "MBProgressHUD's annular ring: 2 pt with square ends over a clearly visible track.")
        case .pie:
            Rules(
                drawing: .pie(trackAlpha: HUDRenderDescription.annularTrackAlpha),
                summary: "MBProgressHUD's pie: a sector filled clockwise from 12 o'clock inside a circle outline.")
        case .bar:
            Rules(
                drawing: .bar(size: HUDLayout.barSize, maximumLineWidth: 2),
                summary: "MBProgressHUD's horizontal bar: a rounded 120 × 10 pt outline filled from the left.")
        }
    }

    /// The room the style takes above the label: the ring box for the round styles, the bar's box for a bar.
    var layout: HUDLayout.ContentKind {
        switch rules.drawing {
        case .ring, .pie: .ring
        case .bar: .bar
        }
    }

    /// The size of the style drawn alone (HUDKit's `HUDProgressView.intrinsicContentSize`): MBProgressHUD's 37 × 37
    /// for the round styles, the bar's own size (120 × 10) for a bar.
    package var standaloneSize: CGSize {
        switch rules.drawing {
        case .ring, .pie: CGSize(width: 37, height: 37)
        case .bar(let size, _): size
        }
    }

    /// One sentence on the style, for the preview gallery's caption.
    package var summary: String { rules.summary }
}
