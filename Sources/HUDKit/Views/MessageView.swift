#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The messages layer: it fills its window (or container) and holds one pill, the bezel with its glyph, text,
/// details and button, as HUDCore lays them out. It never takes a touch outside the pill, and on the pill only
/// when the message takes touches (HUDCore's `HUDMessageSession.hitTest`): a tap, a swipe or the button.
///
/// For VoiceOver the pill is one element, identifier `"HUDMessage"`, labelled with the message's text, or, with a
/// button, a container of that summary and the button (HUDCore's frame says which); the lane announces each message
/// once when it appears.
final class MessageView: UIView {
    private weak var host: MessageHost?
    let bezel = BezelView()
    private let imageView = UIImageView()
    private let label = UILabel()
    private let detailsLabel = UILabel()
    private let button = ButtonControl(type: .system)
    private var applied: HUDRenderDescription?

    init(host: MessageHost) {
        self.host = host
        super.init(frame: .zero)
        addSubview(bezel)
        bezel.holdParts(image: imageView, texts: [label, detailsLabel], button: button)
        button.titleLabel?.lineBreakMode = .byTruncatingTail
        button.addAction(UIAction { [weak self] _ in self?.lane?.buttonTapped() }, for: .touchUpInside)
        bezel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        for direction in [UISwipeGestureRecognizer.Direction.up, .down, .left, .right] {
            let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swiped))
            swipe.direction = direction
            bezel.addGestureRecognizer(swipe)
        }
        bezel.isAccessibilityElement = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("MessageView is created by HUDKit only")
    }

    private var lane: HUDMessageSession? { host?.lane }

    /// Whether the pill is faded out (see `BezelView.isFaded`). Set it inside an animation block to fade.
    var isFaded: Bool {
        get { bezel.isFaded }
        set { bezel.isFaded = newValue }
    }

    /// Applies one frame of the message: carries out the part changes HUDCore computed (``HUDPartChanges``), as
    /// ``HUDView`` does; they set every part for a message's first frame.
    func apply(_ render: HUDRenderDescription, changes: HUDPartChanges) {
        applied = render
        var parts = Parts(view: self)
        changes.apply(render, to: &parts)
    }

    /// Where a touch lands is HUDCore's decision: the app below, except on a pill that takes touches.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let presented = bezel.layer.presentation() ?? bezel.layer
        let offset = applied.map { render in
            HUDOffset(
                horizontal: presented.position.x - render.bezel.frame.midX,
                vertical: presented.position.y - render.bezel.frame.midY)
        }
        switch lane?.hitTest(point, bezelOffset: offset ?? .zero, scale: presented.transform.m11) {
        case .bezel: return bezel
        case .button: return button
        case .passThrough, .mask, .customContent, nil: return nil
        }
    }

    @objc private func tapped() {
        lane?.tapped()
    }

    @objc private func swiped() {
        lane?.swiped()
    }

    /// A new size, safe area or traits: the lane lays the message out again.
    override func layoutSubviews() {
        super.layoutSubviews()
        host?.environmentDidChange()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        host?.environmentDidChange()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        host?.environmentDidChange()
    }
}
extension MessageView {
    /// What HUDCore's part changes are carried out on for a message: the pill's image, texts, button and
    /// accessibility. A message's frame has no mask, indicator or app view (``HUDRenderDescription``'s message
    /// builder), so those requirements have nothing to assign.
    @MainActor
    struct Parts: HUDPartTarget {
        let view: MessageView

        func setMask(_ mask: HUDRenderDescription.Mask, canvas: CGRect) {}

        func setBezel(_ bezel: HUDRenderDescription.Bezel) {
            view.bezel.apply(bezel)
        }

        func setIndicator(_ indicator: HUDRenderDescription.Indicator) {}

        func setImage(_ image: HUDRenderDescription.Image?) {
            view.imageView.show(image, image: image.flatMap { view.host?.image(for: $0.kind) })
        }

        func setLabel(_ label: HUDRenderDescription.Label?) {
            view.label.show(label, font: label.flatMap(view.font(for:)))
        }

        func setDetails(_ details: HUDRenderDescription.Label?) {
            view.detailsLabel.show(details, font: details.flatMap(view.font(for:)))
        }

        func setButton(_ part: HUDRenderDescription.Button?) {
            view.button.show(
                part, font: part.flatMap { view.host?.assets.statusFont.scaled($0.font, for: view.traitCollection) })
        }

        func setCustomView(_ customView: HUDRenderDescription.CustomView?) {}

        func setMotionEffect(amplitude: CGFloat) {
            view.bezel.applyMotionEffect(amplitude: amplitude)
        }

        func setAccessibilityValue(percent: Int?) {
            view.bezel.applyAccessibilityValue(percent: percent)
        }

        func setAccessibility(_ accessibility: HUDPartChanges.AccessibilityPart) {
            let words = view.host?.words(for: accessibility.label) ?? ""
            view.bezel.applyAccessibility(accessibility, label: words, in: view, button: view.button, customView: nil)
        }
    }

    /// A text part's font: the status font scaled for Dynamic Type.
    fileprivate func font(for part: HUDRenderDescription.Label) -> UIFont? {
        host?.assets.statusFont.scaled(part.font, for: traitCollection)
    }
}
#endif  // canImport(UIKit)
