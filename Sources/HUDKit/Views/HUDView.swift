#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The HUD's view: it fills its container (the app's window, the overlay window or `HUD.containerView`) and holds
/// the mask, the bezel and the bezel's indicator, image and label.
///
/// HUDKit creates it and keeps it between presentations; apps do not create it. Style it through the `UIAppearance`
/// proxy, which writes into the owning controller's `HUDAppearance` when the view moves to a window, just as the
/// static setters of ``HUD`` do:
///
/// ```swift
/// HUDView.appearance().ringThickness = 4
/// ```
///
/// In a container view the HUD stays the topmost subview: it brings itself to the front whenever it lays out and
/// once per screen refresh, so a view the app adds later never covers it. In the app's window it comes to the front
/// when it appears only, so that alerts and sheets the app presents afterwards are above it.
///
/// For VoiceOver the HUD is one element, the bezel: identifier `"HUD"`; label the status and the details, or what
/// it shows without text ("Loading", "Success", "Error", "Info", an app image's own label); value the progress
/// ("40 %"). With a blocking mask the view (and the overlay window it fills) is modal, so VoiceOver ignores the app
/// behind it, except while something the app presented afterwards covers it (an alert over a HUD in the app's
/// window), which VoiceOver must reach.
public final class HUDView: UIView {
    /// The controller whose appearance the `UIAppearance` properties read and write.
    weak var controller: HUDController?

    let maskControl = MaskControl()
    let bezel = BezelView()
    private let ring = ProgressRingView()
    private let pie = PieProgressView()
    private let bar = BarProgressView()
    private let spinner = SpinnerView()
    private let activityIndicator = UIActivityIndicatorView(style: .large)
    private let imageView = UIImageView()
    private let label = UILabel()
    private let detailsLabel = UILabel()
    let button = ButtonControl(type: .system)
    /// VoiceOver's element for the status, details and progress when the bezel also has a button (see
    /// `HUDRenderDescription.Accessibility.summaryFrame`).
    lazy var accessibilitySummary = UIAccessibilityElement(accessibilityContainer: bezel)
    /// The app's view in the bezel, if one is shown.
    var customView: UIView?
    private var applied: HUDRenderDescription?
    private let siblingWatch = SiblingWatch()

    init(controller: HUDController) {
        self.controller = controller
        super.init(frame: .zero)
        maskControl.frame = bounds
        maskControl.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        maskControl.onTouchDown = { [weak self] point in
            guard let self else { return }
            self.controller?.touchDown(at: point, bezel: presentedBezel)
        }
        maskControl.onTouchUp = { [weak self] point in
            guard let self else { return }
            self.controller?.touchUp(at: point, bezel: presentedBezel)
        }
        addSubview(maskControl)
        addSubview(bezel)
        for part in [ring, pie, bar, spinner, activityIndicator, imageView, label, detailsLabel, button] {
            part.isHidden = true
            bezel.contentView.addSubview(part)
        }
        imageView.contentMode = .scaleAspectFit
        for text in [label, detailsLabel] {
            text.numberOfLines = 0
            text.textAlignment = .center
            text.adjustsFontForContentSizeCategory = true
        }
        button.titleLabel?.lineBreakMode = .byTruncatingTail
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.addAction(UIAction { [weak self] _ in self?.controller?.buttonTapped() }, for: .touchUpInside)
        bezel.isAccessibilityElement = true
        bezel.accessibilityTraits = .hudUpdatesFrequently
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("HUDView is created by HUDKit only")
    }

    /// Whether the HUD is faded out: a transparent mask and a faded bezel (see `BezelView.isFaded`; the view's own
    /// `alpha` stays 1 so that the bezel keeps its blur while it fades). Set it inside an animation block to fade.
    var isFaded: Bool {
        get { bezel.isFaded }
        set {
            maskControl.isFaded = newValue
            bezel.isFaded = newValue
        }
    }

    /// Forgets the frame applied last, so that the next ``apply(_:)`` sets every part (and restarts the spinner's
    /// animations): the view is reused for the next presentation.
    func prepareForReuse() {
        applied = nil
    }

    /// Applies one frame of the HUD, touching only the parts that differ from the frame applied before (a
    /// progress tick changes the ring alone); a change of size while the HUD shows animates for the frame's
    /// `transition.resizeDuration`.
    func apply(_ render: HUDRenderDescription) {
        let duration = applied == nil ? 0 : render.transition.resizeDuration
        UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            self.applyParts(render)
        }
    }

    private func applyParts(_ render: HUDRenderDescription) {
        let previous = applied
        applied = render
        bringToFront()
        if render.mask != previous?.mask || render.canvas != previous?.canvas {
            maskControl.apply(render.mask, canvas: render.canvas)
        }
        if render.bezel != previous?.bezel {
            bezel.apply(render.bezel)
        }
        applyIndicator(render.indicator)
        if render.image != previous?.image {
            applyImage(render.image)
        }
        if render.label != previous?.label {
            apply(render.label, to: label)
        }
        if render.details != previous?.details {
            apply(render.details, to: detailsLabel)
        }
        if render.button != previous?.button {
            applyButton(render.button)
        }
        if render.customView != previous?.customView {
            applyCustomView(render.customView)
        }
        if render.motionEffectAmplitude != previous?.motionEffectAmplitude {
            bezel.applyMotionEffect(amplitude: render.motionEffectAmplitude)
        }
        applyAccessibility(render.accessibility, previous: previous?.accessibility)
    }

    private func applyImage(_ part: HUDRenderDescription.Image?) {
        imageView.isHidden = part == nil
        guard let part else { return }
        imageView.frame = part.frame
        imageView.image = controller?.image(for: part.kind)?
            .withRenderingMode(part.tint == nil ? .alwaysOriginal : .alwaysTemplate)
        imageView.tintColor = part.tint.map(UIColor.init)
        imageView.drawGlyph(part)
    }

    private func apply(_ part: HUDRenderDescription.Label?, to label: UILabel) {
        label.isHidden = part == nil
        guard let part else { return }
        // HUDCore decides the paragraph's direction from the text, so a right-to-left status is laid out (and
        // truncated, at its logical end) right to left whatever the app's language.
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.baseWritingDirection = NSWritingDirection(part.direction)
        var attributes: [NSAttributedString.Key: Any] = [
            .paragraphStyle: paragraph, .foregroundColor: UIColor(part.color),
        ]
        attributes[.font] = controller?.statusFont.scaled(part.font, for: traitCollection).withTabularDigits
        label.attributedText = NSAttributedString(string: part.text, attributes: attributes)
        label.frame = part.frame
    }

    private func applyIndicator(_ indicator: HUDRenderDescription.Indicator) {
        let appShows = controller?.applyAppIndicator(indicator, in: bezel.contentView) == true
        let shown: UIView?
        switch appShows ? .none : indicator {
        case .none:
            shown = nil
        case .ring(let part):
            ring.apply(part)
            shown = ring
        case .pie(let part):
            pie.apply(part)
            shown = pie
        case .bar(let part):
            bar.apply(part)
            shown = bar
        case .spinner(let part):
            spinner.apply(part)
            shown = spinner
        case .native(let center, let color):
            activityIndicator.center = center
            activityIndicator.color = UIColor(color)
            shown = activityIndicator
        }
        for part in [ring, pie, bar, spinner, activityIndicator] as [UIView] {
            part.isHidden = part !== shown
        }
        if shown === activityIndicator {
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
        }
    }

    /// Where a touch lands is HUDCore's decision: outside the bezel with mask `.none` the touch passes through to
    /// the views (or windows) below; anywhere else the mask control receives it.
    override public func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        switch hitTestResult(at: point) {
        case .passThrough: nil
        case .mask, .bezel: maskControl
        case .button: button
        }
    }

    /// HUDCore's classification of `point` against the bezel where it is on screen (see ``presentedBezel``);
    /// `.passThrough` before the first frame.
    private func hitTestResult(at point: CGPoint) -> HUDRenderDescription.HitTestResult {
        let presented = presentedBezel
        guard let session = controller?.session else { return .passThrough }
        return session.hitTest(point, bezelOffset: presented.offset, scale: presented.scale)
    }

    /// Where the bezel is on screen, from its presentation layer: how far its centre is from where the last frame
    /// laid it out (the motion effect's tilt, a running animation) and its scale (a zoom transition; the bezel is
    /// only ever scaled, never rotated). No offset before the first frame.
    var presentedBezel: (offset: HUDOffset, scale: CGFloat) {
        let presented = bezel.layer.presentation() ?? bezel.layer
        guard let laidOut = applied?.bezel.frame.center else { return (.zero, presented.transform.m11) }
        let offset = HUDOffset(
            horizontal: presented.position.x - laidOut.x, vertical: presented.position.y - laidOut.y)
        return (offset, presented.transform.m11)
    }

    /// Whether the HUD keeps itself the topmost subview of its superview while it shows (a container view, as
    /// ``HUDHostPlan`` decides), instead of only coming to the front when it appears (the app's window, where what
    /// the app presents afterwards goes above it). `false` by default.
    var keepsInFront = false

    /// Whether a view added to the superview after the HUD is above it (an alert over a HUD in the app's window).
    var isCoveredBySibling: Bool {
        guard let superview else { return false }
        return superview.subviews.last !== self
    }

    /// Watches the siblings while the HUD shows in a container or the app's window (`false` stops): see
    /// ``SiblingWatch``.
    func watchSiblings(_ isOn: Bool) {
        if isOn { siblingWatch.start(self) } else { siblingWatch.stop() }
    }

    /// A sibling came above the HUD or went: HUDCore decides whether the HUD stays modal for VoiceOver.
    func coverDidChange() {
        controller?.host.containerDidChange()
    }

    /// Keeps the HUD the topmost subview of its container (a no-op when it is already), if it keeps in front.
    private func bringToFront() {
        guard keepsInFront, isCoveredBySibling, let superview else { return }
        superview.bringSubviewToFront(self)
    }

    /// Comes to the front, and reports a new size of the container to HUDCore, which lays the HUD out again.
    override public func layoutSubviews() {
        super.layoutSubviews()
        bringToFront()
        controller?.host.containerDidChange()
    }

    /// Reports new safe-area insets to HUDCore.
    override public func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        controller?.host.containerDidChange()
    }

    /// Reports a new interface style or content size category to HUDCore (`.automatic` follows it live).
    override public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        controller?.host.containerDidChange()
    }
}
#endif  // canImport(UIKit)
