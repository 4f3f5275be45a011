import Foundation

extension HUDRenderDescription {
    /// What a kind of indicator draws in the content box: its indicator drawing, its image or the app's view. At
    /// most one is not empty.
    struct ContentParts {
        var indicator = Indicator.none
        var image: Image?
        var customView: CustomView?
    }

    /// The one exhaustive `switch` from a kind of indicator to the parts it draws, laid out in the layout's
    /// content box (nothing without one): the spinner (flat or native), a determinate progress in the appearance's
    /// style, an image, the app's view, or nothing (the text kinds).
    static func contentParts(
        of indicator: HUDIndicator, layout: HUDLayout, appearance: HUDAppearance, palette: HUDPalette,
        options: HUDOptions
    ) -> ContentParts {
        guard let box = layout.contentFrame else { return ContentParts() }
        let center = CGPoint(x: box.midX, y: box.midY)
        let color = palette.foregroundImage
        switch indicator.storage {
        case .spinner where appearance.animationType == .native:
            return ContentParts(indicator: .native(center: center, color: color))
        case .spinner:
            return ContentParts(
                indicator: .spinner(
                    Spinner(
                        center: center, radius: layout.ringRadius, lineWidth: layout.ringThickness, color: color,
                        startAngle: 3 * .pi / 2, endAngle: .pi / 2 + 5 * .pi, strokeStart: 0.015...0.515,
                        strokeEnd: 0.485...0.985, strokeDuration: 1, rotationDuration: 1)))
        case .progress(let fraction):
            return ContentParts(
                indicator: progress(fraction, style: appearance.progressStyle, in: box, layout: layout, color: color))
        case .image(let image):
            return ContentParts(
                image: Image(kind: image, frame: box, tint: appearance.shouldTintImages ? color : nil))
        case .customView(let view):
            return ContentParts(
                customView: CustomView(
                    id: view.id, frame: box, tint: appearance.tintsCustomView ? color : nil,
                    placement: view.placement, colorScheme: customViewColorScheme(for: palette.foreground),
                    isInteractive: options.customViewIsInteractive))
        case .text, .none:
            return ContentParts()
        }
    }
}
