import Foundation

// The indicator of a frame and the one description of each drawn part: its box, colour, progress, dump line and
// SVG drawing (``HUDRenderDescription/IndicatorPart``). The dump, the SVG renderer, an app's own indicator and a
// progress tick all read a part through it, so a new drawn part is one case here and one file of its own (plus its
// view in HUDKit's `IndicatorViews`); each requirement has no default, so it does not compile until it answers all.
extension HUDRenderDescription {
    /// The indicator.
    public enum Indicator: Equatable, Sendable {
        /// No indicator (image and text-only HUDs).
        case none
        /// The progress ring (``HUDProgressStyle/ring`` and ``HUDProgressStyle/annular``).
        case ring(Ring)
        /// The progress pie (``HUDProgressStyle/pie``).
        case pie(Pie)
        /// The horizontal progress bar (``HUDProgressStyle/bar``).
        case bar(Bar)
        /// The flat indefinite spinner.
        case spinner(Spinner)
        /// The system activity indicator in `color`, centred at `center` (bezel coordinates).
        case native(center: CGPoint, color: HUDColor)
    }

    /// What every drawn indicator part answers, each without a default.
    protocol IndicatorPart: Sendable {
        /// Where the part draws, in bezel coordinates: the square around a round part's outer edge, the bar's
        /// frame. An app's own indicator (HUDKit's `HUDIndicatorView`) takes this place.
        var box: CGRect { get }
        /// The part's colour (the ring's, not its track's).
        var color: HUDColor { get }
        /// The fraction of a determinate progress drawn (`0...1`); `nil` for indefinite work.
        var progress: Double? { get }
        /// The dump's indicator line after `indicator ` (``HUDRenderDescription/description``).
        var dumpLine: String { get }
        /// The part's SVG elements (``HUDSVGRenderer``); ids start with `prefix`.
        func svg(options: HUDSVGRenderer.Options, prefix: String) -> [String]
    }

    /// The system's large activity indicator as a part (``Indicator/native(center:color:)``).
    struct NativeIndicator: IndicatorPart {
        var center: CGPoint
        var color: HUDColor
        var box: CGRect { HUDRenderDescription.square(around: center, half: HUDLayout.nativeIndicatorSide / 2) }
        var progress: Double? { nil }
    }

    /// The square of side `2 × half` centred at `center`: a round part's box.
    static func square(around center: CGPoint, half: CGFloat) -> CGRect {
        CGRect(x: center.x - half, y: center.y - half, width: 2 * half, height: 2 * half)
    }
}

extension HUDRenderDescription.Indicator {
    /// The one `switch` from an indicator to the part that draws it; `nil` for `.none`.
    var part: (any HUDRenderDescription.IndicatorPart)? {
        switch self {
        case .none: nil
        case .ring(let ring): ring
        case .pie(let pie): pie
        case .bar(let bar): bar
        case .spinner(let spinner): spinner
        case .native(let center, let color): HUDRenderDescription.NativeIndicator(center: center, color: color)
        }
    }

    /// The fraction of a determinate progress drawn (`0...1`), whatever its style; `nil` for the spinner and no
    /// indicator, where setting it does nothing. A tick sets it alone (``HUDRenderDescription/updateProgress(_:)``),
    /// without going through `part`, so that it allocates nothing.
    public var strokeEnd: Double? {
        get {
            switch self {
            case .ring(let ring): ring.progress
            case .pie(let pie): pie.progress
            case .bar(let bar): bar.progress
            case .spinner(let spinner): spinner.progress
            case .none, .native: nil
            }
        }
        set {
            guard let newValue else { return }
            switch self {
            case .ring(var ring):
                ring.strokeEnd = newValue
                self = .ring(ring)
            case .pie(var pie):
                pie.strokeEnd = newValue
                self = .pie(pie)
            case .bar(var bar):
                bar.strokeEnd = newValue
                self = .bar(bar)
            case .none, .spinner, .native:
                return
            }
        }
    }

    /// Where an app's own indicator goes in the bezel (HUDKit's `HUDIndicatorView`) and what it shows, in place of
    /// this part: the part's box, and `nil` progress for the spinners (indefinite work) or the fraction of a
    /// determinate one. `nil` when there is no indicator (an image, a custom view, text only).
    ///
    /// ```swift
    /// render.indicator.appIndicator // (frame: (22, 12, 40, 40), progress: 0.4)
    /// ```
    public var appIndicator: (frame: CGRect, progress: Double?)? {
        part.map { ($0.box, $0.progress) }
    }

    /// The part's colour (the ring's, not its track's); `nil` without an indicator.
    public var color: HUDColor? { part?.color }
}

extension HUDRenderDescription.Ring: HUDRenderDescription.IndicatorPart {
    var box: CGRect { HUDRenderDescription.square(around: center, half: radius + lineWidth / 2) }
    var progress: Double? { strokeEnd }
}

extension HUDRenderDescription.Pie: HUDRenderDescription.IndicatorPart {
    var box: CGRect { HUDRenderDescription.square(around: center, half: radius + lineWidth / 2) }
    var progress: Double? { strokeEnd }
}

extension HUDRenderDescription.Bar: HUDRenderDescription.IndicatorPart {
    var box: CGRect { frame }
    var progress: Double? { strokeEnd }
}

extension HUDRenderDescription.Spinner: HUDRenderDescription.IndicatorPart {
    var box: CGRect { HUDRenderDescription.square(around: center, half: radius + lineWidth / 2) }
    var progress: Double? { nil }
}
