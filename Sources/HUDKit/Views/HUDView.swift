#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The HUD's view: it fills its container (the app's window, the overlay window or `HUD.containerView`) and holds
/// the mask, the bezel and the bezel's indicator, image and label.
///
/// HUDKit creates it and keeps it between presentations; apps do not create it. The first frame of each
/// presentation sets every part of it, so nothing of the previous one shows again. It draws what its owner's content
/// store holds and reports touches through closures, holding no reference back to its owner. Style it through the
/// `UIAppearance` proxy, which writes into the owning controller's `HUDAppearance` when the view moves to a window,
/// just as the static setters of ``HUD`` do:
///
/// ```swift
/// HUDView.appearance().ringThickness = 4
/// ```
///
/// In a container view the HUD stays the topmost subview: it brings itself to the front whenever it lays out and
/// once per screen refresh, so a view the app adds later never covers it. In the app's window it comes to the front
/// at every explicit show and over what came while it appeared only, so that alerts and sheets the app presents
/// afterwards are above it (HUDCore's `HUDStacking`).
///
/// For VoiceOver the HUD is one element, the bezel: identifier `"HUD"`; label the status and the details, or what
/// it shows without text ("Loading", "Success", "Error", "Info", an app image's own label); value the progress
/// ("40 %"). With a blocking mask the view (and the overlay window it fills) is modal, so VoiceOver ignores the app
/// behind it, except while something the app presented afterwards covers it (an alert over a HUD in the app's
/// window), which VoiceOver must reach.
public final class HUDView: UIView {
    /// What the view draws with: the app's images and views, the fonts, the words VoiceOver reads.
    let assets: HUDAssetStore
    /// What the view reports to its owner.
    let events: Events
    /// The frame the view shows (the last one applied), whose rules say which touches it takes; `nil` before the
    /// first frame of each install.
    private(set) var shown: HUDRenderDescription?
    /// Whether the host is fading the view out (a fade-out began and no fade-in reversed it).
    var isFadingOut = false

    let maskControl = MaskControl()
    let bezel = BezelView()
    /// The indicator views, one per kind of drawn part, made as they are needed.
    let indicators = IndicatorViews()
    let imageView = UIImageView()
    let label = UILabel()
    let detailsLabel = UILabel()
    let button = ButtonControl(type: .system)
    /// The app's view in the bezel, if one is shown.
    var customView: UIView?
    /// The constraints that place ``customView`` when HUDCore places it by constraints.
    var customViewConstraints: [NSLayoutConstraint] = []

    init(assets: HUDAssetStore, events: Events) {
        self.assets = assets
        self.events = events
        super.init(frame: .zero)
        maskControl.frame = bounds
        maskControl.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        maskControl.onTouchDown = { [weak self] point in
            guard let self else { return }
            let bezel = presentedBezel
            events.touchDown(point, bezel.offset, bezel.scale)
        }
        maskControl.onTouchUp = { [weak self] point in
            guard let self else { return }
            let bezel = presentedBezel
            events.touchUp(point, bezel.offset, bezel.scale)
        }
        addSubview(maskControl)
        addSubview(bezel)
        indicators.container.frame = bezel.contentView.bounds
        bezel.contentView.addSubview(indicators.container)
        bezel.holdParts(image: imageView, texts: [label, detailsLabel], button: button)
        for text in [label, detailsLabel] {
            text.textAlignment = .center
        }
        button.titleLabel?.lineBreakMode = .byTruncatingTail
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.addAction(UIAction { [events] _ in events.buttonTapped() }, for: .touchUpInside)
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

    /// Applies one frame of the HUD: carries out the part changes HUDCore computed (``HUDPartChanges``), which set
    /// every part after each install, so that nothing of an earlier presentation survives in this kept view; a
    /// change of size while the HUD shows animates for the changes' `resizeDuration`, and a part that enters
    /// (`HUDPartChanges.entering`) is set where it belongs at once and fades in over that time.
    func apply(_ frame: HUDRenderDescription, changes: HUDPartChanges) {
        shown = frame
        var parts = Parts(view: self)
        guard !changes.entering.isEmpty else {
            return animateResize(changes.resizeDuration) { changes.apply(frame, to: &parts) }
        }
        let (entering, moving) = changes.splitEntering()
        let fading = views(of: entering.entering)
        UIView.performWithoutAnimation {
            entering.apply(frame, to: &parts)
            for view in fading { view.alpha = 0 }
        }
        animateResize(changes.resizeDuration) {
            moving.apply(frame, to: &parts)
            for view in fading { view.alpha = 1 }
        }
    }

    /// Moves the progress of the frame shown in place (a progress tick, ``HUDRenderDescription/tick(to:)``) and
    /// carries out what changed: the indicator, and its accessibility value when the percentage changed.
    func moveProgress(to fraction: Double) {
        guard let changes = shown?.tick(to: fraction), let frame = shown else { return }
        var parts = Parts(view: self)
        animateResize(changes.resizeDuration) { changes.apply(frame, to: &parts) }
    }

    /// Runs `changes` in an animation of `duration` from where the views are, keeping the HUD in front.
    private func animateResize(_ duration: TimeInterval, _ changes: @escaping () -> Void) {
        UIView.animate(
            withDuration: duration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]
        ) {
            self.bringToFront()
            changes()
        }
    }

    /// The HUD's own views that show `parts` (the app's view keeps the alpha the app gave it: it enters unfaded).
    private func views(of parts: HUDPartChanges.Parts) -> [UIView] {
        let all: [(HUDPartChanges.Parts, UIView)] = [
            (.image, imageView), (.label, label), (.details, detailsLabel), (.button, button),
        ]
        return all.compactMap { part, view in parts.contains(part) ? view : nil }
    }

    /// Where a touch lands is HUDCore's decision: outside the bezel with mask `.none` the touch passes through to
    /// the views (or windows) below; anywhere else the mask control receives it.
    override public func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        switch hitTestResult(at: point) {
        case .passThrough: nil
        case .mask, .bezel: maskControl
        case .button: button
        case .customContent: customView.flatMap { $0.hitTest(convert(point, to: $0), with: event) } ?? maskControl
        }
    }

    /// HUDCore's classification of `point` by the frame shown, against the bezel where it is on screen (see
    /// ``presentedBezel``); `.passThrough` before the first frame.
    private func hitTestResult(at point: CGPoint) -> HUDRenderDescription.HitTestResult {
        let presented = presentedBezel
        return shown?.hitTest(point, bezelOffset: presented.offset, scale: presented.scale, fadingOut: isFadingOut)
            ?? .passThrough
    }

    /// A new install begins: the view shows no frame until the first one of this install is applied, and is not
    /// fading out.
    func forgetFrame() {
        shown = nil
        isFadingOut = false
    }

    /// Where the bezel is on screen, from its presentation layer: how far its centre is from where the last frame
    /// laid it out (its model layer's position: the motion effect's tilt, a running animation) and its scale (a
    /// zoom transition; the bezel is only ever scaled, never rotated).
    var presentedBezel: (offset: HUDOffset, scale: CGFloat) {
        let presented = bezel.layer.presentation() ?? bezel.layer
        let laidOut = bezel.layer.position
        let offset = HUDOffset(
            horizontal: presented.position.x - laidOut.x, vertical: presented.position.y - laidOut.y)
        return (offset, presented.transform.m11)
    }

    /// Whether the HUD keeps itself the topmost subview of its superview while it shows (a container view, as
    /// ``HUDHostPlan`` decides), instead of only coming to the front when it appears (the app's window, where what
    /// the app presents afterwards goes above it). `false` by default.
    var keepsInFront = false

    /// The messages layer of the same owner, which sits right above the HUD when both are in one container (a view's
    /// message above that view's HUD, HUDCore's `HUDStacking.layers`); held weakly. `nil` by default.
    weak var messagesLayer: UIView?

    /// Whether a view added to the superview after the HUD is above it (an alert over a HUD in the app's window); the
    /// owner's messages layer right above it is not (`HUDStacking.isHUDCovered(top:belowTop:)`).
    var isCoveredBySibling: Bool {
        guard let superview, let top = superview.subviews.last else { return false }
        let belowTop = superview.subviews.dropLast().last
        return HUDStacking.isHUDCovered(top: stackingLayer(of: top), belowTop: belowTop.map(stackingLayer(of:)))
    }

    /// Brings the HUD to the front of its superview, then its messages layer above it when that is there too
    /// (`HUDStacking.layers`).
    func bringLayersToFront() {
        guard let superview else { return }
        for layer in HUDStacking.layers {
            guard let view = layer == .hud ? self : messagesLayer, view.superview === superview else { continue }
            superview.bringSubviewToFront(view)
        }
    }

    /// What `view` is, as HUDCore's stacking rules see it.
    private func stackingLayer(of view: UIView) -> HUDStacking.Layer {
        if view === self { return .hud }
        return view === messagesLayer ? .messages : .app
    }

    /// Keeps the HUD the topmost subview of its container, under its messages (a no-op when it is already), if it
    /// keeps in front.
    private func bringToFront() {
        guard keepsInFront, isCoveredBySibling else { return }
        bringLayersToFront()
    }

    /// Comes to the front, and reports a new size of the container to HUDCore, which lays the HUD out again.
    override public func layoutSubviews() {
        super.layoutSubviews()
        bringToFront()
        events.containerDidChange()
    }

    /// Reports new safe-area insets to HUDCore.
    override public func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        events.containerDidChange()
    }

    /// Reports a new interface style or content size category to HUDCore (`.automatic` follows it live).
    override public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        events.containerDidChange()
    }
}
#endif  // canImport(UIKit)
