#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The assignments of a bezel's image, texts and button, shared by the HUD's view and the messages view: each shows a
// part of HUDCore's frame, or hides it with nothing of it left to read (`nil`).

extension UIImageView {
    /// Shows an image part drawn with `image` (template-rendered when HUDCore tints it), or hides it (`nil`).
    func show(_ part: HUDRenderDescription.Image?, image: UIImage?) {
        isHidden = part == nil
        self.image = part.flatMap { part in
            image?.withRenderingMode(part.tint == nil ? .alwaysOriginal : .alwaysTemplate)
        }
        tintColor = part?.tint.map(UIColor.init)
        guard let part else { return }
        frame = part.frame
        drawGlyph(part)
    }
}

extension UILabel {
    /// Shows a text part in `font` (the status or details font, scaled for Dynamic Type), with HUDCore's colour,
    /// frame and paragraph direction, or hides it without text (`nil`).
    func show(_ part: HUDRenderDescription.Label?, font: UIFont?) {
        isHidden = part == nil
        guard let part else {
            attributedText = nil
            return
        }
        // HUDCore decides the paragraph's direction from the text, so a right-to-left status is laid out (and
        // truncated, at its logical end) right to left whatever the app's language.
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = NSTextAlignment(part.alignment)
        paragraph.baseWritingDirection = NSWritingDirection(part.direction)
        var attributes: [NSAttributedString.Key: Any] = [
            .paragraphStyle: paragraph, .foregroundColor: UIColor(part.color),
        ]
        attributes[.font] = font
        attributedText = NSAttributedString(string: part.text, attributes: attributes)
        frame = part.frame
    }
}

extension UIButton {
    /// Shows a button part with its title in `font` (the font HUDCore measured it with, scaled for Dynamic Type),
    /// or hides it without a title (`nil`).
    func show(_ part: HUDRenderDescription.Button?, font: UIFont?) {
        isHidden = part == nil
        guard let part else {
            setAttributedTitle(nil, for: .normal)
            accessibilityLabel = nil
            return
        }
        frame = part.frame
        layer.cornerRadius = part.cornerRadius
        backgroundColor = UIColor(part.fill)
        var attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor(part.titleColor)]
        attributes[.font] = font
        setAttributedTitle(NSAttributedString(string: part.title, attributes: attributes), for: .normal)
        accessibilityLabel = part.title
    }
}
#endif  // canImport(UIKit)
