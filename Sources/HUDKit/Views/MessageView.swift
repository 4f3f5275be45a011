#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The messages layer: it fills its window (or container) and holds one pill, the bezel with its glyph, text,
/// details and button, as HUDCore lays them out. It never takes a touch outside the pill, and on the pill only
/// when the message takes touches (HUDCore's `HUDMessageSession.hitTest`): a tap, a swipe or the button.
///
/// For VoiceOver the pill is one element, identifier `"HUDMessage"`, labelled with the message's text; the lane
/// announces each message once when it appears.
final class MessageView: UIView {
    private weak var host: MessageHost?
    let bezel = BezelView()
    private let imageView = UIImageView()
    private let label = UILabel()
    private let detailsLabel = UILabel()
    private let button = UIButton(type: .system)
    private var applied: HUDRenderDescription?

    init(host: MessageHost) {
        self.host = host
        super.init(frame: .zero)
        addSubview(bezel)
        for part in [imageView, label, detailsLabel, button] {
            part.isHidden = true
            bezel.contentView.addSubview(part)
        }
        imageView.contentMode = .scaleAspectFit
        for text in [label, detailsLabel] {
            text.numberOfLines = 0
            text.adjustsFontForContentSizeCategory = true
        }
        button.titleLabel?.lineBreakMode = .byTruncatingTail
        button.addAction(UIAction { [weak self] _ in self?.lane?.buttonTapped() }, for: .touchUpInside)
        bezel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        for direction in [UISwipeGestureRecognizer.Direction.up, .down, .left, .right] {
            let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swiped))
            swipe.direction = direction
            bezel.addGestureRecognizer(swipe)
        }
        bezel.isAccessibilityElement = true
        bezel.accessibilityIdentifier = "HUDMessage"
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

    /// Applies one frame of the message, touching only the parts that changed.
    func apply(_ render: HUDRenderDescription) {
        let previous = applied
        applied = render
        if render.bezel != previous?.bezel { bezel.apply(render.bezel) }
        if render.image != previous?.image {
            imageView.isHidden = render.image == nil
            if let part = render.image {
                imageView.frame = part.frame
                imageView.image = host?.image(for: part.kind)?
                    .withRenderingMode(part.tint == nil ? .alwaysOriginal : .alwaysTemplate)
                imageView.tintColor = part.tint.map(UIColor.init)
            }
        }
        if render.label != previous?.label { show(render.label, in: label) }
        if render.details != previous?.details { show(render.details, in: detailsLabel) }
        if render.button != previous?.button {
            button.isHidden = render.button == nil
            if let part = render.button {
                button.frame = part.frame
                button.setTitle(part.line, for: .normal)
                button.setTitleColor(UIColor(part.titleColor), for: .normal)
                button.backgroundColor = UIColor(part.fill)
                button.layer.cornerRadius = part.cornerRadius
            }
        }
        bezel.accessibilityLabel = host?.words(for: render.accessibility.label)
    }

    /// A text part: the words in the status font scaled for Dynamic Type, the paragraph's direction from HUDCore.
    private func show(_ part: HUDRenderDescription.Label?, in text: UILabel) {
        text.isHidden = part == nil
        guard let part else { return }
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.baseWritingDirection = NSWritingDirection(part.direction)
        var attributes: [NSAttributedString.Key: Any] = [
            .paragraphStyle: paragraph, .foregroundColor: UIColor(part.color),
        ]
        attributes[.font] = host?.assets.statusFont.scaled(part.font, for: traitCollection)
        text.attributedText = NSAttributedString(string: part.text, attributes: attributes)
        text.frame = part.frame
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
#endif  // canImport(UIKit)
